import { describe, expect, it } from 'vitest';
import { reviewGame } from '../../../src/advisor/index.js';
import type { Entry, GameSetup } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { gameFacts, reviewStats } from '../../../src/stats/index.js';
import type { GameFacts, ReviewTotals } from '../../../src/stats/index.js';

const totals = (...players: [turns: number, decisions: number, givenAway: number, luck: number][]): ReviewTotals => ({
  players: players.map(([turns, decisions, givenAway, luck], seat) => ({ seat, turns, decisions, givenAway, luck })),
});

/** A finished two-player game (facts only; the review is given beside it). */
function finished(gameId: string, endedAt: number, names: readonly string[], rulesId = 'farkle'): GameFacts {
  return {
    version: 1,
    gameId,
    rulesId,
    rulesName: rulesId,
    startedAt: 0,
    endedAt,
    finished: true,
    target: 10_000,
    rounds: 1,
    finalRoundFrom: null,
    players: names.map((name, seat) => ({
      seat,
      name,
      score: 0,
      place: seat + 1,
      won: seat === 0,
      turns: 1,
      banks: 1,
      zilches: 0,
      hotDice: 0,
      points: 0,
      penalties: 0,
      bestTurn: 0,
      longestStreak: 1,
      longestZilchStreak: 0,
      turnsToBoard: 1,
    })),
    byRound: names.map(() => [0, 0]),
    biggestTurn: null,
    longestStreak: null,
  };
}

describe('reviewStats', () => {
  const games = [
    finished('g1', 10, ['Ann', 'Ben']),
    finished('g2', 20, ['Ben', 'ann']),
    finished('g3', 30, ['Ann', 'Cy'], 'zilch-10k'),
  ];
  const reviews = new Map([
    ['g1', totals([5, 10, 300, 100], [5, 8, 100, -50])],
    ['g2', totals([4, 6, 50, 20], [4, 9, 500, -200])],
    ['g3', totals([0, 0, 0, 0], [3, 4, 40, 10])],
  ]);

  it('sums each person over the reviewed games, per game too, spellings and merges followed', () => {
    const stats = reviewStats(games, reviews);
    expect(stats.get('ann')).toEqual({
      games: 2,
      decisions: 19,
      givenAway: 800,
      luck: -100,
      givenAwayPerGame: 400,
      luckPerGame: -50,
    });
    expect(stats.get('ben')).toEqual({
      games: 2,
      decisions: 14,
      givenAway: 150,
      luck: -30,
      givenAwayPerGame: 75,
      luckPerGame: -15,
    });
    // Ann's turns in g3 were all typed: the game does not count for her.
    expect(stats.get('cy')).toEqual({
      games: 1,
      decisions: 4,
      givenAway: 40,
      luck: 10,
      givenAwayPerGame: 40,
      luckPerGame: 10,
    });
    expect(reviewStats(games, reviews, {}, { cy: 'ben' }).get('ben')?.games).toBe(3);
  });

  it('counts only finished games that pass the filter and have a review', () => {
    expect(reviewStats(games, reviews, { rulesId: 'zilch-10k' }).get('ann')).toBeUndefined();
    expect(reviewStats(games, reviews, { from: 15 }).get('ben')?.games).toBe(1);
    expect(reviewStats(games, new Map([['g2', reviews.get('g2') as ReviewTotals]])).get('ann')?.givenAway).toBe(500);
    expect(reviewStats([{ ...finished('g1', 10, ['Ann', 'Ben']), finished: false }], reviews).size).toBe(0);
  });

  it('reads the advisor review of a game as it is', () => {
    const setup: GameSetup = { rules: presetById('farkle'), players: ['Ann', 'Ben'], throwOff: false };
    const entries: Entry[] = [
      { type: 'roll', dice: [1, 5, 2, 2, 3, 4] },
      { type: 'hold', dice: [5] },
      { type: 'bank' },
      { type: 'roll', dice: [2, 3, 4, 6, 6, 2] },
    ];
    const review = reviewGame(setup, entries);
    const facts = { ...gameFacts({ id: 'g', createdAt: 0, updatedAt: 1 }, setup, entries), finished: true };
    const ann = review.players[0];
    expect(reviewStats([facts], new Map([['g', review]])).get('ann')).toEqual({
      games: 1,
      decisions: ann?.decisions,
      givenAway: ann?.givenAway,
      luck: ann?.luck,
      givenAwayPerGame: ann?.givenAway,
      luckPerGame: ann?.luck,
    });
  });
});
