/**
 * The words of the CSV files (a game's score sheet, the players' statistics): their headers and the
 * words in their cells, for src/export/csv.ts and src/export/stats-csv.ts, which write the records.
 * Numbers a spreadsheet sums stay plain ("-650", "1000"); points inside a phrase are written as
 * the sheet writes them ("took over 750", "passed 5,000").
 */
import { msg, str } from '@lit/localize';
import type { CsvWords } from '../../export/csv.js';
import type { StatsCsvHeader } from '../../export/stats-csv.js';
import { formatPoints } from './format.js';
import { presetName } from './preset-text.js';
import { markWords } from './sheet-text.js';

/** The words of a game's CSV in the language being spoken. */
export function csvWords(): CsvWords {
  return {
    header: {
      game: msg('game', { id: 'csv.game', desc: "A column of the score sheet CSV file: the game's rules and players" }),
      date: msg('date', { id: 'csv.date', desc: 'A column of the score sheet CSV file' }),
      round: msg('round', { id: 'csv.round', desc: 'A column of the score sheet CSV file' }),
      player: msg('player', { id: 'csv.player', desc: 'A column of the score sheet CSV file' }),
      result: msg('result', {
        id: 'csv.result',
        desc: "A column of the score sheet CSV file: the change to the player's score",
      }),
      'running-total': msg('running total', { id: 'csv.running-total', desc: 'A column of the score sheet CSV file' }),
      note: msg('note', { id: 'csv.note', desc: 'A column of the score sheet CSV file' }),
    },
    game: (ruleset, players) => {
      const rules = presetName(ruleset);
      const names = players.join(', ');
      return msg(str`${rules}: ${names}`, {
        id: 'csv.game-name',
        desc: "A game in the CSV file: its rules' name, then its players",
      });
    },
    zilch: (points, penalty) => {
      const kept = formatPoints(points);
      const lost = formatPoints(penalty);
      if (penalty > 0 && points > 0)
        return msg(str`zilch, kept ${kept} -${lost}`, {
          desc: 'A note in the CSV file: a zilch that kept locked points and cost a penalty',
        });
      if (penalty > 0) return msg(str`zilch -${lost}`, { desc: 'A note in the CSV file: a zilch that cost a penalty' });
      if (points > 0)
        return msg(str`zilch, kept ${kept}`, { desc: 'A note in the CSV file: a zilch that kept locked points' });
      return msg('zilch', { id: 'csv.note.zilch', desc: 'A note in the CSV file: the turn scored nothing' });
    },
    mark: markWords,
    opponent: (name, change, after) => {
      // Plain numbers, as in the result and running total columns.
      const points = String(change);
      const now = String(after);
      return msg(str`${name} ${points} (now ${now})`, {
        desc: "A note in the CSV file: what a challenge did to the opponent's score",
      });
    },
    tieThrow: (round, dice, points) => {
      const faces = dice.join(' ');
      const scores = String(points);
      return msg(str`tie-break throw ${round}: ${faces} scores ${scores}`, {
        desc: 'A note in the CSV file: a throw for the win between tied leaders',
      });
    },
    tieWinner: (name) => msg(str`${name} wins the tie-break`),
  };
}

/** The header of the statistics' CSV in the language being spoken. */
export function statsCsvHeader(): StatsCsvHeader {
  return {
    name: msg('name', { id: 'stats-csv.name', desc: 'A column of the statistics CSV file: the person' }),
    games: msg('games', { id: 'stats-csv.games', desc: 'A column of the statistics CSV file' }),
    wins: msg('wins', { id: 'stats-csv.wins', desc: 'A column of the statistics CSV file' }),
    'win-rate': msg('win rate', { id: 'stats-csv.win-rate', desc: 'A column of the statistics CSV file' }),
    turns: msg('turns', { id: 'stats-csv.turns', desc: 'A column of the statistics CSV file' }),
    'points-per-turn': msg('points per turn', {
      id: 'stats-csv.points-per-turn',
      desc: 'A column of the statistics CSV file',
    }),
    'zilch-rate': msg('zilch rate', { id: 'stats-csv.zilch-rate', desc: 'A column of the statistics CSV file' }),
    zilches: msg('zilches', { id: 'stats-csv.zilches', desc: 'A column of the statistics CSV file' }),
    'hot-dice': msg('hot dice', { id: 'stats-csv.hot-dice', desc: 'A column of the statistics CSV file' }),
    'best-turn': msg('best turn', { id: 'stats-csv.best-turn', desc: 'A column of the statistics CSV file' }),
    'best-game': msg('best game', { id: 'stats-csv.best-game', desc: 'A column of the statistics CSV file' }),
    'longest-streak': msg('longest streak', {
      id: 'stats-csv.longest-streak',
      desc: 'A column of the statistics CSV file',
    }),
    'longest-zilch-streak': msg('longest zilch streak', {
      id: 'stats-csv.longest-zilch-streak',
      desc: 'A column of the statistics CSV file',
    }),
    'average-turns-to-board': msg('average turns to board', {
      id: 'stats-csv.average-turns-to-board',
      desc: 'A column of the statistics CSV file',
    }),
    'games-never-on-board': msg('games never on the board', {
      id: 'stats-csv.games-never-on-the-board',
      desc: 'A column of the statistics CSV file',
    }),
  };
}
