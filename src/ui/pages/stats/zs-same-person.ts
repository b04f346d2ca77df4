import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { emit } from '../../app/events.js';
import { basics, buttons, fields, lists, notices } from '../../app/theme.js';
import { shownName } from '../../text/names.js';
import { SAME_PERSON, mergedPair, separateLabel } from '../../text/stats-text.js';
import { statsFields } from './stats.styles.js';

/** A person to pick: their key and how they are written. */
export interface NamedPerson {
  readonly key: string;
  readonly name: string;
}

/** A spelling merged into another (`into`, as written), by the spelling's key. */
export interface MergedName extends NamedPerson {
  readonly into: string;
}

/**
 * Two spellings of one person that the app did not match ("Ben" and "Benjamin"): pick a name and
 * the name it is the same person as, then Merge; each merge is listed with Separate to take it
 * back. The page stores the merges and says how it went (`problem`, `done`).
 *
 * @fires zs-names-merge - Merge was tapped; `detail.name` and `detail.into` are the two keys.
 * @fires zs-names-separate - Separate was tapped; `detail.key` is the merged spelling's key.
 */
@localized()
@customElement('zs-same-person')
export class ZsSamePerson extends LitElement {
  static override styles = [
    basics,
    buttons,
    fields,
    lists,
    notices,
    statsFields,
    css`
      p {
        margin: 0 0 var(--zs-space-6);
        line-height: 1.45;
      }

      .merge {
        min-height: 48px;
        margin-top: var(--zs-space-6);
        padding: 0 var(--zs-space-12);
        border: 1px solid var(--zs-accent);
        border-radius: var(--zs-radius-m);
        font-weight: 700;
        cursor: pointer;
      }

      .problem,
      .done {
        margin: var(--zs-space-5) 0 0;
      }

      .done:empty,
      .problem:empty {
        display: none;
      }

      h4 {
        margin: var(--zs-space-9) 0 var(--zs-space-4);
        font-size: var(--zs-font-16);
      }

      li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: var(--zs-space-3) var(--zs-space-6);
        padding: var(--zs-space-2) 0 var(--zs-space-2) var(--zs-space-6);
        border-radius: var(--zs-radius-s);
        background: var(--zs-surface-sunken);
      }

      li span {
        min-width: 0;
        overflow-wrap: anywhere;
      }
    `,
  ];

  /** The people that can be merged, as they are written. */
  @property({ attribute: false }) people: readonly NamedPerson[] = [];
  /** The merges stored. */
  @property({ attribute: false }) merged: readonly MergedName[] = [];
  /** Why the last merge was refused or not stored; empty when it was. */
  @property() problem = '';
  /** What the last merge or separation did, once stored. */
  @property() done = '';

  @state() private name = '';
  @state() private into = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('people')) return;
    const keys = this.people.map((person) => person.key);
    if (!keys.includes(this.name)) this.name = keys[0] ?? '';
    if (!keys.includes(this.into)) this.into = keys.find((key) => key !== this.name) ?? '';
  }

  override render() {
    return html`<p>${SAME_PERSON.explain}</p>
      ${this.people.length < 2 ? html`<p>${SAME_PERSON.needsTwo}</p>` : this.renderMerge()}
      <p class="done" role="status">${this.done}</p>
      ${
        this.merged.length > 0
          ? html`<h4 id="merged">${SAME_PERSON.merged}</h4>
            <ul aria-labelledby="merged">
              ${this.merged.map(
                (pair) => html`<li>
                  <span>${mergedPair(pair.name, pair.into)}</span>
                  <button type="button" class="button" aria-label=${separateLabel(pair.name, pair.into)} @click=${() => emit(this, 'zs-names-separate', { key: pair.key })}>
                    ${SAME_PERSON.separate}
                  </button>
                </li>`,
              )}
            </ul>`
          : nothing
      }`;
  }

  private renderMerge() {
    const select = (id: string, label: string, value: string, pick: (key: string) => void) =>
      html`<div class="field">
        <label for=${id}>${label}</label>
        <select id=${id} class="input" aria-describedby="merge-problem" @change=${(event: Event) => pick((event.currentTarget as HTMLSelectElement).value)}>
          ${this.people.map((person) => html`<option value=${person.key} .selected=${person.key === value}>${shownName(person.name)}</option>`)}
        </select>
      </div>`;
    return html`<div class="fields">
        ${select('merge-name', SAME_PERSON.name, this.name, (key) => (this.name = key))}
        ${select('merge-into', SAME_PERSON.into, this.into, (key) => (this.into = key))}
      </div>
      <button type="button" class="primary merge" @click=${() => emit(this, 'zs-names-merge', { name: this.name, into: this.into })}>${SAME_PERSON.merge}</button>
      <p id="merge-problem" class="problem" role="alert">${this.problem}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-same-person': ZsSamePerson;
  }
}
