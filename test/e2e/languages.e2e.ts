/**
 * A turn in each language, as a player whose phone speaks it: the app opens in the phone's
 * language, the game is set up and a turn played by the buttons' translated names, and the score
 * is written the way the language writes numbers. Then the header's language select switches a
 * German phone to Czech, which the app (and its shell, before the first paint) remembers after a reload.
 * A language whose words cannot be loaded leaves the app in the language it spoke, says so, and is not
 * remembered; tried again once the words can come, it loads.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launchChromium, PHONE, shellReady, waitForPrecache } from './harness.js';
import type { E2eTest } from './harness.js';

interface Words {
  readonly phone: string;
  readonly newGame: string;
  readonly playerName: string;
  readonly rules: string;
  readonly start: string;
  readonly up: (name: string) => string;
  readonly diceFaces: string;
  readonly bank: string;
  /** Three 1s and a 5: 1,050 as the language writes it. */
  readonly score: string;
}

const WORDS: Readonly<Record<string, Words>> = {
  de: {
    phone: 'de-DE',
    newGame: 'Neues Spiel',
    playerName: 'Name des neuen Spielers',
    rules: 'Regeln',
    start: 'Spiel starten',
    up: (name) => `${name} ist dran`,
    diceFaces: 'Würfelaugen',
    bank: 'Schreiben',
    score: '1.050',
  },
  fr: {
    phone: 'fr-FR',
    newGame: 'Nouvelle partie',
    playerName: 'Nom du nouveau joueur',
    rules: 'Règles',
    start: 'Commencer la partie',
    up: (name) => `À ${name} de jouer`,
    diceFaces: 'Faces des dés',
    bank: 'Encaisser',
    score: '1\u202f050',
  },
  es: {
    phone: 'es-ES',
    newGame: 'Nueva partida',
    playerName: 'Nombre del nuevo jugador',
    rules: 'Reglas',
    start: 'Empezar partida',
    up: (name) => `Le toca a ${name}`,
    diceFaces: 'Caras del dado',
    bank: 'Plantarse',
    score: '1050',
  },
  cs: {
    phone: 'cs-CZ',
    newGame: 'Nová hra',
    playerName: 'Jméno nového hráče',
    rules: 'Pravidla',
    start: 'Začít hru',
    up: (name) => `Na tahu je ${name}`,
    diceFaces: 'Hodnoty kostek',
    bank: 'Zapsat',
    score: '1\u00a0050',
  },
};

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Sets up a Farkle game of Ana and Ben, and plays Ana's first turn: three 1s and a 5, banked. */
async function playATurn(page: Page, words: Words): Promise<void> {
  await button(page, words.newGame).tap();
  const name = page.getByRole('textbox', { name: words.playerName });
  for (const player of ['Ana', 'Ben']) {
    await name.fill(player);
    await name.press('Enter');
  }
  await page.getByRole('combobox', { name: words.rules }).selectOption('farkle');
  await button(page, words.start).tap();
  await page.getByRole('heading', { name: words.up('Ana') }).waitFor({ timeout: 15_000 });
  const pad = page.getByRole('group', { name: words.diceFaces });
  for (const face of [1, 1, 1, 5, 2, 3]) await pad.getByRole('button', { name: String(face), exact: true }).tap();
  await button(page, words.bank).tap();
  await page.getByRole('heading', { name: words.up('Ben') }).waitFor({ timeout: 15_000 });
}

const turnTests: readonly E2eTest[] = Object.entries(WORDS).map(([language, words]) => ({
  name: `a turn on a phone in ${language}: the app speaks it, the buttons by their ${language} names, the score written the ${language} way`,
  async run(t) {
    const launched = await launchChromium({ locale: words.phone });
    try {
      const page = launched.page;
      await page.setViewportSize(PHONE);
      await page.goto(t.url);
      await shellReady(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), language);
      // The first visit's "ready to work offline" toast would lie over the turn's buttons: let it go first.
      await waitForPrecache(page);
      const toast = page.locator('zs-toast .toast');
      await toast.waitFor({ timeout: 10_000 });
      await toast.waitFor({ state: 'detached', timeout: 10_000 });
      await playATurn(page, words);
      // Ana's 1,050 in the standings, written the language's way.
      await page.getByText(words.score, { exact: true }).first().waitFor({ timeout: 5_000 });
      await t.screenshot(`language-${language}`, page);
    } finally {
      await launched.close();
    }
  },
}));

const switching: E2eTest = {
  name: 'a German phone switched to Czech in the header: the app speaks Czech, and still does after a reload',
  async run(t) {
    const launched = await launchChromium({ locale: 'de-DE' });
    try {
      const page = launched.page;
      await page.goto(t.url);
      await shellReady(page);
      await button(page, WORDS.de?.newGame ?? '').waitFor();
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('cs');
      await button(page, WORDS.cs?.newGame ?? '').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'cs');
      // The shell reads the choice before its first paint once the service worker is in charge.
      await waitForPrecache(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () =>
          document.documentElement.setAttribute('data-shell-lang', document.documentElement.lang),
        );
      });
      await page.reload();
      await shellReady(page);
      assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-shell-lang')), 'cs');
      await button(page, WORDS.cs?.newGame ?? '').waitFor();
      await page.getByRole('combobox', { name: 'Jazyk' }).waitFor();
    } finally {
      await launched.close();
    }
  },
};

const unreachable: E2eTest = {
  name: 'a language whose words cannot be loaded: the app says so, keeps speaking the language it spoke, and does not remember the choice',
  async run(t) {
    const launched = await launchChromium({ locale: 'de-DE' });
    try {
      const page = launched.page;
      // Czech's words never arrive (offline before they were ever stored), for the page and its worker alike.
      await launched.context.route(/\/assets\/cs-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
      await page.goto(t.url);
      await shellReady(page);
      await button(page, WORDS.de?.newGame ?? '').waitFor();
      const language = page.getByRole('combobox', { name: 'Sprache' });
      await language.selectOption('cs');
      await page
        .getByText('Diese Sprache ließ sich nicht laden: Prüfe die Verbindung und versuche es noch einmal.')
        .waitFor({ timeout: 10_000 });
      await button(page, WORDS.de?.newGame ?? '').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
      assert.equal(await language.inputValue(), 'de', 'the menu shows the language spoken');
      assert.equal(await page.evaluate(() => localStorage.getItem('zs-language')), null);
      // Tried again once the words can come: they load this time.
      await launched.context.unrouteAll();
      await language.selectOption('cs');
      await button(page, WORDS.cs?.newGame ?? '').waitFor({ timeout: 10_000 });
      assert.equal(await page.evaluate(() => localStorage.getItem('zs-language')), 'cs');
    } finally {
      await launched.close();
    }
  },
};

export const tests: readonly E2eTest[] = [...turnTests, switching, unreachable];
