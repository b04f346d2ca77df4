import { consume } from '@lit/context';
import { LitElement, css, html, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { DamagedGame } from '../../../db/index.js';
import { localDraftKey } from '../../../db/local-draft.js';
import { activeEntries, applyEntry, replay } from '../../../game/index.js';
import type { Entry, GameState, TurnRecord } from '../../../game/index.js';
import { explainHold, legalHolds } from '../../../rules/index.js';
import type { Face } from '../../../rules/index.js';
import { AdviceController } from '../../controllers/advice-controller.js';
import { GameController, OTHER_TAB_SEEN_MS } from '../../controllers/game-controller.js';
import { bankOrRollLine, holdAdviceLine, takeOverLine } from '../../text/advice-text.js';
import type { ActionResult, Seen } from '../../controllers/game-controller.js';
import type { LoadedGame, WriteOptions } from '../../../db/index.js';
import { diceWord, formatPoints, splitParts } from '../../text/format.js';
import { isolatedName, shownName } from '../../text/names.js';
import {
  draftClearedNote,
  draftClearedText,
  endedTurnBanner,
  gameOverText,
  holdSummary,
  justEndedTurn,
  needLine,
  padHeading,
  pyramidBase,
  resultSentence,
  standing,
  takeOverRiskLine,
  turnBanners,
  zilchRiskLine,
} from '../../text/play-text.js';
import type { BannerText } from '../../text/play-text.js';
import { revertSentence, tapPhrase } from '../../text/undo-text.js';
import { damagedGameBanner } from '../../text/damage-text.js';
import { navigate, routeHash } from '../../app/router.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, cards, notices, tokens } from '../../app/theme.js';
import type { ZsDicePad } from '../../components/zs-dice-pad.js';
import type { ExplainedHold } from '../../components/zs-hold-list.js';
import type { ZsHoldPicker } from './zs-hold-picker.js';
import type { ZsRoll } from '../../components/zs-roll.js';
import type { ZsTotalEntry } from './zs-total-entry.js';
import type { ActionRefusal, ZsTurnActions } from './zs-turn-actions.js';
import '../../components/zs-backup-now.js';
import '../../components/zs-banner.js';
import './zs-challenge-picker.js';
import { faceOfKey, isFormField } from '../../components/zs-dice-pad.js';
import '../../components/zs-die.js';
import './zs-hold-picker.js';
import '../../components/zs-roll.js';
import './zs-take-over.js';
import './zs-throw-off.js';
import './zs-tie-break.js';
import './zs-total-entry.js';
import './zs-turn-actions.js';
import './zs-turn-status.js';
import type { TurnAction, ZsChallengeDetail, ZsDieRemoveDetail, ZsEntryDetail, ZsFaceDetail, ZsHoldChangeDetail, ZsStartChoiceDetail, ZsTotalDetail, ZsTurnActionDetail } from '../../app/events.js';

/**
 * Where a refusal is shown: next to the control that caused it; `page` (the top of the page) for a
 * write another tab overtook, since the game shown then is the other tab's and the control may be gone.
 */
type Near = TurnAction | 'pad' | 'hold' | 'start' | 'challenge' | 'total' | 'throw-off' | 'page';

interface ShownRefusal {
  readonly near: Near;
  readonly message: string;
}

/**
 * The dice tapped in for the roll being entered. `at` is the game position (entries in force) the
 * roll belongs to: a draft from another position (the game moved on, in this tab or another) is
 * dropped. `waiting` marks dice that came back from an Undo (or a failed write): they are not sent
 * again until the player changes them, so Undo never bounces straight back.
 */
interface Draft {
  readonly at: number;
  readonly dice: readonly Face[];
  readonly waiting: boolean;
  /** When it was saved (ms), to take the newer of the two copies (localStorage and the ledger). */
  readonly savedAt?: number;
}

/**
 * One action of the player (one tap) handed to the ledger as one write: one entry, or a hold and
 * the bank that goes with it, stored together or not at all. `at` is the position of its first
 * entry. It is announced from the game as the ledger committed it, never from what was queued.
 */
interface PendingAction {
  readonly entries: readonly Entry[];
  readonly at: number;
  readonly near: Near;
  readonly onFailure?: (at: number) => void;
  /** Settles when the ledger has answered: true when the entries were stored. */
  readonly done: Promise<boolean>;
  readonly finish: (stored: boolean) => void;
}

/** An entry of an action not yet stored; `at` is the position it will take, `from` the queued game it was checked on. */
interface PendingEntry {
  readonly entry: Entry;
  readonly at: number;
  readonly from: GameState;
  readonly action: PendingAction;
}

/** Added to a failure's message when taps queued behind it were dropped. */
const DROPPED_NOTE = 'What you did after it was not saved either.';


/** One switch for the whole app on this device: a keyboard belongs to the device, not to a game. */
const SHORTCUTS_OFF_KEY = 'zs-shortcuts-off';
/** Set once this device has shown it has a keyboard: from then on the shortcuts' switch shows on it too. */
const KEYBOARD_SEEN_KEY = 'zs-keyboard-seen';
/** A phone or tablet without a mouse: whether it has a keyboard only its first key press tells. */
const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';
const totalModeKey = (gameId: string) => `zs-total-mode:${gameId}`;

/** localStorage can be missing or refuse (private mode, full): the page then works without it. */
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage a reload loses the taps of the roll being entered; nothing else depends on it.
  }
}

function readDraft(gameId: string): Draft | null {
  const raw = readStorage(localDraftKey(gameId));
  if (!raw) return null;
  try {
    return parseDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A draft read back from storage, or null when it is not one. */
function parseDraft(value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, dice, waiting, savedAt } = value as Record<string, unknown>;
  if (typeof at !== 'number' || !Array.isArray(dice)) return null;
  if (!dice.every((face) => Number.isInteger(face) && face >= 1 && face <= 6)) return null;
  return { at, dice: dice as Face[], waiting: waiting === true, savedAt: typeof savedAt === 'number' ? savedAt : 0 };
}


/**
 * The entries another tab's Undo took back from the game this tab showed: `after` is `before`
 * with the head moved back and nothing else changed. Empty for any other change.
 */
function undoneBetween(before: LoadedGame, after: LoadedGame): readonly Entry[] {
  if (after.row.id !== before.row.id || after.log.head >= before.log.head || after.log.entries.length !== before.log.entries.length) return [];
  const undone = before.log.entries.slice(after.log.head, before.log.head);
  const same = undone.every((entry, index) => JSON.stringify(entry) === JSON.stringify(after.log.entries[after.log.head + index]));
  return same ? undone : [];
}

/** A dialog, modal or not: keys typed there belong to it. */
function isDialog(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  const role = target.getAttribute('role');
  return target instanceof HTMLDialogElement || role === 'dialog' || role === 'alertdialog';
}

/** Controls that Enter activates by themselves. */
function activatesOnEnter(target: EventTarget | undefined): boolean {
  return target instanceof HTMLElement && (['BUTTON', 'A', 'SUMMARY'].includes(target.tagName) || target.getAttribute('role') === 'switch');
}

/**
 * The play screen: who is up, the dice pad, the hold, Bank and Roll again, and every banner of the
 * turn, all derived from the game as the ledger stores it. A page: it holds the game controller and
 * the roll being entered; the pieces it shows are leaf components.
 *
 * How the player's actions map to entries (the game layer's log):
 * - The dice of a roll are a draft kept here (and in localStorage, so a reload keeps the taps) until
 *   the roll has exactly the dice to roll; then it is written as one `roll` entry at once. Players
 *   expect the last die to count without a "Done" tap; Undo is the safety net and brings the roll's
 *   dice back to the pad, where a mistyped die is tapped away and the right one tapped in.
 * - In the hold step, "Roll again" writes the `hold` and the pad waits for the next roll; "Bank"
 *   writes `hold` and `bank` in one write (`actAll`): both are stored or neither, so a refused
 *   bank, a full disk or another tab's write leaves nothing of the tap and the player keeps their
 *   selection; Enter writes the `hold` alone. No other tap writes more than one entry: the
 *   take-over choice, a challenge and a typed total are one entry each (a total entered instead
 *   of the take-over choice starts the turn fresh by itself).
 * - Undo takes back the player's last tap, as the ledger recorded it (a hold and the bank written
 *   with it go together, after a reload too), and says which ("Undone: Ana's roll 1, 2, 3, 5, 6,
 *   6."); Redo does the same forward. A roll in the middle of being tapped in is dropped by Undo.
 *
 * Honest screen, no dropped taps (issue 3: an action is stored before the screen shows it as done).
 * Two games are kept apart:
 * - the game as stored (`shownState`) is all the screen shows as done: scores, the turn total, who
 *   is up, the banners, which step of the turn it is (the pad, the hold, the take-over choice); the
 *   polite live region announces an action ("Ana banks 650, total 3,200") only once the ledger
 *   has committed it, from the committed game;
 * - the game with the actions still queued (`queuedState`) is what a new tap is checked against, so
 *   a quick Hold then Bank, or the next player's dice tapped while the bank is being written, mean
 *   what the player meant and are written in order behind it.
 * A write normally takes 2-5 ms, far less than a frame, so the screen simply moves on. While one is
 * out the tapped dice stay on the pad and the hold stays selected; past 150 ms a "Saving…" line
 * says so (sooner, it would flicker on every tap). Dice tapped ahead for the next roll show on the
 * pad with that roll's heading: they are input, not something done. A write that fails was never
 * shown as done: its input stays (the roll's dice on the pad with "Save this roll again", the hold
 * still selected, the typed total in its field), the message says what happened (a storage failure
 * in an alert banner, a write another tab overtook at the top of the page), and what was queued
 * behind it is dropped, since it followed a step that did not happen, and the message says so.
 *
 * Two tabs on one game: the other tab's writes show here at once. A decision tapped here (a hold,
 * a bank, Undo) acts only on the game this tab's player saw: another tab's change counts as seen
 * once it has been on screen for OTHER_TAB_SEEN_MS; a tap before that is refused as stale, and
 * the latest game shows. What the other tab's change did to this tab is said, never silent: an
 * Undo there ("Undone in another tab: …") and the dice being tapped in here that it cleared.
 *
 * Keys: see `onKeyDown` (1-6 add a die, Backspace removes the last, Enter confirms the hold, B
 * banks, R rolls again, U undoes; only where the page has the keyboard, and they can be switched off).
 */
@customElement('zs-play-page')
export class ZsPlayPage extends LitElement {
  static override styles = [
    tokens,
    basics,
    buttons,
    cards,
    notices,
    css`
      :host {
        display: block;
      }

      .page {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 12px;
      }

      .column {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        flex-wrap: wrap;
        gap: 0 12px;
        min-width: 0;
        align-content: start;
      }

      .toolbar {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-start;
        gap: 8px;
      }

      .switch {
        display: inline-flex;
        align-items: center;
        gap: 10px;
        padding: 0 14px 0 8px;
        font-weight: 700;
      }

      .switch .track {
        position: relative;
        width: 40px;
        height: 24px;
        border-radius: 999px;
        background: var(--zs-border);
        transition: background-color 120ms ease-out;
      }

      .switch .track::after {
        content: '';
        position: absolute;
        top: 3px;
        left: 3px;
        width: 18px;
        height: 18px;
        border-radius: 50%;
        background: var(--zs-surface);
        box-shadow: 0 1px 2px rgb(0 0 0 / 30%);
        transition: transform 120ms ease-out;
      }

      .switch[aria-checked='true'] .track {
        background: var(--zs-accent);
      }

      .switch[aria-checked='true'] .track::after {
        transform: translateX(16px);
      }

      .card {
        min-width: 0;
        padding: 14px 16px 16px;
      }

      .card-heading {
        display: flex;
        align-items: baseline;
        gap: 8px;
        margin: 0 0 10px;
      }

      h3 {
        margin: 0;
        font-size: 1.0625rem;
        font-weight: 700;
      }

      .count {
        margin-left: auto;
        color: var(--zs-text-muted);
        font-size: 0.9375rem;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }

      zs-roll {
        margin-bottom: 12px;
      }

      .refusal {
        margin: 10px 0 0;
        line-height: 1.35;
      }

      /* Only a write out for more than 150 ms fills it; empty, it takes no room and stays a live region. */
      .saving {
        display: flex;
        align-items: center;
        gap: 8px;
        margin: 0;
        color: var(--zs-text-muted);
        font-weight: 600;
      }

      .saving:empty {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }

      .spinner {
        width: 16px;
        height: 16px;
        border: 2px solid var(--zs-border);
        border-top-color: var(--zs-accent);
        border-radius: 50%;
        animation: spin 800ms linear infinite;
      }

      @keyframes spin {
        to {
          transform: rotate(1turn);
        }
      }

      .retry {
        display: block;
        min-height: 44px;
        margin: 0 0 12px;
        padding: 0 18px;
        border: 0;
        border-radius: 12px;
        background: var(--zs-danger);
        color: var(--zs-on-accent);
        font: inherit;
        font-weight: 700;
        cursor: pointer;
        touch-action: manipulation;
      }

      /* Dice that wait after an Undo or a reload: nothing failed that the player has not seen. */
      .retry.waiting {
        background: var(--zs-accent);
      }

      .banner-dice {
        display: flex;
        gap: 4px;
        margin-top: 6px;
        --zs-die-size: 28px;
      }

      /* Bank and Roll again stay under the thumb while the page scrolls. */
      .actions.sticky {
        position: sticky;
        bottom: 0;
        z-index: 2;
        padding: 10px 0 calc(10px + env(safe-area-inset-bottom, 0px));
        background: var(--zs-bg);
        box-shadow: 0 -1px 0 var(--zs-border);
      }

      .damaged-actions {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 12px 20px;
      }

      .loading {
        padding: 24px;
        color: var(--zs-text-muted);
        text-align: center;
      }

      .over h2 {
        margin: 0 0 4px;
        overflow-wrap: anywhere;
        font-size: 1.75rem;
        font-weight: 800;
      }

      .over p {
        margin: 0 0 12px;
        color: var(--zs-text-muted);
      }

      .over ol {
        display: grid;
        gap: 6px;
        margin: 0 0 14px;
        padding: 0;
        list-style: none;
      }

      .over li {
        display: flex;
        justify-content: space-between;
        gap: 12px;
        min-width: 0;
        padding: 8px 12px;
        border-radius: 10px;
        background: var(--zs-surface-sunken);
        font-variant-numeric: tabular-nums;
      }

      .over li.winner {
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
        font-weight: 800;
      }

      .links {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 8px;
      }

      .links a,
      .links button {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-height: 52px;
        padding: 0 14px;
        border: 1px solid var(--zs-accent);
        border-radius: 12px;
        background: var(--zs-surface);
        color: var(--zs-accent-strong);
        font-weight: 800;
        text-decoration: none;
        cursor: pointer;
      }

      .links button {
        background: var(--zs-accent);
        color: var(--zs-on-accent);
      }

      a.inline {
        color: var(--zs-accent-strong);
        font-weight: 700;
      }

      @media (max-width: 360px) {
        .card {
          padding: 12px 10px 14px;
        }
      }

      @media (max-height: 720px) {
        .card {
          padding-top: 10px;
          padding-bottom: 12px;
        }

        .card-heading {
          margin-bottom: 8px;
        }

        zs-roll {
          margin-bottom: 8px;
        }

        zs-dice-pad {
          --zs-pad-button-height: 56px;
        }
      }

      @media (min-width: 880px) {
        .page {
          grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
          align-items: start;
        }
      }

      @media (prefers-reduced-motion: reduce) {
        .switch .track,
        .switch .track::after {
          transition: none;
        }

        .spinner {
          animation: none;
        }
      }
    `,
  ];

  /** The id of the game shown (route `#/game/:id`). */
  @property({ attribute: false }) gameId = '';

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  /** The dice tapped in for the roll being entered. */
  @state() private draft: Draft = { at: -1, dice: [], waiting: false };
  /** The ledger's copies of the draft, written one after another. */
  private draftWrites: Promise<unknown> = Promise.resolve();

  /** Which dice of the last roll are selected to hold, by position; `heldAt` is the position they belong to. */
  @state() private held: readonly boolean[] = [];
  private heldAt = -1;

  @state() private refusal: ShownRefusal | null = null;
  @state() private totalMode = false;
  /** The advisor is on unless the group switched it off (a setting of the app). */
  @state() private adviceOn = true;
  /** The player changed the pre-selected hold: advice that arrives later does not overrule them. */
  private heldByPlayer = false;

  @query('zs-dice-pad') private pad?: ZsDicePad;
  @query('zs-roll') private rollView?: ZsRoll;
  @query('zs-hold-picker') private holdPicker?: ZsHoldPicker;
  @query('zs-turn-actions') private actionBar?: ZsTurnActions;
  @query('zs-total-entry') private totalEntry?: ZsTotalEntry;

  private readonly controller = new GameController(this, () => this.services, () => this.gameId);
  /** Asks the advice worker about the state on screen; the page never waits for it. */
  private readonly adviser = new AdviceController(
    this,
    () => (this.adviceOn ? (this.services?.advice() ?? null) : null),
    () => this.queuedState() ?? undefined,
  );
  /** The page connected before its services were provided: the controller subscribes when they come. */
  private waitingForServices = false;
  /** Replaced, never changed in place: `derived` knows it is current by comparing it. */
  private pending: readonly PendingEntry[] = [];
  private derived: { base: GameState; pending: readonly PendingEntry[]; state: GameState } | null = null;
  /** Settles when every write handed to the ledger has come back. */
  private writes: Promise<unknown> = Promise.resolve();
  /** What became of the download of a damaged game's record. */
  @state() private damagedReport = '';
  /** Actions queued behind a failed write were dropped: the message about the failure says so. */
  @state() private droppedAfterFailure = false;
  /** A complete roll whose write failed, still on the pad: the pad offers to send it again. */
  @state() private failedRoll: { readonly at: number; readonly dice: readonly Face[] } | null = null;
  /** The single-key shortcuts are on unless switched off on this device (WCAG 2.1.4, see onKeyDown). */
  @state() private shortcutsOn = readStorage(SHORTCUTS_OFF_KEY) !== '1';
  /** This device has pressed a key outside a text field (now or on an earlier visit): it has a keyboard. */
  @state() private keyboardSeen = readStorage(KEYBOARD_SEEN_KEY) === '1';
  /** No mouse and a touch screen (a phone, a tablet): see `showsShortcutsSwitch`. */
  @state() private touchOnly = false;
  private touchQuery: MediaQueryList | null = null;
  private shortcutsSwitchShown = false;
  /** An Undo or Redo in progress: new actions wait for it, since it moves the game's position. */
  private reverting: Promise<unknown> | null = null;
  /**
   * How many of the controller's `otherTabChanges` the player has seen: each counts once it has
   * been painted and on screen for OTHER_TAB_SEEN_MS. A tap carries it, so it acts only on a game
   * the player saw; `changesShown` is the count the page last rendered with.
   */
  private seenChanges = 0;
  private changesShown = 0;
  /** The game as the page last showed it, to say what another tab's change did to it. */
  private lastShown: LoadedGame | null = null;
  /** The turn total thrown away by the zilch of `record`, worked out once per turn record (it takes a replay). */
  private lossMemo: { record: TurnRecord; lost: number } | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    // The services context answers while the element connects; a provider may also answer later.
    this.waitingForServices = !this.services;
    window.addEventListener('keydown', this.onKeyDown);
    this.touchQuery = typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_ONLY_QUERY) : null;
    this.touchOnly = this.touchQuery?.matches ?? false;
    this.touchQuery?.addEventListener('change', this.onPointerChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKeyDown);
    this.touchQuery?.removeEventListener('change', this.onPointerChange);
    this.touchQuery = null;
  }

  /** A mouse plugged into a tablet, or taken away. */
  private readonly onPointerChange = (event: MediaQueryListEvent) => {
    this.touchOnly = event.matches;
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('gameId')) {
      // Another game in the same page (the controller follows the id): nothing of the old one stays.
      this.pending = [];
      this.refusal = null;
      this.heldAt = -1;
      this.draft = readDraft(this.gameId) ?? { at: -1, dice: [], waiting: false };
      if (this.services) void this.restoreDurableDraft(this.gameId);
      this.totalMode = readStorage(totalModeKey(this.gameId)) === '1';
      this.seenChanges = this.changesShown = this.controller.otherTabChanges;
      this.lastShown = null;
    }
    if (changed.has('services') && this.services && this.waitingForServices && this.isConnected) {
      this.waitingForServices = false;
      this.controller.hostConnected();
    }
    if (changed.has('services') && this.services) {
      void this.loadAdviceSetting();
      if (!changed.has('gameId')) void this.restoreDurableDraft(this.gameId);
    }
    const state = this.queuedState();
    if (!state) return;
    const shownBefore = this.lastShown;
    const otherTab = this.controller.otherTabChanges !== this.changesShown;
    this.changesShown = this.controller.otherTabChanges;
    this.lastShown = this.controller.game ?? null;
    const notes: string[] = [];
    if (otherTab && shownBefore && this.lastShown) {
      const undone = undoneBetween(shownBefore, this.lastShown);
      if (undone.length > 0) notes.push(`Undone in another tab: ${tapPhrase(this.lastShown.state, shownBefore.state, undone)}.`);
    }
    if (this.draft.at !== state.entryCount && (this.draft.dice.length > 0 || this.draft.at !== -1)) {
      // The dice of a roll being written leave the pad, but their stored copies stay until the
      // roll's write has committed (it removes the durable one in its own transaction): a phone
      // dying in between keeps the roll or its dice, never neither.
      if (this.rollBeingWritten(this.draft.at)) this.draft = { at: state.entryCount, dice: [], waiting: false };
      else {
        // Another tab moved the game on (with nothing of this tab's out, whose failure would say
        // so): the dice being tapped in were for a roll that is no longer to enter. Said, never silent.
        if (otherTab && this.draft.dice.length > 0 && this.pending.length === 0 && shownBefore) {
          notes.push(notes.length > 0 ? draftClearedNote(this.draft.dice) : draftClearedText(shownBefore.state, this.storedEntries()[this.draft.at], this.draft.dice));
        }
        this.setDraft({ at: state.entryCount, dice: [], waiting: false });
      }
    }
    // Another tab's change that takes back what this tab showed, or the dice tapped in here, is said.
    if (notes.length > 0) this.refuse('page', [...(this.refusal?.near === 'page' ? [this.refusal.message] : []), ...notes].join(' '));
    if (state.phase === 'turn' && state.turn.phase === 'hold' && this.heldAt !== state.entryCount) {
      this.heldAt = state.entryCount;
      this.heldByPlayer = false;
      this.held = this.selectionFor(state.turn.lastRoll ?? [], this.suggestedHold(state));
    } else if (state.phase === 'turn' && state.turn.phase === 'hold' && !this.heldByPlayer) {
      // The advice came after the roll was shown: pre-select its hold, unless the player has chosen.
      const suggested = this.selectionFor(state.turn.lastRoll ?? [], this.suggestedHold(state));
      if (suggested.some((flag, i) => flag !== this.held[i])) this.held = suggested;
    }
  }

  protected override updated(): void {
    this.watchOtherTabChanges();
    // A complete roll that was never sent (the page reloaded while it was being written) goes now.
    const state = this.queuedState();
    const draft = this.draft;
    if (!state || this.reverting || this.pending.length > 0 || draft.waiting || draft.at !== state.entryCount) return;
    if (draft.dice.length > 0 && draft.dice.length === this.padCapacity(state)) void this.submitRoll(state, draft.dice);
  }

  /** Counts another tab's change as seen once it has been painted and on screen for OTHER_TAB_SEEN_MS. */
  private watchOtherTabChanges() {
    const changes = this.changesShown;
    if (changes === this.seenChanges || changes === this.changesWatched) return;
    this.changesWatched = changes;
    requestAnimationFrame(() => {
      setTimeout(() => {
        if (this.changesShown === changes) this.seenChanges = changes;
      }, OTHER_TAB_SEEN_MS);
    });
  }

  private changesWatched = -1;

  /** What the player has seen, for a write: taken when they tap, before any wait. */
  private seen(): Seen {
    return { otherTabChanges: this.seenChanges };
  }

  // ---------------------------------------------------------------- state

  /** The game as the ledger has committed it: everything the screen shows as done comes from here. */
  private shownState(): GameState | null {
    const game = this.controller.game;
    // Until the controller has followed a new game id, the game it holds is the old one.
    if (!game || game.row.id !== this.gameId) return null;
    return game.state;
  }

  /** The game with the actions still on their way to the ledger applied: new taps are checked against it. */
  private queuedState(): GameState | null {
    const base = this.shownState();
    if (!base) return null;
    if (this.derived?.base === base && this.derived.pending === this.pending) return this.derived.state;
    let state = base;
    for (const { entry, at } of this.pending) {
      if (at < state.entryCount) continue; // stored already
      if (at > state.entryCount) break;
      const next = applyEntry(state, entry);
      if (!next.ok) break;
      state = next.value;
    }
    this.derived = { base, pending: this.pending, state };
    return state;
  }

  /** The entries in force as stored. */
  private storedEntries(): readonly Entry[] {
    const game = this.controller.game;
    return game ? activeEntries(game.log) : [];
  }

  /**
   * The hold pre-selected for a roll: the advisor's, which maximises the turn's expected score, once
   * it has answered; until then (or with advice off) the legal hold worth the most points.
   */
  private suggestedHold(state: GameState): readonly Face[] {
    const advised = this.adviceOn ? this.adviser.advice.holds?.[0] : undefined;
    if (advised) return advised.dice;
    const roll = state.turn.lastRoll ?? [];
    return legalHolds(state.rules, roll, pyramidBase(state))[0]?.dice ?? [];
  }

  /** One line about the pre-selected hold, shown above the list of holds. */
  private holdAdvice(state: GameState): string {
    const { holds, note } = this.adviser.advice;
    if (this.adviceOn && holds && holds.length > 0) return holdAdviceLine(holds, note);
    const suggestion = this.suggestedHold(state);
    if (suggestion.length === 0) return '';
    return `Pre-selected: ${suggestion.join(', ')}, the hold worth the most points. Tap dice or a hold to change it.`;
  }

  /** One line next to Bank and Roll again: the advisor's bank-or-roll, or the chance that rolling on zilches. */
  private decisionAdvice(state: GameState, diceNext: number): string {
    const advice = this.adviser.advice.bankOrRoll;
    return this.adviceOn && advice ? bankOrRollLine(advice, diceNext) : zilchRiskLine(state, diceNext);
  }

  /** One line under the take-over choice: the advisor's take-over-or-fresh, or what rolling the free dice risks. */
  private startAdvice(state: GameState): string {
    const offer = state.takeOverOffer;
    const advice = this.adviser.advice.takeOver;
    return offer && this.adviceOn && advice ? takeOverLine(advice, offer) : takeOverRiskLine(state);
  }

  private async loadAdviceSetting(): Promise<void> {
    try {
      const ledger = await this.services?.ledger();
      this.adviceOn = !(await ledger?.getSetting('adviceOff'));
    } catch {
      // A setting that cannot be read leaves advice on; nothing else depends on it.
    }
  }

  private async toggleAdvice(): Promise<void> {
    this.adviceOn = !this.adviceOn;
    this.heldByPlayer = false;
    this.announce(this.adviceOn ? 'Advice on: the best hold is pre-selected.' : 'Advice off: the hold worth the most points is pre-selected.');
    try {
      await (await this.services?.ledger())?.setSetting('adviceOff', !this.adviceOn);
    } catch {
      // The switch still works for this visit; it is only not remembered.
    }
  }

  /** How many dice the pad takes now; 0 when the pad is not for entering dice at this point. */
  private padCapacity(state: GameState): number {
    if (state.phase === 'tie-break') return state.rules.diceCount;
    if (state.phase !== 'turn' || this.totalMode) return 0;
    if (state.turn.phase === 'hold' || this.needsStartChoice(state)) return 0;
    return state.turn.diceToRoll;
  }

  private needsStartChoice(state: GameState): boolean {
    return state.phase === 'turn' && state.takeOverOffer !== null && !state.turn.startChosen && state.turn.phase === 'start';
  }

  /** Selection flags for `roll` that hold the dice `hold`. */
  private selectionFor(roll: readonly Face[], hold: readonly Face[]): boolean[] {
    const held = roll.map(() => false);
    for (const face of hold) {
      const index = roll.findIndex((f, i) => f === face && !held[i]);
      if (index >= 0) held[index] = true;
    }
    return held;
  }

  private selectedDice(state: GameState): Face[] {
    return (state.turn.lastRoll ?? []).filter((_face, index) => this.held[index] === true);
  }

  // ---------------------------------------------------------------- writing

  /**
   * Checks the entries against the rules on the queued game; if all are legal, hands them to the
   * ledger as one write (behind any write still out) and returns the action, whose `done` settles once
   * the ledger has answered. Nothing is shown or announced as done here: `written` does that when
   * the ledger has committed. Returns null, with the refusal shown next to `near`, when the rules
   * refuse one: then nothing is written.
   */
  private async submit(
    entries: readonly Entry[],
    near: Near,
    onFailure?: (at: number) => void,
    options?: WriteOptions,
  ): Promise<PendingAction | null> {
    // A decision (a hold, a bank, a take-over) is made on the game on screen, so it carries what
    // the player had seen. Dice are what landed on the table: their position is the draft's own.
    const decision = entries.some((entry) => entry.type !== 'roll' && entry.type !== 'tie-throw' && entry.type !== 'throw-off');
    const seen = decision ? this.seen() : undefined;
    if (this.reverting) await this.reverting;
    const before = this.queuedState();
    if (!before) return null;
    let after = before;
    const steps: { entry: Entry; from: GameState }[] = [];
    for (const entry of entries) {
      const next = applyEntry(after, entry);
      if (!next.ok) {
        this.refuse(near, next.refusal.message);
        return null;
      }
      steps.push({ entry, from: after });
      after = next.value;
    }
    this.refusal = null;
    this.droppedAfterFailure = false;
    this.failedRoll = null;
    let finish: (stored: boolean) => void = () => undefined;
    const done = new Promise<boolean>((resolve) => (finish = resolve));
    const action: PendingAction = { entries, at: before.entryCount, near, onFailure, done, finish };
    this.pending = [...this.pending, ...steps.map(({ entry, from }, index): PendingEntry => ({ entry, at: before.entryCount + index, from, action }))];
    const written = this.controller.actAll(entries, options, seen).then((result) => this.written(action, result));
    this.writes = Promise.all([this.writes, written]);
    this.requestUpdate();
    return action;
  }

  /** The ledger answered for an action: all its entries were stored, or none. */
  private written(action: PendingAction, result: ActionResult) {
    this.pending = this.pending.filter((item) => item.action !== action);
    if (result.ok) {
      this.announce(resultSentence(result.before.state, result.game.state, action.entries));
    } else if (result.code === 'dropped') {
      // Queued behind a write that failed, which has been reported: the message says it was not
      // saved either.
      this.noteDropped();
    } else {
      // Storage failures show as the page's problem banner (an alert: it speaks for itself); a
      // write another tab overtook at the top of the page, over the game that tab left.
      if (result.code === 'stale' || result.code === 'no-such-game' || result.code === 'not-loaded') this.refuse('page', result.message);
      else if (result.code !== 'storage') this.refuse(action.near, result.message);
      // Dice tapped in for a roll after this action (the next player's, while the bank was out)
      // followed a step that did not happen: they go, as a queued write would, and the message says so.
      if (this.draft.at > action.at && this.draft.dice.length > 0) {
        this.setDraft({ at: -1, dice: [], waiting: false });
        this.noteDropped();
      }
      action.onFailure?.(action.at);
    }
    action.finish(result.ok);
    this.requestUpdate();
  }

  /** Adds to the failure's message that what came after it was not saved either (once, however much was dropped). */
  private noteDropped() {
    if (this.droppedAfterFailure) return;
    this.droppedAfterFailure = true;
    if (this.refusal) this.refusal = { ...this.refusal, message: `${this.refusal.message} ${DROPPED_NOTE}` };
    this.announce(DROPPED_NOTE);
  }

  private refuse(near: Near, message: string) {
    this.refusal = { near, message };
    this.announce(message);
  }

  private announce(message: string) {
    if (message) this.services?.announce(message);
  }

  /**
   * Shows the draft and keeps its copies. `durable` false skips the ledger's copy: for the last die
   * of a roll, whose write (handed over at once) is its durable copy; a copy written beside it
   * could commit after the roll and outlive it.
   */
  private setDraft(draft: Draft, durable = true) {
    const saved = { ...draft, savedAt: Date.now() };
    this.draft = saved;
    const kept = draft.dice.length > 0 ? saved : null;
    writeStorage(localDraftKey(this.gameId), kept ? JSON.stringify(kept) : null);
    if (!durable) return;
    // The durable copy: written in order, a failure only costs the copy (localStorage still has it).
    const gameId = this.gameId;
    const services = this.services;
    this.draftWrites = this.draftWrites
      .then(async () => (await services?.ledger())?.saveDraft(gameId, kept))
      .catch(() => undefined);
  }

  /** Takes the ledger's copy of the draft when it is newer than localStorage's (the phone died before localStorage reached the disk). */
  private async restoreDurableDraft(gameId: string): Promise<void> {
    try {
      const durable = parseDraft(await (await this.services?.ledger())?.loadDraft(gameId));
      if (!durable || gameId !== this.gameId) return;
      if ((durable.savedAt ?? 0) > (this.draft.savedAt ?? 0)) {
        this.draft = durable;
        writeStorage(localDraftKey(gameId), JSON.stringify(durable));
      }
    } catch {
      // No durable copy to be had: the one in localStorage stands.
    }
  }

  // ---------------------------------------------------------------- the dice pad

  private addFace(face: Face) {
    const state = this.queuedState();
    if (!state) return;
    if (state.phase === 'throw-off') return;
    const capacity = this.padCapacity(state);
    if (capacity === 0) {
      if (this.totalMode && state.phase === 'turn') return;
      // Say why no die can be entered now, in the rules' words ("Choose the dice to hold ... first").
      const refused = applyEntry(state, { type: 'roll', dice: [face] });
      // Next to what is on screen: the pad itself while the roll before is still being saved.
      const shown = this.shownState();
      const onPad = shown !== null && this.padCapacity(shown) > 0;
      const near = onPad ? 'pad' : this.needsStartChoice(state) ? 'start' : state.turn.phase === 'hold' ? 'hold' : 'pad';
      if (!refused.ok) this.refuse(near, refused.refusal.message);
      return;
    }
    const dice = this.draft.at === state.entryCount ? this.draft.dice : [];
    if (dice.length >= capacity) {
      this.refuse('pad', `This roll has its ${diceWord(capacity)}: tap a die to remove it first.`);
      return;
    }
    this.refusal = null;
    const next = [...dice, face];
    this.setDraft({ at: state.entryCount, dice: next, waiting: false }, next.length < capacity);
    if (next.length === capacity) void this.submitRoll(state, next);
  }

  private removeDie(index: number) {
    const state = this.queuedState();
    if (!state) return;
    const dice = this.draft.at === state.entryCount ? this.draft.dice : [];
    if (index < 0 || index >= dice.length) return;
    this.refusal = null;
    const hadFocus = this.matches(':focus-within');
    this.setDraft({ at: state.entryCount, dice: dice.filter((_face, i) => i !== index), waiting: false });
    // The tapped die is gone: keep the keyboard on the roll (the die before it), or on the pad.
    void this.updateComplete.then(async () => {
      if (!hadFocus || this.matches(':focus-within')) return;
      await this.rollView?.updateComplete;
      if (!this.rollView?.focusDie(Math.max(0, index - 1))) this.pad?.focusFace();
    });
  }

  /** Whether the roll (or tie-break throw) at position `at` is among the writes still out. */
  private rollBeingWritten(at: number): boolean {
    return this.pending.some((item) => item.at === at && (item.entry.type === 'roll' || item.entry.type === 'tie-throw'));
  }

  /**
   * The roll (or tie-break throw) is complete: write it. Its write removes the draft of its dice
   * in the same transaction (only a draft at its own position: dice tapped ahead for the next
   * throw stay), and the quick copy in localStorage goes once that has committed.
   */
  private async submitRoll(state: GameState, dice: readonly Face[]) {
    const entry: Entry = state.phase === 'tie-break' ? { type: 'tie-throw', player: state.current, dice } : { type: 'roll', dice };
    const at = state.entryCount;
    const gameId = this.gameId;
    const restore = () => this.setDraft({ at, dice, waiting: true });
    const clearDraft = (stored: unknown) => parseDraft(stored)?.at === at;
    const action = await this.submit([entry], 'pad', () => {
      // The write failed: the dice stay on the pad, not sent again by themselves (a full disk would
      // refuse them again at once); a button under the pad sends them again. When another tab moved
      // the game on (a stale write), they follow only to the same player's same roll-to-enter: the
      // same turn still in play and a pad that takes as many dice. Anywhere else (the turn banked
      // or zilched there, so the pad is the next player's) one tap would record them as a roll
      // they are not, so they are kept off the pad and the message says so.
      const now = this.shownState();
      if (!now || now.entryCount === at) {
        this.setDraft({ at, dice, waiting: true });
        this.failedRoll = { at, dice };
      } else if (this.sameRollToEnter(state, now) && this.padCapacity(now) === dice.length) {
        this.setDraft({ at: now.entryCount, dice, waiting: true });
        this.failedRoll = { at: now.entryCount, dice };
      } else {
        this.setDraft({ at: -1, dice: [], waiting: false });
        const name = isolatedName(state.players[state.current]?.name ?? '');
        const note = `${name}'s ${state.phase === 'tie-break' ? 'throw' : 'roll'} ${dice.join(', ')} was not saved: that turn moved on there.`;
        this.refusal = { near: 'page', message: this.refusal?.near === 'page' ? `${this.refusal.message} ${note}` : note };
        this.announce(note);
      }
    }, { clearDraft });
    if (!action) restore();
    void action?.done.then((stored) => {
      if (stored && readDraft(gameId)?.at === at) writeStorage(localDraftKey(gameId), null);
    });
    void this.keepFocus(action?.done);
  }

  /**
   * Whether `now` (another tab's game) still waits for the roll `before` was waiting for: the same
   * player's same turn (no turn ended in between), or in a tie-break the same contender's throw of
   * the same round.
   */
  private sameRollToEnter(before: GameState, now: GameState): boolean {
    if (now.phase !== before.phase || now.current !== before.current) return false;
    if (now.phase === 'tie-break') return now.tieBreak?.round === before.tieBreak?.round;
    return now.phase === 'turn' && now.turns.length === before.turns.length;
  }

  // ---------------------------------------------------------------- the hold and the turn's buttons

  private onHoldChange(event: CustomEvent<ZsHoldChangeDetail>) {
    this.heldByPlayer = true;
    this.held = event.detail.held;
    this.refusal = null;
    const state = this.shownState();
    if (state) this.announce(holdSummary(state, this.selectedDice(state)).text);
  }

  /**
   * The hold entry for the selection, or null (with the reason shown next to `near`) when the
   * selection is not a legal hold. The page's own words name the dice that do not score, which
   * says more than the rules' refusal of the whole selection.
   */
  private holdEntry(state: GameState, near: Near): Entry | null {
    const dice = this.selectedDice(state);
    const summary = holdSummary(state, dice);
    if (!summary.legal) {
      this.refuse(near, summary.text);
      return null;
    }
    return { type: 'hold', dice };
  }

  /** Enter: set the selected dice aside; then Roll again (the pad) or Bank. */
  private async confirmHold(near: Near = 'hold') {
    const state = this.queuedState();
    if (!state || state.phase !== 'turn' || state.turn.phase !== 'hold') return;
    const hold = this.holdEntry(state, near);
    const action = hold ? await this.submit([hold], near) : null;
    void this.keepFocus(action?.done);
  }

  private async rollAgain() {
    const state = this.queuedState();
    if (!state || state.phase !== 'turn') return;
    if (state.turn.phase === 'hold') {
      await this.confirmHold('roll-again');
      return;
    }
    if (this.totalMode) return;
    // Nothing to write: the next roll is the next entry. Point the player at the pad.
    const refused = applyEntry(state, { type: 'roll', dice: [] });
    if (!refused.ok && refused.refusal.code !== 'wrong-dice-count') {
      this.refuse('roll-again', refused.refusal.message);
      return;
    }
    // Said only when nothing is still being written: the standing is the stored game's.
    if (state.entryCount === this.shownState()?.entryCount) this.announce(standing(state));
    await this.updateComplete;
    this.pad?.focusFace();
  }

  private async bank() {
    const state = this.queuedState();
    if (!state || state.phase !== 'turn' || this.totalMode) return;
    const entries: Entry[] = [{ type: 'bank' }];
    if (state.turn.phase === 'hold') {
      const hold = this.holdEntry(state, 'bank');
      if (!hold) return;
      entries.unshift(hold);
    }
    const action = await this.submit(entries, 'bank');
    void this.keepFocus(action?.done);
  }

  private async undo() {
    await this.revert('undo');
  }

  private async redo() {
    await this.revert('redo');
  }

  /**
   * Undo / Redo of the player's last tap, as the ledger recorded it (a hold written together with
   * its bank is one tap); the live region says which. An undone roll puts its dice back on the pad
   * (waiting, not sent again) and an undone hold comes back selected, so a slip is fixed with a tap
   * or two.
   */
  private async revert(direction: 'undo' | 'redo') {
    // Quick taps on Undo each count: they run one after another.
    const seen = this.seen();
    const run = (this.reverting ?? Promise.resolve()).then(() => this.revertOnce(direction, seen));
    this.reverting = run;
    void this.keepFocus(run);
    this.requestUpdate();
    try {
      await run;
    } finally {
      if (this.reverting === run) this.reverting = null;
      this.requestUpdate();
    }
  }

  private async revertOnce(direction: 'undo' | 'redo', seen: Seen) {
    await this.writes;
    if (!this.controller.game) return;
    const result = direction === 'undo' ? await this.controller.undo(seen) : await this.controller.redo(seen);
    if (!result.ok) {
      // Another tab overtook it: at the top of the page, over the game that tab left.
      if (result.code === 'stale' || result.code === 'no-such-game') this.refuse('page', result.message);
      else if (result.code !== 'storage') this.refuse(direction, result.message);
      return;
    }
    this.refusal = null;
    this.failedRoll = null;
    this.droppedAfterFailure = false;
    // The tap's entries lie between the two heads: the game with them in force and the one without.
    const [without, withTap] = direction === 'undo' ? [result.game, result.before] : [result.before, result.game];
    const tap = withTap.log.entries.slice(without.log.head, withTap.log.head);
    const state = this.shownState();
    if (!state || tap.length === 0) return;
    const first = tap[0];
    if (direction === 'undo' && (first?.type === 'roll' || first?.type === 'tie-throw')) {
      this.setDraft({ at: state.entryCount, dice: first.dice, waiting: true });
    } else if (direction === 'undo' && first?.type === 'hold' && state.turn.lastRoll) {
      this.heldAt = state.entryCount;
      this.heldByPlayer = true; // the undone hold comes back as the player had it
      this.held = this.selectionFor(state.turn.lastRoll, first.dice);
    }
    this.announce(`${revertSentence(direction, without.state, withTap.state, tap)} ${standing(state)}`);
  }

  private onTurnAction(event: CustomEvent<ZsTurnActionDetail>) {
    void this.runAction(event.detail.action);
  }

  private runAction(action: TurnAction): Promise<void> {
    switch (action) {
      case 'bank':
        return this.bank();
      case 'roll-again':
        return this.rollAgain();
      case 'undo':
        return this.undo();
      case 'redo':
        return this.redo();
    }
  }

  private onStartChoice(event: CustomEvent<ZsStartChoiceDetail>) {
    void this.submit([{ type: 'start', takeOver: event.detail.takeOver }], 'start').then((action) => this.keepFocus(action?.done));
  }

  private onChallenge(event: CustomEvent<ZsChallengeDetail>) {
    void this.submit([{ type: 'challenge', opponent: event.detail.opponent }], 'challenge');
  }

  private async onTotal(event: CustomEvent<ZsTotalDetail>) {
    const { points, freeDice } = event.detail;
    const entry: Entry = freeDice === undefined ? { type: 'total', points } : { type: 'total', points, freeDice };
    // The field is cleared once the total is stored: a failed write leaves the points typed.
    const action = await this.submit([entry], 'total');
    if (await action?.done) this.totalEntry?.clear();
  }

  private onThrowOffEntry(event: CustomEvent<ZsEntryDetail>) {
    void this.submit([event.detail.entry], 'throw-off');
  }

  private toggleTotalMode() {
    this.totalMode = !this.totalMode;
    this.refusal = null;
    writeStorage(totalModeKey(this.gameId), this.totalMode ? '1' : null);
    this.announce(this.totalMode ? "Total mode: type the turn's points." : 'Dice mode: tap in each roll.');
  }

  private toggleShortcuts() {
    this.shortcutsOn = !this.shortcutsOn;
    writeStorage(SHORTCUTS_OFF_KEY, this.shortcutsOn ? null : '1');
    this.announce(this.shortcutsOn ? 'Key shortcuts on.' : 'Key shortcuts off.');
  }

  private onNewGame() {
    navigate({ page: 'new' });
  }

  /**
   * The single-key shortcuts, and WCAG 2.1.4 (character key shortcuts). They act only where the
   * play page has the keyboard: the key comes from focus inside the page, or from nothing focused
   * (the body) while the page is on screen (zs-app shows one page at a time, and this listener is
   * there only while the page is connected). They never act while the focus is in a text field, in
   * a dialog, or on anything outside the page (the header's links, a toast). Nothing focused is
   * included because that is where the keyboard is when the page opens and after a tapped control
   * goes away (the pad after a roll): a keyboard player at the table would otherwise have to tab
   * past the header before every game. As that case is more than "only on focus", the shortcuts
   * can also be switched off ("Key shortcuts", remembered on this device), the criterion's first
   * way out, for speech-input users whose dictated letters would otherwise bank or undo. The switch
   * turns off every key here, Backspace and Enter too, so what it does is one thing to remember;
   * buttons still answer Enter and Space as buttons do. A touch-only device (no mouse) shows the
   * switch only once it has shown it has a keyboard (`noteKeyboard`), and always while the
   * shortcuts are off, so a phone that never typed keeps its toolbar short while a phone or iPad
   * with a Bluetooth keyboard, whose keys act as shortcuts, can switch them off.
   */
  private readonly onKeyDown = (event: KeyboardEvent) => {
    this.noteKeyboard(event);
    if (!this.shortcutsOn || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const path = event.composedPath();
    const target = path[0];
    if (isFormField(target) || path.some(isDialog)) return;
    const fromNothing = target === document.body || target === document.documentElement || target === window || target === document;
    if (!fromNothing && !path.includes(this)) return;
    const state = this.queuedState();
    if (!state || state.phase === 'throw-off') return;
    const face = faceOfKey(event.key);
    if (face !== undefined) {
      event.preventDefault();
      this.addFace(face);
      return;
    }
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === 'Backspace') {
      event.preventDefault();
      this.removeDie(this.draft.dice.length - 1);
      return;
    }
    if (event.repeat) return;
    if (key === 'Enter') {
      if (activatesOnEnter(target) || state.phase !== 'turn' || state.turn.phase !== 'hold') return;
      event.preventDefault();
      void this.confirmHold();
    } else if (key === 'b') {
      event.preventDefault();
      void this.bank();
    } else if (key === 'r') {
      event.preventDefault();
      void this.rollAgain();
    } else if (key === 'u') {
      event.preventDefault();
      void this.undo();
    }
  };

  /**
   * Remembers, on this device, that it has a keyboard: a key pressed outside a text field. An
   * on-screen keyboard opens only for a text field (and on Android types "Unidentified" keys), so a
   * key from anywhere else comes from a keyboard of the device's own. Keys typed into a field do
   * not count: they may be the on-screen keyboard's, and shortcuts never act there anyway.
   */
  private noteKeyboard(event: KeyboardEvent) {
    if (this.keyboardSeen || !event.isTrusted || event.isComposing || event.key === 'Unidentified' || event.key === 'Process') return;
    if (isFormField(event.composedPath()[0])) return;
    this.keyboardSeen = true;
    writeStorage(KEYBOARD_SEEN_KEY, '1');
  }

  /**
   * The "Key shortcuts" switch: shown wherever keys can reach the page (a mouse means a computer,
   * which has a keyboard), on a touch-only device once it has pressed a key, and always while the
   * shortcuts are off, so they can be switched back on. Rendering asks it, so the visit's memory is
   * set where it is used.
   */
  private showsShortcutsSwitch(): boolean {
    // Once shown it stays for the visit: switching the keys back on does not pull it from under the finger.
    this.shortcutsSwitchShown ||= !this.touchOnly || this.keyboardSeen || !this.shortcutsOn;
    return this.shortcutsSwitchShown;
  }

  /**
   * When the focused control goes away once `after` (the action's write) is over and the screen
   * shows its result (the pad after a roll, the dice after a hold), focus what comes next.
   */
  private async keepFocus(after?: Promise<unknown>) {
    const hadFocus = this.matches(':focus-within');
    await after?.catch(() => undefined);
    await this.updateComplete;
    if (!hadFocus || this.matches(':focus-within')) return;
    const state = this.shownState();
    if (this.holdPicker) this.holdPicker.focusFirstDie();
    else if (this.pad && state && this.padCapacity(state) > 0) this.pad.focusFace();
    else this.actionBar?.focusAction('undo');
  }

  // ---------------------------------------------------------------- rendering

  override render() {
    const game = this.controller.game;
    const damaged = this.controller.damaged;
    if (damaged && damaged.row.id === this.gameId) return this.renderDamaged(damaged);
    if (game === undefined) {
      // A game that could not be read says why, never "Loading" for ever.
      const problem = this.controller.problem;
      if (problem) return html`<zs-banner tone="danger" alert heading="The game could not be opened">${problem}</zs-banner>`;
      return html`<p class="loading" role="status">Loading the game…</p>`;
    }
    if (game === null) {
      return html`<div class="card">
        <h2>This game is not here</h2>
        <p>It was deleted, maybe in another tab. <a class="inline" href=${routeHash({ page: 'games' })}>See your games</a>.</p>
      </div>`;
    }
    const state = this.shownState();
    if (!state) return html`<p class="loading" role="status">Loading the game…</p>`;
    switch (state.phase) {
      case 'throw-off':
        return this.renderThrowOff(state);
      case 'tie-break':
        return this.renderTieBreak(state);
      case 'finished':
        return this.renderFinished(state);
      case 'turn':
        return this.renderTurn(state);
    }
  }

  /**
   * A game whose stored log does not replay: read-only, as it stood before the damaged entry, with
   * why, its score sheet and a download of its record; nothing that would write to it.
   */
  private renderDamaged(damaged: DamagedGame) {
    const banner = damagedGameBanner(damaged);
    const state = damaged.state;
    return html`<div class="page">
      <div class="column">
        <zs-banner tone="danger" heading=${banner.heading}>${banner.text}</zs-banner>
        ${state
          ? html`<zs-turn-status
              .players=${state.players}
              current=${state.current}
              turn-total=${state.turn.turnTotal}
              dice-to-roll=${state.turn.diceToRoll}
              round=${state.round}
              ?board-status=${state.rules.turn.openingMinimum > 0}
              .kept=${state.turn.setAside}
              sheet-href=${routeHash({ page: 'sheet', id: damaged.row.id })}
            ></zs-turn-status>`
          : nothing}
      </div>
      <div class="column">
        <div class="damaged-actions">
          <button type="button" class="button" @click=${() => void this.downloadDamaged(damaged)}>Download the record</button>
          <a class="inline" href=${routeHash({ page: 'games' })}>See your games</a>
        </div>
        <p class="saving" role="status">${this.damagedReport}</p>
      </div>
    </div>`;
  }

  private async downloadDamaged(damaged: DamagedGame) {
    try {
      const { exportDamagedGame } = await import('../../app/damaged-export.js');
      this.damagedReport = (await exportDamagedGame(damaged)).message;
    } catch {
      this.damagedReport = 'The download could not be loaded: check the connection and try again.';
    }
  }

  private renderProblem() {
    const problem = this.controller.problem;
    const overtaken = this.refusalFor('page');
    return html`${problem
      ? html`<zs-banner tone="danger" alert heading="The game could not be saved">
          ${problem} ${this.droppedAfterFailure ? DROPPED_NOTE : nothing}
          ${this.controller.problemCode === 'quota' ? html`<zs-backup-now .game=${this.controller.game ?? null}></zs-backup-now>` : nothing}
        </zs-banner>`
      : nothing}
    ${overtaken ? html`<p class="refusal">${overtaken}</p>` : nothing}`;
  }

  /**
   * A full roll on the pad that is not stored and not being written, which the pad offers to save:
   * `again` when it is the roll whose write failed on this visit. The others are dice that wait
   * (`Draft.waiting`) after an Undo, or after a failed write the page was reloaded since (the
   * failure is not kept, the waiting dice are): without the offer the only way to send them would
   * be to tap a die away and in again. Waiting dice are never sent by themselves (see `updated`).
   */
  private unsentRoll(shown: GameState): { readonly dice: readonly Face[]; readonly again: boolean } | null {
    const draft = this.draft;
    if (!draft.waiting || draft.at !== shown.entryCount || this.pending.length > 0 || this.reverting) return null;
    if (draft.dice.length === 0 || draft.dice.length !== this.padCapacity(shown)) return null;
    const failed = this.failedRoll;
    const again = failed !== null && failed.at === draft.at && failed.dice.length === draft.dice.length && failed.dice.every((face, i) => face === draft.dice[i]);
    return { dice: draft.dice, again };
  }

  /** Sends the full roll waiting on the pad (its dice never left it): `updated` writes it. */
  private saveUnsentRoll() {
    const shown = this.shownState();
    const roll = shown ? this.unsentRoll(shown) : null;
    if (!roll) return;
    this.failedRoll = null;
    this.refusal = null;
    this.setDraft({ at: this.draft.at, dice: roll.dice, waiting: false });
  }

  private refusalFor(near: Near): string {
    return this.refusal?.near === near ? this.refusal.message : '';
  }

  private renderBanner(banner: BannerText, extra: TemplateResult | typeof nothing = nothing) {
    return html`<zs-banner tone=${banner.tone} heading=${banner.heading}>${banner.text}${extra}</zs-banner>`;
  }

  /** The banner for the turn that just ended (a zilch, with its dice, or a bank). */
  private renderEndedTurn(state: GameState) {
    const record = justEndedTurn(state);
    if (!record) return nothing;
    let lost: number | null = null;
    let dice: readonly Face[] = [];
    if (record.outcome === 'zilch' && record.mode === 'dice') {
      const entries = this.storedEntries();
      const last = entries[record.endEntry - 1];
      if (last?.type === 'roll') dice = last.dice;
      if (this.lossMemo?.record !== record) {
        // The turn total just before the zilch roll, from the log.
        const before = replay(state.setup, entries.slice(0, record.endEntry - 1));
        this.lossMemo = { record, lost: before.turn.turnTotal - record.points };
      }
      lost = this.lossMemo.lost;
    }
    const extra =
      dice.length > 0
        ? html`<span class="banner-dice">
            ${dice.map((face) => html`<zs-die .face=${face} decorative></zs-die>`)}
            <span class="visually-hidden">The roll: ${dice.join(', ')}.</span>
          </span>`
        : nothing;
    return this.renderBanner(endedTurnBanner(state, record, lost), extra);
  }

  private renderTurn(state: GameState) {
    const turn = state.turn;
    const need = needLine(state);
    const ended = justEndedTurn(state);
    const actions = this.renderActions(state, ended?.outcome === 'zilch');
    return html`<div class="page">
      <div class="column">
        ${this.renderProblem()} ${this.renderEndedTurn(state)}
        <zs-turn-status
          .players=${state.players}
          current=${state.current}
          turn-total=${turn.turnTotal}
          dice-to-roll=${turn.diceToRoll}
          round=${state.round}
          need=${need.text}
          ?need-met=${need.met}
          ?board-status=${state.rules.turn.openingMinimum > 0}
          .kept=${turn.setAside}
          sheet-href=${routeHash({ page: 'sheet', id: this.gameId })}
        ></zs-turn-status>
        ${turnBanners(state).map((banner) => this.renderBanner(banner))}
      </div>
      <div class="column">
        ${this.renderChallenge(state)} ${this.renderTurnInput(state)} ${this.renderSaving()} ${this.renderToolbar()} ${actions}
      </div>
    </div>`;
  }

  /**
   * "Saving…" once a write has been out SLOW_WRITE_MS: a live region that is always there (so the
   * words are announced when they come) and takes no room while empty.
   */
  private renderSaving() {
    return html`<p class="saving" role="status">${this.controller.saving ? html`<span class="spinner" aria-hidden="true"></span>Saving…` : nothing}</p>`;
  }

  private renderToolbar() {
    return html`<div class="toolbar">
      <button type="button" class="chip switch" role="switch" aria-checked=${String(this.totalMode)} @click=${this.toggleTotalMode}>
        <span class="track" aria-hidden="true"></span>
        Total mode
      </button>
      ${this.services?.advice()
        ? html`<button type="button" class="chip switch" role="switch" aria-checked=${String(this.adviceOn)} @click=${this.toggleAdvice}>
            <span class="track" aria-hidden="true"></span>
            Advice
          </button>`
        : nothing}
      ${this.showsShortcutsSwitch()
        ? html`<button
              type="button"
              class="chip switch shortcuts"
              role="switch"
              aria-checked=${String(this.shortcutsOn)}
              aria-describedby="shortcuts-keys"
              @click=${this.toggleShortcuts}
            >
              <span class="track" aria-hidden="true"></span>
              Key shortcuts
            </button>
            <span id="shortcuts-keys" class="visually-hidden">1 to 6 add a die, Backspace removes one, Enter holds, B banks, R rolls again, U undoes.</span>`
        : nothing}
    </div>`;
  }

  private renderChallenge(state: GameState) {
    const rules = state.rules.variations.challenges;
    const turn = state.turn;
    if (!rules || turn.challenge || this.draft.dice.length > 0) return nothing;
    const beforeFirstRoll = turn.phase === 'start' || (turn.phase === 'roll' && !turn.scored && turn.lastRoll === null && turn.setAside.length === 0);
    if (!beforeFirstRoll) return nothing;
    const player = state.players[turn.player];
    if (!player) return nothing;
    const which: 0 | 1 = player.score < rules.scoreDividing ? 0 : 1;
    if (player.challengesUsed[which]) return nothing;
    const opponents = state.players.flatMap((other, seat) => (seat === turn.player ? [] : [{ seat, name: other.name, score: other.score }]));
    const label =
      which === 0
        ? `${isolatedName(player.name)}'s first challenge, below ${formatPoints(rules.scoreDividing)}`
        : `${isolatedName(player.name)}'s second challenge, at ${formatPoints(rules.scoreDividing)} or more`;
    return html`<zs-challenge-picker
      class="challenge"
      .opponents=${opponents}
      which=${label}
      penalty=${rules.zilchPenalties[which]}
      refusal=${this.refusalFor('challenge')}
      @zs-challenge=${this.onChallenge}
    ></zs-challenge-picker>`;
  }

  /** The middle of the screen: the take-over choice, the total field, the hold, or the dice pad. */
  private renderTurnInput(state: GameState) {
    const turn = state.turn;
    if (this.needsStartChoice(state)) {
      const offer = state.takeOverOffer;
      const last = state.turns.at(-1);
      return html`<zs-take-over
          points=${offer?.points ?? 0}
          dice=${offer?.dice ?? 0}
          banker=${last ? (state.players[last.player]?.name ?? '') : ''}
          refusal=${this.refusalFor('start')}
          advice=${this.startAdvice(state)}
          @zs-start-choice=${this.onStartChoice}
        ></zs-take-over>
        ${this.totalMode ? this.renderTotal(state) : nothing}`;
    }
    if (this.totalMode) return this.renderTotal(state);
    if (turn.phase === 'hold') return this.renderHold(state);
    return this.renderPad(state);
  }

  private renderTotal(state: GameState) {
    const turn = state.turn;
    const hint = turn.takeOver ? `${formatPoints(turn.takeOver.points)} taken over: type the whole turn total.` : '';
    const freeDiceMax = state.rules.turn.startOfTurn === 'fresh' ? 0 : state.rules.diceCount;
    return html`<zs-total-entry
      free-dice-max=${freeDiceMax}
      hint=${hint}
      refusal=${this.refusalFor('total')}
      @zs-total=${this.onTotal}
    ></zs-total-entry>`;
  }

  /**
   * What the pad shows while the stored game is `shown`. The pad is input, not something done, so
   * while writes are out it shows the dice the player's taps went to: dice already tapped in for a
   * roll after the step being saved (the next player's, while the bank is written), else a roll
   * being saved (its dice stay where they were tapped), else the stored game's roll.
   */
  private padView(shown: GameState): { heading: string; dice: readonly Face[]; capacity: number } {
    const queued = this.queuedState() ?? shown;
    if (queued.entryCount !== shown.entryCount) {
      const ahead = this.padCapacity(queued);
      if (ahead > 0 && this.draft.at === queued.entryCount && this.draft.dice.length > 0) {
        return { heading: padHeading(queued, queued.current !== shown.current), dice: this.draft.dice, capacity: ahead };
      }
      const saving = this.pending.findLast(({ entry }) => entry.type === 'roll' || entry.type === 'tie-throw');
      if (saving && (saving.entry.type === 'roll' || saving.entry.type === 'tie-throw')) {
        return { heading: padHeading(saving.from, saving.from.current !== shown.current), dice: saving.entry.dice, capacity: saving.entry.dice.length };
      }
    }
    const dice = this.draft.at === shown.entryCount ? this.draft.dice : [];
    return { heading: padHeading(shown), dice, capacity: this.padCapacity(shown) };
  }

  private renderPad(state: GameState) {
    const { heading, dice, capacity } = this.padView(state);
    const notice = this.refusalFor('pad');
    const unsent = this.unsentRoll(state);
    return html`<section class="card" aria-labelledby="pad-heading">
      <div class="card-heading">
        <h3 id="pad-heading">${heading}</h3>
        <span class="count">${dice.length} of ${capacity}</span>
      </div>
      <zs-roll .dice=${dice} capacity=${capacity} @zs-die-remove=${this.onDieRemove}></zs-roll>
      ${unsent
        ? html`<button type="button" class="retry ${unsent.again ? '' : 'waiting'}" @click=${this.saveUnsentRoll}>${unsent.again ? 'Save this roll again' : 'Save this roll'}</button>`
        : nothing}
      <zs-dice-pad @zs-face=${this.onFace}></zs-dice-pad>
      ${notice ? html`<p class="refusal">${notice}</p>` : nothing}
    </section>`;
  }

  private renderHold(state: GameState) {
    const roll = state.turn.lastRoll ?? [];
    const holds: ExplainedHold[] = legalHolds(state.rules, roll, pyramidBase(state)).map(({ dice, points }) => ({
      dice,
      points,
      split: splitParts(explainHold(state.rules, dice) ?? []),
    }));
    const summary = holdSummary(state, this.selectedDice(state));
    const notice = this.refusalFor('hold');
    return html`<section class="card" aria-labelledby="hold-heading">
      <div class="card-heading">
        <h3 id="hold-heading">Choose the dice to hold</h3>
        <span class="count">${roll.length} rolled</span>
      </div>
      <zs-hold-picker
        .roll=${roll}
        .held=${this.held}
        .holds=${holds}
        summary=${summary.text}
        ?legal=${summary.legal}
        advice=${this.holdAdvice(state)}
        @zs-hold-change=${this.onHoldChange}
        @zs-hold-confirm=${() => this.confirmHold()}
      ></zs-hold-picker>
      ${notice ? html`<p class="refusal">${notice}</p>` : nothing}
    </section>`;
  }

  private renderActions(state: GameState, afterZilch: boolean) {
    const game = this.controller.game;
    const canRedo = game ? game.log.head < game.log.entries.length : false;
    const turn = state.turn;
    const inTurn = state.phase === 'turn' && !this.totalMode && !this.needsStartChoice(state);
    let diceNext = turn.diceToRoll;
    if (turn.phase === 'hold') {
      const selected = this.selectedDice(state);
      diceNext = selected.length === turn.diceToRoll ? state.rules.diceCount : turn.diceToRoll - selected.length;
      if (!holdSummary(state, selected).legal) diceNext = 0;
    }
    const refusal: ActionRefusal | null =
      this.refusal && ['bank', 'roll-again', 'undo', 'redo'].includes(this.refusal.near)
        ? { action: this.refusal.near as TurnAction, message: this.refusal.message }
        : null;
    const rollAgain = inTurn && (turn.phase === 'hold' || turn.phase === 'decide');
    let hint = inTurn && !rollAgain && turn.phase !== 'hold' ? `Roll ${diceWord(turn.diceToRoll)}, then tap them in.` : '';
    if (hint && this.unsentRoll(state)) hint = 'This roll is on the pad but not saved yet.';
    return html`<zs-turn-actions
      class="actions ${inTurn ? 'sticky' : ''}"
      ?roll-again=${rollAgain}
      hint=${hint}
      ?bank=${inTurn}
      ?redo=${canRedo}
      ?undo-emphasis=${afterZilch}
      .refusal=${refusal}
      advice=${inTurn && rollAgain ? this.decisionAdvice(state, diceNext) : ''}
      @zs-turn-action=${this.onTurnAction}
    ></zs-turn-actions>`;
  }

  private renderTieBreak(state: GameState) {
    const tie = state.tieBreak;
    const contenders = (tie?.contenders ?? []).map((seat, index) => ({
      name: state.players[seat]?.name ?? '',
      result: tie?.results[index] ?? null,
    }));
    const up = tie ? tie.contenders.indexOf(state.current) : 0;
    const score = state.players[state.current]?.score ?? 0;
    return html`<div class="page">
      <div class="column">
        ${this.renderProblem()} ${this.renderEndedTurn(state)}
        <zs-tie-break .contenders=${contenders} current=${up} score=${score} round=${tie?.round ?? 1} dice-count=${state.rules.diceCount}></zs-tie-break>
      </div>
      <div class="column">
        ${this.renderPad(state)} ${this.renderSaving()} ${this.renderActions(state, false)}
      </div>
    </div>`;
  }

  private renderFinished(state: GameState) {
    const { heading, text } = gameOverText(state);
    const ranked = state.players.map((player, seat) => ({ ...player, seat })).sort((a, b) => b.score - a.score);
    return html`<div class="page">
      <div class="column">
        ${this.renderProblem()} ${this.renderEndedTurn(state)}
        <section class="card over" aria-labelledby="over-heading">
          <h2 id="over-heading">${heading}</h2>
          <p>${text}</p>
          <ol aria-label="Final scores">
            ${ranked.map(
              (player) => html`<li class=${state.winners.includes(player.seat) ? 'winner' : ''}>
                <bdi>${shownName(player.name)}</bdi><span>${formatPoints(player.score)}</span>
              </li>`,
            )}
          </ol>
          <div class="links">
            <a href=${routeHash({ page: 'sheet', id: this.gameId })}>Score sheet</a>
            <button type="button" @click=${this.onNewGame}>New game</button>
          </div>
        </section>
      </div>
      <div class="column">${this.renderSaving()} ${this.renderActions(state, false)}</div>
    </div>`;
  }

  private renderThrowOff(state: GameState) {
    const refusal = this.refusalFor('throw-off');
    return html`<div class="page">
      <div class="column">
        ${this.renderProblem()}
        <zs-throw-off .state=${state} @zs-entry=${this.onThrowOffEntry}></zs-throw-off>
        ${refusal ? html`<p class="refusal">${refusal}</p>` : nothing}
      </div>
      <div class="column">${this.renderSaving()} ${this.renderActions(state, false)}</div>
    </div>`;
  }

  private onFace(event: CustomEvent<ZsFaceDetail>) {
    this.addFace(event.detail.face);
  }

  private onDieRemove(event: CustomEvent<ZsDieRemoveDetail>) {
    this.removeDie(event.detail.index);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-play-page': ZsPlayPage;
  }
}
