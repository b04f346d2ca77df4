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
const messages = (input: unknown) => validateRuleset(input).map((p) => `${p.field}: ${p.message}`);

describe('validateRuleset', () => {
  it('accepts every preset, also after a trip through JSON', () => {
    for (const preset of presets) {
      expect(validateRuleset(preset)).toEqual([]);
      expect(validateRuleset(JSON.parse(JSON.stringify(preset)))).toEqual([]);
    }
  });

  it('refuses what is not a rule set at all', () => {
    expect(messages(null)).toEqual(['This is not a rule set: expected an object with a name, dice count and scoring table.'].map((m) => `: ${m}`));
    expect(messages([1, 2])).toHaveLength(1);
    expect(messages({}).length).toBeGreaterThan(4);
  });

  it('three pairs and two triplets need six dice', () => {
    expect(messages(changed((d) => (d.diceCount = 5)))).toEqual(
      expect.arrayContaining(['scoring.threePairs: Three pairs needs at least 6 dice.', 'scoring.twoTriplets: Two triplets needs at least 6 dice.']),
    );
  });

  it('a dice count from 5 to 10', () => {
    for (const diceCount of [4, 11, 6.5, '6']) {
      expect(messages(changed((d) => (d.diceCount = diceCount)))).toContain('diceCount: The number of dice must be a whole number from 5 to 10.');
    }
  });

  it('a four-or-more table that covers every count up to the dice', () => {
    const tenDice = structuredClone(presetById('ten-dice')) as unknown as Draft;
    tenDice.scoring.ofAKind.points = [1000, 2000, 3000];
    expect(messages(tenDice)).toEqual(['scoring.ofAKind.points: The four-or-more table needs points for four up to ten of a kind (7 entries), not 3.']);
    expect(messages(changed((d) => (d.scoring.ofAKind = { kind: 'multiple', multipliers: [2, 0, 4] })))).toEqual([
      'scoring.ofAKind.multipliers: Each multiple of the triple must be a whole number of at least 1.',
    ]);
    expect(messages(changed((d) => (d.scoring.ofAKind = { kind: 'sevens' })))).toHaveLength(1);
  });

  it('points that are positive multiples of 50', () => {
    expect(messages(changed((d) => (d.scoring.singles[5] = 75)))).toEqual(['scoring.singles.5: A single 5 must be worth a positive multiple of 50 points.']);
    expect(messages(changed((d) => (d.scoring.triples[2] = -200)))).toEqual(['scoring.triples.2: Three 2s must be worth a positive multiple of 50 points.']);
    expect(messages(changed((d) => (d.scoring.singles[7] = 100)))).toEqual(['scoring.singles: "7" is not a face of a die: faces are 1 to 6.']);
    expect(messages(changed((d) => (d.end.target = 0)))).toEqual(['end.target: The target must be a positive multiple of 50 points.']);
    expect(messages(changed((d) => (d.turn.openingMinimum = 333)))).toEqual(['turn.openingMinimum: The points to get on the board must be 0 or a multiple of 50.']);
  });

  it('straights that use each face once and fit in the dice', () => {
    expect(messages(changed((d) => d.scoring.straights.push({ faces: [1, 2, 2, 3], points: 500 })))).toEqual([
      'scoring.straights.1.faces: The straight 1-2-2-3 uses a face twice: a straight uses each face once.',
    ]);
    expect(messages(changed((d) => d.scoring.straights.push({ faces: [1, 2, 3, 4, 5, 6], points: 500 })))).toEqual([
      'scoring.straights.1.faces: The straight 1-2-3-4-5-6 is listed twice.',
    ]);
    expect(messages(changed((d) => { d.diceCount = 5; d.scoring.threePairs = null; d.scoring.twoTriplets = null; d.scoring.ofAKind.multipliers = [2, 3]; }))).toEqual([
      'scoring.straights.0.faces: A 1-2-3-4-5-6 straight needs at least 6 dice.',
    ]);
  });

  it('an opening minimum no higher than the target, and known words for each choice', () => {
    expect(messages(changed((d) => (d.turn.openingMinimum = 20000)))).toEqual([
      'turn.openingMinimum: The points to get on the board (20000) are more than the target (10000).',
    ]);
    expect(messages(changed((d) => (d.turn.hotDice = 'sometimes')))).toEqual([
      'turn.hotDice: Choose what hot dice do: may roll on, must roll on (turning the corner), or lock.',
    ]);
    expect(messages(changed((d) => (d.end.ties = 'coin')))).toHaveLength(1);
  });

  it('a table where nothing scores', () => {
    const empty = changed((d) => {
      d.scoring = { singles: {}, triples: {}, ofAKind: { kind: 'none' }, threePairs: null, twoTriplets: null, fourOfAKindAndPairIsThreePairs: false, straights: [] };
    });
    expect(messages(empty)).toEqual(['scoring: Nothing scores under these rules: give at least one combination points.']);
  });

  it('four of a kind and a pair only where three pairs score', () => {
    expect(messages(changed((d) => { d.scoring.threePairs = null; d.scoring.fourOfAKindAndPairIsThreePairs = true; }))).toEqual([
      'scoring.fourOfAKindAndPairIsThreePairs: Four of a kind and a pair can count as three pairs only when three pairs score.',
    ]);
  });

  it('variations: challenges and the zilch-streak penalty', () => {
    const withChallenges: Ruleset = { ...farkle, variations: { ...farkle.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } } };
    expect(validateRuleset(withChallenges)).toEqual([]);
    expect(messages(changed((d) => (d.variations.challenges = { scoreDividing: 5000, zilchPenalties: [600] })))).toHaveLength(1);
    expect(messages(changed((d) => (d.variations.zilchStreakPenalty = { zilches: 1, points: 500 })))).toEqual([
      'variations.zilchStreakPenalty.zilches: The zilch penalty needs a whole number of zilches in a row, from 2 to 10.',
    ]);
  });
});
