import type { Face, Ruleset } from '../rules/index.js';
import type { GameSetup, TakeOver } from './entries.js';

/** Why an action was not taken: a stable code for code and tests, a sentence for the player. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

export type RefusalCode =
  | 'game-over'
  | 'bad-entry'
  | 'not-now'
  | 'bad-player'
  | 'bad-pips'
  | 'bad-dice'
  | 'wrong-dice-count'
  | 'not-a-legal-hold'
  | 'must-roll-first'
  | 'must-hold-first'
  | 'second-chance'
  | 'turning-the-corner'
  | 'below-threshold'
  | 'not-surpassing'
  | 'choose-start'
  | 'take-over-unavailable'
  | 'challenge-unavailable'
  | 'bad-points'
  | 'nothing-to-undo'
  | 'nothing-to-redo'
  | 'no-such-turn'
  | 'correction-incomplete'
  | 'correction-breaks-history';

/**
 * Where a turn stands.
 * - `start`: nothing rolled yet (a take-over choice or a challenge may come first).
 * - `roll`: the player must enter a throw of `diceToRoll` dice.
 * - `hold`: the last throw scored; the player must set dice aside.
 * - `decide`: roll again or bank.
 */
export type TurnPhase = 'start' | 'roll' | 'hold' | 'decide';

export interface ChallengeState {
  readonly opponent: number;
  /** 0 for the challenge below the dividing score, 1 for the one at or above it. */
  readonly which: 0 | 1;
}

export interface TurnState {
  player: number;
  phase: TurnPhase;
  /** What the player would bank now, inherited points included. */
  turnTotal: number;
  /** Points safe from a zilch (hot dice under `lock`). */
  locked: number;
  diceToRoll: number;
  /** Dice set aside so far in this cycle (for pyramiding and for showing them). */
  setAside: Face[];
  /** The last throw, while it waits for a hold (or for the last die's second throw). */
  lastRoll: Face[] | null;
  /** The player has scored at least once this turn. */
  scored: boolean;
  /** Turning the corner: all dice scored, bank refused until the next scoring roll. */
  cornerPending: boolean;
  /** Two chances with the last die: its first throw did not score. */
  lastDieMissed: boolean;
  /** The last hold set aside every die of the cycle. */
  hotDice: boolean;
  /** The take-over choice is made (or there was none to make). */
  startChosen: boolean;
  takeOver: TakeOver | null;
  challenge: ChallengeState | null;
  /** Index of the turn's first entry in the log. */
  firstEntry: number;
}

export interface PlayerState {
  readonly name: string;
  score: number;
  /** Has banked once (met the opening minimum). */
  onBoard: boolean;
  /** [below the dividing score, at or above it]. */
  challengesUsed: [boolean, boolean];
  /** Zilches in a row, for the zilch-streak penalty. */
  zilchStreak: number;
}

/** One finished turn: a row of the score sheet. */
export interface TurnRecord {
  /** 0-based position among all turns of the game. */
  readonly index: number;
  readonly player: number;
  /** 1-based round. */
  readonly round: number;
  /** The turn's entries are log[firstEntry, endEntry). */
  readonly firstEntry: number;
  readonly endEntry: number;
  readonly outcome: 'bank' | 'zilch';
  /** Points banked (the turn total), or on a zilch the locked points kept. */
  readonly points: number;
  /** Change to every player's score, by seat (challenges move points between players). */
  readonly deltas: readonly number[];
  /** Points lost to a challenge zilch or the zilch-streak penalty. */
  readonly penalty: number;
  /** Dice the next player may take over after a bank; null when unknown or after a zilch. */
  readonly freeDice: number | null;
  readonly takeOver: TakeOver | null;
  readonly challenge: ChallengeState | null;
  readonly mode: 'dice' | 'total';
  /** The score of the turn's player after it. */
  readonly scoreAfter: number;
}

export type GamePhase = 'throw-off' | 'turn' | 'tie-break' | 'finished';

/** One tie-break throw by a tied leader: what it showed and what it scored. */
export interface TieThrowRecord {
  readonly player: number;
  readonly dice: readonly Face[];
  /** The best hold of the throw, which is what it counts for (0 when nothing scored). */
  readonly points: number;
  /** 1-based: tied leaders throw again while they stay tied. */
  readonly round: number;
}

export interface ThrowRound {
  /** Players still in it, in seat order. */
  contenders: number[];
  /** Their result this round, by position in `contenders`; null until thrown. */
  results: (number | null)[];
  /** How many rounds the throw has gone to (ties throw again). */
  round: number;
}

export interface GameState {
  readonly setup: GameSetup;
  readonly rules: Ruleset;
  players: PlayerState[];
  phase: GamePhase;
  firstPlayer: number;
  /** The player who is up. */
  current: number;
  round: number;
  turn: TurnState;
  turns: TurnRecord[];
  /** The bank the current player may take over at the start of their turn. */
  takeOverOffer: TakeOver | null;
  /** Surpassing: the previous turn's result (0 after a zilch); null before the first turn. */
  previousTurnResult: number | null;
  /** Set when a player met the target: who did, and how many turns remain. */
  finalRound: { triggeredBy: number; turnsLeft: number } | null;
  throwOff: ThrowRound | null;
  tieBreak: ThrowRound | null;
  /** Every tie-break throw, in order; kept after the game is over, for the winner screen and the sheet. */
  tieThrows: TieThrowRecord[];
  winners: number[];
  /** How many entries have been replayed. */
  entryCount: number;
}
