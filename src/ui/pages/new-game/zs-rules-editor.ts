import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { getAt, houseRulesFrom, presetById, setAt, validateRuleset, withDiceCount } from '../../../rules/index.js';
import type { OfAKindKind, Ruleset, RulesetPath, RulesetProblem } from '../../../rules/index.js';
import { emit } from '../../app/events.js';
import { basics, buttons, fields } from '../../app/theme.js';
import { problemCount } from '../../text/count-text.js';
import { diceWord } from '../../text/format.js';
import { houseRulesDescription, houseRulesName, presetName } from '../../text/preset-text.js';
import { rulesProblemText } from '../../text/rules-problem-text.js';
import { gameSummary, scoringSummary, turnSummary, variationSummary } from '../../text/rules-editor-text.js';
import { problemLine, ruleField } from './rule-field.js';
import {
  CHALLENGE_ROWS,
  DICE_COUNTS,
  fieldInput,
  groupRows,
  RULE_ROWS,
  sectionOf,
  STREAK_ROWS,
  textOf,
} from './rule-rows.js';
import type { RuleRow, Section } from './rule-rows.js';
import { PartMemory, ProblemClaims } from './rules-editor-model.js';
import { ScoringSection } from './rules-editor-scoring.js';
import type { SharedProblem } from './rules-editor-scoring.js';
import { rulesEditorStyles } from './zs-rules-editor.styles.js';

/**
 * House rules: every setting of a rule set that a group changes, in collapsible sections so it
 * stays usable on a phone, starting from a preset. The plain settings come from a table
 * (rule-rows.ts); the rule set is checked with `validateRuleset` on every change and each problem
 * shows next to its field (a section with a problem opens itself and says how many it has). Every
 * change is reported, problems and all: nothing typed is thrown away.
 *
 * @fires zs-rules-change - The rules changed; `detail.rules` is the whole rule set as it stands.
 */
@localized()
@customElement('zs-rules-editor')
export class ZsRulesEditor extends LitElement {
  static override styles = [basics, buttons, fields, rulesEditorStyles];

  /** The house rule set being edited. */
  @property({ attribute: false }) rules: Ruleset = houseRulesFrom(presetById('farkle'), houseRulesName());

  /** The presets the group can start from ("Start from"). */
  @property({ attribute: false }) presets: readonly Ruleset[] = [];

  /** The preset chosen in "Start from". */
  @property() source = '';

  @state() private openSections: ReadonlySet<Section> = new Set();
  @state() private problems: readonly RulesetProblem[] = [];

  /** The last numbers of each four-or-more scheme and of switched-off parts, to bring back. */
  private readonly memory = new PartMemory();
  /** The problems shown next to a field during this render; the rest are listed at the top. */
  private claims = new ProblemClaims([]);

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('rules')) this.problems = validateRuleset(this.rules);
    if (!this.source || !this.presets.some((preset) => preset.id === this.source))
      this.source = this.presets[0]?.id ?? '';
  }

  override render() {
    this.claims = new ProblemClaims(this.problems);
    const sections = html`${this.section('game', msg('Game', { id: 'rules-editor.section.game', desc: 'A section of the house-rules editor: target and dice' }), gameSummary(this.rules), () => this.gameFields())}
    ${this.section('turns', msg('Turns', { id: 'rules-editor.section.turns', desc: 'A section of the house-rules editor' }), turnSummary(this.rules), () => this.rows(RULE_ROWS.turns))}
    ${this.section('scoring', msg('Scoring', { id: 'rules-editor.section.scoring', desc: 'A section of the house-rules editor' }), scoringSummary(this.rules), () => this.scoringFields())}
    ${this.section('variations', msg('Variations', { id: 'rules-editor.section.variations', desc: 'A section of the house-rules editor' }), variationSummary(this.rules), () => this.variationFields())}`;
    const unclaimed = this.claims.unclaimed();
    return html`<div class="from">
        <label for="source">${msg('Start from', { id: 'rules-editor.start-from', desc: 'Label of the list of presets the house rules copy' })}</label>
        <select id="source" class="input" @change=${(event: Event) => (this.source = (event.currentTarget as HTMLSelectElement).value)}>
          ${this.presets.map((preset) => html`<option value=${preset.id} .selected=${preset.id === this.source}>${presetName(preset)}</option>`)}
        </select>
        <button type="button" class="button" @click=${this.loadSource}>${msg('Copy its rules')}</button>
      </div>
      ${
        unclaimed.length > 0
          ? html`<div class="all-problems" id="other-problems" tabindex="-1">
            <ul>
              ${unclaimed.map((problem) => html`<li class="problem">${rulesProblemText(problem)}</li>`)}
            </ul>
          </div>`
          : nothing
      }
      ${sections}`;
  }

  /** Opens the section of the first problem and moves keyboard focus to its field. */
  async focusFirstProblem(): Promise<void> {
    const first = this.problems[0];
    if (!first) return;
    const section = sectionOf(first.field);
    this.openSections = new Set([...this.openSections, section]);
    await this.updateComplete;
    for (const details of this.renderRoot.querySelectorAll('details')) {
      if (details.dataset['section'] === section) details.open = true;
    }
    const target =
      this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      this.renderRoot.querySelector<HTMLElement>('#other-problems') ??
      this.renderRoot.querySelector<HTMLElement>(`[data-section="${section}"] summary`);
    target?.focus();
  }

  // ---- changes ----

  private change(next: Ruleset) {
    this.rules = next;
    emit(this, 'zs-rules-change', { rules: next });
  }

  private set(path: RulesetPath, value: unknown) {
    this.change(setAt(this.rules, path, value));
  }

  private loadSource() {
    const preset = this.presets.find((candidate) => candidate.id === this.source);
    if (!preset) return;
    this.memory.clear();
    this.change(
      houseRulesFrom(
        preset,
        this.rules.name.trim() === '' ? houseRulesName() : this.rules.name,
        houseRulesDescription(preset),
      ),
    );
  }

  private setScheme(kind: OfAKindKind) {
    this.set('scoring.ofAKind', this.memory.scheme(this.rules, kind));
  }

  /** Switches an optional part on (with its last or usual numbers) or off (remembering them). */
  private switchPart(path: RulesetPath, usual: unknown, on: boolean) {
    this.set(path, this.memory.switched(this.rules, path, usual, on));
  }

  // ---- building blocks ----

  private section(id: Section, title: string, summary: string, body: () => TemplateResult) {
    const count = this.claims.inSection(id);
    const open = this.openSections.has(id) || count > 0;
    return html`<details data-section=${id} ?open=${open} @toggle=${(event: Event) => this.onToggle(id, event)}>
      <summary>
        <span class="title">${title}</span>
        ${count > 0 ? html`<span class="badge">${problemCount(count)}</span>` : nothing}
        <span class="sub">${summary}</span>
      </summary>
      <div class="body">${body()}</div>
    </details>`;
  }

  private onToggle(id: Section, event: Event) {
    const isOpen = (event.currentTarget as HTMLDetailsElement).open;
    if (isOpen === this.openSections.has(id)) return;
    const next = new Set(this.openSections);
    if (isOpen) next.add(id);
    else next.delete(id);
    this.openSections = next;
  }

  /** One row of the table, as a field. */
  private field(row: RuleRow, shared?: SharedProblem) {
    const rules = this.rules;
    return ruleField({
      path: row.path,
      label: textOf(row.label, rules) ?? '',
      hint: textOf(row.hint, rules),
      input: fieldInput(row, rules),
      messages: this.claims.at(row.path),
      shared,
      set: (next) => this.set(row.path, next),
    });
  }

  /** Rows in order; neighbours that share a `row` name sit side by side. */
  private rows(rows: readonly RuleRow[], shared?: SharedProblem, rowClass = 'row') {
    const out = groupRows(rows).map((group) =>
      group.together
        ? html`<div class=${rowClass}>${group.rows.map((member) => this.field(member, shared))}</div>`
        : this.field(group.rows[0] as RuleRow, shared),
    );
    return html`${out}`;
  }

  // ---- sections ----

  private gameFields() {
    const rules = this.rules;
    const nameMessages = this.claims.at('name', 'id', 'description');
    const diceMessages = this.claims.at('diceCount');
    return html`<div class="field">
        <label for="f-name">${msg('Name of these rules')}</label>
        <input
          id="f-name"
          class="input"
          type="text"
          maxlength="60"
          autocomplete="off"
          .value=${rules.name}
          aria-invalid=${nameMessages.length ? 'true' : 'false'}
          aria-describedby=${nameMessages.length ? 'f-name-problem' : nothing}
          @input=${(event: Event) => this.set('name', (event.currentTarget as HTMLInputElement).value)}
        />
        ${problemLine('f-name', nameMessages)}
      </div>
      <div class="field">
        <label for="f-diceCount">${msg('Dice', { id: 'rules-editor.dice', desc: 'A setting: how many dice the game uses' })}</label>
        <select
          id="f-diceCount"
          class="input"
          aria-invalid=${diceMessages.length ? 'true' : 'false'}
          aria-describedby=${diceMessages.length ? 'f-diceCount-problem' : nothing}
          @change=${(event: Event) => this.change(withDiceCount(this.rules, Number((event.currentTarget as HTMLSelectElement).value)))}
        >
          ${DICE_COUNTS.map(
            (count) => html`<option value=${count} .selected=${count === rules.diceCount}>${diceWord(count)}</option>`,
          )}
        </select>
        ${problemLine('f-diceCount', diceMessages)}
      </div>
      ${this.rows(RULE_ROWS.game)}`;
  }

  private scoringFields() {
    return new ScoringSection({
      rules: this.rules,
      claims: this.claims,
      edit: (change) => this.change(change(this.rules)),
      setScheme: (kind) => this.setScheme(kind),
      switchPart: (path, usual, on) => this.switchPart(path, usual, on),
      field: (row, shared) => this.field(row, shared),
      rows: (rows) => this.rows(rows),
    }).render();
  }

  /** The switch of an optional variation; its own problems (a broken part) show under it. */
  private switchField(
    path: 'variations.challenges' | 'variations.zilchStreakPenalty',
    label: string,
    usual: unknown,
    hint?: string,
  ) {
    return ruleField({
      path,
      label,
      hint,
      input: { kind: 'check', value: getAt(this.rules, path) !== null },
      messages: this.claims.at(path),
      set: (checked) => this.switchPart(path, usual, checked === true),
    });
  }

  private variationFields() {
    const { challenges, zilchStreakPenalty } = this.rules.variations;
    const penaltyMessages = challenges ? this.claims.at('variations.challenges.zilchPenalties') : [];
    const penaltyShared = { invalid: penaltyMessages.length > 0, id: 'f-variations-challenges-zilchPenalties-problem' };
    return html`${this.rows(RULE_ROWS.variations)}
      ${this.switchField(
        'variations.challenges',
        msg('Challenges', { id: 'rules-editor.challenges', desc: 'A variation of the rules (a check box)' }),
        { scoreDividing: 5000, zilchPenalties: [600, 2000] },
        msg('Twice a game a player may challenge an opponent: the bank is taken from them, a zilch costs a penalty.'),
      )}
      ${
        challenges
          ? html`<div class="nested">
            ${this.rows(CHALLENGE_ROWS.filter((row) => !row.row))}
            ${this.rows(
              CHALLENGE_ROWS.filter((row) => row.row),
              penaltyShared,
            )} ${problemLine('f-variations-challenges-zilchPenalties', penaltyMessages)}
          </div>`
          : nothing
      }
      ${this.switchField('variations.zilchStreakPenalty', msg('A penalty for zilches in a row'), { zilches: 3, points: 500 })}
      ${zilchStreakPenalty ? this.rows(STREAK_ROWS, undefined, 'nested row') : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-rules-editor': ZsRulesEditor;
  }
}
