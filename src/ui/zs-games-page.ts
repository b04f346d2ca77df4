import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';

/** SKELETON — replaced by the engineer who builds this page. */
@customElement('zs-games-page')
export class ZsGamesPage extends LitElement {
  override render() {
    return html`<h2>Games</h2>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-games-page': ZsGamesPage;
  }
}
