import { localized } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameReview } from '../../../advisor/index.js';
import type { GameFacts } from '../../../stats/index.js';
import { basics, notices, printPalette, scrollingTables } from '../../app/theme.js';
import { formatCount, formatPoints } from '../../text/format.js';
import { GAME_STATS_TEXT as T, biggestTurnSentence, longestStreakSentence } from '../../text/game-stats-text.js';
import { isolatedName, shownName } from '../../text/names.js';
import {
  REVIEW_TEXT as R,
  costliest,
  decisionSentence,
  givenAwaySentence,
  luckSentence,
} from '../../text/review-text.js';
import '../../components/zs-score-chart.js';
import { gameStatsStyles } from './zs-game-stats.styles.js';

/** Where the decision review of the game shown stands. */
export type ReviewView =
  | { readonly state: 'off' }
  | { readonly state: 'working' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'done'; readonly review: GameReview };

/**
 * What one game leaves behind, under its score sheet: the scores by round as a chart, the turns by
 * player (banked and zilched), the biggest turn and the longest streak, and the decision review
 * (given to it by the page, which has it worked out in the advice worker). It prints with the sheet.
 */
@localized()
@customElement('zs-game-stats')
export class ZsGameStats extends LitElement {
  static override styles = [basics, notices, printPalette, scrollingTables, gameStatsStyles];

  @property({ attribute: false }) facts: GameFacts | null = null;
  @property({ attribute: false }) review: ReviewView = { state: 'off' };

  override render() {
    const facts = this.facts;
    if (!facts) return nothing;
    return html`<section aria-labelledby="stats-heading">
      <h3 id="stats-heading">${T.heading}</h3>
      <zs-score-chart
        .series=${facts.players.map((player) => ({ name: shownName(player.name), scores: facts.byRound[player.seat] ?? [] }))}
        .target=${facts.target}
        .finalRoundFrom=${facts.finalRoundFrom}
      ></zs-score-chart>
      <div class="scroll">
        <table>
          <caption>${T.turnsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">${T.player}</th>
              <th scope="col">${T.turns}</th>
              <th scope="col">${T.banked}</th>
              <th scope="col">${T.zilched}</th>
              <th scope="col">${T.hotDice}</th>
              <th scope="col">${T.bestTurn}</th>
            </tr>
          </thead>
          <tbody>
            ${facts.players.map(
              (player) => html`<tr>
                <th scope="row"><bdi>${shownName(player.name)}</bdi></th>
                <td>${formatCount(player.turns)}</td>
                <td>${formatCount(player.banks)}</td>
                <td>${formatCount(player.zilches)}</td>
                <td>${formatCount(player.hotDice)}</td>
                <td>${formatPoints(player.bestTurn)}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <ul class="highlights">
        <li>${biggestTurnSentence(facts)}</li>
        <li>${longestStreakSentence(facts)}</li>
      </ul>
      ${this.renderReview(facts)}
    </section>`;
  }

  private renderReview(facts: GameFacts) {
    const view = this.review;
    return html`<div class="review">
      <h4>${R.heading}</h4>
      ${view.state === 'working' ? html`<p class="muted" role="status">${R.working}</p>` : nothing}
      ${view.state === 'off' ? html`<p class="muted">${R.off}</p>` : nothing}
      ${view.state === 'failed' ? html`<p class="error" role="alert">${R.failed(view.message)}</p>` : nothing}
      ${view.state === 'done' ? this.renderDone(facts, view.review) : nothing}
    </div>`;
  }

  private renderDone(facts: GameFacts, review: GameReview) {
    const reviewed = review.players.some((player) => player.turns > 0) || review.decisions.length > 0;
    if (!reviewed) return html`<p class="muted">${R.noDice}</p>`;
    return html`<p class="muted">${R.intro}${review.exact ? '' : ` ${R.estimate}`}</p>
      ${review.players.map((player) => {
        const name = isolatedName(facts.players[player.seat]?.name ?? '');
        const worst = costliest(review, player.seat);
        return html`<div class="player">
          <p><strong>${givenAwaySentence(name, player)}</strong> ${player.turns > 0 ? luckSentence(player) : nothing}</p>
          ${
            worst.length > 0
              ? html`<p>${R.costliest}</p>
                <ul>
                  ${worst.map((decision) => html`<li>${decisionSentence(decision)}</li>`)}
                </ul>`
              : nothing
          }
        </div>`;
      })}
      ${review.turnsSkipped > 0 ? html`<p class="muted">${R.skipped(review.turnsSkipped)}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-game-stats': ZsGameStats;
  }
}
