import { describe, expect, it } from 'vitest';
import { STATS_CSV_COLUMNS, statsCsv } from '../../../src/export/stats-csv.js';
import type { PlayerStats } from '../../../src/stats/index.js';

const person = (name: string, stats: Partial<PlayerStats> = {}): PlayerStats => ({
  key: name.toLowerCase(),
  name,
  spellings: [name],
  games: 1,
  wins: 0,
  winRate: 0,
  turns: 0,
  pointsPerTurn: 0,
  zilchRate: 0,
  zilches: 0,
  hotDice: 0,
  bestTurn: null,
  bestGame: { score: 0, gameId: 'g1' },
  longestStreak: 0,
  longestZilchStreak: 0,
  averageTurnsToBoard: null,
  neverOnBoard: 1,
  ...stats,
});

/** The header of these tests: each column named by its key (the UI's words are tested in test/unit/ui). */
const HEADER = Object.fromEntries(STATS_CSV_COLUMNS.map((column) => [column, column])) as Record<
  (typeof STATS_CSV_COLUMNS)[number],
  string
>;
const HEADER_LINE = `${STATS_CSV_COLUMNS.join(',')}\r\n`;

/** The name cell of the first record. */
const nameCell = (name: string): string => {
  const text = statsCsv([person(name)], HEADER).slice(HEADER_LINE.length);
  return text.slice(0, text.length - ',1,0,0,0,0,0,0,0,,0,0,0,,1\r\n'.length);
};

describe('statsCsv', () => {
  it('writes the header and one record per person, numbers plain and rounded, empty cells where there is no value', () => {
    const ana = person('Ana', {
      games: 3,
      wins: 2,
      winRate: 2 / 3,
      turns: 61,
      pointsPerTurn: 27500 / 61,
      zilchRate: 13 / 61,
      zilches: 13,
      hotDice: 4,
      bestTurn: { points: 2000, gameId: 'g2' },
      bestGame: { score: 10450, gameId: 'g3' },
      longestStreak: 6,
      longestZilchStreak: 3,
      averageTurnsToBoard: 4 / 3,
      neverOnBoard: 0,
    });
    // Ben's one game ended before his first turn (the first to reach the target won at once).
    const ben = person('Ben', { bestGame: { score: 0, gameId: 'g3' } });
    expect(statsCsv([ana, ben], HEADER)).toBe(
      `${HEADER_LINE}Ana,3,2,0.6667,61,450.82,0.2131,13,4,2000,10450,6,3,1.33,0\r\nBen,1,0,0,0,0,0,0,0,,0,0,0,,1\r\n`,
    );
  });

  it('the header is the columns’ keys without words', () => {
    expect(statsCsv([], HEADER)).toBe(HEADER_LINE);
  });

  it('writes the header in the words given, guarded and quoted like any text cell', () => {
    const header = Object.fromEntries(
      STATS_CSV_COLUMNS.map((column, index) => [column, index === 0 ? 'Name, first' : `C${index}`]),
    );
    header['games'] = '=games';
    const csv = statsCsv([person('Ana')], header as Record<(typeof STATS_CSV_COLUMNS)[number], string>);
    expect(csv.split('\r\n')[0]).toBe(
      `"Name, first",'=games,${STATS_CSV_COLUMNS.slice(2)
        .map((_, index) => `C${index + 2}`)
        .join(',')}`,
    );
    expect(csv.split('\r\n')[1]).toBe('Ana,1,0,0,0,0,0,0,0,,0,0,0,,1');
  });

  it('keeps round numbers round and never writes a thousands separator', () => {
    const csv = statsCsv(
      [
        person('Cy', {
          winRate: 1,
          zilchRate: 0.25,
          pointsPerTurn: 1250,
          averageTurnsToBoard: 2,
          bestTurn: { points: 12500, gameId: 'g' },
          bestGame: { score: 21050, gameId: 'g' },
        }),
      ],
      HEADER,
    );
    expect(csv.split('\r\n')[1]).toBe('Cy,1,0,1,0,1250,0.25,0,0,12500,21050,0,0,2,1');
  });

  it('quotes names with a comma or a double quote (RFC 4180); a line break is dropped from a name, as from every name the app keeps', () => {
    expect(nameCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(nameCell('Jo "JJ" Smith')).toBe('"Jo ""JJ"" Smith"');
    expect(nameCell('Jo\nSmith')).toBe('JoSmith');
    expect(nameCell('Jo,\r\n "Smith"')).toBe('"Jo, ""Smith"""');
    expect(statsCsv([person('Jo\r\nSmith')], HEADER).split('\r\n')).toHaveLength(3);
  });

  it('guards a name that starts like a formula', () => {
    expect(nameCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(nameCell('+1')).toBe("'+1");
    expect(nameCell('-Ana')).toBe("'-Ana");
    expect(nameCell('@Ana')).toBe("'@Ana");
    expect(nameCell('Ana+Ben')).toBe('Ana+Ben');
  });
});
