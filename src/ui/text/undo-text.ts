/**
 * What the live region says after Undo and Redo: which tap was taken back or brought back, named
 * as the table knows it ("Undone: Ana's roll 1, 2, 3, 5, 6, 6."). Pure (no Lit, no DOM).
 */
import { msg, str } from '@lit/localize';
import type { Entry, GameState } from '../../game/index.js';
import { diceWord, formatCount, formatList, formatPoints, plural } from './format.js';
import { nameOf } from './names.js';

/** What one entry of a tap was, as a phrase after the player's name ("hold 1, 5", "bank of 150"). */
function entryPhrase(
  from: GameState,
  entry: Exclude<Entry, { type: 'first-player' }>,
  zilched: boolean,
  banked: number,
): string {
  switch (entry.type) {
    case 'roll': {
      const dice = entry.dice.join(', ');
      return zilched
        ? msg(str`roll ${dice}, a zilch`, {
            desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
          })
        : msg(str`roll ${dice}`, {
            desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
          });
    }
    case 'hold': {
      const dice = [...entry.dice].sort((a, b) => a - b).join(', ');
      return msg(str`hold ${dice}`, {
        desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
      });
    }
    case 'bank': {
      const points = formatPoints(banked);
      return msg(str`bank of ${points}`, {
        desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
      });
    }
    case 'total': {
      if (entry.points === 0)
        return msg('total of 0, a zilch', {
          desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
        });
      const points = formatPoints(entry.points);
      return msg(str`total of ${points}`, {
        desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
      });
    }
    case 'start': {
      if (!entry.takeOver)
        return msg('fresh start', {
          desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
        });
      const points = formatPoints(entry.takeOver.points);
      const dice = diceWord(entry.takeOver.dice);
      return msg(str`take-over of ${points} with ${dice}`, {
        desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
      });
    }
    case 'challenge': {
      const opponent = nameOf(from, entry.opponent);
      return msg(str`challenge to ${opponent}`, {
        desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
      });
    }
    case 'tie-throw': {
      const dice = entry.dice.join(', ');
      return msg(str`tie-break throw ${dice}`, {
        desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
      });
    }
    case 'throw-off': {
      const pips = formatCount(entry.pips);
      return plural(entry.pips, {
        one: () =>
          msg(str`throw-off of ${pips} pip`, {
            id: 'undo-throw-off-pips.one',
            desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
          }),
        few: () =>
          msg(str`throw-off of ${pips} pips`, {
            id: 'undo-throw-off-pips.few',
            desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
          }),
        other: () =>
          msg(str`throw-off of ${pips} pips`, {
            id: 'undo-throw-off-pips.other',
            desc: 'What a player did, after their name ("Ana\'s hold 1, 5 and bank of 150"); said after Undo and Redo',
          }),
      });
    }
  }
}

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
    if (entry.type === 'first-player') {
      // Not something the player did, but the group's pick.
      const picked = nameOf(from, entry.player);
      return msg(str`${picked} picked to start`);
    }
    if (entry.type === 'tie-throw' || entry.type === 'throw-off') player = entry.player;
    parts.push(
      entryPhrase(
        from,
        entry,
        ended?.outcome === 'zilch' && ended.mode === 'dice',
        ended?.points ?? from.turn.turnTotal,
      ),
    );
  }
  const name = nameOf(from, player);
  const what = formatList(parts);
  return msg(str`${name}'s ${what}`, {
    desc: 'Whose tap was taken back or brought back, and what it was ("Ana\'s hold 1, 5 and bank of 150")',
  });
}

/** "Undone: Ana's bank of 150." or "Redone: …", from the games before and after the tap. */
export function revertSentence(
  direction: 'undo' | 'redo',
  from: GameState,
  to: GameState,
  entries: readonly Entry[],
): string {
  const tap = tapPhrase(from, to, entries);
  return direction === 'undo' ? msg(str`Undone: ${tap}.`) : msg(str`Redone: ${tap}.`);
}
