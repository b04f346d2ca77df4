/**
 * The house-rules editor's scoring section, drawn for one render into the editor's shadow root:
 * the points of each face, single and three of a kind, four or more of a kind, three pairs and two
 * triplets, the scoring rows of the table, and the straights.
 */
import { msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import {
  FACES,
  getAt,
  withFacePoints,
  withoutStraight,
  withStraightAdded,
  withStraightFace,
} from '../../../rules/index.js';
import type { Face, OfAKindKind, Ruleset, RulesetPath } from '../../../rules/index.js';
import '../../components/zs-die.js';
import { formatCount } from '../../text/format.js';
import { OF_A_KIND_CHOICES, ofAKindHint, ofAKindWords, straightHint } from '../../text/rules-text.js';
import { fieldId, problemLine, readNumber, ruleField } from './rule-field.js';
import { ofAKindRows, RULE_ROWS } from './rule-rows.js';
import type { RuleRow } from './rule-rows.js';
import type { ProblemClaims } from './rules-editor-model.js';

/** A message about a group of boxes, shown once under the group: its element's id. */
export interface SharedProblem {
  readonly invalid: boolean;
  readonly id: string;
}

/** What a section needs of the editor: the rules as rendered, their problems, and the changes it makes. */
export interface SectionHost {
  /** The rule set being rendered. */
  readonly rules: Ruleset;
  /** Its problems, claimed by the fields that show them. */
  readonly claims: ProblemClaims;
  /** Changes the rule set as it is when called (a tap reads the rules of that moment). */
  edit(change: (rules: Ruleset) => Ruleset): void;
  /** Chooses the scheme for four or more of a kind. */
  setScheme(kind: OfAKindKind): void;
  /** Switches an optional part on (with its last or usual numbers) or off (remembering them). */
  switchPart(path: RulesetPath, usual: unknown, on: boolean): void;
  /** One row of the table, as a field. */
  field(row: RuleRow, shared?: SharedProblem): TemplateResult;
  /** Rows in order; neighbours that share a `row` name sit side by side. */
  rows(rows: readonly RuleRow[]): TemplateResult;
}

/** The scoring section of the house-rules editor. */
export class ScoringSection {
  constructor(private readonly editor: SectionHost) {}

  /** The section's body, inside the editor's `<details>`. */
  render(): TemplateResult {
    const { scoring } = this.editor.rules;
    const facePoints = (face: Face, table: 'singles' | 'triples', label: string) => {
      const path = `scoring.${table}.${face}` as const;
      const value = scoring[table][face];
      const invalid = this.editor.claims.has(path);
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
          this.editor.edit((rules) => withFacePoints(rules, table, face, empty ? null : readNumber(input)));
        }}
      />`;
    };
    const topMessages = this.editor.claims.at('scoring', 'scoring.singles', 'scoring.triples');
    return html`${topMessages.length ? html`<p class="problem" id="scoring-problem" tabindex="-1">${topMessages.join(' ')}</p>` : nothing}
      <div class="field">
        <div class="faces-table">
          <span class="head" aria-hidden="true">${msg('Face', { id: 'rules-editor.column.face', desc: 'Column header: the face of a die' })}</span>
          <span class="head" aria-hidden="true">${msg('Single', { id: 'rules-editor.column.single', desc: 'Column header: points for one die of the face' })}</span>
          <span class="head" aria-hidden="true">${msg('Three', { id: 'rules-editor.column.three', desc: 'Column header: points for three dice of the face' })}</span>
          ${FACES.map((face) => {
            const messages = this.editor.claims.at(`scoring.singles.${face}`, `scoring.triples.${face}`);
            return html`<zs-die .face=${face} decorative></zs-die>
              ${facePoints(face, 'singles', msg(str`A single ${face}`, { id: 'rules-editor.single-box' }))} ${facePoints(face, 'triples', msg(str`Three ${face}s`, { id: 'rules-editor.three-box', desc: 'Three dice of a face, as in "Three 2s"' }))}
              ${messages.length ? html`<p class="problem" id=${`f-scoring-face-${face}-problem`}>${messages.join(' ')}</p>` : nothing}`;
          })}
        </div>
        <p class="hint">${msg('Points for a single die and for three of a kind of each face; leave a box empty when it does not score.')}</p>
      </div>
      ${this.ofAKindFields()}
      <div class="row">${this.optionalPoints('scoring.threePairs', 1500)} ${this.optionalPoints('scoring.twoTriplets', 2500)}</div>
      ${this.editor.rows(RULE_ROWS.scoring)} ${this.straightFields()}`;
  }

  /** Three pairs, two triplets: a switch, and the points while it is on. */
  private optionalPoints(path: 'scoring.threePairs' | 'scoring.twoTriplets', usual: number) {
    const on = getAt(this.editor.rules, path) !== null;
    const pairs = path === 'scoring.threePairs';
    const toggle = ruleField({
      path: `${path}.on`,
      label: pairs ? msg('Three pairs score') : msg('Two triplets score'),
      input: { kind: 'check', value: on },
      messages: this.editor.claims.at(),
      set: (checked) => this.editor.switchPart(path, usual, checked === true),
    });
    return html`<div class="field">
      ${toggle} ${on ? this.editor.field({ path, label: pairs ? msg('Three pairs: points') : msg('Two triplets: points'), input: { kind: 'number' } }) : problemLine(fieldId(path), this.editor.claims.at(path))}
    </div>`;
  }

  /** The scheme for four or more of a kind, and its numbers. */
  private ofAKindFields() {
    const { scoring, diceCount } = this.editor.rules;
    const scheme = scoring.ofAKind;
    const kindMessages = this.editor.claims.at('scoring.ofAKind');
    let parameters: TemplateResult | typeof nothing = nothing;
    if (scheme.kind === 'flat' || scheme.kind === 'multiple') {
      const table = scheme.kind === 'flat' ? 'points' : 'multipliers';
      const messages = this.editor.claims.at(`scoring.ofAKind.${table}`);
      const shared = { invalid: messages.length > 0, id: `f-scoring-ofAKind-${table}-problem` };
      const rows = ofAKindRows(table, diceCount);
      parameters = html`<div class="row" role="group" aria-label=${table === 'points' ? msg('Points for four or more of a kind') : msg('Times the three of a kind')}>
          ${rows.map((row) => this.editor.field(row, shared))}
        </div>
        ${problemLine(`f-scoring-ofAKind-${table}`, messages)}`;
    } else if (scheme.kind === 'add') {
      parameters = this.editor.field({
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
          @change=${(event: Event) => this.editor.setScheme((event.currentTarget as HTMLSelectElement).value as OfAKindKind)}
        >
          ${OF_A_KIND_CHOICES.map((kind) => html`<option value=${kind} .selected=${kind === scheme.kind}>${ofAKindWords(kind)}</option>`)}
        </select>
        <p class="hint" id="f-scoring-ofAKind-hint">${ofAKindHint(scheme.kind)}</p>
        ${problemLine('f-scoring-ofAKind', kindMessages)}
      </div>
      ${parameters}`;
  }

  /** Each straight: its faces, its points, a button to remove it; and one to add another. */
  private straightFields() {
    const { straights } = this.editor.rules.scoring;
    const listMessages = this.editor.claims.at('scoring.straights');
    return html`<fieldset>
      <legend>${msg('Straights', { id: 'rules-editor.straights' })}</legend>
      <div class="field">
        ${straights.length === 0 ? html`<p class="hint">${msg('No straights score.')}</p>` : nothing}
        ${straights.map((straight, index) => {
          const path = `scoring.straights.${index}` as const;
          const number = formatCount(index + 1);
          const facesMessages = this.editor.claims.at(path, `${path}.faces`);
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
              <button type="button" class="button" aria-label=${msg(str`Remove straight ${number}`)} @click=${() => this.editor.edit((rules) => withoutStraight(rules, index))}>
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
                  @click=${() => this.editor.edit((rules) => withStraightFace(rules, index, face))}
                >
                  ${face}
                </button>`,
              )}
            </div>
            ${problemLine(facesId, facesMessages)} ${this.editor.field({ path: `${path}.points`, label: msg(str`Points for straight ${number}`), input: { kind: 'number' } })}
          </div>`;
        })}
        ${problemLine('f-scoring-straights', listMessages)}
        <div><button type="button" class="button" @click=${() => this.editor.edit((rules) => withStraightAdded(rules))}>${msg('Add a straight', { id: 'rules-editor.add-straight' })}</button></div>
        <p class="hint">${straightHint()}</p>
      </div>
    </fieldset>`;
  }
}
