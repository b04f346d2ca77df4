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
import type { Entry, GameLog, GameSetup, Outcome, TappedLog } from '../game/index.js';
import type { GameFacts } from '../stats/index.js';
import { checkStorageAfterClose, noteStorageWorked, toLedgerError } from './errors.js';
import { GameMirror, removeCopies } from './mirror.js';
import { Journal } from './journal.js';
import type { Appended } from './journal.js';
import { replayWrite, tapPositions, tapsOf, WriteJournal } from './ledger-journal.js';
import { createStoredGame } from './ledger-create.js';
import { countStoredGames, listStoredGames } from './ledger-list.js';
import { deleteStoredGame, restoreDeletedGame } from './ledger-delete.js';
import { draftKey, loadDraftRow, saveDraftRow } from './ledger-drafts.js';
import type { WriteRecord } from './journal-records.js';
import type { RecoveryReport } from './recovery.js';
import { derivedFields, ScorepadDatabase } from './schema.js';
import { readEntryRows, writeEntriesFrom } from './log-store.js';
import { keepReviews, readFactsOf, readGameFacts, readReview } from './facts-cache.js';
import { deepFreeze } from './freeze.js';
import type {
  AllFacts,
  DeletedGame,
  KeptReview,
  LedgerOptions,
  LedgerOutcome,
  LedgerRefusal,
  ListOptions,
  LoadedGame,
  SettingKey,
  Settings,
  WriteOptions,
} from './ledger-types.js';
import type { EntryRow, GameRow } from './schema.js';

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

/** How many games the ledger keeps replayed in memory (the one on screen, and a few more). */
const CACHED_GAMES = 4;

const STALE: LedgerRefusal = { code: 'stale' };
const NO_SUCH_GAME: LedgerRefusal = { code: 'no-such-game' };

type Change = (current: LoadedGame) => Outcome<TappedLog>;

/** The stored row of entry `index`; only the entries after the first of a tap carry the mark. */
function entryRow(gameId: string, index: number, entry: Entry, sameTap: boolean, at: number): EntryRow {
  return sameTap ? { gameId, index, entry, at, sameTap: true } : { gameId, index, entry, at };
}

export class Ledger {
  readonly db: ScorepadDatabase;
  /** Asked once, when the first game starts, to keep the app's storage (LedgerOptions.storage). */
  readonly storage: Pick<StorageManager, 'persist'> | null;
  /** The clock for timestamps (epoch ms). */
  readonly now: () => number;
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
  /** The journal's side of every write: its record handed over, taken back, counted while out. */
  readonly writes: WriteJournal;

  constructor(options: LedgerOptions = {}) {
    this.db = new ScorepadDatabase(options);
    this.storage = options.storage === undefined ? (globalThis.navigator?.storage ?? null) : options.storage;
    this.now = options.now ?? Date.now;
    this.mirror =
      options.mirror !== undefined ? options.mirror : options.indexedDB ? null : GameMirror.forDatabase(this.db.name);
    this.journal =
      options.journal !== undefined ? options.journal : this.mirror ? Journal.forDatabase(this.db.name) : null;
    this.writes = new WriteJournal(this.journal, this.now);
    // Kept for a later try when this one fails (the database closed meanwhile, say).
    this.journal?.onRotated((name) => void this.writes.releaseWhenCopied(this, [name]).catch(() => undefined));
    // Closed under the app (a full disk, in Chromium): find out at once whether the storage is full.
    this.db.on('close', () => void checkStorageAfterClose());
  }

  /**
   * Games just stored whole (brought back from the second copy) as `full` records of the journal, so
   * the writes that follow them chain on their new seq even before their copies are made again.
   */
  journalStored(games: readonly { readonly row: GameRow; readonly entries: readonly EntryRow[] }[]): Promise<void> {
    return this.writes.stored(games);
  }

  /** Settles once every write handed out so far has finished and the journal has answered for it. */
  settled(): Promise<void> {
    return this.writes.settled();
  }

  /**
   * After every committed write of a game (never inside a transaction): the storage has room, and
   * the game's second copy is brought up to date, off the tap's path (mirror.ts).
   */
  /** @internal */
  committed(game: LoadedGame): void {
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
    return this.writes.track(createStoredGame(this, setup));
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
  /** @internal For the db folder's modules (ledger-delete.ts). */
  async readGame(id: string): Promise<LoadedGame | null> {
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

  /** @internal This connection's replayed game goes (the game was deleted). */
  forget(id: string): void {
    this.replayed.delete(id);
  }

  /** @internal The game as this connection last stored or read it (see `replayed`). */
  remember(game: LoadedGame): void {
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
    return this.writes.track(this.writeNow(id, expectedSeq, change, options, time));
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
        appended = this.writes.append({
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
            this.writes.append({ kind: 'draft', game: id, time: now, draft: null });
          }
        }
        return { ok: true, game: { row, log, state, sameTap } };
      });
    } catch (error) {
      this.committing.delete(id);
      this.writes.takeBack(appended, id);
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
   * Games, the most recently played first: every one, or a page of them (`offset`, `limit`), read
   * through the `updatedAt` index (ledger-list.ts).
   */
  listGames(options: ListOptions = {}): Promise<GameRow[]> {
    return listStoredGames(this.db, options);
  }

  /** How many games there are (of one status); counted in the index, no row is read. */
  countGames(options: Pick<ListOptions, 'status'> = {}): Promise<number> {
    return countStoredGames(this.db, options);
  }

  /**
   * Deletes a game with its entries, its draft and its cached statistics; returns what
   * restoreDeleted needs, or null when there was none (ledger-delete.ts).
   */
  deleteGame(id: string): Promise<DeletedGame | null> {
    return this.writes.track(deleteStoredGame(this, id));
  }

  /**
   * Takes a delete back: the game returns as it was, in its place in the list, with the dice that
   * were being tapped in. Restoring twice keeps the game (and the draft) that is there.
   */
  restoreDeleted(deleted: DeletedGame): Promise<LoadedGame> {
    return this.writes.track(restoreDeletedGame(this, deleted));
  }

  /**
   * Every game's facts (finished and being played; damaged games left out and counted), current,
   * for the statistics (facts-cache.ts).
   */
  gameFacts(): Promise<AllFacts> {
    return readGameFacts(this.db);
  }

  /** One game's facts, or null when there is no such game; a damaged game throws the game layer's CorruptLogError. */
  factsOf(id: string): Promise<GameFacts | null> {
    return readFactsOf(this.db, id);
  }

  /**
   * A finished game's decision review, as `saveReviews` kept it, when it was made by this `version`
   * of the review's code at the game's current seq (and at `seq`, when given: the game as the caller
   * shows it); else null.
   */
  reviewOf(id: string, version: number, seq?: number): Promise<unknown | null> {
    return readReview(this.db, id, version, seq);
  }

  /** Keeps decision reviews of finished games beside their facts, in one write (facts-cache.ts). */
  saveReviews(reviews: readonly KeptReview[]): Promise<void> {
    return keepReviews(this.db, reviews);
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
   * The dice tapped in for a roll not yet complete, kept per game (ledger-drafts.ts). Null removes
   * the draft. The draft is the page's own data; the ledger only keeps it, for a stored game.
   */
  saveDraft(gameId: string, draft: unknown): Promise<void> {
    return this.writes.track(saveDraftRow(this, gameId, draft));
  }

  /**
   * The draft in the journal only (the roll's last die, whose write stores the roll): true once the
   * journal holds it, false where there is no journal or it could not be written. A start finds it
   * there when the roll's write did not commit (recovery.ts).
   */
  keepDraft(gameId: string, draft: unknown): Promise<boolean> {
    return this.writes.track(
      this.writes.append({ kind: 'draft', game: gameId, time: this.now(), draft })?.stored ?? Promise.resolve(false),
    );
  }

  loadDraft(gameId: string): Promise<unknown> {
    return loadDraftRow(this.db, gameId);
  }
}

/**
 * A game for a caller: the ledger's own, frozen, so whatever the UI does with it cannot change what
 * the ledger remembers, and no copy is made per write (a write hands out a game per tap).
 */
function handOut(game: LoadedGame): LoadedGame {
  return deepFreeze(game);
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
