import { FACES } from './ruleset.js';
import type { Combination, CombinationName, Face, Ruleset, ScoringTable } from './ruleset.js';

/** Dice counts by face: `counts[0]` is the number of 1s, ..., `counts[5]` the number of 6s. */
export type FaceCounts = number[];

/**
 * What `count` dice of `face` (count ≥ 3) are worth as one combination, or null when the table has
 * no such combination. Four and more follow the rule set's of-a-kind scheme.
 */
export function ofAKindPoints(table: ScoringTable, face: Face, count: number): number | null {
  const triple = table.triples[face] ?? null;
  if (count === 3) return triple;
  const extra = count - 4;
  const scheme = table.ofAKind;
  switch (scheme.kind) {
    case 'none':
      return null;
    case 'flat':
      return scheme.points[extra] ?? null;
    case 'multiple': {
      const multiplier = scheme.multipliers[extra];
      return triple === null || multiplier === undefined ? null : triple * multiplier;
    }
    case 'doubling':
      return triple === null ? null : triple * 2 ** (count - 3);
    case 'add':
      return triple === null ? null : triple + scheme.perDie * (count - 3);
  }
}

/** The dice that a count of each face stands for (index 0 for ones), in face order. */
export function countsToDice(counts: readonly number[]): Face[] {
  const dice: Face[] = [];
  counts.forEach((count, index) => {
    for (let i = 0; i < count; i++) dice.push((index + 1) as Face);
  });
  return dice;
}

/** Every combination the rule set's table allows, each as the dice it takes and its points. */
export function combinationsOf(rules: Ruleset): Combination[] {
  const table = rules.scoring;
  const n = rules.diceCount;
  const combos: Combination[] = [];
  const add = (name: CombinationName, counts: number[], points: number | null) => {
    if (points === null || !(points > 0)) return;
    const size = counts.reduce((a, b) => a + b, 0);
    if (size > n) return;
    combos.push({ ...name, dice: countsToDice(counts), points });
  };
  const only = (pairs: [Face, number][]): number[] => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const [face, count] of pairs) counts[face - 1] = count;
    return counts;
  };

  for (const face of FACES) {
    add({ kind: 'single', face }, only([[face, 1]]), table.singles[face] ?? null);
    for (let count = 3; count <= n; count++) {
      add({ kind: 'of-a-kind', face, count }, only([[face, count]]), ofAKindPoints(table, face, count));
    }
  }
  for (const a of FACES) {
    for (const b of FACES) {
      if (b <= a) continue;
      for (const c of FACES) {
        if (c <= b) continue;
        add(
          { kind: 'three-pairs' },
          only([
            [a, 2],
            [b, 2],
            [c, 2],
          ]),
          table.threePairs,
        );
      }
      add(
        { kind: 'two-triplets' },
        only([
          [a, 3],
          [b, 3],
        ]),
        table.twoTriplets,
      );
    }
  }
  if (table.fourOfAKindAndPairIsThreePairs) {
    for (const a of FACES) {
      for (const b of FACES) {
        if (a !== b)
          add(
            { kind: 'four-and-pair' },
            only([
              [a, 4],
              [b, 2],
            ]),
            table.threePairs,
          );
      }
    }
  }
  for (const straight of table.straights) {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const face of straight.faces) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    add({ kind: 'straight', faces: straight.faces }, counts, straight.points);
  }
  return combos;
}
