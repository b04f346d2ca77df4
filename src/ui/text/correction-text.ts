/**
 * What a correction of a past turn changes, in the sentences the sheet shows before it is stored
 * ("Ana now wins with 15,400", "Turns 18–19 are dropped"), and what is said once it is stored or
 * undone. Pure: built from the game layer's codes and seats.
 */
import type { CorrectionEffects, GameState } from '../../game/index.js';
import { formatPoints } from './format.js';
import { nameOf, namesList } from './play-text.js';

/** "Turn 18", "Turns 18–19": 0-based turn indices, a run as the game layer drops them. */
function turnsWord(indices: readonly number[]): string {
  const first = (indices[0] ?? 0) + 1;
  const last = (indices.at(-1) ?? 0) + 1;
  return indices.length === 1 ? `Turn ${first} is` : `Turns ${first}–${last} are`;
}

/**
 * The changes to tell the players before a correction is stored, one sentence each; empty when
 * the correction changes only the turn's points (and the scores that follow from them).
 * `after` is the game as the correction leaves it (for the names and the round).
 */
export function correctionChanges(after: GameState, effects: CorrectionEffects): string[] {
  const sentences: string[] = [];
  const { before, after: now } = effects;
  const names = (seats: readonly number[]) => namesList(seats.map((seat) => nameOf(after, seat)));
  const sameSeats = (a: readonly number[], b: readonly number[]) => [...a].sort().join() === [...b].sort().join();

  if (now.phase === 'finished' && (before.phase !== 'finished' || !sameSeats(before.winners, now.winners))) {
    sentences.push(
      now.winners.length === 1
        ? `${names(now.winners)} now wins with ${formatPoints(now.best)}.`
        : `${names(now.winners)} now share the win with ${formatPoints(now.best)}.`,
    );
  } else if (now.phase === 'tie-break' && (before.phase !== 'tie-break' || !sameSeats(before.tied, now.tied))) {
    sentences.push(`${names(now.tied)} are now tied at ${formatPoints(now.best)}: they throw for the win, ${nameOf(after, now.current)} first.`);
  } else if (now.phase === 'turn' && before.phase !== 'turn') {
    sentences.push(`The game is no longer over: ${nameOf(after, now.current)} is up.`);
  } else if (now.phase === 'turn' && now.finalRoundBy !== before.finalRoundBy) {
    sentences.push(
      now.finalRoundBy === null
        ? 'The final round is called off: nobody has reached the target now.'
        : `${nameOf(after, now.finalRoundBy)} now reaches the target: the final round is on.`,
    );
  }
  if (effects.droppedTurns.length > 0) {
    sentences.push(`${turnsWord(effects.droppedTurns)} dropped: the game now ends before ${effects.droppedTurns.length === 1 ? 'it' : 'them'}.`);
  }
  if (effects.droppedTurnInProgress !== null) {
    sentences.push(`${nameOf(after, effects.droppedTurnInProgress)}'s turn in progress is dropped.`);
  }
  if (effects.droppedTieThrows > 0) {
    const throws = effects.droppedTieThrows === 1 ? 'The tie-break throw is' : `${effects.droppedTieThrows} tie-break throws are`;
    sentences.push(`${throws} dropped: ${effects.droppedTieThrows === 1 ? 'it no longer counts' : 'they no longer count'}.`);
  }
  return sentences;
}

/** "Turn 7 corrected: Ben 650" (or "zilch"), said once the correction is stored. */
export function correctedSentence(state: GameState, turnIndex: number, points: number): string {
  const seat = state.turns[turnIndex]?.player ?? 0;
  return `Turn ${turnIndex + 1} corrected: ${nameOf(state, seat)} ${points === 0 ? 'zilch' : formatPoints(points)}`;
}

/** "Correction undone: turn 7 is back to 600", said once the log is back as it was. */
export function correctionUndoneSentence(turnIndex: number, was: string): string {
  return `Correction undone: turn ${turnIndex + 1} is back to ${was.replace(/^Zilch/, 'zilch')}`;
}
