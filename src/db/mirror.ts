import type { BackupGame, StoredGameRecord } from '../export/backup.js';
import type { Entry } from '../game/index.js';
import { toLedgerError } from './errors.js';
import { readEntryRows } from './log-store.js';
import type { GameRow } from './schema.js';
import { copyFile, defaultCopyStore, gameOfCopy, readCopy, removals } from './copy-store.js';
import type { CopyStore, GameCopy } from './copy-store.js';

export { cacheCopyStore, defaultCopyStore, opfsCopyStore, removeCopies } from './copy-store.js';
export type { CopyStore, GameCopy } from './copy-store.js';
import type { Ledger } from './ledger.js';
import type { LoadedGame } from './ledger-types.js';

/**
 * The second copy of every game, outside IndexedDB: one file per game, in the backup format of
 * src/export/backup.ts (a backup holding that one game), in the Origin Private File System, or in
 * Cache Storage where the browser has no writable OPFS. A full disk can make Chromium lose the
 * whole IndexedDB database (the LevelDB files are recreated "since it was missing"); the copy lives
 * in other files, so the games can be brought back (recovery.ts, and `check` for the games page). Why OPFS, and what
 * the copy does not protect against: docs/storage-full.md.
 *
 * Writes are off the tap's path: the ledger hands over each committed game (`committed`), which
 * only remembers it; a timer writes the latest of each game a moment later, so a burst of taps
 * costs one file write. Failures are swallowed (the game is in IndexedDB), but counted in `status`
 * and reported once on the console, so they are not lost silently.
 */

const COPY = '.json';
/** How many games' copies the mirror keeps in memory (the game on screen, and a few more). */
const COPIES_KEPT = 4;
/**
 * The newest `updatedAt` of a game this page had copied when nothing was left to copy: a game
 * stored later than that may have a stale copy (the page closed within the moment a copy waits),
 * so `check` copies it again.
 */
const COPIED_UNTIL = 'copied-until';
/**
 * The mark of a deleted game. It stays after the copy has gone (once the Undo window has passed): a
 * journal file may still name the game, and a start must not take it for a game the database lost.
 * It goes when the game is stored again (an Undo of the delete, a backup restored). A few dozen
 * bytes a game.
 */
const DELETED = '.deleted';
/**
 * The id of the database these are copies of, also kept in the database (`Ledger.recover`): a
 * database whose id differs, or that has none, is not the one copied (the browser made a new one).
 */
const DATABASE_MARK = 'database';

/** What the copies have that the database has not. */
export interface MissingGames {
  /** Games with a copy and no row in the database, checked by `readBackup` (each replays). */
  readonly games: readonly BackupGame[];
  /** Copies that could not be read (a damaged file): left as they are. */
  readonly unreadable: number;
}

export interface MirrorStatus {
  /** Copies written since the page opened. */
  readonly written: number;
  /** Writes or removals that failed. */
  readonly failures: number;
  /** The last failure, as the browser reported it. */
  readonly lastError: unknown;
}

export interface MirrorOptions {
  /** How long after a write the copy is written (ms): taps in between cost one write. */
  readonly delay?: number;
  /** How long a deleted game's copy is kept, so an Undo of the delete finds it (ms). */
  readonly deleteGrace?: number;
  readonly now?: () => number;
}

/** What a copy knows of a game's entries: the entries, their taps and when each was entered. */
type Timed = Pick<BackupGame, 'entries' | 'enteredAt' | 'sameTap'>;

/**
 * The times of a committed game's entries, from the game as it stood before that write: the ledger
 * rewrites every entry from the first that changed (or changed tap) with the write's time, which
 * is the row's `updatedAt`, and keeps the others'.
 */
function entryTimes(game: LoadedGame, before: Timed | undefined): (number | null)[] {
  const { entries } = game.log;
  const times: (number | null)[] = [];
  let same = before !== undefined;
  for (let index = 0; index < entries.length; index++) {
    if (same && before) {
      const was = before.entries[index];
      same =
        index < before.entries.length &&
        (before.sameTap?.[index] ?? false) === (game.sameTap[index] ?? false) &&
        (was === entries[index] || JSON.stringify(was) === JSON.stringify(entries[index]));
    }
    times.push(same && before ? (before.enteredAt[index] ?? null) : game.row.updatedAt);
  }
  return times;
}

/** A committed game as a backup record, with the times of its entries. */
function recordOf(game: LoadedGame, times: readonly (number | null)[]): StoredGameRecord & { readonly row: GameRow } {
  return {
    row: game.row,
    entries: game.log.entries.map((entry: Entry, index) => ({
      entry,
      at: times[index] ?? null,
      ...(game.sameTap[index] === true ? { sameTap: true as const } : {}),
    })),
  };
}

/** A stored game with the times of its entries, read in one transaction; null when it is gone. */
async function readStored(ledger: Ledger, id: string): Promise<(StoredGameRecord & { readonly row: GameRow }) | null> {
  const { db } = ledger;
  return db.transaction('r', db.games, db.logChunks, async () => {
    const row = await db.games.get(id);
    if (!row) return null;
    const entries = await readEntryRows(db, id);
    return { row, entries };
  });
}

/** The ids of the stored games (keys only: nothing is replayed). */
async function storedIds(ledger: Ledger): Promise<string[]> {
  try {
    return await ledger.db.games.toCollection().primaryKeys();
  } catch (error) {
    throw toLedgerError(error, 'load');
  }
}

/** The ids of the games stored after `time` (by the updatedAt index). */
async function storedSince(ledger: Ledger, time: number): Promise<string[]> {
  try {
    return await ledger.db.games.where('updatedAt').above(time).primaryKeys();
  } catch (error) {
    throw toLedgerError(error, 'load');
  }
}

export class GameMirror {
  private readonly store: Promise<(CopyStore & { live(): boolean }) | null>;
  private readonly delay: number;
  private readonly deleteGrace: number;
  private readonly now: () => number;
  /** Committed games not yet copied, by id, in the order written: only the latest is written, the others tell the entries' times. */
  private readonly pending = new Map<string, LoadedGame[]>();
  /** Stored games found without a copy by `check`, copied from the database in the background. */
  private readonly uncopied = new Set<string>();
  /** What the copies of the games played lately hold (COPIES_KEPT at most), to time their next writes. */
  private readonly copied = new Map<string, BackupGame>();
  /** Games whose copy carries the deleted mark. */
  private readonly marked = new Set<string>();
  /** `marked` holds every mark in the store (the names were listed), not only this page's. */
  private marksKnown = false;
  /** Deleted games whose copy goes when the Undo window has passed. */
  private readonly deleting = new Map<string, ReturnType<typeof setTimeout>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Every file operation, one after another, so a removal never overtakes a write. */
  private work: Promise<void> = Promise.resolve();
  private ledger: Ledger | null = null;
  private counts = { written: 0, failures: 0, lastError: undefined as unknown };
  /** The newest `updatedAt` copied by this page, and whether the marker file is behind it. */
  private copiedUntil = 0;
  private markerBehind = false;
  private warned = false;

  constructor(store: Promise<CopyStore | null> | CopyStore | null, options: MirrorOptions = {}) {
    this.store = Promise.resolve(store).then((resolved) => {
      const name = resolved?.databaseName;
      const removed = name === undefined ? 0 : (removals.get(name) ?? 0);
      // Copies of a database deleted since (deleteLedger) are not written again.
      return resolved && { ...resolved, live: () => name === undefined || (removals.get(name) ?? 0) === removed };
    });
    this.delay = options.delay ?? 300;
    // A page being closed or hidden (the phone locked, the app switched) writes its copies now.
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') void this.flushed();
      });
    }
    this.deleteGrace = options.deleteGrace ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The copies of a database's games, in this browser's store. */
  static forDatabase(databaseName: string, options?: MirrorOptions): GameMirror {
    return new GameMirror(defaultCopyStore(databaseName), options);
  }

  /** Which store keeps the copies ('opfs', 'cache'), or null when the browser has neither. */
  async kind(): Promise<CopyStore['kind'] | null> {
    return (await this.store)?.kind ?? null;
  }

  get status(): MirrorStatus {
    return { ...this.counts };
  }

  /** After a write committed: the game's copy is brought up to date shortly. Never throws. */
  committed(ledger: Ledger, game: LoadedGame): void {
    this.ledger = ledger;
    const id = game.row.id;
    const grace = this.deleting.get(id);
    if (grace !== undefined) {
      // The delete was taken back: the copy stays, the mark goes when the copy is written.
      clearTimeout(grace);
      this.deleting.delete(id);
    }
    const commits = this.pending.get(id);
    if (commits) commits.push(game);
    else this.pending.set(id, [game]);
    this.schedule();
  }

  /**
   * After a delete committed: the copy is marked deleted at once (so a start after a crash does not
   * offer it back) and removed when the Undo window has passed; the mark stays. An Undo
   * (`committed`) keeps the copy and takes the mark away.
   */
  deleted(id: string): void {
    this.pending.delete(id);
    this.uncopied.delete(id);
    clearTimeout(this.deleting.get(id));
    this.marked.add(id);
    this.enqueue(async (store) => store.write(`${id}${DELETED}`, JSON.stringify({ deletedAt: this.now() })));
    this.deleting.set(
      id,
      setTimeout(() => {
        this.deleting.delete(id);
        this.copied.delete(id);
        this.enqueue((store) => store.remove(`${id}${COPY}`));
      }, this.deleteGrace),
    );
  }

  /** Resolves once every copy handed over so far is written (or has failed). */
  async flushed(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writePending();
    await this.work;
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.writePending();
    }, this.delay);
  }

  private enqueue(operation: (store: CopyStore) => Promise<void>): Promise<void> {
    const run = async () => {
      const store = await this.store;
      if (!store || !store.live()) return;
      try {
        await operation(store);
      } catch (error) {
        this.failed(error);
      }
    };
    this.work = this.work.then(run, run);
    return this.work;
  }

  private failed(error: unknown): void {
    this.counts.failures += 1;
    this.counts.lastError = error;
    if (!this.warned) {
      this.warned = true;
      console.warn('Zilch Scorepad could not write the second copy of a game (the game itself is saved):', error);
    }
  }

  private writePending(): Promise<void> {
    const games = [...this.pending.values()];
    this.pending.clear();
    for (const commits of games) this.enqueue((store) => this.writeCopy(store, commits));
    if (this.uncopied.size > 0) this.enqueue((store) => this.copyFromDatabase(store));
    this.enqueue(async (store) => {
      if (!this.markerBehind || this.pending.size > 0 || this.uncopied.size > 0) return;
      this.markerBehind = false;
      await store.write(COPIED_UNTIL, String(this.copiedUntil));
    });
    return this.work;
  }

  /** Writes the copy of a game from the writes committed since its last copy, oldest first. */
  private async writeCopy(store: CopyStore, commits: readonly LoadedGame[]): Promise<void> {
    const game = commits[commits.length - 1];
    if (!game) return;
    const id = game.row.id;
    let before: Timed | undefined = this.copied.get(id) ?? gameOfCopy(await store.read(`${id}${COPY}`)) ?? undefined;
    let record: (StoredGameRecord & { readonly row: GameRow }) | null = null;
    if (!before && commits[0]?.log.entries.length !== 0) {
      // No copy yet of a game that has entries (it predates the copies): the database has their
      // times; if it cannot be read, the times of this visit's writes stand in.
      record = await this.readDatabase(id).catch(() => null);
    }
    if (!record) {
      let times: (number | null)[] = [];
      for (const commit of commits) {
        times = entryTimes(commit, before);
        before = { entries: commit.log.entries, enteredAt: times, sameTap: commit.sameTap };
      }
      record = recordOf(game, times);
    }
    const { copy, text } = copyFile(record, this.now());
    if (!copy) return; // a log that does not replay: the last good copy stays
    await store.write(`${id}${COPY}`, text);
    this.copied.delete(id);
    this.copied.set(id, copy);
    for (const old of this.copied.keys()) {
      if (this.copied.size <= COPIES_KEPT) break;
      this.copied.delete(old);
    }
    this.noteCopied(copy.updatedAt);
    await this.unmark(store, id);
  }

  /** A game stored again (Undo of its delete, restored from a backup or the copies) is not deleted any more. */
  private async unmark(store: CopyStore, id: string): Promise<void> {
    if (this.deleting.has(id) || (this.marksKnown && !this.marked.has(id))) return;
    await store.remove(`${id}${DELETED}`);
    this.marked.delete(id);
  }

  /** Marks a game deleted (the journal named its delete; the mark was not written before the page stopped). */
  async markDeleted(id: string): Promise<void> {
    this.marked.add(id);
    await this.enqueue((store) => store.write(`${id}${DELETED}`, JSON.stringify({ deletedAt: this.now() })));
  }

  private noteCopied(updatedAt: number): void {
    this.counts.written += 1;
    if (updatedAt > this.copiedUntil) {
      this.copiedUntil = updatedAt;
      this.markerBehind = true;
    }
  }

  /** A stored game from the database, unless it is closed (it is never opened again for a copy). */
  private async readDatabase(id: string): Promise<(StoredGameRecord & { readonly row: GameRow }) | null> {
    const ledger = this.ledger;
    if (!ledger || !ledger.db.isOpen()) return null;
    return readStored(ledger, id);
  }

  /** Copies, one at a time, the stored games `check` found without a copy (older games, restored ones). */
  private async copyFromDatabase(store: CopyStore): Promise<void> {
    const ledger = this.ledger;
    for (const id of [...this.uncopied]) {
      this.uncopied.delete(id);
      if (!ledger || this.pending.has(id)) continue;
      const game = await this.readDatabase(id);
      if (!game) continue;
      const { copy, text } = copyFile(game, this.now());
      if (!copy) continue;
      await store.write(`${id}${COPY}`, text);
      this.copied.delete(id); // read again from the file if this game is played
      this.noteCopied(copy.updatedAt);
      await this.unmark(store, id);
      await new Promise((resolve) => setTimeout(resolve, 0)); // let taps through between copies
    }
  }

  /** Copies these stored games from the database soon (`flushed` waits for them): the journal's files go once they are copied. */
  copyFromStored(ledger: Ledger, ids: Iterable<string>): void {
    this.ledger = ledger;
    for (const id of ids) if (!this.pending.has(id)) this.uncopied.add(id);
    if (this.uncopied.size > 0) this.schedule();
  }

  /** The id of the database the copies are of (see DATABASE_MARK), or null when none is kept. */
  async databaseMark(): Promise<string | null> {
    const store = await this.store;
    if (!store) return null;
    const text = await store.read(DATABASE_MARK);
    try {
      const id = text === null ? null : (JSON.parse(text) as { id?: unknown }).id;
      return typeof id === 'string' && id.length > 0 ? id : null;
    } catch {
      return null;
    }
  }

  async setDatabaseMark(id: string): Promise<void> {
    await this.enqueue((store) => store.write(DATABASE_MARK, JSON.stringify({ id })));
  }

  /** Whether a store for copies is there (OPFS or Cache Storage). */
  async hasStore(): Promise<boolean> {
    return (await this.store) !== null;
  }

  /** The ids of the games with a copy, and of those marked deleted. */
  async copiedIds(): Promise<{ readonly copies: readonly string[]; readonly deleted: ReadonlySet<string> }> {
    const store = await this.store;
    if (!store) return { copies: [], deleted: new Set() };
    const names = await store.names();
    const ids = (suffix: string) =>
      names.filter((name) => name.endsWith(suffix)).map((name) => name.slice(0, -suffix.length));
    const deleted = new Set(ids(DELETED));
    for (const id of deleted) this.marked.add(id);
    this.marksKnown = true;
    return { copies: ids(COPY), deleted };
  }

  /** One game's copy with its seq; null when there is none, 'unreadable' when its file cannot be read. */
  async copyOf(id: string): Promise<GameCopy | null | 'unreadable'> {
    const store = await this.store;
    if (!store) return null;
    const text = await store.read(`${id}${COPY}`).catch(() => '');
    if (text === null) return null;
    const copy = readCopy(text);
    return copy && copy.game.id === id ? copy : 'unreadable';
  }

  /**
   * On start: the games whose copy is here and whose row is not in the database (the database was
   * lost, or emptied), to offer them back. Deleted games are not among them: their copies go now.
   * Stored games without a copy get one in the background.
   */
  async check(ledger: Ledger): Promise<MissingGames> {
    this.ledger = ledger;
    const store = await this.store;
    if (!store) return { games: [], unreadable: 0 };
    const stored = new Set(await storedIds(ledger));
    const names = await store.names();
    const deleted = new Set(
      names.filter((name) => name.endsWith(DELETED)).map((name) => name.slice(0, -DELETED.length)),
    );
    for (const id of deleted) this.marked.add(id);
    this.marksKnown = true;
    const games: BackupGame[] = [];
    let unreadable = 0;
    for (const name of names) {
      if (!name.endsWith(COPY)) continue;
      const id = name.slice(0, -COPY.length);
      if (stored.has(id) || this.pending.has(id)) continue;
      if (deleted.has(id)) {
        // A delete from an earlier visit is final (its mark stays); one of this page waits for its Undo window.
        if (!this.deleting.has(id)) void this.enqueue((s) => s.remove(name));
        continue;
      }
      const game = gameOfCopy(await store.read(name).catch(() => null));
      if (game && game.id === id) games.push(game);
      else unreadable += 1;
    }
    const copies = new Set(names.filter((name) => name.endsWith(COPY)).map((name) => name.slice(0, -COPY.length)));
    for (const id of stored) if (!copies.has(id)) this.uncopied.add(id);
    // Games stored after the last complete round of copies may have a copy one write behind.
    const until = Number((await store.read(COPIED_UNTIL).catch(() => null)) ?? 0) || 0;
    for (const id of await storedSince(ledger, Math.max(until, 0))) if (!this.pending.has(id)) this.uncopied.add(id);
    if (this.uncopied.size > 0) this.schedule();
    return { games, unreadable };
  }

  /** Every copy, for a backup made when the database cannot be read (`check` finds only the missing ones). */
  async allCopies(): Promise<BackupGame[]> {
    const store = await this.store;
    if (!store) return [];
    const games: BackupGame[] = [];
    const names = await store.names();
    for (const name of names) {
      if (!name.endsWith(COPY)) continue;
      const id = name.slice(0, -COPY.length);
      if (names.includes(`${id}${DELETED}`)) continue;
      const game = gameOfCopy(await store.read(name).catch(() => null));
      if (game) games.push(game);
    }
    return games;
  }
}
