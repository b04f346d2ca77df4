import { msg } from '@lit/localize';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { devicePrefs } from '../../app/device-prefs.js';
import { DiceKeysController, isFormField } from '../../controllers/dice-keys-controller.js';
import type { DiceKeyActions } from '../../controllers/dice-keys-controller.js';

/** One switch for the whole app on this device: a keyboard belongs to the device, not to a game. */
const SHORTCUTS_OFF_KEY = 'zs-shortcuts-off';
/** Set once this device has shown it has a keyboard: from then on the shortcuts' switch shows on it too. */
const KEYBOARD_SEEN_KEY = 'zs-keyboard-seen';
/** A phone or tablet without a mouse: whether it has a keyboard only its first key press tells. */
const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/** A dialog, modal or not: keys typed there belong to it. */
function isDialog(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  const role = target.getAttribute('role');
  return target instanceof HTMLDialogElement || role === 'dialog' || role === 'alertdialog';
}

/** Controls that Enter activates by themselves. */
function activatesOnEnter(target: EventTarget | undefined): boolean {
  return (
    target instanceof HTMLElement &&
    (['BUTTON', 'A', 'SUMMARY'].includes(target.tagName) || target.getAttribute('role') === 'switch')
  );
}

/** What the play page's keys do beyond the dice keys. */
export interface PlayKeyActions extends DiceKeyActions {
  /** Enter outside a control: set the selected dice aside, when a hold is being chosen. */
  confirmHold(): boolean;
  bank(): void;
  rollAgain(): void;
  undo(): void;
}

/**
 * The play page's single-key shortcuts (docs/architecture.md, "Keys"): the dice keys, Enter, B, R
 * and U. They act only where the page has the keyboard: focus inside the page, or nothing focused
 * while it is on screen; never in a text field, a dialog, or anything outside the page. They can be
 * switched off, remembered on this device (WCAG 2.1.4). A touch-only device shows that switch once
 * it has pressed a key outside a text field, and always while the shortcuts are off.
 */
export class PlayKeysController implements ReactiveController {
  on = devicePrefs.read(SHORTCUTS_OFF_KEY) !== '1';
  /** This device has pressed a key outside a text field (now or on an earlier visit): it has a keyboard. */
  private keyboardSeen = devicePrefs.read(KEYBOARD_SEEN_KEY) === '1';
  private touchOnly = false;
  private touchQuery: MediaQueryList | null = null;
  private switchShown = false;
  private readonly dice: DiceKeysController;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly actions: PlayKeyActions,
  ) {
    this.dice = new DiceKeysController(host, actions, false);
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('keydown', this.onKeyDown);
    this.touchQuery = typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_ONLY_QUERY) : null;
    this.touchOnly = this.touchQuery?.matches ?? false;
    this.touchQuery?.addEventListener('change', this.onPointerChange);
  }

  hostDisconnected(): void {
    window.removeEventListener('keydown', this.onKeyDown);
    this.touchQuery?.removeEventListener('change', this.onPointerChange);
    this.touchQuery = null;
  }

  /** Switches every shortcut on or off (Backspace and Enter too: one thing to remember). */
  toggle(): string {
    this.on = !this.on;
    devicePrefs.write(SHORTCUTS_OFF_KEY, this.on ? null : '1');
    this.host.requestUpdate();
    return this.on ? msg('Key shortcuts on.') : msg('Key shortcuts off.');
  }

  /**
   * Whether the "Key shortcuts" switch shows: wherever keys can reach the page (a mouse means a
   * computer), on a touch-only device once it has pressed a key, and always while they are off.
   * Once shown it stays for the visit: switching back on does not pull it from under the finger.
   */
  get switchVisible(): boolean {
    this.switchShown ||= !this.touchOnly || this.keyboardSeen || !this.on;
    return this.switchShown;
  }

  /** A mouse plugged into a tablet, or taken away. */
  private readonly onPointerChange = (event: MediaQueryListEvent) => {
    this.touchOnly = event.matches;
    this.host.requestUpdate();
  };

  private readonly onKeyDown = (event: KeyboardEvent) => {
    this.noteKeyboard(event);
    if (!this.on || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const path = event.composedPath();
    const target = path[0];
    if (isFormField(target) || path.some(isDialog)) return;
    const fromNothing =
      target === document.body || target === document.documentElement || target === window || target === document;
    if (!fromNothing && !path.includes(this.host)) return;
    if (this.actions.active?.() === false || this.dice.handle(event)) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (event.repeat) return;
    if (key === 'Enter') {
      if (!activatesOnEnter(target) && this.actions.confirmHold()) event.preventDefault();
      return;
    }
    const act =
      key === 'b' ? this.actions.bank : key === 'r' ? this.actions.rollAgain : key === 'u' ? this.actions.undo : null;
    if (!act) return;
    event.preventDefault();
    act();
  };

  /**
   * Remembers that this device has a keyboard: a key pressed outside a text field. An on-screen
   * keyboard opens only for a text field (and on Android types "Unidentified" keys), so a key from
   * anywhere else comes from a keyboard of the device's own.
   */
  private noteKeyboard(event: KeyboardEvent) {
    if (
      this.keyboardSeen ||
      !event.isTrusted ||
      event.isComposing ||
      event.key === 'Unidentified' ||
      event.key === 'Process'
    )
      return;
    if (isFormField(event.composedPath()[0])) return;
    this.keyboardSeen = true;
    devicePrefs.write(KEYBOARD_SEEN_KEY, '1');
    this.host.requestUpdate();
  }
}
