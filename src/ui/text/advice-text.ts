import { msg, str } from '@lit/localize';
import type { BankOrRollAdvice, HoldAdvice, HoldChance, TakeOverAdvice, WinAdvice } from '../../advisor/index.js';
import { applyEntry, bestPointsHold, chanceToZilch } from '../../game/index.js';
import type { GameState } from '../../game/index.js';
import type { Face, StartOfTurn } from '../../rules/index.js';
import type { Advice } from '../controllers/advice-controller.js';
import { takeOverRiskLine, zilchRiskLine } from './status-text.js';
import { diceWord, formatChance, formatCount, formatPoints } from './format.js';

/** "≈ 403": expected values are read at the table as whole points. */
const about = (value: number) => `≈ ${formatPoints(Math.round(value))}`;

/** Said after a line the advisor worked out by estimate rather than exactly. */
const anEstimate = () => msg('(An estimate.)', { desc: 'After an advice line whose figures are estimated, not exact' });

/** "Keep 1 · roll 5 dice · expect ≈ 403" and "keeping 1, 1, 5 and rolling 3 dice expects ≈ 296", joined. */
const twoHolds = (best: string, other: string) =>
  msg(str`${best}; ${other}.`, {
    desc: 'The advised hold, then another hold to compare it with ("Keep 1 · roll 5 dice · expect ≈ 403; keeping 1, 1, 5 and rolling 3 dice expects ≈ 296.")',
  });

/** The hold advice that rolls on: `dice` is the counted dice ("5 dice"). */
const keepAndRoll = (keep: string, dice: string, expected: string) =>
  msg(str`Keep ${keep} · roll ${dice} · expect ${expected}`);
const keepingAndRolling = (keeping: string, dice: string, expects: string) =>
  msg(str`keeping ${keeping} and rolling ${dice} expects ${expects}`);
const keepAndRollToWin = (keep: string, dice: string, chance: string) =>
  msg(str`Keep ${keep} · roll ${dice} · ${chance} to win`);
const keepingAndRollingToWin = (keeping: string, dice: string, chance: string) =>
  msg(str`keeping ${keeping} and rolling ${dice}: ${chance}`);

/**
 * The advisor's line above the holds: the best hold, what to do next, and what it expects; then the
 * hold most players reach for (the most points) when that is a different one, so the table sees
 * why ("Keep 1 · roll 5 dice · expect ≈ 403; keeping 1, 1, 5 and rolling 3 dice expects ≈ 296").
 */
export function holdAdviceLine(holds: readonly HoldAdvice[], note: string | null): string {
  const best = holds[0];
  if (!best) return '';
  const keep = best.dice.join(', ');
  const expected = about(best.expected);
  const bestLine =
    best.then.action === 'bank'
      ? msg(str`Keep ${keep} · bank · expect ${expected}`)
      : keepAndRoll(keep, diceWord(best.then.dice), expected);
  const mostPoints = holds.reduce<HoldAdvice | undefined>(
    (top, hold) => (!top || hold.points > top.points ? hold : top),
    undefined,
  );
  const other =
    mostPoints && mostPoints !== best && mostPoints.dice.join() !== best.dice.join() ? mostPoints : holds[1];
  let line = `${bestLine}.`;
  if (other) {
    const keeping = other.dice.join(', ');
    const expects = about(other.expected);
    const otherLine =
      other.then.action === 'bank'
        ? msg(str`keeping ${keeping} and banking expects ${expects}`)
        : keepingAndRolling(keeping, diceWord(other.then.dice), expects);
    line = twoHolds(bestLine, otherLine);
  }
  return note ? `${line} ${anEstimate()}` : line;
}

/** "12%": a whole percent in the language spoken (German and French put a space before the sign). */
const wholePercent = (percent: number) => {
  const value = formatCount(percent);
  return msg(str`${value}%`, { desc: 'A whole percent, as in "12%"' });
};

/** A chance to win as the table reads it: whole percents, never a sure 0 % or 100 % that is not sure. */
export function winChance(chance: number): string {
  if (chance <= 0) return wholePercent(0);
  if (chance >= 1) return wholePercent(100);
  if (chance < 0.005) {
    const least = wholePercent(1);
    return msg(str`under ${least}`, { desc: 'A chance too small to show, as in "under 0.01%"' });
  }
  if (chance > 0.995) {
    const most = wholePercent(99);
    return msg(str`over ${most}`, { desc: 'A chance too close to certain to show, as in "over 99%"' });
  }
  return wholePercent(Math.round(chance * 100));
}

/**
 * "Roll 2 dice: 12% to win · Bank: 0%": the better one first; Bank left out where it is not
 * allowed, and named with its dice when they are not the ones selected ("Bank 1, 5: 49%").
 */
export function winLine(
  chances: { readonly bank: number | null; readonly roll: number },
  diceNext: number,
  exact: boolean,
  bankDice: string | null = null,
): string {
  const dice = diceWord(diceNext);
  const roll = winChance(chances.roll);
  let line: string;
  if (chances.bank === null) {
    line = msg(str`Roll ${dice}: ${roll} to win.`);
  } else {
    const bank = winChance(chances.bank);
    if (chances.bank >= chances.roll) {
      line = bankDice
        ? msg(str`Bank ${bankDice}: ${bank} to win · Roll ${dice}: ${roll}.`)
        : msg(str`Bank: ${bank} to win · Roll ${dice}: ${roll}.`);
    } else {
      line = bankDice
        ? msg(str`Roll ${dice}: ${roll} to win · Bank ${bankDice}: ${bank}.`)
        : msg(str`Roll ${dice}: ${roll} to win · Bank: ${bank}.`);
    }
  }
  return exact ? line : `${line} ${anEstimate()}`;
}

/** The advisor's line above the holds, in chances to win: "Keep 1 · roll 5 dice · 12% to win; keeping 1, 5, 5 and banking: 0%". */
export function holdChanceLine(holds: readonly HoldAdvice[], win: WinAdvice): string {
  const best = holds[0] ? selectedChances({ win, note: null }, holds[0].dice) : null;
  if (!best) return '';
  const keep = best.dice.join(', ');
  const chance = winChance(best.chance);
  const bestLine =
    best.then.action === 'bank'
      ? msg(str`Keep ${keep} · bank · ${chance} to win`)
      : keepAndRollToWin(keep, diceWord(best.then.dice), chance);
  let line = `${bestLine}.`;
  const mostPoints = (win.holds ?? []).reduce<HoldChance | undefined>(
    (top, hold) => (!top || hold.points > top.points ? hold : top),
    undefined,
  );
  if (mostPoints && ascending(mostPoints.dice) !== ascending(best.dice)) {
    const keeping = mostPoints.dice.join(', ');
    const itsChance = winChance(mostPoints.chance);
    const otherLine =
      mostPoints.then.action === 'bank'
        ? msg(str`keeping ${keeping} and banking: ${itsChance}`)
        : keepingAndRollingToWin(keeping, diceWord(mostPoints.then.dice), itsChance);
    line = twoHolds(bestLine, otherLine);
  }
  return win.exact ? line : `${line} ${anEstimate()}`;
}

/** The advisor's line by Bank and Roll again. */
export function bankOrRollLine(advice: BankOrRollAdvice, diceNext: number): string {
  const chance = formatChance(advice.zilchChance);
  const dice = diceWord(diceNext);
  const roll = about(advice.roll);
  if (advice.bank === null) return msg(str`Roll ${dice}: expect ${roll} (${chance} chance to zilch).`);
  const bank = formatPoints(advice.bank);
  if (advice.best === 'bank')
    return msg(str`Bank: ${bank} beats rolling ${dice}, which expects ${roll} (${chance} chance to zilch).`);
  return msg(str`Roll ${dice}: expect ${roll} against ${bank} banked now (${chance} chance to zilch).`);
}

/** The advisor's line under the take-over choice, in the sheet's words. */
export function takeOverLine(
  advice: TakeOverAdvice,
  offer: { points: number; dice: number },
  startOfTurn: StartOfTurn = 'build-off',
): string {
  const points = formatPoints(offer.points);
  const dice = diceWord(offer.dice);
  const takeOver = about(advice.takeOver);
  const fresh = about(advice.fresh);
  if (advice.best === 'take-over') {
    return startOfTurn === 'inherit'
      ? msg(str`Inherit: inheriting ${points} with ${dice} expects ${takeOver}; starting fresh expects ${fresh}.`)
      : msg(str`Build off: building off ${points} with ${dice} expects ${takeOver}; starting fresh expects ${fresh}.`);
  }
  return startOfTurn === 'inherit'
    ? msg(str`Start fresh: starting fresh expects ${fresh}; inheriting ${points} with ${dice} expects ${takeOver}.`)
    : msg(str`Start fresh: starting fresh expects ${fresh}; building off ${points} with ${dice} expects ${takeOver}.`);
}

/** The line above the holds: the advisor's, or (advice off, or not there yet) what is pre-selected and why. */
export function holdLine(state: GameState, advice: Advice | null): string {
  if (advice?.holds && advice.holds.length > 0)
    return advice.win ? holdChanceLine(advice.holds, advice.win) : holdAdviceLine(advice.holds, advice.note);
  const suggestion = bestPointsHold(state);
  if (suggestion.length === 0) return '';
  const dice = suggestion.join(', ');
  return msg(str`Pre-selected: ${dice}, the hold worth the most points. Tap dice or a hold to change it.`);
}

/** The line next to Bank and Roll again: the advisor's bank-or-roll, or the chance that rolling on zilches. */
export function decisionLine(state: GameState, diceNext: number, advice: Advice | null): string {
  if (advice?.win && state.turn.phase === 'decide') return winLine(advice.win, diceNext, advice.win.exact);
  return advice?.bankOrRoll ? bankOrRollLine(advice.bankOrRoll, diceNext) : zilchRiskLine(state, diceNext);
}

/** The chances of a hold of the roll (in any order of its dice), when known. */
export function selectedChances(advice: Advice | null, selected: readonly Face[]): HoldChance | null {
  const key = ascending(selected);
  return advice?.win?.holds?.find((hold) => ascending(hold.dice) === key) ?? null;
}

/**
 * The chances by Bank and Roll again: of rolling on after the selection, of banking the dice Bank
 * takes. Null when they are not known (points advice).
 */
function stepChances(
  state: GameState,
  advice: Advice | null,
  selected: readonly Face[],
  bankDice: readonly Face[],
): { readonly roll: number; readonly bank: number | null } | null {
  if (state.turn.phase === 'decide') return advice?.win ?? null;
  if (state.turn.phase !== 'hold') return null;
  const hold = selectedChances(advice, selected);
  return hold && { roll: hold.roll, bank: selectedChances(advice, bankDice)?.bank ?? null };
}

/** Which button the advice fills: the better chance to win, or none (Bank, as always). */
export function advisedAction(
  state: GameState,
  advice: Advice | null,
  selected: readonly Face[],
  bankDice: readonly Face[],
): 'bank' | 'roll-again' | null {
  const chances = stepChances(state, advice, selected, bankDice);
  if (!chances) return null;
  return chances.bank !== null && chances.bank >= chances.roll ? 'bank' : 'roll-again';
}

/** The line under the take-over choice: the advisor's take-over-or-fresh, or what rolling the free dice risks. */
export function startLine(state: GameState, advice: Advice | null): string {
  const offer = state.takeOverOffer;
  return offer && advice?.takeOver
    ? takeOverLine(advice.takeOver, offer, state.rules.turn.startOfTurn)
    : takeOverRiskLine(state);
}

const ascending = (dice: readonly Face[]) => [...dice].sort((a, b) => a - b).join(', ');

/**
 * The line by Bank and Roll again in the hold step. When Bank would hold other dice than those
 * selected (the advisor selects its hold for rolling on; Bank takes the most points), it says both,
 * so one tap never banks less than the player meant: "Keep 1 and roll 5 dice: ≈ 486 · or bank 1,
 * 5, 5 now: 200." Otherwise, and when that bank is not allowed, the usual line.
 */
export function holdStepLine(
  state: GameState,
  diceNext: number,
  advice: Advice | null,
  selected: readonly Face[],
  bankDice: readonly Face[],
): string {
  // Roll again rolls on after the selection; Bank banks the dice it takes (see PlaySession.bankDice),
  // named when they are not the selection.
  const keep = ascending(selected);
  const bankHold = ascending(bankDice);
  const chances = stepChances(state, advice, selected, bankDice);
  if (chances && diceNext >= 1)
    return winLine(chances, diceNext, advice?.win?.exact ?? true, keep === bankHold ? null : bankHold);
  const held = applyEntry(state, { type: 'hold', dice: bankDice });
  if (keep === bankHold || diceNext < 1 || !held.ok || !applyEntry(held.value, { type: 'bank' }).ok)
    return decisionLine(state, diceNext, advice);
  const hold = advice?.holds?.find((option) => option.dice.join(', ') === keep && option.then.action === 'roll');
  const dice = diceWord(diceNext);
  const banked = formatPoints(held.value.turn.turnTotal);
  if (hold) {
    const expected = about(hold.expected);
    return msg(str`Keep ${keep} and roll ${dice}: ${expected} · or bank ${bankHold} now: ${banked}.`);
  }
  if (state.rules.variations.pyramiding)
    return msg(str`Keep ${keep} and roll ${dice} · or bank ${bankHold} now: ${banked}.`);
  const chance = formatChance(chanceToZilch(state.rules, diceNext));
  return msg(str`Keep ${keep} and roll ${dice} (${chance} chance to zilch) · or bank ${bankHold} now: ${banked}.`);
}
