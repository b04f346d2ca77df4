import { isDeepStrictEqual } from 'node:util';
import { applyEntry, bankRefusal, initialState } from '../../src/game/index.js';
import type { Entry, GameSetup, GameState } from '../../src/game/index.js';
import { legalHolds } from '../../src/rules/index.js';
import type { Face } from '../../src/rules/index.js';

/**
 * Plays a random legal game: each number from `source` (a list, or a seeded PRNG) decides one thing a player does (what the
 * dice show, which legal hold, bank or roll on, total mode now and then). Also tries an illegal
 * entry now and then, which must be refused without changing anything.
 */
export function playRandomGame(
  setup: GameSetup,
  source: { numbers?: readonly number[]; random?: () => number; limit: number },
  options: { keepStates?: boolean; checkRefusals?: boolean } = {},
): { entries: Entry[]; states: GameState[]; state: GameState } {
  const keepStates = options.keepStates ?? true;
  const checkRefusals = options.checkRefusals ?? true;
  let state = initialState(setup);
  const entries: Entry[] = [];
  const states: GameState[] = [state];
  let cursor = 0;
  const pick = (n: number) => {
    const value = source.random
      ? Math.floor(source.random() * 2 ** 31)
      : (source.numbers?.[cursor++ % source.numbers.length] ?? 0);
    return value % n;
  };
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
    if (
      turn.phase === 'start' &&
      setup.rules.variations.challenges &&
      !turn.challenge &&
      state.players.length > 1 &&
      pick(4) === 0
    ) {
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
      const holds = legalHolds(
        setup.rules,
        turn.lastRoll ?? [],
        setup.rules.variations.pyramiding ? turn.setAside : [],
      );
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

  for (let step = 0; step < source.limit && state.phase !== 'finished'; step++) {
    if (pick(10) === 0) {
      // A probe is usually illegal; when it happens to be legal (a bank that is allowed), it is
      // simply played. A refusal must leave the state exactly as it was.
      const probe = illegal();
      const before = checkRefusals ? structuredClone(state) : state;
      const attempt = applyEntry(state, probe);
      if (attempt.ok) {
        state = attempt.value;
        entries.push(probe);
        if (keepStates) states.push(state);
      } else if (checkRefusals && !isDeepStrictEqual(state, before)) {
        throw new Error(`a refused ${probe.type} changed the state`);
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
    if (!next.ok)
      throw new Error(`the driver made an illegal entry ${JSON.stringify(entry)}: ${JSON.stringify(next.refusal)}`);
    state = next.value;
    entries.push(entry);
    if (keepStates) states.push(state);
  }
  return { entries, states, state };
}
