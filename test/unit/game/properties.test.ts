import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEntry, bankRefusal, initialState, redo, replay, stateOf, undo } from '../../../src/game/index.js';
import type { Entry, GameLog, GameSetup, GameState } from '../../../src/game/index.js';
import { legalHolds, presets } from '../../../src/rules/index.js';
import type { Face, Ruleset } from '../../../src/rules/index.js';

/**
 * Plays a random legal game: each number of `choices` decides one thing a player does (what the
 * dice show, which legal hold, bank or roll on, total mode now and then). Also tries an illegal
 * entry now and then, which must be refused without changing anything.
 */
function playRandomGame(setup: GameSetup, choices: number[]): { entries: Entry[]; states: GameState[] } {
  let state = initialState(setup);
  const entries: Entry[] = [];
  const states: GameState[] = [state];
  let cursor = 0;
  const pick = (n: number) => (choices[cursor++ % choices.length] ?? 0) % n;
  const n = setup.rules.diceCount;

  const nextEntry = (): Entry => {
    if (state.phase === 'throw-off') {
      const player = state.throwOff?.contenders.find((_, i) => state.throwOff?.results[i] === null) ?? 0;
      return { type: 'throw-off', player, pips: n + pick(5 * n + 1) };
    }
    if (state.phase === 'tie-break') {
      const player = state.tieBreak?.contenders.find((_, i) => state.tieBreak?.results[i] === null) ?? 0;
      return { type: 'tie-throw', player, dice: Array.from({ length: n }, () => (pick(6) + 1) as Face) };
    }
    const turn = state.turn;
    if (turn.phase === 'start' && state.takeOverOffer && !turn.startChosen) {
      return { type: 'start', takeOver: pick(2) === 0 ? state.takeOverOffer : null };
    }
    if (turn.phase === 'start' && setup.rules.variations.challenges && !turn.challenge && state.players.length > 1 && pick(4) === 0) {
      return { type: 'challenge', opponent: (turn.player + 1 + pick(state.players.length - 1)) % state.players.length };
    }
    if (turn.phase === 'start' && state.finalRound && pick(2) === 0) {
      // Draw level with the leader, to reach tie-breaks.
      const gap = Math.max(...state.players.map((p) => p.score)) - (state.players[turn.player]?.score ?? 0);
      if (gap > 0) return { type: 'total', points: gap };
    }
    if (turn.phase === 'start' && pick(8) === 0) {
      const points = pick(4) === 0 ? 0 : 50 * (1 + pick(pick(2) === 0 ? 40 : 200));
      return pick(2) === 0 ? { type: 'total', points } : { type: 'total', points, freeDice: 1 + pick(n) };
    }
    if (turn.phase === 'hold') {
      const holds = legalHolds(setup.rules, turn.lastRoll ?? [], setup.rules.variations.pyramiding ? turn.setAside : []);
      const hold = holds[pick(2) === 0 ? 0 : pick(holds.length)];
      return { type: 'hold', dice: hold?.dice ?? [] };
    }
    if (turn.phase === 'decide' && bankRefusal(state) === null && pick(3) === 0) return { type: 'bank' };
    return { type: 'roll', dice: Array.from({ length: turn.diceToRoll }, () => (pick(6) + 1) as Face) };
  };

  const illegal = (): Entry => {
    const options: Entry[] = [
      { type: 'bank' },
      { type: 'total', points: 25 },
      { type: 'roll', dice: [1] },
      { type: 'hold', dice: [2, 3] },
      { type: 'start', takeOver: { points: 12345, dice: 2 } },
    ];
    return options[pick(options.length)] as Entry;
  };

  for (let step = 0; step < choices.length && state.phase !== 'finished'; step++) {
    if (pick(10) === 0) {
      // A probe is usually illegal; when it happens to be legal (a bank that is allowed), it is
      // simply played. A refusal must leave the state exactly as it was.
      const probe = illegal();
      const before = structuredClone(state);
      const attempt = applyEntry(state, probe);
      if (attempt.ok) {
        state = attempt.value;
        entries.push(probe);
        states.push(state);
      } else {
        expect(state).toEqual(before);
      }
      continue;
    }
    let entry = nextEntry();
    let next = applyEntry(state, entry);
    if (!next.ok && (entry.type === 'total' || entry.type === 'challenge')) {
      // A counted total may be refused (a threshold, surpassing), and a challenge already used: the
      // player rolls instead.
      entry = { type: 'roll', dice: Array.from({ length: state.turn.diceToRoll }, () => (pick(6) + 1) as Face) };
      next = applyEntry(state, entry);
    }
    if (!next.ok) throw new Error(`the driver made an illegal entry ${JSON.stringify(entry)}: ${next.refusal.message}`);
    state = next.value;
    entries.push(entry);
    states.push(state);
  }
  return { entries, states };
}

const withVariations: Ruleset[] = [
  {
    ...(presets.find((p) => p.id === 'farkle') as Ruleset),
    id: 'farkle-all-variations',
    variations: {
      pyramiding: true,
      surpassing: true,
      challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] },
      zilchStreakPenalty: { zilches: 3, points: 500 },
    },
  },
];

const rulesUnderTest = [...presets, ...withVariations];
const game = fc.record({
  rules: fc.constantFrom(...rulesUnderTest),
  players: fc.integer({ min: 1, max: 4 }),
  throwOff: fc.boolean(),
  choices: fc.array(fc.nat(), { minLength: 50, maxLength: 600 }),
});

const setupOf = (g: { rules: Ruleset; players: number; throwOff: boolean }): GameSetup => ({
  rules: g.rules,
  players: Array.from({ length: g.players }, (_, i) => `P${i + 1}`),
  throwOff: g.throwOff && g.rules.end.firstPlayerThrowOff,
});

describe('random legal games under every preset (and every variation at once)', () => {
  it("each player's score is the sum of their turn results", () => {
    fc.assert(
      fc.property(game, (g) => {
        const { states } = playRandomGame(setupOf(g), g.choices);
        const state = states.at(-1) as GameState;
        state.players.forEach((player, seat) => {
          expect(player.score).toBe(state.turns.reduce((sum, turn) => sum + (turn.deltas[seat] ?? 0), 0));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('no bank below its threshold ever enters the log', () => {
    fc.assert(
      fc.property(game, (g) => {
        const setup = setupOf(g);
        const { states } = playRandomGame(setup, g.choices);
        const state = states.at(-1) as GameState;
        const onBoard = state.players.map(() => false);
        for (const turn of state.turns) {
          if (turn.outcome !== 'bank') continue;
          const needed = onBoard[turn.player] ? setup.rules.turn.laterMinimum : setup.rules.turn.openingMinimum;
          expect(turn.points).toBeGreaterThanOrEqual(needed);
          onBoard[turn.player] = true;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undo all, then redo all, returns the identical state', () => {
    fc.assert(
      fc.property(game, (g) => {
        const setup = setupOf(g);
        const { entries, states } = playRandomGame(setup, g.choices);
        const log: GameLog = { setup, entries, head: entries.length };
        const start = undo(log, entries.length);
        if (entries.length === 0) return;
        expect(start.ok && stateOf(start.value)).toEqual(initialState(setup));
        const back = start.ok ? redo(start.value, entries.length) : start;
        expect(back.ok && stateOf(back.value)).toEqual(states.at(-1));
      }),
      { numRuns: 100 },
    );
  });

  it('replaying the stored log (through JSON, as the ledger stores it) reproduces every state', () => {
    fc.assert(
      fc.property(game, (g) => {
        const setup = setupOf(g);
        const { entries, states } = playRandomGame(setup, g.choices);
        const stored = JSON.parse(JSON.stringify({ setup, entries })) as { setup: GameSetup; entries: Entry[] };
        expect(replay(stored.setup, stored.entries)).toEqual(states.at(-1));
        const midway = Math.floor(entries.length / 2);
        expect(replay(setup, entries.slice(0, midway))).toEqual(states[midway]);
      }),
      { numRuns: 100 },
    );
  });
});
