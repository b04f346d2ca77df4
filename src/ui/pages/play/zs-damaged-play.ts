import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { DamagedGame } from '../../../db/index.js';
import { standings } from '../../../game/index.js';
import { routeHash } from '../../app/router.js';
import { basics, buttons } from '../../app/theme.js';
import '../../components/zs-banner.js';
import { damagedGameBanner } from '../../text/damage-text.js';
import { playPageStyles } from './zs-play-page.styles.js';
import './zs-turn-status.js';

/**
 * A game whose stored log does not replay, on the play page: read-only, as it stood before the
 * damaged entry, with why, its score sheet and a download of its record; nothing that writes to it.
 */
@localized()
@customElement('zs-damaged-play')
export class ZsDamagedPlay extends LitElement {
  static override styles = [
    basics,
    buttons,
    playPageStyles,
    css`
      .damaged-actions {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--zs-space-6) var(--zs-space-10);
      }
    `,
  ];

  @property({ attribute: false }) damaged?: DamagedGame;
  /** What became of the download of the record. */
  @state() private report = '';

  private async download(damaged: DamagedGame) {
    try {
      const { exportDamagedGame } = await import('../../app/damaged-export.js');
      this.report = (await exportDamagedGame(damaged)).message;
    } catch {
      this.report = msg('The download could not be loaded: check the connection and try again.');
    }
  }

  override render() {
    const damaged = this.damaged;
    if (!damaged) return html``;
    const banner = damagedGameBanner(damaged);
    const game = damaged.state;
    return html`<div class="page">
      <div class="column">
        <zs-banner tone="danger" heading=${banner.heading}>${banner.text}</zs-banner>
        ${
          game
            ? html`<zs-turn-status
              .players=${game.players}
              .standings=${standings(game)}
              current=${game.current}
              turn-total=${game.turn.turnTotal}
              dice-to-roll=${game.turn.diceToRoll}
              round=${game.round}
              ?board-status=${game.rules.turn.openingMinimum > 0}
              .kept=${game.turn.setAside}
              sheet-href=${routeHash({ page: 'sheet', id: damaged.row.id })}
            ></zs-turn-status>`
            : ''
        }
      </div>
      <div class="column">
        <div class="damaged-actions">
          <button type="button" class="button" @click=${() => void this.download(damaged)}>${msg('Download the record', { id: 'damaged-play.download' })}</button>
          <a class="inline" href=${routeHash({ page: 'games' })}>${msg('See your games')}</a>
        </div>
        <p class="saving" role="status">${this.report}</p>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-damaged-play': ZsDamagedPlay;
  }
}
