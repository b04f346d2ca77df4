import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameFacts } from '../../../stats/index.js';
import { basics } from '../../app/theme.js';
import { formatPoints } from '../../text/format.js';
import { GAME_STATS_TEXT as T, biggestTurnSentence, longestStreakSentence } from '../../text/game-stats-text.js';
import { shownName } from '../../text/names.js';
import { printPalette } from './zs-score-sheet.js';

/**
 * What one game leaves behind, under its score sheet: the turns by player (banked and zilched),
 * the biggest turn and the longest streak. It prints with the sheet.
 */
@customElement('zs-game-stats')
export class ZsGameStats extends LitElement {
  static override styles = [basics, printPalette, css`
      :host {
        display: block;
        margin: 16px 0 0;
      }

      h3 {
        margin: 0 0 8px;
        font-size: 1.125rem;
      }

      .scroll {
        overflow-x: auto;
        border: 1px solid var(--zs-border);
        border-radius: 12px;
        background: var(--zs-surface);
      }

      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 0.875rem;
        font-variant-numeric: tabular-nums;
      }

      caption {
        padding: 8px 10px 4px;
        font-weight: 700;
        text-align: start;
      }

      th,
      td {
        padding: 6px 8px;
        border-top: 1px solid var(--zs-border);
        text-align: end;
        white-space: nowrap;
      }

      th[scope='row'],
      thead th:first-child {
        text-align: start;
        white-space: normal;
        overflow-wrap: anywhere;
      }

      .highlights {
        margin: 10px 0 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 4px;
      }

      @media print {
        :host {
          break-inside: avoid;
          margin: 10pt 0 0;
        }

        h3 {
          font-size: 11pt;
        }

        .scroll {
          overflow: visible;
          border: 0;
        }

        table {
          font-size: 8pt;
        }
      }
    `,
  ];

  @property({ attribute: false }) facts: GameFacts | null = null;

  override render() {
    const facts = this.facts;
    if (!facts) return nothing;
    return html`<section aria-labelledby="stats-heading">
      <h3 id="stats-heading">${T.heading}</h3>
      <slot name="chart"></slot>
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
                <td>${player.turns}</td>
                <td>${player.banks}</td>
                <td>${player.zilches}</td>
                <td>${player.hotDice}</td>
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
      <slot></slot>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-game-stats': ZsGameStats;
  }
}
