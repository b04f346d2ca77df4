import type { Ruleset } from '../rules/index.js';
import { STEP } from './step.js';

/**
 * What names a duel's table, and which scores a table solved in part holds: small and free of the
 * solver, so the page can read the worker's notices without loading the advisor.
 */

/** The target in steps of 50: a score of this many steps reaches it. */
export function duelGoal(rules: Ruleset): number {
  const steps = Math.ceil(rules.end.target / STEP);
  return rules.end.targetMode === 'more-than' && rules.end.target % STEP === 0 ? steps + 1 : steps;
}

/** What a duel's table depends on: the dice, the scoring, the turn and the end of the game. */
export function duelKey(rules: Ruleset): string {
  return JSON.stringify([
    rules.diceCount,
    rules.scoring,
    rules.turn,
    rules.end.target,
    rules.end.targetMode,
    rules.end.end,
  ]);
}

/** FNV-1a of the rules' duel key: a file or a notice says which rules its table is for. */
export function duelHash(rules: Ruleset): number {
  let hash = 0x811c9dc5;
  for (const char of duelKey(rules)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Whether a table solved for every score sum (in steps) from `from` up holds the duels of the mover
 * (the first score, in points) with each other player: what advice reads is S(other, mover + t)
 * after a bank of t and S(other, mover) after a zilch, never a lower sum.
 */
export function duelCovers(table: { readonly from: number }, scores: readonly number[]): boolean {
  const [mover, ...others] = scores.map((score) => Math.floor(score / STEP));
  return mover !== undefined && others.every((other) => mover + other >= table.from);
}
