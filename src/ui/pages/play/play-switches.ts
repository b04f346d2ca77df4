import type { ZsPlaySwitchDetail } from '../../app/events.js';
import { devicePrefs } from '../../app/device-prefs.js';
import { setTableSetting, tableSetting } from '../../app/table-feedback.js';
import type { TableFeedback } from '../../app/table-feedback.js';
import type { AdviceController, AdviceGoal, AdviceSettings } from '../../controllers/advice-controller.js';
import type { WakeLockController } from '../../controllers/wake-lock-controller.js';
import { goalSentence, switchSentence } from '../../text/switch-text.js';
import type { PlayKeysController } from './play-keys.js';
import type { PlaySession } from './play-session.js';

/** What the advice aims for on this device: 'points' or (unless told) 'win'. */
const ADVICE_GOAL_KEY = 'zs-advice-goal';

/** The advice's aim as this device last chose it. */
export const adviceGoal = (): AdviceGoal => (devicePrefs.read(ADVICE_GOAL_KEY) === 'points' ? 'points' : 'win');

/** What the play screen's switches act on. */
export interface SwitchParts {
  readonly play: PlaySession;
  readonly adviser: AdviceController;
  readonly keys: PlayKeysController;
  readonly wakeLock: WakeLockController;
  readonly feedback: TableFeedback;
  /** Where the advice switch is kept (the ledger's settings). */
  settings(): Promise<AdviceSettings> | undefined;
}

/**
 * Flips the switch `which` of the play screen and returns what the live region says about it
 * ('' when the session says it itself). The game's switches go to the session or the adviser; the
 * device's own (screen, vibrate, sound) are kept on this device.
 */
export function flipSwitch(which: ZsPlaySwitchDetail['which'], parts: SwitchParts): string {
  const { play, adviser } = parts;
  switch (which) {
    case 'total':
      play.toggleTotalMode();
      return '';
    case 'advice':
      play.suggestAgain();
      return adviser.toggle(parts.settings());
    case 'goal':
      adviser.goal = adviser.goal === 'win' ? 'points' : 'win';
      devicePrefs.write(ADVICE_GOAL_KEY, adviser.goal);
      play.suggestAgain();
      return goalSentence(adviser.goal);
    case 'shortcuts':
      return parts.keys.toggle();
    case 'screen':
    case 'vibrate':
    case 'sound': {
      const on = !tableSetting(which);
      setTableSetting(which, on);
      if (which === 'screen') void parts.wakeLock.sync();
      // Sound starts inside the tap that asked for it: Safari plays audio only from a user's gesture.
      if (which === 'sound' && on) parts.feedback.prepareSound();
      return switchSentence(which, on);
    }
  }
}
