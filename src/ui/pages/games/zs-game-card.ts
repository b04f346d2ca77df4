import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameRow } from '../../../db/index.js';
import { formatCount, formatList, formatPoints } from '../../text/format.js';
import { formatLastPlayed, formatMoment } from '../../text/last-played.js';
import { isolatedName, shownName } from '../../text/names.js';
import { routeHash } from '../../app/router.js';
import { logDamageText } from '../../text/storage-text.js';
import { basics, timestamps } from '../../app/theme.js';
import { emit } from '../../app/events.js';
import { presetName } from '../../text/preset-text.js';
import { roundsWord } from '../../text/count-text.js';
import { gameCardStyles } from './zs-game-card.styles.js';

const trash = svg`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
  <path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"
    d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
</svg>`;

/**
 * One game in the list of games: its rules, the players with their scores, who is up (or who won),
 * the round and when it was last played. The card is a link that resumes the game (a finished
 * game opens its score sheet); a separate button asks for the game to be deleted.
 *
 * @fires zs-game-delete - The player tapped the delete button; `detail.id` is the game's id.
 */
@localized()
@customElement('zs-game-card')
export class ZsGameCard extends LitElement {
  static override styles = [basics, timestamps, gameCardStyles];

  /** The game as the ledger lists it. */
  @property({ attribute: false }) game?: GameRow;

  /** The moment "today" and "yesterday" are counted from (epoch ms); default: when rendered. */
  @property({ type: Number }) now?: number;

  override render() {
    const game = this.game;
    if (!game) return nothing;
    const { summary } = game;
    const finished = game.status === 'finished';
    const href = routeHash(finished ? { page: 'sheet', id: game.id } : { page: 'play', id: game.id });
    const players = game.players.map((name, seat) => ({
      name,
      score: summary.scores[seat] ?? 0,
      up: !finished && summary.phase === 'turn' && summary.current === seat,
      won: finished && summary.winners.includes(seat),
    }));
    return html`<article class="card">
      <a href=${href}>
        <span class="top">
          <span class="rules">${presetName({ id: summary.rulesId, name: summary.rulesName })}</span><span class="visually-hidden">, </span>
          <time datetime=${new Date(game.updatedAt).toISOString()} title=${formatMoment(game.updatedAt)}
            >${formatLastPlayed(game.updatedAt, this.now)}</time
          ><span class="visually-hidden">. </span>
        </span>
        <span class="players">
          ${players.map(
            (player, index) => html`<span class=${`player${player.up ? ' up' : ''}${player.won ? ' won' : ''}`}
              ><bdi>${shownName(player.name)}</bdi> <span class="score">${formatPoints(player.score)}</span
              ><span class="visually-hidden">${index < players.length - 1 ? ', ' : '. '}</span></span
            >`,
          )}
        </span>
        <span class="status">${this.status(game)}</span>
      </a>
      <button type="button" class="delete" aria-label=${deleteLabel(game.players)} @click=${this.onDelete}>
        ${trash}
      </button>
    </article>`;
  }

  private status(game: GameRow) {
    const { summary, players } = game;
    if (summary.problem) {
      const why = logDamageText(summary.problem);
      return html`<span class="problem">${msg(str`This game’s record is damaged: ${why}`)}</span>`;
    }
    switch (summary.phase) {
      case 'throw-off':
        return msg('Throw-off for the first player');
      case 'tie-break': {
        const best = Math.max(...summary.scores);
        const points = formatPoints(best);
        const leaders = formatList(players.filter((_, seat) => summary.scores[seat] === best).map(isolatedName));
        return msg(html`Tie at ${points}: <strong>${leaders}</strong> throw for the win`);
      }
      case 'finished': {
        const winners = summary.winners.map((seat) => players[seat] ?? '');
        const names = formatList(winners.map(isolatedName));
        const rounds = roundsWord(summary.round);
        return winners.length > 1
          ? msg(html`<strong>${names}</strong> share the win · ${rounds}`, {
              desc: 'On a finished game in the list: the winners, then how many rounds it lasted',
            })
          : msg(html`<strong>${names}</strong> won · ${rounds}`, {
              desc: 'On a finished game in the list: the winner, then how many rounds it lasted',
            });
      }
      case 'turn': {
        const name = shownName(players[summary.current] ?? '');
        const round = formatCount(summary.round);
        return msg(html`<strong><bdi>${name}</bdi></strong> is up · round ${round}`, {
          desc: 'On a game in the list: whose turn it is, then the round being played',
        });
      }
    }
  }

  private onDelete() {
    if (!this.game) return;
    emit(this, 'zs-game-delete', { id: this.game.id });
  }
}

/** The delete button's name: "Delete the game of Ana, Ben". */
function deleteLabel(players: readonly string[]): string {
  const names = players.map(isolatedName).join(', ');
  return msg(str`Delete the game of ${names}`);
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-game-card': ZsGameCard;
  }
}
