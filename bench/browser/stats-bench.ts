/**
 * The stats suite's page (bench/stats.ts bundles it and runs it in Chromium): the statistics read
 * from the ledger on real IndexedDB, cold (nothing cached: every game replayed) and warm (every
 * finished game's facts cached). The page only measures and hands back raw samples.
 */
import { deleteLedger, Ledger, restoreGames } from '../../src/db/index.js';
import { createBackup, readBackup } from '../../src/export/backup.js';
import { playerStats } from '../../src/stats/index.js';
import { fold, nextTask } from '../measure.js';
import { BENCH_ALIASES, benchGames } from '../stats-games.js';

export interface StatsBenchConfig {
  readonly seed: number;
  readonly games: number;
  readonly coldRuns: number;
  readonly warmRuns: number;
}

export interface StatsBenchFigures {
  readonly games: number;
  readonly entries: number;
  /** Finished turns per game, sorted. */
  readonly turns: readonly number[];
  /** `restoreGames` of the generated backup: how the games were stored (not a figure of the statistics). */
  readonly restoreMs: number;
  /** `ledger.gameFacts()` + `playerStats` with the cache empty: every game replayed. */
  readonly coldMs: readonly number[];
  /** From the end of a cold read until its background write had cached every game. */
  readonly cacheWriteMs: readonly number[];
  /** `ledger.gameFacts()` + `playerStats` with every game cached. */
  readonly warmMs: readonly number[];
  /** The same, its two parts. */
  readonly warmReadMs: readonly number[];
  readonly warmSumMs: readonly number[];
  /** The first warm read on a new connection (opened before the clock starts). */
  readonly warmNewConnectionMs: number;
  readonly people: number;
  readonly crossOriginIsolated: boolean;
  readonly userAgent: string;
  readonly checksum: number;
}

declare global {
  interface Window {
    runStatsBench?: (config: StatsBenchConfig) => Promise<StatsBenchFigures>;
  }
}

/** Waits until the background write has cached `count` games; its time since `from`. */
async function cacheFilled(ledger: Ledger, count: number, from: number): Promise<number> {
  const deadline = from + 60_000;
  while ((await ledger.db.stats.count()) < count) {
    if (performance.now() > deadline) throw new Error('the statistics cache was not filled in a minute');
    await nextTask();
  }
  return performance.now() - from;
}

async function run(config: StatsBenchConfig): Promise<StatsBenchFigures> {
  const games = benchGames(config.seed, config.games);
  const records = games.map((game) => ({
    row: {
      id: game.id,
      setup: game.setup,
      createdAt: game.createdAt,
      updatedAt: game.updatedAt,
      head: game.entries.length,
    },
    entries: game.entries.map((entry, index) => ({ entry, at: game.createdAt + index * 8_000 })),
  }));
  const reading = readBackup(createBackup(records, Date.now()).text);
  if (!reading.ok) throw new Error(`the bench's backup was refused: ${reading.refusal.code}`);

  const name = `zs-stats-bench-${crypto.randomUUID()}`;
  let ledger = new Ledger({ name, storage: null });
  let checksum = 0;
  const statsOnce = async () => {
    const start = performance.now();
    const facts = await ledger.gameFacts();
    const read = performance.now();
    const people = playerStats(facts.games, {}, BENCH_ALIASES);
    const end = performance.now();
    if (facts.games.length !== config.games || facts.damaged !== 0)
      throw new Error(`read ${facts.games.length} games (${facts.damaged} damaged), stored ${config.games}`);
    checksum = fold(
      checksum,
      people.reduce((sum, person) => sum + person.wins + person.turns, 0),
    );
    return { total: end - start, read: read - start, sum: end - read, people: people.length };
  };
  try {
    await ledger.getSetting('recentPlayers'); // open the database first
    const start = performance.now();
    await restoreGames(ledger, reading.backup.games);
    const restoreMs = performance.now() - start;

    const coldMs: number[] = [];
    const cacheWriteMs: number[] = [];
    for (let i = 0; i < config.coldRuns; i++) {
      await ledger.db.stats.clear();
      const { total } = await statsOnce();
      coldMs.push(total);
      cacheWriteMs.push(await cacheFilled(ledger, config.games, performance.now()));
    }

    const warmMs: number[] = [];
    const warmReadMs: number[] = [];
    const warmSumMs: number[] = [];
    let people = 0;
    await statsOnce(); // warm-up: JIT, the browser's first pages of the cache
    for (let i = 0; i < config.warmRuns; i++) {
      const once = await statsOnce();
      warmMs.push(once.total);
      warmReadMs.push(once.read);
      warmSumMs.push(once.sum);
      people = once.people;
    }

    ledger.close();
    ledger = new Ledger({ name, storage: null });
    await ledger.getSetting('recentPlayers');
    const warmNewConnectionMs = (await statsOnce()).total;

    return {
      games: games.length,
      entries: games.reduce((sum, game) => sum + game.entries.length, 0),
      turns: games.map((game) => game.turns).sort((a, b) => a - b),
      restoreMs,
      coldMs,
      cacheWriteMs,
      warmMs,
      warmReadMs,
      warmSumMs,
      warmNewConnectionMs,
      people,
      crossOriginIsolated: globalThis.crossOriginIsolated,
      userAgent: navigator.userAgent,
      checksum,
    };
  } finally {
    ledger.close();
    await deleteLedger(name);
  }
}

window.runStatsBench = run;
