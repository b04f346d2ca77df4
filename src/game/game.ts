import type { Entry, GameSetup } from './entries.js';
import { advance } from './flow.js';
import { cloneState, initialState, setupProblem } from './setup.js';
import type { GameState, Refusal } from './state.js';

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refused = <T>(refusal: Refusal): Outcome<T> => ({ ok: false, refusal });

/**
 * A stored log that does not replay was written by something other than this code: the first
 * entry (0-based) that does not, and why. The UI words it from these; the message is for programmers.
 */
export class CorruptLogError extends Error {
  override readonly name = 'CorruptLogError';
  constructor(
    readonly entryIndex: number,
    readonly refusal: Refusal,
  ) {
    super(`Entry ${entryIndex + 1} of the game's log is not legal: ${JSON.stringify(refusal)}`);
  }
}

/** The state after every entry, in order. Throws CorruptLogError if an entry is illegal. */
export function replay(setup: GameSetup, entries: readonly Entry[]): GameState {
  // A setup that cannot be played (rules a later version no longer accepts) is a damaged game,
  // reported like a bad entry, never an exception that stops every other game from loading.
  const problem = setupProblem(setup);
  if (problem) throw new CorruptLogError(0, { code: 'bad-setup', problem });
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
export function act(
  log: GameLog,
  entry: Entry,
  state: GameState = stateOf(log),
): Outcome<{ log: GameLog; state: GameState }> {
  const next = applyEntry(state, entry);
  if (!next.ok) return refused(next.refusal);
  const entries = [...activeEntries(log), entry];
  return ok({ log: { setup: log.setup, entries, head: entries.length }, state: next.value });
}

export function undo(log: GameLog, steps = 1): Outcome<GameLog> {
  if (log.head === 0) return refused({ code: 'nothing-to-undo' });
  return ok({ ...log, head: Math.max(0, log.head - steps) });
}

export function redo(log: GameLog, steps = 1): Outcome<GameLog> {
  if (log.head >= log.entries.length) return refused({ code: 'nothing-to-redo' });
  return ok({ ...log, head: Math.min(log.entries.length, log.head + steps) });
}
