/**
 * The CSV files' words in English, exactly as the export layer wrote them before they came from the
 * UI: the header lines, the game's name and every kind of note.
 */
import { describe, expect, it } from 'vitest';
import { gameCsv } from '../../../src/export/csv.js';
import { statsCsv } from '../../../src/export/stats-csv.js';
import { csvWords, statsCsvHeader } from '../../../src/ui/text/csv-text.js';
import { lockedChallengeZilchState } from '../../support/locked-challenge.js';
import { tieBrokenGame } from '../../support/game-state.js';
import { sheetState } from '../../support/sheet-game.js';

const created = new Date(2026, 10, 20, 19, 30).getTime();
const lines = (text: string) => text.split('\r\n');

describe('csvWords', () => {
  it('gives the header, the game and the notes of the sheet game as before', () => {
    const csv = lines(gameCsv(sheetState(), created, csvWords()));
    expect(csv[0]).toBe('game,date,round,player,result,running total,note');
    expect(csv[1]).toBe('"House Zilch to 5,000: Ana, Ben, Cy, Dee",2026-11-20,1,Ana,0,0,zilch');
    expect(csv).toContain('"House Zilch to 5,000: Ana, Ben, Cy, Dee",2026-11-20,2,Ben,1100,1700,took over 750');
    expect(csv).toContain(
      '"House Zilch to 5,000: Ana, Ben, Cy, Dee",2026-11-20,3,Ben,650,2350,challenged Ana; Ana -650 (now 500)',
    );
    expect(csv).toContain(
      '"House Zilch to 5,000: Ana, Ben, Cy, Dee",2026-11-20,4,Cy,-600,950,zilch -600; challenged Dee',
    );
    expect(csv[34]).toBe('"House Zilch to 5,000: Ana, Ben, Cy, Dee",2026-11-20,9,Ben,550,5250,"passed 5,000"');
    expect(csv[37]).toBe('"House Zilch to 5,000: Ana, Ben, Cy, Dee",2026-11-20,10,Ana,350,3950,final round');
  });

  it('notes kept points and the tie-break as before', () => {
    expect(
      lines(gameCsv(lockedChallengeZilchState(), created, csvWords()))[1]?.endsWith(
        ',Ana,1600,1600,"zilch, kept 2,200 -600; challenged Ben; Ben -2200 (now -2200)"',
      ),
    ).toBe(true);
    const tied = lines(gameCsv(tieBrokenGame(), created, csvWords()));
    expect(tied.slice(3, 7).map((line) => line.slice(line.lastIndexOf(',') + 1))).toEqual([
      'tie-break throw 1: 5 2 3 4 6 6 scores 50',
      'tie-break throw 1: 5 3 3 2 4 6 scores 50',
      'tie-break throw 2: 2 3 4 6 6 2 scores 0',
      'tie-break throw 2: 1 1 1 2 3 4 scores 1000; Ben wins the tie-break',
    ]);
  });

  it('writes a zilch note in each of its forms', () => {
    const { zilch } = csvWords();
    expect([zilch(0, 0), zilch(0, 2000), zilch(1200, 0), zilch(1200, 600)]).toEqual([
      'zilch',
      'zilch -2,000',
      'zilch, kept 1,200',
      'zilch, kept 1,200 -600',
    ]);
  });
});

describe('statsCsvHeader', () => {
  it('gives the header line as before', () => {
    expect(statsCsv([], statsCsvHeader())).toBe(
      'name,games,wins,win rate,turns,points per turn,zilch rate,zilches,hot dice,best turn,best game,longest streak,longest zilch streak,average turns to board,games never on the board\r\n',
    );
  });
});
