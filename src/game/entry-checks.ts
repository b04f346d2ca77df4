/** Checks shared by the steps: a seat and the dice of a throw, as they came from outside. */
import type { GameState, Refusal, Shown, ThrowKind } from './state.js';

/** A value from outside, kept to be shown back in a refusal: a number as it is, anything else as text. */
export const shown = (value: unknown): Shown => (typeof value === 'number' ? value : String(value));

export function checkPlayer(state: GameState, player: unknown): Refusal | null {
  if (typeof player === 'number' && Number.isInteger(player) && player >= 0 && player < state.players.length)
    return null;
  return { code: 'bad-player', reason: 'no-such-seat', seat: shown(player) };
}

/** The dice of a throw, checked; a refusal for wrong faces. */
export function checkDice(dice: unknown, count: number, what: ThrowKind): Refusal | null {
  if (!Array.isArray(dice)) return { code: 'bad-dice', reason: 'not-a-list', throw: what };
  if (dice.length !== count) return { code: 'wrong-dice-count', throw: what, need: count, got: dice.length };
  for (const face of dice) {
    if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > 6)
      return { code: 'bad-dice', reason: 'not-a-face', face: shown(face) };
  }
  return null;
}
