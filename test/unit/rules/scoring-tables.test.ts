import { describe, expect, it } from 'vitest';
import { presetById, presets, scoreHold } from '../../../src/rules/index.js';
import type { Face, PresetId } from '../../../src/rules/index.js';

/** `n` dice of one face. */
const kind = (face: Face, n: number): Face[] => Array.from({ length: n }, () => face);
const FACES: Face[] = [1, 2, 3, 4, 5, 6];
const TRIPLE: Record<Face, number> = { 1: 1000, 2: 200, 3: 300, 4: 400, 5: 500, 6: 600 };

/** Lines every preset shares: singles and three of a kind (docs/rules.md, first rows). */
describe.each(presets.map((p) => [p.id, p] as const))('%s: singles and triples', (_id, rules) => {
  it('scores a single 1 and a single 5, and no other single', () => {
    expect(scoreHold(rules, [1])).toBe(100);
    expect(scoreHold(rules, [5])).toBe(50);
    for (const face of [2, 3, 4, 6] as Face[]) expect(scoreHold(rules, [face])).toBeNull();
  });
  it.each(FACES)('scores three %is as its triple', (face) => {
    expect(scoreHold(rules, kind(face, 3))).toBe(TRIPLE[face]);
  });
  it('never scores a pair of a non-scoring face', () => {
    expect(scoreHold(rules, [2, 2])).toBeNull();
    expect(scoreHold(rules, [6, 6])).toBeNull();
  });
});

type Line = [dice: Face[], points: number | null, why: string];

const tables: Record<PresetId, Line[]> = {
  'ten-dice': [
    ...FACES.flatMap((face): Line[] =>
      [4, 5, 6, 7, 8, 9, 10].map((n): Line => [
        kind(face, n),
        // Four 1s: three 1s + a single 1 (1,100) beats the flat 1,000 (docs/rules.md, "hold value").
        face === 1 && n === 4 ? 1100 : 1000 * (n - 3),
        `${n} of a kind, flat table`,
      ]),
    ),
    [[1, 2, 3, 4, 5, 6], 1500, 'straight'],
    [[2, 2, 2, 3, 3, 3], 500, 'no two-triplets combination: two triples'],
    [[2, 2, 3, 3, 4, 4], null, 'no three pairs'],
    [[1, 2, 3, 4, 5], null, 'no partial straight'],
    [[1, 1, 5, 2, 2, 2], 450, 'the 10-dice sheet, example 1'],
  ],
  'zilch-15k': [
    ...FACES.flatMap((face): Line[] => [
      [kind(face, 4), 4000, 'four of a kind'],
      [kind(face, 5), 5000, 'five of a kind'],
      [kind(face, 6), 6000, 'six of a kind'],
    ]),
    [[2, 2, 2, 3, 3, 3], 3000, 'two triplets'],
    [[1, 1, 1, 5, 5, 5], 3000, 'two triplets beat 1,000 + 500'],
    [[2, 2, 3, 3, 4, 4], 2000, 'three pairs'],
    [[1, 1, 5, 5, 6, 6], 2000, 'three pairs beat 1,1,5,5 alone'],
    [[2, 2, 2, 2, 3, 3], null, 'four of a kind and a pair is not three pairs'],
    [[1, 2, 3, 4, 5, 6], 1500, 'straight'],
    [[1, 2, 3, 4, 5], null, 'no partial straight'],
  ],
  'zilch-10k': [
    [[1, 1, 1, 1], 1100, 'no four of a kind: three 1s + a single 1'],
    [[2, 2, 2, 2], null, 'no four of a kind: the fourth 2 does not score'],
    [[5, 5, 5, 5, 5], 600, 'three 5s + two single 5s'],
    [[2, 2, 2, 2, 2, 2], 400, 'six 2s are two separate triples'],
    [[1, 1, 1, 1, 1, 1], 2000, 'six 1s are two separate triples'],
    [[2, 2, 2, 3, 3, 3], 3000, 'two triplets'],
    [[2, 2, 3, 3, 4, 4], 2000, 'three pairs'],
    [[1, 2, 3, 4, 5, 6], 1500, 'straight'],
  ],
  'zilch-5k': [
    [[2, 2, 2, 2, 2, 2], 400, 'six 2s are two separate triples'],
    [[2, 2, 2, 3, 3, 3], 500, 'no two triplets: two triples'],
    [[2, 2, 3, 3, 4, 4], null, 'no three pairs'],
    [[1, 1, 5, 5, 6, 6], null, 'no three pairs: the 6s do not score'],
    [[1, 2, 3, 4, 5, 6], 1500, 'straight'],
    [[4, 4, 4, 4], null, 'no four of a kind'],
  ],
  farkle: [
    ...FACES.flatMap((face): Line[] => [
      [kind(face, 4), 2 * TRIPLE[face], 'four of a kind: twice the triple'],
      [kind(face, 5), 3 * TRIPLE[face], 'five of a kind: three times the triple'],
      [kind(face, 6), 4 * TRIPLE[face], 'six of a kind: four times the triple'],
    ]),
    [[2, 2, 2, 5, 5, 5], 2500, 'two triplets'],
    [[2, 2, 3, 3, 4, 4], 1500, 'three pairs'],
    [[1, 2, 3, 4, 5, 6], 1500, 'straight'],
    [[2, 2, 2, 2, 3, 3], null, 'four of a kind and a pair is not three pairs'],
    [[1, 2, 3, 4, 5], null, 'no partial straight'],
  ],
  'serendipity-creak': [
    ...FACES.flatMap((face): Line[] => [
      [kind(face, 4), 2 * TRIPLE[face], 'four of a kind doubles the triple'],
      [kind(face, 5), 4 * TRIPLE[face], 'five of a kind: four times'],
      [kind(face, 6), 8 * TRIPLE[face], 'six of a kind: eight times'],
    ]),
    [[1, 1, 2, 2, 3, 3], 1500, 'three pairs'],
    [[2, 2, 2, 3, 3, 3], 500, 'no two triplets: two triples'],
    [[1, 2, 3, 4, 5], 750, 'small straight'],
    [[2, 3, 4, 5, 6], 750, 'large straight'],
    [[1, 2, 3, 4, 5, 6], 1500, 'full straight'],
  ],
  'zilch-1000-open': [
    [[1, 2, 3, 4, 5, 6], 600, 'full straight'],
    [[1, 2, 3, 4, 5], 500, 'straight 1-5'],
    [[2, 3, 4, 5, 6], 500, 'straight 2-6'],
    [[1, 1, 1, 1], 1100, 'no four of a kind'],
    [[2, 2, 3, 3, 4, 4], null, 'no three pairs'],
    [[2, 2, 2, 3, 3, 3], 500, 'no two triplets'],
  ],
};

describe.each(Object.entries(tables))('%s: its scoring table', (id, lines) => {
  const rules = presetById(id as PresetId);
  it.each(lines.map(([dice, points, why]) => [why, dice.join(','), dice, points] as const))(
    '%s (%s)',
    (_why, _label, dice, points) => {
      expect(scoreHold(rules, dice)).toBe(points);
    },
  );
});

describe('the presets', () => {
  it('are exactly the seven columns of docs/rules.md', () => {
    expect(presets.map((p) => p.id)).toEqual([
      'ten-dice',
      'zilch-15k',
      'zilch-10k',
      'zilch-5k',
      'farkle',
      'serendipity-creak',
      'zilch-1000-open',
    ]);
  });

  it('carry the thresholds, targets and turn rules of their sheets', () => {
    const at = (id: PresetId) => presetById(id);
    expect(at('ten-dice')).toMatchObject({
      diceCount: 10,
      turn: { openingMinimum: 0, hotDice: 'lock', startOfTurn: 'build-off' },
      end: { target: 20000, targetMode: 'reach', firstPlayerThrowOff: true, ties: 'shared' },
    });
    for (const id of ['zilch-15k', 'zilch-10k', 'zilch-5k'] as const) {
      expect(at(id)).toMatchObject({
        diceCount: 6,
        turn: { openingMinimum: 500, laterMinimum: 350, hotDice: 'must-continue', startOfTurn: 'fresh' },
        end: { targetMode: 'more-than', end: 'final-round', ties: 'roll-off' },
      });
    }
    expect(at('zilch-15k').end.target).toBe(15000);
    expect(at('zilch-10k').end.target).toBe(10000);
    expect(at('zilch-5k').end.target).toBe(5000);
    expect(at('farkle')).toMatchObject({
      turn: { openingMinimum: 0, hotDice: 'may-continue' },
      end: { target: 10000, targetMode: 'reach' },
    });
    expect(at('serendipity-creak')).toMatchObject({ turn: { startOfTurn: 'inherit' }, end: { target: 10000 } });
    expect(at('zilch-1000-open')).toMatchObject({
      turn: { openingMinimum: 1000, laterMinimum: 0, lastDieSecondChance: true },
      end: { target: 10000, end: 'first-to-reach' },
    });
  });

  it('each have a name and a one-line description', () => {
    for (const preset of presets) {
      expect(preset.name.length).toBeGreaterThan(3);
      expect(preset.description.length).toBeGreaterThan(20);
      expect(preset.description).not.toContain('\n');
    }
  });
});
