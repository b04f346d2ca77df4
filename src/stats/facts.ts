import { advance, CorruptLogError, initialState, setupProblem } from '../game/index.js';
import type { Entry, GameSetup, GameState } from '../game/index.js';

/**
 * Bumped when what `gameFacts` derives changes, so facts cached by an older version are derived
 * again from the entries instead of being read.
 */
export const FACTS_VERSION = 1;

/** One player's game, in numbers. */
export interface PlayerFacts {
  readonly seat: number;
  readonly name: string;
  /** The score at the end (or now, for a game still being played). */
  readonly score: number;
  /** 1 for the winners; otherwise one more than the players ahead (equal scores share a place). */
  readonly place: number;
  readonly won: boolean;
  /** The player's finished turns. */
  readonly turns: number;
  readonly banks: number;
  readonly zilches: number;
  /** Holds that set aside every die of the cycle. */
  readonly hotDice: number;
  /** Points the player's own turns brought in: the banks, and locked points kept on a zilch. */
  readonly points: number;
  /** Points lost to challenge zilches and the zilch-streak penalty, as a positive number. */
  readonly penalties: number;
  /** The biggest bank (0 when none). */
  readonly bestTurn: number;
  /** The most banks in a row. */
  readonly longestStreak: number;
  /** The most zilches in a row. */
  readonly longestZilchStreak: number;
  /**
   * The player's turns up to and including the one that got them on the board (a bank, or a zilch
   * that kept locked points); null when they never got on.
   */
  readonly turnsToBoard: number | null;
}

/** A game's facts: everything the statistics read, derived from its entries alone. */
export interface GameFacts {
  readonly version: number;
  readonly gameId: string;
  readonly rulesId: string;
  readonly rulesName: string;
  /** Epoch ms: when the game was created and last written. */
  readonly startedAt: number;
  readonly endedAt: number;
  readonly finished: boolean;
  readonly target: number;
  /** The rounds begun (1-based rounds of the finished turns; 0 before the first turn ends). */
  readonly rounds: number;
  /** The round in which a bank met the target and the final round began; null when it did not. */
  readonly finalRoundFrom: number | null;
  readonly players: readonly PlayerFacts[];
  /** Every seat's score after each round: `byRound[seat][r]`, with `r = 0` the start (0 points). */
  readonly byRound: readonly (readonly number[])[];
  /** The biggest bank of the game (the first of equals); null when nobody banked. */
  readonly biggestTurn: { readonly seat: number; readonly points: number; readonly round: number } | null;
  /** The longest run of banks by one player (the first of equals); null when nobody banked. */
  readonly longestStreak: { readonly seat: number; readonly length: number } | null;
}

/** Where a game comes from in the ledger: its id and times. */
export interface GameMeta {
  readonly id: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

interface Tally {
  turns: number;
  banks: number;
  zilches: number;
  hotDice: number;
  points: number;
  penalties: number;
  bestTurn: number;
  streak: number;
  longestStreak: number;
  zilchStreak: number;
  longestZilchStreak: number;
  turnsToBoard: number | null;
}

const newTally = (): Tally => ({
  turns: 0,
  banks: 0,
  zilches: 0,
  hotDice: 0,
  points: 0,
  penalties: 0,
  bestTurn: 0,
  streak: 0,
  longestStreak: 0,
  zilchStreak: 0,
  longestZilchStreak: 0,
  turnsToBoard: null,
});

/**
 * The facts of one game, replayed from its setup and the entries in force. Throws the game layer's
 * CorruptLogError, as `replay` does, for a setup that does not validate or a log that does not
 * replay: a damaged game has no statistics until it is repaired.
 */
export function gameFacts(meta: GameMeta, setup: GameSetup, entries: readonly Entry[]): GameFacts {
  const problem = setupProblem(setup);
  if (problem) throw new CorruptLogError(0, { code: 'bad-setup', problem });
  const state = initialState(setup);
  const tallies = setup.players.map(newTally);
  let finalRoundFrom: number | null = null;
  entries.forEach((entry, index) => {
    const turnsBefore = state.turns.length;
    const refusal = advance(state, entry);
    if (refusal) throw new CorruptLogError(index, refusal);
    if (entry.type === 'hold' && state.turn.hotDice && state.turns.length === turnsBefore) {
      const tally = tallies[state.turn.player];
      if (tally) tally.hotDice += 1;
    }
    const record = state.turns.length > turnsBefore ? state.turns.at(-1) : undefined;
    if (!record) return;
    if (finalRoundFrom === null && state.finalRound !== null) finalRoundFrom = record.round;
    const tally = tallies[record.player];
    if (!tally) return;
    tally.turns += 1;
    tally.points += record.points;
    tally.penalties += record.penalty;
    if (record.outcome === 'bank') {
      tally.banks += 1;
      tally.bestTurn = Math.max(tally.bestTurn, record.points);
      tally.streak += 1;
      tally.longestStreak = Math.max(tally.longestStreak, tally.streak);
      tally.zilchStreak = 0;
    } else {
      tally.zilches += 1;
      tally.zilchStreak += 1;
      tally.longestZilchStreak = Math.max(tally.longestZilchStreak, tally.zilchStreak);
      tally.streak = 0;
    }
    // The game's own flag: locked points kept on a zilch get a player on the board as a bank does.
    if (tally.turnsToBoard === null && state.players[record.player]?.onBoard) tally.turnsToBoard = tally.turns;
  });
  return {
    version: FACTS_VERSION,
    gameId: meta.id,
    rulesId: setup.rules.id,
    rulesName: setup.rules.name,
    startedAt: meta.createdAt,
    endedAt: meta.updatedAt,
    finished: state.phase === 'finished',
    target: setup.rules.end.target,
    rounds: state.turns.at(-1)?.round ?? 0,
    finalRoundFrom,
    players: tallies.map((tally, seat) => playerFacts(state, seat, tally)),
    byRound: scoresByRound(state),
    biggestTurn: biggestTurn(state),
    longestStreak: longestStreak(tallies),
  };
}

function playerFacts(state: GameState, seat: number, tally: Tally): PlayerFacts {
  const score = state.players[seat]?.score ?? 0;
  const won = state.winners.includes(seat);
  const ahead = state.players.filter(
    (other, i) => i !== seat && (state.winners.includes(i) || other.score > score),
  ).length;
  const { streak: _streak, zilchStreak: _zilchStreak, ...counts } = tally;
  return { seat, name: state.players[seat]?.name ?? '', score, place: won ? 1 : ahead + 1, won, ...counts };
}

function scoresByRound(state: GameState): number[][] {
  const rounds = state.turns.at(-1)?.round ?? 0;
  const byRound = state.players.map(() => Array.from({ length: rounds + 1 }, () => 0));
  const running = state.players.map(() => 0);
  let round = 1;
  for (const record of state.turns) {
    for (; round < record.round; round += 1)
      running.forEach((score, seat) => ((byRound[seat] as number[])[round] = score));
    record.deltas.forEach((delta, seat) => (running[seat] = (running[seat] ?? 0) + delta));
  }
  for (; round <= rounds; round += 1) running.forEach((score, seat) => ((byRound[seat] as number[])[round] = score));
  return byRound;
}

function biggestTurn(state: GameState): GameFacts['biggestTurn'] {
  let best: GameFacts['biggestTurn'] = null;
  for (const record of state.turns) {
    if (record.outcome === 'bank' && record.points > (best?.points ?? 0))
      best = { seat: record.player, points: record.points, round: record.round };
  }
  return best;
}

function longestStreak(tallies: readonly Tally[]): GameFacts['longestStreak'] {
  let best: GameFacts['longestStreak'] = null;
  tallies.forEach((tally, seat) => {
    if (tally.longestStreak > (best?.length ?? 0)) best = { seat, length: tally.longestStreak };
  });
  return best;
}
