import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Face } from '../../rules/index.js';
import { faceDrawing, faceDrawingStyles, heldBody } from './die-face.js';

/**
 * One die face drawn with pips. Its accessible name is the face ("5"), or "5, held" when it is
 * `held` (set aside from a roll), unless it is `decorative`, for when a button or a row around it
 * already says which face it is. A held die is drawn in the accent colour with a thicker edge so
 * it reads as set aside without relying on colour alone.
 *
 * @cssprop --zs-die-size - Width and height of the die (default 40px).
 * @cssprop --zs-die-face - Colour of the die's face.
 * @cssprop --zs-die-edge - Colour of the die's edge.
 * @cssprop --zs-pip - Colour of the pips.
 */
@localized()
@customElement('zs-die')
export class ZsDie extends LitElement {
  static override styles = [
    faceDrawingStyles,
    css`
      :host {
        display: inline-block;
        width: var(--zs-die-size, 40px);
        height: var(--zs-die-size, 40px);
        flex: none;
        line-height: 0;
      }

      svg {
        width: 100%;
        height: 100%;
        overflow: visible;
      }

      :host([held]) .die-body {
        ${heldBody}
      }
    `,
  ];

  /** The face shown, 1 to 6. */
  @property({ type: Number }) face: Face = 1;

  /** Hide the die from assistive technology because its surroundings already name the face. */
  @property({ type: Boolean }) decorative = false;

  /** The die is set aside (held) from its roll: drawn in the accent colour and named "5, held". */
  @property({ type: Boolean, reflect: true }) held = false;

  override render() {
    const face = String(this.face);
    return html`<svg
      viewBox="0 0 100 100"
      role=${this.decorative ? nothing : 'img'}
      aria-hidden=${this.decorative ? 'true' : nothing}
      aria-label=${this.decorative ? nothing : this.held ? msg(str`${face}, held`, { desc: 'A die set aside from its roll, named by its face ("5, held")' }) : face}
      focusable="false"
    >
      ${faceDrawing(this.face)}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-die': ZsDie;
  }
}
