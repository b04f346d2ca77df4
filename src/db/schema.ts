import Dexie from 'dexie';
import type { Table, Transaction } from 'dexie';
import { chunksOf } from './log-store.js';
import type { ChunkRow } from './log-store.js';
import { CorruptLogError, replay, setupProblem } from '../game/index.js';
import type { Entry, GamePhase, GameSetup, GameState, Refusal, SetupProblem } from '../game/index.js';
import type { GameFacts, ReviewTotals } from '../stats/index.js';

/**
 * The ledger's IndexedDB layout. A game is a row in `games` (its setup, with a full snapshot of
 * its rules, and where its log stands) plus its entries, in chunks (`logChunks`, see log-store.ts); the scores on
 * screen are always replayed from the entries. This folder is the only code that imports Dexie.
 */

export const DEFAULT_DATABASE_NAME = 'zilch-scorepad';

export type GameStatus = 'playing' | 'finished';

/**
 * What the list of games shows without replaying every game. Derived data only: every write
 * rewrites it from the replayed state, so it cannot drift from the entries.
 */
export interface GameSummary {
  readonly rulesId: string;
  readonly rulesName: string;
  readonly phase: GamePhase;
  /** Scores by seat (names are in the row's `players`). */
  readonly scores: readonly number[];
  /** Seats of the winners once the game is finished; else empty. */
  readonly winners: readonly number[];
  /** The seat that is up. */
  readonly current: number;
  /** 1-based round. */
  readonly round: number;
  /** Finished turns. */
  readonly turns: number;
  /**
   * Set when the stored entries do not replay (a damaged record): the first entry (0-based) that
   * does not, and why; the UI words it. Rows stored before the codes hold the reason in English.
   */
  readonly problem?: LogDamage | string;
}

/** Where a stored log stops replaying: its first illegal entry (0-based) and the game layer's refusal of it. */
export interface LogDamage {
  readonly entryIndex: number;
  readonly refusal: Refusal;
}

export interface GameRow {
  /** A random UUID. */
  readonly id: string;
  /** What the game started from, rules included as a snapshot: editing a house rule never rewrites a game. */
  readonly setup: GameSetup;
  /** The players' names in seat order (a copy of `setup.players`, indexed for "games with Ann"). */
  readonly players: readonly string[];
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly status: GameStatus;
  /** How many entries are in force; stored entries past it are the redo stack. */
  readonly head: number;
  /** How many entries are stored, redo stack included. */
  readonly length: number;
  /** Bumped by every write to the game; a write that expected another value is stale. */
  readonly seq: number;
  readonly summary: GameSummary;
}

export interface EntryRow {
  readonly gameId: string;
  /** 0-based position in the game's log. */
  readonly index: number;
  readonly entry: Entry;
  /** When it was entered (epoch ms); null for entries migrated from version 1, which did not record it. */
  readonly at: number | null;
  /**
   * Set on each entry after the first that one tap of the player wrote together (`Ledger.actAll`:
   * a hold and the bank that goes with it), so one Undo takes the whole tap back, after a reload
   * too. Optional, so no migration: rows written before it existed, and rows restored from a
   * backup made before it, read as one tap per entry (newer backups carry it: BackupGame.sameTap).
   */
  readonly sameTap?: true;
}

export interface SettingRow {
  readonly key: string;
  readonly value: unknown;
  /** When a draft row was saved (epoch ms), to tell it from the journal's record of a later one. */
  readonly at?: number;
}

/** Version 1 (the first release): each game kept its whole log as an array inside its row. */
export interface GameRowV1 {
  readonly id: string;
  readonly setup: GameSetup;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly entries: readonly Entry[];
  readonly head: number;
}

/** The stores of version 1, exported so tests can write a version-1 database. */
export const V1_STORES = {
  games: 'id, updatedAt',
  settings: 'key',
} as const;

/**
 * Version 2: entries in their own table (appending one no longer rewrites the whole log), a
 * status and a summary for the list, and `seq` for refusing stale writes from another tab.
 */
export const V2_STORES = {
  games: 'id, updatedAt, [status+updatedAt], *players',
  entries: '[gameId+index]',
  settings: 'key',
} as const;

/** The row fields that are derived from the replayed state. */
export function derivedFields(state: GameState): Pick<GameRow, 'status' | 'summary'> {
  return {
    status: state.phase === 'finished' ? 'finished' : 'playing',
    summary: {
      rulesId: state.rules.id,
      rulesName: state.rules.name,
      phase: state.phase,
      scores: state.players.map((player) => player.score),
      winners: [...state.winners],
      current: state.current,
      round: state.round,
      turns: state.turns.length,
    },
  };
}

/**
 * The fields of a game whose log does not replay. The game is kept (nothing is thrown away); its
 * summary shows the scores up to the damaged entry and says why, and loading it reports the same
 * CorruptLogError. Only for a setup that replays (see `readV1Game`): the entries before the
 * damaged one then replay too.
 */
function damagedFields(
  setup: GameSetup,
  entries: readonly Entry[],
  error: CorruptLogError,
): Pick<GameRow, 'status' | 'summary'> {
  const before = derivedFields(replay(setup, entries.slice(0, error.entryIndex)));
  return {
    status: 'playing',
    summary: { ...before.summary, problem: { entryIndex: error.entryIndex, refusal: error.refusal } },
  };
}

/**
 * Why a stored record cannot be a game at all (the words are the UI's):
 * - `no-setup`: it has no setup (players and rules), or one that is not an object;
 * - `bad-setup`: its setup does not validate (say, rules an older version accepted); `problem` says why;
 * - `no-log`: its list of entries is missing or not a list;
 * - `unreadable`: reading it failed in another way: it has no id (`noId`), or `error` is the error's message.
 */
export type DamageCode = 'no-setup' | 'bad-setup' | 'no-log' | 'unreadable';

/** Why a record cannot be a game: its code and what the code needs to be said. */
export interface Damage {
  readonly code: DamageCode;
  /** `bad-setup`: what is wrong with the setup. */
  readonly problem?: SetupProblem;
  /** `unreadable`: the record has no id. */
  readonly noId?: true;
  /** `unreadable`: the message of the error thrown while reading it (the browser's words, a programmer's). */
  readonly error?: string;
}

/**
 * Version 4: a record that cannot become a game row, set aside untouched with why, so the player
 * can see it, download it and delete it, and every other game opens.
 */
export interface DamagedRow extends Damage {
  /** The record's own id (as text). */
  readonly id: string;
  /** The record exactly as it was found. */
  readonly record: unknown;
  /** Rows set aside before the codes of `Damage` say why in English here: the setup's problem, or the error's. */
  readonly detail?: string;
  /** When it was set aside (epoch ms). */
  readonly foundAt: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finiteOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A version-1 record read as a version-2 game, or why it cannot be one. Never throws. */
export type V1Reading =
  | { readonly ok: true; readonly row: GameRow; readonly entries: readonly EntryRow[] }
  | { readonly ok: false; readonly damage: Damage };

export function readV1Game(record: unknown): V1Reading {
  try {
    if (!isObject(record) || typeof record['id'] !== 'string')
      return { ok: false, damage: { code: 'unreadable', noId: true } };
    const id = record['id'];
    const setup = record['setup'];
    if (!isObject(setup)) return { ok: false, damage: { code: 'no-setup' } };
    const problem = setupProblem(setup as unknown as GameSetup);
    if (problem) return { ok: false, damage: { code: 'bad-setup', problem } };
    const entries: unknown = record['entries'];
    if (!Array.isArray(entries)) return { ok: false, damage: { code: 'no-log' } };
    const log = entries as Entry[];
    const storedHead = record['head'];
    // A head past the end (entries lost after it was written) keeps what is there.
    const head =
      typeof storedHead === 'number' && Number.isInteger(storedHead)
        ? Math.min(Math.max(0, storedHead), log.length)
        : log.length;
    const gameSetup = setup as unknown as GameSetup;
    let derived: Pick<GameRow, 'status' | 'summary'>;
    try {
      derived = derivedFields(replay(gameSetup, log.slice(0, head)));
    } catch (error) {
      if (!(error instanceof CorruptLogError)) throw error;
      derived = damagedFields(gameSetup, log, error);
    }
    const updatedAt = finiteOr(record['updatedAt'], finiteOr(record['createdAt'], 0));
    const row: GameRow = {
      id,
      setup: gameSetup,
      players: [...gameSetup.players],
      createdAt: finiteOr(record['createdAt'], updatedAt),
      updatedAt,
      head,
      length: log.length,
      seq: 1,
      ...derived,
    };
    return { ok: true, row, entries: log.map((entry, index) => ({ gameId: id, index, entry, at: null })) };
  } catch (error) {
    return { ok: false, damage: { code: 'unreadable', error: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Version 1 → 2: split each game's log into entry rows and derive status, seq and summary. Total:
 * a record that cannot become a game row is left as it was, for version 4 to set aside, and never
 * stops the others (an exception here would abort the upgrade and lock every game).
 */
async function upgradeToV2(tx: Transaction): Promise<void> {
  const records: unknown[] = await tx.table('games').toArray();
  for (const record of records) {
    const reading = readV1Game(record);
    if (!reading.ok) continue;
    await tx.table('entries').bulkAdd(reading.entries);
    await tx.table('games').put(reading.row);
  }
}

/**
 * Version 3: the advisor's solved rule sets, so a launch does not solve them again. Only a cache:
 * it can be cleared at any time, and a backup leaves it out.
 */
export const V3_STORES = { ...V2_STORES, advice: 'key' } as const;

/** A solved rule set as the advisor exports it (typed arrays, kept as they are by IndexedDB). */
export interface AdviceRow {
  readonly key: string;
  readonly savedAt: number;
  readonly solved: unknown;
}

/** Version 4: records that cannot be games (see DamagedRow), by id. */
export const V4_STORES = { ...V3_STORES, damaged: 'id' } as const;

/** A stored game row, as every version since 2 writes it (a version-1 record left by `upgradeToV2` is not). */
function isGameRow(record: unknown): boolean {
  return (
    isObject(record) &&
    typeof record['id'] === 'string' &&
    isObject(record['summary']) &&
    isObject(record['setup']) &&
    typeof record['seq'] === 'number'
  );
}

/**
 * Version 3 → 4: every record in `games` that is not a game row moves to `damaged`, untouched,
 * with why. Every game row is indexed by status (`[status+updatedAt]`), so the usual case, where
 * the counts agree, reads no record.
 */
async function upgradeToV4(tx: Transaction): Promise<void> {
  const games = tx.table('games');
  const [all, indexed] = await Promise.all([
    games.count(),
    games.where('[status+updatedAt]').between([Dexie.minKey, Dexie.minKey], [Dexie.maxKey, Dexie.maxKey]).count(),
  ]);
  if (all === indexed) return;
  const foundAt = Date.now();
  const aside: DamagedRow[] = [];
  const keys: IDBValidKey[] = [];
  await games.toCollection().each((record: unknown, cursor) => {
    if (isGameRow(record)) return;
    const reading = readV1Game(record);
    const damage: Damage = reading.ok ? { code: 'unreadable' } : reading.damage;
    keys.push(cursor.primaryKey);
    aside.push({ id: String(cursor.primaryKey), record, ...damage, foundAt });
  });
  await tx.table('damaged').bulkPut(aside);
  await games.bulkDelete(keys);
}

/**
 * Version 5: a game's log in chunks of LOG_CHUNK entries (`logChunks`, see log-store.ts) instead
 * of a row per entry. A later version drops the old `entries` table (V6_STORES, carried by V7),
 * which Dexie lets an upgrade read only while a later version deletes it.
 */
export const V5_STORES = { ...V4_STORES, logChunks: '[gameId+chunk]' } as const;
export const V6_STORES = { ...V5_STORES, entries: null } as const;

/**
 * Version 4 → 5: every entry row moves into its game's chunks, each at its own index (a gap stays a
 * gap). Total: a row whose index is not a position in a log is placed after its game's last entry,
 * never dropped; a row with no game id is left behind (no game can show it).
 */
async function upgradeToV5(tx: Transaction): Promise<void> {
  const rows: unknown[] = await tx.table('entries').toArray();
  const placed: EntryRow[] = [];
  const stray: EntryRow[] = [];
  const last = new Map<string, number>();
  for (const row of rows) {
    if (!isObject(row) || typeof row['gameId'] !== 'string') continue;
    const gameId = row['gameId'];
    const index = row['index'];
    const at = typeof row['at'] === 'number' && Number.isFinite(row['at']) ? row['at'] : null;
    const entryRow: EntryRow = {
      gameId,
      index: 0,
      entry: row['entry'] as Entry,
      at,
      ...(row['sameTap'] === true ? { sameTap: true as const } : {}),
    };
    if (typeof index === 'number' && Number.isSafeInteger(index) && index >= 0) {
      placed.push({ ...entryRow, index });
      last.set(gameId, Math.max(index, last.get(gameId) ?? -1));
    } else {
      stray.push(entryRow);
    }
  }
  for (const row of stray) {
    const index = (last.get(row.gameId) ?? -1) + 1;
    last.set(row.gameId, index);
    placed.push({ ...row, index });
  }
  await tx.table('logChunks').bulkPut(chunksOf(placed));
}

/**
 * Version 7: a game's statistics, derived from its entries and kept by game id (see StatsRow and
 * docs/statistics.md). No upgrade function: the rows are filled on the first read, not here.
 */
export const V7_STORES = { ...V6_STORES, stats: 'gameId' } as const;

/**
 * A game's facts as derived at one point of its log: a cache, never a second truth. It is read only
 * while `seq` is the game row's seq (every write bumps it) and `version` is FACTS_VERSION; else the
 * facts are replayed from the entries and the row rewritten. Deleting the game deletes it, and a
 * backup leaves the table out.
 */
export interface StatsRow {
  readonly gameId: string;
  /** The game row's `seq` when the facts (and the review) were derived. */
  readonly seq: number;
  /** FACTS_VERSION of the code that derived them. */
  readonly version: number;
  readonly facts: GameFacts;
  /** The decision review of the game at `seq`, kept for the UI, by the version of its own code. */
  readonly review?: { readonly version: number; readonly value: unknown; readonly totals: ReviewTotals };
}

export interface DatabaseOptions {
  /** The database name; tests give each test its own. */
  readonly name?: string;
  /** Another IndexedDB implementation (tests simulate a missing or failing one with it). */
  readonly indexedDB?: IDBFactory;
  /**
   * How a write's commit reaches the disk. Default `strict`: a commit is reported only once the
   * disk has it, so a phone whose battery dies keeps every turn the screen showed as saved
   * (Chromium's own default, relaxed, reports it from the OS cache). `relaxed` is for the storage
   * bench's comparison only.
   */
  readonly durability?: 'strict' | 'relaxed';
}

export class ScorepadDatabase extends Dexie {
  declare readonly games: Table<GameRow, string>;
  declare readonly logChunks: Table<ChunkRow, [string, number]>;
  declare readonly settings: Table<SettingRow, string>;
  declare readonly advice: Table<AdviceRow, string>;
  declare readonly damaged: Table<DamagedRow, string>;
  declare readonly stats: Table<StatsRow, string>;

  constructor(options: DatabaseOptions = {}) {
    super(options.name ?? DEFAULT_DATABASE_NAME, {
      chromeTransactionDurability: options.durability ?? 'strict',
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    });
    // Declared: the versions with an upgrade, and the current one. Dexie (since 3.0) upgrades from
    // the schema the installed database has, so a version without an upgrade need not stay (each
    // one declared is parsed at every start). V1, V3 and V6 are left out for that reason.
    this.version(2).stores(V2_STORES).upgrade(upgradeToV2);
    this.version(4).stores(V4_STORES).upgrade(upgradeToV4);
    this.version(5).stores(V5_STORES).upgrade(upgradeToV5);
    this.version(7).stores(V7_STORES);
  }
}
