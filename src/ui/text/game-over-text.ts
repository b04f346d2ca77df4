/** The finished game's words: who won, with what, and the tie-break's throws. */
import { msg, str } from '@lit/localize';
import type { GameState } from '../../game/index.js';
import { formatCount, formatList, formatPoints, plural } from './format.js';
import { nameOf } from './names.js';

/** The finished game's heading and line: "Ana wins!", "Game over: won with 10,050 after 12 rounds." */
export function gameOverText(state: GameState): { readonly heading: string; readonly text: string } {
  const winners = state.winners.map((seat) => nameOf(state, seat));
  const best = formatPoints(Math.max(...state.players.map((player) => player.score)));
  const rounds = state.round;
  const n = formatCount(rounds);
  if (winners.length === 1) {
    const winner = winners[0] ?? '';
    return {
      heading: msg(str`${winner} wins!`),
      text: plural(rounds, {
        one: () => msg(str`Game over: won with ${best} after ${n} round.`, { id: 'game-over-won.one' }),
        few: () => msg(str`Game over: won with ${best} after ${n} rounds.`, { id: 'game-over-won.few' }),
        other: () => msg(str`Game over: won with ${best} after ${n} rounds.`, { id: 'game-over-won.other' }),
      }),
    };
  }
  const together = formatList(winners);
  return {
    heading: msg(str`${together} share the win!`),
    text: plural(rounds, {
      one: () => msg(str`Game over: tied with ${best} after ${n} round.`, { id: 'game-over-tied.one' }),
      few: () => msg(str`Game over: tied with ${best} after ${n} rounds.`, { id: 'game-over-tied.few' }),
      other: () => msg(str`Game over: tied with ${best} after ${n} rounds.`, { id: 'game-over-tied.other' }),
    }),
  };
}

/**
 * The tie-break throws of a game in words, one a line: "Ana threw 1, 1, 1, 2, 3, 4 for 1,000"; when
 * the leaders threw more than once, each line says which throw it was ("Throw 2: …").
 */
export function tieThrowLines(state: GameState): string[] {
  const rounds = new Set(state.tieThrows.map((thrown) => thrown.round)).size;
  return state.tieThrows.map((thrown) => {
    const name = nameOf(state, thrown.player);
    const dice = thrown.dice.join(', ');
    const points = formatPoints(thrown.points);
    if (rounds <= 1) return msg(str`${name} threw ${dice} for ${points}`);
    const round = formatCount(thrown.round);
    return msg(str`Throw ${round}: ${name} threw ${dice} for ${points}`);
  });
}
