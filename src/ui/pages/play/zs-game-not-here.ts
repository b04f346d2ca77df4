import { consume } from '@lit/context';
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { BackupGame } from '../../../export/backup.js';
import { routeHash } from '../../app/router.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, cards, notices } from '../../app/theme.js';
import {
  bringBackAbout,
  bringBackAbove,
  bringBackButton,
  missingButKept,
  notBroughtBack,
} from '../../text/recovery-text.js';
import { errorText } from '../../text/storage-text.js';

/**
 * The play page when the database has no game of its address. If the browser lost its database
 * (even while the app runs), what it lost is brought back first, as at a start, and the game then
 * shows by itself; a game its second copy holds that could not be stored is offered here, with the
 * reason; only a game with no copy, which the player deleted, is "not here".
 */
@localized()
@customElement('zs-game-not-here')
export class ZsGameNotHere extends LitElement {
  static override styles = [basics, buttons, cards, notices];

  /** The id of the game of the address. */
  @property({ attribute: false }) gameId = '';

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  /** Its second copy, as the copy and the journal leave it; null when there is none; undefined while looking. */
  @state() private copy: BackupGame | null | undefined = undefined;
  /** The shell offers it already, above the page (the start could not store it). */
  @state() private offeredAbove = false;
  @state() private busy = false;
  @state() private problem = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('gameId') || (changed.has('services') && this.copy === undefined)) void this.look();
  }

  private async look(): Promise<void> {
    const services = this.services;
    const id = this.gameId;
    if (!services || !id) return;
    this.copy = undefined;
    try {
      const [ledger, { lostGame, recheck }] = await Promise.all([services.ledger(), import('../../../db/index.js')]);
      // The whole database lost: everything comes back (the page then shows the game), or is offered.
      await recheck(ledger);
      const copy = await lostGame(ledger, id);
      if (id !== this.gameId) return;
      this.offeredAbove = ledger.recovery?.offered.some((game) => game.id === id) ?? false;
      this.copy = copy;
    } catch {
      if (id === this.gameId) this.copy = null;
    }
  }

  private async bringBack(): Promise<void> {
    const copy = this.copy;
    if (!copy || this.busy || !this.services) return;
    this.busy = true;
    this.problem = '';
    try {
      const [ledger, { bringBackLost }] = await Promise.all([this.services.ledger(), import('../../../db/index.js')]);
      await bringBackLost(ledger, [copy]);
      // The play page follows the game: it shows it as soon as it is stored.
    } catch (error) {
      this.problem = notBroughtBack(errorText(error, ''));
    } finally {
      this.busy = false;
    }
  }

  override render() {
    if (this.copy === undefined) return html`<p class="loading" role="status">${msg('Loading the game…')}</p>`;
    if (this.copy === null) {
      return html`<div class="card">
        <h2>${msg('This game is not here')}</h2>
        <p>${msg(html`It was deleted, maybe in another tab. <a class="inline" href=${routeHash({ page: 'games' })}>See your games</a>.`)}</p>
      </div>`;
    }
    if (this.offeredAbove) {
      return html`<div class="card">
        <h2>${missingButKept()}</h2>
        <p>${bringBackAbove()}</p>
      </div>`;
    }
    return html`<div class="card">
      <h2>${missingButKept()}</h2>
      <p>${bringBackAbout(1)}</p>
      <button type="button" class="button primary" ?disabled=${this.busy} @click=${this.bringBack}>${bringBackButton(1)}</button>
      ${this.problem ? html`<p class="alert" role="alert">${this.problem}</p>` : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-game-not-here': ZsGameNotHere;
  }
}
