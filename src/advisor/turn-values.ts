import type { Ruleset } from '../rules/index.js';
import type { DiceModel } from './solver.js';
import { STEP } from './step.js';

/**
 * One turn played to maximise any value of how it ends, not its expected points: the chance to win
 * the game, say. A turn ends banked at turn total i × 50 (worth `banked(i)`) or in a zilch (worth
 * `zilch`). Values are vectors of K numbers: the player maximises the first; the others are carried
 * along under the same choices (the chance the turn ends level with a score, below it, …), so one
 * solve gives both the best play and what it leads to.
 *
 * States are (turn total index i, dice to roll n), as in the points solver (solver.ts), whose dice
 * model it reads (rolls grouped by the best hold of each size, or by every hold where the values
 * do not only grow with the turn total). Past `top` the turn is banked at the top's value, so the
 * grid stops a hold above it.
 * Hot dice under `lock` are solved as `may-continue` (a zilch after locking loses the locked points
 * here): the caller says the result is an estimate.
 */
export interface TurnValueSpec {
  readonly components: number;
  /** The value of banking at turn total index i (0 ≤ i ≤ top); read once per index. */
  readonly banked: (i: number) => ArrayLike<number>;
  readonly zilch: ArrayLike<number>;
  readonly top: number;
  /** Banking is allowed from this turn total index up. */
  readonly minimumIndex: number;
}

export interface TurnValues {
  readonly components: number;
  readonly size: number;
  readonly top: number;
  readonly minimumIndex: number;
  /** decide[n]: bank (where allowed) or roll n dice; flattened, state i's vector at i × K. */
  readonly decide: readonly Float64Array[];
  /** roll[n]: n dice must be rolled now. */
  readonly roll: readonly Float64Array[];
  /** The last die's second throw (two chances with the last die). */
  readonly lastDieAgain: Float64Array;
  readonly bankedAt: Float64Array;
}

export interface TurnPoint {
  readonly index: number;
  readonly dice: number;
  readonly mustRoll: boolean;
  readonly lastDieMissed?: boolean;
}

const leadsByModel = new WeakMap<DiceModel, Map<boolean, readonly Int32Array[]>>();

/**
 * Where each option of a roll of n dice leads, as a row number: decide rows n at n, roll rows at
 * N + 1 + n (hot dice: all dice again, to decide or, turning the corner, to roll). Kept per model.
 */
function leadsOf(model: DiceModel, mustContinue: boolean): readonly Int32Array[] {
  let byRule = leadsByModel.get(model);
  if (!byRule) leadsByModel.set(model, (byRule = new Map()));
  let leads = byRule.get(mustContinue);
  if (!leads) {
    const N = model.diceCount;
    leads = model.flat.map((flat, n) =>
      Int32Array.from(flat.kept, (k) => (k < n ? n - k : mustContinue ? 2 * N + 1 : N)),
    );
    byRule.set(mustContinue, leads);
  }
  return leads;
}

/** Solves a turn for these values (see TurnValueSpec). */
export function solveTurnValues(model: DiceModel, rules: Ruleset, spec: TurnValueSpec): TurnValues {
  const K = spec.components;
  const N = model.diceCount;
  const top = Math.max(spec.top, spec.minimumIndex);
  const size = top + Math.ceil(model.maxHold / STEP) + 2;
  const mustContinue = rules.turn.hotDice === 'must-continue';
  const secondChance = rules.turn.lastDieSecondChance;
  const bankedAt = new Float64Array(size * K);
  for (let i = 0; i < size; i++) {
    const value = spec.banked(Math.min(i, top));
    for (let k = 0; k < K; k++) bankedAt[i * K + k] = value[k] ?? 0;
  }
  const zilch = Float64Array.from({ length: K }, (_, k) => spec.zilch[k] ?? 0);
  // Every row in one array, K numbers per state: decide rows n at n × size, roll rows at (N + 1 + n) × size.
  const all = new Float64Array(2 * (N + 1) * size * K);
  const decideRow = (n: number) => n * size;
  const rollRow = (n: number) => (N + 1 + n) * size;
  const lastDieAgain = new Float64Array(size * K);
  const flatTop = top * K;
  // Above the top: bank (worth the top's value); after hot dice under turning the corner all dice
  // must roll once more, worth R = z·zilch + a·top + b·R (b: the rolls whose every hold is hot).
  for (let n = 0; n <= N; n++) {
    for (let i = top + 1; i < size; i++) all.set(bankedAt.subarray(flatTop, flatTop + K), (decideRow(n) + i) * K);
  }
  if (mustContinue) {
    let onlyHot = 0;
    let other = 0;
    const { p, start, kept } = model.flat[N] as DiceModel['flat'][number];
    for (let o = 0; o < p.length; o++) {
      let cold = false;
      for (let x = start[o] as number; x < (start[o + 1] as number); x++) if ((kept[x] as number) < N) cold = true;
      if (cold) other += p[o] as number;
      else onlyHot += p[o] as number;
    }
    const z = model.zilch[N] ?? 0;
    for (let k = 0; k < K; k++) {
      const r = (z * (zilch[k] ?? 0) + other * (bankedAt[flatTop + k] ?? 0)) / (1 - onlyHot);
      for (let i = top + 1; i < size; i++) all[(rollRow(N) + i) * K + k] = r;
    }
  }
  const leads = leadsOf(model, mustContinue);
  const scratch = new Float64Array(K);
  const rollInto = (n: number, i: number, onZilch: Float64Array, zilchAt: number) => {
    const z = model.zilch[n] ?? 0;
    for (let k = 0; k < K; k++) scratch[k] = z * (onZilch[zilchAt + k] as number);
    const { p, start, steps } = model.flat[n] as DiceModel['flat'][number];
    const row = leads[n] as Int32Array;
    for (let o = 0; o < p.length; o++) {
      let best = -Infinity;
      let at = -1;
      const end = start[o + 1] as number;
      for (let x = start[o] as number; x < end; x++) {
        const position = ((row[x] as number) * size + (steps[x] as number) + i) * K;
        const value = all[position] as number;
        if (value > best) {
          best = value;
          at = position;
        }
      }
      const weight = p[o] as number;
      for (let k = 0; k < K; k++) scratch[k] = (scratch[k] as number) + weight * (all[at + k] as number);
    }
  };

  for (let i = top; i >= 0; i--) {
    for (let n = 1; n <= N; n++) {
      const at = i * K;
      if (n === 1 && secondChance) {
        rollInto(1, i, zilch, 0);
        lastDieAgain.set(scratch, at);
        rollInto(1, i, lastDieAgain, at);
      } else {
        rollInto(n, i, zilch, 0);
      }
      all.set(scratch, (rollRow(n) + i) * K);
      const bank = i >= spec.minimumIndex && (bankedAt[at] as number) >= (scratch[0] as number);
      all.set(bank ? bankedAt.subarray(at, at + K) : scratch, (decideRow(n) + i) * K);
    }
  }
  const rows = (first: (n: number) => number) =>
    Array.from({ length: N + 1 }, (_, n) => all.subarray(first(n) * K, (first(n) + size) * K));
  return {
    components: K,
    size,
    top,
    minimumIndex: spec.minimumIndex,
    decide: rows(decideRow),
    roll: rows(rollRow),
    lastDieAgain,
    bankedAt,
  };
}

/** The value vector of a state of the turn. */
export function valueAt(values: TurnValues, point: TurnPoint): Float64Array {
  const { components: K, size } = values;
  // Past the top only the decide rows hold values (a bank); a roll there was never solved.
  if (point.index > values.top && (point.mustRoll || point.lastDieMissed))
    throw new RangeError(`No roll solved at turn total ${String(point.index * STEP)}.`);
  const i = Math.min(point.index, size - 1);
  const row =
    point.lastDieMissed && point.dice === 1
      ? values.lastDieAgain
      : point.mustRoll
        ? values.roll[point.dice]
        : values.decide[point.dice];
  if (!row) throw new RangeError(`No values for ${String(point.dice)} dice.`);
  return row.slice(i * K, i * K + K);
}

/** The value of banking at turn total index i. */
export function bankedValue(values: TurnValues, index: number): Float64Array {
  const i = Math.min(index, values.size - 1);
  return values.bankedAt.slice(i * values.components, (i + 1) * values.components);
}
