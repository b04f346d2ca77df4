/**
 * The steps of a turn: how it starts (fresh or taking over), a challenge declared, a roll, a hold,
 * and a turn's total entered at once.
 */
import { isZilch, RulesInputError, scoreHold } from '../rules/index.js';
import type { Face } from '../rules/index.js';
import { bankRefusal, surpassingRefusal, thresholdRefusal } from './banking.js';
import { endTurn } from './end-of-turn.js';
import { checkDice, checkPlayer, shown } from './entry-checks.js';
import type { GameState, Refusal } from './state.js';

export function startTurn(state: GameState, takeOver: { points: number; dice: number } | null): Refusal | null {
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

export function declareChallenge(state: GameState, opponent: number): Refusal | null {
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

export function roll(state: GameState, dice: readonly Face[]): Refusal | null {
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

export function hold(state: GameState, dice: readonly Face[]): Refusal | null {
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

export function enterTotal(state: GameState, points: number, freeDice: number | undefined): Refusal | null {
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
