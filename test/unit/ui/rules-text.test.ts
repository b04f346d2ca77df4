import { describe, expect, it } from 'vitest';
import { houseRulesFrom, presetById, withFacePoints, withStraightAdded } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import { rulesText, scoringLines } from '../../../src/ui/text/rules-text.js';

/** The scoring table as the sheet's rows read: "Three 2s: 200". */
const table = (rules: Ruleset) => scoringLines(rules).map((line) => `${line.combination}: ${line.points}`);

describe('the rules in words', () => {
  it('farkle: singles, triples, 4-6 of a kind as multiples of the triple, pairs, triplets, the straight', () => {
    const farkle = presetById('farkle');
    expect(table(farkle)).toEqual([
      'Single 1: 100',
      'Single 5: 50',
      'Three 1s: 1,000',
      'Three 2s: 200',
      'Three 3s: 300',
      'Three 4s: 400',
      'Three 5s: 500',
      'Three 6s: 600',
      '4 of a kind: 2× the triple',
      '5 of a kind: 3× the triple',
      '6 of a kind: 4× the triple',
      'Three pairs: 1,500',
      'Two triplets: 2,500',
      'Straight 1-2-3-4-5-6: 1,500',
    ]);
    const text = rulesText(farkle);
    expect(text.turn).toEqual([
      'No minimum: any turn total may be banked.',
      'When all the dice have scored (hot dice): roll them all again, or bank.',
      'A turn starts: always fresh, with all the dice.',
      'A roll where no die scores is a zilch: the turn ends and its points are lost.',
    ]);
    expect(text.end).toEqual([
      'Target: 10,000. To win, a score must reach the target (10,000 or more).',
      'When someone gets there: everyone else has one last turn; then the highest score wins.',
      'A tie for the win: the tied players share the win.',
    ]);
    expect(text.variations).toEqual([]);
    expect(text.scoringNotes).toEqual([
      'Combinations count within one roll: dice set aside earlier never combine with new ones.',
    ]);
  });

  it('ten-dice: a flat table up to ten of a kind, lock, build off and the throw-off', () => {
    const tenDice = presetById('ten-dice');
    const lines = table(tenDice);
    expect(lines).toContain('4 of a kind: 1,000');
    expect(lines).toContain('10 of a kind: 7,000');
    expect(lines).not.toContain('Three pairs: 1,500');
    const text = rulesText(tenDice);
    expect(text.scoringNotes).toContain('Four or more of a kind score the same whatever the face.');
    expect(text.scoringNotes).toContain(
      'A straight uses each of its faces once; with more dice the others still score.',
    );
    expect(text.turn).toContain(
      'When all the dice have scored (hot dice): the points so far are safe (lock); roll again or bank.',
    );
    expect(text.turn).toContain('A zilch later in that turn loses only the points scored after the lock.');
    expect(text.turn).toContain('A turn starts: fresh, or building off the last bank.');
    expect(
      text.turn.some(
        (line) => line.includes('(building off)') && line.includes('must score at least once before banking'),
      ),
    ).toBe(true);
    expect(text.end).toContain('Throw off for the first player: each player throws all 10 dice; the most pips starts.');
    expect(text.end[0]).toBe('Target: 20,000. To win, a score must reach the target (20,000 or more).');
  });

  it('serendipity-creak: doubling, the two short straights, inheriting', () => {
    const creak = presetById('serendipity-creak');
    const lines = table(creak);
    expect(lines).toEqual(
      expect.arrayContaining([
        '4 of a kind: 2× the triple',
        '5 of a kind: 4× the triple',
        '6 of a kind: 8× the triple',
      ]),
    );
    expect(lines).toEqual(
      expect.arrayContaining(['Straight 1-2-3-4-5: 750', 'Straight 2-3-4-5-6: 750', 'Three pairs: 1,500']),
    );
    expect(lines.some((line) => line.startsWith('Two triplets'))).toBe(false);
    const text = rulesText(creak);
    expect(text.turn).toContain('A turn starts: fresh, or inheriting the last bank.');
    expect(text.turn.some((line) => line.includes('(inheriting)'))).toBe(true);
  });

  it('the seed-001 games: both minimums, turning the corner, passing the target, one more throw on a tie', () => {
    const text = rulesText(presetById('zilch-10k'));
    expect(text.turn.slice(0, 3)).toEqual([
      'To get on the board: 500 points in one turn. Until then a smaller turn cannot be banked.',
      'After that, a turn needs 350 points to bank.',
      'When all the dice have scored (hot dice): roll them all again: no bank until the next score (turning the corner).',
    ]);
    expect(text.end[0]).toBe('Target: 10,000. To win, a score must pass the target (more than 10,000).');
    expect(text.end[2]).toBe(
      'A tie for the win: the tied players throw once more each, all the dice; the highest scoring throw wins, again while tied.',
    );
    expect(text.scoringNotes[0]).toBe('Extra dice are just more combinations: four 1s are three 1s and a single 1.');
    expect(table(presetById('zilch-10k')).some((line) => line.includes('of a kind'))).toBe(false);
  });

  it('zilch-1000-open: 1,000 to open, then anything; two chances with the last die; the first to reach wins', () => {
    const text = rulesText(presetById('zilch-1000-open'));
    expect(text.turn[1]).toBe('After that, any turn total may be banked.');
    expect(text.turn).toContain(
      'Two chances with the last die: with one die left, a throw that does not score is thrown again before it counts as a zilch.',
    );
    expect(text.end).toEqual([
      'Target: 10,000. To win, a score must reach the target (10,000 or more).',
      'When someone gets there: they win at once.',
    ]);
  });

  it('house rules: the group’s own table and every variation it switched on', () => {
    let house = houseRulesFrom(presetById('zilch-15k'), 'Friday night');
    house = withFacePoints(house, 'singles', 5, null);
    house = withFacePoints(house, 'triples', 1, 300);
    house = withStraightAdded(house);
    house = {
      ...house,
      scoring: { ...house.scoring, ofAKind: { kind: 'add', perDie: 1000 }, fourOfAKindAndPairIsThreePairs: true },
      turn: { ...house.turn, openingMinimum: 0, laterMinimum: 300 },
      variations: {
        pyramiding: true,
        surpassing: true,
        challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] },
        zilchStreakPenalty: { zilches: 3, points: 500 },
      },
    };
    const lines = table(house);
    expect(lines.slice(0, 2)).toEqual(['Single 1: 100', 'Three 1s: 300']);
    expect(lines).toEqual(
      expect.arrayContaining([
        '4 of a kind: the triple + 1,000',
        '6 of a kind: the triple + 3,000',
        'Straight 1-2-3-4-5: 750',
      ]),
    );
    const text = rulesText(house);
    expect(text.turn[0]).toBe('A turn needs 300 points to bank.');
    expect(text.scoringNotes).toContain('Four of a kind and a pair count as three pairs.');
    expect(text.scoringNotes).toContain('Dice set aside earlier in the cycle combine with the new ones (pyramiding).');
    expect(text.variations).toEqual([
      'Pyramiding: dice set aside earlier in the cycle combine with new ones: a frozen 5 and two new 5s make three 5s.',
      "Surpassing: to bank, a turn must beat the previous player's last turn.",
      'Challenges: each player may challenge an opponent twice, once below 5,000 and once from 5,000, named before the first roll. The banked turn is added to the challenger and taken from the opponent; a zilch costs the challenger 600 the first time, 2,000 the second.',
      'Three zilches in a row cost 500 points.',
    ]);
  });
});
