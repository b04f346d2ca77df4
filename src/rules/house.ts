/**
 * House rules: a group's own rule set, built from a preset and changed setting by setting. What the
 * editor does to a rule set beyond setting one value lives here, as pure functions.
 */
import type { Face, OfAKindKind, OfAKindScheme, Ruleset, Straight } from './ruleset.js';

/** The id every house rule set carries; a game keeps its own snapshot, so one id is enough. */
export const HOUSE_RULES_ID = 'house';

/**
 * A house rule set that starts as a copy of `preset`, under the group's name for it. The name and
 * description are data the group keeps; the UI words them in the players' language
 * (src/ui/text/preset-text.ts).
 */
export function houseRulesFrom(preset: Ruleset, name: string, description = ''): Ruleset {
  return { ...structuredClone(preset), id: HOUSE_RULES_ID, name, description };
}

/** The starting numbers of a four-or-more scheme when it is chosen, before the group types its own. */
export function defaultScheme(kind: OfAKindKind, dice: number): OfAKindScheme {
  const entries = Math.max(0, dice - 3);
  switch (kind) {
    case 'flat':
      return { kind, points: Array.from({ length: entries }, (_, i) => 1000 * (i + 1)) };
    case 'multiple':
      return { kind, multipliers: Array.from({ length: entries }, (_, i) => i + 2) };
    case 'add':
      return { kind, perDie: 1000 };
    case 'doubling':
    case 'none':
      return { kind };
  }
}

/**
 * A four-or-more table with one entry per count from four to `dice`. New entries start empty (NaN),
 * so the editor asks for the numbers instead of inventing points.
 */
export function resized(scheme: OfAKindScheme, dice: number): OfAKindScheme {
  const needed = Math.max(0, dice - 3);
  const resize = (values: readonly number[]) => Array.from({ length: needed }, (_, i) => values[i] ?? Number.NaN);
  if (scheme.kind === 'flat') return { kind: 'flat', points: resize(scheme.points) };
  if (scheme.kind === 'multiple') return { kind: 'multiple', multipliers: resize(scheme.multipliers) };
  return scheme;
}

/** The rules with another number of dice: the four-or-more table follows it. */
export function withDiceCount(rules: Ruleset, dice: number): Ruleset {
  return { ...rules, diceCount: dice, scoring: { ...rules.scoring, ofAKind: resized(rules.scoring.ofAKind, dice) } };
}

/** Straights a group adds most often, offered in turn by "Add a straight". */
const COMMON_STRAIGHTS: readonly Straight[] = [
  { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
  { faces: [1, 2, 3, 4, 5], points: 750 },
  { faces: [2, 3, 4, 5, 6], points: 750 },
];

/** The rules with one more straight: the next common one not listed that fits the dice, else an empty one. */
export function withStraightAdded(rules: Ruleset): Ruleset {
  const listed = new Set(rules.scoring.straights.map((straight) => [...straight.faces].sort().join('-')));
  const next = COMMON_STRAIGHTS.find(
    (straight) => !listed.has(straight.faces.join('-')) && straight.faces.length <= rules.diceCount,
  );
  const added: Straight = next ? { faces: [...next.faces], points: next.points } : { faces: [], points: Number.NaN };
  return { ...rules, scoring: { ...rules.scoring, straights: [...rules.scoring.straights, added] } };
}

/** The rules with `face` put in or taken out of straight `index` (faces kept in order). */
export function withStraightFace(rules: Ruleset, index: number, face: Face): Ruleset {
  const straights = rules.scoring.straights.map((straight, i) => {
    if (i !== index) return straight;
    const faces = straight.faces.includes(face)
      ? straight.faces.filter((candidate) => candidate !== face)
      : [...straight.faces, face].sort((a, b) => a - b);
    return { ...straight, faces };
  });
  return { ...rules, scoring: { ...rules.scoring, straights } };
}

/** The rules without straight `index`. */
export function withoutStraight(rules: Ruleset, index: number): Ruleset {
  return { ...rules, scoring: { ...rules.scoring, straights: rules.scoring.straights.filter((_, i) => i !== index) } };
}

/** The rules with the points of `face` in the singles or triples table set, or (NaN absent: null) taken out. */
export function withFacePoints(
  rules: Ruleset,
  table: 'singles' | 'triples',
  face: Face,
  points: number | null,
): Ruleset {
  const others = Object.entries(rules.scoring[table]).filter(([key]) => Number(key) !== face);
  const entries = points === null ? others : [...others, [face, points]];
  return { ...rules, scoring: { ...rules.scoring, [table]: Object.fromEntries(entries) } };
}
