import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { Ruleset } from '../../../rules/index.js';
import { basics, buttons, dialogs } from '../../app/theme.js';
import { rulesText } from '../../text/rules-text.js';
import { presetDescription, presetName } from '../../text/preset-text.js';
import { rulesSheetStyles } from './zs-rules-sheet.styles.js';

/**
 * The rules of the game in play, house rules included, at hand: a "Rules" button and the sheet it
 * opens, a native modal `<dialog>` (focus stays inside it; Escape or Close shuts it and focus goes
 * back to the button), so the players read the rules without leaving the game.
 */
@localized()
@customElement('zs-rules-sheet')
export class ZsRulesSheet extends LitElement {
  static override styles = [basics, buttons, dialogs, rulesSheetStyles];

  /** The rules of the game in play; the button is not shown without them. */
  @property({ attribute: false }) rules: Ruleset | null = null;

  /**
   * The rules are written out only while the sheet is open: the play page renders on every tap,
   * and a closed sheet's buttons would otherwise sit, unseen, among the page's own.
   */
  @state() private shown = false;

  @query('dialog') private dialog?: HTMLDialogElement;
  @query('button.open') private opener?: HTMLButtonElement;

  /** Whether the sheet is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Opens the sheet (what the Rules button does). */
  show(): void {
    if (this.rules) this.shown = true;
  }

  /** Closes the sheet; focus goes back to the Rules button. */
  close(): void {
    this.dialog?.close();
  }

  protected override updated(): void {
    // Opened once its content is in, so the dialog's first control takes the focus.
    if (this.shown && this.dialog && !this.dialog.open) this.dialog.showModal();
  }

  private onClose() {
    this.shown = false;
    // Chromium puts focus back by itself; a browser that leaves it on the body would lose the player's place.
    const active = document.activeElement;
    if (active === null || active === document.body || active === this) this.opener?.focus();
  }

  override render() {
    const rules = this.rules;
    if (!rules) return nothing;
    return html`<button type="button" class="chip open" aria-haspopup="dialog" @click=${this.show}>${msg('Rules', { id: 'rules-sheet.open', desc: "Button: opens the game's rules" })}</button>
      <dialog aria-label=${msg(str`Rules: ${presetName(rules)}`, { desc: 'The rules sheet, with the name of the rule set' })} @close=${this.onClose}>${this.shown ? this.renderRules(rules) : nothing}</dialog>`;
  }

  private renderRules(rules: Ruleset) {
    const text = rulesText(rules);
    const list = (id: string, heading: string, lines: readonly string[]) =>
      lines.length === 0
        ? nothing
        : html`<section aria-labelledby=${id}>
            <h3 id=${id}>${heading}</h3>
            <ul>
              ${lines.map((line) => html`<li>${line}</li>`)}
            </ul>
          </section>`;
    return html`<div class="top">
        <h2>${msg(str`Rules: ${presetName(rules)}`, { desc: 'The rules sheet, with the name of the rule set' })}</h2>
        <button type="button" class="button" @click=${this.close}>${msg('Close')}</button>
      </div>
      <div class="body">
        ${rules.description ? html`<p class="description">${presetDescription(rules)}</p>` : nothing}
        <section aria-labelledby="scoring-title">
          <h3 id="scoring-title">${msg('Scoring', { desc: 'Heading: what each combination of dice scores' })}</h3>
          <table aria-labelledby="scoring-title">
            <tbody>
              ${text.scoring.map((line) => html`<tr><th scope="row">${line.combination}</th><td>${line.points}</td></tr>`)}
            </tbody>
          </table>
          <ul class="notes">
            ${text.scoringNotes.map((note) => html`<li>${note}</li>`)}
          </ul>
        </section>
        ${list('turn-title', msg('A turn', { desc: 'Heading: the rules of a turn' }), text.turn)} ${list('end-title', msg('The end of the game'), text.end)}
        ${list('variations-title', msg('Variations', { desc: 'Heading: the optional rules in play' }), text.variations)}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-rules-sheet': ZsRulesSheet;
  }
}
