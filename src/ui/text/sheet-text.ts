/**
 * The score sheet's words: how the game stands, the tie-break, each turn's result and marks, and how
 * a turn is named, from the codes of src/export/sheet.ts. Names in the codes are isolated already
 * (each on its own), so they are listed with formatList as they are.
 */
import { msg, str } from '@lit/localize';
import type { TurnRecord } from '../../game/index.js';
import type { SheetMark, SheetOutcome, SheetTieBreak, SheetTieThrow, SheetTurnTitle } from '../../export/sheet.js';
import { formatList, formatPoints } from './format.js';
import { currentLocale } from '../locales/localize.js';

/** "−600": a minus sign as typeset, not a hyphen. Zero and gains read plainly ("600"). */
export function formatSigned(points: number): string {
  return points < 0 ? `−${formatPoints(-points)}` : formatPoints(points);
}

/** "+650" / "−650": a change to a score. */
export function formatChange(points: number): string {
  return points < 0 ? `−${formatPoints(-points)}` : `+${formatPoints(points)}`;
}

/** "Ben wins with 15,450", "Round 4: Ana is up", …: how the game stands, in one line. */
export function outcomeWords(outcome: SheetOutcome): string {
  switch (outcome.code) {
    case 'wins': {
      const { winner } = outcome;
      const score = formatPoints(outcome.score);
      return msg(str`${winner} wins with ${score}`);
    }
    case 'share': {
      const winners = formatList(outcome.winners);
      const score = formatPoints(outcome.score);
      return msg(str`${winners} share the win with ${score}`);
    }
    case 'tie-break': {
      const score = formatPoints(outcome.score);
      const contenders = formatList(outcome.contenders);
      return msg(str`Tied at ${score}: ${contenders} throw for the win`);
    }
    case 'throw-off':
      return msg('Throwing for the first player');
    case 'round': {
      const { round, up } = outcome;
      return msg(str`Round ${round}: ${up} is up`);
    }
    case 'final-round': {
      const { by, up } = outcome;
      const reached = formatPoints(outcome.reached);
      return msg(str`Final round (${by} reached ${reached}): ${up} is up`);
    }
  }
}

/** "Ana 0 (2, 3, 4, 6, 6, 2), Ben 1,000 (1, 1, 1, 2, 3, 4); then …": the throws, round by round. */
function throwsInWords(throws: readonly SheetTieThrow[]): string {
  const rounds = [...new Set(throws.map((thrown) => thrown.round))].map((round) =>
    throws
      .filter((thrown) => thrown.round === round)
      .map((thrown) => {
        const { name } = thrown;
        const points = formatPoints(thrown.points);
        const dice = thrown.dice.join(', ');
        return msg(str`${name} ${points} (${dice})`, {
          desc: 'A tie-break throw: the player, what it scores, and its dice',
        });
      })
      .join(', '),
  );
  if (rounds.length === 0) return '';
  return rounds.reduce((earlier, round) =>
    msg(str`${earlier}; then ${round}`, { desc: 'The tie-break throws of one round, then those of the next' }),
  );
}

/**
 * "Ana and Ben tied at 15,050; the tie-break throw decided it: Ana 0 (…), Ben 1,000 (…)" or
 * "Tie-break throws so far: Ana 50 (…)", without a full stop.
 */
export function tieBreakWords(tieBreak: SheetTieBreak): string {
  const throws = throwsInWords(tieBreak.throws);
  if (tieBreak.code === 'so-far') return msg(str`Tie-break throws so far: ${throws}`);
  const leaders = formatList(tieBreak.leaders);
  const score = formatPoints(tieBreak.score);
  return msg(str`${leaders} tied at ${score}; the tie-break throw decided it: ${throws}`);
}

/** "Zilch", "Zilch −600", "Zilch, kept 1,200", "Zilch, kept 1,200 −600", or the banked points. */
export function turnLabel(turn: Pick<TurnRecord, 'outcome' | 'points' | 'penalty'>): string {
  if (turn.outcome === 'bank') return formatPoints(turn.points);
  const kept = formatPoints(turn.points);
  const penalty = formatPoints(turn.penalty);
  if (turn.penalty > 0 && turn.points > 0)
    return msg(str`Zilch, kept ${kept} −${penalty}`, { desc: 'A zilch that kept locked points and cost a penalty' });
  if (turn.penalty > 0) return msg(str`Zilch −${penalty}`, { desc: 'A zilch that cost a penalty' });
  if (turn.points > 0) return msg(str`Zilch, kept ${kept}`, { desc: 'A zilch that kept locked points' });
  return msg('Zilch', { id: 'sheet.zilch', desc: 'The result of a turn that scored nothing' });
}

/** "took over 750", "challenged Ben", …: a mark of a turn, as the sheet and the CSV write it. */
export function markWords(mark: SheetMark): string {
  switch (mark.kind) {
    case 'on-board':
      return msg('on the board', { desc: 'A mark on the score sheet: this turn got the player on the board' });
    case 'take-over': {
      const points = formatPoints(mark.points);
      return msg(str`took over ${points}`, {
        desc: "A mark on the score sheet: the turn took over the last player's bank",
      });
    }
    case 'challenge': {
      const { opponent } = mark;
      return msg(str`challenged ${opponent}`, { desc: 'A mark on the score sheet' });
    }
    case 'reached-target': {
      const target = formatPoints(mark.target);
      return mark.targetMode === 'reach'
        ? msg(str`reached ${target}`, { desc: 'A mark on the score sheet: the turn reached the target' })
        : msg(str`passed ${target}`, { desc: 'A mark on the score sheet: the turn went past the target' });
    }
    case 'streak-penalty': {
      const points = formatPoints(mark.points);
      return msg(str`zilch streak −${points}`, { desc: 'A mark on the score sheet: the penalty for zilches in a row' });
    }
    case 'final-turn':
      return msg('final round', { desc: 'A mark on the score sheet: a turn of the final round' });
  }
}

/** "Turn 7, Ben, round 3": how the sheet names a turn (the correction dialog's heading). */
export function turnTitleWords(title: SheetTurnTitle): string {
  const { turnNumber } = title;
  if (!title.turn) return msg(str`Turn ${turnNumber}`);
  const { name, round } = title.turn;
  return msg(str`Turn ${turnNumber}, ${name}, round ${round}`);
}

/** The day formats, one per language, each made on first use (a formatter costs a slow phone time). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 3, 2026" (in English): the day the game was started, in the language being spoken. */
export function startedOn(at: number): string {
  const locale = currentLocale();
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })),
    );
  return format.format(new Date(at));
}
