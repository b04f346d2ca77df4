/**
 * Kills suite (`npm run bench -- kills`): the built app in Chromium killed 300 times at random
 * moments over many taps (test/e2e/kill-run.ts: right after Bank, right after a roll's last die,
 * after any action; every fourth kill the IndexedDB folder removed while the browser is down, as
 * Chromium does when it re-creates a database it lost). `npm test` runs the same with a dozen kills;
 * this is the long run. `ZS_KILLS` sets another count. Takes some 10 to 15 minutes here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../test/e2e/serve.js';
import { killChromium, runKills } from '../test/e2e/kill-run.js';
import { check, fold, formatCount, printTable } from './measure.js';
import type { Suite } from './measure.js';
import { productionBuild } from './production-build.js';

const KILLS = Number(process.env['ZS_KILLS'] ?? 300);

const count = (value: number) => formatCount(value);

export const killsSuite: Suite = {
  name: 'kills',
  async run() {
    const server = await serveStatic(await productionBuild());
    const profile = await mkdtemp(join(tmpdir(), 'zs-bench-kills-'));
    try {
      let kills = 0;
      const figures = await runKills({
        url: server.url,
        profile,
        kills: KILLS,
        seed: 0x6b11,
        log: (line) => {
          kills += 1;
          if (kills % 25 === 0) console.log(`  ${line}`);
        },
      });
      const lost = check('announced actions lost', figures.lost, 0, count);
      const wrong = check('games opened again that the taps never made (an action twice)', figures.wrong, 0, count);
      const missing = check('games missing after the start', figures.missing, 0, count);
      const lastDie = check(
        'last die with its holds shown, then neither the roll nor its six dice',
        figures.lastDieShown - figures.lastDieKept,
        0,
        count,
      );
      const done = check(
        `kills made (of ${count(KILLS)})`,
        KILLS - figures.kills,
        0,
        (left) => `${count(KILLS - left)}`,
      );
      printTable(
        `${count(figures.kills)} kills in ${Math.round(figures.seconds)} s, ${count(figures.emptied)} of them with the IndexedDB folder removed; ` +
          `${count(figures.actions)} actions tapped, ${count(figures.announced)} announced before their kill or the next action.`,
        [{ header: 'figure' }, { header: 'value' }, { header: 'target' }, { header: '✓/✗', align: 'left' }],
        [
          ...[lost, wrong, missing, lastDie].map((c) => [c.label, count(c.value), '0', c.ok ? '✓ PASS' : '✗ OVER']),
          ['kills right after a last die whose holds were on screen', count(figures.lastDieShown), '—', ''],
          [
            '  of those, the roll or its six dice kept',
            count(figures.lastDieKept),
            `${count(figures.lastDieShown)}`,
            '',
          ],
          ['actions in flight at the kill (tapped, not announced) found stored', count(figures.inFlightKept), '—', ''],
          [done.label, count(figures.kills), count(KILLS), done.ok ? '✓ PASS' : '✗ OVER'],
        ],
      );
      for (const problem of figures.problems) console.log(`  ✗ ${problem}`);
      console.log();
      return {
        checks: [lost, wrong, missing, lastDie, done],
        checksum: fold(fold(figures.kills, figures.emptied), figures.lost + figures.wrong + figures.missing),
      };
    } finally {
      killChromium(profile);
      await rm(profile, { recursive: true, force: true });
      await server.close();
    }
  },
};
