/**
 * The banners of the play screen: the turn that just ended (a bank, a zilch and what it cost) and
 * the turn in play (the final round, a challenge, hot dice, lock, turning the corner, the last die).
 * Pure (no Lit, no DOM), so Node tests read them too.
 */
import { msg, str } from '@lit/localize';
import type { GameState, TurnRecord } from '../../game/index.js';
import { formatCount, formatList, formatPoints, plural } from './format.js';
import { nameOf } from './names.js';
import type { BannerTone } from '../components/zs-banner.js';

/** A banner as the page shows it. */
export interface BannerText {
  readonly key: string;
  readonly tone: BannerTone;
  readonly heading: string;
  readonly text: string;
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
