import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { TakeOver } from '../../../game/index.js';
import type { StartOfTurn } from '../../../rules/index.js';
import { diceWord, formatPoints } from '../../text/format.js';
import { basics, buttons, cards, notices } from '../../app/theme.js';
import { shownName } from '../../text/names.js';
import { emit } from '../../app/events.js';

/**
 * The start of a turn where the rules let a player build off (or inherit) the last bank: two big
 * buttons in the sheet's own words, "Build off 750 with 4 dice" (or "Inherit …") and "Start fresh",
 * with what each means; the one the advisor prefers is the filled, primary one, marked, so a quick
 * tap takes the advice (neither is, without advice); the refusal in words when the choice could
 * not be made.
 *
 * @fires zs-start-choice - The player chose; `detail.takeOver` is the offer, or null for a fresh start.
 */
@localized()
@customElement('zs-take-over')
export class ZsTakeOver extends LitElement {
  static override styles = [
    basics,
    buttons,
    cards,
    notices,
    css`
      h3 {
        margin: 0 0 var(--zs-space-2);
        font-size: var(--zs-font-18);
      }

      p {
        margin: 0 0 var(--zs-space-6);
        color: var(--zs-text-muted);
        line-height: 1.4;
      }

      .choices {
        display: grid;
        gap: var(--zs-space-5);
      }

      button {
        display: grid;
        align-content: center;
        gap: var(--zs-space-1);
        min-height: 64px;
        padding: var(--zs-space-5) var(--zs-space-8);
        border: 2px solid var(--zs-accent);
        border-radius: var(--zs-radius-l);
        background: var(--zs-surface);
        color: var(--zs-accent-strong);
        font-size: var(--zs-font-18);
        font-weight: 800;
        text-align: left;
        cursor: pointer;
      }

      .badge {
        font-size: var(--zs-font-12);
        font-weight: 700;
        letter-spacing: 0.04em;
        text-transform: uppercase;
      }

      .advice {
        margin: var(--zs-space-5) 0 0;
        font-size: var(--zs-font-15);
      }

      .refusal {
        margin: var(--zs-space-5) 0 0;
      }

      @media (min-width: 520px) {
        .choices {
          grid-template-columns: 1fr 1fr;
        }
      }
    `,
  ];

  /** The points of the bank that may be taken over. */
  @property({ type: Number }) points = 0;

  /** The free dice that come with it. */
  @property({ type: Number }) dice = 0;

  /** Who banked them, for the explanation. */
  @property() banker = '';

  /** How the rules name taking over: build off or inherit. */
  @property() word: Exclude<StartOfTurn, 'fresh'> = 'build-off';

  /** The choice the advisor prefers, made the primary button; empty without advice. */
  @property() advised: 'take-over' | 'fresh' | '' = '';

  /** One line of advice about the choice, under the buttons; empty for none. */
  @property() advice = '';

  /** Why the last choice was refused, or empty. */
  @property() refusal = '';

  override render() {
    const points = formatPoints(this.points);
    const dice = diceWord(this.dice);
    const inherit = this.word === 'inherit';
    // One text node: Chromium's accessible name drops a space that stands alone between two parts.
    const takeOver = inherit ? msg(str`Inherit ${points} with ${dice}`) : msg(str`Build off ${points} with ${dice}`);
    const badge = html`<span class="badge" aria-hidden="true">${msg('Advised', { desc: 'Badge on the choice the advisor prefers' })}</span>`;
    const banker = shownName(this.banker);
    return html`<section class="card" aria-labelledby="start-heading">
      <h3 id="start-heading">${msg('How does this turn start?')}</h3>
      <p>${this.explanation(inherit, banker, points, dice)}</p>
      <div class="choices">
        <button type="button" class=${this.advised === 'take-over' ? 'take primary' : 'take'} aria-describedby=${this.describedBy('take-over')} @click=${this.onTakeOver}>
          ${this.advised === 'take-over' ? badge : nothing}
          <span>${takeOver}</span>
        </button>
        <button type="button" class=${this.advised === 'fresh' ? 'fresh primary' : 'fresh'} aria-describedby=${this.describedBy('fresh')} @click=${this.onFresh}>
          ${this.advised === 'fresh' ? badge : nothing}
          <span>${msg('Start fresh', { desc: 'Button: begin the turn with all the dice and no points, instead of taking over the last bank' })}</span>
        </button>
      </div>
      <span id="advised" class="visually-hidden">${msg("The advisor's choice.")}</span>
      ${this.advice ? html`<p class="advice">${this.advice}</p>` : nothing}
      ${this.refusal ? html`<p class="refusal" id="refusal">${this.refusal}</p>` : nothing}
    </section>`;
  }

  /** What each choice means, with whose points are taken over when the banker is known. */
  private explanation(inherit: boolean, banker: string, points: string, dice: string) {
    if (inherit) {
      return banker
        ? msg(
            html`Inherit <bdi>${banker}</bdi>'s ${points} and roll the ${dice} left (score once before banking), or start fresh.`,
          )
        : msg(html`Inherit the ${points} and roll the ${dice} left (score once before banking), or start fresh.`);
    }
    return banker
      ? msg(
          html`Build off <bdi>${banker}</bdi>'s ${points} and roll the ${dice} left (score once before banking), or start fresh.`,
        )
      : msg(html`Build off the ${points} and roll the ${dice} left (score once before banking), or start fresh.`);
  }

  /** The badge is drawn only: the advised button is described as the advisor's choice (and the take-over by a refusal). */
  private describedBy(choice: 'take-over' | 'fresh') {
    const ids = [
      this.advised === choice ? 'advised' : '',
      choice === 'take-over' && this.refusal ? 'refusal' : '',
    ].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : nothing;
  }

  private onTakeOver() {
    this.requestStart({ points: this.points, dice: this.dice });
  }

  private onFresh() {
    this.requestStart(null);
  }

  /** Asks the page to start the turn on the offer (null: fresh). */
  private requestStart(takeOver: TakeOver | null) {
    emit(this, 'zs-start-choice', { takeOver });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-take-over': ZsTakeOver;
  }
}
