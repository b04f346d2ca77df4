import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestHoldBySize,
  bestHoldBySizeOfCounts,
  isZilch,
  legalHolds,
  presets,
  scoreHold,
  validateRuleset,
  zilchChance,
} from '../../../src/rules/index.js';
import type { Face, OfAKindScheme, Ruleset } from '../../../src/rules/index.js';
import { referenceScore } from './reference-scorer.js';

const face = fc.constantFrom<Face>(1, 2, 3, 4, 5, 6);
const points = fc.integer({ min: 1, max: 40 }).map((n) => n * 50);
const maybePoints = fc.option(points, { nil: null });

/** A roll for a preset: 1 to diceCount faces. */
const presetAndRoll = fc
  .constantFrom(...presets)
  .chain((rules) => fc.tuple(fc.constant(rules), fc.array(face, { minLength: 1, maxLength: rules.diceCount })));

/** House rules: random tables on 5 to 10 dice, all valid, drawn across every axis of the table. */
const customRuleset: fc.Arbitrary<Ruleset> = fc
  .integer({ min: 5, max: 10 })
  .chain((diceCount) => {
    const extra = diceCount - 3;
    const ofAKind: fc.Arbitrary<OfAKindScheme> = fc.oneof(
      fc.constant({ kind: 'none' } as const),
      fc.array(points, { minLength: extra, maxLength: extra }).map((p) => ({ kind: 'flat', points: p }) as const),
      fc
        .array(fc.integer({ min: 1, max: 8 }), { minLength: extra, maxLength: extra })
        .map((m) => ({ kind: 'multiple', multipliers: m }) as const),
      fc.constant({ kind: 'doubling' } as const),
      points.map((perDie) => ({ kind: 'add', perDie }) as const),
    );
    const facePoints = fc
      .record({ 1: maybePoints, 2: maybePoints, 3: maybePoints, 4: maybePoints, 5: maybePoints, 6: maybePoints })
      .map((table) => Object.fromEntries(Object.entries(table).filter(([, value]) => value !== null)));
    const straight = fc
      .uniqueArray(face, { minLength: 3, maxLength: Math.min(6, diceCount) })
      .chain((faces) => points.map((p) => ({ faces: [...faces].sort((a, b) => a - b), points: p })));
    const sixDice = diceCount >= 6 ? maybePoints : fc.constant(null);
    return fc.record({
      diceCount: fc.constant(diceCount),
      singles: facePoints,
      triples: facePoints,
      ofAKind,
      threePairs: sixDice,
      twoTriplets: sixDice,
      fourAndPair: fc.boolean(),
      straights: fc.uniqueArray(straight, { maxLength: 3, selector: (s) => s.faces.join() }),
    });
  })
  .map((drawn): Ruleset => ({
    id: 'house',
    name: 'House rules',
    description: 'Drawn by the property test.',
    diceCount: drawn.diceCount,
    scoring: {
      singles: { 5: 50, ...drawn.singles },
      triples: drawn.triples,
      ofAKind: drawn.ofAKind,
      threePairs: drawn.threePairs,
      twoTriplets: drawn.twoTriplets,
      fourOfAKindAndPairIsThreePairs: drawn.fourAndPair && drawn.threePairs !== null,
      straights: drawn.straights,
    },
    turn: {
      openingMinimum: 0,
      laterMinimum: 0,
      hotDice: 'may-continue',
      startOfTurn: 'fresh',
      lastDieSecondChance: false,
    },
    end: { target: 10000, targetMode: 'reach', end: 'final-round', ties: 'shared', firstPlayerThrowOff: false },
    variations: { pyramiding: false, surpassing: false, challenges: null, zilchStreakPenalty: null },
  }));

const counts = (dice: readonly Face[]) => {
  const result = [0, 0, 0, 0, 0, 0];
  for (const d of dice) result[d - 1] = (result[d - 1] ?? 0) + 1;
  return result;
};
const within = (part: readonly Face[], whole: readonly Face[]) => {
  const p = counts(part),
    w = counts(whole);
  return p.every((c, i) => c <= (w[i] ?? 0));
};

describe('legal holds, over random rolls of every preset', () => {
  it("every hold's dice are a sub-multiset of the roll, listed once, and scoreHold agrees with its points", () => {
    fc.assert(
      fc.property(presetAndRoll, ([rules, roll]) => {
        const holds = legalHolds(rules, roll);
        const seen = new Set<string>();
        for (const hold of holds) {
          expect(within(hold.dice, roll)).toBe(true);
          expect(scoreHold(rules, hold.dice)).toBe(hold.points);
          expect(seen.has(hold.dice.join())).toBe(false);
          seen.add(hold.dice.join());
        }
        for (let i = 1; i < holds.length; i++)
          expect(holds[i - 1]?.points ?? 0).toBeGreaterThanOrEqual(holds[i]?.points ?? 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('the union of two disjoint legal holds is legal and worth at least their sum', () => {
    fc.assert(
      fc.property(presetAndRoll, fc.nat(), fc.nat(), ([rules, roll], i, j) => {
        const holds = legalHolds(rules, roll);
        if (holds.length === 0) return;
        const a = holds[i % holds.length];
        const b = holds[j % holds.length];
        if (!a || !b) return;
        const union = [...a.dice, ...b.dice];
        if (!within(union, roll)) return; // not disjoint within this roll
        const value = scoreHold(rules, union);
        expect(value).not.toBeNull();
        expect(value ?? 0).toBeGreaterThanOrEqual(a.points + b.points);
      }),
      { numRuns: 3000 },
    );
  });

  it('a roll is a zilch exactly when no sub-multiset scores (checked by the slow reference scorer)', () => {
    fc.assert(
      fc.property(presetAndRoll, ([rules, roll]) => {
        const anyScores = (rest: Face[], taken: Face[]): boolean => {
          if (taken.length > 0 && referenceScore(rules, taken) !== null) return true;
          return rest.some((die, index) => anyScores(rest.slice(index + 1), [...taken, die]));
        };
        expect(legalHolds(rules, roll).length === 0).toBe(!anyScores(roll, []));
      }),
      { numRuns: 400 },
    );
  });
});

describe('hold values, exact for presets and for house rules', () => {
  it('scoreHold equals the slow reference scorer on every preset', () => {
    fc.assert(
      fc.property(presetAndRoll, ([rules, dice]) => {
        expect(scoreHold(rules, dice)).toBe(referenceScore(rules, dice));
      }),
      { numRuns: 3000 },
    );
  });

  it('scoreHold equals the slow reference scorer on random house rules', () => {
    fc.assert(
      fc.property(customRuleset, fc.array(face, { minLength: 1, maxLength: 10 }), (rules, dice) => {
        expect(validateRuleset(rules)).toEqual([]);
        const roll = dice.slice(0, rules.diceCount);
        expect(scoreHold(rules, roll)).toBe(referenceScore(rules, roll));
        for (const hold of legalHolds(rules, roll)) expect(hold.points).toBe(referenceScore(rules, hold.dice));
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('zilchChance', () => {
  /** Every one of the 6^n ordered throws, counted one by one. */
  const bruteForce = (rules: Ruleset, n: number): number => {
    let zilches = 0;
    const roll: Face[] = Array<Face>(n).fill(1);
    for (let code = 0; code < 6 ** n; code++) {
      let rest = code;
      for (let i = 0; i < n; i++) {
        roll[i] = ((rest % 6) + 1) as Face;
        rest = Math.floor(rest / 6);
      }
      if (legalHolds(rules, roll).length === 0) zilches += 1;
    }
    return zilches / 6 ** n;
  };

  it.each(presets.map((p) => [p.id, p] as const))(
    'matches a count over all 6^n throws for n ≤ 6 (%s)',
    (_id, rules) => {
      for (let n = 1; n <= 6; n++) expect(zilchChance(rules, n)).toBeCloseTo(bruteForce(rules, n), 12);
    },
  );

  it('matches a count over all throws on random house rules (n ≤ 5)', () => {
    fc.assert(
      fc.property(customRuleset, fc.integer({ min: 1, max: 5 }), (rules, n) => {
        expect(zilchChance(rules, n)).toBeCloseTo(bruteForce(rules, n), 12);
      }),
      { numRuns: 20 },
    );
  }, 60_000);

  it('is a probability, and never rises as dice are added for every preset', () => {
    for (const rules of presets) {
      for (let n = 1; n <= rules.diceCount; n++) {
        const chance = zilchChance(rules, n);
        expect(chance).toBeGreaterThanOrEqual(0);
        expect(chance).toBeLessThanOrEqual(1);
        if (n > 1) expect(chance).toBeLessThanOrEqual(zilchChance(rules, n - 1));
      }
    }
  });
});

describe('isZilch', () => {
  it('agrees with an empty list of legal holds, with and without dice set aside', () => {
    fc.assert(
      fc.property(presetAndRoll, fc.array(face, { maxLength: 5 }), ([rules, roll], setAside) => {
        expect(isZilch(rules, roll)).toBe(legalHolds(rules, roll).length === 0);
        const aside = setAside.slice(0, rules.diceCount - roll.length);
        if (aside.length === 0 || scoreHold(rules, aside) === null) return;
        expect(isZilch(rules, roll, aside)).toBe(legalHolds(rules, roll, aside).length === 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('bestHoldBySize', () => {
  it('is, for each number of dice held, the best points among the legal holds of that size', () => {
    fc.assert(
      fc.property(presetAndRoll, ([rules, roll]) => {
        const expected = new Array<number>(roll.length + 1).fill(-1);
        for (const hold of legalHolds(rules, roll))
          expected[hold.dice.length] = Math.max(expected[hold.dice.length] ?? -1, hold.points);
        expect(bestHoldBySize(rules, roll)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same from the face counts, into an array handed in that held another roll', () => {
    fc.assert(
      fc.property(presetAndRoll, ([rules, roll]) => {
        const counts = [1, 2, 3, 4, 5, 6].map((f) => roll.filter((die) => die === f).length);
        // bestHoldBySize is this function on the roll's counts, so the legal holds are the measure.
        const expected = new Array<number>(roll.length + 1).fill(-1);
        for (const hold of legalHolds(rules, roll))
          expected[hold.dice.length] = Math.max(expected[hold.dice.length] ?? -1, hold.points);
        // Left over from a roll of more dice: it is made this roll's, and nothing of the other is left.
        const into = new Array<number>(rules.diceCount + 1).fill(12_345);
        expect(bestHoldBySizeOfCounts(rules, counts, into)).toBe(into);
        expect(into).toEqual(expected);
        expect(bestHoldBySizeOfCounts(rules, counts)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
