import type { ChallengeState, GameState, TakeOver, TurnRecord } from '../game/index.js';
import { isolatedName, shownName } from './names.js';

/**
 * The score sheet as a table model, derived from a replayed game: pure (no DOM), so the page, the
 * CSV export and the tests read the same rows.
 *
 * Decisions where the paper sheet is silent:
 * - Columns run in playing order from the first player (not seat order): a row then reads left to
 *   right in the order the turns were played, which is how a round is written on paper.
 * - A challenge moves points between two players. The challenged player's cell of the same round
 *   gets an extra line (−650 by Ana) placed before or after their own turn as it happened, with the
 *   running total after it, so every running total on the sheet is what the player had at that
 *   moment.
 * - "On the board" is marked only where the rules have an opening minimum; without one it says
 *   nothing.
 *
 * The sheet speaks in codes, numbers and names: the UI words it (src/ui/text/sheet-text.ts). Names
 * meant for a sentence are isolated already (see isolatedName), each on its own, so the UI may list
 * them in its language's way.
 */

/** What a turn line carries besides its result, in the order the marks are shown. */
export type SheetMark =
  /** This turn got the player on the board (rules with an opening minimum). */
  | { readonly kind: 'on-board' }
  /** The player took over another player's bank. */
  | { readonly kind: 'take-over'; readonly points: number; readonly dice: number }
  /** A challenge turn against `opponent` (a name). */
  | { readonly kind: 'challenge'; readonly opponent: string; readonly which: 0 | 1 }
  /** This turn met the target and started the final round (or, first to reach, won the game). */
  | { readonly kind: 'reached-target'; readonly target: number; readonly targetMode: 'reach' | 'more-than' }
  /** A zilch-streak penalty was part of this turn's result. */
  | { readonly kind: 'streak-penalty'; readonly points: number }
  /** A turn of the final round. */
  | { readonly kind: 'final-turn' };

/** One finished turn in its player's cell. */
export interface SheetTurnLine {
  readonly kind: 'turn';
  /** 0-based index into `state.turns` (what a correction needs). */
  readonly turnIndex: number;
  /** 1-based, as players count turns. */
  readonly turnNumber: number;
  readonly outcome: 'bank' | 'zilch';
  /** Banked points, or on a zilch the locked points kept (0 usually). */
  readonly points: number;
  /** Points lost on a zilch (a challenge's penalty, a zilch-streak penalty). */
  readonly penalty: number;
  /** The change to the player's own score: points − penalty. */
  readonly change: number;
  /** The player's score after the turn. */
  readonly total: number;
  readonly marks: readonly SheetMark[];
  /** The turn was entered as a total (a correction, or total mode), not die by die. */
  readonly mode: 'dice' | 'total';
}

/** Another player's turn changed this player's score (a challenge banked against them). */
export interface SheetAdjustment {
  readonly kind: 'adjustment';
  readonly turnIndex: number;
  /** Who played the turn. */
  readonly by: string;
  readonly change: number;
  /** This player's score after it. */
  readonly total: number;
}

export type SheetLine = SheetTurnLine | SheetAdjustment;

export interface SheetCell {
  /** The player's seat (index into `state.players`). */
  readonly seat: number;
  readonly round: number;
  /** What happened to this player in this round, in order. */
  readonly lines: readonly SheetLine[];
  /** Set on the cell of the player who is up in an unfinished game. */
  readonly current: { readonly turnTotal: number } | null;
}

export interface SheetRow {
  /** 1-based. */
  readonly round: number;
  /** In column order. */
  readonly cells: readonly SheetCell[];
  /** A turn of the final round is in this row. */
  readonly finalRound: boolean;
}

export interface SheetColumn {
  readonly seat: number;
  readonly name: string;
  /** The score now. */
  readonly score: number;
  readonly onBoard: boolean;
  readonly winner: boolean;
}

/**
 * How the game stands, in one line: who won ("Ben wins with 15,450", "Ana and Ben share the win
 * with 10,000"), who throws for the win ("Tied at 15,050: Ana and Ben throw for the win"), the
 * throw for the first player, or who is up ("Round 4: Ana is up", "Final round (Ana reached
 * 10,200): Cy is up"). Names are isolated for a sentence (see isolatedName).
 */
export type SheetOutcome =
  | { readonly code: 'wins'; readonly winner: string; readonly score: number }
  | { readonly code: 'share'; readonly winners: readonly string[]; readonly score: number }
  | { readonly code: 'tie-break'; readonly contenders: readonly string[]; readonly score: number }
  | { readonly code: 'throw-off' }
  | { readonly code: 'round'; readonly round: number; readonly up: string }
  | { readonly code: 'final-round'; readonly by: string; readonly reached: number; readonly up: string };

/**
 * The tie-break when tied leaders threw for the win: the throws so far while they throw ("Tie-break
 * throws so far: Ana 50 (5, 2, 3, 4, 6, 6)"), or once decided the tie and the throws that decided
 * it ("Ana and Ben tied at 15,050; the tie-break throw decided it: Ana 0 (2, 3, 4, 6, 6, 2), Ben
 * 1,000 (1, 1, 1, 2, 3, 4)"). `leaders`' names are isolated for a sentence.
 */
export type SheetTieBreak =
  | { readonly code: 'so-far'; readonly throws: readonly SheetTieThrow[] }
  | {
      readonly code: 'decided';
      readonly leaders: readonly string[];
      readonly score: number;
      readonly throws: readonly SheetTieThrow[];
    };

export interface ScoreSheet {
  /** Playing order from the first player. */
  readonly columns: readonly SheetColumn[];
  readonly rows: readonly SheetRow[];
  /** How the game stands. */
  readonly outcome: SheetOutcome;
  readonly finished: boolean;
  /** Whether "on the board" means anything under these rules. */
  readonly hasOpeningMinimum: boolean;
  /** The tie-break, when tied leaders threw (or throw) for the win; else null. */
  readonly tieBreak: SheetTieBreak | null;
  /** Every tie-break throw, in the order thrown. */
  readonly tieThrows: readonly SheetTieThrow[];
}

/** One tie-break throw of a tied leader. */
export interface SheetTieThrow {
  readonly seat: number;
  /** The player's name for a sentence (see isolatedName). */
  readonly name: string;
  readonly dice: readonly number[];
  /** What the throw counts for: its best hold's points. */
  readonly points: number;
  /** 1-based: the leaders throw again while tied. */
  readonly round: number;
}

/** The tie-break throws of a game, with the players' names. */
export function tieThrowsOf(state: GameState): SheetTieThrow[] {
  const names = sentenceNames(state);
  return state.tieThrows.map((thrown) => ({
    seat: thrown.player,
    name: names[thrown.player] ?? '',
    dice: [...thrown.dice],
    points: thrown.points,
    round: thrown.round,
  }));
}

function meetsTarget(state: GameState, score: number): boolean {
  const { target, targetMode } = state.rules.end;
  return targetMode === 'reach' ? score >= target : score > target;
}

/**
 * The index of the turn that met the target: the game layer checks the banking player's score
 * after each turn until one meets it, so the first such turn is the one that did.
 */
export function targetTurnIndex(state: GameState): number | null {
  const turn = state.turns.find((record) => meetsTarget(state, record.scoreAfter));
  return turn ? turn.index : null;
}

/** The marks of one turn, given what came before it. */
function marksOf(
  state: GameState,
  turn: TurnRecord,
  context: { firstOnBoard: boolean; targetTurn: number | null; names: readonly string[] },
): SheetMark[] {
  const marks: SheetMark[] = [];
  if (turn.takeOver) marks.push(takeOverMark(turn.takeOver));
  if (turn.challenge) marks.push(challengeMark(turn.challenge, context.names));
  if (context.firstOnBoard) marks.push({ kind: 'on-board' });
  const streakPenalty = turn.penalty - challengePenalty(state, turn);
  if (turn.outcome === 'zilch' && streakPenalty > 0) marks.push({ kind: 'streak-penalty', points: streakPenalty });
  if (context.targetTurn === turn.index) {
    marks.push({ kind: 'reached-target', target: state.rules.end.target, targetMode: state.rules.end.targetMode });
  } else if (context.targetTurn !== null && turn.index > context.targetTurn) {
    marks.push({ kind: 'final-turn' });
  }
  return marks;
}

const takeOverMark = (takeOver: TakeOver): SheetMark => ({
  kind: 'take-over',
  points: takeOver.points,
  dice: takeOver.dice,
});

const challengeMark = (challenge: ChallengeState, names: readonly string[]): SheetMark => ({
  kind: 'challenge',
  opponent: names[challenge.opponent] ?? '',
  which: challenge.which,
});

/** The part of a zilch's penalty that the challenge cost (the rest is a zilch-streak penalty). */
function challengePenalty(state: GameState, turn: TurnRecord): number {
  if (turn.outcome !== 'zilch' || !turn.challenge) return 0;
  return state.rules.variations.challenges?.zilchPenalties[turn.challenge.which] ?? 0;
}

/** The playing order of the seats, from the first player. */
export function playingOrder(state: GameState): number[] {
  const count = state.players.length;
  const first = state.phase === 'throw-off' ? 0 : state.firstPlayer;
  return Array.from({ length: count }, (_, offset) => (first + offset) % count);
}

/**
 * The players' names for the sheet's sentences and marks: hidden characters out, and isolated when
 * right to left, so a printed "=1+1" never reads "1+1=" (see isolatedName).
 */
const sentenceNames = (state: GameState): string[] => state.players.map((player) => isolatedName(player.name));

function outcomeOf(state: GameState, targetTurn: number | null): SheetOutcome {
  const names = sentenceNames(state);
  switch (state.phase) {
    case 'finished': {
      const winners = state.winners.map((seat) => names[seat] ?? '');
      const score = state.players[state.winners[0] ?? 0]?.score ?? 0;
      if (winners.length > 1) return { code: 'share', winners, score };
      return { code: 'wins', winner: winners[0] ?? '', score };
    }
    case 'tie-break': {
      const contenders = state.tieBreak?.contenders.map((seat) => names[seat] ?? '') ?? [];
      return { code: 'tie-break', contenders, score: state.players[state.current]?.score ?? 0 };
    }
    case 'throw-off':
      return { code: 'throw-off' };
    case 'turn': {
      const up = names[state.current] ?? '';
      if (targetTurn === null) return { code: 'round', round: state.round, up };
      const trigger = state.turns[targetTurn];
      return {
        code: 'final-round',
        by: (trigger ? names[trigger.player] : '') ?? '',
        reached: trigger?.scoreAfter ?? 0,
        up,
      };
    }
  }
}

function tieBreakOf(state: GameState, throws: readonly SheetTieThrow[]): SheetTieBreak | null {
  // While the leaders throw, the throws so far; once over, the tie and the throws that decided it
  // (the throws decide the winner without changing the scores).
  if (state.phase === 'tie-break') return throws.length > 0 ? { code: 'so-far', throws } : null;
  if (state.phase !== 'finished' || throws.length === 0) return null;
  const best = Math.max(...state.players.map((player) => player.score));
  const leaders = state.players.filter((player) => player.score === best).map((player) => isolatedName(player.name));
  return { code: 'decided', leaders, score: best, throws };
}

/** The score sheet of a game, finished or not. */
export function scoreSheet(state: GameState): ScoreSheet {
  const names = sentenceNames(state);
  const order = playingOrder(state);
  const targetTurn = targetTurnIndex(state);
  const hasOpeningMinimum = state.rules.turn.openingMinimum > 0;
  const tieThrows = tieThrowsOf(state);

  // Cells by round, then by seat; filled in the order the turns were played.
  const cells = new Map<number, Map<number, { lines: SheetLine[]; current: { turnTotal: number } | null }>>();
  const cellOf = (round: number, seat: number) => {
    let byRound = cells.get(round);
    if (!byRound) cells.set(round, (byRound = new Map()));
    let cell = byRound.get(seat);
    if (!cell) byRound.set(seat, (cell = { lines: [], current: null }));
    return cell;
  };

  const scores = state.players.map(() => 0);
  const onBoard = state.players.map(() => false);
  for (const turn of state.turns) {
    turn.deltas.forEach((delta, seat) => (scores[seat] = (scores[seat] ?? 0) + delta));
    const gotOnBoard = hasOpeningMinimum && !onBoard[turn.player] && (turn.outcome === 'bank' || turn.points > 0);
    if (turn.outcome === 'bank' || turn.points > 0) onBoard[turn.player] = true;
    const change = turn.deltas[turn.player] ?? 0;
    cellOf(turn.round, turn.player).lines.push({
      kind: 'turn',
      turnIndex: turn.index,
      turnNumber: turn.index + 1,
      outcome: turn.outcome,
      points: turn.points,
      penalty: turn.penalty,
      change,
      total: turn.scoreAfter,
      marks: marksOf(state, turn, { firstOnBoard: gotOnBoard, targetTurn, names }),
      mode: turn.mode,
    });
    turn.deltas.forEach((delta, seat) => {
      if (seat === turn.player || delta === 0) return;
      cellOf(turn.round, seat).lines.push({
        kind: 'adjustment',
        turnIndex: turn.index,
        by: names[turn.player] ?? '',
        change: delta,
        total: scores[seat] ?? 0,
      });
    });
  }
  if (state.phase === 'turn') cellOf(state.round, state.current).current = { turnTotal: state.turn.turnTotal };

  const lastRound = Math.max(0, ...cells.keys());
  const rows: SheetRow[] = [];
  for (let round = 1; round <= lastRound; round++) {
    const byRound = cells.get(round);
    const rowCells = order.map((seat): SheetCell => {
      const cell = byRound?.get(seat);
      return { seat, round, lines: cell?.lines ?? [], current: cell?.current ?? null };
    });
    const finalRound = rowCells.some((cell) =>
      cell.lines.some((line) => line.kind === 'turn' && line.marks.some((mark) => mark.kind === 'final-turn')),
    );
    rows.push({ round, cells: rowCells, finalRound });
  }

  return {
    columns: order.map((seat) => {
      const player = state.players[seat];
      return {
        seat,
        name: shownName(player?.name ?? ''),
        score: player?.score ?? 0,
        onBoard: player?.onBoard ?? false,
        winner: state.winners.includes(seat),
      };
    }),
    rows,
    outcome: outcomeOf(state, targetTurn),
    finished: state.phase === 'finished',
    hasOpeningMinimum,
    tieBreak: tieBreakOf(state, tieThrows),
    tieThrows,
  };
}

/**
 * What names a turn ("Turn 7, Ben, round 3"): its number (1-based), and its player's name (isolated
 * for a sentence) and round, or null when there is no such turn.
 */
export interface SheetTurnTitle {
  readonly turnNumber: number;
  readonly turn: { readonly name: string; readonly round: number } | null;
}

export function turnTitleOf(state: GameState, turnIndex: number): SheetTurnTitle {
  const turn = state.turns[turnIndex];
  if (!turn) return { turnNumber: turnIndex + 1, turn: null };
  return {
    turnNumber: turnIndex + 1,
    turn: { name: isolatedName(state.players[turn.player]?.name ?? ''), round: turn.round },
  };
}
