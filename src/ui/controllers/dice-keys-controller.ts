import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { FACES } from '../../rules/index.js';
import type { Face } from '../../rules/index.js';

/** The face a key types, "1" to "6", or undefined: the pages that show a pad take digits as faces. */
export function faceOfKey(key: string): Face | undefined {
  return FACES.find((face) => String(face) === key);
}

/** Fields where keys are typing, not shortcuts (a select jumps to options by their first letters). */
export function isFormField(target: EventTarget | undefined): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/** What the dice keys do for a host. */
export interface DiceKeyActions {
  /** A digit 1 to 6: add a die with that face. */
  face(face: Face): void;
  /** Backspace: take the last die away. */
  removeLast(): void;
  /** Escape: clear the roll; answers false when there was nothing to clear (the key then goes on). */
  clear?(): boolean;
  /** Whether the keys act now (a pad that takes no dice, say); default always. */
  active?(): boolean;
}

/**
 * The dice keys of every page that shows a pad: 1 to 6 add a die, Backspace removes the last,
 * Escape (where the host clears) empties the roll. Keys with Ctrl, Alt or Meta, keys already
 * handled, and keys typed into a form field are left alone. By default it listens on its host
 * (keys from focus inside it); a host with wider rules (the play page) calls `handle` itself.
 */
export class DiceKeysController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly actions: DiceKeyActions,
    private readonly listen = true,
  ) {
    host.addController(this);
  }

  private readonly onKeyDown = (event: KeyboardEvent) => void this.handle(event);

  hostConnected(): void {
    if (this.listen) this.host.addEventListener('keydown', this.onKeyDown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
  }

  /** Acts on a dice key; true when the key was one (its default is then prevented). */
  handle(event: KeyboardEvent): boolean {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
    if (isFormField(event.composedPath()[0]) || this.actions.active?.() === false) return false;
    const face = faceOfKey(event.key);
    if (face !== undefined) this.actions.face(face);
    else if (event.key === 'Backspace') this.actions.removeLast();
    else if (event.key !== 'Escape' || !this.actions.clear?.()) return false;
    event.preventDefault();
    return true;
  }
}
