import { isZilch, legalHolds, RulesInputError, scoreHold, validateRuleset } from '../rules/index.js';
import type { Face } from '../rules/index.js';
import { entryShapeProblem } from './entries.js';
import type { Entry, GameSetup } from './entries.js';
import type {
  GameState,
  PlayerState,
  Refusal,
  SetupProblem,
  Shown,
  ThrowRound,
  ThrowKind,
  TurnState,
} from './state.js';

/** A value from outside, kept to be shown back in a refusal: a number as it is, anything else as text. */
const shown = (value: unknown): Shown => (typeof value === 'number' ? value : String(value));

export const MAX_PLAYERS = 12;
export const MAX_NAME_LENGTH = 30;

/**
 * Characters a name never needs and that make it lie about itself: C0 and C1 controls, the
 * bidirectional marks, embeddings, overrides and isolates (which reverse the text after them on a
 * printed sheet), and the invisible spaces and joiners that make "Ana" and "Ana\u200B" two players.
 * The zero-width joiner stays: emoji sequences (a family, a flag) are built with it.
 */
const HIDDEN_IN_NAMES =
  // eslint-disable-next-line no-control-regex -- the control characters are what a name must not hold
  /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * A name as the app keeps it: Unicode NFC, hidden and control characters removed, every run of
 * white space one plain space, no space around it. Typed names and restored ones go through it.
 */
export function normalisePlayerName(name: string): string {
  return name.normalize('NFC').replace(HIDDEN_IN_NAMES, '').replace(/\s+/gu, ' ').trim();
}

/** What makes two names the same player: the name without case, extra spacing or hidden characters. */
export function playerNameKey(name: string): string {
  return normalisePlayerName(name)
    .replace(/\u200D/g, '')
    .toLocaleLowerCase();
}

/** Two names are the same player when they differ only in case, spacing or hidden characters. */
export function samePlayerName(a: string, b: string): boolean {
  return playerNameKey(a) === playerNameKey(b);
}

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

function newThrowRound(contenders: number[], round: number): ThrowRound {
  return { contenders, results: contenders.map(() => null), round };
}

function newTurn(setup: GameSetup, player: number, firstEntry: number): TurnState {
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

/**
 * The points the current player needs in this turn to bank: the opening minimum until they are on
 * the board, then the later-turn minimum.
 */
export function thresholdFor(state: GameState, player = state.current): number {
  const turnRules = state.rules.turn;
  return state.players[player]?.onBoard ? turnRules.laterMinimum : turnRules.openingMinimum;
}

function thresholdRefusal(state: GameState, turnTotal: number): Refusal | null {
  const needed = thresholdFor(state);
  if (turnTotal >= needed) return null;
  return {
    code: 'below-threshold',
    have: turnTotal,
    need: needed,
    onBoard: state.players[state.current]?.onBoard === true,
  };
}

/**
 * The least turn total the current player may bank: their threshold, raised by surpassing to beat
 * the previous turn's result (points come in fifties, so beating 600 means 650).
 */
export function bankMinimum(state: GameState): number {
  const threshold = thresholdFor(state);
  if (!state.rules.variations.surpassing || state.previousTurnResult === null) return threshold;
  return Math.max(threshold, state.previousTurnResult + 50);
}

function surpassingRefusal(state: GameState, turnTotal: number): Refusal | null {
  if (!state.rules.variations.surpassing || state.previousTurnResult === null) return null;
  if (turnTotal > state.previousTurnResult) return null;
  return { code: 'not-surpassing', have: turnTotal, beat: state.previousTurnResult };
}

/** Why the current player may not bank now, or null when they may. */
export function bankRefusal(state: GameState): Refusal | null {
  if (state.phase !== 'turn') return { code: 'not-now', reason: 'no-turn' };
  const turn = state.turn;
  if (turn.lastDieMissed) return { code: 'second-chance' };
  if (turn.phase === 'start' || turn.phase === 'roll') {
    if (turn.takeOver && !turn.scored)
      return {
        code: 'must-roll-first',
        reason: 'score-take-over',
        dice: turn.diceToRoll,
        points: turn.takeOver.points,
      };
    return turn.scored
      ? { code: 'must-roll-first', reason: 'roll-dice', dice: turn.diceToRoll }
      : { code: 'must-roll-first', reason: 'nothing-scored' };
  }
  if (turn.phase === 'hold') return { code: 'must-hold-first', reason: 'this-roll' };
  if (turn.cornerPending) return { code: 'turning-the-corner', dice: state.rules.diceCount };
  return thresholdRefusal(state, turn.turnTotal) ?? surpassingRefusal(state, turn.turnTotal);
}

function checkPlayer(state: GameState, player: unknown): Refusal | null {
  if (typeof player === 'number' && Number.isInteger(player) && player >= 0 && player < state.players.length)
    return null;
  return { code: 'bad-player', reason: 'no-such-seat', seat: shown(player) };
}

/** The dice of a throw, checked; a refusal for wrong faces. */
function checkDice(dice: unknown, count: number, what: ThrowKind): Refusal | null {
  if (!Array.isArray(dice)) return { code: 'bad-dice', reason: 'not-a-list', throw: what };
  if (dice.length !== count) return { code: 'wrong-dice-count', throw: what, need: count, got: dice.length };
  for (const face of dice) {
    if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > 6)
      return { code: 'bad-dice', reason: 'not-a-face', face: shown(face) };
  }
  return null;
}

/**
 * Applies one entry to the state, changing it in place, or returns why the entry is illegal. On a
 * refusal the state may be partly changed: callers work on a copy (see `applyEntry`) or stop.
 */
export function advance(state: GameState, entry: Entry): Refusal | null {
  if (state.phase === 'finished') {
    return { code: 'game-over', winners: state.winners.map((w) => state.players[w]?.name ?? '') };
  }
  const refusal = advanceByType(state, entry);
  if (!refusal) state.entryCount += 1;
  return refusal;
}

function advanceByType(state: GameState, entry: Entry): Refusal | null {
  // Entries come from storage and files too: anything that is not one of ours is refused, never guessed at.
  if (entryShapeProblem(entry)) return { code: 'bad-entry', reason: 'not-an-entry' };
  switch (entry.type) {
    case 'throw-off':
      return throwOff(state, entry.player, entry.pips);
    case 'first-player':
      return pickFirstPlayer(state, entry.player);
    case 'tie-throw':
      return tieThrow(state, entry.player, entry.dice);
    default:
      break;
  }
  if (state.phase !== 'turn') {
    return { code: 'not-now', reason: state.phase === 'throw-off' ? 'throw-off-first' : 'tie-break-now' };
  }
  switch (entry.type) {
    case 'start':
      return startTurn(state, entry.takeOver);
    case 'challenge':
      return declareChallenge(state, entry.opponent);
    case 'roll':
      return roll(state, entry.dice);
    case 'hold':
      return hold(state, entry.dice);
    case 'bank': {
      const refusal = bankRefusal(state);
      if (refusal) return refusal;
      endTurn(state, 'bank', state.turn.turnTotal, state.turn.diceToRoll, 'dice');
      return null;
    }
    case 'total':
      return enterTotal(state, entry.points, entry.freeDice);
  }
}

function throwOff(state: GameState, player: number, pips: number): Refusal | null {
  const round = state.throwOff;
  if (state.phase !== 'throw-off' || !round) return { code: 'not-now', reason: 'throw-off-over' };
  const bad = checkPlayer(state, player);
  if (bad) return bad;
  const name = state.players[player]?.name ?? '';
  const slot = round.contenders.indexOf(player);
  if (slot < 0) return { code: 'not-now', reason: 'not-in-throw-off', name };
  if (round.results[slot] !== null) return { code: 'not-now', reason: 'thrown-already', name };
  const n = state.rules.diceCount;
  if (typeof pips !== 'number' || !Number.isInteger(pips) || pips < n || pips > 6 * n)
    return { code: 'bad-pips', dice: n, pips: shown(pips) };
  round.results[slot] = pips;
  const winners = settleThrowRound(round);
  if (winners.length === 1) {
    state.firstPlayer = winners[0] ?? 0;
    beginPlay(state);
  } else if (winners.length > 1) {
    state.throwOff = newThrowRound(winners, round.round + 1);
  }
  return null;
}

/** When everyone in the round has thrown: the players with the highest result; else []. */
function settleThrowRound(round: ThrowRound): number[] {
  if (round.results.some((result) => result === null)) return [];
  const best = Math.max(...round.results.map((result) => result ?? 0));
  return round.contenders.filter((_, i) => round.results[i] === best);
}

function pickFirstPlayer(state: GameState, player: number): Refusal | null {
  const bad = checkPlayer(state, player);
  if (bad) return bad;
  const beforeFirstTurn = state.phase === 'turn' && state.turns.length === 0 && state.entryCount === 0;
  if (state.phase !== 'throw-off' && !beforeFirstTurn) return { code: 'not-now', reason: 'first-player-chosen' };
  state.firstPlayer = player;
  beginPlay(state);
  return null;
}

function beginPlay(state: GameState): void {
  state.phase = 'turn';
  state.throwOff = null;
  state.current = state.firstPlayer;
  state.turn = newTurn(state.setup, state.firstPlayer, state.entryCount + 1);
}

function startTurn(state: GameState, takeOver: { points: number; dice: number } | null): Refusal | null {
  const turn = state.turn;
  const offer = state.takeOverOffer;
  if (turn.phase !== 'start' || turn.startChosen) return { code: 'not-now', reason: 'start-chosen' };
  if (!offer)
    return {
      code: 'take-over-unavailable',
      reason: state.turns.at(-1)?.outcome === 'zilch' ? 'after-zilch' : 'no-bank',
    };
  if (takeOver !== null && (takeOver.points !== offer.points || takeOver.dice !== offer.dice)) {
    return {
      code: 'take-over-unavailable',
      reason: 'other-bank',
      offer: { points: offer.points, dice: offer.dice },
      asked: { points: takeOver.points, dice: takeOver.dice },
    };
  }
  turn.startChosen = true;
  turn.phase = 'roll';
  if (takeOver === null) return null;
  turn.takeOver = { points: offer.points, dice: offer.dice };
  turn.turnTotal = offer.points;
  turn.diceToRoll = offer.dice;
  return null;
}

function declareChallenge(state: GameState, opponent: number): Refusal | null {
  const rules = state.rules.variations.challenges;
  if (!rules) return { code: 'challenge-unavailable', reason: 'no-challenges' };
  const turn = state.turn;
  if (
    turn.phase !== 'start' &&
    !(turn.phase === 'roll' && !turn.scored && turn.lastRoll === null && turn.setAside.length === 0)
  ) {
    return { code: 'challenge-unavailable', reason: 'after-first-roll' };
  }
  if (turn.challenge) return { code: 'challenge-unavailable', reason: 'already' };
  const bad = checkPlayer(state, opponent);
  if (bad) return bad;
  if (opponent === turn.player) return { code: 'challenge-unavailable', reason: 'yourself' };
  const player = state.players[turn.player];
  if (!player) return { code: 'bad-player', reason: 'no-one-up' };
  const which: 0 | 1 = player.score < rules.scoreDividing ? 0 : 1;
  if (player.challengesUsed[which])
    return { code: 'challenge-unavailable', reason: 'used', name: player.name, which, dividing: rules.scoreDividing };
  turn.challenge = { opponent, which };
  return null;
}

function roll(state: GameState, dice: readonly Face[]): Refusal | null {
  const turn = state.turn;
  if (turn.phase === 'hold') return { code: 'must-hold-first', reason: 'last-roll' };
  if (turn.phase === 'start') {
    if (state.takeOverOffer && !turn.startChosen) {
      const offer = state.takeOverOffer;
      // The sheet's own word: build off (10-dice Zilch) or inherit (Serendipity Creak).
      const start = state.rules.turn.startOfTurn === 'inherit' ? 'inherit' : 'build-off';
      return { code: 'choose-start', start, points: offer.points, dice: offer.dice };
    }
    turn.startChosen = true;
  }
  const bad = checkDice(dice, turn.diceToRoll, 'roll');
  if (bad) return bad;
  turn.hotDice = false;
  if (!isZilch(state.rules, dice, state.rules.variations.pyramiding ? turn.setAside : [])) {
    turn.phase = 'hold';
    turn.lastRoll = [...dice];
    turn.lastDieMissed = false;
    return null;
  }
  if (state.rules.turn.lastDieSecondChance && turn.diceToRoll === 1 && !turn.lastDieMissed) {
    turn.phase = 'roll';
    turn.lastRoll = [...dice];
    turn.lastDieMissed = true;
    return null;
  }
  turn.lastRoll = [...dice];
  endTurn(state, 'zilch', 0, null, 'dice');
  return null;
}

function hold(state: GameState, dice: readonly Face[]): Refusal | null {
  const turn = state.turn;
  if (turn.phase !== 'hold' || !turn.lastRoll) return { code: 'must-roll-first', reason: 'no-roll' };
  if (!Array.isArray(dice) || dice.length === 0) return { code: 'not-a-legal-hold', reason: 'empty' };
  const rolled = [0, 0, 0, 0, 0, 0];
  for (const face of turn.lastRoll) rolled[face - 1] = (rolled[face - 1] ?? 0) + 1;
  for (const face of dice) {
    const left = (rolled[face - 1] ?? 0) - 1;
    if (!Number.isInteger(face) || face < 1 || face > 6 || left < 0) {
      return { code: 'not-a-legal-hold', reason: 'not-in-roll', face: shown(face), roll: [...turn.lastRoll] };
    }
    rolled[face - 1] = left;
  }
  let points: number | null;
  try {
    points = scoreHold(state.rules, dice, state.rules.variations.pyramiding ? turn.setAside : []);
  } catch (error) {
    if (error instanceof RulesInputError) return { code: 'not-a-legal-hold', reason: 'rules-input', error };
    throw error;
  }
  if (points === null) return { code: 'not-a-legal-hold', reason: 'does-not-score', dice: [...dice].sort() };
  turn.turnTotal += points;
  turn.setAside.push(...dice);
  turn.diceToRoll -= dice.length;
  turn.scored = true;
  turn.cornerPending = false;
  turn.lastRoll = null;
  turn.phase = 'decide';
  if (turn.diceToRoll === 0) {
    const n = state.rules.diceCount;
    turn.diceToRoll = n;
    turn.setAside = [];
    turn.hotDice = true;
    if (state.rules.turn.hotDice === 'must-continue') turn.cornerPending = true;
    if (state.rules.turn.hotDice === 'lock') turn.locked = turn.turnTotal;
  }
  return null;
}

function enterTotal(state: GameState, points: number, freeDice: number | undefined): Refusal | null {
  if (typeof points !== 'number' || !Number.isInteger(points) || points < 0 || points % 50 !== 0) {
    return { code: 'bad-points', reason: 'not-a-multiple', points: shown(points) };
  }
  const n = state.rules.diceCount;
  if (freeDice !== undefined && (!Number.isInteger(freeDice) || freeDice < 1 || freeDice > n)) {
    return { code: 'bad-dice', reason: 'free-dice', max: n, freeDice: shown(freeDice) };
  }
  const turn = state.turn;
  if (turn.phase === 'start' && state.takeOverOffer && !turn.startChosen) {
    turn.startChosen = true; // entering a total without taking over starts fresh
  }
  if (points === 0) {
    endTurn(state, 'zilch', 0, null, 'total');
    return null;
  }
  // Total mode is not a way round the dice: after turning the corner or a missed last die, the
  // player must have rolled on and scored more, so the total must be above the turn total so far.
  if ((turn.cornerPending || turn.lastDieMissed) && points <= turn.turnTotal) {
    return bankRefusal(state) ?? { code: 'must-roll-first', reason: 'roll-on' };
  }
  if (turn.takeOver && points <= turn.takeOver.points)
    return { code: 'bad-points', reason: 'took-over', points: turn.takeOver.points };
  const refusal = thresholdRefusal(state, points) ?? surpassingRefusal(state, points);
  if (refusal) return refusal;
  endTurn(state, 'bank', points, freeDice ?? null, 'total');
  return null;
}

/** Whether `score` reaches the game's target (or passes it, where the rules say more than). */
export function meetsTarget(state: GameState, score: number): boolean {
  const { target, targetMode } = state.rules.end;
  return targetMode === 'reach' ? score >= target : score > target;
}

function endTurn(
  state: GameState,
  outcome: 'bank' | 'zilch',
  banked: number,
  freeDice: number | null,
  mode: 'dice' | 'total',
): void {
  const turn = state.turn;
  const rules = state.rules;
  const player = state.players[turn.player] as PlayerState;
  const deltas = state.players.map(() => 0);
  let penalty = 0;
  let points = banked;
  if (outcome === 'bank') {
    deltas[turn.player] = banked;
    if (turn.challenge) deltas[turn.challenge.opponent] = -banked;
    player.onBoard = true;
    player.zilchStreak = 0;
  } else {
    // Locked points cannot be lost to the zilch (10-dice Zilch's sheet). Where a group also plays thresholds,
    // they are kept like a bank only when they meet the player's threshold.
    points = turn.locked > 0 && turn.locked >= thresholdFor(state) ? turn.locked : 0;
    deltas[turn.player] = points;
    if (points > 0) player.onBoard = true;
    // Kept locked points are the turn's result, as a bank's would be: a challenge takes them from
    // the challenged player too (docs/rules.md: the turn's points move). The zilch was still thrown,
    // so the challenge's zilch penalty below is paid as well.
    if (turn.challenge && points > 0) deltas[turn.challenge.opponent] = -points;
    if (turn.challenge) penalty += rules.variations.challenges?.zilchPenalties[turn.challenge.which] ?? 0;
    player.zilchStreak += 1;
    const streak = rules.variations.zilchStreakPenalty;
    if (streak && player.zilchStreak >= streak.zilches) {
      penalty += streak.points;
      player.zilchStreak = 0;
    }
    deltas[turn.player] = (deltas[turn.player] ?? 0) - penalty;
  }
  if (turn.challenge) player.challengesUsed[turn.challenge.which] = true;
  state.players.forEach((p, i) => (p.score += deltas[i] ?? 0));

  state.turns.push({
    index: state.turns.length,
    player: turn.player,
    round: state.round,
    firstEntry: turn.firstEntry,
    endEntry: state.entryCount + 1,
    outcome,
    points,
    deltas,
    penalty,
    freeDice: outcome === 'bank' ? freeDice : null,
    takeOver: turn.takeOver,
    challenge: turn.challenge,
    mode,
    scoreAfter: player.score,
  });
  state.previousTurnResult = outcome === 'bank' ? banked : 0;
  const canTakeOver = rules.turn.startOfTurn !== 'fresh' && outcome === 'bank' && freeDice !== null;
  state.takeOverOffer = canTakeOver ? { points: banked, dice: freeDice } : null;

  if (rules.end.end === 'first-to-reach' && meetsTarget(state, player.score)) {
    finish(state, [turn.player]);
    return;
  }
  if (state.finalRound) {
    state.finalRound.turnsLeft -= 1;
  } else if (meetsTarget(state, player.score)) {
    state.finalRound = { triggeredBy: turn.player, turnsLeft: state.players.length - 1 };
  }
  if (state.finalRound && state.finalRound.turnsLeft <= 0) {
    settleGame(state);
    return;
  }
  const next = (turn.player + 1) % state.players.length;
  if (next === state.firstPlayer) state.round += 1;
  state.current = next;
  state.turn = newTurn(state.setup, next, state.entryCount + 1);
}

/** After the final round: the highest score wins; tied leaders share or throw again. */
function settleGame(state: GameState): void {
  const best = Math.max(...state.players.map((p) => p.score));
  const leaders = state.players.flatMap((p, i) => (p.score === best ? [i] : []));
  if (leaders.length === 1 || state.rules.end.ties === 'shared') {
    finish(state, leaders);
    return;
  }
  state.phase = 'tie-break';
  state.tieBreak = newThrowRound(leaders, 1);
  state.current = leaders[0] ?? 0;
  state.takeOverOffer = null;
}

function finish(state: GameState, winners: number[]): void {
  state.phase = 'finished';
  state.winners = winners;
  state.takeOverOffer = null;
  state.tieBreak = null;
}

function tieThrow(state: GameState, player: number, dice: readonly Face[]): Refusal | null {
  const round = state.tieBreak;
  if (state.phase !== 'tie-break' || !round) return { code: 'not-now', reason: 'no-tie' };
  const bad = checkPlayer(state, player);
  if (bad) return bad;
  const name = state.players[player]?.name ?? '';
  const slot = round.contenders.indexOf(player);
  if (slot < 0) return { code: 'not-now', reason: 'not-tied', name };
  if (round.results[slot] !== null) return { code: 'not-now', reason: 'thrown-already', name };
  const badDice = checkDice(dice, state.rules.diceCount, 'tie-break');
  if (badDice) return badDice;
  const points = legalHolds(state.rules, dice)[0]?.points ?? 0;
  round.results[slot] = points;
  state.tieThrows.push({ player, dice: [...dice], points, round: round.round });
  const leaders = settleThrowRound(round);
  if (leaders.length === 1) finish(state, leaders);
  else if (leaders.length > 1) state.tieBreak = newThrowRound(leaders, round.round + 1);
  state.current = state.tieBreak?.contenders.find((_, i) => state.tieBreak?.results[i] === null) ?? state.current;
  return null;
}
