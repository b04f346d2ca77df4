/**
 * The table companion at 390 × 844: a 4-player `zilch-15k` game where every player's score is read
 * from the play page's standings at every turn (no scrolling sideways, no score sheet), the line
 * of what wins in the final round, Bank banking the most points in one tap whatever was
 * pre-selected, and "Play again" starting the same table with the next player first.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adviceSettled, button, shellReady, tapFaces, until, waitForPrecache } from './harness.js';
import type { E2eTest } from './harness.js';

const PLAYERS = ['Ana', 'Ben', 'Cy', 'Dee'] as const;
type Scores = Record<(typeof PLAYERS)[number], number>;

async function expectUp(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: `${name} is up` }).waitFor({ timeout: 15_000 });
}

/** Every player's name and score as the standings on the play page show them, in seat order. */
async function standings(page: Page): Promise<Record<string, number>> {
  const items = page.getByRole('list', { name: 'Standings' }).getByRole('listitem');
  const read: Record<string, number> = {};
  for (const item of await items.all()) {
    assert.ok(await item.isVisible(), 'every standing is in view');
    const name = ((await item.locator('bdi').textContent()) ?? '').trim();
    read[name] = Number(((await item.locator('strong').textContent()) ?? '').replace(/,/g, ''));
  }
  return read;
}

/** Waits until the standings show `scores` (the page draws a bank once it is stored). */
async function expectStandings(page: Page, scores: Readonly<Record<string, number>>): Promise<void> {
  await until(
    `the standings to read ${JSON.stringify(scores)}`,
    async () => JSON.stringify(await standings(page)) === JSON.stringify(scores),
  );
  // In view without scrolling sideways: the list is no wider than its box.
  const overflow = await page
    .getByRole('list', { name: 'Standings' })
    .evaluate((list) => list.scrollWidth - list.clientWidth);
  assert.ok(overflow <= 0, `the standings scroll sideways by ${overflow}px`);
}

/** The line under the turn total: what the player up needs. */
async function needLine(page: Page): Promise<string> {
  return ((await page.locator('zs-turn-status').locator('.need').textContent()) ?? '').trim();
}

async function bankTotal(page: Page, points: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Turn total' }).fill(String(points));
  await button(page, 'Bank total').tap();
}

export const tests: readonly E2eTest[] = [
  {
    name: 'a 4-player game to 15,000: the standings at every turn, what wins in the final round, Bank takes the most points, Play again',
    async run(t) {
      const { page } = t;
      await page.goto(t.url);
      await shellReady(page);
      await waitForPrecache(page);

      await button(page, 'New game').tap();
      const newName = page.getByRole('textbox', { name: "New player's name" });
      for (const [index, name] of PLAYERS.entries()) {
        await newName.fill(name);
        await newName.press('Enter');
        await page.getByRole('textbox', { name: `Player ${index + 1} name` }).waitFor();
      }
      await page.getByRole('combobox', { name: 'Rules' }).selectOption('zilch-15k');
      await button(page, 'Start game').tap();
      await page.waitForURL(/#\/game\/[^/]+$/);
      await expectUp(page, 'Ana');
      const scores: Scores = { Ana: 0, Ben: 0, Cy: 0, Dee: 0 };
      await expectStandings(page, scores);

      // Round 1, counted by hand (total mode): everyone gets on the board.
      const totalMode = page.getByRole('switch', { name: 'Total mode' });
      await totalMode.tap();
      for (const [name, points, next] of [
        ['Ana', 5000, 'Ben'],
        ['Ben', 4000, 'Cy'],
        ['Cy', 3000, 'Dee'],
        ['Dee', 2000, 'Ana'],
      ] as const) {
        await bankTotal(page, points);
        scores[name] += points;
        await expectUp(page, next);
        await expectStandings(page, scores);
      }

      // Round 2, Ana with the dice: 1, 1, 1 set aside, then 1, 5, 2. Whatever hold is pre-selected
      // (the advisor's may keep the 1 alone to roll on), one tap on Bank banks the most the roll
      // allows: 1, 5 on top of 1,000.
      await totalMode.tap();
      await tapFaces(page, [1, 1, 1, 2, 3, 4]);
      await adviceSettled(page);
      await page
        .getByRole('list', { name: 'Legal holds, best first' })
        .getByRole('button', { name: /^Hold 1, 1, 1:/ })
        .tap();
      await button(page, 'Roll again').tap();
      await tapFaces(page, [1, 5, 2]);
      await page.getByRole('region', { name: 'Choose the dice to hold' }).waitFor();
      await t.screenshot('40-table-bank-the-most');
      await button(page, 'Bank').tap();
      scores.Ana += 1150;
      await expectUp(page, 'Ben');
      await expectStandings(page, scores);
      await page.getByText('Ana banked 1,150: total 6,150').waitFor();

      await totalMode.tap();
      for (const [name, points, next] of [
        ['Ben', 9000, 'Cy'],
        ['Cy', 1000, 'Dee'],
        ['Dee', 500, 'Ana'],
      ] as const) {
        await bankTotal(page, points);
        scores[name] += points;
        await expectUp(page, next);
        await expectStandings(page, scores);
      }

      // Round 3: Ana passes 15,000. The final round: what each player still to play needs.
      await bankTotal(page, 9000);
      scores.Ana += 9000;
      await expectUp(page, 'Ben');
      await expectStandings(page, scores);
      await until(
        'the line of what wins',
        async () => (await needLine(page)) === 'Ben needs 2,200 to win (2,150 to tie)',
      );
      const standingsText = (await page.getByRole('list', { name: 'Standings' }).innerText()).replace(/\s+/g, ' ');
      assert.match(standingsText, /needs 2,200/);
      assert.match(standingsText, /needs 11,200/);
      await t.screenshot('41-table-final-round');

      await bankTotal(page, 3000);
      scores.Ben += 3000;
      await expectUp(page, 'Cy');
      await expectStandings(page, scores);
      await until("Cy's line", async () => (await needLine(page)) === 'Cy needs 12,050 to win (12,000 to tie)');
      await button(page, 'Zilch').tap();
      await expectUp(page, 'Dee');
      await expectStandings(page, scores);
      await until("Dee's line", async () => (await needLine(page)) === 'Dee needs 13,550 to win (13,500 to tie)');
      await bankTotal(page, 500);
      scores.Dee += 500;
      await page.getByRole('heading', { name: 'Ben wins!' }).waitFor({ timeout: 15_000 });
      await t.screenshot('42-table-winner');

      // Play again: the same table, the next player round it (Ben) first.
      const before = page.url();
      await button(page, 'Play again').tap();
      await until('the new game', () => page.url() !== before && /#\/game\/[^/]+$/.test(page.url()));
      await expectUp(page, 'Ben');
      assert.deepEqual(Object.keys(await standings(page)), ['Ben', 'Cy', 'Dee', 'Ana']);
      await expectStandings(page, { Ben: 0, Cy: 0, Dee: 0, Ana: 0 });
    },
  },
];
