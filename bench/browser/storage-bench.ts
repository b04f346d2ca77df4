/**
 * The storage suite's page (bench/storage.ts bundles it, serves it on 127.0.0.1 and runs it in
 * Chromium): real IndexedDB through the Ledger, timed with performance.now(). The page only
 * measures and hands back raw samples; the Node side turns them into figures.
 */
import { deleteLedger, Ledger, restoreGames } from '../../src/db/index.js';
import type { LedgerOutcome, LoadedGame } from '../../src/db/index.js';
import { applyEntry, bankRefusal, initialState, stateOf } from '../../src/game/index.js';
import type { Entry, GameSetup, GameState } from '../../src/game/index.js';
import { legalHolds, presetById } from '../../src/rules/index.js';
import type { Face, Ruleset } from '../../src/rules/index.js';
import { createBackup, readBackup } from '../../src/export/backup.js';
import type { StoredGameRecord } from '../../src/export/backup.js';
import { fold, median, mulberry32, nextTask } from '../measure.js';
import { chunksOf, readAllEntryRows } from '../../src/db/log-store.js';
import { ContextProvider } from '@lit/context';
import { servicesContext } from '../../src/ui/app/services.js';
import '../../src/ui/pages/games/zs-games-page.js';

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

const PLAYERS = ['Ann', 'Ben', 'Cal'];

/**
 * A plain player's next entry: start fresh, roll, hold the best legal hold, bank from 300 up (or
 * with two dice or fewer left) when the rules allow it. Dice come from the seeded PRNG.
 */
function nextEntry(state: GameState, random: () => number): Entry {
  const turn = state.turn;
  const rules = state.rules;
  const roll = (): Entry => ({
    type: 'roll',
    dice: Array.from({ length: turn.diceToRoll }, () => (1 + Math.floor(random() * 6)) as Face),
  });
  switch (turn.phase) {
    case 'start':
      return state.takeOverOffer && !turn.startChosen ? { type: 'start', takeOver: null } : roll();
    case 'roll':
      return roll();
    case 'hold': {
      const holds = legalHolds(rules, turn.lastRoll ?? [], rules.variations.pyramiding ? turn.setAside : []);
      const best = holds.reduce((a, b) => (b.points > a.points ? b : a));
      return { type: 'hold', dice: best.dice };
    }
    case 'decide':
      return bankRefusal(state) === null && (turn.turnTotal >= 300 || turn.diceToRoll <= 2) ? { type: 'bank' } : roll();
  }
}

/** Entries of one game from the start, checked by the game layer as they are made. */
function simulate(setup: GameSetup, random: () => number, maxEntries: number): Entry[] {
  let state = initialState(setup);
  const entries: Entry[] = [];
  while (state.phase === 'turn' && entries.length < maxEntries) {
    const entry = nextEntry(state, random);
    const next = applyEntry(state, entry);
    if (!next.ok) throw new Error(`the bench's player made an illegal entry: ${JSON.stringify(next.refusal)}`);
    state = next.value;
    entries.push(entry);
  }
  return entries;
}

function expectWritten(outcome: LedgerOutcome): LoadedGame {
  if (!outcome.ok) throw new Error(`a bench write was refused: ${JSON.stringify(outcome.refusal)}`);
  return outcome.game;
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

// ---- Restoring a backup of 10,000 games (bench/storage.ts `restoreCase`) ----

export interface RestoreBenchConfig {
  readonly seed: number;
  /** Games in the backup file. */
  readonly games: number;
  /** Each game's log is cut at a seeded length from 0 to this many entries (a file of 10,000 full games would pass 20 MB). */
  readonly maxEntries: number;
}

export interface RestoreBenchFigures {
  readonly games: number;
  readonly entries: number;
  /** The file's length in UTF-16 code units (its size in bytes: the text is ASCII). */
  readonly fileChars: number;
  /** `readBackup`: parse, check every field, replay every game. */
  readonly readMs: number;
  /** `restoreGames` into an empty database: one transaction. */
  readonly restoreMs: number;
  /** The same file restored again: every game already here. */
  readonly againMs: number;
  readonly restored: number;
  readonly alreadyHere: number;
  readonly checksum: number;
}

declare global {
  interface Window {
    runRestoreBench?: (config: RestoreBenchConfig) => Promise<RestoreBenchFigures>;
  }
}

async function runRestore(config: RestoreBenchConfig): Promise<RestoreBenchFigures> {
  const random = mulberry32(config.seed);
  const presets = ['farkle', 'zilch-15k', 'zilch-10k', 'serendipity-creak'].map((id) => presetById(id) as Ruleset);
  const records: StoredGameRecord[] = [];
  const start0 = Date.UTC(2026, 0, 1);
  let entries = 0;
  for (let i = 0; i < config.games; i++) {
    const setup: GameSetup = {
      rules: presets[i % presets.length] as Ruleset,
      players: PLAYERS.slice(0, 2 + (i % 2)).map((player) => `${player} ${i % 37}`),
    };
    const log = simulate(setup, random, Math.floor(random() * (config.maxEntries + 1)));
    entries += log.length;
    const createdAt = start0 + i * 60_000;
    records.push({
      row: { id: crypto.randomUUID(), setup, createdAt, updatedAt: createdAt + log.length * 5000, head: log.length },
      entries: log.map((entry, index) => ({ entry, at: createdAt + index * 5000 })),
    });
  }
  const { text } = createBackup(records, Date.now(), { recentPlayers: PLAYERS });

  const name = `zs-restore-bench-${crypto.randomUUID()}`;
  const ledger = new Ledger({ name, storage: null });
  try {
    await ledger.getSetting('recentPlayers'); // open the database first
    let start = performance.now();
    const reading = readBackup(text);
    const readMs = performance.now() - start;
    if (!reading.ok) throw new Error(`the bench's backup was refused: ${reading.refusal.code}`);
    start = performance.now();
    const report = await restoreGames(ledger, reading.backup.games, reading.backup.settings);
    const restoreMs = performance.now() - start;
    start = performance.now();
    const again = await restoreGames(ledger, reading.backup.games, reading.backup.settings);
    const againMs = performance.now() - start;
    if (report.restored !== config.games || again.alreadyHere !== config.games) {
      throw new Error(
        `restored ${report.restored} of ${config.games} games, then found ${again.alreadyHere} already here`,
      );
    }
    const { db } = ledger;
    const logs = await db.transaction('r', db.logChunks, () => readAllEntryRows(db));
    const stored = [...logs.values()].reduce((sum, rows) => sum + rows.length, 0);
    if (stored !== entries) throw new Error(`stored ${stored} entries of ${entries}`);
    return {
      games: config.games,
      entries,
      fileChars: text.length,
      readMs,
      restoreMs,
      againMs,
      restored: report.restored,
      alreadyHere: again.alreadyHere,
      checksum: fold(fold(0, stored), (await ledger.db.games.count()) + text.length),
    };
  } finally {
    ledger.close();
    await deleteLedger(name);
  }
}

window.runRestoreBench = runRestore;

// ---- Games list first screen, 10,000 games ----------------------------------------------------

export interface GamesListBenchConfig {
  /** Games stored (being played and finished, alternately). */
  readonly games: number;
  /** Timed mounts of the games page, each on a new connection. */
  readonly runs: number;
}

export interface GamesListBenchFigures {
  readonly stored: number;
  /** From appending <zs-games-page> to its first game cards drawn (a new Ledger connection each time). */
  readonly firstScreenMs: readonly number[];
  /** Cards on that first screen, and the page's own count line ("Showing 20 of 10,000 games."). */
  readonly cardsShown: number;
  readonly countLine: string;
  /** For comparison: reading every row, as the list did before it was paged. */
  readonly listAllMs: number;
}

declare global {
  interface Window {
    runGamesListBench?: (config: GamesListBenchConfig) => Promise<GamesListBenchFigures>;
  }
}

/**
 * Stores `count` games quickly: two real games (one being played, one finished, made by the
 * ledger) copied with new ids, names and times straight into IndexedDB in one transaction. The
 * ledger one at a time would take minutes; the rows are the ledger's own, so the list reads them
 * as it reads any game.
 */
async function storeManyGames(name: string, count: number): Promise<void> {
  const ledger = new Ledger({ name, storage: null });
  const start = Date.now() - count * 60_000;
  let playing: LoadedGame;
  let finished: LoadedGame;
  try {
    playing = expectWritten(
      await ledger.createGame({ rules: presetById('zilch-15k'), players: ['Ann', 'Ben', 'Cal'] }),
    );
    const farkle = expectWritten(await ledger.createGame({ rules: presetById('farkle'), players: ['Ann', 'Ben'] }));
    finished = expectWritten(await ledger.act(farkle.row.id, farkle.row.seq, { type: 'total', points: 10_000 }));
    finished = expectWritten(await ledger.act(finished.row.id, finished.row.seq, { type: 'total', points: 0 }));
    if (finished.row.status !== 'finished') throw new Error('the bench’s finished game did not finish');
  } finally {
    ledger.close();
  }
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('could not open the bench database'));
  });
  try {
    const tx = db.transaction(['games', 'logChunks'], 'readwrite');
    const games = tx.objectStore('games');
    const chunks = tx.objectStore('logChunks');
    const finishedEntries = finished.log.entries;
    for (let i = 0; i < count; i++) {
      const template = i % 2 === 0 ? playing.row : finished.row;
      const id = crypto.randomUUID();
      const players = template.players.map((player) => `${player} ${i}`);
      const at = start + i * 60_000;
      games.put({ ...template, id, players, setup: { ...template.setup, players }, createdAt: at, updatedAt: at });
      if (template === finished.row) {
        for (const chunk of chunksOf(finishedEntries.map((entry, index) => ({ gameId: id, index, entry, at }))))
          chunks.put(chunk);
      }
    }
    // The two templates themselves go: exactly `count` games remain.
    games.delete(playing.row.id);
    games.delete(finished.row.id);
    chunks.delete(IDBKeyRange.bound([finished.row.id, -Infinity], [finished.row.id, Infinity]));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('the bench games were not stored'));
    });
  } finally {
    db.close();
  }
}

/** Appends the games page under a provider of its services, as the app shell does, and waits for its first cards. */
async function mountGamesPage(ledger: Ledger): Promise<{ ms: number; page: HTMLElement; host: HTMLElement }> {
  const host = document.createElement('div');
  document.body.append(host);
  new ContextProvider(host, {
    context: servicesContext,
    initialValue: {
      ledger: () => Promise.resolve(ledger),
      advice: () => null,
      toast: () => undefined,
      announce: () => undefined,
    },
  });
  const start = performance.now();
  const page = document.createElement('zs-games-page');
  host.append(page);
  const drawn = () => page.shadowRoot?.querySelector('zs-game-card')?.shadowRoot?.querySelector('a') != null;
  const deadline = start + 120_000;
  while (!drawn()) {
    if (performance.now() > deadline) throw new Error('the games page showed no game in 2 minutes');
    await nextTask();
  }
  return { ms: performance.now() - start, page, host };
}

async function runGamesList(config: GamesListBenchConfig): Promise<GamesListBenchFigures> {
  const name = `zs-games-list-bench-${crypto.randomUUID()}`;
  try {
    await storeManyGames(name, config.games);
    const firstScreenMs: number[] = [];
    let cardsShown = 0;
    let countLine = '';
    // One untimed mount first: the page's code and the browser's first IndexedDB pages, warm.
    for (let run = -1; run < config.runs; run++) {
      const ledger = new Ledger({ name, storage: null });
      try {
        const { ms, page, host } = await mountGamesPage(ledger);
        if (run >= 0) firstScreenMs.push(ms);
        cardsShown = page.shadowRoot?.querySelectorAll('zs-game-card').length ?? 0;
        countLine = page.shadowRoot?.querySelector('.count')?.textContent?.trim() ?? '';
        host.remove();
      } finally {
        ledger.close();
      }
    }
    const ledger = new Ledger({ name, storage: null });
    let listAllMs: number;
    let stored: number;
    try {
      await ledger.getSetting('recentPlayers'); // the connection, opened
      const start = performance.now();
      stored = (await ledger.listGames()).length;
      listAllMs = performance.now() - start;
    } finally {
      ledger.close();
    }
    return { stored, firstScreenMs, cardsShown, countLine, listAllMs };
  } finally {
    await deleteLedger(name);
  }
}

window.runGamesListBench = runGamesList;
