/**
 * The lines that stand on the play screen while a turn is played, derived from the game state
 * alone: what the player up still needs, each player's place in the standings, what a selection of
 * dice is worth or why it cannot be held, the pad's heading, the chance to zilch and a challenge's
 * name. Pure (no Lit, no DOM), so Node tests read them too.
 */
import { msg, str } from '@lit/localize';
import type { Face } from '../../rules/index.js';
import { chanceToZilch, holdValue, thresholdFor, winNeed } from '../../game/index.js';
import type { ChallengeOffer, GameState, Standing } from '../../game/index.js';
import { diceWord, formatChance, formatPoints, plural } from './format.js';
import { isolatedName, nameOf } from './names.js';

/** The first letter in capitals: a clause that opens the line. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the player needs in the final round: "Fay needs 2,450 to win (2,400 to tie): 150 to go". */
function winClause(name: string, win: number, tie: number | null, turnTotal: number): string {
  const needs = formatPoints(win);
  const level = tie === null ? null : formatPoints(tie);
  if (turnTotal <= 0)
    return level === null
      ? msg(str`${name} needs ${needs} to win`)
      : msg(str`${name} needs ${needs} to win (${level} to tie)`);
  if (turnTotal >= win) {
    return level === null
      ? msg(str`${name} needs ${needs} to win: reached`)
      : msg(str`${name} needs ${needs} to win (${level} to tie): reached`);
  }
  const short = formatPoints(win - turnTotal);
  return level === null
    ? msg(str`${name} needs ${needs} to win: ${short} to go`)
    : msg(str`${name} needs ${needs} to win (${level} to tie): ${short} to go`);
}

/** The minimum to bank, and how far the turn is from it: "500 to get on the board: 150 to go". */
function thresholdClause(threshold: number, onBoard: boolean, turnTotal: number): string {
  const minimum = formatPoints(threshold);
  if (turnTotal >= threshold) {
    return onBoard
      ? msg(str`${minimum} to bank: reached`, {
          desc: 'Starts with a capital when it opens the line; several such clauses are joined by semicolons',
        })
      : msg(str`${minimum} to get on the board: reached`, {
          desc: 'Starts with a capital when it opens the line; several such clauses are joined by semicolons',
        });
  }
  const short = formatPoints(threshold - turnTotal);
  return onBoard
    ? msg(str`${minimum} to bank: ${short} to go`, {
        desc: 'Starts with a capital when it opens the line; several such clauses are joined by semicolons',
      })
    : msg(str`${minimum} to get on the board: ${short} to go`, {
        desc: 'Starts with a capital when it opens the line; several such clauses are joined by semicolons',
      });
}

/**
 * What the player up still needs before they may bank, in one line: "500 to get on the board: 150
 * to go", "350 to bank: reached", "Beat the last turn's 650 to bank", "Took over 750: score once
 * before banking"; at the end of the game what wins ("Fay needs 2,450 to win (2,400 to tie)",
 * "Banking 1,200 starts the final round"). Empty when the rules ask for nothing.
 */
export function needLine(
  state: GameState,
  turnTotal = state.turn.turnTotal,
): { readonly text: string; readonly met: boolean } {
  const turn = state.turn;
  if (turn.takeOver && !turn.scored) {
    const points = formatPoints(turn.takeOver.points);
    return { text: msg(str`Took over ${points}: score at least once before banking`), met: false };
  }
  // Each clause is a whole message; the line joins them with semicolons and opens with a capital.
  const parts: string[] = [];
  let met = true;
  const threshold = thresholdFor(state);
  const win = winNeed(state, turnTotal);
  if (win?.kind === 'final-round') {
    // What wins counts the minimum to bank already.
    if (turnTotal < win.win) met = false;
    parts.push(winClause(nameOf(state, state.current), win.win, win.tie, turnTotal));
  } else if (threshold > 0) {
    if (threshold - turnTotal > 0) met = false;
    parts.push(thresholdClause(threshold, state.players[state.current]?.onBoard ?? false, turnTotal));
  }
  if (state.rules.variations.surpassing && state.previousTurnResult !== null) {
    const beat = state.previousTurnResult;
    const last = formatPoints(beat);
    if (turnTotal <= beat) met = false;
    parts.push(
      turnTotal > beat
        ? msg(str`beat the last turn's ${last}: done`, {
            desc: 'Starts with a capital when it opens the line; several such clauses are joined by semicolons',
          })
        : msg(str`beat the last turn's ${last}`, {
            desc: 'Starts with a capital when it opens the line; several such clauses are joined by semicolons',
          }),
    );
  }
  if (win && win.kind !== 'final-round') {
    const points = formatPoints(win.points);
    parts.push(
      win.kind === 'wins-game'
        ? msg(str`banking ${points} wins the game`, {
            desc: 'Starts with a capital when it opens the line; several such clauses are joined by semicolons',
          })
        : msg(str`banking ${points} starts the final round`, {
            desc: 'Starts with a capital when it opens the line; several such clauses are joined by semicolons',
          }),
    );
  }
  if (parts.length === 0) return { text: '', met: false };
  return { text: capitalised(parts.join('; ')), met };
}

/**
 * A player's place in the standings, under their score: what they need in the final round, the
 * leader's way to the target, the others' gap to the leader; whether they are next or off the
 * board (`boardStatus`: the rules have an opening minimum and someone is on it, so it tells players
 * apart). `shown` is drawn ("−2,450 · next"), `spoken` read out ("2,450 behind, next").
 */
export function standingNote(
  standing: Standing,
  boardStatus: boolean,
): { readonly shown: string; readonly spoken: string } {
  const shown: string[] = [];
  const spoken: string[] = [];
  const both = (text: string, said = text) => {
    shown.push(text);
    spoken.push(said);
  };
  const target = standing.toTarget > 0 ? formatPoints(standing.toTarget) : '';
  if (standing.toWin !== null) {
    const toWin = formatPoints(standing.toWin);
    both(
      msg(str`needs ${toWin}`, { desc: "Under a player's score: the points they need to win" }),
      msg(str`needs ${toWin} to win`),
    );
  } else if (standing.leader) {
    const leads = msg('leads', { desc: "Under a player's score: they are ahead of everyone" });
    both(
      target
        ? msg(str`leads · ${target} to go`, {
            desc: "Under the leader's score: the points they still need to reach the target",
          })
        : leads,
      target ? msg(str`leads, ${target} to the target`) : leads,
    );
  } else if (standing.behind > 0) {
    const behind = formatPoints(standing.behind);
    both(
      `−${behind}`,
      msg(str`${behind} behind`, { desc: "Read out under a player's score: the points they are behind the leader" }),
    );
  }
  // What wins counts the opening minimum already.
  if (boardStatus && !standing.onBoard && standing.toWin === null) {
    both(
      msg('off board', { desc: "Under a player's score: they have not yet banked the opening minimum" }),
      msg('not on the board'),
    );
  }
  // The player up is marked on the card itself; only a screen reader needs the word.
  if (standing.up) spoken.push(msg('up now', { desc: "Read out under a player's score: it is their turn" }));
  else if (standing.next) both(msg('next', { desc: "Under a player's score: their turn comes next" }));
  return { shown: shown.join(' · '), spoken: spoken.join(', ') };
}

/** What holding `selection` from the last roll is worth, or why it cannot be held. */
export function holdSummary(
  state: GameState,
  selection: readonly Face[],
): { readonly legal: boolean; readonly text: string; readonly points: number; readonly spoken: string } {
  if (selection.length === 0) {
    const text = msg('Tap the dice to hold: at least one scoring die.');
    return { legal: false, text, points: 0, spoken: text };
  }
  const value = holdValue(state, selection);
  const { points } = value;
  const sorted = [...selection].sort((a, b) => a - b);
  if (!value.legal) {
    const dice = value.nonScoring.length > 0 ? value.nonScoring : sorted;
    const faces = dice.join(', ');
    // The verb agrees with how many dice are named; the count itself is not said.
    const text = plural(dice.length, {
      one: () => msg(str`${faces} does not score: hold only dice that score.`, { id: 'not-scoring.one' }),
      few: () => msg(str`${faces} do not score: hold only dice that score.`, { id: 'not-scoring.few' }),
      other: () => msg(str`${faces} do not score: hold only dice that score.`, { id: 'not-scoring.other' }),
    });
    return { legal: false, text, points: 0, spoken: text };
  }
  const held = sorted.join(', ');
  const worth = formatPoints(points);
  const total = formatPoints(state.turn.turnTotal + points);
  const left = state.turn.diceToRoll - selection.length;
  // The turn total with the selection is on screen once, in the turn's status; it is said with the hold.
  if (left === 0) {
    const all = diceWord(state.rules.diceCount);
    return {
      legal: true,
      text: msg(str`Holding ${held}: ${worth}, all ${all} scored.`),
      points,
      spoken: msg(str`Holding ${held}: ${worth}. Turn total ${total}, all ${all} scored.`),
    };
  }
  const dice = diceWord(left);
  return {
    legal: true,
    text: msg(str`Holding ${held}: ${worth}, ${dice} left.`),
    points,
    spoken: msg(str`Holding ${held}: ${worth}. Turn total ${total}, ${dice} left.`),
  };
}

/**
 * The dice pad's heading for the roll `state` waits for. `named` names the player, for dice tapped
 * ahead for the next player while the screen still shows the one whose bank is being saved.
 */
export function padHeading(state: GameState, named = false): string {
  const name = nameOf(state, state.current);
  if (state.phase === 'tie-break') {
    const all = diceWord(state.rules.diceCount);
    return msg(str`Tap ${name}'s throw: all ${all}`);
  }
  const dice = diceWord(state.turn.diceToRoll);
  return named ? msg(str`Tap in ${name}'s roll: ${dice}`) : msg(str`Tap in the roll: ${dice}`);
}

/**
 * Without the advisor, next to Bank and Roll again: the chance that rolling `dice` dice zilches.
 * Empty with pyramiding (dice set aside earlier change what scores; the plain chance would mislead).
 */
export function zilchRiskLine(state: GameState, dice: number): string {
  if (state.rules.variations.pyramiding || dice < 1 || dice > state.rules.diceCount) return '';
  const rolling = diceWord(dice);
  const chance = formatChance(chanceToZilch(state.rules, dice));
  return msg(str`Rolling ${rolling}: ${chance} chance to zilch.`);
}

/** Without the advisor, under the take-over choice: what rolling the free dice risks. */
export function takeOverRiskLine(state: GameState): string {
  const offer = state.takeOverOffer;
  if (!offer || state.rules.variations.pyramiding) return '';
  const rolling = diceWord(offer.dice);
  const chance = formatChance(chanceToZilch(state.rules, offer.dice));
  const points = formatPoints(offer.points);
  return msg(str`Rolling ${rolling}: ${chance} chance to zilch and lose the ${points}.`);
}

/** Names the challenge on offer: "Ana's first challenge, below 5,000". */
export function challengeLabel(name: string, offer: Pick<ChallengeOffer, 'which' | 'scoreDividing'>): string {
  const who = isolatedName(name);
  const dividing = formatPoints(offer.scoreDividing);
  return offer.which === 0
    ? msg(str`${who}'s first challenge, below ${dividing}`)
    : msg(str`${who}'s second challenge, at ${dividing} or more`);
}
