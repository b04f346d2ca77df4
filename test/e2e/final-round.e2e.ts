/**
 * Playing to win, two players of Farkle: the chance from the first roll (the preset's table), and in
 * the final round: Ana, 8,100 against Ben's 10,000, holds 1,100 with 2 dice to roll.
 * Banking loses for certain; rolling on wins 11.6 % of the time (the advisor's exact figure), so
 * the line by the buttons says so and Roll again is the filled button.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { adviceSettled, button, openOnPhone, startFarkleGame, tapFaces } from './harness.js';
import type { E2eTest } from './harness.js';

async function hold(page: Page, dice: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Legal holds, best first' })
    .getByRole('button', { name: new RegExp(`^Hold ${dice}:`) })
    .tap();
}

/** Rolls, holds what is named, then taps `then` ('Roll again' or 'Bank'). */
async function step(page: Page, faces: readonly number[], dice: string, then: 'Roll again' | 'Bank'): Promise<void> {
  await tapFaces(page, faces);
  await adviceSettled(page);
  await hold(page, dice);
  await button(page, then).tap();
}

export const tests: readonly E2eTest[] = [
  {
    name: 'final round: 8,100 against 10,000 with 1,100 held and 2 dice: "Roll 2 dice: 12% to win · Bank: 0%", Roll again filled',
    async run(t) {
      const { page } = t;
      await openOnPhone(t);
      await startFarkleGame(page, ['Ana', 'Ben']);
      await page.getByRole('heading', { name: 'Ana is up' }).waitFor({ timeout: 15_000 });
      const sixOnes = [1, 1, 1, 1, 1, 1];
      // Two players of a preset: the chance to win from the first roll on (the preset's table,
      // precached), the advised hold first.
      await tapFaces(page, sixOnes);
      await page
        .getByText(/^Keep [\d, ]+ · (roll \d dic?e|bank) · (under |over )?\d+% to win/)
        .waitFor({ timeout: 15_000 });
      await t.screenshot('59-two-player-chance-390');
      await hold(page, '1, 1, 1, 1, 1, 1');
      await button(page, 'Roll again').tap();
      await step(page, sixOnes, '1, 1, 1, 1, 1, 1', 'Roll again');
      await step(page, [1, 2, 3, 4, 6, 6], '1', 'Bank');
      await page.getByRole('heading', { name: 'Ben is up' }).waitFor();
      await step(page, sixOnes, '1, 1, 1, 1, 1, 1', 'Roll again');
      await step(page, sixOnes, '1, 1, 1, 1, 1, 1', 'Roll again');
      await step(page, [5, 5, 5, 5, 5, 5], '5, 5, 5, 5, 5, 5', 'Bank');
      await page.getByRole('heading', { name: 'Ana is up' }).waitFor();
      await page
        .getByText(/final round/i)
        .first()
        .waitFor();

      await step(page, [1, 1, 1, 2, 3, 4], '1, 1, 1', 'Roll again');
      await tapFaces(page, [1, 2, 3]);
      const bar = page.locator('zs-turn-actions');
      await bar.getByText('Roll 2 dice: 12% to win · Bank: 0%.').waitFor({ timeout: 15_000 });
      const rollAgain = bar.locator('button.roll-again');
      assert.match((await rollAgain.getAttribute('class')) ?? '', /\bprimary\b/, 'Roll again is the filled button');
      assert.match((await bar.locator('button.bank').getAttribute('class')) ?? '', /\boutline\b/, 'Bank is outlined');
      assert.equal(
        await page
          .getByRole('list', { name: 'Legal holds, best first' })
          .getByRole('button', { name: /^Hold 1:/ })
          .getAttribute('aria-pressed'),
        'true',
        'the 1 is held',
      );
      await t.screenshot('60-final-round-to-win-390');

      // Playing for this turn's points instead: no chances, Bank filled as always.
      await page.getByRole('switch', { name: 'Play to win' }).tap();
      await bar.getByText(/chance to zilch/).waitFor();
      assert.doesNotMatch((await bar.textContent()) ?? '', /to win/);
      assert.match((await bar.locator('button.bank').getAttribute('class')) ?? '', /\bprimary\b/);
    },
  },
];
