import { describe, expect, it } from 'vitest';
import {
  DuelSolver,
  duelChance,
  duelTableCovers,
  duelTableFor,
  keepDuelTable,
  solveDuel,
} from '../../../src/advisor/duel.js';
import { duelCovers, duelGoal } from '../../../src/advisor/duel-key.js';
import { winAdviceReady } from '../../../src/advisor/index.js';
import { decodeDuel, encodeDuel, restoreDuel, storeDuel } from '../../../src/advisor/duel-file.js';
import { legalHolds, presetById } from '../../../src/rules/index.js';
import type { Face, Ruleset } from '../../../src/rules/index.js';

const farkle = presetById('farkle');
const small = (target: number, end: Ruleset['end']['end'], more: Partial<Ruleset['turn']> = {}): Ruleset => ({
  ...farkle,
  turn: { ...farkle.turn, ...more },
  end: { ...farkle.end, target, end },
});

/** Every sorted throw of n dice with its chance (multinomial), enumerated on its own. */
function throwsOf(n: number): { dice: Face[]; p: number }[] {
  const out: { dice: Face[]; p: number }[] = [];
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const walk = (from: number, dice: Face[]) => {
    if (dice.length === n) {
      const counts = [1, 2, 3, 4, 5, 6].map((face) => dice.filter((d) => d === face).length);
      out.push({ dice: [...dice], p: fact(n) / counts.reduce((product, c) => product * fact(c), 1) / 6 ** n });
      return;
    }
    for (let face = from; face <= 6; face++) walk(face, [...dice, face as Face]);
  };
  walk(1, []);
  return out;
}

/**
 * The slow reference: value iteration over every pair of scores at once (no layers, no Newton),
 * each turn played out over every throw and every legal hold by plain recursion.
 */
function referenceDuel(rules: Ruleset, capSteps: number): Float64Array {
  const goal = duelGoal(rules);
  const N = rules.diceCount;
  const throws = Array.from({ length: N + 1 }, (_, n) =>
    n === 0 ? [] : throwsOf(n).map((t) => ({ ...t, holds: legalHolds(rules, t.dice) })),
  );
  const minimum = (score: number) =>
    Math.ceil(
      (score === 0 ? Math.max(rules.turn.openingMinimum, rules.turn.laterMinimum) : rules.turn.laterMinimum) / 50,
    );
  /** A fresh turn's best value for `worth(i)` (bank at i steps of turn total), a zilch worth `zilch`. */
  const bestTurn = (worth: (i: number) => number, zilch: number, least: number, top: number): number => {
    const memo = new Map<string, number>();
    const decide = (i: number, n: number): number => {
      // Past the cap the turn is banked (at the cap's value), as in the solver.
      if (i > top) return worth(top);
      return Math.max(i >= least && i > 0 ? worth(i) : -1, roll(i, n));
    };
    const roll = (i: number, n: number): number => {
      const key = `${i}/${n}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let value = 0;
      for (const t of throws[n] ?? []) {
        if (t.holds.length === 0) {
          value += t.p * zilch;
          continue;
        }
        value +=
          t.p *
          Math.max(
            ...t.holds.map((hold) => decide(i + hold.points / 50, hold.dice.length === n ? N : n - hold.dice.length)),
          );
      }
      memo.set(key, value);
      return value;
    };
    return roll(0, N);
  };
  // The opponent's last turn against a lead of d steps: what the leader keeps (ties shared).
  const keeps = new Map<number, number>();
  const kept = (d: number): number => {
    let value = keeps.get(d);
    if (value === undefined) {
      const share = bestTurn((i) => (i > d ? 1 : i === d ? 0.5 : 0), 0, minimum(1), d + 1);
      keeps.set(d, (value = 1 - share));
    }
    return value;
  };
  const chances = new Float64Array(goal * goal).fill(0.5);
  for (let sweep = 0; sweep < 200; sweep++) {
    let change = 0;
    for (let a = 0; a < goal; a++) {
      for (let b = 0; b < goal; b++) {
        const worth = (i: number) =>
          a + i >= goal
            ? rules.end.end === 'final-round'
              ? kept(a + i - b)
              : 1
            : 1 - (chances[b * goal + a + i] as number);
        const top = goal - a + (rules.end.end === 'final-round' ? capSteps : 0);
        const value = bestTurn(worth, 1 - (chances[b * goal + a] as number), minimum(a), top);
        change = Math.max(change, Math.abs(value - (chances[a * goal + b] as number)));
        chances[a * goal + b] = value;
      }
    }
    if (change < 1e-13) break;
  }
  return chances;
}

describe('two players, exact', () => {
  it(
    'agrees with value iteration over every throw on small games: first to reach, and a final round with an opening minimum',
    { timeout: 60_000 },
    () => {
      const games: { rules: Ruleset; cap: number }[] = [
        { rules: small(500, 'first-to-reach'), cap: 0 },
        { rules: small(400, 'final-round', { openingMinimum: 150 }), cap: 300 },
      ];
      for (const { rules, cap } of games) {
        const fast = solveDuel(rules, { capPoints: cap });
        const slow = referenceDuel(rules, cap / 50);
        const worst = Math.max(...fast.chances.map((chance, index) => Math.abs(chance - (slow[index] ?? 0))));
        expect(worst, `${rules.end.end} to ${rules.end.target}`).toBeLessThan(1e-9);
      }
    },
  );

  it("chances lie in [0, 1], grow with the mover's score and fall with the opponent's (every pair, to 1,500)", () => {
    for (const end of ['final-round', 'first-to-reach'] as const) {
      const table = solveDuel(small(1500, end));
      const goal = table.goal;
      const at = (a: number, b: number) => table.chances[a * goal + b] ?? Number.NaN;
      for (let a = 0; a < goal; a++) {
        for (let b = 0; b < goal; b++) {
          expect(at(a, b)).toBeGreaterThanOrEqual(0);
          expect(at(a, b)).toBeLessThanOrEqual(1);
          if (b + 1 < goal) expect(at(a, b + 1), `${end} ${a}, ${b + 1}`).toBeLessThanOrEqual(at(a, b) + 1e-12);
          if (a + 1 < goal) expect(at(a + 1, b), `${end} ${a + 1}, ${b}`).toBeGreaterThanOrEqual(at(a, b) - 1e-12);
        }
      }
      expect(() => duelChance(table, 1500, 0)).toThrow(RangeError);
    }
    // Two solves to 1,500: a few seconds, more on a busy machine.
  }, 30_000);

  it('tells its progress score sum by score sum, ending with every pair', () => {
    const rules = small(500, 'first-to-reach');
    const seen: number[] = [];
    solveDuel(rules, { progress: ({ done }) => seen.push(done) });
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    // The end of the game alone: the same chances there, nothing below.
    const whole = solveDuel(rules);
    const end = solveDuel(rules, { fromSum: 15 });
    expect(end.chances[9 * 10 + 6]).toBe(whole.chances[9 * 10 + 6]);
    expect(end.chances[5 * 10 + 5]).toBeNaN();
  });
});

describe('a duel solved a slice at a time', () => {
  it('gives the same table in slices of one pair as in one go, and tells the solved part in `from`', () => {
    const rules = small(750, 'final-round', { openingMinimum: 150 });
    const whole = solveDuel(rules, { capPoints: 1000 });
    const solver = new DuelSolver(rules, { capPoints: 1000 });
    const froms: number[] = [];
    const parts = [solver.part];
    let slices = 0;
    while (!solver.run({ until: () => true })) {
      slices++;
      froms.push(solver.table.from);
      parts.push(solver.part);
    }
    parts.push(solver.part);
    // The work done only grows, from nothing to all of it; the last pairs (the start of the game) weigh most.
    expect(parts[0]).toBe(0);
    expect(parts.at(-1)).toBeCloseTo(1, 12);
    expect(parts).toEqual([...parts].sort((x, y) => x - y));
    // Both at 0, the last pair, weighs more than both at 700, the first (each one turn of its own).
    const last = parts.length - 2; // after it, the sum is only marked done
    const step = (at: number) => (parts[at] ?? 0) - (parts[at - 1] ?? 0);
    expect(step(last)).toBeGreaterThan(step(1));
    expect(solver.finished).toBe(true);
    expect(solver.solved).toBe(solver.total);
    // 15 × 15 pairs, two a slice where they differ: 120 slices, each ending one pair.
    expect(slices).toBe(120);
    expect(froms).toEqual([...froms].sort((x, y) => y - x));
    expect(Array.from(solver.table.chances)).toEqual(Array.from(whole.chances));
  });

  it('takes up a part solved earlier (a copy, as storage gives it back) and ends where one go ends', () => {
    const rules = small(750, 'first-to-reach');
    const whole = solveDuel(rules);
    const first = new DuelSolver(rules);
    first.run({ toSum: 20 });
    expect(first.table.from).toBe(20);
    expect(first.finished).toBe(false);
    expect(first.table.chances[5 * 15 + 5]).toBeNaN();
    const stored = { goal: first.table.goal, from: first.table.from, chances: new Float64Array(first.table.chances) };
    const again = new DuelSolver(rules, { resume: stored });
    expect(again.solved).toBe(first.solved);
    again.run();
    expect(Array.from(again.table.chances)).toEqual(Array.from(whole.chances));
    expect(() => new DuelSolver(small(1000, 'first-to-reach'), { resume: stored })).toThrow(RangeError);
  });

  it('answers from a part for the scores it holds, and solves the rest only when asked beyond it', () => {
    const rules = small(700, 'first-to-reach');
    const part = new DuelSolver(rules);
    part.run({ toSum: 20 });
    keepDuelTable(rules, part.table);
    // 600 and 450 are 12 + 9 = 21 steps: held; 300 and 300 are 12: not (the goal is 14 steps).
    expect(duelCovers(part.table, [600, 450])).toBe(true);
    expect(duelCovers(part.table, [600, 450, 300])).toBe(false);
    expect(duelTableCovers(rules, [450, 600])).toBe(true);
    expect(winAdviceReady(rules, { scores: [450, 600], turnTotal: 0, diceToRoll: 6 })).toBe(true);
    expect(winAdviceReady(rules, { scores: [300, 300], turnTotal: 0, diceToRoll: 6 })).toBe(false);
    expect(winAdviceReady(rules, { scores: [300, 300], turnTotal: 0, diceToRoll: 6, finalTurn: true })).toBe(true);
    expect(duelTableFor(rules, [600, 450])).toBe(part.table);
    const whole = duelTableFor(rules, [0, 0]);
    expect(whole.from).toBe(0);
    expect(Array.from(whole.chances)).toEqual(Array.from(solveDuel(rules).chances));
    expect(duelTableCovers(rules, [0, 0])).toBe(true);
  });
});

describe("a duel's table as a file", () => {
  it('keeps every chance to 1/65,535, for the rules it was solved for only', () => {
    const rules = small(500, 'first-to-reach');
    const table = solveDuel(rules);
    const file = encodeDuel(rules, table);
    expect(file.byteLength).toBe(12 + 100 * 2);
    const back = decodeDuel(rules, file);
    if (!back.ok) throw new Error(back.code);
    expect(back.table.goal).toBe(10);
    back.table.chances.forEach((chance, index) =>
      expect(Math.abs(chance - (table.chances[index] ?? 0))).toBeLessThanOrEqual(0.5 / 65535 + 1e-12),
    );
    expect(decodeDuel(small(500, 'final-round'), file)).toEqual({ ok: false, code: 'other-rules' });
    expect(decodeDuel({ ...rules, turn: { ...rules.turn, laterMinimum: 300 } }, file)).toEqual({
      ok: false,
      code: 'other-rules',
    });
    expect(decodeDuel(rules, file.slice(0, 100))).toEqual({ ok: false, code: 'truncated' });
    expect(decodeDuel(rules, new TextEncoder().encode('<!doctype html><html></html>').buffer)).toEqual({
      ok: false,
      code: 'not-a-table',
    });
    // A rule set of another name with the same dice, scoring, turn and end shares the table.
    expect(decodeDuel({ ...rules, id: 'ours', name: 'Ours' }, file).ok).toBe(true);
  });

  it('is kept in storage in full, part solved or whole, and taken back only for the same rules and solve', () => {
    const rules = small(500, 'first-to-reach');
    const part = new DuelSolver(rules);
    part.run({ toSum: 12 });
    const stored = storeDuel(rules, part.table);
    const back = restoreDuel(rules, structuredClone(stored));
    expect(back?.from).toBe(12);
    expect(Array.from(back?.chances ?? []).slice(60)).toEqual(Array.from(part.table.chances).slice(60));
    expect(restoreDuel(small(500, 'final-round'), stored)).toBe(null);
    expect(restoreDuel(rules, { ...stored, version: 0 })).toBe(null);
    expect(restoreDuel(rules, { ...stored, from: 11 })).toBe(null); // a pair it says is solved is not
    expect(restoreDuel(rules, { ...stored, chances: new Float64Array(99) })).toBe(null);
    expect(restoreDuel(rules, 'a table')).toBe(null);
  });

  it('refuses to write a table with a pair left unsolved', () => {
    const rules = small(500, 'first-to-reach');
    expect(() => encodeDuel(rules, solveDuel(rules, { fromSum: 15 }))).toThrow(RangeError);
  });
});
