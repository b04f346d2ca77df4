import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adviceQuality,
  adviseBankOrRoll,
  adviseHolds,
  adviseTakeOver,
  expectedTurnScore,
  solutionFor,
} from '../../../src/advisor/index.js';
import { buildDiceModel, solve } from '../../../src/advisor/solver.js';
import { legalHolds, presetById, presets, scoreHold } from '../../../src/rules/index.js';
import type { Face, Hold, Ruleset } from '../../../src/rules/index.js';
import { buscheNeller } from '../../support/busche-neller.js';

const farkle = presetById('farkle');

/** Busche & Neller's rules: singles and triples only, six dice, hot dice may continue, no minimum. */
const singlesAndTriples: Ruleset = buscheNeller;

describe('the published check (Busche & Neller, "Optimal Play of the Farkle Dice Game", 2017)', () => {
  it('a fresh turn is worth 446.57 points', () => {
    expect(expectedTurnScore(singlesAndTriples, { minimumToBank: 0 })).toBeCloseTo(446.57, 2);
  });

  it('the optimal policy banks at 250 / 250 / 400 / 1,000 / 2,900 / 10,050 with 1..6 dice to roll', () => {
    const published = [250, 250, 400, 1000, 2900, 10050];
    published.forEach((threshold, index) => {
      const diceToRoll = index + 1;
      const advice = (turnTotal: number) =>
        adviseBankOrRoll(singlesAndTriples, { turnTotal, diceToRoll, mustRoll: false, minimumToBank: 0 }).best;
      expect(advice(threshold - 50)).toBe('roll');
      expect(advice(threshold)).toBe('bank');
      expect(advice(threshold + 5000)).toBe('bank');
    });
  });
});

/**
 * A plain, slow, obviously correct recursion: every one of the 6^n ordered throws, every legal hold,
 * memoised on (turn total, dice, must roll). Above `cap` the player banks (as the solver is told).
 */
function slowValue(rules: Ruleset, cap: number, minimumToBank: number) {
  const memo = new Map<string, number>();
  const N = rules.diceCount;
  // The legal holds of each of the 6^n ordered throws of n dice.
  const holdsOfThrows: Hold[][][] = [[]];
  for (let n = 1; n <= N; n++) {
    const all: Hold[][] = [];
    for (let code = 0; code < 6 ** n; code++) {
      const roll: Face[] = [];
      for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / 6)) roll.push(((rest % 6) + 1) as Face);
      all.push(legalHolds(rules, roll));
    }
    holdsOfThrows.push(all);
  }
  const value = (t: number, n: number, mustRoll: boolean, missed = false): number => {
    const canBank = !mustRoll && !missed && t >= minimumToBank;
    if (t > cap && canBank) return t;
    const key = `${t}/${n}/${mustRoll}/${missed}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const all = holdsOfThrows[n] ?? [];
    let total = 0;
    for (const holds of all) {
      if (holds.length === 0) {
        total += rules.turn.lastDieSecondChance && n === 1 && !missed ? value(t, 1, true, true) : 0;
        continue;
      }
      let best = -Infinity;
      for (const hold of holds) {
        const hot = hold.dice.length === n;
        // Above the cap a forced roll is thrown once and then banked, as the solver is told.
        const next =
          t > cap
            ? t + hold.points
            : hot
              ? value(t + hold.points, N, rules.turn.hotDice === 'must-continue')
              : value(t + hold.points, n - hold.dice.length, false);
        best = Math.max(best, next);
      }
      total += best;
    }
    const result = Math.max(canBank ? t : -Infinity, total / all.length);
    memo.set(key, result);
    return result;
  };
  return value;
}

/** Small rule sets (five dice) for the slow recursion. */
const five = (hotDice: Ruleset['turn']['hotDice'], lastDieSecondChance: boolean): Ruleset => ({
  ...singlesAndTriples,
  id: `five-${hotDice}-${lastDieSecondChance}`,
  diceCount: 5,
  turn: { ...singlesAndTriples.turn, hotDice, lastDieSecondChance },
  scoring: { ...singlesAndTriples.scoring, straights: [{ faces: [1, 2, 3, 4, 5], points: 500 }] },
});

describe('the solver against the slow recursion', () => {
  it.each([
    ['may continue', five('may-continue', false), 0],
    ['turning the corner, minimum 350', five('must-continue', false), 350],
    ['two chances with the last die', five('may-continue', true), 300],
  ] as const)(
    '%s: equal in every state',
    (_name, rules, minimumToBank) => {
      const cap = 2000;
      const solution = solve(buildDiceModel(rules), { minimumToBank, zilchPenalty: 0, highestTotal: 0, fixedCap: cap });
      const slow = slowValue(rules, cap, minimumToBank);
      for (let t = 0; t <= 1500; t += 250) {
        for (let n = 1; n <= rules.diceCount; n++) {
          expect(solution.roll[n]?.[t / 50]).toBeCloseTo(slow(t, n, true), 9);
          expect(solution.decide[n]?.[t / 50]).toBeCloseTo(slow(t, n, false), 9);
        }
      }
    },
    60_000,
  );

  it('lock: equal to plain value iteration on the points at risk', () => {
    const rules = five('lock', false);
    const N = rules.diceCount;
    // W(r, n) by plain recursion for a given x = W(0, N); iterate x to its fixed point.
    const withBonus = (x: number) => {
      const memo = new Map<string, number>();
      const w = (r: number, n: number, mustRoll: boolean): number => {
        const key = `${r}/${n}/${mustRoll}`;
        const known = memo.get(key);
        if (known !== undefined) return known;
        let total = 0;
        const all = 6 ** n;
        for (let code = 0; code < all; code++) {
          const roll: Face[] = [];
          for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / 6)) roll.push(((rest % 6) + 1) as Face);
          let best = 0;
          for (const hold of legalHolds(rules, roll)) {
            const hot = hold.dice.length === n;
            best = Math.max(best, hot ? r + hold.points + x : w(r + hold.points, n - hold.dice.length, false));
          }
          total += best;
        }
        const result = Math.max(mustRoll ? -Infinity : r, total / all);
        memo.set(key, result);
        return result;
      };
      return w;
    };
    let x = 0;
    for (let i = 0; i < 200; i++) x = Math.max(0, withBonus(x)(0, N, true));
    expect(expectedTurnScore(rules, { minimumToBank: 0 })).toBeCloseTo(x, 6);
    expect(expectedTurnScore(rules, { turnTotal: 300, diceToRoll: 2, mustRoll: false, minimumToBank: 0 })).toBeCloseTo(
      withBonus(x)(300, 2, false),
      6,
    );
  }, 60_000);
});

describe('every preset', () => {
  it.each(presets.map((p) => [p.id, p] as const))('%s: values never decrease as the turn total grows', (_id, rules) => {
    // Every state a turn starting at up to 10,000 points can reach (under lock: points at risk).
    const solution = solutionFor(rules, rules.turn.laterMinimum, 0, 10_000);
    for (let n = 1; n <= rules.diceCount; n++) {
      for (const grid of [solution.decide[n], solution.roll[n]]) {
        for (let i = 1; i <= 200; i++) expect(grid?.[i] ?? 0).toBeGreaterThanOrEqual((grid?.[i - 1] ?? 0) - 1e-9);
      }
    }
  });

  it('the advised hold is always legal, and the best of the legal holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...presets).chain((rules) =>
          fc.tuple(
            fc.constant(rules),
            fc
              .integer({ min: 1, max: rules.diceCount })
              .chain((n) => fc.array(fc.constantFrom<Face>(1, 2, 3, 4, 5, 6), { minLength: n, maxLength: n })),
            fc.integer({ min: 0, max: 60 }),
          ),
        ),
        ([rules, roll, total]) => {
          const turnTotal = total * 50;
          const advice = adviseHolds(rules, { turnTotal, diceToRoll: roll.length, mustRoll: turnTotal === 0 }, roll);
          expect(advice.length).toBe(legalHolds(rules, roll).length);
          for (const hold of advice) {
            expect(scoreHold(rules, hold.dice)).toBe(hold.points);
            expect(hold.expected).toBeLessThanOrEqual((advice[0]?.expected ?? 0) + 1e-9);
            expect(hold.behindBest).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the exact expected turn score of a fresh turn, quickly cached', () => {
    for (const rules of presets) expect(expectedTurnScore(rules)).toBeGreaterThan(400);
    expect(expectedTurnScore(presetById('ten-dice'))).toBeGreaterThan(expectedTurnScore(farkle));
    expect(adviceQuality(farkle)).toEqual({ exact: true, note: null });
    expect(adviceQuality({ ...farkle, variations: { ...farkle.variations, pyramiding: true } }).exact).toBe(false);
  });
});

describe('advice at the table', () => {
  it('1,1,5,2,3,4 in Farkle: keep a single 1 and roll five (≈ 403), not 1,1,5 and three (≈ 296)', () => {
    const advice = adviseHolds(farkle, {}, [1, 1, 5, 2, 3, 4]);
    expect(advice[0]).toMatchObject({ dice: [1], points: 100, then: { action: 'roll', dice: 5 } });
    expect(advice[0]?.expected).toBeCloseTo(402.76, 2);
    const keepAll = advice.find((hold) => hold.dice.join() === '1,1,5');
    expect(keepAll?.expected).toBeCloseTo(295.67, 2);
    expect(keepAll?.behindBest).toBeCloseTo(107.09, 1);
  });

  it('bank or roll: both values and the chance to zilch; a fresh turn must roll', () => {
    const advice = adviseBankOrRoll(farkle, { turnTotal: 350, diceToRoll: 1, mustRoll: false });
    expect(advice).toMatchObject({ bank: 350, best: 'bank' });
    expect(advice.zilchChance).toBeCloseTo(2 / 3, 12);
    expect(advice.roll).toBeLessThan(350);
    expect(adviseBankOrRoll(farkle, {}).bank).toBeNull();
    // Below the minimum, banking is not an option.
    expect(
      adviseBankOrRoll(presetById('zilch-15k'), { turnTotal: 300, diceToRoll: 1, mustRoll: false }).bank,
    ).toBeNull();
  });

  it('turning the corner: after all six dice score, the advice is to roll all six again', () => {
    const zilch15k = presetById('zilch-15k');
    const advice = adviseHolds(zilch15k, { turnTotal: 0, diceToRoll: 6 }, [1, 1, 1, 5, 5, 5]);
    expect(advice[0]).toMatchObject({ points: 3000, then: { action: 'roll', dice: 6 } });
  });

  it('take over or start fresh: a big bank with many dice is worth taking over', () => {
    const serendipity = presetById('serendipity-creak');
    expect(adviseTakeOver(serendipity, { points: 1000, dice: 6 }).best).toBe('take-over');
    expect(adviseTakeOver(serendipity, { points: 50, dice: 1 }).best).toBe('fresh');
    const tenDice = presetById('ten-dice');
    const offer = adviseTakeOver(tenDice, { points: 750, dice: 4 });
    expect(offer.fresh).toBeCloseTo(expectedTurnScore(tenDice), 9);
  });

  it('locked points are kept: their value is added to the rest of the turn', () => {
    const tenDice = presetById('ten-dice');
    const fresh = expectedTurnScore(tenDice, { turnTotal: 2000, locked: 2000, diceToRoll: 10, mustRoll: false });
    expect(fresh).toBeCloseTo(2000 + Math.max(0, expectedTurnScore(tenDice)), 6);
  });
});
