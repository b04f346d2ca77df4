/**
 * What a correction of a past turn changes, in the sentences the sheet shows before it is stored
 * ("Ana now wins with 15,400", "Turns 18–19 are dropped"), and what is said once it is stored or
 * undone. Pure: built from the game layer's codes and seats.
 */
import { msg, str } from '@lit/localize';
import type { CorrectionEffects, GameState } from '../../game/index.js';
import { formatCount, formatList, formatPoints, plural } from './format.js';
import { nameOf } from './names.js';

/**
 * The changes to tell the players before a correction is stored, one sentence each; empty when
 * the correction changes only the turn's points (and the scores that follow from them).
 * `after` is the game as the correction leaves it (for the names and the round).
 */
export function correctionChanges(after: GameState, effects: CorrectionEffects): string[] {
  const sentences: string[] = [];
  const { before, after: now } = effects;
  const names = (seats: readonly number[]) => formatList(seats.map((seat) => nameOf(after, seat)));
  const sameSeats = (a: readonly number[], b: readonly number[]) => [...a].sort().join() === [...b].sort().join();
  const best = formatPoints(now.best);

  if (now.phase === 'finished' && (before.phase !== 'finished' || !sameSeats(before.winners, now.winners))) {
    const winners = names(now.winners);
    sentences.push(
      now.winners.length === 1
        ? msg(str`${winners} now wins with ${best}.`)
        : msg(str`${winners} now share the win with ${best}.`),
    );
  } else if (now.phase === 'tie-break' && (before.phase !== 'tie-break' || !sameSeats(before.tied, now.tied))) {
    const tied = names(now.tied);
    const first = nameOf(after, now.current);
    sentences.push(msg(str`${tied} are now tied at ${best}: they throw for the win, ${first} first.`));
  } else if (now.phase === 'turn' && before.phase !== 'turn') {
    const up = nameOf(after, now.current);
    sentences.push(msg(str`The game is no longer over: ${up} is up.`));
  } else if (now.phase === 'turn' && now.finalRoundBy !== before.finalRoundBy) {
    if (now.finalRoundBy === null) {
      sentences.push(msg('The final round is called off: nobody has reached the target now.'));
    } else {
      const reaches = nameOf(after, now.finalRoundBy);
      sentences.push(msg(str`${reaches} now reaches the target: the final round is on.`));
    }
  }
  if (effects.droppedTurns.length > 0) {
    // 0-based turn indices, a run as the game layer drops them.
    const first = formatCount((effects.droppedTurns[0] ?? 0) + 1);
    const last = formatCount((effects.droppedTurns.at(-1) ?? 0) + 1);
    sentences.push(
      effects.droppedTurns.length === 1
        ? msg(str`Turn ${first} is dropped: the game now ends before it.`)
        : msg(str`Turns ${first}–${last} are dropped: the game now ends before them.`),
    );
  }
  if (effects.droppedTurnInProgress !== null) {
    const player = nameOf(after, effects.droppedTurnInProgress);
    sentences.push(msg(str`${player}'s turn in progress is dropped.`));
  }
  const throws = effects.droppedTieThrows;
  if (throws === 1) {
    sentences.push(msg('The tie-break throw is dropped: it no longer counts.'));
  } else if (throws > 1) {
    const n = formatCount(throws);
    sentences.push(
      plural(throws, {
        one: () => msg(str`${n} tie-break throw is dropped: it no longer counts.`, { id: 'tie-throws-dropped.one' }),
        few: () => msg(str`${n} tie-break throws are dropped: they no longer count.`, { id: 'tie-throws-dropped.few' }),
        other: () =>
          msg(str`${n} tie-break throws are dropped: they no longer count.`, { id: 'tie-throws-dropped.other' }),
      }),
    );
  }
  return sentences;
}

/** "Turn 7 corrected: Ben 650" (or "zilch"), said once the correction is stored. */
export function correctedSentence(state: GameState, turnIndex: number, points: number): string {
  const turn = formatCount(turnIndex + 1);
  const name = nameOf(state, state.turns[turnIndex]?.player ?? 0);
  if (points === 0) return msg(str`Turn ${turn} corrected: ${name} zilch`);
  const banked = formatPoints(points);
  return msg(str`Turn ${turn} corrected: ${name} ${banked}`);
}

/** "Correction undone: turn 7 is back to 600", said once the log is back as it was. */
export function correctionUndoneSentence(turnIndex: number, was: string): string {
  const turn = formatCount(turnIndex + 1);
  // `was` is the turn's cell on the sheet ("Zilch −600"), here inside a sentence.
  const points = was.replace(
    /^Zilch/,
    msg('zilch', { desc: 'A turn that scored nothing, inside a sentence ("back to zilch −600")' }),
  );
  return msg(str`Correction undone: turn ${turn} is back to ${points}`);
}
