/**
 * What the live region says after Undo and Redo: which tap was taken back or brought back, named
 * as the table knows it ("Undone: Ana's roll 1, 2, 3, 5, 6, 6."). Pure (no Lit, no DOM).
 */
import type { Entry, GameState } from '../../game/index.js';
import { diceWord, formatPoints } from './format.js';
import { nameOf } from './play-text.js';

/**
 * One tap as a phrase: "Ana's hold 1, 5 and bank of 150", "Ben's roll 2, 3, 4, 6, 6, 2, a zilch".
 * `from` is the game before the tap, `to` after it, `entries` what the tap wrote (as stored, so
 * Undo names the entries it took back and Redo those it brought back).
 */
export function tapPhrase(from: GameState, to: GameState, entries: readonly Entry[]): string {
  const ended = to.turns.length > from.turns.length ? to.turns.at(-1) : undefined;
  let player = from.current;
  const parts: string[] = [];
  for (const entry of entries) {
    switch (entry.type) {
      case 'roll':
        parts.push(`roll ${entry.dice.join(', ')}${ended?.outcome === 'zilch' && ended.mode === 'dice' ? ', a zilch' : ''}`);
        break;
      case 'hold':
        parts.push(`hold ${[...entry.dice].sort((a, b) => a - b).join(', ')}`);
        break;
      case 'bank':
        parts.push(`bank of ${formatPoints(ended?.points ?? from.turn.turnTotal)}`);
        break;
      case 'total':
        parts.push(entry.points === 0 ? 'total of 0, a zilch' : `total of ${formatPoints(entry.points)}`);
        break;
      case 'start':
        parts.push(entry.takeOver ? `take-over of ${formatPoints(entry.takeOver.points)} with ${diceWord(entry.takeOver.dice)}` : 'fresh start');
        break;
      case 'challenge':
        parts.push(`challenge to ${nameOf(from, entry.opponent)}`);
        break;
      case 'tie-throw':
        player = entry.player;
        parts.push(`tie-break throw ${entry.dice.join(', ')}`);
        break;
      case 'throw-off':
        player = entry.player;
        parts.push(`throw-off of ${entry.pips} pips`);
        break;
      case 'first-player':
        // Not something the player did, but the group's pick.
        return `${nameOf(from, entry.player)} picked to start`;
    }
  }
  return `${nameOf(from, player)}'s ${parts.join(' and ')}`;
}

/** "Undone: Ana's bank of 150." or "Redone: …", from the games before and after the tap. */
export function revertSentence(direction: 'undo' | 'redo', from: GameState, to: GameState, entries: readonly Entry[]): string {
  return `${direction === 'undo' ? 'Undone' : 'Redone'}: ${tapPhrase(from, to, entries)}.`;
}
