import { consume } from '@lit/context';
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { deleteDamaged, listDamaged, restoreDamaged } from '../../../db/index.js';
import type { DamagedRow, Ledger } from '../../../db/index.js';
import { LiveQueryController } from '../../controllers/live-query-controller.js';
import { damagedRecordLine, damagedRecordPlayers, damagedRecordTime } from '../../text/damage-text.js';
import { formatLastPlayed, formatMoment } from '../../text/last-played.js';
import { servicesContext } from '../../app/services.js';
import { errorText } from '../../text/storage-text.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, groupHeadings, lists, notices, timestamps } from '../../app/theme.js';

/**
 * What the player knows a damaged record by: its players, or null when it has none. Each sentence
 * about a record has its own words for a record with no players, rather than a phrase put into it.
 */
const namesOf = (row: DamagedRow): string | null => {
  const players = damagedRecordPlayers(row);
  return players.length > 0 ? players.join(', ') : null;
};

const recordNotDeleted = (why: string) => msg(str`The record was not deleted. ${why}`);
const recordNotBack = (why: string) => msg(str`The record could not be brought back. ${why}`);
const messageOf = (error: unknown) => errorText(error, msg('Something went wrong with the saved games. Try again.'));

/**
 * The records kept on this device that cannot be played (set aside when the database was
 * updated): each says why, and can be downloaded as it was found or deleted (with Undo). Shows
 * nothing while there are none. Loaded by the games page with the storage code, never before.
 */
@localized()
@customElement('zs-damaged-records')
export class ZsDamagedRecords extends LitElement {
  static override styles = [
    basics,
    timestamps,
    groupHeadings,
    lists,
    buttons,
    notices,
    css`
      h3 {
        margin: var(--zs-space-10) 0 var(--zs-space-2);
      }

      .about {
        margin: 0 0 var(--zs-space-4);
        color: var(--zs-text-muted);
      }

      ul {
        gap: var(--zs-space-5);
      }

      article {
        display: grid;
        gap: var(--zs-space-3);
        padding: var(--zs-space-6) var(--zs-space-7);
        border: 1px solid var(--zs-danger);
        border-left-width: 6px;
        border-radius: var(--zs-radius-l);
        background: var(--zs-surface);
        overflow-wrap: anywhere;
      }

      .top {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: var(--zs-space-1) var(--zs-space-5);
      }

      .players {
        font-weight: 700;
        font-size: var(--zs-font-17);
      }


      .why {
        margin: 0;
        color: var(--zs-danger);
        font-weight: 600;
      }

      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--zs-space-4);
      }

      .report {
        margin: var(--zs-space-4) 0 0;
      }

      .report:empty {
        display: none;
      }
    `,
  ];

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  /** The ledger the records are kept in. */
  @property({ attribute: false }) ledger?: Ledger;

  /** The moment "today" and "yesterday" are counted from (epoch ms); default: when rendered. */
  @property({ type: Number }) now?: number;

  @state() private records: LiveQueryController<DamagedRow[]> | null = null;
  /** Deleted here, hidden at once while the live list catches up. */
  @state() private deletedIds: ReadonlySet<string> = new Set();
  /** What became of the last download or delete, as the player reads it. */
  @state() private report: { readonly ok: boolean; readonly message: string } | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ledger') && this.ledger) {
      const ledger = this.ledger;
      if (this.records) this.records.setQuerier(() => listDamaged(ledger));
      else this.records = new LiveQueryController(this, () => listDamaged(ledger));
    }
    const rows = this.records?.value;
    if (rows && [...this.deletedIds].some((id) => !rows.some((row) => row.id === id))) {
      this.deletedIds = new Set([...this.deletedIds].filter((id) => rows.some((row) => row.id === id)));
    }
  }

  override render() {
    const rows = this.records?.value?.filter((row) => !this.deletedIds.has(row.id)) ?? [];
    const report = this.report
      ? html`<p class="report ${this.report.ok ? '' : 'alert'}" role=${this.report.ok ? 'status' : 'alert'}>${this.report.message}</p>`
      : nothing;
    if (rows.length === 0) return report;
    const now = this.now ?? Date.now();
    // Named in words: the heading's CSS capitals would reach a screen reader through aria-labelledby.
    const heading = msg('Damaged records', { id: 'damaged-records.heading' });
    return html`<section aria-label=${heading}>
      <h3>${heading}</h3>
      <p class="about">${msg('Kept on this phone as they were found. Download one to keep it, or delete it.')}</p>
      <ul aria-label=${heading}>
        ${rows.map((row) => this.renderRecord(row, now))}
      </ul>
      ${report}
    </section>`;
  }

  private renderRecord(row: DamagedRow, now: number) {
    const at = damagedRecordTime(row);
    const name = namesOf(row);
    return html`<li>
      <article aria-label=${name === null ? msg('Damaged record: a game with no players') : msg(str`Damaged record: ${name}`)}>
        <span class="top">
          <span class="players">${name ?? msg('A game with no players')}</span>
          ${at === null ? nothing : html`<time datetime=${new Date(at).toISOString()} title=${formatMoment(at)}>${formatLastPlayed(at, now)}</time>`}
        </span>
        <p class="why">${damagedRecordLine(row)}</p>
        <span class="actions">
          <button
            type="button"
            class="button"
            aria-label=${name === null ? msg('Download the damaged record of a game with no players') : msg(str`Download the damaged record of ${name}`)}
            @click=${() => void this.download(row)}
          >
            ${msg('Download', { id: 'damaged-records.download', desc: 'Button: save a damaged record as a file' })}
          </button>
          <button
            type="button"
            class="button"
            aria-label=${name === null ? msg('Delete the damaged record of a game with no players') : msg(str`Delete the damaged record of ${name}`)}
            @click=${() => void this.delete(row)}
          >
            ${msg('Delete', { id: 'damaged-records.delete', desc: 'Button: delete a damaged record' })}
          </button>
        </span>
      </article>
    </li>`;
  }

  private async download(row: DamagedRow) {
    try {
      const { exportDamagedRecord } = await import('../../app/damaged-export.js');
      this.report = await exportDamagedRecord(row);
    } catch {
      this.report = {
        ok: false,
        message: msg('The download could not be loaded: check the connection and try again.'),
      };
    }
  }

  private async delete(row: DamagedRow) {
    const ledger = this.ledger;
    if (!ledger) return;
    this.report = null;
    this.deletedIds = new Set([...this.deletedIds, row.id]);
    try {
      const deleted = await deleteDamaged(ledger, row.id);
      if (!deleted) return; // gone already (another tab)
      const name = namesOf(deleted);
      this.services?.toast({
        message:
          name === null
            ? msg('Deleted the damaged record of a game with no players.')
            : msg(str`Deleted the damaged record of ${name}.`),
        action: {
          label: msg('Undo', { id: 'damaged-records.undo', desc: 'Toast button: bring back the record just deleted' }),
          run: () => void this.restore(ledger, deleted),
        },
      });
    } catch (error) {
      this.unhide(row.id);
      this.report = { ok: false, message: recordNotDeleted(messageOf(error)) };
    }
  }

  private async restore(ledger: Ledger, row: DamagedRow) {
    try {
      await restoreDamaged(ledger, row);
      this.unhide(row.id);
      const name = namesOf(row);
      this.services?.announce(
        name === null
          ? msg('The damaged record of a game with no players is back.')
          : msg(str`The damaged record of ${name} is back.`),
      );
    } catch (error) {
      this.report = { ok: false, message: recordNotBack(messageOf(error)) };
    }
  }

  private unhide(id: string) {
    if (!this.deletedIds.has(id)) return;
    const remaining = new Set(this.deletedIds);
    remaining.delete(id);
    this.deletedIds = remaining;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-damaged-records': ZsDamagedRecords;
  }
}
