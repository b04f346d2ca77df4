import { consume } from '@lit/context';
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { GameRow } from '../../../db/index.js';
import { LiveQueryController } from '../../controllers/live-query-controller.js';
import { servicesContext } from '../../app/services.js';
import { errorText } from '../../text/storage-text.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, notices } from '../../app/theme.js';
import { backUpEverything } from '../../app/backup-action.js';
import { gamesOnDevice } from '../../text/backup-text.js';
import { backupPageStyles } from './zs-backup-page.styles.js';

/** The backup code is loaded when a button needs it, never with the page. */
const loadExportActions = () => import('../../app/export-actions.js');

type Report = { readonly ok: boolean; readonly message: string } | null;

/**
 * Backup and restore (`#/backup`): one JSON file with every game on the device, and a restore that
 * adds a backup's games. A restore checks the whole file first: a file that is not a backup, is
 * damaged or comes from a newer version of the app is refused with one sentence and changes
 * nothing; games already here are not added twice; nothing here is overwritten or deleted.
 */
@localized()
@customElement('zs-backup-page')
export class ZsBackupPage extends LitElement {
  static override styles = [basics, buttons, notices, backupPageStyles];

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  @state() private backingUp = false;
  @state() private restoring = false;
  @state() private backupReport: Report = null;
  @state() private restoreReport: Report = null;

  /** The games on the device, live (a restore shows in the count at once); set once the ledger is there. */
  private games: LiveQueryController<GameRow[]> | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.watchGames();
  }

  private async watchGames() {
    const services = this.services;
    if (!services || this.games) return;
    try {
      const ledger = await services.ledger();
      if (!this.games) this.games = new LiveQueryController(this, () => ledger.listGames());
    } catch (error) {
      this.backupReport = { ok: false, message: errorText(error, msg('Saved games could not be read.')) };
    }
  }

  override render() {
    const count = this.games?.value?.length;
    return html`
      <h2>${msg('Backup', { id: 'backup-page.heading', desc: 'Heading of the page to back up and restore the games' })}</h2>
      <section aria-labelledby="backup-heading">
        <h3 id="backup-heading">${msg('Back up all games', { id: 'backup-page.back-up-heading', desc: 'Heading of the part of the page that makes a backup file' })}</h3>
        <p>${msg('One file with every game on this device, finished or not. Keep it somewhere safe, or send it to yourself.')}</p>
        <p class="count">${count === undefined ? '' : gamesOnDevice(count)}</p>
        <button type="button" class="primary" ?disabled=${this.backingUp} @click=${this.onBackUp}>
          ${
            this.backingUp
              ? msg('Backing up…', { id: 'backup-page.backing-up' })
              : msg('Back up all games', {
                  id: 'backup-page.back-up',
                  desc: 'Button: download one file with every game on this device',
                })
          }
        </button>
        <p class="report ${reportClass(this.backupReport)}" role="status">${this.backupReport?.message ?? ''}</p>
        ${this.games?.error ? html`<p class="report error" role="alert">${errorText(this.games.error, '')}</p>` : nothing}
      </section>
      <section aria-labelledby="restore-heading">
        <h3 id="restore-heading">${msg('Restore from a backup')}</h3>
        <p>${msg('Adds the games of a backup file to this device. Games already here are not added twice, and nothing here is changed or deleted.')}</p>
        <input
          id="backup-file"
          class="visually-hidden"
          type="file"
          accept="application/json,.json"
          aria-describedby="restore-problem"
          ?disabled=${this.restoring}
          @change=${this.onFile}
        />
        <label class="pick ${this.restoring ? 'busy' : ''}" for="backup-file">${this.restoring ? msg('Restoring…', { id: 'backup-page.restoring' }) : msg('Choose a backup file')}</label>
        <p id="restore-problem" class="report ${this.restoreReport?.ok === false ? 'error' : ''}" role="alert">
          ${this.restoreReport?.ok === false ? this.restoreReport.message : ''}
        </p>
        <p class="report ${this.restoreReport?.ok ? 'done' : ''}" role="status">${this.restoreReport?.ok ? this.restoreReport.message : ''}</p>
      </section>
    `;
  }

  private async onBackUp() {
    const services = this.services;
    if (!services) return;
    this.backingUp = true;
    this.backupReport = null;
    this.backupReport = await backUpEverything(services);
    this.backingUp = false;
  }

  private async onFile(event: Event) {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    const services = this.services;
    if (!file || !services) return;
    this.restoring = true;
    this.restoreReport = null;
    try {
      const [{ restoreFromFile }, ledger] = await Promise.all([loadExportActions(), services.ledger()]);
      this.restoreReport = await restoreFromFile(ledger, file);
    } catch {
      this.restoreReport = {
        ok: false,
        message: msg('The restore could not be loaded: check the connection and try again. Nothing was changed.'),
      };
    } finally {
      this.restoring = false;
      // Picking the same file again (after fixing it, say) must fire `change` again.
      input.value = '';
    }
  }
}

const reportClass = (report: Report) => (report ? (report.ok ? 'done' : 'error') : '');

declare global {
  interface HTMLElementTagNameMap {
    'zs-backup-page': ZsBackupPage;
  }
}
