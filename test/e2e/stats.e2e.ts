/**
 * Who wins most: two quick games played on the dice pad (house rules to 500, won at once), then
 * Statistics opened from the menu and read as a player reads it: the card named after each person,
 * each number by its term; the best turn leads to that game's score sheet.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { button, shellReady, startGame, tapFaces } from './harness.js';
import type { E2eTest } from './harness.js';

async function expectUp(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: `${name} is up` }).waitFor({ timeout: 15_000 });
}

/** The value of a term in a card ("Games" → its "2"). */
const valueFor = (card: Locator, term: string): Locator =>
  card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function valueOf(card: Locator, term: string): Promise<string> {
  return ((await valueFor(card, term).textContent()) ?? '').trim();
}

/** A throw with nothing that scores: the turn ends as a zilch. */
const ZILCH = [2, 3, 4, 6, 6, 2];
/** Three 1s: 1,000, enough to win at once. */
const THREE_ONES = [1, 1, 1, 2, 3, 4];

export const tests: readonly E2eTest[] = [
  {
    name: 'two games played, then Statistics from the menu: each person’s card, their games and wins as played',
    async run(t) {
      const { page } = t;
      await page.goto(t.url);
      await shellReady(page);
      await startGame(page, ['Ann', 'Ben'], 'house', async () => {
        await page.getByText('Game', { exact: true }).tap();
        await page.getByRole('spinbutton', { name: 'Target' }).fill('500');
        await page.getByRole('radio', { name: 'They win at once' }).check();
      });

      // Ann zilches, Ben banks a 5 (50), Ann banks three 1s and wins.
      await expectUp(page, 'Ann');
      await tapFaces(page, ZILCH);
      await expectUp(page, 'Ben');
      await tapFaces(page, [5, 2, 3, 4, 6, 6]);
      await button(page, 'Bank').tap();
      await expectUp(page, 'Ann');
      await tapFaces(page, THREE_ONES);
      await button(page, 'Bank').tap();
      await page.getByRole('list', { name: 'Final scores' }).waitFor({ timeout: 15_000 });

      // The same players and rules again, Ben first: he zilches, Ann banks three 1s and wins.
      await button(page, 'Play again').tap();
      await expectUp(page, 'Ben');
      await tapFaces(page, ZILCH);
      await expectUp(page, 'Ann');
      await tapFaces(page, THREE_ONES);
      await button(page, 'Bank').tap();
      await page.getByRole('list', { name: 'Final scores' }).waitFor({ timeout: 15_000 });

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stats', exact: true }).tap();
      await page.getByRole('heading', { name: 'Statistics', level: 2 }).waitFor();
      const ann = page.getByRole('article', { name: 'Ann' });
      const ben = page.getByRole('article', { name: 'Ben' });
      await ann.waitFor({ timeout: 15_000 });
      await page.getByText('2 finished games', { exact: true }).waitFor();
      await t.screenshot('70-stats-390');

      assert.equal(await valueOf(ann, 'Games'), '2');
      assert.equal(await valueOf(ann, 'Wins'), '2');
      assert.equal(await valueOf(ann, 'Win rate'), '100%');
      assert.equal(await valueOf(ann, 'Best turn'), '1,000');
      // On the board in her second turn of the first game, her first of the second.
      assert.equal(await valueOf(ann, 'Turns to get on the board'), '1.5');
      assert.equal(await valueOf(ben, 'Games'), '2');
      assert.equal(await valueOf(ben, 'Wins'), '0');
      assert.equal(await valueOf(ben, 'Zilch rate'), '50%');
      assert.equal(await valueOf(ben, 'Best turn'), '50');
      const order = await page
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.map((card) => card.getAttribute('aria-labelledby') && card.querySelector('h3')?.textContent?.trim()),
        );
      assert.deepEqual(order, ['Ann', 'Ben'], 'the most wins first');

      const headToHead = page.getByRole('region', { name: 'Head to head' });
      await headToHead.getByText('Ann and Ben: 2 games together. Ann finished ahead in 2, Ben in 0.').waitFor();

      // The best turn opens the score sheet of the game it was banked in.
      await valueFor(ben, 'Best turn').getByRole('link', { name: '50', exact: true }).tap();
      await page.getByRole('table', { name: 'Score sheet' }).waitFor({ timeout: 15_000 });
      assert.match(page.url(), /#\/game\/[^/]+\/sheet$/);
    },
  },
];
