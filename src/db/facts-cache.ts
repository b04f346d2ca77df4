import type { Entry } from '../game/index.js';
import { FACTS_VERSION, gameFacts } from '../stats/index.js';
import type { GameFacts } from '../stats/index.js';
import { readAllEntryRows, readEntryRows } from './log-store.js';
import type { GameRow, ScorepadDatabase, StatsRow } from './schema.js';

/**
 * The `stats` table (version 7): each game's facts as derived at its current seq, so the
 * statistics read a row per game instead of replaying every game. Only a cache: a row counts only
 * while its seq and version are the game's and FACTS_VERSION, and anything else is replayed from
 * the entries (docs/statistics.md). Functions that read run inside the caller's transaction.
 */

/** The facts of a stored game, replayed from its entries in force. A damaged game throws the game layer's CorruptLogError. */
export function deriveFacts(row: GameRow, entries: readonly Entry[]): GameFacts {
  return gameFacts(
    { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt },
    row.setup,
    entries.slice(0, row.head),
  );
}

/** The cached row holds the facts of the game as it stands now. */
export const isCurrent = (cached: StatsRow | undefined, row: GameRow): cached is StatsRow =>
  cached !== undefined && cached.seq === row.seq && cached.version === FACTS_VERSION;

/**
 * The entries of these games, by id. Many games at once (a first read after the upgrade, or after
 * FACTS_VERSION changed) read every chunk in one request; a few read their own chunks.
 */
export async function readLogs(
  db: ScorepadDatabase,
  ids: readonly string[],
  allGames: number,
): Promise<Map<string, Entry[]>> {
  const logs = new Map<string, Entry[]>();
  if (ids.length === 0) return logs;
  if (ids.length * 4 > allGames) {
    const wanted = new Set(ids);
    for (const [id, rows] of await readAllEntryRows(db))
      if (wanted.has(id))
        logs.set(
          id,
          rows.map((row) => row.entry),
        );
    return logs;
  }
  // Issued together, not one after another: IndexedDB answers them in one go.
  const read = await Promise.all(ids.map((id) => readEntryRows(db, id)));
  ids.forEach((id, index) =>
    logs.set(
      id,
      (read[index] ?? []).map((row) => row.entry),
    ),
  );
  return logs;
}

/**
 * Inside a transaction on games and stats: keeps these facts, each derived from its game at
 * `row.seq`, for the games still at that seq (one written or deleted since is left alone). A review
 * made at the same seq is kept with the new facts.
 */
export async function putFacts(
  db: ScorepadDatabase,
  derived: readonly { readonly row: GameRow; readonly facts: GameFacts }[],
): Promise<void> {
  const ids = derived.map(({ row }) => row.id);
  const [rows, cached] = await Promise.all([db.games.bulkGet(ids), db.stats.bulkGet(ids)]);
  const puts: StatsRow[] = [];
  derived.forEach(({ row, facts }, index) => {
    if (rows[index]?.seq !== row.seq) return;
    const kept = cached[index];
    const review = kept?.seq === row.seq ? kept.review : undefined;
    puts.push({ gameId: row.id, seq: row.seq, version: FACTS_VERSION, facts, ...(review ? { review } : {}) });
  });
  if (puts.length > 0) await db.stats.bulkPut(puts);
}
