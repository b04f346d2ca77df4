/**
 * A whole game as a group plays it: a 3-player `zilch-15k` game set up on the New game
 * screen, turns tapped in on the dice pad by the accessible names a screen-reader user hears: a bank
 * refused below 500, a zilch, turning the corner, a reload in the middle of tapping in a roll, the
 * network switched off and the app reloaded, total mode to the final round, the winner; then the
 * score sheet, its CSV checked row by row, and the printed sheet as a PDF. A 390 × 844 screenshot
 * of each screen goes to the screenshots folder.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { pickHold, servedSince, shellReady, tapFaces, until, waitForPrecache } from './harness.js';
import type { E2eTest } from './harness.js';

const PLAYERS = ['Ana', 'Ben', 'Cy'] as const;

/** The heading of the play screen: "Ana is up". */
async function expectUp(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: `${name} is up` }).waitFor({ timeout: 15_000 });
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  assert.equal(field + record.join(''), '', 'the CSV ends with CRLF');
  return records;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The text the turn's buttons show next to the one that was refused. */
async function refusalText(page: Page): Promise<string> {
  const describedBank = button(page, 'Bank');
  const id = await describedBank.getAttribute('aria-describedby');
  assert.ok(id, 'the refused Bank button is described by its refusal');
  return describedBank.evaluate((element, refusalId) => {
    const root = element.getRootNode() as ShadowRoot | Document;
    return root.getElementById(refusalId)?.textContent?.trim() ?? '';
  }, id);
}

/** The players' scores as the game's own storage has them (read through the app's ledger). */
async function scores(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const app = document.querySelector('zs-app');
    if (!app) throw new Error('no zs-app');
    const ledger = await app.services.ledger();
    const [summary] = await ledger.listGames();
    const game = summary ? await ledger.loadGame(summary.id) : null;
    if (!game) throw new Error('no game stored');
    return Object.fromEntries(game.state.players.map((player) => [player.name, player.score]));
  });
}

const fullGame: E2eTest = {
  name: 'a 3-player zilch-15k game from New game to the printed score sheet, with a reload and the network off',
  async run(t) {
    const { page } = t;
    await page.goto(t.url);
    await shellReady(page);
    await page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
    await waitForPrecache(page);
    await t.screenshot('10-games-empty');

    // New game: three players, the 15,000 Zilch preset.
    await button(page, 'New game').tap();
    await page.getByRole('heading', { name: 'New game', level: 2 }).waitFor();
    const newName = page.getByRole('textbox', { name: "New player's name" });
    for (const name of PLAYERS) {
      await newName.fill(name);
      await newName.press('Enter');
      await page.getByRole('textbox', { name: `Player ${PLAYERS.indexOf(name) + 1} name` }).waitFor();
    }
    await page.getByRole('combobox', { name: 'Rules' }).selectOption('zilch-15k');
    await t.screenshot('11-new-game');
    await button(page, 'Start game').tap();
    await page.waitForURL(/#\/game\/[^/]+$/);
    await expectUp(page, 'Ana');
    await t.screenshot('12-play-first-turn');

    // Ana: 1 and 5 are 150, not the 500 she needs to get on the board: Bank is refused, in words.
    await tapFaces(page, [1, 5, 2, 2, 3, 4]);
    // The advisor's worker (its own chunk, precached) answers: the advised hold and why, in one line
    // (in points, or as a chance to win once the preset's table has loaded).
    await page
      .getByText(/^Keep [\d, ]+ · (roll \d dic?e|bank) · (expect ≈ [\d,]+|(under |over )?\d+% to win)/)
      .waitFor({ timeout: 15_000 });
    await t.screenshot('12b-play-advice');
    await pickHold(page, [1, 5]);
    await button(page, 'Bank').tap();
    await until('the refusal under Bank', async () => /500/.test(await refusalText(page).catch(() => '')));
    const belowOpening = await refusalText(page);
    assert.match(belowOpening, /150/, belowOpening);
    await t.screenshot('13-play-bank-refused');
    // She rolls the other four dice on, and zilches.
    await button(page, 'Roll again').tap();
    await tapFaces(page, [2, 3, 4, 6]);
    await expectUp(page, 'Ben');
    await page.getByText(/zilch/i).first().waitFor();
    await t.screenshot('14-play-zilch');

    // Ben: two triplets use all six dice; he must turn the corner before banking.
    await tapFaces(page, [2, 2, 2, 3, 3, 3]);
    await pickHold(page, [2, 2, 2, 3, 3, 3]);
    await button(page, 'Bank').tap();
    await until('the turning-the-corner refusal', async () => /corner/i.test(await refusalText(page).catch(() => '')));
    await t.screenshot('15-play-turning-the-corner');
    await button(page, 'Roll again').tap();
    await tapFaces(page, [1, 2, 3, 4, 6, 6]);
    await pickHold(page, [1]);
    await button(page, 'Bank').tap();
    await expectUp(page, 'Cy');
    assert.deepEqual(await scores(page), { Ana: 0, Ben: 3100, Cy: 0 });

    // Cy taps in half a roll; the page reloads (a phone locks, a tab is discarded): the taps stay.
    await tapFaces(page, [5, 5, 5]);
    await page.reload();
    await shellReady(page);
    await expectUp(page, 'Cy');
    await tapFaces(page, [1, 3, 4]);
    await pickHold(page, [1, 5, 5, 5]);
    await button(page, 'Bank').tap();
    await expectUp(page, 'Ana');
    assert.deepEqual(await scores(page), { Ana: 0, Ben: 3100, Cy: 600 });

    // The cellar: no network at all, and the app is started again.
    await t.setOffline(true);
    const servedBefore = t.server.served.length;
    await page.reload();
    await shellReady(page);
    await expectUp(page, 'Ana');

    // Total mode to the end: Ana counts 15,100 herself and passes the target; the final round.
    await page.getByRole('switch', { name: 'Total mode' }).tap();
    const total = page.getByRole('textbox', { name: 'Turn total' });
    await total.fill('15100');
    await button(page, 'Bank total').tap();
    await expectUp(page, 'Ben');
    await page
      .getByText(/final round/i)
      .first()
      .waitFor();
    await t.screenshot('16-play-final-round');
    await total.fill('2000');
    await button(page, 'Bank total').tap();
    await expectUp(page, 'Cy');
    await button(page, 'Zilch').tap();
    const finalScores = page.getByRole('list', { name: 'Final scores' });
    await finalScores.waitFor({ timeout: 15_000 });
    assert.match((await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '', /Ana/);
    assert.deepEqual(await scores(page), { Ana: 15100, Ben: 5100, Cy: 600 });
    await t.screenshot('17-play-finished');

    // The score sheet, still offline: the paper table, then the CSV and the printed sheet.
    await page.getByRole('link', { name: 'Score sheet' }).tap();
    const table = page.getByRole('table', { name: 'Score sheet' });
    await table.waitFor({ timeout: 15_000 });
    for (const name of PLAYERS) await table.getByRole('columnheader', { name, exact: true }).waitFor();
    await t.screenshot('18-score-sheet');

    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export CSV').tap()]);
    const csvPath = join(dirname(await t.screenshot('19-score-sheet-exported')), 'game.csv');
    await download.saveAs(csvPath);
    const csv = await readFile(csvPath, 'utf8');
    const rows = parseCsv(csv);
    assert.deepEqual(rows[0], ['game', 'date', 'round', 'player', 'result', 'running total', 'note']);
    assert.ok(
      rows
        .slice(1)
        .every((row) => row[0] === 'Zilch to 15,000: Ana, Ben, Cy' && /^\d{4}-\d\d-\d\d$/.test(row[1] ?? '')),
      'every row names the game and its date',
    );
    // One row per turn: round, player, result, running total.
    assert.deepEqual(
      rows.slice(1).map((row) => row.slice(2, 6)),
      [
        ['1', 'Ana', '0', '0'],
        ['1', 'Ben', '3100', '3100'],
        ['1', 'Cy', '600', '600'],
        ['2', 'Ana', '15100', '15100'],
        ['2', 'Ben', '2000', '5100'],
        ['2', 'Cy', '0', '600'],
      ],
      csv,
    );

    // Print / Save as PDF opens the browser's print dialog; the PDF is what that dialog saves.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await button(page, 'Print / Save as PDF').tap();
    await until('window.print()', async () => (await page.locator('html[data-printed]').count()) === 1);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: join(dirname(csvPath), '20-score-sheet-print.png'), fullPage: true });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await writeFile(join(dirname(csvPath), 'score-sheet.pdf'), pdf);
    await page.emulateMedia({ media: 'screen' });
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    assert.equal(pages, 2, 'the sheet of a typical game prints on one A4 page, its statistics on the next');

    assert.deepEqual(servedSince(t.server, servedBefore), [], 'the server saw no request while offline');
    await t.setOffline(false);

    // The games list: the finished game, newest first.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).tap();
    await shellReady(page);
    await page.getByText(/Ana/).first().waitFor();
    await t.screenshot('21-games-finished');
  },
};

export const tests: readonly E2eTest[] = [fullGame];
