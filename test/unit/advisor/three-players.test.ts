import { describe, expect, it } from 'vitest';
import { buscheNeller } from '../../support/busche-neller.js';
import { threePlayerLoss } from '../../support/three-players.js';
import type { ThreePlayerSolution } from '../../support/three-players.js';

describe('three players before the final round: the estimate against an exact solution', () => {
  const solved = new Map<number, ThreePlayerSolution>();
  const to = (target: number) => {
    const solution = solved.get(target) ?? threePlayerLoss({ ...buscheNeller, end: { ...buscheNeller.end, target } });
    solved.set(target, solution);
    return solution;
  };

  it(
    'playing to beat both duels at once gives up less than 0.5 points of chance to win in any seat (target 500)',
    { timeout: 60_000 },
    () => {
      const { exact, estimate, unsettled } = to(500);
      expect(unsettled.cycles).toBe(0);
      expect(exact.reduce((total, chance) => total + chance, 0)).toBeCloseTo(1, 9);
      for (const seat of [0, 1, 2]) {
        const loss = (exact[seat] ?? 0) - (estimate[seat] ?? 0);
        expect(loss, `seat ${seat + 1}: exact ${exact[seat]}, estimate ${estimate[seat]}`).toBeGreaterThanOrEqual(
          -1e-9,
        );
        expect(loss, `seat ${seat + 1}`).toBeLessThan(0.005);
      }
    },
  );

  it('policy iteration finds the values value iteration alone finds', { timeout: 60_000 }, () => {
    const rules = { ...buscheNeller, end: { ...buscheNeller.end, target: 300 } };
    const fast = to(300);
    const slow = threePlayerLoss(rules, undefined, 0);
    expect(slow.unsettled.cycles).toBe(0);
    expect(fast.states.exact.length).toBe(slow.states.exact.length);
    fast.states.exact.forEach((value, index) =>
      expect(value, `exact at ${index}`).toBeCloseTo(slow.states.exact[index] ?? -1, 11),
    );
    fast.states.mixed.forEach((value, index) =>
      expect(value, `estimate at ${index}`).toBeCloseTo(slow.states.mixed[index] ?? -1, 11),
    );
  });

  it(
    'the solution to a small target is the end of a game to a larger one (no opening minimum: only the distances count)',
    { timeout: 60_000 },
    () => {
      const small = to(300);
      const large = to(500);
      const shift = large.goal - small.goal;
      const at = (goal: number, a: number, b: number, c: number) => ((a * goal + b) * goal + c) * 3;
      let compared = 0;
      for (let a = 0; a < small.goal; a++) {
        for (let b = 0; b < small.goal; b++) {
          for (let c = 0; c < small.goal; c++) {
            for (const seat of [0, 1, 2]) {
              const inSmall = at(small.goal, a, b, c) + seat;
              const inLarge = at(large.goal, a + shift, b + shift, c + shift) + seat;
              expect(large.states.exact[inLarge], `exact (${a}, ${b}, ${c}) seat ${seat}`).toBeCloseTo(
                small.states.exact[inSmall] ?? -1,
                9,
              );
              expect(large.states.mixed[inLarge], `estimate (${a}, ${b}, ${c}) seat ${seat}`).toBeCloseTo(
                small.states.mixed[inSmall] ?? -1,
                9,
              );
              compared++;
            }
          }
        }
      }
      expect(compared).toBe(6 * 6 * 6 * 3);
    },
  );
});
