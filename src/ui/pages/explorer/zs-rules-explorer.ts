import { localized, msg, str } from '@lit/localize';
import { LitElement, html } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { RulesInputError, explainHold, legalHolds, presetById, presets, zilchChance } from '../../../rules/index.js';
import type { Face, Ruleset } from '../../../rules/index.js';
import { diceWord, formatChance, formatCount, formatPoints, splitParts } from '../../text/format.js';
import { presetName } from '../../text/preset-text.js';
import { rulesProblemText } from '../../text/rules-problem-text.js';
import { explorerIntro } from '../../text/shell-text.js';
import { basics, buttons, cards, notices, pageIntro } from '../../app/theme.js';
import type { ExplainedHold } from '../../components/zs-hold-list.js';
import type { ZsDicePad } from '../../components/zs-dice-pad.js';
import '../../components/zs-dice-pad.js';
import type { ZsRoll } from '../../components/zs-roll.js';
import { DiceKeysController } from '../../controllers/dice-keys-controller.js';
import { LaterPart } from '../../controllers/later-part.js';
import { nextTask } from '../../app/last-input.js';
import '../../components/zs-hold-list.js';
import '../../components/zs-preset-picker.js';
import '../../components/zs-roll.js';
import type { ZsDieRemoveDetail, ZsFaceDetail, ZsPresetChangeDetail } from '../../app/events.js';
import { currentLocale } from '../../locales/localize.js';
import { holdCount } from '../../text/explorer-text.js';
import { fullRollNotice } from '../../text/explorer-text.js';
import { trimmedRollNotice } from '../../text/explorer-text.js';
import { rulesExplorerStyles } from './zs-rules-explorer.styles.js';

/**
 * The rules explorer: pick a rule set, tap in a roll, and see every legal hold with its points
 * and split, or "Zilch!", plus the chance to zilch with that many dice. A page: it holds the roll
 * and asks the rules engine; the pieces it shows are leaf components.
 *
 * Keyboard, while focus is inside the explorer and not in a form field: 1 to 6 add a die,
 * Backspace removes the last die, Escape clears the roll.
 */
@localized()
@customElement('zs-rules-explorer')
export class ZsRulesExplorer extends LitElement {
  static override styles = [basics, notices, buttons, cards, pageIntro, rulesExplorerStyles];

  /** The id of the rule set to explore; the player can change it with the picker. */
  @property() preset = 'farkle';

  /** The dice tapped in so far, in order. */
  @state() private roll: readonly Face[] = [];

  /** Why the last tap was refused or the roll was trimmed; cleared by the next change. */
  @state() private notice: (() => string) | null = null;

  /** What the polite live region says after each change. */
  @state() private announcement = '';

  @state() private holds: readonly ExplainedHold[] = [];

  @query('zs-roll') private rollView?: ZsRoll;
  @query('zs-dice-pad') private pad?: ZsDicePad;

  constructor() {
    super();
    new DiceKeysController(this, {
      face: (face) => this.addFace(face),
      removeLast: () => this.removeAt(this.roll.length - 1),
      clear: () => {
        if (this.roll.length === 0) return false;
        void this.setRoll([]);
        return true;
      },
    });
  }

  private get rules(): Ruleset {
    return presetById(this.preset) ?? presetById('farkle');
  }

  /**
   * The chance to zilch, drawn a task after the first render: it builds the rule set's scoring
   * tables, the costliest step of the first screen on a slow phone (some 40 ms at a quarter of this
   * machine's speed), so the screen shows first and the figure follows in the next task.
   */
  private readonly odds = new LaterPart(this, nextTask);

  /** The language the holds' splits were worded in: a switch words them again. */
  private holdsLocale = '';

  protected override willUpdate(changed: PropertyValues): void {
    const locale = currentLocale();
    if (!changed.has('preset') && !changed.has('roll') && locale === this.holdsLocale) return;
    this.holdsLocale = locale;
    this.holds = this.computeHolds();
  }

  protected override firstUpdated(): void {
    this.odds.ask();
  }

  /** Settles once the chance to zilch is shown too. */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.odds.settle(super.getUpdateComplete(), () => super.getUpdateComplete());
  }

  override render() {
    const rules = this.rules;
    const oddsDice = this.roll.length || rules.diceCount;
    const tapped = formatCount(this.roll.length);
    const capacity = diceWord(rules.diceCount);
    const odds = diceWord(oddsDice);
    return html`<div class="explorer" tabindex="-1">
      <p class="intro">${explorerIntro()}</p>
      <section class="card rules">
        <zs-preset-picker .presets=${presets} .value=${rules.id} @zs-preset-change=${this.onPresetChange}></zs-preset-picker>
      </section>

      <section class="card roll" aria-labelledby="roll-heading">
        <div class="heading">
          <h2 id="roll-heading">${msg('Roll', { id: 'explorer.roll', desc: 'Heading: the dice of one throw, as tapped in' })}</h2>
          <span class="count">${msg(str`${tapped} of ${capacity}`, { id: 'explorer.tapped', desc: 'How many dice of the roll are tapped in, as in "3 of 6 dice"' })}</span>
          <button type="button" class="chip clear" ?disabled=${this.roll.length === 0} @click=${this.onClear}>${msg('Clear', { id: 'explorer.clear', desc: 'Button: remove every die of the roll' })}</button>
        </div>
        <zs-roll .dice=${this.roll} capacity=${rules.diceCount} @zs-die-remove=${this.onDieRemove}></zs-roll>
        <zs-dice-pad @zs-face=${this.onFace}></zs-dice-pad>
        ${this.notice ? html`<p class="notice warning">${this.notice()}</p>` : ''}
        <p class="odds">
          <span>${msg(str`Chance to zilch with ${odds}:`)}</span>
          <strong>${this.odds.ready ? formatChance(zilchChance(rules, oddsDice)) : '…'}</strong>
        </p>
        <p class="hint">${msg(html`Keys: <kbd>1</kbd>–<kbd>6</kbd> add a die, <kbd>Backspace</kbd> removes the last, <kbd>Esc</kbd> clears.`, { desc: 'Keyboard shortcuts; the key names stay as printed on the keys' })}</p>
      </section>

      <section class="card holds" aria-labelledby="holds-heading">
        <div class="heading">
          <h2 id="holds-heading">${msg('Legal holds', { id: 'explorer.legal-holds' })}</h2>
          ${this.roll.length > 0 ? html`<span class="count">${holdCount(this.holds.length)}</span>` : ''}
        </div>
        <zs-hold-list .holds=${this.holds} roll-size=${this.roll.length}></zs-hold-list>
      </section>

      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </div>`;
  }

  private computeHolds(): ExplainedHold[] {
    if (this.roll.length === 0) return [];
    const rules = this.rules;
    try {
      return legalHolds(rules, this.roll).map(({ dice, points }) => ({
        dice,
        points,
        split: splitParts(explainHold(rules, dice) ?? []),
      }));
    } catch (error) {
      // The roll is kept within the dice count, so this is a rule set the engine refuses.
      if (!(error instanceof RulesInputError)) throw error;
      const problem = error.problem;
      this.notice = () => rulesProblemText(problem);
      return [];
    }
  }

  /**
   * Changes the roll, then says in the live region what it is worth, after `lead` (what else
   * changed) and the visible `notice` (why the roll changed) when there are any.
   */
  private async setRoll(roll: readonly Face[], notice: (() => string) | null = null, lead = '') {
    const hadFocus = this.matches(':focus-within');
    this.roll = roll;
    this.notice = notice;
    await this.updateComplete;
    const worth = lead && roll.length === 0 ? '' : this.worth();
    this.announce([lead, notice && `${notice()}.`, worth].filter(Boolean).join(' '));
    if (hadFocus) await this.keepFocus();
  }

  private worth(): string {
    if (this.roll.length === 0) return msg('The roll is empty.', { id: 'explorer.empty' });
    const best = this.holds[0];
    const rolled = diceWord(this.roll.length);
    if (!best) return msg(str`Zilch! No die of the ${rolled} scores.`);
    const points = formatPoints(best.points);
    return msg(str`Best hold: ${points} points, with ${rolled} rolled.`);
  }

  private announce(message: string) {
    // A live region repeats nothing that is already its text: vary it invisibly so a second refusal is heard too.
    this.announcement = this.announcement === message ? `${message}\u00a0` : message;
  }

  /** When the focused die disappears, focus stays in the explorer so the keys keep working. */
  private async keepFocus() {
    if (this.matches(':focus-within')) return;
    await this.rollView?.updateComplete;
    if (!this.rollView?.focusDie(this.roll.length - 1)) this.pad?.focusFace();
  }

  private addFace(face: Face) {
    const rules = this.rules;
    if (this.roll.length >= rules.diceCount) {
      this.notice = () => fullRollNotice(rules);
      this.announce(fullRollNotice(rules));
      return;
    }
    void this.setRoll([...this.roll, face]);
  }

  private removeAt(index: number) {
    if (index < 0 || index >= this.roll.length) return;
    void this.setRoll(this.roll.filter((_face, i) => i !== index));
  }

  private onFace(event: CustomEvent<ZsFaceDetail>) {
    this.addFace(event.detail.face);
  }

  private onDieRemove(event: CustomEvent<ZsDieRemoveDetail>) {
    this.removeAt(event.detail.index);
  }

  private onClear() {
    void this.setRoll([]);
  }

  private onPresetChange(event: CustomEvent<ZsPresetChangeDetail>) {
    const next = presetById(event.detail.id);
    if (!next) return;
    this.preset = next.id;
    const extra = this.roll.length - next.diceCount;
    const notice = extra > 0 ? () => trimmedRollNotice(next, extra) : null;
    const name = presetName(next);
    const dice = diceWord(next.diceCount);
    void this.setRoll(
      this.roll.slice(0, next.diceCount),
      notice,
      msg(str`${name}, ${dice}.`, {
        id: 'explorer.chosen',
        desc: 'Said when another rule set is chosen, as in "Farkle, 6 dice."',
      }),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-rules-explorer': ZsRulesExplorer;
  }
}
