import type { BankOrRollAdvice, HoldAdvice, HoldChance, TakeOverAdvice, WinAdvice } from '../../advisor/index.js';
import { applyEntry, bestPointsHold } from '../../game/index.js';
import type { GameState } from '../../game/index.js';
import { zilchChance } from '../../rules/index.js';
import type { Face, StartOfTurn } from '../../rules/index.js';
import type { Advice } from '../controllers/advice-controller.js';
import { takeOverRiskLine, zilchRiskLine } from './play-text.js';
import { diceWord, formatChance, formatPoints } from './format.js';

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

/** A chance to win as the table reads it: whole percents, never a sure 0 % or 100 % that is not sure. */
export function winChance(chance: number): string {
  if (chance <= 0) return '0%';
  if (chance >= 1) return '100%';
  if (chance < 0.005) return 'under 1%';
  if (chance > 0.995) return 'over 99%';
  return `${Math.round(chance * 100)}%`;
}

/**
 * "Roll 2 dice: 12% to win · Bank: 0%": the better one first; Bank left out where it is not
 * allowed, and named with its dice when they are not the ones selected ("Bank 1, 5: 49%").
 */
export function winLine(chances: { readonly bank: number | null; readonly roll: number }, diceNext: number, exact: boolean, bankDice: string | null = null): string {
  const roll = `Roll ${diceWord(diceNext)}: ${winChance(chances.roll)} to win`;
  const estimate = exact ? '' : ' (An estimate.)';
  if (chances.bank === null) return `${roll}.${estimate}`;
  const bank = `Bank${bankDice ? ` ${bankDice}` : ''}: ${winChance(chances.bank)} to win`;
  return `${chances.bank >= chances.roll ? `${bank} · ${roll.replace(' to win', '')}` : `${roll} · ${bank.replace(' to win', '')}`}.${estimate}`;
}

/** The advisor's line above the holds, in chances to win: "Keep 1 · roll 5 dice · 12% to win; keeping 1, 5, 5 and banking: 0%". */
export function holdChanceLine(holds: readonly HoldAdvice[], win: WinAdvice): string {
  const best = holds[0] ? selectedChances({ win, note: null }, holds[0].dice) : null;
  if (!best) return '';
  const then = (hold: HoldChance) => (hold.then.action === 'bank' ? 'bank' : `roll ${diceWord(hold.then.dice)}`);
  let line = `Keep ${best.dice.join(', ')} · ${then(best)} · ${winChance(best.chance)} to win`;
  const mostPoints = (win.holds ?? []).reduce<HoldChance | undefined>((top, hold) => (!top || hold.points > top.points ? hold : top), undefined);
  if (mostPoints && ascending(mostPoints.dice) !== ascending(best.dice)) {
    line += `; keeping ${mostPoints.dice.join(', ')} and ${mostPoints.then.action === 'bank' ? 'banking' : `rolling ${diceWord(mostPoints.then.dice)}`}: ${winChance(mostPoints.chance)}`;
  }
  return `${line}.${win.exact ? '' : ' (An estimate.)'}`;
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

/** The sheet's own words for taking over a bank: "build off" in 10-dice Zilch, "inherit" in Serendipity Creak. */
export function takeOverWords(startOfTurn: StartOfTurn): { readonly verb: string; readonly doing: string } {
  return startOfTurn === 'inherit' ? { verb: 'Inherit', doing: 'inheriting' } : { verb: 'Build off', doing: 'building off' };
}

/** The advisor's line under the take-over choice, in the sheet's words. */
export function takeOverLine(advice: TakeOverAdvice, offer: { points: number; dice: number }, startOfTurn: StartOfTurn = 'build-off'): string {
  const words = takeOverWords(startOfTurn);
  const takeOver = `${words.doing} ${formatPoints(offer.points)} with ${diceWord(offer.dice)} expects ${about(advice.takeOver)}`;
  const fresh = `starting fresh expects ${about(advice.fresh)}`;
  return advice.best === 'take-over'
    ? `${words.verb}: ${takeOver}; ${fresh}.`
    : `Start fresh: ${fresh}; ${takeOver}.`;
}

/** The line above the holds: the advisor's, or (advice off, or not there yet) what is pre-selected and why. */
export function holdLine(state: GameState, advice: Advice | null): string {
  if (advice?.holds && advice.holds.length > 0) return advice.win ? holdChanceLine(advice.holds, advice.win) : holdAdviceLine(advice.holds, advice.note);
  const suggestion = bestPointsHold(state);
  if (suggestion.length === 0) return '';
  return `Pre-selected: ${suggestion.join(', ')}, the hold worth the most points. Tap dice or a hold to change it.`;
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
function stepChances(state: GameState, advice: Advice | null, selected: readonly Face[], bankDice: readonly Face[]): { readonly roll: number; readonly bank: number | null } | null {
  if (state.turn.phase === 'decide') return advice?.win ?? null;
  if (state.turn.phase !== 'hold') return null;
  const hold = selectedChances(advice, selected);
  return hold && { roll: hold.roll, bank: selectedChances(advice, bankDice)?.bank ?? null };
}

/** Which button the advice fills: the better chance to win, or none (Bank, as always). */
export function advisedAction(state: GameState, advice: Advice | null, selected: readonly Face[], bankDice: readonly Face[]): 'bank' | 'roll-again' | null {
  const chances = stepChances(state, advice, selected, bankDice);
  if (!chances) return null;
  return chances.bank !== null && chances.bank >= chances.roll ? 'bank' : 'roll-again';
}

/** The line under the take-over choice: the advisor's take-over-or-fresh, or what rolling the free dice risks. */
export function startLine(state: GameState, advice: Advice | null): string {
  const offer = state.takeOverOffer;
  return offer && advice?.takeOver ? takeOverLine(advice.takeOver, offer, state.rules.turn.startOfTurn) : takeOverRiskLine(state);
}

const ascending = (dice: readonly Face[]) => [...dice].sort((a, b) => a - b).join(', ');

/**
 * The line by Bank and Roll again in the hold step. When Bank would hold other dice than those
 * selected (the advisor selects its hold for rolling on; Bank takes the most points), it says both,
 * so one tap never banks less than the player meant: "Keep 1 and roll 5 dice: ≈ 486 · or bank 1,
 * 5, 5 now: 200." Otherwise, and when that bank is not allowed, the usual line.
 */
export function holdStepLine(state: GameState, diceNext: number, advice: Advice | null, selected: readonly Face[], bankDice: readonly Face[]): string {
  // Roll again rolls on after the selection; Bank banks the dice it takes (see PlaySession.bankDice),
  // named when they are not the selection.
  const keep = ascending(selected);
  const bankHold = ascending(bankDice);
  const chances = stepChances(state, advice, selected, bankDice);
  if (chances && diceNext >= 1) return winLine(chances, diceNext, advice?.win?.exact ?? true, keep === bankHold ? null : bankHold);
  const held = applyEntry(state, { type: 'hold', dice: bankDice });
  if (keep === bankHold || diceNext < 1 || !held.ok || !applyEntry(held.value, { type: 'bank' }).ok) return decisionLine(state, diceNext, advice);
  const hold = advice?.holds?.find((option) => option.dice.join(', ') === keep && option.then.action === 'roll');
  const risk = state.rules.variations.pyramiding ? '' : ` (${formatChance(zilchChance(state.rules, diceNext))} chance to zilch)`;
  const roll = hold ? `: ${about(hold.expected)}` : risk;
  return `Keep ${keep} and roll ${diceWord(diceNext)}${roll} · or bank ${bankHold} now: ${formatPoints(held.value.turn.turnTotal)}.`;
}
