import { isObject, isTime, readEntry, readSetup } from '../export/backup-schema.js';
import type { BackupGame } from '../export/backup.js';
import type { Entry, GameSetup } from '../game/index.js';

/**
 * The journal's lines: one JSON record per line, appended in the same step as the IndexedDB write
 * it records (journal.ts). A write is recorded by what it leaves, not by what the player did: the
 * entries from the first one it changed (`from`) and the head, so a record applied to the game
 * before it gives the game after it, whatever the write was (a tap, an Undo, a correction). Every
 * record has an `id` (the page's session and a count), so a failed write can name the record it
 * takes back. No Dexie, no DOM: Vitest reads and replays journals in Node.
 */
interface Base {
  /** `<session>.<count>`: unique among every page's records. */
  readonly id: string;
  readonly game: string;
  /** When the write was made (epoch ms): the entries' time. */
  readonly time: number;
}

/** A new game (its row's seq is 1, its log empty). */
export interface CreateRecord extends Base {
  readonly kind: 'create';
  readonly seq: number;
  readonly setup: GameSetup;
}

/** A write that left the game at `seq`: entries from `from` on are `entries`, and `head` of them are in force. */
export interface WriteRecord extends Base {
  readonly kind: 'write';
  readonly seq: number;
  readonly from: number;
  readonly head: number;
  readonly entries: readonly Entry[];
  /** Positions (in the whole log) among the written entries that share the tap of the entry before them. */
  readonly sameTap?: readonly number[];
}

/** A whole game stored at once, at `seq` (a deleted game brought back by Undo). */
export interface FullRecord extends Base {
  readonly kind: 'full';
  readonly seq: number;
  readonly setup: GameSetup;
  readonly createdAt: number;
  readonly head: number;
  readonly entries: readonly Entry[];
  readonly enteredAt: readonly (number | null)[];
  readonly sameTap?: readonly number[];
}

/** The game, at `seq`, was deleted by the player. */
export interface DeleteRecord extends Base {
  readonly kind: 'delete';
  readonly seq: number;
}

/** The write recorded as `of` did not reach the database (the storage failed): it never happened. */
export interface FailedRecord extends Base {
  readonly kind: 'failed';
  readonly of: string;
}

/** The dice being tapped in for the game (the play page's draft, null when none). */
export interface DraftRecord extends Base {
  readonly kind: 'draft';
  readonly draft: unknown;
}

export type JournalRecord = CreateRecord | WriteRecord | FullRecord | DeleteRecord | FailedRecord | DraftRecord;
export type StateRecord = CreateRecord | WriteRecord | FullRecord | DeleteRecord;

type WithoutId<R> = R extends JournalRecord ? Omit<R, 'id'> : never;
/** A record as handed to the journal, which gives it its id. */
export type NewRecord = WithoutId<JournalRecord>;

/** The journal's lines read back: the records that can be read, in the order written, and the lines that cannot. */
export interface JournalReading {
  readonly records: readonly JournalRecord[];
  readonly unreadable: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

function readEntries(value: unknown): Entry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: Entry[] = [];
  for (const item of value) {
    const entry = readEntry(item);
    if (!entry.ok) return null;
    entries.push(entry.value);
  }
  return entries;
}

const readPositions = (value: unknown): number[] | null | undefined =>
  value === undefined ? undefined : Array.isArray(value) && value.every(isCount) ? (value as number[]) : null;

/** One line as a record, or null when it is not one (a line cut short, or damaged). */
function readRecord(line: string): JournalRecord | null {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(data) || !isText(data['id']) || !isText(data['game']) || !isTime(data['time'])) return null;
  const base = { id: data['id'], game: data['game'], time: data['time'] };
  const seq = data['seq'];
  switch (data['kind']) {
    case 'create': {
      const setup = readSetup(data['setup']);
      return isCount(seq) && setup.ok ? { ...base, kind: 'create', seq, setup: setup.value } : null;
    }
    case 'write': {
      const { from, head } = data;
      const entries = readEntries(data['entries']);
      const sameTap = readPositions(data['sameTap']);
      if (
        !isCount(seq) ||
        !isCount(from) ||
        !isCount(head) ||
        !entries ||
        sameTap === null ||
        head > from + entries.length
      )
        return null;
      return { ...base, kind: 'write', seq, from, head, entries, ...(sameTap ? { sameTap } : {}) };
    }
    case 'full': {
      const { head, createdAt, enteredAt } = data;
      const setup = readSetup(data['setup']);
      const entries = readEntries(data['entries']);
      const sameTap = readPositions(data['sameTap']);
      const times =
        Array.isArray(enteredAt) && enteredAt.every((at) => at === null || isTime(at))
          ? (enteredAt as (number | null)[])
          : null;
      if (!isCount(seq) || !setup.ok || !entries || !isCount(head) || head > entries.length || !isTime(createdAt))
        return null;
      if (!times || times.length !== entries.length || sameTap === null) return null;
      return {
        ...base,
        kind: 'full',
        seq,
        setup: setup.value,
        createdAt,
        head,
        entries,
        enteredAt: times,
        ...(sameTap ? { sameTap } : {}),
      };
    }
    case 'delete':
      return isCount(seq) ? { ...base, kind: 'delete', seq } : null;
    case 'failed':
      return isText(data['of']) ? { ...base, kind: 'failed', of: data['of'] } : null;
    case 'draft':
      return Object.hasOwn(data, 'draft') ? { ...base, kind: 'draft', draft: data['draft'] } : null;
    default:
      return null;
  }
}

/**
 * Reads a journal file's lines (each begins with a newline). A file is made at its full size,
 * zeros not yet written over: they end the last line, and are not counted (JSON never holds one).
 */
export function readJournal(text: string): JournalReading {
  const records: JournalRecord[] = [];
  let unreadable = 0;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\0+$/, '');
    if (line.trim() === '') continue;
    const record = readRecord(line);
    if (record) records.push(record);
    else unreadable += 1;
  }
  return { records, unreadable };
}

/** What the journals say of one game. */
export interface GameTrail {
  /** The records of its state, oldest first by seq; writes that failed are left out. */
  readonly states: readonly StateRecord[];
  /** The newest draft record, if any. */
  readonly draft: DraftRecord | null;
}

/** Every game's trail, from the records of any number of journal files (any order). */
export function gameTrails(records: readonly JournalRecord[]): Map<string, GameTrail> {
  const failed = new Set(
    records.filter((record): record is FailedRecord => record.kind === 'failed').map((record) => record.of),
  );
  const states = new Map<string, StateRecord[]>();
  const drafts = new Map<string, DraftRecord>();
  for (const record of records) {
    if (record.kind === 'failed') continue;
    if (record.kind === 'draft') {
      const known = drafts.get(record.game);
      if (!known || record.time >= known.time) drafts.set(record.game, record);
      continue;
    }
    if (failed.has(record.id)) continue;
    const list = states.get(record.game);
    if (list) list.push(record);
    else states.set(record.game, [record]);
  }
  const trails = new Map<string, GameTrail>();
  for (const id of new Set([...states.keys(), ...drafts.keys()])) {
    // One state per seq (and one delete): of two, the later stands (a write tried again after a
    // failure whose record was cut off). By seq; at one seq a delete comes after the state it deleted.
    const bySeq = new Map<string, StateRecord>();
    for (const record of states.get(id) ?? []) {
      const key = `${record.seq}${record.kind === 'delete' ? '-' : ''}`;
      const known = bySeq.get(key);
      if (!known || record.time >= known.time) bySeq.set(key, record);
    }
    const sorted = [...bySeq.values()].sort(
      (a, b) => a.seq - b.seq || Number(a.kind === 'delete') - Number(b.kind === 'delete'),
    );
    trails.set(id, { states: sorted, draft: drafts.get(id) ?? null });
  }
  return trails;
}

/** Per entry, whether it shares the tap of the entry before it, from a record's positions. */
function tapFlags(length: number, positions: readonly number[] | undefined): boolean[] {
  const flags = new Array<boolean>(length).fill(false);
  for (const position of positions ?? []) if (position > 0 && position < length) flags[position] = true;
  return flags;
}

/** A log's entries with their taps: what a write record changes. */
export interface TappedEntries {
  readonly entries: readonly Entry[];
  /** Per entry: it shares the tap of the entry before it. */
  readonly sameTap: readonly boolean[];
}

/**
 * The entries a write record leaves, applied to those before it: the ones before its first changed
 * entry are kept, the rest are the record's. Null when the log is shorter than that first entry (the
 * record is not of this log).
 */
export function applyWrite(before: TappedEntries, record: WriteRecord): TappedEntries | null {
  if (record.from > before.entries.length) return null;
  const entries = [...before.entries.slice(0, record.from), ...record.entries];
  const written = tapFlags(entries.length, record.sameTap);
  const sameTap = entries.map((_, index) =>
    index < record.from ? before.sameTap[index] === true : written[index] === true,
  );
  return { entries, sameTap };
}

/** A game from a copy, with a write record applied (null: the record is not of this game's log). */
function writeOnto(game: BackupGame, record: WriteRecord): BackupGame | null {
  const applied = applyWrite({ entries: game.entries, sameTap: game.sameTap ?? [] }, record);
  if (!applied) return null;
  const { entries, sameTap } = applied;
  return {
    id: game.id,
    setup: game.setup,
    createdAt: game.createdAt,
    updatedAt: record.time,
    head: record.head,
    entries,
    enteredAt: [...game.enteredAt.slice(0, record.from), ...record.entries.map(() => record.time)],
    ...(sameTap.some(Boolean) ? { sameTap } : {}),
  };
}

function gameOfRecord(record: CreateRecord | FullRecord): BackupGame {
  if (record.kind === 'create') {
    return {
      id: record.game,
      setup: record.setup,
      createdAt: record.time,
      updatedAt: record.time,
      head: 0,
      entries: [],
      enteredAt: [],
    };
  }
  const sameTap = tapFlags(record.entries.length, record.sameTap);
  return {
    id: record.game,
    setup: record.setup,
    createdAt: record.createdAt,
    updatedAt: record.time,
    head: record.head,
    entries: [...record.entries],
    enteredAt: [...record.enteredAt],
    ...(sameTap.some(Boolean) ? { sameTap } : {}),
  };
}

/** A game rebuilt from its second copy and the journal. */
export interface Rebuilt {
  /** The game as the last record leaves it; null when there is none to build on, or it was deleted. */
  readonly game: BackupGame | null;
  /** The player deleted it (and did not take the delete back). */
  readonly deleted: boolean;
  /** Records that could not be applied: a write with no game before it, or a gap in the seqs. */
  readonly unapplied: number;
  /** The seq the last record applied leaves, or the copy's (null when neither says). */
  readonly seq: number | null;
}

/**
 * The game a copy (`copy` at `copySeq`, either may be missing: null) and the journal's records of
 * it make. Records at or before the copy's seq are in the copy already. A write applies to the
 * game before it: with a gap in the seqs the later writes are not applied (and counted). A copy
 * of unknown seq (written before the copies carried it) takes every write, which gives the right
 * game as long as the copy is no older than the journal's first record (writes rewrite the log
 * from their first changed entry on).
 */
export function rebuild(copy: BackupGame | null, copySeq: number | null, trail: GameTrail): Rebuilt {
  let game = copy;
  let seq = copySeq;
  let deleted = false;
  let unapplied = 0;
  for (const record of trail.states) {
    // A delete names the seq of the game it deleted: it counts at that seq too.
    if (seq !== null && (record.kind === 'delete' ? record.seq < seq : record.seq <= seq)) continue;
    switch (record.kind) {
      case 'create':
      case 'full':
        game = gameOfRecord(record);
        deleted = false;
        seq = record.seq;
        break;
      case 'delete':
        deleted = true;
        seq = record.seq;
        break;
      case 'write': {
        const next = game && !deleted && (seq === null || record.seq === seq + 1) ? writeOnto(game, record) : null;
        if (!next) {
          unapplied += 1;
          continue;
        }
        game = next;
        seq = record.seq;
        break;
      }
    }
  }
  return { game: deleted ? null : game, deleted, unapplied, seq };
}

/**
 * The writes that follow a stored game at `seq`, each on the one before (a gap stops them): the
 * journal had them, the database had not committed them when the page stopped.
 */
export function writesAfter(trail: GameTrail, seq: number): WriteRecord[] {
  const writes: WriteRecord[] = [];
  let next = seq + 1;
  for (const record of trail.states) {
    if (record.seq < next) continue;
    if (record.seq > next || record.kind !== 'write') break;
    writes.push(record);
    next += 1;
  }
  return writes;
}
