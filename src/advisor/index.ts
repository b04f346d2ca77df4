/**
 * The advisor: the hold and the bank-or-roll choice that maximise a turn's expected score, by exact
 * dynamic programming (src/advisor/solver.ts). Pure TypeScript: it runs in Node, in a Web Worker
 * and in the page alike.
 */
import { legalHolds, zilchChance } from '../rules/index.js';
import type { Face, Ruleset } from '../rules/index.js';
import { buildDiceModel, solve } from './solver.js';
import type { DiceModel, Solution } from './solver.js';
import { duelTableCovers } from './duel.js';
import { finalRoundAdvice, gameAdvice, positionProblem } from './win.js';
import type { WinAdvice, WinPosition } from './win.js';
import { STEP } from './step.js';

export type { DiceModel, Solution } from './solver.js';

/** Where a player stands in a turn. Every field is optional. */
export interface Situation {
  /** Points the player would bank now, inherited points included (default 0). */
  readonly turnTotal?: number;
  /** Dice the player rolls next (default: all the rule set's dice). */
  readonly diceToRoll?: number;
  /** The least turn total the player may bank (default: the later-turn minimum, on the board). */
  readonly minimumToBank?: number;
  /**
   * The player must roll before banking: a fresh turn, turning the corner, a take-over not yet
   * scored. Default: true when the turn total is 0 (a fresh turn must roll first).
   */
  readonly mustRoll?: boolean;
  /** Points safe from a zilch (hot dice under `lock`); default 0. */
  readonly locked?: number;
  /** Two chances with the last die: its first throw missed, it must be thrown again. */
  readonly lastDieMissed?: boolean;
  /** What a zilch costs beyond the turn (a challenge's penalty), as a positive number; default 0. */
  readonly zilchPenalty?: number;
}

interface Resolved {
  readonly turnTotal: number;
  readonly diceToRoll: number;
  readonly minimumToBank: number;
  readonly mustRoll: boolean;
  readonly locked: number;
  readonly lastDieMissed: boolean;
  readonly zilchPenalty: number;
}

function resolve(rules: Ruleset, situation: Situation): Resolved {
  const turnTotal = situation.turnTotal ?? 0;
  const diceToRoll = situation.diceToRoll ?? rules.diceCount;
  if (!Number.isInteger(diceToRoll) || diceToRoll < 1 || diceToRoll > rules.diceCount) {
    throw new RangeError(`Dice to roll must be 1 to ${rules.diceCount}, not ${String(diceToRoll)}.`);
  }
  if (!Number.isInteger(turnTotal) || turnTotal < 0 || turnTotal % 50 !== 0) {
    throw new RangeError(`A turn total is 0 or a multiple of 50, not ${String(turnTotal)}.`);
  }
  return {
    turnTotal,
    diceToRoll,
    minimumToBank: situation.minimumToBank ?? rules.turn.laterMinimum,
    mustRoll: situation.mustRoll ?? turnTotal === 0,
    locked: situation.locked ?? 0,
    lastDieMissed: situation.lastDieMissed ?? false,
    zilchPenalty: situation.zilchPenalty ?? 0,
  };
}

const models = new WeakMap<Ruleset, DiceModel>();
const modelsBySignature = new Map<string, DiceModel>();
const solutions = new WeakMap<DiceModel, Map<string, Solution>>();
const MAX_MODELS = 8;

/**
 * What a solution depends on: the dice, the scoring table, and the turn rules the solver reads.
 * Rule sets that differ in anything else (name, target, thresholds, ties) share their solutions.
 */
export function solvedRulesKey(rules: Ruleset): string {
  return JSON.stringify([rules.diceCount, rules.scoring, rules.turn.hotDice, rules.turn.lastDieSecondChance]);
}

function keepModel(key: string, model: DiceModel): void {
  if (modelsBySignature.size >= MAX_MODELS) modelsBySignature.delete(modelsBySignature.keys().next().value ?? '');
  modelsBySignature.set(key, model);
}

/** The dice model of a rule set (every roll's offers), built once per rule set. */
export function diceModelFor(rules: Ruleset): DiceModel {
  const known = models.get(rules);
  if (known) return known;
  const key = solvedRulesKey(rules);
  let model = modelsBySignature.get(key);
  if (!model) {
    model = buildDiceModel(rules);
    keepModel(key, model);
  }
  models.set(rules, model);
  return model;
}

/**
 * Everything solved for a rule set, as plain data (typed arrays) that IndexedDB can keep, so the
 * next launch skips the work. Null when nothing is solved yet.
 */
export interface SolvedRules {
  readonly key: string;
  readonly model: Omit<DiceModel, 'rules'>;
  readonly solutions: readonly { readonly options: string; readonly solution: Omit<Solution, 'model'> }[];
}

export function exportSolved(rules: Ruleset): SolvedRules | null {
  const key = solvedRulesKey(rules);
  const model = modelsBySignature.get(key);
  if (!model) return null;
  const { rules: _rules, ...plainModel } = model;
  const byOptions = solutions.get(model) ?? new Map<string, Solution>();
  return {
    key,
    model: plainModel,
    solutions: [...byOptions].map(([options, { model: _model, ...solution }]) => ({ options, solution })),
  };
}

/** Takes back what `exportSolved` gave (from IndexedDB); ignored when it is for other rules. */
export function importSolved(rules: Ruleset, solved: SolvedRules): boolean {
  const key = solvedRulesKey(rules);
  if (solved.key !== key || modelsBySignature.has(key)) return false;
  const model: DiceModel = { ...solved.model, rules };
  keepModel(key, model);
  solutions.set(model, new Map(solved.solutions.map(({ options, solution }) => [options, { ...solution, model }])));
  return true;
}

/** The solved grid for these rules, this bank minimum and zilch penalty, reaching `highestTotal`. */
export function solutionFor(rules: Ruleset, minimumToBank: number, zilchPenalty: number, highestTotal = 0): Solution {
  const model = diceModelFor(rules);
  let byOptions = solutions.get(model);
  if (!byOptions) solutions.set(model, (byOptions = new Map()));
  const key = `${minimumToBank}/${zilchPenalty}`;
  const known = byOptions.get(key);
  // Under `lock` the grid must reach a whole cycle above the highest points at risk asked about.
  if (known && known.top * STEP >= highestTotal + model.maxCycle) return known;
  const solution = solve(model, {
    minimumToBank,
    zilchPenalty,
    highestTotal: Math.max(highestTotal, known ? known.top * STEP * 2 : 0),
  });
  byOptions.set(key, solution);
  return solution;
}

/** The value of a state: expected points banked from here under optimal play. */
function valueAt(rules: Ruleset, s: Resolved): number {
  const lock = rules.turn.hotDice === 'lock';
  const atRisk = lock ? s.turnTotal - s.locked : s.turnTotal;
  const solution = solutionFor(rules, s.minimumToBank, s.zilchPenalty, atRisk);
  const i = atRisk / STEP;
  const grid =
    s.lastDieMissed && s.diceToRoll === 1
      ? solution.lastDieAgain
      : s.mustRoll
        ? solution.roll[s.diceToRoll]
        : solution.decide[s.diceToRoll];
  const value = grid?.[i];
  if (value === undefined) throw new RangeError(`No solution for a turn total of ${s.turnTotal}.`);
  return (lock ? s.locked : 0) + value;
}

/**
 * The expected points banked this turn under optimal play, from the given situation (default: a
 * fresh turn of a player already on the board, who must roll first).
 */
export function expectedTurnScore(rules: Ruleset, situation: Situation = {}): number {
  return valueAt(rules, resolve(rules, situation));
}

/**
 * Why the advice for a rule set is an estimate (src/ui/text/advice-note-text.ts says it):
 * `pyramiding`: later combinations with dice already set aside are not counted;
 * `lock-and-minimum`: with locked points, the minimum to bank is taken to apply to the points at risk.
 */
export type AdviceNote = 'pyramiding' | 'lock-and-minimum';

/** Whether the advice for these rules is exact, and if not, why. */
export function adviceQuality(rules: Ruleset): { exact: boolean; note: AdviceNote | null } {
  if (rules.variations.pyramiding) return { exact: false, note: 'pyramiding' };
  if (rules.turn.hotDice === 'lock' && (rules.turn.openingMinimum > 0 || rules.turn.laterMinimum > 0))
    return { exact: false, note: 'lock-and-minimum' };
  return { exact: true, note: null };
}

export type FollowUp = { readonly action: 'bank' } | { readonly action: 'roll'; readonly dice: number };

export interface HoldAdvice {
  readonly dice: Face[];
  readonly points: number;
  /** Expected final turn score when holding these dice, then playing on optimally. */
  readonly expected: number;
  readonly then: FollowUp;
  /** How much less than the best hold this one expects (0 for the best). */
  readonly behindBest: number;
}

/** The state after holding `points` with `held` dice, and what to do next there. */
function afterHold(rules: Ruleset, s: Resolved, points: number, held: number) {
  const turnTotal = s.turnTotal + points;
  const hot = held === s.diceToRoll;
  const next: Resolved = {
    ...s,
    turnTotal,
    diceToRoll: hot ? rules.diceCount : s.diceToRoll - held,
    mustRoll: hot && rules.turn.hotDice === 'must-continue',
    locked: hot && rules.turn.hotDice === 'lock' ? turnTotal : s.locked,
    lastDieMissed: false,
  };
  const expected = valueAt(rules, next);
  const rollValue = valueAt(rules, { ...next, mustRoll: true });
  const canBank = !next.mustRoll && turnTotal >= s.minimumToBank;
  const then: FollowUp =
    canBank && turnTotal >= rollValue ? { action: 'bank' } : { action: 'roll', dice: next.diceToRoll };
  return { expected, then };
}

/**
 * Every legal hold of a roll, ranked by the expected final turn score when holding it and playing on
 * optimally, each with its follow-up and the difference to the best. Empty on a zilch.
 * `setAside`: dice already set aside this cycle, for pyramiding (the advice is then an estimate).
 */
export function adviseHolds(
  rules: Ruleset,
  situation: Situation,
  roll: readonly Face[],
  setAside: readonly Face[] = [],
): HoldAdvice[] {
  const s = resolve(rules, situation);
  const holds = legalHolds(rules, roll, rules.variations.pyramiding ? setAside : []);
  const ranked = holds.map((hold) => ({
    dice: hold.dice,
    points: hold.points,
    ...afterHold(rules, s, hold.points, hold.dice.length),
  }));
  ranked.sort((a, b) => b.expected - a.expected || b.points - a.points || a.dice.length - b.dice.length);
  const best = ranked[0]?.expected ?? 0;
  return ranked.map((hold) => ({ ...hold, behindBest: best - hold.expected }));
}

export interface BankOrRollAdvice {
  /** The points banked now, or null when banking is not allowed. */
  readonly bank: number | null;
  /** Expected final turn score when rolling on and playing optimally. */
  readonly roll: number;
  readonly zilchChance: number;
  readonly best: 'bank' | 'roll';
}

/** Before a roll: bank now or roll the dice, with both values and the chance to zilch. */
export function adviseBankOrRoll(rules: Ruleset, situation: Situation): BankOrRollAdvice {
  const s = resolve(rules, situation);
  const roll = valueAt(rules, { ...s, mustRoll: true });
  const bankAllowed = !s.mustRoll && !s.lastDieMissed && s.turnTotal >= s.minimumToBank;
  const bank = bankAllowed ? s.turnTotal : null;
  return {
    bank,
    roll,
    zilchChance: zilchChance(rules, s.diceToRoll),
    best: bank !== null && bank >= roll ? 'bank' : 'roll',
  };
}

export interface TakeOverAdvice {
  readonly takeOver: number;
  readonly fresh: number;
  readonly best: 'take-over' | 'fresh';
}

/** At the start of a turn with build off / inherit: take over the bank, or start fresh. */
export function adviseTakeOver(
  rules: Ruleset,
  offer: { points: number; dice: number },
  minimumToBank = rules.turn.laterMinimum,
): TakeOverAdvice {
  const takeOver = expectedTurnScore(rules, {
    turnTotal: offer.points,
    diceToRoll: offer.dice,
    minimumToBank,
    mustRoll: true,
  });
  const fresh = expectedTurnScore(rules, { minimumToBank });
  return { takeOver, fresh, best: takeOver > fresh ? 'take-over' : 'fresh' };
}

export type { HoldChance, WinAdvice, WinEstimateReason, WinPosition } from './win.js';
export { beatEveryone, winAdviceQuality } from './win.js';

/**
 * The chance to win of banking now and of rolling on (and of each hold, with `roll`), for the play
 * that maximises it. Exact in the final round for any number of players (final-round.ts) and for two
 * players throughout (duel.ts: the first question for a rule set solves its table, which takes
 * seconds to minutes); an estimate for three and four before the final round (`exact` false).
 */
export function winAdvice(rules: Ruleset, position: WinPosition): WinAdvice | null {
  const problem = positionProblem(rules, position);
  if (problem) throw new RangeError(problem);
  return position.finalTurn ? finalRoundAdvice(diceModelFor(rules), rules, position) : gameAdvice(rules, position);
}

export type { DuelProgress, DuelTable } from './duel.js';
export {
  DuelSolver,
  duelChance,
  duelInReach,
  duelTableCovers,
  duelTableFor,
  keepDuelTable,
  solveDuel,
} from './duel.js';
export { duelCovers, duelGoal, duelHash, duelKey } from './duel-key.js';
export {
  DUEL_PRESET_IDS,
  decodeDuel,
  duelStoreKey,
  encodeDuel,
  restoreDuel,
  storeDuel,
  storedFurther,
} from './duel-file.js';

/**
 * Whether the chance to win is known without solving a table now: the final round, or a table kept
 * that holds these scores (a table being solved holds the end of the game first).
 */
export function winAdviceReady(rules: Ruleset, position: WinPosition): boolean {
  return position.finalTurn === true || duelTableCovers(rules, position.scores);
}

export type { GameReview, PlayerReview, ReviewChoice, ReviewedDecision } from './review.js';
export { REVIEW_VERSION, reviewGame } from './review.js';
