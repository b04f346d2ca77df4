import { isZilch, legalHolds, RulesInputError, scoreHold, validateRuleset } from '../rules/index.js';
import type { Face } from '../rules/index.js';
import { entryShapeProblem } from './entries.js';
import type { Entry, GameSetup } from './entries.js';
import type { GameState, PlayerState, Refusal, RefusalCode, ThrowRound, TurnState } from './state.js';

const refuse = (code: RefusalCode, message: string): Refusal => ({ code, message });

/**
 * 3200 → "3,200", 402.756 → "402.756": points as players write them (the app speaks English for
 * now), as `Intl.NumberFormat('en')` writes them: commas between thousands, at most three decimals.
 * Written out rather than asked of Intl, whose first formatter costs a slow phone some 50 ms while
 * the first screen renders.
 */
export function formatPoints(points: number): string {
  if (Number.isNaN(points)) return 'NaN';
  const sign = points < 0 || Object.is(points, -0) ? '-' : '';
  if (!Number.isFinite(points)) return `${sign}∞`;
  const [whole = '0', fraction] = (Math.round(Math.abs(points) * 1000) / 1000).toString().split('.');
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** "1 die", "6 dice". */
export function diceWord(count: number): string {
  return `${count} ${count === 1 ? 'die' : 'dice'}`;
}

export const MAX_PLAYERS = 12;
export const MAX_NAME_LENGTH = 30;

/**
 * Characters a name never needs and that make it lie about itself: C0 and C1 controls, the
 * bidirectional marks, embeddings, overrides and isolates (which reverse the text after them on a
 * printed sheet), and the invisible spaces and joiners that make "Ana" and "Ana\u200B" two players.
 * The zero-width joiner stays: emoji sequences (a family, a flag) are built with it.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what a name must not hold
const HIDDEN_IN_NAMES = /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * A name as the app keeps it: Unicode NFC, hidden and control characters removed, every run of
 * white space one plain space, no space around it. Typed names and restored ones go through it.
 */
export function normalisePlayerName(name: string): string {
  return name.normalize('NFC').replace(HIDDEN_IN_NAMES, '').replace(/\s+/gu, ' ').trim();
}

/** What makes two names the same player: the name without case, extra spacing or hidden characters. */
export function playerNameKey(name: string): string {
  return normalisePlayerName(name).replace(/\u200D/g, '').toLocaleLowerCase();
}

/** Two names are the same player when they differ only in case, spacing or hidden characters. */
export function samePlayerName(a: string, b: string): boolean {
  return playerNameKey(a) === playerNameKey(b);
}

/**
 * What is wrong with a game's setup before it starts, as one sentence for the player, or null:
 * 1 to 12 players with distinct names, and rules that validate.
 */
export function setupProblem(setup: GameSetup): string | null {
  const players: unknown = setup.players;
  if (!Array.isArray(players) || players.length === 0) return 'Add at least one player to start a game.';
  if (players.length > MAX_PLAYERS) return `A game has at most ${MAX_PLAYERS} players.`;
  if (players.some((name) => typeof name !== 'string' || normalisePlayerName(name) === '')) return 'Every player needs a name.';
  if (players.some((name: string) => name.length > MAX_NAME_LENGTH)) return `Keep names to ${MAX_NAME_LENGTH} characters.`;
  if (players.some((name: string, seat) => players.some((other: string, i) => i < seat && samePlayerName(other, name)))) {
    return 'Two players have the same name: give each a name of their own.';
  }
  const problem = validateRuleset(setup.rules)[0];
  // Until the game layer carries the problem's code for the UI to word (rulesProblemText).
  return problem ? `These rules cannot be played: ${problem.code} (${problem.field}).` : null;
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
  const throwOff = (setup.throwOff ?? rules.end.firstPlayerThrowOff) ? newThrowRound(players.map((_, i) => i), 1) : null;
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
  const onBoard = state.players[state.current]?.onBoard;
  const purpose = onBoard ? 'to bank' : 'to get on the board';
  return refuse(
    'below-threshold',
    `${formatPoints(turnTotal)} of the ${formatPoints(needed)} needed ${purpose}: ${formatPoints(needed - turnTotal)} short.`,
  );
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
  return refuse(
    'not-surpassing',
    `To bank you must beat the last turn's ${formatPoints(state.previousTurnResult)}: you have ${formatPoints(turnTotal)}.`,
  );
}

/** Why the current player may not bank now, or null when they may. */
export function bankRefusal(state: GameState): Refusal | null {
  if (state.phase !== 'turn') return refuse('not-now', 'There is no turn to bank.');
  const turn = state.turn;
  if (turn.lastDieMissed) {
    return refuse('second-chance', 'Throw the last die again: it gets a second chance, and you cannot bank in between.');
  }
  if (turn.phase === 'start' || turn.phase === 'roll') {
    if (turn.takeOver && !turn.scored) {
      return refuse(
        'must-roll-first',
        `Roll the ${diceWord(turn.diceToRoll)} and score before banking the ${formatPoints(turn.takeOver.points)} you took over.`,
      );
    }
    return refuse('must-roll-first', turn.scored ? `Roll the ${diceWord(turn.diceToRoll)} first.` : 'Roll first: a turn banks only points it has scored.');
  }
  if (turn.phase === 'hold') return refuse('must-hold-first', 'Choose the dice to hold from this roll first.');
  if (turn.cornerPending) {
    return refuse(
      'turning-the-corner',
      `All ${diceWord(state.rules.diceCount)} scored: you must roll them all again before you bank (turning the corner).`,
    );
  }
  return thresholdRefusal(state, turn.turnTotal) ?? surpassingRefusal(state, turn.turnTotal);
}

function checkPlayer(state: GameState, player: unknown): Refusal | null {
  if (typeof player === 'number' && Number.isInteger(player) && player >= 0 && player < state.players.length) return null;
  return refuse('bad-player', `There is no player ${String(player)} in this game.`);
}

/** The dice of a throw, checked; a refusal for wrong faces. */
function checkDice(dice: unknown, count: number, what: string): Refusal | null {
  if (!Array.isArray(dice)) return refuse('bad-dice', `A ${what} is a list of dice.`);
  if (dice.length !== count) {
    return refuse('wrong-dice-count', `Enter ${diceWord(count)} for this ${what}: you entered ${dice.length}.`);
  }
  for (const face of dice) {
    if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > 6) {
      return refuse('bad-dice', `A die shows ${String(face)}: a die's face is a whole number from 1 to 6.`);
    }
  }
  return null;
}

/**
 * Applies one entry to the state, changing it in place, or returns why the entry is illegal. On a
 * refusal the state may be partly changed: callers work on a copy (see `applyEntry`) or stop.
 */
export function advance(state: GameState, entry: Entry): Refusal | null {
  if (state.phase === 'finished') {
    const names = state.winners.map((w) => state.players[w]?.name ?? '').join(' and ');
    return refuse('game-over', `The game is over: ${names} won.`);
  }
  const refusal = advanceByType(state, entry);
  if (!refusal) state.entryCount += 1;
  return refusal;
}

function advanceByType(state: GameState, entry: Entry): Refusal | null {
  // Entries come from storage and files too: anything that is not one of ours is refused, never guessed at.
  if (entryShapeProblem(entry)) return refuse('bad-entry', 'This is not an entry of a Zilch game.');
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
    return refuse('not-now', state.phase === 'throw-off' ? 'Find the first player before the first turn.' : 'The tied leaders throw for the win now.');
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
  if (state.phase !== 'throw-off' || !round) return refuse('not-now', 'The throw-off for the first player is over.');
  const bad = checkPlayer(state, player);
  if (bad) return bad;
  const slot = round.contenders.indexOf(player);
  if (slot < 0) return refuse('not-now', `${state.players[player]?.name} is not in this throw-off.`);
  if (round.results[slot] !== null) return refuse('not-now', `${state.players[player]?.name} has thrown already.`);
  const n = state.rules.diceCount;
  if (typeof pips !== 'number' || !Number.isInteger(pips) || pips < n || pips > 6 * n) {
    return refuse('bad-pips', `${diceWord(n)} show between ${n} and ${6 * n} pips, not ${String(pips)}.`);
  }
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
  if (state.phase !== 'throw-off' && !beforeFirstTurn) return refuse('not-now', 'The first player is chosen before the first turn.');
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
  if (turn.phase !== 'start' || turn.startChosen) return refuse('not-now', 'The start of this turn is already chosen.');
  if (!offer) {
    return refuse('take-over-unavailable', state.turns.at(-1)?.outcome === 'zilch' ? 'After a zilch the next player starts fresh.' : 'There is no bank to take over: this turn starts fresh.');
  }
  if (takeOver !== null && (takeOver.points !== offer.points || takeOver.dice !== offer.dice)) {
    return refuse(
      'take-over-unavailable',
      `The bank to take over is ${formatPoints(offer.points)} with ${diceWord(offer.dice)}, not ${formatPoints(takeOver.points)} with ${diceWord(takeOver.dice)}.`,
    );
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
  if (!rules) return refuse('challenge-unavailable', 'These rules have no challenges.');
  const turn = state.turn;
  if (turn.phase !== 'start' && !(turn.phase === 'roll' && !turn.scored && turn.lastRoll === null && turn.setAside.length === 0)) {
    return refuse('challenge-unavailable', 'A challenge is declared before the first roll.');
  }
  if (turn.challenge) return refuse('challenge-unavailable', 'This turn is a challenge already.');
  const bad = checkPlayer(state, opponent);
  if (bad) return bad;
  if (opponent === turn.player) return refuse('challenge-unavailable', 'Challenge another player, not yourself.');
  const player = state.players[turn.player];
  if (!player) return refuse('bad-player', 'No player is up.');
  const which: 0 | 1 = player.score < rules.scoreDividing ? 0 : 1;
  if (player.challengesUsed[which]) {
    const when = which === 0 ? `below ${formatPoints(rules.scoreDividing)}` : `at ${formatPoints(rules.scoreDividing)} and above`;
    return refuse('challenge-unavailable', `${player.name} has used the challenge ${when}.`);
  }
  turn.challenge = { opponent, which };
  return null;
}

function roll(state: GameState, dice: readonly Face[]): Refusal | null {
  const turn = state.turn;
  if (turn.phase === 'hold') return refuse('must-hold-first', 'Choose the dice to hold from the last roll first.');
  if (turn.phase === 'start') {
    if (state.takeOverOffer && !turn.startChosen) {
      const offer = state.takeOverOffer;
      // The sheet's own word: build off (10-dice Zilch) or inherit (Serendipity Creak).
      const verb = state.rules.turn.startOfTurn === 'inherit' ? 'Inherit' : 'Build off';
      return refuse('choose-start', `${verb} ${formatPoints(offer.points)} with ${diceWord(offer.dice)}, or start fresh, before rolling.`);
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
  if (turn.phase !== 'hold' || !turn.lastRoll) return refuse('must-roll-first', 'Enter a roll before choosing dice to hold.');
  if (!Array.isArray(dice) || dice.length === 0) return refuse('not-a-legal-hold', 'Hold at least one scoring die.');
  const rolled = [0, 0, 0, 0, 0, 0];
  for (const face of turn.lastRoll) rolled[face - 1] = (rolled[face - 1] ?? 0) + 1;
  for (const face of dice) {
    const left = (rolled[face - 1] ?? 0) - 1;
    if (!Number.isInteger(face) || face < 1 || face > 6 || left < 0) {
      return refuse('not-a-legal-hold', `You can only hold dice from the roll: there is no ${String(face)} left in ${turn.lastRoll.join(', ')}.`);
    }
    rolled[face - 1] = left;
  }
  let points: number | null;
  try {
    points = scoreHold(state.rules, dice, state.rules.variations.pyramiding ? turn.setAside : []);
  } catch (error) {
    if (error instanceof RulesInputError) return refuse('not-a-legal-hold', error.message);
    throw error;
  }
  if (points === null) {
    return refuse('not-a-legal-hold', `${[...dice].sort().join(', ')} does not score: every held die must be part of a scoring combination.`);
  }
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
    return refuse('bad-points', `Enter the turn's points as a multiple of 50, or 0 for a zilch: ${String(points)} is not.`);
  }
  const n = state.rules.diceCount;
  if (freeDice !== undefined && (!Number.isInteger(freeDice) || freeDice < 1 || freeDice > n)) {
    return refuse('bad-dice', `Free dice are 1 to ${n}, not ${String(freeDice)}.`);
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
    return bankRefusal(state) ?? refuse('must-roll-first', 'Roll on before banking.');
  }
  if (turn.takeOver && points <= turn.takeOver.points) {
    return refuse(
      'bad-points',
      `You took over ${formatPoints(turn.takeOver.points)}: enter the whole turn total, more than ${formatPoints(turn.takeOver.points)}.`,
    );
  }
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
    // Locked points cannot be lost to the zilch (seed 000). Where a group also plays thresholds,
    // they are kept like a bank only when they meet the player's threshold.
    points = turn.locked > 0 && turn.locked >= thresholdFor(state) ? turn.locked : 0;
    deltas[turn.player] = points;
    if (points > 0) player.onBoard = true;
    // Kept locked points are the turn's result, as a bank's would be: a challenge takes them from
    // the challenged player too (RULES.md: the turn's points move). The zilch was still thrown,
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
  if (state.phase !== 'tie-break' || !round) return refuse('not-now', 'There is no tie to break.');
  const bad = checkPlayer(state, player);
  if (bad) return bad;
  const slot = round.contenders.indexOf(player);
  if (slot < 0) return refuse('not-now', `${state.players[player]?.name} is not among the tied leaders.`);
  if (round.results[slot] !== null) return refuse('not-now', `${state.players[player]?.name} has thrown already.`);
  const badDice = checkDice(dice, state.rules.diceCount, 'tie-break throw');
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
