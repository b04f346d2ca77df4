/**
 * The play screen as plain data: who is up, the status lines, the standings, the pad or the holds,
 * which actions are offered and which is advised, and the refusals next to each part. `playView`
 * works it out from a `PlayInput` (the game as drawn, the dice being tapped in, the hold selected,
 * the refusal, the advice answers) with no DOM, so Node tests read it, and any source of the same input (this phone's session, or another phone's) draws the
 * same game. The page renders it, beside what belongs to this device alone: the switches, and the
 * storage's own banners (a write that failed, "Saving…").
 */
import { msg, str } from '@lit/localize';
import {
  challengeOffer,
  diceAfterHold,
  holdValue,
  justEndedTurn,
  needsStartChoice,
  standings,
} from '../../../game/index.js';
import type { ChallengeOffer, Entry, GameState, Standing } from '../../../game/index.js';
import type { Face, StartOfTurn } from '../../../rules/index.js';
import type { HoldAdvice } from '../../../advisor/index.js';
import type { TurnAction } from '../../app/events.js';
import type { Advice } from '../../controllers/advice-controller.js';
import { advisedAction, decisionLine, holdLine, holdStepLine, startLine } from '../../text/advice-text.js';
import { diceWord, formatPoints } from '../../text/format.js';
import { turnBanners } from '../../text/banner-text.js';
import type { BannerText } from '../../text/banner-text.js';
import { challengeLabel, needLine } from '../../text/status-text.js';
import type { Near } from './pending-taps.js';

/** A refusal and the part of the screen it is shown next to. */
export interface ShownRefusal {
  readonly near: Near;
  readonly message: string;
}

/** What the pad shows: its heading, the dice on it and how many it takes. */
export interface PadView {
  readonly heading: string;
  readonly dice: readonly Face[];
  readonly capacity: number;
}

/** A full roll on the pad that is not stored nor being written; `again` when its write failed. */
export interface UnsentRoll {
  readonly dice: readonly Face[];
  readonly again: boolean;
}

/** Everything the play screen is drawn from: plain data, the same whichever phone produced it. */
export interface PlayInput {
  /** The game as drawn: the stored game, with a roll being written drawn ahead. */
  readonly state: GameState;
  /** The stored entries in force (the banner of the turn just ended reads its dice). */
  readonly entries: readonly Entry[];
  /** Whether an undone tap can be redone. */
  readonly canRedo: boolean;
  /** The turn is typed as a total, not tapped in die by die. */
  readonly totalMode: boolean;
  /** Which dice of the last roll are selected to hold, by position. */
  readonly held: readonly boolean[];
  /** The dice Bank holds in the hold step. */
  readonly bankDice: readonly Face[];
  /** How many dice are on the pad being tapped in (a challenge is offered only before the first). */
  readonly tapped: number;
  readonly pad: PadView;
  readonly unsent: UnsentRoll | null;
  readonly refusal: ShownRefusal | null;
  /** What the advisor says about `state` (null: off, or not asked here; no answer yet: only its note). */
  readonly advice: Advice | null;
  /** Why "Play again" failed ('' when it did not; null while the new game is being made). */
  readonly rematchProblem: string | null;
}

export interface StatusView {
  readonly players: GameState['players'];
  readonly standings: readonly Standing[];
  readonly current: number;
  /** The turn's total, the selected hold counted. */
  readonly turnTotal: number;
  readonly diceToRoll: number;
  readonly round: number;
  readonly need: string;
  readonly needMet: boolean;
  /** Whether the standings say who is on the board (an opening minimum). */
  readonly boardStatus: boolean;
  readonly kept: readonly Face[];
}

export interface TieBreakView {
  readonly contenders: readonly { readonly name: string; readonly result: number | null }[];
  /** Which contender throws now. */
  readonly current: number;
  readonly score: number;
  readonly round: number;
  readonly diceCount: number;
}

export interface ChallengeView {
  readonly opponents: ChallengeOffer['opponents'];
  readonly which: string;
  readonly penalty: number;
  readonly refusal: string;
}

export interface TakeOverView {
  readonly points: number;
  readonly dice: number;
  readonly word: Exclude<StartOfTurn, 'fresh'>;
  readonly advised: 'take-over' | 'fresh' | '';
  readonly banker: string;
  readonly refusal: string;
  readonly advice: string;
}

export interface TotalView {
  readonly freeDiceMax: number;
  readonly hint: string;
  readonly refusal: string;
}

/** The hold card: parked (kept in the page, hidden) outside the hold step. */
export interface HoldView {
  readonly parked: boolean;
  readonly held: readonly boolean[];
  readonly ranked: readonly HoldAdvice[] | null;
  readonly advice: string;
  readonly refusal: string;
}

export interface PadCardView extends PadView {
  readonly parked: boolean;
  readonly unsent: UnsentRoll | null;
  readonly refusal: string;
}

export interface ActionsView {
  /** In a turn's dice steps: the bar sticks to the bottom and holds the screen's primary action. */
  readonly inTurn: boolean;
  readonly rollAgain: boolean;
  readonly bank: boolean;
  readonly redo: boolean;
  /** Undo stands out after a zilch: a die tapped wrong is the usual reason for one. */
  readonly undoEmphasis: boolean;
  readonly hint: string;
  readonly advice: string;
  readonly advised: 'bank' | 'roll-again' | null;
  readonly refusal: { readonly action: TurnAction; readonly message: string } | null;
}

export interface PlayView {
  readonly state: GameState;
  /** The stored entries in force (the banner of the turn just ended reads its dice). */
  readonly entries: readonly Entry[];
  readonly totalMode: boolean;
  readonly phase: GameState['phase'];
  /** The banner of the turn that just ended is shown (over the status, the tie-break or the end). */
  readonly endedTurn: boolean;
  /** A refusal over the whole page (another tab overtook a write). */
  readonly pageRefusal: string;
  readonly throwOffRefusal: string;
  readonly status: StatusView | null;
  readonly banners: readonly BannerText[];
  readonly tieBreak: TieBreakView | null;
  readonly challenge: ChallengeView | null;
  readonly takeOver: TakeOverView | null;
  readonly total: TotalView | null;
  readonly hold: HoldView | null;
  readonly pad: PadCardView | null;
  /** The switches of a turn, or (a tie-break, the end) only the rules. */
  readonly toolbar: 'switches' | 'rules' | null;
  readonly actions: ActionsView;
  readonly rematchProblem: string;
}

const refusalNear = (input: PlayInput, near: Near) => (input.refusal?.near === near ? input.refusal.message : '');

/** The dice of the last roll selected to hold. */
export function selectedDice(state: GameState, held: readonly boolean[]): Face[] {
  return (state.turn.lastRoll ?? []).filter((_face, index) => held[index] === true);
}

/** Whether the screen shows advice on `state`: the take-over choice, the hold, the decision. */
export function showsAdvice(state: GameState): boolean {
  if (state.phase !== 'turn') return false;
  return needsStartChoice(state) || state.turn.phase === 'hold' || state.turn.phase === 'decide';
}

/** The play screen for `input`. */
export function playView(input: PlayInput): PlayView {
  const { state } = input;
  const turn = state.phase === 'turn';
  const choosing = turn && needsStartChoice(state);
  const cards = turn && !choosing && !input.totalMode;
  const holding = cards && state.turn.phase === 'hold';
  return {
    state,
    entries: input.entries,
    totalMode: input.totalMode,
    phase: state.phase,
    endedTurn: state.phase !== 'throw-off' && justEndedTurn(state) !== null,
    pageRefusal: refusalNear(input, 'page'),
    throwOffRefusal: state.phase === 'throw-off' ? refusalNear(input, 'throw-off') : '',
    status: turn ? statusView(input) : null,
    banners: turn ? turnBanners(state) : [],
    tieBreak: state.phase === 'tie-break' ? tieBreakView(state) : null,
    challenge: turn ? challengeView(input) : null,
    takeOver: choosing ? takeOverView(input) : null,
    total: turn && input.totalMode ? totalView(input) : null,
    hold: cards
      ? {
          parked: !holding,
          held: input.held,
          ranked: holding ? (input.advice?.holds ?? null) : null,
          advice: holding ? holdLine(state, input.advice) : '',
          refusal: refusalNear(input, 'hold'),
        }
      : null,
    pad:
      cards || state.phase === 'tie-break'
        ? { ...input.pad, parked: holding, unsent: input.unsent, refusal: refusalNear(input, 'pad') }
        : null,
    toolbar: turn ? 'switches' : state.phase === 'throw-off' ? null : 'rules',
    actions: actionsView(input),
    rematchProblem: state.phase === 'finished' ? (input.rematchProblem ?? '') : '',
  };
}

function statusView(input: PlayInput): StatusView {
  const { state } = input;
  const turn = state.turn;
  // While dice are chosen, the turn's one total counts the selection (the hold card says what it is worth).
  const selected = turn.phase === 'hold' && !input.totalMode ? selectedDice(state, input.held) : null;
  const value = selected ? holdValue(state, selected) : null;
  const diceToRoll = selected && value?.legal ? diceAfterHold(state, selected, true) : turn.diceToRoll;
  const turnTotal = turn.turnTotal + (value?.points ?? 0);
  const need = needLine(state, turnTotal);
  return {
    players: state.players,
    standings: standings(state),
    current: state.current,
    turnTotal,
    diceToRoll,
    round: state.round,
    need: need.text,
    needMet: need.met,
    boardStatus: state.rules.turn.openingMinimum > 0,
    kept: turn.setAside,
  };
}

function tieBreakView(state: GameState): TieBreakView {
  const tie = state.tieBreak;
  return {
    contenders: (tie?.contenders ?? []).map((seat, index) => ({
      name: state.players[seat]?.name ?? '',
      result: tie?.results[index] ?? null,
    })),
    current: tie ? tie.contenders.indexOf(state.current) : 0,
    score: state.players[state.current]?.score ?? 0,
    round: tie?.round ?? 1,
    diceCount: state.rules.diceCount,
  };
}

function challengeView(input: PlayInput): ChallengeView | null {
  const { state } = input;
  const offer = challengeOffer(state, input.tapped > 0);
  const player = state.players[state.turn.player];
  if (!offer || !player) return null;
  return {
    opponents: offer.opponents,
    which: challengeLabel(player.name, offer),
    penalty: offer.penalty,
    refusal: refusalNear(input, 'challenge'),
  };
}

function takeOverView(input: PlayInput): TakeOverView {
  const { state, advice } = input;
  const offer = state.takeOverOffer;
  const last = state.turns.at(-1);
  return {
    points: offer?.points ?? 0,
    dice: offer?.dice ?? 0,
    word: state.rules.turn.startOfTurn === 'inherit' ? 'inherit' : 'build-off',
    advised: advice?.takeOver?.best ?? '',
    banker: last ? (state.players[last.player]?.name ?? '') : '',
    refusal: refusalNear(input, 'start'),
    advice: startLine(state, advice),
  };
}

function totalView(input: PlayInput): TotalView {
  const { state } = input;
  const takenOver = state.turn.takeOver ? formatPoints(state.turn.takeOver.points) : '';
  return {
    freeDiceMax: state.rules.turn.startOfTurn === 'fresh' ? 0 : state.rules.diceCount,
    hint: takenOver ? msg(str`${takenOver} taken over: type the whole turn total.`) : '',
    refusal: refusalNear(input, 'total'),
  };
}

function actionsView(input: PlayInput): ActionsView {
  const { state } = input;
  const turn = state.turn;
  const inTurn = state.phase === 'turn' && !input.totalMode && !needsStartChoice(state);
  const selected = selectedDice(state, input.held);
  const diceNext = diceAfterHold(state, selected, turn.phase !== 'hold' || holdValue(state, selected).legal);
  const near = input.refusal?.near;
  const refusal =
    input.refusal && (near === 'bank' || near === 'roll-again' || near === 'undo' || near === 'redo')
      ? { action: near, message: input.refusal.message }
      : null;
  const rollAgain = inTurn && (turn.phase === 'hold' || turn.phase === 'decide');
  // Before the turn's first roll (or a roll after Roll again) Bank could only refuse: it is not
  // there to be tapped by mistake. After a take-over it stays, and says what banking waits for.
  const nothingToBank = (turn.phase === 'start' || turn.phase === 'roll') && !turn.takeOver;
  let hint =
    inTurn && !rollAgain && turn.phase !== 'hold' ? msg(str`Roll ${diceWord(turn.diceToRoll)}, then tap them in.`) : '';
  if (hint && input.unsent) hint = msg('This roll is on the pad but not saved yet.');
  let advice = '';
  let advised: ActionsView['advised'] = null;
  if (rollAgain) {
    const bankDice = turn.phase === 'hold' ? input.bankDice : [];
    advice =
      turn.phase === 'hold'
        ? holdStepLine(state, diceNext, input.advice, selected, bankDice)
        : decisionLine(state, diceNext, input.advice);
    advised = advisedAction(state, input.advice, selected, bankDice);
  }
  return {
    inTurn,
    rollAgain,
    bank: inTurn && !nothingToBank,
    redo: input.canRedo,
    undoEmphasis: state.phase === 'turn' && justEndedTurn(state)?.outcome === 'zilch',
    hint,
    advice,
    advised,
    refusal,
  };
}
