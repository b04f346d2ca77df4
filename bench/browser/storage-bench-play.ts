/**
 * Shared by the storage suite's pages (storage-bench.ts, restore-bench.ts, games-list-bench.ts): a
 * plain player whose seeded games the game layer checks entry by entry, and a write that must succeed.
 */
import type { LedgerOutcome, LoadedGame } from '../../src/db/index.js';
import { applyEntry, bankRefusal, initialState } from '../../src/game/index.js';
import type { Entry, GameSetup, GameState } from '../../src/game/index.js';
import { legalHolds } from '../../src/rules/index.js';
import type { Face } from '../../src/rules/index.js';

export const PLAYERS = ['Ann', 'Ben', 'Cal'];

/**
 * A plain player's next entry: start fresh, roll, hold the best legal hold, bank from 300 up (or
 * with two dice or fewer left) when the rules allow it. Dice come from the seeded PRNG.
 */
function nextEntry(state: GameState, random: () => number): Entry {
  const turn = state.turn;
  const rules = state.rules;
  const roll = (): Entry => ({
    type: 'roll',
    dice: Array.from({ length: turn.diceToRoll }, () => (1 + Math.floor(random() * 6)) as Face),
  });
  switch (turn.phase) {
    case 'start':
      return state.takeOverOffer && !turn.startChosen ? { type: 'start', takeOver: null } : roll();
    case 'roll':
      return roll();
    case 'hold': {
      const holds = legalHolds(rules, turn.lastRoll ?? [], rules.variations.pyramiding ? turn.setAside : []);
      const best = holds.reduce((a, b) => (b.points > a.points ? b : a));
      return { type: 'hold', dice: best.dice };
    }
    case 'decide':
      return bankRefusal(state) === null && (turn.turnTotal >= 300 || turn.diceToRoll <= 2) ? { type: 'bank' } : roll();
  }
}

/** Entries of one game from the start, checked by the game layer as they are made. */
export function simulate(setup: GameSetup, random: () => number, maxEntries: number): Entry[] {
  let state = initialState(setup);
  const entries: Entry[] = [];
  while (state.phase === 'turn' && entries.length < maxEntries) {
    const entry = nextEntry(state, random);
    const next = applyEntry(state, entry);
    if (!next.ok) throw new Error(`the bench's player made an illegal entry: ${JSON.stringify(next.refusal)}`);
    state = next.value;
    entries.push(entry);
  }
  return entries;
}

export function expectWritten(outcome: LedgerOutcome): LoadedGame {
  if (!outcome.ok) throw new Error(`a bench write was refused: ${JSON.stringify(outcome.refusal)}`);
  return outcome.game;
}
