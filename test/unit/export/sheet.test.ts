import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/game/index.js';
import type { Entry } from '../../../src/game/index.js';
import { formatSigned, markText, scoreSheet, targetTurnIndex, turnLabel, turnTitle } from '../../../src/export/sheet.js';
import type { ScoreSheet, SheetCell, SheetLine, SheetTurnLine } from '../../../src/export/sheet.js';
import { presetById } from '../../../src/rules/index.js';
import { lockedChallengeZilchState } from '../../support/locked-challenge.js';
import { TIE_BROKEN, tieBrokenGame } from '../../support/game-state.js';
import { SHEET_ENTRIES, sheetSetup, sheetState } from '../../support/sheet-game.js';

const cell = (sheet: ScoreSheet, round: number, name: string): SheetCell => {
  const column = sheet.columns.findIndex((c) => c.name === name);
  const found = sheet.rows[round - 1]?.cells[column];
  if (!found) throw new Error(`no cell for ${name} in round ${round}`);
  return found;
};
const turnLine = (c: SheetCell): SheetTurnLine => {
  const line = c.lines.find((l): l is SheetTurnLine => l.kind === 'turn');
  if (!line) throw new Error('no turn in this cell');
  return line;
};
const marks = (line: SheetLine) => (line.kind === 'turn' ? line.marks.map(markText) : []);

describe('scoreSheet of a finished four-player game', () => {
  const sheet = scoreSheet(sheetState());

  it('has a column per player in playing order and a row per round', () => {
    expect(sheet.columns.map((c) => c.name)).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
    expect(sheet.rows.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('writes each turn as the paper does: the result, with the running total under it', () => {
    const first = sheet.rows[0]?.cells.map((c) => turnLine(c)).map((l) => [l.label, l.total]);
    expect(first).toEqual([
      ['Zilch', 0],
      ['600', 600],
      ['Zilch', 0],
      ['500', 500],
    ]);
    expect(turnLine(cell(sheet, 2, 'Ben'))).toMatchObject({ label: '1,100', change: 1100, total: 1700, turnNumber: 6 });
  });

  it('marks who got on the board, and where', () => {
    const onBoard = (name: string) =>
      sheet.rows.findIndex((row) => row.cells.some((c) => sheet.columns.find((col) => col.seat === c.seat)?.name === name && c.lines.some((l) => marks(l).includes('on the board')))) + 1;
    expect(['Ana', 'Ben', 'Cy', 'Dee'].map(onBoard)).toEqual([2, 1, 2, 1]);
    expect(sheet.hasOpeningMinimum).toBe(true);
  });

  it('marks a take-over', () => {
    expect(marks(turnLine(cell(sheet, 2, 'Ben')))).toEqual(['took over 750']);
  });

  it("marks a challenge and writes the loss in the challenged player's cell with their total after it", () => {
    expect(marks(turnLine(cell(sheet, 3, 'Ben')))).toEqual(['challenged Ana']);
    const ana = cell(sheet, 3, 'Ana').lines;
    expect(ana.map((l) => [l.kind, l.label, l.total])).toEqual([
      ['turn', '400', 1150],
      ['adjustment', "−650, Ben's challenge", 500],
    ]);
    expect(turnLine(cell(sheet, 4, 'Ana')).total).toBe(1000);
  });

  it('shows a challenge zilch with its penalty', () => {
    const cy = turnLine(cell(sheet, 4, 'Cy'));
    expect(cy).toMatchObject({ label: 'Zilch −600', change: -600, total: 950, outcome: 'zilch' });
    expect(marks(cy)).toEqual(['challenged Dee']);
  });

  it("shows a challenge zilch that kept locked points, and the kept points taken from the challenged player's score", () => {
    const locked = scoreSheet(lockedChallengeZilchState());
    expect(turnLine(cell(locked, 1, 'Ana'))).toMatchObject({ label: 'Zilch, kept 2,200 −600', change: 1600, total: 1600 });
    expect(cell(locked, 1, 'Ben').lines.map((l) => [l.kind, l.label, l.total])).toEqual([['adjustment', "−2,200, Ana's challenge", -2200]]);
  });

  it('marks the turn that passed the target and every turn of the final round', () => {
    expect(marks(turnLine(cell(sheet, 9, 'Ben')))).toEqual(['passed 5,000']);
    expect(marks(turnLine(cell(sheet, 9, 'Cy')))).toEqual(['final round']);
    expect(marks(turnLine(cell(sheet, 10, 'Ana')))).toEqual(['final round']);
    expect(sheet.rows.map((r) => r.finalRound)).toEqual([false, false, false, false, false, false, false, false, true, true]);
    expect(targetTurnIndex(sheetState())).toBe(33);
  });

  it('names the winner and has no current turn', () => {
    expect(sheet.outcome).toBe('Ben wins with 5,250');
    expect(sheet.finished).toBe(true);
    expect(sheet.columns.filter((c) => c.winner).map((c) => c.name)).toEqual(['Ben']);
    expect(sheet.rows.flatMap((r) => r.cells).filter((c) => c.current)).toEqual([]);
    expect(sheet.columns.map((c) => c.score)).toEqual([3950, 5250, 4650, 3950]);
  });

  it('leaves the cells of the last round empty for players who had no turn in it', () => {
    expect(sheet.rows[9]?.cells.map((c) => c.lines.length)).toEqual([1, 0, 0, 0]);
  });
});

describe('scoreSheet of a game being played', () => {
  it('shows who is up, with the points so far, and says the round', () => {
    const state = replay(sheetSetup(), SHEET_ENTRIES.slice(0, 9));
    const sheet = scoreSheet(state);
    expect(sheet.outcome).toBe('Round 3: Ana is up');
    const current = sheet.rows.flatMap((r) => r.cells).filter((c) => c.current);
    expect(current.map((c) => [c.round, c.seat, c.current?.turnTotal])).toEqual([[3, 0, 0]]);
    expect(sheet.finished).toBe(false);
  });

  it('says the final round and who reached the target', () => {
    const index = SHEET_ENTRIES.length - 2; // after Ben's 5,250 and Cy's final turn
    const state = replay(sheetSetup(), SHEET_ENTRIES.slice(0, index));
    expect(scoreSheet(state).outcome).toBe('Final round (Ben reached 5,250): Dee is up');
  });

  it('starts the columns with the first player when the group picked another one', () => {
    const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben', 'Cy'], throwOff: true };
    const entries: Entry[] = [
      { type: 'first-player', player: 2 },
      { type: 'total', points: 300 },
      { type: 'total', points: 0 },
    ];
    const sheet = scoreSheet(replay(setup, entries));
    expect(sheet.columns.map((c) => c.name)).toEqual(['Cy', 'Ana', 'Ben']);
    expect(sheet.rows[0]?.cells.map((c) => c.lines.map((l) => l.label))).toEqual([['300'], ['Zilch'], []]);
    expect(sheet.hasOpeningMinimum).toBe(false);
    expect(sheet.rows[0]?.cells.flatMap((c) => c.lines).flatMap(marks)).toEqual([]);
  });

  it('has no rows before the first turn', () => {
    const sheet = scoreSheet(replay(sheetSetup(), []));
    expect(sheet.rows.length).toBe(1);
    expect(sheet.rows[0]?.cells[0]?.current).toEqual({ turnTotal: 0 });
    expect(scoreSheet(replay({ rules: presetById('ten-dice'), players: ['A', 'B'] }, [])).outcome).toBe('Throwing for the first player');
  });
});

describe('winners', () => {
  it('shares a win where the rules share ties', () => {
    const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben'] };
    const sheet = scoreSheet(replay(setup, [{ type: 'total', points: 10000 }, { type: 'total', points: 10000 }]));
    expect(sheet.outcome).toBe('Ana and Ben share the win with 10,000');
    expect(sheet.tieBreak).toBeNull();
  });

  it('tells of a tie-break throw', () => {
    const setup = { rules: presetById('zilch-15k'), players: ['Ana', 'Ben'] };
    const state = replay(setup, [
      { type: 'total', points: 15050 },
      { type: 'total', points: 15050 },
      { type: 'tie-throw', player: 0, dice: [1, 1, 1, 2, 3, 4] },
      { type: 'tie-throw', player: 1, dice: [2, 3, 4, 6, 6, 2] },
    ]);
    const sheet = scoreSheet(state);
    expect(sheet.outcome).toBe('Ana wins with 15,050');
    expect(sheet.tieBreak).toBe('Ana and Ben tied at 15,050; the tie-break throw decided it: Ana 1,000 (1, 1, 1, 2, 3, 4), Ben 0 (2, 3, 4, 6, 6, 2)');
    expect(sheet.tieThrows).toEqual([
      { seat: 0, name: 'Ana', dice: [1, 1, 1, 2, 3, 4], points: 1000, round: 1 },
      { seat: 1, name: 'Ben', dice: [2, 3, 4, 6, 6, 2], points: 0, round: 1 },
    ]);
  });

  it('writes the throws of every tie-break round, and the throws so far while the leaders still throw', () => {
    expect(scoreSheet(tieBrokenGame()).tieBreak).toBe(
      'Ana and Ben tied at 15,050; the tie-break throw decided it: Ana 50 (5, 2, 3, 4, 6, 6), Ben 50 (5, 3, 3, 2, 4, 6); then Ana 0 (2, 3, 4, 6, 6, 2), Ben 1,000 (1, 1, 1, 2, 3, 4)',
    );
    const throwing = scoreSheet(tieBrokenGame(TIE_BROKEN.slice(0, 3)));
    expect(throwing.outcome).toBe('Tied at 15,050: Ana and Ben throw for the win');
    expect(throwing.tieBreak).toBe('Tie-break throws so far: Ana 50 (5, 2, 3, 4, 6, 6)');
  });

  it('says while tied leaders throw', () => {
    const setup = { rules: presetById('zilch-15k'), players: ['Ana', 'Ben'] };
    const state = replay(setup, [
      { type: 'total', points: 15050 },
      { type: 'total', points: 15050 },
    ]);
    expect(scoreSheet(state).outcome).toBe('Tied at 15,050: Ana and Ben throw for the win');
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

  it('uses a real minus sign for negative scores', () => {
    expect(formatSigned(-600)).toBe('−600');
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(12500)).toBe('12,500');
  });

  it('names a turn as the correction dialog does', () => {
    expect(turnTitle(sheetState(), 6)).toBe('Turn 7, Cy, round 2');
  });
});
