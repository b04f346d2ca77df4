/**
 * Playing to win under house rules: no table ships for them, so the advice worker works the
 * chances out while the game is played. The Play to win switch shows how far; the pad and the
 * points advice work meanwhile; once the table holds the scores, the advice is in chances. A
 * reload takes the table back from IndexedDB instead of solving it again.
 */
import assert from 'node:assert/strict';
import { adviceSettled, openOnPhone, startGame, tapFaces, until } from './harness.js';
import type { E2eTest } from './harness.js';

export const tests: readonly E2eTest[] = [
  {
    name: 'house rules: the chances to win worked out in the background (progress shown, pad free), then the advice in chances; kept across a reload',
    async run(t) {
      const { page } = t;
      await openOnPhone(t);
      await startGame(page, ['Ana', 'Ben'], 'house', async () => {
        await page.getByText('Game', { exact: true }).tap();
        // To 4,000: about ten seconds of solving here, so the points advice is seen first.
        await page.getByRole('spinbutton', { name: 'Target' }).fill('4000');
        await page.getByRole('radio', { name: 'They win at once' }).check();
      });
      await page.getByRole('heading', { name: 'Ana is up' }).waitFor({ timeout: 15_000 });

      const progress = page.locator('zs-play-toolbar').getByText(/^Chances to win: \d+% worked out$/);
      await progress.waitFor({ timeout: 15_000 });
      await t.screenshot('61-house-rules-solving-390');
      // The pad is the player's meanwhile: a roll goes in and the points advice comes.
      await tapFaces(page, [1, 1, 5, 2, 3, 4]);
      await adviceSettled(page);
      await page.getByText(/^Keep 1 · roll 5 dice · expect ≈ \d+/).waitFor();
      assert.equal(await progress.count(), 1, 'still working out the chances');
      // Once the whole table is there (0 against 0 is its last pair), the same roll in chances.
      await page.getByText(/^Keep 1 · roll 5 dice · \d+% to win/).waitFor({ timeout: 120_000 });
      assert.equal(await progress.count(), 0, 'the progress is gone once the chances are known');
      await t.screenshot('62-house-rules-chances-390');

      // The whole table is in storage: a reload has it at once (a solve from nothing takes ten
      // seconds here, with the progress shown), and stores nothing again.
      const savedAt = () =>
        page.evaluate(
          () =>
            new Promise<number[]>((resolve, reject) => {
              const open = indexedDB.open('zilch-scorepad');
              open.onerror = () => reject(open.error ?? new Error('The database did not open.'));
              open.onsuccess = () => {
                try {
                  const read = open.result.transaction('advice').objectStore('advice').getAll();
                  read.onerror = () => reject(read.error ?? new Error('The advice store was not read.'));
                  read.onsuccess = () => {
                    const rows = read.result as { key: string; savedAt: number; solved: { from: number } }[];
                    open.result.close();
                    resolve(
                      rows
                        .filter((row) => row.key.startsWith('duel:') && row.solved.from === 0)
                        .map((row) => row.savedAt),
                    );
                  };
                } catch (error) {
                  reject(error instanceof Error ? error : new Error(String(error)));
                }
              };
            }),
        );
      await until('the whole table stored', async () => (await savedAt()).length === 1);
      const stored = await savedAt();
      await page.reload();
      await page.getByRole('heading', { name: 'Ana is up' }).waitFor({ timeout: 15_000 });
      const reloaded = Date.now();
      const chances = page.getByText(/^Keep 1 · roll 5 dice · \d+% to win/);
      while (!(await chances.isVisible())) {
        assert.equal(await progress.count(), 0, 'no progress after the reload: nothing is worked out again');
        assert.ok(Date.now() - reloaded < 4000, 'the chances come from storage within 4 s, far sooner than a solve');
        await page.waitForTimeout(100);
      }
      assert.deepEqual(await savedAt(), stored, 'the stored table is as it was');
    },
  },
];
