/** The rules explorer's words: how many holds a roll has, and why dice were not added or were removed. */
import { msg, str } from '@lit/localize';
import type { Ruleset } from '../../rules/index.js';
import { diceWord, formatCount, plural } from './format.js';
import { presetName } from './preset-text.js';

/** "5 holds": how many legal holds the roll has. */
export function holdCount(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} hold`, { id: 'explorer.holds.one' }),
    few: () => msg(str`${n} holds`, { id: 'explorer.holds.few' }),
    other: () => msg(str`${n} holds`, { id: 'explorer.holds.other' }),
  });
}

/** Why a die was not added: the roll already has every die of the rules. */
export function fullRollNotice(rules: Ruleset): string {
  const name = presetName(rules);
  const dice = diceWord(rules.diceCount);
  return msg(str`${name} uses ${dice}: remove one first`);
}

/** Why the roll lost its last dice: the rules chosen have fewer. */
export function trimmedRollNotice(rules: Ruleset, extra: number): string {
  const name = presetName(rules);
  const dice = diceWord(rules.diceCount);
  const n = formatCount(extra);
  return plural(extra, {
    one: () => msg(str`${name} uses ${dice}, so the last die was removed`, { id: 'explorer.trimmed.one' }),
    few: () => msg(str`${name} uses ${dice}, so the last ${n} dice were removed`, { id: 'explorer.trimmed.few' }),
    other: () => msg(str`${name} uses ${dice}, so the last ${n} dice were removed`, { id: 'explorer.trimmed.other' }),
  });
}
