import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { rematchFirst } from '../../../game/index.js';
import type { GameState, RematchStart } from '../../../game/index.js';
import { emit } from '../../app/events.js';
import { navigate, routeHash } from '../../app/router.js';
import { basics, buttons, cards, lists } from '../../app/theme.js';
import { formatPoints } from '../../text/format.js';
import { shownName } from '../../text/names.js';
import { gameOverText, tieThrowLines } from '../../text/game-over-text.js';
import { playCardStyles } from './zs-play-page.styles.js';
import { gameOverStyles } from './zs-game-over.styles.js';

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
  static override styles = [basics, lists, buttons, cards, playCardStyles, gameOverStyles];

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
