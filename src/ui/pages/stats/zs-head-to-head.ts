import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { headToHead } from '../../../stats/index.js';
import type { GameFacts, PlayerAliases, PlayerStats, StatsFilter } from '../../../stats/index.js';
import { basics, fields } from '../../app/theme.js';
import { formatPoints } from '../../text/format.js';
import { shownName } from '../../text/names.js';
import { HEAD_TO_HEAD, HEAD_TO_HEAD_TERMS, headToHeadSentence } from '../../text/stats-text.js';
import { statsFields, statTiles } from './stats.styles.js';

/**
 * Two people's record in the games both finished: pick a player and whom against; the record
 * reads as a sentence and as numbers. Worked out from the facts it is given, under the page's
 * filter and merged names, so it follows them at once.
 */
@localized()
@customElement('zs-head-to-head')
export class ZsHeadToHead extends LitElement {
  static override styles = [
    basics,
    fields,
    statsFields,
    statTiles,
    css`
      p {
        margin: var(--zs-space-6) 0;
        line-height: 1.45;
      }
    `,
  ];

  /** The people to pick from (the page's cards, in their order). */
  @property({ attribute: false }) people: readonly PlayerStats[] = [];
  /** Every game's facts; the filter picks those that count. */
  @property({ attribute: false }) games: readonly GameFacts[] = [];
  @property({ attribute: false }) filter: StatsFilter = {};
  @property({ attribute: false }) aliases: PlayerAliases = {};

  /** The keys of the two people picked; the first two listed until the player picks. */
  @state() private player = '';
  @state() private against = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('people')) return;
    // A person merged away or filtered out is no longer a choice: the next listed stands in, never
    // the person on the other side (two spellings merged would otherwise meet themselves).
    const keys = this.people.map((person) => person.key);
    const before = [this.player, this.against];
    if (!keys.includes(this.player)) this.player = keys.find((key) => key !== this.against) ?? '';
    if (!keys.includes(this.against) || (this.against === this.player && before[0] !== before[1])) {
      this.against = keys.find((key) => key !== this.player) ?? '';
    }
  }

  override render() {
    if (this.people.length < 2) return html`<p>${HEAD_TO_HEAD.needsTwo}</p>`;
    const select = (id: string, label: string, value: string, pick: (key: string) => void) =>
      html`<div class="field">
        <label for=${id}>${label}</label>
        <select id=${id} class="input" @change=${(event: Event) => pick((event.currentTarget as HTMLSelectElement).value)}>
          ${this.people.map((person) => html`<option value=${person.key} .selected=${person.key === value}>${shownName(person.name)}</option>`)}
        </select>
      </div>`;
    return html`<div class="fields">
        ${select('player', HEAD_TO_HEAD.player, this.player, (key) => (this.player = key))}
        ${select('against', HEAD_TO_HEAD.against, this.against, (key) => (this.against = key))}
      </div>
      ${this.renderRecord()}`;
  }

  private renderRecord() {
    const a = this.people.find((person) => person.key === this.player);
    const b = this.people.find((person) => person.key === this.against);
    if (!a || !b) return nothing;
    const record = a.key === b.key ? null : headToHead(this.games, a.key, b.key, this.filter, this.aliases);
    const rows: readonly [string, number][] = record
      ? [
          [HEAD_TO_HEAD_TERMS.games, record.games],
          [HEAD_TO_HEAD_TERMS.ahead(a.name), record.aAhead],
          [HEAD_TO_HEAD_TERMS.ahead(b.name), record.bAhead],
          [HEAD_TO_HEAD_TERMS.level, record.level],
          [HEAD_TO_HEAD_TERMS.wins(a.name), record.aWins],
          [HEAD_TO_HEAD_TERMS.wins(b.name), record.bWins],
        ]
      : [];
    // One live region whose words change, so a screen reader hears the record of each new pick.
    return html`<p role="status">${record ? headToHeadSentence(a.name, b.name, record) : HEAD_TO_HEAD.samePerson}</p>
      ${record && record.games > 0 ? html`<dl>${rows.map(([term, value]) => html`<div><dt>${term}</dt><dd>${formatPoints(value)}</dd></div>`)}</dl>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-head-to-head': ZsHeadToHead;
  }
}
