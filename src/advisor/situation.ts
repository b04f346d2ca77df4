import { bankMinimum } from '../game/index.js';
import type { GameState } from '../game/index.js';
import type { Situation, WinPosition } from './index.js';

/**
 * The advisor's view of where the current player stands, read off the game state: the bank
 * minimum is the player's threshold, raised by surpassing to beat the previous turn's result; a
 * challenge's zilch penalty counts as what a zilch costs.
 */
export function situationOf(state: GameState): Situation {
  const turn = state.turn;
  const rules = state.rules;
  const zilchPenalty = turn.challenge ? (rules.variations.challenges?.zilchPenalties[turn.challenge.which] ?? 0) : 0;
  return {
    turnTotal: turn.turnTotal,
    diceToRoll: turn.diceToRoll,
    minimumToBank: bankMinimum(state),
    // Before the first scoring roll (a fresh turn, a take-over) and after turning the corner, the
    // player must roll.
    mustRoll: !turn.scored || turn.cornerPending,
    locked: turn.locked,
    lastDieMissed: turn.lastDieMissed,
    zilchPenalty,
  };
}

/**
 * The player up as a position for the chance to win: every score from the player up round the
 * table, and in the final round how many of the others still take their last turn. Null outside a
 * turn.
 */
export function winPositionOf(state: GameState): WinPosition | null {
  if (state.phase !== 'turn') return null;
  const count = state.players.length;
  const order = Array.from({ length: count }, (_, step) => state.players[(state.current + step) % count]);
  const situation = situationOf(state);
  return {
    scores: order.map((player) => player?.score ?? 0),
    onBoard: order.map((player) => player?.onBoard ?? false),
    turnTotal: state.turn.turnTotal,
    diceToRoll: state.turn.diceToRoll,
    finalTurn: state.finalRound !== null,
    ...(state.finalRound && { stillToPlay: Math.max(0, state.finalRound.turnsLeft - 1) }),
    mustRoll: situation.mustRoll ?? false,
    lastDieMissed: situation.lastDieMissed ?? false,
    minimumToBank: situation.minimumToBank ?? state.rules.turn.laterMinimum,
  };
}
