import { consume } from '@lit/context';
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { LoadedGame } from '../../db/index.js';
import type { ActionReport } from '../app/export-actions.js';
import { servicesContext } from '../app/services.js';
import type { AppServices } from '../app/services.js';
import type { ShareTarget } from '../app/share.js';
import { basics, buttons } from '../app/theme.js';

/**
 * The one-tap backup inside a "storage full" message: a backup file of every game the app can
 * still read and of the game on screen (export-actions `backUpWhatIsLeft`), sent through the share
 * sheet (off the full phone) or downloaded. Its report replaces nothing: it shows under the button.
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

  @consume({ context: servicesContext, subscribe: true })
  services?: AppServices;

  /** The game on screen, as the ledger last stored it. */
  @property({ attribute: false }) game: LoadedGame | null = null;

  /** Where the file goes (tests hand in their own); default: the share sheet, else a download. */
  @property({ attribute: false }) shareTarget: ShareTarget | undefined = undefined;

  @state() private busy = false;
  @state() private report: ActionReport | null = null;

  private async backUp() {
    const services = this.services;
    if (!services || this.busy) return;
    this.busy = true;
    this.report = null;
    try {
      const [{ backUpWhatIsLeft }, ledger] = await Promise.all([import('../app/export-actions.js'), services.ledger()]);
      this.report = await backUpWhatIsLeft(ledger, this.game, this.shareTarget);
    } catch {
      this.report = {
        ok: false,
        message: msg('The backup could not be made: the backup code did not load. Try again.'),
      };
    } finally {
      this.busy = false;
    }
  }

  override render() {
    return html`<button type="button" class="button primary" ?disabled=${this.busy} @click=${this.backUp}>
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
