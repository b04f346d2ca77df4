import type { Ruleset } from '../rules/index.js';
import { FinalRound } from './final-round.js';
import { duelCovers, duelGoal, duelKey } from './duel-key.js';
import { diceModelFor, solvedRulesKey } from './index.js';
import { buildDiceModel } from './solver.js';
import type { DiceModel } from './solver.js';
import { solveTurnValues, valueAt } from './turn-values.js';
import { STEP } from './step.js';
import { kept } from './kept.js';

/**
 * Two players, exact: S(a, b), the chance that the player about to start a turn with a points wins
 * against an opponent with b, when both play to win. Scores count in steps of 50 below the target.
 *
 * Banking t leaves the opponent to move: 1 − S(b, a + t); a zilch leaves 1 − S(b, a). Reaching
 * the target wins at once (`first-to-reach`) or gives the opponent one last turn to beat the score
 * (`final-round`, ties shared: see final-round.ts). Every bank raises the score sum, so the pairs
 * are solved from the highest sum down; within a sum, S(a, b) and S(b, a) depend on each other
 * through the zilch. Each is a turn solved for a zilch worth z, F(z), convex and piecewise linear
 * in z with slope the chance of the zilch, so Newton's method on x = F_ab(1 − F_ba(1 − x)) settles
 * them in a few steps (Busche & Neller's method).
 *
 * A player at 0 is not on the board: their bank needs the opening minimum. Past the target under
 * `final-round`, the turn total is followed for CAP points more, then banked.
 */
export interface DuelTable {
  /** The target in steps of 50: a score of `goal` steps or more reaches it. */
  readonly goal: number;
  /** S(a, b) at a × goal + b. */
  readonly chances: Float64Array;
  /** The lowest score sum (in steps) solved: 0 for a whole table; the pairs below it are NaN. */
  readonly from: number;
}

/** How far past the target a turn total is followed in the final-round rules (points). */
export const DUEL_CAP = 5000;

/** How far past the target (in steps) a turn total is followed: only where the opponent then has a last turn to beat it. */
export function duelCapSteps(rules: Ruleset, capPoints = DUEL_CAP): number {
  return rules.end.end === 'final-round' ? Math.ceil(capPoints / STEP) : 0;
}

/** The largest goal (in steps) a table is solved for on a phone: a target of 20,000 (to reach or to pass). */
const GOAL_IN_REACH = 401;

/**
 * Whether a table for these rules is in reach of a phone's worker: six dice at most (more dice make
 * each turn's solve many times dearer) and a target up to 20,000. That is a minute or so for a
 * short game and most of an hour for 20,000 with a final round on a slow phone, in the background,
 * the end of the game first and kept across launches. Past that, the chance to win is known in the
 * final round only.
 */
export function duelInReach(rules: Ruleset): boolean {
  return rules.diceCount <= 6 && duelGoal(rules) <= GOAL_IN_REACH;
}

export interface DuelProgress {
  /** Pairs of scores solved so far, of `total`. */
  readonly done: number;
  readonly total: number;
  /** The score sum (in steps) just finished. */
  readonly sum: number;
}

export interface DuelOptions {
  /** Hears after every score sum. */
  readonly progress?: (at: DuelProgress) => void;
  /** How far past the target a turn total is followed (final round; tests shorten it). */
  readonly capPoints?: number;
  /** Solve only the pairs whose score sum (in steps) is at least this: the end of the game, first. */
  readonly fromSum?: number;
}

/** Solves S for these rules (a table of goal² chances; pairs left out by `fromSum` are NaN). */
export function solveDuel(rules: Ruleset, options: DuelOptions = {}): DuelTable {
  const { progress, capPoints, fromSum = 0 } = options;
  const solver = new DuelSolver(rules, capPoints === undefined ? {} : { capPoints });
  solver.run({ toSum: fromSum, ...(progress && { progress }) });
  return solver.table;
}

/** A table being solved: the solver lowers `from` as each score sum is finished. */
interface GrowingTable {
  readonly goal: number;
  readonly chances: Float64Array;
  from: number;
}

/**
 * Solves a duel's table a slice at a time, from the end of the game back: `run` stops when told and
 * goes on from there the next time, so a worker can answer questions between slices and keep what
 * it has (every score sum at or above `table.from` is final). A partial table solved earlier (kept
 * in storage) is taken up where it stopped.
 */
export class DuelSolver {
  /** The table as far as it is solved; the same object throughout, so a reader sees it grow. */
  readonly table: DuelTable;
  private readonly growing: GrowingTable;
  private readonly turn: (a: number, b: number, z: number) => [number, number];
  /** The score sum being solved, and the lower score of the next pair in it. */
  private sum: number;
  private next: number;
  private done: number;
  readonly total: number;
  /** Per score sum s: the pairs, and the work, of every sum from s up (index 2 × goal − 1: none). */
  private readonly pairsAbove: Float64Array;
  private readonly workAbove: Float64Array;
  private readonly cap: number;

  constructor(rules: Ruleset, options: { readonly capPoints?: number; readonly resume?: DuelTable } = {}) {
    const { capPoints = DUEL_CAP, resume } = options;
    const goal = duelGoal(rules);
    if (resume && (resume.goal !== goal || resume.chances.length !== goal * goal))
      throw new RangeError(`A table of ${String(resume.goal)} steps cannot be taken up for a goal of ${String(goal)}.`);
    const top = 2 * goal - 1;
    this.growing = resume
      ? { goal, chances: resume.chances, from: Math.min(top, Math.max(0, resume.from)) }
      : { goal, chances: new Float64Array(goal * goal).fill(Number.NaN), from: top };
    this.table = this.growing;
    this.sum = this.growing.from - 1;
    this.next = this.firstOf(this.sum);
    this.total = goal * goal;
    this.cap = duelCapSteps(rules, capPoints);
    this.pairsAbove = new Float64Array(top + 1);
    this.workAbove = new Float64Array(top + 1);
    for (let sum = top - 1; sum >= 0; sum--) {
      const pairs = Math.min(sum, 2 * goal - 2 - sum) + 1;
      this.pairsAbove[sum] = (this.pairsAbove[sum + 1] ?? 0) + pairs;
      this.workAbove[sum] = (this.workAbove[sum + 1] ?? 0) + pairs * this.workOf(sum);
    }
    this.done = this.pairsAbove[this.growing.from] ?? 0;
    this.turn = duelTurn(rules, this.growing.chances, goal, capPoints);
  }

  /**
   * The work of one pair at a score sum: its two turns each reach from the mover's score to the
   * target (and the cap past it), so the start of the game costs the most.
   */
  private workOf(sum: number): number {
    return 2 * (this.growing.goal + this.cap) - sum;
  }

  /** How much of the work is done, a part of 1 (the pairs weighted by what each costs). */
  get part(): number {
    const from = this.growing.from;
    const inSum = this.done - (this.pairsAbove[from] ?? 0);
    return ((this.workAbove[from] ?? 0) + inSum * this.workOf(this.sum)) / (this.workAbove[0] ?? 1);
  }

  /** Every pair is solved. */
  get finished(): boolean {
    return this.growing.from === 0;
  }

  /** Pairs solved so far, of `total`. */
  get solved(): number {
    return this.done;
  }

  private firstOf(sum: number): number {
    return Math.max(0, sum - this.growing.goal + 1);
  }

  /**
   * Solves pairs until every sum down to `toSum` is finished (default: all of them), or until
   * `until()` says stop (asked after each pair): false then, true once the work is done.
   */
  run(
    options: {
      readonly toSum?: number;
      readonly until?: () => boolean;
      readonly progress?: (at: DuelProgress) => void;
    } = {},
  ): boolean {
    const { toSum = 0, until, progress } = options;
    const { goal, chances } = this.growing;
    while (this.growing.from > toSum) {
      const sum = this.sum;
      // Pairs with a ≤ b: S(a, b) and S(b, a) are solved together.
      if (this.next <= sum - this.next) {
        const a = this.next;
        const b = sum - a;
        this.solvePair(a, b, goal, chances);
        this.done += a === b ? 1 : 2;
        this.next++;
        if (until?.()) return false;
        continue;
      }
      this.growing.from = sum;
      progress?.({ done: this.done, total: this.total, sum });
      this.sum = sum - 1;
      this.next = this.firstOf(this.sum);
    }
    return true;
  }

  private solvePair(a: number, b: number, goal: number, chances: Float64Array): void {
    const turn = this.turn;
    // Start from the pair one step further on (solved with the sum above): a step or two of Newton.
    const near = b + 1 < goal ? (chances[a * goal + b + 1] as number) : 0.5;
    if (a === b) {
      // x = F(1 − x): g' = −F' − 1.
      let x = near;
      for (let step = 0; ; step++) {
        if (step === 50) throw new Error(`The duel with both at ${String(a * STEP)} did not settle.`);
        const [fx, dx] = turn(a, a, 1 - x);
        const g = fx - x;
        if (Math.abs(g) < 1e-11) {
          chances[a * goal + a] = fx;
          return;
        }
        x = Math.min(1, Math.max(0, x - g / (-dx - 1)));
      }
    }
    // x = S(a, b), y = S(b, a): x = F_ab(1 − y), y = F_ba(1 − x); Newton on
    // g(x) = F_ab(1 − F_ba(1 − x)) − x, whose slope is F_ab'·F_ba' − 1.
    let x = near;
    for (let step = 0; ; step++) {
      if (step === 50) throw new Error(`The duel at ${String(a * STEP)} against ${String(b * STEP)} did not settle.`);
      const [y, dy] = turn(b, a, 1 - x);
      const [fx, dx] = turn(a, b, 1 - y);
      const g = fx - x;
      if (Math.abs(g) < 1e-11) {
        chances[a * goal + b] = fx;
        chances[b * goal + a] = y;
        return;
      }
      x = Math.min(1, Math.max(0, x - g / (dx * dy - 1)));
    }
  }
}

/** The turn of a player at a against b (steps), a zilch worth z: [chance to win, chance the turn ends in a zilch]. */
function duelTurn(
  rules: Ruleset,
  chances: Float64Array,
  goal: number,
  capPoints: number,
): (a: number, b: number, z: number) => [number, number] {
  const finalRound = rules.end.end === 'final-round';
  // Reaching the target with a small lead can be worse than banking just below it (the opponent
  // then has a last turn to beat a small lead): every hold counts, not only the most points per size.
  const model = duelModel(rules);
  // The opponent's last turn against a score `lead` steps above theirs: the mover keeps this share.
  const lastTurn = new FinalRound(model, rules, { done: [], later: [{ score: 0, onBoard: true }] });
  const kept = new Map<number, number>();
  const keeps = (lead: number): number => {
    let share = kept.get(lead);
    if (share === undefined) kept.set(lead, (share = lastTurn.share(0, lead * STEP, 1)));
    return share;
  };
  const cap = duelCapSteps(rules, capPoints);
  const opening = Math.ceil(Math.max(rules.turn.openingMinimum, rules.turn.laterMinimum) / STEP);
  const later = Math.ceil(rules.turn.laterMinimum / STEP);
  const N = rules.diceCount;
  return (a, b, z) => {
    const reach = goal - a;
    const values = solveTurnValues(model, rules, {
      components: 2,
      banked: (i) => {
        if (i === 0) return [z, 1];
        if (a + i >= goal) return [finalRound ? keeps(a + i - b) : 1, 0];
        return [1 - (chances[b * goal + a + i] as number), 0];
      },
      zilch: [z, 1],
      top: reach + cap,
      minimumIndex: a === 0 ? opening : later,
    });
    const [value, zilch] = valueAt(values, { index: 0, dice: N, mustRoll: true });
    return [value ?? 0, zilch ?? 0];
  };
}

/** S(a, b) in points, both below the target: the chance to win of the player about to move, from the table. */
export function duelChance(table: DuelTable, mover: number, other: number): number {
  const a = Math.floor(mover / STEP);
  const b = Math.floor(other / STEP);
  if (a >= table.goal || b >= table.goal || a < 0 || b < 0)
    throw new RangeError(
      `Scores in a duel's table are from 0 to below the target, not ${String(mover)} and ${String(other)}.`,
    );
  return table.chances[a * table.goal + b] ?? 0;
}

/**
 * The chance to win of the mover (score a in points) once their turn ends at `score`, against an
 * opponent at b who moves next: reaching the target wins (first to reach) or leaves the opponent
 * one last turn (final round).
 */
export function duelWorth(table: DuelTable, rules: Ruleset, other: number): (score: number) => number {
  const target = table.goal * STEP;
  const finalRound = rules.end.end === 'final-round';
  const lastTurn = finalRound
    ? new FinalRound(diceModelFor(rules), rules, { done: [], later: [{ score: other, onBoard: other > 0 }] })
    : null;
  return (score) => {
    if (score < target) return 1 - duelChance(table, other, score);
    return lastTurn ? lastTurn.share(0, score, 1) : 1;
  };
}

/** Every-hold models by the rules' solver key (each message to the worker brings its own copy of the rules). */
const everyHoldModels = new Map<string, DiceModel>();
const KEPT_MODELS = 4;

/** The dice model a duel's turns need: every hold where reaching the target early can be worse. */
export function duelModel(rules: Ruleset): DiceModel {
  if (rules.end.end !== 'final-round') return diceModelFor(rules);
  return kept(everyHoldModels, solvedRulesKey(rules), KEPT_MODELS, () => buildDiceModel(rules, true));
}

const tables = new Map<string, DuelTable>();

/**
 * Keeps a table solved elsewhere (a preset's, one restored from storage, or one a worker is solving,
 * which grows as it is solved) for these rules.
 */
export function keepDuelTable(rules: Ruleset, table: DuelTable): void {
  tables.set(duelKey(rules), table);
}

/** Whether the kept table answers for these scores (the mover's first) without solving: a look-up. */
export function duelTableCovers(rules: Ruleset, scores: readonly number[]): boolean {
  const table = tables.get(duelKey(rules));
  return table !== undefined && duelCovers(table, scores);
}

/**
 * The table for these rules, solved as far as these scores need: the kept one when it covers them,
 * else solved now to the start of the game (seconds to minutes: call it off the page). A kept part
 * is taken up where it stopped.
 */
export function duelTableFor(rules: Ruleset, scores: readonly number[] = [0, 0]): DuelTable {
  const key = duelKey(rules);
  const kept = tables.get(key);
  if (kept && duelCovers(kept, scores)) return kept;
  const solver = new DuelSolver(rules, kept ? { resume: kept } : {});
  solver.run();
  tables.set(key, solver.table);
  return solver.table;
}
