import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { applyEntry } from '../../../game/index.js';
import type { Entry, GameState } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import { diceWord, formatCount } from '../../text/format.js';
import { isolatedName, joinNames, shownName } from '../../text/names.js';
import { refusalText } from '../../text/refusal-text.js';
import { basics, buttons, cards, fields, lists, notices } from '../../app/theme.js';
import type { ZsDicePad } from '../../components/zs-dice-pad.js';
import '../../components/zs-dice-pad.js';
import { DiceKeysController } from '../../controllers/dice-keys-controller.js';
import '../../components/zs-roll.js';
import { emit } from '../../app/events.js';
import type { ZsDieRemoveDetail, ZsFaceDetail } from '../../app/events.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { pipsWord } from '../../text/count-text.js';
import { throwOffStyles } from './zs-throw-off.styles.js';

/**
 * The throw-off for the first player (10-dice Zilch): each player in turn throws all the dice and
 * the one with the most pips starts; tied players throw again. The player taps in the faces of
 * their throw on the dice pad (the pips are added up) or types the total they counted. Or the
 * group skips it and says who starts.
 *
 * It shows the game's state and emits entries; the page records them, and the next state (the
 * next thrower, a tie, or the first turn) comes back through `state`.
 *
 * Keyboard, while focus is inside it and not in a form field: 1 to 6 add a die, Backspace removes
 * the last one.
 *
 * @fires zs-entry - `detail.entry` is a `throw-off` entry (a player's pips) or a `first-player` entry.
 */
@localized()
@customElement('zs-throw-off')
export class ZsThrowOff extends LitElement {
  static override styles = [basics, notices, lists, buttons, cards, fields, throwOffStyles];

  /** The game, in its throw-off phase (anything else shows nothing). */
  @property({ attribute: false }) state?: GameState;

  /** The faces tapped in for the current thrower. */
  @state() private dice: readonly Face[] = [];
  /** What is typed in the pips box; null while the box follows the tapped dice. */
  @state() private typed: string | null = null;
  /** Why the last tap or the last "Enter" was refused. */
  @state() private problem = '';

  @query('zs-dice-pad') private pad?: ZsDicePad;

  /** Which throw the dice belong to: a new thrower starts with an empty throw. */
  private throwKey = '';

  constructor() {
    super();
    new DiceKeysController(this, {
      face: (face) => this.addFace(face),
      removeLast: () => this.removeAt(this.dice.length - 1),
      active: () => this.thrower !== null,
    });
  }

  private get thrower(): number | null {
    const round = this.state?.throwOff;
    if (!round) return null;
    const slot = round.results.findIndex((result) => result === null);
    return slot < 0 ? null : (round.contenders[slot] ?? null);
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (!changed.has('state')) return;
    const key = `${this.state?.throwOff?.round ?? ''}:${this.thrower ?? ''}`;
    if (key !== this.throwKey) {
      this.throwKey = key;
      this.dice = [];
      this.typed = null;
      this.problem = '';
    }
  }

  override render() {
    const state = this.state;
    const round = state?.throwOff;
    if (!state || state.phase !== 'throw-off' || !round) return nothing;
    const dice = state.rules.diceCount;
    const thrower = this.thrower;
    const raw = (seat: number) => state.players[seat]?.name ?? '';
    const name = (seat: number) => html`<bdi>${shownName(raw(seat))}</bdi>`;
    const contenders = round.contenders.map(raw);
    const pips = this.dice.reduce((sum, face) => sum + face, 0);
    const boxValue = this.typed ?? (this.dice.length > 0 ? String(pips) : '');
    return html`<section class="card" aria-labelledby="throw-off-heading">
      <h2 id="throw-off-heading">${msg('Who starts?')}</h2>
      <p class="muted">${msg(str`Each player throws all ${diceWord(dice)}; the most pips starts.`)}</p>
      ${round.round > 1 ? html`<p class="tie warning">${this.tieLine(joinNames(contenders), round.round)}</p>` : nothing}
      <ol aria-label=${msg('Throws', { desc: "Heading of the list of the players' throw-off throws" })}>
        ${round.contenders.map((seat, slot) => {
          const result = round.results[slot];
          const current = seat === thrower;
          return html`<li aria-current=${ifDefined(current ? 'step' : undefined)}>
            <span>${name(seat)}</span>
            <span class="result">${result !== null && result !== undefined ? pipsWord(result) : current ? msg('throwing', { desc: 'The player throwing now in the throw-off' }) : msg('waiting', { desc: 'A player who has not thrown yet in the throw-off' })}</span>
          </li>`;
        })}
      </ol>
      ${
        thrower === null
          ? nothing
          : html`<div class="throw-head">
              <h3 id="throw-heading">${msg(html`${name(thrower)}’s throw`)}</h3>
              <span class="count">${msg(str`${formatCount(this.dice.length)} of ${diceWord(dice)} · ${pipsWord(pips)}`, { desc: 'The dice tapped in so far of the throw, and their pips ("3 of 10 dice · 12 pips")' })}</span>
            </div>
            <zs-roll .dice=${this.dice} capacity=${dice} @zs-die-remove=${this.onDieRemove}></zs-roll>
            <zs-dice-pad @zs-face=${this.onFace}></zs-dice-pad>
            <form novalidate @submit=${this.onSubmit}>
              <div class="pips">
                <label for="pips">${msg('Pips in all', { desc: 'Field: the sum of the pips of all the dice of the throw' })}</label>
                <input
                  id="pips"
                  class="input"
                  type="number"
                  inputmode="numeric"
                  min=${dice}
                  max=${dice * 6}
                  step="1"
                  .value=${boxValue}
                  aria-invalid=${this.problem ? 'true' : 'false'}
                  aria-describedby=${this.problem ? 'throw-problem' : nothing}
                  @input=${(event: Event) => {
                    this.typed = (event.currentTarget as HTMLInputElement).value;
                    this.problem = '';
                  }}
                />
              </div>
              <button type="submit" class="primary">${msg(html`Enter ${name(thrower)}’s throw`)}</button>
            </form>
            ${this.problem ? html`<p class="problem" id="throw-problem" role="alert">${this.problem}</p>` : nothing}`
      }
      <div class="pick" role="group" aria-labelledby="pick-heading">
        <h3 id="pick-heading">${msg('Or skip the throw-off: who starts?')}</h3>
        ${state.players.map(
          (
            player,
            seat,
          ) => html`<button type="button" class="button" @click=${() => this.requestEntry({ type: 'first-player', player: seat })}>
            ${msg(html`<bdi>${shownName(player.name)}</bdi> starts`, { desc: 'Button: this player starts the game, without a throw-off' })}
          </button>`,
        )}
      </div>
    </section>`;
  }

  /** "Tie! Ana and Ben throw again." (with the round from the third on). */
  private tieLine(names: string, round: number): string {
    const count = formatCount(round);
    return round > 2 ? msg(str`Tie! ${names} throw again (round ${count}).`) : msg(str`Tie! ${names} throw again.`);
  }

  /** Asks the page to record the entry. */
  private requestEntry(entry: Entry) {
    emit(this, 'zs-entry', { entry });
  }

  private addFace(face: Face) {
    const dice = this.state?.rules.diceCount ?? 0;
    if (this.dice.length >= dice) {
      this.problem = msg(str`All ${diceWord(dice)} are in: tap a die to remove it first.`);
      return;
    }
    this.dice = [...this.dice, face];
    this.typed = null;
    this.problem = '';
  }

  private removeAt(index: number) {
    if (index < 0 || index >= this.dice.length) return;
    this.dice = this.dice.filter((_, i) => i !== index);
    this.typed = null;
    this.problem = '';
  }

  private onFace(event: CustomEvent<ZsFaceDetail>) {
    this.addFace(event.detail.face);
  }

  private onDieRemove(event: CustomEvent<ZsDieRemoveDetail>) {
    this.removeAt(event.detail.index);
    // The tapped die is gone: keep focus in the throw.
    void this.updateComplete.then(() => {
      if (!this.matches(':focus-within')) this.pad?.focusFace();
    });
  }

  private onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const player = this.thrower;
    const state = this.state;
    if (player === null || !state) return;
    const dice = state.rules.diceCount;
    const text = this.typed ?? (this.dice.length > 0 ? String(this.dice.reduce((sum, face) => sum + face, 0)) : '');
    if (this.typed === null && this.dice.length > 0 && this.dice.length < dice) {
      this.problem = msg(str`Tap all ${diceWord(dice)} (${formatCount(this.dice.length)} so far), or type the pips.`);
      return;
    }
    if (text.trim() === '') {
      const name = isolatedName(state.players[player]?.name ?? '');
      this.problem = msg(str`Tap in the ${diceWord(dice)} of ${name}’s throw, or type the pips.`);
      return;
    }
    // The game flow says which pips a throw can show; asked here, its refusal is shown under the box.
    const entry: Entry = { type: 'throw-off', player, pips: Number(text) };
    const checked = applyEntry(state, entry);
    if (!checked.ok) {
      this.problem = refusalText(checked.refusal);
      return;
    }
    this.requestEntry(entry);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-throw-off': ZsThrowOff;
  }
}
