/**
 * `npm run screens [outDir]`: builds the app and photographs every screen a player meets, at
 * 390 × 844, 320 × 568 and 820 × 1180 (a tablet), light and dark, into
 * `<outDir>/<scheme>-<width>/NN-name.png` (default screenshots/screens). The clock is fixed and every step waits for what it shows, so two runs of
 * the same code give the same pixels: compare two sets with test/e2e/compare-screens.ts to see
 * what a change did to the screens. Everything is found by role and accessible name, as a player
 * finds it, so the tour survives a change to the components' insides.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { adviceSettled, button, buildApp, launchChromium, pickHold, ROOT, shellReady, tapFaces } from './harness.js';
import { serveStatic } from './serve.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
  { width: 820, height: 1180 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const NOW = new Date('2026-11-20T20:00:00Z');

async function expectUp(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: `${name} is up` }).waitFor({ timeout: 15_000 });
}

/** Lets the page settle: fonts, pending renders, and a focus ring that may have moved. */
async function still(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForTimeout(150);
}

async function tour(
  url: string,
  dir: string,
  scheme: 'light' | 'dark',
  size: { width: number; height: number },
): Promise<void> {
  const launched = await launchChromium({ colorScheme: scheme });
  const { page } = launched;
  let shot = 0;
  const snap = async (name: string, fullPage = false) => {
    await still(page);
    shot += 1;
    await page.screenshot({
      path: join(dir, `${String(shot).padStart(2, '0')}-${name}.png`),
      animations: 'disabled',
      caret: 'hide',
      fullPage,
    });
  };
  try {
    await page.clock.setFixedTime(NOW);
    await page.setViewportSize(size);
    await page.goto(url);
    await shellReady(page);
    await page.getByText('No games yet').waitFor();
    // The service worker's one-off toast comes when it likes: wait for it and close it.
    await page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
    await button(page, 'Dismiss').tap();
    await page.getByText('Ready to work offline').waitFor({ state: 'hidden' });
    await snap('games-empty');

    await page.getByRole('link', { name: 'Rules', exact: true }).tap();
    await page.getByRole('group', { name: 'Dice faces' }).waitFor();
    await tapFaces(page, [1, 5, 5, 2, 3, 1]);
    await page.getByRole('list', { name: /holds/i }).first().waitFor();
    await snap('explorer-holds');

    await page.getByRole('link', { name: 'Backup', exact: true }).tap();
    await page.getByRole('button', { name: 'Back up all games' }).waitFor();
    await snap('backup');

    await page.getByRole('link', { name: 'Games', exact: true }).tap();
    await button(page, 'New game').tap();
    await page.getByRole('heading', { name: 'New game', level: 2 }).waitFor();
    const newName = page.getByRole('textbox', { name: "New player's name" });
    for (const [index, name] of ['Ana', 'Ben', 'Cy'].entries()) {
      await newName.fill(name);
      await newName.press('Enter');
      await page.getByRole('textbox', { name: `Player ${index + 1} name` }).waitFor();
    }
    await page.getByRole('combobox', { name: 'Rules' }).selectOption('house');
    await page.getByRole('group').filter({ hasText: 'Straights' }).first().waitFor();
    await snap('new-game-house-rules');
    // Every section open, a problem in each of two of them, the whole page.
    for (const section of ['Game', 'Turns', 'Scoring', 'Variations'])
      await page.getByText(section, { exact: true }).tap();
    await page.getByRole('checkbox', { name: 'Challenges' }).tap();
    await page.getByRole('checkbox', { name: 'A penalty for zilches in a row' }).tap();
    await page.getByRole('combobox', { name: 'Four or more of a kind' }).selectOption('multiple');
    await page.getByRole('spinbutton', { name: 'To get on the board' }).fill('75');
    await page.getByRole('button', { name: 'Add a straight' }).tap();
    await snap('new-game-house-rules-open', true);
    await page.getByRole('combobox', { name: 'Rules' }).selectOption('zilch-15k');
    await snap('new-game');

    await button(page, 'Start game').tap();
    await page.waitForURL(/#\/game\/[^/]+$/);
    await expectUp(page, 'Ana');
    await snap('play-first-turn');

    await tapFaces(page, [1, 5, 2, 2, 3, 4]);
    await adviceSettled(page);
    await snap('play-holds-advice');
    await pickHold(page, [1, 5]);
    await button(page, 'Bank').tap();
    await page.getByText(/500/).first().waitFor();
    await snap('play-bank-refused');
    await button(page, 'Roll again').tap();
    await tapFaces(page, [2, 3, 4, 6]);
    await expectUp(page, 'Ben');
    await snap('play-after-zilch');

    await tapFaces(page, [2, 2, 2, 3, 3, 3]);
    await pickHold(page, [2, 2, 2, 3, 3, 3]);
    await button(page, 'Bank').tap();
    await page
      .getByText(/corner/i)
      .first()
      .waitFor();
    await snap('play-turning-the-corner');
    await button(page, 'Roll again').tap();
    await tapFaces(page, [1, 2, 3, 4, 6, 6]);
    await pickHold(page, [1]);
    await button(page, 'Bank').tap();
    await expectUp(page, 'Cy');

    await page.getByRole('switch', { name: 'Total mode' }).tap();
    const total = page.getByRole('textbox', { name: 'Turn total' });
    await total.fill('15100');
    await snap('play-total-mode');
    await button(page, 'Bank total').tap();
    await expectUp(page, 'Ana');
    await page
      .getByText(/final round/i)
      .first()
      .waitFor();
    await snap('play-final-round');
    await total.fill('2000');
    await button(page, 'Bank total').tap();
    await expectUp(page, 'Ben');
    await button(page, 'Zilch').tap();
    await page.getByRole('list', { name: 'Final scores' }).waitFor({ timeout: 15_000 });
    await snap('play-finished');

    await page.getByRole('link', { name: 'Score sheet' }).tap();
    await page.getByRole('table', { name: 'Score sheet' }).waitFor({ timeout: 15_000 });
    await snap('score-sheet');
    await page.getByRole('table', { name: 'Score sheet' }).getByRole('button').first().tap();
    await page.getByRole('dialog').waitFor();
    await snap('score-sheet-correct-turn');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Games', exact: true }).tap();
    await page.getByRole('link', { name: /Ana/ }).first().waitFor();
    await snap('games-list');

    // 10-dice Zilch: the throw-off for the first player, then the next player's take-over choice.
    await button(page, 'New game').tap();
    await page.getByRole('heading', { name: 'New game', level: 2 }).waitFor();
    await button(page, 'Add Ana').tap();
    await button(page, 'Add Ben').tap();
    await page.getByRole('textbox', { name: 'Player 2 name' }).waitFor();
    await page.getByRole('combobox', { name: 'Rules' }).selectOption('ten-dice');
    await page.getByRole('radio', { name: /^Throw off for the first player/ }).waitFor();
    await button(page, 'Start game').tap();
    await page.getByRole('heading', { name: 'Who starts?', exact: true }).waitFor({ timeout: 15_000 });
    await tapFaces(page, [6, 6, 5, 5, 4, 4, 3, 3, 2, 1]);
    await button(page, 'Enter Ana’s throw').tap();
    await page.getByRole('heading', { name: 'Ben’s throw', exact: true }).waitFor();
    await tapFaces(page, [6, 6, 6, 5, 5, 4, 3, 2, 2, 1]);
    await snap('throw-off');
    await button(page, 'Enter Ben’s throw').tap();
    await expectUp(page, 'Ben');
    await tapFaces(page, [5, 5, 5, 5, 2, 3, 4, 6, 6, 2]);
    await pickHold(page, [5, 5, 5, 5]);
    await button(page, 'Bank').tap();
    await expectUp(page, 'Ana');
    await button(page, 'Start fresh').waitFor();
    await page.getByText(/^(Build off|Inherit|Start fresh): .* expects ≈ [\d,]+/).waitFor({ timeout: 15_000 });
    await snap('play-take-over');

    // Statistics over the finished game (the 10-dice game in play is not counted), and the whole page.
    await page.getByRole('link', { name: 'Stats', exact: true }).tap();
    await page.getByRole('article', { name: 'Ana' }).waitFor({ timeout: 15_000 });
    await snap('stats');
    await snap('stats-full', true);

    // The browser loses its database (as after a crash or a full disk): the next start brings the
    // games back from their second copy and says so.
    await page.evaluate(
      () =>
        new Promise((done) => {
          const request = indexedDB.deleteDatabase('zilch-scorepad');
          request.onsuccess = request.onerror = done;
        }),
    );
    await page.goto(url);
    await shellReady(page);
    await page.getByText('The browser lost 2 games: they are back').first().waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: /Ana/ }).first().waitFor();
    await snap('games-brought-back');
  } finally {
    await launched.close();
  }
}

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? join(ROOT, 'screenshots', 'screens'));
  const dist = await mkdtemp(join(tmpdir(), 'zs-screens-'));
  await buildApp(dist);
  const server = await serveStatic(dist);
  try {
    for (const scheme of SCHEMES) {
      for (const size of SIZES) {
        const dir = join(out, `${scheme}-${size.width}`);
        await rm(dir, { recursive: true, force: true });
        await mkdir(dir, { recursive: true });
        const started = Date.now();
        await tour(server.url, dir, scheme, size);
        console.log(`${scheme} ${size.width}×${size.height}: ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  } finally {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  }
}

await main();
