import { countWord } from '../../rules/index.js';
import type { Combination, Ruleset } from '../../rules/index.js';

// Points and dice are worded by the game layer, so refusals and the screen say them the same way.
import { diceWord, formatPoints } from '../../game/index.js';

export { diceWord, formatPoints };

/**
 * "2.31%": a chance with two decimals, halves rounded up. A chance that is exactly nothing reads
 * "0%" (enough dice always score); one too small to show with two decimals reads "under 0.01%"
 * rather than a misleading "0.00%". Written out rather than asked of Intl, whose first percent
 * formatter costs a slow phone some 50 ms while the explorer's first screen renders.
 */
export function formatChance(chance: number): string {
  if (chance <= 0) return '0%';
  if (chance < 0.0001) return 'under 0.01%';
  // In hundredths of a percent; the tiny nudge keeps a half (1/32 = 3.125%) from landing just below
  // it through the multiplication's rounding.
  const hundredths = Math.round(chance * 10_000 * (1 + 1e-12));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}

/**
 * A hold's best split in the words players use, biggest combination first, repeats counted:
 * ["1-2-3-4-5-6", "single 1"], ["three 2s", "two single 1s", "single 5"], ["three 2s twice"].
 */
export function splitParts(split: readonly Combination[]): string[] {
  const groups = new Map<string, { label: string; kind: Combination['kind']; points: number; count: number }>();
  for (const { label, kind, points } of split) {
    const group = groups.get(label);
    if (group) group.count += 1;
    else groups.set(label, { label, kind, points, count: 1 });
  }
  return [...groups.values()]
    .sort((a, b) => b.points - a.points)
    .map(({ label, kind, count }) => {
      if (count === 1) return label;
      if (kind === 'single') return `${countWord(count)} ${label}s`;
      return count === 2 ? `${label} twice` : `${label} ×${count}`;
    });
}

/** "1-2-3-4-5-6 + single 1": the split as one line. */
export function describeSplit(split: readonly Combination[]): string {
  return splitParts(split).join(' + ');
}

/** "10 dice", "to 15,000", "500 to open": the facts a player compares when choosing rules. */
export function rulesFacts(rules: Ruleset): string[] {
  const target = formatPoints(rules.end.target);
  const facts = [
    diceWord(rules.diceCount),
    rules.end.targetMode === 'more-than' ? `more than ${target} to win` : `${target} to win`,
  ];
  if (rules.turn.openingMinimum > 0) facts.push(`${formatPoints(rules.turn.openingMinimum)} to open`);
  if (rules.turn.laterMinimum > 0) facts.push(`${formatPoints(rules.turn.laterMinimum)} to bank after`);
  return facts;
}
