import { readLocalDraft, writeLocalDraft } from '../../../db/index.js';
import { bestPointsHold } from '../../../game/index.js';
import type { GameState, TableMoment } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import { devicePrefs } from '../../app/device-prefs.js';
import { bankHoldToWin } from '../../controllers/advice-controller.js';
import type { Advice } from '../../controllers/advice-controller.js';
import type { PlayPorts } from './play-session.js';

/** What the page gives a play session: its live region, the table's feedback and the advice on screen. */
export interface PageHooks {
  announce(message: string): void;
  moment(moment: TableMoment): void;
  advice(state: GameState): Advice | null;
}

/**
 * A play session's ports in the app: the dice's quick copy in localStorage, this device's
 * choices, the hold the advice suggests (else the one worth the most), and the page's clock.
 */
export function appPlayPorts(page: PageHooks): PlayPorts {
  return {
    quickDraft: { read: readLocalDraft, write: writeLocalDraft },
    prefs: devicePrefs,
    announce: (message) => message && page.announce(message),
    moment: (moment) => page.moment(moment),
    suggestHold: (state): readonly Face[] => page.advice(state)?.holds?.[0]?.dice ?? bestPointsHold(state),
    bankHold: (state) => bankHoldToWin(page.advice(state)),
    afterPaint: (ms, then) => requestAnimationFrame(() => setTimeout(then, ms)),
    now: () => Date.now(),
  };
}
