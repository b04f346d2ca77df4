import { consume } from '@lit/context';
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { BackupGame } from '../../../export/backup.js';
import type { Ledger } from '../../../db/index.js';
import { servicesContext } from '../../app/services.js';
import { errorText } from '../../text/storage-text.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons } from '../../app/theme.js';
import {
  bringBackAbout,
  bringBackButton,
  broughtBack,
  gamesNotBroughtBack,
  missingHeading,
  unreadableLine,
} from '../../text/recovery-text.js';
import '../../components/zs-banner.js';

/**
 * The offer on the games page to bring back games the database lost (a full disk can make the
 * browser start a new, empty one) from their second copy (src/db/mirror.ts). It asks the mirror
 * once the list is on screen, shows nothing when every copied game is in the database, and brings
 * the games back through the backup restore, which never overwrites or deletes a stored game.
 */
@localized()
@customElement('zs-recovery-banner')
export class ZsRecoveryBanner extends LitElement {
  static override styles = [
    basics,
    buttons,
    css`
      :host([hidden]) {
        display: none;
      }

      zs-banner {
        margin: 0 0 var(--zs-space-6);
      }

      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--zs-space-4);
        margin-top: var(--zs-space-4);
      }

      .report {
        margin: 0 0 var(--zs-space-6);
        font-weight: 600;
      }
    `,
  ];

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  @state() private missing: readonly BackupGame[] = [];
  @state() private unreadable = 0;
  @state() private busy = false;
  @state() private report: { ok: boolean; message: string } | null = null;

  private ledger: Ledger | null = null;
  private checked = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.check();
  }

  /** Asks the mirror what it has that the database has not; never in the way of the first paint. */
  private async check(): Promise<void> {
    const services = this.services;
    if (this.checked || !services) return;
    this.checked = true;
    try {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200)));
      const [ledger, { lostGame }] = await Promise.all([services.ledger(), import('../../../db/index.js')]);
      this.ledger = ledger;
      // Lost games the start could not store are offered above every page already.
      if ((ledger.recovery?.offered.length ?? 0) > 0) return;
      const found = (await ledger.mirror?.check(ledger)) ?? { games: [], unreadable: 0 };
      // Each as its copy and the journal leave it (the journal may hold writes after the copy).
      const games = await Promise.all(found.games.map((game) => lostGame(ledger, game.id)));
      this.missing = games.filter((game) => game !== null);
      this.unreadable = found.unreadable;
    } catch {
      // The database cannot be read: the games page says so; there is nothing to compare with.
    }
  }

  private async bringBack(): Promise<void> {
    const ledger = this.ledger;
    if (!ledger || this.busy) return;
    this.busy = true;
    try {
      const { bringBackLost } = await import('../../../db/index.js');
      const restored = await bringBackLost(ledger, this.missing);
      this.report = { ok: true, message: broughtBack(restored.length) };
      this.services?.announce(this.report.message);
      this.missing = [];
    } catch (error) {
      this.report = { ok: false, message: gamesNotBroughtBack(errorText(error, '')) };
    } finally {
      this.busy = false;
    }
  }

  override render() {
    const count = this.missing.length;
    const report = this.report
      ? html`<p class="report" role=${this.report.ok ? 'status' : 'alert'}>${this.report.message}</p>`
      : nothing;
    if (count === 0) return report;
    const damaged = this.unreadable > 0 ? ` ${unreadableLine(this.unreadable)}` : '';
    return html`${report}<zs-banner tone="warning" heading=${missingHeading(count)}>
        ${bringBackAbout(count)}${damaged}
        <div class="actions">
          <button type="button" class="button primary" ?disabled=${this.busy} @click=${this.bringBack}>
            ${this.busy ? msg('Bringing them back…') : bringBackButton(count)}
          </button>
        </div>
      </zs-banner>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-recovery-banner': ZsRecoveryBanner;
  }
}
