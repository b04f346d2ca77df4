import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  FACES,
  MAX_DICE,
  MIN_DICE,
  defaultScheme,
  getAt,
  houseRulesFrom,
  presetById,
  resized,
  setAt,
  validateRuleset,
  withDiceCount,
  withFacePoints,
  withoutStraight,
  withStraightAdded,
  withStraightFace,
} from '../../../rules/index.js';
import type { Face, OfAKindKind, OfAKindScheme, Ruleset, RulesetPath, RulesetProblem } from '../../../rules/index.js';
import { emit } from '../../app/events.js';
import { basics, buttons, fields } from '../../app/theme.js';
import '../../components/zs-die.js';
import { capitalised, countWord } from '../../text/combination-text.js';
import { diceWord, formatCount, formatPoints, openingFact, winFact } from '../../text/format.js';
import { houseRulesDescription, houseRulesName, presetName } from '../../text/preset-text.js';
import { rulesProblemText } from '../../text/rules-problem-text.js';
import { OF_A_KIND_CHOICES, ofAKindHint, ofAKindWords, straightHint } from '../../text/rules-text.js';
import { fieldId, problemLine, readNumber, ruleField } from './rule-field.js';
import { CHALLENGE_ROWS, RULE_ROWS, STREAK_ROWS, sectionOf, textOf } from './rule-rows.js';
import type { RuleRow, Section } from './rule-rows.js';
import { rulesEditorStyles } from './zs-rules-editor.styles.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { problemCount } from '../../text/count-text.js';
import { straightCount } from '../../text/count-text.js';

const shown = (value: number) => (Number.isFinite(value) ? formatPoints(value) : '…');

/** "Four of a kind: ×": the box of a multiple of the triple. */
function timesLabel(count: string): string {
  return msg(str`${count}: ×`, {
    desc: 'A box of the multiples table, as in "Four of a kind: ×" (times the three of a kind)',
  });
}

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
  private readonly remembered = new Map<string, unknown>();
  /** Problem fields shown next to a field during this render; the rest are listed at the top. */
  private claimed = new Set<RulesetPath>();

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('rules')) this.problems = validateRuleset(this.rules);
    if (!this.source || !this.presets.some((preset) => preset.id === this.source))
      this.source = this.presets[0]?.id ?? '';
  }

  override render() {
    this.claimed = new Set();
    const sections = html`${this.section('game', msg('Game', { id: 'rules-editor.section.game', desc: 'A section of the house-rules editor: target and dice' }), this.gameSummary(), () => this.gameFields())}
    ${this.section('turns', msg('Turns', { id: 'rules-editor.section.turns', desc: 'A section of the house-rules editor' }), this.turnSummary(), () => this.rows(RULE_ROWS.turns))}
    ${this.section('scoring', msg('Scoring', { id: 'rules-editor.section.scoring', desc: 'A section of the house-rules editor' }), this.scoringSummary(), () => this.scoringFields())}
    ${this.section('variations', msg('Variations', { id: 'rules-editor.section.variations', desc: 'A section of the house-rules editor' }), this.variationSummary(), () => this.variationFields())}`;
    const unclaimed = this.problems.filter((problem) => !this.claimed.has(problem.field));
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
    this.remembered.clear();
    this.change(
      houseRulesFrom(
        preset,
        this.rules.name.trim() === '' ? houseRulesName() : this.rules.name,
        houseRulesDescription(preset),
      ),
    );
  }

  private setScheme(kind: OfAKindKind) {
    const current = this.rules.scoring.ofAKind;
    this.remembered.set(`ofAKind.${current.kind}`, current);
    const earlier = this.remembered.get(`ofAKind.${kind}`) as OfAKindScheme | undefined;
    this.set('scoring.ofAKind', resized(earlier ?? defaultScheme(kind, this.rules.diceCount), this.rules.diceCount));
  }

  /** Switches an optional part on (with its last or usual numbers) or off (remembering them). */
  private switchPart(path: RulesetPath, usual: unknown, on: boolean) {
    // Read at the moment of the tap: a number typed since the last render is remembered too.
    const now = getAt(this.rules, path);
    if (!on && now !== null) this.remembered.set(path, now);
    this.set(path, on ? structuredClone(this.remembered.get(path) ?? usual) : null);
  }

  // ---- problems ----

  /** The messages for exactly these fields; they count as shown. */
  private problemsAt(...paths: RulesetPath[]): string[] {
    for (const path of paths) this.claimed.add(path);
    return this.problems.filter((problem) => paths.includes(problem.field)).map((problem) => rulesProblemText(problem));
  }

  // ---- building blocks ----

  private section(id: Section, title: string, summary: string, body: () => TemplateResult) {
    const count = this.problems.filter((problem) => sectionOf(problem.field) === id).length;
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
  private field(row: RuleRow, shared?: { readonly invalid: boolean; readonly id: string }) {
    const rules = this.rules;
    const value = getAt(rules, row.path);
    const input =
      row.input.kind === 'number'
        ? { ...row.input, value: typeof value === 'number' ? value : Number.NaN }
        : row.input.kind === 'radio'
          ? { kind: 'radio' as const, value: String(value), choices: row.input.choices(rules) }
          : { kind: 'check' as const, value: value === true };
    return ruleField({
      path: row.path,
      label: textOf(row.label, rules) ?? '',
      hint: textOf(row.hint, rules),
      input,
      messages: this.problemsAt(row.path),
      shared,
      set: (next) => this.set(row.path, next),
    });
  }

  /** Rows in order; neighbours that share a `row` name sit side by side. */
  private rows(
    rows: readonly RuleRow[],
    shared?: { readonly invalid: boolean; readonly id: string },
    rowClass = 'row',
  ) {
    const out: unknown[] = [];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as RuleRow;
      if (!row.row) {
        out.push(this.field(row, shared));
        continue;
      }
      let end = i + 1;
      while (rows[end]?.row === row.row) end += 1;
      const group = rows.slice(i, end);
      out.push(html`<div class=${rowClass}>${group.map((member) => this.field(member, shared))}</div>`);
      i += group.length - 1;
    }
    return html`${out}`;
  }

  // ---- sections ----

  private gameSummary(): string {
    const { end } = this.rules;
    const target = shown(end.target);
    return `${diceWord(this.rules.diceCount)} · ${winFact(end.targetMode, target)}`;
  }

  private gameFields() {
    const rules = this.rules;
    const nameMessages = this.problemsAt('name', 'id', 'description');
    const diceMessages = this.problemsAt('diceCount');
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
          ${Array.from({ length: MAX_DICE - MIN_DICE + 1 }, (_, i) => MIN_DICE + i).map(
            (count) => html`<option value=${count} .selected=${count === rules.diceCount}>${diceWord(count)}</option>`,
          )}
        </select>
        ${problemLine('f-diceCount', diceMessages)}
      </div>
      ${this.rows(RULE_ROWS.game)}`;
  }

  private turnSummary(): string {
    const { turn } = this.rules;
    const opening = shown(turn.openingMinimum);
    const later = shown(turn.laterMinimum);
    const parts = [
      turn.openingMinimum > 0
        ? openingFact(opening)
        : msg('No minimum to open', { id: 'rules-editor.summary.no-opening' }),
      turn.laterMinimum > 0
        ? msg(str`${later} after`, {
            id: 'rules-editor.summary.later',
            desc: 'In a summary of the turn rules: the minimum to bank once on the board',
          })
        : '',
      turn.hotDice === 'must-continue'
        ? msg('turning the corner', { id: 'rules-editor.summary.must-continue' })
        : turn.hotDice === 'lock'
          ? msg('hot dice lock', { id: 'rules-editor.summary.lock' })
          : '',
      turn.startOfTurn === 'fresh'
        ? ''
        : turn.startOfTurn === 'build-off'
          ? msg('build off', { id: 'rules-editor.summary.build-off', desc: 'In a summary of the turn rules' })
          : msg('inherit', { id: 'rules-editor.summary.inherit', desc: 'In a summary of the turn rules' }),
    ];
    return parts.filter(Boolean).join(' · ');
  }

  private scoringSummary(): string {
    const { scoring } = this.rules;
    const parts = [
      `1 = ${shown(scoring.singles[1] ?? Number.NaN)}`,
      `5 = ${shown(scoring.singles[5] ?? Number.NaN)}`,
      scoring.ofAKind.kind === 'none'
        ? ''
        : msg('four of a kind', { id: 'rules-editor.summary.of-a-kind', desc: 'In a summary of the scoring rules' }),
      scoring.threePairs === null
        ? ''
        : msg('three pairs', {
            id: 'rules-editor.summary.three-pairs',
            desc: 'A combination: two dice each of three faces',
          }),
      scoring.straights.length === 0 ? '' : straightCount(scoring.straights.length),
    ];
    return parts.filter(Boolean).join(' · ');
  }

  private scoringFields() {
    const { scoring } = this.rules;
    const facePoints = (face: Face, table: 'singles' | 'triples', label: string) => {
      const path = `scoring.${table}.${face}` as const;
      const value = scoring[table][face];
      const invalid = this.problems.some((problem) => problem.field === path);
      return html`<input
        id=${fieldId(path)}
        class="input"
        type="number"
        inputmode="numeric"
        step="50"
        min="0"
        aria-label=${label}
        .value=${value === undefined || !Number.isFinite(value) ? '' : String(value)}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${invalid ? `f-scoring-face-${face}-problem` : nothing}
        @input=${(event: Event) => {
          const input = event.currentTarget as HTMLInputElement;
          // An empty box: that face does not score in that role.
          const empty = input.value.trim() === '' && input.validity.valid;
          this.change(withFacePoints(this.rules, table, face, empty ? null : readNumber(input)));
        }}
      />`;
    };
    const topMessages = this.problemsAt('scoring', 'scoring.singles', 'scoring.triples');
    return html`${topMessages.length ? html`<p class="problem" id="scoring-problem" tabindex="-1">${topMessages.join(' ')}</p>` : nothing}
      <div class="field">
        <div class="faces-table">
          <span class="head" aria-hidden="true">${msg('Face', { id: 'rules-editor.column.face', desc: 'Column header: the face of a die' })}</span>
          <span class="head" aria-hidden="true">${msg('Single', { id: 'rules-editor.column.single', desc: 'Column header: points for one die of the face' })}</span>
          <span class="head" aria-hidden="true">${msg('Three', { id: 'rules-editor.column.three', desc: 'Column header: points for three dice of the face' })}</span>
          ${FACES.map((face) => {
            const messages = this.problemsAt(`scoring.singles.${face}`, `scoring.triples.${face}`);
            return html`<zs-die .face=${face} decorative></zs-die>
              ${facePoints(face, 'singles', msg(str`A single ${face}`, { id: 'rules-editor.single-box' }))} ${facePoints(face, 'triples', msg(str`Three ${face}s`, { id: 'rules-editor.three-box', desc: 'Three dice of a face, as in "Three 2s"' }))}
              ${messages.length ? html`<p class="problem" id=${`f-scoring-face-${face}-problem`}>${messages.join(' ')}</p>` : nothing}`;
          })}
        </div>
        <p class="hint">${msg('Points for a single die and for three of a kind of each face; leave a box empty when it does not score.')}</p>
      </div>
      ${this.ofAKindFields()}
      <div class="row">${this.optionalPoints('scoring.threePairs', 1500)} ${this.optionalPoints('scoring.twoTriplets', 2500)}</div>
      ${this.rows(RULE_ROWS.scoring)} ${this.straightFields()}`;
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
      messages: this.problemsAt(path),
      set: (checked) => this.switchPart(path, usual, checked === true),
    });
  }

  /** Three pairs, two triplets: a switch, and the points while it is on. */
  private optionalPoints(path: 'scoring.threePairs' | 'scoring.twoTriplets', usual: number) {
    const on = getAt(this.rules, path) !== null;
    const pairs = path === 'scoring.threePairs';
    const toggle = ruleField({
      path: `${path}.on`,
      label: pairs ? msg('Three pairs score') : msg('Two triplets score'),
      input: { kind: 'check', value: on },
      messages: this.problemsAt(),
      set: (checked) => this.switchPart(path, usual, checked === true),
    });
    return html`<div class="field">
      ${toggle} ${on ? this.field({ path, label: pairs ? msg('Three pairs: points') : msg('Two triplets: points'), input: { kind: 'number' } }) : problemLine(fieldId(path), this.problemsAt(path))}
    </div>`;
  }

  private ofAKindFields() {
    const { scoring, diceCount } = this.rules;
    const scheme = scoring.ofAKind;
    const kindMessages = this.problemsAt('scoring.ofAKind');
    const entries = Math.max(0, diceCount - 3);
    const countLabel = (i: number) => {
      const count = capitalised(countWord(i + 4));
      return msg(str`${count} of a kind`, {
        id: 'rules-editor.of-a-kind-box',
        desc: 'A box of the four-or-more table, as in "Four of a kind" (the count is a number word)',
      });
    };
    let parameters: TemplateResult | typeof nothing = nothing;
    if (scheme.kind === 'flat' || scheme.kind === 'multiple') {
      const table = scheme.kind === 'flat' ? 'points' : 'multipliers';
      const messages = this.problemsAt(`scoring.ofAKind.${table}`);
      const shared = { invalid: messages.length > 0, id: `f-scoring-ofAKind-${table}-problem` };
      const rows = Array.from({ length: entries }, (_, i): RuleRow => ({
        path: `scoring.ofAKind.${table}.${i}`,
        label: table === 'points' ? countLabel(i) : timesLabel(countLabel(i)),
        input: table === 'points' ? { kind: 'number' } : { kind: 'number', step: 1, min: 1 },
      }));
      parameters = html`<div class="row" role="group" aria-label=${table === 'points' ? msg('Points for four or more of a kind') : msg('Times the three of a kind')}>
          ${rows.map((row) => this.field(row, shared))}
        </div>
        ${problemLine(`f-scoring-ofAKind-${table}`, messages)}`;
    } else if (scheme.kind === 'add') {
      parameters = this.field({
        path: 'scoring.ofAKind.perDie',
        label: msg('Points for each die beyond three'),
        input: { kind: 'number' },
      });
    }
    return html`<div class="field">
        <label for="f-scoring-ofAKind">${msg('Four or more of a kind')}</label>
        <select
          id="f-scoring-ofAKind"
          class="input"
          aria-invalid=${kindMessages.length ? 'true' : 'false'}
          aria-describedby=${kindMessages.length ? 'f-scoring-ofAKind-hint f-scoring-ofAKind-problem' : 'f-scoring-ofAKind-hint'}
          @change=${(event: Event) => this.setScheme((event.currentTarget as HTMLSelectElement).value as OfAKindKind)}
        >
          ${OF_A_KIND_CHOICES.map((kind) => html`<option value=${kind} .selected=${kind === scheme.kind}>${ofAKindWords(kind)}</option>`)}
        </select>
        <p class="hint" id="f-scoring-ofAKind-hint">${ofAKindHint(scheme.kind)}</p>
        ${problemLine('f-scoring-ofAKind', kindMessages)}
      </div>
      ${parameters}`;
  }

  private straightFields() {
    const { straights } = this.rules.scoring;
    const listMessages = this.problemsAt('scoring.straights');
    return html`<fieldset>
      <legend>${msg('Straights', { id: 'rules-editor.straights' })}</legend>
      <div class="field">
        ${straights.length === 0 ? html`<p class="hint">${msg('No straights score.')}</p>` : nothing}
        ${straights.map((straight, index) => {
          const path = `scoring.straights.${index}` as const;
          const number = formatCount(index + 1);
          const facesMessages = this.problemsAt(path, `${path}.faces`);
          const facesId = fieldId(`${path}.faces`);
          const name =
            straight.faces.length > 0
              ? straight.faces.join('-')
              : msg(str`Straight ${number}`, {
                  id: 'rules-editor.straight-number',
                  desc: 'A straight with no faces chosen yet, by its place in the list',
                });
          return html`<div class="straight">
            <div class="straight-top">
              <span class="label">${name}</span>
              <button type="button" class="button" aria-label=${msg(str`Remove straight ${number}`)} @click=${() => this.change(withoutStraight(this.rules, index))}>
                ${msg('Remove', { id: 'rules-editor.remove-straight', desc: 'Button: take a straight out of the rules' })}
              </button>
            </div>
            <div class="toggles" role="group" aria-label=${msg(str`Faces of straight ${number}`)} aria-describedby=${facesMessages.length ? `${facesId}-problem` : nothing}>
              ${FACES.map(
                (face) => html`<button
                  type="button"
                  class="button toggle"
                  aria-pressed=${straight.faces.includes(face) ? 'true' : 'false'}
                  aria-invalid=${ifDefined(facesMessages.length ? 'true' : undefined)}
                  @click=${() => this.change(withStraightFace(this.rules, index, face))}
                >
                  ${face}
                </button>`,
              )}
            </div>
            ${problemLine(facesId, facesMessages)} ${this.field({ path: `${path}.points`, label: msg(str`Points for straight ${number}`), input: { kind: 'number' } })}
          </div>`;
        })}
        ${problemLine('f-scoring-straights', listMessages)}
        <div><button type="button" class="button" @click=${() => this.change(withStraightAdded(this.rules))}>${msg('Add a straight', { id: 'rules-editor.add-straight' })}</button></div>
        <p class="hint">${straightHint()}</p>
      </div>
    </fieldset>`;
  }

  private variationSummary(): string {
    const { variations } = this.rules;
    const on = [
      variations.pyramiding
        ? msg('pyramiding', { id: 'rules-editor.summary.pyramiding', desc: 'In a summary of the variations played' })
        : '',
      variations.surpassing
        ? msg('surpassing', { id: 'rules-editor.summary.surpassing', desc: 'In a summary of the variations played' })
        : '',
      variations.challenges
        ? msg('challenges', { id: 'rules-editor.summary.challenges', desc: 'In a summary of the variations played' })
        : '',
      variations.zilchStreakPenalty
        ? msg('zilch penalty', {
            id: 'rules-editor.summary.zilch-penalty',
            desc: 'In a summary of the variations played',
          })
        : '',
    ].filter(Boolean);
    return on.length === 0
      ? msg('None', { id: 'rules-editor.summary.none', desc: 'In a summary of the variations played: no variation' })
      : capitalised(on.join(' · '));
  }

  private variationFields() {
    const { challenges, zilchStreakPenalty } = this.rules.variations;
    const penaltyMessages = challenges ? this.problemsAt('variations.challenges.zilchPenalties') : [];
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
