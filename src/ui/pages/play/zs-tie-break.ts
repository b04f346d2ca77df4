import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { diceWord, formatCount, formatPoints } from '../../text/format.js';
import { basics, cards, lists } from '../../app/theme.js';
import { joinNames, shownName } from '../../text/names.js';
import { tieBreakPoints } from '../../text/count-text.js';

/** A tied leader and their throw so far. */
export interface TieContender {
  readonly name: string;
  /** The points of their throw this round; null until they have thrown. */
  readonly result: number | null;
}

/**
 * Where a tie-break stands (ties: one more roll each): who is tied at which score, each contender's
 * throw so far this round, and who throws now. The throw itself is tapped in on the page's pad.
 */
@localized()
@customElement('zs-tie-break')
export class ZsTieBreak extends LitElement {
  static override styles = [
    basics,
    lists,
    cards,
    css`
      .card {
        border-color: var(--zs-warning-border);
      }

      h2 {
        margin: 0 0 var(--zs-space-2);
        font-size: var(--zs-font-22);
        font-weight: 800;
      }

      p {
        margin: 0 0 var(--zs-space-5);
        line-height: 1.4;
      }


      li {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 0 var(--zs-space-6);
        min-width: 0;
        padding: var(--zs-space-4) var(--zs-space-6);
        border-radius: var(--zs-radius-s);
        background: var(--zs-surface-sunken);
      }

      li.up {
        outline: 2px solid var(--zs-accent);
        background: var(--zs-accent-soft);
        font-weight: 700;
      }

      .result {
        margin-left: auto;
        font-variant-numeric: tabular-nums;
      }
    `,
  ];

  /** The tied leaders in seat order, with their throws this round. */
  @property({ attribute: false }) contenders: readonly TieContender[] = [];

  /** Position in `contenders` of the one who throws now. */
  @property({ type: Number }) current = 0;

  /** The score they are tied at. */
  @property({ type: Number }) score = 0;

  /** How many rounds the tie-break has gone to. */
  @property({ type: Number }) round = 1;

  /** Dice in a throw. */
  @property({ type: Number, attribute: 'dice-count' }) diceCount = 6;

  override render() {
    const up = this.contenders[this.current];
    const names = this.contenders.map((contender) => contender.name);
    const together = joinNames(names);
    const score = formatPoints(this.score);
    const dice = diceWord(this.diceCount);
    const round = formatCount(this.round);
    return html`<section class="card" aria-labelledby="tie-heading">
      <h2 id="tie-heading">${up ? msg(html`Tie-break: <bdi>${shownName(up.name)}</bdi> throws`) : msg('Tie-break')}</h2>
      <p>${
        this.round > 1
          ? msg(
              str`${together} are tied at ${score}. Each throws all ${dice} once; the best scoring throw wins (round ${round}: the last one tied again).`,
            )
          : msg(str`${together} are tied at ${score}. Each throws all ${dice} once; the best scoring throw wins.`)
      }</p>
      <ul aria-label=${msg('Tie-break throws')}>
        ${this.contenders.map(
          (contender, index) => html`<li class=${index === this.current ? 'up' : ''}>
            <bdi>${shownName(contender.name)}</bdi>
            <span class="result">
              ${contender.result === null ? (index === this.current ? msg('throwing now') : msg('to throw', { desc: 'A tied player who has not thrown yet in this round of the tie-break' })) : tieBreakPoints(contender.result)}
            </span>
          </li>`,
        )}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-tie-break': ZsTieBreak;
  }
}
