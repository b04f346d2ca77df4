/**
 * The battery dies mid-turn: Chromium is killed outright (SIGKILL, no unload, no
 * goodbye) in the middle of a turn, with a hold stored and two dice of the next roll tapped in.
 * Opened again on the same profile, the app resumes the game exactly where it was: nothing stored
 * is lost, and of the taps only the one in flight could have been.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { adviceSettled, button, launchPhoneProfile, shellReady, startFarkleGame, tapFaces, until } from './harness.js';
import type { E2eTest } from './harness.js';


/** How many processes run Chromium on this profile. */
function chromiumProcesses(profile: string): number {
  try {
    return Number(execFileSync('pgrep', ['-c', '-f', '--', `user-data-dir=${profile}`], { encoding: 'utf8' }).trim());
  } catch {
    return 0; // pgrep exits 1 when nothing matched
  }
}

/** Every Chromium process of this profile, killed at once, as a dead battery would. */
function killChromium(profile: string): void {
  try {
    execFileSync('pkill', ['-KILL', '-f', '--', `user-data-dir=${profile}`]);
  } catch {
    // pkill exits 1 when no process matched: the browser is gone already.
  }
}


/** The dice of the roll being tapped in, as their remove buttons name them ("Remove 5, die 2 of 6"). */
async function draftDice(page: Page): Promise<string[]> {
  const names = await page.getByRole('button', { name: /^Remove \d, die / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
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
      const hold = page.getByRole('list', { name: 'Legal holds, best first' }).getByRole('button', { name: /^Hold 1, 5:/ });
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

/** How many kills the last-die test makes (each about 3 s); `ZS_KILL_ROLLS` raises it for a longer run. */
const LAST_DIE_KILLS = Number(process.env.ZS_KILL_ROLLS ?? 12);
/** The last-die test stops killing after this long, so a slow machine keeps the suite to a few minutes. */
const LAST_DIE_BUDGET_MS = 100_000;

/** Opens the game on the profile, once its page shows who is up. */
async function openGame(profile: string, gameUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await launchPhoneProfile(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(gameUrl);
  await shellReady(page);
  try {
    await page.getByRole('heading', { name: / is up$/ }).waitFor({ timeout: 15_000 });
  } catch (error) {
    // Say what the screen showed instead, so a failure on CI can be read from its log.
    const shown = await page.evaluate(() => {
      const text = (node: Node): string =>
        node.nodeType === Node.TEXT_NODE
          ? (node.textContent ?? '')
          : ['SCRIPT', 'STYLE'].includes(node.nodeName)
            ? ''
            : [...((node as Element).shadowRoot ?? node).childNodes].map(text).join(' ');
      return text(document.body).replace(/\s+/g, ' ').trim();
    });
    throw new Error(`the game opened again without "… is up"; the screen said: ${JSON.stringify(shown)}`, { cause: error });
  }
  return { context, page };
}

const ROLL = [1, 5, 2, 3, 4, 4] as const;

const lastDie: E2eTest = {
  name: 'a browser killed right after the last die of a roll keeps the roll or its dice, every time',
  async run(t) {
    const profile = await mkdtemp(join(tmpdir(), 'zs-e2e-last-die-'));
    const outcomes = { stored: 0, onPad: 0, lastTapInFlight: 0, lost: 0 };
    const lost: string[] = [];
    try {
      const context = await launchPhoneProfile(profile);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(t.url);
      await shellReady(page);
      const gameUrl = await startFarkleGame(page, ['Ana', 'Ben']);
      let open = { context, page };
      const holds = () => open.page.getByRole('list', { name: 'Legal holds, best first' });

      const started = Date.now();
      let kills = 0;
      for (; kills < LAST_DIE_KILLS && Date.now() - started < LAST_DIE_BUDGET_MS; kills++) {
        // Five dice at a player's pace (each reaches the disk), then the last one and the kill,
        // 0 to 12 ms after the tap has been handled, on top of the time pkill takes to start.
        await tapFaces(open.page, ROLL.slice(0, 5));
        await until('five dice on the pad', async () => (await draftDice(open.page)).length === 5);
        await open.page.waitForTimeout(150);
        await tapFaces(open.page, ROLL.slice(5));
        const delay = (kills % 5) * 3;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        killChromium(profile);
        await until('every Chromium process of the profile to be gone', () => chromiumProcesses(profile) === 0);
        await open.context.close().catch(() => undefined);

        open = await openGame(profile, gameUrl);
        // The roll stored shows its holds; dice left on the pad show there (a full roll is sent again by itself).
        await open.page.waitForTimeout(400);
        const dice = await draftDice(open.page);
        if (await holds().isVisible()) {
          if (dice.length === 0) outcomes.stored += 1;
        } else if (dice.join() === ROLL.join()) {
          outcomes.onPad += 1;
          await holds().waitFor({ timeout: 10_000 });
        } else if (dice.join() === ROLL.slice(0, 5).join()) {
          // Killed before the last tap reached the disk: it is the one tap in flight; the roll's other dice are kept.
          outcomes.lastTapInFlight += 1;
          await tapFaces(open.page, ROLL.slice(5));
          await holds().waitFor({ timeout: 10_000 });
        } else {
          outcomes.lost += 1;
          lost.push(`kill ${kills + 1} (${delay} ms): pad ${JSON.stringify(dice)}, no roll stored`);
          if (dice.length > 0) await open.page.getByRole('button', { name: /^Remove \d, die / }).first().tap();
          await tapFaces(open.page, ROLL.slice(dice.length > 0 ? dice.length - 1 : 0));
          await holds().waitFor({ timeout: 10_000 });
        }
        // Bank the pre-selected 1 and 5: the next player's roll comes next.
        await button(open.page, 'Bank').tap();
        await open.page.getByRole('heading', { name: kills % 2 === 0 ? 'Ben is up' : 'Ana is up' }).waitFor({ timeout: 10_000 });
      }
      await t.screenshot('32-after-the-last-die-kills', open.page);
      await open.context.close();
      console.log(
        `    last die: ${kills} kills: roll stored ${outcomes.stored}, all six dice on the pad ${outcomes.onPad}, ` +
          `five on the pad (the last tap had not reached the disk) ${outcomes.lastTapInFlight}, complete rolls gone ${outcomes.lost}`,
      );
      assert.ok(kills >= 5, `only ${kills} kills in the time budget`);
      assert.deepEqual(lost, [], 'complete rolls gone');
    } finally {
      killChromium(profile);
      await rm(profile, { recursive: true, force: true });
    }
  },
};

export const tests: readonly E2eTest[] = [killed, lastDie];
