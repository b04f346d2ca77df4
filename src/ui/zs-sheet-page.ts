import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** SKELETON — replaced by the engineer who builds this page. */
@customElement('zs-sheet-page')
export class ZsSheetPage extends LitElement {
  /** The game shown. */
  @property({ attribute: false }) gameId = '';
  override render() {
    return html`<h2>Score sheet</h2>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-sheet-page': ZsSheetPage;
  }
}
