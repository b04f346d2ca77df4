/**
 * What the live region says on the play screen: where the game stands, what the entries just
 * stored did, and why the dice being tapped in were cleared by another tab. Pure (no Lit, no DOM),
 * so Node tests read them too.
 */
import { msg, str } from '@lit/localize';
import type { Face } from '../../rules/index.js';
import { bestHoldOfRoll, tieThrowPoints } from '../../game/index.js';
import type { Entry, GameState } from '../../game/index.js';
import { diceWord, formatCount, formatList, formatPoints, plural } from './format.js';
import { nameOf } from './names.js';

/** "Ana is up: turn total 450, roll 4 dice." — where the game stands, for the live region. */
export function standing(state: GameState): string {
  if (state.phase === 'finished') {
    const winners = formatList(state.winners.map((w) => nameOf(state, w)));
    return state.winners.length === 1
      ? msg(str`The game is over: ${winners} wins.`)
      : msg(str`The game is over: ${winners} share the win.`);
  }
  if (state.phase === 'tie-break') {
    const name = nameOf(state, state.current);
    const all = diceWord(state.rules.diceCount);
    return msg(str`Tie-break: ${name} throws all ${all}.`);
  }
  if (state.phase === 'throw-off') return msg('Find the first player.');
  const turn = state.turn;
  const name = nameOf(state, state.current);
  if (turn.phase === 'hold') return msg(str`${name}: choose the dice to hold.`);
  const total = formatPoints(turn.turnTotal);
  const dice = diceWord(turn.diceToRoll);
  return msg(str`${name} is up: turn total ${total}, roll ${dice}.`);
}

/**
 * What the live region says after entries were accepted: "Ana banks 650, total 3,200", "Ben
 * zilches", "Cy holds 1, 5: 150, turn total 600, roll 4 dice".
 */
export function resultSentence(before: GameState, after: GameState, entries: readonly Entry[]): string {
  const name = nameOf(before, before.current);
  const sentences: string[] = [];
  const ended = after.turns.length > before.turns.length ? after.turns.at(-1) : undefined;
  for (const entry of entries) {
    switch (entry.type) {
      case 'hold': {
        if (entries.some((e) => e.type === 'bank')) break;
        const held = [...entry.dice].sort((a, b) => a - b).join(', ');
        const points = formatPoints(after.turn.turnTotal - before.turn.turnTotal);
        const total = formatPoints(after.turn.turnTotal);
        const dice = diceWord(after.turn.diceToRoll);
        sentences.push(
          after.turn.hotDice
            ? msg(str`${name} holds ${held}: ${points}, turn total ${total}, hot dice, roll all ${dice} again.`)
            : msg(str`${name} holds ${held}: ${points}, turn total ${total}, roll ${dice}.`),
        );
        break;
      }
      case 'roll': {
        const rolled = entry.dice.join(', ');
        if (ended?.outcome === 'zilch') {
          const lost = before.turn.turnTotal - ended.points;
          const lostPoints = formatPoints(lost);
          sentences.push(lost > 0 ? msg(str`${name} zilches, ${lostPoints} lost.`) : msg(str`${name} zilches.`));
        } else if (after.turn.lastDieMissed) {
          sentences.push(msg(str`${name} rolls ${rolled}: missed, throw the last die once more.`));
        } else {
          sentences.push(msg(str`${name} rolls ${rolled}.`));
          const best = bestHoldOfRoll(after, entry.dice);
          if (best) {
            const hold = best.dice.join(', ');
            const points = formatPoints(best.points);
            sentences.push(msg(str`Best hold ${hold}: ${points}.`));
          }
        }
        break;
      }
      case 'bank':
      case 'total':
        if (ended?.outcome === 'bank') {
          const banked = formatPoints(ended.points);
          const total = formatPoints(ended.scoreAfter);
          sentences.push(msg(str`${name} banks ${banked}, total ${total}.`));
        } else if (ended) {
          sentences.push(msg(str`${name} zilches.`));
        }
        break;
      case 'start':
        if (entry.takeOver) {
          const points = formatPoints(entry.takeOver.points);
          const dice = diceWord(entry.takeOver.dice);
          sentences.push(msg(str`${name} takes over ${points} with ${dice}.`));
        } else {
          sentences.push(msg(str`${name} starts fresh.`));
        }
        break;
      case 'challenge': {
        const opponent = nameOf(before, entry.opponent);
        sentences.push(msg(str`${name} challenges ${opponent}.`));
        break;
      }
      case 'tie-throw': {
        // The flow scores a tie-break throw by its best hold.
        const thrower = nameOf(before, entry.player);
        const points = formatPoints(tieThrowPoints(before, entry.dice));
        sentences.push(msg(str`${thrower} throws ${points} in the tie-break.`));
        break;
      }
      case 'first-player': {
        const first = nameOf(before, entry.player);
        sentences.push(msg(str`${first} starts.`, { desc: 'The player who takes the first turn of the game' }));
        break;
      }
      case 'throw-off': {
        const thrower = nameOf(before, entry.player);
        const pips = formatCount(entry.pips);
        sentences.push(
          plural(entry.pips, {
            one: () => msg(str`${thrower} throws ${pips} pip.`, { id: 'throw-off-pips.one' }),
            few: () => msg(str`${thrower} throws ${pips} pips.`, { id: 'throw-off-pips.few' }),
            other: () => msg(str`${thrower} throws ${pips} pips.`, { id: 'throw-off-pips.other' }),
          }),
        );
        break;
      }
    }
  }
  if (after.phase === 'finished' && before.phase !== 'finished') sentences.push(standing(after));
  else if (after.phase === 'tie-break' && before.phase !== 'tie-break') sentences.push(standing(after));
  else if (ended) {
    const up = nameOf(after, after.current);
    sentences.push(msg(str`${up} is up.`));
  }
  return sentences.join(' ');
}

/**
 * Why the dice being tapped in left the pad: another tab wrote first. `before` is the game this
 * tab showed, `entered` the other tab's entry at the position the dice were for (if any), `dice`
 * what was on the pad.
 */
export function draftClearedText(before: GameState, entered: Entry | undefined, dice: readonly Face[]): string {
  const tapped = dice.join(', ');
  if (entered?.type === 'roll') {
    const name = nameOf(before, before.current);
    const roll = entered.dice.join(', ');
    return msg(
      str`${name}'s roll ${roll} was entered in another tab: the dice you were tapping in (${tapped}) were cleared.`,
    );
  }
  if (entered?.type === 'tie-throw') {
    const name = nameOf(before, entered.player);
    const thrown = entered.dice.join(', ');
    return msg(
      str`${name}'s throw ${thrown} was entered in another tab: the dice you were tapping in (${tapped}) were cleared.`,
    );
  }
  return msg(str`This game changed in another tab: the dice you were tapping in (${tapped}) were cleared.`);
}

/** The same, after a sentence that said what the other tab did. */
export function draftClearedNote(dice: readonly Face[]): string {
  const tapped = dice.join(', ');
  return msg(str`The dice you were tapping in (${tapped}) were cleared.`);
}
