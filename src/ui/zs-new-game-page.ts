import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';

/** SKELETON — replaced by the engineer who builds this page. */
@customElement('zs-new-game-page')
export class ZsNewGamePage extends LitElement {
  override render() {
    return html`<h2>New game</h2>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-new-game-page': ZsNewGamePage;
  }
}
