/**
 * Taps: one action of a player can write several entries (a hold and the bank that goes with it),
 * and Undo takes back a tap, not an entry. A log carries one flag per entry, redo stack included:
 * true when the entry was written by the same tap as the entry before it.
 */
import { act, CorruptLogError, redo, stateOf, undo } from './game.js';
import type { Correction } from './correction.js';
import type { GameLog, Outcome } from './game.js';
import type { Entry } from './entries.js';
import type { GameState, Refusal } from './state.js';

/** A log, the state it replays to, and which entries share a tap. */
export interface TappedLog {
  readonly log: GameLog;
  readonly state: GameState;
  readonly sameTap: readonly boolean[];
}

const NOTHING_TO_RECORD: Refusal = { code: 'bad-entry', reason: 'no-entries' };

/** Index of the first entry that differs between two logs, or is written by another tap (or the shorter length). */
export function firstDifference(
  before: Pick<TappedLog, 'log' | 'sameTap'>,
  after: Pick<TappedLog, 'log' | 'sameTap'>,
): number {
  const was = before.log.entries;
  const now = after.log.entries;
  const shorter = Math.min(was.length, now.length);
  for (let index = 0; index < shorter; index++) {
    if (before.sameTap[index] !== after.sameTap[index]) return index;
    if (was[index] !== now[index] && JSON.stringify(was[index]) !== JSON.stringify(now[index])) return index;
  }
  return shorter;
}

/** The entries of one tap after the ones in force, each checked on the state the ones before it leave. */
export function appendTap(current: TappedLog, entries: readonly Entry[]): Outcome<TappedLog> {
  if (entries.length === 0) return { ok: false, refusal: NOTHING_TO_RECORD };
  let log = current.log;
  let state = current.state;
  for (const entry of entries) {
    const next = act(log, entry, state);
    if (!next.ok) return next;
    ({ log, state } = next.value);
  }
  const sameTap = [...current.sameTap.slice(0, current.log.head), ...entries.map((_, index) => index > 0)];
  return { ok: true, value: { log, state, sameTap } };
}

/** How many entries the last tap in force wrote (0 at the start of the game). */
export function lastTapSize(game: Pick<TappedLog, 'log' | 'sameTap'>): number {
  const { head } = game.log;
  let first = head - 1;
  while (first > 0 && game.sameTap[first] === true) first -= 1;
  return head - Math.max(0, first);
}

/** How many entries the next tap on the redo stack wrote (0 when there is none). */
export function nextTapSize(game: Pick<TappedLog, 'log' | 'sameTap'>): number {
  const { head, entries } = game.log;
  if (head >= entries.length) return 0;
  let end = head + 1;
  while (end < entries.length && game.sameTap[end] === true) end += 1;
  return end - head;
}

/** undo and redo change only the head: the state is replayed from the new head, the taps stay. */
function moveHead(current: TappedLog, outcome: Outcome<GameLog>): Outcome<TappedLog> {
  return outcome.ok
    ? { ok: true, value: { log: outcome.value, state: stateOf(outcome.value), sameTap: current.sameTap } }
    : outcome;
}

/** Takes back the last tap in force, every entry it wrote. */
export function undoTap(current: TappedLog): Outcome<TappedLog> {
  return moveHead(current, undo(current.log, lastTapSize(current)));
}

/** Brings back the next tap undone, every entry it wrote. */
export function redoTap(current: TappedLog): Outcome<TappedLog> {
  return moveHead(current, redo(current.log, nextTapSize(current)));
}

/**
 * A corrected turn: its new entries are each their own tap (a correction is made on the sheet, not
 * at the table), the later entries kept keep theirs, and no tap reaches across an edge or a dropped entry.
 */
export function correctedTaps(current: TappedLog, turnIndex: number, outcome: Outcome<Correction>): Outcome<TappedLog> {
  if (!outcome.ok) return outcome;
  const { log, state, keptLater } = outcome.value;
  const turn = current.state.turns[turnIndex];
  if (!turn) return { ok: true, value: { log, state, sameTap: log.entries.map(() => false) } };
  const replaced = log.entries.length - turn.firstEntry - keptLater.length;
  const later = keptLater.map(
    (index, position) => position > 0 && keptLater[position - 1] === index - 1 && current.sameTap[index] === true,
  );
  const sameTap = [...current.sameTap.slice(0, turn.firstEntry), ...new Array<boolean>(replaced).fill(false), ...later];
  return { ok: true, value: { log, state, sameTap } };
}

/**
 * The log as it was before a correction, put back whole (its redo stack and taps too): what "Undo
 * the correction" stores. Refused when that log does not replay under this game's setup.
 */
export function restoredTaps(current: TappedLog, earlier: Pick<TappedLog, 'log' | 'sameTap'>): Outcome<TappedLog> {
  const log: GameLog = { setup: current.log.setup, entries: [...earlier.log.entries], head: earlier.log.head };
  const shapeless =
    earlier.sameTap.length !== log.entries.length ||
    !Number.isInteger(log.head) ||
    log.head < 0 ||
    log.head > log.entries.length;
  if (shapeless) return { ok: false, refusal: { code: 'bad-entry', reason: 'not-this-game' } };
  try {
    return { ok: true, value: { log, state: stateOf(log), sameTap: [...earlier.sameTap] } };
  } catch (error) {
    if (!(error instanceof CorruptLogError)) throw error;
    return { ok: false, refusal: { code: 'bad-entry', reason: 'earlier-does-not-replay', refusal: error.refusal } };
  }
}

/**
 * The entries an Undo took back between two versions of a log: `after` is `before` with the head
 * moved back and nothing else changed. Empty for any other change.
 */
export function undoneEntries(before: GameLog, after: GameLog): readonly Entry[] {
  if (after.head >= before.head || after.entries.length !== before.entries.length) return [];
  const undone = before.entries.slice(after.head, before.head);
  const same = undone.every(
    (entry, index) => JSON.stringify(entry) === JSON.stringify(after.entries[after.head + index]),
  );
  return same ? undone : [];
}
