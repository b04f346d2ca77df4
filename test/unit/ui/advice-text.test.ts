import { describe, expect, it } from 'vitest';
import { adviseBankOrRoll, adviseHolds, adviseTakeOver, winAdvice } from '../../../src/advisor/index.js';
import { presetById } from '../../../src/rules/index.js';
import {
  advisedAction,
  bankOrRollLine,
  holdAdviceLine,
  holdStepLine,
  takeOverLine,
  winChance,
  winLine,
} from '../../../src/ui/text/advice-text.js';
import { after, game } from '../../support/game-state.js';
import { bankHoldToWin, playingToWin } from '../../../src/ui/controllers/advice-controller.js';
import type { Face } from '../../../src/rules/index.js';

const farkle = presetById('farkle');

describe('the advisor in words', () => {
  it('the best hold, its follow-up and expectation, against the hold worth the most points', () => {
    const holds = adviseHolds(farkle, {}, [1, 1, 5, 2, 3, 4]);
    expect(holdAdviceLine(holds, null)).toBe(
      'Keep 1 · roll 5 dice · expect ≈ 403; keeping 1, 1, 5 and rolling 3 dice expects ≈ 296.',
    );
  });

  it('when the best hold is the most points, the next best is the comparison; estimates say so', () => {
    const holds = adviseHolds(farkle, {}, [1, 2, 3, 4, 5, 6]);
    expect(holdAdviceLine(holds, null)).toMatch(
      /^Keep 1, 2, 3, 4, 5, 6 · roll 6 dice · expect ≈ 1,944; keeping 1 and rolling 5 dice expects ≈ 403\.$/,
    );
    expect(holdAdviceLine(holds, 'pyramiding')).toMatch(/\(An estimate\.\)$/);
    expect(holdAdviceLine([], null)).toBe('');
  });

  it('bank or roll, with both values and the chance to zilch', () => {
    expect(bankOrRollLine(adviseBankOrRoll(farkle, { turnTotal: 350, diceToRoll: 1, mustRoll: false }), 1)).toMatch(
      /^Bank: 350 beats rolling 1 die, which expects ≈ 318 \(66\.67% chance to zilch\)\.$/,
    );
    expect(bankOrRollLine(adviseBankOrRoll(farkle, { turnTotal: 100, diceToRoll: 5, mustRoll: false }), 5)).toMatch(
      /^Roll 5 dice: expect ≈ \d+ against 100 banked now \(7\.72% chance to zilch\)\.$/,
    );
    expect(
      bankOrRollLine(adviseBankOrRoll(presetById('zilch-15k'), { turnTotal: 300, diceToRoll: 3, mustRoll: false }), 3),
    ).toMatch(/^Roll 3 dice: expect ≈ \d+ \(27\.78% chance to zilch\)\.$/);
  });

  it('take over or start fresh', () => {
    const rules = presetById('serendipity-creak');
    expect(takeOverLine(adviseTakeOver(rules, { points: 1000, dice: 6 }), { points: 1000, dice: 6 })).toMatch(
      /^Build off: building off 1,000 with 6 dice expects ≈ [\d,]+; starting fresh expects ≈ \d+\.$/,
    );
    expect(takeOverLine(adviseTakeOver(rules, { points: 50, dice: 1 }), { points: 50, dice: 1 }, 'inherit')).toMatch(
      /^Start fresh: starting fresh expects ≈ \d+; inheriting 50 with 1 die expects ≈ \d+\.$/,
    );
  });
});

describe('chances to win', () => {
  it('reads as whole percents, never a sure 0% or 100% that is not sure', () => {
    expect([0, 0.001, 0.116, 0.5, 0.996, 1].map(winChance)).toEqual([
      '0%',
      'under 1%',
      '12%',
      '50%',
      'over 99%',
      '100%',
    ]);
  });

  it('puts the better of rolling on and banking first, and leaves Bank out where it is not allowed', () => {
    expect(winLine({ roll: 0.116, bank: 0 }, 2, true)).toBe('Roll 2 dice: 12% to win · Bank: 0%.');
    expect(winLine({ roll: 0.3, bank: 0.8 }, 3, true)).toBe('Bank: 80% to win · Roll 3 dice: 30%.');
    expect(winLine({ roll: 0.3, bank: null }, 1, false)).toBe('Roll 1 die: 30% to win. (An estimate.)');
  });
});

describe('playing to win in the hold step', () => {
  it('fills the button the line puts first, and Bank takes the dice the line names', () => {
    const rules = presetById('farkle');
    const named: string[] = [];
    for (const roll of [
      [1, 5, 5, 2, 3, 4],
      [1, 1, 5, 2, 3, 6],
      [5, 2, 3, 4, 6, 6],
    ] as Face[][]) {
      // Ana 9,800, Ben reached 10,000: Ana's last turn, her first roll. Banking 200 ties (a roll-off), less loses.
      const state = after(
        game(
          rules,
          [
            { type: 'total', points: 9800 },
            { type: 'total', points: 10000 },
          ],
          ['Ana', 'Ben'],
        ),
        [{ type: 'roll', dice: roll }],
      );
      const win =
        winAdvice(rules, {
          scores: [9800, 10000],
          turnTotal: 0,
          diceToRoll: 6,
          finalTurn: true,
          mustRoll: true,
          roll,
        }) ?? undefined;
      const advice = {
        holds: adviseHolds(rules, { turnTotal: 0, diceToRoll: 6, mustRoll: true }, roll),
        win,
        note: null,
      };
      const best = win?.holds?.[0]?.dice ?? [];
      const bankDice = bankHoldToWin(advice) ?? best;
      const line = holdStepLine(state, 6 - best.length || 6, advice, best, bankDice);
      const advised = advisedAction(state, advice, best, bankDice);
      expect(
        line.startsWith(advised === 'bank' ? 'Bank' : 'Roll'),
        `${roll.join('')}: ${line} / ${String(advised)}`,
      ).toBe(true);
      if (bankDice.join() !== best.join()) {
        expect(line).toContain(`Bank ${bankDice.join(', ')}:`);
        named.push(line);
      }
    }
    // 1, 5, 5 banks the tie while keeping the 1 and rolling on is the better chance: the line names both.
    expect(named.length, 'a roll where Bank takes other dice than the advised hold').toBeGreaterThan(0);
  });

  it('banks, where no bank is better than another, the most points', () => {
    const hold = (dice: Face[], points: number, bank: number | null) => ({
      dice,
      points,
      chance: 0,
      then: { action: 'bank' as const },
      bank,
      roll: 0,
    });
    const advice = (holds: ReturnType<typeof hold>[]) => ({
      note: null,
      win: { bank: null, roll: 0, exact: true, holds },
    });
    expect(bankHoldToWin(advice([hold([1], 100, 0), hold([1, 5, 5], 200, 0), hold([5], 50, 0)]))).toEqual([1, 5, 5]);
    expect(bankHoldToWin(advice([hold([1], 100, 0.4), hold([1, 5, 5], 200, 0.3)]))).toEqual([1]);
    expect(bankHoldToWin(advice([hold([1], 100, null)]))).toBe(null);
    expect(bankHoldToWin(null)).toBe(null);
  });
});

describe('advice playing to win', () => {
  it('ranks the holds by the chance to win, not the points they expect, and carries the chance', () => {
    const rules = presetById('farkle');
    // 8,000 against 10,000 with 1,200: the points say keep 1, 5, 5, 5; the chance says keep the 1 and roll five dice.
    const roll: Face[] = [1, 5, 5, 5, 2, 3];
    const holds = adviseHolds(rules, { turnTotal: 1200, diceToRoll: 6, mustRoll: false }, roll);
    expect(holds[0]?.dice).toEqual([1, 5, 5, 5]);
    const win = winAdvice(rules, {
      scores: [8000, 10000],
      turnTotal: 1200,
      diceToRoll: 6,
      finalTurn: true,
      mustRoll: false,
      roll,
    });
    if (!win) throw new Error('the final round has chances');
    const ranked = playingToWin({ holds, note: null }, win);
    const chance = (dice: readonly Face[]) => win.holds?.find((hold) => hold.dice.join() === dice.join())?.chance ?? -1;
    const chances = (ranked.holds ?? []).map((hold) => chance(hold.dice));
    expect(ranked.holds?.[0]?.dice).toEqual([1]);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
    expect(ranked.holds?.map((hold) => hold.dice.join()).sort()).toEqual(holds.map((hold) => hold.dice.join()).sort());
    expect(ranked.win).toBe(win);
  });
});
