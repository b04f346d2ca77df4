import Dexie from 'dexie';
import {
  appendTap,
  correctedTaps,
  correctTurn,
  correctTurnTotal,
  firstDifference,
  redoTap,
  restoredTaps,
  stateOf,
  undoTap,
} from '../game/index.js';
import type { Entry, GameLog, GameSetup, GameState, Outcome, Refusal, TappedLog } from '../game/index.js';
import type { Ruleset } from '../rules/index.js';
import { CorruptLogError, setupProblem } from '../game/index.js';
import { FACTS_VERSION } from '../stats/index.js';
import type { GameFacts, ReviewTotals } from '../stats/index.js';
import { checkStorageAfterClose, noteStorageWorked, toLedgerError } from './errors.js';
import { removeLocalDraft, removeResumeShell } from './local-draft.js';
import { GameMirror, removeCopies } from './mirror.js';
import { Journal } from './journal.js';
import type { Appended } from './journal.js';
import { releaseCovered } from './journal-files.js';
import { applyWrite } from './journal-records.js';
import type { NewRecord, WriteRecord } from './journal-records.js';
import type { RecoveryReport } from './recovery.js';
import { derivedFields, ScorepadDatabase } from './schema.js';
import { deleteEntryRows, putEntryRows, readEntryRows, writeEntriesFrom } from './log-store.js';
import { deriveFacts, isCurrent, putFacts, readLogs } from './facts-cache.js';
import type { DatabaseOptions, EntryRow, GameRow, GameStatus, StatsRow } from './schema.js';

/**
 * The ledger: every read and write of games and settings. Each write is one IndexedDB transaction
 * that reads the game, refuses a stale write, checks the action with the game layer and writes the
 * entries and the row together, so nothing illegal or half-written ever enters a game's log.
 *
 * Failures: a refusal (the game layer's, a stale write, a missing game) comes back as
 * `{ ok: false }` with nothing written; a storage failure throws a StorageError (nothing written)
 * and a stored log that does not replay throws the game layer's CorruptLogError. The ledger never
 * changes the objects it is given, so the UI keeps showing its game while it says why.
 */

/** A game as loaded: its row, its log (redo stack included) and the state replayed from it. */
export interface LoadedGame {
  readonly row: GameRow;
  readonly log: GameLog;
  readonly state: GameState;
  /**
   * One flag per entry of the log (redo stack included): true when the entry was written by the
   * same tap as the entry before it (see `actAll`). `undoTap` and `redoTap` go by it.
   */
  readonly sameTap: readonly boolean[];
}

/**
 * Why the ledger wrote nothing (the UI words it): the game layer's refusal (`bad-setup` for a new
 * game's setup), `stale` when the game changed since the caller read it (in another tab), or
 * `no-such-game` when it is no longer stored.
 */
export type LedgerRefusal = Refusal | { readonly code: 'stale' } | { readonly code: 'no-such-game' };

export type LedgerRefusalCode = LedgerRefusal['code'];

/**
 * The result of a write. On a refusal, `latest` is the game as it stands in the ledger (null when
 * it is not there), so a stale tab can show it at once.
 */
export type LedgerOutcome =
  | { readonly ok: true; readonly game: LoadedGame }
  | { readonly ok: false; readonly refusal: LedgerRefusal; readonly latest: LoadedGame | null };

/** What deleteGame hands back so the player can take the delete back. */
export interface DeletedGame {
  readonly row: GameRow;
  readonly entries: readonly EntryRow[];
  /** The dice being tapped in when the game was deleted (see `saveDraft`); null when none. */
  readonly draft: unknown;
}

/** The settings and their types; a key the app no longer knows reads as undefined. */
export interface Settings {
  /** Names entered for new games, most recent first. */
  recentPlayers: string[];
  /** When the app asked the browser to keep its storage, and the answer (null until it came). */
  persistence: { askedAt: number; granted: boolean | null };
  /** The group's last house rules, offered again by the next new game. */
  houseRules?: Ruleset;
  /** The group switched the advisor off (some call it cheating); the legal holds still show. */
  adviceOff?: boolean;
  /**
   * Spellings the group merged into one person for the statistics: a name's key (`playerNameKey`)
   * → the key it is merged into (src/stats PlayerAliases).
   */
  playerAliases?: Record<string, string>;
  /** The language the players chose in the header (a locale code); absent: the app follows the phone. */
  language?: string;
  /** The id the games' second copies know this database by (mirror.ts, recovery.ts): a new database has none. */
  copiesOf?: string;
}

/** Every game's facts, for the statistics. */
export interface AllFacts {
  /** Finished games and games being played, the least recently played first. */
  readonly games: readonly GameFacts[];
  /** Games left out because their stored log does not replay. */
  readonly damaged: number;
  /**
   * The totals of the decision reviews kept for finished games as they stand, by game id (whatever
   * their version: the caller checks it). Only the per-seat totals: a whole review is read by `reviewOf`.
   */
  readonly reviews: ReadonlyMap<string, { readonly version: number; readonly totals: ReviewTotals }>;
}

/** A decision review to keep: of the game `id` as it stood at `seq`, by `version` of the review's code. */
export interface KeptReview {
  readonly id: string;
  readonly seq: number;
  readonly version: number;
  /** The whole review, as `reviewOf` gives it back. */
  readonly value: unknown;
  /** Its per-seat totals, as the statistics read them. */
  readonly totals: ReviewTotals;
}

export type SettingKey = keyof Settings;

export interface LedgerOptions extends DatabaseOptions {
  /**
   * Asked once, when the first game starts, to keep the app's storage from eviction. Default:
   * `navigator.storage`; null to never ask.
   */
  readonly storage?: Pick<StorageManager, 'persist'> | null;
  /** The clock for timestamps (epoch ms). */
  readonly now?: () => number;
  /**
   * The second copy of every game, outside IndexedDB (mirror.ts). Default: one in this browser's
   * OPFS (or Cache Storage) for this database; none with a stand-in `indexedDB`; null for none.
   */
  readonly mirror?: GameMirror | null;
  /**
   * The journal of the last writes, beside the copies (journal.ts). Default: one in this browser's
   * OPFS for this database, where there is a mirror; null for none.
   */
  readonly journal?: Journal | null;
}

/** What else a write does, in its own transaction. */
export interface WriteOptions {
  /**
   * Removes the game's draft (see `saveDraft`) when this says the stored one is what the write
   * records (the dice of the roll it stores): the roll and the removal commit together, so there is
   * never a moment when neither is stored. Nothing is removed when the write is refused or fails.
   */
  readonly clearDraft?: (draft: unknown) => boolean;
}

export interface ListOptions {
  /** Only games that are being played, or only finished ones; default both. */
  readonly status?: GameStatus;
  /** Skip this many of the most recently played first (a page further down); default none. */
  readonly offset?: number;
  /** At most this many (a page of the list); default all. */
  readonly limit?: number;
}

/** How many names `recentPlayers` keeps. */
const RECENT_PLAYERS = 24;

/** How many games the ledger keeps replayed in memory (the one on screen, and a few more). */
const CACHED_GAMES = 4;

/** A game's draft row in `settings`: the dice being tapped in (see `saveDraft`). */
const DRAFT_PREFIX = 'draft:';
const draftKey = (gameId: string) => `${DRAFT_PREFIX}${gameId}`;

const STALE: LedgerRefusal = { code: 'stale' };
const NO_SUCH_GAME: LedgerRefusal = { code: 'no-such-game' };

type Change = (current: LoadedGame) => Outcome<TappedLog>;

/** The positions from `first` on whose entry shares the tap of the one before: a journal record's `sameTap`. */
function tapPositions(sameTap: readonly boolean[], first: number): number[] | undefined {
  const positions: number[] = [];
  for (let index = first; index < sameTap.length; index++) if (sameTap[index] === true) positions.push(index);
  return positions.length > 0 ? positions : undefined;
}

/** A journal record's write applied to the stored game: the log it leaves, replayed (refused when it does not replay). */
function replayWrite(current: TappedLog, record: WriteRecord): Outcome<TappedLog> {
  const applied = applyWrite({ entries: current.log.entries, sameTap: current.sameTap }, record);
  if (!applied) return { ok: false, refusal: { code: 'bad-entry', reason: 'not-this-game' } };
  const log: GameLog = { setup: current.log.setup, entries: applied.entries, head: record.head };
  try {
    return { ok: true, value: { log, state: stateOf(log), sameTap: applied.sameTap } };
  } catch (error) {
    if (!(error instanceof CorruptLogError)) throw error;
    return { ok: false, refusal: { code: 'bad-entry', reason: 'earlier-does-not-replay', refusal: error.refusal } };
  }
}

/** The stored row of entry `index`; only the entries after the first of a tap carry the mark. */
function entryRow(gameId: string, index: number, entry: Entry, sameTap: boolean, at: number): EntryRow {
  return sameTap ? { gameId, index, entry, at, sameTap: true } : { gameId, index, entry, at };
}

/** The flags of LoadedGame.sameTap, from the stored rows in log order. */
const tapsOf = (rows: readonly EntryRow[]): boolean[] => rows.map((row) => row.sameTap === true);

/** The setup as stored: a deep copy (the rules snapshot), with no `throwOff: undefined` key. */
function snapshotSetup(setup: GameSetup): GameSetup {
  const copy = structuredClone(setup);
  return {
    rules: copy.rules,
    players: [...copy.players],
    ...(copy.throwOff === undefined ? {} : { throwOff: copy.throwOff }),
  };
}

function setupRefusal(setup: GameSetup): LedgerRefusal | null {
  const problem = setupProblem(setup);
  return problem ? { code: 'bad-setup', problem } : null;
}

export class Ledger {
  readonly db: ScorepadDatabase;
  private readonly storage: Pick<StorageManager, 'persist'> | null;
  private readonly now: () => number;
  /**
   * Games as last read or written by this connection, by id. An entry is used only when the
   * stored row has the same `seq` (read in the same transaction): every write, from any tab,
   * bumps it, so a match means the stored entries are exactly the cached log. This spares each
   * write reading and replaying the whole log.
   */
  private readonly replayed = new Map<string, LoadedGame>();
  /**
   * Games whose write by this connection is committing: set once the write is queued in its
   * transaction, taken by the storage-mutated event that commit fires (see `tookOwnCommit`).
   */
  private readonly committing = new Set<string>();
  readonly mirror: GameMirror | null;
  readonly journal: Journal | null;
  /** What the start brought back from the second copy (`startLedger`); null when it did not look. */
  recovery: RecoveryReport | null = null;
  /** Writes handed to the journal and not yet finished: a full journal file goes only after them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** This page's full journal files not removed yet. */
  private readonly fullFiles = new Set<string>();

  constructor(options: LedgerOptions = {}) {
    this.db = new ScorepadDatabase(options);
    this.storage = options.storage === undefined ? (globalThis.navigator?.storage ?? null) : options.storage;
    this.now = options.now ?? Date.now;
    this.mirror =
      options.mirror !== undefined ? options.mirror : options.indexedDB ? null : GameMirror.forDatabase(this.db.name);
    this.journal =
      options.journal !== undefined ? options.journal : this.mirror ? Journal.forDatabase(this.db.name) : null;
    // Kept for a later try when this one fails (the database closed meanwhile, say).
    this.journal?.onRotated((name) => void this.releaseWhenCopied([name]).catch(() => undefined));
    // Closed under the app (a full disk, in Chromium): find out at once whether the storage is full.
    this.db.on('close', () => void checkStorageAfterClose());
  }

  /** Hands a record to the journal (none: null), in the step of the write it records: its worker writes it beside IndexedDB. */
  private journaled(record: NewRecord): Appended | null {
    return this.journal?.append(record) ?? null;
  }

  /**
   * Keeps count of an operation that hands the journal a record until it has finished: a full
   * journal file goes only once those that were out when it filled have (releaseWhenCopied).
   */
  private track<T>(operation: Promise<T>): Promise<T> {
    this.inFlight.add(operation);
    void operation.catch(() => undefined).finally(() => this.inFlight.delete(operation));
    return operation;
  }

  /** After a write that failed: its record in the journal is taken back, so a start never completes it. */
  private unjournal(appended: Appended | null, game: string): void {
    if (appended) this.journal?.append({ kind: 'failed', game, time: this.now(), of: appended.id });
  }

  /**
   * Games just stored whole (brought back from the second copy) as `full` records of the journal, so
   * the writes that follow them chain on their new seq even before their copies are made again.
   */
  journalStored(games: readonly { readonly row: GameRow; readonly entries: readonly EntryRow[] }[]): Promise<void> {
    const records = games.map(({ row, entries }) =>
      this.journaled({
        kind: 'full',
        game: row.id,
        seq: row.seq,
        time: row.updatedAt,
        setup: row.setup,
        createdAt: row.createdAt,
        head: row.head,
        entries: entries.map((entryRow) => entryRow.entry),
        enteredAt: entries.map((entryRow) => entryRow.at),
        sameTap: tapPositions(tapsOf(entries), 0),
      }),
    );
    return this.track(Promise.all(records.map((record) => record?.stored)).then(() => undefined));
  }

  /** Settles once every write handed out so far has finished and the journal has answered for it. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    await this.journal?.settled();
  }

  /**
   * This page's full journal files go once nothing in them is needed (journal-files.ts): the writes
   * still out finish first (a write is handed to the copies when it commits), the copies are
   * written, and each game the files name is checked against the database and its copy.
   */
  async releaseWhenCopied(names: readonly string[]): Promise<void> {
    for (const name of names) this.fullFiles.add(name);
    if (!this.mirror || !this.journal) return;
    await Promise.allSettled([...this.inFlight]);
    await this.mirror.flushed();
    // The files kept at an earlier try (a copy had failed) are tried again with this one.
    for (const name of await releaseCovered(this, [...this.fullFiles])) this.fullFiles.delete(name);
  }

  /**
   * After every committed write of a game (never inside a transaction): the storage has room, and
   * the game's second copy is brought up to date, off the tap's path (mirror.ts).
   */
  private committed(game: LoadedGame): void {
    noteStorageWorked();
    this.mirror?.committed(this, game);
  }

  get name(): string {
    return this.db.name;
  }

  /**
   * Whether a change to game `id` signalled now is a write of this connection committing (and
   * forgets it, so the mark answers once). Dexie signals a commit synchronously as it completes,
   * before the write's caller resumes, so a follower that is that caller can skip reading it
   * again (followGame). Another tab's change is never taken for it: IndexedDB runs the two writes
   * one after the other, and one that committed first is read, and answered, by this one.
   */
  tookOwnCommit(id: string): boolean {
    return this.committing.delete(id);
  }

  /** Closes the connection (a later call opens it again) and the journal (it is not opened again). */
  close(): void {
    this.db.close();
    void this.journal?.close();
  }

  /** Starts a game and remembers its players' names. */
  createGame(setup: GameSetup): Promise<LedgerOutcome> {
    return this.track(this.createNow(setup));
  }

  private async createNow(setup: GameSetup): Promise<LedgerOutcome> {
    const refusal = setupRefusal(setup);
    if (refusal) return { ok: false, refusal, latest: null };
    const stored = snapshotSetup(setup);
    const log: GameLog = { setup: stored, entries: [], head: 0 };
    const state = stateOf(log);
    const now = this.now();
    const row: GameRow = {
      id: crypto.randomUUID(),
      setup: stored,
      players: [...stored.players],
      createdAt: now,
      updatedAt: now,
      head: 0,
      length: 0,
      seq: 1,
      ...derivedFields(state),
    };
    const { db } = this;
    let askForPersistence = false;
    let appended: Appended | null = null;
    try {
      await db.transaction('rw', db.games, db.settings, async () => {
        appended = this.journaled({ kind: 'create', game: row.id, seq: row.seq, time: now, setup: stored });
        await db.games.add(row);
        const recent = (await db.settings.get('recentPlayers'))?.value;
        const known = Array.isArray(recent) ? recent.filter((name): name is string => typeof name === 'string') : [];
        const names = [...new Set([...stored.players, ...known])].slice(0, RECENT_PLAYERS);
        await db.settings.put({ key: 'recentPlayers', value: names });
        if (this.storage && !(await db.settings.get('persistence'))) {
          askForPersistence = true;
          await db.settings.put({ key: 'persistence', value: { askedAt: now, granted: null } });
        }
      });
    } catch (error) {
      this.unjournal(appended, row.id);
      throw toLedgerError(error, 'save');
    }
    await (appended as Appended | null)?.stored;
    if (askForPersistence) this.askForPersistence(now);
    const game: LoadedGame = { row, log, state, sameTap: [] };
    this.remember(game);
    this.committed(game);
    return { ok: true, game: handOut(game) };
  }

  /**
   * Fire and forget: a browser may evict the storage of a site that did not ask to keep it. The
   * answer is recorded when it comes; a failure changes nothing for the game.
   */
  private askForPersistence(askedAt: number): void {
    const storage = this.storage;
    if (!storage) return;
    Promise.resolve()
      .then(() => storage.persist())
      .then((granted) => this.setSetting('persistence', { askedAt, granted }))
      .catch(() => undefined);
  }

  /** The game with its log and replayed state, or null when there is none with this id. */
  async loadGame(id: string): Promise<LoadedGame | null> {
    const { db } = this;
    try {
      const game = await db.transaction('r', db.games, db.logChunks, () => this.readGame(id));
      return game && handOut(game);
    } catch (error) {
      throw toLedgerError(error, 'load');
    }
  }

  /**
   * Inside an explicit transaction, before any write in it: the game row, all its entries and the
   * replayed state (from memory when the row's seq says nothing changed). Dexie serves explicit
   * transactions from IndexedDB, never from liveQuery's optimistic cache, so what is remembered
   * here was committed. The result is the ledger's own: hand out copies.
   */
  private async readGame(id: string): Promise<LoadedGame | null> {
    const row = await this.db.games.get(id);
    if (!row) {
      this.replayed.delete(id);
      return null;
    }
    const known = this.replayed.get(id);
    if (known && known.row.seq === row.seq) return { ...known, row };
    const entryRows = await readEntryRows(this.db, id);
    const log: GameLog = { setup: row.setup, entries: entryRows.map((entryRow) => entryRow.entry), head: row.head };
    const game: LoadedGame = { row, log, state: stateOf(log), sameTap: tapsOf(entryRows) };
    this.remember(game);
    return game;
  }

  private remember(game: LoadedGame): void {
    this.replayed.delete(game.row.id);
    this.replayed.set(game.row.id, game);
    for (const id of this.replayed.keys()) {
      if (this.replayed.size <= CACHED_GAMES) break;
      this.replayed.delete(id);
    }
  }

  /** Records one entry after the game layer found it legal; a redo stack is dropped. */
  act(id: string, expectedSeq: number, entry: Entry, options?: WriteOptions): Promise<LedgerOutcome> {
    return this.actAll(id, expectedSeq, [entry], options);
  }

  /**
   * Records what one tap of the player did (a hold and the bank that goes with it) in one
   * transaction, as one write (the seq goes up by one). The entries are checked in order, each on
   * the game the ones before it leave; when any is refused, the seq is stale or the storage fails,
   * none of them is stored. The entries are marked as one tap, so `undoTap` takes them back
   * together, after a reload too.
   */
  actAll(id: string, expectedSeq: number, entries: readonly Entry[], options?: WriteOptions): Promise<LedgerOutcome> {
    return this.write(id, expectedSeq, (current) => appendTap(current, entries), options);
  }

  /** The player's Undo: takes back the last tap in force, every entry it wrote (see `actAll`). */
  undoTap(id: string, expectedSeq: number): Promise<LedgerOutcome> {
    return this.write(id, expectedSeq, undoTap);
  }

  /** The player's Redo: brings back the next undone tap, every entry it wrote. */
  redoTap(id: string, expectedSeq: number): Promise<LedgerOutcome> {
    return this.write(id, expectedSeq, redoTap);
  }

  /**
   * Replaces a finished turn's entries and replays the game's end (later turns the game no longer
   * reaches are dropped); refused when a later turn it still reaches would become illegal.
   */
  correctTurn(
    id: string,
    expectedSeq: number,
    turnIndex: number,
    replacement: readonly Entry[],
  ): Promise<LedgerOutcome> {
    return this.write(id, expectedSeq, (current) =>
      correctedTaps(current, turnIndex, correctTurn(current.log, turnIndex, replacement)),
    );
  }

  /** "That was 650, not 600": a finished turn becomes a total-mode turn of these points. */
  correctTurnTotal(id: string, expectedSeq: number, turnIndex: number, points: number): Promise<LedgerOutcome> {
    return this.write(id, expectedSeq, (current) =>
      correctedTaps(current, turnIndex, correctTurnTotal(current.log, turnIndex, points)),
    );
  }

  /**
   * "Undo the correction": puts the game's log back as it was before (`earlier`, the game a
   * correction's result carried as `before`), redo stack and taps included. Pass the seq the
   * correction left, so nothing written since is lost (a later write makes this one stale).
   */
  restoreLog(id: string, expectedSeq: number, earlier: Pick<LoadedGame, 'log' | 'sameTap'>): Promise<LedgerOutcome> {
    return this.write(id, expectedSeq, (current) => restoredTaps(current, earlier));
  }

  /**
   * A write the journal had and the database had not committed when the page stopped, stored now
   * on the game it followed (`expectedSeq`), with its own time (Ledger.recover).
   */
  completeWrite(record: WriteRecord, expectedSeq: number): Promise<LedgerOutcome> {
    return this.write(record.game, expectedSeq, (current) => replayWrite(current, record), {}, record.time);
  }

  /**
   * One write: a single transaction reads the game, refuses a stale one, lets the game layer check
   * the change, hands the journal its record and writes the entries that changed and the row. It
   * returns once the transaction has committed and the journal has answered, so a write the page
   * announces is in both (where the journal can write: otherwise on the commit alone, counted). Only IndexedDB work is awaited inside the transaction (Dexie's
   * rule); the game layer is synchronous, the journal's answer is awaited after the commit.
   */
  private write(
    id: string,
    expectedSeq: number,
    change: Change,
    options: WriteOptions = {},
    time?: number,
  ): Promise<LedgerOutcome> {
    return this.track(this.writeNow(id, expectedSeq, change, options, time));
  }

  private async writeNow(
    id: string,
    expectedSeq: number,
    change: Change,
    options: WriteOptions,
    time: number | undefined,
  ): Promise<LedgerOutcome> {
    const { db } = this;
    const { clearDraft } = options;
    const tables = clearDraft ? [db.games, db.logChunks, db.settings] : [db.games, db.logChunks];
    const now = time ?? this.now();
    let appended: Appended | null = null;
    let result: LedgerOutcome;
    try {
      result = await db.transaction('rw', tables, async (): Promise<LedgerOutcome> => {
        const current = await this.readGame(id);
        if (!current) return { ok: false, refusal: NO_SUCH_GAME, latest: null };
        if (current.row.seq !== expectedSeq) return { ok: false, refusal: STALE, latest: current };
        const outcome = change(current);
        if (!outcome.ok) return { ok: false, refusal: outcome.refusal, latest: current };

        const { log, state, sameTap } = outcome.value;
        const first = firstDifference(current, outcome.value);
        const row: GameRow = {
          ...current.row,
          head: log.head,
          length: log.entries.length,
          seq: current.row.seq + 1,
          updatedAt: now,
          ...derivedFields(state),
        };
        // The journal writes its record while IndexedDB writes the rows. Posted once the stored game
        // is read in this transaction: a write of another tab is either before it (this one is
        // refused, with no record) or after it.
        const entries = log.entries.slice(first);
        appended = this.journaled({
          kind: 'write',
          game: id,
          seq: row.seq,
          time: now,
          from: first,
          head: log.head,
          entries,
          sameTap: tapPositions(sameTap, first),
        });
        if (first < current.log.entries.length || first < log.entries.length) {
          const added = entries.map((entry, offset) =>
            entryRow(id, first + offset, entry, sameTap[first + offset] === true, now),
          );
          await writeEntriesFrom(db, id, first, added);
        }
        await db.games.put(row);
        this.committing.add(id);
        if (clearDraft) {
          const draft = (await db.settings.get(draftKey(id)))?.value;
          if (draft !== undefined && clearDraft(draft)) {
            await db.settings.delete(draftKey(id));
            this.journaled({ kind: 'draft', game: id, time: now, draft: null });
          }
        }
        return { ok: true, game: { row, log, state, sameTap } };
      });
    } catch (error) {
      this.committing.delete(id);
      this.unjournal(appended, id);
      throw toLedgerError(error, 'save');
    }
    this.committing.delete(id);
    // Only what was committed is remembered.
    if (result.ok) {
      await (appended as Appended | null)?.stored;
      this.remember(result.game);
      this.committed(result.game);
      return { ok: true, game: handOut(result.game) };
    }
    return { ...result, latest: result.latest && handOut(result.latest) };
  }

  /**
   * Games, the most recently played first: every one, or a page of them (`offset`, `limit`). A page
   * reads only its own rows through the `updatedAt` index, so the first screen of a phone holding
   * 10,000 games reads 20 rows, not 10,000.
   */
  async listGames(options: ListOptions = {}): Promise<GameRow[]> {
    const { db } = this;
    const { status, offset = 0, limit = Infinity } = options;
    if (limit <= 0) return [];
    try {
      let rows = status
        ? db.games.where('[status+updatedAt]').between([status, Dexie.minKey], [status, Dexie.maxKey]).reverse()
        : db.games.orderBy('updatedAt').reverse();
      if (offset > 0) rows = rows.offset(offset);
      if (Number.isFinite(limit)) rows = rows.limit(limit);
      return await rows.toArray();
    } catch (error) {
      throw toLedgerError(error, 'load');
    }
  }

  /** How many games there are (of one status); counted in the index, no row is read. */
  async countGames(options: Pick<ListOptions, 'status'> = {}): Promise<number> {
    const { db } = this;
    const { status } = options;
    try {
      return status
        ? await db.games.where('[status+updatedAt]').between([status, Dexie.minKey], [status, Dexie.maxKey]).count()
        : await db.games.count();
    } catch (error) {
      throw toLedgerError(error, 'load');
    }
  }

  /**
   * Deletes a game with its entries, its draft and its cached statistics; returns what restoreDeleted needs, or null when
   * there was none. Nothing of the game stays behind: when the player lets the Undo pass, it is gone.
   * Drafts of games deleted by an older version (which left them) are cleared on the way.
   *
   * The play page's quick copy of the draft in localStorage goes too, once the delete has
   * committed. A restore brings back only the ledger's copy, which the page then takes, being the
   * newer. Only this game's copy is removed: sweeping every copy whose game is not in this
   * database would also remove those of games kept in another database on the same origin (each
   * browser test has its own).
   */
  deleteGame(id: string): Promise<DeletedGame | null> {
    return this.track(this.deleteNow(id));
  }

  private async deleteNow(id: string): Promise<DeletedGame | null> {
    const { db } = this;
    let deleted: DeletedGame | null;
    let appended: Appended | null = null;
    try {
      deleted = await db.transaction('rw', [db.games, db.logChunks, db.settings, db.stats], async () => {
        const row = await db.games.get(id);
        if (!row) return null;
        appended = this.journaled({ kind: 'delete', game: id, seq: row.seq, time: this.now() });
        const entries = await readEntryRows(db, id);
        const draft = (await db.settings.get(draftKey(id)))?.value ?? null;
        await deleteEntryRows(db, id);
        await db.stats.delete(id);
        await db.games.delete(id);
        await this.deleteOrphanDrafts();
        this.replayed.delete(id);
        return { row, entries, draft };
      });
    } catch (error) {
      this.unjournal(appended, id);
      throw toLedgerError(error, 'save');
    }
    await (appended as Appended | null)?.stored;
    if (deleted) {
      removeLocalDraft(id);
      removeResumeShell(id);
      this.mirror?.deleted(id);
    }
    return deleted;
  }

  /** Inside a transaction on games and settings: removes the drafts whose game is not stored. */
  private async deleteOrphanDrafts(): Promise<void> {
    const { db } = this;
    const keys = await db.settings.where('key').startsWith(DRAFT_PREFIX).primaryKeys();
    if (keys.length === 0) return;
    const rows = await db.games.bulkGet(keys.map((key) => key.slice(DRAFT_PREFIX.length)));
    const orphans = keys.filter((_, index) => rows[index] === undefined);
    if (orphans.length > 0) await db.settings.bulkDelete(orphans);
  }

  /**
   * Takes a delete back: the game returns as it was, in its place in the list, with the dice that
   * were being tapped in. Restoring twice keeps the game (and the draft) that is there.
   */
  restoreDeleted(deleted: DeletedGame): Promise<LoadedGame> {
    return this.track(this.restoreDeletedNow(deleted));
  }

  private async restoreDeletedNow(deleted: DeletedGame): Promise<LoadedGame> {
    const { db } = this;
    const id = deleted.row.id;
    let restored: LoadedGame;
    let appended: Appended | null = null;
    try {
      restored = await db.transaction('rw', db.games, db.logChunks, db.settings, async () => {
        const existing = await this.readGame(id);
        if (existing) return existing;
        // The restore is a write: a tab still holding the game from before the delete must reload it.
        const row: GameRow = { ...deleted.row, seq: deleted.row.seq + 1 };
        const entryRows = [...deleted.entries]
          .sort((a, b) => a.index - b.index)
          .map((entryRow) => ({ ...entryRow, gameId: id }));
        const log: GameLog = { setup: row.setup, entries: entryRows.map((entryRow) => entryRow.entry), head: row.head };
        const state = stateOf(log); // a snapshot that does not replay is refused before anything is written
        appended = this.journaled({
          kind: 'full',
          game: id,
          seq: row.seq,
          time: this.now(),
          setup: row.setup,
          createdAt: row.createdAt,
          head: row.head,
          entries: log.entries,
          enteredAt: entryRows.map((entryRow) => entryRow.at),
          sameTap: tapPositions(tapsOf(entryRows), 0),
        });
        await putEntryRows(db, id, entryRows);
        await db.games.put(row);
        const draft: unknown = deleted.draft;
        if (draft !== null && draft !== undefined) await db.settings.put({ key: draftKey(id), value: draft });
        return { row, log, state, sameTap: tapsOf(entryRows) };
      });
    } catch (error) {
      this.unjournal(appended, id);
      throw toLedgerError(error, 'save');
    }
    await (appended as Appended | null)?.stored;
    this.remember(restored);
    this.committed(restored);
    return handOut(restored);
  }

  /**
   * Every game's facts (finished and being played; damaged games left out and counted), current:
   * from the cache where its seq and version match, else replayed from the entries. One read
   * transaction takes every game row and every cached row at once, and the entries of the stale
   * games only. Finished games' new facts are cached afterwards, in a write of their own that never
   * delays or fails this read.
   */
  async gameFacts(): Promise<AllFacts> {
    const { db } = this;
    try {
      const { rows, cached, logs } = await db.transaction('r', db.games, db.stats, db.logChunks, async () => {
        const [rows, cachedRows] = await Promise.all([db.games.toArray(), db.stats.toArray()]);
        const cached = new Map(cachedRows.map((cachedRow) => [cachedRow.gameId, cachedRow]));
        const stale = rows.filter((row) => !isCurrent(cached.get(row.id), row)).map((row) => row.id);
        return { rows, cached, logs: await readLogs(db, stale, rows.length) };
      });
      const games: GameFacts[] = [];
      const derived: { row: GameRow; facts: GameFacts }[] = [];
      const reviews = new Map<string, { version: number; totals: ReviewTotals }>();
      let damaged = 0;
      // Sorted here rather than read through the updatedAt index, which costs a lookup per row.
      rows.sort((a, b) => a.updatedAt - b.updatedAt);
      for (const row of rows) {
        const kept = cached.get(row.id);
        // A review stands while the game does, whatever the version of the facts beside it.
        if (kept?.review && kept.seq === row.seq && row.status === 'finished')
          reviews.set(row.id, { version: kept.review.version, totals: kept.review.totals });
        if (isCurrent(kept, row)) {
          games.push(kept.facts);
          continue;
        }
        try {
          const facts = deriveFacts(row, logs.get(row.id) ?? []);
          games.push(facts);
          if (facts.finished) derived.push({ row, facts });
        } catch (error) {
          if (!(error instanceof CorruptLogError)) throw error;
          damaged += 1;
        }
      }
      this.cacheFacts(derived);
      return { games, damaged, reviews };
    } catch (error) {
      throw toLedgerError(error, 'load');
    }
  }

  /** One game's facts, or null when there is no such game; a damaged game throws the game layer's CorruptLogError. */
  async factsOf(id: string): Promise<GameFacts | null> {
    const { db } = this;
    let read: { row: GameRow; facts: GameFacts; derived: boolean } | null;
    try {
      read = await db.transaction('r', db.games, db.stats, db.logChunks, async () => {
        const [row, cached] = await Promise.all([db.games.get(id), db.stats.get(id)]);
        if (!row) return null;
        if (isCurrent(cached, row)) return { row, facts: cached.facts, derived: false };
        const entries = (await readEntryRows(db, id)).map((entryRow) => entryRow.entry);
        return { row, facts: deriveFacts(row, entries), derived: true };
      });
    } catch (error) {
      throw toLedgerError(error, 'load');
    }
    if (read?.derived && read.facts.finished) this.cacheFacts([read]);
    return read?.facts ?? null;
  }

  /**
   * Keeps facts just derived, off the read's path: a failure (a full disk) only means they are
   * derived again next time. Frozen first, so nothing done with them before the write lands
   * changes what is cached.
   */
  private cacheFacts(derived: readonly { row: GameRow; facts: GameFacts }[]): void {
    if (derived.length === 0) return;
    for (const { facts } of derived) deepFreeze(facts);
    const { db } = this;
    // Out of the read's context: inside a live query (the statistics page) Dexie refuses a write.
    setTimeout(
      () => void db.transaction('rw', db.games, db.stats, () => putFacts(db, derived)).catch(() => undefined),
      0,
    );
  }

  /**
   * A finished game's decision review, as `saveReviews` kept it, when it was made by this `version`
   * of the review's code at the game's current seq (and at `seq`, when given: the game as the caller
   * shows it); else null.
   */
  async reviewOf(id: string, version: number, seq?: number): Promise<unknown | null> {
    const { db } = this;
    try {
      const [row, cached] = await db.transaction('r', db.games, db.stats, () =>
        Promise.all([db.games.get(id), db.stats.get(id)]),
      );
      if (
        row?.status !== 'finished' ||
        cached?.seq !== row.seq ||
        (seq !== undefined && seq !== row.seq) ||
        cached.review?.version !== version
      )
        return null;
      return cached.review.value;
    } catch (error) {
      throw toLedgerError(error, 'load');
    }
  }

  /**
   * Keeps decision reviews, each computed for a finished game as it stood at its `seq`, beside the
   * game's facts (derived again here when the cached ones are stale), in one write. A review is
   * left out when its game has moved on, is gone or is not finished: a review is of a game's end.
   */
  async saveReviews(reviews: readonly KeptReview[]): Promise<void> {
    const { db } = this;
    if (reviews.length === 0) return;
    try {
      await db.transaction('rw', db.games, db.stats, db.logChunks, async () => {
        const ids = reviews.map((review) => review.id);
        const [rows, cachedRows] = await Promise.all([db.games.bulkGet(ids), db.stats.bulkGet(ids)]);
        const puts: StatsRow[] = [];
        for (const [index, { id, seq, version, value, totals }] of reviews.entries()) {
          const row = rows[index];
          const cached = cachedRows[index];
          if (row?.seq !== seq || row.status !== 'finished') continue;
          const facts = isCurrent(cached, row)
            ? cached.facts
            : deriveFacts(
                row,
                (await readEntryRows(db, id)).map((entryRow) => entryRow.entry),
              );
          puts.push({ gameId: id, seq, version: FACTS_VERSION, facts, review: { version, value, totals } });
        }
        await db.stats.bulkPut(puts);
      });
    } catch (error) {
      throw toLedgerError(error, 'save');
    }
  }

  async getSetting<K extends SettingKey>(key: K): Promise<Settings[K] | undefined> {
    try {
      return (await this.db.settings.get(key))?.value as Settings[K] | undefined;
    } catch (error) {
      throw toLedgerError(error, 'load');
    }
  }

  async setSetting<K extends SettingKey>(key: K, value: Settings[K]): Promise<void> {
    try {
      await this.db.settings.put({ key, value });
    } catch (error) {
      throw toLedgerError(error, 'save');
    }
  }

  /**
   * The dice tapped in for a roll not yet complete, kept per game. IndexedDB commits reach the disk
   * at once, where localStorage is flushed later: a phone that dies mid-roll keeps the taps only
   * here (and in the journal, which has them too). Null removes the draft. The draft is the page's
   * own data; the ledger only keeps it, and only for a stored game (a tab still showing a deleted
   * game must not leave one behind).
   */
  saveDraft(gameId: string, draft: unknown): Promise<void> {
    return this.track(this.saveDraftNow(gameId, draft));
  }

  private async saveDraftNow(gameId: string, draft: unknown): Promise<void> {
    const key = draftKey(gameId);
    const { db } = this;
    const at = this.now();
    const appended = this.journaled({ kind: 'draft', game: gameId, time: at, draft });
    try {
      if (draft === null) await db.settings.delete(key);
      else {
        await db.transaction('rw', db.games, db.settings, async () => {
          if ((await db.games.where(':id').equals(gameId).count()) > 0)
            await db.settings.put({ key, value: draft, at });
        });
      }
    } catch (error) {
      throw toLedgerError(error, 'save');
    }
    await appended?.stored;
  }

  /**
   * The draft in the journal only (the roll's last die, whose write stores the roll): true once the
   * journal holds it, false where there is no journal or it could not be written. A start finds it
   * there when the roll's write did not commit (Ledger.recover).
   */
  keepDraft(gameId: string, draft: unknown): Promise<boolean> {
    return this.track(
      this.journaled({ kind: 'draft', game: gameId, time: this.now(), draft })?.stored ?? Promise.resolve(false),
    );
  }

  async loadDraft(gameId: string): Promise<unknown> {
    try {
      return (await this.db.settings.get(draftKey(gameId)))?.value ?? null;
    } catch (error) {
      throw toLedgerError(error, 'load');
    }
  }
}

/**
 * A game for a caller: the ledger's own, frozen, so whatever the UI does with it cannot change what
 * the ledger remembers, and no copy is made per write (a write hands out a game per tap).
 */
function handOut(game: LoadedGame): LoadedGame {
  return deepFreeze(game);
}

/** Freezes a plain value and everything in it (already frozen parts are not walked again). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** Deletes a ledger's database and the second copies of its games (tests, and a "forget everything" button). */
export async function deleteLedger(name: string): Promise<void> {
  try {
    await Dexie.delete(name);
  } catch (error) {
    throw toLedgerError(error, 'save');
  }
  await removeCopies(name);
}
