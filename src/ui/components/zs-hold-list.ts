import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Face } from '../../rules/index.js';
import { formatPoints } from '../text/format.js';
import { basics, buttons, lists } from '../app/theme.js';
import { emit } from '../app/events.js';
import { dieFace, dieFaceStyles } from './die-face.js';
import { showAllHolds } from '../text/count-text.js';

/** One legal hold as the list shows it. */
export interface ExplainedHold {
  /** The held dice, ascending. */
  readonly dice: readonly Face[];
  readonly points: number;
  /** The best split in words, one entry per combination, e.g. ["1-2-3-4-5-6", "single 1"]. */
  readonly split: readonly string[];
  /** In `pick` mode, the advisor's hold: listed first and marked. */
  readonly advised?: boolean;
}

/** The list's name, and its heading in `pick` mode. */
const legalHolds = () => msg('Legal holds, best first');

/** The badge on the advisor's hold. */
const advisedBadge = () =>
  msg('Advised', { id: 'hold.advised', desc: 'A badge on the hold or choice the advisor recommends' });

/** "Hold 1, 5:": a hold's button begins with its dice, for screen readers. */
function holdName(dice: readonly Face[]): string {
  const faces = dice.join(', ');
  return msg(str`Hold ${faces}:`, {
    desc: "Read by screen readers at the start of a hold's button, before its points",
  });
}

/** Rows shown before the list folds; a 10-dice roll can allow a hundred holds. */
const FOLDED_ROWS = 6;

/**
 * The legal holds of a roll, best first, each with its dice, points and the split that earns
 * them; a long list folds after six. To `show` (the explorer): with no dice yet it says what to
 * do, with dice and no hold "Zilch!". To `pick` (the play page): each hold is a toggle button
 * ("Hold 1, 5: 150 points, …"), pressed when it is the selection; Enter on one picks and confirms.
 *
 * @fires zs-hold-pick - In `pick` mode, a hold was tapped (or Enter pressed on it: `confirm`).
 */
@localized()
@customElement('zs-hold-list')
export class ZsHoldList extends LitElement {
  static override styles = [
    basics,
    ...dieFaceStyles,
    lists,
    buttons,
    css`
      ol {
        gap: var(--zs-space-4);
      }

      li.row {
        display: grid;
        grid-template-columns: 1fr auto;
        grid-template-areas:
          'dice points'
          'split points';
        align-items: center;
        column-gap: var(--zs-space-6);
        row-gap: var(--zs-space-3);
        padding: var(--zs-space-5) var(--zs-space-6);
        border: 1px solid var(--zs-border);
        border-radius: var(--zs-radius-m);
        background: var(--zs-surface);
      }

      li.row.best {
        border-color: var(--zs-accent);
        box-shadow: inset 4px 0 0 var(--zs-accent);
        background: var(--zs-accent-soft);
      }

      .row .dice {
        grid-area: dice;
        display: flex;
        flex-wrap: wrap;
        gap: var(--zs-space-2);
        --zs-die-size: 24px;
      }

      .row .points {
        grid-area: points;
        font-size: var(--zs-font-20);
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        text-align: right;
      }

      .row.best .points {
        font-size: var(--zs-font-24);
        color: var(--zs-accent-strong);
      }

      .badge {
        display: block;
        font-size: var(--zs-font-12);
        font-weight: 700;
        letter-spacing: 0.04em;
        text-transform: uppercase;
      }

      .part {
        white-space: nowrap;
      }

      .row .split {
        grid-area: split;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-15);
        line-height: 1.3;
      }

      @media (max-width: 360px) {
        li.row {
          column-gap: var(--zs-space-4);
          padding: var(--zs-space-5);
        }

        .row .dice {
          gap: 3px;
          --zs-die-size: 20px;
        }
      }

      .empty {
        margin: 0;
        padding: var(--zs-space-8);
        border: 2px dashed var(--zs-border);
        border-radius: var(--zs-radius-m);
        color: var(--zs-text-muted);
        text-align: center;
        line-height: 1.4;
      }

      .zilch {
        padding: var(--zs-space-9) var(--zs-space-8);
        border-radius: var(--zs-radius-m);
        background: var(--zs-danger-soft);
        color: var(--zs-danger);
        text-align: center;
      }

      .zilch strong {
        display: block;
        font-size: var(--zs-font-32);
        font-weight: 800;
        letter-spacing: 0.02em;
      }

      .zilch p {
        margin: var(--zs-space-2) 0 0;
        color: var(--zs-text);
        line-height: 1.4;
      }

      :host([mode='pick']) h3 {
        margin: var(--zs-space-7) 0 var(--zs-space-4);
        font-size: var(--zs-font-15);
        font-weight: 700;
        color: var(--zs-text-muted);
      }

      :host([mode='pick']) ol {
        gap: var(--zs-space-3);
      }

      .hold {
        display: grid;
        grid-template-columns: 1fr auto;
        align-items: center;
        gap: var(--zs-space-1) var(--zs-space-6);
        box-sizing: border-box;
        width: 100%;
        min-height: 48px;
        padding: var(--zs-space-3) var(--zs-space-6);
        text-align: left;
      }

      .hold[aria-pressed='true'] {
        border-color: var(--zs-accent);
        box-shadow: inset 4px 0 0 var(--zs-accent);
        background: var(--zs-accent-soft);
      }

      .hold .faces {
        display: flex;
        flex-wrap: wrap;
        gap: 3px;
        --zs-die-size: 22px;
      }

      .hold .points {
        grid-row: span 2;
        text-align: right;
        font-size: var(--zs-font-18);
        font-weight: 800;
        font-variant-numeric: tabular-nums;
      }

      .hold .split {
        color: var(--zs-text-muted);
        font-size: var(--zs-font-14);
      }

      .hold .badge {
        color: var(--zs-accent-strong);
      }

      :host([mode='pick']) .more {
        margin-top: var(--zs-space-4);
      }

      .more {
        display: block;
        width: 100%;
        min-height: 44px;
        margin-top: var(--zs-space-5);
        color: var(--zs-accent-strong);
        font-weight: 600;
      }
    `,
  ];

  /** The legal holds, best first (as `legalHolds` returns them), each explained. */
  @property({ attribute: false }) holds: readonly ExplainedHold[] = [];

  /** How many dice the roll has: with none the list invites a roll, with some and no hold it is a zilch. */
  @property({ type: Number, attribute: 'roll-size' }) rollSize = 0;

  /** `show`: a list to read; `pick`: each hold is a button that selects its dice. */
  @property({ reflect: true }) mode: 'show' | 'pick' = 'show';

  /** In `pick` mode, the dice selected (ascending, comma-joined): the hold with these dice is pressed. */
  @property() selected = '';

  @state() private unfolded = false;

  override render() {
    if (this.mode === 'pick') return this.renderPick();
    if (this.rollSize === 0) {
      return html`<p class="empty">${msg('Tap the dice of a roll, or type 1 to 6, to see every hold it allows.')}</p>`;
    }
    if (this.holds.length === 0) {
      return html`<div class="zilch">
        <strong>${msg('Zilch!')}</strong>
        <p>${msg('No die of this roll scores. The turn ends and its unbanked points are lost.')}</p>
      </div>`;
    }
    const { shown, more } = this.folded();
    return html`<ol aria-label=${legalHolds()}>
        ${shown.map((hold, index) => this.renderHold(hold, index === 0))}
      </ol>
      ${more}`;
  }

  private folded(): { readonly shown: readonly ExplainedHold[]; readonly more: unknown } {
    const foldable = this.holds.length > FOLDED_ROWS + 1;
    const folded = !this.unfolded && foldable;
    const more = foldable
      ? html`<button type="button" class="tile more" aria-expanded=${!folded ? 'true' : 'false'} @click=${this.toggle}>
          ${folded ? showAllHolds(this.holds.length) : msg('Show fewer holds')}
        </button>`
      : nothing;
    return { shown: folded ? this.holds.slice(0, FOLDED_ROWS) : this.holds, more };
  }

  private renderPick() {
    const { shown, more } = this.folded();
    return html`<h3 id="holds-heading">${legalHolds()}</h3>
      <ol aria-labelledby="holds-heading">
        ${repeat(
          shown,
          // Keyed by dice (unique among legal holds): the button a finger is on keeps its hold when
          // the advisor's ranking reorders the list.
          (hold) => hold.dice.join(','),
          (hold) => html`<li>
            <button
              type="button"
              class="tile hold"
              aria-pressed=${hold.dice.join(',') === this.selected ? 'true' : 'false'}
              @click=${() => emit(this, 'zs-hold-pick', { dice: hold.dice, confirm: false })}
              @keydown=${(event: KeyboardEvent) => {
                if (event.key !== 'Enter' || event.repeat) return;
                event.preventDefault();
                emit(this, 'zs-hold-pick', { dice: hold.dice, confirm: true });
              }}
            >
              <span class="faces">
                ${hold.dice.map((face) => dieFace(face))}
                <span class="visually-hidden">${holdName(hold.dice)}</span>
              </span>
              <span class="points">
                ${hold.advised ? html`<span class="badge" aria-hidden="true">${advisedBadge()}</span>` : nothing}
                ${formatPoints(hold.points)}<span class="visually-hidden"> ${msg('points,', { id: 'hold.points-comma', desc: 'Read by screen readers right after a hold\'s points ("150 points,"), before how they are scored' })}</span>
              </span>
              <span class="split">${hold.split.join(' + ')}${hold.advised ? html`<span class="visually-hidden">, ${msg('advised', { desc: 'Read by screen readers at the end of the hold the advisor recommends' })}</span>` : nothing}</span>
            </button>
          </li>`,
        )}
      </ol>
      ${more}`;
  }

  private renderHold(hold: ExplainedHold, best: boolean) {
    const dice = hold.dice.join(', ');
    return html`<li class=${best ? 'row best' : 'row'}>
      <span class="dice">
        ${hold.dice.map((face) => dieFace(face))}
        <span class="visually-hidden">${best ? msg(str`Best hold: ${dice}.`) : msg(str`Hold: ${dice}.`)}</span>
      </span>
      <span class="points">
        ${best ? html`<span class="badge" aria-hidden="true">${msg('Best', { desc: 'A badge on the best hold of a roll' })}</span>` : ''}
        <span class="value">${formatPoints(hold.points)}</span><span class="visually-hidden"> ${msg('points.', { desc: 'Read by screen readers right after a hold\'s points ("150 points.")' })}</span>
      </span>
      <span class="split">${hold.split.map((part, index) => html`${index > 0 ? ' + ' : ''}<span class="part">${part}</span>`)}</span>
    </li>`;
  }

  private toggle() {
    this.unfolded = !this.unfolded;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-hold-list': ZsHoldList;
  }
}
