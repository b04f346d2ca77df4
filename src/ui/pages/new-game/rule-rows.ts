import type { Ruleset, RulesetPath } from '../../../rules/index.js';
import { diceWord, formatPoints } from '../../text/format.js';
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

const shown = (value: number) => (Number.isFinite(value) ? formatPoints(value) : '…');

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
          { value: 'reach', label: `Reach the target (${shown(rules.end.target)} or more)` },
          { value: 'more-than', label: `Pass the target (more than ${shown(rules.end.target)})` },
        ],
      },
    },
    { path: 'end.end', label: 'When someone gets there', input: radio({ value: 'final-round', label: 'Everyone else has one last turn' }, { value: 'first-to-reach', label: 'They win at once' }) },
    {
      path: 'end.ties',
      label: 'A tie for the win',
      input: radio({ value: 'shared', label: 'The tied players share the win' }, { value: 'roll-off', label: 'The tied players throw once more each' }),
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
      input: radio(
        { value: 'may-continue', label: 'Roll them all again, or bank' },
        { value: 'must-continue', label: 'Roll them all again: no bank until the next score (turning the corner)' },
        { value: 'lock', label: 'The points so far are safe (lock); roll again or bank' },
      ),
    },
    {
      path: 'turn.startOfTurn',
      label: 'A turn starts',
      hint: 'Building off and inheriting work the same: the next player may take over the banked points and the dice left.',
      input: radio(
        { value: 'fresh', label: 'Always fresh, with all the dice' },
        { value: 'build-off', label: 'Fresh, or building off the last bank' },
        { value: 'inherit', label: 'Fresh, or inheriting the last bank' },
      ),
    },
    {
      path: 'turn.lastDieSecondChance',
      label: 'Two chances with the last die',
      hint: 'With one die left, a throw that does not score is thrown again before it counts as a zilch.',
      input: check,
    },
  ],
  scoring: [{ path: 'scoring.fourOfAKindAndPairIsThreePairs', label: 'Four of a kind and a pair count as three pairs', input: check }],
  variations: [
    {
      path: 'variations.pyramiding',
      label: 'Pyramiding',
      hint: 'Dice set aside earlier in the cycle combine with new ones: a frozen 5 and two new 5s make three 5s.',
      input: check,
    },
    { path: 'variations.surpassing', label: 'Surpassing', hint: "To bank, a turn must beat the previous player's last turn.", input: check },
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
