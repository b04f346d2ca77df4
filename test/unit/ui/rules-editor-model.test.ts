import { describe, expect, it } from 'vitest';
import { defaultScheme, houseRulesFrom, presetById, setAt, validateRuleset } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import { PartMemory, ProblemClaims } from '../../../src/ui/pages/new-game/rules-editor-model.js';
import { rulesProblemText } from '../../../src/ui/text/rules-problem-text.js';

const farkle = houseRulesFrom(presetById('farkle'), 'House rules');

describe('ProblemClaims', () => {
  const broken = setAt(setAt(setAt(farkle, 'end.target', Number.NaN), 'turn.laterMinimum', -50), 'name', '');
  const problems = validateRuleset(broken);

  it('gives the messages of the fields asked for, and lists the rest as not shown', () => {
    expect(problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['name', 'end.target', 'turn.laterMinimum']),
    );
    const claims = new ProblemClaims(problems);
    expect(claims.unclaimed()).toEqual(problems);
    const target = problems.find((problem) => problem.field === 'end.target');
    expect(claims.at('end.target', 'end.end')).toEqual([rulesProblemText(target as (typeof problems)[number])]);
    expect(claims.unclaimed().map((problem) => problem.field)).not.toContain('end.target');
    // A field without a problem claims nothing and says nothing.
    expect(claims.at('diceCount')).toEqual([]);
    expect(claims.unclaimed()).toHaveLength(problems.length - 1);
  });

  it('tells whether a field has a problem without counting it as shown', () => {
    const claims = new ProblemClaims(problems);
    expect(claims.has('turn.laterMinimum')).toBe(true);
    expect(claims.has('turn.openingMinimum')).toBe(false);
    expect(claims.unclaimed()).toHaveLength(problems.length);
  });

  it('counts the problems of each section', () => {
    const claims = new ProblemClaims(problems);
    const inGame = problems.filter((problem) => problem.field === 'name' || problem.field.startsWith('end')).length;
    expect(claims.inSection('game')).toBe(inGame);
    expect(claims.inSection('turns')).toBe(1);
    expect(claims.inSection('scoring')).toBe(0);
    expect(new ProblemClaims([]).inSection('game')).toBe(0);
  });
});

describe('PartMemory', () => {
  it('brings a scheme back with the numbers it had, or the usual ones the first time', () => {
    const memory = new PartMemory();
    expect(farkle.scoring.ofAKind.kind).toBe('multiple');
    expect(memory.scheme(farkle, 'flat')).toEqual(defaultScheme('flat', 6));
    const typed: Ruleset = setAt(farkle, 'scoring.ofAKind', { kind: 'flat', points: [1100, 2200, 3300] });
    const back = memory.scheme(typed, 'multiple');
    expect(back).toEqual(farkle.scoring.ofAKind);
    expect(memory.scheme(setAt(typed, 'scoring.ofAKind', back), 'flat')).toEqual({
      kind: 'flat',
      points: [1100, 2200, 3300],
    });
  });

  it('fits a scheme brought back to the dice played now', () => {
    const memory = new PartMemory();
    memory.scheme(farkle, 'doubling');
    const eight = setAt(setAt(farkle, 'diceCount', 8), 'scoring.ofAKind', { kind: 'doubling' });
    expect(memory.scheme(eight, 'multiple')).toEqual({ kind: 'multiple', multipliers: [2, 3, 4, NaN, NaN] });
    expect(memory.scheme(eight, 'add')).toEqual(defaultScheme('add', 8));
  });

  it('keeps the numbers of a part switched off, and gives a copy of them when it is switched on', () => {
    const memory = new PartMemory();
    const usual = { zilches: 3, points: 500 };
    expect(memory.switched(farkle, 'variations.zilchStreakPenalty', usual, true)).toEqual(usual);
    const own = setAt(farkle, 'variations.zilchStreakPenalty', { zilches: 4, points: 1000 });
    expect(memory.switched(own, 'variations.zilchStreakPenalty', usual, false)).toBeNull();
    const again = memory.switched(farkle, 'variations.zilchStreakPenalty', usual, true);
    expect(again).toEqual({ zilches: 4, points: 1000 });
    expect(again).not.toBe(own.variations.zilchStreakPenalty);
    // Switching off what is off already remembers nothing new.
    expect(memory.switched(farkle, 'variations.zilchStreakPenalty', usual, false)).toBeNull();
    expect(memory.switched(farkle, 'variations.zilchStreakPenalty', usual, true)).toEqual({ zilches: 4, points: 1000 });
  });

  it('forgets everything when cleared', () => {
    const memory = new PartMemory();
    const own = setAt(farkle, 'scoring.threePairs', 750);
    memory.switched(own, 'scoring.threePairs', 1500, false);
    memory.scheme(setAt(farkle, 'scoring.ofAKind', { kind: 'add', perDie: 400 }), 'none');
    memory.clear();
    expect(memory.switched(farkle, 'scoring.threePairs', 1500, true)).toBe(1500);
    expect(memory.scheme(farkle, 'add')).toEqual(defaultScheme('add', 6));
  });
});
