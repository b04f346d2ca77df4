import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FACES } from '../../rules/index.js';
import type { Face } from '../../rules/index.js';
import { basics } from '../app/theme.js';
import { dieFace, dieFaceStyles } from './die-face.js';
import { emit } from '../app/events.js';

/**
 * Six large buttons, one per face, for tapping in the dice of a roll as fast as a player reads
 * them off the table. The pad only reports taps; whoever holds the roll decides what they mean
 * (a full roll refuses the tap and says why, which is why the buttons are never disabled).
 *
 * A mouse or pen press counts on `pointerdown` (no wait for the button to come up). A touch counts
 * when the finger lifts (`pointerup`) where it went down: a finger that starts to scroll the page
 * gets `pointercancel` instead, and one that slides away is no tap. The click the browser makes of
 * the tap comes a frame later (the button's pressed look is restyled and painted first), so the die
 * is on the pad a frame sooner than on `click`. Keyboard activation counts on `click`.
 * `touch-action: manipulation` keeps quick double taps from zooming.
 *
 * @fires zs-face - A face was tapped; `detail.face` is 1 to 6.
 * @cssprop --zs-pad-button-height - Height of each face button (default 64px, 60px six to a row; keep it at least 44px).
 */
/** How far a finger may move between touching and lifting and still tap (about a browser's own slop for a tap). */
const TAP_SLOP_PX = 10;
/** How long after a press counted on the pointer its click may come (the browser's is a frame or two later; a slow phone's a few). */
const CLICK_WAIT_MS = 1000;

@localized()
@customElement('zs-dice-pad')
export class ZsDicePad extends LitElement {
  static override styles = [basics, ...dieFaceStyles, css`
      :host {
        display: block;
        container-type: inline-size;
      }

      .pad {
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: 10px;
      }

      button {
        display: flex;
        align-items: center;
        justify-content: center;
        min-height: var(--zs-pad-button-height, 64px);
        padding: 8px;
        border: 1px solid var(--zs-border);
        border-radius: var(--zs-radius);
        background: var(--zs-surface-sunken);
        color: var(--zs-text);
        cursor: pointer;
        user-select: none;
        -webkit-user-select: none;
        --zs-die-size: 48px;
        transition:
          transform 80ms ease-out,
          background-color 120ms ease-out;
      }

      @media (hover: hover) {
        button:hover {
          background: var(--zs-accent-soft);
        }
      }

      button:active {
        transform: scale(0.96);
      }

      /*
       * One row of six wherever six buttons of 44px fit (a 360px phone and up): the pad then takes
       * one row of the screen, not two, and ten dice with two banners still leave it above the
       * turn's buttons at 390 × 844.
       */
      @container (min-width: 294px) {
        .pad {
          grid-template-columns: repeat(6, minmax(0, 1fr));
          gap: 6px;
        }

        button {
          min-height: var(--zs-pad-button-height, 60px);
          padding: 4px;
          --zs-die-size: min(40px, 100%);
        }
      }

      @container (min-width: 480px) {
        .pad {
          gap: 10px;
        }

        button {
          padding: 8px;
          --zs-die-size: 48px;
        }
      }

      @media (prefers-reduced-motion: reduce) {
        button {
          transition: none;
        }

        button:active {
          transform: none;
        }
      }
    `,
  ];

  /**
   * The presses counted on the pointer (a mouse or pen going down, a finger lifting), each until the
   * click the browser makes of it: that click is not counted again. Kept as a list, since a second
   * thumb can lift before the first one's click comes.
   */
  private counted: { readonly button: EventTarget | null; readonly at: number }[] = [];
  /** Where each finger on the pad went down, by pointer, until it lifts. */
  private readonly touches = new Map<number, { readonly x: number; readonly y: number }>();

  override render() {
    return html`<div class="pad" role="group" aria-label=${msg('Dice faces', { desc: 'The buttons of the dice pad, one per face' })}>
      ${FACES.map(
        (face) => html`<button
          type="button"
          data-face=${face}
          aria-label=${String(face)}
          @pointerdown=${this.onPointerDown}
          @pointerup=${this.onPointerUp}
          @pointercancel=${this.onPointerCancel}
          @click=${this.onClick}
        >
          ${dieFace(face)}
        </button>`,
      )}
    </div>`;
  }

  /** Moves keyboard focus to a face's button. */
  focusFace(face: Face = 1): void {
    this.renderRoot.querySelector<HTMLButtonElement>(`button[data-face="${face}"]`)?.focus();
  }

  private onPointerDown(event: PointerEvent) {
    const touch = event.pointerType === 'touch';
    if (touch) this.touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (!touch && event.button === 0) this.countPress(event);
  }

  private onPointerCancel(event: PointerEvent) {
    this.touches.delete(event.pointerId);
  }

  private onPointerUp(event: PointerEvent) {
    const down = this.touches.get(event.pointerId);
    this.touches.delete(event.pointerId);
    if (event.pointerType !== 'touch' || !down) return;
    if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > TAP_SLOP_PX) return;
    this.countPress(event);
  }

  private countPress(event: PointerEvent) {
    this.counted = [...this.counted.filter((press) => event.timeStamp - press.at < CLICK_WAIT_MS), { button: event.currentTarget, at: event.timeStamp }];
    this.emitFace(event.currentTarget);
  }

  private onClick(event: MouseEvent) {
    // detail is 0 for a click made with the keyboard (or from script), which always counts.
    const press = event.detail > 0 ? this.counted.findIndex((counted) => counted.button === event.currentTarget && event.timeStamp - counted.at < CLICK_WAIT_MS) : -1;
    if (press >= 0) {
      this.counted = this.counted.filter((_counted, index) => index !== press);
      return;
    }
    this.emitFace(event.currentTarget);
  }

  private emitFace(target: EventTarget | null) {
    if (!(target instanceof HTMLElement)) return;
    const face = Number(target.dataset['face']) as Face;
    emit(this, 'zs-face', { face });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-dice-pad': ZsDicePad;
  }
}
