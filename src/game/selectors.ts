/**
 * What the play screen asks of a game, in numbers: how many dice the pad takes, whether the
 * take-over choice is due, which challenge is on offer, what a hold is worth, the hold
 * pre-selected before any advice, the turn that just ended. The words for them are the UI's.
 */
import { legalHolds, presetById, RulesInputError, scoreHold, zilchChance } from '../rules/index.js';
import type { Face, Ruleset } from '../rules/index.js';
import type { Entry, GameSetup } from './entries.js';
import { replay } from './game.js';
import type { GameState, TurnRecord } from './state.js';

/** The dice set aside earlier in the cycle that count with a new hold (pyramiding only). */
export function pyramidBase(state: GameState): readonly Face[] {
  return state.rules.variations.pyramiding ? state.turn.setAside : [];
}

/** The turn waits for the player to take over the last bank or start fresh. */
export function needsStartChoice(state: GameState): boolean {
  return (
    state.phase === 'turn' && state.takeOverOffer !== null && !state.turn.startChosen && state.turn.phase === 'start'
  );
}

/**
 * How many dice the pad takes now; 0 when dice are not entered at this point (a hold to choose, a
 * take-over choice due, the game over, or `totalMode`, where the turn's points are typed).
 */
export function padCapacity(state: GameState, totalMode = false): number {
  if (state.phase === 'tie-break') return state.rules.diceCount;
  if (state.phase !== 'turn' || totalMode) return 0;
  if (state.turn.phase === 'hold' || needsStartChoice(state)) return 0;
  return state.turn.diceToRoll;
}

/** The legal hold worth the most points for the roll on the table: the pre-selection without advice. */
export function bestPointsHold(state: GameState): readonly Face[] {
  const roll = state.turn.lastRoll ?? [];
  return legalHolds(state.rules, roll, pyramidBase(state))[0]?.dice ?? [];
}

/** Selection flags for `roll` that hold the dice `hold` (each die of the hold takes the first free match). */
export function heldFlags(roll: readonly Face[], hold: readonly Face[]): boolean[] {
  const held = roll.map(() => false);
  for (const face of hold) {
    const index = roll.findIndex((f, i) => f === face && !held[i]);
    if (index >= 0) held[index] = true;
  }
  return held;
}

/** A challenge the player up may call now. */
export interface ChallengeOffer {
  /** 0: the first challenge (below the dividing score), 1: the second. */
  readonly which: 0 | 1;
  readonly scoreDividing: number;
  /** What the challenged player loses on the challenger's zilch, by `which`. */
  readonly penalty: number;
  readonly opponents: readonly { readonly seat: number; readonly name: string; readonly score: number }[];
}

/**
 * The challenge on offer: only with the rules' challenges, before the turn's first roll (no dice
 * being tapped in: `rolling`), once per player below the dividing score and once at or above it.
 */
export function challengeOffer(state: GameState, rolling = false): ChallengeOffer | null {
  const rules = state.rules.variations.challenges;
  const turn = state.turn;
  if (state.phase !== 'turn' || !rules || turn.challenge || rolling) return null;
  const beforeFirstRoll =
    turn.phase === 'start' ||
    (turn.phase === 'roll' && !turn.scored && turn.lastRoll === null && turn.setAside.length === 0);
  if (!beforeFirstRoll) return null;
  const player = state.players[turn.player];
  if (!player) return null;
  const which: 0 | 1 = player.score < rules.scoreDividing ? 0 : 1;
  if (player.challengesUsed[which]) return null;
  const opponents = state.players.flatMap((other, seat) =>
    seat === turn.player ? [] : [{ seat, name: other.name, score: other.score }],
  );
  return { which, scoreDividing: rules.scoreDividing, penalty: rules.zilchPenalties[which], opponents };
}

/**
 * Whether `now` still waits for the roll `before` was waiting for: the same player's same turn (no
 * turn ended in between), or in a tie-break the same contender's throw of the same round.
 */
export function sameRollToEnter(before: GameState, now: GameState): boolean {
  if (now.phase !== before.phase || now.current !== before.current) return false;
  if (now.phase === 'tie-break') return now.tieBreak?.round === before.tieBreak?.round;
  return now.phase === 'turn' && now.turns.length === before.turns.length;
}

/** How many dice the next roll takes with the dice `selected` held (0 when the selection is not a legal hold). */
export function diceAfterHold(state: GameState, selected: readonly Face[], legal: boolean): number {
  const turn = state.turn;
  if (turn.phase !== 'hold') return turn.diceToRoll;
  if (!legal) return 0;
  return selected.length === turn.diceToRoll ? state.rules.diceCount : turn.diceToRoll - selected.length;
}

/** The dice of a zilch tapped in on the dice pad, and the turn total it cost (replays the log up to it). */
export function zilchLoss(
  state: GameState,
  entries: readonly Entry[],
  record: TurnRecord,
): { readonly dice: readonly Face[]; readonly lost: number } | null {
  if (record.outcome !== 'zilch' || record.mode !== 'dice') return null;
  const last = entries[record.endEntry - 1];
  const before = replay(state.setup, entries.slice(0, record.endEntry - 1));
  return { dice: last?.type === 'roll' ? last.dice : [], lost: before.turn.turnTotal - record.points };
}

/** Who starts a rematch: the player after the one who started this game, or the one who came last. */
export type RematchStart = 'next' | 'last-place';

/**
 * A new game with the same players and rules, the seats turned so that `start` begins and the
 * order round the table stays; no throw-off (the table has its order).
 */
export function rematchSetup(state: GameState, start: RematchStart): GameSetup {
  const count = state.players.length;
  return {
    rules: state.rules,
    players: state.players.map((_player, i) => state.players[(rematchFirst(state, start) + i) % count]?.name ?? ''),
    throwOff: false,
  };
}

/** The seat that starts a rematch: for last place, the lowest score, the first of equals in turn order. */
export function rematchFirst(state: GameState, start: RematchStart): number {
  const count = state.players.length;
  const next = (state.firstPlayer + 1) % count;
  if (start === 'next') return next;
  const lowest = Math.min(...state.players.map((player) => player.score));
  const order = state.players.map((_player, i) => (state.firstPlayer + i) % count);
  return order.find((seat) => state.players[seat]?.score === lowest) ?? next;
}

/** A moment the table should feel at once (a buzz, a sound): the game won, a bank, a zilch, hot dice. */
export type TableMoment = 'win' | 'bank' | 'zilch' | 'hot-dice';

/** What a step from `before` to `after` was for the table, or null for an ordinary one. */
export function tableMoment(before: GameState, after: GameState): TableMoment | null {
  if (after.phase === 'finished' && before.phase !== 'finished') return 'win';
  const ended = after.turns.length > before.turns.length ? after.turns.at(-1) : undefined;
  if (ended) return ended.outcome;
  if (
    after.phase === 'turn' &&
    after.turn.hotDice &&
    after.turn.phase === 'decide' &&
    !(before.turn.hotDice && before.turn.phase === 'decide')
  )
    return 'hot-dice';
  return null;
}

/** What holding a selection of the last roll is worth. */
export interface HoldValue {
  /** It is a hold the rules allow: every die of it scores. */
  readonly legal: boolean;
  /** Its points (0 when it is not legal). */
  readonly points: number;
  /** The dice of it that no scoring combination within it can use, sorted (empty when it is legal). */
  readonly nonScoring: readonly Face[];
}

/** What holding `selection` from the last roll is worth on `state`, or which of its dice do not score. */
export function holdValue(state: GameState, selection: readonly Face[]): HoldValue {
  if (selection.length === 0) return { legal: false, points: 0, nonScoring: [] };
  let points: number | null = null;
  try {
    points = scoreHold(state.rules, selection, pyramidBase(state));
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
  }
  if (points !== null) return { legal: true, points, nonScoring: [] };
  let best: readonly Face[] = [];
  try {
    for (const hold of legalHolds(state.rules, selection, pyramidBase(state))) {
      if (hold.dice.length > best.length) best = hold.dice;
    }
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
  }
  const rest = [...selection].sort((a, b) => a - b);
  for (const face of best) rest.splice(rest.indexOf(face), 1);
  return { legal: false, points: 0, nonScoring: rest };
}

/** The hold worth the most points of a roll on `state` (pyramiding counted), or null when it zilches. */
export function bestHoldOfRoll(
  state: GameState,
  dice: readonly Face[],
): { readonly dice: readonly Face[]; readonly points: number } | null {
  return legalHolds(state.rules, dice, pyramidBase(state))[0] ?? null;
}

/** A tie-break throw's points: its best hold, as the game flow scores it (0 for a throw that scores nothing). */
export function tieThrowPoints(state: GameState, dice: readonly Face[]): number {
  return legalHolds(state.rules, dice)[0]?.points ?? 0;
}

/** The chance (0 to 1) that a throw of `dice` dice scores nothing under these rules. */
export function chanceToZilch(rules: Ruleset, dice: number): number {
  return zilchChance(rules, dice);
}

/** The turn that ended with the last entry, or null when the last entry did not end a turn. */
export function justEndedTurn(state: GameState): TurnRecord | null {
  const last = state.turns.at(-1);
  return last && last.endEntry === state.entryCount ? last : null;
}

/** The preset these rules are, as the app ships it (same id and name), or null: house rules, or a preset changed. */
export function shippedPreset(rules: Pick<Ruleset, 'id' | 'name'>): Ruleset | null {
  const preset = presetById(rules.id);
  return preset && preset.name === rules.name ? preset : null;
}
