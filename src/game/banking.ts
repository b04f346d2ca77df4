/** What a player must have to bank: the thresholds, surpassing, and every reason a bank is refused. */
import type { GameState, Refusal } from './state.js';

/**
 * The points the current player needs in this turn to bank: the opening minimum until they are on
 * the board, then the later-turn minimum.
 */
export function thresholdFor(state: GameState, player = state.current): number {
  const turnRules = state.rules.turn;
  return state.players[player]?.onBoard ? turnRules.laterMinimum : turnRules.openingMinimum;
}

export function thresholdRefusal(state: GameState, turnTotal: number): Refusal | null {
  const needed = thresholdFor(state);
  if (turnTotal >= needed) return null;
  return {
    code: 'below-threshold',
    have: turnTotal,
    need: needed,
    onBoard: state.players[state.current]?.onBoard === true,
  };
}

/**
 * The least turn total the current player may bank: their threshold, raised by surpassing to beat
 * the previous turn's result (points come in fifties, so beating 600 means 650).
 */
export function bankMinimum(state: GameState): number {
  const threshold = thresholdFor(state);
  if (!state.rules.variations.surpassing || state.previousTurnResult === null) return threshold;
  return Math.max(threshold, state.previousTurnResult + 50);
}

export function surpassingRefusal(state: GameState, turnTotal: number): Refusal | null {
  if (!state.rules.variations.surpassing || state.previousTurnResult === null) return null;
  if (turnTotal > state.previousTurnResult) return null;
  return { code: 'not-surpassing', have: turnTotal, beat: state.previousTurnResult };
}

/** Why the current player may not bank now, or null when they may. */
export function bankRefusal(state: GameState): Refusal | null {
  if (state.phase !== 'turn') return { code: 'not-now', reason: 'no-turn' };
  const turn = state.turn;
  if (turn.lastDieMissed) return { code: 'second-chance' };
  if (turn.phase === 'start' || turn.phase === 'roll') {
    if (turn.takeOver && !turn.scored)
      return {
        code: 'must-roll-first',
        reason: 'score-take-over',
        dice: turn.diceToRoll,
        points: turn.takeOver.points,
      };
    return turn.scored
      ? { code: 'must-roll-first', reason: 'roll-dice', dice: turn.diceToRoll }
      : { code: 'must-roll-first', reason: 'nothing-scored' };
  }
  if (turn.phase === 'hold') return { code: 'must-hold-first', reason: 'this-roll' };
  if (turn.cornerPending) return { code: 'turning-the-corner', dice: state.rules.diceCount };
  return thresholdRefusal(state, turn.turnTotal) ?? surpassingRefusal(state, turn.turnTotal);
}
