import type { Entry, RematchStart, TakeOver } from '../../game/index.js';
import type { Face, Ruleset } from '../../rules/index.js';

/** What a player can do with the turn from the action bar. */
export type TurnAction = 'roll-again' | 'bank' | 'undo' | 'redo';

export interface ZsFaceDetail {
  readonly face: Face;
}
export interface ZsDieRemoveDetail {
  readonly index: number;
}
export interface ZsPresetChangeDetail {
  readonly id: string;
}
export interface ZsTurnPickDetail {
  /** 0-based index into the game's turns. */
  readonly turnIndex: number;
}
export interface ZsCorrectDetail {
  readonly points: number;
}
export interface ZsRulesChangeDetail {
  readonly rules: Ruleset;
}
export interface ZsPlayersChangeDetail {
  readonly players: readonly string[];
}
export interface ZsStartChoiceDetail {
  readonly takeOver: TakeOver | null;
}
export interface ZsEntryDetail {
  readonly entry: Entry;
}
export interface ZsChallengeDetail {
  readonly opponent: number;
}
export interface ZsTotalDetail {
  readonly points: number;
  readonly freeDice?: number;
}
export interface ZsHoldChangeDetail {
  readonly held: readonly boolean[];
}
export interface ZsTurnActionDetail {
  readonly action: TurnAction;
}
/** A hold tapped in a hold list; `confirm` when Enter picked it (pick and confirm at once). */
export interface ZsHoldPickDetail {
  readonly dice: readonly Face[];
  readonly confirm: boolean;
}

/** Which switch of the play page's toolbar was flipped. */
export interface ZsPlaySwitchDetail {
  readonly which: 'total' | 'advice' | 'goal' | 'shortcuts' | 'screen' | 'vibrate' | 'sound';
}
export interface ZsGameDeleteDetail {
  readonly id: string;
}
export interface ZsRematchDetail {
  readonly start: RematchStart;
}
/** Two spellings to count as one person: the name keys (`playerNameKey`) of each. */
export interface ZsNamesMergeDetail {
  readonly name: string;
  readonly into: string;
}
/** A merge to take back: the key of the spelling that was merged. */
export interface ZsNamesSeparateDetail {
  readonly key: string;
}

/**
 * Every event the app's components fire, by name, with its detail (`undefined`: no detail). Each
 * bubbles and crosses shadow roots, so a page listens on itself for what its leaves report.
 */
export interface ZsEventDetails {
  'zs-face': ZsFaceDetail;
  'zs-die-remove': ZsDieRemoveDetail;
  'zs-preset-change': ZsPresetChangeDetail;
  'zs-turn-pick': ZsTurnPickDetail;
  'zs-correct': ZsCorrectDetail;
  'zs-correct-cancel': undefined;
  'zs-correct-confirm': undefined;
  'zs-correct-back': undefined;
  'zs-rules-change': ZsRulesChangeDetail;
  'zs-players-change': ZsPlayersChangeDetail;
  'zs-start-choice': ZsStartChoiceDetail;
  'zs-entry': ZsEntryDetail;
  'zs-challenge': ZsChallengeDetail;
  'zs-total': ZsTotalDetail;
  'zs-hold-change': ZsHoldChangeDetail;
  'zs-hold-confirm': undefined;
  'zs-turn-action': ZsTurnActionDetail;
  'zs-game-delete': ZsGameDeleteDetail;
  'zs-save-roll': undefined;
  'zs-hold-pick': ZsHoldPickDetail;
  'zs-play-switch': ZsPlaySwitchDetail;
  'zs-rematch': ZsRematchDetail;
  'zs-how-to-dismiss': undefined;
  'zs-names-merge': ZsNamesMergeDetail;
  'zs-names-separate': ZsNamesSeparateDetail;
  'zs-recovery-bring-back': undefined;
  'zs-recovery-dismiss': undefined;
  'zs-back-up-now': undefined;
}

type ZsEventMap = { [K in keyof ZsEventDetails]: CustomEvent<ZsEventDetails[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map is ZsEventMap
  interface GlobalEventHandlersEventMap extends ZsEventMap {}
}

/** Fires one of the app's events from `source`: bubbling, composed, typed by its name. */
export function emit<K extends keyof ZsEventDetails>(
  source: EventTarget,
  type: K,
  ...[detail]: ZsEventDetails[K] extends undefined ? [] : [ZsEventDetails[K]]
): void {
  source.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
