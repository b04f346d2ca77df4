import Dexie from 'dexie';
import type { Table, Transaction } from 'dexie';
import { CorruptLogError, replay } from '../game/index.js';
import type { Entry, GamePhase, GameSetup, GameState } from '../game/index.js';

/**
 * The ledger's IndexedDB layout. A game is a row in `games` (its setup, with a full snapshot of
 * its rules, and where its log stands) plus its entries in `entries`, one row each; the scores on
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
  /** Set when the stored entries do not replay (a damaged record): the player-facing reason. */
  readonly problem?: string;
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
 * CorruptLogError.
 */
function damagedFields(setup: GameSetup, entries: readonly Entry[], error: CorruptLogError): Pick<GameRow, 'status' | 'summary'> {
  const before = derivedFields(replay(setup, entries.slice(0, error.entryIndex)));
  return { status: 'playing', summary: { ...before.summary, problem: error.message } };
}

/** Version 1 → 2: split each game's log into entry rows and derive status, seq and summary. */
async function upgradeToV2(tx: Transaction): Promise<void> {
  const oldGames = (await tx.table('games').toArray()) as GameRowV1[];
  for (const old of oldGames) {
    const head = Math.min(Math.max(0, old.head), old.entries.length);
    let derived: Pick<GameRow, 'status' | 'summary'>;
    try {
      derived = derivedFields(replay(old.setup, old.entries.slice(0, head)));
    } catch (error) {
      if (!(error instanceof CorruptLogError)) throw error;
      derived = damagedFields(old.setup, old.entries, error);
    }
    const row: GameRow = {
      id: old.id,
      setup: old.setup,
      players: [...old.setup.players],
      createdAt: old.createdAt,
      updatedAt: old.updatedAt,
      head,
      length: old.entries.length,
      seq: 1,
      ...derived,
    };
    const entryRows: EntryRow[] = old.entries.map((entry, index) => ({ gameId: old.id, index, entry, at: null }));
    await tx.table('entries').bulkAdd(entryRows);
    await tx.table('games').put(row);
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
  declare readonly entries: Table<EntryRow, [string, number]>;
  declare readonly settings: Table<SettingRow, string>;
  declare readonly advice: Table<AdviceRow, string>;

  constructor(options: DatabaseOptions = {}) {
    super(options.name ?? DEFAULT_DATABASE_NAME, {
      chromeTransactionDurability: options.durability ?? 'strict',
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    });
    // Old versions stay declared, as Dexie recommends, so any installed database can upgrade.
    this.version(1).stores(V1_STORES);
    this.version(2).stores(V2_STORES).upgrade(upgradeToV2);
    this.version(3).stores(V3_STORES);
  }
}
