/**
 * Dice mode and total mode: what each checks, total mode no way round the dice, and entries from
 * outside refused rather than guessed at.
 */
import { describe, expect, it } from 'vitest';
import { Table } from './table.js';

describe('dice mode and total mode', () => {
  it('dice mode checks the dice count, the faces and the hold', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    expect(table.refused({ type: 'roll', dice: [1, 2, 3] })).toEqual({
      code: 'wrong-dice-count',
      throw: 'roll',
      need: 6,
      got: 3,
    });
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 7] as never }).code).toBe('bad-dice');
    expect(table.refused({ type: 'hold', dice: [1] }).code).toBe('must-roll-first');
    table.roll(1, 5, 2, 3, 4, 6);
    expect(table.refused({ type: 'bank' }).code).toBe('must-hold-first');
    expect(table.refused({ type: 'hold', dice: [1, 2] })).toEqual({
      code: 'not-a-legal-hold',
      reason: 'does-not-score',
      dice: [1, 2],
    });
    expect(table.refused({ type: 'hold', dice: [1, 1] })).toEqual({
      code: 'not-a-legal-hold',
      reason: 'not-in-roll',
      face: 1,
      roll: [1, 5, 2, 3, 4, 6],
    });
    expect(table.refused({ type: 'hold', dice: [] }).code).toBe('not-a-legal-hold');
    table.hold(1, 2, 3, 4, 5, 6);
    expect(table.turn).toMatchObject({ turnTotal: 1500, hotDice: true, diceToRoll: 6 });
  });

  it('total mode: positive multiples of 50, the same thresholds, and a switch in the middle of a turn', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    expect(table.refused({ type: 'total', points: 75 }).code).toBe('bad-points');
    expect(table.refused({ type: 'total', points: -50 }).code).toBe('bad-points');
    expect(table.refused({ type: 'total', points: 450 })).toEqual({
      code: 'below-threshold',
      have: 450,
      need: 500,
      onBoard: false,
    });
    table.roll(1, 2, 3, 4, 6, 6).hold(1).total(800); // started with the dice, counted the rest themselves
    expect(table.scores()).toEqual([800, 0]);
    expect(table.state.turns[0]).toMatchObject({ mode: 'total', outcome: 'bank', points: 800 });
  });

  it('total mode with a take-over: the whole turn total, more than what was taken over', () => {
    const table = new Table('serendipity-creak', ['Ana', 'Ben']);
    table.total(400, 2);
    table.takeOver({ points: 400, dice: 2 });
    expect(table.refused({ type: 'total', points: 400 })).toEqual({
      code: 'bad-points',
      reason: 'took-over',
      points: 400,
    });
    table.total(500);
    expect(table.scores()).toEqual([400, 500]);
    // A total without free dice offers no take-over.
    expect(table.state.takeOverOffer).toBeNull();
  });
});

describe('entries from outside (storage, files)', () => {
  it('refuses anything that is not an entry of ours, never guessing', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    for (const entry of [
      null,
      5,
      {},
      { type: 'teleport' },
      { type: 'start' },
      { type: 'roll' },
      { type: 'total', points: '50' },
      { type: 'challenge' },
    ]) {
      expect(table.refused(entry as never)).toEqual({ code: 'bad-entry', reason: 'not-an-entry' });
    }
  });
});

describe('total mode is not a way round the dice', () => {
  it('after turning the corner, a total at or below the turn total is refused; a higher one (rolled on) is not', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).roll(1, 1, 1, 5, 5, 5).hold(1, 1, 1, 5, 5, 5);
    expect(table.refused({ type: 'total', points: 3000 }).code).toBe('turning-the-corner');
    table.total(3100);
    expect(table.scores()).toEqual([3100, 0]);
  });

  it('after a missed last die, a total at or below the turn total is refused', () => {
    const table = new Table('zilch-1000-open', ['Ana', 'Ben'])
      .roll(1, 1, 1, 2, 3, 4)
      .hold(1, 1, 1)
      .roll(5, 2, 3)
      .hold(5)
      .roll(5, 6)
      .hold(5)
      .roll(3);
    expect(table.refused({ type: 'total', points: 1100 }).code).toBe('second-chance');
    table.total(0);
    expect(table.scores()).toEqual([0, 0]);
  });
});
