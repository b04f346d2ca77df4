import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { RulesetPath } from '../../../rules/index.js';
import { ifDefined } from 'lit/directives/if-defined.js';

/**
 * One setting of the house-rules editor: its label, its input, its hint and its problem, with the
 * input described by the hint and the problem (`aria-describedby`) and marked invalid while there
 * is one. A template rather than an element of its own, so the label, the input and the ids they
 * share stay in the editor's shadow root (a `<label for>` cannot reach into another one).
 */

/** "scoring.straights.1.faces" → "f-scoring-straights-1-faces": an id for the field's box. */
export function fieldId(field: RulesetPath | `${RulesetPath}.on`): string {
  return `f-${field.replaceAll('.', '-')}`;
}

/** The problem line under a field (nothing when there is none). */
export function problemLine(id: string, messages: readonly string[]): TemplateResult | typeof nothing {
  return messages.length === 0 ? nothing : html`<p class="problem" id=${`${id}-problem`}>${messages.join(' ')}</p>`;
}

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

/** The input of a setting, by kind. */
export type FieldInput =
  | {
      readonly kind: 'number';
      readonly value: number;
      readonly step?: number;
      readonly min?: number;
      readonly max?: number;
    }
  | { readonly kind: 'radio'; readonly value: string; readonly choices: readonly Choice<string>[] }
  | { readonly kind: 'check'; readonly value: boolean };

export interface FieldSpec {
  readonly path: RulesetPath | `${RulesetPath}.on`;
  readonly label: string;
  readonly hint?: string;
  readonly input: FieldInput;
  /** The messages for this field. */
  readonly messages: readonly string[];
  /** A message about a group of boxes (a whole table), shown once under the group: its element's id. */
  readonly shared?: { readonly invalid: boolean; readonly id: string };
  /** Called with the new value: a number (NaN for an empty box), a choice, or on/off. */
  readonly set: (value: number | string | boolean) => void;
}

/** What an empty or unfinished number box holds: NaN, which validation reports next to the box. */
export function readNumber(input: HTMLInputElement): number {
  return input.value.trim() === '' ? Number.NaN : Number(input.value);
}

/** One setting, as the editor shows it. */
export function ruleField(spec: FieldSpec): TemplateResult {
  const { path, label, hint, input, messages, shared, set } = spec;
  const id = fieldId(path);
  const invalid = messages.length > 0;
  const hintLine = hint ? html`<p class="hint" id=${`${id}-hint`}>${hint}</p>` : nothing;
  const described = [
    hint ? `${id}-hint` : '',
    invalid ? `${id}-problem` : '',
    input.kind === 'number' && shared?.invalid ? shared.id : '',
  ]
    .filter(Boolean)
    .join(' ');
  switch (input.kind) {
    case 'number':
      return html`<div class="field">
        <label for=${id}>${label}</label>
        <input
          id=${id}
          class="input"
          type="number"
          inputmode="numeric"
          step=${input.step ?? 50}
          min=${input.min ?? 0}
          max=${ifDefined(input.max)}
          .value=${Number.isFinite(input.value) ? String(input.value) : ''}
          aria-invalid=${invalid || shared?.invalid === true ? 'true' : 'false'}
          aria-describedby=${described || nothing}
          @input=${(event: Event) => set(readNumber(event.currentTarget as HTMLInputElement))}
        />
        ${hintLine} ${problemLine(id, messages)}
      </div>`;
    case 'radio':
      return html`<fieldset aria-describedby=${described || nothing}>
        <legend>${label}</legend>
        ${input.choices.map(
          (choice) => html`<label class="option">
            <input
              type="radio"
              name=${id}
              .value=${choice.value}
              .checked=${choice.value === input.value}
              aria-invalid=${invalid ? 'true' : 'false'}
              @change=${() => set(choice.value)}
            />
            ${choice.label}
          </label>`,
        )}
        ${hintLine} ${problemLine(id, messages)}
      </fieldset>`;
    case 'check':
      return html`<div class="field">
        <label class="option">
          <input
            type="checkbox"
            id=${id}
            .checked=${input.value}
            aria-invalid=${invalid ? 'true' : 'false'}
            aria-describedby=${described || nothing}
            @change=${(event: Event) => set((event.currentTarget as HTMLInputElement).checked)}
          />
          ${label}
        </label>
        ${hintLine} ${problemLine(id, messages)}
      </div>`;
  }
}
