import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Face } from '../../rules/index.js';
import { basics, diceRows } from '../app/theme.js';
import { dieFace, dieFaceStyles } from './die-face.js';
import { emit } from '../app/events.js';
import { formatCount } from '../text/format.js';

/**
 * The dice of a roll as they were tapped in, with an empty slot for each die still to come so the
 * player sees at a glance how many are left. Tapping a die asks for it to be removed. Each die is a
 * button named by its face and its place in the roll ("Remove 5, die 2 of 6"), so two dice of the
 * same face can be told apart; every die stays at least 44 × 44 px, wrapping onto more rows on a
 * narrow screen rather than shrinking.
 *
 * @fires zs-die-remove - The player tapped a die; `detail.index` is its position in `dice`.
 */
@localized()
@customElement('zs-roll')
export class ZsRoll extends LitElement {
  static override styles = [
    basics,
    ...dieFaceStyles,
    diceRows,
    css`
      :host {
        display: block;
        --cols: 6;
      }

      ul {
        --gap: var(--zs-space-2);
        --die-max: 52px;
        list-style: none;
      }

      li {
        display: block;
        aspect-ratio: 1;
        min-width: 0;
      }

      button {
        display: block;
        box-sizing: border-box;
        width: 100%;
        height: 100%;
        padding: var(--zs-space-1);
        border: 0;
        border-radius: var(--zs-radius-s);
        background: none;
        cursor: pointer;
        --zs-die-size: 100%;
      }

      /* Runs once, when a die's element is created: that is, when it is tapped in. */
      button .die-face {
        display: block;
        animation: land 160ms ease-out;
      }

      .slot {
        display: block;
        box-sizing: border-box;
        height: calc(100% - 4px);
        margin: var(--zs-space-1);
        border: 2px dashed var(--zs-border);
        border-radius: var(--zs-radius-s);
      }

      @keyframes land {
        from {
          transform: scale(0.6);
          opacity: 0.4;
        }
      }

      @media (hover: hover) {
        button:hover .die-face {
          transform: translateY(-1px);
        }
      }

      @media (prefers-reduced-motion: reduce) {
        button .die-face {
          animation: none;
        }

        button:hover .die-face {
          transform: none;
        }
      }
    `,
  ];

  /** The faces of the roll, in the order they were tapped in. */
  @property({ attribute: false }) dice: readonly Face[] = [];

  /** How many dice a full roll has (the rule set's dice count): one slot each. */
  @property({ type: Number }) capacity = 6;

  override render() {
    const empty = Math.max(0, this.capacity - this.dice.length);
    const columns = this.capacity <= 6 ? this.capacity : Math.ceil(this.capacity / 2);
    // Two dice of the same face must not sound alike: each name also says where the die is in the roll.
    const total = Math.max(this.capacity, this.dice.length);
    return html`<ul class="dice-row" aria-label=${msg('Roll', { desc: 'The dice of a roll as they were tapped in (a list)' })} style=${`--cols: ${columns}`}>
      ${this.dice.map(
        (face, index) => html`<li>
          <button
            type="button"
            data-index=${index}
            aria-label=${this.removeLabel(face, index, total)}
            @click=${this.onRemove}
          >
            ${dieFace(face)}
          </button>
        </li>`,
      )}
      ${Array.from({ length: empty }, () => html`<li aria-hidden="true"><span class="slot"></span></li>`)}
    </ul>`;
  }

  /** "Remove 5, die 2 of 6": the die's button, named by its face and its place in the roll. */
  private removeLabel(face: Face, index: number, total: number): string {
    const place = formatCount(index + 1);
    const of = formatCount(total);
    return msg(str`Remove ${face}, die ${place} of ${of}`);
  }

  /** Moves keyboard focus to the die at `index` (or the last die); false when there is none. */
  focusDie(index: number): boolean {
    const buttons = this.renderRoot.querySelectorAll<HTMLButtonElement>('button');
    const button = buttons[Math.min(index, buttons.length - 1)];
    button?.focus();
    return button !== undefined;
  }

  private onRemove(event: MouseEvent) {
    const target = event.currentTarget;
    if (!(target instanceof HTMLElement)) return;
    const index = Number(target.dataset['index']);
    emit(this, 'zs-die-remove', { index });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-roll': ZsRoll;
  }
}
