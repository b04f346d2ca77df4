import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { diceWord } from '../../text/format.js';
import { basics, buttons, cards, fields, notices } from '../../app/theme.js';
import { pointsInput } from '../../components/points-input.js';
import { readTypedPoints } from '../../text/typed-points.js';
import { emit } from '../../app/events.js';
import type { ZsTotalDetail } from '../../app/events.js';

/**
 * Total mode, for groups who count a turn themselves: the turn's points typed in ("Bank total"), or
 * "Zilch". Where the rules let the next player take over a bank, the dice left can be given too.
 * What cannot be read as a number is refused here; what the rules refuse (75 is not a multiple of
 * 50) comes back in `refusal` and is shown under the field. The typed value stays after a refusal.
 *
 * @fires zs-total - The player entered a result; `detail.points` is 0 for a zilch.
 */
@localized()
@customElement('zs-total-entry')
export class ZsTotalEntry extends LitElement {
  static override styles = [
    basics,
    buttons,
    fields,
    cards,
    notices,
    css`
      form {
        display: grid;
        gap: var(--zs-space-5);
      }

      label {
        font-weight: 700;
      }

      .hint {
        margin: -6px 0 0;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-15);
      }

      .input {
        width: 100%;
        min-height: 52px;
        padding: 0 var(--zs-space-7);
        border-radius: var(--zs-radius-m);
        font-size: var(--zs-font-24);
      }

      select.input {
        min-height: 44px;
        font-size: var(--zs-font-16);
        font-weight: 400;
      }

      .refusal {
        margin: 0;
        line-height: 1.35;
      }

      .buttons {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: var(--zs-space-4);
      }

      .buttons button {
        min-height: 56px;
        font-size: var(--zs-font-17);
        font-weight: 800;
      }

      .zilch {
        border-color: var(--zs-danger);
        color: var(--zs-danger);
      }
    `,
  ];

  /** The most dice a player can leave for a take-over; 0 where the rules have no take-over. */
  @property({ type: Number, attribute: 'free-dice-max' }) freeDiceMax = 0;

  /** Why the rules refused the last total, or empty. */
  @property() refusal = '';

  /** What the player must know before typing ("You took over 750: enter the whole turn total"). */
  @property() hint = '';

  /** A problem found here before the rules were asked (the field does not hold a number). */
  @state() private problem = '';

  @query('input') private input?: HTMLInputElement;
  @query('select') private freeDice?: HTMLSelectElement;

  override render() {
    const message = this.problem || this.refusal;
    return html`<form class="card" novalidate @submit=${this.onSubmit}>
      <label for="points">${msg('Turn total', { desc: 'Label: the points of the turn so far' })}</label>
      ${this.hint ? html`<p class="hint">${this.hint}</p>` : nothing}
      ${pointsInput({ invalid: Boolean(message), describedBy: message ? 'total-refusal' : undefined, onInput: this.onInput })}
      ${message ? html`<p class="refusal" id="total-refusal">${message}</p>` : nothing}
      ${
        this.freeDiceMax > 0
          ? html`<label for="free-dice">${msg('Dice left for the next player')}</label>
            <select id="free-dice" class="input number">
              <option value="">${msg('None: they start fresh', { desc: 'No dice left for the next player to take over' })}</option>
              ${Array.from({ length: this.freeDiceMax }, (_, i) => html`<option value=${i + 1}>${diceWord(i + 1)}</option>`)}
            </select>`
          : nothing
      }
      <div class="buttons">
        <button type="submit" class="tile primary">${msg('Bank total', { desc: 'Button: bank the turn total typed in' })}</button>
        <button type="button" class="tile zilch" @click=${this.onZilch}>${msg('Zilch', { desc: 'Button: the turn scored nothing' })}</button>
      </div>
    </form>`;
  }

  /** Empties the field (after a total was stored). */
  clear(): void {
    if (this.input) this.input.value = '';
    if (this.freeDice) this.freeDice.value = '';
    this.problem = '';
  }

  private onInput() {
    this.problem = '';
  }

  private onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const reading = readTypedPoints(this.input?.value ?? '');
    if ('problem' in reading) {
      this.problem = reading.problem;
      return;
    }
    const freeDice = this.freeDice?.value ? Number(this.freeDice.value) : undefined;
    this.requestTotal(reading.points, freeDice);
  }

  private onZilch() {
    this.problem = '';
    this.requestTotal(0, undefined);
  }

  /** Asks the page to record the turn's total (0: a zilch). */
  private requestTotal(points: number, freeDice: number | undefined) {
    const detail: ZsTotalDetail = freeDice === undefined ? { points } : { points, freeDice };
    emit(this, 'zs-total', detail);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-total-entry': ZsTotalEntry;
  }
}
