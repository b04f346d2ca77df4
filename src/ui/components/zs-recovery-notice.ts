import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { emit } from '../app/events.js';
import type { ActionReport } from '../app/export-actions.js';
import { basics, buttons } from '../app/theme.js';
import {
  bringBackAbout,
  bringBackButton,
  dismissLabel,
  missingHeading,
  offeredText,
  restoredHeading,
  restoredText,
} from '../text/recovery-text.js';
import './zs-backup-now.js';
import './zs-banner.js';

/**
 * The shell's note, above every page, when the browser lost its database: the games the start
 * brought back from their second copy (with OK to close it), or, when they could not be stored
 * by themselves (a full disk), the offer to bring them back, which stays until they are, with the
 * one-tap backup of everything the app can still read.
 *
 * @fires zs-recovery-bring-back - Bring back the games on offer.
 * @fires zs-recovery-dismiss - The players have read that their games are back.
 * @fires zs-back-up-now - Back up every game the app can still read (from its `<zs-backup-now>`).
 */
@localized()
@customElement('zs-recovery-notice')
export class ZsRecoveryNotice extends LitElement {
  static override styles = [
    basics,
    buttons,
    css`
      :host {
        display: block;
        margin: 0 0 var(--zs-space-6);
      }

      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--zs-space-4);
        margin-top: var(--zs-space-4);
      }

      .outcome {
        margin: var(--zs-space-4) 0 0;
        font-weight: 600;
      }
    `,
  ];

  /** The games brought back, by their players. */
  @property({ attribute: false }) restored: readonly { readonly players: readonly string[] }[] = [];

  /** How many lost games wait to be brought back. */
  @property({ type: Number }) offered = 0;

  /** Why they could not be brought back by themselves, in the storage's words. */
  @property() problem = '';

  /** Bringing them back is under way. */
  @property({ type: Boolean }) busy = false;

  /** What the last "Bring them back" did, and whether it worked. */
  @property({ attribute: false }) outcome: { readonly ok: boolean; readonly message: string } | null = null;

  /** The one-tap backup: under way, and what it last did. */
  @property({ attribute: false }) backup: { readonly busy: boolean; readonly report: ActionReport | null } = {
    busy: false,
    report: null,
  };

  override render() {
    const outcome = this.outcome
      ? html`<p class="outcome" role=${this.outcome.ok ? 'status' : 'alert'}>${this.outcome.message}</p>`
      : nothing;
    if (this.offered > 0) {
      return html`<zs-banner tone="warning" heading=${missingHeading(this.offered)}>
        ${offeredText(this.problem)} ${bringBackAbout(this.offered)}
        <div class="actions">
          <button type="button" class="button primary" ?disabled=${this.busy} @click=${() => emit(this, 'zs-recovery-bring-back')}>
            ${bringBackButton(this.offered)}
          </button>
        </div>
        ${outcome}
        <zs-backup-now ?busy=${this.backup.busy} .report=${this.backup.report}></zs-backup-now>
      </zs-banner>`;
    }
    if (this.restored.length === 0) return outcome;
    return html`<zs-banner tone="success" heading=${restoredHeading(this.restored.length)}>
      ${restoredText(this.restored)}
      <div class="actions">
        <button type="button" class="button" @click=${() => emit(this, 'zs-recovery-dismiss')}>${dismissLabel()}</button>
      </div>
    </zs-banner>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-recovery-notice': ZsRecoveryNotice;
  }
}
