import type { Ruleset } from '../rules/index.js';
import type { DiceModel } from './solver.js';

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

/** Solves a turn for these values (see TurnValueSpec). */
export function solveTurnValues(model: DiceModel, rules: Ruleset, spec: TurnValueSpec): TurnValues {
  const K = spec.components;
  const N = model.diceCount;
  const top = Math.max(spec.top, spec.minimumIndex);
  const size = top + Math.ceil(model.maxHold / 50) + 2;
  const mustContinue = rules.turn.hotDice === 'must-continue';
  const secondChance = rules.turn.lastDieSecondChance;
  const bankedAt = new Float64Array(size * K);
  for (let i = 0; i < size; i++) {
    const value = spec.banked(Math.min(i, top));
    for (let k = 0; k < K; k++) bankedAt[i * K + k] = value[k] ?? 0;
  }
  const zilch = Float64Array.from({ length: K }, (_, k) => spec.zilch[k] ?? 0);
  const decide = Array.from({ length: N + 1 }, () => new Float64Array(size * K));
  const roll = Array.from({ length: N + 1 }, () => new Float64Array(size * K));
  const lastDieAgain = new Float64Array(size * K);
  const flat = top * K;
  // Above the top: bank (worth the top's value); after hot dice under turning the corner all dice
  // must roll once more, worth R = z·zilch + a·top + b·R (b: the rolls whose every hold is hot).
  for (let n = 0; n <= N; n++) {
    for (let i = top + 1; i < size; i++) decide[n]?.set(bankedAt.subarray(flat, flat + K), i * K);
  }
  if (mustContinue) {
    const offers = model.offers[N] ?? [];
    let onlyHot = 0;
    let other = 0;
    for (const offer of offers) {
      let cold = false;
      for (let k = 1; k < N; k++) if ((offer.best[k] ?? -1) >= 0) cold = true;
      if (cold) other += offer.p;
      else onlyHot += offer.p;
    }
    const z = model.zilch[N] ?? 0;
    const rollN = roll[N] as Float64Array;
    for (let k = 0; k < K; k++) {
      const r = (z * (zilch[k] ?? 0) + other * (bankedAt[flat + k] ?? 0)) / (1 - onlyHot);
      for (let i = top + 1; i < size; i++) rollN[i * K + k] = r;
    }
  }

  const scratch = new Float64Array(K);
  const rollInto = (out: Float64Array, n: number, i: number, onZilch: ArrayLike<number>, zilchAt: number) => {
    const z = model.zilch[n] ?? 0;
    for (let k = 0; k < K; k++) out[k] = z * (onZilch[zilchAt + k] ?? 0);
    const { p, start, kept, steps } = model.flat[n] as DiceModel['flat'][number];
    for (let o = 0; o < p.length; o++) {
      let best = -Infinity;
      let row: Float64Array | null = null;
      let at = 0;
      const end = start[o + 1] as number;
      for (let x = start[o] as number; x < end; x++) {
        const k = kept[x] as number;
        const j = i + (steps[x] as number);
        const hot = k === n;
        const next = hot ? (mustContinue ? roll[N] : decide[N]) : decide[n - k];
        const value = (next as Float64Array)[j * K] as number;
        if (value > best) {
          best = value;
          row = next as Float64Array;
          at = j * K;
        }
      }
      const weight = p[o] as number;
      if (row) for (let k = 0; k < K; k++) out[k] = (out[k] as number) + weight * (row[at + k] as number);
    }
  };

  for (let i = top; i >= 0; i--) {
    for (let n = 1; n <= N; n++) {
      const rollRow = roll[n] as Float64Array;
      const at = i * K;
      if (n === 1 && secondChance) {
        rollInto(scratch, 1, i, zilch, 0);
        lastDieAgain.set(scratch, at);
        rollInto(scratch, 1, i, lastDieAgain, at);
      } else {
        rollInto(scratch, n, i, zilch, 0);
      }
      rollRow.set(scratch, at);
      const decideRow = decide[n] as Float64Array;
      const bank = i >= spec.minimumIndex && (bankedAt[at] as number) >= (scratch[0] as number);
      decideRow.set(bank ? bankedAt.subarray(at, at + K) : scratch, at);
    }
  }
  return { components: K, size, top, minimumIndex: spec.minimumIndex, decide, roll, lastDieAgain, bankedAt };
}

/** The value vector of a state of the turn. */
export function valueAt(values: TurnValues, point: TurnPoint): Float64Array {
  const { components: K, size } = values;
  const i = Math.min(point.index, size - 1);
  const row = point.lastDieMissed && point.dice === 1 ? values.lastDieAgain : point.mustRoll ? values.roll[point.dice] : values.decide[point.dice];
  if (!row) throw new RangeError(`No values for ${String(point.dice)} dice.`);
  return row.slice(i * K, i * K + K);
}

/** The value of banking at turn total index i. */
export function bankedValue(values: TurnValues, index: number): Float64Array {
  const i = Math.min(index, values.size - 1);
  return values.bankedAt.slice(i * values.components, (i + 1) * values.components);
}
