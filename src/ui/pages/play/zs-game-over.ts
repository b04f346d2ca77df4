import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameState } from '../../../game/index.js';
import { navigate, routeHash } from '../../app/router.js';
import { basics, buttons, cards, lists } from '../../app/theme.js';
import { formatPoints } from '../../text/format.js';
import { shownName } from '../../text/names.js';
import { gameOverText } from '../../text/play-text.js';
import { playCardStyles } from './zs-play-page.styles.js';

/** The winner's card: who won and how, the final scores best first, the score sheet and a new game. */
@customElement('zs-game-over')
export class ZsGameOver extends LitElement {
  static override styles = [basics, lists, buttons, cards, playCardStyles, css`
      h2 {
        margin: 0 0 4px;
        overflow-wrap: anywhere;
        font-size: 1.75rem;
        font-weight: 800;
      }

      p {
        margin: 0 0 12px;
        color: var(--zs-text-muted);
      }

      ol {
        margin: 0 0 14px;
      }

      li {
        display: flex;
        justify-content: space-between;
        gap: 12px;
        min-width: 0;
        padding: 8px 12px;
        border-radius: 10px;
        background: var(--zs-surface-sunken);
        font-variant-numeric: tabular-nums;
      }

      li.winner {
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
        font-weight: 800;
      }

      .links {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 8px;
      }

      .links a,
      .links button {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-height: 52px;
        padding: 0 14px;
        font-weight: 800;
        text-decoration: none;
      }
    `,
  ];

  @property({ attribute: false }) state?: GameState;
  @property({ attribute: 'game-id' }) gameId = '';

  override render() {
    const state = this.state;
    if (!state) return html``;
    const { heading, text } = gameOverText(state);
    const ranked = state.players.map((player, seat) => ({ ...player, seat })).sort((a, b) => b.score - a.score);
    return html`<section class="card over" aria-labelledby="over-heading">
      <h2 id="over-heading">${heading}</h2>
      <p>${text}</p>
      <ol aria-label="Final scores">
        ${ranked.map(
          (player) => html`<li class=${state.winners.includes(player.seat) ? 'winner' : ''}>
            <bdi>${shownName(player.name)}</bdi><span>${formatPoints(player.score)}</span>
          </li>`,
        )}
      </ol>
      <div class="links">
        <a class="tile outline" href=${routeHash({ page: 'sheet', id: this.gameId })}>Score sheet</a>
        <button type="button" class="tile primary" @click=${() => navigate({ page: 'new' })}>New game</button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-game-over': ZsGameOver;
  }
}
