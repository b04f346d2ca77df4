import { describe, expect, it } from 'vitest';
import { activeEntries, correctTurn, correctTurnTotal, CorruptLogError } from '../../../src/game/index.js';
import type { Entry, GameLog, GameState } from '../../../src/game/index.js';
import type { Face } from '../../../src/rules/index.js';
import { FACTS_VERSION, gameFacts } from '../../../src/stats/index.js';
import type { GameFacts, PlayerFacts } from '../../../src/stats/index.js';
import { TIE_BROKEN } from '../../support/game-state.js';
import { LOCKED_CHALLENGE_ZILCH, tenDiceChallengeRules } from '../../support/locked-challenge.js';
import { Table } from '../game/table.js';
import { factsOf, houseRules, META, randomGames, setupOf, total } from './games.js';

const roll = (...dice: Face[]): Entry => ({ type: 'roll', dice });
const hold = (...dice: Face[]): Entry => ({ type: 'hold', dice });
const bank: Entry = { type: 'bank' };
const challenge = (opponent: number): Entry => ({ type: 'challenge', opponent });
const takeOver = (points: number, dice: number): Entry => ({ type: 'start', takeOver: { points, dice } });
const fresh: Entry = { type: 'start', takeOver: null };

/** The counts of one player's facts, without their seat, name and standing. */
const counts = (player: PlayerFacts | undefined) => {
  if (!player) throw new Error('no such seat');
  const { seat: _seat, name: _name, score: _score, place: _place, won: _won, ...rest } = player;
  return rest;
};
const standing = (facts: GameFacts) => facts.players.map(({ score, place, won }) => ({ score, place, won }));

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

describe('a corrected game', () => {
  const played = (): GameLog => new Table('farkle', ['Ana', 'Ben']).total(300).total(400).total(500).total(0).log;
  const factsOfLog = (log: GameLog) => gameFacts(META, log.setup, activeEntries(log));
  const corrected = (outcome: ReturnType<typeof correctTurnTotal>): GameLog => {
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal));
    return outcome.value.log;
  };

  it('follows the corrected log: a bank corrected to a zilch, then a total corrected to dice', () => {
    expect(factsOfLog(played()).players[1]).toMatchObject({ banks: 1, zilches: 1, points: 400, turnsToBoard: 1 });

    const zilched = corrected(correctTurnTotal(played(), 1, 0));
    const facts = factsOfLog(zilched);
    expect(counts(facts.players[1])).toEqual({
      turns: 2,
      banks: 0,
      zilches: 2,
      hotDice: 0,
      points: 0,
      penalties: 0,
      bestTurn: 0,
      longestStreak: 0,
      longestZilchStreak: 2,
      turnsToBoard: null,
    });
    expect(facts.byRound).toEqual([
      [0, 300, 800],
      [0, 0, 0],
    ]);

    const diced = corrected(correctTurn(zilched, 0, [roll(1, 1, 1, 2, 3, 4), hold(1, 1, 1), bank]));
    const again = factsOfLog(diced);
    expect(again.players[0]).toMatchObject({ points: 1500, bestTurn: 1000, banks: 2, score: 1500 });
    expect(again.biggestTurn).toEqual({ seat: 0, points: 1000, round: 1 });
    expect(again.byRound).toEqual([
      [0, 1000, 1500],
      [0, 0, 0],
    ]);
  });
});

describe('a log that does not replay', () => {
  it("throws the game layer's CorruptLogError, naming the entry, and for a setup that cannot be played", () => {
    const broken = () => factsOf('farkle', [total(500), { type: 'bank' }]);
    expect(broken).toThrow(CorruptLogError);
    try {
      broken();
    } catch (error) {
      expect((error as CorruptLogError).entryIndex).toBe(1);
    }
    expect(() => gameFacts(META, { rules: setupOf('farkle').rules, players: [] }, [])).toThrow(CorruptLogError);
  });
});

/** What the challenges moved away from each seat: the points of every challenge turn against it. */
const takenByChallenges = (state: GameState): number[] =>
  state.players.map((_, seat) =>
    state.turns.reduce((sum, turn) => sum + (turn.challenge?.opponent === seat ? turn.points : 0), 0),
  );

describe('gameFacts of random games', () => {
  const games = randomGames(200, 20261125);

  it('agree with the replayed game: scores, rounds, turns, winners, the final round', () => {
    for (const { seed, setup, entries, state } of games) {
      const facts = gameFacts(META, setup, entries);
      const context = `seed ${seed} (${setup.rules.id})`;
      const scores = state.players.map((player) => player.score);
      expect(
        facts.players.map((player) => player.score),
        context,
      ).toEqual(scores);
      expect(
        facts.byRound.map((row) => row.at(-1)),
        context,
      ).toEqual(scores);
      expect(
        facts.byRound.every((row) => row.length === facts.rounds + 1 && row[0] === 0),
        context,
      ).toBe(true);
      expect(facts.rounds, context).toBe(state.turns.at(-1)?.round ?? 0);
      expect(facts.finished, context).toBe(state.phase === 'finished');
      expect(facts.finalRoundFrom !== null, context).toBe(state.finalRound !== null);
      if (setup.rules.end.end === 'first-to-reach') expect(facts.finalRoundFrom, context).toBeNull();
      expect(
        facts.players.reduce((sum, player) => sum + player.turns, 0),
        context,
      ).toBe(state.turns.length);
      for (const player of facts.players) {
        expect(player.banks + player.zilches, context).toBe(player.turns);
        expect(player.longestStreak, context).toBeLessThanOrEqual(player.banks);
        expect(player.longestZilchStreak, context).toBeLessThanOrEqual(player.zilches);
        expect(player.turnsToBoard === null, context).toBe(!state.players[player.seat]?.onBoard);
        if (facts.finished) expect(player.place === 1, context).toBe(player.won);
        expect(player.won, context).toBe(state.winners.includes(player.seat));
      }
      const best = Math.max(0, ...facts.players.map((player) => player.bestTurn));
      expect(facts.biggestTurn?.points ?? 0, context).toBe(best);
    }
  });

  it("each score is the player's points less their penalties and what challenges took from them; without challenges, the sums match", () => {
    let withChallenges = 0;
    for (const { seed, setup, entries, state } of games) {
      const facts = gameFacts(META, setup, entries);
      const taken = takenByChallenges(state);
      for (const player of facts.players) {
        expect(player.score, `seed ${seed}, seat ${player.seat}`).toBe(
          player.points - player.penalties - (taken[player.seat] ?? 0),
        );
      }
      const scores = facts.players.reduce((sum, player) => sum + player.score, 0);
      const kept = facts.players.reduce((sum, player) => sum + player.points - player.penalties, 0);
      if (setup.rules.variations.challenges === null) expect(scores, `seed ${seed}`).toBe(kept);
      if (taken.some((points) => points > 0)) withChallenges += 1;
    }
    // The identity is worth checking only if challenges did move points in some games.
    expect(withChallenges).toBeGreaterThan(5);
  });

  it('finish some games under every rule set, some with a tie-break', () => {
    const finished = games.filter((game) => game.state.phase === 'finished');
    expect(new Set(finished.map((game) => game.setup.rules.id)).size).toBeGreaterThanOrEqual(6);
    expect(finished.some((game) => game.state.tieThrows.length > 0)).toBe(true);
  });
});
