import { normalisePlayerName } from '../game/index.js';
import type { GameState } from '../game/index.js';
import type { Ruleset } from '../rules/index.js';
import { scoreSheet } from './sheet.js';
import type { SheetMark, SheetTurnLine } from './sheet.js';

/**
 * The score sheet as CSV, one row per finished turn, for a spreadsheet:
 * `game,date,round,player,result,running total,note` in English.
 *
 * - RFC 4180: fields with a comma, a double quote, CR or LF are quoted, quotes inside are doubled,
 *   records end with CRLF (the last one too).
 * - Formula injection: a spreadsheet runs a text cell that starts with = + - @ (or a tab or CR) as a
 *   formula, so a player named `=HYPERLINK(...)` could run one on the computer that opens the file.
 *   Such text cells get a leading apostrophe, which spreadsheets read as "this is text". Decision:
 *   numbers (round, result, running total) are written as plain numbers and are never changed, so a
 *   zilch penalty stays the number -600 that sums up in a spreadsheet; only text cells (game, player,
 *   note) are neutralised. The full-width forms of the four signs, and the signs after leading
 *   spaces, are neutralised too, since some spreadsheets read them as formulas.
 * - Names are normalised (normalisePlayerName) and no text cell keeps a direction control or an
 *   invisible space (names stored by an older version may hold them).
 * - Plain UTF-8 without a byte order mark: every spreadsheet app and script reads it.
 * - The words (the header, the game's name, the notes) are the UI's, in the players' language
 *   (`CsvWords`); this module writes the records, the numbers and the file's format.
 */

/** The columns, in order (the header's words are the UI's). */
export const CSV_COLUMNS = ['game', 'date', 'round', 'player', 'result', 'running-total', 'note'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * The words of a game's CSV, from the UI. Numbers come as numbers: notes write them as the UI
 * likes; any typeset minus sign (U+2212) in a note is written as a hyphen-minus here.
 */
export interface CsvWords {
  /** The header's word for each column. */
  readonly header: Readonly<Record<CsvColumn, string>>;
  /** "Zilch to 15,000: Ana, Ben, Cy": the game, by its rule set (a preset is named in the UI's language) and its players (normalised names). */
  game(rules: Pick<Ruleset, 'id' | 'name'>, players: readonly string[]): string;
  /** The note of a zilch: "zilch", "zilch -600", "zilch, kept 1,200", "zilch, kept 1,200 -600". */
  zilch(kept: number, penalty: number): string;
  /** A mark of the turn: "took over 750", "challenged Ben", "passed 5,000", "final round". */
  mark(mark: SheetMark): string;
  /** What a challenge did to the opponent's score: "Ana -650 (now 500)". */
  opponent(name: string, change: number, after: number): string;
  /** A tie-break throw: "tie-break throw 1: 5 2 3 4 6 6 scores 50". */
  tieThrow(round: number, dice: readonly number[], points: number): string;
  /** After the throw that decided a tie-break: "Ben wins the tie-break". */
  tieWinner(name: string): string;
}

const FORMULA_START = /^[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/**
 * Direction marks, embeddings, overrides and isolates, and the invisible spaces: none belongs in a
 * cell. An override in a name would reverse the rest of the cell ("=1+1" reading "1+1="), and
 * the isolates the sheet puts around right-to-left names would be stray characters in a spreadsheet.
 * The zero-width joiner stays (emoji are built with it).
 */
const DIRECTION_AND_INVISIBLE = /[\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A text cell made safe from being run as a formula: a leading apostrophe where it starts like one. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: numbers as they are, text neutralised, then quoted where RFC 4180 requires it. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`A CSV number must be finite, not ${value}.`);
    return String(value);
  }
  const text = neutralise(value.replace(DIRECTION_AND_INVISIBLE, ''));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records to CSV text: fields joined by commas, each record ended by CRLF. */
export function toCsv(records: readonly (readonly (string | number)[])[]): string {
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}

/** 2026-11-20, the local date of an epoch-ms time (the day the players sat at the table). */
export function localDate(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Zilch to 15,000: Ana, Ben, Cy": how the CSV names a game. */
function gameName(state: GameState, words: CsvWords): string {
  return words.game(
    state.rules,
    state.players.map((player) => normalisePlayerName(player.name)),
  );
}

/** Notes in ASCII signs, so any spreadsheet shows them as written. */
const ascii = (text: string): string => text.replace(/\u2212/g, '-');

/** The note of a turn in plain words, its parts joined by semicolons. */
function turnNote(state: GameState, line: SheetTurnLine, words: CsvWords): string {
  const parts: string[] = [];
  if (line.outcome === 'zilch') parts.push(ascii(words.zilch(line.points, line.penalty)));
  for (const mark of line.marks) parts.push(ascii(words.mark(mark)));
  const turn = state.turns[line.turnIndex];
  // A bank moves points from the challenged player, and so does a zilch that kept locked points.
  if (turn?.challenge && (turn.deltas[turn.challenge.opponent] ?? 0) !== 0) {
    const opponent = normalisePlayerName(state.players[turn.challenge.opponent]?.name ?? '');
    const after = state.turns
      .slice(0, line.turnIndex + 1)
      .reduce((score, record) => score + (record.deltas[turn.challenge?.opponent ?? 0] ?? 0), 0);
    parts.push(ascii(words.opponent(opponent, turn.deltas[turn.challenge.opponent] ?? 0, after)));
  }
  return parts.join('; ');
}

/**
 * The CSV of one game: the header and one record per finished turn, in the order they were played,
 * then one per tie-break throw. A throw changes no score: its result is 0, its running total the
 * player's score, and its note the dice and what they count for.
 */
export function gameCsv(state: GameState, createdAt: number, words: CsvWords): string {
  const name = gameName(state, words);
  const date = localDate(createdAt);
  const lines = scoreSheet(state)
    .rows.flatMap((row) => row.cells.flatMap((cell) => cell.lines))
    .filter((line): line is SheetTurnLine => line.kind === 'turn')
    .sort((a, b) => a.turnIndex - b.turnIndex);
  const records = lines.map((line) => {
    const turn = state.turns[line.turnIndex];
    const player = normalisePlayerName(state.players[turn?.player ?? 0]?.name ?? '');
    return [name, date, turn?.round ?? 0, player, line.change, line.total, turnNote(state, line, words)];
  });
  const lastRound = state.turns.at(-1)?.round ?? 0;
  const winners = state.phase === 'finished' ? state.winners : [];
  const throws = state.tieThrows.map((thrown, index) => {
    const player = state.players[thrown.player];
    // The last throw of a finished tie-break is the one that decided it.
    const winner = normalisePlayerName(state.players[winners[0] ?? 0]?.name ?? '');
    const decided = index === state.tieThrows.length - 1 && winners.length === 1;
    const note = [
      words.tieThrow(thrown.round, thrown.dice, thrown.points),
      ...(decided ? [words.tieWinner(winner)] : []),
    ]
      .map(ascii)
      .join('; ');
    return [name, date, lastRound, normalisePlayerName(player?.name ?? ''), 0, player?.score ?? 0, note];
  });
  return toCsv([CSV_COLUMNS.map((column) => words.header[column]), ...records, ...throws]);
}

/** "ana-ben": names for a file name, ASCII letters and digits only. */
export function fileSlug(words: readonly string[], maxLength = 48): string {
  const slug = words
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug;
}

/** "zilch-2026-11-20-ana-ben.csv". */
export function csvFileName(state: GameState, createdAt: number): string {
  const slug = fileSlug(state.players.map((player) => player.name));
  return `zilch-${localDate(createdAt)}${slug ? `-${slug}` : ''}.csv`;
}
