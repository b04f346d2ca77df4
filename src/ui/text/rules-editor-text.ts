/**
 * The house-rules editor's own words: the one-line summary of each section, shown while it is
 * closed, and the boxes of the four-or-more table. Each reads the rule set being edited and calls
 * no rule.
 */
import { msg, str } from '@lit/localize';
import type { Ruleset } from '../../rules/index.js';
import { capitalised, countWord } from './combination-text.js';
import { straightCount } from './count-text.js';
import { diceWord, formatPoints, openingFact, winFact } from './format.js';

/** Points as a summary shows them; "…" while the box holds no number. */
const shown = (value: number) => (Number.isFinite(value) ? formatPoints(value) : '…');

/** "6 dice · 10,000 to win": the game section's summary. */
export function gameSummary(rules: Ruleset): string {
  const { end } = rules;
  const target = shown(end.target);
  return `${diceWord(rules.diceCount)} · ${winFact(end.targetMode, target)}`;
}

/** "500 to open · 350 after · turning the corner · build off": the turns section's summary. */
export function turnSummary(rules: Ruleset): string {
  const { turn } = rules;
  const opening = shown(turn.openingMinimum);
  const later = shown(turn.laterMinimum);
  const parts = [
    turn.openingMinimum > 0
      ? openingFact(opening)
      : msg('No minimum to open', { id: 'rules-editor.summary.no-opening' }),
    turn.laterMinimum > 0
      ? msg(str`${later} after`, {
          id: 'rules-editor.summary.later',
          desc: 'In a summary of the turn rules: the minimum to bank once on the board',
        })
      : '',
    turn.hotDice === 'must-continue'
      ? msg('turning the corner', { id: 'rules-editor.summary.must-continue' })
      : turn.hotDice === 'lock'
        ? msg('hot dice lock', { id: 'rules-editor.summary.lock' })
        : '',
    turn.startOfTurn === 'fresh'
      ? ''
      : turn.startOfTurn === 'build-off'
        ? msg('build off', { id: 'rules-editor.summary.build-off', desc: 'In a summary of the turn rules' })
        : msg('inherit', { id: 'rules-editor.summary.inherit', desc: 'In a summary of the turn rules' }),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** "1 = 100 · 5 = 50 · four of a kind · three pairs · 1 straight": the scoring section's summary. */
export function scoringSummary(rules: Ruleset): string {
  const { scoring } = rules;
  const parts = [
    `1 = ${shown(scoring.singles[1] ?? Number.NaN)}`,
    `5 = ${shown(scoring.singles[5] ?? Number.NaN)}`,
    scoring.ofAKind.kind === 'none'
      ? ''
      : msg('four of a kind', { id: 'rules-editor.summary.of-a-kind', desc: 'In a summary of the scoring rules' }),
    scoring.threePairs === null
      ? ''
      : msg('three pairs', {
          id: 'rules-editor.summary.three-pairs',
          desc: 'A combination: two dice each of three faces',
        }),
    scoring.straights.length === 0 ? '' : straightCount(scoring.straights.length),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** "Pyramiding · challenges", or "None": the variations section's summary. */
export function variationSummary(rules: Ruleset): string {
  const { variations } = rules;
  const on = [
    variations.pyramiding
      ? msg('pyramiding', { id: 'rules-editor.summary.pyramiding', desc: 'In a summary of the variations played' })
      : '',
    variations.surpassing
      ? msg('surpassing', { id: 'rules-editor.summary.surpassing', desc: 'In a summary of the variations played' })
      : '',
    variations.challenges
      ? msg('challenges', { id: 'rules-editor.summary.challenges', desc: 'In a summary of the variations played' })
      : '',
    variations.zilchStreakPenalty
      ? msg('zilch penalty', {
          id: 'rules-editor.summary.zilch-penalty',
          desc: 'In a summary of the variations played',
        })
      : '',
  ].filter(Boolean);
  return on.length === 0
    ? msg('None', { id: 'rules-editor.summary.none', desc: 'In a summary of the variations played: no variation' })
    : capitalised(on.join(' · '));
}

/** "Four of a kind", "Ten of a kind": a box of the four-or-more table, for `count` dice. */
export function ofAKindBoxLabel(dice: number): string {
  const count = capitalised(countWord(dice));
  return msg(str`${count} of a kind`, {
    id: 'rules-editor.of-a-kind-box',
    desc: 'A box of the four-or-more table, as in "Four of a kind" (the count is a number word)',
  });
}

/** "Four of a kind: ×": the box of a multiple of the triple. */
export function timesLabel(count: string): string {
  return msg(str`${count}: ×`, {
    desc: 'A box of the multiples table, as in "Four of a kind: ×" (times the three of a kind)',
  });
}
