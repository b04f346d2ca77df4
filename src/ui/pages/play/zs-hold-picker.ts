import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Face } from '../../../rules/index.js';
import { basics, diceRows } from '../../app/theme.js';
import { formatCount } from '../../text/format.js';
import type { ExplainedHold } from '../../components/zs-hold-list.js';
import { dieFace, dieFaceStyles } from '../../components/die-face.js';
import '../../components/zs-hold-list.js';
import { emit } from '../../app/events.js';
import type { ZsHoldPickDetail } from '../../app/events.js';

/**
 * Choosing the dice to set aside from a roll: each die of the roll is a toggle button (pressed =
 * held, named "5, held, die 2 of 6" / "5, not held, die 2 of 6": the face and whether it is held
 * first, then its place so two 5s can be told apart), under them what the selection is worth or why it is not a
 * legal hold, one line of advice, and the legal holds best first ("Hold 1, 5, 5: 200 points, single 1
 * + two single 5s"); tapping a hold selects its dice.
 *
 * Keys: Space toggles a die or picks a hold; Enter confirms (on a die: the current selection; on a
 * hold: that hold), so a keyboard player never has to leave the dice to confirm.
 *
 * @fires zs-hold-change - The selection changed; `detail.held` has one flag per die of the roll.
 * @fires zs-hold-confirm - Enter was pressed in the picker: confirm the selection.
 */
@localized()
@customElement('zs-hold-picker')
export class ZsHoldPicker extends LitElement {
  static override styles = [
    basics,
    ...dieFaceStyles,
    diceRows,
    css`
      .dice {
        --gap: var(--zs-space-3);
        --die-max: 60px;
      }

      .die {
        position: relative;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        gap: var(--zs-space-1);
        box-sizing: border-box;
        min-width: 44px;
        min-height: 68px;
        padding: var(--zs-space-3) var(--zs-space-1) var(--zs-space-2);
        border: 2px solid var(--zs-border);
        border-radius: var(--zs-radius-m);
        background: var(--zs-surface);
        color: var(--zs-text-muted);
        cursor: pointer;
        --zs-die-size: min(40px, 100%);
        transition: transform 80ms ease-out;
      }

      .die[aria-pressed='true'] {
        border-color: var(--zs-accent);
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
        transform: translateY(-3px);
      }

      .die .mark {
        font-size: var(--zs-font-11);
        font-weight: 700;
        letter-spacing: 0.04em;
        text-transform: uppercase;
      }

      .summary {
        display: flex;
        gap: var(--zs-space-4);
        align-items: baseline;
        margin: var(--zs-space-6) 0 0;
        font-weight: 700;
        line-height: 1.35;
      }

      .summary.illegal {
        color: var(--zs-danger);
      }

      .advice {
        margin: var(--zs-space-3) 0 0;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-15);
        line-height: 1.35;
      }

      @media (prefers-reduced-motion: reduce) {
        .die {
          transition: none;
        }

        .die[aria-pressed='true'] {
          transform: none;
        }
      }
    `,
  ];

  /** The faces of the roll, in the order they were entered. */
  @property({ attribute: false }) roll: readonly Face[] = [];

  /** Which dice of the roll are held, one flag per die. */
  @property({ attribute: false }) held: readonly boolean[] = [];

  /** The legal holds of the roll, best first, each explained. */
  @property({ attribute: false }) holds: readonly ExplainedHold[] = [];

  /** What the selection is worth ("Holding 1, 5: 150") or why it cannot be held ("2, 3 do not score"). */
  @property() summary = '';

  /** False when the selection is not a legal hold (the summary then says why). */
  @property({ type: Boolean }) legal = true;

  /** One line of advice about the hold, shown above the list of holds; empty for none. */
  @property() advice = '';

  override render() {
    const columns = this.roll.length <= 6 ? Math.max(this.roll.length, 1) : Math.ceil(this.roll.length / 2);
    return html`<div class="dice dice-row" role="group" aria-label=${msg('Dice of the roll')} style=${`--cols: ${columns}`} @keydown=${this.onDieKey}>
        ${this.roll.map((face, index) => {
          const held = this.held[index] === true;
          return html`<button
            type="button"
            class="die"
            data-index=${index}
            aria-pressed=${held ? 'true' : 'false'}
            aria-label=${this.dieName(face, held, index)}
            @click=${this.onToggle}
          >
            ${dieFace(face, held)}
            <span class="mark" aria-hidden="true">${held ? msg('Held', { desc: 'Marks a die of the roll selected to set aside' }) : '\u00a0'}</span>
          </button>`;
        })}
      </div>
      <p class="summary ${this.legal ? '' : 'illegal'}">${this.summary}</p>
      ${this.advice ? html`<p class="advice">${this.advice}</p>` : nothing}
      <zs-hold-list mode="pick" .holds=${this.holds} selected=${this.selectedFaces().join(',')} @zs-hold-pick=${this.onPick}></zs-hold-list>`;
  }

  /** "5, held, die 2 of 6": the face and whether it is held first, then its place. */
  private dieName(face: Face, held: boolean, index: number): string {
    const place = formatCount(index + 1);
    const of = formatCount(this.roll.length);
    return held
      ? msg(str`${face}, held, die ${place} of ${of}`, {
          desc: 'A die of the roll, a toggle button: its face, whether it is set aside, its place in the roll',
        })
      : msg(str`${face}, not held, die ${place} of ${of}`, {
          desc: 'A die of the roll, a toggle button: its face, whether it is set aside, its place in the roll',
        });
  }

  /** Settles once the list of holds inside has rendered too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.renderRoot.querySelector('zs-hold-list')?.updateComplete;
    return done;
  }

  /** Moves keyboard focus to the first die of the roll. */
  focusFirstDie(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('.die')?.focus();
  }

  private selectedFaces(): Face[] {
    return this.roll.filter((_face, index) => this.held[index] === true).sort((a, b) => a - b);
  }

  private onToggle(event: MouseEvent) {
    const target = event.currentTarget;
    if (!(target instanceof HTMLElement)) return;
    const index = Number(target.dataset['index']);
    this.requestHold(this.roll.map((_face, i) => (i === index ? this.held[i] !== true : this.held[i] === true)));
  }

  /**
   * Selects a hold's dice. Dice already held are kept where they can be, so picking a hold moves
   * as few dice on screen as possible.
   */
  private pick(dice: readonly Face[]) {
    const held = this.roll.map(() => false);
    for (const face of dice) {
      const keep = this.roll.findIndex((f, i) => f === face && !held[i] && this.held[i] === true);
      const index = keep >= 0 ? keep : this.roll.findIndex((f, i) => f === face && !held[i]);
      if (index >= 0) held[index] = true;
    }
    this.requestHold(held);
  }

  private onDieKey(event: KeyboardEvent) {
    if (event.key !== 'Enter' || event.repeat) return;
    event.preventDefault();
    emit(this, 'zs-hold-confirm');
  }

  private onPick(event: CustomEvent<ZsHoldPickDetail>) {
    event.stopPropagation();
    this.pick(event.detail.dice);
    if (event.detail.confirm) emit(this, 'zs-hold-confirm');
  }

  /** Asks the page to hold these dice (true: held). */
  private requestHold(held: boolean[]) {
    emit(this, 'zs-hold-change', { held });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-hold-picker': ZsHoldPicker;
  }
}
