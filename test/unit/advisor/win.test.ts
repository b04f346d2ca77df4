import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beatEveryone,
  duelChance,
  duelTableFor,
  keepDuelTable,
  solveDuel,
  winAdvice,
  winAdviceQuality,
} from '../../../src/advisor/index.js';
import { answer } from '../../../src/advisor/answer.js';
import { productOfDuels } from '../../support/three-players.js';
import { legalHolds, presetById } from '../../../src/rules/index.js';
import type { Face, Ruleset } from '../../../src/rules/index.js';

const farkle = presetById('farkle');

/** Every ordered throw of n dice, one by one (6^n of them). */
function forEachThrow(n: number, visit: (faces: Face[]) => void): void {
  const faces: Face[] = [];
  const next = (left: number): void => {
    if (left === 0) {
      visit(faces);
      return;
    }
    for (let face = 1; face <= 6; face++) {
      faces.push(face as Face);
      next(left - 1);
      faces.pop();
    }
  };
  next(n);
}

/**
 * The mover's chance to win a last turn that nobody plays after, by brute force over every ordered
 * throw of the dice and every legal hold (no grouping of rolls, no grid): the slow reference.
 */
function bruteForce(
  rules: Ruleset,
  start: number,
  others: readonly number[],
  state: { turnTotal: number; dice: number; mustRoll: boolean; lastDieMissed?: boolean },
  minimum: number,
): { bank: number | null; roll: number } {
  const best = Math.max(...others);
  const level = others.filter((score) => score === best).length;
  const worth = (score: number) => (score > best ? 1 : score === best ? 1 / (level + 1) : 0);
  const N = rules.diceCount;
  const holdsOf = new Map<string, ReturnType<typeof legalHolds>>();
  const holds = (roll: Face[]) => {
    const key = [...roll].sort().join('');
    let known = holdsOf.get(key);
    if (!known) holdsOf.set(key, (known = legalHolds(rules, roll)));
    return known;
  };
  const memo = new Map<string, number>();
  const decide = (total: number, dice: number): number => {
    const bank = total >= minimum ? worth(start + total) : -1;
    if (bank === 1) return 1;
    return Math.max(bank, roll(total, dice, false));
  };
  // Past a sure win, all dice rolled again after turning the corner (at once bankable unless every
  // hold is hot again): R = (zilch + cold rolls + hot-only rolls × R) / 6^N, solved for R.
  let beyond: number | null = null;
  const rollBeyond = (): number => {
    if (beyond !== null) return beyond;
    let zilch = 0;
    let cold = 0;
    let hotOnly = 0;
    forEachThrow(N, (faces) => {
      const options = holds(faces);
      if (options.length === 0) zilch++;
      else if (options.some((hold) => hold.dice.length < N)) cold++;
      else hotOnly++;
    });
    return (beyond = (zilch * worth(start) + cold) / (6 ** N - hotOnly));
  };
  const roll = (total: number, dice: number, missed: boolean): number => {
    if (dice === N && worth(start + total) === 1 && rules.turn.hotDice === 'must-continue') return rollBeyond();
    const key = `${total}/${dice}/${missed}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let sum = 0;
    forEachThrow(dice, (faces) => {
      const options = holds(faces);
      if (options.length === 0) {
        sum += dice === 1 && rules.turn.lastDieSecondChance && !missed ? roll(total, 1, true) : worth(start);
        return;
      }
      let value = 0;
      for (const hold of options) {
        const hot = hold.dice.length === dice;
        const next = total + hold.points;
        const v =
          hot && rules.turn.hotDice === 'must-continue'
            ? roll(next, N, false)
            : decide(next, hot ? N : dice - hold.dice.length);
        if (v > value) value = v;
      }
      sum += value;
    });
    const value = sum / 6 ** dice;
    memo.set(key, value);
    return value;
  };
  const bank =
    !state.mustRoll && !state.lastDieMissed && state.turnTotal >= minimum ? worth(start + state.turnTotal) : null;
  return { bank, roll: roll(state.turnTotal, state.dice, state.lastDieMissed ?? false) };
}

describe('the chance to win in the final round', () => {
  it('8,000 against 10,000 with 1,200 held and 2 dice: banking loses for certain, rolling on wins 11.6 %', () => {
    const advice = winAdvice(farkle, {
      scores: [8000, 10000],
      turnTotal: 1200,
      diceToRoll: 2,
      finalTurn: true,
      mustRoll: false,
    });
    expect(advice?.bank).toBe(0);
    expect(advice?.roll).toBeCloseTo(0.116, 3);
    expect(advice?.exact).toBe(true);
  });

  it(
    'agrees with brute force over every throw for 1 to 3 dice (ties shared, turning the corner, the last die thrown twice)',
    { timeout: 20_000 },
    () => {
      const cases: {
        rules: Ruleset;
        start: number;
        others: number[];
        turnTotal: number;
        dice: number;
        minimum: number;
      }[] = [
        { rules: farkle, start: 8000, others: [10000], turnTotal: 1200, dice: 2, minimum: 0 },
        { rules: farkle, start: 9000, others: [9600, 4000], turnTotal: 300, dice: 3, minimum: 0 },
        { rules: farkle, start: 9700, others: [10050], turnTotal: 150, dice: 1, minimum: 0 },
        { rules: presetById('zilch-10k'), start: 9000, others: [10400], turnTotal: 1000, dice: 3, minimum: 350 },
        { rules: presetById('zilch-10k'), start: 0, others: [600], turnTotal: 400, dice: 2, minimum: 500 },
        { rules: presetById('zilch-1000-open'), start: 9600, others: [10000], turnTotal: 200, dice: 1, minimum: 0 },
      ];
      for (const { rules, start, others, turnTotal, dice, minimum } of cases) {
        const fast = winAdvice(rules, {
          scores: [start, ...others],
          turnTotal,
          diceToRoll: dice,
          finalTurn: true,
          mustRoll: false,
          minimumToBank: minimum,
        });
        const slow = bruteForce(rules, start, others, { turnTotal, dice, mustRoll: false }, minimum);
        expect(fast?.bank ?? null, `${rules.id} ${start}+${turnTotal} vs ${others.join()}: bank`).toBe(slow.bank);
        expect(fast?.roll, `${rules.id} ${start}+${turnTotal} vs ${others.join()}: roll`).toBeCloseTo(slow.roll, 10);
      }
      const missed = winAdvice(presetById('zilch-1000-open'), {
        scores: [9600, 10000],
        turnTotal: 200,
        diceToRoll: 1,
        finalTurn: true,
        lastDieMissed: true,
      });
      expect(missed?.bank).toBe(null);
      expect(missed?.roll).toBeCloseTo(
        bruteForce(
          presetById('zilch-1000-open'),
          9600,
          [10000],
          { turnTotal: 200, dice: 1, mustRoll: true, lastDieMissed: true },
          0,
        ).roll,
        10,
      );
    },
  );

  it('ranks the holds of a roll by the chance to win, and says to roll on where banking loses', () => {
    const advice = winAdvice(farkle, {
      scores: [8000, 10000],
      turnTotal: 1200,
      diceToRoll: 6,
      finalTurn: true,
      mustRoll: false,
      roll: [1, 5, 2, 3, 4, 6],
    });
    const holds = advice?.holds ?? [];
    expect(holds.length).toBeGreaterThan(1);
    for (let i = 1; i < holds.length; i++) expect(holds[i - 1]?.chance).toBeGreaterThanOrEqual(holds[i]?.chance ?? 0);
    // The straight (1,500) puts 8,000 + 1,200 + 1,500 past 10,000: bank it.
    expect(holds[0]?.dice).toEqual([1, 2, 3, 4, 5, 6]);
    expect(holds[0]?.chance).toBe(1);
    expect(holds[0]?.then.action).toBe('bank');
  });

  it('players still to play lower the chance: they play to beat what the mover banks', () => {
    const alone = winAdvice(farkle, { scores: [9000, 10000, 9500], turnTotal: 0, diceToRoll: 6, finalTurn: true });
    const before = winAdvice(farkle, {
      scores: [9000, 10000, 9500],
      turnTotal: 0,
      diceToRoll: 6,
      finalTurn: true,
      stillToPlay: 2,
    });
    expect(before?.roll).toBeLessThan(alone?.roll ?? 0);
    expect(before?.roll).toBeGreaterThan(0);
    // Someone still to play who is already ahead of every score the mover can bank wins a draw at worst.
    const behind = winAdvice(farkle, {
      scores: [0, 10000],
      turnTotal: 0,
      diceToRoll: 6,
      finalTurn: true,
      stillToPlay: 1,
    });
    expect(behind?.roll).toBeLessThan(0.001);
  });

  it("chances lie in [0, 1] and never grow as an opponent's score grows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 150, max: 220 }).map((n) => n * 50),
        fc.integer({ min: 0, max: 40 }).map((n) => n * 50),
        fc.integer({ min: 0, max: 20 }).map((n) => n * 50),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 1 }),
        (leader, behind, turnTotal, dice, stillToPlay) => {
          const position = (other: number) => ({
            scores: [leader - behind, other, leader - 500],
            turnTotal,
            diceToRoll: dice,
            finalTurn: true,
            mustRoll: turnTotal === 0,
            stillToPlay,
          });
          const lower = winAdvice(farkle, position(leader));
          const higher = winAdvice(farkle, position(leader + 100));
          for (const advice of [lower, higher]) {
            expect(advice?.roll).toBeGreaterThanOrEqual(0);
            expect(advice?.roll).toBeLessThanOrEqual(1);
          }
          expect(higher?.roll).toBeLessThanOrEqual((lower?.roll ?? 0) + 1e-12);
          if (lower?.bank !== null && higher?.bank !== null) expect(higher?.bank).toBeLessThanOrEqual(lower?.bank ?? 0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('says when the chance is an estimate: locked points, take-overs by players still to play, pyramiding', () => {
    expect(winAdviceQuality(presetById('ten-dice'), 0)).toEqual({ exact: false, reason: 'lock' });
    expect(winAdviceQuality(presetById('serendipity-creak'), 1)).toEqual({ exact: false, reason: 'take-over' });
    expect(winAdviceQuality(presetById('serendipity-creak'), 0)).toEqual({ exact: true, reason: null });
    expect(winAdviceQuality({ ...farkle, variations: { ...farkle.variations, pyramiding: true } }, 0).reason).toBe(
      'pyramiding',
    );
  });

  it("before the final round, two players: the start of a turn is the duel table's S; the holds follow it", () => {
    const rules: Ruleset = { ...farkle, end: { ...farkle.end, target: 1500 } };
    const table = duelTableFor(rules);
    for (const [mover, other] of [
      [0, 0],
      [600, 1200],
      [1400, 300],
    ] as const) {
      const start = winAdvice(rules, { scores: [mover, other], turnTotal: 0, diceToRoll: 6 });
      expect(start?.bank).toBe(null);
      expect(start?.roll).toBeCloseTo(duelChance(table, mover, other), 12);
      expect(start?.exact).toBe(true);
    }
    // 1,400 against 300 with 100 held and 5 dice: banking 1,500 reaches the target, and Ben gets a last turn.
    const near = winAdvice(rules, {
      scores: [1400, 300],
      turnTotal: 100,
      diceToRoll: 5,
      mustRoll: false,
      roll: [1, 5, 2, 3, 4],
    });
    expect(near?.holds?.[0]?.chance).toBeGreaterThan(0.5);
    expect(near?.holds?.map((hold) => hold.chance)).toEqual(
      [...(near?.holds ?? [])].map((hold) => hold.chance).sort((a, b) => b - a),
    );
  });

  it('beating every opponent: the duel itself for one, more than the product and never above the weakest duel for more', () => {
    expect(beatEveryone([0.37])).toBe(0.37);
    // Two even duels: a quarter for the product, and a quarter of that (1/16) more for going together.
    expect(beatEveryone([0.5, 0.5])).toBeCloseTo(0.3125, 15);
    // A duel already won or lost leaves the other as it is.
    expect(beatEveryone([1, 0.4])).toBeCloseTo(0.4, 15);
    expect(beatEveryone([0.7, 0])).toBe(0);
    const chance = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(fc.array(chance, { minLength: 2, maxLength: 3 }), (duels) => {
        const value = beatEveryone(duels);
        const product = productOfDuels(duels);
        expect(value).toBeGreaterThanOrEqual(product);
        expect(value).toBeLessThanOrEqual(Math.min(...duels));
        expect(beatEveryone([...duels].reverse())).toBeCloseTo(value, 14);
      }),
    );
  });

  it('three players before the final round: an estimate, playing to beat both at once', () => {
    const rules: Ruleset = { ...farkle, end: { ...farkle.end, target: 1500 } };
    const advice = winAdvice(rules, { scores: [600, 1200, 300], turnTotal: 450, diceToRoll: 3, mustRoll: false });
    expect(advice?.exact).toBe(false);
    expect(advice?.roll).toBeGreaterThan(0);
    expect(advice?.roll).toBeLessThan(1);
    const duel = winAdvice(rules, { scores: [600, 1200], turnTotal: 450, diceToRoll: 3, mustRoll: false });
    expect(advice?.roll, 'a third player can only lower the chance').toBeLessThan(duel?.roll ?? 0);
  });
});

describe("the worker's answer", () => {
  it('carries the chance to win in the final round, and before it only once the table is kept: never a solve while the page waits', () => {
    const rules: Ruleset = { ...farkle, end: { ...farkle.end, target: 1000 } };
    const situation = { turnTotal: 300, diceToRoll: 3, mustRoll: false };
    const before = answer(1, { kind: 'bank-or-roll', rules, situation, win: { scores: [300, 600], ...situation } });
    expect(before.ok && before.answer.kind === 'bank-or-roll' && before.answer.win).toBe(null);
    const final = answer(2, {
      kind: 'bank-or-roll',
      rules,
      situation,
      win: { scores: [300, 1000], finalTurn: true, ...situation },
    });
    expect(final.ok && final.answer.kind === 'bank-or-roll' && final.answer.win?.bank).toBe(0);
    keepDuelTable(rules, solveDuel(rules));
    const kept = answer(3, { kind: 'bank-or-roll', rules, situation, win: { scores: [300, 600], ...situation } });
    const win = kept.ok && kept.answer.kind === 'bank-or-roll' ? kept.answer.win : null;
    expect(win?.roll).toBeGreaterThan(0);
    expect(win?.bank).toBeCloseTo(1 - duelChance(solveDuel(rules), 600, 600), 12);
  });
});

describe('holds that take the turn total far up', () => {
  it("rolls on after hot dice past where banking was sure: the roll is solved, not read off the grid's edge", () => {
    // 8,000 against 10,000 with 1,500: three 1s more is 2,500 and hot dice; rolling six dice again
    // keeps a win unless they zilch.
    const advice = winAdvice(farkle, {
      scores: [8000, 10000],
      turnTotal: 1500,
      diceToRoll: 3,
      finalTurn: true,
      mustRoll: false,
      roll: [1, 1, 1],
    });
    const hot = advice?.holds?.find((hold) => hold.dice.length === 3);
    expect(hot?.bank).toBe(1);
    expect(hot?.roll).toBeGreaterThan(0.9);
  });
});
