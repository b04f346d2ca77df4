import { msg, str } from '@lit/localize';
import type { Combination, CombinationName, Ruleset, TargetMode } from '../../rules/index.js';
import { combinationText, repeatedText } from './combination-text.js';
import { currentLocale } from '../locales/localize.js';

/**
 * Numbers, plurals and lists in the language being spoken. English is written out by hand, as
 * before: the first Intl formatter costs a slow phone some 50 ms, which the first screen would pay.
 * Every other language makes its formatters on first use, once each (cached per locale).
 */
const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.ListFormat>(key: string, make: () => T): T {
  let made = cache.get(key) as T | undefined;
  if (!made) cache.set(key, (made = make()));
  return made;
}

/** Whether numbers are written the English way (English and the pseudo-locale). */
function english(): boolean {
  const locale = currentLocale();
  return locale === 'en' || locale === 'en-XA';
}

/**
 * 3200 → "3,200" in English, "3.200" in German, "3 200" in French and Czech; at most three
 * decimals. English is written as `Intl.NumberFormat('en')` writes it.
 */
export function formatPoints(points: number): string {
  if (english()) return englishNumber(points);
  const locale = currentLocale();
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })).format(points);
}

function englishNumber(points: number): string {
  if (Number.isNaN(points)) return 'NaN';
  const sign = points < 0 || Object.is(points, -0) ? '-' : '';
  if (!Number.isFinite(points)) return `${sign}∞`;
  const [whole = '0', fraction] = (Math.round(Math.abs(points) * 1000) / 1000).toString().split('.');
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A count as a number in the sentence ("1,000 games"): the same as points. */
export const formatCount = formatPoints;

/** The plural forms a sentence with a count needs: `few` (Czech 2–4) falls back to `other`. */
export interface PluralForms {
  readonly one: () => string;
  readonly few?: () => string;
  readonly other: () => string;
}

/**
 * The form of a sentence for `count` in the language being spoken (Intl.PluralRules): Czech says
 * "1 kostka", "2 kostky", "5 kostek". Each form is its own message, so a translator fills each.
 */
export function plural(count: number, forms: PluralForms): string {
  const category = english()
    ? count === 1
      ? 'one'
      : 'other'
    : cached(`plural:${currentLocale()}`, () => new Intl.PluralRules(currentLocale())).select(count);
  if (category === 'one') return forms.one();
  if (category === 'few' && forms.few) return forms.few();
  return forms.other();
}

/** "1 die", "6 dice"; "1 Würfel"; "1 kostka", "3 kostky", "6 kostek". */
export function diceWord(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} die`, { id: 'dice.one' }),
    few: () =>
      msg(str`${n} dice`, { id: 'dice.few', desc: 'The plural for 2 to 4 where a language has one (Czech: kostky)' }),
    other: () => msg(str`${n} dice`, { id: 'dice.other' }),
  });
}

/** "Ana, Ben and Cy" in the language being spoken (Intl.ListFormat). */
export function formatList(items: readonly string[]): string {
  if (english()) {
    if (items.length <= 2) return items.join(' and ');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  }
  return cached(`list:${currentLocale()}`, () => new Intl.ListFormat(currentLocale(), { type: 'conjunction' })).format(
    items,
  );
}

/**
 * "2.31%": a chance with two decimals, halves rounded up. A chance that is exactly nothing reads
 * "0%" (enough dice always score); one too small to show with two decimals reads "under 0.01%"
 * rather than a misleading "0.00%". Written out rather than asked of Intl, whose first percent
 * formatter costs a slow phone some 50 ms while the explorer's first screen renders.
 */
export function formatChance(chance: number): string {
  if (!english()) return localChance(chance);
  if (chance <= 0) return '0%';
  if (chance < 0.0001) return underLeast('0.01%');
  // In hundredths of a percent; the tiny nudge keeps a half (1/32 = 3.125%) from landing just below
  // it through the multiplication's rounding.
  const hundredths = Math.round(chance * 10_000 * (1 + 1e-12));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}

const underLeast = (least: string) =>
  msg(str`under ${least}`, { desc: 'A chance too small to show, as in "under 0.01%"' });

function localChance(chance: number): string {
  const locale = currentLocale();
  const percent = cached(
    `percent:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        roundingMode: 'halfExpand',
      }),
  );
  if (chance <= 0)
    return cached(`percent0:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent' })).format(0);
  if (chance < 0.0001) return underLeast(percent.format(0.0001));
  return percent.format(chance);
}

/**
 * A hold's best split in the words players use, biggest combination first, repeats counted:
 * ["1-2-3-4-5-6", "single 1"], ["three 2s", "two single 1s", "single 5"], ["three 2s twice"].
 */
export function splitParts(split: readonly Combination[]): string[] {
  const groups = new Map<string, { name: CombinationName; points: number; count: number }>();
  for (const combination of split) {
    const { dice: _dice, points, ...name } = combination;
    const key = JSON.stringify(name);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { name, points, count: 1 });
  }
  return [...groups.values()]
    .sort((a, b) => b.points - a.points)
    .map(({ name, count }) => (count === 1 ? combinationText(name) : repeatedText(name, count)));
}

/** "1-2-3-4-5-6 + single 1": the split as one line. */
export function describeSplit(split: readonly Combination[]): string {
  return splitParts(split).join(' + ');
}

/** "more than 15,000 to win", "10,000 to win": the target as a fact of a rule set (`target` written already). */
export function winFact(mode: TargetMode, target: string): string {
  return mode === 'more-than'
    ? msg(str`more than ${target} to win`, {
        id: 'rules-facts.more-than',
        desc: 'A fact about a rule set: the score to pass',
      })
    : msg(str`${target} to win`, { id: 'rules-facts.reach', desc: 'A fact about a rule set: the score to reach' });
}

/** "500 to open": the points to get on the board as a fact of a rule set (`points` written already). */
export function openingFact(points: string): string {
  return msg(str`${points} to open`, {
    id: 'rules-facts.opening',
    desc: 'A fact about a rule set: the points to get on the board',
  });
}

/** "10 dice", "to 15,000", "500 to open": the facts a player compares when choosing rules. */
export function rulesFacts(rules: Ruleset): string[] {
  const facts = [diceWord(rules.diceCount), winFact(rules.end.targetMode, formatPoints(rules.end.target))];
  const later = formatPoints(rules.turn.laterMinimum);
  if (rules.turn.openingMinimum > 0) facts.push(openingFact(formatPoints(rules.turn.openingMinimum)));
  if (rules.turn.laterMinimum > 0)
    facts.push(
      msg(str`${later} to bank after`, {
        id: 'rules-facts.later',
        desc: 'A fact about a rule set: the minimum to bank once on the board',
      }),
    );
  return facts;
}
