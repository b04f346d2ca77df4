import { describe, expect, it } from 'vitest';
import { gameCsv } from '../../../src/export/csv.js';
import { isolatedName, shownName } from '../../../src/export/names.js';
import { scoreSheet, turnTitleOf } from '../../../src/export/sheet.js';
import { replay } from '../../../src/game/index.js';
import type { GameState } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { csvWords } from '../../../src/ui/text/csv-text.js';
import { joinNames, nameOf } from '../../../src/ui/text/names.js';
import { outcomeWords, turnTitleWords } from '../../../src/ui/text/sheet-text.js';

const turnTitle = (state: GameState, turnIndex: number): string => turnTitleWords(turnTitleOf(state, turnIndex));

const OVERRIDE = '\u202E';
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A finished Farkle game of two names an older version stored as typed: a right-to-left override
 * before "=1+1" (which reverses the text after it where it is printed) and a Hebrew name.
 */
function hostileGame() {
  return replay({ rules: presetById('farkle'), players: [`${OVERRIDE}=1+1`, 'שרה\u200B'] }, [
    { type: 'total', points: 0 },
    { type: 'total', points: 10_000 },
    { type: 'total', points: 0 },
  ]);
}

describe('names as shown, printed and exported', () => {
  it('shows a name without hidden characters, isolated only when it holds right-to-left letters or controls', () => {
    expect(shownName(`${OVERRIDE}=1+1\u200B`)).toBe('=1+1');
    expect(isolatedName(`${OVERRIDE}=1+1`)).toBe('=1+1');
    expect(isolatedName('Ana')).toBe('Ana');
    expect(isolatedName('שרה')).toBe(`${FSI}שרה${PDI}`);
    expect(isolatedName('محمد 2')).toBe(`${FSI}محمد 2${PDI}`);
    // Isolating twice changes nothing.
    expect(isolatedName(isolatedName('שרה'))).toBe(`${FSI}שרה${PDI}`);
    expect(joinNames(['Ana', `${OVERRIDE}Ben`, 'שרה'])).toBe(`Ana, Ben and ${FSI}שרה${PDI}`);
  });

  it('prints the sheet with no bare override: "=1+1" reads "=1+1", the Hebrew name isolated', () => {
    const state = hostileGame();
    expect(state.phase).toBe('finished');
    const sheet = scoreSheet(state);
    expect(sheet.columns.map((column) => column.name)).toEqual(['=1+1', 'שרה']);
    expect(sheet.outcome).toEqual({ code: 'wins', winner: `${FSI}שרה${PDI}`, score: 10_000 });
    expect(outcomeWords(sheet.outcome)).toBe(`${FSI}שרה${PDI} wins with 10,000`);
    expect(turnTitle(state, 0)).toBe('Turn 1, =1+1, round 1');
    const printed = [
      outcomeWords(sheet.outcome),
      ...sheet.columns.map((column) => column.name),
      turnTitle(state, 0),
      turnTitle(state, 1),
    ].join('\n');
    expect(printed).not.toContain(OVERRIDE);
    expect(printed.replace(/\u2068[^\u2069]*\u2069/g, '')).not.toMatch(DIRECTION_CONTROLS);
  });

  it('exports CSV cells with no direction control or invisible character', () => {
    const csv = gameCsv(hostileGame(), Date.UTC(2026, 10, 20, 12), csvWords());
    expect(csv).not.toMatch(DIRECTION_CONTROLS);
    expect(csv).not.toContain('\u200B');
    // The game name and the player cells are the names as typed, without the hidden characters
    // (and "=1+1" neutralised as a formula).
    expect(csv.split('\r\n')[1]).toBe(`"Farkle: =1+1, שרה",2026-11-20,1,'=1+1,0,0,zilch`);
  });

  it('puts play sentences’ names in isolates where needed, none around plain ones', () => {
    const state = hostileGame();
    expect(nameOf(state, 0)).toBe('=1+1');
    expect(nameOf(state, 1)).toBe(`${FSI}שרה${PDI}`);
  });
});
