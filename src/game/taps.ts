/**
 * Taps: one action of a player can write several entries (a hold and the bank that goes with it),
 * and Undo takes back a tap, not an entry. A log carries one flag per entry, redo stack included:
 * true when the entry was written by the same tap as the entry before it.
 */
import { act, redo, stateOf, undo } from './game.js';
import type { GameLog, Outcome } from './game.js';
import type { Entry } from './entries.js';
import type { GameState, Refusal } from './state.js';

/** A log, the state it replays to, and which entries share a tap. */
export interface TappedLog {
  readonly log: GameLog;
  readonly state: GameState;
  readonly sameTap: readonly boolean[];
}

const NOTHING_TO_RECORD: Refusal = { code: 'bad-entry', message: 'Nothing to record: the action has no entries.' };

/** Index of the first entry that differs between two logs, or is written by another tap (or the shorter length). */
export function firstDifference(before: Pick<TappedLog, 'log' | 'sameTap'>, after: Pick<TappedLog, 'log' | 'sameTap'>): number {
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
  return outcome.ok ? { ok: true, value: { log: outcome.value, state: stateOf(outcome.value), sameTap: current.sameTap } } : outcome;
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
 * at the table), the entries before and after it keep theirs, and no tap reaches across its edges.
 */
export function correctedTaps(current: TappedLog, turnIndex: number, outcome: Outcome<{ log: GameLog; state: GameState }>): Outcome<TappedLog> {
  if (!outcome.ok) return outcome;
  const turn = current.state.turns[turnIndex];
  if (!turn) return { ok: true, value: { ...outcome.value, sameTap: outcome.value.log.entries.map(() => false) } };
  const later = current.sameTap.slice(turn.endEntry, current.log.head);
  const replaced = outcome.value.log.entries.length - turn.firstEntry - later.length;
  const sameTap = [...current.sameTap.slice(0, turn.firstEntry), ...new Array<boolean>(replaced).fill(false), ...later];
  if (later.length > 0) sameTap[turn.firstEntry + replaced] = false;
  return { ok: true, value: { ...outcome.value, sameTap } };
}

/**
 * The entries an Undo took back between two versions of a log: `after` is `before` with the head
 * moved back and nothing else changed. Empty for any other change.
 */
export function undoneEntries(before: GameLog, after: GameLog): readonly Entry[] {
  if (after.head >= before.head || after.entries.length !== before.entries.length) return [];
  const undone = before.entries.slice(after.head, before.head);
  const same = undone.every((entry, index) => JSON.stringify(entry) === JSON.stringify(after.entries[after.head + index]));
  return same ? undone : [];
}
