/**
 * The presets' names and descriptions in the language being spoken. A rule set keeps its English
 * name as data (a game's snapshot, a backup); a preset is named here, and house rules keep the
 * name the group gave them.
 */
import { msg, str } from '@lit/localize';
import { shippedPreset } from '../../game/index.js';
import type { PresetId, Ruleset } from '../../rules/index.js';
import { formatCount, formatPoints, plural } from './format.js';

interface PresetWords {
  readonly name: () => string;
  readonly description: () => string;
}

const WORDS: Readonly<Record<PresetId, PresetWords>> = {
  'ten-dice': {
    name: () => msg(str`${formatCount(10)}-dice Zilch`, { id: 'preset.ten-dice.name' }),
    description: () =>
      msg(str`Ten dice to ${formatPoints(20000)}; build off the last bank, lock your points with all ten dice.`, {
        id: 'preset.ten-dice.description',
      }),
  },
  'zilch-15k': {
    name: () => msg(str`Zilch to ${formatPoints(15000)}`, { id: 'preset.zilch-15k.name' }),
    description: () =>
      msg(
        str`${formatPoints(500)} to get on the board, ${formatPoints(350)} after; all six dice scoring means you must roll on.`,
        { id: 'preset.zilch-15k.description' },
      ),
  },
  'zilch-10k': {
    name: () => msg(str`Zilch to ${formatPoints(10000)}`, { id: 'preset.zilch-10k.name' }),
    description: () =>
      msg(str`The ${formatPoints(15000)} game to ${formatPoints(10000)}, with no four, five or six of a kind.`, {
        id: 'preset.zilch-10k.description',
      }),
  },
  'zilch-5k': {
    name: () => msg(str`Zilch to ${formatPoints(5000)}`, { id: 'preset.zilch-5k.name' }),
    description: () =>
      msg(str`The quick game: singles, triples and the straight only; ${formatPoints(500)} to get on the board.`, {
        id: 'preset.zilch-5k.description',
      }),
  },
  farkle: {
    name: () => msg('Farkle', { id: 'preset.farkle.name', desc: 'The name of a dice game (a rule set)' }),
    description: () =>
      msg(str`The common six-dice game to ${formatPoints(10000)}; four of a kind doubles the triple.`, {
        id: 'preset.farkle.description',
      }),
  },
  'serendipity-creak': {
    name: () =>
      msg('Serendipity Creak', {
        id: 'preset.serendipity-creak.name',
        desc: 'The name of a rule set, after the group that plays it',
      }),
    description: () =>
      msg('Inherit the last bank; each extra die of a kind doubles; small and large straights.', {
        id: 'preset.serendipity-creak.description',
      }),
  },
  'zilch-1000-open': {
    name: () => msg(str`Zilch, ${formatPoints(1000)} to open`, { id: 'preset.zilch-1000-open.name' }),
    description: () =>
      msg(
        str`${formatPoints(1000)} to get on the board, two chances with the last die, first to ${formatPoints(10000)} wins.`,
        {
          id: 'preset.zilch-1000-open.description',
        },
      ),
  },
};

/** The words of a preset, when `rules` is one as the app ships it (same id and English name). */
function presetWords(rules: Pick<Ruleset, 'id' | 'name'>): PresetWords | null {
  const preset = shippedPreset(rules);
  return preset ? WORDS[preset.id as PresetId] : null;
}

/** A rule set's name: a preset's in the language being spoken, any other as its players wrote it. */
export function presetName(rules: Pick<Ruleset, 'id' | 'name'>): string {
  return presetWords(rules)?.name() ?? rules.name;
}

/** A rule set's one-line description: a preset's in the language being spoken, any other as written. */
export function presetDescription(rules: Pick<Ruleset, 'id' | 'name' | 'description'>): string {
  const words = presetWords(rules);
  return words && shippedPreset(rules)?.description === rules.description ? words.description() : rules.description;
}

/** The name house rules start with until the group gives them one. */
export function houseRulesName(): string {
  return msg('House rules', {
    id: 'house-rules.name',
    desc: "The name of a group's own rule set until they give it one",
  });
}

/** "House rules based on Farkle.": the description house rules copied from a preset start with. */
export function houseRulesDescription(preset: Pick<Ruleset, 'id' | 'name'>): string {
  const name = presetName(preset);
  return msg(str`House rules based on ${name}.`, { id: 'house-rules.description' });
}

/** The house rules' line in the picker: what they are, or how many problems stop them being played. */
export function houseRulesLine(problems: number): string {
  if (problems === 0) return msg('Your group’s own rules: start from a preset and change what you play differently.');
  const n = formatCount(problems);
  return plural(problems, {
    one: () =>
      msg('Your group’s own rules, with a problem to fix below before you can play them.', {
        id: 'house-rules-problems.one',
      }),
    few: () =>
      msg(str`Your group’s own rules, with ${n} problems to fix below before you can play them.`, {
        id: 'house-rules-problems.few',
      }),
    other: () =>
      msg(str`Your group’s own rules, with ${n} problems to fix below before you can play them.`, {
        id: 'house-rules-problems.other',
      }),
  });
}
