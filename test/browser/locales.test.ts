/**
 * The app in other languages. German: every page is accessible (axe) with its German words, and
 * says so (`lang`). The pseudo-locale en-XA (accented, 40 % longer, between ⟦ ⟧): every page at
 * 320 px shows no plain English left untranslated and nothing wider than the screen. A language
 * chosen while a page is open words all of it anew; a preset's game is named in the CSV in German.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { gameCsv } from '../../src/export/csv.js';
import { presetById } from '../../src/rules/index.js';
import { csvWords } from '../../src/ui/text/csv-text.js';
import type { ZsApp } from '../../src/ui/app/zs-app.js';
import '../../src/ui/app/zs-app.js';
import { useLocale } from '../../src/ui/locales/localize.js';
import type { Locale } from '../../src/ui/locales/languages.js';
import { tieBrokenGame } from '../support/game-state.js';
import { SHEET_ENTRIES, sheetSetup } from '../support/sheet-game.js';
import { expectOk, FARKLE_TURNS, freshName, leaveTheApp, openLedger, play } from './db-helpers.js';
import { allElements, pageLikeTheApp, settle, until } from './helpers.js';
import { expectElement } from './harness.js';

/** Names without plain English letters in a row, so they never look untranslated. */
const PLAYERS = ['Ánà', 'Bèñ', 'Çý', 'Ðéé'];

interface PageCase {
  readonly name: string;
  readonly hash: (gameId: string, finishedId: string) => string;
  readonly element: string;
}

const PAGES: readonly PageCase[] = [
  { name: 'games', hash: () => '#/', element: 'zs-games-page' },
  { name: 'new game', hash: () => '#/new', element: 'zs-new-game-page' },
  { name: 'play', hash: (id) => `#/game/${id}`, element: 'zs-play-page' },
  { name: 'score sheet', hash: (_id, finished) => `#/game/${finished}/sheet`, element: 'zs-sheet-page' },
  { name: 'rules explorer', hash: () => '#/explorer', element: 'zs-rules-explorer' },
  { name: 'statistics', hash: () => '#/stats', element: 'zs-stats-page' },
  { name: 'backup', hash: () => '#/backup', element: 'zs-backup-page' },
];

/** A Farkle game under way and a finished game of house rules, in a database of their own. */
async function seed(databaseName: string): Promise<{ gameId: string; finishedId: string }> {
  const ledger = openLedger({ name: databaseName });
  const game = await play(
    ledger,
    expectOk(await ledger.createGame({ rules: presetById('farkle'), players: PLAYERS.slice(0, 2) })),
    FARKLE_TURNS,
  );
  // House rules are named by the players: a name without plain English, as with the players.
  const house = sheetSetup(PLAYERS);
  const setup = { ...house, rules: { ...house.rules, name: 'Ðómácí', description: 'Ñáš šţýľ' } };
  const finished = await play(ledger, expectOk(await ledger.createGame(setup)), SHEET_ENTRIES);
  return { gameId: game.row.id, finishedId: finished.row.id };
}

async function appAt(page: PageCase, locale: Locale): Promise<ZsApp> {
  const databaseName = freshName();
  const { gameId, finishedId } = await seed(databaseName);
  await useLocale(locale);
  location.hash = page.hash(gameId, finishedId);
  const app = await fixture<ZsApp>(html`<zs-app database-name=${databaseName}></zs-app>`);
  await until(() => app.shadowRoot?.querySelector(page.element) != null, `the ${page.name} page loads`);
  await settle(app);
  // Pages read the ledger after their first render: give them a moment, then settle again.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await settle(app);
  return app;
}

/** Visible text and the texts read aloud (labels, titles, placeholders) of every element. */
function textsOf(app: ZsApp, include: (element: Element) => boolean = () => true): string[] {
  const texts: string[] = [];
  for (const element of allElements(app)) {
    if (element.localName === 'style' || element.localName === 'script' || !include(element)) continue;
    // A language's own name is in that language (lang="de"): not a text to translate.
    if (element.closest('[lang]')) continue;
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value);
    }
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent.trim());
    }
  }
  return texts;
}

/** Whether `element` sits in a box that scrolls sideways or clips (a wide table scrolls on purpose; a chart draws inside its frame). */
function insideScroller(element: Element): boolean {
  const up = (node: Element): Element | null => node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
  for (let at = up(element); at; at = up(at)) {
    if (getComputedStyle(at).overflowX !== 'visible') return true;
  }
  return false;
}

/**
 * What the pseudo-locale leaves plain on purpose: the app's and the games' names, file types, dates
 * and the "and" of a list of names (the pseudo-locale writes numbers, dates and lists as English does).
 */
const KEPT = new RegExp(
  [
    String.raw`\b(Zilch|Scorepad|Farkle|CSV|PDF|JSON)\b`,
    // Dates as Intl writes them in English: "Thursday, 26 November 2026 at 02:55", "26 Nov 2026", "Nov 26, 2026".
    String.raw`(\b[A-Z][a-z]+day, )?\b\d{1,2} [A-Z][a-z]{2,8} 20\d\d( at \d\d:\d\d)?`,
    String.raw`\b[A-Z][a-z]{2} \d{1,2}, 20\d\d`,
    // "Ana and Ben": the list's own "and", between two names.
    String.raw`(?<=[^\s⟦]) and (?=[^\s⟧])`,
  ].join('|'),
  'g',
);

/** Three plain letters in a row: a word that never went through translation. */
const PLAIN = /[A-Za-z]{3,}/;

describe('the app in German', () => {
  afterEach(async () => {
    await useLocale('en');
    await leaveTheApp();
  });

  for (const page of PAGES) {
    it(`${page.name}: accessible, in German`, async () => {
      const app = await appAt(page, 'de');
      expect(document.documentElement.lang).to.equal('de');
      await expectElement(app);
    });
  }
});

describe('the app in the pseudo-locale at 320 px', () => {
  afterEach(async () => {
    await useLocale('en');
    await leaveTheApp();
  });

  for (const page of PAGES) {
    it(`${page.name}: every text translated, nothing wider than the screen`, async () => {
      await setViewport({ width: 320, height: 568 });
      pageLikeTheApp();
      const app = await appAt(page, 'en-XA');
      const plain = textsOf(app).filter((text) => PLAIN.test(text.replace(KEPT, '')));
      expect(plain, 'texts that were not translated').to.deep.equal([]);
      const name = (element: Element) =>
        element.localName + (element.getAttribute('class') ? `.${element.getAttribute('class')}` : '');
      const elements = allElements(app).filter((element) => !insideScroller(element));
      const wider = elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > 321 || box.left < -1) && getComputedStyle(element).position !== 'fixed';
      });
      expect(wider.map(name), 'elements past the screen edge').to.deep.equal([]);
      expect(document.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(320);
      // A control whose words are wider than itself has them cut off (or spilling over its neighbour);
      // a 1 px box is text for screen readers only.
      const clipped = elements.filter(
        (element) =>
          element.matches('button, a, label, th, h1, h2, h3') &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.clientWidth > 1,
      );
      expect(
        clipped.map((element) => `${name(element)}: ${element.textContent?.trim() ?? ''}`),
        'words wider than their control',
      ).to.deep.equal([]);
    });
  }
});

/** An element not rendered (a parked card: it renders anew when it is in use again). */
function notShown(element: Element): boolean {
  return !element.checkVisibility();
}

/** A screen reader's live region that is not seen: what it holds was said before the switch. */
function saidAlready(element: Element): boolean {
  const region = element.closest('[aria-live]');
  return region !== null && region.getBoundingClientRect().width <= 1;
}

/** The texts still plain English, of the elements on screen or read aloud from now on. */
function untranslatedNow(app: ZsApp): string[] {
  return textsOf(app, (element) => !notShown(element) && !saidAlready(element)).filter((text) =>
    PLAIN.test(text.replace(KEPT, '')),
  );
}

describe('a language chosen while a page is open', () => {
  afterEach(async () => {
    await useLocale('en');
    await leaveTheApp();
  });

  /** Taps faces on the page's dice pad by their faces (its name is in the pseudo-locale now). */
  async function tapPad(app: ZsApp, faces: readonly number[]): Promise<void> {
    const pad = allElements(app).find((element) => element.localName === 'zs-dice-pad');
    if (!pad?.shadowRoot) throw new Error('no dice pad');
    for (const face of faces) {
      const button = pad.shadowRoot.querySelector<HTMLButtonElement>(`button[data-face="${face}"]`);
      if (!button) throw new Error(`no button for ${face}`);
      button.click();
      await settle(app);
    }
  }

  for (const page of PAGES) {
    it(`${page.name}: every text is worded again in the new language`, async () => {
      const app = await appAt(page, 'en');
      // The explorer with holds on screen, each with its split in words, and a seventh die refused.
      if (page.element === 'zs-rules-explorer') await tapPad(app, [1, 1, 1, 5, 2, 3, 4]);
      await useLocale('en-XA');
      await settle(app);
      expect(untranslatedNow(app), 'texts still in English').to.deep.equal([]);
      if (page.element === 'zs-play-page') {
        // The hold card was parked through the switch: in use again, it speaks the new language.
        await tapPad(app, [1, 1, 1, 5, 2, 3]);
        await until(
          () => allElements(app).some((element) => element.localName === 'zs-hold-card' && !notShown(element)),
          'the hold card is in use',
        );
        await settle(app);
        expect(untranslatedNow(app), 'texts still in English once the holds show').to.deep.equal([]);
      }
    });
  }
});

describe('the files in German', () => {
  afterEach(() => useLocale('en'));

  it("names a preset's game in the CSV by the preset's German name", async () => {
    await useLocale('de');
    const csv = gameCsv(tieBrokenGame(), new Date(2026, 10, 20).getTime(), csvWords());
    expect(csv.split('\r\n')[1]).to.match(/^"Zilch bis 15\.000: Ana, Ben",2026-11-20,/);
  });
});
