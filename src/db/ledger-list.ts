import Dexie from 'dexie';
import { toLedgerError } from './errors.js';
import type { ListOptions } from './ledger-types.js';
import type { GameRow, ScorepadDatabase } from './schema.js';

/**
 * Games, the most recently played first: every one, or a page of them (`offset`, `limit`). A page
 * reads only its own rows through the `updatedAt` index, so the first screen of a phone holding
 * 10,000 games reads 20 rows, not 10,000.
 */
export async function listStoredGames(db: ScorepadDatabase, options: ListOptions): Promise<GameRow[]> {
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
export async function countStoredGames(db: ScorepadDatabase, options: Pick<ListOptions, 'status'>): Promise<number> {
  const { status } = options;
  try {
    return status
      ? await db.games.where('[status+updatedAt]').between([status, Dexie.minKey], [status, Dexie.maxKey]).count()
      : await db.games.count();
  } catch (error) {
    throw toLedgerError(error, 'load');
  }
}
