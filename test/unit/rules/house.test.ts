import { describe, expect, it } from 'vitest';
import {
  getAt,
  houseRulesFrom,
  presetById,
  setAt,
  withDiceCount,
  withFacePoints,
  withoutStraight,
  withStraightAdded,
  withStraightFace,
} from '../../../src/rules/index.js';

const farkle = () => houseRulesFrom(presetById('farkle'), 'House rules');

describe('a rule set by its paths', () => {
  it('reads a value at a path, and undefined where there is none', () => {
    const rules = farkle();
    expect(getAt(rules, 'turn.openingMinimum')).toBe(rules.turn.openingMinimum);
    expect(getAt(rules, 'scoring.singles.1')).toBe(100);
    expect(getAt(rules, 'scoring.straights.0.points')).toBe(rules.scoring.straights[0]?.points);
    expect(getAt(rules, 'variations.challenges.scoreDividing')).toBe(undefined);
    expect(getAt(rules, '')).toBe(rules);
  });

  it('writes a copy: the objects and arrays on the way are new, the rest shared, the original untouched', () => {
    const rules = farkle();
    const before = structuredClone(rules);
    const next = setAt(rules, 'scoring.straights.0.points', 2000);
    expect(next.scoring.straights[0]?.points).toBe(2000);
    expect(Array.isArray(next.scoring.straights)).toBe(true);
    expect(rules).toEqual(before);
    expect(next.turn, 'untouched parts are shared').toBe(rules.turn);
    expect(
      setAt(rules, 'variations.challenges', { scoreDividing: 5000, zilchPenalties: [600, 2000] }).variations.challenges
        ?.scoreDividing,
    ).toBe(5000);
  });
});

describe('house-rule helpers', () => {
  it('houseRulesFrom copies a preset under the house id, keeping the group name', () => {
    const rules = houseRulesFrom(presetById('zilch-15k'), 'Kitchen table', 'Our rules.');
    expect(rules).toMatchObject({ id: 'house', name: 'Kitchen table', description: 'Our rules.' });
  });

  it('withDiceCount resizes the four-or-more table, new entries empty', () => {
    const rules = {
      ...farkle(),
      scoring: { ...farkle().scoring, ofAKind: { kind: 'flat' as const, points: [1000, 2000, 3000] } },
    };
    const ten = withDiceCount(rules, 10);
    expect(ten.diceCount).toBe(10);
    expect(ten.scoring.ofAKind.kind === 'flat' && ten.scoring.ofAKind.points.slice(0, 3)).toEqual([1000, 2000, 3000]);
    expect(ten.scoring.ofAKind.kind === 'flat' && Number.isNaN(ten.scoring.ofAKind.points[6])).toBe(true);
    expect(withDiceCount(rules, 5).scoring.ofAKind).toEqual({ kind: 'flat', points: [1000, 2000] });
  });

  it('straights: add the next common one, toggle faces in order, remove one', () => {
    const rules = { ...farkle(), scoring: { ...farkle().scoring, straights: [] } };
    const one = withStraightAdded(rules);
    expect(one.scoring.straights).toEqual([{ faces: [1, 2, 3, 4, 5, 6], points: 1500 }]);
    const two = withStraightAdded(one);
    expect(two.scoring.straights[1]).toEqual({ faces: [1, 2, 3, 4, 5], points: 750 });
    expect(withStraightFace(two, 1, 5).scoring.straights[1]?.faces).toEqual([1, 2, 3, 4]);
    expect(withStraightFace(withStraightFace(two, 1, 5), 1, 5).scoring.straights[1]?.faces).toEqual([1, 2, 3, 4, 5]);
    expect(withoutStraight(two, 0).scoring.straights).toEqual([{ faces: [1, 2, 3, 4, 5], points: 750 }]);
  });

  it('face points: set, or taken out when the box is emptied', () => {
    const rules = farkle();
    expect(withFacePoints(rules, 'singles', 6, 50).scoring.singles[6]).toBe(50);
    expect(withFacePoints(rules, 'singles', 5, null).scoring.singles[5]).toBe(undefined);
  });
});
