import { diceModelFor, duelChance, solveDuel } from '../../src/advisor/index.js';
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
}

/**
 * Three players, exact, on a small game (first to reach the target wins), against the estimate the
 * app uses before the final round: play to beat each opponent at once, the product of the duels.
 * The loss is what a player following the estimate gives up in chance to win, against opponents
 * who play the exact three-player optimum.
 *
 * States (a, b, c): the mover's score, then the next player's, then the last's (steps of 50). A
 * bank raises the score sum; a zilch passes the turn at the same sum, round the three rotations of
 * the scores, which are solved together by iterating to a fixed point.
 */
export function threePlayerLoss(rules: Ruleset): ThreePlayerSolution {
  const goal = duelGoal(rules);
  const model = diceModelFor(rules);
  const duel = solveDuel(rules);
  const size = goal * goal * goal;
  const at = (a: number, b: number, c: number) => (a * goal + b) * goal + c;
  const start = { index: 0, dice: rules.diceCount, mustRoll: true };
  const minimumIndex = (score: number) => Math.ceil((score === 0 ? Math.max(rules.turn.openingMinimum, rules.turn.laterMinimum) : rules.turn.laterMinimum) / 50);
  /** Each state's chances, as seen from it: [mover, next, last]. */
  const exact = new Float64Array(size * 3).fill(1 / 3);
  /** The estimate player's chance in each state, for each seat r they sit in (0 mover, 1 next, 2 last). */
  const mixed = new Float64Array(size * 3).fill(1 / 3);
  const exactOf = (a: number, b: number, c: number) => exact.subarray(at(a, b, c) * 3, at(a, b, c) * 3 + 3);

  /** The exact turn of the mover at (a, b, c): the mover maximises their own chance. */
  const exactTurn = (a: number, b: number, c: number): number[] => {
    // After the turn the state is (b, c, a'): the mover is its last player.
    const seen = (next: Float64Array) => [next[2] ?? 0, next[0] ?? 0, next[1] ?? 0];
    const values = solveTurnValues(model, rules, {
      components: 3,
      banked: (i) => (a + i >= goal ? [1, 0, 0] : seen(exactOf(b, c, a + i))),
      zilch: seen(exactOf(b, c, a)),
      top: goal - a,
      minimumIndex: minimumIndex(a * 50),
    });
    return [...valueAt(values, start)];
  };

  /** The product of the duels for a player ending at `score` against the two others. */
  const product = (score: number, one: number, two: number) =>
    score >= goal ? 1 : (1 - duelChance(duel, one * 50, score * 50)) * (1 - duelChance(duel, two * 50, score * 50));

  /** The estimate player's chance from the turn at (a, b, c) in seat r; the others play exactly. */
  const mixedTurn = (a: number, b: number, c: number, r: number): number => {
    // After the turn, the state is (b, c, a') and the seat moves one place towards the mover.
    const after = (a2: number) => mixed[at(b, c, a2) * 3 + ((r + 2) % 3)] ?? 0;
    const objective = (a2: number) => (r === 0 ? product(a2, b, c) : a2 >= goal ? 1 : (exactOf(b, c, a2)[2] ?? 0));
    const values = solveTurnValues(model, rules, {
      components: 2,
      banked: (i) => [a + i >= goal ? 1 : objective(a + i), a + i >= goal ? (r === 0 ? 1 : 0) : after(a + i)],
      zilch: [objective(a), after(a)],
      top: goal - a,
      minimumIndex: minimumIndex(a * 50),
    });
    return valueAt(values, start)[1] ?? 0;
  };

  for (let sum = 3 * (goal - 1); sum >= 0; sum--) {
    for (let a = 0; a < goal; a++) {
      for (let b = 0; b < goal; b++) {
        const c = sum - a - b;
        if (c < 0 || c >= goal) continue;
        // Each cycle of rotations once: from the rotation that comes first in the table.
        const rotations: [number, number, number][] = [[a, b, c], [b, c, a], [c, a, b]];
        if (rotations.some(([x, y, z]) => at(x, y, z) < at(a, b, c))) continue;
        for (let sweep = 0; sweep < 200; sweep++) {
          let change = 0;
          for (const [x, y, z] of rotations) {
            const value = exactTurn(x, y, z);
            const into = at(x, y, z) * 3;
            for (let k = 0; k < 3; k++) {
              change = Math.max(change, Math.abs((value[k] ?? 0) - (exact[into + k] ?? 0)));
              exact[into + k] = value[k] ?? 0;
            }
          }
          if (change < 1e-13) break;
        }
        for (let sweep = 0; sweep < 200; sweep++) {
          let change = 0;
          for (const [x, y, z] of rotations) {
            for (let r = 0; r < 3; r++) {
              const value = mixedTurn(x, y, z, r);
              const into = at(x, y, z) * 3 + r;
              change = Math.max(change, Math.abs(value - (mixed[into] ?? 0)));
              mixed[into] = value;
            }
          }
          if (change < 1e-13) break;
        }
      }
    }
  }
  const first = at(0, 0, 0) * 3;
  return {
    exact: [0, 1, 2].map((seat) => exact[first + seat] ?? 0),
    estimate: [0, 1, 2].map((seat) => mixed[first + seat] ?? 0),
    goal,
    states: { exact, mixed },
  };
}

