import { legalHolds } from '../rules/index.js';
import type { Face, Ruleset } from '../rules/index.js';
import { duelCapSteps, duelModel, duelTableFor, duelWorth } from './duel.js';
import { duelGoal } from './duel-key.js';
import { FinalRound } from './final-round.js';
import type { FinalRoundTable } from './final-round.js';
import { solveTurnValues, valueAt } from './turn-values.js';
import type { TurnValues } from './turn-values.js';
import type { FollowUp } from './index.js';
import type { DiceModel } from './solver.js';
import { STEP } from './step.js';
import { kept, mapFor } from './kept.js';

/**
 * Where a player stands, for the chance to win the game. `scores`: everyone's banked score, the
 * player to move first, then the others in turn order.
 */
export interface WinPosition {
  readonly scores: readonly number[];
  readonly turnTotal: number;
  readonly diceToRoll: number;
  /** This is the mover's last turn: someone reached the target. */
  readonly finalTurn?: boolean;
  /** How many of the others, in turn order after the mover, still take their last turn (default 0). */
  readonly stillToPlay?: number;
  /** Per player, in the order of `scores` (default: score > 0). */
  readonly onBoard?: readonly boolean[];
  /** The dice just rolled: the chance of each hold is given too. */
  readonly roll?: readonly Face[];
  /** The mover must roll before banking (default: a turn total of 0). */
  readonly mustRoll?: boolean;
  /** The last die's first throw missed: it must be thrown again. */
  readonly lastDieMissed?: boolean;
  /** The least turn total the mover may bank (default: their opening or later minimum). */
  readonly minimumToBank?: number;
}

export interface HoldChance {
  readonly dice: Face[];
  readonly points: number;
  /** The chance to win after holding these dice and playing on to win. */
  readonly chance: number;
  readonly then: FollowUp;
  /** The chance to win of banking with this hold (null where that bank is not allowed), and of rolling on. */
  readonly bank: number | null;
  readonly roll: number;
}

export interface WinAdvice {
  /** The chance to win if the mover banks now; null when banking is not allowed. */
  readonly bank: number | null;
  /** The chance to win if the mover rolls on and plays to win. */
  readonly roll: number;
  /** With `roll` in the position: every legal hold, the best chance first. */
  readonly holds?: HoldChance[];
  /** False where the rules hold something the calculation leaves out (see `winAdviceQuality`). */
  readonly exact: boolean;
}

/** Whether the chance to win is exact for these rules in the final round, and if not, why (a code). */
export function winAdviceQuality(
  rules: Ruleset,
  playersStillToPlay: number,
): { exact: boolean; reason: WinEstimateReason | null } {
  if (rules.turn.hotDice === 'lock') return { exact: false, reason: 'lock' };
  if (rules.variations.pyramiding) return { exact: false, reason: 'pyramiding' };
  if (rules.variations.surpassing) return { exact: false, reason: 'surpassing' };
  if (rules.variations.challenges) return { exact: false, reason: 'challenges' };
  if (rules.variations.zilchStreakPenalty) return { exact: false, reason: 'zilch-streak' };
  if (rules.turn.startOfTurn !== 'fresh' && playersStillToPlay > 0) return { exact: false, reason: 'take-over' };
  return { exact: true, reason: null };
}

export type WinEstimateReason = 'lock' | 'pyramiding' | 'surpassing' | 'challenges' | 'zilch-streak' | 'take-over';

const rounds = new WeakMap<DiceModel, Map<string, FinalRound>>();
/** Final rounds kept per model: every question of a last turn (each roll, each hold) reads the same one. */
const KEPT_ROUNDS = 8;

/** The final round of these scores, solved once for all the questions of the turn. */
function finalRoundFor(model: DiceModel, rules: Ruleset, table: FinalRoundTable): FinalRound {
  return kept(
    mapFor(rounds, model),
    JSON.stringify([rules.turn, table]),
    KEPT_ROUNDS,
    () => new FinalRound(model, rules, table),
  );
}

/** Why a position cannot be asked about, in words for the developer calling the API; null when it can. */
export function positionProblem(rules: Ruleset, position: WinPosition): string | null {
  const { scores, turnTotal, diceToRoll } = position;
  if (scores.length < 1 || scores.some((score) => !Number.isInteger(score) || score % STEP !== 0))
    return `Scores are multiples of 50, not ${scores.join(', ')}.`;
  if (!Number.isInteger(turnTotal) || turnTotal < 0 || turnTotal % STEP !== 0)
    return `A turn total is 0 or a multiple of 50, not ${String(turnTotal)}.`;
  if (!Number.isInteger(diceToRoll) || diceToRoll < 1 || diceToRoll > rules.diceCount)
    return `Dice to roll must be 1 to ${rules.diceCount}, not ${String(diceToRoll)}.`;
  if (position.roll && position.roll.length !== diceToRoll)
    return `A roll of ${position.roll.length} dice where ${diceToRoll} were to be rolled.`;
  return null;
}

/**
 * The mover's last turn (someone reached the target): the chance to win of banking now and of
 * rolling on (and of each hold of a roll), exact for any number of players. The position is
 * checked by `winAdvice` (`positionProblem`).
 */
export function finalRoundAdvice(model: DiceModel, rules: Ruleset, position: WinPosition): WinAdvice {
  const scores = position.scores;
  const mover = scores[0] ?? 0;
  const onBoard = (index: number) => position.onBoard?.[index] ?? (scores[index] ?? 0) > 0;
  const stillToPlay = Math.min(position.stillToPlay ?? 0, scores.length - 1);
  const others = scores.slice(1);
  const round = finalRoundFor(model, rules, {
    later: others.slice(0, stillToPlay).map((score, index) => ({ score, onBoard: onBoard(index + 1) })),
    done: others.slice(stillToPlay),
  });
  const { exact } = winAdviceQuality(rules, stillToPlay);
  return adviceByWorth(
    model,
    rules,
    position,
    (score) => round.moverShare(score),
    Math.max(round.moverTop(mover), position.turnTotal),
    exact,
  );
}

const turns = new WeakMap<DiceModel, Map<string, TurnValues>>();
/** Turns kept per model: the turn on the table, and a few to go back to with Undo. */
const KEPT_TURNS = 4;

function keptTurn(model: DiceModel, rules: Ruleset, key: string, solve: () => TurnValues): TurnValues {
  return kept(mapFor(turns, model), `${JSON.stringify([rules.turn, rules.end])} ${key}`, KEPT_TURNS, solve);
}

/**
 * The chances of a turn for the mover, given `worth(score)`: the chance to win when the turn ends
 * with the mover's score at `score` (banked, or the score before the turn after a zilch). Past
 * `top` points of turn total the turn is banked.
 */
export function adviceByWorth(
  model: DiceModel,
  rules: Ruleset,
  position: WinPosition,
  worth: (score: number) => number,
  top: number,
  exact: boolean,
): WinAdvice {
  const mover = position.scores[0] ?? 0;
  const onBoard = position.onBoard?.[0] ?? mover > 0;
  const minimum =
    position.minimumToBank ??
    (onBoard ? rules.turn.laterMinimum : Math.max(rules.turn.openingMinimum, rules.turn.laterMinimum));
  const turnTotal = position.turnTotal;
  // The grid reaches a hold past the turn total, so every hold's roll-on is solved, not read off the edge.
  const topIndex = Math.ceil(Math.max(top, turnTotal + model.maxHold) / STEP);
  const minimumIndex = Math.ceil(minimum / STEP);
  // Every roll of a turn asks about the same turn: solved once, kept while the turn goes on.
  const key = JSON.stringify([
    position.scores,
    position.onBoard ?? null,
    position.stillToPlay ?? 0,
    position.finalTurn ?? false,
    topIndex,
    minimumIndex,
  ]);
  const values = keptTurn(model, rules, key, () =>
    solveTurnValues(model, rules, {
      components: 1,
      banked: (i) => [worth(mover + i * STEP)],
      zilch: [worth(mover)],
      top: topIndex,
      minimumIndex,
    }),
  );
  const mustRoll = position.mustRoll ?? turnTotal === 0;
  const lastDieMissed = position.lastDieMissed ?? false;
  const bank = !mustRoll && !lastDieMissed && turnTotal >= minimum ? worth(mover + turnTotal) : null;
  const roll =
    valueAt(values, { index: turnTotal / STEP, dice: position.diceToRoll, mustRoll: true, lastDieMissed })[0] ?? 0;
  if (!position.roll) return { bank, roll, exact };
  const N = rules.diceCount;
  const holds = legalHolds(rules, position.roll).map((hold): HoldChance => {
    const total = turnTotal + hold.points;
    const hot = hold.dice.length === position.roll?.length;
    const dice = hot ? N : position.diceToRoll - hold.dice.length;
    const mustRollAfter = hot && rules.turn.hotDice === 'must-continue';
    const rollOn = valueAt(values, { index: total / STEP, dice, mustRoll: true })[0] ?? 0;
    const bankNow = !mustRollAfter && total >= minimum ? worth(mover + total) : -1;
    const then: FollowUp = bankNow >= rollOn ? { action: 'bank' } : { action: 'roll', dice };
    return {
      dice: hold.dice,
      points: hold.points,
      chance: Math.max(bankNow, rollOn),
      then,
      bank: bankNow < 0 ? null : bankNow,
      roll: rollOn,
    };
  });
  holds.sort((a, b) => b.chance - a.chance || b.points - a.points || a.dice.length - b.dice.length);
  return { bank, roll, holds, exact };
}

/**
 * The chance to beat every opponent, from the chance to win the duel with each. Beating one and
 * beating another go together (both come of the mover's own pace), so the plain product counts
 * too little for the risks that make a player faster; each pair adds (1 − p)(1 − q) of the product,
 * which fades as either duel is decided. Measured against exact three-player solutions (docs/win.md).
 * The sum never goes above the weakest duel; the min only guards that.
 */
export function beatEveryone(duels: readonly number[]): number {
  let product = 1;
  let pairs = 0;
  let lost = 0;
  for (const chance of duels) {
    product *= chance;
    pairs += lost * (1 - chance);
    lost += 1 - chance;
  }
  return Math.min(product * (1 + pairs), ...duels);
}

/**
 * Before the final round. Two players: exact, from the duel's table (S for these rules, solved once).
 * Three or four: an estimate that plays to beat every opponent at once, from the chance to win the
 * duel against each (`beatEveryone`: so a player far behind one of them takes the risks a duel with
 * that one asks for).
 */
export function gameAdvice(rules: Ruleset, position: WinPosition): WinAdvice | null {
  const scores = position.scores;
  const mover = scores[0];
  if (mover === undefined || scores.length < 2) return null;
  const target = duelGoal(rules) * STEP;
  // A score at the target is the final round's; below 0 (a penalty's) is outside the table.
  if (scores.some((score) => score >= target || score < 0)) return null;
  const table = duelTableFor(rules, scores);
  const worths = scores.slice(1).map((other) => duelWorth(table, rules, other));
  const worth = (score: number) => beatEveryone(worths.map((each) => each(score)));
  const cap = duelCapSteps(rules) * STEP;
  const { exact } = winAdviceQuality(rules, 1);
  return adviceByWorth(duelModel(rules), rules, position, worth, target - mover + cap, exact && scores.length === 2);
}
