/**
 * The facts of one game for the statistics: a hand-made game counted, place and won, the final
 * round. Points kept and lost, take-overs: facts-points.test.ts; corrected, damaged and random
 * games: facts-logs.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../src/game/index.js';
import { FACTS_VERSION, gameFacts } from '../../../src/stats/index.js';
import { TIE_BROKEN } from '../../support/game-state.js';
import { bank, counts, factsOf, hold, META, roll, setupOf, standing, total } from './games.js';

/** Farkle, Ana and Ben, six rounds of dice and totals. */
const SIX_ROUNDS: readonly Entry[] = [
  // Round 1: Ana's straight sets aside all six dice (hot dice), a 1 more and she banks 1,600; Ben zilches.
  roll(1, 2, 3, 4, 5, 6),
  hold(1, 2, 3, 4, 5, 6),
  roll(1, 2, 3, 3, 4, 6),
  hold(1),
  bank,
  total(0),
  // Rounds 2 and 3: Ana 300 then a zilch; Ben zilches twice more.
  total(300),
  total(0),
  total(0),
  total(0),
  // Rounds 4 and 5: Ana 1,600 (as big as her first) and 500; Ben 400 twice.
  total(1600),
  total(400),
  total(500),
  total(400),
  // Round 6: Ana's 1,1,1 then 5,5,5 set aside all six dice in two holds, banked: 1,500. Ben holds 1,1 and zilches on four dice.
  roll(1, 1, 1, 2, 3, 4),
  hold(1, 1, 1),
  roll(5, 5, 5),
  hold(5, 5, 5),
  bank,
  roll(1, 1, 2, 3, 4, 6),
  hold(1, 1),
  roll(2, 3, 4, 6),
];

describe('gameFacts of a hand-made game', () => {
  it('counts turns, banks, zilches, hot dice, points, the best turn and both streaks', () => {
    const facts = factsOf('farkle', SIX_ROUNDS);
    expect(counts(facts.players[0])).toEqual({
      turns: 6,
      banks: 5,
      zilches: 1,
      hotDice: 2,
      points: 5500,
      penalties: 0,
      bestTurn: 1600,
      longestStreak: 3,
      longestZilchStreak: 1,
      turnsToBoard: 1,
    });
    expect(counts(facts.players[1])).toEqual({
      turns: 6,
      banks: 2,
      zilches: 4,
      hotDice: 0,
      points: 800,
      penalties: 0,
      bestTurn: 400,
      longestStreak: 2,
      longestZilchStreak: 3,
      turnsToBoard: 4,
    });
  });

  it('carries the game: its id, times, rules, target, rounds, scores by round, standing and records', () => {
    const facts = factsOf('farkle', SIX_ROUNDS);
    expect(facts).toMatchObject({
      version: FACTS_VERSION,
      gameId: 'game-1',
      rulesId: 'farkle',
      rulesName: 'Farkle',
      startedAt: 1_000,
      endedAt: 2_000,
      finished: false,
      target: 10000,
      rounds: 6,
      finalRoundFrom: null,
    });
    expect(facts.players.map((player) => [player.seat, player.name])).toEqual([
      [0, 'Ana'],
      [1, 'Ben'],
    ]);
    expect(standing(facts)).toEqual([
      { score: 5500, place: 1, won: false },
      { score: 800, place: 2, won: false },
    ]);
    expect(facts.byRound).toEqual([
      [0, 1600, 1900, 1900, 3500, 4000, 5500],
      [0, 0, 0, 0, 400, 800, 800],
    ]);
    // Ana banked 1,600 in rounds 1 and 4: the first of equals.
    expect(facts.biggestTurn).toEqual({ seat: 0, points: 1600, round: 1 });
    expect(facts.longestStreak).toEqual({ seat: 0, length: 3 });
  });

  it('before the first turn ends: no rounds, only round 0, no records', () => {
    const facts = factsOf('farkle', [roll(1, 2, 3, 4, 6, 6), hold(1)]);
    expect(facts).toMatchObject({
      rounds: 0,
      byRound: [[0], [0]],
      biggestTurn: null,
      longestStreak: null,
      finished: false,
    });
    expect(facts.players.map(counts)).toEqual(
      [0, 1].map(() => ({
        turns: 0,
        banks: 0,
        zilches: 0,
        hotDice: 0,
        points: 0,
        penalties: 0,
        bestTurn: 0,
        longestStreak: 0,
        longestZilchStreak: 0,
        turnsToBoard: null,
      })),
    );
    expect(standing(facts)).toEqual([
      { score: 0, place: 1, won: false },
      { score: 0, place: 1, won: false },
    ]);
  });

  it('the round columns follow the first player, not the first seat', () => {
    const facts = factsOf('farkle', [{ type: 'first-player', player: 1 }, total(100), total(200), total(300)]);
    expect(facts.rounds).toBe(2);
    expect(facts.byRound).toEqual([
      [0, 200, 200],
      [0, 100, 400],
    ]);
  });

  it('ties for the records go to the first of equals', () => {
    // Both bank 500 twice in a row, then zilch: Ana's 500 came first, and her streak is the first seat's.
    const facts = factsOf('farkle', [total(500), total(500), total(500), total(500), total(0), total(0)]);
    expect(facts.biggestTurn).toEqual({ seat: 0, points: 500, round: 1 });
    expect(facts.longestStreak).toEqual({ seat: 0, length: 2 });
    // A later, bigger bank takes the record.
    expect(factsOf('farkle', [total(500), total(550)]).biggestTurn).toEqual({ seat: 1, points: 550, round: 1 });
  });
});

describe('place and won', () => {
  it('a tie broken by the tie-break throw: the winner is first, the other tied leader second', () => {
    const facts = gameFacts(META, setupOf('zilch-15k'), TIE_BROKEN);
    expect(facts).toMatchObject({
      finished: true,
      rounds: 1,
      finalRoundFrom: 1,
      byRound: [
        [0, 15050],
        [0, 15050],
      ],
    });
    expect(standing(facts)).toEqual([
      { score: 15050, place: 2, won: false },
      { score: 15050, place: 1, won: true },
    ]);
    // The throws are not turns.
    expect(facts.players.map((player) => player.turns)).toEqual([1, 1]);
  });

  it('while the tied leaders throw, the game is unfinished and they share first place', () => {
    const facts = gameFacts(META, setupOf('zilch-15k'), TIE_BROKEN.slice(0, 4));
    expect(facts.finished).toBe(false);
    expect(standing(facts)).toEqual([
      { score: 15050, place: 1, won: false },
      { score: 15050, place: 1, won: false },
    ]);
  });

  it('equal scores share a place in an unfinished game, and the next place is skipped', () => {
    const facts = factsOf('farkle', [total(500), total(300), total(500)], ['Ana', 'Ben', 'Cy']);
    expect(facts.players.map((player) => player.place)).toEqual([1, 3, 1]);
  });

  it('a shared win: both winners first, the next player third', () => {
    const facts = factsOf('farkle', [total(10000), total(10000), total(50)], ['Ana', 'Ben', 'Cy']);
    expect(facts).toMatchObject({ finished: true, finalRoundFrom: 1 });
    expect(standing(facts)).toEqual([
      { score: 10000, place: 1, won: true },
      { score: 10000, place: 1, won: true },
      { score: 50, place: 3, won: false },
    ]);
  });
});

describe('the final round', () => {
  const entries = [total(5000), total(100), total(5000), total(200)];

  it('starts in the round whose bank met the target; null before', () => {
    expect(factsOf('farkle', entries.slice(0, 2)).finalRoundFrom).toBeNull();
    expect(factsOf('farkle', entries.slice(0, 3))).toMatchObject({ finalRoundFrom: 2, finished: false, rounds: 2 });
    const facts = factsOf('farkle', entries);
    expect(facts).toMatchObject({ finalRoundFrom: 2, finished: true, rounds: 2 });
    expect(standing(facts)).toEqual([
      { score: 10000, place: 1, won: true },
      { score: 300, place: 2, won: false },
    ]);
  });

  it('has no final round where the first to reach the target wins', () => {
    const facts = factsOf('zilch-1000-open', [total(10000)]);
    expect(facts).toMatchObject({ finalRoundFrom: null, finished: true, rounds: 1 });
    expect(standing(facts)).toEqual([
      { score: 10000, place: 1, won: true },
      { score: 0, place: 2, won: false },
    ]);
    expect(facts.players[1]).toMatchObject({ turns: 0, turnsToBoard: null });
  });
});
