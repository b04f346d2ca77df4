import type { Entry, GameSetup } from '../game/index.js';
import type { Face, Ruleset } from '../rules/index.js';
import type {
  AdviceNote,
  BankOrRollAdvice,
  GameReview,
  HoldAdvice,
  Situation,
  TakeOverAdvice,
  WinAdvice,
  WinPosition,
} from './index.js';

/** What the page asks the advice worker. Every request carries the rules (a review, in its setup), so the worker keeps no game. */
export type AdviceQuestion =
  | {
      readonly kind: 'holds';
      readonly rules: Ruleset;
      readonly situation: Situation;
      readonly roll: readonly Face[];
      readonly setAside: readonly Face[];
      readonly win?: WinPosition;
    }
  | {
      readonly kind: 'bank-or-roll';
      readonly rules: Ruleset;
      readonly situation: Situation;
      readonly win?: WinPosition;
    }
  | {
      readonly kind: 'take-over';
      readonly rules: Ruleset;
      readonly offer: { readonly points: number; readonly dice: number };
      readonly minimumToBank: number;
    }
  /**
   * Solve the rule set ahead of the first question (when a game opens); `toWin`: the table plays to
   * win, so the two-player table is wanted too (loaded for a preset, else solved in the background).
   */
  | { readonly kind: 'prepare'; readonly rules: Ruleset; readonly minimumToBank: number; readonly toWin?: boolean }
  /** The decision review of a game (reviewGame), from its setup and the entries in force. */
  | { readonly kind: 'review'; readonly setup: GameSetup; readonly entries: readonly Entry[] };

/** The rules a question is about. */
export const rulesOf = (question: AdviceQuestion): Ruleset =>
  question.kind === 'review' ? question.setup.rules : question.rules;

export type AdviceAnswer =
  /** `win`: the chance to win, where it is known at once (the final round, a table that holds the scores) and was asked for. */
  | { readonly kind: 'holds'; readonly holds: HoldAdvice[]; readonly win?: WinAdvice | null }
  | { readonly kind: 'bank-or-roll'; readonly advice: BankOrRollAdvice; readonly win?: WinAdvice | null }
  | { readonly kind: 'take-over'; readonly advice: TakeOverAdvice }
  /** `restored`: the solution came from the cache of an earlier launch (set by the worker). */
  | { readonly kind: 'prepare'; readonly ms: number; readonly restored?: boolean }
  | { readonly kind: 'review'; readonly review: GameReview };

export interface AdviceRequest {
  readonly id: number;
  readonly question: AdviceQuestion;
}

export type AdviceResponse =
  | {
      readonly id: number;
      readonly ok: true;
      readonly answer: AdviceAnswer;
      readonly exact: boolean;
      readonly note: AdviceNote | null;
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

/**
 * What the worker tells the page unasked: how far the two-player table of a rule set (`hash`:
 * `duelHash`) is solved. Score sums (in steps) from `from` up are solved; `from` 0: all of it.
 */
export interface DuelNotice {
  readonly notice: 'duel';
  readonly hash: number;
  readonly from: number;
  /** Pairs of scores solved, of `total`. */
  readonly solved: number;
  readonly total: number;
  /** How much of the work is done, a part of 1 (the pairs near the start of the game cost more). */
  readonly part: number;
  /** The solve stopped before the end (an error, said in the console): what is solved still serves. */
  readonly stopped?: boolean;
}
