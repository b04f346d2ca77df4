import { describe, expect, it } from 'vitest';
import { readTypedPoints } from '../../../src/ui/text/typed-points.js';

describe('readTypedPoints', () => {
  it('reads points grouped as each language writes them', () => {
    for (const typed of ['1250', '1,250', '1.250', '1 250', '1\u202f250', '1\u00a0250', '1’250'])
      expect(readTypedPoints(typed), typed).toEqual({ points: 1250 });
    expect(readTypedPoints('15.000')).toEqual({ points: 15000 });
    expect(readTypedPoints('1.250.000')).toEqual({ points: 1250000 });
  });

  it('refuses what may be a decimal rather than guess', () => {
    for (const typed of ['2.50', '2,5', '1.2500', '12.'])
      expect(readTypedPoints(typed), typed).toHaveProperty('problem');
    expect(readTypedPoints('')).toEqual({ problem: "Type the turn's points, or tap Zilch." });
  });
});
