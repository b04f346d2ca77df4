import { describe, expect, it } from 'vitest';
import { statsFilter } from '../../../src/ui/pages/stats/period.js';
import {
  alsoSpelled,
  damagedLine,
  finishedLine,
  headToHeadSentence,
  percent,
  samePersonAlready,
  streakWords,
  turnsToBoardWords,
} from '../../../src/ui/text/stats-text.js';

const record = (games: number, aAhead: number, bAhead: number, level: number) => ({
  games,
  aAhead,
  bAhead,
  level,
  aWins: aAhead,
  bWins: bAhead,
});

describe('the statistics in words', () => {
  it('counts the games, and says when games in play or damaged ones are left out', () => {
    expect(finishedLine(1, 0)).toBe('1 finished game');
    expect(finishedLine(1200, 2)).toBe('1,200 finished games (games in play are not counted)');
    expect(damagedLine(1)).toBe('1 damaged game is left out.');
    expect(damagedLine(3)).toBe('3 damaged games are left out.');
  });

  it('writes rates as whole percents, streaks and the turns to get on the board', () => {
    expect([percent(2 / 3), percent(0), percent(1)]).toEqual(['67%', '0%', '100%']);
    expect([streakWords(0), streakWords(1), streakWords(4)]).toEqual(['none', '1 bank', '4 banks']);
    expect(turnsToBoardWords(4 / 3, 0)).toBe('1.3');
    expect(turnsToBoardWords(1.5, 1)).toBe('1.5 (never in 1 game)');
    expect(turnsToBoardWords(null, 3)).toBe('never in 3 games');
  });

  it('keeps a right-to-left name from reordering the words around it', () => {
    expect(alsoSpelled(['benny', 'שרה'])).toBe('also spelled: benny, \u2068שרה\u2069');
    expect(headToHeadSentence('שרה', 'Ben', record(2, 1, 1, 0))).toBe(
      '\u2068שרה\u2069 and Ben: 2 games together. \u2068שרה\u2069 finished ahead in 1, Ben in 1.',
    );
  });

  it('says a head to head record, level games only when there are some', () => {
    expect(headToHeadSentence('Ann', 'Ben', record(0, 0, 0, 0))).toBe('Ann and Ben have not finished a game together.');
    expect(headToHeadSentence('Ann', 'Ben', record(3, 1, 1, 1))).toBe(
      'Ann and Ben: 3 games together. Ann finished ahead in 1, Ben in 1, level in 1.',
    );
  });

  it('refuses a merge in words: a name into itself, or two names of one person', () => {
    expect(samePersonAlready('Ann', 'ann', true)).toBe('Ann cannot be merged into itself: pick two different names.');
    expect(samePersonAlready('Ben', 'Benjamin', false)).toBe('Ben and Benjamin are the same person already.');
  });
});

describe('statsFilter', () => {
  const now = new Date(2026, 2, 15, 20, 30).getTime();

  it('counts the periods back from now on the calendar', () => {
    expect(statsFilter('', 'all', now)).toEqual({});
    expect(statsFilter('farkle', 'all', now)).toEqual({ rulesId: 'farkle' });
    expect(statsFilter('', '30-days', now)).toEqual({ from: now - 30 * 86_400_000 });
    expect(statsFilter('', '12-months', now)).toEqual({ from: new Date(2025, 2, 15, 20, 30).getTime() });
    expect(statsFilter('house', 'year', now)).toEqual({ rulesId: 'house', from: new Date(2026, 0, 1).getTime() });
  });
});
