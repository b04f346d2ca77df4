import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialState, redo, replay, stateOf, undo } from '../../../src/game/index.js';
import type { Entry, GameLog, GameSetup, GameState } from '../../../src/game/index.js';
import { presets } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import { playRandomGame } from '../../support/random-game.js';

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

/** Reads fast-check's numbers in turn: each decides one thing a player does. */
const choose = (choices: number[]) => ({ numbers: choices, limit: choices.length });

const setupOf = (g: { rules: Ruleset; players: number; throwOff: boolean }): GameSetup => ({
  rules: g.rules,
  players: Array.from({ length: g.players }, (_, i) => `P${i + 1}`),
  throwOff: g.throwOff,
});

describe('random legal games under every preset (and every variation at once)', () => {
  it("each player's score is the sum of their turn results", () => {
    fc.assert(
      fc.property(game, (g) => {
        const { states } = playRandomGame(setupOf(g), choose(g.choices));
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
        const { states } = playRandomGame(setup, choose(g.choices));
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
        const { entries, states } = playRandomGame(setup, choose(g.choices));
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
        const { entries, states } = playRandomGame(setup, choose(g.choices));
        const stored = JSON.parse(JSON.stringify({ setup, entries })) as { setup: GameSetup; entries: Entry[] };
        expect(replay(stored.setup, stored.entries)).toEqual(states.at(-1));
        const midway = Math.floor(entries.length / 2);
        expect(replay(setup, entries.slice(0, midway))).toEqual(states[midway]);
      }),
      { numRuns: 100 },
    );
  });
});
