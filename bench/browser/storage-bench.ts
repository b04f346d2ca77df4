/**
 * The storage suite's page (bench/storage.ts bundles it, serves it on 127.0.0.1 and runs it in
 * Chromium): real IndexedDB through the Ledger, timed with performance.now(). The page only
 * measures and hands back raw samples; the Node side turns them into figures. Restoring a backup and
 * the games list are pages of their own: restore-bench.ts, games-list-bench.ts.
 */
import { deleteLedger, Ledger } from '../../src/db/index.js';
import { applyEntry, stateOf } from '../../src/game/index.js';
import type { GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import { fold, median, mulberry32 } from '../measure.js';
import { expectWritten, PLAYERS, simulate } from './storage-bench-play.js';

export interface StorageBenchConfig {
  readonly seed: number;
  /** Simulated full games used to find a realistic game length. */
  readonly lengthGames: number;
  readonly warmUpAppends: number;
  readonly appends: number;
  /** Appends by a connection with relaxed durability, for comparison only. */
  readonly relaxedAppends: number;
  readonly otherTabAppends: number;
  /** Appends taken in turn by a ledger with the journal and one without, each on a game of its own. */
  readonly journalAppends: number;
  readonly listGames: number;
  readonly listRuns: number;
}

export interface StorageBenchFigures {
  /** Entries of the simulated full 3-player dice-mode Farkle games, sorted. */
  readonly fullGameLengths: readonly number[];
  /** Log length when the timed appends start and when they end. */
  readonly startLength: number;
  readonly endLength: number;
  /**
   * One sample per append: `ledger.act` by the tab that made the last write (the usual case: the
   * game row is read, its seq matches, the replayed state is in memory; applyEntry; write; commit).
   */
  readonly appendMs: readonly number[];
  /** The same, by a connection with Chromium's relaxed durability (the commit is not forced to disk): for comparison. */
  readonly appendRelaxedMs: readonly number[];
  /** The same appends' `applyEntry` alone, in memory. */
  readonly applyEntryMs: readonly number[];
  /** The same logs' replay alone (`stateOf`), in memory: what a write after another tab's adds. */
  readonly replayMs: readonly number[];
  /** Appends made alternately by two connections: each finds the other's write, reads all entries and replays. */
  readonly appendAfterOtherTabMs: readonly number[];
  /** Log length during the alternating appends. */
  readonly otherTabLengths: readonly [number, number];
  /** Appends by a ledger with its journal (every write's record in OPFS before the write returns), taken in turn with… */
  readonly journaledAppendMs: readonly number[];
  /** …appends by a ledger without one: the journal's cost per write is the difference. */
  readonly unjournaledAppendMs: readonly number[];
  /** A journal record alone, from the page to the worker's flushed write and back. */
  readonly journalRecordMs: readonly number[];
  /** `saveDraft` (a die tapped in: IndexedDB and the journal) and the same without a journal. */
  readonly draftMs: readonly number[];
  readonly unjournaledDraftMs: readonly number[];
  /** `ledger.loadGame` of the long game on a new connection (read every entry, replay). */
  readonly loadColdMs: readonly number[];
  /** `ledger.loadGame` again on the same connection, nothing changed (the row only). */
  readonly loadWarmMs: readonly number[];
  /** `ledger.undo` then `ledger.redo` of one entry, each sample one of them. */
  readonly undoRedoMs: readonly number[];
  readonly listedCount: number;
  /** The first list on a new connection (opening the database included). */
  readonly listFirstMs: number;
  readonly listMs: readonly number[];
  readonly crossOriginIsolated: boolean;
  readonly userAgent: string;
  readonly checksum: number;
}

declare global {
  interface Window {
    runStorageBench?: (config: StorageBenchConfig) => Promise<StorageBenchFigures>;
  }
}

async function run(config: StorageBenchConfig): Promise<StorageBenchFigures> {
  const random = mulberry32(config.seed);
  const farkle = presetById('farkle');
  let checksum = 0;

  // How long a real game is: full games to 10,000 with three players.
  const fullGameLengths = Array.from(
    { length: config.lengthGames },
    () => simulate({ rules: farkle, players: PLAYERS }, random, 100_000).length,
  ).sort((a, b) => a - b);
  const startLength = Math.round(median(fullGameLengths));

  // The measured game never ends (target raised), so every timed append is an ordinary one.
  const endless: Ruleset = {
    ...farkle,
    id: 'farkle-endless',
    name: 'Farkle, no end (bench)',
    end: { ...farkle.end, target: 10_000_000 },
  };
  const setup: GameSetup = { rules: endless, players: PLAYERS };
  const script = simulate(
    setup,
    random,
    startLength + config.appends + config.relaxedAppends + 1 + config.otherTabAppends + 1,
  );
  const warmUpScript = simulate(setup, random, config.warmUpAppends);

  const name = `zs-storage-bench-${crypto.randomUUID()}`;
  let ledger = new Ledger({ name, storage: null });
  try {
    // Warm-up: JIT, the database's first pages, the connection.
    let warm = expectWritten(await ledger.createGame(setup));
    for (const entry of warmUpScript) warm = expectWritten(await ledger.act(warm.row.id, warm.row.seq, entry));

    let game = expectWritten(await ledger.createGame(setup));
    for (const entry of script.slice(0, startLength))
      game = expectWritten(await ledger.act(game.row.id, game.row.seq, entry));

    const appendMs: number[] = [];
    const applyEntryMs: number[] = [];
    const replayMs: number[] = [];
    for (const entry of script.slice(startLength, startLength + config.appends)) {
      // The game layer's share, in memory, on the same log and state.
      let start = performance.now();
      const replayed = stateOf(game.log);
      replayMs.push(performance.now() - start);
      start = performance.now();
      const checked = applyEntry(game.state, entry);
      applyEntryMs.push(performance.now() - start);
      if (!checked.ok || replayed.entryCount !== game.log.head) throw new Error('the bench script went wrong');

      start = performance.now();
      const outcome = await ledger.act(game.row.id, game.row.seq, entry);
      appendMs.push(performance.now() - start);
      game = expectWritten(outcome);
    }
    checksum = fold(checksum, game.log.head);
    for (const player of game.state.players) checksum = fold(checksum, player.score);

    // The same appends on a connection that does not force its commits to disk (its first write
    // replays the log, as after another tab's write, and is not timed).
    const relaxed = new Ledger({ name, storage: null, durability: 'relaxed' });
    const appendRelaxedMs: number[] = [];
    let next = startLength + config.appends;
    try {
      for (const [i, entry] of script.slice(next, next + config.relaxedAppends + 1).entries()) {
        const start = performance.now();
        const outcome = await relaxed.act(game.row.id, game.row.seq, entry);
        if (i > 0) appendRelaxedMs.push(performance.now() - start);
        game = expectWritten(outcome);
      }
    } finally {
      relaxed.close();
    }
    next += config.relaxedAppends + 1;

    // Two tabs taking turns on one game: every write finds the other tab's write first.
    const otherTab = new Ledger({ name, storage: null });
    const appendAfterOtherTabMs: number[] = [];
    const otherTabStart = game.log.head;
    try {
      const tabs = [ledger, otherTab];
      for (const [i, entry] of script.slice(next).entries()) {
        const tab = tabs[i % 2] ?? ledger;
        const start = performance.now();
        const outcome = await tab.act(game.row.id, game.row.seq, entry);
        if (i > 0) appendAfterOtherTabMs.push(performance.now() - start); // the first is the other tab's own
        game = expectWritten(outcome);
      }
    } finally {
      otherTab.close();
    }
    const otherTabLengths: [number, number] = [otherTabStart, game.log.head];
    checksum = fold(checksum, game.log.head);

    // The journal's cost: a ledger with it and one without take turns, each on its own game.
    const journaledAppendMs: number[] = [];
    const unjournaledAppendMs: number[] = [];
    const draftMs: number[] = [];
    const unjournaledDraftMs: number[] = [];
    const journalRecordMs: number[] = [];
    const plain = new Ledger({ name, storage: null, journal: null });
    try {
      const journalScript = simulate(setup, random, config.journalAppends);
      let withJournal = expectWritten(await ledger.createGame(setup));
      let without = expectWritten(await plain.createGame(setup));
      for (const entry of journalScript) {
        let start = performance.now();
        withJournal = expectWritten(await ledger.act(withJournal.row.id, withJournal.row.seq, entry));
        journaledAppendMs.push(performance.now() - start);
        start = performance.now();
        without = expectWritten(await plain.act(without.row.id, without.row.seq, entry));
        unjournaledAppendMs.push(performance.now() - start);
        const draft = { at: withJournal.log.head, dice: [1, 5, 2], waiting: false, savedAt: Date.now() };
        start = performance.now();
        await ledger.saveDraft(withJournal.row.id, draft);
        draftMs.push(performance.now() - start);
        start = performance.now();
        await plain.saveDraft(without.row.id, draft);
        unjournaledDraftMs.push(performance.now() - start);
        start = performance.now();
        await ledger.keepDraft(withJournal.row.id, draft);
        journalRecordMs.push(performance.now() - start);
      }
      checksum = fold(checksum, withJournal.log.head + without.log.head);
      const status = ledger.journal?.status;
      if (status?.available !== true || status.failures > 0)
        throw new Error(`the journal did not work in the bench: ${JSON.stringify(status)}`);
    } finally {
      plain.close();
    }

    const loadColdMs: number[] = [];
    for (let i = 0; i < 15; i++) {
      const fresh = new Ledger({ name, storage: null });
      try {
        await fresh.getSetting('recentPlayers'); // open the connection first
        const start = performance.now();
        const loaded = await fresh.loadGame(game.row.id);
        loadColdMs.push(performance.now() - start);
        checksum = fold(checksum, loaded?.state.turns.length ?? -1);
      } finally {
        fresh.close();
      }
    }
    const loadWarmMs: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      const loaded = await ledger.loadGame(game.row.id);
      loadWarmMs.push(performance.now() - start);
      checksum = fold(checksum, loaded?.state.turns.length ?? -1);
    }

    const undoRedoMs: number[] = [];
    for (let i = 0; i < 30; i++) {
      let start = performance.now();
      game = expectWritten(await ledger.undoTap(game.row.id, game.row.seq));
      undoRedoMs.push(performance.now() - start);
      start = performance.now();
      game = expectWritten(await ledger.redoTap(game.row.id, game.row.seq));
      undoRedoMs.push(performance.now() - start);
    }

    // The list: this many games in all (those above included), each with its rules snapshot.
    for (let i = await ledger.countGames(); i < config.listGames; i++) {
      const players = PLAYERS.slice(0, 2 + (i % 2)).map((player) => `${player} ${i % 37}`);
      expectWritten(await ledger.createGame({ rules: i % 3 === 0 ? presetById('zilch-15k') : farkle, players }));
    }
    ledger.close();
    ledger = new Ledger({ name, storage: null });
    let start = performance.now();
    const firstList = await ledger.listGames();
    const listFirstMs = performance.now() - start;
    const listMs: number[] = [];
    for (let i = 0; i < config.listRuns; i++) {
      start = performance.now();
      const listed = await ledger.listGames();
      listMs.push(performance.now() - start);
      checksum = fold(checksum, listed.length);
    }

    return {
      fullGameLengths,
      startLength,
      endLength: startLength + appendMs.length,
      appendMs,
      appendRelaxedMs,
      applyEntryMs,
      replayMs,
      appendAfterOtherTabMs,
      journaledAppendMs,
      unjournaledAppendMs,
      journalRecordMs,
      draftMs,
      unjournaledDraftMs,
      otherTabLengths,
      loadColdMs,
      loadWarmMs,
      undoRedoMs,
      listedCount: firstList.length,
      listFirstMs,
      listMs,
      crossOriginIsolated: globalThis.crossOriginIsolated,
      userAgent: navigator.userAgent,
      checksum,
    };
  } finally {
    ledger.close();
    await deleteLedger(name);
  }
}

window.runStorageBench = run;
