import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { ToastRequest } from '../app/services.js';
import { basics } from '../app/theme.js';

/** How often a showing toast looks where the page's primary action is. */
const BAR_CHECK_MS = 250;

/** The room a toast takes at the screen's bottom (its margin and a one-line message), before it is measured. */
const TOAST_ROOM_PX = 76;

/** A message's words: written, or asked for in the language spoken now. */
const words = (text: string | (() => string)): string => (typeof text === 'function' ? text() : text);

/**
 * One message at a time at the bottom of the screen, above the safe area, with an optional action
 * (the "Undo" of a delete, the "Reload" of an update). A new message replaces the current one.
 *
 * Screen readers hear each message politely (`role="status"`): every toast is a confirmation or an
 * offer, never an error, because errors are shown next to the control that caused them. The live
 * region is always in the page, empty between messages, since a region that arrives together
 * with its text is not announced by every screen reader.
 *
 * A message that stays (duration 0, as "Update available") can be dismissed as well as acted on, so
 * it never has to lie over the page for the rest of a game.
 *
 * A message goes after its `duration`, but not while the pointer is over it or focus is in it:
 * someone reaching for "Undo" with a finger or the keyboard never sees it vanish under them; it
 * gets its whole time again once they leave. Escape dismisses it while focus is in it, and focus
 * then goes back to where it was before it came to the toast, instead of being lost with the toast.
 *
 * It never lies over the page's primary action (the play page's bar of Bank and Undo, the new game's
 * Start game, the games page's New game): while a message shows and that action reaches into the
 * toast's place at the screen's bottom, it stands above the action's top edge,
 * followed as the page scrolls, resizes or changes after a tap. A message's words may be a function,
 * so one that stays speaks the language chosen meanwhile.
 */
@localized()
@customElement('zs-toast')
export class ZsToast extends LitElement {
  static override styles = [
    basics,
    css`
      :host {
        position: fixed;
        inset: auto 0 calc(12px + env(safe-area-inset-bottom, 0px)) 0;
        display: flex;
        justify-content: center;
        pointer-events: none;
        z-index: 20;
      }

      .region {
        display: flex;
        justify-content: center;
      }

      .toast {
        pointer-events: auto;
        display: flex;
        align-items: center;
        gap: var(--zs-space-6);
        box-sizing: border-box;
        max-width: min(560px, calc(100vw - 24px));
        padding: var(--zs-space-4) var(--zs-space-4) var(--zs-space-4) var(--zs-space-8);
        border-radius: var(--zs-radius-l);
        background: var(--zs-text);
        color: var(--zs-bg);
        box-shadow: var(--zs-shadow);
        font-size: var(--zs-font-15);
      }

      p {
        margin: 0;
        flex: 1;
      }

      button {
        min-height: 44px;
        min-width: 44px;
        padding: 0 var(--zs-space-7);
        border: 0;
        border-radius: var(--zs-radius-s);
        background: transparent;
        color: inherit;
        font: inherit;
        font-weight: 700;
        text-decoration: underline;
        cursor: pointer;
      }

      .dismiss {
        padding: 0;
        text-decoration: none;
      }
    `,
  ];

  /** The page's primary action, which the toast must leave uncovered, if any (the app finds it). */
  primaryAction: () => HTMLElement | null = () => null;

  @state() private current: ToastRequest | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The pointer is over the toast or focus is in it: the timer waits. */
  private hovered = false;
  private focused = false;
  /** The element that had focus last outside the toast: where focus returns when the toast goes. */
  private focusBefore: WeakRef<HTMLElement> | null = null;

  /** Shows a message, replacing any other. */
  show(request: ToastRequest): void {
    this.current = request;
    this.startTimer();
    this.followBar(true);
  }

  /** Hides the message now; focus inside it goes back to where it came from. */
  dismiss(): void {
    clearTimeout(this.timer);
    const hadFocus = (this.renderRoot as ShadowRoot).activeElement !== null;
    this.current = null;
    this.hovered = false;
    this.focused = false;
    this.followBar(false);
    if (hadFocus) this.focusBefore?.deref()?.focus();
  }

  /**
   * Stands the toast above the primary action's top edge when it reaches into the toast's place at
   * the screen's bottom (stuck there, or ending a short page there); a bar higher up is left alone.
   */
  private placeAboveBar(): void {
    const bar = this.primaryAction();
    const box = bar?.isConnected ? bar.getBoundingClientRect() : null;
    const toast = (this.renderRoot as ShadowRoot).querySelector('.toast')?.getBoundingClientRect();
    // Its height and the margin below it: from its top to the screen's bottom.
    const room = toast ? window.innerHeight - toast.top : TOAST_ROOM_PX;
    const lifted = this.style.getPropertyValue('bottom') !== '';
    // Measured where it stands unlifted: lifted, its own place is no longer at the bottom.
    const place = lifted ? TOAST_ROOM_PX : room;
    if (box && box.height > 0 && box.top < window.innerHeight && box.bottom > window.innerHeight - place) {
      this.style.bottom = `${Math.ceil(window.innerHeight - box.top) + 8}px`;
    } else {
      this.style.removeProperty('bottom');
    }
  }

  private placing = 0;
  private watching: ReturnType<typeof setInterval> | undefined;
  /** Once per frame at most. */
  private readonly onBarMoved = () => {
    if (this.placing) return;
    this.placing = requestAnimationFrame(() => {
      this.placing = 0;
      this.placeAboveBar();
    });
  };

  /** While a message shows: a scroll or a resize moves the bar at once; the page's own changes (a turn
   * ends after its write, and its bar stops sticking) are looked at a few times a second. */
  private followBar(on: boolean): void {
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('scroll', this.onBarMoved, { passive: true });
    window[method]('resize', this.onBarMoved, { passive: true });
    clearInterval(this.watching);
    cancelAnimationFrame(this.placing);
    this.placing = 0;
    if (on) this.watching = setInterval(this.onBarMoved, BAR_CHECK_MS);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('focusout', this.rememberFocus, true);
    if (this.current) this.followBar(true);
  }

  protected override updated(): void {
    if (this.current) this.placeAboveBar();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
    this.followBar(false);
    document.removeEventListener('focusout', this.rememberFocus, true);
  }

  override render() {
    const toast = this.current;
    return html`<div class="region" role="status">
      ${
        toast
          ? html`<div
            class="toast"
            @pointerenter=${this.onPointerEnter}
            @pointerleave=${this.onPointerLeave}
            @focusin=${this.onFocusIn}
            @focusout=${this.onFocusOut}
            @keydown=${this.onKeyDown}
          >
            <p>${words(toast.message)}</p>
            ${
              toast.action
                ? html`<button
                  type="button"
                  @click=${() => {
                    toast.action?.run();
                    this.dismiss();
                  }}
                >
                  ${words(toast.action.label)}
                </button>`
                : nothing
            }
            ${
              !toast.action || toast.duration === 0
                ? html`<button type="button" class="dismiss" aria-label=${msg('Dismiss', { desc: 'Button: close the message at the bottom of the screen' })} @click=${() => this.dismiss()}>✕</button>`
                : nothing
            }
          </div>`
          : nothing
      }
    </div>`;
  }

  /** (Re)starts the countdown of the current message, unless someone is on it or it stays. */
  private startTimer() {
    clearTimeout(this.timer);
    const duration = this.current?.duration ?? 6000;
    if (this.current && duration > 0 && !this.hovered && !this.focused)
      this.timer = setTimeout(() => this.dismiss(), duration);
  }

  private onPointerEnter() {
    this.hovered = true;
    clearTimeout(this.timer);
  }

  private onPointerLeave() {
    this.hovered = false;
    this.startTimer();
  }

  private onFocusIn() {
    this.focused = true;
    clearTimeout(this.timer);
  }

  private onFocusOut(event: FocusEvent) {
    // Focus moving between the toast's own buttons is still focus in the toast.
    if (event.relatedTarget instanceof Node && this.renderRoot.contains(event.relatedTarget)) return;
    this.focused = false;
    this.startTimer();
  }

  /** Notes each element that loses focus outside the toast (the innermost one, through shadow roots). */
  private readonly rememberFocus = (event: FocusEvent) => {
    const origin = event.composedPath()[0];
    if (origin instanceof HTMLElement && !this.renderRoot.contains(origin)) this.focusBefore = new WeakRef(origin);
  };

  private onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    this.dismiss();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-toast': ZsToast;
  }
}
