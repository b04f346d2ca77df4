/**
 * Counted things as the elements show them, each with a message per plural form: holds, dice
 * rolled, pips, points, rounds, problems, straights, players, games shown.
 */
import { msg, str } from '@lit/localize';
import { formatCount, formatPoints, plural } from './format.js';

/** "Show all 12 holds": unfolds a long list. */
export function showAllHolds(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`Show all ${n} hold`, { id: 'holds-show-all.one' }),
    few: () => msg(str`Show all ${n} holds`, { id: 'holds-show-all.few' }),
    other: () => msg(str`Show all ${n} holds`, { id: 'holds-show-all.other' }),
  });
}

/** "1 problem", "3 problems": a section's count of problems. */
export function problemCount(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} problem`, { id: 'rules-editor.problems.one' }),
    few: () => msg(str`${n} problems`, { id: 'rules-editor.problems.few' }),
    other: () => msg(str`${n} problems`, { id: 'rules-editor.problems.other' }),
  });
}

/** "1 straight", "3 straights": in the scoring section's summary. */
export function straightCount(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} straight`, { id: 'rules-editor.straights.one' }),
    few: () => msg(str`${n} straights`, { id: 'rules-editor.straights.few' }),
    other: () => msg(str`${n} straights`, { id: 'rules-editor.straights.other' }),
  });
}

/** "A game has at most 12 players.": why a name was not added. */
export function tooManyPlayers(max: number): string {
  const n = formatCount(max);
  return plural(max, {
    one: () => msg(str`A game has at most ${n} player.`, { id: 'players-at-most.one' }),
    few: () => msg(str`A game has at most ${n} players.`, { id: 'players-at-most.few' }),
    other: () => msg(str`A game has at most ${n} players.`, { id: 'players-at-most.other' }),
  });
}

/** "6 rolled": how many dice the roll has, beside the card's heading. */
export function diceRolled(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () =>
      msg(str`${n} rolled`, {
        id: 'hold-card.rolled.one',
        desc: 'How many dice were rolled, beside "Choose the dice to hold"',
      }),
    few: () =>
      msg(str`${n} rolled`, {
        id: 'hold-card.rolled.few',
        desc: 'How many dice were rolled (the plural for 2 to 4 where a language has one)',
      }),
    other: () =>
      msg(str`${n} rolled`, {
        id: 'hold-card.rolled.other',
        desc: 'How many dice were rolled, beside "Choose the dice to hold"',
      }),
  });
}

/** "23 pips": the pips of a throw. */
export function pipsWord(pips: number): string {
  const n = formatCount(pips);
  return plural(pips, {
    one: () =>
      msg(str`${n} pips`, {
        id: 'throw-off.pips.one',
        desc: 'The pips of a throw-off throw, the singular form ("1 pip")',
      }),
    few: () =>
      msg(str`${n} pips`, {
        id: 'throw-off.pips.few',
        desc: 'The pips of a throw-off throw (the plural for 2 to 4 where a language has one)',
      }),
    other: () => msg(str`${n} pips`, { id: 'throw-off.pips.other', desc: 'The pips of a throw-off throw' }),
  });
}

/** "450 points": a contender's throw. */
export function tieBreakPoints(points: number): string {
  const n = formatPoints(points);
  return plural(points, {
    one: () => msg(str`${n} point`, { id: 'tie-break.points.one', desc: "The points of a player's tie-break throw" }),
    few: () =>
      msg(str`${n} points`, {
        id: 'tie-break.points.few',
        desc: "The points of a player's tie-break throw (the plural for 2 to 4 where a language has one)",
      }),
    other: () =>
      msg(str`${n} points`, { id: 'tie-break.points.other', desc: "The points of a player's tie-break throw" }),
  });
}

/** "Showing 20 of 45 games.": how much of the list a page shows. */
export function showingGames(listed: number, total: number): string {
  const shown = formatCount(listed);
  const all = formatCount(total);
  return plural(total, {
    one: () => msg(str`Showing ${shown} of ${all} games.`, { id: 'games-showing.one' }),
    few: () => msg(str`Showing ${shown} of ${all} games.`, { id: 'games-showing.few' }),
    other: () => msg(str`Showing ${shown} of ${all} games.`, { id: 'games-showing.other' }),
  });
}

/** "1 round", "12 rounds": how long a finished game lasted. */
export function roundsWord(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} round`, { id: 'game-card-rounds.one' }),
    few: () => msg(str`${n} rounds`, { id: 'game-card-rounds.few' }),
    other: () => msg(str`${n} rounds`, { id: 'game-card-rounds.other' }),
  });
}
