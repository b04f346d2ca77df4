import { describe, expect, it } from 'vitest';
import { presetById } from '../../../src/rules/index.js';
import { holdValue, justEndedTurn } from '../../../src/game/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import { endedTurnBanner, turnBanners } from '../../../src/ui/text/banner-text.js';
import { gameOverText } from '../../../src/ui/text/game-over-text.js';
import { resultSentence, standing } from '../../../src/ui/text/live-text.js';
import { namesList } from '../../../src/ui/text/names.js';
import {
  holdSummary,
  needLine,
  padHeading,
  standingNote,
  takeOverRiskLine,
  zilchRiskLine,
} from '../../../src/ui/text/status-text.js';
import { after, game } from '../../support/game-state.js';
import { lockedChallengeZilchState } from '../../support/locked-challenge.js';

describe('needLine', () => {
  it('counts down to the opening minimum, then to the later-turn minimum', () => {
    expect(needLine(game('zilch-15k'))).toEqual({ text: '500 to get on the board: 500 to go', met: false });
    expect(needLine(game('zilch-15k'), 100).text, 'with the dice being chosen').toBe(
      '500 to get on the board: 400 to go',
    );
    const rolled = game('zilch-15k', [
      { type: 'roll', dice: [1, 1, 5, 2, 3, 4] },
      { type: 'hold', dice: [1, 1, 5] },
    ]);
    expect(needLine(rolled).text).toBe('500 to get on the board: 250 to go');
    const onBoard = game('zilch-15k', [
      { type: 'total', points: 500 },
      { type: 'total', points: 0 },
      { type: 'total', points: 0 },
    ]);
    expect(needLine(onBoard).text).toBe('350 to bank: 350 to go');
  });

  it('says when the minimum is reached', () => {
    const state = game('zilch-15k', [
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4] },
      { type: 'hold', dice: [1, 1, 1] },
    ]);
    expect(needLine(state)).toEqual({ text: '500 to get on the board: reached', met: true });
  });

  it('is empty where the rules ask nothing, and names a take-over that must score first', () => {
    expect(needLine(game('farkle')).text).toBe('');
    const state = game('serendipity-creak', [
      { type: 'total', points: 750, freeDice: 4 },
      { type: 'start', takeOver: { points: 750, dice: 4 } },
    ]);
    expect(needLine(state).text).toBe('Took over 750: score at least once before banking');
  });

  it('adds the last turn to beat with surpassing', () => {
    const base = presetById('farkle');
    const rules: Ruleset = { ...base, variations: { ...base.variations, surpassing: true } };
    const state = game(rules, [{ type: 'total', points: 650 }]);
    expect(needLine(state)).toEqual({ text: "Beat the last turn's 650", met: false });
  });
});

describe('holdSummary and holdValue', () => {
  const rolled = game('zilch-15k', [{ type: 'roll', dice: [1, 5, 5, 2, 3, 6] }]);

  it('values a legal selection and the dice left; the turn total is said, and shown once, in the status', () => {
    expect(holdSummary(rolled, [1, 5, 5])).toEqual({
      legal: true,
      points: 200,
      text: 'Holding 1, 5, 5: 200, 3 dice left.',
      spoken: 'Holding 1, 5, 5: 200. Turn total 200, 3 dice left.',
    });
  });

  it('names the dice that do not score', () => {
    expect(holdValue(rolled, [1, 2, 3]).nonScoring).toEqual([2, 3]);
    const why = '2, 3 do not score: hold only dice that score.';
    expect(holdSummary(rolled, [1, 3, 2])).toEqual({ legal: false, points: 0, text: why, spoken: why });
    expect(holdSummary(rolled, [6]).text).toBe('6 does not score: hold only dice that score.');
    expect(holdSummary(rolled, []).legal).toBe(false);
  });

  it('says when all the dice scored', () => {
    const six = game('zilch-15k', [{ type: 'roll', dice: [1, 1, 1, 5, 5, 5] }]);
    expect(holdSummary(six, [1, 1, 1, 5, 5, 5]).text).toBe('Holding 1, 1, 1, 5, 5, 5: 3,000, all 6 dice scored.');
  });
});

describe('banners', () => {
  it('turning the corner after all six scored', () => {
    const state = game('zilch-15k', [
      { type: 'roll', dice: [1, 1, 1, 5, 5, 5] },
      { type: 'hold', dice: [1, 1, 1, 5, 5, 5] },
    ]);
    expect(turnBanners(state).map((banner) => banner.heading)).toEqual([
      'All 6 scored: you must roll them all again before you bank',
    ]);
  });

  it('hot dice where the player may bank, and the lock of 10-dice Zilch', () => {
    const farkle = game('farkle', [
      { type: 'roll', dice: [1, 1, 1, 5, 5, 5] },
      { type: 'hold', dice: [1, 1, 1, 5, 5, 5] },
    ]);
    expect(turnBanners(farkle).map((banner) => banner.heading)).toEqual(['Hot dice! Roll all 6 again, or bank']);
    const ten = game('ten-dice', [
      { type: 'first-player', player: 0 },
      { type: 'roll', dice: [1, 1, 1, 5, 5, 5, 2, 2, 2, 5] },
      { type: 'hold', dice: [1, 1, 1, 5, 5, 5, 2, 2, 2, 5] },
    ]);
    expect(turnBanners(ten).map((banner) => banner.heading)).toEqual([
      'Hot dice! Roll all 10 again, or bank',
      'Locked: 2,200 safe',
    ]);
  });

  it("the last die's second chance and the final round", () => {
    const missed = game('zilch-1000-open', [
      { type: 'roll', dice: [1, 1, 1, 5, 5, 2] },
      { type: 'hold', dice: [1, 1, 1, 5, 5] },
      { type: 'roll', dice: [3] },
    ]);
    expect(turnBanners(missed).map((banner) => banner.heading)).toEqual(['Missed — throw the last die once more']);
    const final = game('zilch-5k', [{ type: 'total', points: 5050 }]);
    const [banner] = turnBanners(final);
    expect(banner?.heading).toBe("Final round: Ben's last turn");
    expect(banner?.text).toBe('Ana passed 5,000; everyone else gets one more turn. 2 turns left.');
    // Ben passed Ana: the banner says who leads now, not only who reached the target.
    const passed = after(final, [{ type: 'total', points: 5500 }]);
    expect(turnBanners(passed)[0]?.text).toBe(
      'Ana passed 5,000; everyone else gets one more turn. Ben leads with 5,500. This is the last turn of the game.',
    );
  });

  it('what wins: in the final round for the player up, and before it when a bank would start it', () => {
    const final = game(
      'farkle',
      [4000, 3000, 2000, 6500].map((points) => ({ type: 'total', points })),
    );
    expect(needLine(final)).toEqual({ text: 'Ben needs 7,550 to win (7,500 to tie)', met: false });
    expect(needLine(final, 7000).text).toBe('Ben needs 7,550 to win (7,500 to tie): 550 to go');
    expect(needLine(final, 8000)).toEqual({ text: 'Ben needs 7,550 to win (7,500 to tie): reached', met: true });
    const close = game('farkle', [
      { type: 'total', points: 9000 },
      { type: 'total', points: 0 },
      { type: 'total', points: 0 },
    ]);
    expect(needLine(close, 1000).text).toBe('Banking 1,000 starts the final round');
    expect(needLine(close, 500).text).toBe('');
    const onTheBoard = game(
      'zilch-15k',
      [14000, 14000, 500].map((points) => ({ type: 'total', points })),
    );
    expect(needLine(onTheBoard, 1050).text).toBe('350 to bank: reached; banking 1,050 starts the final round');
  });

  it('a place in the standings, drawn and spoken', () => {
    const place = {
      seat: 1,
      score: 3000,
      onBoard: true,
      leader: false,
      behind: 3500,
      toTarget: 7000,
      up: false,
      next: true,
      toWin: null,
    };
    expect(standingNote(place, false)).toEqual({ shown: '−3,500 · next', spoken: '3,500 behind, next' });
    expect(standingNote({ ...place, leader: true, behind: 0, next: false, up: true }, false)).toEqual({
      shown: 'leads · 7,000 to go',
      spoken: 'leads, 7,000 to the target, up now',
    });
    expect(standingNote({ ...place, onBoard: false }, true)).toEqual({
      shown: '−3,500 · off board · next',
      spoken: '3,500 behind, not on the board, next',
    });
    expect(standingNote({ ...place, behind: 0, next: false }, false), 'level with everyone').toEqual({
      shown: '',
      spoken: '',
    });
    expect(standingNote({ ...place, toWin: 7550, onBoard: false }, true)).toEqual({
      shown: 'needs 7,550 · next',
      spoken: 'needs 7,550 to win, next',
    });
  });

  it('the turn that just ended', () => {
    const state = game('zilch-15k', [{ type: 'total', points: 650 }]);
    const record = justEndedTurn(state);
    expect(record && endedTurnBanner(state, record, null).heading).toBe('Ana banked 650: total 650');
    const zilch = game('zilch-15k', [{ type: 'roll', dice: [2, 3, 4, 6, 2, 3] }]);
    const lost = justEndedTurn(zilch);
    expect(lost && endedTurnBanner(zilch, lost, 450).heading).toBe("Zilch! Ana's turn ends — 450 lost");
    expect(justEndedTurn(after(zilch, [{ type: 'roll', dice: [1, 2, 3, 4, 6, 6] }]))).toBeNull();
  });

  it('says what the challenged player loses when a challenge turn zilches with locked points kept', () => {
    const state = lockedChallengeZilchState();
    const record = justEndedTurn(state);
    expect(record && endedTurnBanner(state, record, 0).text).toBe(
      '2,200 locked points are kept. Ben loses 2,200. Ana pays a 600 penalty. Tapped a die wrong? Undo brings the roll back.',
    );
  });
});

describe('resultSentence', () => {
  it('says what a hold, a bank and a zilch did', () => {
    const rolled = game('zilch-15k', [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
      { type: 'hold', dice: [1, 2, 3, 4, 5, 6] },
      { type: 'roll', dice: [1, 5, 2, 2, 3, 3] },
    ]);
    const held = after(rolled, [{ type: 'hold', dice: [1, 5] }]);
    expect(resultSentence(rolled, held, [{ type: 'hold', dice: [5, 1] }])).toBe(
      'Ana holds 1, 5: 150, turn total 1,650, roll 4 dice.',
    );
    const banked = after(held, [{ type: 'bank' }]);
    expect(resultSentence(held, banked, [{ type: 'bank' }])).toBe('Ana banks 1,650, total 1,650. Ben is up.');
    const zilched = after(held, [{ type: 'roll', dice: [2, 3, 4, 6] }]);
    expect(resultSentence(held, zilched, [{ type: 'roll', dice: [2, 3, 4, 6] }])).toBe(
      'Ana zilches, 1,650 lost. Ben is up.',
    );
  });

  it('ends with the winner', () => {
    const before = game('zilch-5k', [
      { type: 'total', points: 5050 },
      { type: 'total', points: 0 },
    ]);
    const over = after(before, [{ type: 'total', points: 0 }]);
    expect(resultSentence(before, over, [{ type: 'total', points: 0 }])).toBe(
      'Cy zilches. The game is over: Ana wins.',
    );
    expect(standing(over)).toBe('The game is over: Ana wins.');
  });
});

describe('the pad, the risk lines and the game over', () => {
  it('heads the pad with the dice to roll, naming the player for dice tapped ahead', () => {
    const held = game('farkle', [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
      { type: 'hold', dice: [1, 5] },
    ]);
    expect(padHeading(held)).toBe('Tap in the roll: 4 dice');
    expect(padHeading(after(held, [{ type: 'bank' }]), true)).toBe("Tap in Ben's roll: 6 dice");
  });

  it('gives the chance to zilch without the advisor, but not with pyramiding, where it would mislead', () => {
    const fresh = game('farkle');
    expect(zilchRiskLine(fresh, 6)).toBe('Rolling 6 dice: 2.31% chance to zilch.');
    expect(zilchRiskLine(fresh, 0)).toBe('');
    const farkle = presetById('farkle');
    const pyramiding = game({ ...farkle, variations: { ...farkle.variations, pyramiding: true } });
    expect(zilchRiskLine(pyramiding, 6)).toBe('');
  });

  it('says what rolling the free dice of a take-over risks', () => {
    const offered = game('serendipity-creak', [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
      { type: 'hold', dice: [1, 5] },
      { type: 'bank' },
    ]);
    expect(takeOverRiskLine(offered)).toBe('Rolling 4 dice: 15.74% chance to zilch and lose the 150.');
    expect(takeOverRiskLine(game('serendipity-creak'))).toBe('');
  });

  it('names the winner and the winning score when the game is over', () => {
    const over = game('zilch-5k', [
      { type: 'total', points: 5050 },
      { type: 'total', points: 0 },
      { type: 'total', points: 0 },
    ]);
    expect(gameOverText(over)).toEqual({ heading: 'Ana wins!', text: 'Game over: won with 5,050 after 1 round.' });
  });
});

describe('namesList', () => {
  it('joins names the way people say them', () => {
    expect(namesList(['Ana'])).toBe('Ana');
    expect(namesList(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(namesList(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy');
  });
});
