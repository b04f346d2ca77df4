import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** SKELETON — replaced by the engineer who builds this page. */
@customElement('zs-play-page')
export class ZsPlayPage extends LitElement {
  /** The game shown. */
  @property({ attribute: false }) gameId = '';
  override render() {
    return html`<h2>Play</h2>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-play-page': ZsPlayPage;
  }
}
