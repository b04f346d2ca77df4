import { describe, expect, it } from 'vitest';
import { houseRulesFrom, presetById, setAt, withDiceCount } from '../../../src/rules/index.js';
import {
  gameSummary,
  ofAKindBoxLabel,
  scoringSummary,
  timesLabel,
  turnSummary,
  variationSummary,
} from '../../../src/ui/text/rules-editor-text.js';

const farkle = houseRulesFrom(presetById('farkle'), 'House rules');

describe("the house-rules editor's summaries", () => {
  it('sums up the game: dice and target, "…" while the target box is empty', () => {
    expect(gameSummary(farkle)).toBe('6 dice · 10,000 to win');
    expect(gameSummary(setAt(withDiceCount(farkle, 10), 'end.targetMode', 'more-than'))).toBe(
      '10 dice · more than 10,000 to win',
    );
    expect(gameSummary(setAt(farkle, 'end.target', Number.NaN))).toBe('6 dice · … to win');
  });

  it('sums up the turns: the minimums, hot dice and how a turn starts', () => {
    expect(turnSummary(farkle)).toBe('No minimum to open');
    let rules = setAt(setAt(farkle, 'turn.openingMinimum', 500), 'turn.laterMinimum', 350);
    expect(turnSummary(rules)).toBe('500 to open · 350 after');
    rules = setAt(setAt(rules, 'turn.hotDice', 'must-continue'), 'turn.startOfTurn', 'build-off');
    expect(turnSummary(rules)).toBe('500 to open · 350 after · turning the corner · build off');
    rules = setAt(setAt(rules, 'turn.hotDice', 'lock'), 'turn.startOfTurn', 'inherit');
    expect(turnSummary(rules)).toBe('500 to open · 350 after · hot dice lock · inherit');
    expect(turnSummary(setAt(rules, 'turn.openingMinimum', Number.NaN))).toBe(
      'No minimum to open · 350 after · hot dice lock · inherit',
    );
  });

  it('sums up the scoring: the 1 and the 5, and which combinations score', () => {
    expect(scoringSummary(farkle)).toBe('1 = 100 · 5 = 50 · four of a kind · three pairs · 1 straight');
    const plain = setAt(
      setAt(
        setAt(setAt(farkle, 'scoring.ofAKind', { kind: 'none' }), 'scoring.threePairs', null),
        'scoring.straights',
        [],
      ),
      'scoring.singles.1',
      Number.NaN,
    );
    expect(scoringSummary(plain)).toBe('1 = … · 5 = 50');
  });

  it('sums up the variations played, or says there are none', () => {
    expect(variationSummary(farkle)).toBe('None');
    const rules = setAt(setAt(farkle, 'variations.pyramiding', true), 'variations.zilchStreakPenalty', {
      zilches: 3,
      points: 500,
    });
    expect(variationSummary(rules)).toBe('Pyramiding · zilch penalty');
    expect(
      variationSummary(
        setAt(setAt(rules, 'variations.surpassing', true), 'variations.challenges', {
          scoreDividing: 5000,
          zilchPenalties: [600, 2000],
        }),
      ),
    ).toBe('Pyramiding · surpassing · challenges · zilch penalty');
  });

  it('labels the boxes of the four-or-more table in words', () => {
    expect(ofAKindBoxLabel(4)).toBe('Four of a kind');
    expect(ofAKindBoxLabel(10)).toBe('Ten of a kind');
    expect(ofAKindBoxLabel(11)).toBe('11 of a kind');
    expect(timesLabel(ofAKindBoxLabel(5))).toBe('Five of a kind: ×');
  });
});
