import { LitElement, css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { zilchLoss } from '../../../game/index.js';
import type { Entry, GameState } from '../../../game/index.js';
import { basics } from '../../app/theme.js';
import '../../components/zs-banner.js';
import { dieFace, dieFaceStyles } from '../../components/die-face.js';
import { endedTurnBanner, justEndedTurn } from '../../text/play-text.js';

/** The banner for the turn that just ended: a bank, or a zilch with its dice and what it cost. */
@customElement('zs-ended-turn')
export class ZsEndedTurn extends LitElement {
  static override styles = [basics, ...dieFaceStyles, css`
      .banner-dice {
        display: flex;
        gap: 4px;
        margin-top: 6px;
        --zs-die-size: 28px;
      }
    `,
  ];

  @property({ attribute: false }) state?: GameState;
  /** The entries in force as stored: a zilch's dice and loss are read from them. */
  @property({ attribute: false }) entries: readonly Entry[] = [];

  private loss: ReturnType<typeof zilchLoss> = null;
  private lossOf: unknown = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    const record = this.state ? justEndedTurn(this.state) : null;
    // Replaying the log is worth doing once per ended turn, not on every render of the page.
    if (changed.has('state') && record !== this.lossOf) {
      this.lossOf = record;
      this.loss = record && this.state ? zilchLoss(this.state, this.entries, record) : null;
    }
  }

  override render() {
    const state = this.state;
    const record = state ? justEndedTurn(state) : null;
    if (!state || !record) return nothing;
    const banner = endedTurnBanner(state, record, this.loss?.lost ?? null);
    const dice = this.loss?.dice ?? [];
    return html`<zs-banner tone=${banner.tone} heading=${banner.heading}
      >${banner.text}${dice.length > 0
        ? html`<span class="banner-dice">
            ${dice.map((face) => dieFace(face))}
            <span class="visually-hidden">The roll: ${dice.join(', ')}.</span>
          </span>`
        : nothing}</zs-banner
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-ended-turn': ZsEndedTurn;
  }
}
