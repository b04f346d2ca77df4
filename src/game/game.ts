import type { Entry, GameSetup } from './entries.js';
import { advance, cloneState, formatPoints, initialState, setupProblem } from './flow.js';
import type { GameState, Refusal } from './state.js';

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refused = <T>(refusal: Refusal): Outcome<T> => ({ ok: false, refusal });

/** A stored log that does not replay was written by something other than this code. */
export class CorruptLogError extends Error {
  override readonly name = 'CorruptLogError';
  constructor(
    readonly entryIndex: number,
    readonly refusal: Refusal,
  ) {
    super(`Entry ${entryIndex + 1} of the game's log is not legal: ${refusal.message}`);
  }
}

/** The state after every entry, in order. Throws CorruptLogError if an entry is illegal. */
export function replay(setup: GameSetup, entries: readonly Entry[]): GameState {
  // A setup that cannot be played (rules a later version no longer accepts) is a damaged game,
  // reported like a bad entry, never an exception that stops every other game from loading.
  const problem = setupProblem(setup);
  if (problem) throw new CorruptLogError(0, { code: 'bad-entry', message: problem });
  const state = initialState(setup);
  entries.forEach((entry, index) => {
    const refusal = advance(state, entry);
    if (refusal) throw new CorruptLogError(index, refusal);
  });
  return state;
}

/** The state after one more entry, or why the entry is not legal now. The given state is untouched. */
export function applyEntry(state: GameState, entry: Entry): Outcome<GameState> {
  const next = cloneState(state);
  const refusal = advance(next, entry);
  return refusal ? refused(refusal) : ok(next);
}

/**
 * A game as the app holds it: its setup, every entry ever made, and `head`, how many of them are
 * in force. Entries past the head are the redo stack; a new entry replaces them.
 */
export interface GameLog {
  readonly setup: GameSetup;
  readonly entries: readonly Entry[];
  readonly head: number;
}

export function newGameLog(setup: GameSetup): GameLog {
  return { setup, entries: [], head: 0 };
}

/** The entries in force. */
export const activeEntries = (log: GameLog): readonly Entry[] => log.entries.slice(0, log.head);

export function stateOf(log: GameLog): GameState {
  return replay(log.setup, activeEntries(log));
}

/** Appends an entry after checking it against the state (pass the state of `log` when you have it). */
export function act(log: GameLog, entry: Entry, state: GameState = stateOf(log)): Outcome<{ log: GameLog; state: GameState }> {
  const next = applyEntry(state, entry);
  if (!next.ok) return refused(next.refusal);
  const entries = [...activeEntries(log), entry];
  return ok({ log: { setup: log.setup, entries, head: entries.length }, state: next.value });
}

export function undo(log: GameLog, steps = 1): Outcome<GameLog> {
  if (log.head === 0) return refused({ code: 'nothing-to-undo', message: 'Nothing to undo: this is the start of the game.' });
  return ok({ ...log, head: Math.max(0, log.head - steps) });
}

export function redo(log: GameLog, steps = 1): Outcome<GameLog> {
  if (log.head >= log.entries.length) return refused({ code: 'nothing-to-redo', message: 'Nothing to redo.' });
  return ok({ ...log, head: Math.min(log.entries.length, log.head + steps) });
}

/** "turn 12 (Ben, round 4)"; a turn still in progress is named by who is playing it. */
const turnName = (state: GameState, turnIndex: number) => {
  const turn = state.turns[turnIndex];
  const player = turn ? turn.player : state.turn.player;
  const round = turn ? turn.round : state.round;
  const name = state.players[player]?.name ?? '';
  return `turn ${turnIndex + 1} (${name}, round ${round})`;
};

/**
 * Replaces a finished turn's entries and replays the rest of the game. Refused, with the turn and
 * the reason, when the replacement is not one whole turn or when any later entry would no longer be
 * legal: other history never changes silently. The redo stack is dropped.
 */
export function correctTurn(log: GameLog, turnIndex: number, replacement: readonly Entry[]): Outcome<{ log: GameLog; state: GameState }> {
  const before = stateOf(log);
  const turn = before.turns[turnIndex];
  if (!turn) return refused({ code: 'no-such-turn', message: `There is no finished turn ${turnIndex + 1} to correct.` });
  if (replacement.length === 0) {
    return refused({ code: 'correction-incomplete', message: `The correction of ${turnName(before, turnIndex)} must end the turn with a bank or a zilch.` });
  }
  const active = activeEntries(log);
  const entries = [...active.slice(0, turn.firstEntry), ...replacement, ...active.slice(turn.endEntry)];
  const replacementEnd = turn.firstEntry + replacement.length;

  const state = initialState(log.setup);
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index] as Entry;
    const refusal = advance(state, entry);
    if (refusal) {
      if (index < replacementEnd) {
        return refused({ code: 'correction-incomplete', message: `The correction of ${turnName(before, turnIndex)} is not legal: ${refusal.message}` });
      }
      // The later turn that breaks, named as the players know it from before the change.
      return refused({
        code: 'correction-breaks-history',
        message: `That change would make ${turnName(before, state.turns.length)} illegal: ${refusal.message}`,
      });
    }
    if (index === replacementEnd - 1 && state.turns.length !== turnIndex + 1) {
      return refused({ code: 'correction-incomplete', message: `The correction of ${turnName(before, turnIndex)} must end the turn with a bank or a zilch.` });
    }
    if (index < replacementEnd - 1 && state.turns.length > turnIndex) {
      return refused({ code: 'correction-incomplete', message: `The correction of ${turnName(before, turnIndex)} ends the turn before its last entry.` });
    }
  }
  // Later turns must come out as they were: a correction that would quietly change another turn's
  // result (which challenge it was, a zilch-streak penalty) is refused and named.
  for (let later = turnIndex + 1; later < before.turns.length; later++) {
    const was = before.turns[later];
    const now = state.turns[later];
    if (!was || !now) continue;
    if (was.outcome !== now.outcome || was.points !== now.points || was.deltas.join() !== now.deltas.join()) {
      return refused({
        code: 'correction-breaks-history',
        message: `That change would also change ${turnName(before, later)}, from ${describeDeltas(before, was.deltas)} to ${describeDeltas(state, now.deltas)}: correct that turn first, or leave this one.`,
      });
    }
  }
  return ok({ log: { setup: log.setup, entries, head: entries.length }, state });
}

/** "Ana −600, Ben +600": who a turn changed, by how much. */
function describeDeltas(state: GameState, deltas: readonly number[]): string {
  const parts = deltas.flatMap((delta, seat) => (delta === 0 ? [] : [`${state.players[seat]?.name ?? ''} ${delta > 0 ? '+' : '−'}${formatPoints(Math.abs(delta))}`]));
  return parts.length > 0 ? parts.join(', ') : 'no change';
}

/**
 * The usual correction at the table, "that was 650, not 600": the turn becomes a total-mode turn
 * with these points (0 for a zilch), keeping its take-over choice, its challenge and its free dice.
 */
export function correctTurnTotal(log: GameLog, turnIndex: number, points: number): Outcome<{ log: GameLog; state: GameState }> {
  const state = stateOf(log);
  const turn = state.turns[turnIndex];
  if (!turn) return refused({ code: 'no-such-turn', message: `There is no finished turn ${turnIndex + 1} to correct.` });
  const kept = activeEntries(log)
    .slice(turn.firstEntry, turn.endEntry)
    .filter((entry) => entry.type === 'start' || entry.type === 'challenge');
  const total: Entry = turn.freeDice !== null && points > 0 ? { type: 'total', points, freeDice: turn.freeDice } : { type: 'total', points };
  return correctTurn(log, turnIndex, [...kept, total]);
}
