/**
 * The statistics page's words: its labels, and the sentences built from the numbers of
 * src/stats. Names go through `isolatedName`, so a right-to-left name never reorders the words
 * around it.
 */
import type { HeadToHead } from '../../stats/index.js';
import { formatPoints } from './format.js';
import { REVIEW_TEXT } from './review-text.js';
import { isolatedName, joinNames } from './names.js';

export const STATS_HEADING = 'Statistics';
export const STATS_INTRO = 'Who wins most: every person over the games finished on this phone.';
export const STATS_LOADING = 'Working out the statistics…';
export const STATS_READ_PROBLEM = 'The games could not be read for the statistics. Try again.';

/** The filters: their labels and each choice's words. */
export const FILTER_WORDS = {
  rules: 'Rule set',
  allRules: 'All rule sets',
  period: 'Period',
  periods: { all: 'All time', '30-days': 'Last 30 days', '12-months': 'Last 12 months', year: 'This year' },
} as const;

/** "1 game", "1,024 games": a count and its word. */
function counted(count: number, one: string, many: string): string {
  return `${formatPoints(count)} ${count === 1 ? one : many}`;
}

/** "12 finished games", with "(games in play are not counted)" when some are being played. */
export function finishedLine(finished: number, inPlay: number): string {
  return `${counted(finished, 'finished game', 'finished games')}${inPlay > 0 ? ' (games in play are not counted)' : ''}`;
}

/** "2 damaged games are left out.": games whose records do not replay have no statistics. */
export function damagedLine(damaged: number): string {
  return damaged === 1 ? '1 damaged game is left out.' : `${formatPoints(damaged)} damaged games are left out.`;
}

export const NO_FINISHED_GAME = 'No game has been finished on this phone yet: once one has a winner, who wins most shows here.';
export const START_A_GAME = 'Start a new game';
export const NONE_MATCH = 'No finished game matches this rule set and period.';

/** The terms of a person's card, in the order shown. */
export const CARD_TERMS = {
  games: 'Games',
  wins: 'Wins',
  winRate: 'Win rate',
  pointsPerTurn: 'Points per turn',
  zilchRate: 'Zilch rate',
  hotDice: 'Hot dice',
  bestTurn: 'Best turn',
  bestGame: 'Best game',
  longestStreak: 'Longest streak',
  turnsToBoard: 'Turns to get on the board',
  givenAway: 'Given away per game',
  luck: 'Luck per game',
} as const;

/** "≈ 140 expected points": what a person's decisions gave away, per reviewed game. */
export function givenAwayWords(points: number): string {
  return `≈ ${formatPoints(Math.round(points))} expected points`;
}

/** "≈ +80 points", "≈ −35 points": what the dice gave against what they were expected to, per reviewed game. */
export function luckWords(points: number): string {
  const rounded = Math.round(points);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `≈ ${sign}${formatPoints(Math.abs(rounded))} points`;
}

/** Under the card's numbers: where the decision figures come from. */
export function reviewedLine(games: number): string {
  return `Decisions reviewed in ${counted(games, 'game', 'games')} entered with dice, in expected points of the turn (each game's score sheet has the details).`;
}

/** While the finished games' decisions are being reviewed on the stats page. */
export function reviewingLine(done: number, total: number): string {
  return `Reviewing the decisions: ${done} of ${counted(total, 'game', 'games')}…`;
}

export const REVIEW_OFF = REVIEW_TEXT.off;
export const reviewProblem = REVIEW_TEXT.failed;

/** "also spelled: Benjamin, benny": the other spellings merged into this person. */
export function alsoSpelled(spellings: readonly string[]): string {
  return `also spelled: ${spellings.map(isolatedName).join(', ')}`;
}

/** "67%": a rate from 0 to 1 as a whole percent. */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** The most banks in a row: "3 banks"; "none" for a person who never banked. */
export function streakWords(length: number): string {
  return length === 0 ? 'none' : counted(length, 'bank', 'banks');
}

/** What a best turn or best game reads when there is none. */
export const NONE = 'none';

/** A link's title: where a best turn or game leads. */
export const OPEN_SHEET = 'Open the score sheet of that game';

/**
 * "1.7", "1.7 (never in 1 game)", "never in 3 games": the turns a person took to get on the
 * board, on average over the games where they did, and the games where they never did.
 */
export function turnsToBoardWords(average: number | null, never: number): string {
  const neverWords = `never in ${counted(never, 'game', 'games')}`;
  if (average === null) return neverWords;
  return never > 0 ? `${average.toFixed(1)} (${neverWords})` : average.toFixed(1);
}

/** Head to head: the section's words. */
export const HEAD_TO_HEAD = {
  heading: 'Head to head',
  player: 'Player',
  against: 'Against',
  needsTwo: 'Head to head needs two people with finished games.',
  samePerson: 'Pick two different people.',
} as const;

/** "Ann and Ben: 2 games together. Ann finished ahead in 1, Ben in 1." (and how many level). */
export function headToHeadSentence(a: string, b: string, record: HeadToHead): string {
  const both = joinNames([a, b]);
  if (record.games === 0) return `${both} have not finished a game together.`;
  const level = record.level > 0 ? `, level in ${formatPoints(record.level)}` : '';
  return `${both}: ${counted(record.games, 'game', 'games')} together. ${isolatedName(a)} finished ahead in ${formatPoints(record.aAhead)}, ${isolatedName(b)} in ${formatPoints(record.bAhead)}${level}.`;
}

/** The terms of the head-to-head numbers. */
export const HEAD_TO_HEAD_TERMS = {
  games: 'Games together',
  ahead: (name: string) => `${isolatedName(name)} ahead`,
  level: 'Level',
  wins: (name: string) => `${isolatedName(name)}’s wins`,
} as const;

/** Merging two spellings of one person: the section's words. */
export const SAME_PERSON = {
  heading: 'Same person',
  explain: 'Names that differ only in capitals or spaces count as one person already. Merge two names the app did not match, such as Ben and Benjamin.',
  name: 'Name',
  into: 'Is the same person as',
  merge: 'Merge',
  merged: 'Merged names',
  separate: 'Separate',
  needsTwo: 'Merging needs two people with finished games.',
} as const;

/** "Ben is counted as Benjamin": one merged pair. */
export function mergedPair(name: string, into: string): string {
  return `${isolatedName(name)} is counted as ${isolatedName(into)}`;
}

/** The Separate button's name: what it does to which pair. */
export function separateLabel(name: string, into: string): string {
  return `Separate ${isolatedName(name)} from ${isolatedName(into)}`;
}

/** A merge refused: a name picked twice, or two names that stand for one person already. */
export function samePersonAlready(name: string, into: string, sameName: boolean): string {
  return sameName
    ? `${isolatedName(name)} cannot be merged into itself: pick two different names.`
    : `${joinNames([name, into])} are the same person already.`;
}

/** What the page says once a merge or a separation is stored. */
export const mergedNow = (name: string, into: string) => `${isolatedName(name)} is now counted as ${isolatedName(into)}.`;
export const separatedNow = (name: string, into: string) => `${isolatedName(name)} is no longer counted as ${isolatedName(into)}.`;

/** A merge or separation that could not be stored. */
export function aliasWriteProblem(message: string): string {
  return message ? `The names were not changed: ${message}` : 'The names were not changed. Try again.';
}

export const DOWNLOAD_CSV = 'Download statistics (CSV)';
export const STATS_CSV_TITLE = 'Zilch statistics';
export const STATS_CSV_FAILED = 'The statistics could not be made into a CSV file.';
export const CSV_LOAD_PROBLEM = 'The download could not be loaded: check the connection and try again.';
