import { describe, expect, it } from 'vitest';
import { houseRulesFrom, MAX_DICE, MIN_DICE, presetById, setAt } from '../../../src/rules/index.js';
import {
  CHALLENGE_ROWS,
  DICE_COUNTS,
  fieldInput,
  groupRows,
  ofAKindRows,
  RULE_ROWS,
  STREAK_ROWS,
} from '../../../src/ui/pages/new-game/rule-rows.js';
import type { RuleRow } from '../../../src/ui/pages/new-game/rule-rows.js';

const farkle = houseRulesFrom(presetById('farkle'), 'House rules');
const paths = (rows: readonly RuleRow[]) => rows.map((row) => row.path);

describe('groupRows', () => {
  it('puts neighbours that share a row name side by side, and leaves the others alone', () => {
    const groups = groupRows(RULE_ROWS.turns);
    expect(groups.map((group) => [group.together, paths(group.rows)])).toEqual([
      [true, ['turn.openingMinimum', 'turn.laterMinimum']],
      [false, ['turn.hotDice']],
      [false, ['turn.startOfTurn']],
      [false, ['turn.lastDieSecondChance']],
    ]);
    expect(groupRows(STREAK_ROWS)).toEqual([{ rows: STREAK_ROWS, together: true }]);
    expect(groupRows(CHALLENGE_ROWS).map((group) => group.rows.length)).toEqual([1, 2]);
    expect(groupRows([])).toEqual([]);
  });

  it('starts a new group where another row comes between two of the same name', () => {
    const number = { kind: 'number' } as const;
    const rows: RuleRow[] = [
      { path: 'end.target', label: 'a', input: number, row: 'x' },
      { path: 'turn.openingMinimum', label: 'b', input: number },
      { path: 'turn.laterMinimum', label: 'c', input: number, row: 'x' },
      { path: 'variations.zilchStreakPenalty.points', label: 'd', input: number, row: 'y' },
    ];
    expect(groupRows(rows).map((group) => [group.together, paths(group.rows)])).toEqual([
      [true, ['end.target']],
      [false, ['turn.openingMinimum']],
      [true, ['turn.laterMinimum']],
      [true, ['variations.zilchStreakPenalty.points']],
    ]);
  });
});

describe('fieldInput', () => {
  const row = (path: RuleRow['path']) =>
    Object.values(RULE_ROWS)
      .flat()
      .find((candidate) => candidate.path === path);

  it('holds the number of the setting, NaN while its box is not a number', () => {
    const target = row('end.target') as RuleRow;
    expect(fieldInput(target, farkle)).toEqual({ kind: 'number', value: 10000 });
    expect(fieldInput(target, setAt(farkle, 'end.target', Number.NaN))).toEqual({ kind: 'number', value: NaN });
    const zilches = STREAK_ROWS[0] as RuleRow;
    expect(fieldInput(zilches, farkle)).toEqual({ kind: 'number', step: 1, min: 2, max: 10, value: NaN });
  });

  it('holds the choice of a radio with its choices worded for these rules', () => {
    const input = fieldInput(row('end.targetMode') as RuleRow, farkle);
    expect(input).toMatchObject({ kind: 'radio', value: 'reach' });
    expect(input.kind === 'radio' && input.choices.map((choice) => choice.value)).toEqual(['reach', 'more-than']);
    expect(input.kind === 'radio' && input.choices[0]?.label).toContain('10,000');
  });

  it('holds whether a check box is ticked', () => {
    const surpassing = row('variations.surpassing') as RuleRow;
    expect(fieldInput(surpassing, farkle)).toEqual({ kind: 'check', value: false });
    expect(fieldInput(surpassing, setAt(farkle, 'variations.surpassing', true))).toEqual({
      kind: 'check',
      value: true,
    });
  });
});

describe('ofAKindRows', () => {
  it('has a box for each count of dice from four to the dice played', () => {
    const rows = ofAKindRows('points', 6);
    expect(paths(rows)).toEqual(['scoring.ofAKind.points.0', 'scoring.ofAKind.points.1', 'scoring.ofAKind.points.2']);
    expect(rows.map((box) => box.label)).toEqual(['Four of a kind', 'Five of a kind', 'Six of a kind']);
    expect(rows.every((box) => box.input.kind === 'number' && box.input.step === undefined)).toBe(true);
    expect(ofAKindRows('points', 3)).toEqual([]);
  });

  it('asks for whole multiples of the triple, at least one', () => {
    const rows = ofAKindRows('multipliers', 10);
    expect(rows).toHaveLength(7);
    expect(rows[6]).toEqual({
      path: 'scoring.ofAKind.multipliers.6',
      label: 'Ten of a kind: ×',
      input: { kind: 'number', step: 1, min: 1 },
    });
  });
});

describe('DICE_COUNTS', () => {
  it('offers every number of dice a rule set may have, in order', () => {
    expect(DICE_COUNTS[0]).toBe(MIN_DICE);
    expect(DICE_COUNTS.at(-1)).toBe(MAX_DICE);
    expect(DICE_COUNTS).toHaveLength(MAX_DICE - MIN_DICE + 1);
  });
});
