import { localized, msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { Face } from '../../../rules/index.js';
import { emit } from '../../app/events.js';
import { formatCount } from '../../text/format.js';
import { basics, cards, notices } from '../../app/theme.js';
import type { ZsDicePad } from '../../components/zs-dice-pad.js';
import type { ZsRoll } from '../../components/zs-roll.js';
import '../../components/zs-dice-pad.js';
import '../../components/zs-roll.js';
import { PlayCard } from './play-card.js';
import { playCardStyles } from './zs-play-page.styles.js';

/**
 * The card where a roll is tapped in: its heading ("Ana's roll: 6 dice"), the dice so far, the six
 * face buttons, and what was refused. A full roll that is not saved gets a button to save it.
 *
 * @fires zs-face - From the pad: a face was tapped.
 * @fires zs-die-remove - From the roll: a die was tapped away.
 * @fires zs-save-roll - "Save this roll (again)" was tapped.
 */
@localized()
@customElement('zs-pad-card')
export class ZsPadCard extends PlayCard {
  static override styles = [
    basics,
    cards,
    notices,
    playCardStyles,
    css`
      zs-roll {
        margin-bottom: var(--zs-space-6);
      }

      .retry {
        display: block;
        min-height: 44px;
        margin: 0 0 var(--zs-space-6);
        padding: 0 var(--zs-space-9);
        border: 0;
        border-radius: var(--zs-radius-m);
        background: var(--zs-danger);
        color: var(--zs-on-accent);
        font: inherit;
        font-weight: 700;
        cursor: pointer;
        touch-action: manipulation;
      }

      /* Dice that wait after an Undo or a reload: nothing failed that the player has not seen. */
      .retry.waiting {
        background: var(--zs-accent);
      }

      @media (max-height: 720px) {
        zs-roll {
          margin-bottom: var(--zs-space-4);
        }

        zs-dice-pad {
          --zs-pad-button-height: 56px;
        }
      }
    `,
  ];

  @property() heading = '';
  @property({ attribute: false }) dice: readonly Face[] = [];
  @property({ type: Number }) capacity = 0;
  /** A full roll on the pad, not saved: `again` when its write failed on this visit. */
  @property({ attribute: false }) unsent: { readonly again: boolean } | null = null;
  @property() refusal = '';

  @query('zs-dice-pad') private pad?: ZsDicePad;
  @query('zs-roll') private roll?: ZsRoll;

  /** Where the face buttons are on screen (null while they are not drawn). */
  facesBox(): DOMRect | null {
    const box = this.pad?.getBoundingClientRect();
    return box && box.height > 0 ? box : null;
  }

  /** Puts the keyboard on a face button. */
  focusFace(): void {
    this.pad?.focusFace();
  }

  /** Puts the keyboard on die `index` of the roll; false when there is no such die. */
  async focusDie(index: number): Promise<boolean> {
    await this.updateComplete;
    await this.roll?.updateComplete;
    return this.roll?.focusDie(index) ?? false;
  }

  /** "2 of 6": the dice tapped in so far of the roll's. */
  private count(): string {
    const tapped = formatCount(this.dice.length);
    const all = formatCount(this.capacity);
    return msg(str`${tapped} of ${all}`, { desc: 'Dice tapped in so far of the dice in the roll ("2 of 6")' });
  }

  override render() {
    const unsent = this.unsent;
    return html`<section class="card" aria-labelledby="pad-heading">
      <div class="card-heading">
        <h3 id="pad-heading">${this.heading}</h3>
        <span class="count">${this.count()}</span>
      </div>
      <zs-roll .dice=${this.dice} capacity=${this.capacity}></zs-roll>
      ${
        unsent
          ? html`<button type="button" class="retry ${unsent.again ? '' : 'waiting'}" @click=${() => emit(this, 'zs-save-roll')}>
            ${unsent.again ? msg('Save this roll again') : msg('Save this roll')}
          </button>`
          : nothing
      }
      <zs-dice-pad></zs-dice-pad>
      ${this.refusal ? html`<p class="refusal">${this.refusal}</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-pad-card': ZsPadCard;
  }
}
