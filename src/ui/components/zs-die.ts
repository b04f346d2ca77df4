import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Face } from '../../rules/index.js';

/** Pip centres on a 100 × 100 face, the way real dice lay them out. */
const PIPS: Record<Face, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 25], [72, 25], [28, 50], [72, 50], [28, 75], [72, 75]],
};

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
@customElement('zs-die')
export class ZsDie extends LitElement {
  static override styles = [
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

      .face {
        fill: var(--zs-die-face);
        stroke: var(--zs-die-edge);
        stroke-width: 4;
      }

      .pip {
        fill: var(--zs-pip);
      }

      :host([held]) .face {
        fill: color-mix(in srgb, var(--zs-die-face) 82%, var(--zs-accent));
        stroke: var(--zs-accent);
        stroke-width: 8;
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
    const pips = PIPS[this.face] ?? [];
    const radius = this.face === 1 ? 12 : 9.5;
    return html`<svg
      viewBox="0 0 100 100"
      role=${this.decorative ? nothing : 'img'}
      aria-hidden=${this.decorative ? 'true' : nothing}
      aria-label=${this.decorative ? nothing : this.held ? `${this.face}, held` : String(this.face)}
      focusable="false"
    >
      <rect class="face" x="4" y="4" width="92" height="92" rx="18" />
      ${pips.map(([cx, cy]) => svg`<circle class="pip" cx=${cx} cy=${cy} r=${radius} />`)}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-die': ZsDie;
  }
}
