import type { BackupGame } from '../export/backup.js';
import { CorruptLogError, replay } from '../game/index.js';
import { restoreGames } from './backup.js';
import type { StorageError } from './errors.js';
import { toLedgerError } from './errors.js';
import { readJournalFiles } from './journal.js';
import { releaseCovered } from './journal-files.js';
import { gameTrails, readJournal, rebuild, writesAfter } from './journal-records.js';
import type { GameTrail, JournalRecord } from './journal-records.js';
import { readEntryRows } from './log-store.js';
import { Ledger } from './ledger.js';
import type { LedgerOptions } from './ledger-types.js';

/**
 * What a start does before any page reads a game: it finds what the database has lost that the
 * second copy holds (the games' copies, mirror.ts, and the journal of the last writes, journal.ts)
 * and brings it back. Three things can be found:
 * - writes the journal holds and the database never committed (the page stopped between the two):
 *   they are stored now, on the game they followed;
 * - games missing from the database: rebuilt from their copy and the journal's records after it,
 *   and restored (one transaction). Missing games are looked for among the journal's games, and,
 *   when the database is not the one the copies were made of (the browser made a new, empty one),
 *   among every copy. A game the player deleted (its mark in the copies) is never brought back;
 * - dice being tapped in that only the journal has (the roll's last die).
 * When the restore cannot be written (a full disk), the games are offered instead, and the next
 * start tries again. Afterwards the journal files of pages that are gone are removed once nothing in
 * them is needed (journal-files.ts). docs/storage-full.md has the reasoning.
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
  /** Why the lost games could not be stored, or what else of the start failed. */
  readonly problem: StorageError | CorruptLogError | null;
  /** Copies, journal files or lines that could not be read, and records that did not fit their game. */
  readonly unreadable: number;
}

export const NOTHING_RECOVERED: RecoveryReport = {
  restored: [],
  completed: 0,
  drafts: 0,
  offered: [],
  problem: null,
  unreadable: 0,
};

const NO_TRAIL: GameTrail = { states: [], draft: null };

/** Games restored at once whose restore is also a record of the journal (a backup of thousands is its own copy). */
const JOURNALED_RESTORES = 50;

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

const recovered = (game: BackupGame): RecoveredGame => ({
  id: game.id,
  players: [...game.setup.players],
  entries: game.head,
});

/** The journal's records of every page, and how many files or lines could not be read. */
async function journalRecords(ledger: Ledger): Promise<{ records: JournalRecord[]; unreadable: number }> {
  const { files, unreadable } = await readJournalFiles(ledger.name);
  const readings = files.map((file) => readJournal(file.text));
  return {
    records: readings.flatMap((reading) => reading.records),
    unreadable: readings.reduce((sum, reading) => sum + reading.unreadable, unreadable),
  };
}

/**
 * Restores lost games (all or none). Those this call stored (not another tab's start at the same
 * moment) are also records of the journal at their new seq, so the writes that follow chain on it
 * before their copies are made again, which is asked for at once.
 */
async function restoreLost(ledger: Ledger, games: readonly BackupGame[]): Promise<readonly RecoveredGame[]> {
  if (games.length === 0) return [];
  const seq = Date.now();
  await restoreGames(ledger, games, {}, seq);
  const ids = games.map((game) => game.id);
  const { db } = ledger;
  const stored = await db.transaction('r', db.games, db.logChunks, async () => {
    const rows = (await db.games.bulkGet(ids)).filter((row) => row?.seq === seq);
    return Promise.all(
      rows.map(async (row) => ({
        row: row as NonNullable<typeof row>,
        entries: await readEntryRows(db, (row as NonNullable<typeof row>).id),
      })),
    );
  });
  if (stored.length <= JOURNALED_RESTORES) await ledger.journalStored(stored);
  ledger.mirror?.copyFromStored(ledger, ids);
  const restored = new Set(stored.map(({ row }) => row.id));
  return games.filter((game) => restored.has(game.id)).map(recovered);
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
async function rebuildLost(
  ledger: Ledger,
  id: string,
  trail: GameTrail,
): Promise<{ game: BackupGame | null; unreadable: number }> {
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
 * Never throws: a database that cannot be read at all is left for the pages to report; what was
 * done before a later step failed is reported with that step's failure.
 */
export async function recover(ledger: Ledger): Promise<RecoveryReport> {
  const mirror = ledger.mirror;
  if (!mirror || !(await mirror.hasStore())) return NOTHING_RECOVERED;
  let mark: string | undefined;
  let copiesMark: string | null;
  let journal: { records: JournalRecord[]; unreadable: number };
  try {
    [journal, copiesMark, mark] = await Promise.all([
      journalRecords(ledger),
      mirror.databaseMark(),
      ledger.getSetting('copiesOf'),
    ]);
  } catch {
    return NOTHING_RECOVERED;
  }
  // The copies were made of another database than this one: it was lost and made anew.
  const lost = copiesMark !== null && mark !== copiesMark;
  const trails = gameTrails(journal.records);
  let report: RecoveryReport = { ...NOTHING_RECOVERED, unreadable: journal.unreadable };
  let lostGames: BackupGame[] = [];
  try {
    const candidates = new Set(trails.keys());
    // The copies' names are listed only when needed: thousands of games make it slow.
    let copied = lost ? await mirror.copiedIds() : null;
    if (lost) for (const id of copied?.copies ?? []) candidates.add(id);
    const ids = [...candidates];
    const rows = ids.length > 0 ? await ledger.db.games.bulkGet(ids) : [];
    if (rows.some((row) => !row)) copied ??= await mirror.copiedIds();
    let { completed, unreadable } = report;
    for (const [index, id] of ids.entries()) {
      const row = rows[index];
      if (row) {
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
      } else if (!copied?.deleted.has(id)) {
        const found = await rebuildLost(ledger, id, trails.get(id) ?? NO_TRAIL);
        unreadable += found.unreadable;
        if (found.game) lostGames.push(found.game);
      }
    }
    report = { ...report, completed, unreadable };
    try {
      report = { ...report, restored: await restoreLost(ledger, lostGames) };
      lostGames = [];
    } catch (error) {
      return { ...report, offered: lostGames, problem: toLedgerError(error, 'save') };
    }
    report = { ...report, drafts: await recoverDrafts(ledger, trails) };
    if (copiesMark === null) {
      const id = mark ?? crypto.randomUUID();
      if (mark === undefined) await ledger.setSetting('copiesOf', id);
      await mirror.setDatabaseMark(id);
    } else if (lost) {
      await ledger.setSetting('copiesOf', copiesMark);
    }
    return report;
  } catch (error) {
    return { ...report, offered: lostGames, problem: toLedgerError(error, 'save') };
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
const rechecks = new WeakMap<Ledger, Promise<RecoveryReport>>();

/** A new report: kept on the ledger and said to those listening. */
function tell(ledger: Ledger, report: RecoveryReport): void {
  ledger.recovery = report;
  for (const listener of listeners.get(ledger) ?? []) listener(report);
}

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
      const [mark, copiesMark] = await Promise.all([
        ledger.getSetting('copiesOf'),
        ledger.mirror?.databaseMark() ?? null,
      ]);
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
 * Takes over the journal files of pages that are gone and removes those nothing is needed of any
 * more (journal-files.ts: the games they name are stored with a copy as new, or deleted). A file
 * naming a game the start could not bring back stays for the next start.
 */
export async function tidyJournals(ledger: Ledger): Promise<void> {
  const journal = ledger.journal;
  if (!journal) return;
  const files = await journal.adopt();
  if (files.length > 0)
    await releaseCovered(
      ledger,
      files.map((file) => file.name),
    );
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
  ledger.recovery = await recover(ledger);
  setTimeout(() => void tidyJournals(ledger).catch(() => undefined), TIDY_AFTER_MS);
  // The browser closed the database under the app (a full disk): it may open a new, empty one.
  ledger.db.on('close', () => setTimeout(() => void recheck(ledger), RECHECK_AFTER_CLOSE_MS));
  return ledger;
}
