/** The play screen's switches in words: each one's name, and what is said when it flips. */
import { msg, str } from '@lit/localize';
import type { ZsPlaySwitchDetail } from '../app/events.js';

/** A switch's name, as on its chip and in what is said when it flips ("Sound: on."). */
export function switchLabel(which: ZsPlaySwitchDetail['which']): string {
  switch (which) {
    case 'total':
      return msg('Total mode', { desc: "Switch: type each turn's points instead of tapping in the dice" });
    case 'advice':
      return msg('Advice', { desc: "Switch: show the advisor's advice" });
    case 'goal':
      return msg('Play to win', {
        desc: 'Switch: the advice aims at winning the game rather than at points this turn',
      });
    case 'shortcuts':
      return msg('Key shortcuts', { desc: 'Switch: single-key keyboard shortcuts' });
    case 'screen':
      return msg('Keep screen on', { desc: "Switch: keep the phone's screen from dimming" });
    case 'vibrate':
      return msg('Vibrate', { desc: 'Switch: the phone vibrates at a bank, a zilch, hot dice and a win' });
    case 'sound':
      return msg('Sound', { desc: 'Switch: a short sound at a bank, a zilch, hot dice and a win' });
  }
}

/** What is said when "Play to win" flips: what the advice aims for now. */
export function goalSentence(goal: 'win' | 'points'): string {
  return goal === 'win'
    ? msg('Play to win: on. The advice is the chance to win the game, where it is known.')
    : msg('Play to win: off. The advice is the most points this turn.');
}

/** "Sound: on.": what is said when one of this device's switches flips. */
export function switchSentence(which: ZsPlaySwitchDetail['which'], on: boolean): string {
  const label = switchLabel(which);
  return on
    ? msg(str`${label}: on.`, {
        desc: 'Said when a switch of the play screen is turned on; the label is its name ("Sound: on.")',
      })
    : msg(str`${label}: off.`, {
        desc: 'Said when a switch of the play screen is turned off; the label is its name ("Sound: off.")',
      });
}
