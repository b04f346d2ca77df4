import { msg, str } from '@lit/localize';
import { getAt, MAX_DICE, MIN_DICE } from '../../../rules/index.js';
import type { Ruleset, RulesetPath } from '../../../rules/index.js';
import { diceWord } from '../../text/format.js';
import { ofAKindBoxLabel, timesLabel } from '../../text/rules-editor-text.js';
import {
  GAME_END_CHOICES,
  HOT_DICE_CHOICES,
  START_OF_TURN_CHOICES,
  TIES_CHOICES,
  fourAndPairWords,
  gameEndWords,
  hotDiceWords,
  lastDieHint,
  pyramidingHint,
  startOfTurnWords,
  surpassingHint,
  takeOverHint,
  tiesWords,
  targetModeWords,
} from '../../text/rules-text.js';
import type { Choice, FieldInput } from './rule-field.js';

/** The editor's sections, in order; each setting belongs to one. */
export type Section = 'game' | 'turns' | 'scoring' | 'variations';

/** Which section shows the problems of a field. */
export function sectionOf(field: RulesetPath): Section {
  if (field.startsWith('turn')) return 'turns';
  if (field.startsWith('scoring')) return 'scoring';
  if (field.startsWith('variations')) return 'variations';
  return 'game';
}

/** Words read when the editor renders (in the language being spoken then), some of them from the rules. */
export type Text = string | ((rules: Ruleset) => string);

/** How a setting is entered. */
export type RowInput =
  | { readonly kind: 'number'; readonly step?: number; readonly min?: number; readonly max?: number }
  | { readonly kind: 'radio'; readonly choices: (rules: Ruleset) => readonly Choice<string>[] }
  | { readonly kind: 'check' };

/** One setting of a rule set: the field it sets, its words, and how it is entered. A new house rule is one new row. */
export interface RuleRow {
  readonly path: RulesetPath;
  readonly label: Text;
  readonly hint?: Text;
  readonly input: RowInput;
  /** Rows sharing a `row` name sit side by side. */
  readonly row?: string;
}

/** A radio of every value of a setting, worded as rules-text.ts words it. */
const radioOf = <T extends string>(values: readonly T[], words: (value: T) => string) =>
  ({ kind: 'radio', choices: () => values.map((value) => ({ value, label: words(value) })) }) as const;
const points = { kind: 'number' } as const;
const check = { kind: 'check' } as const;

/** The plain settings of each section, in the order shown (tables and switches with parts of their own are drawn by the editor). */
export const RULE_ROWS: Readonly<Record<Section, readonly RuleRow[]>> = {
  game: [
    {
      path: 'end.target',
      label: () => msg('Target', { id: 'rules-editor.target', desc: 'A setting: the score that ends the game' }),
      input: points,
    },
    {
      path: 'end.targetMode',
      label: () => msg('To win, a score must'),
      input: {
        kind: 'radio',
        choices: (rules) => [
          { value: 'reach', label: targetModeWords('reach', rules.end.target) },
          { value: 'more-than', label: targetModeWords('more-than', rules.end.target) },
        ],
      },
    },
    { path: 'end.end', label: () => msg('When someone gets there'), input: radioOf(GAME_END_CHOICES, gameEndWords) },
    {
      path: 'end.ties',
      label: () => msg('A tie for the win', { id: 'rules-editor.ties' }),
      input: radioOf(TIES_CHOICES, tiesWords),
    },
    {
      path: 'end.firstPlayerThrowOff',
      label: () => msg('Throw off for the first player'),
      hint: (rules) => {
        const dice = diceWord(rules.diceCount);
        return msg(str`Each player throws all ${dice}; the most pips starts.`);
      },
      input: check,
    },
  ],
  turns: [
    {
      path: 'turn.openingMinimum',
      label: () => msg('To get on the board', { id: 'rules-editor.opening-minimum' }),
      hint: () => msg('Points in one turn; 0 for none.'),
      input: points,
      row: 'minimums',
    },
    {
      path: 'turn.laterMinimum',
      label: () => msg('To bank after that'),
      hint: () => msg('0 for none.', { id: 'rules-editor.zero-for-none' }),
      input: points,
      row: 'minimums',
    },
    {
      path: 'turn.hotDice',
      label: () => msg('When all the dice have scored (hot dice)'),
      input: radioOf(HOT_DICE_CHOICES, hotDiceWords),
    },
    {
      path: 'turn.startOfTurn',
      label: () => msg('A turn starts', { id: 'rules-editor.start-of-turn' }),
      hint: takeOverHint,
      input: radioOf(START_OF_TURN_CHOICES, startOfTurnWords),
    },
    {
      path: 'turn.lastDieSecondChance',
      label: () => msg('Two chances with the last die'),
      hint: lastDieHint,
      input: check,
    },
  ],
  scoring: [{ path: 'scoring.fourOfAKindAndPairIsThreePairs', label: fourAndPairWords, input: check }],
  variations: [
    {
      path: 'variations.pyramiding',
      label: () => msg('Pyramiding', { id: 'rules-editor.pyramiding', desc: 'A variation of the rules (a check box)' }),
      hint: pyramidingHint,
      input: check,
    },
    {
      path: 'variations.surpassing',
      label: () => msg('Surpassing', { id: 'rules-editor.surpassing', desc: 'A variation of the rules (a check box)' }),
      hint: surpassingHint,
      input: check,
    },
  ],
};

/** The settings shown while challenges are on. */
export const CHALLENGE_ROWS: readonly RuleRow[] = [
  {
    path: 'variations.challenges.scoreDividing',
    label: () => msg('First challenge below, second from'),
    input: points,
  },
  {
    path: 'variations.challenges.zilchPenalties.0',
    label: () => msg('A zilch costs, first challenge'),
    input: points,
    row: 'penalties',
  },
  {
    path: 'variations.challenges.zilchPenalties.1',
    label: () => msg('A zilch costs, second challenge'),
    input: points,
    row: 'penalties',
  },
];

/** The settings shown while the penalty for zilches in a row is on. */
export const STREAK_ROWS: readonly RuleRow[] = [
  {
    path: 'variations.zilchStreakPenalty.zilches',
    label: () => msg('Zilches in a row', { id: 'rules-editor.streak-zilches' }),
    input: { kind: 'number', step: 1, min: 2, max: 10 },
    row: 'streak',
  },
  {
    path: 'variations.zilchStreakPenalty.points',
    label: () =>
      msg('Points lost', { id: 'rules-editor.streak-points', desc: 'A setting: what the zilch penalty costs' }),
    input: points,
    row: 'streak',
  },
];

export const textOf = (text: Text | undefined, rules: Ruleset): string | undefined =>
  typeof text === 'function' ? text(rules) : text;

/** The dice counts a rule set may have, in order. */
export const DICE_COUNTS: readonly number[] = Array.from({ length: MAX_DICE - MIN_DICE + 1 }, (_, i) => MIN_DICE + i);

/** A row's input, holding the rules' value of its setting. */
export function fieldInput(row: RuleRow, rules: Ruleset): FieldInput {
  const value = getAt(rules, row.path);
  return row.input.kind === 'number'
    ? { ...row.input, value: typeof value === 'number' ? value : Number.NaN }
    : row.input.kind === 'radio'
      ? { kind: 'radio' as const, value: String(value), choices: row.input.choices(rules) }
      : { kind: 'check' as const, value: value === true };
}

/** Rows drawn together: a row alone, or neighbours sharing a `row` name, which sit side by side. */
export interface RowGroup {
  readonly rows: readonly RuleRow[];
  readonly together: boolean;
}

/** The rows in order, grouped as they are drawn: neighbours that share a `row` name together. */
export function groupRows(rows: readonly RuleRow[]): RowGroup[] {
  const groups: RowGroup[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as RuleRow;
    if (!row.row) {
      groups.push({ rows: [row], together: false });
      continue;
    }
    let end = i + 1;
    while (rows[end]?.row === row.row) end += 1;
    groups.push({ rows: rows.slice(i, end), together: true });
    i = end - 1;
  }
  return groups;
}

/**
 * The boxes of the four-or-more table, one for each count of dice from four to the rule set's
 * dice: the points of each (`points`) or its multiple of the triple (`multipliers`).
 */
export function ofAKindRows(table: 'points' | 'multipliers', diceCount: number): RuleRow[] {
  return Array.from({ length: Math.max(0, diceCount - 3) }, (_, i): RuleRow => ({
    path: `scoring.ofAKind.${table}.${i}`,
    label: table === 'points' ? ofAKindBoxLabel(i + 4) : timesLabel(ofAKindBoxLabel(i + 4)),
    input: table === 'points' ? { kind: 'number' } : { kind: 'number', step: 1, min: 1 },
  }));
}
