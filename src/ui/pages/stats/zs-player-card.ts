import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { PersonReview, PlayerStats } from '../../../stats/index.js';
import { routeHash } from '../../app/router.js';
import { basics, cards } from '../../app/theme.js';
import { formatPoints } from '../../text/format.js';
import { shownName } from '../../text/names.js';
import {
  CARD_TERMS,
  alsoSpelled,
  givenAwayWords,
  luckWords,
  noneWord,
  openSheetTitle,
  percent,
  reviewedLine,
  streakWords,
  turnsToBoardWords,
} from '../../text/stats-text.js';
import { statTiles } from './stats.styles.js';

/**
 * One person over the games that count: their name (and the other spellings merged into it) and
 * their numbers, each a term and its value. The article is named by the person's name, so a
 * screen reader's list of landmarks and headings reads the standings. A best turn and a best game
 * link to that game's score sheet.
 */
@localized()
@customElement('zs-player-card')
export class ZsPlayerCard extends LitElement {
  static override styles = [
    basics,
    cards,
    statTiles,
    css`
      .card {
        padding: var(--zs-space-7);
      }

      h3 {
        margin: 0;
        font-size: var(--zs-font-20);
        font-weight: 800;
      }

      .also {
        margin: var(--zs-space-1) 0 0;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-15);
      }

      dl {
        margin-top: var(--zs-space-6);
      }

      .reviewed {
        margin: var(--zs-space-4) 0 0;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-14);
      }

      @media (max-width: 360px) {
        .card {
          padding: var(--zs-space-6) var(--zs-space-5);
        }
      }

      dd a {
        display: inline-flex;
        align-items: center;
        min-width: 44px;
        min-height: 44px;
        margin: -8px 0;
        color: var(--zs-accent-strong);
        text-underline-offset: 3px;
      }
    `,
  ];

  /** The person and their numbers. */
  @property({ attribute: false }) person?: PlayerStats;
  /** Their decisions over the reviewed games; none while advice is off or no game is reviewed. */
  @property({ attribute: false }) review?: PersonReview;

  override render() {
    const person = this.person;
    if (!person) return nothing;
    const others = person.spellings.filter((spelling) => spelling !== person.name);
    const sheetLink = (best: { readonly gameId: string } | null, points: number | undefined) =>
      best && points !== undefined
        ? html`<a href=${routeHash({ page: 'sheet', id: best.gameId })} title=${openSheetTitle()}>${formatPoints(points)}</a>`
        : noneWord();
    const rows: [string, string | TemplateResult][] = [
      [CARD_TERMS.games, formatPoints(person.games)],
      [CARD_TERMS.wins, formatPoints(person.wins)],
      [CARD_TERMS.winRate, percent(person.winRate)],
      [CARD_TERMS.pointsPerTurn, formatPoints(Math.round(person.pointsPerTurn))],
      [CARD_TERMS.zilchRate, percent(person.zilchRate)],
      [CARD_TERMS.hotDice, formatPoints(person.hotDice)],
      [CARD_TERMS.bestTurn, sheetLink(person.bestTurn, person.bestTurn?.points)],
      [CARD_TERMS.bestGame, sheetLink(person.bestGame, person.bestGame?.score)],
      [CARD_TERMS.longestStreak, streakWords(person.longestStreak)],
      [CARD_TERMS.turnsToBoard, turnsToBoardWords(person.averageTurnsToBoard, person.neverOnBoard)],
    ];
    const review = this.review;
    if (review)
      rows.push(
        [CARD_TERMS.givenAway, givenAwayWords(review.givenAwayPerGame)],
        [CARD_TERMS.luck, luckWords(review.luckPerGame)],
      );
    return html`<article class="card" aria-labelledby="name">
      <h3 id="name"><bdi>${shownName(person.name)}</bdi></h3>
      ${others.length > 0 ? html`<p class="also">${alsoSpelled(others)}</p>` : nothing}
      <dl>
        ${rows.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value}</dd></div>`)}
      </dl>
      ${review ? html`<p class="reviewed">${reviewedLine(review.games)}</p>` : nothing}
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-player-card': ZsPlayerCard;
  }
}
