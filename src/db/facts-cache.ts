import { CorruptLogError } from '../game/index.js';
import type { Entry } from '../game/index.js';
import { FACTS_VERSION, gameFacts } from '../stats/index.js';
import type { GameFacts, ReviewTotals } from '../stats/index.js';
import { toLedgerError } from './errors.js';
import { deepFreeze } from './freeze.js';
import type { AllFacts, KeptReview } from './ledger-types.js';
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

/**
 * Every game's facts (finished and being played; damaged games left out and counted), current:
 * from the cache where its seq and version match, else replayed from the entries. One read
 * transaction takes every game row and every cached row at once, and the entries of the stale
 * games only. Finished games' new facts are cached afterwards, in a write of their own that never
 * delays or fails this read.
 */
export async function readGameFacts(db: ScorepadDatabase): Promise<AllFacts> {
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
    cacheFacts(db, derived);
    return { games, damaged, reviews };
  } catch (error) {
    throw toLedgerError(error, 'load');
  }
}

/** One game's facts, or null when there is no such game; a damaged game throws the game layer's CorruptLogError. */
export async function readFactsOf(db: ScorepadDatabase, id: string): Promise<GameFacts | null> {
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
  if (read?.derived && read.facts.finished) cacheFacts(db, [read]);
  return read?.facts ?? null;
}

/**
 * Keeps facts just derived, off the read's path: a failure (a full disk) only means they are
 * derived again next time. Frozen first, so nothing done with them before the write lands
 * changes what is cached.
 */
function cacheFacts(db: ScorepadDatabase, derived: readonly { row: GameRow; facts: GameFacts }[]): void {
  if (derived.length === 0) return;
  for (const { facts } of derived) deepFreeze(facts);
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
export async function readReview(
  db: ScorepadDatabase,
  id: string,
  version: number,
  seq?: number,
): Promise<unknown | null> {
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
export async function keepReviews(db: ScorepadDatabase, reviews: readonly KeptReview[]): Promise<void> {
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
