import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { emit } from '../app/events.js';
import type { ActionReport } from '../app/export-actions.js';
import { basics, buttons } from '../app/theme.js';

/**
 * The one-tap backup inside a "storage full" message: the button asks its page for a backup file
 * of every game the app can still read and of the game on screen (backup-action
 * `backUpWhatIsLeftNow`); the page's report shows under the button and replaces nothing.
 *
 * @fires zs-back-up-now - Make the backup now.
 */
@localized()
@customElement('zs-backup-now')
export class ZsBackupNow extends LitElement {
  static override styles = [
    basics,
    buttons,
    css`
      :host {
        display: block;
        margin-top: var(--zs-space-4);
      }

      .report {
        margin: var(--zs-space-3) 0 0;
        font-weight: 600;
      }
    `,
  ];

  /** The backup is being made. */
  @property({ type: Boolean }) busy = false;

  /** What the last backup did; null before the first. */
  @property({ attribute: false }) report: ActionReport | null = null;

  override render() {
    return html`<button type="button" class="button primary" ?disabled=${this.busy} @click=${() => emit(this, 'zs-back-up-now')}>
        ${this.busy ? msg('Making the backup…') : msg('Back up all games now')}
      </button>
      ${this.report ? html`<p class="report" role="status">${this.report.message}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-backup-now': ZsBackupNow;
  }
}
