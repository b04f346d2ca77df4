/**
 * The statistics page's words: its labels, and the sentences built from the numbers of
 * src/stats. Names go through `isolatedName`, so a right-to-left name never reorders the words
 * around it. Every word is looked up when it is read (functions, and getters in the groups of
 * labels), so the page speaks the language chosen after it loaded.
 */
import { msg, str } from '@lit/localize';
import type { HeadToHead } from '../../stats/index.js';
import { formatCount, formatList, formatPoints, plural } from './format.js';
import { REVIEW_TEXT } from './review-text.js';
import { isolatedName } from './names.js';

export const statsHeading = () => msg('Statistics');
export const statsIntro = () => msg('Who wins most: every person over the games finished on this phone.');
export const statsLoading = () => msg('Working out the statistics…');
export const statsReadProblem = () => msg('The games could not be read for the statistics. Try again.');

/** The filters: their labels and each choice's words. */
export const FILTER_WORDS = {
  get rules() {
    return msg('Rule set');
  },
  get allRules() {
    return msg('All rule sets');
  },
  get period() {
    return msg('Period', { desc: 'The statistics filter: when the games were played' });
  },
  get periods() {
    return {
      all: msg('All time'),
      '30-days': msg('Last 30 days'),
      '12-months': msg('Last 12 months'),
      year: msg('This year'),
    };
  },
} as const;

/** "12 finished games", with "(games in play are not counted)" when some are being played. */
export function finishedLine(finished: number, inPlay: number): string {
  const n = formatCount(finished);
  const games = plural(finished, {
    one: () => msg(str`${n} finished game`, { id: 'stats-finished-games.one' }),
    few: () => msg(str`${n} finished games`, { id: 'stats-finished-games.few' }),
    other: () => msg(str`${n} finished games`, { id: 'stats-finished-games.other' }),
  });
  return inPlay > 0
    ? `${games} ${msg('(games in play are not counted)', { desc: 'After the count of finished games on the statistics page' })}`
    : games;
}

/** "2 damaged games are left out.": games whose records do not replay have no statistics. */
export function damagedLine(damaged: number): string {
  const n = formatCount(damaged);
  return plural(damaged, {
    one: () => msg(str`${n} damaged game is left out.`, { id: 'stats-damaged-games.one' }),
    few: () => msg(str`${n} damaged games are left out.`, { id: 'stats-damaged-games.few' }),
    other: () => msg(str`${n} damaged games are left out.`, { id: 'stats-damaged-games.other' }),
  });
}

export const noFinishedGame = () =>
  msg('No game has been finished on this phone yet: once one has a winner, who wins most shows here.');
export const startAGame = () => msg('Start a new game');
export const noneMatch = () => msg('No finished game matches this rule set and period.');

/** The terms of a person's card, in the order shown. */
export const CARD_TERMS = {
  get games() {
    return msg('Games');
  },
  get wins() {
    return msg('Wins', { desc: 'A statistic: how many games the person won' });
  },
  get winRate() {
    return msg('Win rate');
  },
  get pointsPerTurn() {
    return msg('Points per turn');
  },
  get zilchRate() {
    return msg('Zilch rate');
  },
  get hotDice() {
    return msg('Hot dice', { desc: 'A statistic: how many times all the dice scored' });
  },
  get bestTurn() {
    return msg('Best turn', { desc: 'A statistic: the most points banked in one turn' });
  },
  get bestGame() {
    return msg('Best game', { desc: "A statistic: the person's highest final score" });
  },
  get longestStreak() {
    return msg('Longest streak', { desc: 'A statistic: the most banks in a row' });
  },
  get turnsToBoard() {
    return msg('Turns to get on the board');
  },
  get givenAway() {
    return msg('Given away per game', {
      desc: "A statistic: the expected points the person's decisions gave away, per reviewed game",
    });
  },
  get luck() {
    return msg('Luck per game');
  },
} as const;

/** "≈ 140 expected points": what a person's decisions gave away, per reviewed game. */
export function givenAwayWords(points: number): string {
  const given = formatPoints(Math.round(points));
  return msg(str`≈ ${given} expected points`);
}

/** "≈ +80 points", "≈ −35 points": what the dice gave against what they were expected to, per reviewed game. */
export function luckWords(points: number): string {
  const rounded = Math.round(points);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  const luck = `${sign}${formatPoints(Math.abs(rounded))}`;
  return msg(str`≈ ${luck} points`, { desc: 'Luck: points more (+) or fewer (−) than the dice were expected to give' });
}

/** Under the card's numbers: where the decision figures come from. */
export function reviewedLine(games: number): string {
  const n = formatCount(games);
  return plural(games, {
    one: () =>
      msg(
        str`Decisions reviewed in ${n} game entered with dice, in expected points of the turn (each game's score sheet has the details).`,
        {
          id: 'stats-reviewed-games.one',
        },
      ),
    few: () =>
      msg(
        str`Decisions reviewed in ${n} games entered with dice, in expected points of the turn (each game's score sheet has the details).`,
        {
          id: 'stats-reviewed-games.few',
        },
      ),
    other: () =>
      msg(
        str`Decisions reviewed in ${n} games entered with dice, in expected points of the turn (each game's score sheet has the details).`,
        {
          id: 'stats-reviewed-games.other',
        },
      ),
  });
}

/** While the finished games' decisions are being reviewed on the stats page. */
export function reviewingLine(done: number, total: number): string {
  const reviewed = formatCount(done);
  const n = formatCount(total);
  return plural(total, {
    one: () => msg(str`Reviewing the decisions: ${reviewed} of ${n} game…`, { id: 'stats-reviewing-games.one' }),
    few: () => msg(str`Reviewing the decisions: ${reviewed} of ${n} games…`, { id: 'stats-reviewing-games.few' }),
    other: () => msg(str`Reviewing the decisions: ${reviewed} of ${n} games…`, { id: 'stats-reviewing-games.other' }),
  });
}

export const reviewOff = () => REVIEW_TEXT.off;
export const reviewProblem = (message: string) => REVIEW_TEXT.failed(message);

/** "also spelled: Benjamin, benny": the other spellings merged into this person. */
export function alsoSpelled(spellings: readonly string[]): string {
  const names = spellings.map(isolatedName).join(', ');
  return msg(str`also spelled: ${names}`);
}

/** "67%": a rate from 0 to 1 as a whole percent (German and French put a space before the sign). */
export function percent(rate: number): string {
  const value = formatCount(Math.round(rate * 100));
  return msg(str`${value}%`, { desc: 'A whole percent, as in "12%"' });
}

/** What a best turn, a best game or a streak reads when there is none. */
export const noneWord = () => msg('none', { desc: 'A statistic with no value yet (no bank, no finished game)' });

/** The most banks in a row: "3 banks"; "none" for a person who never banked. */
export function streakWords(length: number): string {
  if (length === 0) return noneWord();
  const n = formatCount(length);
  return plural(length, {
    one: () => msg(str`${n} bank`, { id: 'stats-streak-banks.one' }),
    few: () => msg(str`${n} banks`, { id: 'stats-streak-banks.few' }),
    other: () => msg(str`${n} banks`, { id: 'stats-streak-banks.other' }),
  });
}

/** A link's title: where a best turn or game leads. */
export const openSheetTitle = () => msg('Open the score sheet of that game');

/** "1.7", "2.0": one decimal, always shown, in the language's numbers (formatPoints drops a last 0). */
function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const written = formatPoints(rounded);
  // The decimal separator as formatPoints writes it: "." in English, "," in German.
  return Number.isInteger(rounded) ? `${written}${formatPoints(0.5).slice(1, -1)}0` : written;
}

/**
 * "1.7", "1.7 (never in 1 game)", "never in 3 games": the turns a person took to get on the
 * board, on average over the games where they did, and the games where they never did.
 */
export function turnsToBoardWords(average: number | null, never: number): string {
  const n = formatCount(never);
  const neverWords = () =>
    plural(never, {
      one: () => msg(str`never in ${n} game`, { id: 'stats-never-on-board.one' }),
      few: () => msg(str`never in ${n} games`, { id: 'stats-never-on-board.few' }),
      other: () => msg(str`never in ${n} games`, { id: 'stats-never-on-board.other' }),
    });
  if (average === null) return neverWords();
  return never > 0 ? `${oneDecimal(average)} (${neverWords()})` : oneDecimal(average);
}

/** Head to head: the section's words. */
export const HEAD_TO_HEAD = {
  get heading() {
    return msg('Head to head');
  },
  get player() {
    return msg('Player');
  },
  get against() {
    return msg('Against', { desc: 'Head to head: the label of the choice of the second person' });
  },
  get needsTwo() {
    return msg('Head to head needs two people with finished games.');
  },
  get samePerson() {
    return msg('Pick two different people.');
  },
} as const;

/** "Ann and Ben: 2 games together. Ann finished ahead in 1, Ben in 1." (and how many level). */
export function headToHeadSentence(a: string, b: string, record: HeadToHead): string {
  const both = formatList([a, b].map(isolatedName));
  if (record.games === 0) return msg(str`${both} have not finished a game together.`);
  const n = formatCount(record.games);
  const together = plural(record.games, {
    one: () => msg(str`${both}: ${n} game together.`, { id: 'head-to-head-games.one' }),
    few: () => msg(str`${both}: ${n} games together.`, { id: 'head-to-head-games.few' }),
    other: () => msg(str`${both}: ${n} games together.`, { id: 'head-to-head-games.other' }),
  });
  const first = isolatedName(a);
  const second = isolatedName(b);
  const firstAhead = formatPoints(record.aAhead);
  const secondAhead = formatPoints(record.bAhead);
  const level = formatPoints(record.level);
  const ahead =
    record.level > 0
      ? msg(str`${first} finished ahead in ${firstAhead}, ${second} in ${secondAhead}, level in ${level}.`)
      : msg(str`${first} finished ahead in ${firstAhead}, ${second} in ${secondAhead}.`);
  return `${together} ${ahead}`;
}

/** The terms of the head-to-head numbers. */
export const HEAD_TO_HEAD_TERMS = {
  get games() {
    return msg('Games together');
  },
  ahead: (name: string) => {
    const who = isolatedName(name);
    return msg(str`${who} ahead`, { desc: 'Head to head: how many games the person finished ahead of the other' });
  },
  get level() {
    return msg('Level', { desc: 'Head to head: how many games the two people finished with the same score' });
  },
  wins: (name: string) => {
    const who = isolatedName(name);
    return msg(str`${who}’s wins`, { desc: 'Head to head: how many of their games together the person won' });
  },
} as const;

/** Merging two spellings of one person: the section's words. */
export const SAME_PERSON = {
  get heading() {
    return msg('Same person');
  },
  get explain() {
    return msg(
      'Names that differ only in capitals or spaces count as one person already. Merge two names the app did not match, such as Ben and Benjamin.',
    );
  },
  get name() {
    return msg('Name');
  },
  get into() {
    return msg('Is the same person as', {
      desc: 'Merging names: the label of the choice of the name it is merged into',
    });
  },
  get merge() {
    return msg('Merge', { desc: 'Button: count two names as one person' });
  },
  get merged() {
    return msg('Merged names');
  },
  get separate() {
    return msg('Separate', { desc: 'Button: stop counting two names as one person' });
  },
  get needsTwo() {
    return msg('Merging needs two people with finished games.');
  },
} as const;

/** "Ben is counted as Benjamin": one merged pair. */
export function mergedPair(name: string, into: string): string {
  const merged = isolatedName(name);
  const person = isolatedName(into);
  return msg(str`${merged} is counted as ${person}`);
}

/** The Separate button's name: what it does to which pair. */
export function separateLabel(name: string, into: string): string {
  const merged = isolatedName(name);
  const person = isolatedName(into);
  return msg(str`Separate ${merged} from ${person}`);
}

/** A merge refused: a name picked twice, or two names that stand for one person already. */
export function samePersonAlready(name: string, into: string, sameName: boolean): string {
  if (sameName) {
    const merged = isolatedName(name);
    return msg(str`${merged} cannot be merged into itself: pick two different names.`);
  }
  const both = formatList([name, into].map(isolatedName));
  return msg(str`${both} are the same person already.`);
}

/** What the page says once a merge or a separation is stored. */
export function mergedNow(name: string, into: string): string {
  const merged = isolatedName(name);
  const person = isolatedName(into);
  return msg(str`${merged} is now counted as ${person}.`);
}

export function separatedNow(name: string, into: string): string {
  const merged = isolatedName(name);
  const person = isolatedName(into);
  return msg(str`${merged} is no longer counted as ${person}.`);
}

/** A merge or separation that could not be stored. */
export function aliasWriteProblem(message: string): string {
  return message ? msg(str`The names were not changed: ${message}`) : msg('The names were not changed. Try again.');
}

export const downloadCsvLabel = () => msg('Download statistics (CSV)');
/** The share sheet's title for the statistics' CSV file. */
export const statsCsvTitle = () => msg('Zilch statistics');
export const statsCsvFailed = () => msg('The statistics could not be made into a CSV file.');
export const csvLoadProblem = () => msg('The download could not be loaded: check the connection and try again.');
