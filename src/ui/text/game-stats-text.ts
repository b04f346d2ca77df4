import { msg, str } from '@lit/localize';
import type { GameFacts } from '../../stats/index.js';
import { formatCount, formatPoints, plural } from './format.js';
import { isolatedName } from './names.js';

/** The sentences of a game's statistics on the score sheet. */

const nameOf = (facts: GameFacts, seat: number): string => isolatedName(facts.players[seat]?.name ?? '');

/** "Biggest turn: Ann banked 2,500 in round 7." */
export function biggestTurnSentence(facts: GameFacts): string {
  const best = facts.biggestTurn;
  if (!best) return msg('Biggest turn: nobody has banked yet.');
  const name = nameOf(facts, best.seat);
  const points = formatPoints(best.points);
  const round = formatCount(best.round);
  return msg(str`Biggest turn: ${name} banked ${points} in round ${round}.`);
}

/** "Longest streak: Ben, 5 banks in a row." */
export function longestStreakSentence(facts: GameFacts): string {
  const streak = facts.longestStreak;
  if (!streak) return msg('Longest streak: nobody has banked yet.');
  const name = nameOf(facts, streak.seat);
  const n = formatCount(streak.length);
  return plural(streak.length, {
    one: () => msg(str`Longest streak: ${name}, ${n} bank in a row.`, { id: 'longest-streak.one' }),
    few: () => msg(str`Longest streak: ${name}, ${n} banks in a row.`, { id: 'longest-streak.few' }),
    other: () => msg(str`Longest streak: ${name}, ${n} banks in a row.`, { id: 'longest-streak.other' }),
  });
}

/** The section's labels; getters, so each is looked up in the language spoken when it is read. */
export const GAME_STATS_TEXT = {
  get heading() {
    return msg('Game statistics');
  },
  get turnsCaption() {
    return msg('Turns by player', { desc: "The caption of the score sheet's table of each player's turns" });
  },
  get player() {
    return msg('Player');
  },
  get turns() {
    return msg('Turns', { desc: 'A column header: how many turns the player took' });
  },
  get banked() {
    return msg('Banked', { desc: 'A column header: how many turns the player banked' });
  },
  get zilched() {
    return msg('Zilched', { desc: 'A column header: how many turns ended in a zilch' });
  },
  get hotDice() {
    return msg('Hot dice', { desc: 'A statistic: how many times all the dice scored' });
  },
  get bestTurn() {
    return msg('Best turn', { desc: 'A statistic: the most points banked in one turn' });
  },
} as const;
