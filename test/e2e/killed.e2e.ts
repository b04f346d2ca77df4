/**
 * The battery dies mid-turn: Chromium is killed outright (SIGKILL, no unload, no
 * goodbye) in the middle of a turn, with a hold stored and two dice of the next roll tapped in.
 * Opened again on the same profile, the app resumes the game exactly where it was: nothing stored
 * is lost, and of the taps only the one in flight could have been.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { adviceSettled, button, launchPhoneProfile, shellReady, startFarkleGame, tapFaces, until } from './harness.js';
import type { E2eTest } from './harness.js';
import { chromiumProcesses, killChromium } from './kill-run.js';

/** The dice of the roll being tapped in, as their remove buttons name them ("Remove 5, die 2 of 6"). */
async function draftDice(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('button', { name: /^Remove \d, die / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Remove (\d), die .*$/, '$1'));
}

const killed: E2eTest = {
  name: 'a browser killed mid-turn opens again on the game exactly where it was',
  async run(t) {
    const profile = await mkdtemp(join(tmpdir(), 'zs-e2e-killed-'));
    try {
      let context = await launchPhoneProfile(profile);
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(t.url);
      await shellReady(page);
      const gameUrl = await startFarkleGame(page, ['Ana', 'Ben']);

      // Ana rolls 1, 5, 2, 3, 4, 6 and keeps 1 and 5 (150); then taps two dice of her next roll.
      await tapFaces(page, [1, 5, 2, 3, 4, 6]);
      await adviceSettled(page);
      const hold = page
        .getByRole('list', { name: 'Legal holds, best first' })
        .getByRole('button', { name: /^Hold 1, 5:/ });
      await hold.tap();
      await until('the hold 1, 5 to be selected', async () => (await hold.getAttribute('aria-pressed')) === 'true');
      await button(page, 'Roll again').tap();
      await page.getByText('4 dice', { exact: true }).waitFor({ timeout: 10_000 });
      await tapFaces(page, [2, 2]);
      await until('two dice tapped in', async () => (await draftDice(page)).length === 2);
      await t.screenshot('30-before-the-battery-dies', page);

      assert.ok(chromiumProcesses(profile) > 0, 'Chromium runs on the test profile');
      killChromium(profile);
      await until('every Chromium process of the profile to be gone', () => chromiumProcesses(profile) === 0);
      await context.close().catch(() => undefined);

      context = await launchPhoneProfile(profile);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(gameUrl);
      await shellReady(page);
      await page.getByRole('heading', { name: 'Ana is up' }).waitFor({ timeout: 15_000 });
      await t.screenshot('31-opened-again', page);
      // The stored hold: turn total 150, four dice to roll; the two tapped dice are still there.
      await page.getByText('4 dice', { exact: true }).waitFor({ timeout: 10_000 });
      assert.match(await page.getByText('150', { exact: true }).first().innerText(), /150/);
      assert.deepEqual(await draftDice(page), ['2', '2']);
      // And the turn goes on: the last two dice complete the roll, 1 and 5 score.
      await tapFaces(page, [1, 5]);
      await page.getByRole('list', { name: 'Legal holds, best first' }).waitFor();
      await context.close();
    } finally {
      killChromium(profile);
      await rm(profile, { recursive: true, force: true });
    }
  },
};

export const tests: readonly E2eTest[] = [killed];
