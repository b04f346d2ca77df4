/**
 * Corrections of past turns ("that was 650, not 600"), and what they do to the end of the game.
 * The decisions (written up in docs/corrections.md):
 * - Later turns replay as they were; one that the rules now refuse, or whose result would change,
 *   refuses the correction, named, so no other history changes silently.
 * - Except where the game's end moves. When the game now ends (or its tied leaders now throw)
 *   before a later turn, that turn and everything after it is dropped: it was played only because
 *   the game had not ended. When the game no longer ends where it did, it reopens at the player
 *   whose turn comes next.
 * - A tie-break throw is kept while it is still a legal throw of the tie-break the corrected game
 *   reaches (the same tied leaders threw those dice); one that no longer is (there is no tie, or
 *   not with that player, or that player has thrown in this round already) is dropped.
 */
import { advance } from './flow.js';
import { initialState } from './setup.js';
import type { Entry } from './entries.js';
import { activeEntries, CorruptLogError, stateOf } from './game.js';
import type { GameLog, Outcome } from './game.js';
import type { GamePhase, GameState, Refusal, SeatChange, TurnName } from './state.js';

/** How a game stands at its end, or who is up while it goes on: what a correction may change. */
export interface GameStanding {
  readonly phase: GamePhase;
  readonly winners: readonly number[];
  /** The tied leaders throwing for the win (tie-break), in seat order; else empty. */
  readonly tied: readonly number[];
  /** Who is up (the next to throw in a tie-break). */
  readonly current: number;
  /** The highest score. */
  readonly best: number;
  /** Who started the final round, while one is on; else null. */
  readonly finalRoundBy: number | null;
}

/** What a correction does beyond the corrected turn. */
export interface CorrectionEffects {
  /** 0-based indices, as before the correction, of the finished turns dropped (a run at the end). */
  readonly droppedTurns: readonly number[];
  /** The seat whose turn in progress is dropped, or null. */
  readonly droppedTurnInProgress: number | null;
  /** How many tie-break throws are dropped. */
  readonly droppedTieThrows: number;
  readonly before: GameStanding;
  readonly after: GameStanding;
}

/** A correction as it would be stored. */
export interface Correction {
  readonly log: GameLog;
  readonly state: GameState;
  readonly effects: CorrectionEffects;
  /** Indices, in the log before, of the entries after the corrected turn that are kept, in order. */
  readonly keptLater: readonly number[];
}

const refused = <T>(refusal: Refusal): Outcome<T> => ({ ok: false, refusal });

export function standingOf(state: GameState): GameStanding {
  return {
    phase: state.phase,
    winners: [...state.winners],
    tied: state.phase === 'tie-break' ? [...(state.tieBreak?.contenders ?? [])].sort((a, b) => a - b) : [],
    current: state.current,
    best: Math.max(...state.players.map((player) => player.score)),
    finalRoundBy: state.phase === 'turn' ? (state.finalRound?.triggeredBy ?? null) : null,
  };
}

const sameSeats = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((seat, i) => seat === b[i]);

/**
 * Whether a correction changes more than the turn's points: turns or throws dropped, the game over
 * or not, another winner, other tied leaders, a final round started, called off or started by another. The sheet asks the players to confirm such a one.
 */
export function changesTheEnd(effects: CorrectionEffects): boolean {
  const { before, after } = effects;
  return (
    effects.droppedTurns.length > 0 ||
    effects.droppedTurnInProgress !== null ||
    effects.droppedTieThrows > 0 ||
    before.phase !== after.phase ||
    before.finalRoundBy !== after.finalRoundBy ||
    !sameSeats(
      [...before.winners].sort((a, b) => a - b),
      [...after.winners].sort((a, b) => a - b),
    ) ||
    !sameSeats(before.tied, after.tied)
  );
}

/** A turn as the players know it ("turn 12 (Ben, round 4)"); a turn still in progress is named by who is playing it. */
const turnName = (state: GameState, turnIndex: number): TurnName => {
  const turn = state.turns[turnIndex];
  const player = turn ? turn.player : state.turn.player;
  const round = turn ? turn.round : state.round;
  return { turnIndex, name: state.players[player]?.name ?? '', round };
};

/** Who a turn changed, by how much ("Ana −600, Ben +600"). */
function seatChanges(state: GameState, deltas: readonly number[]): SeatChange[] {
  return deltas.flatMap((points, seat) => (points === 0 ? [] : [{ name: state.players[seat]?.name ?? '', points }]));
}

/**
 * Replaces a finished turn's entries and replays the rest of the game (see the decisions above).
 * Refused, with the turn and the reason, when the replacement is not one whole legal turn, or when
 * a later turn the game still reaches would be illegal or come out otherwise. The redo stack is
 * dropped.
 */
export function correctTurn(log: GameLog, turnIndex: number, replacement: readonly Entry[]): Outcome<Correction> {
  const before = stateOf(log);
  const turn = before.turns[turnIndex];
  if (!turn) return refused({ code: 'no-such-turn', turnIndex });
  const incomplete = (reason: 'no-end' | 'ends-early') =>
    refused<Correction>({ code: 'correction-incomplete', turn: turnName(before, turnIndex), reason });
  if (replacement.length === 0) return incomplete('no-end');
  const active = activeEntries(log);

  const state = initialState(log.setup);
  active.slice(0, turn.firstEntry).forEach((entry, index) => {
    // These entries replayed a moment ago in stateOf; one refused now is a bug, not a correction.
    const refusal = advance(state, entry);
    if (refusal) throw new CorruptLogError(index, refusal);
  });
  for (let index = 0; index < replacement.length; index++) {
    const refusal = advance(state, replacement[index] as Entry);
    if (refusal)
      return refused({ code: 'correction-incomplete', turn: turnName(before, turnIndex), reason: 'illegal', refusal });
    const last = index === replacement.length - 1;
    if (last && state.turns.length !== turnIndex + 1) return incomplete('no-end');
    if (!last && state.turns.length > turnIndex) return incomplete('ends-early');
  }

  const keptLater: number[] = [];
  let droppedTieThrows = 0;
  let dropFrom = active.length;
  for (let index = turn.endEntry; index < active.length; index++) {
    const entry = active[index] as Entry;
    // The game now ends (or its leaders throw for the win) before this entry: it was played only
    // because the game had not ended, so it and all after it go.
    if (state.phase === 'finished' || (state.phase === 'tie-break' && entry.type !== 'tie-throw')) {
      dropFrom = index;
      break;
    }
    const refusal = advance(state, entry);
    if (entry.type === 'tie-throw') {
      // A tie-break throw is refused before it changes anything: dropping it leaves the state as it was.
      if (refusal) droppedTieThrows += 1;
      else keptLater.push(index);
      continue;
    }
    if (refusal) {
      // The later turn that breaks, named as the players know it from before the change.
      return refused({
        code: 'correction-breaks-history',
        turn: turnName(before, state.turns.length),
        reason: 'illegal',
        refusal,
      });
    }
    keptLater.push(index);
  }
  const dropped = active.slice(dropFrom);
  droppedTieThrows += dropped.filter((entry) => entry.type === 'tie-throw').length;
  const droppedTurns = before.turns.filter((record) => record.firstEntry >= dropFrom).map((record) => record.index);
  const inProgress =
    before.phase === 'turn' && before.turn.firstEntry >= dropFrom && before.turn.firstEntry < active.length;

  // Later turns that are kept must come out as they were: a correction that would quietly change
  // another turn's result (which challenge it was, a zilch-streak penalty) is refused and named.
  for (let later = turnIndex + 1; later < before.turns.length; later++) {
    const was = before.turns[later];
    const now = state.turns[later];
    if (!was || !now) continue;
    if (was.outcome !== now.outcome || was.points !== now.points || was.deltas.join() !== now.deltas.join()) {
      return refused({
        code: 'correction-breaks-history',
        turn: turnName(before, later),
        reason: 'changes-turn',
        from: seatChanges(before, was.deltas),
        to: seatChanges(state, now.deltas),
      });
    }
  }
  const entries = [
    ...active.slice(0, turn.firstEntry),
    ...replacement,
    ...keptLater.map((index) => active[index] as Entry),
  ];
  return {
    ok: true,
    value: {
      log: { setup: log.setup, entries, head: entries.length },
      state,
      keptLater,
      effects: {
        droppedTurns,
        droppedTurnInProgress: inProgress ? before.turn.player : null,
        droppedTieThrows,
        before: standingOf(before),
        after: standingOf(state),
      },
    },
  };
}

/**
 * The usual correction at the table, "that was 650, not 600": the turn becomes a total-mode turn
 * with these points (0 for a zilch), keeping its take-over choice, its challenge and its free dice.
 */
export function correctTurnTotal(log: GameLog, turnIndex: number, points: number): Outcome<Correction> {
  const state = stateOf(log);
  const turn = state.turns[turnIndex];
  if (!turn) return refused({ code: 'no-such-turn', turnIndex });
  const kept = activeEntries(log)
    .slice(turn.firstEntry, turn.endEntry)
    .filter((entry) => entry.type === 'start' || entry.type === 'challenge');
  const total: Entry =
    turn.freeDice !== null && points > 0
      ? { type: 'total', points, freeDice: turn.freeDice }
      : { type: 'total', points };
  return correctTurn(log, turnIndex, [...kept, total]);
}
