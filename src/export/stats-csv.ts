import { normalisePlayerName } from '../game/index.js';
import type { PlayerStats } from '../stats/index.js';
import { toCsv } from './csv.js';

/**
 * The players' statistics as CSV, one record per person in the order given, written as the game's
 * CSV is (./csv.ts): RFC 4180 with CRLF, names normalised and guarded against being run as
 * formulas, numbers plain.
 *
 * - Numbers are language-neutral, for any spreadsheet to sum: no thousands separator, a full stop
 *   before decimals; rates from 0 to 1 with up to 4 decimals, averages with up to 2.
 * - A value that does not exist (no bank, never on the board) is an empty cell, not 0, which would
 *   be averaged in.
 * - The best turn and the best game are their points; the game's id means nothing in a spreadsheet.
 * - The header's words are the UI's, in the players' language.
 */

/** The columns, in order, by key (the header's words are the UI's). */
export const STATS_CSV_COLUMNS = [
  'name',
  'games',
  'wins',
  'win-rate',
  'turns',
  'points-per-turn',
  'zilch-rate',
  'zilches',
  'hot-dice',
  'best-turn',
  'best-game',
  'longest-streak',
  'longest-zilch-streak',
  'average-turns-to-board',
  'games-never-on-board',
] as const;
export type StatsCsvColumn = (typeof STATS_CSV_COLUMNS)[number];

/** The header's word for each column (the UI's, in the players' language). */
export type StatsCsvHeader = Readonly<Record<StatsCsvColumn, string>>;

const RATE_DIGITS = 4;
const AVERAGE_DIGITS = 2;

const rounded = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

function record(person: PlayerStats): (string | number)[] {
  return [
    normalisePlayerName(person.name),
    person.games,
    person.wins,
    rounded(person.winRate, RATE_DIGITS),
    person.turns,
    rounded(person.pointsPerTurn, AVERAGE_DIGITS),
    rounded(person.zilchRate, RATE_DIGITS),
    person.zilches,
    person.hotDice,
    person.bestTurn?.points ?? '',
    person.bestGame?.score ?? '',
    person.longestStreak,
    person.longestZilchStreak,
    person.averageTurnsToBoard === null ? '' : rounded(person.averageTurnsToBoard, AVERAGE_DIGITS),
    person.neverOnBoard,
  ];
}

/** The CSV of `stats` (as `playerStats` gives them): the header, then one record per person. */
export function statsCsv(stats: readonly PlayerStats[], header: StatsCsvHeader): string {
  return toCsv([STATS_CSV_COLUMNS.map((column) => header[column]), ...stats.map(record)]);
}
