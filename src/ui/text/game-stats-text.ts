import type { GameFacts } from '../../stats/index.js';
import { formatPoints } from './format.js';
import { isolatedName } from './names.js';

/** The sentences of a game's statistics on the score sheet. */

const nameOf = (facts: GameFacts, seat: number): string => isolatedName(facts.players[seat]?.name ?? '');

/** "Biggest turn: Ann banked 2,500 in round 7." */
export function biggestTurnSentence(facts: GameFacts): string {
  const best = facts.biggestTurn;
  if (!best) return 'Biggest turn: nobody has banked yet.';
  return `Biggest turn: ${nameOf(facts, best.seat)} banked ${formatPoints(best.points)} in round ${best.round}.`;
}

/** "Longest streak: Ben, 5 banks in a row." */
export function longestStreakSentence(facts: GameFacts): string {
  const streak = facts.longestStreak;
  if (!streak) return 'Longest streak: nobody has banked yet.';
  return `Longest streak: ${nameOf(facts, streak.seat)}, ${streak.length === 1 ? '1 bank' : `${streak.length} banks`} in a row.`;
}

export const GAME_STATS_TEXT = {
  heading: 'Game statistics',
  turnsCaption: 'Turns by player',
  player: 'Player',
  turns: 'Turns',
  banked: 'Banked',
  zilched: 'Zilched',
  hotDice: 'Hot dice',
  bestTurn: 'Best turn',
} as const;
