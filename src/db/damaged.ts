import { activeEntries, CorruptLogError, replay } from '../game/index.js';
import type { GameLog, GameState, Refusal } from '../game/index.js';
import { toLedgerError } from './errors.js';
import { putEntryRows, readEntryRows } from './log-store.js';
import type { Ledger } from './ledger.js';
import type { DeletedGame, LoadedGame } from './ledger-types.js';
import type { DamagedRow, GameRow } from './schema.js';

/**
 * Damaged records, read-only: records that could not become games (kept in `damaged` since
 * version 4), and games whose stored log does not replay, shown as they stood before the damage.
 * Nothing here ever writes to a game.
 */

/** Every record set aside as damaged, the most recently played first (by the record's own date, when it has one). */
export async function listDamaged(ledger: Ledger): Promise<DamagedRow[]> {
  try {
    const rows = await ledger.db.damaged.toArray();
    return rows.sort((a, b) => playedAt(b) - playedAt(a) || a.id.localeCompare(b.id));
  } catch (error) {
    throw toLedgerError(error, 'load');
  }
}

function playedAt(row: DamagedRow): number {
  const record = row.record as { updatedAt?: unknown } | null;
  const at = typeof record === 'object' && record !== null ? record.updatedAt : undefined;
  return typeof at === 'number' && Number.isFinite(at) ? at : 0;
}

/** Deletes a damaged record; returns it (for Undo), or null when it was not there. */
export async function deleteDamaged(ledger: Ledger, id: string): Promise<DamagedRow | null> {
  const { db } = ledger;
  try {
    return await db.transaction('rw', db.damaged, async () => {
      const row = await db.damaged.get(id);
      if (row) await db.damaged.delete(id);
      return row ?? null;
    });
  } catch (error) {
    throw toLedgerError(error, 'save');
  }
}

/** Takes a delete back; a record with that id already there is kept. */
export async function restoreDamaged(ledger: Ledger, row: DamagedRow): Promise<void> {
  const { db } = ledger;
  try {
    await db.transaction('rw', db.damaged, async () => {
      if (!(await db.damaged.get(row.id))) await db.damaged.add(row);
    });
  } catch (error) {
    throw toLedgerError(error, 'save');
  }
}

/**
 * A game whose stored log does not replay: what can be shown of it, read-only. `state` is the game
 * just before the damaged entry, or null when even its setup cannot be played (rules that no
 * longer validate): then there is nothing to show but why.
 */
export interface DamagedGame {
  readonly row: GameRow;
  readonly log: GameLog;
  readonly state: GameState | null;
  /** The first entry of the log (0-based) that does not replay. */
  readonly entryIndex: number;
  /** Why, as the game layer refused the entry (or the setup, `bad-setup`); the UI words it. */
  readonly refusal: Refusal;
}

/** A game as a page opens it: playable, damaged (read-only), or null when there is none. */
export type GameView =
  | { readonly playable: LoadedGame; readonly damaged?: never }
  | { readonly damaged: DamagedGame; readonly playable?: never }
  | null;

/**
 * Opens a game for a page: the ledger's game, or, when its log does not replay, the damaged game
 * as far as it goes, so the page shows it read-only instead of failing. Reads only through Dexie,
 * so it can run inside `observe`.
 */
export async function viewGame(ledger: Ledger, id: string): Promise<GameView> {
  let playable: LoadedGame | null;
  try {
    playable = await ledger.loadGame(id);
  } catch (error) {
    if (!(error instanceof CorruptLogError)) throw error;
    return readDamagedGame(ledger, id, error);
  }
  return playable ? { playable } : null;
}

/** A damaged game's stored record, as a file can hold it: the row and its whole log, redo stack included. */
export function damagedGameRecord(game: DamagedGame): Record<string, unknown> {
  const { row, log } = game;
  return {
    id: row.id,
    setup: row.setup,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    head: row.head,
    entries: log.entries,
    problem: row.summary.problem ?? { entryIndex: game.entryIndex, refusal: game.refusal },
  };
}

async function readDamagedGame(ledger: Ledger, id: string, error: CorruptLogError): Promise<GameView> {
  const { db } = ledger;
  let stored: { row: GameRow; log: GameLog } | null;
  try {
    stored = await db.transaction('r', db.games, db.logChunks, async () => {
      const row = await db.games.get(id);
      if (!row) return null;
      const entryRows = await readEntryRows(db, id);
      return { row, log: { setup: row.setup, entries: entryRows.map((entryRow) => entryRow.entry), head: row.head } };
    });
  } catch (readError) {
    throw toLedgerError(readError, 'load');
  }
  if (!stored) return null;
  const { row, log } = stored;
  let state: GameState | null;
  try {
    state = replay(log.setup, activeEntries(log).slice(0, error.entryIndex));
  } catch {
    state = null; // the setup itself does not replay
  }
  return { damaged: { row, log, state, entryIndex: error.entryIndex, refusal: error.refusal } };
}

/**
 * Takes a game's delete back (`Ledger.restoreDeleted`), a damaged one too: a game that was stored
 * with a log that does not replay comes back as it was, still damaged and read-only. Any other
 * snapshot that does not replay is refused, as by the ledger.
 */
export async function restoreDeletedGame(ledger: Ledger, deleted: DeletedGame): Promise<void> {
  try {
    await ledger.restoreDeleted(deleted);
    return;
  } catch (error) {
    if (!(error instanceof CorruptLogError) || !deleted.row.summary.problem) throw error;
  }
  const { db } = ledger;
  const id = deleted.row.id;
  try {
    await db.transaction('rw', db.games, db.logChunks, async () => {
      if (await db.games.get(id)) return;
      await putEntryRows(
        db,
        id,
        [...deleted.entries].sort((a, b) => a.index - b.index).map((entryRow) => ({ ...entryRow, gameId: id })),
      );
      // A write, like the ledger's restore: a tab still holding the game from before must reload it.
      await db.games.put({ ...deleted.row, seq: deleted.row.seq + 1 });
    });
  } catch (error) {
    throw toLedgerError(error, 'save');
  }
}
