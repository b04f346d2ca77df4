/** The facts of points kept and lost (locked points, challenges, penalties, thresholds) and of take-overs. */
import { describe, expect, it } from 'vitest';
import { LOCKED_CHALLENGE_ZILCH, tenDiceChallengeRules } from '../../support/locked-challenge.js';
import { bank, challenge, counts, factsOf, fresh, hold, houseRules, roll, standing, takeOver, total } from './games.js';

describe('points kept, points lost', () => {
  it('locked points kept on a zilch count as points and get the player on the board, but not as a bank', () => {
    // 10-dice Zilch without the challenge: 2,200 locked, 150 more lost to the zilch, the 2,200 kept.
    const facts = factsOf('ten-dice', [...LOCKED_CHALLENGE_ZILCH.slice(1), total(0)]);
    expect(counts(facts.players[0])).toEqual({
      turns: 1,
      banks: 0,
      zilches: 1,
      hotDice: 1,
      points: 2200,
      penalties: 0,
      bestTurn: 0,
      longestStreak: 0,
      longestZilchStreak: 1,
      turnsToBoard: 1,
    });
    expect(facts.players[1]).toMatchObject({ turns: 1, zilches: 1, points: 0, turnsToBoard: null });
    expect(standing(facts)).toEqual([
      { score: 2200, place: 1, won: false },
      { score: 0, place: 2, won: false },
    ]);
    expect(facts.biggestTurn).toBeNull();
    expect(facts.longestStreak).toBeNull();
  });

  it("a challenge's zilch penalty is a penalty; a challenge moves the turn's points from the challenged player, round by round", () => {
    const rules = tenDiceChallengeRules();
    // Round 1: Ana's challenge zilches keeping 2,200 (Ben −2,200) and costs her 600; Ben challenges Ana and banks 500.
    // Round 2: Ana 1,000, Ben zilches.
    const entries = [...LOCKED_CHALLENGE_ZILCH, challenge(0), total(500), total(1000), total(0)];
    const facts = factsOf(rules, entries);
    expect(facts.players[0]).toMatchObject({
      turns: 2,
      banks: 1,
      zilches: 1,
      hotDice: 1,
      points: 3200,
      penalties: 600,
      bestTurn: 1000,
      score: 2100,
    });
    expect(facts.players[1]).toMatchObject({
      turns: 2,
      banks: 1,
      zilches: 1,
      points: 500,
      penalties: 0,
      bestTurn: 500,
      score: -1700,
    });
    expect(facts.byRound).toEqual([
      [0, 1100, 2100],
      [0, -1700, -1700],
    ]);
    // Mid-round, the last column is the scores as they stand.
    expect(factsOf(rules, LOCKED_CHALLENGE_ZILCH).byRound).toEqual([
      [0, 1600],
      [0, -2200],
    ]);
    // The sum of the scores: points brought in, less penalties, less the points the challenges moved (2,200 and 500).
    const kept = facts.players.reduce((sum, player) => sum + player.points - player.penalties, 0);
    const scores = facts.players.reduce((sum, player) => sum + player.score, 0);
    expect(scores).toBe(kept - 2200 - 500);
  });

  it('the zilch-streak penalty: three zilches in a row cost 500, and the count starts again after it', () => {
    const rules = houseRules('farkle', (base) => ({
      variations: { ...base.variations, zilchStreakPenalty: { zilches: 3, points: 500 } },
    }));
    const anaThenBen = [1000, 50, 0, 50, 0, 50, 0, 50, 0, 50, 0, 50, 0, 0];
    const facts = factsOf(
      rules,
      anaThenBen.map((points) => total(points)),
    );
    expect(counts(facts.players[0])).toMatchObject({
      turns: 7,
      banks: 1,
      zilches: 6,
      points: 1000,
      penalties: 1000,
      longestZilchStreak: 6,
      longestStreak: 1,
    });
    expect(counts(facts.players[1])).toMatchObject({
      turns: 7,
      banks: 6,
      zilches: 1,
      points: 300,
      penalties: 0,
      longestZilchStreak: 1,
      longestStreak: 6,
    });
    expect(facts.byRound[0]).toEqual([0, 1000, 1000, 1000, 500, 500, 500, 0]);
    expect(facts.byRound[1]).toEqual([0, 50, 100, 150, 200, 250, 300, 300]);
  });

  it('turns to get on the board under an opening minimum; null for a player who never got on', () => {
    // Zilch to 15,000: 500 to get on the board.
    const facts = factsOf('zilch-15k', [total(0), total(0), total(0), total(0), total(550), total(0), total(400)]);
    expect(facts.players[0]).toMatchObject({ turns: 4, turnsToBoard: 3, banks: 2, zilches: 2, points: 950 });
    expect(facts.players[1]).toMatchObject({
      turns: 3,
      turnsToBoard: null,
      banks: 0,
      zilches: 3,
      points: 0,
      bestTurn: 0,
    });
  });
});

describe('take-overs', () => {
  it("building off (10-dice Zilch): the taker's bank, inherited points and all, is the taker's turn", () => {
    const entries = [
      // Ana banks 750 with one die free.
      roll(1, 1, 5, 2, 2, 2, 3, 4, 6, 6),
      hold(1, 1, 5, 2, 2, 2),
      roll(3, 3, 3, 4),
      hold(3, 3, 3),
      bank,
      // Ben builds off it: his 5 sets aside the last die (hot dice), and he banks 800.
      takeOver(750, 1),
      roll(5),
      hold(5),
      bank,
      // Ana starts fresh and zilches.
      fresh,
      total(0),
    ];
    const facts = factsOf('ten-dice', entries);
    expect(facts.players[0]).toMatchObject({
      turns: 2,
      banks: 1,
      zilches: 1,
      points: 750,
      bestTurn: 750,
      hotDice: 0,
      score: 750,
    });
    expect(facts.players[1]).toMatchObject({
      turns: 1,
      banks: 1,
      points: 800,
      bestTurn: 800,
      hotDice: 1,
      score: 800,
      turnsToBoard: 1,
    });
    expect(facts.biggestTurn).toEqual({ seat: 1, points: 800, round: 1 });
  });

  it('inheriting in total mode (Serendipity Creak): a bank taken over counts whole, a zilch after it counts nothing', () => {
    const entries = [total(600, 2), takeOver(600, 2), total(900), total(300, 3), takeOver(300, 3), total(0)];
    const facts = factsOf('serendipity-creak', entries);
    expect(facts.players[0]).toMatchObject({ turns: 2, banks: 2, points: 900, score: 900 });
    expect(facts.players[1]).toMatchObject({ turns: 2, banks: 1, zilches: 1, points: 900, bestTurn: 900, score: 900 });
  });
});
