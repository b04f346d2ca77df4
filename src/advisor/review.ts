/**
 * The decision review of a game: what each choice made in dice mode cost against the advisor's
 * best, and how lucky each throw was, in expected points of the turn. Definitions: docs/review.md.
 */
import {
  advance,
  cloneState,
  CorruptLogError,
  initialState,
  needsStartChoice,
  pyramidBase,
  setupProblem,
} from '../game/index.js';
import type { Entry, GameSetup, GameState, TurnRecord } from '../game/index.js';
import type { Face, Ruleset } from '../rules/index.js';
import { adviceQuality, adviseBankOrRoll, adviseHolds, expectedTurnScore } from './index.js';
import type { HoldAdvice } from './index.js';
import { situationOf } from './situation.js';

import { REVIEW_VERSION } from './review-version.js';

export { REVIEW_VERSION };

export type ReviewChoice =
  | { readonly kind: 'hold'; readonly dice: readonly Face[]; readonly points: number }
  | { readonly kind: 'bank'; readonly points: number }
  | { readonly kind: 'roll'; readonly dice: number }
  | { readonly kind: 'take-over'; readonly points: number; readonly dice: number }
  | { readonly kind: 'fresh' };

export interface ReviewedDecision {
  /** TurnRecord.index (for a turn still open, the index it will have). */
  readonly turn: number;
  readonly player: number;
  readonly round: number;
  /** Index in the log of the entry that made the choice. */
  readonly entry: number;
  readonly kind: 'hold' | 'bank-or-roll' | 'take-over';
  readonly choice: ReviewChoice;
  /** The advisor's best; the choice itself when it was as good. */
  readonly bestChoice: ReviewChoice;
  /** Expected points of the turn after the choice made, playing optimally after it. */
  readonly chosen: number;
  readonly best: number;
  /** best − chosen, never below 0. */
  readonly lost: number;
}

export interface PlayerReview {
  readonly seat: number;
  /** Finished dice-mode turns reviewed. */
  readonly turns: number;
  /** Decisions with more than one option. */
  readonly decisions: number;
  /** The sum of `lost`. */
  readonly givenAway: number;
  /** The sum over throws of the value after the throw less the value before it. */
  readonly luck: number;
  /** What the reviewed turns ended with, as the advisor counts it (a challenge's zilch penalty as minus). */
  readonly banked: number;
  /** The sum of the optimal expected points at each reviewed turn's start. */
  readonly expected: number;
}

export interface GameReview {
  readonly version: number;
  /** False when the advice for these rules is an estimate (adviceQuality). */
  readonly exact: boolean;
  /** By seat. */
  readonly players: readonly PlayerReview[];
  /** Every decision with more than one option, in log order. */
  readonly decisions: readonly ReviewedDecision[];
  /** Turns whose points were typed (total mode): no dice to review. */
  readonly turnsSkipped: number;
}

/** A turn being reviewed: its sums are the player's only once it ends in dice mode. */
interface OpenTurn {
  /** The state at the turn's start. */
  readonly start: GameState;
  readonly index: number;
  /** What declaring a challenge changed in the turn's value (its zilch penalty). */
  shift: number;
  lost: number;
  luck: number;
  readonly decisions: ReviewedDecision[];
  /** The advice for the throw on the table, from the throw to its hold. */
  holds: HoldAdvice[] | null;
  /** A zilch's result as the advisor counts it: the points kept less a challenge's penalty. */
  zilchResult: number;
}

const holdKey = (dice: readonly Face[]): string => [...dice].sort((a, b) => a - b).join('');

/** Every hold of the throw on the table, best first. */
function holdsOnTable(rules: Ruleset, state: GameState): HoldAdvice[] {
  return adviseHolds(rules, situationOf(state), state.turn.lastRoll ?? [], pyramidBase(state));
}

/** The turn's expected points at a state of it, playing optimally from there. */
function turnValue(rules: Ruleset, state: GameState): number {
  const situation = situationOf(state);
  const offer = state.takeOverOffer;
  if (needsStartChoice(state) && offer) return Math.max(...startValues(rules, state, offer));
  if (state.turn.phase === 'hold') return holdsOnTable(rules, state)[0]?.expected ?? 0;
  return expectedTurnScore(rules, situation);
}

/** [taking the offer over, starting fresh], a challenge's penalty counted (adviseTakeOver has none). */
function startValues(
  rules: Ruleset,
  state: GameState,
  offer: { readonly points: number; readonly dice: number },
): [number, number] {
  const situation = situationOf(state);
  const takeOver = expectedTurnScore(rules, {
    ...situation,
    turnTotal: offer.points,
    diceToRoll: offer.dice,
    mustRoll: true,
  });
  return [takeOver, expectedTurnScore(rules, situation)];
}

function decide(
  turn: OpenTurn,
  entry: number,
  kind: ReviewedDecision['kind'],
  choice: ReviewChoice,
  chosen: number,
  bestChoice: ReviewChoice,
  best: number,
): void {
  const lost = Math.max(0, best - chosen);
  turn.lost += lost;
  turn.decisions.push({
    turn: turn.index,
    player: turn.start.turn.player,
    round: turn.start.round,
    entry,
    kind,
    choice,
    bestChoice: chosen >= best ? choice : bestChoice,
    chosen,
    best,
    lost,
  });
}

/** Reviews one entry of a turn: `before` and `after` are the states either side of it. */
function reviewEntry(
  rules: Ruleset,
  turn: OpenTurn,
  entry: Entry,
  index: number,
  before: GameState,
  after: GameState,
  ended: boolean,
): void {
  switch (entry.type) {
    case 'start': {
      const offer = before.takeOverOffer;
      if (!offer) return;
      const [takeOver, fresh] = startValues(rules, before, offer);
      const takeOverChoice: ReviewChoice = { kind: 'take-over', points: offer.points, dice: offer.dice };
      const freshChoice: ReviewChoice = { kind: 'fresh' };
      const best = takeOver > fresh ? takeOverChoice : freshChoice;
      if (entry.takeOver) decide(turn, index, 'take-over', takeOverChoice, takeOver, best, Math.max(takeOver, fresh));
      else decide(turn, index, 'take-over', freshChoice, fresh, best, Math.max(takeOver, fresh));
      return;
    }
    case 'challenge':
      turn.shift += turnValue(rules, after) - turnValue(rules, before);
      return;
    case 'roll': {
      const situation = situationOf(before);
      let rollValue: number;
      if (before.turn.phase === 'decide') {
        const advice = adviseBankOrRoll(rules, situation);
        rollValue = advice.roll;
        if (advice.bank !== null) {
          const bank: ReviewChoice = { kind: 'bank', points: advice.bank };
          const roll: ReviewChoice = { kind: 'roll', dice: before.turn.diceToRoll };
          decide(
            turn,
            index,
            'bank-or-roll',
            roll,
            advice.roll,
            advice.best === 'bank' ? bank : roll,
            Math.max(advice.bank, advice.roll),
          );
        }
      } else {
        rollValue = expectedTurnScore(rules, situation);
      }
      let afterValue: number;
      if (ended) {
        afterValue = turn.zilchResult = (after.turns.at(-1)?.points ?? 0) - (situation.zilchPenalty ?? 0);
      } else if (after.turn.phase === 'hold') {
        turn.holds = holdsOnTable(rules, after);
        afterValue = turn.holds[0]?.expected ?? 0;
      } else {
        // The last die missed and gets its second throw.
        afterValue = turnValue(rules, after);
      }
      turn.luck += afterValue - rollValue;
      return;
    }
    case 'hold': {
      const holds = turn.holds ?? holdsOnTable(rules, before);
      turn.holds = null;
      const key = holdKey(entry.dice);
      const taken = holds.find((hold) => holdKey(hold.dice) === key);
      const best = holds[0];
      if (!taken || !best || holds.length < 2) return;
      const choice: ReviewChoice = { kind: 'hold', dice: taken.dice, points: taken.points };
      decide(
        turn,
        index,
        'hold',
        choice,
        taken.expected,
        { kind: 'hold', dice: best.dice, points: best.points },
        best.expected,
      );
      return;
    }
    case 'bank': {
      const advice = adviseBankOrRoll(rules, situationOf(before));
      const points = before.turn.turnTotal;
      const bank: ReviewChoice = { kind: 'bank', points };
      const roll: ReviewChoice = { kind: 'roll', dice: before.turn.diceToRoll };
      decide(
        turn,
        index,
        'bank-or-roll',
        bank,
        points,
        advice.roll > points ? roll : bank,
        Math.max(points, advice.roll),
      );
      return;
    }
    default:
      // A typed total ends the turn in total mode (skipped whole); the rest are not turns' entries.
      return;
  }
}

interface PlayerSums {
  seat: number;
  turns: number;
  decisions: number;
  givenAway: number;
  luck: number;
  banked: number;
  expected: number;
}

/** What the turn's decisions and throws add to its player (the turn's own result only once it ended). */
function addTurn(rules: Ruleset, sums: PlayerSums, turn: OpenTurn, record: TurnRecord | null): void {
  sums.decisions += turn.decisions.length;
  sums.givenAway += turn.lost;
  sums.luck += turn.luck;
  if (!record) return;
  sums.turns += 1;
  sums.banked += record.outcome === 'zilch' ? turn.zilchResult : record.points;
  sums.expected += turnValue(rules, turn.start) + turn.shift;
}

/**
 * Reviews a game from its log, replayed once. Throws CorruptLogError, as `replay` does, when the
 * setup or an entry is not legal.
 */
export function reviewGame(setup: GameSetup, entries: readonly Entry[]): GameReview {
  const problem = setupProblem(setup);
  if (problem) throw new CorruptLogError(0, { code: 'bad-setup', problem });
  const rules = setup.rules;
  const players: PlayerSums[] = setup.players.map((_name, seat) => ({
    seat,
    turns: 0,
    decisions: 0,
    givenAway: 0,
    luck: 0,
    banked: 0,
    expected: 0,
  }));
  const decisions: ReviewedDecision[] = [];
  let turnsSkipped = 0;
  let state = initialState(setup);
  let open: OpenTurn | null = null;
  const close = (turn: OpenTurn, record: TurnRecord | null) => {
    const sums = players[turn.start.turn.player];
    if (!sums) return;
    addTurn(rules, sums, turn, record);
    decisions.push(...turn.decisions);
  };

  for (const [index, entry] of entries.entries()) {
    const before = state;
    state = cloneState(before);
    const refusal = advance(state, entry);
    if (refusal) throw new CorruptLogError(index, refusal);
    // Throw-offs, the first player picked and tie-break throws are no turn's.
    if (before.phase !== 'turn' || entry.type === 'first-player') continue;
    open ??= {
      start: before,
      index: before.turns.length,
      shift: 0,
      lost: 0,
      luck: 0,
      decisions: [],
      holds: null,
      zilchResult: 0,
    };
    const record = state.turns.length > before.turns.length ? (state.turns.at(-1) ?? null) : null;
    if (entry.type !== 'total') reviewEntry(rules, open, entry, index, before, state, record !== null);
    if (!record) continue;
    if (record.mode === 'total') turnsSkipped += 1;
    else close(open, record);
    open = null;
  }
  // A game in progress: its open turn's decisions and throws count, its result is not known yet.
  if (open) close(open, null);

  return {
    version: REVIEW_VERSION,
    exact: adviceQuality(rules).exact,
    players: players.map((sums) => ({ ...sums })),
    decisions,
    turnsSkipped,
  };
}
