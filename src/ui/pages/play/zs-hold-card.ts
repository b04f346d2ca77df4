import { localized, msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { HoldAdvice } from '../../../advisor/index.js';
import { explainHold, legalHolds } from '../../../rules/index.js';
import type { Face } from '../../../rules/index.js';
import { pyramidBase } from '../../../game/index.js';
import type { GameState } from '../../../game/index.js';
import { basics, cards, notices } from '../../app/theme.js';
import type { ExplainedHold } from '../../components/zs-hold-list.js';
import { splitParts } from '../../text/format.js';
import { holdSummary } from '../../text/status-text.js';
import type { ZsHoldPicker } from './zs-hold-picker.js';
import './zs-hold-picker.js';
import { PlayCard } from './play-card.js';
import { playCardStyles } from './zs-play-page.styles.js';
import { diceRolled } from '../../text/count-text.js';

/**
 * The card where the dice to hold are chosen: the roll, the legal holds best first, what the
 * selection scores, a line of advice and what was refused.
 *
 * @fires zs-hold-change - From the picker: the selection changed.
 * @fires zs-hold-confirm - From the picker: Enter on a die or a hold.
 */
@localized()
@customElement('zs-hold-card')
export class ZsHoldCard extends PlayCard {
  static override styles = [basics, cards, notices, playCardStyles];

  @property({ attribute: false }) state?: GameState;
  /** Which dice of the roll are selected, by position. */
  @property({ attribute: false }) held: readonly boolean[] = [];
  @property() advice = '';
  @property() refusal = '';
  /** The advisor's ranking of the holds, best first, when it has one: the list follows it. */
  @property({ attribute: false }) ranked: readonly HoldAdvice[] | null = null;

  @query('zs-hold-picker') private picker?: ZsHoldPicker;

  /** Puts the keyboard on the first die of the roll. */
  focusFirstDie(): void {
    this.picker?.focusFirstDie();
  }

  override render() {
    const state = this.state;
    if (!state) return nothing;
    const roll = state.turn.lastRoll ?? [];
    // Parked before the turn's first roll, it is built with no dice to hold.
    const holds: ExplainedHold[] =
      roll.length === 0
        ? []
        : this.inOrder(legalHolds(state.rules, roll, pyramidBase(state))).map(({ dice, points }) => ({
            dice,
            points,
            split: splitParts(explainHold(state.rules, dice) ?? []),
            advised: dice.join() === this.ranked?.[0]?.dice.join(),
          }));
    const selected: Face[] = roll.filter((_face, index) => this.held[index] === true);
    const summary = holdSummary(state, selected);
    return html`<section class="card" aria-labelledby="hold-heading">
      <div class="card-heading">
        <h3 id="hold-heading">${msg('Choose the dice to hold')}</h3>
        <span class="count">${diceRolled(roll.length)}</span>
      </div>
      <zs-hold-picker .roll=${roll} .held=${this.held} .holds=${holds} summary=${summary.text} ?legal=${summary.legal} advice=${this.advice}></zs-hold-picker>
      ${this.refusal ? html`<p class="refusal">${this.refusal}</p>` : nothing}
    </section>`;
  }

  /** The holds as the advisor ranks them (any it did not rank after, by points); by points without it. */
  private inOrder<T extends { readonly dice: readonly Face[] }>(holds: readonly T[]): readonly T[] {
    const ranked = this.ranked;
    if (!ranked || ranked.length === 0) return holds;
    const rank = new Map(ranked.map((hold, index) => [hold.dice.join(), index]));
    const place = (hold: T) => rank.get(hold.dice.join()) ?? ranked.length;
    return [...holds].sort((a, b) => place(a) - place(b));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-hold-card': ZsHoldCard;
  }
}
