/**
 * A game for the score sheet's tests and screenshots: four players, house rules with an opening
 * minimum, take-overs (inherit) and challenges, ten rounds in total mode with zilches, a challenge
 * banked and one zilched, a take-over, the final round and a winner.
 */
import { replay } from '../../src/game/index.js';
import type { Entry, GameSetup, GameState } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import type { ScoreSheet, SheetCell, SheetTurnLine } from '../../src/export/sheet.js';

export const sheetRules = (): Ruleset => {
  const base = presetById('zilch-5k');
  return {
    ...base,
    id: 'house-5k',
    name: 'House Zilch to 5,000',
    description: 'Zilch to 5,000 with take-overs and challenges.',
    turn: { ...base.turn, startOfTurn: 'inherit' },
    variations: { ...base.variations, challenges: { scoreDividing: 2500, zilchPenalties: [600, 2000] } },
  };
};

export const sheetSetup = (players: readonly string[] = ['Ana', 'Ben', 'Cy', 'Dee']): GameSetup => ({
  rules: sheetRules(),
  players: [...players],
  throwOff: false,
});

const total = (points: number, freeDice?: number): Entry =>
  freeDice === undefined ? { type: 'total', points } : { type: 'total', points, freeDice };
const fresh: Entry = { type: 'start', takeOver: null };
const challenge = (opponent: number): Entry => ({ type: 'challenge', opponent });

/** Seats: Ana 0, Ben 1, Cy 2, Dee 3. Each line is one round. */
export const SHEET_ENTRIES: readonly Entry[] = [
  // Round 1: Ana zilches, Ben opens with 600, Cy zilches, Dee opens with 500.
  total(0),
  total(600),
  total(0),
  total(500),
  // Round 2: Ana 750 leaving 2 dice; Ben takes it over and makes 1,100; Cy 550; Dee zilches.
  total(750, 2),
  { type: 'start', takeOver: { points: 750, dice: 2 } },
  total(1100),
  total(550),
  total(0),
  // Round 3: Ana 400; Ben challenges Ana and banks 650 (Ana loses 650); Cy 1,000; Dee 350.
  total(400),
  challenge(0),
  total(650),
  total(1000),
  total(350),
  // Round 4: Ana 500; Ben 450; Cy challenges Dee and zilches (−600); Dee 800.
  total(500),
  total(450),
  challenge(3),
  total(0),
  total(800),
  // Round 5.
  total(600),
  total(0),
  total(700),
  total(450),
  // Round 6.
  total(1200, 3),
  fresh,
  total(500),
  total(0),
  total(650),
  // Round 7.
  total(350),
  total(1000),
  total(600),
  total(500),
  // Round 8.
  total(0),
  total(400),
  total(900),
  total(0),
  // Round 9: Ben passes 5,000 with 550 (5,250): the final round starts.
  total(450),
  total(550),
  total(1500),
  total(700),
  // Round 10, the final round: Ana's last turn ends the game.
  total(350),
];

export function sheetState(): GameState {
  return replay(sheetSetup(), SHEET_ENTRIES);
}

/** The cell of a player (by name) in a round of a score sheet. */
export const sheetCell = (sheet: ScoreSheet, round: number, name: string): SheetCell => {
  const column = sheet.columns.findIndex((c) => c.name === name);
  const found = sheet.rows[round - 1]?.cells[column];
  if (!found) throw new Error(`no cell for ${name} in round ${round}`);
  return found;
};

/** The turn written in a cell. */
export const turnLineOf = (c: SheetCell): SheetTurnLine => {
  const line = c.lines.find((l): l is SheetTurnLine => l.kind === 'turn');
  if (!line) throw new Error('no turn in this cell');
  return line;
};
