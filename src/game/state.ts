import type { Face, RulesetProblem, RulesInputError, Ruleset } from '../rules/index.js';
import type { GameSetup, TakeOver } from './entries.js';

/**
 * What is wrong with a game's setup before it starts (the UI words it): no players, too many,
 * a name missing, too long or the same as another's, or rules that do not validate (the rules
 * layer's first problem, carried as it is).
 */
export type SetupProblem =
  | { readonly code: 'no-players' }
  | { readonly code: 'too-many-players'; readonly max: number }
  | { readonly code: 'unnamed-player' }
  | { readonly code: 'name-too-long'; readonly max: number }
  | { readonly code: 'same-name' }
  | { readonly code: 'bad-rules'; readonly problem: RulesetProblem };

/** A turn as the players know it: the 0-based turn, who played it, and its 1-based round. */
export interface TurnName {
  readonly turnIndex: number;
  readonly name: string;
  readonly round: number;
}

/** What a turn did to one player's score (players it left alone are not listed). */
export interface SeatChange {
  readonly name: string;
  readonly points: number;
}

/** Which throw a dice problem is about. */
export type ThrowKind = 'roll' | 'tie-break';

/**
 * Why an action was not taken: a stable code with the numbers and names the UI needs to say it
 * (src/ui/text/refusal-text.ts). A code that can mean several things says which in `reason`.
 * Values that came from outside and are not what they should be (`seat`, `face`, `pips`, `points`,
 * `freeDice`) are kept as they were written, to be shown back.
 */
export type Refusal =
  | { readonly code: 'game-over'; readonly winners: readonly string[] }
  | { readonly code: 'bad-setup'; readonly problem: SetupProblem }
  | { readonly code: 'bad-entry'; readonly reason: 'not-an-entry' | 'no-entries' | 'not-this-game' }
  | { readonly code: 'bad-entry'; readonly reason: 'earlier-does-not-replay'; readonly refusal: Refusal }
  | {
      readonly code: 'not-now';
      readonly reason:
        | 'no-turn'
        | 'throw-off-first'
        | 'tie-break-now'
        | 'throw-off-over'
        | 'first-player-chosen'
        | 'start-chosen'
        | 'no-tie';
    }
  | {
      readonly code: 'not-now';
      readonly reason: 'not-in-throw-off' | 'not-tied' | 'thrown-already';
      readonly name: string;
    }
  | { readonly code: 'bad-player'; readonly reason: 'no-such-seat'; readonly seat: Shown }
  | { readonly code: 'bad-player'; readonly reason: 'no-one-up' }
  | { readonly code: 'bad-pips'; readonly dice: number; readonly pips: Shown }
  | { readonly code: 'bad-dice'; readonly reason: 'not-a-list'; readonly throw: ThrowKind }
  | { readonly code: 'bad-dice'; readonly reason: 'not-a-face'; readonly face: Shown }
  | { readonly code: 'bad-dice'; readonly reason: 'free-dice'; readonly max: number; readonly freeDice: Shown }
  | { readonly code: 'wrong-dice-count'; readonly throw: ThrowKind; readonly need: number; readonly got: number }
  | { readonly code: 'not-a-legal-hold'; readonly reason: 'empty' }
  | {
      readonly code: 'not-a-legal-hold';
      readonly reason: 'not-in-roll';
      readonly face: Shown;
      readonly roll: readonly Face[];
    }
  | { readonly code: 'not-a-legal-hold'; readonly reason: 'does-not-score'; readonly dice: readonly Face[] }
  /** The rules engine refused the hold (its own error, worded by the rules layer's words). */
  | { readonly code: 'not-a-legal-hold'; readonly reason: 'rules-input'; readonly error: RulesInputError }
  | { readonly code: 'must-roll-first'; readonly reason: 'nothing-scored' | 'no-roll' | 'roll-on' }
  | { readonly code: 'must-roll-first'; readonly reason: 'roll-dice'; readonly dice: number }
  | {
      readonly code: 'must-roll-first';
      readonly reason: 'score-take-over';
      readonly dice: number;
      readonly points: number;
    }
  | { readonly code: 'must-hold-first'; readonly reason: 'this-roll' | 'last-roll' }
  | { readonly code: 'second-chance' }
  | { readonly code: 'turning-the-corner'; readonly dice: number }
  /** `onBoard`: the player is on the board (the later-turn minimum), else it is the opening one. */
  | { readonly code: 'below-threshold'; readonly have: number; readonly need: number; readonly onBoard: boolean }
  | { readonly code: 'not-surpassing'; readonly have: number; readonly beat: number }
  /** `start`: the rules' word for taking over, 'inherit' (Serendipity Creak) or 'build-off' (10-dice Zilch). */
  | {
      readonly code: 'choose-start';
      readonly start: 'inherit' | 'build-off';
      readonly points: number;
      readonly dice: number;
    }
  | { readonly code: 'take-over-unavailable'; readonly reason: 'after-zilch' | 'no-bank' }
  | {
      readonly code: 'take-over-unavailable';
      readonly reason: 'other-bank';
      readonly offer: TakeOver;
      readonly asked: TakeOver;
    }
  | {
      readonly code: 'challenge-unavailable';
      readonly reason: 'no-challenges' | 'after-first-roll' | 'already' | 'yourself';
    }
  /** `which`: 0 for the challenge below the dividing score, 1 for the one at or above it. */
  | {
      readonly code: 'challenge-unavailable';
      readonly reason: 'used';
      readonly name: string;
      readonly which: 0 | 1;
      readonly dividing: number;
    }
  | { readonly code: 'bad-points'; readonly reason: 'not-a-multiple'; readonly points: Shown }
  | { readonly code: 'bad-points'; readonly reason: 'took-over'; readonly points: number }
  | { readonly code: 'nothing-to-undo' }
  | { readonly code: 'nothing-to-redo' }
  | { readonly code: 'no-such-turn'; readonly turnIndex: number }
  | { readonly code: 'correction-incomplete'; readonly turn: TurnName; readonly reason: 'no-end' | 'ends-early' }
  | {
      readonly code: 'correction-incomplete';
      readonly turn: TurnName;
      readonly reason: 'illegal';
      readonly refusal: Refusal;
    }
  /** A later turn (`turn`, named as it was before the change) would be illegal. */
  | {
      readonly code: 'correction-breaks-history';
      readonly turn: TurnName;
      readonly reason: 'illegal';
      readonly refusal: Refusal;
    }
  /** A later turn would come out otherwise: what it did to the scores, `from` before and `to` after. */
  | {
      readonly code: 'correction-breaks-history';
      readonly turn: TurnName;
      readonly reason: 'changes-turn';
      readonly from: readonly SeatChange[];
      readonly to: readonly SeatChange[];
    };

/** A value from outside that is not what it should be, kept to be shown back: a number as it is, anything else as text. */
export type Shown = number | string;

export type RefusalCode = Refusal['code'];

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
