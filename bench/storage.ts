/**
 * Storage suite: the ledger (src/db) on real IndexedDB in Chromium: bench/browser/storage-bench.ts
 * (and restore-bench.ts, games-list-bench.ts, each in a run of its own) run by bench/chromium.ts,
 * with a persistent profile so IndexedDB is on disk as for a user.
 */
import { fileURLToPath } from 'node:url';
import type { GamesListBenchConfig, GamesListBenchFigures } from './browser/games-list-bench.js';
import type { RestoreBenchConfig, RestoreBenchFigures } from './browser/restore-bench.js';
import type { StorageBenchConfig, StorageBenchFigures } from './browser/storage-bench.js';
import { runInChromium } from './chromium.js';
import { check, fold, formatCount, formatLimit, formatTime, marker, median, printTable, timingRow } from './measure.js';
import type { Check, Suite, SuiteResult } from './measure.js';

/** Targets, in milliseconds. */
export const TARGETS = {
  /**
   * Median time to append one action to a game of realistic length: validation + transaction,
   * committed with strict durability (the commit waits for the disk, so a dead battery loses no
   * turn the screen showed as saved).
   */
  append: 10,
  /** Median time to list 1,000 stored games. */
  list1000: 100,
  /**
   * What the journal adds to a write (each write's record in OPFS before the write returns): the
   * median append with it less the median without, taken in turn. Well under a frame; the tap's own
   * target is the interaction suite's die tap beside the build before (ZS_AGAINST).
   */
  journalCost: 1,
} as const;

const CONFIG: StorageBenchConfig = {
  seed: 0x5eed_2026,
  lengthGames: 25,
  warmUpAppends: 60,
  appends: 300,
  relaxedAppends: 100,
  otherTabAppends: 60,
  journalAppends: 150,
  listGames: 1000,
  listRuns: 20,
};

const ENTRY = fileURLToPath(new URL('./browser/storage-bench.ts', import.meta.url));
const GAMES_LIST_ENTRY = fileURLToPath(new URL('./browser/games-list-bench.ts', import.meta.url));
const RESTORE_ENTRY = fileURLToPath(new URL('./browser/restore-bench.ts', import.meta.url));
/** The ledger's journal worker, which the page starts as the app does. */
const JOURNAL_WORKER = fileURLToPath(new URL('../src/db/journal.worker.ts', import.meta.url));

/** Bundles the page, serves it, runs it in Chromium and cleans everything up. */
function measureInChromium(): Promise<StorageBenchFigures> {
  return runInChromium<StorageBenchConfig, StorageBenchFigures>({
    entries: [ENTRY, JOURNAL_WORKER],
    fn: 'runStorageBench',
    config: CONFIG,
  });
}

// ---- Games list first screen, 10,000 games ----------------------------------------------------

/** Median time from mounting the games page to its first game cards, with 10,000 games stored. */
export const GAMES_LIST_FIRST_SCREEN_TARGET_MS = 100;

const GAMES_LIST_CONFIG: GamesListBenchConfig = { games: 10_000, runs: 9 };

/** The games page over 10,000 stored games, in its own Chromium run; prints its table and returns its check. */
async function gamesListFirstScreen(): Promise<{ check: Check; checksum: number }> {
  const figures = await runInChromium<GamesListBenchConfig, GamesListBenchFigures>({
    entries: [GAMES_LIST_ENTRY],
    fn: 'runGamesListBench',
    config: GAMES_LIST_CONFIG,
  });
  if (figures.stored !== GAMES_LIST_CONFIG.games)
    throw new Error(`stored ${figures.stored} games, meant ${GAMES_LIST_CONFIG.games}`);
  const expected = `Showing ${figures.cardsShown} of ${formatCount(GAMES_LIST_CONFIG.games)} games.`;
  if (figures.cardsShown === 0 || figures.countLine !== expected) {
    throw new Error(
      `the games page showed ${figures.cardsShown} cards and "${figures.countLine}", expected "${expected}"`,
    );
  }
  const first = check(
    `games list first screen, ${formatCount(figures.stored)} games, median`,
    median(figures.firstScreenMs),
    GAMES_LIST_FIRST_SCREEN_TARGET_MS,
  );
  printTable(
    `The games page (<zs-games-page>) mounted over ${formatCount(figures.stored)} stored games, each run on a new Ledger connection ` +
      `(opening included), timed to its first ${figures.cardsShown} cards drawn.`,
    [
      { header: 'operation' },
      { header: 'samples' },
      { header: 'median' },
      { header: 'max' },
      { header: 'target (median)' },
      { header: '✓/✗', align: 'left' },
    ],
    [
      [
        `games list first screen (${figures.countLine})`,
        formatCount(figures.firstScreenMs.length),
        formatTime(first.value),
        formatTime(Math.max(...figures.firstScreenMs)),
        formatLimit(first.limit),
        marker(first.ok),
      ],
      [
        `  for comparison: ledger.listGames() of all ${formatCount(figures.stored)} rows`,
        '1',
        formatTime(figures.listAllMs),
        '—',
        '—',
        '',
      ],
    ],
  );
  return { check: first, checksum: fold(figures.stored, figures.cardsShown) };
}

// ---- end of games list first screen -----------------------------------------------------------

export const storageSuite: Suite = {
  name: 'storage',
  async run(): Promise<SuiteResult> {
    const figures = await measureInChromium();
    const checks: Check[] = [];
    const browser = /Chrome\/[\d.]+/.exec(figures.userAgent)?.[0] ?? figures.userAgent;
    const lengths = figures.fullGameLengths;

    console.log(
      `Ledger (src/db) on IndexedDB in ${browser}, headless, persistent profile on disk; performance.now() ` +
        `${figures.crossOriginIsolated ? 'cross-origin isolated (fine-grained)' : 'NOT isolated (coarse, 100 µs)'}.\n` +
        `A full 3-player dice-mode Farkle game to 10,000 takes ${formatCount(lengths[0] ?? 0)}–${formatCount(lengths.at(-1) ?? 0)} entries ` +
        `(median ${formatCount(median(lengths))} of ${lengths.length} simulated games, seeded). The timed appends go to a game\n` +
        `that starts at that median and grows to ${formatCount(figures.endLength)} entries (its target raised so it never ends), after ` +
        `${CONFIG.warmUpAppends} warm-up appends to another game.\n`,
    );

    const append = check(
      'append one action (validate + transaction, strict durability), median',
      median(figures.appendMs),
      TARGETS.append,
    );
    const list = check(
      `list ${formatCount(figures.listedCount)} games, median`,
      median(figures.listMs),
      TARGETS.list1000,
    );
    checks.push(append, list);
    const dash = '—';
    const row = timingRow;
    const [otherFrom, otherTo] = figures.otherTabLengths;
    printTable(
      'Time per call. "In memory" rows are the game layer alone, for the same appends; the ledger keeps the replayed game of\n' +
        'the tab that wrote last, so a write replays the log only after another tab (connection) wrote.',
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
        row(
          `ledger.act: append one action, strict durability (${formatCount(figures.startLength)}→${formatCount(figures.endLength)} entries)`,
          figures.appendMs,
          append,
        ),
        row('  the same, relaxed durability (not forced to disk; for comparison)', figures.appendRelaxedMs),
        row('  in memory: applyEntry (the validation of each append)', figures.applyEntryMs),
        row('  in memory: replay of the whole log (stateOf)', figures.replayMs),
        row(
          `ledger.act after another tab's write (${formatCount(otherFrom)}→${formatCount(otherTo)} entries)`,
          figures.appendAfterOtherTabMs,
        ),
        row('ledger.undo / ledger.redo: one entry', figures.undoRedoMs),
        row(`ledger.loadGame, new connection: the ${formatCount(otherTo)}-entry game`, figures.loadColdMs),
        row('ledger.loadGame again, nothing changed', figures.loadWarmMs),
        row(`ledger.listGames: ${formatCount(figures.listedCount)} games, newest first`, figures.listMs, list),
        [
          '  first list on a new connection (opening included)',
          '1',
          formatTime(figures.listFirstMs),
          dash,
          dash,
          dash,
          '',
        ],
      ],
    );
    if (figures.listedCount !== CONFIG.listGames)
      throw new Error(`listed ${figures.listedCount} games, stored ${CONFIG.listGames}`);
    const ratio = median(figures.journaledAppendMs) / median(figures.unjournaledAppendMs);
    const journal = check(
      'what the journal adds to a write, median',
      median(figures.journaledAppendMs) - median(figures.unjournaledAppendMs),
      TARGETS.journalCost,
    );
    checks.push(journal);
    printTable(
      "The second copy before a write returns: the journal (src/db/journal.ts) writes each write's record to OPFS from a worker\n" +
        'beside the IndexedDB transaction. A ledger with it and one without take turns, each on a game of its own.',
      [
        { header: 'operation' },
        { header: 'samples' },
        { header: 'median' },
        { header: 'p99' },
        { header: 'max' },
        { header: 'target' },
        { header: '✓/✗', align: 'left' },
      ],
      [
        row('ledger.act with the journal', figures.journaledAppendMs),
        row('ledger.act without it', figures.unjournaledAppendMs),
        [
          '  the difference of the medians (their ratio)',
          dash,
          `${formatTime(journal.value)} (${ratio.toFixed(2)}×)`,
          dash,
          dash,
          formatLimit(TARGETS.journalCost),
          marker(journal.ok),
        ],
        row('ledger.saveDraft (a die tapped in) with the journal', figures.draftMs),
        row('ledger.saveDraft without it', figures.unjournaledDraftMs),
        row(
          'a journal record alone (ledger.keepDraft: to the worker, written, flushed, answered)',
          figures.journalRecordMs,
        ),
      ],
    );
    const restore = await restoreCase();
    checks.push(restore.check);
    const gamesList = await gamesListFirstScreen();
    checks.push(gamesList.check);
    return {
      checks,
      checksum: fold(fold(fold(figures.checksum, figures.listedCount), restore.checksum), gamesList.checksum),
    };
  },
};

// ---- Restoring a backup of 10,000 games ----

/** Reading a backup of 10,000 games and restoring it into an empty database, in milliseconds. */
export const RESTORE_TARGET_MS = 5000;

const RESTORE_CONFIG: RestoreBenchConfig = { seed: 0x5eed_0009, games: 10_000, maxEntries: 24 };

/** Times `readBackup` + `restoreGames` of a 10,000-game file in Chromium and prints the figures. */
async function restoreCase(): Promise<{ check: Check; checksum: number }> {
  const figures = await runInChromium<RestoreBenchConfig, RestoreBenchFigures>({
    entries: [RESTORE_ENTRY],
    fn: 'runRestoreBench',
    config: RESTORE_CONFIG,
  });
  const total = figures.readMs + figures.restoreMs;
  const restore = check(
    `restore ${formatCount(figures.games)} games (read the file + one transaction)`,
    total,
    RESTORE_TARGET_MS,
  );
  const dash = '—';
  printTable(
    `Restoring a backup of ${formatCount(figures.games)} games with ${formatCount(figures.entries)} entries in all ` +
      `(seeded Farkle and Zilch games cut at 0–${RESTORE_CONFIG.maxEntries} entries; a ${(figures.fileChars / 1024 / 1024).toFixed(1)} MB file), one run.`,
    [{ header: 'operation' }, { header: 'time' }, { header: 'target' }, { header: '✓/✗', align: 'left' }],
    [
      ['readBackup: parse, check every field, replay every game', formatTime(figures.readMs), dash, ''],
      ['restoreGames into an empty database', formatTime(figures.restoreMs), dash, ''],
      [
        `restore ${formatCount(figures.games)} games: both`,
        formatTime(total),
        formatLimit(RESTORE_TARGET_MS),
        marker(restore.ok),
      ],
      ['restoreGames of the same file again (every game already here)', formatTime(figures.againMs), dash, ''],
    ],
  );
  return { check: restore, checksum: figures.checksum };
}
