/** The facts follow the log: a corrected game, a log that does not replay, and random games replayed. */
import { describe, expect, it } from 'vitest';
import { activeEntries, correctTurn, correctTurnTotal, CorruptLogError } from '../../../src/game/index.js';
import type { GameLog, GameState } from '../../../src/game/index.js';
import { gameFacts } from '../../../src/stats/index.js';
import { Table } from '../game/table.js';
import { bank, counts, factsOf, hold, META, randomGames, roll, setupOf, total } from './games.js';

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
