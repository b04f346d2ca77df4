import type { Ruleset } from '../rules/index.js';
import { FinalRound } from './final-round.js';
import { diceModelFor } from './index.js';
import { buildDiceModel } from './solver.js';
import type { DiceModel } from './solver.js';
import { solveTurnValues, valueAt } from './turn-values.js';

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
}

const STEP = 50;
/** How far past the target a turn total is followed in the final-round rules (points). */
export const DUEL_CAP = 5000;

/** The target in steps: a score of this many steps reaches it. */
export function duelGoal(rules: Ruleset): number {
  const steps = Math.ceil(rules.end.target / STEP);
  return rules.end.targetMode === 'more-than' && rules.end.target % STEP === 0 ? steps + 1 : steps;
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
  const { progress, capPoints = DUEL_CAP, fromSum = 0 } = options;
  const goal = duelGoal(rules);
  const chances = new Float64Array(goal * goal).fill(Number.NaN);
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
  const cap = finalRound ? Math.ceil(capPoints / STEP) : 0;
  const opening = Math.ceil(Math.max(rules.turn.openingMinimum, rules.turn.laterMinimum) / STEP);
  const later = Math.ceil(rules.turn.laterMinimum / STEP);
  const N = rules.diceCount;

  /** The turn of a player at a against b, a zilch worth z: [chance to win, chance the turn ends in a zilch]. */
  const turn = (a: number, b: number, z: number): [number, number] => {
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

  let done = 0;
  const total = goal * goal;
  for (let sum = 2 * goal - 2; sum >= fromSum; sum--) {
    for (let a = Math.max(0, sum - goal + 1); a <= Math.min(goal - 1, sum); a++) {
      const b = sum - a;
      if (b < a) continue;
      // x = S(a, b), y = S(b, a): x = F_ab(1 − y), y = F_ba(1 − x).
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
            x = fx;
            break;
          }
          x = Math.min(1, Math.max(0, x - g / (-dx - 1)));
        }
        chances[a * goal + a] = x;
      } else {
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
            break;
          }
          x = Math.min(1, Math.max(0, x - g / (dx * dy - 1)));
        }
      }
      done += a === b ? 1 : 2;
    }
    progress?.({ done, total, sum });
  }
  return { goal, chances };
}

/** S(a, b) in points, both below the target: the chance to win of the player about to move, from the table. */
export function duelChance(table: DuelTable, mover: number, other: number): number {
  const a = Math.floor(mover / STEP);
  const b = Math.floor(other / STEP);
  if (a >= table.goal || b >= table.goal || a < 0 || b < 0) throw new RangeError(`Scores in a duel's table are from 0 to below the target, not ${String(mover)} and ${String(other)}.`);
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
  const lastTurn = finalRound ? new FinalRound(diceModelFor(rules), rules, { done: [], later: [{ score: other, onBoard: other > 0 }] }) : null;
  return (score) => {
    if (score < target) return 1 - duelChance(table, other, score);
    return lastTurn ? lastTurn.share(0, score, 1) : 1;
  };
}

const everyHoldModels = new WeakMap<Ruleset, DiceModel>();

/** The dice model a duel's turns need: every hold where reaching the target early can be worse. */
export function duelModel(rules: Ruleset): DiceModel {
  if (rules.end.end !== 'final-round') return diceModelFor(rules);
  let model = everyHoldModels.get(rules);
  if (!model) everyHoldModels.set(rules, (model = buildDiceModel(rules, true)));
  return model;
}

/** What a duel's table depends on: the dice, the scoring, the turn and the end of the game. */
export function duelKey(rules: Ruleset): string {
  return JSON.stringify([rules.diceCount, rules.scoring, rules.turn, rules.end.target, rules.end.targetMode, rules.end.end]);
}

const tables = new Map<string, DuelTable>();

/** Keeps a table solved elsewhere (a preset's, or one restored from storage) for these rules. */
export function keepDuelTable(rules: Ruleset, table: DuelTable): void {
  tables.set(duelKey(rules), table);
}

/** Whether a table for these rules is kept (so advice from it is a look-up, not a solve). */
export function duelTableKnown(rules: Ruleset): boolean {
  return tables.has(duelKey(rules));
}

/** The table for these rules: kept, or solved now (seconds to minutes: call it off the page). */
export function duelTableFor(rules: Ruleset): DuelTable {
  const key = duelKey(rules);
  let table = tables.get(key);
  if (!table) tables.set(key, (table = solveDuel(rules)));
  return table;
}
