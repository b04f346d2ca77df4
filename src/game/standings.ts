import { legalHolds } from '../rules/index.js';
import type { Face } from '../rules/index.js';
import { thresholdFor } from './banking.js';
import { meetsTarget } from './end-of-turn.js';
import type { GameState } from './state.js';

/** One player in the standings, in numbers: the UI puts them into words. */
export interface Standing {
  readonly seat: number;
  readonly score: number;
  readonly onBoard: boolean;
  /** Has the highest score (tied leaders all do; nobody leads while everyone is level). */
  readonly leader: boolean;
  /** Points behind the leader (0 for a leader). */
  readonly behind: number;
  /** Points still to the target (0 once reached). */
  readonly toTarget: number;
  /** The player up. */
  readonly up: boolean;
  /** The player after them, when the game goes on after this turn. */
  readonly next: boolean;
  /** In the final round: the points a bank needs to win outright; null outside it or once they have played. */
  readonly toWin: number | null;
}

/** What banking means for the player up, at the end of the game, in points. */
export type WinNeed =
  /** The final round: a bank of `win` wins (as things stand), one of `tie` ties the leader (null when the minimum to bank is above it). */
  | { readonly kind: 'final-round'; readonly win: number; readonly tie: number | null }
  /** Before it: banking `points` (the turn total so far) reaches the target and starts the final round, or wins at once. */
  | { readonly kind: 'starts-final-round' | 'wins-game'; readonly points: number };

/** The smallest number of points a single die can score: a bank that beats a score by less is not possible. */
export function pointStep(state: GameState): number {
  const singles = ([1, 2, 3, 4, 5, 6] as const)
    .map((face: Face) => legalHolds(state.rules, [face])[0]?.points ?? 0)
    .filter((points) => points > 0);
  return singles.length > 0 ? Math.min(...singles) : 50;
}

/** The score a player must reach to meet the target. */
function targetScore(state: GameState): number {
  const { target, targetMode } = state.rules.end;
  return targetMode === 'reach' ? target : target + pointStep(state);
}

/** Seats still to take their turn in the final round, the player up first. */
function stillToPlay(state: GameState): readonly number[] {
  const final = state.finalRound;
  if (!final || state.phase !== 'turn') return [];
  const count = state.players.length;
  return Array.from({ length: final.turnsLeft }, (_, i) => (state.current + i) % count);
}

/** The bank `seat` needs in the final round to beat (win) or equal (tie) the best score of the others. */
function finalNeed(state: GameState, seat: number): { win: number; tie: number | null } {
  const best = Math.max(...state.players.flatMap((player, other) => (other === seat ? [] : [player.score])));
  const score = state.players[seat]?.score ?? 0;
  const minimum = thresholdFor(state, seat);
  const tie = best - score;
  const win = Math.max(tie + pointStep(state), minimum, pointStep(state));
  return { win, tie: tie > 0 && tie >= minimum ? tie : null };
}

/** Every player's place, in seat order. */
export function standings(state: GameState): Standing[] {
  const scores = state.players.map((player) => player.score);
  const best = Math.max(...scores);
  const level = Math.min(...scores) === best;
  const reach = targetScore(state);
  const toPlay = stillToPlay(state);
  const playing = state.phase === 'turn';
  const count = state.players.length;
  const nextSeat = playing && (!state.finalRound || state.finalRound.turnsLeft > 1) ? (state.current + 1) % count : -1;
  return state.players.map((player, seat) => ({
    seat,
    score: player.score,
    onBoard: player.onBoard,
    leader: !level && player.score === best,
    behind: best - player.score,
    toTarget: Math.max(0, reach - player.score),
    up: playing && seat === state.current,
    next: seat === nextSeat && count > 1,
    toWin: toPlay.includes(seat) ? finalNeed(state, seat).win : null,
  }));
}

/**
 * What banking means for the player up: in the final round, what wins and what ties; before it,
 * whether banking the turn total so far (`turnTotal`, with the dice being chosen) reaches the
 * target. Null when it means neither.
 */
export function winNeed(state: GameState, turnTotal = state.turn.turnTotal): WinNeed | null {
  if (state.phase !== 'turn') return null;
  if (state.finalRound) return { kind: 'final-round', ...finalNeed(state, state.current) };
  const score = state.players[state.current]?.score ?? 0;
  if (turnTotal <= 0 || turnTotal < thresholdFor(state) || !meetsTarget(state, score + turnTotal)) return null;
  return { kind: state.rules.end.end === 'first-to-reach' ? 'wins-game' : 'starts-final-round', points: turnTotal };
}
