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
 * when the finger lifts (`pointerup`) within 10 px of where it went down, held briefly or long: the
 * click the browser would make of the tap comes a frame later (the button's pressed look is
 * restyled and painted first). That touch's `touchend` is cancelled, so no click comes at all: by
 * then the die may have changed the screen (the last die brings the holds where the pad was), and
 * the click would land on whatever is under the finger. A finger that starts to scroll the page
 * gets `pointercancel` and adds nothing; one that slides further is left to the browser, whose
 * click counts it if it makes one. Keyboard activation counts on `click`.
 * `touch-action: manipulation` keeps quick double taps from zooming.
 *
 * @fires zs-face - A face was tapped; `detail.face` is 1 to 6.
 * @cssprop --zs-pad-button-height - Height of each face button (default 64px, 60px six to a row; keep it at least 44px).
 */
/** How far a finger may move between touching and lifting and still tap (about a browser's own slop for a tap). */
const TAP_SLOP_PX = 10;

@localized()
@customElement('zs-dice-pad')
export class ZsDicePad extends LitElement {
  static override styles = [
    basics,
    ...dieFaceStyles,
    css`
      :host {
        display: block;
        container-type: inline-size;
      }

      .pad {
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: var(--zs-space-5);
      }

      button {
        display: flex;
        align-items: center;
        justify-content: center;
        min-height: var(--zs-pad-button-height, 64px);
        padding: var(--zs-space-4);
        border: 1px solid var(--zs-border);
        border-radius: var(--zs-radius-l);
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
          gap: var(--zs-space-3);
        }

        button {
          min-height: var(--zs-pad-button-height, 60px);
          padding: var(--zs-space-2);
          --zs-die-size: min(40px, 100%);
        }
      }

      @container (min-width: 480px) {
        .pad {
          gap: var(--zs-space-5);
        }

        button {
          padding: var(--zs-space-4);
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

  /** Set when a press counted on the pointer (a mouse or pen going down, a finger lifting), so that a click which follows it is not counted twice. */
  private pressedByPointer = false;
  /** A finger's lift was counted: its `touchend`, which comes next, is cancelled (no click). */
  private liftCounted = false;
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
          @touchend=${this.onTouchEnd}
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
    if (touch) {
      this.touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      this.liftCounted = false;
    }
    this.pressedByPointer = !touch && event.button === 0;
    if (this.pressedByPointer) this.emitFace(event.currentTarget);
  }

  private onPointerCancel(event: PointerEvent) {
    this.touches.delete(event.pointerId);
  }

  private onPointerUp(event: PointerEvent) {
    const down = this.touches.get(event.pointerId);
    this.touches.delete(event.pointerId);
    if (event.pointerType !== 'touch' || !down) return;
    if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > TAP_SLOP_PX) return;
    this.liftCounted = true;
    this.pressedByPointer = true;
    this.emitFace(event.currentTarget);
  }

  private onTouchEnd(event: TouchEvent) {
    if (!this.liftCounted) return;
    this.liftCounted = false;
    event.preventDefault();
  }

  private onClick(event: MouseEvent) {
    // detail is 0 for a click made with the keyboard (or from script), which always counts.
    if (event.detail > 0 && this.pressedByPointer) {
      this.pressedByPointer = false;
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
