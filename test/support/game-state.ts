/** Games for the pure tests: a state from a preset (or rules) and entries, and a state moved on by more entries. */
import { applyEntry, replay } from '../../src/game/index.js';
import type { Entry, GameState } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';

export const game = (rules: Ruleset | string, entries: Entry[] = [], players = ['Ana', 'Ben', 'Cy']): GameState =>
  replay({ rules: typeof rules === 'string' ? presetById(rules) ?? presetById('farkle') : rules, players }, entries);

/** `state` with `entries` applied one after another; throws at the first the rules refuse. */
export function after(state: GameState, entries: readonly Entry[]): GameState {
  let current = state;
  for (const entry of entries) {
    const next = applyEntry(current, entry);
    if (!next.ok) throw new Error(next.refusal.message);
    current = next.value;
  }
  return current;
}
