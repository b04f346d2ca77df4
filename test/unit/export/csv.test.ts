import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/game/index.js';
import {
  CSV_COLUMNS,
  csvField,
  csvFileName,
  fileSlug,
  gameCsv as csvOf,
  localDate,
  neutralise,
  toCsv,
} from '../../../src/export/csv.js';
import type { CsvWords } from '../../../src/export/csv.js';
import type { GameState } from '../../../src/game/index.js';
import { csvWords } from '../../../src/ui/text/csv-text.js';
import { lockedChallengeZilchState } from '../../support/locked-challenge.js';
import { tieBrokenGame } from '../../support/game-state.js';
import { SHEET_ENTRIES, sheetSetup, sheetState } from '../../support/sheet-game.js';

/** A strict RFC 4180 reader (CRLF records, quoted fields with doubled quotes), to read back what was written. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  let quoted = false;
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        index += 1;
        continue;
      }
      field += char;
      index += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${index}`);
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else if (char === '\r' || char === '\n') {
      throw new Error(`a bare line break outside quotes at ${index}`);
    } else {
      field += char;
    }
    index += 1;
  }
  if (quoted) throw new Error('an unterminated quoted field');
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

const created = new Date(2026, 10, 20, 19, 30).getTime();

/** A game's CSV with the UI's English words. */
const gameCsv = (state: GameState, createdAt: number): string => csvOf(state, createdAt, csvWords());

describe('csvField', () => {
  it('quotes fields with a comma, a quote, CR or LF, doubling quotes inside', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('')).toBe('');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvField('\tindent')).toBe("'\tindent");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('  =1+1')).toBe("'  =1+1");
    expect(csvField('＝1+1')).toBe("'＝1+1");
    expect(csvField("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
  });

  it('leaves ordinary names alone, signs inside them included', () => {
    for (const name of ['Ana', 'Zoë', "O'Neil", 'Jean-Luc', 'a=b', 'x@y', '李']) expect(csvField(name)).toBe(name);
    expect(neutralise('Ana')).toBe('Ana');
  });

  it('writes numbers as plain numbers, negative ones included, never neutralised', () => {
    expect(csvField(-600)).toBe('-600');
    expect(csvField(0)).toBe('0');
    expect(csvField(15450)).toBe('15450');
    expect(() => csvField(Number.NaN)).toThrow(RangeError);
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', -2],
      ]),
    ).toBe('a,1\r\n"b,c",-2\r\n');
  });
});

describe('gameCsv', () => {
  const text = gameCsv(sheetState(), created);
  const records = parseCsv(text);

  it('starts with the header and has one record per turn', () => {
    expect(text.startsWith('game,date,round,player,result,running total,note\r\n')).toBe(true);
    expect(records[0]).toEqual(['game', 'date', 'round', 'player', 'result', 'running total', 'note']);
    expect(records.length).toBe(1 + sheetState().turns.length);
    expect(records.slice(1).every((record) => record.length === CSV_COLUMNS.length)).toBe(true);
  });

  it('writes game, date, round, player, result and running total', () => {
    expect(records[1]).toEqual([
      'House Zilch to 5,000: Ana, Ben, Cy, Dee',
      '2026-11-20',
      '1',
      'Ana',
      '0',
      '0',
      'zilch',
    ]);
    expect(text).toContain('"House Zilch to 5,000: Ana, Ben, Cy, Dee",2026-11-20,2,Ben,1100,1700,took over 750\r\n');
  });

  it('writes a challenge zilch as the number -600, not neutralised', () => {
    expect(records[15]).toEqual([
      'House Zilch to 5,000: Ana, Ben, Cy, Dee',
      '2026-11-20',
      '4',
      'Cy',
      '-600',
      '950',
      'zilch -600; challenged Dee',
    ]);
    expect(text).toContain(',4,Cy,-600,950,');
  });

  it("notes what a banked challenge did to the opponent's score", () => {
    expect(records[10]?.slice(2)).toEqual(['3', 'Ben', '650', '2350', 'challenged Ana; Ana -650 (now 500)']);
  });

  it("notes what a challenge zilch with kept locked points did to the opponent's score", () => {
    const read = parseCsv(gameCsv(lockedChallengeZilchState(), created));
    expect(read[1]?.slice(3)).toEqual([
      'Ana',
      '1600',
      '1600',
      'zilch, kept 2,200 -600; challenged Ben; Ben -2200 (now -2200)',
    ]);
  });

  it('notes the target and the final round', () => {
    expect(records[34]?.slice(3)).toEqual(['Ben', '550', '5250', 'passed 5,000']);
    expect(records[37]?.slice(3)).toEqual(['Ana', '350', '3950', 'final round']);
  });

  it('keeps nasty names intact, neutralised where they would run as formulas', () => {
    const players = ['=HYPERLINK("http://x","y")', 'Ann, "the dice"', '-Bo', '@me'];
    const nasty = replay(sheetSetup(players), SHEET_ENTRIES.slice(0, 9));
    const read = parseCsv(gameCsv(nasty, created));
    expect(read.slice(1, 5).map((record) => record[3])).toEqual([
      `'=HYPERLINK("http://x","y")`,
      'Ann, "the dice"',
      "'-Bo",
      "'@me",
    ]);
    expect(read[1]?.[0]).toBe(`House Zilch to 5,000: =HYPERLINK("http://x","y"), Ann, "the dice", -Bo, @me`);
    for (const record of read.slice(1)) {
      for (const field of [record[0], record[3], record[6]]) expect(field ?? '').not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('writes each tie-break throw after the turns: no change to the score, the dice and what they scored', () => {
    const tied = tieBrokenGame();
    const read = parseCsv(gameCsv(tied, created));
    expect(read.length).toBe(1 + 2 + 4);
    expect(read.slice(3).map((record) => record.slice(2))).toEqual([
      ['1', 'Ana', '0', '15050', 'tie-break throw 1: 5 2 3 4 6 6 scores 50'],
      ['1', 'Ben', '0', '15050', 'tie-break throw 1: 5 3 3 2 4 6 scores 50'],
      ['1', 'Ana', '0', '15050', 'tie-break throw 2: 2 3 4 6 6 2 scores 0'],
      ['1', 'Ben', '0', '15050', 'tie-break throw 2: 1 1 1 2 3 4 scores 1000; Ben wins the tie-break'],
    ]);
  });

  it('is just the header for a game without finished turns', () => {
    expect(gameCsv(replay(sheetSetup(), []), created)).toBe('game,date,round,player,result,running total,note\r\n');
  });
});

describe('gameCsv in other words', () => {
  /** Words of a made-up language: every word the CSV holds comes from them. */
  const shouting: CsvWords = {
    header: {
      game: 'GAME',
      date: 'DATE',
      round: 'ROUND',
      player: 'PLAYER',
      result: 'RESULT',
      'running-total': 'TOTAL',
      note: 'NOTE',
    },
    game: (rules, players) => `${rules.name.toUpperCase()} / ${players.join(' + ')}`,
    zilch: (kept, penalty) => `ZILCH ${kept} \u2212${penalty}`,
    mark: (mark) => `=${mark.kind}`,
    opponent: (name, change, after) => `${name}: ${change} → ${after}`,
    tieThrow: (round, dice, points) => `THROW ${round} [${dice.join('')}] = ${points}`,
    tieWinner: (name) => `${name} WINS`,
  };

  it('writes the header, the game and the notes in the words given, the numbers and the format its own', () => {
    const read = parseCsv(csvOf(sheetState(), created, shouting));
    expect(read[0]).toEqual(['GAME', 'DATE', 'ROUND', 'PLAYER', 'RESULT', 'TOTAL', 'NOTE']);
    expect(read[1]).toEqual([
      'HOUSE ZILCH TO 5,000 / Ana + Ben + Cy + Dee',
      '2026-11-20',
      '1',
      'Ana',
      '0',
      '0',
      'ZILCH 0 -0',
    ]);
    expect(read[15]?.slice(4)).toEqual(['-600', '950', 'ZILCH 0 -600; =challenge']);
    // Words are text cells like any other: guarded where they start like a formula.
    expect(read[10]?.[6]).toBe("'=challenge; Ana: -650 → 500");
    const tied = parseCsv(csvOf(tieBrokenGame(), created, shouting));
    expect(tied.slice(3).map((record) => record[6])).toEqual([
      'THROW 1 [523466] = 50',
      'THROW 1 [533246] = 50',
      'THROW 2 [234662] = 0',
      'THROW 2 [111234] = 1000; Ben WINS',
    ]);
  });
});

describe('file names', () => {
  it('names the file by the date and the players', () => {
    expect(csvFileName(sheetState(), created)).toBe('zilch-2026-11-20-ana-ben-cy-dee.csv');
    expect(localDate(created)).toBe('2026-11-20');
  });

  it('keeps file names to plain letters and digits', () => {
    expect(fileSlug(['Zoë', 'José'])).toBe('zoe-jose');
    expect(fileSlug(['=cmd|/C calc', '../etc'])).toBe('cmd-c-calc-etc');
    expect(fileSlug(['李', '王'])).toBe('');
    expect(fileSlug(['A'.repeat(30), 'B'.repeat(30)]).length).toBeLessThanOrEqual(48);
    expect(csvFileName(replay(sheetSetup(['李', '王']), []), created)).toBe('zilch-2026-11-20.csv');
  });
});
