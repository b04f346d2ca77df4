import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/game/index.js';
import type { Entry, GameState } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import type { Face, Ruleset } from '../../../src/rules/index.js';
import { playView, selectedDice } from '../../../src/ui/pages/play/play-view.js';
import type { PlayInput } from '../../../src/ui/pages/play/play-view.js';
import { game, tieBrokenGame, TIE_BROKEN } from '../../support/game-state.js';

/** The input of a screen showing `state`, nothing tapped in, nothing refused, no advice. */
function input(state: GameState, more: Partial<PlayInput> = {}): PlayInput {
  return {
    state,
    entries: [],
    canRedo: false,
    totalMode: false,
    held: [],
    bankDice: [],
    tapped: 0,
    pad: { heading: 'Ana: tap in the roll', dice: [], capacity: state.phase === 'turn' ? 6 : 0 },
    unsent: null,
    refusal: null,
    advice: null,
    rematchProblem: '',
    ...more,
  };
}

const ROLLED: Entry[] = [{ type: 'roll', dice: [1, 5, 5, 2, 3, 6] }];

describe('playView: the play screen as data, for every kind of turn', () => {
  it('a turn before its first roll: the pad, Bank not offered, the hint to roll', () => {
    const view = playView(input(game('farkle')));
    expect(view.phase).toBe('turn');
    expect(view.status).toMatchObject({ current: 0, turnTotal: 0, diceToRoll: 6, round: 1, needMet: false });
    expect(view.status?.standings.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(view.pad).toMatchObject({ parked: false, capacity: 6, refusal: '' });
    expect(view.hold, 'the hold card stays in the page, parked').toMatchObject({ parked: true, ranked: null });
    expect(view.takeOver).toBe(null);
    expect(view.total).toBe(null);
    expect(view.toolbar).toBe('switches');
    expect(view.actions).toMatchObject({
      inTurn: true,
      rollAgain: false,
      bank: false,
      hint: 'Roll 6 dice, then tap them in.',
      advised: null,
    });
    expect(view.endedTurn).toBe(false);
  });

  it('choosing the hold: the turn total counts the selection, the pad is parked, Roll again and Bank offered', () => {
    const state = game('farkle', ROLLED);
    const held = [true, true, true, false, false, false];
    const view = playView(input(state, { held, bankDice: selectedDice(state, held) }));
    expect(view.status).toMatchObject({ turnTotal: 200, diceToRoll: 3 });
    expect(view.hold).toMatchObject({ parked: false, held });
    expect(view.hold?.advice).not.toBe('');
    expect(view.pad?.parked).toBe(true);
    expect(view.actions).toMatchObject({ inTurn: true, rollAgain: true, bank: true, hint: '' });
    expect(view.actions.advice, 'the risk of rolling the three dice left').toMatch(/3 dice/);
  });

  it('an illegal selection counts nothing and leaves the dice to roll as they are', () => {
    const state = game('farkle', ROLLED);
    const view = playView(input(state, { held: [false, false, false, true, true, false] }));
    expect(view.status).toMatchObject({ turnTotal: 0, diceToRoll: 6 });
  });

  it('after a hold: bank or roll the dice left', () => {
    const state = game('farkle', [...ROLLED, { type: 'hold', dice: [1, 5, 5] }]);
    const view = playView(input(state));
    expect(view.status).toMatchObject({ turnTotal: 200, diceToRoll: 3, kept: [1, 5, 5] });
    expect(view.actions).toMatchObject({ rollAgain: true, bank: true });
  });

  it('the advice ranks the holds and picks the action it advises', () => {
    const state = game('farkle', [...ROLLED, { type: 'hold', dice: [1, 5, 5] }]);
    const win = (bank: number, roll: number) => ({ note: null, win: { bank, roll, exact: true } });
    expect(playView(input(state, { advice: win(0.6, 0.4) })).actions.advised).toBe('bank');
    expect(playView(input(state, { advice: win(0.3, 0.4) })).actions.advised).toBe('roll-again');
    expect(playView(input(state)).actions.advised, 'no advice: no button filled').toBe(null);
    const holding = game('farkle', ROLLED);
    const ranked = [
      { dice: [1, 5, 5] as Face[], points: 200, expected: 310, then: { action: 'bank' as const }, behindBest: 0 },
    ];
    const withHolds = playView(input(holding, { advice: { note: null, holds: ranked } }));
    expect(withHolds.hold?.ranked).toBe(ranked);
    expect(withHolds.hold?.advice).toMatch(/Keep 1, 5, 5 · bank/);
  });

  it('a zilch just ended the turn: its banner, and Undo stands out', () => {
    const state = game('farkle', [{ type: 'roll', dice: [2, 3, 4, 6, 2, 3] }]);
    const view = playView(input(state));
    expect(view.endedTurn).toBe(true);
    expect(view.actions.undoEmphasis).toBe(true);
    expect(view.status?.current).toBe(1);
  });

  it('total mode: the field instead of the cards; the bar offers no dice actions', () => {
    const view = playView(input(game('farkle'), { totalMode: true }));
    expect(view.total).toMatchObject({ freeDiceMax: 0, hint: '', refusal: '' });
    expect(view.hold).toBe(null);
    expect(view.pad).toBe(null);
    expect(view.actions).toMatchObject({ inTurn: false, bank: false, rollAgain: false });
  });

  it('the take-over choice after a bank in 10-dice Zilch: who banked, what is offered, no pad yet', () => {
    const setup = { rules: presetById('ten-dice'), players: ['Ana', 'Ben'], throwOff: false };
    const state = replay(setup, [
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4, 6, 6, 2, 3] },
      { type: 'hold', dice: [1, 1, 1] },
      { type: 'bank' },
    ]);
    const view = playView(input(state, { refusal: { near: 'start', message: 'Choose first.' } }));
    expect(view.takeOver).toMatchObject({
      points: 1000,
      dice: 7,
      word: 'build-off',
      banker: 'Ana',
      refusal: 'Choose first.',
    });
    expect(view.hold).toBe(null);
    expect(view.pad).toBe(null);
    expect(view.actions.inTurn).toBe(false);
  });

  it('a challenge is offered before the first die, not once dice are tapped in', () => {
    const farkle = presetById('farkle');
    const rules: Ruleset = {
      ...farkle,
      variations: { ...farkle.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    };
    const state = replay({ rules, players: ['Ana', 'Ben', 'Cy'], throwOff: false }, []);
    expect(playView(input(state)).challenge).toMatchObject({ penalty: 600, refusal: '' });
    expect(playView(input(state)).challenge?.opponents.map((o) => o.name)).toEqual(['Ben', 'Cy']);
    expect(playView(input(state, { tapped: 2 })).challenge).toBe(null);
  });

  it('the throw-off: no standings, no switches, its refusal under it', () => {
    const state = replay({ rules: presetById('ten-dice'), players: ['Ana', 'Ben'] }, []);
    const view = playView(input(state, { refusal: { near: 'throw-off', message: 'Not your throw.' } }));
    expect(view.phase).toBe('throw-off');
    expect(view.status).toBe(null);
    expect(view.toolbar).toBe(null);
    expect(view.throwOffRefusal).toBe('Not your throw.');
    expect(view.actions.inTurn).toBe(false);
  });

  it('a tie-break: the contenders and their throws, the pad, only the rules in the switches', () => {
    const view = playView(input(tieBrokenGame(TIE_BROKEN.slice(0, 3))));
    expect(view.phase).toBe('tie-break');
    expect(view.tieBreak).toMatchObject({ current: 1, round: 1, diceCount: 6, score: 15050 });
    expect(view.tieBreak?.contenders).toEqual([
      { name: 'Ana', result: 50 },
      { name: 'Ben', result: null },
    ]);
    expect(view.pad).toMatchObject({ parked: false });
    expect(view.toolbar).toBe('rules');
    expect(view.status).toBe(null);
  });

  it('the end: the winner, why Play again failed, the rules', () => {
    const view = playView(
      input(tieBrokenGame(), { rematchProblem: 'The new game was not started: the disk is full.' }),
    );
    expect(view.phase).toBe('finished');
    expect(view.rematchProblem).toBe('The new game was not started: the disk is full.');
    expect(view.toolbar).toBe('rules');
    expect(view.pad).toBe(null);
    expect(view.hold).toBe(null);
  });

  it('each refusal next to what it refuses; a roll not saved changes the hint', () => {
    const state = game('farkle');
    const bank = playView(input(state, { refusal: { near: 'bank', message: 'Nothing to bank.' } }));
    expect(bank.actions.refusal).toEqual({ action: 'bank', message: 'Nothing to bank.' });
    expect(bank.pageRefusal).toBe('');
    const page = playView(input(state, { refusal: { near: 'page', message: 'Changed in another tab.' } }));
    expect(page.pageRefusal).toBe('Changed in another tab.');
    expect(page.actions.refusal).toBe(null);
    const pad = playView(input(state, { refusal: { near: 'pad', message: 'Full.' } }));
    expect(pad.pad?.refusal).toBe('Full.');
    const unsent = playView(input(state, { unsent: { dice: [1, 2, 3, 4, 5, 6], again: true } }));
    expect(unsent.actions.hint).toBe('This roll is on the pad but not saved yet.');
    expect(unsent.pad?.unsent).toEqual({ dice: [1, 2, 3, 4, 5, 6], again: true });
    expect(playView(input(state, { canRedo: true })).actions.redo).toBe(true);
  });

  const tenDice = (entries: Entry[]) =>
    replay({ rules: presetById('ten-dice'), players: ['Ana', 'Ben'], throwOff: false }, [
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4, 6, 6, 2, 3] },
      { type: 'hold', dice: [1, 1, 1] },
      { type: 'bank' },
      ...entries,
    ]);

  it('a turn that took over a bank: the roll to enter with the points taken, and Bank stays', () => {
    const state = tenDice([{ type: 'start', takeOver: { points: 1000, dice: 7 } }]);
    const view = playView(input(state, { pad: { heading: 'Ben', dice: [], capacity: 7 } }));
    expect(view.takeOver).toBe(null);
    expect(view.status).toMatchObject({ current: 1, turnTotal: 1000, diceToRoll: 7 });
    expect(view.actions).toMatchObject({
      inTurn: true,
      rollAgain: false,
      bank: true,
      hint: 'Roll 7 dice, then tap them in.',
    });
  });

  it('the take-over choice in total mode: the choice and the field together', () => {
    const view = playView(input(tenDice([]), { totalMode: true }));
    expect(view.takeOver).not.toBe(null);
    expect(view.total).toMatchObject({ freeDiceMax: 10 });
    expect(view.hold).toBe(null);
  });

  it('total mode in the hold step: the selection is not counted, no cards', () => {
    const state = game('farkle', ROLLED);
    const view = playView(input(state, { totalMode: true, held: [true, true, true, false, false, false] }));
    expect(view.status?.turnTotal).toBe(0);
    expect(view.hold).toBe(null);
    expect(view.pad).toBe(null);
  });

  it('the refusals next to the hold, the total and the challenge', () => {
    const holding = game('farkle', ROLLED);
    expect(playView(input(holding, { refusal: { near: 'hold', message: 'No.' } })).hold?.refusal).toBe('No.');
    const total = playView(input(game('farkle'), { totalMode: true, refusal: { near: 'total', message: 'Too few.' } }));
    expect(total.total?.refusal).toBe('Too few.');
    const farkle = presetById('farkle');
    const rules: Ruleset = {
      ...farkle,
      variations: { ...farkle.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    };
    const state = replay({ rules, players: ['Ana', 'Ben', 'Cy'], throwOff: false }, []);
    const refused = playView(input(state, { refusal: { near: 'challenge', message: 'Not now.' } }));
    expect(refused.challenge?.refusal).toBe('Not now.');
    expect(refused.actions.refusal, 'not repeated on the bar').toBe(null);
  });

  it('Play again being made shows no problem; the turn just ended shows over a tie-break', () => {
    expect(playView(input(tieBrokenGame(), { rematchProblem: null })).rematchProblem).toBe('');
    expect(playView(input(tieBrokenGame(TIE_BROKEN.slice(0, 2)))).endedTurn).toBe(true);
  });
});
