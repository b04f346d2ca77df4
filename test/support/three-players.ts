import { beatEveryone, diceModelFor, duelChance, solveDuel } from '../../src/advisor/index.js';
import { duelGoal } from '../../src/advisor/duel-key.js';
import { solveTurnValues, valueAt } from '../../src/advisor/turn-values.js';
import type { Ruleset } from '../../src/rules/index.js';

export interface ThreePlayerSolution {
  /** The first player's, second's and third's chance at the start of the game: exact, then each as the estimate player. */
  exact: number[];
  estimate: number[];
  /** The target in steps of 50. */
  goal: number;
  /** Every state's values, at ((a × goal + b) × goal + c) × 3 + seat, seat 0 the mover; scores in steps of 50. */
  states: { exact: Float64Array; mixed: Float64Array };
  /** The cycles left unsettled, and the largest change of a value over their last rounds. */
  unsettled: { cycles: number; swing: number };
}

type Three<T> = [T, T, T];

/**
 * Policy iteration's rounds before value iteration takes over: in some cycles the best choices on
 * one round's values make the next round's choices differ, round and round (the movers' choices
 * chase each other); value iteration gets its chance there.
 */
const POLICY_ROUNDS = 6;
/**
 * Where value iteration does not settle either, the cycle has no stationary choices that are each
 * the mover's best on the values they lead to (the best would be a mix of two); it is left at the
 * last round's values, and counted.
 */
const ROUNDS = 60;

/** A turn with its choices fixed is worth `base + zilch × (what a zilch passes on)`. */
interface Linear<T> {
  /** The chance the turn ends in a zilch. */
  zilch: number;
  /** What it is worth otherwise. */
  base: T;
}

/**
 * Three players, exact, on a small game (first to reach the target wins), against the estimate the
 * app uses before the final round: play to beat each opponent at once, from the duel with each
 * (`beatEveryone`, or another way to combine the duels, such as their plain product).
 * The loss is what a player following the estimate gives up in chance to win, against opponents
 * who play the exact three-player optimum.
 *
 * States (a, b, c): the mover's score, then the next player's, then the last's (steps of 50). A
 * bank raises the score sum, so sums are solved from the top down; a zilch passes the turn at the
 * same sum, round the three rotations of the scores (a cycle), which are solved together.
 *
 * With each mover's choices fixed, every turn of a cycle is linear in what its zilch passes on, so
 * the cycle's values follow in closed form; the exact values are found by making the choices again
 * on them until nothing changes (policy iteration: two rounds, rarely four; where the choices
 * chase each other round the cycle, value iteration). The estimate player's chance needs no
 * iteration: every choice is made on values already known.
 */
export function threePlayerLoss(
  rules: Ruleset,
  combine: (duels: readonly number[]) => number = beatEveryone,
  /** Policy iteration's rounds per cycle before value iteration; 0 for value iteration alone. */
  policyRounds = POLICY_ROUNDS,
): ThreePlayerSolution {
  const goal = duelGoal(rules);
  const model = diceModelFor(rules);
  const duel = solveDuel(rules);
  const size = goal * goal * goal;
  const at = (a: number, b: number, c: number) => (a * goal + b) * goal + c;
  const start = { index: 0, dice: rules.diceCount, mustRoll: true };
  const minimumIndex = (score: number) =>
    Math.ceil(
      (score === 0 ? Math.max(rules.turn.openingMinimum, rules.turn.laterMinimum) : rules.turn.laterMinimum) / 50,
    );
  /** Each state's chances, as seen from it: [mover, next, last]. */
  const exact = new Float64Array(size * 3).fill(1 / 3);
  /** The estimate player's chance in each state, for each seat r they sit in (0 mover, 1 next, 2 last). */
  const mixed = new Float64Array(size * 3).fill(1 / 3);
  // After the mover's turn the state is (b, c, a'), whose last player is this mover: its values
  // [mover, next, last], seen from before the turn, are [last, mover, next].
  const seen = (values: ArrayLike<number>, from = 0): Three<number> => [
    values[from + 2] ?? 0,
    values[from] ?? 0,
    values[from + 1] ?? 0,
  ];
  const unsettled = { cycles: 0, swing: 0 };
  // The estimate player in seat r before the turn sits in seat r + 2 (mod 3) after it.
  const mixedAfter = (state: number, seat: number) => mixed[state * 3 + ((seat + 2) % 3)] ?? 0;

  /** The estimate's worth for a player ending at `score` against the two others. */
  const estimate = (score: number, one: number, two: number) =>
    score >= goal
      ? 1
      : combine([1 - duelChance(duel, one * 50, score * 50), 1 - duelChance(duel, two * 50, score * 50)]);

  /**
   * The mover's exact turn at (a, b, c), a zilch worth `zilch` (the next rotation's values, seen
   * from here): the mover maximises their own chance. Carried along under the same choices: the
   * estimate player's chance in seats 1 and 2 (whose choices are the exact ones).
   */
  const exactTurn = (
    [a, b, c]: Three<number>,
    zilch: Three<number>,
  ): { exact: Linear<Three<number>>; mixed: [Linear<number>, Linear<number>] } => {
    const values = solveTurnValues(model, rules, {
      components: 6,
      banked: (i) => {
        if (a + i >= goal) return [1, 0, 0, 0, 0, 0];
        const next = at(b, c, a + i);
        return [...seen(exact, next * 3), 0, mixedAfter(next, 1), mixedAfter(next, 2)];
      },
      zilch: [...zilch, 1, 0, 0],
      top: goal - a,
      minimumIndex: minimumIndex(a * 50),
    });
    const [v0 = 0, v1 = 0, v2 = 0, p = 0, m1 = 0, m2 = 0] = valueAt(values, start);
    return {
      exact: { zilch: p, base: [v0 - p * zilch[0], v1 - p * zilch[1], v2 - p * zilch[2]] },
      mixed: [
        { zilch: p, base: m1 },
        { zilch: p, base: m2 },
      ],
    };
  };

  /** The estimate player's turn at (a, b, c) as the mover: they play for the estimate. */
  const estimateTurn = ([a, b, c]: Three<number>): Linear<number> => {
    const values = solveTurnValues(model, rules, {
      components: 3,
      banked: (i) => (a + i >= goal ? [1, 1, 0] : [estimate(a + i, b, c), mixedAfter(at(b, c, a + i), 0), 0]),
      zilch: [estimate(a, b, c), 0, 1],
      top: goal - a,
      minimumIndex: minimumIndex(a * 50),
    });
    const [, base = 0, zilch = 0] = valueAt(values, start);
    return { zilch, base };
  };

  /** Solves the cycle of (a, b, c), its three rotations: the exact values, then the estimate's. */
  const solveCycle = (scores: Three<Three<number>>, states: Three<number>) => {
    const zilchOf = (j: number) => seen(exact, (states[(j + 1) % 3] ?? 0) * 3);
    let seats: Three<[Linear<number>, Linear<number>]> | undefined;
    let swing = 0;
    for (let round = 0; !seats; round++) {
      let change = 0;
      const store = (j: number, value: readonly number[]) => {
        value.forEach((v, k) => {
          const into = (states[j] ?? 0) * 3 + k;
          change = Math.max(change, Math.abs(v - (exact[into] ?? 0)));
          exact[into] = v;
        });
      };
      const turns: ReturnType<typeof exactTurn>[] = [];
      if (round < policyRounds) {
        for (let j = 0; j < 3; j++) turns.push(exactTurn(scores[j as 0 | 1 | 2], zilchOf(j)));
        closeCycle(turns.map((turn) => turn.exact) as Three<Linear<Three<number>>>).forEach((value, j) =>
          store(j, value),
        );
      } else {
        // Value iteration, each rotation in turn on the latest values of the next.
        for (let j = 0; j < 3; j++) {
          const zilch = zilchOf(j);
          const turn = exactTurn(scores[j as 0 | 1 | 2], zilch);
          turns.push(turn);
          store(
            j,
            turn.exact.base.map((v, k) => v + turn.exact.zilch * (zilch[k] ?? 0)),
          );
        }
      }
      if (change < 1e-13 || round === ROUNDS - 1)
        seats = turns.map((turn) => turn.mixed) as Three<[Linear<number>, Linear<number>]>;
      // The swing is a cycle's largest change over its last rounds, as they go round.
      if (round >= ROUNDS - 12) swing = Math.max(swing, change);
      if (change >= 1e-13 && round === ROUNDS - 1) {
        unsettled.cycles++;
        unsettled.swing = Math.max(unsettled.swing, swing);
      }
    }
    const moving = scores.map(estimateTurn) as Three<Linear<number>>;
    // The estimate player in seat r: a zilch takes the state to the next rotation and the seat one
    // place towards the mover, so round the cycle they sit in seats r, r + 2, r + 1.
    const turnOf = (j: number, seat: number): Linear<number> =>
      (seat === 0 ? moving[j] : seats[j]?.[seat - 1]) ?? { zilch: 0, base: 0 };
    for (let r = 0; r < 3; r++) {
      const path = [0, 1, 2].map((j) => ({ j, seat: (r + 2 * j) % 3 }));
      const values = closeScalarCycle(path.map(({ j, seat }) => turnOf(j, seat)) as Three<Linear<number>>);
      path.forEach(({ j, seat }, step) => (mixed[(states[j] ?? 0) * 3 + seat] = values[step] ?? 0));
    }
  };

  for (let sum = 3 * (goal - 1); sum >= 0; sum--) {
    for (let a = 0; a < goal; a++) {
      for (let b = 0; b < goal; b++) {
        const c = sum - a - b;
        if (c < 0 || c >= goal) continue;
        const states: Three<number> = [at(a, b, c), at(b, c, a), at(c, a, b)];
        // Each cycle once, from the rotation that comes first in the table.
        if (states[1] < states[0] || states[2] < states[0]) continue;
        solveCycle(
          [
            [a, b, c],
            [b, c, a],
            [c, a, b],
          ],
          states,
        );
      }
    }
  }
  const first = at(0, 0, 0) * 3;
  return {
    exact: [0, 1, 2].map((seat) => exact[first + seat] ?? 0),
    estimate: [0, 1, 2].map((seat) => mixed[first + seat] ?? 0),
    goal,
    states: { exact, mixed },
    unsettled,
  };
}

/**
 * V0 = B0 + p0 R(V1), V1 = B1 + p1 R(V2), V2 = B2 + p2 R(V0), R the rotation to the mover's view
 * (three times, no rotation): V0 = (B0 + p0 R(B1) + p0 p1 R²(B2)) / (1 − p0 p1 p2), then V2, V1.
 */
function closeCycle([t0, t1, t2]: Three<Linear<Three<number>>>): Three<Three<number>> {
  const turn = (v: Three<number>): Three<number> => [v[2], v[0], v[1]];
  const r1 = turn(t1.base);
  const r2 = turn(turn(t2.base));
  const loop = 1 - t0.zilch * t1.zilch * t2.zilch;
  const v0 = ([0, 1, 2] as const).map(
    (k) => (t0.base[k] + t0.zilch * r1[k] + t0.zilch * t1.zilch * r2[k]) / loop,
  ) as Three<number>;
  const v2 = turn(v0).map((v, k) => t2.base[k as 0 | 1 | 2] + t2.zilch * v) as Three<number>;
  const v1 = turn(v2).map((v, k) => t1.base[k as 0 | 1 | 2] + t1.zilch * v) as Three<number>;
  return [v0, v1, v2];
}

/** The plain product of the duels, the estimate before `beatEveryone`, to measure beside it. */
export function productOfDuels(duels: readonly number[]): number {
  return duels.reduce((all, each) => all * each, 1);
}

/** The same for one number: x0 = b0 + p0 x1, x1 = b1 + p1 x2, x2 = b2 + p2 x0. */
function closeScalarCycle([t0, t1, t2]: Three<Linear<number>>): Three<number> {
  const x0 = (t0.base + t0.zilch * t1.base + t0.zilch * t1.zilch * t2.base) / (1 - t0.zilch * t1.zilch * t2.zilch);
  const x2 = t2.base + t2.zilch * x0;
  return [x0, t1.base + t1.zilch * x2, x2];
}
