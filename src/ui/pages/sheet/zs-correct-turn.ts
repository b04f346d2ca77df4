import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { basics, buttons, dialogs, fields, notices } from '../../app/theme.js';
import { pointsInput } from '../../components/points-input.js';
import { readTypedPoints } from '../../text/typed-points.js';
import { emit } from '../../app/events.js';
import { formatPoints } from '../../text/format.js';
import { correctTurnStyles } from './zs-correct-turn.styles.js';

/**
 * The dialog for correcting a past turn ("that was 650, not 600"): the player types the right
 * points or chooses Zilch. It checks the typing itself (a whole number); whether the game allows
 * those points (a multiple of 50, a change the turn can take) is the game flow's call, and its refusal comes back in `error` to be shown
 * here, under the field, and focus goes back to the field. A native modal `<dialog>`: focus goes to
 * the points field when it opens and stays inside it; Enter saves, Escape or Cancel closes it
 * (not while a correction is being saved).
 *
 * A correction that changes more than the turn (another winner, turns dropped) comes back in
 * `changes`: the dialog then shows them and asks to confirm, focus on the confirming button; Back
 * returns to the field with the typed points as they were.
 *
 * @fires zs-correct - Save or Zilch: `detail.points` is the turn's right points (0 for a zilch).
 * @fires zs-correct-confirm - The players confirmed the changes listed in `changes`.
 * @fires zs-correct-back - Back from the changes to the points.
 * @fires zs-correct-cancel - Escape, Cancel or the dialog closed without a correction.
 */
@localized()
@customElement('zs-correct-turn')
export class ZsCorrectTurn extends LitElement {
  static override styles = [basics, buttons, fields, notices, dialogs, correctTurnStyles];

  /** Whether the dialog is shown (as a modal). */
  @property({ type: Boolean }) open = false;

  /** "Turn 7, Ben, round 3". */
  @property() heading = '';

  /** The turn's result as it stands: "600", "Zilch", "Zilch −600". */
  @property() was = '';

  /** The points the field starts with (the turn's points as they stand). */
  @property({ type: Number }) points = 0;

  /** Why the game refused the correction, shown in the dialog; empty when there is none. */
  @property() error = '';

  /** True while the correction is being saved: the buttons wait. */
  @property({ type: Boolean }) busy = false;

  /**
   * What the correction would change beyond the turn, one sentence each ("Ana now wins with
   * 15,400"), for the players to confirm; empty while the points are being typed.
   */
  @property({ attribute: false }) changes: readonly string[] = [];

  /** The points last sent, which the confirm step speaks of. */
  @state() private sentPoints = 0;

  @state() private inputProblem = '';
  /** The game's refusal was about points since retyped: it no longer applies to the field. */
  @state() private errorRetyped = false;
  @query('dialog') private dialog!: HTMLDialogElement;
  @query('input') private input!: HTMLInputElement;

  override render() {
    const problem = this.inputProblem || (this.errorRetyped ? '' : this.error);
    const confirming = this.changes.length > 0;
    const heading = this.heading;
    const was = this.was;
    // The form stays in the page while the changes are confirmed, so Back finds the typed points.
    return html`<dialog aria-labelledby="title" aria-describedby=${confirming ? 'changes-intro changes' : 'was'} @cancel=${this.onCancel} @close=${this.onClose}>
      <h2 id="title">${msg(str`${heading}: was ${was}`, { desc: 'Title of the dialog that corrects a past turn: the turn, then its result as it stands' })}</h2>
      <form novalidate ?hidden=${confirming} @submit=${this.onSubmit}>
        <p id="was" class="was">${msg('Type the right points, or choose Zilch.')}</p>
        <label for="points">${msg('Points', { id: 'correct-turn.points', desc: 'Label of the field for a turn’s right points' })}</label>
        ${pointsInput({ invalid: Boolean(problem), describedBy: 'help problem', onInput: this.onInput })}
        <p id="help" class="help">${msg('A multiple of 50; the whole turn, points taken over included.')}</p>
        <p id="problem" class="error" role="alert">${problem}</p>
        <div class="actions">
          <button type="submit" class="save primary" ?disabled=${this.busy}>${msg('Save', { id: 'correct-turn.save', desc: 'Button: store the typed points as the turn’s' })}</button>
          <button type="button" class="zilch" ?disabled=${this.busy} @click=${this.onZilch}>${msg('Zilch', { id: 'correct-turn.zilch', desc: 'Button: the corrected turn scored nothing' })}</button>
          <button type="button" ?disabled=${this.busy} @click=${this.onCancelClick}>${cancelLabel()}</button>
        </div>
      </form>
      ${confirming ? this.renderConfirm() : nothing}
    </dialog>`;
  }

  private renderConfirm() {
    const points = formatPoints(this.sentPoints);
    const intro =
      this.sentPoints === 0
        ? msg('Correcting it to a zilch also changes the game:')
        : msg(str`Correcting it to ${points} also changes the game:`, {
            desc: 'Before the list of what a correction changes beyond its turn',
          });
    return html`<section aria-labelledby="changes-intro">
      <p id="changes-intro" class="was">${intro}</p>
      <ul id="changes" class="changes">
        ${this.changes.map((change) => html`<li>${change}</li>`)}
      </ul>
      <div class="actions">
        <button type="button" class="save primary confirm" aria-describedby="changes-intro changes" ?disabled=${this.busy} @click=${this.onConfirm}>
          ${msg('Correct the turn', { desc: 'Button: confirm a correction and what it changes' })}
        </button>
        <button type="button" ?disabled=${this.busy} @click=${this.onBack}>${msg('Back', { id: 'correct-turn.back', desc: 'Button: back from the changes to the typed points' })}</button>
        <button type="button" ?disabled=${this.busy} @click=${this.onCancelClick}>${cancelLabel()}</button>
      </div>
    </section>`;
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('error')) this.errorRetyped = false;
  }

  protected override updated(changed: Map<string, unknown>): void {
    if (changed.has('open')) this.openOrClose();
    if (changed.has('changes') && this.dialog.open)
      this.changesShownOrGone(changed.get('changes') as readonly string[] | undefined);
    // A refusal is about the points: focus goes back to the field, its text selected, ready for the
    // right points (the alert under it says why), not left on a button that was disabled meanwhile.
    if (changed.has('error') && this.error && this.dialog.open) {
      this.input.focus();
      this.input.select();
    }
  }

  /** Focus follows the step: to the confirming button, or back to the field with its points. */
  private changesShownOrGone(was: readonly string[] | undefined) {
    if (this.changes.length > 0) {
      this.shadowRoot?.querySelector<HTMLButtonElement>('button.confirm')?.focus();
    } else if (was && was.length > 0) {
      this.input.focus();
      this.input.select();
    }
  }

  private openOrClose() {
    if (this.open && !this.dialog.open) {
      this.inputProblem = '';
      this.input.value = this.points > 0 ? String(this.points) : '';
      this.dialog.showModal();
      // The field is where the player starts: typed digits replace the old points.
      this.input.focus();
      this.input.select();
    } else if (!this.open && this.dialog.open) {
      this.dialog.close();
    }
  }

  private onInput() {
    this.inputProblem = '';
    this.errorRetyped = true;
  }

  private onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (this.busy) return;
    const reading = readTypedPoints(this.input.value);
    if ('problem' in reading) {
      this.inputProblem = reading.problem;
      this.input.focus();
      return;
    }
    this.emitCorrect(reading.points);
  }

  private onZilch() {
    if (this.busy) return;
    this.inputProblem = '';
    this.emitCorrect(0);
  }

  private emitCorrect(points: number) {
    this.sentPoints = points;
    emit(this, 'zs-correct', { points });
  }

  private onConfirm() {
    if (this.busy) return;
    emit(this, 'zs-correct-confirm');
  }

  private onBack() {
    if (this.busy) return;
    emit(this, 'zs-correct-back');
  }

  private onCancel(event: Event) {
    // Escape while the correction is being saved would hide its answer: wait for it.
    if (this.busy) event.preventDefault();
  }

  private onCancelClick() {
    this.dialog.close();
  }

  private onClose() {
    if (!this.open) return;
    emit(this, 'zs-correct-cancel');
  }
}

/** The button that closes the dialog without a correction. */
const cancelLabel = () =>
  msg('Cancel', { id: 'correct-turn.cancel', desc: 'Button: close the correction dialog without changing the turn' });

declare global {
  interface HTMLElementTagNameMap {
    'zs-correct-turn': ZsCorrectTurn;
  }
}
