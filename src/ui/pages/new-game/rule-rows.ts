import type { Ruleset, RulesetPath } from '../../../rules/index.js';
import { diceWord } from '../../text/format.js';
import {
  FOUR_AND_PAIR_WORDS,
  GAME_END_WORDS,
  HOT_DICE_WORDS,
  LAST_DIE_HINT,
  PYRAMIDING_HINT,
  START_OF_TURN_WORDS,
  SURPASSING_HINT,
  TAKE_OVER_HINT,
  TIES_WORDS,
  targetModeWords,
} from '../../text/rules-text.js';
import type { Choice } from './rule-field.js';

/** The editor's sections, in order; each setting belongs to one. */
export type Section = 'game' | 'turns' | 'scoring' | 'variations';

/** Which section shows the problems of a field. */
export function sectionOf(field: RulesetPath): Section {
  if (field.startsWith('turn')) return 'turns';
  if (field.startsWith('scoring')) return 'scoring';
  if (field.startsWith('variations')) return 'variations';
  return 'game';
}

type Text = string | ((rules: Ruleset) => string);

/** How a setting is entered. */
export type RowInput =
  | { readonly kind: 'number'; readonly step?: number; readonly min?: number; readonly max?: number }
  | { readonly kind: 'radio'; readonly choices: (rules: Ruleset) => readonly Choice<string>[] }
  | { readonly kind: 'check' };

/** One setting of a rule set: the field it sets, its words, and how it is entered. A new house rule is one new row. */
export interface RuleRow {
  readonly path: RulesetPath;
  readonly label: string;
  readonly hint?: Text;
  readonly input: RowInput;
  /** Rows sharing a `row` name sit side by side. */
  readonly row?: string;
}

const radio = (...choices: readonly Choice<string>[]) => ({ kind: 'radio', choices: () => choices }) as const;
/** A radio of every value of a setting, worded as rules-text.ts words it. */
const radioOf = (words: Readonly<Record<string, string>>) => radio(...Object.entries(words).map(([value, label]) => ({ value, label })));
const points = { kind: 'number' } as const;
const check = { kind: 'check' } as const;

/** The plain settings of each section, in the order shown (tables and switches with parts of their own are drawn by the editor). */
export const RULE_ROWS: Readonly<Record<Section, readonly RuleRow[]>> = {
  game: [
    { path: 'end.target', label: 'Target', input: points },
    {
      path: 'end.targetMode',
      label: 'To win, a score must',
      input: {
        kind: 'radio',
        choices: (rules) => [
          { value: 'reach', label: targetModeWords('reach', rules.end.target) },
          { value: 'more-than', label: targetModeWords('more-than', rules.end.target) },
        ],
      },
    },
    { path: 'end.end', label: 'When someone gets there', input: radioOf(GAME_END_WORDS) },
    {
      path: 'end.ties',
      label: 'A tie for the win',
      input: radioOf(TIES_WORDS),
    },
    {
      path: 'end.firstPlayerThrowOff',
      label: 'Throw off for the first player',
      hint: (rules) => `Each player throws all ${diceWord(rules.diceCount)}; the most pips starts.`,
      input: check,
    },
  ],
  turns: [
    { path: 'turn.openingMinimum', label: 'To get on the board', hint: 'Points in one turn; 0 for none.', input: points, row: 'minimums' },
    { path: 'turn.laterMinimum', label: 'To bank after that', hint: '0 for none.', input: points, row: 'minimums' },
    {
      path: 'turn.hotDice',
      label: 'When all the dice have scored (hot dice)',
      input: radioOf(HOT_DICE_WORDS),
    },
    {
      path: 'turn.startOfTurn',
      label: 'A turn starts',
      hint: TAKE_OVER_HINT,
      input: radioOf(START_OF_TURN_WORDS),
    },
    {
      path: 'turn.lastDieSecondChance',
      label: 'Two chances with the last die',
      hint: LAST_DIE_HINT,
      input: check,
    },
  ],
  scoring: [{ path: 'scoring.fourOfAKindAndPairIsThreePairs', label: FOUR_AND_PAIR_WORDS, input: check }],
  variations: [
    {
      path: 'variations.pyramiding',
      label: 'Pyramiding',
      hint: PYRAMIDING_HINT,
      input: check,
    },
    { path: 'variations.surpassing', label: 'Surpassing', hint: SURPASSING_HINT, input: check },
  ],
};

/** The settings shown while challenges are on. */
export const CHALLENGE_ROWS: readonly RuleRow[] = [
  { path: 'variations.challenges.scoreDividing', label: 'First challenge below, second from', input: points },
  { path: 'variations.challenges.zilchPenalties.0', label: 'A zilch costs, first challenge', input: points, row: 'penalties' },
  { path: 'variations.challenges.zilchPenalties.1', label: 'A zilch costs, second challenge', input: points, row: 'penalties' },
];

/** The settings shown while the penalty for zilches in a row is on. */
export const STREAK_ROWS: readonly RuleRow[] = [
  { path: 'variations.zilchStreakPenalty.zilches', label: 'Zilches in a row', input: { kind: 'number', step: 1, min: 2, max: 10 }, row: 'streak' },
  { path: 'variations.zilchStreakPenalty.points', label: 'Points lost', input: points, row: 'streak' },
];

export const textOf = (text: Text | undefined, rules: Ruleset): string | undefined => (typeof text === 'function' ? text(rules) : text);
