/** Games for the pure tests: a state from a preset (or rules) and entries, and a state moved on by more entries. */
import { applyEntry, replay } from '../../src/game/index.js';
import type { Entry, GameState } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';

export const game = (rules: Ruleset | string, entries: Entry[] = [], players = ['Ana', 'Ben', 'Cy']): GameState =>
  replay({ rules: typeof rules === 'string' ? (presetById(rules) ?? presetById('farkle')) : rules, players }, entries);

/** `state` with `entries` applied one after another; throws at the first the rules refuse. */
export function after(state: GameState, entries: readonly Entry[]): GameState {
  let current = state;
  for (const entry of entries) {
    const next = applyEntry(current, entry);
    if (!next.ok) throw new Error(JSON.stringify(next.refusal));
    current = next.value;
  }
  return current;
}

/** zilch-15k: Ana and Ben tied at 15,050 and threw twice: 50 each, then Ben's three 1s won. */
export const TIE_BROKEN: readonly Entry[] = [
  { type: 'total', points: 15050 },
  { type: 'total', points: 15050 },
  { type: 'tie-throw', player: 0, dice: [5, 2, 3, 4, 6, 6] },
  { type: 'tie-throw', player: 1, dice: [5, 3, 3, 2, 4, 6] },
  { type: 'tie-throw', player: 0, dice: [2, 3, 4, 6, 6, 2] },
  { type: 'tie-throw', player: 1, dice: [1, 1, 1, 2, 3, 4] },
];

/** The tied game of `TIE_BROKEN`, up to `entries` of it. */
export const tieBrokenGame = (entries: readonly Entry[] = TIE_BROKEN): GameState =>
  replay({ rules: presetById('zilch-15k') ?? presetById('farkle'), players: ['Ana', 'Ben'], throwOff: false }, [
    ...entries,
  ]);
