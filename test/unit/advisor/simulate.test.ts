import { describe, expect, it } from 'vitest';
import { duelChance, duelTableFor } from '../../../src/advisor/index.js';
import { presetById } from '../../../src/rules/index.js';
import { buscheNeller } from '../../support/busche-neller.js';
import { playGame } from '../../support/simulate.js';

describe('simulated games (the measure of play to win on real targets)', () => {
  it('agree with the exact duel: both playing to win to 750, the first player wins S(0, 0) of the games', () => {
    const rules = { ...buscheNeller, end: { ...buscheNeller.end, target: 750 } };
    const exact = duelChance(duelTableFor(rules), 0, 0);
    const games = 3000;
    let first = 0;
    for (let game = 0; game < games; game++) first += playGame(rules, ['win', 'win'], game)[0] ?? 0;
    // Four standard errors: a wrong rule or policy in the simulation moves it by more.
    expect(Math.abs(first / games - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / games));
  }, 60_000);

  it('play every rule of a preset to the end, the win shared among those tied, the same dice for the same seed', () => {
    const rules = { ...presetById('zilch-5k'), end: { ...presetById('zilch-5k').end, target: 1500 } };
    for (let game = 0; game < 20; game++) {
      const shares = playGame(rules, ['points', 'points', 'points'], game);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
      expect(playGame(rules, ['points', 'points', 'points'], game)).toEqual(shares);
    }
  });
});
