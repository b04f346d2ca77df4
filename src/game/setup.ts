/** A game's setup, checked before it starts, and the states a game is replayed from. */
import { validateRuleset } from '../rules/index.js';
import type { GameSetup } from './entries.js';
import { MAX_NAME_LENGTH, normalisePlayerName, samePlayerName } from './names.js';
import type { GameState, PlayerState, SetupProblem, ThrowRound, TurnState } from './state.js';

export const MAX_PLAYERS = 12;

/**
 * What is wrong with a game's setup before it starts, or null: 1 to 12 players with distinct
 * names, and rules that validate.
 */
export function setupProblem(setup: GameSetup): SetupProblem | null {
  const players: unknown = setup.players;
  if (!Array.isArray(players) || players.length === 0) return { code: 'no-players' };
  if (players.length > MAX_PLAYERS) return { code: 'too-many-players', max: MAX_PLAYERS };
  if (players.some((name) => typeof name !== 'string' || normalisePlayerName(name) === ''))
    return { code: 'unnamed-player' };
  if (players.some((name: string) => name.length > MAX_NAME_LENGTH))
    return { code: 'name-too-long', max: MAX_NAME_LENGTH };
  if (
    players.some((name: string, seat) => players.some((other: string, i) => i < seat && samePlayerName(other, name)))
  ) {
    return { code: 'same-name' };
  }
  const problem = validateRuleset(setup.rules)[0];
  return problem ? { code: 'bad-rules', problem } : null;
}

/**
 * The state before any entry. A throw-off for the first player starts the game where the rules
 * call for one, unless the group's setup says otherwise (`throwOff: false`: they picked the seat
 * order by hand, and the first seat starts).
 */
export function initialState(setup: GameSetup): GameState {
  const { rules } = setup;
  const players: PlayerState[] = setup.players.map((name) => ({
    name,
    score: 0,
    onBoard: false,
    challengesUsed: [false, false],
    zilchStreak: 0,
  }));
  const throwOff =
    (setup.throwOff ?? rules.end.firstPlayerThrowOff)
      ? newThrowRound(
          players.map((_, i) => i),
          1,
        )
      : null;
  return {
    setup,
    rules,
    players,
    phase: throwOff ? 'throw-off' : 'turn',
    firstPlayer: 0,
    current: 0,
    round: 1,
    turn: newTurn(setup, 0, 0),
    turns: [],
    takeOverOffer: null,
    previousTurnResult: null,
    finalRound: null,
    throwOff,
    tieBreak: null,
    tieThrows: [],
    winners: [],
    entryCount: 0,
  };
}

/** A round of the throw-off or the tie-break, nobody's throw in yet. */
export function newThrowRound(contenders: number[], round: number): ThrowRound {
  return { contenders, results: contenders.map(() => null), round };
}

/** A player's turn before its first entry. */
export function newTurn(setup: GameSetup, player: number, firstEntry: number): TurnState {
  return {
    player,
    phase: 'start',
    turnTotal: 0,
    locked: 0,
    diceToRoll: setup.rules.diceCount,
    setAside: [],
    lastRoll: null,
    scored: false,
    cornerPending: false,
    lastDieMissed: false,
    hotDice: false,
    startChosen: false,
    takeOver: null,
    challenge: null,
    firstEntry,
  };
}

/** A copy that `advance` may change without touching the original. */
export function cloneState(state: GameState): GameState {
  return {
    ...state,
    players: state.players.map((player) => ({ ...player, challengesUsed: [...player.challengesUsed] })),
    turn: { ...state.turn, setAside: [...state.turn.setAside] },
    turns: [...state.turns],
    finalRound: state.finalRound && { ...state.finalRound },
    throwOff: state.throwOff && { ...state.throwOff, results: [...state.throwOff.results] },
    tieBreak: state.tieBreak && { ...state.tieBreak, results: [...state.tieBreak.results] },
    tieThrows: [...state.tieThrows],
    winners: [...state.winners],
  };
}
