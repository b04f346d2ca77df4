import { describe, expect, it } from 'vitest';
import {
  correctTurn,
  correctTurnTotal,
  CorruptLogError,
  redo,
  replay,
  stateOf,
  undo,
} from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { Table } from './table.js';

describe('undo and redo', () => {
  it('undo any number of steps back to the start, and redo them', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    table.roll(1, 5, 2, 3, 4, 6).hold(1, 5).bank().roll(2, 3, 4, 6, 6, 3);
    const end = table.state;
    let log = table.log;
    expect(log.entries).toHaveLength(4);
    for (let i = 0; i < 4; i++) {
      const back = undo(log);
      expect(back.ok).toBe(true);
      if (back.ok) log = back.value;
    }
    expect(stateOf(log).players.map((p) => p.score)).toEqual([0, 0]);
    expect(undo(log)).toEqual({ ok: false, refusal: { code: 'nothing-to-undo' } });
    const forward = redo(log, 4);
    expect(forward.ok && stateOf(forward.value)).toEqual(end);
    expect(forward.ok && redo(forward.value).ok).toBe(false);
  });

  it('a zilch is undone in one step (the roll was mistyped)', () => {
    const table = new Table('farkle', ['Ana', 'Ben']).roll(2, 3, 4, 6, 6, 3);
    expect(table.up).toBe('Ben');
    const back = undo(table.log);
    expect(back.ok && stateOf(back.value).turn).toMatchObject({ player: 0, phase: 'start', turnTotal: 0 });
  });

  it('hold then bank are two entries: one step takes back the bank only, two take back the hold as well', () => {
    // The play screen writes both when the player taps Bank with a hold selected, and undoes both
    // with one Undo (steps = 2); this is the contract it relies on.
    const table = new Table('farkle', ['Ana', 'Ben']).roll(1, 5, 2, 3, 4, 6).hold(1, 5).bank();
    expect(table.up).toBe('Ben');
    const bankOnly = undo(table.log);
    expect(bankOnly.ok && stateOf(bankOnly.value).turn).toMatchObject({
      player: 0,
      phase: 'decide',
      turnTotal: 150,
      diceToRoll: 4,
      lastRoll: null,
    });
    const both = undo(table.log, 2);
    expect(both.ok && stateOf(both.value).turn).toMatchObject({
      player: 0,
      phase: 'hold',
      turnTotal: 0,
      lastRoll: [1, 5, 2, 3, 4, 6],
    });
    expect(both.ok && stateOf(both.value).players.map((p) => p.score)).toEqual([0, 0]);
    const again = both.ok ? redo(both.value, 2) : null;
    expect(again?.ok && stateOf(again.value)).toEqual(table.state);
  });

  it('a new action after an undo drops the redo stack', () => {
    const table = new Table('farkle', ['Ana', 'Ben']).roll(1, 5, 2, 3, 4, 6).hold(1);
    const back = undo(table.log);
    if (!back.ok) throw new Error('undo refused');
    table.log = back.value;
    table.state = stateOf(back.value);
    table.hold(1, 5);
    expect(table.log.entries).toHaveLength(2);
    expect(redo(table.log).ok).toBe(false);
  });
});

describe('correcting a past turn', () => {
  it('"that was 650, not 600": the turn is replaced and the game replayed', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    table.total(600).total(300).total(400).total(200);
    const corrected = correctTurnTotal(table.log, 0, 650);
    expect(corrected.ok).toBe(true);
    if (!corrected.ok) return;
    expect(corrected.value.state.players.map((p) => p.score)).toEqual([1050, 500]);
    expect(corrected.value.state.turns[0]).toMatchObject({ points: 650, mode: 'total' });
    expect(replay(corrected.value.log.setup, corrected.value.log.entries)).toEqual(corrected.value.state);
  });

  it('a dice-mode turn can be corrected to a zilch or re-entered with dice', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    table.roll(1, 5, 2, 3, 4, 6).hold(1, 5).bank().total(300);
    const zilch = correctTurnTotal(table.log, 0, 0);
    expect(zilch.ok && zilch.value.state.players.map((p) => p.score)).toEqual([0, 300]);
    const dice = correctTurn(table.log, 0, [
      { type: 'roll', dice: [1, 1, 5, 2, 3, 4] },
      { type: 'hold', dice: [1, 1, 5] },
      { type: 'bank' },
    ]);
    expect(dice.ok && dice.value.state.players.map((p) => p.score)).toEqual([250, 300]);
  });

  it('refused when the correction itself is illegal, or does not end the turn', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(500).total(600);
    const low = correctTurnTotal(table.log, 0, 450);
    expect(!low.ok && low.refusal).toEqual({
      code: 'correction-incomplete',
      turn: { turnIndex: 0, name: 'Ana', round: 1 },
      reason: 'illegal',
      refusal: { code: 'below-threshold', have: 450, need: 500, onBoard: false },
    });
    const open = correctTurn(table.log, 0, [
      { type: 'roll', dice: [1, 2, 3, 4, 6, 6] },
      { type: 'hold', dice: [1] },
    ]);
    expect(!open.ok && open.refusal).toEqual({
      code: 'correction-incomplete',
      turn: { turnIndex: 0, name: 'Ana', round: 1 },
      reason: 'no-end',
    });
    expect(correctTurnTotal(table.log, 5, 100)).toEqual({ ok: false, refusal: { code: 'no-such-turn', turnIndex: 5 } });
  });

  it('refused, naming the later turn, when a later entry would become illegal', () => {
    // Ana got on the board with 500, later banked 350. Were her first turn a zilch, that 350 would
    // be below the 500 needed to get on the board.
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(500).total(600).total(350);
    const corrected = correctTurnTotal(table.log, 0, 0);
    expect(!corrected.ok && corrected.refusal).toEqual({
      code: 'correction-breaks-history',
      turn: { turnIndex: 2, name: 'Ana', round: 2 },
      reason: 'illegal',
      refusal: { code: 'below-threshold', have: 350, need: 500, onBoard: false },
    });
  });

  it('refused when a later take-over would take over points that no longer exist', () => {
    const table = new Table('ten-dice', ['A', 'B']);
    table.roll(1, 1, 5, 5, 2, 3, 4, 6, 6, 3).hold(1, 1, 5, 5).bank();
    table.takeOver({ points: 300, dice: 6 }).roll(6, 6, 6, 2, 3, 4).hold(6, 6, 6).bank();
    const corrected = correctTurnTotal(table.log, 0, 350);
    expect(!corrected.ok && corrected.refusal).toEqual({
      code: 'correction-breaks-history',
      turn: { turnIndex: 1, name: 'B', round: 1 },
      reason: 'illegal',
      refusal: {
        code: 'take-over-unavailable',
        reason: 'other-bank',
        offer: { points: 350, dice: 6 },
        asked: { points: 300, dice: 6 },
      },
    });
    // The same correction before anyone took it over is fine.
    expect(correctTurnTotal({ ...table.log, head: 3 }, 0, 350).ok).toBe(true);
  });
});

describe('corrections that are not one whole turn', () => {
  it('an empty replacement is refused (it would shift every later turn to another player)', () => {
    const table = new Table('farkle', ['Ana', 'Ben', 'Cy']).total(500).total(300).total(700);
    expect(correctTurn(table.log, 0, [])).toMatchObject({ ok: false, refusal: { code: 'correction-incomplete' } });
  });

  it('a setup whose rules no longer validate replays as a damaged game, not an exception of another kind', () => {
    expect(() => replay({ rules: { ...presetById('farkle'), diceCount: 4 }, players: ['Ana'] }, [])).toThrow(
      CorruptLogError,
    );
  });
});

describe('a correction never changes a later turn silently', () => {
  it('refuses when a later challenge would become the other challenge (its zilch penalty changes)', () => {
    const rules = {
      ...presetById('farkle'),
      variations: {
        ...presetById('farkle').variations,
        challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] as [number, number] },
      },
    };
    // Ana is at 5,000 when she challenges and zilches: her second challenge, -2,000.
    const table = new Table(rules, ['Ana', 'Ben']).total(5000).total(300).challenge(1).roll(2, 3, 4, 6, 6, 3);
    expect(table.scores()).toEqual([3000, 300]);
    // Were her first turn 4,000, that challenge would be her first (-600): refused, and named.
    const corrected = correctTurnTotal(table.log, 0, 4000);
    expect(!corrected.ok && corrected.refusal).toEqual({
      code: 'correction-breaks-history',
      turn: { turnIndex: 2, name: 'Ana', round: 2 },
      reason: 'changes-turn',
      from: [{ name: 'Ana', points: -2000 }],
      to: [{ name: 'Ana', points: -600 }],
    });
  });
});
