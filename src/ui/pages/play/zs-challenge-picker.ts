import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { formatPoints } from '../../text/format.js';
import { basics, buttons, lists, notices } from '../../app/theme.js';
import { shownName } from '../../text/names.js';
import { emit } from '../../app/events.js';

/** A player who can be challenged. */
export interface ChallengeOpponent {
  readonly seat: number;
  readonly name: string;
  readonly score: number;
}

/**
 * Declaring a challenge turn before the first roll (a variation of the Zilch to 15,000 sheet): a "Challenge…" button
 * opens the list of opponents, with which of the player's two challenges this is and what a zilch
 * costs; tapping an opponent declares it. A refusal from the rules is shown under the list.
 *
 * @fires zs-challenge - An opponent was picked; `detail.opponent` is their seat.
 */
@localized()
@customElement('zs-challenge-picker')
export class ZsChallengePicker extends LitElement {
  static override styles = [
    basics,
    lists,
    buttons,
    notices,
    css`
      .toggle {
        font-weight: 700;
      }

      .toggle[aria-expanded='true'] {
        border-color: var(--zs-accent);
        background: var(--zs-accent-soft);
      }

      .panel {
        margin-top: var(--zs-space-4);
        padding: var(--zs-space-6);
        border: 1px solid var(--zs-border);
        border-radius: var(--zs-radius-l);
        background: var(--zs-surface);
      }

      p {
        margin: 0 0 var(--zs-space-5);
        line-height: 1.4;
      }


      ul button {
        display: flex;
        justify-content: space-between;
        gap: var(--zs-space-6);
        box-sizing: border-box;
        width: 100%;
        min-height: 48px;
        padding: 0 var(--zs-space-7);
        font-weight: 700;
        align-items: center;
      }

      .score {
        color: var(--zs-text-muted);
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }

      .refusal {
        margin: var(--zs-space-5) 0 0;
      }
    `,
  ];

  /** The players who can be challenged. */
  @property({ attribute: false }) opponents: readonly ChallengeOpponent[] = [];

  /** Which of the player's challenges this would be, in words ("your first challenge, below 5,000"). */
  @property() which = '';

  /** What a zilch costs the challenger on this challenge. */
  @property({ type: Number }) penalty = 0;

  /** Why the last challenge was refused, or empty. */
  @property() refusal = '';

  @state() private open = false;

  override render() {
    const penalty = formatPoints(this.penalty);
    return html`<button type="button" class="chip toggle" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="challenge-panel" @click=${this.toggle}>
        ${msg('Challenge…', { desc: 'Button: opens the list of opponents to challenge this turn' })}
      </button>
      ${
        this.open || this.refusal
          ? html`<div class="panel" id="challenge-panel">
            <p>
              ${this.which ? html`<strong>${this.which}.</strong> ` : nothing}${msg(str`What you bank this turn is also taken from the player you challenge; a zilch costs you ${penalty}.`)}
            </p>
            <ul aria-label=${msg('Challenge whom?')}>
              ${this.opponents.map(
                (opponent) => html`<li>
                  <button type="button" class="tile outline" @click=${() => this.pick(opponent.seat)}>
                    <span>${msg(html`Challenge <bdi>${shownName(opponent.name)}</bdi>`, { desc: 'Button: declare a challenge against this opponent' })}</span>
                    <span class="score">${formatPoints(opponent.score)}</span>
                  </button>
                </li>`,
              )}
            </ul>
            ${this.refusal ? html`<p class="refusal">${this.refusal}</p>` : nothing}
          </div>`
          : nothing
      }`;
  }

  private toggle() {
    this.open = !this.open;
  }

  private pick(opponent: number) {
    this.open = false;
    emit(this, 'zs-challenge', { opponent });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-challenge-picker': ZsChallengePicker;
  }
}
