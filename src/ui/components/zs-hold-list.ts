import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Face } from '../../rules/index.js';
import { formatPoints } from '../text/format.js';
import { basics, buttons, lists } from '../app/theme.js';
import { emit } from '../app/events.js';
import { dieFace, dieFaceStyles } from './die-face.js';
import { showAllHolds } from '../text/count-text.js';
import { holdListStyles } from './zs-hold-list.styles.js';

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
  static override styles = [basics, ...dieFaceStyles, lists, buttons, holdListStyles];

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
