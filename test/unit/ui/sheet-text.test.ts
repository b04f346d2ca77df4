/**
 * The score sheet's words in English, exactly as the export layer wrote them before it spoke in
 * codes: the same games' outcomes, tie-breaks, turn labels, marks and turn titles.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/game/index.js';
import { scoreSheet, turnTitleOf } from '../../../src/export/sheet.js';
import type { ScoreSheet, SheetTurnLine } from '../../../src/export/sheet.js';
import { presetById } from '../../../src/rules/index.js';
import {
  formatChange,
  formatSigned,
  markWords,
  outcomeWords,
  tieBreakWords,
  turnLabel,
  turnTitleWords,
} from '../../../src/ui/text/sheet-text.js';
import { lockedChallengeZilchState } from '../../support/locked-challenge.js';
import { TIE_BROKEN, tieBrokenGame } from '../../support/game-state.js';
import { SHEET_ENTRIES, sheetCell, sheetSetup, sheetState, turnLineOf } from '../../support/sheet-game.js';

const cell = sheetCell;
const turnLine = turnLineOf;
const marks = (line: SheetTurnLine) => line.marks.map(markWords);
const outcome = (sheet: ScoreSheet) => outcomeWords(sheet.outcome);
const tieBreak = (sheet: ScoreSheet) => (sheet.tieBreak ? tieBreakWords(sheet.tieBreak) : null);

describe('the sheet of a finished four-player game in words', () => {
  const sheet = scoreSheet(sheetState());

  it('labels each turn as before', () => {
    expect(sheet.rows[0]?.cells.map((c) => turnLabel(turnLine(c)))).toEqual(['Zilch', '600', 'Zilch', '500']);
    expect(turnLabel(turnLine(cell(sheet, 2, 'Ben')))).toBe('1,100');
    expect(turnLabel(turnLine(cell(sheet, 4, 'Cy')))).toBe('Zilch −600');
    expect(turnLabel(turnLine(cell(scoreSheet(lockedChallengeZilchState()), 1, 'Ana')))).toBe('Zilch, kept 2,200 −600');
  });

  it('writes the marks as before', () => {
    expect(marks(turnLine(cell(sheet, 2, 'Ben')))).toEqual(['took over 750']);
    expect(marks(turnLine(cell(sheet, 3, 'Ben')))).toEqual(['challenged Ana']);
    expect(marks(turnLine(cell(sheet, 4, 'Cy')))).toEqual(['challenged Dee']);
    expect(marks(turnLine(cell(sheet, 9, 'Ben')))).toEqual(['passed 5,000']);
    expect(marks(turnLine(cell(sheet, 9, 'Cy')))).toEqual(['final round']);
    expect(
      sheet.rows
        .flatMap((r) => r.cells)
        .flatMap((c) => c.lines)
        .flatMap((l) => (l.kind === 'turn' ? marks(l) : [])),
    ).toContain('on the board');
    expect(markWords({ kind: 'reached-target', target: 10_000, targetMode: 'reach' })).toBe('reached 10,000');
    expect(markWords({ kind: 'streak-penalty', points: 1000 })).toBe('zilch streak −1,000');
  });

  it('names the winner as before', () => {
    expect(outcome(sheet)).toBe('Ben wins with 5,250');
    expect(tieBreak(sheet)).toBeNull();
  });
});

describe('how a game being played stands, in words', () => {
  it('says the round and who is up, or the final round and who reached the target', () => {
    expect(outcome(scoreSheet(replay(sheetSetup(), SHEET_ENTRIES.slice(0, 9))))).toBe('Round 3: Ana is up');
    expect(outcome(scoreSheet(replay(sheetSetup(), SHEET_ENTRIES.slice(0, SHEET_ENTRIES.length - 2))))).toBe(
      'Final round (Ben reached 5,250): Dee is up',
    );
    expect(outcome(scoreSheet(replay({ rules: presetById('ten-dice'), players: ['A', 'B'] }, [])))).toBe(
      'Throwing for the first player',
    );
  });
});

describe('winners and tie-breaks in words', () => {
  it('shares a win', () => {
    const sheet = scoreSheet(
      replay({ rules: presetById('farkle'), players: ['Ana', 'Ben'] }, [
        { type: 'total', points: 10000 },
        { type: 'total', points: 10000 },
      ]),
    );
    expect(outcome(sheet)).toBe('Ana and Ben share the win with 10,000');
    const three = scoreSheet(
      replay({ rules: presetById('farkle'), players: ['Ana', 'Ben', 'Cy'] }, [
        { type: 'total', points: 10000 },
        { type: 'total', points: 10000 },
        { type: 'total', points: 10000 },
      ]),
    );
    expect(outcome(three)).toBe('Ana, Ben and Cy share the win with 10,000');
  });

  it('tells of a tie-break throw', () => {
    const state = replay({ rules: presetById('zilch-15k'), players: ['Ana', 'Ben'] }, [
      { type: 'total', points: 15050 },
      { type: 'total', points: 15050 },
      { type: 'tie-throw', player: 0, dice: [1, 1, 1, 2, 3, 4] },
      { type: 'tie-throw', player: 1, dice: [2, 3, 4, 6, 6, 2] },
    ]);
    const sheet = scoreSheet(state);
    expect(outcome(sheet)).toBe('Ana wins with 15,050');
    expect(tieBreak(sheet)).toBe(
      'Ana and Ben tied at 15,050; the tie-break throw decided it: Ana 1,000 (1, 1, 1, 2, 3, 4), Ben 0 (2, 3, 4, 6, 6, 2)',
    );
  });

  it('writes the throws of every tie-break round, and the throws so far while the leaders still throw', () => {
    expect(tieBreak(scoreSheet(tieBrokenGame()))).toBe(
      'Ana and Ben tied at 15,050; the tie-break throw decided it: Ana 50 (5, 2, 3, 4, 6, 6), Ben 50 (5, 3, 3, 2, 4, 6); then Ana 0 (2, 3, 4, 6, 6, 2), Ben 1,000 (1, 1, 1, 2, 3, 4)',
    );
    const throwing = scoreSheet(tieBrokenGame(TIE_BROKEN.slice(0, 3)));
    expect(outcome(throwing)).toBe('Tied at 15,050: Ana and Ben throw for the win');
    expect(tieBreak(throwing)).toBe('Tie-break throws so far: Ana 50 (5, 2, 3, 4, 6, 6)');
  });

  it('keeps a right-to-left name isolated in a list', () => {
    const sheet = scoreSheet(
      replay({ rules: presetById('farkle'), players: ['שרה', 'Ben'] }, [
        { type: 'total', points: 10000 },
        { type: 'total', points: 10000 },
      ]),
    );
    expect(outcome(sheet)).toBe('\u2068שרה\u2069 and Ben share the win with 10,000');
  });
});

describe('labels', () => {
  it('writes zilches with kept points and penalties', () => {
    expect(turnLabel({ outcome: 'zilch', points: 0, penalty: 0 })).toBe('Zilch');
    expect(turnLabel({ outcome: 'zilch', points: 0, penalty: 2000 })).toBe('Zilch −2,000');
    expect(turnLabel({ outcome: 'zilch', points: 1200, penalty: 0 })).toBe('Zilch, kept 1,200');
    expect(turnLabel({ outcome: 'zilch', points: 1200, penalty: 600 })).toBe('Zilch, kept 1,200 −600');
    expect(turnLabel({ outcome: 'bank', points: 15450, penalty: 0 })).toBe('15,450');
  });

  it('uses a real minus sign for negative scores and changes', () => {
    expect(formatSigned(-600)).toBe('−600');
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(12500)).toBe('12,500');
    expect(formatChange(-650)).toBe('−650');
    expect(formatChange(650)).toBe('+650');
  });

  it('names a turn as the correction dialog does', () => {
    expect(turnTitleWords(turnTitleOf(sheetState(), 6))).toBe('Turn 7, Cy, round 2');
    expect(turnTitleWords(turnTitleOf(sheetState(), 99))).toBe('Turn 100');
  });
});
