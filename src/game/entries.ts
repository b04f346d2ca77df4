import type { Face, Ruleset } from '../rules/index.js';

/**
 * What happened at the table, one entry per tap that counts. A game is its setup plus the list of
 * entries; everything shown (scores, who is up, the turn total, the winner) is derived by
 * replaying them. Entries are plain JSON so the ledger can store them as they are.
 */
export type Entry =
  /** 10-dice Zilch: a player's throw-off, the pips of all their dice. */
  | { readonly type: 'throw-off'; readonly player: number; readonly pips: number }
  /** The group picks who starts by hand instead of a throw-off. */
  | { readonly type: 'first-player'; readonly player: number }
  /** The start of a turn where a take-over is offered: fresh (null) or taking over these points and free dice. */
  | { readonly type: 'start'; readonly takeOver: TakeOver | null }
  /** A challenge turn against one opponent, declared before the first roll. */
  | { readonly type: 'challenge'; readonly opponent: number }
  /** Dice mode: the faces of one throw, exactly as many as the player had to roll. */
  | { readonly type: 'roll'; readonly dice: readonly Face[] }
  /** Dice mode: the dice set aside from the last roll. */
  | { readonly type: 'hold'; readonly dice: readonly Face[] }
  | { readonly type: 'bank' }
  /**
   * Total mode: the turn's result as the group counted it, the turn total banked (inherited points
   * included), or 0 for a zilch. `freeDice` lets the next player take over where the rules allow it.
   */
  | { readonly type: 'total'; readonly points: number; readonly freeDice?: number }
  /** A tie-break throw of all dice by a tied leader (ties: one more roll each). */
  | { readonly type: 'tie-throw'; readonly player: number; readonly dice: readonly Face[] };

export type EntryType = Entry['type'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value);
const isFaces = (value: unknown): boolean => Array.isArray(value) && value.every(isWhole);

/** The fields each entry type must have, with their types; the game flow checks their values. */
const ENTRY_FIELDS: Record<EntryType, (entry: Record<string, unknown>) => boolean> = {
  'throw-off': (entry) => isWhole(entry['player']) && isWhole(entry['pips']),
  'first-player': (entry) => isWhole(entry['player']),
  start: (entry) => {
    const takeOver = entry['takeOver'];
    return takeOver === null || (isRecord(takeOver) && isWhole(takeOver['points']) && isWhole(takeOver['dice']));
  },
  challenge: (entry) => isWhole(entry['opponent']),
  roll: (entry) => isFaces(entry['dice']),
  hold: (entry) => isFaces(entry['dice']),
  bank: () => true,
  total: (entry) => isWhole(entry['points']) && (entry['freeDice'] === undefined || isWhole(entry['freeDice'])),
  'tie-throw': (entry) => isWhole(entry['player']) && isFaces(entry['dice']),
};

/**
 * Whether a value from storage or a file has the shape of an entry: 'type' when it is not an entry
 * this app records at all, 'fields' when its fields have the wrong types, null when it is an entry
 * (whether it is legal is the game flow's question).
 */
export function entryShapeProblem(value: unknown): 'type' | 'fields' | null {
  if (!isRecord(value) || typeof value['type'] !== 'string' || !Object.hasOwn(ENTRY_FIELDS, value['type']))
    return 'type';
  return ENTRY_FIELDS[value['type'] as EntryType](value) ? null : 'fields';
}

export interface TakeOver {
  readonly points: number;
  readonly dice: number;
}

/** What a game starts from: a snapshot of its rules and the players in seat order. */
export interface GameSetup {
  readonly rules: Ruleset;
  readonly players: readonly string[];
  /**
   * Whether a throw-off finds the first player; default: what the rules say
   * (`end.firstPlayerThrowOff`). False: the seat order was picked by hand and the first seat starts.
   */
  readonly throwOff?: boolean;
}
