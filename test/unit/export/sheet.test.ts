import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/game/index.js';
import type { Entry } from '../../../src/game/index.js';
import { scoreSheet, targetTurnIndex, turnTitleOf } from '../../../src/export/sheet.js';
import type { SheetLine, SheetMark } from '../../../src/export/sheet.js';
import { presetById } from '../../../src/rules/index.js';
import { lockedChallengeZilchState } from '../../support/locked-challenge.js';
import { TIE_BROKEN, tieBrokenGame } from '../../support/game-state.js';
import { SHEET_ENTRIES, sheetCell, sheetSetup, sheetState, turnLineOf } from '../../support/sheet-game.js';

const cell = sheetCell;
const turnLine = turnLineOf;
const marks = (line: SheetLine): readonly SheetMark[] => (line.kind === 'turn' ? line.marks : []);
const kinds = (line: SheetLine) => marks(line).map((mark) => mark.kind);

describe('scoreSheet of a finished four-player game', () => {
  const sheet = scoreSheet(sheetState());

  it('has a column per player in playing order and a row per round', () => {
    expect(sheet.columns.map((c) => c.name)).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
    expect(sheet.rows.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('writes each turn as the paper does: the result, with the running total under it', () => {
    const first = sheet.rows[0]?.cells.map((c) => turnLine(c)).map((l) => [l.outcome, l.points, l.total]);
    expect(first).toEqual([
      ['zilch', 0, 0],
      ['bank', 600, 600],
      ['zilch', 0, 0],
      ['bank', 500, 500],
    ]);
    expect(turnLine(cell(sheet, 2, 'Ben'))).toMatchObject({
      outcome: 'bank',
      points: 1100,
      change: 1100,
      total: 1700,
      turnNumber: 6,
    });
  });

  it('marks who got on the board, and where', () => {
    const onBoard = (name: string) =>
      sheet.rows.findIndex((row) =>
        row.cells.some(
          (c) =>
            sheet.columns.find((col) => col.seat === c.seat)?.name === name &&
            c.lines.some((l) => kinds(l).includes('on-board')),
        ),
      ) + 1;
    expect(['Ana', 'Ben', 'Cy', 'Dee'].map(onBoard)).toEqual([2, 1, 2, 1]);
    expect(sheet.hasOpeningMinimum).toBe(true);
  });

  it('marks a take-over', () => {
    expect(marks(turnLine(cell(sheet, 2, 'Ben')))).toEqual([
      { kind: 'take-over', points: 750, dice: expect.any(Number) },
    ]);
  });

  it("marks a challenge and writes the loss in the challenged player's cell with their total after it", () => {
    expect(marks(turnLine(cell(sheet, 3, 'Ben')))).toEqual([{ kind: 'challenge', opponent: 'Ana', which: 0 }]);
    const ana = cell(sheet, 3, 'Ana').lines;
    expect(ana.map((l) => [l.kind, l.change, l.total])).toEqual([
      ['turn', 400, 1150],
      ['adjustment', -650, 500],
    ]);
    expect(ana[1]).toMatchObject({ kind: 'adjustment', by: 'Ben' });
    expect(turnLine(cell(sheet, 4, 'Ana')).total).toBe(1000);
  });

  it('shows a challenge zilch with its penalty', () => {
    const cy = turnLine(cell(sheet, 4, 'Cy'));
    expect(cy).toMatchObject({ points: 0, penalty: 600, change: -600, total: 950, outcome: 'zilch' });
    expect(marks(cy)).toEqual([{ kind: 'challenge', opponent: 'Dee', which: 0 }]);
  });

  it("shows a challenge zilch that kept locked points, and the kept points taken from the challenged player's score", () => {
    const locked = scoreSheet(lockedChallengeZilchState());
    expect(turnLine(cell(locked, 1, 'Ana'))).toMatchObject({
      outcome: 'zilch',
      points: 2200,
      penalty: 600,
      change: 1600,
      total: 1600,
    });
    expect(cell(locked, 1, 'Ben').lines.map((l) => [l.kind, l.change, l.total])).toEqual([
      ['adjustment', -2200, -2200],
    ]);
    expect(cell(locked, 1, 'Ben').lines[0]).toMatchObject({ by: 'Ana' });
  });

  it('marks the turn that passed the target and every turn of the final round', () => {
    expect(marks(turnLine(cell(sheet, 9, 'Ben')))).toEqual([
      { kind: 'reached-target', target: 5000, targetMode: 'more-than' },
    ]);
    expect(marks(turnLine(cell(sheet, 9, 'Cy')))).toEqual([{ kind: 'final-turn' }]);
    expect(marks(turnLine(cell(sheet, 10, 'Ana')))).toEqual([{ kind: 'final-turn' }]);
    expect(sheet.rows.map((r) => r.finalRound)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(targetTurnIndex(sheetState())).toBe(33);
  });

  it('names the winner and has no current turn', () => {
    expect(sheet.outcome).toEqual({ code: 'wins', winner: 'Ben', score: 5250 });
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
    expect(sheet.outcome).toEqual({ code: 'round', round: 3, up: 'Ana' });
    const current = sheet.rows.flatMap((r) => r.cells).filter((c) => c.current);
    expect(current.map((c) => [c.round, c.seat, c.current?.turnTotal])).toEqual([[3, 0, 0]]);
    expect(sheet.finished).toBe(false);
  });

  it('says the final round and who reached the target', () => {
    const index = SHEET_ENTRIES.length - 2; // after Ben's 5,250 and Cy's final turn
    const state = replay(sheetSetup(), SHEET_ENTRIES.slice(0, index));
    expect(scoreSheet(state).outcome).toEqual({ code: 'final-round', by: 'Ben', reached: 5250, up: 'Dee' });
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
    expect(sheet.rows[0]?.cells.map((c) => c.lines.map((l) => l.change))).toEqual([[300], [0], []]);
    expect(sheet.hasOpeningMinimum).toBe(false);
    expect(sheet.rows[0]?.cells.flatMap((c) => c.lines).flatMap(marks)).toEqual([]);
  });

  it('has no rows before the first turn', () => {
    const sheet = scoreSheet(replay(sheetSetup(), []));
    expect(sheet.rows.length).toBe(1);
    expect(sheet.rows[0]?.cells[0]?.current).toEqual({ turnTotal: 0 });
    expect(scoreSheet(replay({ rules: presetById('ten-dice'), players: ['A', 'B'] }, [])).outcome).toEqual({
      code: 'throw-off',
    });
  });
});

describe('winners', () => {
  it('shares a win where the rules share ties', () => {
    const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben'] };
    const sheet = scoreSheet(
      replay(setup, [
        { type: 'total', points: 10000 },
        { type: 'total', points: 10000 },
      ]),
    );
    expect(sheet.outcome).toEqual({ code: 'share', winners: ['Ana', 'Ben'], score: 10000 });
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
    expect(sheet.outcome).toEqual({ code: 'wins', winner: 'Ana', score: 15050 });
    expect(sheet.tieBreak).toEqual({ code: 'decided', leaders: ['Ana', 'Ben'], score: 15050, throws: sheet.tieThrows });
    expect(sheet.tieThrows).toEqual([
      { seat: 0, name: 'Ana', dice: [1, 1, 1, 2, 3, 4], points: 1000, round: 1 },
      { seat: 1, name: 'Ben', dice: [2, 3, 4, 6, 6, 2], points: 0, round: 1 },
    ]);
  });

  it('writes the throws of every tie-break round, and the throws so far while the leaders still throw', () => {
    const decided = scoreSheet(tieBrokenGame());
    expect(decided.tieBreak).toEqual({
      code: 'decided',
      leaders: ['Ana', 'Ben'],
      score: 15050,
      throws: decided.tieThrows,
    });
    expect(decided.tieThrows.map((thrown) => [thrown.name, thrown.round, thrown.points])).toEqual([
      ['Ana', 1, 50],
      ['Ben', 1, 50],
      ['Ana', 2, 0],
      ['Ben', 2, 1000],
    ]);
    const throwing = scoreSheet(tieBrokenGame(TIE_BROKEN.slice(0, 3)));
    expect(throwing.outcome).toEqual({ code: 'tie-break', contenders: ['Ana', 'Ben'], score: 15050 });
    expect(throwing.tieBreak).toEqual({
      code: 'so-far',
      throws: [{ seat: 0, name: 'Ana', dice: [5, 2, 3, 4, 6, 6], points: 50, round: 1 }],
    });
  });

  it('says while tied leaders throw', () => {
    const setup = { rules: presetById('zilch-15k'), players: ['Ana', 'Ben'] };
    const state = replay(setup, [
      { type: 'total', points: 15050 },
      { type: 'total', points: 15050 },
    ]);
    expect(scoreSheet(state).outcome).toEqual({ code: 'tie-break', contenders: ['Ana', 'Ben'], score: 15050 });
    expect(scoreSheet(state).tieBreak).toBeNull();
  });
});

describe('turn titles', () => {
  it('names a turn by its number, its player and its round', () => {
    expect(turnTitleOf(sheetState(), 6)).toEqual({ turnNumber: 7, turn: { name: 'Cy', round: 2 } });
    expect(turnTitleOf(sheetState(), 99)).toEqual({ turnNumber: 100, turn: null });
  });
});
