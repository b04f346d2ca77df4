import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { emit } from '../../app/events.js';
import type { ZsPlaySwitchDetail } from '../../app/events.js';
import { basics, buttons } from '../../app/theme.js';
import type { Ruleset } from '../../../rules/index.js';
import { formatCount } from '../../text/format.js';
import { switchLabel } from '../../text/switch-text.js';
import './zs-rules-sheet.js';

/**
 * The play page's switches, in one row of chips: Total mode, Advice (when the advisor is there),
 * Key shortcuts (when the device has shown it has a keyboard, or they are off), then Rules, which
 * opens the game's rules in a sheet (when the rules are given), and this device's Keep screen on,
 * Vibrate and Sound (each only where the device can).
 *
 * @fires zs-play-switch - A switch was flipped; `detail.which` names it.
 */
@localized()
@customElement('zs-play-toolbar')
export class ZsPlayToolbar extends LitElement {
  static override styles = [
    basics,
    buttons,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-start;
        gap: var(--zs-space-4);
      }

      .switch {
        display: inline-flex;
        align-items: center;
        gap: var(--zs-space-5);
        padding: 0 var(--zs-space-7) 0 var(--zs-space-4);
        font-weight: 700;
      }

      .track {
        position: relative;
        width: 40px;
        height: 24px;
        border-radius: var(--zs-radius-round);
        background: var(--zs-border);
        transition: background-color 120ms ease-out;
      }

      .track::after {
        content: '';
        position: absolute;
        top: 3px;
        left: 3px;
        width: 18px;
        height: 18px;
        border-radius: var(--zs-radius-round);
        background: var(--zs-surface);
        box-shadow: 0 1px 2px rgb(0 0 0 / 30%);
        transition: transform 120ms ease-out;
      }

      [aria-checked='true'] .track {
        background: var(--zs-accent);
      }

      [aria-checked='true'] .track::after {
        transform: translateX(16px);
      }

      .solving {
        flex-basis: 100%;
        margin: 0;
        padding-bottom: var(--zs-space-3);
        color: var(--zs-text-muted);
        font-size: var(--zs-font-14);
        font-variant-numeric: tabular-nums;
      }

      @media (prefers-reduced-motion: reduce) {
        .track,
        .track::after {
          transition: none;
        }
      }
    `,
  ];

  @property({ type: Boolean, attribute: 'total-mode' }) totalMode = false;
  /** Advice on or off; null when there is no advisor to switch. */
  @property({ attribute: false }) advice: boolean | null = null;
  /** The advice plays to win (the chance to win, where it is known) rather than for this turn's points. */
  @property({ attribute: false }) toWin = true;
  /**
   * How far the chances to win for these rules are worked out, in whole percents, while the advice
   * worker solves them (house rules); null when they are known or not being worked out.
   */
  @property({ attribute: false }) solving: number | null = null;
  /** Key shortcuts on or off; null when the switch is not shown. */
  @property({ attribute: false }) shortcuts: boolean | null = null;
  /** The screen kept on, vibration and sound, each on or off; null where the device cannot. */
  @property({ attribute: false }) screen: boolean | null = null;
  @property({ attribute: false }) vibrate: boolean | null = null;
  @property({ attribute: false }) sound: boolean | null = null;
  /** The rules of the game in play, for the Rules sheet; null: no Rules button. */
  @property({ attribute: false }) rules: Ruleset | null = null;

  private flip(which: ZsPlaySwitchDetail['which']) {
    emit(this, 'zs-play-switch', { which });
  }

  private renderSwitch(which: ZsPlaySwitchDetail['which'], on: boolean, describedBy?: string) {
    return html`<button
      type="button"
      class="chip switch"
      role="switch"
      aria-checked=${on ? 'true' : 'false'}
      aria-describedby=${describedBy ?? nothing}
      @click=${() => this.flip(which)}
    >
      <span class="track" aria-hidden="true"></span>
      ${switchLabel(which)}
    </button>`;
  }

  private renderGoal() {
    return html`${this.renderSwitch('goal', this.toWin, 'goal-what')}
      <span id="goal-what" class="visually-hidden">${msg('On: the advice is the chance to win the game, where it is known. Off: the most points this turn.')}</span>`;
  }

  /** While the chances for these rules are worked out, how far: last, on a line of its own, so no chip moves. */
  private renderSolving() {
    if (this.solving === null) return nothing;
    const part = formatCount(this.solving);
    return html`<p class="solving">${msg(str`Chances to win: ${part}% worked out`)}</p>`;
  }

  override render() {
    return html`${this.renderSwitch('total', this.totalMode)}
    ${this.advice === null ? nothing : this.renderSwitch('advice', this.advice)}
    ${this.advice ? this.renderGoal() : nothing}
    ${
      this.shortcuts === null
        ? nothing
        : html`${this.renderSwitch('shortcuts', this.shortcuts, 'shortcuts-keys')}
          <span id="shortcuts-keys" class="visually-hidden">${msg('1 to 6 add a die, Backspace removes one, Enter holds, B banks, R rolls again, U undoes.', { desc: 'The keys are fixed (B, R, U), whatever the language' })}</span>`
    }
    ${this.rules ? html`<zs-rules-sheet .rules=${this.rules}></zs-rules-sheet>` : nothing}
    ${this.screen === null ? nothing : this.renderSwitch('screen', this.screen)}
    ${this.vibrate === null ? nothing : this.renderSwitch('vibrate', this.vibrate)}
    ${this.sound === null ? nothing : this.renderSwitch('sound', this.sound)}
    ${this.renderSolving()}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-play-toolbar': ZsPlayToolbar;
  }
}
