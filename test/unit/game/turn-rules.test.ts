import { describe, expect, it } from 'vitest';
import { bankRefusal, replay, setupProblem } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { houseRules, Table } from './table.js';

describe('10-dice Zilch: building off and zilches', () => {
  it('example 1 and 2: A banks 750, B builds off it with the free dice', () => {
    const table = new Table('ten-dice', ['A', 'B', 'C', 'D']);
    table.roll(1, 1, 5, 2, 2, 2, 3, 4, 6, 6).hold(1, 1, 5, 2, 2, 2);
    expect(table.turn.turnTotal).toBe(450);
    expect(table.turn.diceToRoll).toBe(4);
    table.roll(3, 3, 3, 4).hold(3, 3, 3);
    expect(table.turn.turnTotal).toBe(750);
    table.bank();
    expect(table.scores()).toEqual([750, 0, 0, 0]);

    // B chooses to build off: 750 and the one die A would have rolled next.
    expect(table.up).toBe('B');
    expect(table.state.takeOverOffer).toEqual({ points: 750, dice: 1 });
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4] }).code).toBe('choose-start');
    table.takeOver({ points: 750, dice: 1 });
    expect(table.refused({ type: 'bank' })).toEqual({
      code: 'must-roll-first',
      reason: 'score-take-over',
      dice: 1,
      points: 750,
    });
    table.roll(5).hold(5);
    expect(table.turn.turnTotal).toBe(800);
    table.bank();
    expect(table.scores()).toEqual([750, 800, 0, 0]);
  });

  it('building off a bank that left 6 free dice: roll the 6 free dice, scores add to the bank', () => {
    // The sheet's own example (750 with 6 free dice) cannot be rolled: 4 held dice are never worth
    // 750 in one cycle. The same rule with a bank that does leave 6 dice free:
    const table = new Table('ten-dice', ['A', 'B', 'C', 'D']);
    table.roll(1, 1, 5, 5, 2, 3, 4, 6, 6, 3).hold(1, 1, 5, 5).bank();
    table.takeOver({ points: 300, dice: 6 });
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4] })).toEqual({
      code: 'wrong-dice-count',
      throw: 'roll',
      need: 6,
      got: 10,
    });
    table.roll(6, 6, 6, 2, 3, 4).hold(6, 6, 6).bank();
    expect(table.scores()).toEqual([300, 900, 0, 0]);
  });

  it('example 3: after C zilches, D must start fresh', () => {
    const table = new Table('ten-dice', ['A', 'B', 'C', 'D']);
    table.roll(1, 1, 5, 5, 2, 3, 4, 6, 6, 3).hold(1, 1, 5, 5).bank();
    table.fresh().roll(1, 2, 3, 4, 6, 6, 2, 3, 4, 2).hold(1).bank();
    // C takes over B's 100 with 9 dice and zilches: the inherited points are lost for C.
    table.takeOver({ points: 100, dice: 9 }).roll(2, 2, 3, 3, 4, 4, 6, 6, 1).hold(1);
    table.roll(2, 2, 3, 3, 4, 4, 6, 6);
    expect(table.state.turns.at(-1)).toMatchObject({ outcome: 'zilch', points: 0 });
    expect(table.scores()).toEqual([300, 100, 0, 0]);
    expect(table.up).toBe('D');
    expect(table.state.takeOverOffer).toBeNull();
    expect(table.refused({ type: 'start', takeOver: { points: 200, dice: 8 } })).toEqual({
      code: 'take-over-unavailable',
      reason: 'after-zilch',
    });
    table.roll(1, 2, 3, 4, 5, 6, 6, 6, 2, 3).hold(1, 2, 3, 4, 5, 6).bank();
    expect(table.scores()).toEqual([300, 100, 0, 1500]);
  });

  it('locked points survive a later zilch', () => {
    const table = new Table('ten-dice', ['A', 'B']);
    table.roll(1, 1, 1, 5, 5, 5, 2, 2, 2, 5).hold(1, 1, 1, 5, 5, 5, 2, 2, 2, 5);
    // 1,1,1 + 5,5,5,5 (four of a kind, flat 1,000) + 2,2,2 = 2,200, all ten dice: locked.
    expect(table.turn).toMatchObject({ turnTotal: 2200, locked: 2200, diceToRoll: 10, hotDice: true });
    table.roll(2, 3, 4, 6, 2, 3, 4, 6, 1, 6).hold(1);
    table.roll(2, 3, 4, 6, 2, 3, 4, 6, 5).hold(5);
    expect(table.turn.turnTotal).toBe(2350);
    table.roll(2, 3, 4, 6, 2, 3, 4, 6); // no scoring die: zilch
    expect(table.state.turns[0]).toMatchObject({ outcome: 'zilch', points: 2200 });
    expect(table.scores()).toEqual([2200, 0]);
  });

  it('a 10-dice game starts with the throw-off its rules call for, unless the group picked the order', () => {
    expect(replay({ rules: presetById('ten-dice'), players: ['A', 'B'] }, []).phase).toBe('throw-off');
    expect(replay({ rules: presetById('ten-dice'), players: ['A', 'B'], throwOff: false }, []).phase).toBe('turn');
    expect(replay({ rules: presetById('farkle'), players: ['A', 'B'] }, []).phase).toBe('turn');
    // In the throw-off, the group may still pick the first player by hand.
    const picked = new Table('ten-dice', ['A', 'B', 'C'], { throwOff: true }).do({ type: 'first-player', player: 1 });
    expect(picked.up).toBe('B');
  });

  it('a setup needs players with names of their own and rules that validate', () => {
    const rules = presetById('farkle');
    expect(setupProblem({ rules, players: [] })).toEqual({ code: 'no-players' });
    expect(setupProblem({ rules, players: ['Ana', ' '] })).toEqual({ code: 'unnamed-player' });
    expect(setupProblem({ rules, players: ['Ana', 'ana'] })).toEqual({ code: 'same-name' });
    expect(setupProblem({ rules, players: Array.from({ length: 13 }, (_, seat) => `P${seat}`) })).toEqual({
      code: 'too-many-players',
      max: 12,
    });
    expect(setupProblem({ rules, players: ['A'.repeat(31)] })).toEqual({ code: 'name-too-long', max: 30 });
    expect(setupProblem({ rules: { ...rules, diceCount: 4 }, players: ['Ana'] })).toMatchObject({
      code: 'bad-rules',
      problem: { field: 'diceCount' },
    });
    expect(setupProblem({ rules, players: ['Ana', 'Ben'] })).toBeNull();
  });

  it('the first player is found by a throw-off, ties throw again', () => {
    const table = new Table('ten-dice', ['A', 'B', 'C'], { throwOff: true });
    expect(table.state.phase).toBe('throw-off');
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4] }).code).toBe('not-now');
    expect(table.refused({ type: 'throw-off', player: 0, pips: 61 })).toEqual({ code: 'bad-pips', dice: 10, pips: 61 });
    table
      .do({ type: 'throw-off', player: 0, pips: 35 })
      .do({ type: 'throw-off', player: 1, pips: 40 })
      .do({ type: 'throw-off', player: 2, pips: 40 });
    expect(table.state.throwOff).toMatchObject({ contenders: [1, 2], round: 2 });
    expect(table.refused({ type: 'throw-off', player: 0, pips: 50 })).toEqual({
      code: 'not-now',
      reason: 'not-in-throw-off',
      name: 'A',
    });
    table.do({ type: 'throw-off', player: 1, pips: 30 }).do({ type: 'throw-off', player: 2, pips: 33 });
    expect(table.state.phase).toBe('turn');
    expect(table.up).toBe('C');
    // C, A, B make round 1; round 2 starts when C is up again.
    table.roll(1, 2, 3, 4, 6, 6, 2, 3, 4, 2).hold(1).bank();
    table.fresh().roll(1, 2, 3, 4, 6, 6, 2, 3, 4, 2).hold(1).bank();
    expect(table.state.round).toBe(1);
    table.fresh().roll(1, 2, 3, 4, 6, 6, 2, 3, 4, 2).hold(1).bank();
    expect(table.state.round).toBe(2);
    expect(table.state.turns.map((t) => [t.player, t.round])).toEqual([
      [2, 1],
      [0, 1],
      [1, 1],
    ]);
  });
});

describe('Zilch to 15,000: thresholds and turning the corner', () => {
  it('450 is refused before the board and 500 accepted; then 300 is refused and 350 accepted', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    table.roll(4, 4, 4, 5, 2, 3).hold(4, 4, 4, 5);
    expect(table.refused({ type: 'bank' })).toEqual({ code: 'below-threshold', have: 450, need: 500, onBoard: false });
    table.roll(5, 2).hold(5).bank();
    expect(table.scores()).toEqual([500, 0]);
    expect(table.state.players[0]?.onBoard).toBe(true);

    table.roll(2, 3, 4, 6, 6, 3); // Ben zilches
    table.roll(1, 1, 5, 2, 3, 4).hold(1, 1, 5).roll(5, 2, 3).hold(5);
    expect(table.turn.turnTotal).toBe(300);
    expect(table.refused({ type: 'bank' })).toEqual({ code: 'below-threshold', have: 300, need: 350, onBoard: true });
    table.roll(5, 3).hold(5).bank();
    expect(table.scores()).toEqual([850, 0]);
  });

  it('a player who has not met the threshold keeps rolling, and a zilch ends it', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    table.roll(1, 2, 3, 4, 6, 6).hold(1);
    expect(bankRefusal(table.state)?.code).toBe('below-threshold');
    table.roll(2, 3, 4, 6, 6);
    expect(table.scores()).toEqual([0, 0]);
    expect(table.up).toBe('Ben');
  });

  it('turning the corner: all six dice scored refuses a bank until the next scoring roll', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    table.roll(1, 1, 1, 5, 5, 5).hold(1, 1, 1, 5, 5, 5);
    expect(table.turn).toMatchObject({ turnTotal: 3000, diceToRoll: 6, cornerPending: true });
    expect(table.refused({ type: 'bank' })).toEqual({ code: 'turning-the-corner', dice: 6 });
    table.roll(1, 2, 3, 4, 6, 6).hold(1).bank();
    expect(table.scores()).toEqual([3100, 0]);
  });

  it('turning the corner and then zilching loses everything', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    table.roll(2, 2, 3, 3, 4, 4).hold(2, 2, 3, 3, 4, 4).roll(2, 3, 4, 6, 6, 3);
    expect(table.scores()).toEqual([0, 0]);
    expect(table.state.turns[0]).toMatchObject({ outcome: 'zilch', points: 0 });
  });
});

describe('Zilch, 1,000 to open: two chances with the last die', () => {
  const toOneDie = () =>
    new Table('zilch-1000-open', ['Ana', 'Ben'])
      .roll(1, 1, 1, 2, 3, 4)
      .hold(1, 1, 1)
      .roll(5, 2, 3)
      .hold(5)
      .roll(5, 6)
      .hold(5);

  it('a first miss with the last die must be thrown again, and no bank in between', () => {
    const table = toOneDie();
    expect(table.turn).toMatchObject({ turnTotal: 1100, diceToRoll: 1 });
    table.roll(3);
    expect(table.turn.lastDieMissed).toBe(true);
    expect(table.refused({ type: 'bank' }).code).toBe('second-chance');
    table.roll(6); // second miss: zilch
    expect(table.state.turns[0]).toMatchObject({ outcome: 'zilch', points: 0 });
  });

  it('a second throw that scores goes on as usual (hot dice: may bank)', () => {
    const table = toOneDie().roll(3).roll(5).hold(5);
    expect(table.turn).toMatchObject({ turnTotal: 1150, diceToRoll: 6, hotDice: true });
    table.bank();
    expect(table.scores()).toEqual([1150, 0]);
  });

  it('without the rule, one miss with the last die is a zilch', () => {
    const table = new Table('farkle', ['Ana', 'Ben'])
      .roll(1, 1, 1, 2, 3, 4)
      .hold(1, 1, 1)
      .roll(5, 2, 3)
      .hold(5)
      .roll(5, 6)
      .hold(5)
      .roll(3);
    expect(table.state.turns[0]?.outcome).toBe('zilch');
  });

  it('the first to reach the target wins at once', () => {
    const table = new Table('zilch-1000-open', ['Ana', 'Ben']);
    table.total(9000).total(1000).total(1000);
    expect(table.state.phase).toBe('finished');
    expect(table.state.winners).toEqual([0]);
    expect(table.refused({ type: 'total', points: 500 })).toEqual({ code: 'game-over', winners: ['Ana'] });
  });
});

describe('the end of the game', () => {
  it('final round: everyone else gets exactly one more turn, then the highest score wins', () => {
    const table = new Table('farkle', ['Ana', 'Ben', 'Cy']);
    table.total(5000).total(4000).total(3000).total(5000); // Ana reaches 10,000
    expect(table.state.finalRound).toEqual({ triggeredBy: 0, turnsLeft: 2 });
    table.total(6500); // Ben passes her
    expect(table.state.phase).toBe('turn');
    table.total(0);
    expect(table.state.phase).toBe('finished');
    expect(table.state.winners).toEqual([1]);
  });

  it('"more than" the target: exactly 5,000 does not end the game', () => {
    const table = new Table('zilch-5k', ['Ana', 'Ben']);
    table.total(5000);
    expect(table.state.finalRound).toBeNull();
    table.total(500).total(500);
    expect(table.state.finalRound).toEqual({ triggeredBy: 0, turnsLeft: 1 });
  });

  it('ties after the final round: one more throw each, repeated while tied', () => {
    const table = new Table('zilch-5k', ['Ana', 'Ben', 'Cy']);
    table.total(5050).total(5050).total(500);
    expect(table.state.phase).toBe('tie-break');
    expect(table.state.tieBreak?.contenders).toEqual([0, 1]);
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 6] }).code).toBe('not-now');
    expect(table.refused({ type: 'tie-throw', player: 2, dice: [1, 1, 1, 1, 1, 1] })).toEqual({
      code: 'not-now',
      reason: 'not-tied',
      name: 'Cy',
    });
    table
      .do({ type: 'tie-throw', player: 0, dice: [1, 1, 1, 2, 3, 4] })
      .do({ type: 'tie-throw', player: 1, dice: [1, 1, 1, 3, 4, 6] });
    expect(table.state.tieBreak).toMatchObject({ contenders: [0, 1], round: 2 });
    table
      .do({ type: 'tie-throw', player: 0, dice: [2, 3, 4, 6, 6, 2] })
      .do({ type: 'tie-throw', player: 1, dice: [5, 2, 3, 4, 6, 6] });
    expect(table.state.phase).toBe('finished');
    expect(table.state.winners).toEqual([1]);
  });

  it('ties shared where the rules say so', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    table.total(10000).total(10000);
    expect(table.state.winners).toEqual([0, 1]);
  });
});

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

describe('dice mode and total mode', () => {
  it('dice mode checks the dice count, the faces and the hold', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    expect(table.refused({ type: 'roll', dice: [1, 2, 3] })).toEqual({
      code: 'wrong-dice-count',
      throw: 'roll',
      need: 6,
      got: 3,
    });
    expect(table.refused({ type: 'roll', dice: [1, 2, 3, 4, 5, 7] as never }).code).toBe('bad-dice');
    expect(table.refused({ type: 'hold', dice: [1] }).code).toBe('must-roll-first');
    table.roll(1, 5, 2, 3, 4, 6);
    expect(table.refused({ type: 'bank' }).code).toBe('must-hold-first');
    expect(table.refused({ type: 'hold', dice: [1, 2] })).toEqual({
      code: 'not-a-legal-hold',
      reason: 'does-not-score',
      dice: [1, 2],
    });
    expect(table.refused({ type: 'hold', dice: [1, 1] })).toEqual({
      code: 'not-a-legal-hold',
      reason: 'not-in-roll',
      face: 1,
      roll: [1, 5, 2, 3, 4, 6],
    });
    expect(table.refused({ type: 'hold', dice: [] }).code).toBe('not-a-legal-hold');
    table.hold(1, 2, 3, 4, 5, 6);
    expect(table.turn).toMatchObject({ turnTotal: 1500, hotDice: true, diceToRoll: 6 });
  });

  it('total mode: positive multiples of 50, the same thresholds, and a switch in the middle of a turn', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']);
    expect(table.refused({ type: 'total', points: 75 }).code).toBe('bad-points');
    expect(table.refused({ type: 'total', points: -50 }).code).toBe('bad-points');
    expect(table.refused({ type: 'total', points: 450 })).toEqual({
      code: 'below-threshold',
      have: 450,
      need: 500,
      onBoard: false,
    });
    table.roll(1, 2, 3, 4, 6, 6).hold(1).total(800); // started with the dice, counted the rest themselves
    expect(table.scores()).toEqual([800, 0]);
    expect(table.state.turns[0]).toMatchObject({ mode: 'total', outcome: 'bank', points: 800 });
  });

  it('total mode with a take-over: the whole turn total, more than what was taken over', () => {
    const table = new Table('serendipity-creak', ['Ana', 'Ben']);
    table.total(400, 2);
    table.takeOver({ points: 400, dice: 2 });
    expect(table.refused({ type: 'total', points: 400 })).toEqual({
      code: 'bad-points',
      reason: 'took-over',
      points: 400,
    });
    table.total(500);
    expect(table.scores()).toEqual([400, 500]);
    // A total without free dice offers no take-over.
    expect(table.state.takeOverOffer).toBeNull();
  });
});

describe('entries from outside (storage, files)', () => {
  it('refuses anything that is not an entry of ours, never guessing', () => {
    const table = new Table('farkle', ['Ana', 'Ben']);
    for (const entry of [
      null,
      5,
      {},
      { type: 'teleport' },
      { type: 'start' },
      { type: 'roll' },
      { type: 'total', points: '50' },
      { type: 'challenge' },
    ]) {
      expect(table.refused(entry as never)).toEqual({ code: 'bad-entry', reason: 'not-an-entry' });
    }
  });
});

describe('total mode is not a way round the dice', () => {
  it('after turning the corner, a total at or below the turn total is refused; a higher one (rolled on) is not', () => {
    const table = new Table('zilch-15k', ['Ana', 'Ben']).roll(1, 1, 1, 5, 5, 5).hold(1, 1, 1, 5, 5, 5);
    expect(table.refused({ type: 'total', points: 3000 }).code).toBe('turning-the-corner');
    table.total(3100);
    expect(table.scores()).toEqual([3100, 0]);
  });

  it('after a missed last die, a total at or below the turn total is refused', () => {
    const table = new Table('zilch-1000-open', ['Ana', 'Ben'])
      .roll(1, 1, 1, 2, 3, 4)
      .hold(1, 1, 1)
      .roll(5, 2, 3)
      .hold(5)
      .roll(5, 6)
      .hold(5)
      .roll(3);
    expect(table.refused({ type: 'total', points: 1100 }).code).toBe('second-chance');
    table.total(0);
    expect(table.scores()).toEqual([0, 0]);
  });
});
