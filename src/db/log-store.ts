import Dexie from 'dexie';
import type { Entry } from '../game/index.js';
import type { EntryRow, ScorepadDatabase } from './schema.js';

/**
 * Where a game's log lives: runs of LOG_CHUNK consecutive entries, one `logChunks` row each. Every
 * read and write of entries goes through here, so the rest of src/db sees one row per entry
 * (`EntryRow`) and never the layout. Why chunks: IndexedDB's cost is per record, and a row per
 * entry made a restore of 10,000 games write 120,000 records (see docs/log-chunks.md).
 *
 * Every function runs inside the caller's transaction, which must include `db.logChunks`.
 */

/** Entries a chunk holds. Appending rewrites one chunk, so it stays small; 64 makes a typical game 2–4 rows. */
export const LOG_CHUNK = 64;

/** A run of a game's log: entry `chunk * LOG_CHUNK + slot` is `entries[slot]`, entered at `at[slot]`. */
export interface ChunkRow {
  readonly gameId: string;
  readonly chunk: number;
  readonly entries: readonly Entry[];
  /** When each entry was entered (epoch ms); null where that was not recorded (version 1). */
  readonly at: readonly (number | null)[];
  /** Per slot: written by the same tap as the entry before it (`EntryRow.sameTap`). Left out when none is. */
  readonly sameTap?: readonly boolean[];
}

/** The rows of one chunk, in index order; a chunk may have holes (a log stored with a gap keeps it). */
function rowsOf(chunk: ChunkRow, into: EntryRow[]): void {
  const base = chunk.chunk * LOG_CHUNK;
  const { entries, at, sameTap } = chunk;
  for (let slot = 0; slot < entries.length; slot++) {
    if (!(slot in entries)) continue;
    const index = base + slot;
    const entry = entries[slot] as Entry;
    const when = at[slot] ?? null;
    into.push(
      sameTap?.[slot] === true
        ? { gameId: chunk.gameId, index, entry, at: when, sameTap: true }
        : { gameId: chunk.gameId, index, entry, at: when },
    );
  }
}

/** A game's chunks from `from` on, in order. */
const chunksFrom = (db: ScorepadDatabase, gameId: string, from: number) =>
  db.logChunks.where('[gameId+chunk]').between([gameId, from], [gameId, Dexie.maxKey], true, true);

/** A game's entry rows in log order (redo stack included). */
export async function readEntryRows(db: ScorepadDatabase, gameId: string): Promise<EntryRow[]> {
  const rows: EntryRow[] = [];
  for (const chunk of await chunksFrom(db, gameId, 0).toArray()) rowsOf(chunk, rows);
  return rows;
}

/** Every game's entry rows, by game id, each in log order. */
export async function readAllEntryRows(db: ScorepadDatabase): Promise<Map<string, EntryRow[]>> {
  const byGame = new Map<string, EntryRow[]>();
  for (const chunk of await db.logChunks.toArray()) {
    let rows = byGame.get(chunk.gameId);
    if (!rows) byGame.set(chunk.gameId, (rows = []));
    rowsOf(chunk, rows);
  }
  return byGame;
}

/**
 * The chunks that hold these rows (any games, any order; a row's index says where it goes). A
 * chunk's `sameTap` is left out when no entry in it has the mark.
 */
export function chunksOf(rows: readonly EntryRow[]): ChunkRow[] {
  const chunks = new Map<
    string,
    { gameId: string; chunk: number; entries: Entry[]; at: (number | null)[]; sameTap: boolean[] }
  >();
  for (const row of rows) {
    const number = Math.floor(row.index / LOG_CHUNK);
    const slot = row.index - number * LOG_CHUNK;
    const key = `${number}\u0000${row.gameId}`;
    let chunk = chunks.get(key);
    if (!chunk) chunks.set(key, (chunk = { gameId: row.gameId, chunk: number, entries: [], at: [], sameTap: [] }));
    chunk.entries[slot] = row.entry;
    chunk.at[slot] = row.at;
    chunk.sameTap[slot] = row.sameTap === true;
  }
  return [...chunks.values()].map(({ sameTap, ...chunk }) => (sameTap.includes(true) ? { ...chunk, sameTap } : chunk));
}

/**
 * Replaces a game's log from entry `first` on with `rows` (indexed from `first`, in order): the
 * entries before `first` stay, and nothing stored past the last new row remains. Only the chunks
 * from the one holding `first` are read and written, so appending rewrites one chunk.
 */
export async function writeEntriesFrom(
  db: ScorepadDatabase,
  gameId: string,
  first: number,
  rows: readonly EntryRow[],
): Promise<void> {
  const firstChunk = Math.floor(first / LOG_CHUNK);
  const kept: EntryRow[] = [];
  if (first > firstChunk * LOG_CHUNK) {
    const chunk = await db.logChunks.get([gameId, firstChunk]);
    if (chunk) rowsOf(chunk, kept);
  }
  const rewritten = [...kept.filter((row) => row.index < first), ...rows];
  await chunksFrom(db, gameId, firstChunk).delete();
  if (rewritten.length > 0) await db.logChunks.bulkPut(chunksOf(rewritten));
}

/** Stores whole logs (each game's rows from index 0) for games that have none stored. */
export async function addEntryRows(db: ScorepadDatabase, rows: readonly EntryRow[]): Promise<void> {
  if (rows.length > 0) await db.logChunks.bulkAdd(chunksOf(rows));
}

/** Stores a game's whole log, replacing whatever it had. */
export async function putEntryRows(db: ScorepadDatabase, gameId: string, rows: readonly EntryRow[]): Promise<void> {
  await writeEntriesFrom(db, gameId, 0, rows);
}

/** Removes a game's whole log. */
export async function deleteEntryRows(db: ScorepadDatabase, gameId: string): Promise<void> {
  await chunksFrom(db, gameId, -Infinity).delete();
}
