/**
 * The game flow: one entry applied to the state, sent to the step it is (a turn's steps in
 * turn-steps.ts, the throw-off and tie-break in throws.ts).
 */
import { bankRefusal } from './banking.js';
import { endTurn } from './end-of-turn.js';
import { entryShapeProblem } from './entries.js';
import type { Entry } from './entries.js';
import type { GameState, Refusal } from './state.js';
import { pickFirstPlayer, throwOff, tieThrow } from './throws.js';
import { declareChallenge, enterTotal, hold, roll, startTurn } from './turn-steps.js';

/**
 * Applies one entry to the state, changing it in place, or returns why the entry is illegal. On a
 * refusal the state may be partly changed: callers work on a copy (see `applyEntry`) or stop.
 */
export function advance(state: GameState, entry: Entry): Refusal | null {
  if (state.phase === 'finished') {
    return { code: 'game-over', winners: state.winners.map((w) => state.players[w]?.name ?? '') };
  }
  const refusal = advanceByType(state, entry);
  if (!refusal) state.entryCount += 1;
  return refusal;
}

function advanceByType(state: GameState, entry: Entry): Refusal | null {
  // Entries come from storage and files too: anything that is not one of ours is refused, never guessed at.
  if (entryShapeProblem(entry)) return { code: 'bad-entry', reason: 'not-an-entry' };
  switch (entry.type) {
    case 'throw-off':
      return throwOff(state, entry.player, entry.pips);
    case 'first-player':
      return pickFirstPlayer(state, entry.player);
    case 'tie-throw':
      return tieThrow(state, entry.player, entry.dice);
    default:
      break;
  }
  if (state.phase !== 'turn') {
    return { code: 'not-now', reason: state.phase === 'throw-off' ? 'throw-off-first' : 'tie-break-now' };
  }
  switch (entry.type) {
    case 'start':
      return startTurn(state, entry.takeOver);
    case 'challenge':
      return declareChallenge(state, entry.opponent);
    case 'roll':
      return roll(state, entry.dice);
    case 'hold':
      return hold(state, entry.dice);
    case 'bank': {
      const refusal = bankRefusal(state);
      if (refusal) return refusal;
      endTurn(state, 'bank', state.turn.turnTotal, state.turn.diceToRoll, 'dice');
      return null;
    }
    case 'total':
      return enterTotal(state, entry.points, entry.freeDice);
  }
}
