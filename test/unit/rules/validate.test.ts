import { describe, expect, it } from 'vitest';
import { presetById, presets, validateRuleset } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';

const farkle = presetById('farkle');

/** A deep copy of Farkle with one part changed, as an editor or a file would hand it over. */
// The drafts are deliberately loose: tests poke wrong types into them, as a hand-edited file would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Draft = Record<string, any>;
const changed = (change: (draft: Draft) => void): unknown => {
  const draft = structuredClone(farkle) as unknown as Draft;
  change(draft);
  return draft;
};
/** The problems found, each a code with its field and the numbers and faces the UI words it with. */
const problems = (input: unknown) => validateRuleset(input);

describe('validateRuleset', () => {
  it('accepts every preset, also after a trip through JSON', () => {
    for (const preset of presets) {
      expect(validateRuleset(preset)).toEqual([]);
      expect(validateRuleset(JSON.parse(JSON.stringify(preset)))).toEqual([]);
    }
  });

  it('refuses what is not a rule set at all', () => {
    expect(problems(null)).toEqual([{ code: 'not-a-ruleset', field: '' }]);
    expect(problems([1, 2])).toHaveLength(1);
    expect(problems({}).length).toBeGreaterThan(4);
  });

  it('three pairs and two triplets need six dice', () => {
    expect(problems(changed((d) => (d.diceCount = 5)))).toEqual(
      expect.arrayContaining([
        { code: 'six-dice-needs-six', field: 'scoring.threePairs', combination: 'threePairs', need: 6 },
        { code: 'six-dice-needs-six', field: 'scoring.twoTriplets', combination: 'twoTriplets', need: 6 },
      ]),
    );
  });

  it('a dice count from 5 to 10', () => {
    for (const diceCount of [4, 11, 6.5, '6']) {
      expect(problems(changed((d) => (d.diceCount = diceCount)))).toContainEqual({
        code: 'dice-count',
        field: 'diceCount',
        min: 5,
        max: 10,
      });
    }
  });

  it('a four-or-more table that covers every count up to the dice', () => {
    const tenDice = structuredClone(presetById('ten-dice')) as unknown as Draft;
    tenDice.scoring.ofAKind.points = [1000, 2000, 3000];
    expect(problems(tenDice)).toEqual([
      { code: 'of-a-kind-points-missing', field: 'scoring.ofAKind.points', dice: 10, needed: 7, given: 3 },
    ]);
    expect(problems(changed((d) => (d.scoring.ofAKind = { kind: 'multiple', multipliers: [2, 0, 4] })))).toEqual([
      { code: 'of-a-kind-multipliers', field: 'scoring.ofAKind.multipliers' },
    ]);
    expect(problems(changed((d) => (d.scoring.ofAKind = { kind: 'multiple', multipliers: [2] })))).toEqual([
      { code: 'of-a-kind-multipliers-missing', field: 'scoring.ofAKind.multipliers', dice: 6, needed: 3, given: 1 },
    ]);
    expect(problems(changed((d) => (d.scoring.ofAKind = { kind: 'sevens' })))).toEqual([
      { code: 'no-of-a-kind-scheme', field: 'scoring.ofAKind' },
    ]);
  });

  it('points that are positive multiples of 50', () => {
    expect(problems(changed((d) => (d.scoring.singles[5] = 75)))).toEqual([
      { code: 'face-points', field: 'scoring.singles.5', table: 'singles', face: 5 },
    ]);
    expect(problems(changed((d) => (d.scoring.triples[2] = -200)))).toEqual([
      { code: 'face-points', field: 'scoring.triples.2', table: 'triples', face: 2 },
    ]);
    expect(problems(changed((d) => (d.scoring.singles[7] = 100)))).toEqual([
      { code: 'unknown-face', field: 'scoring.singles', key: '7' },
    ]);
    expect(problems(changed((d) => (d.end.target = 0)))).toEqual([{ code: 'target', field: 'end.target' }]);
    expect(problems(changed((d) => (d.turn.openingMinimum = 333)))).toEqual([
      { code: 'opening-minimum', field: 'turn.openingMinimum' },
    ]);
  });

  it('straights that use each face once and fit in the dice', () => {
    expect(problems(changed((d) => d.scoring.straights.push({ faces: [3, 2, 1, 2], points: 500 })))).toEqual([
      { code: 'straight-face-twice', field: 'scoring.straights.1.faces', faces: [1, 2, 2, 3] },
    ]);
    expect(problems(changed((d) => d.scoring.straights.push({ faces: [1, 2, 3, 4, 5, 6], points: 500 })))).toEqual([
      { code: 'straight-twice', field: 'scoring.straights.1.faces', faces: [1, 2, 3, 4, 5, 6] },
    ]);
    expect(
      problems(
        changed((d) => {
          d.diceCount = 5;
          d.scoring.threePairs = null;
          d.scoring.twoTriplets = null;
          d.scoring.ofAKind.multipliers = [2, 3];
        }),
      ),
    ).toEqual([
      { code: 'straight-needs-dice', field: 'scoring.straights.0.faces', faces: [1, 2, 3, 4, 5, 6], need: 6 },
    ]);
    expect(problems(changed((d) => d.scoring.straights.push({ faces: [1, 2], points: 500 })))).toEqual([
      { code: 'straight-too-short', field: 'scoring.straights.1.faces', min: 3 },
    ]);
    expect(problems(changed((d) => d.scoring.straights.push({ faces: [2, 3, 4, 5, 6], points: 70 })))).toEqual([
      { code: 'straight-points', field: 'scoring.straights.1.points', faces: [2, 3, 4, 5, 6] },
    ]);
  });

  it('an opening minimum no higher than the target, and known words for each choice', () => {
    expect(problems(changed((d) => (d.turn.openingMinimum = 20000)))).toEqual([
      { code: 'opening-above-target', field: 'turn.openingMinimum', opening: 20000, target: 10000 },
    ]);
    expect(problems(changed((d) => (d.turn.hotDice = 'sometimes')))).toEqual([
      { code: 'hot-dice', field: 'turn.hotDice' },
    ]);
    expect(problems(changed((d) => (d.end.ties = 'coin')))).toEqual([{ code: 'ties', field: 'end.ties' }]);
  });

  it('a table where nothing scores', () => {
    const empty = changed((d) => {
      d.scoring = {
        singles: {},
        triples: {},
        ofAKind: { kind: 'none' },
        threePairs: null,
        twoTriplets: null,
        fourOfAKindAndPairIsThreePairs: false,
        straights: [],
      };
    });
    expect(problems(empty)).toEqual([{ code: 'nothing-scores', field: 'scoring' }]);
  });

  it('four of a kind and a pair only where three pairs score', () => {
    expect(
      problems(
        changed((d) => {
          d.scoring.threePairs = null;
          d.scoring.fourOfAKindAndPairIsThreePairs = true;
        }),
      ),
    ).toEqual([{ code: 'four-and-pair-without-three-pairs', field: 'scoring.fourOfAKindAndPairIsThreePairs' }]);
  });

  it('variations: challenges and the zilch-streak penalty', () => {
    const withChallenges: Ruleset = {
      ...farkle,
      variations: { ...farkle.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    };
    expect(validateRuleset(withChallenges)).toEqual([]);
    expect(
      problems(changed((d) => (d.variations.challenges = { scoreDividing: 5000, zilchPenalties: [600] }))),
    ).toEqual([{ code: 'challenge-penalties', field: 'variations.challenges.zilchPenalties' }]);
    expect(problems(changed((d) => (d.variations.zilchStreakPenalty = { zilches: 1, points: 500 })))).toEqual([
      { code: 'zilch-penalty-zilches', field: 'variations.zilchStreakPenalty.zilches', min: 2, max: 10 },
    ]);
  });
});
