import { combinationsOf } from './combinations.js';
import type { FaceCounts } from './combinations.js';
import type { Combination, Face, Hold, Ruleset } from './ruleset.js';
import { validateRuleset } from './validate.js';
import type { RulesetProblem } from './validate.js';

/**
 * Bad input to the engine, in codes and numbers (src/ui/text/rules-problem-text.ts words it for a
 * player). `what` is the dice handed over: a roll or a hold; `rulesId` and `rulesName` name the
 * rule set (a preset is named in the player's language).
 */
export type RulesInputProblem =
  | { readonly code: 'not-a-list'; readonly what: 'roll' | 'hold' }
  | { readonly code: 'no-dice'; readonly what: 'roll' | 'hold' }
  | {
      readonly code: 'too-many-dice';
      readonly what: 'roll' | 'hold';
      readonly count: number;
      readonly diceCount: number;
      readonly rulesId: string;
      readonly rulesName: string;
    }
  | {
      readonly code: 'too-many-set-aside';
      readonly setAside: number;
      readonly adding: number;
      readonly diceCount: number;
      readonly rulesId: string;
      readonly rulesName: string;
    }
  /** `shows`: what the die showed instead of a face, as text ("7", "2.5"). */
  | { readonly code: 'not-a-face'; readonly shows: string }
  | { readonly code: 'set-aside-no-score' }
  /** The rule set's first problem. */
  | { readonly code: 'invalid-ruleset'; readonly problem: RulesetProblem }
  /** The chance to zilch was asked for `asked` dice (as text), not 1 to `max`. */
  | { readonly code: 'bad-dice-count'; readonly max: number; readonly asked: string };

export type RulesInputErrorCode = RulesInputProblem['code'];

/** Anything the rules engine refuses, as a player is told it: a rule set's problem or bad input (codes never overlap). */
export type RulesProblem = RulesetProblem | RulesInputProblem;

/**
 * Bad input to the engine: refused, never answered with a wrong number. `problem` is what a player
 * is told (the UI words it); the message is for a developer's console.
 */
export class RulesInputError extends Error {
  override readonly name = 'RulesInputError';
  constructor(
    readonly problem: RulesInputProblem,
    message: string,
  ) {
    super(message);
  }

  get code(): RulesInputErrorCode {
    return this.problem.code;
  }
}

type IndexedCombination = Combination & {
  readonly counts: readonly number[];
  /** The combination's dice as a mixed-radix key (see ScoringTables.weights). */
  readonly key: number;
};

/**
 * Everything the engine needs for one rule set, computed once. Dice multisets are keyed by their
 * face counts in radix diceCount + 1, so a hold's key is the roll's key minus the rest's key and
 * the best value of every multiset up to the rule set's size sits in one typed array.
 */
interface ScoringTables {
  readonly diceCount: number;
  /** weights[f] = (diceCount + 1) ** f. */
  readonly weights: readonly number[];
  /** Best hold value of each multiset, -1 where some die cannot be part of any combination. */
  readonly values: Int32Array;
  /** Combinations grouped by their lowest face (0-5). */
  readonly byLowestFace: readonly (readonly IndexedCombination[])[];
  readonly combinations: readonly IndexedCombination[];
  readonly zilchChances: Map<number, number>;
}

const tablesByRules = new WeakMap<Ruleset, ScoringTables>();
/** Equal rule sets loaded twice (a game's snapshot, a file) share their tables. */
const tablesByScoring = new Map<string, ScoringTables>();
// A 10-dice table is 7 MB (radix 11, six faces): keep only a few rule sets' tables alive.
const MAX_SHARED_TABLES = 4;

function tablesFor(rules: Ruleset): ScoringTables {
  const known = tablesByRules.get(rules);
  if (known) return known;
  const problems = validateRuleset(rules);
  const first = problems[0];
  if (first)
    throw new RulesInputError(
      { code: 'invalid-ruleset', problem: first },
      `These rules cannot be used: ${first.code} at "${first.field}".`,
    );
  const signature = JSON.stringify([rules.diceCount, rules.scoring]);
  let tables = tablesByScoring.get(signature);
  if (!tables) {
    tables = buildTables(rules);
    if (tablesByScoring.size >= MAX_SHARED_TABLES) {
      const oldest = tablesByScoring.keys().next().value;
      if (oldest !== undefined) tablesByScoring.delete(oldest);
    }
    tablesByScoring.set(signature, tables);
  }
  tablesByRules.set(rules, tables);
  return tables;
}

function buildTables(rules: Ruleset): ScoringTables {
  const n = rules.diceCount;
  const radix = n + 1;
  const weights = [1, radix, radix ** 2, radix ** 3, radix ** 4, radix ** 5];
  const keyOf = (counts: readonly number[]) =>
    counts.reduce((key, count, face) => key + count * (weights[face] ?? 0), 0);

  const combinations: IndexedCombination[] = combinationsOf(rules).map((combo) => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const face of combo.dice) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    return { ...combo, counts, key: keyOf(counts) };
  });
  const byLowestFace: IndexedCombination[][] = [[], [], [], [], [], []];
  for (const combo of combinations) byLowestFace[combo.counts.findIndex((count) => count > 0)]?.push(combo);

  // Every multiset of at most n dice, in order of size so that each one's remainders come first.
  const bySize: number[][][] = Array.from({ length: n + 1 }, () => []);
  const counts = [0, 0, 0, 0, 0, 0];
  const visit = (face: number, left: number) => {
    if (face === 6) {
      bySize[n - left]?.push([...counts]);
      return;
    }
    for (let count = 0; count <= left; count++) {
      counts[face] = count;
      visit(face + 1, left - count);
    }
    counts[face] = 0;
  };
  visit(0, n);

  const values = new Int32Array(radix ** 6).fill(-1);
  values[0] = 0;
  for (let size = 1; size <= n; size++) {
    for (const multiset of bySize[size] ?? []) {
      const key = keyOf(multiset);
      const lowest = multiset.findIndex((count) => count > 0);
      let best = -1;
      // The die of the lowest face must belong to some combination, and that combination's
      // lowest face is this face: trying only those visits every split once.
      for (const combo of byLowestFace[lowest] ?? []) {
        if (!fits(combo.counts, multiset)) continue;
        const rest = values[key - combo.key] ?? -1;
        if (rest >= 0 && rest + combo.points > best) best = rest + combo.points;
      }
      values[key] = best;
    }
  }
  return { diceCount: n, weights, values, byLowestFace, combinations, zilchChances: new Map() };
}

function fits(part: readonly number[], whole: readonly number[]): boolean {
  for (let face = 0; face < 6; face++) if ((part[face] ?? 0) > (whole[face] ?? 0)) return false;
  return true;
}

/** Checks dice from outside (a tap, a file) and counts them by face. */
function countDice(rules: Ruleset, dice: readonly unknown[], what: 'roll' | 'hold'): FaceCounts {
  if (!Array.isArray(dice))
    throw new RulesInputError({ code: 'not-a-list', what }, `A ${what} must be a list of dice.`);
  if (dice.length === 0) throw new RulesInputError({ code: 'no-dice', what }, `A ${what} needs at least one die.`);
  if (dice.length > rules.diceCount) {
    throw new RulesInputError(
      {
        code: 'too-many-dice',
        what,
        count: dice.length,
        diceCount: rules.diceCount,
        rulesId: rules.id,
        rulesName: rules.name,
      },
      `A ${what} of ${dice.length} dice is more than the ${rules.diceCount} dice of ${rules.name}.`,
    );
  }
  const counts = [0, 0, 0, 0, 0, 0];
  for (const face of dice) {
    if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > 6) {
      throw new RulesInputError(
        { code: 'not-a-face', shows: String(face) },
        `A die shows ${String(face)}: a die's face is a whole number from 1 to 6.`,
      );
    }
    counts[face - 1] = (counts[face - 1] ?? 0) + 1;
  }
  return counts;
}

function keyOfCounts(tables: ScoringTables, counts: readonly number[]): number {
  let key = 0;
  for (let face = 0; face < 6; face++) key += (counts[face] ?? 0) * (tables.weights[face] ?? 0);
  return key;
}

/**
 * The value of a hold: the best split of the held dice into scoring combinations, every die in
 * exactly one. Null when some die cannot be part of a scoring combination.
 *
 * With pyramiding, pass the dice already set aside in this cycle: the hold is then worth
 * value(set aside + hold) − value(set aside), and null unless that is defined and positive.
 */
export function scoreHold(rules: Ruleset, dice: readonly Face[], setAside: readonly Face[] = []): number | null {
  const tables = tablesFor(rules);
  const base = pyramidBase(rules, tables, setAside, dice.length);
  const union = tables.values[base.key + keyOfCounts(tables, countDice(rules, dice, 'hold'))] ?? -1;
  return union >= 0 && union - base.value > 0 ? union - base.value : null;
}

/** The key and value of the dice set aside earlier in the cycle (pyramiding); zero when none. */
function pyramidBase(rules: Ruleset, tables: ScoringTables, setAside: readonly Face[], adding: number) {
  if (setAside.length === 0) return { key: 0, value: 0 };
  const counts = countDice(rules, setAside, 'hold');
  if (setAside.length + adding > tables.diceCount) {
    throw new RulesInputError(
      {
        code: 'too-many-set-aside',
        setAside: setAside.length,
        adding,
        diceCount: tables.diceCount,
        rulesId: rules.id,
        rulesName: rules.name,
      },
      `${setAside.length} dice set aside and ${adding} more is more than the ${tables.diceCount} dice of ${rules.name}.`,
    );
  }
  const key = keyOfCounts(tables, counts);
  const value = tables.values[key] ?? -1;
  if (value < 0)
    throw new RulesInputError({ code: 'set-aside-no-score' }, 'The dice set aside earlier do not score together.');
  return { key, value };
}

/** The combinations of a hold's best split (the reason for its value), or null when it does not score. */
export function explainHold(rules: Ruleset, dice: readonly Face[]): Combination[] | null {
  const tables = tablesFor(rules);
  const counts = countDice(rules, dice, 'hold');
  let key = keyOfCounts(tables, counts);
  if ((tables.values[key] ?? -1) < 0) return null;
  const split: Combination[] = [];
  while (key !== 0) {
    const lowest = counts.findIndex((count) => count > 0);
    const value = tables.values[key] ?? -1;
    // Among splits of equal value, name the bigger combination: 1-2-3-4-5-6 rather than
    // "2-3-4-5-6 + single 1" where both are worth 600.
    let next: IndexedCombination | undefined;
    for (const combo of tables.byLowestFace[lowest] ?? []) {
      const rest = tables.values[key - combo.key] ?? -1;
      if (!fits(combo.counts, counts) || rest < 0 || rest + combo.points !== value) continue;
      if (!next || combo.dice.length > next.dice.length) next = combo;
    }
    if (!next) throw new Error('scoring table is inconsistent');
    const { counts: _counts, key: _key, ...combination } = next;
    split.push(combination);
    for (let face = 0; face < 6; face++) counts[face] = (counts[face] ?? 0) - (next.counts[face] ?? 0);
    key -= next.key;
  }
  return split;
}

/**
 * Every distinct legal hold of a roll (each multiset once), best points first; among equal points,
 * fewer dice first (they leave more dice to roll). An empty list means zilch.
 *
 * With pyramiding, pass the dice already set aside in this cycle (see `scoreHold`).
 */
export function legalHolds(rules: Ruleset, roll: readonly Face[], setAside: readonly Face[] = []): Hold[] {
  const tables = tablesFor(rules);
  const counts = countDice(rules, roll, 'roll');
  const base = pyramidBase(rules, tables, setAside, roll.length);
  const { values, weights } = tables;
  const found: { key: number; points: number; size: number }[] = [];
  const c0 = counts[0] ?? 0,
    c1 = counts[1] ?? 0,
    c2 = counts[2] ?? 0,
    c3 = counts[3] ?? 0,
    c4 = counts[4] ?? 0,
    c5 = counts[5] ?? 0;
  const w1 = weights[1] ?? 0,
    w2 = weights[2] ?? 0,
    w3 = weights[3] ?? 0,
    w4 = weights[4] ?? 0,
    w5 = weights[5] ?? 0;
  // Six nested loops over how many of each face the hold takes: at most 324 sub-multisets of ten dice.
  for (let a = 0; a <= c0; a++) {
    for (let b = 0; b <= c1; b++) {
      const kb = a + b * w1;
      for (let c = 0; c <= c2; c++) {
        const kc = kb + c * w2;
        for (let d = 0; d <= c3; d++) {
          const kd = kc + d * w3;
          for (let e = 0; e <= c4; e++) {
            const ke = kd + e * w4;
            for (let f = 0; f <= c5; f++) {
              const key = ke + f * w5;
              const points = (values[base.key + key] ?? -1) - base.value;
              if (key !== 0 && points > 0) found.push({ key, points, size: a + b + c + d + e + f });
            }
          }
        }
      }
    }
  }
  found.sort((x, y) => y.points - x.points || x.size - y.size || x.key - y.key);
  const radix = tables.diceCount + 1;
  return found.map(({ key, points }) => {
    const dice: Face[] = [];
    let rest = key;
    for (let face = 1; face <= 6; face++) {
      const count = rest % radix;
      rest = (rest - count) / radix;
      for (let i = 0; i < count; i++) dice.push(face as Face);
    }
    return { dice, points };
  });
}

/**
 * For each number k of dice held (index 1..roll length), the most points a legal hold of exactly k
 * dice of this roll is worth, or -1 where no k dice make a legal hold. What the advisor needs of a
 * roll, without listing every hold.
 */
export function bestHoldBySize(rules: Ruleset, roll: readonly Face[]): number[] {
  return bestHoldBySizeOfCounts(rules, countDice(rules, roll, 'roll'));
}

/**
 * `bestHoldBySize` of a roll given as its count of each face (index 0 for ones): the advisor's
 * model asks it for every roll of up to ten dice, without building the rolls. The counts are not
 * checked: whole numbers, summing to at most the rule set's dice. `into`, when handed in, is the
 * array filled and returned (made the roll's dice plus one long), so a loop over rolls allocates none.
 */
export function bestHoldBySizeOfCounts(rules: Ruleset, counts: readonly number[], into?: number[]): number[] {
  const { values, weights } = tablesFor(rules);
  let dice = 0;
  for (let face = 0; face < 6; face++) dice += counts[face] ?? 0;
  const best = into ?? [];
  best.length = dice + 1;
  best.fill(-1);
  // Every sub-multiset of the roll, counted like an odometer over the six faces (a loop rather than
  // a recursion: the model runs this for thousands of rolls while a game opens).
  const take = [0, 0, 0, 0, 0, 0];
  let key = 0;
  let size = 0;
  for (;;) {
    let face = 0;
    for (; face < 6; face++) {
      const weight = weights[face] ?? 0;
      if ((take[face] ?? 0) < (counts[face] ?? 0)) {
        take[face] = (take[face] ?? 0) + 1;
        key += weight;
        size += 1;
        break;
      }
      key -= (take[face] ?? 0) * weight;
      size -= take[face] ?? 0;
      take[face] = 0;
    }
    if (face === 6) return best;
    const points = values[key] ?? -1;
    if (points > (best[size] ?? -1)) best[size] = points;
  }
}

/** A roll has a legal hold exactly when some single combination fits in it. */
function anyCombinationFits(tables: ScoringTables, counts: readonly number[]): boolean {
  return tables.combinations.some((combo) => fits(combo.counts, counts));
}

/**
 * True when the roll has no legal hold. The same answer as `legalHolds(...).length === 0`, without
 * listing the holds: the game flow asks it for every throw it replays.
 */
export function isZilch(rules: Ruleset, roll: readonly Face[], setAside: readonly Face[] = []): boolean {
  if (setAside.length > 0) return legalHolds(rules, roll, setAside).length === 0;
  return !anyCombinationFits(tablesFor(rules), countDice(rules, roll, 'roll'));
}

/** n! / (c1! c2! ... c6!): how many ordered throws show these face counts. */
function arrangements(counts: readonly number[]): number {
  let result = 1;
  let placed = 0;
  for (const count of counts) {
    for (let i = 1; i <= count; i++) {
      placed += 1;
      result = (result * placed) / i;
    }
  }
  return result;
}

/**
 * The exact probability that a throw of `diceCount` dice has no legal hold, by enumerating every
 * multiset of faces with its number of orderings (not by sampling). Cached per rule set.
 */
export function zilchChance(rules: Ruleset, diceCount: number): number {
  const tables = tablesFor(rules);
  if (!Number.isInteger(diceCount) || diceCount < 1 || diceCount > tables.diceCount) {
    throw new RulesInputError(
      { code: 'bad-dice-count', max: tables.diceCount, asked: String(diceCount) },
      `The chance to zilch is for 1 to ${tables.diceCount} dice, not ${String(diceCount)}.`,
    );
  }
  const cached = tables.zilchChances.get(diceCount);
  if (cached !== undefined) return cached;

  let zilchThrows = 0;
  const counts = [0, 0, 0, 0, 0, 0];
  const visit = (face: number, left: number) => {
    if (face === 5) {
      counts[5] = left;
      if (!anyCombinationFits(tables, counts)) zilchThrows += arrangements(counts);
      counts[5] = 0;
      return;
    }
    for (let count = 0; count <= left; count++) {
      counts[face] = count;
      visit(face + 1, left - count);
    }
    counts[face] = 0;
  };
  visit(0, diceCount);
  const chance = zilchThrows / 6 ** diceCount;
  tables.zilchChances.set(diceCount, chance);
  return chance;
}
