import type { Face, Ruleset } from '../../../src/rules/index.js';

/**
 * A slow, obviously correct hold scorer written straight from docs/rules.md, sharing no code with the
 * engine: try every combination that fits in the dice, in every order, and keep the best total that
 * uses every die. Property tests compare the engine's table against it.
 */
export function referenceScore(rules: Ruleset, dice: readonly Face[]): number | null {
  const memo = new Map<string, number | null>();
  const table = rules.scoring;

  const tripleOf = (face: Face): number | null => table.triples[face] ?? null;
  const kindPoints = (face: Face, count: number): number | null => {
    if (count === 3) return tripleOf(face);
    const triple = tripleOf(face);
    const scheme = table.ofAKind;
    if (scheme.kind === 'none') return null;
    if (scheme.kind === 'flat') return scheme.points[count - 4] ?? null;
    if (triple === null) return null;
    if (scheme.kind === 'multiple') {
      const m = scheme.multipliers[count - 4];
      return m === undefined ? null : triple * m;
    }
    if (scheme.kind === 'doubling') return triple * Math.pow(2, count - 3);
    return triple + scheme.perDie * (count - 3);
  };

  const best = (counts: number[]): number | null => {
    const key = counts.join(',');
    if (memo.has(key)) return memo.get(key) ?? null;
    if (counts.every((c) => c === 0)) return 0;
    let result: number | null = null;
    const tryTaking = (take: number[], points: number | null | undefined) => {
      if (points === null || points === undefined || points <= 0) return;
      if (take.some((t, i) => t > (counts[i] ?? 0))) return;
      const rest = best(counts.map((c, i) => c - (take[i] ?? 0)));
      if (rest !== null && (result === null || rest + points > result)) result = rest + points;
    };
    const faces: Face[] = [1, 2, 3, 4, 5, 6];
    const one = (face: Face, n: number) => faces.map((f) => (f === face ? n : 0));
    for (const face of faces) {
      tryTaking(one(face, 1), table.singles[face]);
      for (let n = 3; n <= rules.diceCount; n++) tryTaking(one(face, n), kindPoints(face, n));
    }
    for (const a of faces) {
      for (const b of faces) {
        if (a === b) continue;
        tryTaking(
          faces.map((f) => (f === a || f === b ? 3 : 0)),
          table.twoTriplets,
        );
        if (table.fourOfAKindAndPairIsThreePairs) {
          tryTaking(
            faces.map((f) => (f === a ? 4 : f === b ? 2 : 0)),
            table.threePairs,
          );
        }
        for (const c of faces) {
          if (c === a || c === b) continue;
          tryTaking(
            faces.map((f) => (f === a || f === b || f === c ? 2 : 0)),
            table.threePairs,
          );
        }
      }
    }
    for (const straight of table.straights) {
      tryTaking(
        faces.map((f) => (straight.faces.includes(f) ? 1 : 0)),
        straight.points,
      );
    }
    memo.set(key, result);
    return result;
  };

  const counts = [0, 0, 0, 0, 0, 0];
  for (const face of dice) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
  return best(counts);
}
