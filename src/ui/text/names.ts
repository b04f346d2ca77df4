/** Players' names in the app's words: cleaned, isolated, listed, and a seat's name for a sentence. */
import { msg, str } from '@lit/localize';
import type { GameState } from '../../game/index.js';
import { isolatedName } from '../../export/names.js';
import { formatCount, formatList } from './format.js';

export { isolatedName, shownName } from '../../export/names.js';

/**
 * "Ana", "Ana and Ben", "Ana, Ben and Cy" in the language being spoken: names in a sentence, each
 * isolated first (see `isolatedName`), so a right-to-left name never reorders the list around it.
 */
export function joinNames(names: readonly string[]): string {
  return formatList(names.map(isolatedName));
}

/**
 * The player in `seat`, by name, for a sentence: without hidden characters and isolated when it
 * has right-to-left letters (see `isolatedName`), so a name never reorders the words around it.
 */
export const nameOf = (state: GameState, seat: number) =>
  isolatedName(state.players[seat]?.name ?? '') || unnamed(seat);

/** "Player 2": a seat whose name is empty. */
function unnamed(seat: number): string {
  const number = formatCount(seat + 1);
  return msg(str`Player ${number}`, { desc: 'A player who has no name, by their place at the table' });
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy", in the language spoken. */
export function namesList(names: readonly string[]): string {
  return formatList(names);
}
