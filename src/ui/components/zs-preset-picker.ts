import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Ruleset } from '../../rules/index.js';
import { rulesFacts } from '../text/format.js';
import { presetDescription, presetName } from '../text/preset-text.js';
import { basics } from '../app/theme.js';
import { emit } from '../app/events.js';

/**
 * Chooses one rule set from a list with a native select (the phone's own picker), and shows the
 * chosen one's description and, at a glance, the facts players compare: dice, target, minimums.
 *
 * @fires zs-preset-change - The player chose another rule set; `detail.id` is its id.
 */
@localized()
@customElement('zs-preset-picker')
export class ZsPresetPicker extends LitElement {
  static override styles = [
    basics,
    css`
      label {
        display: block;
        margin-bottom: var(--zs-space-3);
        font-size: var(--zs-font-14);
        font-weight: 600;
        color: var(--zs-text-muted);
      }

      .select {
        position: relative;
      }

      select {
        appearance: none;
        box-sizing: border-box;
        width: 100%;
        min-height: 48px;
        padding: var(--zs-space-5) 44px var(--zs-space-5) var(--zs-space-7);
        border: 1px solid var(--zs-border);
        border-radius: var(--zs-radius-m);
        background: var(--zs-surface);
        color: var(--zs-text);
        font-size: var(--zs-font-17);
        font-weight: 600;
        cursor: pointer;
      }

      .chevron {
        position: absolute;
        top: 50%;
        right: 16px;
        width: 10px;
        height: 10px;
        border-right: 2px solid var(--zs-text-muted);
        border-bottom: 2px solid var(--zs-text-muted);
        transform: translateY(-70%) rotate(45deg);
        pointer-events: none;
      }

      p {
        margin: var(--zs-space-5) 0 0;
        color: var(--zs-text-muted);
        line-height: 1.4;
      }

      ul {
        display: flex;
        flex-wrap: wrap;
        gap: var(--zs-space-3);
        margin: var(--zs-space-5) 0 0;
        padding: 0;
        list-style: none;
      }

      li {
        padding: 3px var(--zs-space-5);
        border-radius: var(--zs-radius-round);
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
        font-size: var(--zs-font-14);
        font-weight: 600;
        white-space: nowrap;
      }
    `,
  ];

  /** The rule sets to choose from. */
  @property({ attribute: false }) presets: readonly Ruleset[] = [];

  /** The id of the chosen rule set. */
  @property() value = '';

  override render() {
    const chosen = this.presets.find((preset) => preset.id === this.value);
    return html`<label for="preset">${msg('Rules', { id: 'preset-picker.label', desc: 'Label of the list of rule sets to choose from' })}</label>
      <div class="select">
        <select id="preset" aria-describedby="about" @change=${this.onChange}>
          ${this.presets.map(
            (preset) =>
              html`<option value=${preset.id} .selected=${preset.id === this.value}>${presetName(preset)}</option>`,
          )}
        </select>
        <span class="chevron" aria-hidden="true"></span>
      </div>
      <div id="about">
        ${
          chosen
            ? html`<p>${presetDescription(chosen)}</p>
              <ul aria-label=${msg('At a glance', { id: 'preset-picker.facts', desc: 'A list of the main facts of the chosen rule set: dice, target, minimums' })}>
                ${rulesFacts(chosen).map((fact) => html`<li>${fact}</li>`)}
              </ul>`
            : ''
        }
      </div>`;
  }

  private onChange(event: Event) {
    const select = event.currentTarget as HTMLSelectElement;
    this.value = select.value;
    emit(this, 'zs-preset-change', { id: select.value });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-preset-picker': ZsPresetPicker;
  }
}
