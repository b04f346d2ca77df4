import { describe, expect, it } from 'vitest';
import {
  explainHold,
  legalHolds,
  presetById,
  RulesInputError,
  scoreHold,
  zilchChance,
} from '../../../src/rules/index.js';
import type { Combination, CombinationName, Face } from '../../../src/rules/index.js';

const tenDice = presetById('ten-dice');
const farkle = presetById('farkle');
const serendipity = presetById('serendipity-creak');
const open1000 = presetById('zilch-1000-open');
const zilch15k = presetById('zilch-15k');

/** The names of a split's combinations (what the UI words), in the order given. */
const names = (split: readonly Combination[] | null): CombinationName[] | undefined =>
  split?.map(({ dice: _dice, points: _points, ...name }) => name);

const holdOf = (holds: { dice: Face[]; points: number }[], dice: Face[]) =>
  holds.find((hold) => hold.dice.join() === [...dice].sort((a, b) => a - b).join());

describe("the rule sheets' worked examples", () => {
  it('the 10-dice sheet, example 1: 1,1,5,2,2,2 of the roll holds to 450 with 4 free dice', () => {
    const roll: Face[] = [1, 1, 5, 2, 2, 2, 3, 4, 6, 6];
    const hold = holdOf(legalHolds(tenDice, roll), [1, 1, 5, 2, 2, 2]);
    expect(hold?.points).toBe(450);
    expect(roll.length - (hold?.dice.length ?? 0)).toBe(4);
    // The sheet's player missed the straight hiding in that roll: the engine suggests it.
    expect(legalHolds(tenDice, roll)[0]).toEqual({ dice: [1, 1, 2, 3, 4, 5, 6], points: 1600 });
  });

  it('the 10-dice sheet, example 1 again: the four free dice scoring a triple 3 make 750', () => {
    expect(450 + (scoreHold(tenDice, [3, 3, 3]) ?? 0)).toBe(750);
  });

  it('the Farkle sheet: the roll 1,2,3,5,5,6 is worth 200 (1, 5, 5), and 2,3,4 is a zilch', () => {
    const holds = legalHolds(farkle, [1, 2, 3, 5, 5, 6]);
    expect(holds[0]).toEqual({ dice: [1, 5, 5], points: 200 });
    expect(scoreHold(farkle, [1, 2, 3, 5, 5, 6])).toBeNull();
    expect(legalHolds(farkle, [2, 3, 4])).toEqual([]);
  });
});

describe('tricky splits', () => {
  it('four 1s under a flat table are three 1s and a single 1', () => {
    expect(scoreHold(tenDice, [1, 1, 1, 1])).toBe(1100);
    expect(names(explainHold(tenDice, [1, 1, 1, 1]))).toEqual([
      { kind: 'of-a-kind', face: 1, count: 3 },
      { kind: 'single', face: 1 },
    ]);
  });

  it('six 2s with and without four-or-more of a kind', () => {
    expect(scoreHold(zilch15k, [2, 2, 2, 2, 2, 2])).toBe(6000);
    expect(scoreHold(presetById('zilch-10k'), [2, 2, 2, 2, 2, 2])).toBe(400);
    expect(scoreHold(farkle, [2, 2, 2, 2, 2, 2])).toBe(800);
  });

  it('2,2,2,2,3,3 is not three pairs, and six of a kind is neither three pairs nor two triplets', () => {
    expect(scoreHold(zilch15k, [2, 2, 2, 2, 3, 3])).toBeNull();
    expect(scoreHold(presetById('zilch-10k'), [3, 3, 3, 3, 3, 3])).toBe(600);
    expect(legalHolds(zilch15k, [2, 2, 2, 2, 3, 3])[0]).toEqual({ dice: [2, 2, 2, 2], points: 4000 });
  });

  it('1,2,3,4,5,5 under the partial-straight presets', () => {
    expect(scoreHold(serendipity, [1, 2, 3, 4, 5, 5])).toBe(800);
    expect(scoreHold(open1000, [1, 2, 3, 4, 5, 5])).toBe(550);
    expect(legalHolds(serendipity, [1, 2, 3, 4, 5, 5])[0]).toEqual({ dice: [1, 2, 3, 4, 5, 5], points: 800 });
    expect(scoreHold(farkle, [1, 2, 3, 4, 5, 5])).toBeNull();
    expect(legalHolds(farkle, [1, 2, 3, 4, 5, 5])[0]).toEqual({ dice: [1, 5, 5], points: 200 });
  });

  it('a 10-dice roll holds a straight plus extras in the same hold', () => {
    const roll: Face[] = [1, 2, 3, 4, 5, 6, 1, 1, 1, 5];
    expect(scoreHold(tenDice, roll)).toBe(1500 + 1000 + 50);
    expect(legalHolds(tenDice, roll)[0]).toEqual({ dice: [1, 1, 1, 1, 2, 3, 4, 5, 5, 6], points: 2550 });
    expect(names(explainHold(tenDice, roll))).toEqual(
      expect.arrayContaining([
        { kind: 'straight', faces: [1, 2, 3, 4, 5, 6] },
        { kind: 'single', face: 5 },
        { kind: 'of-a-kind', face: 1, count: 3 },
      ]),
    );
    expect(explainHold(tenDice, roll)).toHaveLength(3);
  });

  it('a straight uses each face once: 1,2,3,4,5,6,2,2 needs the third 2 from elsewhere', () => {
    expect(scoreHold(tenDice, [1, 2, 3, 4, 5, 6, 2, 2])).toBeNull();
    expect(scoreHold(tenDice, [1, 2, 3, 4, 5, 6, 2, 2, 2])).toBe(1500 + 200);
  });
});

describe('legalHolds', () => {
  it('lists each distinct hold once, best first, fewer dice first among equals', () => {
    const holds = legalHolds(farkle, [1, 5, 5, 2, 3, 4]);
    expect(holds.map((h) => `${h.dice.join('')}=${h.points}`)).toEqual([
      '155=200',
      '15=150',
      '1=100',
      '55=100',
      '5=50',
    ]);
  });

  it('includes holds that leave a scoring die behind (a player may re-roll a 1)', () => {
    expect(holdOf(legalHolds(farkle, [1, 1, 1, 3, 4, 6]), [1])?.points).toBe(100);
    expect(holdOf(legalHolds(farkle, [1, 1, 1, 3, 4, 6]), [1, 1])?.points).toBe(200);
  });

  it('is empty on a zilch', () => {
    expect(legalHolds(zilch15k, [2, 3, 4, 6, 6, 3])).toEqual([]);
    expect(legalHolds(tenDice, [2])).toEqual([]);
  });
});

describe('bad input is refused with a specific error', () => {
  const refusal = (action: () => unknown) => {
    try {
      action();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesInputError);
      return error as RulesInputError;
    }
    throw new Error('expected a refusal');
  };

  it('a face outside 1-6 or not whole', () => {
    expect(refusal(() => scoreHold(farkle, [7 as Face])).code).toBe('not-a-face');
    expect(refusal(() => scoreHold(farkle, [0 as Face])).problem).toEqual({ code: 'not-a-face', shows: '0' });
    expect(refusal(() => legalHolds(farkle, [2.5 as Face])).code).toBe('not-a-face');
    expect(refusal(() => legalHolds(farkle, ['5' as unknown as Face])).code).toBe('not-a-face');
  });

  it('more dice than the rule set has', () => {
    const error = refusal(() => legalHolds(farkle, [1, 1, 1, 1, 1, 1, 1]));
    expect(error.code).toBe('too-many-dice');
    expect(error.problem).toEqual({
      code: 'too-many-dice',
      what: 'roll',
      count: 7,
      diceCount: 6,
      rulesId: 'farkle',
      rulesName: 'Farkle',
    });
    expect(refusal(() => scoreHold(tenDice, Array<Face>(11).fill(1))).code).toBe('too-many-dice');
  });

  it('an empty hold or roll', () => {
    expect(refusal(() => scoreHold(farkle, [])).problem).toEqual({ code: 'no-dice', what: 'hold' });
    expect(refusal(() => legalHolds(farkle, [])).problem).toEqual({ code: 'no-dice', what: 'roll' });
    expect(refusal(() => legalHolds(farkle, 'not dice' as unknown as Face[])).problem).toEqual({
      code: 'not-a-list',
      what: 'roll',
    });
  });

  it('dice set aside earlier that do not fit or do not score', () => {
    expect(refusal(() => scoreHold(farkle, [1, 1], [5, 5, 5, 5, 5])).problem).toEqual({
      code: 'too-many-set-aside',
      setAside: 5,
      adding: 2,
      diceCount: 6,
      rulesId: 'farkle',
      rulesName: 'Farkle',
    });
    expect(refusal(() => scoreHold(farkle, [1], [2, 3])).problem).toEqual({ code: 'set-aside-no-score' });
  });

  it('a zilch chance for a number of dice the rule set does not have', () => {
    expect(refusal(() => zilchChance(farkle, 0)).code).toBe('bad-dice-count');
    expect(refusal(() => zilchChance(farkle, 7)).code).toBe('bad-dice-count');
    expect(refusal(() => zilchChance(farkle, 1.5)).problem).toEqual({ code: 'bad-dice-count', max: 6, asked: '1.5' });
  });

  it('a rule set that does not validate', () => {
    const broken = { ...farkle, diceCount: 12 };
    const error = refusal(() => scoreHold(broken, [1]));
    expect(error.code).toBe('invalid-ruleset');
    expect(error.problem).toEqual({
      code: 'invalid-ruleset',
      problem: { code: 'dice-count', field: 'diceCount', min: 5, max: 10 },
    });
  });
});

describe('zilchChance', () => {
  it('matches the well-known six-dice figures of the common game', () => {
    const expected = [2 / 3, 4 / 9, 60 / 216, 204 / 1296, 600 / 7776, 1080 / 46656];
    expected.forEach((chance, index) => expect(zilchChance(farkle, index + 1)).toBeCloseTo(chance, 12));
  });

  it('is higher without three pairs; partial straights change nothing (each holds a 1 or a 5)', () => {
    expect(zilchChance(presetById('zilch-5k'), 6)).toBeCloseTo(1440 / 46656, 12);
    for (let n = 1; n <= 6; n++) expect(zilchChance(serendipity, n)).toBe(zilchChance(farkle, n));
  });

  it('is zero for nine and ten dice in 10-dice Zilch (four non-scoring faces hold at most 8 dice without a triple)', () => {
    expect(zilchChance(tenDice, 8)).toBeGreaterThan(0);
    expect(zilchChance(tenDice, 9)).toBe(0);
    expect(zilchChance(tenDice, 10)).toBe(0);
  });
});

describe('explainHold', () => {
  it('names the bigger combination where two splits are worth the same', () => {
    expect(names(explainHold(open1000, [1, 2, 3, 4, 5, 6]))).toEqual([{ kind: 'straight', faces: [1, 2, 3, 4, 5, 6] }]);
    expect(names(explainHold(farkle, [2, 2, 2, 2, 2, 2]))).toEqual([{ kind: 'of-a-kind', face: 2, count: 6 }]);
    expect(explainHold(farkle, [2, 2, 2, 2, 2, 2])).toEqual([
      { kind: 'of-a-kind', face: 2, count: 6, dice: [2, 2, 2, 2, 2, 2], points: 800 },
    ]);
  });

  it('names four of a kind and a pair apart from three pairs', () => {
    const fourAndPair = {
      ...farkle,
      scoring: { ...farkle.scoring, ofAKind: { kind: 'none' as const }, fourOfAKindAndPairIsThreePairs: true },
    };
    expect(names(explainHold(fourAndPair, [3, 3, 3, 3, 4, 4]))).toEqual([{ kind: 'four-and-pair' }]);
    expect(names(explainHold(fourAndPair, [2, 2, 3, 3, 4, 4]))).toEqual([{ kind: 'three-pairs' }]);
  });

  it('returns null for a hold that does not score', () => {
    expect(explainHold(farkle, [2, 3])).toBeNull();
  });
});
