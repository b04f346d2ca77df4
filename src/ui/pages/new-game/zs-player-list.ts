import { LitElement, css, html, nothing, svg } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { MAX_NAME_LENGTH, MAX_PLAYERS, normalisePlayerName, samePlayerName } from '../../../game/index.js';
import { isolatedName } from '../../text/names.js';
import { basics, buttons, fields, lists } from '../../app/theme.js';
import { emit } from '../../app/events.js';

const icon = (path: string) =>
  svg`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d=${path} fill="none" stroke="currentColor" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round" /></svg>`;

const UP = icon('M12 19V5M6 11l6-6 6 6');
const DOWN = icon('M12 5v14M6 13l6 6 6-6');
const REMOVE = icon('M6 6l12 12M18 6L6 18');
const PLUS = icon('M12 5v14M5 12h14');

/**
 * The players of a new game in seat order: add (typed, or one tap on a name from earlier games),
 * rename in place, move up and down, remove. The list changes itself and reports every change; the
 * page decides whether the names can start a game and passes that sentence back as `problem`,
 * shown under the list and tied to the fields it is about.
 *
 * @fires zs-players-change - The names changed; `detail.players` is the new list in seat order.
 */
@customElement('zs-player-list')
export class ZsPlayerList extends LitElement {
  static override styles = [basics, lists, buttons, fields, css`
      ol {
        grid-template-columns: minmax(0, 1fr);
        gap: 8px;
        margin: 0 0 12px;
      }

      li {
        display: flex;
        align-items: center;
        gap: 4px;
      }

      .seat {
        flex: none;
        width: 26px;
        color: var(--zs-text-muted);
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        text-align: center;
      }

      .input {
        flex: 1;
        min-width: 0;
        border-radius: 12px;
      }

      .icon {
        display: grid;
        place-items: center;
        flex: none;
        width: 44px;
        height: 44px;
        padding: 0;
        border: 0;
        border-radius: 10px;
        background: transparent;
        color: var(--zs-text);
        cursor: pointer;
      }

      .icon:disabled {
        color: var(--zs-border);
        cursor: default;
      }

      @media (hover: hover) {
        .icon:hover:not(:disabled) {
          background: var(--zs-surface-sunken);
        }
      }

      form {
        display: flex;
        gap: 8px;
      }

      .add {
        flex: none;
        min-width: 76px;
        min-height: 48px;
        padding: 0 16px;
        border-radius: 12px;
      }

      .recent {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        margin-top: 12px;
      }

      .recent-label {
        width: 100%;
        color: var(--zs-text-muted);
        font-size: 0.875rem;
        font-weight: 600;
      }

      .chip {
        display: inline-flex;
        align-items: center;
        gap: 4px;
        max-width: 100%;
        text-align: start;
        padding: 0 14px 0 10px;
      }

      @media (hover: hover) {
        .chip:hover,
        .add:hover {
          background: var(--zs-accent-soft);
        }
      }

      .problem {
        margin: 10px 0 0;
        line-height: 1.35;
      }

      @media (max-width: 360px) {
        .seat {
          display: none;
        }

        li {
          gap: 0;
        }
      }
    `,
  ];

  /** The players' names in seat order (the first seat starts unless a throw-off decides). */
  @property({ attribute: false }) players: readonly string[] = [];

  /** Names from earlier games, most recent first, offered as one-tap chips when not playing yet. */
  @property({ attribute: false }) recent: readonly string[] = [];

  /** Why these names cannot start a game (from `setupProblem`), shown under the list; empty when fine. */
  @property() problem = '';

  /** The name being typed into the add field. */
  @state() private draftName = '';
  /** Why the last add was refused. */
  @state() private addProblem = '';
  /** What the polite live region says after a move or a removal. */
  @state() private announcement = '';

  /** Focus to restore after the next render: a control of a row, or the add field. */
  private focusNext: { row: number; control: 'name' | 'up' | 'down' | 'remove' } | 'add' | null = null;

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('players') && this.addProblem) this.addProblem = '';
  }

  override render() {
    const players = this.players;
    // A name of nothing but spaces or hidden characters is blank: normalised, nothing is left.
    const blank = (name: string) => normalisePlayerName(name) === '';
    const duplicate = (name: string, seat: number) => !blank(name) && players.some((other, i) => i !== seat && samePlayerName(other, name));
    const label = (name: string, seat: number) => (blank(name) ? `player ${seat + 1}` : isolatedName(normalisePlayerName(name)));
    const offered = this.recent.filter((name) => !players.some((player) => samePlayerName(player, name))).slice(0, 12);
    const problemId = this.problem ? 'players-problem' : undefined;
    return html`${players.length > 0
        ? html`<ol aria-label="Players">
            ${players.map(
              (name, seat) => html`<li>
                <span class="seat" aria-hidden="true">${seat + 1}</span>
                <input
                  type="text"
                  class="input"
                  data-row=${seat}
                  data-control="name"
                  aria-label=${`Player ${seat + 1} name`}
                  .value=${name}
                  maxlength=${MAX_NAME_LENGTH}
                  autocomplete="off"
                  autocapitalize="words"
                  enterkeyhint="done"
                  spellcheck="false"
                  aria-invalid=${this.problem && (blank(name) || duplicate(name, seat)) ? 'true' : 'false'}
                  aria-describedby=${problemId ?? nothing}
                  @input=${(event: InputEvent) => this.rename(seat, (event.currentTarget as HTMLInputElement).value)}
                />
                ${[
                  { control: 'up', name: `Move ${label(name, seat)} up`, off: seat === 0, act: () => this.move(seat, -1), icon: UP },
                  { control: 'down', name: `Move ${label(name, seat)} down`, off: seat === players.length - 1, act: () => this.move(seat, 1), icon: DOWN },
                  { control: 'remove', name: `Remove ${label(name, seat)}`, off: false, act: () => this.removeAt(seat), icon: REMOVE },
                ].map(
                  (button) =>
                    html`<button type="button" class="icon" data-row=${seat} data-control=${button.control} aria-label=${button.name} ?disabled=${button.off} @click=${button.act}>
                      ${button.icon}
                    </button>`,
                )}
              </li>`,
            )}
          </ol>`
        : nothing}
      <form novalidate @submit=${this.onAdd}>
        <input
          type="text"
          class="input"
          data-control="add"
          aria-label="New player's name"
          placeholder=${players.length === 0 ? 'First player’s name' : 'Next player’s name'}
          .value=${this.draftName}
          maxlength=${MAX_NAME_LENGTH}
          autocomplete="off"
          autocapitalize="words"
          enterkeyhint="done"
          spellcheck="false"
          aria-invalid=${this.addProblem ? 'true' : 'false'}
          aria-describedby=${this.addProblem ? 'add-problem' : nothing}
          @input=${(event: InputEvent) => {
            this.draftName = (event.currentTarget as HTMLInputElement).value;
            this.addProblem = '';
          }}
        />
        <button type="submit" class="add soft">Add</button>
      </form>
      ${this.addProblem ? html`<p class="problem" id="add-problem" role="alert">${this.addProblem}</p>` : nothing}
      ${offered.length > 0
        ? html`<div class="recent" role="group" aria-labelledby="recent-label">
            <span class="recent-label" id="recent-label">Played before</span>
            ${offered.map(
              (name) => html`<button type="button" class="chip" aria-label=${`Add ${name}`} @click=${() => this.addRecent(name)}>
                ${PLUS}<bdi>${name}</bdi>
              </button>`,
            )}
          </div>`
        : nothing}
      ${this.problem ? html`<p class="problem" id="players-problem">${this.problem}</p>` : nothing}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
  }

  protected override updated(): void {
    const target = this.focusNext;
    if (!target) return;
    this.focusNext = null;
    const root = this.renderRoot;
    if (target === 'add') {
      root.querySelector<HTMLElement>('[data-control="add"]')?.focus();
      return;
    }
    const control = (name: string) => root.querySelector<HTMLElement>(`[data-row="${target.row}"][data-control="${name}"]:not(:disabled)`);
    // At the top or the bottom the button just used is disabled: the other move button takes focus.
    (control(target.control) ?? control(target.control === 'up' ? 'down' : 'up') ?? control('remove'))?.focus();
  }

  /** Moves keyboard focus to the first name that is empty or taken twice, or to the add field. */
  focusFirstProblem(): void {
    const invalid = this.renderRoot.querySelector<HTMLElement>('input[aria-invalid="true"]');
    (invalid ?? this.renderRoot.querySelector<HTMLElement>('[data-control="add"]'))?.focus();
  }

  private change(players: readonly string[]) {
    this.players = players;
    emit(this, 'zs-players-change', { players });
  }

  /**
   * Adds a name, normalised (hidden and control characters out, spaces folded), unless it is
   * empty, playing already, or one too many; says why it was not added.
   */
  private add(typed: string): boolean {
    const name = normalisePlayerName(typed);
    if (name === '') this.addProblem = 'Type a name first.';
    else if (this.players.some((player) => samePlayerName(player, name))) this.addProblem = `${isolatedName(name)} is playing already.`;
    else if (this.players.length >= MAX_PLAYERS) this.addProblem = `A game has at most ${MAX_PLAYERS} players.`;
    else {
      this.change([...this.players, name]);
      this.say(`${isolatedName(name)} added, seat ${this.players.length}.`);
      return true;
    }
    return false;
  }

  private onAdd(event: SubmitEvent) {
    event.preventDefault();
    if (this.add(this.draftName)) this.draftName = '';
    this.focusNext = 'add';
    this.requestUpdate();
  }

  private addRecent(name: string) {
    this.add(name);
    // The chip is gone: the field for the next name is where the player carries on.
    this.focusNext = 'add';
  }

  private rename(seat: number, name: string) {
    this.change(this.players.map((player, i) => (i === seat ? name : player)));
  }

  private move(seat: number, by: -1 | 1) {
    const to = seat + by;
    if (to < 0 || to >= this.players.length) return;
    const players = [...this.players];
    const [moved] = players.splice(seat, 1);
    players.splice(to, 0, moved ?? '');
    this.change(players);
    this.focusNext = { row: to, control: by < 0 ? 'up' : 'down' };
    const name = normalisePlayerName(moved ?? '');
    this.say(`${name ? isolatedName(name) : 'The player'} moved to seat ${to + 1}.`);
  }

  private removeAt(seat: number) {
    const name = normalisePlayerName(this.players[seat] ?? '');
    const players = this.players.filter((_, i) => i !== seat);
    this.change(players);
    this.focusNext = players.length === 0 ? 'add' : { row: Math.min(seat, players.length - 1), control: 'remove' };
    this.say(`${name ? isolatedName(name) : 'The player'} removed.`);
  }

  private say(message: string) {
    this.announcement = this.announcement === message ? `${message}\u00a0` : message;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-player-list': ZsPlayerList;
  }
}
