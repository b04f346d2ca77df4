/**
 * The sentences of the play screen, derived from the game state alone: what the player still
 * needs, what a selection of dice is worth or why it cannot be held, the banners of the turn and
 * what the live region says after each action. Pure (no Lit, no DOM), so Node tests read them too.
 */
import { msg, str } from '@lit/localize';
import type { Face } from '../../rules/index.js';
import { bestHoldOfRoll, chanceToZilch, holdValue, thresholdFor, tieThrowPoints, winNeed } from '../../game/index.js';
import type { ChallengeOffer, Entry, GameState, Standing, TurnRecord } from '../../game/index.js';
import { diceWord, formatChance, formatCount, formatList, formatPoints, plural } from './format.js';
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
export const nameOf = (state: GameState, seat: number) =>
  isolatedName(state.players[seat]?.name ?? '') || unnamed(seat);

/** "Player 2": a seat whose name is empty. */
function unnamed(seat: number): string {
  const number = formatCount(seat + 1);
  return msg(str`Player ${number}`, { desc: 'A player who has no name, by their place at the table' });
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy", in the language spoken. */
export function namesList(names: readonly string[]): string {
  return formatList(names);
}

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
 * The banner for the turn that just ended: "Zilch! Ana's turn ends — 450 lost" or "Ana banked
 * 650: total 3,200". `lost` is the turn total the zilch threw away (null when unknown: total mode).
 */
export function endedTurnBanner(state: GameState, record: TurnRecord, lost: number | null): BannerText {
  const name = nameOf(state, record.player);
  if (record.outcome === 'bank') {
    const banked = formatPoints(record.points);
    const total = formatPoints(record.scoreAfter);
    const opponent = record.challenge ? nameOf(state, record.challenge.opponent) : null;
    return {
      key: `bank-${record.index}`,
      tone: 'success',
      heading: msg(str`${name} banked ${banked}: total ${total}`),
      text:
        opponent === null
          ? ''
          : msg(str`${opponent} loses ${banked}.`, {
              desc: 'A challenged player loses the points the challenger banked or kept',
            }),
    };
  }
  // Sentences of their own, one after the other.
  const sentences: string[] = [];
  if (record.points > 0) {
    const kept = formatPoints(record.points);
    sentences.push(msg(str`${kept} locked points are kept.`));
  }
  // Under lock, the locked points a challenge turn keeps through its zilch are its result: the
  // challenged player loses them as from a bank.
  const challengedLoss = record.challenge ? -(record.deltas[record.challenge.opponent] ?? 0) : 0;
  if (record.challenge && challengedLoss > 0) {
    const opponent = nameOf(state, record.challenge.opponent);
    const loss = formatPoints(challengedLoss);
    sentences.push(
      msg(str`${opponent} loses ${loss}.`, {
        desc: 'A challenged player loses the points the challenger banked or kept',
      }),
    );
  }
  if (record.penalty > 0) {
    const penalty = formatPoints(record.penalty);
    sentences.push(msg(str`${name} pays a ${penalty} penalty.`));
  }
  sentences.push(
    record.mode === 'dice' ? msg('Tapped a die wrong? Undo brings the roll back.') : msg('Undo takes it back.'),
  );
  let heading: string;
  if (lost && lost > 0) {
    const thrownAway = formatPoints(lost);
    heading = msg(str`Zilch! ${name}'s turn ends — ${thrownAway} lost`);
  } else {
    heading = msg(str`Zilch! ${name}'s turn ends`);
  }
  return { key: `zilch-${record.index}`, tone: 'danger', heading, text: sentences.join(' ') };
}

/** The final round's banner: who reached the target, who leads now, how many turns are left. */
function finalRoundBanner(state: GameState, triggeredBy: number, turnsLeft: number): BannerText {
  const name = nameOf(state, state.turn.player);
  const who = nameOf(state, triggeredBy);
  const target = formatPoints(state.rules.end.target);
  const sentences = [
    state.rules.end.targetMode === 'reach'
      ? msg(str`${who} reached ${target}; everyone else gets one more turn.`)
      : msg(str`${who} passed ${target}; everyone else gets one more turn.`),
  ];
  // The table wants to know who is ahead now, which is not always who reached the target.
  const best = Math.max(...state.players.map((player) => player.score));
  const leaders = state.players.flatMap((player, seat) => (player.score === best ? [nameOf(state, seat)] : []));
  if (leaders.length !== 1 || leaders[0] !== who) {
    const leading = formatList(leaders);
    const score = formatPoints(best);
    sentences.push(
      leaders.length === 1
        ? msg(str`${leading} leads with ${score}.`)
        : msg(str`${leading} share the lead with ${score}.`),
    );
  }
  if (turnsLeft <= 1) {
    sentences.push(msg('This is the last turn of the game.'));
  } else {
    const n = formatCount(turnsLeft);
    sentences.push(
      plural(turnsLeft, {
        one: () => msg(str`${n} turn left.`, { id: 'final-round-turns-left.one' }),
        few: () => msg(str`${n} turns left.`, { id: 'final-round-turns-left.few' }),
        other: () => msg(str`${n} turns left.`, { id: 'final-round-turns-left.other' }),
      }),
    );
  }
  return {
    key: 'final-round',
    tone: 'warning',
    heading: msg(str`Final round: ${name}'s last turn`),
    text: sentences.join(' '),
  };
}

/** The banners of the turn in play: final round, challenge, hot dice, lock, turning the corner, last die. */
export function turnBanners(state: GameState): BannerText[] {
  const banners: BannerText[] = [];
  const turn = state.turn;
  const name = nameOf(state, turn.player);
  const n = formatCount(state.rules.diceCount);
  if (state.finalRound) banners.push(finalRoundBanner(state, state.finalRound.triggeredBy, state.finalRound.turnsLeft));
  if (turn.challenge) {
    const opponent = nameOf(state, turn.challenge.opponent);
    const penalty = formatPoints(state.rules.variations.challenges?.zilchPenalties[turn.challenge.which] ?? 0);
    banners.push({
      key: 'challenge',
      tone: 'info',
      heading: msg(str`${name} challenges ${opponent}`),
      text: msg(str`What ${name} banks is also taken from ${opponent}; a zilch costs ${name} ${penalty}.`),
    });
  }
  if (turn.cornerPending) {
    banners.push({
      key: 'corner',
      tone: 'warning',
      heading: msg(str`All ${n} scored: you must roll them all again before you bank`, {
        desc: 'All the dice (6 or 10) scored',
      }),
      text: msg('Turning the corner: bank after the next scoring roll.'),
    });
  } else if (turn.hotDice && turn.phase === 'decide') {
    const heading =
      state.rules.turn.hotDice === 'must-continue'
        ? msg(str`Hot dice! Roll all ${n} again`, { desc: 'All the dice (6 or 10) scored' })
        : msg(str`Hot dice! Roll all ${n} again, or bank`, { desc: 'All the dice (6 or 10) scored' });
    banners.push({ key: 'hot', tone: 'success', heading, text: '' });
  }
  if (turn.locked > 0) {
    const locked = formatPoints(turn.locked);
    banners.push({
      key: 'lock',
      tone: 'success',
      heading: msg(str`Locked: ${locked} safe`),
      text: msg('A zilch now cannot take these points away.'),
    });
  }
  if (turn.lastDieMissed) {
    banners.push({
      key: 'missed',
      tone: 'warning',
      heading: msg('Missed — throw the last die once more'),
      text: msg('The last die gets a second chance; you cannot bank in between.'),
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

/** The finished game's heading and line: "Ana wins!", "Game over: won with 10,050 after 12 rounds." */
export function gameOverText(state: GameState): { readonly heading: string; readonly text: string } {
  const winners = state.winners.map((seat) => nameOf(state, seat));
  const best = formatPoints(Math.max(...state.players.map((player) => player.score)));
  const rounds = state.round;
  const n = formatCount(rounds);
  if (winners.length === 1) {
    const winner = winners[0] ?? '';
    return {
      heading: msg(str`${winner} wins!`),
      text: plural(rounds, {
        one: () => msg(str`Game over: won with ${best} after ${n} round.`, { id: 'game-over-won.one' }),
        few: () => msg(str`Game over: won with ${best} after ${n} rounds.`, { id: 'game-over-won.few' }),
        other: () => msg(str`Game over: won with ${best} after ${n} rounds.`, { id: 'game-over-won.other' }),
      }),
    };
  }
  const together = formatList(winners);
  return {
    heading: msg(str`${together} share the win!`),
    text: plural(rounds, {
      one: () => msg(str`Game over: tied with ${best} after ${n} round.`, { id: 'game-over-tied.one' }),
      few: () => msg(str`Game over: tied with ${best} after ${n} rounds.`, { id: 'game-over-tied.few' }),
      other: () => msg(str`Game over: tied with ${best} after ${n} rounds.`, { id: 'game-over-tied.other' }),
    }),
  };
}

/**
 * The tie-break throws of a game in words, one a line: "Ana threw 1, 1, 1, 2, 3, 4 for 1,000"; when
 * the leaders threw more than once, each line says which throw it was ("Throw 2: …").
 */
export function tieThrowLines(state: GameState): string[] {
  const rounds = new Set(state.tieThrows.map((thrown) => thrown.round)).size;
  return state.tieThrows.map((thrown) => {
    const name = nameOf(state, thrown.player);
    const dice = thrown.dice.join(', ');
    const points = formatPoints(thrown.points);
    if (rounds <= 1) return msg(str`${name} threw ${dice} for ${points}`);
    const round = formatCount(thrown.round);
    return msg(str`Throw ${round}: ${name} threw ${dice} for ${points}`);
  });
}

/** "Ana is up: turn total 450, roll 4 dice." — where the game stands, for the live region. */
export function standing(state: GameState): string {
  if (state.phase === 'finished') {
    const winners = formatList(state.winners.map((w) => nameOf(state, w)));
    return state.winners.length === 1
      ? msg(str`The game is over: ${winners} wins.`)
      : msg(str`The game is over: ${winners} share the win.`);
  }
  if (state.phase === 'tie-break') {
    const name = nameOf(state, state.current);
    const all = diceWord(state.rules.diceCount);
    return msg(str`Tie-break: ${name} throws all ${all}.`);
  }
  if (state.phase === 'throw-off') return msg('Find the first player.');
  const turn = state.turn;
  const name = nameOf(state, state.current);
  if (turn.phase === 'hold') return msg(str`${name}: choose the dice to hold.`);
  const total = formatPoints(turn.turnTotal);
  const dice = diceWord(turn.diceToRoll);
  return msg(str`${name} is up: turn total ${total}, roll ${dice}.`);
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
        const held = [...entry.dice].sort((a, b) => a - b).join(', ');
        const points = formatPoints(after.turn.turnTotal - before.turn.turnTotal);
        const total = formatPoints(after.turn.turnTotal);
        const dice = diceWord(after.turn.diceToRoll);
        sentences.push(
          after.turn.hotDice
            ? msg(str`${name} holds ${held}: ${points}, turn total ${total}, hot dice, roll all ${dice} again.`)
            : msg(str`${name} holds ${held}: ${points}, turn total ${total}, roll ${dice}.`),
        );
        break;
      }
      case 'roll': {
        const rolled = entry.dice.join(', ');
        if (ended?.outcome === 'zilch') {
          const lost = before.turn.turnTotal - ended.points;
          const lostPoints = formatPoints(lost);
          sentences.push(lost > 0 ? msg(str`${name} zilches, ${lostPoints} lost.`) : msg(str`${name} zilches.`));
        } else if (after.turn.lastDieMissed) {
          sentences.push(msg(str`${name} rolls ${rolled}: missed, throw the last die once more.`));
        } else {
          sentences.push(msg(str`${name} rolls ${rolled}.`));
          const best = bestHoldOfRoll(after, entry.dice);
          if (best) {
            const hold = best.dice.join(', ');
            const points = formatPoints(best.points);
            sentences.push(msg(str`Best hold ${hold}: ${points}.`));
          }
        }
        break;
      }
      case 'bank':
      case 'total':
        if (ended?.outcome === 'bank') {
          const banked = formatPoints(ended.points);
          const total = formatPoints(ended.scoreAfter);
          sentences.push(msg(str`${name} banks ${banked}, total ${total}.`));
        } else if (ended) {
          sentences.push(msg(str`${name} zilches.`));
        }
        break;
      case 'start':
        if (entry.takeOver) {
          const points = formatPoints(entry.takeOver.points);
          const dice = diceWord(entry.takeOver.dice);
          sentences.push(msg(str`${name} takes over ${points} with ${dice}.`));
        } else {
          sentences.push(msg(str`${name} starts fresh.`));
        }
        break;
      case 'challenge': {
        const opponent = nameOf(before, entry.opponent);
        sentences.push(msg(str`${name} challenges ${opponent}.`));
        break;
      }
      case 'tie-throw': {
        // The flow scores a tie-break throw by its best hold.
        const thrower = nameOf(before, entry.player);
        const points = formatPoints(tieThrowPoints(before, entry.dice));
        sentences.push(msg(str`${thrower} throws ${points} in the tie-break.`));
        break;
      }
      case 'first-player': {
        const first = nameOf(before, entry.player);
        sentences.push(msg(str`${first} starts.`, { desc: 'The player who takes the first turn of the game' }));
        break;
      }
      case 'throw-off': {
        const thrower = nameOf(before, entry.player);
        const pips = formatCount(entry.pips);
        sentences.push(
          plural(entry.pips, {
            one: () => msg(str`${thrower} throws ${pips} pip.`, { id: 'throw-off-pips.one' }),
            few: () => msg(str`${thrower} throws ${pips} pips.`, { id: 'throw-off-pips.few' }),
            other: () => msg(str`${thrower} throws ${pips} pips.`, { id: 'throw-off-pips.other' }),
          }),
        );
        break;
      }
    }
  }
  if (after.phase === 'finished' && before.phase !== 'finished') sentences.push(standing(after));
  else if (after.phase === 'tie-break' && before.phase !== 'tie-break') sentences.push(standing(after));
  else if (ended) {
    const up = nameOf(after, after.current);
    sentences.push(msg(str`${up} is up.`));
  }
  return sentences.join(' ');
}

/**
 * Why the dice being tapped in left the pad: another tab wrote first. `before` is the game this
 * tab showed, `entered` the other tab's entry at the position the dice were for (if any), `dice`
 * what was on the pad.
 */
export function draftClearedText(before: GameState, entered: Entry | undefined, dice: readonly Face[]): string {
  const tapped = dice.join(', ');
  if (entered?.type === 'roll') {
    const name = nameOf(before, before.current);
    const roll = entered.dice.join(', ');
    return msg(
      str`${name}'s roll ${roll} was entered in another tab: the dice you were tapping in (${tapped}) were cleared.`,
    );
  }
  if (entered?.type === 'tie-throw') {
    const name = nameOf(before, entered.player);
    const thrown = entered.dice.join(', ');
    return msg(
      str`${name}'s throw ${thrown} was entered in another tab: the dice you were tapping in (${tapped}) were cleared.`,
    );
  }
  return msg(str`This game changed in another tab: the dice you were tapping in (${tapped}) were cleared.`);
}

/** The same, after a sentence that said what the other tab did. */
export function draftClearedNote(dice: readonly Face[]): string {
  const tapped = dice.join(', ');
  return msg(str`The dice you were tapping in (${tapped}) were cleared.`);
}

/** Names the challenge on offer: "Ana's first challenge, below 5,000". */
export function challengeLabel(name: string, offer: Pick<ChallengeOffer, 'which' | 'scoreDividing'>): string {
  const who = isolatedName(name);
  const dividing = formatPoints(offer.scoreDividing);
  return offer.which === 0
    ? msg(str`${who}'s first challenge, below ${dividing}`)
    : msg(str`${who}'s second challenge, at ${dividing} or more`);
}
