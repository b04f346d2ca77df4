import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { rematchFirst } from '../../../game/index.js';
import type { GameState, RematchStart } from '../../../game/index.js';
import { emit } from '../../app/events.js';
import { navigate, routeHash } from '../../app/router.js';
import { basics, buttons, cards, lists } from '../../app/theme.js';
import { formatPoints } from '../../text/format.js';
import { shownName } from '../../text/names.js';
import { gameOverText, tieThrowLines } from '../../text/play-text.js';
import { playCardStyles } from './zs-play-page.styles.js';

/**
 * The winner's card: who won and how, the final scores best first, the tie-break throws when tied
 * leaders threw for the win; "Play again" (the same players and rules, one tap) with who starts it
 * (the next player round the table, or last place), the score sheet and a new game.
 *
 * @fires zs-rematch - "Play again": `detail.start` says who starts the new game.
 */
@localized()
@customElement('zs-game-over')
export class ZsGameOver extends LitElement {
  static override styles = [
    basics,
    lists,
    buttons,
    cards,
    playCardStyles,
    css`
      h2 {
        margin: 0 0 var(--zs-space-2);
        overflow-wrap: anywhere;
        font-size: var(--zs-font-28);
        font-weight: 800;
      }

      p {
        margin: 0 0 var(--zs-space-6);
        color: var(--zs-text-muted);
      }

      ol {
        margin: 0 0 var(--zs-space-7);
      }

      li {
        display: flex;
        justify-content: space-between;
        gap: var(--zs-space-6);
        min-width: 0;
        padding: var(--zs-space-4) var(--zs-space-6);
        border-radius: var(--zs-radius-s);
        background: var(--zs-surface-sunken);
        font-variant-numeric: tabular-nums;
      }

      .tie-break {
        margin: -6px 0 var(--zs-space-7);
      }

      .tie-break li {
        padding: var(--zs-space-2) var(--zs-space-6);
        background: none;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-15);
      }

      li.winner {
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
        font-weight: 800;
      }

      .links {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: var(--zs-space-4);
      }

      .again {
        grid-column: 1 / -1;
      }

      fieldset {
        margin: 0 0 var(--zs-space-5);
        padding: 0;
        border: 0;
      }

      legend {
        margin-bottom: var(--zs-space-3);
        padding: 0;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-15);
        font-weight: 600;
      }

      .starts {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: var(--zs-space-4);
      }

      .starts label {
        display: flex;
        align-items: center;
        gap: var(--zs-space-4);
        min-height: 44px;
        padding: var(--zs-space-2) var(--zs-space-5);
        border: 1px solid var(--zs-border);
        border-radius: var(--zs-radius-m);
        line-height: 1.25;
        cursor: pointer;
      }

      .starts label:has(input:checked) {
        border-color: var(--zs-accent);
        background: var(--zs-accent-soft);
      }

      .starts input {
        flex: none;
        width: 20px;
        height: 20px;
        margin: 0;
        accent-color: var(--zs-accent);
      }

      .starts small {
        display: block;
        color: var(--zs-text-muted);
      }

      .links a,
      .links button {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-height: 52px;
        padding: 0 var(--zs-space-7);
        font-weight: 800;
        text-decoration: none;
      }
    `,
  ];

  @property({ attribute: false }) state?: GameState;
  @property({ attribute: 'game-id' }) gameId = '';
  /** Who starts "Play again" (the group's last choice, remembered by the page). */
  @property() start: RematchStart = 'next';

  override render() {
    const state = this.state;
    if (!state) return html``;
    const { heading, text } = gameOverText(state);
    const throws = tieThrowLines(state);
    const ranked = state.players.map((player, seat) => ({ ...player, seat })).sort((a, b) => b.score - a.score);
    return html`<section class="card over" aria-labelledby="over-heading">
      <h2 id="over-heading">${heading}</h2>
      <p>${text}</p>
      <ol aria-label=${msg('Final scores')}>
        ${ranked.map(
          (player) => html`<li class=${state.winners.includes(player.seat) ? 'winner' : ''}>
            <bdi>${shownName(player.name)}</bdi><span>${formatPoints(player.score)}</span>
          </li>`,
        )}
      </ol>
      ${
        throws.length > 0
          ? html`<ul class="tie-break" aria-label=${msg('Tie-break throws')}>
            ${throws.map((line) => html`<li>${line}</li>`)}
          </ul>`
          : nothing
      }
      ${this.renderStart(state)}
      <div class="links">
        <button type="button" class="tile primary again" @click=${() => emit(this, 'zs-rematch', { start: this.start })}>${msg('Play again', { desc: 'Button: a new game with the same players and rules' })}</button>
        <a class="tile outline" href=${routeHash({ page: 'sheet', id: this.gameId })}>${msg('Score sheet')}</a>
        <button type="button" class="tile outline" @click=${() => navigate({ page: 'new' })}>${msg('New game', { desc: 'Button: set up a new game' })}</button>
      </div>
    </section>`;
  }

  /** Who starts the rematch: a choice only when the next player and last place are not the same one. */
  private renderStart(state: GameState) {
    const name = (start: RematchStart) => shownName(state.players[rematchFirst(state, start)]?.name ?? '');
    if (state.players.length < 2) return nothing;
    if (rematchFirst(state, 'next') === rematchFirst(state, 'last-place')) {
      return html`<p>${msg(html`<bdi>${name('next')}</bdi> starts the next game.`)}</p>`;
    }
    const option = (start: RematchStart, why: string) => html`<label>
      <input type="radio" name="start" value=${start} .checked=${this.start === start} @change=${() => (this.start = start)} />
      <span><bdi>${name(start)}</bdi> <small>${why}</small></span>
    </label>`;
    return html`<fieldset>
      <legend>${msg('Who starts the next game')}</legend>
      <div class="starts">
        ${option('next', msg('next round the table', { desc: 'Who starts the next game: the player after the one who started this one' }))}
        ${option('last-place', msg('last place', { desc: 'Who starts the next game: the player who finished last' }))}
      </div>
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-game-over': ZsGameOver;
  }
}
