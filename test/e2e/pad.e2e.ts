/**
 * The dice pad under a finger: a die counts when the finger lifts, once, and the browser makes no
 * click of that tap. A click would come a frame later, aimed at whatever is under the finger by
 * then: after the last die, the hold card where the pad was.
 */
import assert from 'node:assert/strict';
import { openOnPhone, startFarkleGame, tapFaces } from './harness.js';
import type { E2eTest } from './harness.js';

export const tests: readonly E2eTest[] = [
  {
    name: 'a finger on the pad: each die counted once, and the last die makes no click on the holds it brings; the advised hold stays selected',
    async run(t) {
      const { page } = t;
      await openOnPhone(t);
      await startFarkleGame(page, ['Ana', 'Ben']);
      await tapFaces(page, [1, 1, 5, 2, 3]);
      const onPad = () =>
        page
          .getByRole('button', { name: /^Remove \d, die \d of \d$/ })
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')?.slice(7, 8)));
      assert.deepEqual(await onPad(), ['1', '1', '5', '2', '3'], 'each die once on the pad');
      await page.evaluate(() => {
        const clicks: string[] = [];
        (window as unknown as { clicks: string[] }).clicks = clicks;
        addEventListener('click', (event) => clicks.push((event.composedPath()[0] as Element).localName), {
          capture: true,
        });
      });
      await tapFaces(page, [4]);
      await page.getByText(/^Keep 1 · roll 5 dice/).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks),
        [],
        'no click after the finger lifted',
      );
      const held = await page
        .getByRole('button', { name: /^\d, held, die / })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')?.[0]));
      assert.deepEqual(held, ['1'], 'the advised hold, a single 1, is the one selected');
    },
  },
];
