/**
 * The turn rules of the presets, played through the game layer: building off and zilches (10-dice
 * Zilch), thresholds and turning the corner, the last die's second chance, and the end of the game.
 * The variations: turn-variations.test.ts; dice mode, total mode and entries from outside:
 * turn-modes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { bankRefusal, replay, setupProblem } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { Table } from './table.js';

describe('10-dice Zilch: building off and zilches', () => {
  it('example 1 and 2: A banks 750, B builds off it with the free dice', () => {
    const table = new Table('ten-dice', ['A', 'B', 'C', 'D']);
    table.roll(1, 1, 5, 2, 2, 2, 3, 4, 6, 6).hold(1, 1, 5, 2, 2, 2);
    expect(table.turn.turnTotal).toBe(450);
    expect(table.turn.diceToRoll).toBe(4);
    table.roll(3, 3, 3, 4).hold(3, 3, 3);
    expect(table.turn.turnTotal).toBe(750);
    table.bank();
    expect(table.scores()).toEqual([750, 0, 0, 0]);

    // B chooses to build off: 750 and the one die A would have rolled next.
    expect(table.up).toBe('B');
    expect(table.state.takeOverOffer).toEqual({ points: 750, dice: 1 });
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4] }).code).toBe('choose-start');
    table.takeOver({ points: 750, dice: 1 });
    expect(table.refused({ type: 'bank' })).toEqual({
      code: 'must-roll-first',
      reason: 'score-take-over',
      dice: 1,
      points: 750,
    });
    table.roll(5).hold(5);
    expect(table.turn.turnTotal).toBe(800);
    table.bank();
    expect(table.scores()).toEqual([750, 800, 0, 0]);
  });

  it('building off a bank that left 6 free dice: roll the 6 free dice, scores add to the bank', () => {
    // The sheet's own example (750 with 6 free dice) cannot be rolled: 4 held dice are never worth
    // 750 in one cycle. The same rule with a bank that does leave 6 dice free:
    const table = new Table('ten-dice', ['A', 'B', 'C', 'D']);
    table.roll(1, 1, 5, 5, 2, 3, 4, 6, 6, 3).hold(1, 1, 5, 5).bank();
    table.takeOver({ points: 300, dice: 6 });
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4] })).toEqual({
      code: 'wrong-dice-count',
      throw: 'roll',
      need: 6,
      got: 10,
    });
    table.roll(6, 6, 6, 2, 3, 4).hold(6, 6, 6).bank();
    expect(table.scores()).toEqual([300, 900, 0, 0]);
  });

  it('example 3: after C zilches, D must start fresh', () => {
    const table = new Table('ten-dice', ['A', 'B', 'C', 'D']);
    table.roll(1, 1, 5, 5, 2, 3, 4, 6, 6, 3).hold(1, 1, 5, 5).bank();
    table.fresh().roll(1, 2, 3, 4, 6, 6, 2, 3, 4, 2).hold(1).bank();
    // C takes over B's 100 with 9 dice and zilches: the inherited points are lost for C.
    table.takeOver({ points: 100, dice: 9 }).roll(2, 2, 3, 3, 4, 4, 6, 6, 1).hold(1);
    table.roll(2, 2, 3, 3, 4, 4, 6, 6);
    expect(table.state.turns.at(-1)).toMatchObject({ outcome: 'zilch', points: 0 });
    expect(table.scores()).toEqual([300, 100, 0, 0]);
    expect(table.up).toBe('D');
    expect(table.state.takeOverOffer).toBeNull();
    expect(table.refused({ type: 'start', takeOver: { points: 200, dice: 8 } })).toEqual({
      code: 'take-over-unavailable',
      reason: 'after-zilch',
    });
    table.roll(1, 2, 3, 4, 5, 6, 6, 6, 2, 3).hold(1, 2, 3, 4, 5, 6).bank();
    expect(table.scores()).toEqual([300, 100, 0, 1500]);
  });

  it('locked points survive a later zilch', () => {
    const table = new Table('ten-dice', ['A', 'B']);
    table.roll(1, 1, 1, 5, 5, 5, 2, 2, 2, 5).hold(1, 1, 1, 5, 5, 5, 2, 2, 2, 5);
    // 1,1,1 + 5,5,5,5 (four of a kind, flat 1,000) + 2,2,2 = 2,200, all ten dice: locked.
    expect(table.turn).toMatchObject({ turnTotal: 2200, locked: 2200, diceToRoll: 10, hotDice: true });
    table.roll(2, 3, 4, 6, 2, 3, 4, 6, 1, 6).hold(1);
    table.roll(2, 3, 4, 6, 2, 3, 4, 6, 5).hold(5);
    expect(table.turn.turnTotal).toBe(2350);
    table.roll(2, 3, 4, 6, 2, 3, 4, 6); // no scoring die: zilch
    expect(table.state.turns[0]).toMatchObject({ outcome: 'zilch', points: 2200 });
    expect(table.scores()).toEqual([2200, 0]);
  });

  it('a 10-dice game starts with the throw-off its rules call for, unless the group picked the order', () => {
    expect(replay({ rules: presetById('ten-dice'), players: ['A', 'B'] }, []).phase).toBe('throw-off');
    expect(replay({ rules: presetById('ten-dice'), players: ['A', 'B'], throwOff: false }, []).phase).toBe('turn');
    expect(replay({ rules: presetById('farkle'), players: ['A', 'B'] }, []).phase).toBe('turn');
    // In the throw-off, the group may still pick the first player by hand.
    const picked = new Table('ten-dice', ['A', 'B', 'C'], { throwOff: true }).do({ type: 'first-player', player: 1 });
    expect(picked.up).toBe('B');
  });

  it('a setup needs players with names of their own and rules that validate', () => {
    const rules = presetById('farkle');
    expect(setupProblem({ rules, players: [] })).toEqual({ code: 'no-players' });
    expect(setupProblem({ rules, players: ['Ana', ' '] })).toEqual({ code: 'unnamed-player' });
    expect(setupProblem({ rules, players: ['Ana', 'ana'] })).toEqual({ code: 'same-name' });
    expect(setupProblem({ rules, players: Array.from({ length: 13 }, (_, seat) => `P${seat}`) })).toEqual({
      code: 'too-many-players',
      max: 12,
    });
    expect(setupProblem({ rules, players: ['A'.repeat(31)] })).toEqual({ code: 'name-too-long', max: 30 });
    expect(setupProblem({ rules: { ...rules, diceCount: 4 }, players: ['Ana'] })).toMatchObject({
      code: 'bad-rules',
      problem: { field: 'diceCount' },
    });
    expect(setupProblem({ rules, players: ['Ana', 'Ben'] })).toBeNull();
  });

  it('the first player is found by a throw-off, ties throw again', () => {
    const table = new Table('ten-dice', ['A', 'B', 'C'], { throwOff: true });
    expect(table.state.phase).toBe('throw-off');
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4] }).code).toBe('not-now');
    expect(table.refused({ type: 'throw-off', player: 0, pips: 61 })).toEqual({ code: 'bad-pips', dice: 10, pips: 61 });
    table
      .do({ type: 'throw-off', player: 0, pips: 35 })
      .do({ type: 'throw-off', player: 1, pips: 40 })
      .do({ type: 'throw-off', player: 2, pips: 40 });
    expect(table.state.throwOff).toMatchObject({ contenders: [1, 2], round: 2 });
    expect(table.refused({ type: 'throw-off', player: 0, pips: 50 })).toEqual({
      code: 'not-now',
      reason: 'not-in-throw-off',
      name: 'A',
    });
    table.do({ type: 'throw-off', player: 1, pips: 30 }).do({ type: 'throw-off', player: 2, pips: 33 });
    expect(table.state.phase).toBe('turn');
    expect(table.up).toBe('C');
    // C, A, B make round 1; round 2 starts when C is up again.
    table.roll(1, 2, 3, 4, 6, 6, 2, 3, 4, 2).hold(1).bank();
    table.fresh().roll(1, 2, 3, 4, 6, 6, 2, 3, 4, 2).hold(1).bank();
    expect(table.state.round).toBe(1);
    table.fresh().roll(1, 2, 3, 4, 6, 6, 2, 3, 4, 2).hold(1).bank();
    expect(table.state.round).toBe(2);
    expect(table.state.turns.map((t) => [t.player, t.round])).toEqual([
      [2, 1],
      [0, 1],
      [1, 1],
    ]);
  });
});

describe('Zilch to 15,000: thresholds and turning the corner', () => {
  it('450 is refused before the board and 500 accepted; then 300 is refused and 350 accepted', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    table.roll(4, 4, 4, 5, 2, 3).hold(4, 4, 4, 5);
    expect(table.refused({ type: 'bank' })).toEqual({ code: 'below-threshold', have: 450, need: 500, onBoard: false });
    table.roll(5, 2).hold(5).bank();
    expect(table.scores()).toEqual([500, 0]);
    expect(table.state.players[0]?.onBoard).toBe(true);

    table.roll(2, 3, 4, 6, 6, 3); // Ben zilches
    table.roll(1, 1, 5, 2, 3, 4).hold(1, 1, 5).roll(5, 2, 3).hold(5);
    expect(table.turn.turnTotal).toBe(300);
    expect(table.refused({ type: 'bank' })).toEqual({ code: 'below-threshold', have: 300, need: 350, onBoard: true });
    table.roll(5, 3).hold(5).bank();
    expect(table.scores()).toEqual([850, 0]);
  });

  it('a player who has not met the threshold keeps rolling, and a zilch ends it', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    table.roll(1, 2, 3, 4, 6, 6).hold(1);
    expect(bankRefusal(table.state)?.code).toBe('below-threshold');
    table.roll(2, 3, 4, 6, 6);
    expect(table.scores()).toEqual([0, 0]);
    expect(table.up).toBe('Ben');
  });

  it('turning the corner: all six dice scored refuses a bank until the next scoring roll', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    table.roll(1, 1, 1, 5, 5, 5).hold(1, 1, 1, 5, 5, 5);
    expect(table.turn).toMatchObject({ turnTotal: 3000, diceToRoll: 6, cornerPending: true });
    expect(table.refused({ type: 'bank' })).toEqual({ code: 'turning-the-corner', dice: 6 });
    table.roll(1, 2, 3, 4, 6, 6).hold(1).bank();
    expect(table.scores()).toEqual([3100, 0]);
  });

  it('turning the corner and then zilching loses everything', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    table.roll(2, 2, 3, 3, 4, 4).hold(2, 2, 3, 3, 4, 4).roll(2, 3, 4, 6, 6, 3);
    expect(table.scores()).toEqual([0, 0]);
    expect(table.state.turns[0]).toMatchObject({ outcome: 'zilch', points: 0 });
  });
});

describe('Zilch, 1,000 to open: two chances with the last die', () => {
  const toOneDie = () =>
    new Table('zilch-1000-open', ['Ana', 'Ben'])
      .roll(1, 1, 1, 2, 3, 4)
      .hold(1, 1, 1)
      .roll(5, 2, 3)
      .hold(5)
      .roll(5, 6)
      .hold(5);

  it('a first miss with the last die must be thrown again, and no bank in between', () => {
    const table = toOneDie();
    expect(table.turn).toMatchObject({ turnTotal: 1100, diceToRoll: 1 });
    table.roll(3);
    expect(table.turn.lastDieMissed).toBe(true);
    expect(table.refused({ type: 'bank' }).code).toBe('second-chance');
    table.roll(6); // second miss: zilch
    expect(table.state.turns[0]).toMatchObject({ outcome: 'zilch', points: 0 });
  });

  it('a second throw that scores goes on as usual (hot dice: may bank)', () => {
    const table = toOneDie().roll(3).roll(5).hold(5);
    expect(table.turn).toMatchObject({ turnTotal: 1150, diceToRoll: 6, hotDice: true });
    table.bank();
    expect(table.scores()).toEqual([1150, 0]);
  });

  it('without the rule, one miss with the last die is a zilch', () => {
    const table = new Table('farkle', ['Ana', 'Ben'])
      .roll(1, 1, 1, 2, 3, 4)
      .hold(1, 1, 1)
      .roll(5, 2, 3)
      .hold(5)
      .roll(5, 6)
      .hold(5)
      .roll(3);
    expect(table.state.turns[0]?.outcome).toBe('zilch');
  });

  it('the first to reach the target wins at once', () => {
    const table = new Table('zilch-1000-open', ['Ana', 'Ben']);
    table.total(9000).total(1000).total(1000);
    expect(table.state.phase).toBe('finished');
    expect(table.state.winners).toEqual([0]);
    expect(table.refused({ type: 'total', points: 500 })).toEqual({ code: 'game-over', winners: ['Ana'] });
  });
});

describe('the end of the game', () => {
  it('final round: everyone else gets exactly one more turn, then the highest score wins', () => {
    const table = new Table('farkle', ['Ana', 'Ben', 'Cy']);
    table.total(5000).total(4000).total(3000).total(5000); // Ana reaches 10,000
    expect(table.state.finalRound).toEqual({ triggeredBy: 0, turnsLeft: 2 });
    table.total(6500); // Ben passes her
    expect(table.state.phase).toBe('turn');
    table.total(0);
    expect(table.state.phase).toBe('finished');
    expect(table.state.winners).toEqual([1]);
  });

  it('"more than" the target: exactly 5,000 does not end the game', () => {
    const table = new Table('zilch-5k', ['Ana', 'Ben']);
    table.total(5000);
    expect(table.state.finalRound).toBeNull();
    table.total(500).total(500);
    expect(table.state.finalRound).toEqual({ triggeredBy: 0, turnsLeft: 1 });
  });

  it('ties after the final round: one more throw each, repeated while tied', () => {
    const table = new Table('zilch-5k', ['Ana', 'Ben', 'Cy']);
    table.total(5050).total(5050).total(500);
    expect(table.state.phase).toBe('tie-break');
    expect(table.state.tieBreak?.contenders).toEqual([0, 1]);
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 6] }).code).toBe('not-now');
    expect(table.refused({ type: 'tie-throw', player: 2, dice: [1, 1, 1, 1, 1, 1] })).toEqual({
      code: 'not-now',
      reason: 'not-tied',
      name: 'Cy',
    });
    table
      .do({ type: 'tie-throw', player: 0, dice: [1, 1, 1, 2, 3, 4] })
      .do({ type: 'tie-throw', player: 1, dice: [1, 1, 1, 3, 4, 6] });
    expect(table.state.tieBreak).toMatchObject({ contenders: [0, 1], round: 2 });
    table
      .do({ type: 'tie-throw', player: 0, dice: [2, 3, 4, 6, 6, 2] })
      .do({ type: 'tie-throw', player: 1, dice: [5, 2, 3, 4, 6, 6] });
    expect(table.state.phase).toBe('finished');
    expect(table.state.winners).toEqual([1]);
  });

  it('ties shared where the rules say so', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    table.total(10000).total(10000);
    expect(table.state.winners).toEqual([0, 1]);
  });
});
