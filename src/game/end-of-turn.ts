/** A turn's end: its result and what it moves, the final round, and the game's end or its tie-break. */
import { thresholdFor } from './banking.js';
import { newThrowRound, newTurn } from './setup.js';
import type { GameState, PlayerState } from './state.js';

/** Whether `score` reaches the game's target (or passes it, where the rules say more than). */
export function meetsTarget(state: GameState, score: number): boolean {
  const { target, targetMode } = state.rules.end;
  return targetMode === 'reach' ? score >= target : score > target;
}

export function endTurn(
  state: GameState,
  outcome: 'bank' | 'zilch',
  banked: number,
  freeDice: number | null,
  mode: 'dice' | 'total',
): void {
  const turn = state.turn;
  const rules = state.rules;
  const player = state.players[turn.player] as PlayerState;
  const deltas = state.players.map(() => 0);
  let penalty = 0;
  let points = banked;
  if (outcome === 'bank') {
    deltas[turn.player] = banked;
    if (turn.challenge) deltas[turn.challenge.opponent] = -banked;
    player.onBoard = true;
    player.zilchStreak = 0;
  } else {
    // Locked points cannot be lost to the zilch (10-dice Zilch's sheet). Where a group also plays thresholds,
    // they are kept like a bank only when they meet the player's threshold.
    points = turn.locked > 0 && turn.locked >= thresholdFor(state) ? turn.locked : 0;
    deltas[turn.player] = points;
    if (points > 0) player.onBoard = true;
    // Kept locked points are the turn's result, as a bank's would be: a challenge takes them from
    // the challenged player too (docs/rules.md: the turn's points move). The zilch was still thrown,
    // so the challenge's zilch penalty below is paid as well.
    if (turn.challenge && points > 0) deltas[turn.challenge.opponent] = -points;
    if (turn.challenge) penalty += rules.variations.challenges?.zilchPenalties[turn.challenge.which] ?? 0;
    player.zilchStreak += 1;
    const streak = rules.variations.zilchStreakPenalty;
    if (streak && player.zilchStreak >= streak.zilches) {
      penalty += streak.points;
      player.zilchStreak = 0;
    }
    deltas[turn.player] = (deltas[turn.player] ?? 0) - penalty;
  }
  if (turn.challenge) player.challengesUsed[turn.challenge.which] = true;
  state.players.forEach((p, i) => (p.score += deltas[i] ?? 0));

  state.turns.push({
    index: state.turns.length,
    player: turn.player,
    round: state.round,
    firstEntry: turn.firstEntry,
    endEntry: state.entryCount + 1,
    outcome,
    points,
    deltas,
    penalty,
    freeDice: outcome === 'bank' ? freeDice : null,
    takeOver: turn.takeOver,
    challenge: turn.challenge,
    mode,
    scoreAfter: player.score,
  });
  state.previousTurnResult = outcome === 'bank' ? banked : 0;
  const canTakeOver = rules.turn.startOfTurn !== 'fresh' && outcome === 'bank' && freeDice !== null;
  state.takeOverOffer = canTakeOver ? { points: banked, dice: freeDice } : null;

  if (rules.end.end === 'first-to-reach' && meetsTarget(state, player.score)) {
    finish(state, [turn.player]);
    return;
  }
  if (state.finalRound) {
    state.finalRound.turnsLeft -= 1;
  } else if (meetsTarget(state, player.score)) {
    state.finalRound = { triggeredBy: turn.player, turnsLeft: state.players.length - 1 };
  }
  if (state.finalRound && state.finalRound.turnsLeft <= 0) {
    settleGame(state);
    return;
  }
  const next = (turn.player + 1) % state.players.length;
  if (next === state.firstPlayer) state.round += 1;
  state.current = next;
  state.turn = newTurn(state.setup, next, state.entryCount + 1);
}

/** After the final round: the highest score wins; tied leaders share or throw again. */
function settleGame(state: GameState): void {
  const best = Math.max(...state.players.map((p) => p.score));
  const leaders = state.players.flatMap((p, i) => (p.score === best ? [i] : []));
  if (leaders.length === 1 || state.rules.end.ties === 'shared') {
    finish(state, leaders);
    return;
  }
  state.phase = 'tie-break';
  state.tieBreak = newThrowRound(leaders, 1);
  state.current = leaders[0] ?? 0;
  state.takeOverOffer = null;
}

export function finish(state: GameState, winners: number[]): void {
  state.phase = 'finished';
  state.winners = winners;
  state.takeOverOffer = null;
  state.tieBreak = null;
}
