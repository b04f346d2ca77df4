/**
 * The browser killed at random moments over many taps (kill-run.ts): right after Bank, right after
 * a roll's last die, after any action; every fourth kill the IndexedDB folder goes too, as when
 * Chromium re-creates a database it lost. No announced action is lost, none is stored twice, no
 * game goes missing, and a roll whose holds were on screen keeps the roll or its six dice. The
 * bench runs the same with 300 kills (`npm run bench -- kills`).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { E2eTest } from './harness.js';
import { killChromium, runKills } from './kill-run.js';

/** Kills in `npm test` (each some 3 to 4 s); `ZS_KILLS` sets another count. */
const KILLS = Number(process.env.ZS_KILLS ?? 12);

const kills: E2eTest = {
  name: 'a browser killed at random moments, its database emptied now and then, loses no announced action and no game',
  async run(t) {
    const profile = await mkdtemp(join(tmpdir(), 'zs-e2e-kills-'));
    try {
      const figures = await runKills({ url: t.url, profile, kills: KILLS, seed: 2026, budgetMs: 150_000 });
      console.log(
        `    ${figures.kills} kills (${figures.emptied} with the database emptied), ${figures.actions} actions, ${figures.announced} announced: ` +
          `${figures.lost} lost, ${figures.wrong} wrong, ${figures.missing} games missing; last die with holds shown ${figures.lastDieKept}/${figures.lastDieShown} kept; ` +
          `${figures.inFlightKept} in-flight actions kept; ${figures.seconds.toFixed(0)} s`,
      );
      assert.deepEqual(figures.problems, []);
      assert.ok(figures.kills >= 6, `only ${figures.kills} kills in the time budget`);
      assert.ok(figures.emptied >= 1, 'the database was emptied at least once');
      assert.equal(figures.lost + figures.wrong + figures.missing, 0);
      assert.ok(figures.lastDieShown >= 1, 'at least one kill came once a last die had shown its holds');
      assert.equal(figures.lastDieKept, figures.lastDieShown);
    } finally {
      killChromium(profile);
      await rm(profile, { recursive: true, force: true });
    }
  },
};

export const tests: readonly E2eTest[] = [kills];
