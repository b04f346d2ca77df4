import { countWord } from '../rules/index.js';
import type { Combination, Ruleset } from '../rules/index.js';

// Points and dice are worded by the game layer, so refusals and the screen say them the same way.
import { diceWord, formatPoints } from '../game/index.js';

export { diceWord, formatPoints };

// Made on first use, not when the module loads: an Intl formatter takes tens of milliseconds on a
// slow phone, and this module is part of the first screen's code.
let percentFormat: Intl.NumberFormat | null = null;

/**
 * "2.31%". A chance that is exactly nothing reads "0%" (enough dice always score); one too small
 * to show with two decimals reads "under 0.01%" rather than a misleading "0.00%".
 */
export function formatChance(chance: number): string {
  if (chance <= 0) return '0%';
  if (chance < 0.0001) return 'under 0.01%';
  percentFormat ??= new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return percentFormat.format(chance);
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
