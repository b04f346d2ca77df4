import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { basics, buttons, notices } from '../../app/theme.js';
import { emit } from '../../app/events.js';
import type { TurnAction } from '../../app/events.js';
import { turnActionsStyles } from './zs-turn-actions.styles.js';

/** A refusal shown next to the button that caused it. */
export interface ActionRefusal {
  readonly action: TurnAction;
  readonly message: string;
}

/**
 * The turn's buttons in one row for the thumb: "Undo" (and "Redo" after an undo), then "Roll again"
 * and "Bank", large. The buttons are never disabled: a refused action says why in words right above
 * the button that was pressed (a notch points at it), and that button is described by the sentence,
 * so a player always learns what the rules want ("450 of the 500 needed to get on the board: 50
 * short.").
 *
 * @fires zs-turn-action - A button was pressed; `detail.action` says which.
 */
@localized()
@customElement('zs-turn-actions')
export class ZsTurnActions extends LitElement {
  static override styles = [basics, buttons, notices, turnActionsStyles];

  /** Show "Roll again" (the player has scored this turn and may throw the remaining dice). */
  @property({ type: Boolean, attribute: 'roll-again' }) rollAgain = false;

  /** Words in place of "Roll again" when it is not shown ("Roll the 6 dice and tap them in"). */
  @property() hint = '';

  /** Show "Bank". */
  @property({ type: Boolean }) bank = false;

  /** Show "Redo" (something was undone and can be done again). */
  @property({ type: Boolean }) redo = false;

  /** Draw "Undo" more strongly (after a zilch, when it is the likely next tap). */
  @property({ type: Boolean, attribute: 'undo-emphasis' }) undoEmphasis = false;

  /** The refusal to show next to its button, or null. */
  @property({ attribute: false }) refusal: ActionRefusal | null = null;

  /** One line of advice above the buttons; empty for none. */
  @property() advice = '';

  /** The button the advice fills (the other one outlined); null: Bank is filled, as always. */
  @property({ attribute: false }) advised: 'bank' | 'roll-again' | null = null;

  override render() {
    const refusal = this.refusal;
    const described = (action: TurnAction) => (refusal?.action === action ? 'refusal' : nothing);
    return html`${this.advice ? html`<p class="advice">${this.advice}</p>` : nothing}
      ${refusal ? html`<p class="refusal" id="refusal">${refusal.message}</p>` : nothing}
      <div class="row">
        <button type="button" class="tile undo ${this.undoEmphasis ? 'emphasis' : ''}" aria-describedby=${described('undo')} @click=${() => this.requestAction('undo')}>
          ${msg('Undo', { desc: 'Button: take back the last tap' })}
        </button>
        ${
          this.redo
            ? html`<button type="button" class="tile redo" aria-describedby=${described('redo')} @click=${() => this.requestAction('redo')}>${msg('Redo', { desc: 'Button: do again the tap just undone' })}</button>`
            : nothing
        }
        ${
          this.rollAgain
            ? html`<button type="button" class="tile main roll-again ${this.advised === 'roll-again' ? 'primary' : 'outline'}" aria-describedby=${described('roll-again')} @click=${() => this.requestAction('roll-again')}>
              ${msg('Roll again', { desc: 'Button: keep the points so far and throw the remaining dice' })}
            </button>`
            : this.hint
              ? html`<p class="hint">${this.hint}</p>`
              : nothing
        }
        ${
          this.bank
            ? html`<button type="button" class="tile main bank ${this.advised === 'roll-again' ? 'outline' : 'primary'}" aria-describedby=${described('bank')} @click=${() => this.requestAction('bank')}>${msg('Bank', { desc: "Button: end the turn and add its points to the player's score" })}</button>`
            : nothing
        }
      </div>`;
  }

  protected override updated(): void {
    // Point the refusal's notch at the centre of the button it answers.
    const refusal = this.renderRoot.querySelector<HTMLElement>('.refusal');
    const button = this.refusal && this.renderRoot.querySelector<HTMLElement>(`.${this.refusal.action}`);
    if (!refusal || !button) return;
    const centre = button.getBoundingClientRect().left + button.offsetWidth / 2 - refusal.getBoundingClientRect().left;
    refusal.style.setProperty('--notch', `${Math.round(centre)}px`);
  }

  /** Moves keyboard focus to a button of the bar, when it is shown. */
  focusAction(action: TurnAction): void {
    this.renderRoot.querySelector<HTMLButtonElement>(`.${action}`)?.focus();
  }

  /** Asks the page to do this with the turn. */
  private requestAction(action: TurnAction) {
    emit(this, 'zs-turn-action', { action });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-turn-actions': ZsTurnActions;
  }
}
