import { adviseHolds, winAdvice } from '../../src/advisor/index.js';
import type { FollowUp } from '../../src/advisor/index.js';
import { situationOf, winPositionOf } from '../../src/advisor/situation.js';
import { applyEntry, replay } from '../../src/game/index.js';
import type { Entry, GameState } from '../../src/game/index.js';
import { legalHolds } from '../../src/rules/index.js';
import type { Face, Ruleset } from '../../src/rules/index.js';
import { mulberry32 } from './random.js';

/**
 * Whole games played by the game layer itself (every rule as the app keeps it), each player
 * following a policy: `points`, the turn's expected points (the advice before playing to win), or
 * `win`, the app's Play to win (the duel's table for two players, the duels combined by
 * `beatEveryone` for three and four, the exact final round). Each player throws from their own
 * stream of dice, so two games with the same seed differ only where a decision differs: a
 * policy's gain is read from pairs.
 */
export type Policy = 'points' | 'win';

/** A player's own stream of dice: the same seed, the same dice. */
function stream(seed: number): () => Face {
  const random = mulberry32(seed);
  return () => (1 + Math.floor(random() * 6)) as Face;
}

function must(state: GameState, entry: Entry): GameState {
  const next = applyEntry(state, entry);
  if (!next.ok) throw new Error(`The simulation's ${entry.type} was refused: ${next.refusal.code}.`);
  return next.value;
}

/** The hold a policy takes of a roll, and what it does next. */
function choose(policy: Policy, state: GameState, roll: readonly Face[]): { dice: readonly Face[]; then: FollowUp } {
  if (policy === 'win') {
    const position = winPositionOf(state);
    const advice = position && winAdvice(state.rules, { ...position, roll });
    const best = advice?.holds?.[0];
    if (best) return best;
  }
  const best = adviseHolds(state.rules, situationOf(state), roll)[0];
  if (!best) throw new Error('No hold for a roll that scores.');
  return best;
}

/**
 * One game from the first player (seat 0) round the table, to its end or to the start of the first
 * turn at which `stop` holds; returns the game there.
 */
export function playUntil(
  rules: Ruleset,
  policies: readonly Policy[],
  seed: number,
  stop: (state: GameState) => boolean = () => false,
): GameState {
  const players = policies.map((_, seat) => `P${String(seat + 1)}`);
  const dice = policies.map((_, seat) => stream(seed * 7919 + seat * 104729 + 1));
  let state = replay({ rules, players }, []);
  for (let entries = 0; state.phase === 'turn'; entries++) {
    if (entries > 100_000) throw new Error('A simulated game did not end.');
    const turn = state.turn;
    const seat = state.current;
    if (turn.phase === 'start' && stop(state)) return state;
    if (turn.phase === 'start' || turn.phase === 'roll') {
      const next = dice[seat] ?? dice[0];
      const roll = Array.from({ length: turn.diceToRoll }, () => (next as () => Face)());
      state = must(state, { type: 'roll', dice: roll });
      continue;
    }
    if (turn.phase === 'hold' && turn.lastRoll) {
      if (legalHolds(rules, turn.lastRoll).length === 0) throw new Error('A zilch left the turn open.');
      const { dice: held, then } = choose(policies[seat] ?? 'points', state, turn.lastRoll);
      state = must(state, { type: 'hold', dice: held });
      if (state.phase === 'turn' && state.current === seat && state.turn.phase === 'decide' && then.action === 'bank')
        state = must(state, { type: 'bank' });
      continue;
    }
    if (turn.phase === 'decide') {
      // Only after a hold whose follow-up was to roll on: the next roll.
      state = must(state, {
        type: 'roll',
        dice: Array.from({ length: turn.diceToRoll }, () => (dice[seat] as () => Face)()),
      });
      continue;
    }
    throw new Error(`The simulation cannot play the phase ${turn.phase}.`);
  }
  return state;
}

/**
 * One whole game from the first player (seat 0) round the table; returns each seat's share of the
 * win (ties and roll-offs shared evenly, as the advisor counts them).
 */
export function playGame(rules: Ruleset, policies: readonly Policy[], seed: number): number[] {
  const state = playUntil(rules, policies, seed);
  const shares = policies.map(() => 0);
  const winners = state.phase === 'tie-break' ? (state.tieBreak?.contenders ?? []) : state.winners;
  for (const winner of winners) shares[winner] = 1 / winners.length;
  return shares;
}
