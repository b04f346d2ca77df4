import { describe, expect, it } from 'vitest';
import {
  adviseBankOrRoll,
  adviseHolds,
  adviseTakeOver,
  expectedTurnScore,
  REVIEW_VERSION,
  reviewGame,
} from '../../../src/advisor/index.js';
import type { GameReview, ReviewedDecision, Situation } from '../../../src/advisor/index.js';
import { CorruptLogError, replay } from '../../../src/game/index.js';
import type { Entry } from '../../../src/game/index.js';
import { presetById, presets } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import { LOCKED_CHALLENGE_ZILCH, tenDiceChallengeRules } from '../../support/locked-challenge.js';
import { playRandomGame } from '../../support/random-game.js';
import { mulberry32 } from '../../support/random.js';

const farkle = presetById('farkle');
const tenDice = presetById('ten-dice');
const review = (rules: Ruleset, entries: readonly Entry[], throwOff = false): GameReview =>
  reviewGame({ rules, players: ['Ana', 'Ben'], throwOff }, entries);
const decisionAt = (result: GameReview, entry: number): ReviewedDecision | undefined =>
  result.decisions.find((decision) => decision.entry === entry);
const value = (rules: Ruleset, situation: Situation): number => expectedTurnScore(rules, situation);
const seat = (result: GameReview, player: number) => result.players[player] ?? (undefined as never);

/** Each player's review adds up: what they banked is what they could expect, less what they gave away, plus luck. */
function expectBalanced(result: GameReview, digits = 6): void {
  for (const player of result.players)
    expect(player.banked, `seat ${player.seat}`).toBeCloseTo(player.expected - player.givenAway + player.luck, digits);
}

describe('the decision review: Farkle, by hand', () => {
  const entries: Entry[] = [
    // Ana keeps the 5 of 1,5,2,3,4,4 rather than the 1, then banks 50 with five dice to roll.
    { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
    { type: 'hold', dice: [5] },
    { type: 'bank' },
    // Ben keeps 1,1,1,5,5 (1,100 with one die left) and rolls the last die where banking was better: a zilch.
    { type: 'roll', dice: [1, 1, 1, 5, 5, 2] },
    { type: 'hold', dice: [1, 1, 1, 5, 5] },
    { type: 'roll', dice: [3] },
    // Ana zilches on her first throw.
    { type: 'roll', dice: [2, 3, 4, 6, 6, 2] },
    // Ben's roll has one hold only (a single 1): no decision; then he banks 100.
    { type: 'roll', dice: [1, 2, 3, 4, 6, 6] },
    { type: 'hold', dice: [1] },
    { type: 'bank' },
  ];
  const result = review(farkle, entries);
  const fresh = value(farkle, { minimumToBank: 0 });

  it('a hold that gives points away: a single 5 kept instead of the 1', () => {
    const keep1 = value(farkle, { turnTotal: 100, diceToRoll: 5, mustRoll: false, minimumToBank: 0 });
    const keep15 = value(farkle, { turnTotal: 150, diceToRoll: 4, mustRoll: false, minimumToBank: 0 });
    const keep5 = value(farkle, { turnTotal: 50, diceToRoll: 5, mustRoll: false, minimumToBank: 0 });
    expect(keep1).toBeGreaterThan(keep15);
    expect(keep1).toBeGreaterThan(keep5);
    const decision = decisionAt(result, 1);
    expect(decision).toMatchObject({
      turn: 0,
      player: 0,
      round: 1,
      kind: 'hold',
      choice: { kind: 'hold', dice: [5], points: 50 },
      bestChoice: { kind: 'hold', dice: [1], points: 100 },
    });
    expect(decision?.chosen).toBeCloseTo(keep5, 9);
    expect(decision?.best).toBeCloseTo(keep1, 9);
    expect(decision?.lost).toBeCloseTo(keep1 - keep5, 9);
    expect(decision?.lost).toBeGreaterThan(10);
  });

  it('a bank where rolling on was better', () => {
    const roll = value(farkle, { turnTotal: 50, diceToRoll: 5, mustRoll: true, minimumToBank: 0 });
    expect(roll).toBeGreaterThan(50);
    const decision = decisionAt(result, 2);
    expect(decision).toMatchObject({
      kind: 'bank-or-roll',
      choice: { kind: 'bank', points: 50 },
      bestChoice: { kind: 'roll', dice: 5 },
      chosen: 50,
    });
    expect(decision?.best).toBeCloseTo(roll, 9);
    expect(decision?.lost).toBeCloseTo(roll - 50, 9);
  });

  it('a roll where banking was better, and the zilch that followed as bad luck', () => {
    const roll = value(farkle, { turnTotal: 1100, diceToRoll: 1, mustRoll: true, minimumToBank: 0 });
    expect(roll).toBeLessThan(1100);
    const decision = decisionAt(result, 5);
    expect(decision).toMatchObject({
      turn: 1,
      player: 1,
      round: 1,
      kind: 'bank-or-roll',
      choice: { kind: 'roll', dice: 1 },
      bestChoice: { kind: 'bank', points: 1100 },
      best: 1100,
    });
    expect(decision?.chosen).toBeCloseTo(roll, 9);
    expect(decision?.lost).toBeCloseTo(1100 - roll, 9);
    expect(decisionAt(result, 4)?.kind, 'which dice of 1,1,1,5,5 to keep is a choice').toBe('hold');
  });

  it('a roll with one legal hold is no decision, nor a must-roll throw', () => {
    expect(decisionAt(result, 8)).toBe(undefined);
    expect(decisionAt(result, 0)).toBe(undefined);
    expect(decisionAt(result, 6)).toBe(undefined);
    expect(result.decisions.map((decision) => decision.entry)).toEqual([1, 2, 4, 5, 9]);
  });

  it('sums each player: turns, decisions, points given away, luck, banked and expected', () => {
    const ana = seat(result, 0);
    const afterFirstThrow = adviseHolds(farkle, { minimumToBank: 0 }, [1, 5, 2, 3, 4, 4])[0]?.expected ?? NaN;
    expect(ana).toMatchObject({ seat: 0, turns: 2, decisions: 2, banked: 50 });
    expect(ana.expected).toBeCloseTo(2 * fresh, 9);
    expect(ana.luck).toBeCloseTo(afterFirstThrow - fresh + (0 - fresh), 9);
    expect(ana.givenAway).toBeCloseTo((decisionAt(result, 1)?.lost ?? NaN) + (decisionAt(result, 2)?.lost ?? NaN), 9);
    expect(seat(result, 1)).toMatchObject({ seat: 1, turns: 2, decisions: 3, banked: 100 });
    expect(result).toMatchObject({ version: REVIEW_VERSION, exact: true, turnsSkipped: 0 });
    expectBalanced(result, 9);
  });
});

describe('the decision review: rules and turns of every kind', () => {
  // The first questions about 10-dice Zilch solve it: a second here, more on a busy machine.
  it(
    'take over or start fresh (10-dice Zilch, build off), after a throw-off that is no decision',
    { timeout: 30_000 },
    () => {
      const entries: Entry[] = [
        { type: 'throw-off', player: 0, pips: 40 },
        { type: 'throw-off', player: 1, pips: 30 },
        { type: 'roll', dice: [1, 1, 1, 2, 3, 4, 6, 6, 2, 3] },
        { type: 'hold', dice: [1, 1, 1] },
        { type: 'bank' },
        // Ben builds off Ana's 1,000 with seven dice (a fresh start was worth more), keeps 1,1,1 and banks 2,000 with four.
        { type: 'start', takeOver: { points: 1000, dice: 7 } },
        { type: 'roll', dice: [1, 1, 1, 2, 3, 4, 6] },
        { type: 'hold', dice: [1, 1, 1] },
        { type: 'bank' },
        // Ana starts fresh rather than building off 2,000 with four dice, and banks 500.
        { type: 'start', takeOver: null },
        { type: 'roll', dice: [2, 3, 4, 6, 2, 3, 4, 6, 2, 3] },
        { type: 'hold', dice: [2, 2, 2, 3, 3, 3] },
        { type: 'bank' },
      ];
      const result = review(tenDice, entries, true);
      const benStart = adviseTakeOver(tenDice, { points: 1000, dice: 7 }, 0);
      expect(benStart.best).toBe('fresh');
      const taken = decisionAt(result, 5);
      expect(taken).toMatchObject({
        turn: 1,
        player: 1,
        kind: 'take-over',
        choice: { kind: 'take-over', points: 1000, dice: 7 },
        bestChoice: { kind: 'fresh' },
      });
      expect(taken?.chosen).toBeCloseTo(benStart.takeOver, 9);
      expect(taken?.best).toBeCloseTo(Math.max(benStart.takeOver, benStart.fresh), 9);
      expect(taken?.lost).toBeCloseTo(benStart.fresh - benStart.takeOver, 9);
      expect(taken?.lost).toBeGreaterThan(1);

      const anaStart = adviseTakeOver(tenDice, { points: 2000, dice: 4 }, 0);
      expect(anaStart.best, 'building off 2,000 with four dice beats a fresh start').toBe('take-over');
      const fresh = decisionAt(result, 9);
      expect(fresh).toMatchObject({
        turn: 2,
        player: 0,
        round: 2,
        kind: 'take-over',
        choice: { kind: 'fresh' },
        bestChoice: { kind: 'take-over', points: 2000, dice: 4 },
      });
      expect(fresh?.chosen).toBeCloseTo(anaStart.fresh, 9);
      expect(fresh?.lost).toBeCloseTo(anaStart.takeOver - anaStart.fresh, 9);
      expect(result.decisions.some((decision) => decision.entry < 2)).toBe(false);
      // The offer's best start is the expected points of the turn.
      expect(seat(result, 1).expected).toBeCloseTo(Math.max(benStart.takeOver, benStart.fresh), 9);
      expect(seat(result, 0).expected).toBeCloseTo(
        expectedTurnScore(tenDice, { minimumToBank: 0 }) + Math.max(anaStart.takeOver, anaStart.fresh),
        9,
      );
      expectBalanced(result);
    },
  );

  it('hot dice lock: the locked points are kept through a zilch, and every value counts them', () => {
    const entries = LOCKED_CHALLENGE_ZILCH.filter((entry) => entry.type !== 'challenge');
    const result = review(tenDice, entries);
    const state = replay({ rules: tenDice, players: ['Ana', 'Ben'], throwOff: false }, entries);
    expect(state.turns[0]).toMatchObject({ outcome: 'zilch', points: 2200 });
    const locked = { locked: 2200, minimumToBank: 0 };
    // After the lock Ana may bank 2,200 or roll all ten dice again.
    const rollAgain = value(tenDice, { ...locked, turnTotal: 2200, diceToRoll: 10, mustRoll: true });
    expect(decisionAt(result, 2)).toMatchObject({ kind: 'bank-or-roll', choice: { kind: 'roll', dice: 10 } });
    expect(decisionAt(result, 2)?.chosen).toBeCloseTo(rollAgain, 9);
    expect(decisionAt(result, 2)?.best).toBeCloseTo(Math.max(2200, rollAgain), 9);
    const lastThrow = value(tenDice, { ...locked, turnTotal: 2350, diceToRoll: 8, mustRoll: true });
    const ana = seat(result, 0);
    expect(ana).toMatchObject({ turns: 1, banked: 2200 });
    const throws = [
      (adviseHolds(tenDice, { minimumToBank: 0 }, [1, 1, 1, 5, 5, 5, 2, 2, 2, 5])[0]?.expected ?? NaN) -
        value(tenDice, { minimumToBank: 0 }),
      (adviseHolds(tenDice, { ...locked, turnTotal: 2200, diceToRoll: 10 }, [2, 3, 4, 6, 2, 3, 4, 6, 1, 6])[0]
        ?.expected ?? NaN) - rollAgain,
      (adviseHolds(tenDice, { ...locked, turnTotal: 2300, diceToRoll: 9 }, [2, 3, 4, 6, 2, 3, 4, 6, 5])[0]?.expected ??
        NaN) - value(tenDice, { ...locked, turnTotal: 2300, diceToRoll: 9, mustRoll: true }),
      2200 - lastThrow,
    ];
    expect(ana.luck).toBeCloseTo(
      throws.reduce((sum, luck) => sum + luck, 0),
      9,
    );
    expectBalanced(result);
  });

  it('a challenge: its zilch penalty is in every value, and the zilch counts it as lost', { timeout: 30_000 }, () => {
    const rules = tenDiceChallengeRules();
    const result = review(rules, LOCKED_CHALLENGE_ZILCH);
    const risked = { locked: 2200, minimumToBank: 0, zilchPenalty: 600 };
    const ana = seat(result, 0);
    expect(ana.expected).toBeCloseTo(value(rules, { minimumToBank: 0, zilchPenalty: 600 }), 9);
    expect(ana.expected).toBeLessThan(value(rules, { minimumToBank: 0 }));
    expect(ana.banked, 'the 2,200 kept, less the 600 the challenge costs').toBe(1600);
    const rollAgain = value(rules, { ...risked, turnTotal: 2200, diceToRoll: 10, mustRoll: true });
    expect(decisionAt(result, 3)?.chosen).toBeCloseTo(rollAgain, 9);
    expect(decisionAt(result, 3)?.best).toBeCloseTo(Math.max(2200, rollAgain), 9);
    // The bank would have been safe from the penalty: rolling on risks 600 more than without a challenge.
    expect(rollAgain).toBeLessThan(
      value(tenDice, { locked: 2200, minimumToBank: 0, turnTotal: 2200, diceToRoll: 10, mustRoll: true }),
    );
    expectBalanced(result);
  });

  it('total-mode turns are skipped whole, a turn begun with dice and ended with a total too', () => {
    const entries: Entry[] = [
      { type: 'total', points: 500 },
      { type: 'roll', dice: [1, 5, 2, 3, 6, 6] },
      { type: 'hold', dice: [5] },
      { type: 'total', points: 300 },
      { type: 'roll', dice: [1, 5, 2, 3, 6, 6] },
      { type: 'hold', dice: [1] },
      { type: 'bank' },
    ];
    const result = review(farkle, entries);
    expect(result.turnsSkipped).toBe(2);
    expect(seat(result, 1)).toMatchObject({ turns: 0, decisions: 0, givenAway: 0, luck: 0, banked: 0, expected: 0 });
    expect(seat(result, 0)).toMatchObject({ turns: 1, decisions: 2, banked: 100 });
    expect(result.decisions.map((decision) => [decision.entry, decision.turn])).toEqual([
      [5, 2],
      [6, 2],
    ]);
    expectBalanced(result);
  });

  it('two chances with the last die: the second throw is no decision, its luck is counted', () => {
    const rules = presetById('zilch-1000-open');
    const entries: Entry[] = [
      { type: 'roll', dice: [1, 1, 1, 5, 5, 2] },
      { type: 'hold', dice: [1, 1, 1, 5, 5] },
      { type: 'roll', dice: [3] },
      { type: 'roll', dice: [5] },
      { type: 'hold', dice: [5] },
      { type: 'bank' },
    ];
    const result = review(rules, entries);
    const opening = { minimumToBank: 1000 };
    const roll = value(rules, { ...opening, turnTotal: 1100, diceToRoll: 1, mustRoll: true });
    const again = value(rules, { ...opening, turnTotal: 1100, diceToRoll: 1, lastDieMissed: true });
    const hot = value(rules, { ...opening, turnTotal: 1150, diceToRoll: 6, mustRoll: false });
    expect(again).toBeGreaterThan(0);
    expect(decisionAt(result, 2)).toMatchObject({ kind: 'bank-or-roll', choice: { kind: 'roll', dice: 1 } });
    expect(decisionAt(result, 2)?.chosen).toBeCloseTo(roll, 9);
    expect(decisionAt(result, 3)).toBe(undefined);
    expect(decisionAt(result, 4), 'a single 5 is the only hold').toBe(undefined);
    expect(decisionAt(result, 5)).toMatchObject({ choice: { kind: 'bank', points: 1150 }, chosen: 1150 });
    const first = adviseHolds(rules, opening, [1, 1, 1, 5, 5, 2])[0]?.expected ?? NaN;
    const ana = seat(result, 0);
    expect(ana.luck).toBeCloseTo(first - value(rules, opening) + (again - roll) + (hot - again), 9);
    expect(ana).toMatchObject({ turns: 1, banked: 1150, decisions: 3 });
    expectBalanced(result);
  });

  it('no decision without a choice: below the opening minimum, and turning the corner', () => {
    const rules = presetById('zilch-5k');
    const entries: Entry[] = [
      // 100 of the 500 needed to get on the board: Ana must roll on.
      { type: 'roll', dice: [1, 2, 3, 4, 6, 6] },
      { type: 'hold', dice: [1] },
      { type: 'roll', dice: [2, 3, 4, 6, 6] },
      // Ben's six dice all score: he must roll them again before he banks.
      { type: 'roll', dice: [1, 1, 1, 5, 5, 5] },
      { type: 'hold', dice: [1, 1, 1, 5, 5, 5] },
      { type: 'roll', dice: [2, 3, 4, 6, 6, 2] },
    ];
    const result = review(rules, entries);
    expect(result.decisions.map((decision) => decision.entry)).toEqual([4]);
    expect(seat(result, 0)).toMatchObject({ turns: 1, decisions: 0, givenAway: 0, banked: 0 });
    expect(seat(result, 1)).toMatchObject({ turns: 1, decisions: 1, banked: 0 });
    expect(adviseBankOrRoll(rules, { turnTotal: 1500, diceToRoll: 6, mustRoll: true, minimumToBank: 500 }).bank).toBe(
      null,
    );
    expectBalanced(result);
  });

  it("a game in progress: the open turn's decisions and luck count, its result does not", () => {
    const finished: Entry[] = [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
      { type: 'hold', dice: [1] },
      { type: 'bank' },
    ];
    const open: Entry[] = [...finished, { type: 'roll', dice: [1, 5, 2, 3, 4, 4] }, { type: 'hold', dice: [5] }];
    const done = review(farkle, finished);
    const going = review(farkle, open);
    expect(seat(going, 1)).toMatchObject({ turns: 0, banked: 0, expected: 0, decisions: 1 });
    expect(seat(going, 1).givenAway).toBeCloseTo(decisionAt(going, 4)?.lost ?? NaN, 9);
    expect(seat(going, 1).luck).toBeCloseTo(
      (adviseHolds(farkle, { minimumToBank: 0 }, [1, 5, 2, 3, 4, 4])[0]?.expected ?? NaN) -
        value(farkle, { minimumToBank: 0 }),
      9,
    );
    expect(decisionAt(going, 4)).toMatchObject({ turn: 1, player: 1, round: 1 });
    expect(seat(going, 0)).toEqual(seat(done, 0));
  });

  it('says when the advice is an estimate, and refuses a log that does not replay', () => {
    const pyramiding = { ...farkle, id: 'farkle-pyramid', variations: { ...farkle.variations, pyramiding: true } };
    expect(review(pyramiding, [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]).exact).toBe(false);
    expect(() => review(farkle, [{ type: 'bank' }])).toThrow(CorruptLogError);
    expect(review(farkle, [])).toEqual({
      version: REVIEW_VERSION,
      exact: true,
      players: [0, 1].map((seatIndex) => ({
        seat: seatIndex,
        turns: 0,
        decisions: 0,
        givenAway: 0,
        luck: 0,
        banked: 0,
        expected: 0,
      })),
      decisions: [],
      turnsSkipped: 0,
    });
  });
});

describe('the decision review of simulated games', () => {
  const withChallenges: Ruleset = {
    ...farkle,
    id: 'farkle-challenges',
    variations: { ...farkle.variations, challenges: { scoreDividing: 3000, zilchPenalties: [300, 1000] } },
  };
  const exactRules = [...presets, withChallenges];

  it('adds up for every player: banked = expected − given away + luck, on 56 random games', () => {
    let reviewed = 0;
    for (const [index, rules] of exactRules.entries()) {
      for (let game = 0; game < 7; game++) {
        const setup = { rules, players: ['Ana', 'Ben', 'Cy'] };
        const { entries, state } = playRandomGame(
          setup,
          { random: mulberry32(1000 * index + game + 1), limit: 400 },
          { keepStates: false, checkRefusals: false },
        );
        // The review of turns that ended; an open last turn has no result to add up.
        const ended = entries.slice(0, state.turns.at(-1)?.endEntry ?? 0);
        const result = reviewGame(setup, ended);
        expect(result.exact).toBe(true);
        expectBalanced(result);
        const dice = state.turns.filter((turn) => turn.mode === 'dice');
        expect(result.players.reduce((sum, player) => sum + player.turns, 0)).toBe(dice.length);
        expect(result.turnsSkipped).toBe(state.turns.length - dice.length);
        expect(result.players.reduce((sum, player) => sum + player.decisions, 0)).toBe(result.decisions.length);
        for (const decision of result.decisions) {
          expect(decision.lost).toBeGreaterThanOrEqual(0);
          expect(decision.lost).toBeCloseTo(Math.max(0, decision.best - decision.chosen), 9);
          const entry = ended[decision.entry];
          expect(entry?.type).toBe(
            { hold: 'hold', 'take-over': 'start', 'bank-or-roll': decision.choice.kind }[decision.kind],
          );
        }
        expect(result.decisions.map((decision) => decision.entry)).toEqual(
          result.decisions.map((decision) => decision.entry).sort((a, b) => a - b),
        );
        reviewed += 1;
      }
    }
    expect(reviewed).toBe(56);
    // Two seconds alone; a busy machine takes several times that.
  }, 60_000);
});
