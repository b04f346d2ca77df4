import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';

/** SKELETON — replaced by the engineer who builds this page. */
@customElement('zs-backup-page')
export class ZsBackupPage extends LitElement {
  override render() {
    return html`<h2>Backup</h2>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-backup-page': ZsBackupPage;
  }
}
