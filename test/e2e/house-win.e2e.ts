/**
 * Playing to win under house rules: no table ships for them, so the advice worker works the
 * chances out while the game is played. The Play to win switch shows how far; the pad and the
 * points advice work meanwhile; once the table holds the scores, the advice is in chances. A
 * reload takes the table back from IndexedDB instead of solving it again.
 */
import assert from 'node:assert/strict';
import { adviceSettled, button, shellReady, tapFaces } from './harness.js';
import type { E2eTest } from './harness.js';

export const tests: readonly E2eTest[] = [
  {
    name: 'house rules: the chances to win worked out in the background (progress shown, pad free), then the advice in chances; kept across a reload',
    async run(t) {
      const { page } = t;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(t.url);
      await shellReady(page);
      await button(page, 'New game').tap();
      const newName = page.getByRole('textbox', { name: "New player's name" });
      for (const name of ['Ana', 'Ben']) {
        await newName.fill(name);
        await newName.press('Enter');
      }
      await page.getByRole('combobox', { name: 'Rules' }).selectOption('house');
      await page.getByText('Game', { exact: true }).tap();
      await page.getByRole('spinbutton', { name: 'Target' }).fill('2500');
      await page.getByRole('radio', { name: 'They win at once' }).check();
      await button(page, 'Start game').tap();
      await page.waitForURL(/#\/game\/[^/]+$/);
      await page.getByRole('heading', { name: 'Ana is up' }).waitFor({ timeout: 15_000 });

      const progress = page.locator('zs-play-toolbar').getByText(/^Chances to win: \d+% worked out$/);
      await progress.waitFor({ timeout: 15_000 });
      await t.screenshot('61-house-rules-solving-390');
      // The pad is the player's meanwhile: a roll goes in and the points advice comes.
      await tapFaces(page, [1, 1, 5, 2, 3, 4]);
      await adviceSettled(page);
      // Once the whole table is there (0 against 0 is its last pair), the same roll in chances.
      await page.getByText(/^Keep 1 · roll 5 dice · \d+% to win/).waitFor({ timeout: 120_000 });
      assert.equal(await progress.count(), 0, 'the progress is gone once the chances are known');
      await t.screenshot('62-house-rules-chances-390');

      await page.reload();
      await page.getByText(/^Keep 1 · roll 5 dice · \d+% to win/).waitFor({ timeout: 15_000 });
      assert.equal(await progress.count(), 0, 'the table came back from storage, not solved again');
    },
  },
];
