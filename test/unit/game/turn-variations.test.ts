/** The variations of the Zilch to 15,000 sheet: challenges, surpassing, pyramiding, three zilches in a row. */
import { describe, expect, it } from 'vitest';
import { houseRules, Table } from './table.js';

describe('variations (the Zilch to 15,000 sheet)', () => {
  it('challenges: points move from the challenged player; zilches cost 600, then 2,000', () => {
    const rules = houseRules('farkle', (r) => ({
      variations: { ...r.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    }));
    const table = new Table(rules, ['Ana', 'Ben']);
    table.challenge(1).total(500);
    expect(table.scores()).toEqual([500, -500]);
    table.total(300);
    expect(table.refused({ type: 'challenge', opponent: 1 })).toEqual({
      code: 'challenge-unavailable',
      reason: 'used',
      name: 'Ana',
      which: 0,
      dividing: 5000,
    });
    expect(table.refused({ type: 'challenge', opponent: 0 }).code).toBe('challenge-unavailable');
    table.total(5000).total(300);
    table.challenge(1).roll(2, 3, 4, 6, 6, 3);
    expect(table.scores()).toEqual([5500 - 2000, 100]);
    expect(table.state.turns.at(-1)).toMatchObject({ outcome: 'zilch', penalty: 2000 });

    const first = new Table(rules, ['Ana', 'Ben']).challenge(1).roll(2, 3, 4, 6, 6, 3);
    expect(first.scores()).toEqual([-600, 0]);
    expect(first.refused({ type: 'challenge', opponent: 1 }).code).toBe('challenge-unavailable'); // Ben challenging himself
  });

  it('a challenge is declared before the first roll', () => {
    const rules = houseRules('farkle', (r) => ({
      variations: { ...r.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    }));
    const table = new Table(rules, ['Ana', 'Ben']).roll(1, 2, 3, 4, 6, 6).hold(1);
    expect(table.refused({ type: 'challenge', opponent: 1 })).toEqual({
      code: 'challenge-unavailable',
      reason: 'after-first-roll',
    });
    expect(new Table('farkle', ['Ana', 'Ben']).refused({ type: 'challenge', opponent: 1 })).toEqual({
      code: 'challenge-unavailable',
      reason: 'no-challenges',
    });
  });

  it('a challenge may be declared after choosing how to start the turn, in either order, but not once the dice are rolled', () => {
    // docs/rules.md: "declared ... before the first roll"; the Zilch to 15,000 sheet: "announced before the roll of the
    // dice". Taking over or starting fresh is not a roll, so both orders are before it.
    const rules = houseRules('serendipity-creak', (r) => ({
      variations: { ...r.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    }));
    const tookOverFirst = new Table(rules, ['Ana', 'Ben'])
      .total(300, 4)
      .takeOver({ points: 300, dice: 4 })
      .challenge(0);
    expect(tookOverFirst.turn).toMatchObject({ turnTotal: 300, diceToRoll: 4, challenge: { opponent: 0, which: 0 } });
    const challengedFirst = new Table(rules, ['Ana', 'Ben'])
      .total(300, 4)
      .challenge(0)
      .takeOver({ points: 300, dice: 4 });
    expect(challengedFirst.turn).toEqual(tookOverFirst.turn);
    // The challenged player loses the whole banked turn total, the inherited points included.
    tookOverFirst.roll(1, 2, 3, 6).hold(1).bank();
    expect(tookOverFirst.scores()).toEqual([300 - 400, 400]);
    expect(tookOverFirst.state.turns.at(-1)).toMatchObject({
      takeOver: { points: 300, dice: 4 },
      challenge: { opponent: 0 },
      deltas: [-400, 400],
    });

    const fresh = new Table(rules, ['Ana', 'Ben']).total(300, 4).fresh().challenge(0);
    expect(fresh.turn).toMatchObject({ turnTotal: 0, diceToRoll: 6, challenge: { opponent: 0 } });

    const rolled = new Table(rules, ['Ana', 'Ben']).total(300, 4).takeOver({ points: 300, dice: 4 }).roll(1, 2, 3, 6);
    expect(rolled.refused({ type: 'challenge', opponent: 0 })).toEqual({
      code: 'challenge-unavailable',
      reason: 'after-first-roll',
    });
    rolled.hold(1);
    expect(rolled.refused({ type: 'challenge', opponent: 0 })).toEqual({
      code: 'challenge-unavailable',
      reason: 'after-first-roll',
    });
  });

  it('challenges under lock: a zilch keeps the locked points, the challenged player loses them, and the zilch costs the penalty', () => {
    // Lock: points locked by hot dice are kept through a later zilch, like a bank. In a challenge
    // turn those kept points are the turn's result, so they move from the challenged player as a
    // bank would; a zilch was still thrown, so the challenge's zilch penalty is paid too.
    const rules = houseRules('ten-dice', (r) => ({
      variations: { ...r.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    }));
    const table = new Table(rules, ['Ana', 'Ben']).challenge(1);
    table.roll(1, 1, 1, 5, 5, 5, 2, 2, 2, 5).hold(1, 1, 1, 5, 5, 5, 2, 2, 2, 5);
    expect(table.turn).toMatchObject({ turnTotal: 2200, locked: 2200 });
    table.roll(2, 3, 4, 6, 2, 3, 4, 6, 1, 6).hold(1);
    table.roll(2, 3, 4, 6, 2, 3, 4, 6, 5).hold(5);
    table.roll(2, 3, 4, 6, 2, 3, 4, 6); // zilch: the 150 since the lock are lost, the 2,200 locked are kept
    expect(table.state.turns[0]).toMatchObject({
      outcome: 'zilch',
      points: 2200,
      penalty: 600,
      deltas: [2200 - 600, -2200],
    });
    expect(table.scores()).toEqual([1600, -2200]);
    expect(table.state.players[0]?.challengesUsed).toEqual([true, false]);
  });

  it("surpassing: a bank must beat the previous turn's result (0 after a zilch)", () => {
    const rules = houseRules('farkle', (r) => ({ variations: { ...r.variations, surpassing: true } }));
    const table = new Table(rules, ['Ana', 'Ben', 'Cy']);
    table.total(600);
    expect(table.refused({ type: 'total', points: 550 })).toEqual({ code: 'not-surpassing', have: 550, beat: 600 });
    expect(table.refused({ type: 'total', points: 600 }).code).toBe('not-surpassing');
    table.total(650).total(0);
    table.roll(5, 2, 3, 4, 6, 6).hold(5).bank();
    expect(table.scores()).toEqual([650, 650, 0]);
  });

  it('pyramiding: a frozen 5 and two new 5s make three 5s: 5 + 5,5 = 500', () => {
    const rules = houseRules('farkle', (r) => ({ variations: { ...r.variations, pyramiding: true } }));
    const table = new Table(rules, ['Ana', 'Ben']);
    table.roll(5, 2, 3, 4, 6, 6).hold(5);
    expect(table.turn.turnTotal).toBe(50);
    table.roll(5, 5, 2, 3, 4).hold(5, 5);
    expect(table.turn.turnTotal).toBe(500);
    table.bank();
    expect(table.scores()).toEqual([500, 0]);
    // Without pyramiding the same dice make 150.
    const plain = new Table('farkle', ['Ana', 'Ben']).roll(5, 2, 3, 4, 6, 6).hold(5).roll(5, 5, 2, 3, 4).hold(5, 5);
    expect(plain.turn.turnTotal).toBe(150);
  });

  it('three zilches in a row cost the penalty, where a group plays it', () => {
    const rules = houseRules('farkle', (r) => ({
      variations: { ...r.variations, zilchStreakPenalty: { zilches: 3, points: 500 } },
    }));
    const table = new Table(rules, ['Ana']);
    table.total(1000).total(0).total(0);
    expect(table.scores()).toEqual([1000]);
    table.total(0);
    expect(table.scores()).toEqual([500]);
    expect(table.state.players[0]?.zilchStreak).toBe(0);
  });
});
