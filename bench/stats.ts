/**
 * Stats suite: the statistics of 1,000 finished games of about 40 turns, read from the ledger in
 * Chromium (bench/browser/stats-bench.ts, run by bench/chromium.ts) with the per-game cache filled
 * (the target) and empty (every game replayed), and the pure sums over the same games in Node.
 */
import { fileURLToPath } from 'node:url';
import { gameFacts, playerStats } from '../src/stats/index.js';
import type { StatsBenchConfig, StatsBenchFigures } from './browser/stats-bench.js';
import { runInChromium } from './chromium.js';
import { check, fold, formatCount, formatTime, median, printTable, timeOnce, timingRow } from './measure.js';
import type { Suite, SuiteResult } from './measure.js';
import { BENCH_ALIASES, benchGames } from './stats-games.js';

/** Median of `ledger.gameFacts()` + `playerStats` over 1,000 cached finished games, in milliseconds. */
export const STATS_WARM_TARGET_MS = 150;

const CONFIG: StatsBenchConfig = { seed: 0x57a7_2026, games: 1000, coldRuns: 3, warmRuns: 15 };
const NODE_RUNS = 30;

const ENTRY = fileURLToPath(new URL('./browser/stats-bench.ts', import.meta.url));

/** The pure layer alone in Node: each game's facts replayed, and the per-person sums over them. */
function measureInNode(): { replayMs: number; sumMs: number[]; checksum: number } {
  const games = benchGames(CONFIG.seed, CONFIG.games);
  const derive = () =>
    games.map((game) =>
      gameFacts({ id: game.id, createdAt: game.createdAt, updatedAt: game.updatedAt }, game.setup, game.entries),
    );
  derive(); // warm-up
  let facts = derive();
  const replayMs = median(Array.from({ length: 5 }, () => timeOnce(() => (facts = derive()))));
  let checksum = 0;
  for (let i = 0; i < 5; i++) playerStats(facts, {}, BENCH_ALIASES); // warm-up
  const sumMs = Array.from({ length: NODE_RUNS }, () =>
    timeOnce(
      () =>
        (checksum = fold(
          checksum,
          playerStats(facts, {}, BENCH_ALIASES).reduce((sum, person) => sum + person.wins, 0),
        )),
    ),
  );
  return { replayMs, sumMs, checksum };
}

export const statsSuite: Suite = {
  name: 'stats',
  async run(): Promise<SuiteResult> {
    const figures = await runInChromium<StatsBenchConfig, StatsBenchFigures>({
      entries: [ENTRY],
      fn: 'runStatsBench',
      config: CONFIG,
    });
    const node = measureInNode();
    const browser = /Chrome\/[\d.]+/.exec(figures.userAgent)?.[0] ?? figures.userAgent;
    const turns = figures.turns;
    console.log(
      `Statistics over ${formatCount(figures.games)} finished dice-mode Farkle games of ${turns[0] ?? 0}–${turns.at(-1) ?? 0} turns ` +
        `(median ${median(turns)}; ${formatCount(figures.entries)} entries in all; 2–4 of ${figures.people} people, some under another spelling, merged), ` +
        `stored by restoreGames (${formatTime(figures.restoreMs)}).\n` +
        `Ledger on IndexedDB in ${browser}, headless, persistent profile on disk; performance.now() ` +
        `${figures.crossOriginIsolated ? 'cross-origin isolated (fine-grained)' : 'NOT isolated (coarse, 100 µs)'}.\n`,
    );
    const warm = check(
      `statistics over ${formatCount(figures.games)} finished games, cache filled, median`,
      median(figures.warmMs),
      STATS_WARM_TARGET_MS,
    );
    const dash = '—';
    const row = timingRow;
    printTable(
      'Time per call. Warm: every finished game has a current cache row (one read of the game rows and the cache rows). Cold: the\n' +
        'cache is empty (the first read after the upgrade, or after FACTS_VERSION changed): every game is replayed from its entries,\n' +
        'and the cache is written afterwards, in a write of its own that the read does not wait for.',
      [
        { header: 'operation' },
        { header: 'samples' },
        { header: 'median' },
        { header: 'p99' },
        { header: 'max' },
        { header: 'target (median)' },
        { header: '✓/✗', align: 'left' },
      ],
      [
        row('warm: ledger.gameFacts() + playerStats(...)', figures.warmMs, warm),
        row('  of which ledger.gameFacts()', figures.warmReadMs),
        row('  of which playerStats(...)', figures.warmSumMs),
        [
          '  the first on a new connection (opened before the clock)',
          '1',
          formatTime(figures.warmNewConnectionMs),
          dash,
          dash,
          dash,
          '',
        ],
        row('cold: ledger.gameFacts() + playerStats(...), nothing cached', figures.coldMs),
        row('  then the background write caching every game', figures.cacheWriteMs),
        ['in Node: gameFacts of every game (the replay alone)', '5', formatTime(node.replayMs), dash, dash, dash, ''],
        row(`in Node: playerStats over ${formatCount(figures.games)} GameFacts`, node.sumMs),
      ],
    );
    return { checks: [warm], checksum: fold(figures.checksum, node.checksum) };
  },
};
