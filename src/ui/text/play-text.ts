/**
 * The sentences of the play screen, derived from the game state alone: what the player still
 * needs, what a selection of dice is worth or why it cannot be held, the banners of the turn and
 * what the live region says after each action. Pure (no Lit, no DOM), so Node tests read them too.
 */
import { legalHolds, RulesInputError, scoreHold, zilchChance } from '../../rules/index.js';
import type { Face } from '../../rules/index.js';
import { pyramidBase, thresholdFor, winNeed } from '../../game/index.js';
import type { ChallengeOffer, Entry, GameState, Standing, TurnRecord } from '../../game/index.js';
import { diceWord, formatChance, formatPoints } from './format.js';
import { isolatedName } from './names.js';
import type { BannerTone } from '../components/zs-banner.js';

/** A banner as the page shows it. */
export interface BannerText {
  readonly key: string;
  readonly tone: BannerTone;
  readonly heading: string;
  readonly text: string;
}

/**
 * The player in `seat`, by name, for a sentence: without hidden characters and isolated when it
 * has right-to-left letters (see `isolatedName`), so a name never reorders the words around it.
 */
export const nameOf = (state: GameState, seat: number) => isolatedName(state.players[seat]?.name ?? '') || `Player ${seat + 1}`;

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function namesList(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What the player up still needs before they may bank, in one line: "500 to get on the board: 150
 * to go", "350 to bank: reached", "Beat the last turn's 650 to bank", "Took over 750: score once
 * before banking"; at the end of the game what wins ("Fay needs 2,450 to win (2,400 to tie)",
 * "Banking 1,200 starts the final round"). Empty when the rules ask for nothing.
 */
export function needLine(state: GameState, turnTotal = state.turn.turnTotal): { readonly text: string; readonly met: boolean } {
  const turn = state.turn;
  if (turn.takeOver && !turn.scored) {
    return { text: `Took over ${formatPoints(turn.takeOver.points)}: score at least once before banking`, met: false };
  }
  const parts: string[] = [];
  let met = true;
  const threshold = thresholdFor(state);
  const win = winNeed(state, turnTotal);
  if (win?.kind === 'final-round') {
    // What wins counts the minimum to bank already.
    const tie = win.tie !== null ? ` (${formatPoints(win.tie)} to tie)` : '';
    const progress = turnTotal <= 0 ? '' : turnTotal >= win.win ? ': reached' : `: ${formatPoints(win.win - turnTotal)} to go`;
    if (turnTotal < win.win) met = false;
    parts.push(`${nameOf(state, state.current)} needs ${formatPoints(win.win)} to win${tie}${progress}`);
  } else if (threshold > 0) {
    const purpose = state.players[state.current]?.onBoard ? 'to bank' : 'to get on the board';
    const short = threshold - turnTotal;
    if (short > 0) met = false;
    parts.push(`${formatPoints(threshold)} ${purpose}: ${short > 0 ? `${formatPoints(short)} to go` : 'reached'}`);
  }
  if (state.rules.variations.surpassing && state.previousTurnResult !== null) {
    const beat = state.previousTurnResult;
    if (turnTotal <= beat) met = false;
    parts.push(`beat the last turn's ${formatPoints(beat)}${turnTotal > beat ? ': done' : ''}`);
  }
  if (win && win.kind !== 'final-round') parts.push(`banking ${formatPoints(win.points)} ${win.kind === 'wins-game' ? 'wins the game' : 'starts the final round'}`);
  if (parts.length === 0) return { text: '', met: false };
  const text = parts.join('; ');
  return { text: text.charAt(0).toUpperCase() + text.slice(1), met };
}

/**
 * A player's place in the standings, under their score: what they need in the final round, the
 * leader's way to the target, the others' gap to the leader; whether they are next or off the
 * board (`boardStatus`: the rules have an opening minimum and someone is on it, so it tells players
 * apart). `shown` is drawn ("−2,450 · next"), `spoken` read out ("2,450 behind, next").
 */
export function standingNote(standing: Standing, boardStatus: boolean): { readonly shown: string; readonly spoken: string } {
  const shown: string[] = [];
  const spoken: string[] = [];
  const both = (text: string, said = text) => {
    shown.push(text);
    spoken.push(said);
  };
  const target = standing.toTarget > 0 ? formatPoints(standing.toTarget) : '';
  if (standing.toWin !== null) both(`needs ${formatPoints(standing.toWin)}`, `needs ${formatPoints(standing.toWin)} to win`);
  else if (standing.leader) both(target ? `leads · ${target} to go` : 'leads', target ? `leads, ${target} to the target` : 'leads');
  else if (standing.behind > 0) both(`−${formatPoints(standing.behind)}`, `${formatPoints(standing.behind)} behind`);
  // What wins counts the opening minimum already.
  if (boardStatus && !standing.onBoard && standing.toWin === null) both('off board', 'not on the board');
  // The player up is marked on the card itself; only a screen reader needs the word.
  if (standing.up) spoken.push('up now');
  else if (standing.next) both('next');
  return { shown: shown.join(' · '), spoken: spoken.join(', ') };
}

/** The dice of `selection` that cannot be part of any scoring combination within it. */
export function nonScoringDice(state: GameState, selection: readonly Face[]): Face[] {
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
  return rest;
}

/** What holding `selection` from the last roll is worth, or why it cannot be held. */
export function holdSummary(state: GameState, selection: readonly Face[]): { readonly legal: boolean; readonly text: string; readonly points: number; readonly spoken: string } {
  if (selection.length === 0) {
    const text = 'Tap the dice to hold: at least one scoring die.';
    return { legal: false, text, points: 0, spoken: text };
  }
  let points: number | null = null;
  try {
    points = scoreHold(state.rules, selection, pyramidBase(state));
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
  }
  const sorted = [...selection].sort((a, b) => a - b);
  if (points === null) {
    const rest = nonScoringDice(state, selection);
    const dice = rest.length > 0 ? rest : sorted;
    const text = `${dice.join(', ')} ${dice.length === 1 ? 'does' : 'do'} not score: hold only dice that score.`;
    return { legal: false, text, points: 0, spoken: text };
  }
  const left = state.turn.diceToRoll - selection.length;
  const next = left === 0 ? `all ${state.rules.diceCount} dice scored` : `${diceWord(left)} left`;
  // The turn total with the selection is on screen once, in the turn's status; it is said with the hold.
  return {
    legal: true,
    text: `Holding ${sorted.join(', ')}: ${formatPoints(points)}, ${next}.`,
    points,
    spoken: `Holding ${sorted.join(', ')}: ${formatPoints(points)}. Turn total ${formatPoints(state.turn.turnTotal + points)}, ${next}.`,
  };
}

/** The turn that ended with the last entry, or null when the last entry did not end a turn. */
export function justEndedTurn(state: GameState): TurnRecord | null {
  const last = state.turns.at(-1);
  return last && last.endEntry === state.entryCount ? last : null;
}

/**
 * The banner for the turn that just ended: "Zilch! Ana's turn ends — 450 lost" or "Ana banked
 * 650: total 3,200". `lost` is the turn total the zilch threw away (null when unknown: total mode).
 */
export function endedTurnBanner(state: GameState, record: TurnRecord, lost: number | null): BannerText {
  const name = nameOf(state, record.player);
  if (record.outcome === 'bank') {
    const challenged = record.challenge ? ` ${nameOf(state, record.challenge.opponent)} loses ${formatPoints(record.points)}.` : '';
    return {
      key: `bank-${record.index}`,
      tone: 'success',
      heading: `${name} banked ${formatPoints(record.points)}: total ${formatPoints(record.scoreAfter)}`,
      text: challenged.trim(),
    };
  }
  const parts: string[] = [];
  if (record.points > 0) parts.push(`${formatPoints(record.points)} locked points are kept.`);
  // Under lock, the locked points a challenge turn keeps through its zilch are its result: the
  // challenged player loses them as from a bank.
  const challengedLoss = record.challenge ? -(record.deltas[record.challenge.opponent] ?? 0) : 0;
  if (record.challenge && challengedLoss > 0) parts.push(`${nameOf(state, record.challenge.opponent)} loses ${formatPoints(challengedLoss)}.`);
  if (record.penalty > 0) parts.push(`${name} pays a ${formatPoints(record.penalty)} penalty.`);
  parts.push(record.mode === 'dice' ? 'Tapped a die wrong? Undo brings the roll back.' : 'Undo takes it back.');
  return {
    key: `zilch-${record.index}`,
    tone: 'danger',
    heading: lost && lost > 0 ? `Zilch! ${name}'s turn ends — ${formatPoints(lost)} lost` : `Zilch! ${name}'s turn ends`,
    text: parts.join(' '),
  };
}

/** The banners of the turn in play: final round, challenge, hot dice, lock, turning the corner, last die. */
export function turnBanners(state: GameState): BannerText[] {
  const banners: BannerText[] = [];
  const turn = state.turn;
  const name = nameOf(state, turn.player);
  const n = state.rules.diceCount;
  if (state.finalRound) {
    const { triggeredBy, turnsLeft } = state.finalRound;
    const who = nameOf(state, triggeredBy);
    const target = formatPoints(state.rules.end.target);
    const reached = state.rules.end.targetMode === 'reach' ? `reached ${target}` : `passed ${target}`;
    // The table wants to know who is ahead now, which is not always who reached the target.
    const best = Math.max(...state.players.map((player) => player.score));
    const leaders = state.players.flatMap((player, seat) => (player.score === best ? [nameOf(state, seat)] : []));
    const lead = leaders.length === 1 && leaders[0] === who ? '' : ` ${namesList(leaders)} ${leaders.length === 1 ? 'leads' : 'share the lead'} with ${formatPoints(best)}.`;
    banners.push({
      key: 'final-round',
      tone: 'warning',
      heading: `Final round: ${name}'s last turn`,
      text: `${who} ${reached}; everyone else gets one more turn.${lead} ${turnsLeft <= 1 ? 'This is the last turn of the game.' : `${turnsLeft} turns left.`}`,
    });
  }
  if (turn.challenge) {
    const opponent = nameOf(state, turn.challenge.opponent);
    const penalty = state.rules.variations.challenges?.zilchPenalties[turn.challenge.which] ?? 0;
    banners.push({
      key: 'challenge',
      tone: 'info',
      heading: `${name} challenges ${opponent}`,
      text: `What ${name} banks is also taken from ${opponent}; a zilch costs ${name} ${formatPoints(penalty)}.`,
    });
  }
  if (turn.cornerPending) {
    banners.push({
      key: 'corner',
      tone: 'warning',
      heading: `All ${n} scored: you must roll them all again before you bank`,
      text: 'Turning the corner: bank after the next scoring roll.',
    });
  } else if (turn.hotDice && turn.phase === 'decide') {
    const bankToo = state.rules.turn.hotDice === 'must-continue' ? '' : ', or bank';
    banners.push({ key: 'hot', tone: 'success', heading: `Hot dice! Roll all ${n} again${bankToo}`, text: '' });
  }
  if (turn.locked > 0) {
    banners.push({
      key: 'lock',
      tone: 'success',
      heading: `Locked: ${formatPoints(turn.locked)} safe`,
      text: 'A zilch now cannot take these points away.',
    });
  }
  if (turn.lastDieMissed) {
    banners.push({
      key: 'missed',
      tone: 'warning',
      heading: 'Missed — throw the last die once more',
      text: 'The last die gets a second chance; you cannot bank in between.',
    });
  }
  return banners;
}

/**
 * The dice pad's heading for the roll `state` waits for. `named` names the player, for dice tapped
 * ahead for the next player while the screen still shows the one whose bank is being saved.
 */
export function padHeading(state: GameState, named = false): string {
  const name = nameOf(state, state.current);
  if (state.phase === 'tie-break') return `Tap ${name}'s throw: all ${diceWord(state.rules.diceCount)}`;
  return named ? `Tap in ${name}'s roll: ${diceWord(state.turn.diceToRoll)}` : `Tap in the roll: ${diceWord(state.turn.diceToRoll)}`;
}

/**
 * Without the advisor, next to Bank and Roll again: the chance that rolling `dice` dice zilches.
 * Empty with pyramiding (dice set aside earlier change what scores; the plain chance would mislead).
 */
export function zilchRiskLine(state: GameState, dice: number): string {
  if (state.rules.variations.pyramiding || dice < 1 || dice > state.rules.diceCount) return '';
  return `Rolling ${diceWord(dice)}: ${formatChance(zilchChance(state.rules, dice))} chance to zilch.`;
}

/** Without the advisor, under the take-over choice: what rolling the free dice risks. */
export function takeOverRiskLine(state: GameState): string {
  const offer = state.takeOverOffer;
  if (!offer || state.rules.variations.pyramiding) return '';
  const chance = formatChance(zilchChance(state.rules, offer.dice));
  return `Rolling ${diceWord(offer.dice)}: ${chance} chance to zilch and lose the ${formatPoints(offer.points)}.`;
}

/** The finished game's heading and line: "Ana wins!", "Game over: won with 10,050 after 12 rounds." */
export function gameOverText(state: GameState): { readonly heading: string; readonly text: string } {
  const winners = state.winners.map((seat) => nameOf(state, seat));
  const best = Math.max(...state.players.map((player) => player.score));
  return {
    heading: winners.length === 1 ? `${winners[0]} wins!` : `${namesList(winners)} share the win!`,
    text: `Game over: ${winners.length === 1 ? 'won' : 'tied'} with ${formatPoints(best)} after ${state.round} ${state.round === 1 ? 'round' : 'rounds'}.`,
  };
}

/**
 * The tie-break throws of a game in words, one a line: "Ana threw 1, 1, 1, 2, 3, 4 for 1,000"; when
 * the leaders threw more than once, each line says which throw it was ("Throw 2: …").
 */
export function tieThrowLines(state: GameState): string[] {
  const rounds = new Set(state.tieThrows.map((thrown) => thrown.round)).size;
  return state.tieThrows.map((thrown) => {
    const line = `${nameOf(state, thrown.player)} threw ${thrown.dice.join(', ')} for ${formatPoints(thrown.points)}`;
    return rounds > 1 ? `Throw ${thrown.round}: ${line}` : line;
  });
}

/** "Ana is up: turn total 450, roll 4 dice." — where the game stands, for the live region. */
export function standing(state: GameState): string {
  if (state.phase === 'finished') {
    return `The game is over: ${namesList(state.winners.map((w) => nameOf(state, w)))} ${state.winners.length === 1 ? 'wins' : 'share the win'}.`;
  }
  if (state.phase === 'tie-break') return `Tie-break: ${nameOf(state, state.current)} throws all ${diceWord(state.rules.diceCount)}.`;
  if (state.phase === 'throw-off') return 'Find the first player.';
  const turn = state.turn;
  const name = nameOf(state, state.current);
  if (turn.phase === 'hold') return `${name}: choose the dice to hold.`;
  return `${name} is up: turn total ${formatPoints(turn.turnTotal)}, roll ${diceWord(turn.diceToRoll)}.`;
}

/**
 * What the live region says after entries were accepted: "Ana banks 650, total 3,200", "Ben
 * zilches", "Cy holds 1, 5: 150, turn total 600, roll 4 dice".
 */
export function resultSentence(before: GameState, after: GameState, entries: readonly Entry[]): string {
  const name = nameOf(before, before.current);
  const sentences: string[] = [];
  const ended = after.turns.length > before.turns.length ? after.turns.at(-1) : undefined;
  for (const entry of entries) {
    switch (entry.type) {
      case 'hold': {
        if (entries.some((e) => e.type === 'bank')) break;
        const points = after.turn.turnTotal - before.turn.turnTotal;
        const next = after.turn.hotDice ? `hot dice, roll all ${diceWord(after.turn.diceToRoll)} again` : `roll ${diceWord(after.turn.diceToRoll)}`;
        sentences.push(`${name} holds ${[...entry.dice].sort((a, b) => a - b).join(', ')}: ${formatPoints(points)}, turn total ${formatPoints(after.turn.turnTotal)}, ${next}.`);
        break;
      }
      case 'roll':
        if (ended?.outcome === 'zilch') {
          const lost = before.turn.turnTotal - ended.points;
          sentences.push(`${name} zilches${lost > 0 ? `, ${formatPoints(lost)} lost` : ''}.`);
        } else if (after.turn.lastDieMissed) {
          sentences.push(`${name} rolls ${entry.dice.join(', ')}: missed, throw the last die once more.`);
        } else {
          const best = legalHolds(after.rules, entry.dice, pyramidBase(after))[0];
          sentences.push(`${name} rolls ${entry.dice.join(', ')}.${best ? ` Best hold ${best.dice.join(', ')}: ${formatPoints(best.points)}.` : ''}`);
        }
        break;
      case 'bank':
      case 'total':
        if (ended?.outcome === 'bank') sentences.push(`${name} banks ${formatPoints(ended.points)}, total ${formatPoints(ended.scoreAfter)}.`);
        else if (ended) sentences.push(`${name} zilches.`);
        break;
      case 'start':
        sentences.push(
          entry.takeOver ? `${name} takes over ${formatPoints(entry.takeOver.points)} with ${diceWord(entry.takeOver.dice)}.` : `${name} starts fresh.`,
        );
        break;
      case 'challenge':
        sentences.push(`${name} challenges ${nameOf(before, entry.opponent)}.`);
        break;
      case 'tie-throw': {
        // The flow scores a tie-break throw by its best hold.
        const points = legalHolds(before.rules, entry.dice)[0]?.points ?? 0;
        sentences.push(`${nameOf(before, entry.player)} throws ${formatPoints(points)} in the tie-break.`);
        break;
      }
      case 'first-player':
        sentences.push(`${nameOf(before, entry.player)} starts.`);
        break;
      case 'throw-off':
        sentences.push(`${nameOf(before, entry.player)} throws ${entry.pips} pips.`);
        break;
    }
  }
  if (after.phase === 'finished' && before.phase !== 'finished') sentences.push(standing(after));
  else if (after.phase === 'tie-break' && before.phase !== 'tie-break') sentences.push(standing(after));
  else if (ended) sentences.push(`${nameOf(after, after.current)} is up.`);
  return sentences.join(' ');
}

/**
 * Why the dice being tapped in left the pad: another tab wrote first. `before` is the game this
 * tab showed, `entered` the other tab's entry at the position the dice were for (if any), `dice`
 * what was on the pad.
 */
export function draftClearedText(before: GameState, entered: Entry | undefined, dice: readonly Face[]): string {
  const cleared = `the dice you were tapping in (${dice.join(', ')}) were cleared.`;
  if (entered?.type === 'roll') return `${nameOf(before, before.current)}'s roll ${entered.dice.join(', ')} was entered in another tab: ${cleared}`;
  if (entered?.type === 'tie-throw') return `${nameOf(before, entered.player)}'s throw ${entered.dice.join(', ')} was entered in another tab: ${cleared}`;
  return `This game changed in another tab: ${cleared}`;
}

/** The same, after a sentence that said what the other tab did. */
export function draftClearedNote(dice: readonly Face[]): string {
  return `The dice you were tapping in (${dice.join(', ')}) were cleared.`;
}

/** Names the challenge on offer: "Ana's first challenge, below 5,000". */
export function challengeLabel(name: string, offer: Pick<ChallengeOffer, 'which' | 'scoreDividing'>): string {
  return offer.which === 0
    ? `${isolatedName(name)}'s first challenge, below ${formatPoints(offer.scoreDividing)}`
    : `${isolatedName(name)}'s second challenge, at ${formatPoints(offer.scoreDividing)} or more`;
}
