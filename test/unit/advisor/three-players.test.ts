import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../../src/rules/index.js';
import { buscheNeller } from '../../support/busche-neller.js';
import { threePlayerLoss } from '../../support/three-players.js';

describe('three players before the final round: the estimate against an exact solution', () => {
  it('playing to beat both duels at once gives up less than 0.5 points of chance to win in any seat (target 500)', { timeout: 60_000 }, () => {
    const rules: Ruleset = { ...buscheNeller, end: { ...buscheNeller.end, target: 500 } };
    const { exact, estimate } = threePlayerLoss(rules);
    expect(exact.reduce((total, chance) => total + chance, 0)).toBeCloseTo(1, 9);
    for (const seat of [0, 1, 2]) {
      const loss = (exact[seat] ?? 0) - (estimate[seat] ?? 0);
      expect(loss, `seat ${seat + 1}: exact ${exact[seat]}, estimate ${estimate[seat]}`).toBeGreaterThanOrEqual(-1e-9);
      expect(loss, `seat ${seat + 1}`).toBeLessThan(0.005);
    }
  });
});
