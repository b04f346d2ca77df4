import type { BackupGame } from '../export/backup.js';
import { CorruptLogError, replay } from '../game/index.js';
import { restoreGames } from './backup.js';
import type { StorageError } from './errors.js';
import { toLedgerError } from './errors.js';
import { readJournalFiles } from './journal.js';
import { gameTrails, readJournal, rebuild, writesAfter } from './journal-records.js';
import type { GameTrail, JournalRecord } from './journal-records.js';
import { Ledger } from './ledger.js';
import type { LedgerOptions } from './ledger.js';

/**
 * What a start does before any page reads a game: it finds what the database has lost that the
 * second copy holds (the games' copies, mirror.ts, and the journal of the last writes, journal.ts)
 * and brings it back. Three things can be found:
 * - writes the journal holds and the database never committed (the page stopped between the two):
 *   they are stored now, on the game they followed;
 * - games missing from the database: rebuilt from their copy and the journal's records after it,
 *   and restored (one transaction). Missing games are looked for among the journal's games, and,
 *   when the database is not the one the copies were made of (the browser made a new, empty one),
 *   among every copy. A game the player deleted is never brought back;
 * - dice being tapped in that only the journal has (the roll's last die).
 * When the restore cannot be written (a full disk), the games are offered instead, and the next
 * start tries again. Afterwards the journal files of pages that are gone are removed, once the
 * copies hold what they say (`tidyJournals`). docs/storage-full.md has the reasoning.
 */

/** A game the database had lost and the second copy brought back. */
export interface RecoveredGame {
  readonly id: string;
  readonly players: readonly string[];
  /** Entries in force. */
  readonly entries: number;
}

export interface RecoveryReport {
  /** Games brought back from the second copy. */
  readonly restored: readonly RecoveredGame[];
  /** Writes the journal held and the database had not committed, stored now. */
  readonly completed: number;
  /** Drafts (dice being tapped in) taken from the journal. */
  readonly drafts: number;
  /** Lost games that could not be brought back now (`problem` says why): offered on every page. */
  readonly offered: readonly BackupGame[];
  /** Why the lost games could not be stored (or the database could not be read to compare). */
  readonly problem: StorageError | CorruptLogError | null;
  /** Copies or journal lines that could not be read, and records that did not fit the game. */
  readonly unreadable: number;
}

export const NOTHING_RECOVERED: RecoveryReport = { restored: [], completed: 0, drafts: 0, offered: [], problem: null, unreadable: 0 };

const NO_TRAIL: GameTrail = { states: [], draft: null };

/** Whether a game from the copies replays (restoreGames refuses the whole lot for one that does not). */
function replays(game: BackupGame): boolean {
  try {
    replay(game.setup, game.entries.slice(0, game.head));
    replay(game.setup, game.entries);
    return true;
  } catch (error) {
    if (error instanceof CorruptLogError) return false;
    throw error;
  }
}

const recovered = (game: BackupGame): RecoveredGame => ({ id: game.id, players: [...game.setup.players], entries: game.head });

/** The journal's records of every page, and how many of their lines could not be read. */
async function journalRecords(ledger: Ledger): Promise<{ records: JournalRecord[]; unreadable: number }> {
  const readings = (await readJournalFiles(ledger.name)).map((file) => readJournal(file.text));
  return { records: readings.flatMap((reading) => reading.records), unreadable: readings.reduce((sum, reading) => sum + reading.unreadable, 0) };
}

/** Restores lost games (all or none); the copies are made again under their new seq. */
async function restoreLost(ledger: Ledger, games: readonly BackupGame[]): Promise<readonly RecoveredGame[]> {
  if (games.length === 0) return [];
  await restoreGames(ledger, games);
  ledger.mirror?.copyFromStored(ledger, games.map((game) => game.id));
  return games.map(recovered);
}

/** Drafts the journal has that are newer than the database's (the last die's, which only the journal keeps). */
async function recoverDrafts(ledger: Ledger, trails: ReadonlyMap<string, GameTrail>): Promise<number> {
  const drafts = [...trails.values()].map((trail) => trail.draft).filter((draft) => draft !== null);
  if (drafts.length === 0) return 0;
  const { db } = ledger;
  return db.transaction('rw', db.games, db.settings, async () => {
    const games = await db.games.bulkGet(drafts.map((draft) => draft.game));
    const rows = await db.settings.bulkGet(drafts.map((draft) => `draft:${draft.game}`));
    let taken = 0;
    for (const [index, record] of drafts.entries()) {
      const row = rows[index];
      if (!games[index] || (row?.at ?? 0) >= record.time) continue;
      const key = `draft:${record.game}`;
      if (record.draft === null) {
        if (row) await db.settings.delete(key);
      } else {
        await db.settings.put({ key, value: record.draft, at: record.time });
        taken += 1;
      }
    }
    return taken;
  });
}

/** A game missing from the database, rebuilt from its copy and the journal; null when there is none or it was deleted. */
async function rebuildLost(ledger: Ledger, id: string, trail: GameTrail): Promise<{ game: BackupGame | null; unreadable: number }> {
  const copy = (await ledger.mirror?.copyOf(id)) ?? null;
  const base = copy === 'unreadable' ? null : copy;
  const rebuilt = rebuild(base?.game ?? null, base?.seq ?? null, trail);
  const unreadable = (copy === 'unreadable' ? 1 : 0) + rebuilt.unapplied;
  if (!rebuilt.game) return { game: null, unreadable };
  return replays(rebuilt.game) ? { game: rebuilt.game, unreadable } : { game: null, unreadable: unreadable + 1 };
}

/**
 * A game missing from the database that its second copy holds (not deleted by the player), as the
 * copy and the journal leave it; null when there is none (it was deleted, or never was).
 */
export async function lostGame(ledger: Ledger, id: string): Promise<BackupGame | null> {
  const mirror = ledger.mirror;
  if (!mirror || (await ledger.db.games.get(id)) || (await mirror.copiedIds()).deleted.has(id)) return null;
  const trail = gameTrails((await journalRecords(ledger)).records).get(id) ?? NO_TRAIL;
  return (await rebuildLost(ledger, id, trail)).game;
}

/**
 * Brings back, before any page reads a game, what the database lost and the second copy holds.
 * Never throws: a database that cannot be read at all is left for the pages to report.
 */
export async function recover(ledger: Ledger): Promise<RecoveryReport> {
  const mirror = ledger.mirror;
  if (!mirror || !(await mirror.hasStore())) return NOTHING_RECOVERED;
  let mark: string | undefined;
  let copiesMark: string | null;
  let journal: { records: JournalRecord[]; unreadable: number };
  try {
    [journal, copiesMark, mark] = await Promise.all([journalRecords(ledger), mirror.databaseMark(), ledger.getSetting('copiesOf')]);
  } catch {
    return NOTHING_RECOVERED;
  }
  // The copies were made of another database than this one: it was lost and made anew.
  const lost = copiesMark !== null && mark !== copiesMark;
  const trails = gameTrails(journal.records);
  let unreadable = journal.unreadable;
  let completed = 0;
  const candidates = new Set(trails.keys());
  let copied: Awaited<ReturnType<typeof mirror.copiedIds>> | null = null;
  try {
    if (lost) {
      copied = await mirror.copiedIds();
      for (const id of copied.copies) candidates.add(id);
    }
    const ids = [...candidates];
    const rows = ids.length > 0 ? await ledger.db.games.bulkGet(ids) : [];
    const missing: string[] = [];
    for (const [index, id] of ids.entries()) {
      const row = rows[index];
      if (!row) {
        missing.push(id);
        continue;
      }
      let seq = row.seq;
      for (const record of writesAfter(trails.get(id) ?? NO_TRAIL, row.seq)) {
        const outcome = await ledger.completeWrite(record, seq);
        if (!outcome.ok) {
          unreadable += 1;
          break;
        }
        completed += 1;
        seq += 1;
      }
    }
    if (missing.length > 0) copied ??= await mirror.copiedIds();
    const lostGames: BackupGame[] = [];
    for (const id of missing) {
      if (copied?.deleted.has(id)) continue;
      const found = await rebuildLost(ledger, id, trails.get(id) ?? NO_TRAIL);
      unreadable += found.unreadable;
      if (found.game) lostGames.push(found.game);
    }
    let restored: readonly RecoveredGame[] = [];
    try {
      restored = await restoreLost(ledger, lostGames);
    } catch (error) {
      return { restored: [], completed, drafts: 0, offered: lostGames, problem: toLedgerError(error, 'save'), unreadable };
    }
    const drafts = await recoverDrafts(ledger, trails);
    if (copiesMark === null) {
      const id = mark ?? crypto.randomUUID();
      if (mark === undefined) await ledger.setSetting('copiesOf', id);
      await mirror.setDatabaseMark(id);
    } else if (lost) {
      await ledger.setSetting('copiesOf', copiesMark);
    }
    return { restored, completed, drafts, offered: [], problem: null, unreadable };
  } catch (error) {
    return { restored: [], completed, drafts: 0, offered: [], problem: toLedgerError(error, 'load'), unreadable };
  }
}

/** Lost games brought back at the player's asking (the start could not store them); the copies' mark is the database's again. */
export async function bringBackLost(ledger: Ledger, games: readonly BackupGame[]): Promise<readonly RecoveredGame[]> {
  const restored = await restoreLost(ledger, games);
  const before = ledger.recovery ?? NOTHING_RECOVERED;
  const offered = before.offered.filter((game) => !games.some((back) => back.id === game.id));
  if (offered.length === 0) {
    const mark = await ledger.mirror?.databaseMark();
    if (mark) await ledger.setSetting('copiesOf', mark);
  }
  tell(ledger, { ...before, restored, offered, problem: offered.length > 0 ? before.problem : null });
  return restored;
}

type RecoveryListener = (report: RecoveryReport) => void;
const listeners = new WeakMap<Ledger, Set<RecoveryListener>>();

/** A new report: kept on the ledger and said to those listening. */
function tell(ledger: Ledger, report: RecoveryReport): void {
  ledger.recovery = report;
  for (const listener of listeners.get(ledger) ?? []) listener(report);
}
const rechecks = new WeakMap<Ledger, Promise<RecoveryReport>>();

/** Hears what a later check brings back (`recheck`); returns how to stop. */
export function onRecovery(ledger: Ledger, listener: RecoveryListener): () => void {
  let set = listeners.get(ledger);
  if (!set) listeners.set(ledger, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * While the app runs: when the database is not the one the copies were made of any more (the
 * browser made a new, empty one, as Chromium can after a write met a full disk), what it lost is
 * brought back (or offered) now, as at a start, and said to those listening. One check at a time;
 * nothing is done when the database is the one copied.
 */
export function recheck(ledger: Ledger): Promise<RecoveryReport> {
  const running = rechecks.get(ledger);
  if (running) return running;
  const check = (async () => {
    try {
      const [mark, copiesMark] = await Promise.all([ledger.getSetting('copiesOf'), ledger.mirror?.databaseMark() ?? null]);
      if (copiesMark === null || mark === copiesMark) return NOTHING_RECOVERED;
    } catch {
      return NOTHING_RECOVERED;
    }
    // This page's own writes settle first, so each that failed has taken its record back.
    await ledger.settled();
    const report = await recover(ledger);
    if (report.restored.length > 0 || report.offered.length > 0) tell(ledger, report);
    return report;
  })().finally(() => rechecks.delete(ledger));
  rechecks.set(ledger, check);
  return check;
}

/**
 * Removes the journal files of pages that are gone, once the copies hold the games they name (the
 * copies are made again from the database first). Files that name a game still on offer stay.
 */
export async function tidyJournals(ledger: Ledger, report: RecoveryReport): Promise<void> {
  const { journal, mirror } = ledger;
  if (!journal || !mirror) return;
  const files = await journal.adopt();
  if (files.length === 0) return;
  const offered = new Set(report.offered.map((game) => game.id));
  const ids = new Set(files.flatMap((file) => readJournal(file.text).records.map((record) => record.game)));
  if ([...ids].some((id) => offered.has(id))) return;
  const rows = await ledger.db.games.bulkGet([...ids]);
  mirror.copyFromStored(
    ledger,
    [...ids].filter((_, index) => rows[index] !== undefined),
  );
  await ledger.releaseWhenCopied(files.map((file) => file.name));
}

/** How long after the database was closed under the app it is checked (Dexie opens it again on the next read). */
const RECHECK_AFTER_CLOSE_MS = 500;

/** How long after the start the journal files of pages that are gone are tidied (off the first taps' path). */
const TIDY_AFTER_MS = 2_000;

/**
 * Opens the ledger the way the app does: what the database lost is brought back before it is
 * handed out (`ledger.recovery` says what), and the journals of pages that are gone are tidied a
 * moment later.
 */
export async function startLedger(options: LedgerOptions = {}): Promise<Ledger> {
  const ledger = new Ledger(options);
  const report = await recover(ledger);
  ledger.recovery = report;
  setTimeout(() => void tidyJournals(ledger, report).catch(() => undefined), TIDY_AFTER_MS);
  // The browser closed the database under the app (a full disk): it may open a new, empty one.
  ledger.db.on('close', () => setTimeout(() => void recheck(ledger), RECHECK_AFTER_CLOSE_MS));
  return ledger;
}
