import { describe, expect, it } from 'vitest';
import {
  appendTap,
  changesTheEnd,
  correctedTaps,
  correctTurn,
  correctTurnTotal,
  newGameLog,
  replay,
  restoredTaps,
} from '../../../src/game/index.js';
import type { Entry, GameSetup, TappedLog } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import type { Face, PresetId } from '../../../src/rules/index.js';
import { correctionChanges } from '../../../src/ui/text/correction-text.js';
import { Table } from './table.js';

const total = (points: number): Entry => ({ type: 'total', points });
const tieThrow = (player: number, dice: Face[]): Entry => ({ type: 'tie-throw', player, dice });
const roll = (...dice: Face[]): Entry => ({ type: 'roll', dice });
const hold = (...dice: Face[]): Entry => ({ type: 'hold', dice });

/** zilch-15k: more than 15,000 wins; tied leaders throw all six dice for the win. */
function tiedGame(): Table {
  const table = new Table('zilch-15k', ['Ana', 'Ben']);
  table.total(3000).total(3000).total(12050).total(12050);
  // Tied at 15,050: Ana's throw scores nothing, Ben's three 1s win.
  table.do(tieThrow(0, [2, 3, 4, 6, 6, 2])).do(tieThrow(1, [1, 1, 1, 2, 3, 4]));
  return table;
}

/** A game as the ledger keeps it: taps one by one, a tap being one or more entries. */
function tapped(preset: PresetId, players: string[], taps: readonly (readonly Entry[])[]): TappedLog {
  const setup: GameSetup = { rules: presetById(preset), players, throwOff: false };
  let game: TappedLog = { log: newGameLog(setup), state: replay(setup, []), sameTap: [] };
  for (const tap of taps) {
    const next = appendTap(game, tap);
    if (!next.ok) throw new Error(JSON.stringify(next.refusal));
    game = next.value;
  }
  return game;
}

describe('a correction in a tied game', () => {
  it('"that was 3,500": the tie is gone, the tie-break throws are dropped and Ana wins', () => {
    const table = tiedGame();
    expect(table.state.winners).toEqual([1]);
    const corrected = correctTurnTotal(table.log, 0, 3500);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    const { state, effects, log } = corrected.value;
    expect(state.phase).toBe('finished');
    expect(state.winners).toEqual([0]);
    expect(state.players.map((player) => player.score)).toEqual([15550, 15050]);
    expect(state.tieThrows).toEqual([]);
    expect(log.entries.filter((entry) => entry.type === 'tie-throw')).toEqual([]);
    expect(effects).toMatchObject({ droppedTurns: [], droppedTurnInProgress: null, droppedTieThrows: 2 });
    expect(effects.before).toMatchObject({ phase: 'finished', winners: [1] });
    expect(effects.after).toMatchObject({ phase: 'finished', winners: [0], best: 15550 });
    expect(changesTheEnd(effects)).toBe(true);
    expect(replay(log.setup, log.entries)).toEqual(state);
  });

  it('a correction that leaves the tie keeps the throws and the winner, and needs no confirming', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben', 'Cy']);
    table.total(3000).total(3000).total(600).total(12050).total(12050).total(400);
    table.do(tieThrow(0, [2, 3, 4, 6, 6, 2])).do(tieThrow(1, [1, 1, 1, 2, 3, 4]));
    const corrected = correctTurnTotal(table.log, 2, 650);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.state.winners).toEqual([1]);
    expect(corrected.value.state.tieThrows.map((thrown) => [thrown.player, thrown.points])).toEqual([
      [0, 0],
      [1, 1000],
    ]);
    expect(corrected.value.effects.droppedTieThrows).toBe(0);
    expect(changesTheEnd(corrected.value.effects)).toBe(false);
  });

  it('a correction that makes a tie reopens the game at the tie-break, the first tied leader up', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(12050).total(11950);
    expect(table.state.winners).toEqual([0]);
    const corrected = correctTurnTotal(table.log, 1, 3100);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.effects.after).toMatchObject({ phase: 'tie-break', tied: [0, 1], current: 0, winners: [] });
    expect(changesTheEnd(corrected.value.effects)).toBe(true);
  });

  it('keeps the throws of leaders still tied and drops the one of a player no longer in the tie', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben', 'Cy']);
    table.total(3000).total(3000).total(3000).total(12050).total(12050).total(12050);
    table
      .do(tieThrow(0, [5, 2, 3, 4, 6, 6]))
      .do(tieThrow(1, [2, 3, 4, 6, 6, 2]))
      .do(tieThrow(2, [1, 1, 1, 2, 3, 4]));
    expect(table.state.winners).toEqual([2]);
    // Ben's first turn was 2,950: Ana and Cy are the tied leaders, and Ben's throw no longer counts.
    const corrected = correctTurnTotal(table.log, 1, 2950);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.state.winners).toEqual([2]);
    expect(corrected.value.state.tieThrows.map((thrown) => thrown.player)).toEqual([0, 2]);
    expect(corrected.value.effects).toMatchObject({ droppedTieThrows: 1, after: { winners: [2] } });
    expect(changesTheEnd(corrected.value.effects)).toBe(true);
  });
});

describe('a correction that changes the winner', () => {
  it('Ben now passes Ana in the final round', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(12100).total(12000);
    expect(table.state.winners).toEqual([0]);
    const corrected = correctTurnTotal(table.log, 1, 3200);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.state.winners).toEqual([1]);
    expect(corrected.value.effects).toMatchObject({
      droppedTurns: [],
      droppedTieThrows: 0,
      after: { phase: 'finished', winners: [1], best: 15200 },
    });
    expect(changesTheEnd(corrected.value.effects)).toBe(true);
  });

  it('the same winner with other points is not a change of the end', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(12100).total(12000);
    const corrected = correctTurnTotal(table.log, 0, 3500);
    expect(corrected.ok && changesTheEnd(corrected.value.effects)).toBe(false);
  });
});

describe('a correction that reopens the game', () => {
  it('first to reach: the winning turn corrected down, the next player is up', () => {
    const table = new Table('zilch-1000-open', ['Ana', 'Ben']).total(5000).total(2000).total(5000);
    expect(table.state.phase).toBe('finished');
    const corrected = correctTurnTotal(table.log, 2, 4000);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.state).toMatchObject({ phase: 'turn', current: 1, round: 2, winners: [] });
    expect(corrected.value.effects.after).toMatchObject({ phase: 'turn', current: 1 });
    expect(changesTheEnd(corrected.value.effects)).toBe(true);
  });

  it('the turn that started the final round corrected down: no final round, the later turns stay', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(12100).total(500);
    expect(table.state.winners).toEqual([0]);
    const corrected = correctTurnTotal(table.log, 2, 11000);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.state).toMatchObject({ phase: 'turn', current: 0, round: 3, finalRound: null });
    expect(corrected.value.state.turns).toHaveLength(4);
    expect(corrected.value.effects.droppedTurns).toEqual([]);
  });

  it('tie-break throws of a game that no longer ends are dropped', () => {
    const corrected = correctTurnTotal(tiedGame().log, 2, 11000);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.state).toMatchObject({ phase: 'turn', current: 0 });
    expect(corrected.value.effects).toMatchObject({ droppedTieThrows: 2, after: { phase: 'turn', current: 0 } });
  });
});

describe('a correction that ends the game earlier', () => {
  /** Ana reaches 15,500 in round 3; Ben's last turn ends the game. */
  const longGame = () =>
    new Table('zilch-15k', ['Ana', 'Ben']).total(3000).total(3000).total(11000).total(500).total(1500).total(400);

  it('drops the turns played only because the game had not ended', () => {
    const table = longGame();
    expect(table.state.turns).toHaveLength(6);
    // Ana's 11,000 was 12,100: she passed 15,000 in round 2, and Ben's 500 was the final turn.
    const corrected = correctTurnTotal(table.log, 2, 12100);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    const { state, effects, log } = corrected.value;
    expect(state).toMatchObject({ phase: 'finished', winners: [0] });
    expect(state.turns).toHaveLength(4);
    expect(state.players.map((player) => player.score)).toEqual([15100, 3500]);
    expect(effects).toMatchObject({ droppedTurns: [4, 5], droppedTurnInProgress: null, droppedTieThrows: 0 });
    expect(log.entries).toHaveLength(4);
    expect(changesTheEnd(effects)).toBe(true);
  });

  it('drops a turn in progress too', () => {
    const table = longGame();
    table.log = { ...table.log, head: 5 };
    table.state = replay(table.log.setup, table.log.entries.slice(0, 5));
    table.roll(1, 2, 3, 4, 6, 6);
    const corrected = correctTurnTotal(table.log, 2, 12100);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.effects).toMatchObject({ droppedTurns: [4], droppedTurnInProgress: 1 });
  });

  it('a final round that now starts earlier drops the turns after it', () => {
    // Ben's 500 was 12,050: he passed 15,000 first, Ana's 1,500 was her final turn (15,500, she
    // still wins) and Ben's 400 is dropped.
    const corrected = correctTurnTotal(longGame().log, 3, 12050);
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.effects).toMatchObject({
      droppedTurns: [5],
      after: { phase: 'finished', winners: [0], best: 15500 },
    });
  });

  it('a tie that now comes earlier drops the later turns, and the tied leaders throw', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben'])
      .total(3000)
      .total(3000)
      .total(11000)
      .total(11000)
      .total(1050)
      .total(400);
    expect(table.state.winners).toEqual([0]);
    const tie = correctTurnTotal(table.log, 3, 12050);
    if (!tie.ok) throw new Error(JSON.stringify(tie.refusal));
    expect(tie.value.effects).toMatchObject({
      droppedTurns: [5],
      after: { phase: 'tie-break', tied: [0, 1], current: 0 },
    });
  });

  it('a later turn the game still reaches that breaks the rules still refuses the correction', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).total(500).total(600).total(350);
    const corrected = correctTurnTotal(table.log, 0, 0);
    expect(!corrected.ok && corrected.refusal.code).toBe('correction-breaks-history');
  });
});

describe('the taps of a corrected log, and undoing a correction', () => {
  it('kept taps keep their entries together; a kept entry after a dropped one starts its own tap', () => {
    const game = tapped(
      'zilch-15k',
      ['Ana', 'Ben', 'Cy'],
      [
        [total(3000)],
        [total(3000)],
        [total(3000)],
        [total(12050)],
        [total(12050)],
        [total(12050)],
        [tieThrow(0, [5, 2, 3, 4, 6, 6])],
        [tieThrow(1, [2, 3, 4, 6, 6, 2])],
        [tieThrow(2, [1, 1, 1, 2, 3, 4])],
      ],
    );
    const corrected = correctedTaps(game, 1, correctTurnTotal(game.log, 1, 2950));
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.sameTap).toEqual(corrected.value.log.entries.map(() => false));
    expect(corrected.value.log.entries).toHaveLength(8);

    const withBank = tapped(
      'farkle',
      ['Ana', 'Ben'],
      [[roll(1, 5, 2, 3, 4, 6)], [hold(1, 5), { type: 'bank' }], [roll(1, 2, 3, 4, 6, 6)], [hold(1), { type: 'bank' }]],
    );
    const fixed = correctedTaps(withBank, 0, correctTurnTotal(withBank.log, 0, 200));
    if (!fixed.ok) throw new Error(JSON.stringify(fixed.refusal));
    expect(fixed.value.sameTap).toEqual([false, false, false, true]);
  });

  it('restores the exact log as it was: entries, redo stack, head and taps', () => {
    const played = tapped(
      'zilch-15k',
      ['Ana', 'Ben'],
      [[total(3000)], [total(3000)], [total(11000)], [total(500)], [total(1500)], [roll(1, 2, 3, 4, 6, 6)]],
    );
    // An undone tap on the redo stack, which the correction drops and its undo must bring back.
    const withRedo: TappedLog = {
      ...played,
      log: { ...played.log, head: 5 },
      state: replay(played.log.setup, played.log.entries.slice(0, 5)),
    };
    const corrected = correctedTaps(withRedo, 2, correctTurnTotal(withRedo.log, 2, 12100));
    if (!corrected.ok) throw new Error(JSON.stringify(corrected.refusal));
    expect(corrected.value.log.entries).toHaveLength(4);

    const undone = restoredTaps(corrected.value, withRedo);
    if (!undone.ok) throw new Error(JSON.stringify(undone.refusal));
    expect(undone.value.log).toEqual(withRedo.log);
    expect(undone.value.sameTap).toEqual(withRedo.sameTap);
    expect(undone.value.state).toEqual(withRedo.state);
  });

  it('refuses to restore a log that is not this game', () => {
    const game = tapped('zilch-15k', ['Ana', 'Ben'], [[total(3000)], [total(3000)]]);
    expect(restoredTaps(game, { log: game.log, sameTap: [false] })).toMatchObject({
      ok: false,
      refusal: { code: 'bad-entry' },
    });
    const illegal = { log: { ...game.log, entries: [total(450)], head: 1 }, sameTap: [false] };
    const refused = restoredTaps(game, illegal);
    expect(!refused.ok && refused.refusal).toEqual({
      code: 'bad-entry',
      reason: 'earlier-does-not-replay',
      refusal: { code: 'below-threshold', have: 450, need: 500, onBoard: false },
    });
  });
});

describe('corrections with dice', () => {
  it('a dice-mode correction also replays the end', () => {
    const table = new Table('zilch-1000-open', ['Ana', 'Ben']).total(5000).total(2000).total(5000);
    const corrected = correctTurn(table.log, 2, [roll(1, 1, 1, 2, 3, 4), hold(1, 1, 1), { type: 'bank' }]);
    expect(corrected.ok && corrected.value.effects.after).toMatchObject({ phase: 'turn', current: 1 });
  });
});

describe('a correction that starts or calls off the final round', () => {
  it('asks first, and says so: a final round now on, or called off', () => {
    const table = new Table('farkle', ['Ana', 'Ben', 'Cy']);
    table.total(9000).total(100).total(100).total(500).total(100);
    expect(table.state.finalRound).toBe(null);
    const started = correctTurnTotal(table.log, 0, 9600);
    if (!started.ok) throw new Error(JSON.stringify(started.refusal));
    expect(started.value.state.finalRound?.triggeredBy).toBe(0);
    expect(changesTheEnd(started.value.effects)).toBe(true);
    expect(correctionChanges(started.value.state, started.value.effects)).toEqual([
      'Ana now reaches the target: the final round is on.',
    ]);

    const calledOff = correctTurnTotal(started.value.log, 0, 9000);
    if (!calledOff.ok) throw new Error(JSON.stringify(calledOff.refusal));
    expect(calledOff.value.state.finalRound).toBe(null);
    expect(changesTheEnd(calledOff.value.effects)).toBe(true);
    expect(correctionChanges(calledOff.value.state, calledOff.value.effects)).toEqual([
      'The final round is called off: nobody has reached the target now.',
    ]);

    // A correction that leaves the end as it was is stored without asking.
    const small = correctTurnTotal(table.log, 1, 150);
    expect(small.ok && changesTheEnd(small.value.effects)).toBe(false);
  });
});
