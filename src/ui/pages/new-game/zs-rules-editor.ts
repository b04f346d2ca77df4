import { LitElement, css, html, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { FACES, MAX_DICE, MIN_DICE, countWord, presetById, validateRuleset } from '../../../rules/index.js';
import type { Challenges, Face, OfAKindKind, OfAKindScheme, Ruleset, RulesetProblem, Straight, ZilchStreakPenalty } from '../../../rules/index.js';
import { diceWord, formatPoints } from '../../text/format.js';
import { basics, buttons, fields, tokens } from '../../app/theme.js';
import '../../components/zs-die.js';
import { emit } from '../../app/events.js';

/** A rule set being edited: the same shape, writable. Numbers being typed may be NaN (an empty box). */
type Draft<T> = T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;
type RulesDraft = Draft<Ruleset>;

/** The id every house rule set carries; a game keeps its own snapshot, so one id is enough. */
export const HOUSE_RULES_ID = 'house';

/** A house rule set that starts as a copy of `preset`, keeping the group's name for it when given. */
export function houseRulesFrom(preset: Ruleset, name = 'House rules'): Ruleset {
  return { ...structuredClone(preset), id: HOUSE_RULES_ID, name, description: `House rules based on ${preset.name}.` };
}

type Section = 'game' | 'turns' | 'scoring' | 'variations';

/** Which section shows the problems of a field (by its dotted path). */
function sectionOf(field: string): Section {
  if (field.startsWith('turn')) return 'turns';
  if (field.startsWith('scoring')) return 'scoring';
  if (field.startsWith('variations')) return 'variations';
  return 'game';
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What an empty or unfinished number box holds: NaN, which validation reports next to the box. */
function readNumber(input: HTMLInputElement): number {
  return input.value.trim() === '' ? Number.NaN : Number(input.value);
}

const shown = (value: number) => (Number.isFinite(value) ? formatPoints(value) : '…');

/** The starting numbers when a scheme is switched on, before the group types its own. */
function defaultScheme(kind: OfAKindKind, dice: number): OfAKindScheme {
  const entries = Math.max(0, dice - 3);
  switch (kind) {
    case 'flat':
      return { kind, points: Array.from({ length: entries }, (_, i) => 1000 * (i + 1)) };
    case 'multiple':
      return { kind, multipliers: Array.from({ length: entries }, (_, i) => i + 2) };
    case 'add':
      return { kind, perDie: 1000 };
    case 'doubling':
    case 'none':
      return { kind };
  }
}

/** A four-or-more table with one entry per count from four to `dice`; new entries start empty (NaN). */
function resized(scheme: OfAKindScheme, dice: number): OfAKindScheme {
  const needed = Math.max(0, dice - 3);
  // Empty, so the section opens and asks for the numbers instead of inventing points.
  const resize = (values: readonly number[]) => Array.from({ length: needed }, (_, i) => values[i] ?? Number.NaN);
  if (scheme.kind === 'flat') return { kind: 'flat', points: resize(scheme.points) };
  if (scheme.kind === 'multiple') return { kind: 'multiple', multipliers: resize(scheme.multipliers) };
  return scheme;
}

/** Straights a group adds most often, offered in turn by "Add a straight". */
const COMMON_STRAIGHTS: readonly Straight[] = [
  { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
  { faces: [1, 2, 3, 4, 5], points: 750 },
  { faces: [2, 3, 4, 5, 6], points: 750 },
];

interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
}

const OF_A_KIND_CHOICES: readonly Choice<OfAKindKind>[] = [
  { value: 'none', label: 'Not a combination' },
  { value: 'flat', label: 'Fixed points (any face)' },
  { value: 'multiple', label: 'A multiple of the three' },
  { value: 'doubling', label: 'Each extra die doubles' },
  { value: 'add', label: 'Each extra die adds points' },
];

/**
 * House rules: every setting of a rule set that a group changes, grouped in collapsible sections
 * so it stays usable on a phone, starting from a preset. The rule set is checked with
 * `validateRuleset` on every change and each problem is shown next to the field it is about (a
 * section with a problem opens itself and says how many it has). The editor changes its own
 * `rules` and reports every change, including ones that still have problems: nothing typed is
 * thrown away, and whoever starts a game decides what to do with a rule set that has problems.
 *
 * @fires zs-rules-change - The rules changed; `detail.rules` is the whole rule set as it stands.
 */
@customElement('zs-rules-editor')
export class ZsRulesEditor extends LitElement {
  static override styles = [
    tokens,
    basics,
    buttons,
    fields,
    css`
      :host {
        display: block;
      }

      .from {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: 8px;
        align-items: end;
        margin-bottom: 14px;
      }

      .from label {
        grid-column: 1 / -1;
      }

      details {
        border: 1px solid var(--zs-border);
        border-radius: 12px;
        background: var(--zs-surface);
      }

      details + details {
        margin-top: 8px;
      }

      summary {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 2px 10px;
        min-height: 52px;
        box-sizing: border-box;
        padding: 8px 40px 8px 14px;
        position: relative;
        cursor: pointer;
        list-style: none;
        touch-action: manipulation;
      }

      summary::-webkit-details-marker {
        display: none;
      }

      /* A chevron that turns when the section opens. */
      summary::after {
        content: '';
        position: absolute;
        right: 18px;
        top: 50%;
        width: 9px;
        height: 9px;
        border-right: 2px solid var(--zs-text-muted);
        border-bottom: 2px solid var(--zs-text-muted);
        transform: translateY(-70%) rotate(45deg);
        transition: transform 120ms ease-out;
      }

      details[open] > summary::after {
        transform: translateY(-30%) rotate(-135deg);
      }

      .title {
        font-weight: 700;
        font-size: 1.0625rem;
      }

      .sub {
        flex: 1 1 12ch;
        color: var(--zs-text-muted);
        font-size: 0.875rem;
      }

      .badge {
        padding: 2px 8px;
        border-radius: 999px;
        background: var(--zs-danger-soft);
        color: var(--zs-danger);
        font-size: 0.8125rem;
        font-weight: 700;
        white-space: nowrap;
      }

      .body {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
        padding: 4px 14px 16px;
      }

      .field {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 6px;
        min-width: 0;
      }

      label,
      legend,
      .label {
        font-weight: 600;
      }

      fieldset {
        min-width: 0;
        margin: 0;
        padding: 0;
        border: 0;
      }

      legend {
        padding: 0;
        margin-bottom: 4px;
      }

      .input {
        width: 100%;
        font-variant-numeric: tabular-nums;
      }

      input[type='number'] {
        max-width: 12ch;
      }

      /* The same chevron as the rules picker, in the muted text colour of each scheme. */
      select.input {
        appearance: none;
        padding-right: 40px;
        background: var(--zs-surface) no-repeat right 14px center / 14px 14px
          url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 14 14'%3E%3Cpath d='M2 5l5 5 5-5' fill='none' stroke='%235a554b' stroke-width='2'/%3E%3C/svg%3E");
        cursor: pointer;
      }

      @media (prefers-color-scheme: dark) {
        select.input {
          background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 14 14'%3E%3Cpath d='M2 5l5 5 5-5' fill='none' stroke='%23b0aba0' stroke-width='2'/%3E%3C/svg%3E");
        }
      }

      .option {
        display: flex;
        align-items: center;
        gap: 10px;
        min-height: 44px;
        font-weight: 400;
        cursor: pointer;
      }

      .option input {
        flex: none;
        width: 22px;
        height: 22px;
        margin: 0;
        accent-color: var(--zs-accent);
      }

      .hint {
        margin: 0;
        color: var(--zs-text-muted);
        font-size: 0.875rem;
        line-height: 1.4;
      }

      .problem {
        margin: 0;
        line-height: 1.35;
      }

      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 12px 16px;
      }

      .faces-table {
        display: grid;
        grid-template-columns: 44px minmax(0, 12ch) minmax(0, 12ch);
        gap: 6px 10px;
        align-items: center;
      }

      .faces-table .head {
        color: var(--zs-text-muted);
        font-size: 0.875rem;
        font-weight: 600;
      }

      .faces-table zs-die {
        --zs-die-size: 34px;
        justify-self: center;
      }

      .faces-table input {
        max-width: none;
      }

      .faces-table .problem {
        grid-column: 1 / -1;
      }

      .straight {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 8px;
        padding: 10px;
        border: 1px solid var(--zs-border);
        border-radius: 10px;
      }

      .straight-top {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
      }

      .toggles {
        display: grid;
        grid-template-columns: repeat(6, minmax(0, 1fr));
        gap: 4px;
        max-width: 320px;
      }

      .toggle {
        padding: 0;
        font-weight: 700;
      }

      .toggle[aria-pressed='true'] {
        border: 2px solid var(--zs-accent);
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
      }

      .nested {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 12px;
        margin: 4px 0 0 32px;
      }

      .all-problems {
        margin: 0 0 12px;
        padding: 10px 12px;
        border: 1px solid var(--zs-danger);
        border-radius: 10px;
        background: var(--zs-danger-soft);
      }

      .all-problems ul {
        margin: 0;
        padding-left: 18px;
      }

      /* Six toggles of 44px do not fit a 320px phone beside the paddings: two rows of three there. */
      @media (max-width: 400px) {
        .toggles {
          grid-template-columns: repeat(3, minmax(0, 1fr));
          max-width: 240px;
        }
      }

      @media (max-width: 360px) {
        .body {
          padding: 4px 10px 14px;
        }

        .nested {
          margin-left: 12px;
        }
      }

      @media (prefers-reduced-motion: reduce) {
        summary::after {
          transition: none;
        }
      }
    `,
  ];

  /** The rule set being edited (a house rule set; its problems are shown, not refused). */
  @property({ attribute: false }) rules: Ruleset = houseRulesFrom(presetById('farkle'));

  /** The presets a group can start from. */
  @property({ attribute: false }) presets: readonly Ruleset[] = [];

  /** The id of the preset offered in "Start from" (its rules are copied only when the player says so). */
  @property() source = '';
  /** Sections the player opened; a section with a problem is open anyway. */
  @state() private openSections: ReadonlySet<Section> = new Set();
  @state() private problems: readonly RulesetProblem[] = [];

  /** The last numbers of each four-or-more scheme and of switched-off combinations, to bring back. */
  private readonly remembered = new Map<string, unknown>();
  /** Problem fields shown next to a field during this render; the rest are listed at the top. */
  private claimed = new Set<string>();

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('rules')) this.problems = validateRuleset(this.rules);
    if (!this.source || !this.presets.some((preset) => preset.id === this.source)) this.source = this.presets[0]?.id ?? '';
  }

  override render() {
    this.claimed = new Set();
    const sections = html`${this.section('game', 'Game', this.gameSummary(), () => this.gameFields())}
    ${this.section('turns', 'Turns', this.turnSummary(), () => this.turnFields())}
    ${this.section('scoring', 'Scoring', this.scoringSummary(), () => this.scoringFields())}
    ${this.section('variations', 'Variations', this.variationSummary(), () => this.variationFields())}`;
    const unclaimed = this.problems.filter((problem) => !this.claimed.has(problem.field));
    return html`<div class="from">
        <label for="source">Start from</label>
        <select id="source" class="input" @change=${(event: Event) => (this.source = (event.currentTarget as HTMLSelectElement).value)}>
          ${this.presets.map((preset) => html`<option value=${preset.id} .selected=${preset.id === this.source}>${preset.name}</option>`)}
        </select>
        <button type="button" class="button" @click=${this.loadSource}>Copy its rules</button>
      </div>
      ${unclaimed.length > 0
        ? html`<div class="all-problems" id="other-problems" tabindex="-1">
            <ul>
              ${unclaimed.map((problem) => html`<li class="problem">${problem.message}</li>`)}
            </ul>
          </div>`
        : nothing}
      ${sections}`;
  }

  /** Opens the section of the first problem and moves keyboard focus to its field. */
  async focusFirstProblem(): Promise<void> {
    const first = this.problems[0];
    if (!first) return;
    this.openSections = new Set([...this.openSections, sectionOf(first.field)]);
    await this.updateComplete;
    for (const details of this.renderRoot.querySelectorAll('details')) {
      if (details.dataset['section'] === sectionOf(first.field)) details.open = true;
    }
    const target =
      this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      this.renderRoot.querySelector<HTMLElement>('#other-problems') ??
      this.renderRoot.querySelector<HTMLElement>(`[data-section="${sectionOf(first.field)}"] summary`);
    target?.focus();
  }

  // ---- changes ----

  private change(edit: (draft: RulesDraft) => void) {
    const draft = structuredClone(this.rules) as RulesDraft;
    edit(draft);
    const rules = draft as Ruleset;
    this.rules = rules;
    emit(this, 'zs-rules-change', { rules });
  }

  private loadSource() {
    const preset = this.presets.find((candidate) => candidate.id === this.source);
    if (!preset) return;
    const name = this.rules.name.trim() === '' ? 'House rules' : this.rules.name;
    this.remembered.clear();
    this.change((draft) => Object.assign(draft, houseRulesFrom(preset, name)));
  }

  /** Four-or-more tables have one entry per count from four to the dice count: resize them with the dice. */
  private setDiceCount(dice: number) {
    this.change((draft) => {
      draft.diceCount = dice;
      draft.scoring.ofAKind = resized(draft.scoring.ofAKind, dice) as Draft<OfAKindScheme>;
    });
  }

  private setScheme(kind: OfAKindKind) {
    const current = this.rules.scoring.ofAKind;
    this.remembered.set(`ofAKind.${current.kind}`, current);
    const earlier = this.remembered.get(`ofAKind.${kind}`) as OfAKindScheme | undefined;
    const scheme = resized(earlier ?? defaultScheme(kind, this.rules.diceCount), this.rules.diceCount);
    this.change((draft) => {
      draft.scoring.ofAKind = structuredClone(scheme) as Draft<OfAKindScheme>;
    });
  }

  /** Switches an optional part on (with its last or usual numbers) or off (remembering them). */
  private switchPart<T>(key: string, current: (rules: Ruleset) => T | null, fallback: T, set: (draft: RulesDraft, value: T | null) => void, on: boolean) {
    // Read at the moment of the tap: a number typed since the last render is remembered too.
    const now = current(this.rules);
    if (!on && now !== null) this.remembered.set(key, now);
    const value = on ? ((this.remembered.get(key) as T | undefined) ?? fallback) : null;
    this.change((draft) => set(draft, value === null ? null : structuredClone(value)));
  }

  private addStraight() {
    const listed = new Set(this.rules.scoring.straights.map((straight) => [...straight.faces].sort().join('-')));
    const next = COMMON_STRAIGHTS.find(
      (straight) => !listed.has(straight.faces.join('-')) && straight.faces.length <= this.rules.diceCount,
    );
    this.change((draft) => {
      draft.scoring.straights.push(next ? { faces: [...next.faces], points: next.points } : { faces: [], points: Number.NaN });
    });
  }

  private toggleStraightFace(index: number, face: Face) {
    this.change((draft) => {
      const straight = draft.scoring.straights[index];
      if (!straight) return;
      straight.faces = straight.faces.includes(face)
        ? straight.faces.filter((candidate) => candidate !== face)
        : [...straight.faces, face].sort((a, b) => a - b);
    });
  }

  // ---- problems ----

  /** The messages for exactly this field; they count as shown. */
  private problemsAt(...fields: string[]): string[] {
    for (const field of fields) this.claimed.add(field);
    return this.problems.filter((problem) => fields.includes(problem.field)).map((problem) => problem.message);
  }

  private problemCount(section: Section): number {
    return this.problems.filter((problem) => sectionOf(problem.field) === section).length;
  }

  private messages(id: string, messages: readonly string[]) {
    return messages.length === 0
      ? nothing
      : html`<p class="problem" id=${`${id}-problem`}>${messages.join(' ')}</p>`;
  }

  // ---- building blocks ----

  private section(id: Section, title: string, summary: string, body: () => TemplateResult) {
    const count = this.problemCount(id);
    const open = this.openSections.has(id) || count > 0;
    return html`<details data-section=${id} ?open=${open} @toggle=${(event: Event) => this.onToggle(id, event)}>
      <summary>
        <span class="title">${title}</span>
        ${count > 0 ? html`<span class="badge">${count === 1 ? '1 problem' : `${count} problems`}</span>` : nothing}
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

  private numberField(options: {
    field: string;
    label: string;
    value: number;
    set: (draft: RulesDraft, value: number) => void;
    step?: number;
    min?: number;
    max?: number;
    hint?: string;
    /** A message about a group of boxes (a whole table), shown once under the group: its element's id. */
    shared?: { readonly invalid: boolean; readonly id: string };
  }) {
    const { field, label, value, set, step = 50, min = 0, max, hint, shared } = options;
    const id = fieldId(field);
    const messages = this.problemsAt(field);
    const invalid = messages.length > 0 || shared?.invalid === true;
    const described = [hint ? `${id}-hint` : '', messages.length ? `${id}-problem` : '', shared?.invalid ? shared.id : '']
      .filter(Boolean)
      .join(' ');
    return html`<div class="field">
      <label for=${id}>${label}</label>
      <input
        id=${id}
        class="input"
        type="number"
        inputmode="numeric"
        step=${step}
        min=${min}
        max=${max ?? nothing}
        .value=${Number.isFinite(value) ? String(value) : ''}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${described || nothing}
        @input=${(event: Event) => {
          const number = readNumber(event.currentTarget as HTMLInputElement);
          this.change((draft) => set(draft, number));
        }}
      />
      ${hint ? html`<p class="hint" id=${`${id}-hint`}>${hint}</p>` : nothing} ${this.messages(id, messages)}
    </div>`;
  }

  private radioField<T extends string>(field: string, legend: string, choices: readonly Choice<T>[], value: T, set: (draft: RulesDraft, value: T) => void, hint?: string) {
    const id = fieldId(field);
    const messages = this.problemsAt(field);
    const described = [hint ? `${id}-hint` : '', messages.length ? `${id}-problem` : ''].filter(Boolean).join(' ');
    return html`<fieldset aria-describedby=${described || nothing}>
      <legend>${legend}</legend>
      ${choices.map(
        (choice) => html`<label class="option">
          <input
            type="radio"
            name=${id}
            .value=${choice.value}
            .checked=${choice.value === value}
            aria-invalid=${messages.length ? 'true' : 'false'}
            @change=${() => this.change((draft) => set(draft, choice.value))}
          />
          ${choice.label}
        </label>`,
      )}
      ${hint ? html`<p class="hint" id=${`${id}-hint`}>${hint}</p>` : nothing} ${this.messages(id, messages)}
    </fieldset>`;
  }

  private checkField(field: string, label: string, checked: boolean, set: (on: boolean) => void, hint?: string) {
    const id = fieldId(field);
    const messages = this.problemsAt(field);
    const described = [hint ? `${id}-hint` : '', messages.length ? `${id}-problem` : ''].filter(Boolean).join(' ');
    return html`<div class="field">
      <label class="option">
        <input
          type="checkbox"
          id=${id}
          .checked=${checked}
          aria-invalid=${messages.length ? 'true' : 'false'}
          aria-describedby=${described || nothing}
          @change=${(event: Event) => set((event.currentTarget as HTMLInputElement).checked)}
        />
        ${label}
      </label>
      ${hint ? html`<p class="hint" id=${`${id}-hint`}>${hint}</p>` : nothing} ${this.messages(id, messages)}
    </div>`;
  }

  // ---- sections ----

  private gameSummary(): string {
    const { end } = this.rules;
    return `${diceWord(this.rules.diceCount)} · ${end.targetMode === 'more-than' ? 'more than ' : ''}${shown(end.target)} to win`;
  }

  private gameFields() {
    const rules = this.rules;
    const nameMessages = this.problemsAt('name', 'id', 'description');
    const diceMessages = this.problemsAt('diceCount');
    return html`<div class="field">
        <label for="f-name">Name of these rules</label>
        <input
          id="f-name"
          class="input"
          type="text"
          maxlength="60"
          autocomplete="off"
          .value=${rules.name}
          aria-invalid=${nameMessages.length ? 'true' : 'false'}
          aria-describedby=${nameMessages.length ? 'f-name-problem' : nothing}
          @input=${(event: Event) => {
            const name = (event.currentTarget as HTMLInputElement).value;
            this.change((draft) => (draft.name = name));
          }}
        />
        ${this.messages('f-name', nameMessages)}
      </div>
      <div class="field">
        <label for="f-diceCount">Dice</label>
        <select
          id="f-diceCount"
          class="input"
          aria-invalid=${diceMessages.length ? 'true' : 'false'}
          aria-describedby=${diceMessages.length ? 'f-diceCount-problem' : nothing}
          @change=${(event: Event) => this.setDiceCount(Number((event.currentTarget as HTMLSelectElement).value))}
        >
          ${Array.from({ length: MAX_DICE - MIN_DICE + 1 }, (_, i) => MIN_DICE + i).map(
            (count) => html`<option value=${count} .selected=${count === rules.diceCount}>${diceWord(count)}</option>`,
          )}
        </select>
        ${this.messages('f-diceCount', diceMessages)}
      </div>
      ${this.numberField({ field: 'end.target', label: 'Target', value: rules.end.target, set: (draft, value) => (draft.end.target = value) })}
      ${this.radioField(
        'end.targetMode',
        'To win, a score must',
        [
          { value: 'reach', label: `Reach the target (${shown(rules.end.target)} or more)` },
          { value: 'more-than', label: `Pass the target (more than ${shown(rules.end.target)})` },
        ],
        rules.end.targetMode,
        (draft, value) => (draft.end.targetMode = value),
      )}
      ${this.radioField(
        'end.end',
        'When someone gets there',
        [
          { value: 'final-round', label: 'Everyone else has one last turn' },
          { value: 'first-to-reach', label: 'They win at once' },
        ],
        rules.end.end,
        (draft, value) => (draft.end.end = value),
      )}
      ${this.radioField(
        'end.ties',
        'A tie for the win',
        [
          { value: 'shared', label: 'The tied players share the win' },
          { value: 'roll-off', label: 'The tied players throw once more each' },
        ],
        rules.end.ties,
        (draft, value) => (draft.end.ties = value),
      )}
      ${this.checkField(
        'end.firstPlayerThrowOff',
        'Throw off for the first player',
        rules.end.firstPlayerThrowOff,
        (on) => this.change((draft) => (draft.end.firstPlayerThrowOff = on)),
        `Each player throws all ${diceWord(rules.diceCount)}; the most pips starts.`,
      )}`;
  }

  private turnSummary(): string {
    const { turn } = this.rules;
    const parts = [
      turn.openingMinimum > 0 ? `${shown(turn.openingMinimum)} to open` : 'No minimum to open',
      turn.laterMinimum > 0 ? `${shown(turn.laterMinimum)} after` : '',
      turn.hotDice === 'must-continue' ? 'turning the corner' : turn.hotDice === 'lock' ? 'hot dice lock' : '',
      turn.startOfTurn === 'fresh' ? '' : turn.startOfTurn === 'build-off' ? 'build off' : 'inherit',
    ];
    return parts.filter(Boolean).join(' · ');
  }

  private turnFields() {
    const { turn } = this.rules;
    return html`<div class="row">
        ${this.numberField({
          field: 'turn.openingMinimum',
          label: 'To get on the board',
          value: turn.openingMinimum,
          set: (draft, value) => (draft.turn.openingMinimum = value),
          hint: 'Points in one turn; 0 for none.',
        })}
        ${this.numberField({
          field: 'turn.laterMinimum',
          label: 'To bank after that',
          value: turn.laterMinimum,
          set: (draft, value) => (draft.turn.laterMinimum = value),
          hint: '0 for none.',
        })}
      </div>
      ${this.radioField(
        'turn.hotDice',
        'When all the dice have scored (hot dice)',
        [
          { value: 'may-continue', label: 'Roll them all again, or bank' },
          { value: 'must-continue', label: 'Roll them all again: no bank until the next score (turning the corner)' },
          { value: 'lock', label: 'The points so far are safe (lock); roll again or bank' },
        ],
        turn.hotDice,
        (draft, value) => (draft.turn.hotDice = value),
      )}
      ${this.radioField(
        'turn.startOfTurn',
        'A turn starts',
        [
          { value: 'fresh', label: 'Always fresh, with all the dice' },
          { value: 'build-off', label: 'Fresh, or building off the last bank' },
          { value: 'inherit', label: 'Fresh, or inheriting the last bank' },
        ],
        turn.startOfTurn,
        (draft, value) => (draft.turn.startOfTurn = value),
        'Building off and inheriting work the same: the next player may take over the banked points and the dice left.',
      )}
      ${this.checkField(
        'turn.lastDieSecondChance',
        'Two chances with the last die',
        turn.lastDieSecondChance,
        (on) => this.change((draft) => (draft.turn.lastDieSecondChance = on)),
        'With one die left, a throw that does not score is thrown again before it counts as a zilch.',
      )}`;
  }

  private scoringSummary(): string {
    const { scoring } = this.rules;
    const parts = [
      `1 = ${shown(scoring.singles[1] ?? Number.NaN)}`,
      `5 = ${shown(scoring.singles[5] ?? Number.NaN)}`,
      scoring.ofAKind.kind === 'none' ? '' : 'four of a kind',
      scoring.threePairs === null ? '' : 'three pairs',
      scoring.straights.length === 0 ? '' : scoring.straights.length === 1 ? '1 straight' : `${scoring.straights.length} straights`,
    ];
    return parts.filter(Boolean).join(' · ');
  }

  private scoringFields() {
    const rules = this.rules;
    const { scoring } = rules;
    const facePoints = (face: Face, table: 'singles' | 'triples', label: string) => {
      const field = `scoring.${table}.${face}`;
      const id = fieldId(field);
      const value = scoring[table][face];
      const invalid = this.problems.some((problem) => problem.field === field);
      const problemId = `f-scoring-face-${face}-problem`;
      return html`<input
        id=${id}
        class="input"
        type="number"
        inputmode="numeric"
        step="50"
        min="0"
        aria-label=${label}
        .value=${value === undefined || !Number.isFinite(value) ? '' : String(value)}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${invalid ? problemId : nothing}
        @input=${(event: Event) => {
          const input = event.currentTarget as HTMLInputElement;
          const points = readNumber(input);
          this.change((draft) => {
            // An empty box: that face does not score in that role.
            const others = Object.entries(draft.scoring[table]).filter(([key]) => Number(key) !== face);
            const empty = input.value.trim() === '' && input.validity.valid;
            draft.scoring[table] = Object.fromEntries(empty ? others : [...others, [face, points]]);
          });
        }}
      />`;
    };
    const topMessages = this.problemsAt('scoring', 'scoring.singles', 'scoring.triples');
    return html`${topMessages.length ? html`<p class="problem" id="scoring-problem" tabindex="-1">${topMessages.join(' ')}</p>` : nothing}
      <div class="field">
        <div class="faces-table">
          <span class="head" aria-hidden="true">Face</span>
          <span class="head" aria-hidden="true">Single</span>
          <span class="head" aria-hidden="true">Three</span>
          ${FACES.map((face) => {
            const messages = this.problemsAt(`scoring.singles.${face}`, `scoring.triples.${face}`);
            return html`<zs-die .face=${face} decorative></zs-die>
              ${facePoints(face, 'singles', `A single ${face}`)} ${facePoints(face, 'triples', `Three ${face}s`)}
              ${messages.length ? html`<p class="problem" id=${`f-scoring-face-${face}-problem`}>${messages.join(' ')}</p>` : nothing}`;
          })}
        </div>
        <p class="hint">Points for a single die and for three of a kind of each face; leave a box empty when it does not score.</p>
      </div>
      ${this.ofAKindFields()}
      <div class="row">
        ${this.optionalPoints('scoring.threePairs', 'Three pairs', (rules) => rules.scoring.threePairs, 1500, (draft, value) => (draft.scoring.threePairs = value))}
        ${this.optionalPoints('scoring.twoTriplets', 'Two triplets', (rules) => rules.scoring.twoTriplets, 2500, (draft, value) => (draft.scoring.twoTriplets = value))}
      </div>
      ${this.checkField(
        'scoring.fourOfAKindAndPairIsThreePairs',
        'Four of a kind and a pair count as three pairs',
        scoring.fourOfAKindAndPairIsThreePairs,
        (on) => this.change((draft) => (draft.scoring.fourOfAKindAndPairIsThreePairs = on)),
      )}
      ${this.straightFields()}`;
  }

  /** Three pairs, two triplets: a switch, and the points while it is on. */
  private optionalPoints(
    field: string,
    name: string,
    current: (rules: Ruleset) => number | null,
    usual: number,
    set: (draft: RulesDraft, value: number | null) => void,
  ) {
    const points = current(this.rules);
    const on = points !== null;
    const switchMessages = on ? [] : this.problemsAt(field);
    return html`<div class="field">
      ${this.checkField(`${field}.on`, `${name} score`, on, (checked) => this.switchPart(field, current, usual, set, checked))}
      ${on
        ? this.numberField({ field, label: `${name}: points`, value: points, set: (draft, value) => set(draft, value) })
        : this.messages(fieldId(field), switchMessages)}
    </div>`;
  }

  private ofAKindFields() {
    const { scoring, diceCount } = this.rules;
    const scheme = scoring.ofAKind;
    const kindMessages = this.problemsAt('scoring.ofAKind');
    const entries = Math.max(0, diceCount - 3);
    const countLabel = (i: number) => `${capitalised(countWord(i + 4))} of a kind`;
    let parameters: TemplateResult | typeof nothing = nothing;
    if (scheme.kind === 'flat') {
      const messages = this.problemsAt('scoring.ofAKind.points');
      const shared = { invalid: messages.length > 0, id: 'f-scoring-ofAKind-points-problem' };
      parameters = html`<div class="row" role="group" aria-label="Points for four or more of a kind">
          ${Array.from({ length: entries }, (_, i) =>
            this.numberField({
              field: `scoring.ofAKind.points.${i}`,
              label: countLabel(i),
              value: scheme.points[i] ?? Number.NaN,
              shared,
              set: (draft, value) => {
                if (draft.scoring.ofAKind.kind === 'flat') draft.scoring.ofAKind.points[i] = value;
              },
            }),
          )}
        </div>
        ${this.messages('f-scoring-ofAKind-points', messages)}`;
    } else if (scheme.kind === 'multiple') {
      const messages = this.problemsAt('scoring.ofAKind.multipliers');
      const shared = { invalid: messages.length > 0, id: 'f-scoring-ofAKind-multipliers-problem' };
      parameters = html`<div class="row" role="group" aria-label="Times the three of a kind">
          ${Array.from({ length: entries }, (_, i) =>
            this.numberField({
              field: `scoring.ofAKind.multipliers.${i}`,
              label: `${countLabel(i)}: ×`,
              value: scheme.multipliers[i] ?? Number.NaN,
              shared,
              step: 1,
              min: 1,
              set: (draft, value) => {
                if (draft.scoring.ofAKind.kind === 'multiple') draft.scoring.ofAKind.multipliers[i] = value;
              },
            }),
          )}
        </div>
        ${this.messages('f-scoring-ofAKind-multipliers', messages)}`;
    } else if (scheme.kind === 'add') {
      parameters = this.numberField({
        field: 'scoring.ofAKind.perDie',
        label: 'Points for each die beyond three',
        value: scheme.perDie,
        set: (draft, value) => {
          if (draft.scoring.ofAKind.kind === 'add') draft.scoring.ofAKind.perDie = value;
        },
      });
    }
    const hints: Record<OfAKindKind, string> = {
      none: 'Extra dice are just more combinations: four 1s are three 1s and a single 1.',
      flat: 'The same points whatever the face.',
      multiple: 'Four 2s at ×2 are worth 2 × 200 = 400.',
      doubling: 'Four of a kind is 2× the three, five 4×, six 8×.',
      add: 'Four 2s with 1,000 per die are worth 200 + 1,000.',
    };
    return html`<div class="field">
        <label for="f-scoring-ofAKind">Four or more of a kind</label>
        <select
          id="f-scoring-ofAKind"
          class="input"
          aria-invalid=${kindMessages.length ? 'true' : 'false'}
          aria-describedby=${kindMessages.length ? 'f-scoring-ofAKind-hint f-scoring-ofAKind-problem' : 'f-scoring-ofAKind-hint'}
          @change=${(event: Event) => this.setScheme((event.currentTarget as HTMLSelectElement).value as OfAKindKind)}
        >
          ${OF_A_KIND_CHOICES.map((choice) => html`<option value=${choice.value} .selected=${choice.value === scheme.kind}>${choice.label}</option>`)}
        </select>
        <p class="hint" id="f-scoring-ofAKind-hint">${hints[scheme.kind]}</p>
        ${this.messages('f-scoring-ofAKind', kindMessages)}
      </div>
      ${parameters}`;
  }

  private straightFields() {
    const { straights } = this.rules.scoring;
    const listMessages = this.problemsAt('scoring.straights');
    return html`<fieldset>
      <legend>Straights</legend>
      <div class="field">
        ${straights.length === 0 ? html`<p class="hint">No straights score.</p>` : nothing}
        ${straights.map((straight, index) => {
          const field = `scoring.straights.${index}`;
          const number = index + 1;
          const facesMessages = this.problemsAt(field, `${field}.faces`);
          const facesId = fieldId(`${field}.faces`);
          const name = straight.faces.length > 0 ? straight.faces.join('-') : `Straight ${number}`;
          return html`<div class="straight">
            <div class="straight-top">
              <span class="label">${name}</span>
              <button type="button" class="button" aria-label=${`Remove straight ${number}`} @click=${() => this.change((draft) => draft.scoring.straights.splice(index, 1))}>
                Remove
              </button>
            </div>
            <div
              class="toggles"
              role="group"
              aria-label=${`Faces of straight ${number}`}
              aria-describedby=${facesMessages.length ? `${facesId}-problem` : nothing}
            >
              ${FACES.map(
                (face) => html`<button
                  type="button"
                  class="button toggle"
                  aria-pressed=${straight.faces.includes(face) ? 'true' : 'false'}
                  aria-invalid=${facesMessages.length ? 'true' : nothing}
                  @click=${() => this.toggleStraightFace(index, face)}
                >
                  ${face}
                </button>`,
              )}
            </div>
            ${this.messages(facesId, facesMessages)}
            ${this.numberField({
              field: `${field}.points`,
              label: `Points for straight ${number}`,
              value: straight.points,
              set: (draft, value) => {
                const edited = draft.scoring.straights[index];
                if (edited) edited.points = value;
              },
            })}
          </div>`;
        })}
        ${this.messages('f-scoring-straights', listMessages)}
        <div><button type="button" class="button" @click=${this.addStraight}>Add a straight</button></div>
        <p class="hint">A straight uses each of its faces once; with more dice the others still score.</p>
      </div>
    </fieldset>`;
  }

  private variationSummary(): string {
    const { variations } = this.rules;
    const on = [
      variations.pyramiding ? 'pyramiding' : '',
      variations.surpassing ? 'surpassing' : '',
      variations.challenges ? 'challenges' : '',
      variations.zilchStreakPenalty ? 'zilch penalty' : '',
    ].filter(Boolean);
    return on.length === 0 ? 'None' : capitalised(on.join(' · '));
  }

  private variationFields() {
    const { variations } = this.rules;
    const challenges = variations.challenges;
    const streak = variations.zilchStreakPenalty;
    const penaltyMessages = challenges ? this.problemsAt('variations.challenges.zilchPenalties') : [];
    const penaltyShared = { invalid: penaltyMessages.length > 0, id: 'f-variations-challenges-zilchPenalties-problem' };
    return html`${this.checkField(
        'variations.pyramiding',
        'Pyramiding',
        variations.pyramiding,
        (on) => this.change((draft) => (draft.variations.pyramiding = on)),
        'Dice set aside earlier in the cycle combine with new ones: a frozen 5 and two new 5s make three 5s.',
      )}
      ${this.checkField(
        'variations.surpassing',
        'Surpassing',
        variations.surpassing,
        (on) => this.change((draft) => (draft.variations.surpassing = on)),
        "To bank, a turn must beat the previous player's last turn.",
      )}
      ${this.checkField(
        'variations.challenges',
        'Challenges',
        challenges !== null,
        (on) =>
          this.switchPart<Challenges>(
            'variations.challenges',
            (rules) => rules.variations.challenges,
            { scoreDividing: 5000, zilchPenalties: [600, 2000] },
            (draft, value) => (draft.variations.challenges = value as Draft<Challenges> | null),
            on,
          ),
        'Twice a game a player may challenge an opponent: the bank is taken from them, a zilch costs a penalty.',
      )}
      ${challenges
        ? html`<div class="nested">
            ${this.numberField({
              field: 'variations.challenges.scoreDividing',
              label: 'First challenge below, second from',
              value: challenges.scoreDividing,
              set: (draft, value) => {
                if (draft.variations.challenges) draft.variations.challenges.scoreDividing = value;
              },
            })}
            <div class="row">
              ${([0, 1] as const).map((which) =>
                this.numberField({
                  field: `variations.challenges.zilchPenalties.${which}`,
                  label: which === 0 ? 'A zilch costs, first challenge' : 'A zilch costs, second challenge',
                  value: challenges.zilchPenalties[which],
                  shared: penaltyShared,
                  set: (draft, value) => {
                    if (draft.variations.challenges) draft.variations.challenges.zilchPenalties[which] = value;
                  },
                }),
              )}
            </div>
            ${this.messages('f-variations-challenges-zilchPenalties', penaltyMessages)}
          </div>`
        : nothing}
      ${this.checkField(
        'variations.zilchStreakPenalty',
        'A penalty for zilches in a row',
        streak !== null,
        (on) =>
          this.switchPart<ZilchStreakPenalty>(
            'variations.zilchStreakPenalty',
            (rules) => rules.variations.zilchStreakPenalty,
            { zilches: 3, points: 500 },
            (draft, value) => (draft.variations.zilchStreakPenalty = value),
            on,
          ),
      )}
      ${streak
        ? html`<div class="nested row">
            ${this.numberField({
              field: 'variations.zilchStreakPenalty.zilches',
              label: 'Zilches in a row',
              value: streak.zilches,
              step: 1,
              min: 2,
              max: 10,
              set: (draft, value) => {
                if (draft.variations.zilchStreakPenalty) draft.variations.zilchStreakPenalty.zilches = value;
              },
            })}
            ${this.numberField({
              field: 'variations.zilchStreakPenalty.points',
              label: 'Points lost',
              value: streak.points,
              set: (draft, value) => {
                if (draft.variations.zilchStreakPenalty) draft.variations.zilchStreakPenalty.points = value;
              },
            })}
          </div>`
        : nothing}`;
  }
}

/** "scoring.straights.1.faces" → "f-scoring-straights-1-faces": an id for the field's box. */
function fieldId(field: string): string {
  return `f-${field.replaceAll('.', '-')}`;
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-rules-editor': ZsRulesEditor;
  }
}
