/** The throws that are not turns: the throw-off for the first player and the tie-break's throws. */
import { legalHolds } from '../rules/index.js';
import type { Face } from '../rules/index.js';
import { finish } from './end-of-turn.js';
import { checkDice, checkPlayer, shown } from './entry-checks.js';
import { newThrowRound, newTurn } from './setup.js';
import type { GameState, Refusal, ThrowRound } from './state.js';

export function throwOff(state: GameState, player: number, pips: number): Refusal | null {
  const round = state.throwOff;
  if (state.phase !== 'throw-off' || !round) return { code: 'not-now', reason: 'throw-off-over' };
  const bad = checkPlayer(state, player);
  if (bad) return bad;
  const name = state.players[player]?.name ?? '';
  const slot = round.contenders.indexOf(player);
  if (slot < 0) return { code: 'not-now', reason: 'not-in-throw-off', name };
  if (round.results[slot] !== null) return { code: 'not-now', reason: 'thrown-already', name };
  const n = state.rules.diceCount;
  if (typeof pips !== 'number' || !Number.isInteger(pips) || pips < n || pips > 6 * n)
    return { code: 'bad-pips', dice: n, pips: shown(pips) };
  round.results[slot] = pips;
  const winners = settleThrowRound(round);
  if (winners.length === 1) {
    state.firstPlayer = winners[0] ?? 0;
    beginPlay(state);
  } else if (winners.length > 1) {
    state.throwOff = newThrowRound(winners, round.round + 1);
  }
  return null;
}

/** When everyone in the round has thrown: the players with the highest result; else []. */
function settleThrowRound(round: ThrowRound): number[] {
  if (round.results.some((result) => result === null)) return [];
  const best = Math.max(...round.results.map((result) => result ?? 0));
  return round.contenders.filter((_, i) => round.results[i] === best);
}

export function pickFirstPlayer(state: GameState, player: number): Refusal | null {
  const bad = checkPlayer(state, player);
  if (bad) return bad;
  const beforeFirstTurn = state.phase === 'turn' && state.turns.length === 0 && state.entryCount === 0;
  if (state.phase !== 'throw-off' && !beforeFirstTurn) return { code: 'not-now', reason: 'first-player-chosen' };
  state.firstPlayer = player;
  beginPlay(state);
  return null;
}

function beginPlay(state: GameState): void {
  state.phase = 'turn';
  state.throwOff = null;
  state.current = state.firstPlayer;
  state.turn = newTurn(state.setup, state.firstPlayer, state.entryCount + 1);
}

export function tieThrow(state: GameState, player: number, dice: readonly Face[]): Refusal | null {
  const round = state.tieBreak;
  if (state.phase !== 'tie-break' || !round) return { code: 'not-now', reason: 'no-tie' };
  const bad = checkPlayer(state, player);
  if (bad) return bad;
  const name = state.players[player]?.name ?? '';
  const slot = round.contenders.indexOf(player);
  if (slot < 0) return { code: 'not-now', reason: 'not-tied', name };
  if (round.results[slot] !== null) return { code: 'not-now', reason: 'thrown-already', name };
  const badDice = checkDice(dice, state.rules.diceCount, 'tie-break');
  if (badDice) return badDice;
  const points = legalHolds(state.rules, dice)[0]?.points ?? 0;
  round.results[slot] = points;
  state.tieThrows.push({ player, dice: [...dice], points, round: round.round });
  const leaders = settleThrowRound(round);
  if (leaders.length === 1) finish(state, leaders);
  else if (leaders.length > 1) state.tieBreak = newThrowRound(leaders, round.round + 1);
  state.current = state.tieBreak?.contenders.find((_, i) => state.tieBreak?.results[i] === null) ?? state.current;
  return null;
}
