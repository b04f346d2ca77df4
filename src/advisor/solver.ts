import { bestHoldBySizeOfCounts, countsToDice, legalHolds, zilchChance } from '../rules/index.js';
import type { Face, Ruleset } from '../rules/index.js';
import { STEP } from './step.js';

/**
 * The exact turn solver. A turn's states are (turn total, dice to roll, and a flag for "must roll
 * now"); every point value is a multiple of 50, so turn totals live on a grid of step 50. The value
 * of a state is the expected number of points banked this turn under optimal play.
 *
 * - Rolls of n dice are grouped by what they offer: for each number k of dice held, the best points
 *   of a legal hold of k dice (values only grow with the turn total, so the best points are all a
 *   player ever wants among holds of the same size). Grouping makes one roll of ten dice 3,003
 *   multisets, and far fewer distinct offers.
 * - Hot dice `may-continue` and `must-continue` only ever raise the turn total, so values are
 *   computed from the top of the grid down. Above a cap, banking is optimal in every state where a
 *   roll risks a zilch; the cap is doubled until the solution agrees with that at its top.
 * - Hot dice `lock` resets the points at risk: the value is locked + W(at risk, dice), with W's
 *   own fixed point W(0, N) found by Newton's method (W is convex and piecewise linear in it).
 */

export interface RollOffer {
  /** Probability of a roll of this kind. */
  readonly p: number;
  /** best[k] = best points of a legal hold of k dice (index 1..n), or -1 when none. */
  readonly best: Float64Array;
}

/**
 * The offers of n dice flattened for the solver's inner loop: offer o has probability p[o] and
 * options start[o] .. start[o + 1] - 1, each holding kept[x] dice for steps[x] × 50 points.
 */
export interface FlatOffers {
  readonly p: Float64Array;
  readonly start: Int32Array;
  readonly kept: Int32Array;
  readonly steps: Int32Array;
}

export interface DiceModel {
  readonly rules: Ruleset;
  readonly diceCount: number;
  /** offers[n]: the distinct non-zilch roll kinds of n dice. */
  readonly offers: readonly (readonly RollOffer[])[];
  /** The same, flattened (see FlatOffers). */
  readonly flat: readonly FlatOffers[];
  /** zilch[n]: the chance that n dice show no legal hold. */
  readonly zilch: readonly number[];
  /** The most points one hold of any size can be worth (grid head-room above the cap). */
  readonly maxHold: number;
  /** The most points one cycle of all dice can add (bounds the points at risk under `lock`). */
  readonly maxCycle: number;
}

/**
 * Every multiset of n faces, as its count of each face (index 0 for ones; the same array each
 * time, changed between calls), with its probability.
 */
function forEachMultiset(n: number, visit: (counts: readonly number[], p: number) => void): void {
  const counts = [0, 0, 0, 0, 0, 0];
  const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));
  const total = 6 ** n;
  const recurse = (face: number, left: number, weight: number) => {
    if (face === 5) {
      counts[5] = left;
      visit(counts, factorial(n) / (weight * factorial(left)) / total);
      return;
    }
    for (let count = 0; count <= left; count++) {
      counts[face] = count;
      recurse(face + 1, left - count, weight * factorial(count));
    }
    counts[face] = 0;
  };
  recurse(0, n, 1);
}

/** Every legal hold of a roll as (dice kept, points), each pair once, in order. */
function distinctHolds(rules: Ruleset, roll: readonly Face[]): (readonly [number, number])[] {
  const seen = new Set<string>();
  const holds: (readonly [number, number])[] = [];
  for (const hold of legalHolds(rules, roll)) {
    const key = `${hold.dice.length}:${hold.points}`;
    if (seen.has(key)) continue;
    seen.add(key);
    holds.push([hold.dice.length, hold.points]);
  }
  return holds.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/** (dice kept, points) for each number of dice that makes a legal hold, from `bestHoldBySize`. */
function bestPerSize(best: readonly number[]): (readonly [number, number])[] {
  const pairs: (readonly [number, number])[] = [];
  for (let k = 1; k < best.length; k++) if ((best[k] ?? -1) >= 0) pairs.push([k, best[k] ?? 0]);
  return pairs;
}

/**
 * The dice model of a rule set. `everyHold`: each roll offers every legal hold's (dice kept, points)
 * instead of the best points per number of dice kept, for values that do not only grow with the
 * turn total (the chance to win near a final round's target, where a smaller bank can be better).
 */
export function buildDiceModel(rules: Ruleset, everyHold = false): DiceModel {
  const n = rules.diceCount;
  const offers: RollOffer[][] = [[]];
  const options: (readonly (readonly [number, number])[])[][] = [[]];
  const zilch: number[] = [1];
  let maxHold = 0;
  const bestOfSize = new Array<number>(n + 1).fill(0);
  for (let dice = 1; dice <= n; dice++) {
    const grouped = new Map<string, { p: number; best: Float64Array; options: (readonly [number, number])[] }>();
    const best = new Array<number>(dice + 1);
    forEachMultiset(dice, (counts, p) => {
      bestHoldBySizeOfCounts(rules, counts, best);
      let scores = false;
      for (let k = 1; k <= dice; k++) {
        const points = best[k] ?? -1;
        if (points < 0) continue;
        scores = true;
        if (points > maxHold) maxHold = points;
        if (points > (bestOfSize[k] ?? 0)) bestOfSize[k] = points;
      }
      if (!scores) return;
      // Rolls that offer the same choices are one kind of roll. Without every hold the choices are
      // the best points per number of dice kept, so those points are the key (thousands of rolls
      // of ten dice are grouped while a game opens: no list is built for a roll already known).
      const holds = everyHold ? distinctHolds(rules, countsToDice(counts)) : null;
      const key = holds ? holds.map(([k, points]) => `${k}:${points}`).join(',') : best.join(',');
      const known = grouped.get(key);
      if (known) {
        known.p += p;
        return;
      }
      grouped.set(key, { p, best: Float64Array.from(best), options: holds ?? bestPerSize(best) });
    });
    offers.push([...grouped.values()].map(({ p, best }) => ({ p, best })));
    options.push([...grouped.values()].map((group) => group.options));
    zilch.push(zilchChance(rules, dice));
  }
  // The most a cycle of n dice can add: the best split of the dice into holds, roll by roll.
  const cycle = new Array<number>(n + 1).fill(0);
  for (let dice = 1; dice <= n; dice++) {
    for (let k = 1; k <= dice; k++)
      cycle[dice] = Math.max(cycle[dice] ?? 0, (bestOfSize[k] ?? 0) + (cycle[dice - k] ?? 0));
  }
  const flat = offers.map((list, dice): FlatOffers => {
    const kept: number[] = [];
    const steps: number[] = [];
    const start = new Int32Array(list.length + 1);
    list.forEach((_offer, o) => {
      start[o] = kept.length;
      for (const [k, points] of options[dice]?.[o] ?? []) {
        kept.push(k);
        steps.push(points / STEP);
      }
    });
    start[list.length] = kept.length;
    return {
      p: Float64Array.from(list, (offer) => offer.p),
      start,
      kept: Int32Array.from(kept),
      steps: Int32Array.from(steps),
    };
  });
  return { rules, diceCount: n, offers, flat, zilch, maxHold, maxCycle: cycle[n] ?? 0 };
}

/** What the solver needs to know beyond the rules: the bank minimum and what a zilch costs. */
export interface SolveOptions {
  /** Banking is allowed only at a turn total of at least this. */
  readonly minimumToBank: number;
  /** Points a zilch costs beyond the turn total (a challenge's penalty), as a positive number. */
  readonly zilchPenalty: number;
  /** The highest turn total (or points at risk, under `lock`) the caller will ask about. */
  readonly highestTotal: number;
  /** For tests: a fixed cap instead of the self-checked one (values above it bank). */
  readonly fixedCap?: number;
}

/**
 * Values on the grid. `decide[n][i]`: the player may bank (if allowed) or roll n dice, at turn total
 * i × 50. `roll[n][i]`: the player must roll n dice now (a fresh turn, turning the corner, a take-over
 * not yet scored). `lastDieAgain[i]`: the second throw of the last die (two chances).
 * Under `lock`, i counts the points at risk instead of the turn total, and `lockValue` is W(0, N).
 */
export interface Solution {
  readonly model: DiceModel;
  readonly options: SolveOptions;
  readonly top: number;
  readonly decide: readonly Float64Array[];
  readonly roll: readonly Float64Array[];
  readonly lastDieAgain: Float64Array;
  readonly lock: boolean;
  /** Under `lock`: the value of a fresh cycle with nothing at risk. */
  readonly lockValue: number;
}

export function solve(model: DiceModel, options: SolveOptions): Solution {
  const rules = model.rules;
  const lock = rules.turn.hotDice === 'lock';
  if (lock) return solveLock(model, options);
  let cap =
    options.fixedCap ?? Math.max(32_000, options.highestTotal + model.maxHold, options.minimumToBank + model.maxHold);
  for (;;) {
    const solution = solveUpTo(model, options, Math.ceil(cap / STEP), 0);
    if (options.fixedCap !== undefined || banksAtTop(solution)) return solution;
    cap *= 2;
  }
}

/** At the cap, every state whose roll risks a zilch should bank: the cap's boundary assumption. */
function banksAtTop(solution: Solution): boolean {
  const { model, top } = solution;
  for (let n = 1; n <= model.diceCount; n++) {
    if ((model.zilch[n] ?? 0) === 0) continue;
    const decide = solution.decide[n];
    const roll = solution.roll[n];
    if (!decide || !roll) return false;
    if ((roll[top] ?? 0) > top * STEP) return false;
  }
  return true;
}

/** One solve's grids and what the inner loop needs of them (see solveUpTo). */
interface Grid {
  readonly model: DiceModel;
  readonly size: number;
  /** Per dice count, per option of its flattened offers: the row offset it leads to, -1 for a lock. */
  readonly targets: readonly Int32Array[];
  readonly decideAll: Float64Array;
  readonly rollAll: Float64Array;
  readonly decideSlope: Float64Array;
  readonly rollSlope: Float64Array;
  /** Hot dice lead to the `roll` row (turning the corner) instead of `decide`. */
  readonly hotFromRoll: boolean;
  readonly withSlopes: boolean;
  readonly hotDiceBonus: number;
}

/** d value / d bonus of the last `rollValueOf` (under lock). */
let lastRollSlope = 0;

/**
 * The value of rolling n dice at index i; a zilch is worth `onZilch`. A module-level function, not a
 * closure per solve, so the engine keeps it optimised from one solve to the next.
 */
function rollValueOf(grid: Grid, n: number, i: number, onZilch: number, onZilchSlope: number): number {
  const flat = grid.model.flat[n] as FlatOffers;
  const { p, start, kept, steps } = flat;
  const target = grid.targets[n] as Int32Array;
  const { decideAll, rollAll, decideSlope, rollSlope, hotFromRoll, withSlopes, hotDiceBonus } = grid;
  const zilch = grid.model.zilch[n] ?? 0;
  let value = zilch * onZilch;
  let slope = zilch * onZilchSlope;
  for (let o = 0; o < p.length; o++) {
    let best = -Infinity;
    let bestSlope = 0;
    const end = start[o + 1] as number;
    for (let x = start[o] as number; x < end; x++) {
      const offset = target[x] as number;
      if (offset < 0) {
        const locked = (i + (steps[x] as number)) * STEP + hotDiceBonus; // locked, a fresh cycle
        if (locked > best) {
          best = locked;
          bestSlope = 1;
        }
        continue;
      }
      const fromRoll = hotFromRoll && (kept[x] as number) === n;
      const v = fromRoll ? (rollAll[offset + i] as number) : (decideAll[offset + i] as number);
      if (v > best) {
        best = v;
        if (withSlopes) bestSlope = fromRoll ? (rollSlope[offset + i] as number) : (decideSlope[offset + i] as number);
      }
    }
    value += (p[o] as number) * best;
    slope += (p[o] as number) * bestSlope;
  }
  lastRollSlope = slope;
  return value;
}

/**
 * Fills the grid from the top down. Above `top`, a state's value is what banking at once (when a
 * roll is risky) or rolling on (when it is not) gives: `boundary`. The grids run past `top` by the
 * largest hold, pre-filled with those boundary values, so the inner loop needs no bounds checks.
 * All of one kind of value sit in one typed array, row n at n × size; each option of a roll knows
 * the offset of the row it leads to, so the inner loop is one look-up per option.
 * `hotDiceBonus`, used under `lock` only, is W(0, N); `withSlopes` also tracks d value / d bonus.
 */
function solveUpTo(
  model: DiceModel,
  options: SolveOptions,
  top: number,
  hotDiceBonus: number,
  withSlopes = false,
): Solution & { slope0: number } {
  const rules = model.rules;
  const N = model.diceCount;
  const lock = rules.turn.hotDice === 'lock';
  const mustContinue = rules.turn.hotDice === 'must-continue';
  const secondChance = rules.turn.lastDieSecondChance;
  const size = top + Math.ceil(model.maxHold / STEP) + 2;
  const decideAll = new Float64Array((N + 1) * size);
  const rollAll = new Float64Array((N + 1) * size);
  const decideSlope = new Float64Array(withSlopes ? (N + 1) * size : 0);
  const rollSlope = new Float64Array(withSlopes ? (N + 1) * size : 0);
  const boundary = boundaryValues(model, options);
  for (let n = 0; n <= N; n++) {
    for (let j = top + 1; j < size; j++) decideAll[n * size + j] = boundary.decide(n, j);
  }
  // Above the top only hot dice under turning the corner read the `roll` row (of all N dice).
  if (mustContinue) for (let j = top + 1; j < size; j++) rollAll[N * size + j] = boundary.roll(N, j);
  // Where each option leads: an offset into `decideAll` (or `rollAll` after hot dice when the
  // corner must be turned); under lock, hot dice are worth j × 50 + bonus instead (offset -1).
  const hotRow = mustContinue ? 'roll' : 'decide';
  const targets = model.flat.map((flat, n) =>
    Int32Array.from(flat.kept, (k, x) =>
      k < n ? (n - k) * size + (flat.steps[x] ?? 0) : lock ? -1 : N * size + (flat.steps[x] ?? 0),
    ),
  );
  const lastDieAgain = new Float64Array(size);
  const minimumIndex = Math.ceil(options.minimumToBank / STEP);
  const zilchValue = -options.zilchPenalty;

  const grid: Grid = {
    model,
    size,
    targets,
    decideAll,
    rollAll,
    decideSlope,
    rollSlope,
    hotFromRoll: hotRow === 'roll',
    withSlopes,
    hotDiceBonus,
  };
  const rollValue = (n: number, i: number, onZilch: number, onZilchSlope: number) =>
    rollValueOf(grid, n, i, onZilch, onZilchSlope);

  for (let i = top; i >= 0; i--) {
    for (let n = 1; n <= N; n++) {
      let r: number;
      if (n === 1 && secondChance) {
        const again = rollValue(1, i, zilchValue, 0);
        lastDieAgain[i] = again;
        r = rollValue(1, i, again, lastRollSlope);
      } else {
        r = rollValue(n, i, zilchValue, 0);
      }
      const at = n * size + i;
      rollAll[at] = r;
      const bank = i >= minimumIndex ? i * STEP : -Infinity;
      decideAll[at] = bank >= r ? bank : r;
      if (withSlopes) {
        rollSlope[at] = lastRollSlope;
        decideSlope[at] = bank >= r ? 0 : lastRollSlope;
      }
    }
  }
  const rows = (all: Float64Array) => Array.from({ length: N + 1 }, (_, n) => all.subarray(n * size, (n + 1) * size));
  const slope0 = withSlopes ? (rollSlope[N * size] as number) : 0;
  return {
    model,
    options,
    top,
    decide: rows(decideAll),
    roll: rows(rollAll),
    lastDieAgain,
    lock,
    lockValue: hotDiceBonus,
    slope0,
  };
}

/**
 * Values above the grid's top: a state whose roll risks a zilch banks at once; one whose roll is safe
 * (ten dice in 10-dice Zilch cannot zilch) rolls on, and gains the best expected points of such
 * safe rolls, `safeGain[n]`.
 */
function boundaryValues(model: DiceModel, options: SolveOptions) {
  const N = model.diceCount;
  const safeGain = new Array<number>(N + 1).fill(0);
  // Safe rolls only ever lead to fewer dice (or a fresh cycle, whose gain is counted once): a few
  // sweeps settle them.
  for (let sweep = 0; sweep < 4; sweep++) {
    for (let n = 1; n <= N; n++) {
      if ((model.zilch[n] ?? 0) > 0) continue;
      let gain = 0;
      for (const offer of model.offers[n] ?? []) {
        let best = -Infinity;
        for (let k = 1; k <= n; k++) {
          const points = offer.best[k] ?? -1;
          if (points >= 0) best = Math.max(best, points + (k < n ? (safeGain[n - k] ?? 0) : 0));
        }
        gain += offer.p * best;
      }
      safeGain[n] = gain;
    }
  }
  const decideAt = (n: number, j: number) => j * STEP + (safeGain[n] ?? 0);
  return {
    decide: decideAt,
    /** Must roll n dice at index j above the top: expected value of one roll, then bank. */
    roll: (n: number, j: number): number => {
      let value = (model.zilch[n] ?? 0) * -options.zilchPenalty;
      for (const offer of model.offers[n] ?? []) {
        let best = -Infinity;
        for (let k = 1; k <= n; k++) {
          const points = offer.best[k] ?? -1;
          if (points >= 0) best = Math.max(best, decideAt(k < n ? n - k : N, j + points / STEP));
        }
        value += offer.p * best;
      }
      return value;
    },
  };
}

/**
 * `lock`: grid over the points at risk r. After hot dice the points are locked and a new cycle
 * starts with nothing at risk, worth x = W(0, N) more. x = max(0, roll value at r = 0) is a fixed
 * point; f(x) is convex and piecewise linear with slope below 1, so Newton's method from x = 0
 * reaches it in a few steps (the slope is the chance, under the current policy, of locking again).
 */
function solveLock(model: DiceModel, options: SolveOptions): Solution {
  // Points at risk never exceed what the turn starts with plus one cycle; the arrays run a hold further.
  const top = Math.ceil((options.highestTotal + model.maxCycle) / STEP);
  const N = model.diceCount;
  let x = 0;
  for (let iteration = 0; iteration < 60; iteration++) {
    const solution = solveUpTo(model, options, top, x, true);
    const r0 = solution.roll[N]?.[0] ?? 0;
    const fx = Math.max(0, r0);
    if (Math.abs(fx - x) < 1e-9) return solution;
    const slope = r0 > 0 ? solution.slope0 : 0;
    x = slope < 1 ? x + (fx - x) / (1 - slope) : fx;
  }
  throw new Error('the lock fixed point did not converge');
}
