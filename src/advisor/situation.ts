import { bankMinimum } from '../game/index.js';
import type { GameState } from '../game/index.js';
import type { Situation } from './index.js';

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
