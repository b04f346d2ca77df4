/**
 * The stats suite's games, the same in Node and in the bench page: finished dice-mode Farkle games
 * of about 40 turns, played by seeded plain players, among a group of eight people who sometimes
 * type their names another way (so the merged spellings have work to do).
 */
import { advance, bankRefusal, initialState, playerNameKey } from '../src/game/index.js';
import type { Entry, GameSetup, GameState } from '../src/game/index.js';
import { legalHolds, presetById } from '../src/rules/index.js';
import type { Face } from '../src/rules/index.js';
import { mulberry32 } from './measure.js';

export interface BenchGame {
  readonly id: string;
  readonly setup: GameSetup;
  readonly entries: readonly Entry[];
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Finished turns. */
  readonly turns: number;
}

const GROUP = ['Ann', 'Ben', 'Cal', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
/** Other spellings some games use, merged into the usual one by `BENCH_ALIASES`. */
const SPELLINGS: Readonly<Record<string, string>> = { Ann: 'Annie', Ben: 'Benny', Eli: 'Elijah' };
export const BENCH_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SPELLINGS).map(([name, other]) => [playerNameKey(other), playerNameKey(name)]),
);

/** Targets that make a game of this many players last about 40 turns with these players. */
const TARGET_BY_PLAYERS: Readonly<Record<number, number>> = { 2: 10_000, 3: 8_000, 4: 5_500 };
/** Games outside this many turns are played again, so every game is "about 40". */
const TURNS = { min: 35, max: 45 } as const;

/** A plain player's next entry: roll, keep the best hold, bank from 300 up or with two dice or fewer left. */
function nextEntry(state: GameState, random: () => number): Entry {
  const dice = (count: number) => Array.from({ length: count }, () => (1 + Math.floor(random() * 6)) as Face);
  if (state.phase === 'tie-break') {
    const player = state.tieBreak?.contenders.find((_, i) => state.tieBreak?.results[i] === null) ?? 0;
    return { type: 'tie-throw', player, dice: dice(state.rules.diceCount) };
  }
  const { turn, rules } = state;
  switch (turn.phase) {
    case 'start':
      return state.takeOverOffer && !turn.startChosen
        ? { type: 'start', takeOver: null }
        : { type: 'roll', dice: dice(turn.diceToRoll) };
    case 'roll':
      return { type: 'roll', dice: dice(turn.diceToRoll) };
    case 'hold': {
      const holds = legalHolds(rules, turn.lastRoll ?? [], rules.variations.pyramiding ? turn.setAside : []);
      const best = holds.reduce((a, b) => (b.points > a.points ? b : a));
      return { type: 'hold', dice: best.dice };
    }
    case 'decide':
      return bankRefusal(state) === null && (turn.turnTotal >= 300 || turn.diceToRoll <= 2)
        ? { type: 'bank' }
        : { type: 'roll', dice: dice(turn.diceToRoll) };
  }
}

/** One whole game, or null when it ran past a sane length. */
function playToEnd(setup: GameSetup, random: () => number): { entries: Entry[]; turns: number } | null {
  const state = initialState(setup);
  const entries: Entry[] = [];
  while (state.phase !== 'finished') {
    if (entries.length > 2_000) return null;
    const entry = nextEntry(state, random);
    // In place: the game layer checks each entry as it applies it.
    const refusal = advance(state, entry);
    if (refusal) throw new Error(`the bench's player made an illegal entry: ${JSON.stringify(refusal)}`);
    entries.push(entry);
  }
  return { entries, turns: state.turns.length };
}

/** `count` finished games of 35–45 turns, two to four players each, a game an hour apart. */
export function benchGames(seed: number, count: number): BenchGame[] {
  const random = mulberry32(seed);
  const farkle = presetById('farkle');
  const games: BenchGame[] = [];
  const start = Date.UTC(2025, 0, 1);
  while (games.length < count) {
    const i = games.length;
    const seats = 2 + (i % 3);
    const first = Math.floor(random() * GROUP.length);
    const players = Array.from({ length: seats }, (_, seat) => {
      const name = GROUP[(first + seat) % GROUP.length] ?? 'Ann';
      return random() < 0.2 ? (SPELLINGS[name] ?? name) : name;
    });
    const setup: GameSetup = {
      rules: { ...farkle, end: { ...farkle.end, target: TARGET_BY_PLAYERS[seats] ?? 10_000 } },
      players,
    };
    const played = playToEnd(setup, random);
    if (!played || played.turns < TURNS.min || played.turns > TURNS.max) continue;
    const createdAt = start + i * 3_600_000;
    games.push({
      id: `bench-${i}`,
      setup,
      entries: played.entries,
      createdAt,
      updatedAt: createdAt + played.entries.length * 8_000,
      turns: played.turns,
    });
  }
  return games;
}
