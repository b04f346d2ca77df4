import type { BankOrRollAdvice, HoldAdvice, TakeOverAdvice } from '../../advisor/index.js';
import { bestPointsHold, formatPoints } from '../../game/index.js';
import type { GameState } from '../../game/index.js';
import type { Advice } from '../controllers/advice-controller.js';
import { takeOverRiskLine, zilchRiskLine } from './play-text.js';
import { diceWord, formatChance } from './format.js';

/** "≈ 403": expected values are read at the table as whole points. */
const about = (value: number) => `≈ ${formatPoints(Math.round(value))}`;

const followUp = (hold: HoldAdvice) => (hold.then.action === 'bank' ? 'bank' : `roll ${diceWord(hold.then.dice)}`);

/**
 * The advisor's line above the holds: the best hold, what to do next, and what it expects; then the
 * hold most players reach for (the most points) when that is a different one, so the table sees
 * why ("Keep 1 · roll 5 dice · expect ≈ 403; keeping 1, 1, 5 and rolling 3 dice expects ≈ 296").
 */
export function holdAdviceLine(holds: readonly HoldAdvice[], note: string | null): string {
  const best = holds[0];
  if (!best) return '';
  let line = `Keep ${best.dice.join(', ')} · ${followUp(best)} · expect ${about(best.expected)}`;
  const mostPoints = holds.reduce<HoldAdvice | undefined>((top, hold) => (!top || hold.points > top.points ? hold : top), undefined);
  const other = mostPoints && mostPoints !== best && mostPoints.dice.join() !== best.dice.join() ? mostPoints : holds[1];
  if (other) {
    const then = other.then.action === 'bank' ? 'banking' : `rolling ${diceWord(other.then.dice)}`;
    line += `; keeping ${other.dice.join(', ')} and ${then} expects ${about(other.expected)}`;
  }
  return `${line}.${note ? ' (An estimate.)' : ''}`;
}

/** The advisor's line by Bank and Roll again. */
export function bankOrRollLine(advice: BankOrRollAdvice, diceNext: number): string {
  const chance = `${formatChance(advice.zilchChance)} chance to zilch`;
  if (advice.bank === null) return `Roll ${diceWord(diceNext)}: expect ${about(advice.roll)} (${chance}).`;
  if (advice.best === 'bank') {
    return `Bank: ${formatPoints(advice.bank)} beats rolling ${diceWord(diceNext)}, which expects ${about(advice.roll)} (${chance}).`;
  }
  return `Roll ${diceWord(diceNext)}: expect ${about(advice.roll)} against ${formatPoints(advice.bank)} banked now (${chance}).`;
}

/** The advisor's line under the take-over choice. */
export function takeOverLine(advice: TakeOverAdvice, offer: { points: number; dice: number }): string {
  const takeOver = `taking over ${formatPoints(offer.points)} with ${diceWord(offer.dice)} expects ${about(advice.takeOver)}`;
  const fresh = `starting fresh expects ${about(advice.fresh)}`;
  return advice.best === 'take-over'
    ? `Take over: ${takeOver}; ${fresh}.`
    : `Start fresh: ${fresh}; ${takeOver}.`;
}

/** The line above the holds: the advisor's, or (advice off, or not there yet) what is pre-selected and why. */
export function holdLine(state: GameState, advice: Advice | null): string {
  if (advice?.holds && advice.holds.length > 0) return holdAdviceLine(advice.holds, advice.note);
  const suggestion = bestPointsHold(state);
  if (suggestion.length === 0) return '';
  return `Pre-selected: ${suggestion.join(', ')}, the hold worth the most points. Tap dice or a hold to change it.`;
}

/** The line next to Bank and Roll again: the advisor's bank-or-roll, or the chance that rolling on zilches. */
export function decisionLine(state: GameState, diceNext: number, advice: Advice | null): string {
  return advice?.bankOrRoll ? bankOrRollLine(advice.bankOrRoll, diceNext) : zilchRiskLine(state, diceNext);
}

/** The line under the take-over choice: the advisor's take-over-or-fresh, or what rolling the free dice risks. */
export function startLine(state: GameState, advice: Advice | null): string {
  const offer = state.takeOverOffer;
  return offer && advice?.takeOver ? takeOverLine(advice.takeOver, offer) : takeOverRiskLine(state);
}
