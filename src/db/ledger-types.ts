import type { GameLog, GameState, Refusal } from '../game/index.js';
import type { Ruleset } from '../rules/index.js';
import type { GameFacts, ReviewTotals } from '../stats/index.js';
import type { Journal } from './journal.js';
import type { GameMirror } from './mirror.js';
import type { DatabaseOptions, EntryRow, GameRow, GameStatus } from './schema.js';

/** What the ledger hands out and takes (ledger.ts): its games, refusals, settings and options. */

/** A game as loaded: its row, its log (redo stack included) and the state replayed from it. */
export interface LoadedGame {
  readonly row: GameRow;
  readonly log: GameLog;
  readonly state: GameState;
  /**
   * One flag per entry of the log (redo stack included): true when the entry was written by the
   * same tap as the entry before it (see `actAll`). `undoTap` and `redoTap` go by it.
   */
  readonly sameTap: readonly boolean[];
}

/**
 * Why the ledger wrote nothing (the UI words it): the game layer's refusal (`bad-setup` for a new
 * game's setup), `stale` when the game changed since the caller read it (in another tab), or
 * `no-such-game` when it is no longer stored.
 */
export type LedgerRefusal = Refusal | { readonly code: 'stale' } | { readonly code: 'no-such-game' };

export type LedgerRefusalCode = LedgerRefusal['code'];

/**
 * The result of a write. On a refusal, `latest` is the game as it stands in the ledger (null when
 * it is not there), so a stale tab can show it at once.
 */
export type LedgerOutcome =
  | { readonly ok: true; readonly game: LoadedGame }
  | { readonly ok: false; readonly refusal: LedgerRefusal; readonly latest: LoadedGame | null };

/** What deleteGame hands back so the player can take the delete back. */
export interface DeletedGame {
  readonly row: GameRow;
  readonly entries: readonly EntryRow[];
  /** The dice being tapped in when the game was deleted (see `saveDraft`); null when none. */
  readonly draft: unknown;
}

/** The settings and their types; a key the app no longer knows reads as undefined. */
export interface Settings {
  /** Names entered for new games, most recent first. */
  recentPlayers: string[];
  /** When the app asked the browser to keep its storage, and the answer (null until it came). */
  persistence: { askedAt: number; granted: boolean | null };
  /** The group's last house rules, offered again by the next new game. */
  houseRules?: Ruleset;
  /** The group switched the advisor off (some call it cheating); the legal holds still show. */
  adviceOff?: boolean;
  /**
   * Spellings the group merged into one person for the statistics: a name's key (`playerNameKey`)
   * → the key it is merged into (src/stats PlayerAliases).
   */
  playerAliases?: Record<string, string>;
  /** The language the players chose in the header (a locale code); absent: the app follows the phone. */
  language?: string;
  /** The id the games' second copies know this database by (mirror.ts, recovery.ts): a new database has none. */
  copiesOf?: string;
}

/** Every game's facts, for the statistics. */
export interface AllFacts {
  /** Finished games and games being played, the least recently played first. */
  readonly games: readonly GameFacts[];
  /** Games left out because their stored log does not replay. */
  readonly damaged: number;
  /**
   * The totals of the decision reviews kept for finished games as they stand, by game id (whatever
   * their version: the caller checks it). Only the per-seat totals: a whole review is read by `reviewOf`.
   */
  readonly reviews: ReadonlyMap<string, { readonly version: number; readonly totals: ReviewTotals }>;
}

/** A decision review to keep: of the game `id` as it stood at `seq`, by `version` of the review's code. */
export interface KeptReview {
  readonly id: string;
  readonly seq: number;
  readonly version: number;
  /** The whole review, as `reviewOf` gives it back. */
  readonly value: unknown;
  /** Its per-seat totals, as the statistics read them. */
  readonly totals: ReviewTotals;
}

export type SettingKey = keyof Settings;

export interface LedgerOptions extends DatabaseOptions {
  /**
   * Asked once, when the first game starts, to keep the app's storage from eviction. Default:
   * `navigator.storage`; null to never ask.
   */
  readonly storage?: Pick<StorageManager, 'persist'> | null;
  /** The clock for timestamps (epoch ms). */
  readonly now?: () => number;
  /**
   * The second copy of every game, outside IndexedDB (mirror.ts). Default: one in this browser's
   * OPFS (or Cache Storage) for this database; none with a stand-in `indexedDB`; null for none.
   */
  readonly mirror?: GameMirror | null;
  /**
   * The journal of the last writes, beside the copies (journal.ts). Default: one in this browser's
   * OPFS for this database, where there is a mirror; null for none.
   */
  readonly journal?: Journal | null;
}

/** What else a write does, in its own transaction. */
export interface WriteOptions {
  /**
   * Removes the game's draft (see `saveDraft`) when this says the stored one is what the write
   * records (the dice of the roll it stores): the roll and the removal commit together, so there is
   * never a moment when neither is stored. Nothing is removed when the write is refused or fails.
   */
  readonly clearDraft?: (draft: unknown) => boolean;
}

export interface ListOptions {
  /** Only games that are being played, or only finished ones; default both. */
  readonly status?: GameStatus;
  /** Skip this many of the most recently played first (a page further down); default none. */
  readonly offset?: number;
  /** At most this many (a page of the list); default all. */
  readonly limit?: number;
}
