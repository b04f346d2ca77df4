import { describe, expect, it } from 'vitest';
import {
  appendTap,
  bestHoldOfRoll,
  bestPointsHold,
  chanceToZilch,
  holdValue,
  shippedPreset,
  tieThrowPoints,
  rematchFirst,
  rematchSetup,
  tableMoment,
  challengeOffer,
  diceAfterHold,
  heldFlags,
  needsStartChoice,
  newGameLog,
  padCapacity,
  redoTap,
  replay,
  sameRollToEnter,
  stateOf,
  undoTap,
} from '../../../src/game/index.js';
import type { Entry, GameState, TappedLog } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';

const game = (preset: string, entries: Entry[] = [], players = ['Ana', 'Ben']): GameState => {
  const rules = presetById(preset);
  if (!rules) throw new Error(preset);
  return replay({ rules, players, throwOff: false }, entries);
};

describe('what the play screen asks of a game', () => {
  it('padCapacity: the dice to roll; none while a hold is chosen, in total mode, or when the game is over', () => {
    expect(padCapacity(game('farkle'))).toBe(6);
    expect(padCapacity(game('farkle'), true)).toBe(0);
    const holding = game('farkle', [{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }]);
    expect(padCapacity(holding)).toBe(0);
    expect(
      padCapacity(
        game('farkle', [
          { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
          { type: 'hold', dice: [1] },
        ]),
      ),
    ).toBe(5);
    expect(
      padCapacity(
        game('farkle', [
          { type: 'total', points: 10000 },
          { type: 'total', points: 0 },
        ]),
      ),
    ).toBe(0);
  });

  it('needsStartChoice: the next player may take over a bank in 10-dice Zilch, until they choose', () => {
    const banked: Entry[] = [
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4, 6, 6, 2, 3] },
      { type: 'hold', dice: [1, 1, 1] },
      { type: 'bank' },
    ];
    const offered = game('ten-dice', banked);
    expect(offered.takeOverOffer).not.toBe(null);
    expect(needsStartChoice(offered)).toBe(true);
    expect(padCapacity(offered), 'no dice before the choice').toBe(0);
    expect(needsStartChoice(game('ten-dice', [...banked, { type: 'start', takeOver: null }]))).toBe(false);
    expect(needsStartChoice(game('farkle'))).toBe(false);
  });

  it('bestPointsHold and heldFlags: the hold worth the most, as flags on the roll (each die matched once)', () => {
    const state = game('farkle', [{ type: 'roll', dice: [1, 2, 3, 5, 5, 6] }]);
    expect(bestPointsHold(state)).toEqual([1, 5, 5]);
    expect(heldFlags([1, 2, 3, 5, 5, 6], [1, 5, 5])).toEqual([true, false, false, true, true, false]);
    expect(heldFlags([5, 5, 5], [5])).toEqual([true, false, false]);
  });

  it('diceAfterHold: the dice left, all of them again after hot dice, none for an illegal hold', () => {
    const state = game('farkle', [{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }]);
    expect(diceAfterHold(state, [1], true)).toBe(5);
    expect(diceAfterHold(state, [1, 5], true)).toBe(4);
    expect(diceAfterHold(state, [2], false)).toBe(0);
    const hot = game('farkle', [{ type: 'roll', dice: [1, 1, 5, 5, 2, 2] }]);
    expect(diceAfterHold(hot, [1, 1, 5, 5, 2, 2], true)).toBe(6);
  });

  it('challengeOffer: only with house rules that have challenges, before the first roll, once below the dividing score', () => {
    const farkle = presetById('farkle') ?? (undefined as never);
    const rules = {
      ...farkle,
      variations: {
        ...farkle.variations,
        challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] as [number, number] },
      },
    };
    const withChallenges = (entries: Entry[]) =>
      replay({ rules, players: ['Ana', 'Ben', 'Cy'], throwOff: false }, entries);
    const offer = challengeOffer(withChallenges([]));
    expect(offer).toMatchObject({ which: 0, scoreDividing: 5000, penalty: 600 });
    expect(offer?.opponents.map((o) => o.name)).toEqual(['Ben', 'Cy']);
    expect(challengeOffer(withChallenges([]), true), 'not once dice are being tapped in').toBe(null);
    expect(
      challengeOffer(withChallenges([{ type: 'roll', dice: [1, 3, 4, 6, 6, 2] }])),
      'not after the first roll',
    ).toBe(null);
    expect(challengeOffer(game('farkle')), 'only where the rules have challenges').toBe(null);
  });

  it('sameRollToEnter: the same player in the same turn, not the next turn', () => {
    const before = game('farkle', [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
      { type: 'hold', dice: [1] },
    ]);
    const same = game('farkle', [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
      { type: 'hold', dice: [1, 5] },
    ]);
    const next = game('farkle', [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
      { type: 'hold', dice: [1] },
      { type: 'bank' },
    ]);
    expect(sameRollToEnter(before, same)).toBe(true);
    expect(sameRollToEnter(before, next)).toBe(false);
  });
});

describe('taps', () => {
  const start = (): TappedLog => {
    const log = newGameLog({ rules: presetById('farkle') ?? (undefined as never), players: ['Ana', 'Ben'] });
    return { log, state: stateOf(log), sameTap: [] };
  };
  const must = <T>(outcome: { ok: true; value: T } | { ok: false; refusal: unknown }): T => {
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal));
    return outcome.value;
  };

  it('a hold and its bank are one tap: Undo takes both back, Redo brings both', () => {
    const rolled = must(appendTap(start(), [{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }]));
    const banked = must(appendTap(rolled, [{ type: 'hold', dice: [1] }, { type: 'bank' }]));
    expect(banked.sameTap).toEqual([false, false, true]);
    const undone = must(undoTap(banked));
    expect(undone.log.head).toBe(1);
    expect(must(redoTap(undone)).log.head).toBe(3);
    expect(must(undoTap(must(undoTap(banked)))).log.head).toBe(0);
    expect(undoTap(start()).ok).toBe(false);
  });

  it('refuses a tap with no entries, or one whose entry the rules refuse, and changes nothing', () => {
    expect(appendTap(start(), []).ok).toBe(false);
    expect(appendTap(start(), [{ type: 'bank' }]).ok).toBe(false);
  });
});

describe('a rematch', () => {
  const over = (totals: number[], players = ['Ana', 'Ben', 'Cy'], throwOff = false) =>
    replay(
      { rules: presetById('farkle') ?? (undefined as never), players, throwOff },
      totals.map((points): Entry => ({ type: 'total', points })),
    );

  it('the same players and rules, turned so the next player round the table starts; no throw-off', () => {
    const state = over([10000, 2000, 500]);
    expect(state.phase).toBe('finished');
    expect(rematchSetup(state, 'next')).toEqual({ rules: state.rules, players: ['Ben', 'Cy', 'Ana'], throwOff: false });
  });

  it('or last place starts, the first of equals in turn order', () => {
    expect(rematchSetup(over([10000, 2000, 500]), 'last-place').players).toEqual(['Cy', 'Ana', 'Ben']);
    expect(rematchSetup(over([10000, 500, 500]), 'last-place').players).toEqual(['Ben', 'Cy', 'Ana']);
    expect(rematchFirst(over([10000, 500, 500]), 'last-place')).toBe(1);
  });
});

describe('moments the table feels', () => {
  it('a bank, a zilch, hot dice and the win; nothing for an ordinary roll or hold', () => {
    const start = game('farkle');
    const rolled = replay(start.setup, [{ type: 'roll', dice: [1, 1, 1, 5, 5, 5] }]);
    expect(tableMoment(start, rolled)).toBe(null);
    const hot = replay(start.setup, [
      { type: 'roll', dice: [1, 1, 1, 5, 5, 5] },
      { type: 'hold', dice: [1, 1, 1, 5, 5, 5] },
    ]);
    expect(tableMoment(rolled, hot)).toBe('hot-dice');
    const banked = replay(start.setup, [
      { type: 'roll', dice: [1, 1, 1, 5, 5, 5] },
      { type: 'hold', dice: [1, 1, 1, 5, 5, 5] },
      { type: 'bank' },
    ]);
    expect(tableMoment(hot, banked)).toBe('bank');
    const zilched = replay(start.setup, [{ type: 'roll', dice: [2, 3, 4, 6, 2, 3] }]);
    expect(tableMoment(start, zilched)).toBe('zilch');
    const nearly = replay(start.setup, [{ type: 'total', points: 10000 }]);
    const won = replay(start.setup, [
      { type: 'total', points: 10000 },
      { type: 'total', points: 500 },
    ]);
    expect(won.phase).toBe('finished');
    expect(tableMoment(nearly, won)).toBe('win');
  });
});

describe('what a hold is worth', () => {
  const rolled = game('zilch-15k', [{ type: 'roll', dice: [1, 5, 5, 2, 3, 6] }]);

  it('values a legal hold and names the dice of an illegal one that do not score', () => {
    expect(holdValue(rolled, [1, 5, 5])).toEqual({ legal: true, points: 200, nonScoring: [] });
    expect(holdValue(rolled, [1, 3, 2])).toEqual({ legal: false, points: 0, nonScoring: [2, 3] });
    expect(holdValue(rolled, [6])).toEqual({ legal: false, points: 0, nonScoring: [6] });
    expect(holdValue(rolled, [])).toEqual({ legal: false, points: 0, nonScoring: [] });
  });

  it('the best hold of a roll, a tie-break throw, a zilch', () => {
    expect(bestHoldOfRoll(rolled, [1, 5, 5, 2, 3, 6])).toEqual({ dice: [1, 5, 5], points: 200 });
    expect(bestHoldOfRoll(rolled, [2, 3, 4, 6, 2, 3])).toBeNull();
    expect(tieThrowPoints(rolled, [1, 1, 1, 2, 3, 4])).toBe(1000);
    expect(tieThrowPoints(rolled, [2, 3, 4, 6, 2, 3])).toBe(0);
  });

  it('the chance to zilch falls as more dice are thrown', () => {
    const one = chanceToZilch(rolled.rules, 1);
    expect(one).toBeCloseTo(4 / 6, 5);
    expect(chanceToZilch(rolled.rules, 6)).toBeLessThan(one);
  });

  it('a preset is recognised only as shipped', () => {
    expect(shippedPreset({ id: 'farkle', name: presetById('farkle').name })?.id).toBe('farkle');
    expect(shippedPreset({ id: 'farkle', name: 'Our Farkle' })).toBeNull();
    expect(shippedPreset({ id: 'house-1', name: 'House' })).toBeNull();
  });
});
