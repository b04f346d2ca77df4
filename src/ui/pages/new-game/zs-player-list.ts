import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing, svg } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { MAX_NAME_LENGTH, MAX_PLAYERS, normalisePlayerName, samePlayerName } from '../../../game/index.js';
import { isolatedName } from '../../text/names.js';
import { formatCount } from '../../text/format.js';
import { basics, buttons, fields, lists } from '../../app/theme.js';
import { emit } from '../../app/events.js';
import { tooManyPlayers } from '../../text/count-text.js';
import { playerListStyles } from './zs-player-list.styles.js';

const icon = (path: string) =>
  svg`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d=${path} fill="none" stroke="currentColor" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round" /></svg>`;

const UP = icon('M12 19V5M6 11l6-6 6 6');
const DOWN = icon('M12 5v14M6 13l6 6 6-6');
const REMOVE = icon('M6 6l12 12M18 6L6 18');
const PLUS = icon('M12 5v14M5 12h14');

/**
 * The row's buttons, named by the player, or by the seat while the name is blank: each its own
 * sentence, so a language words "player 3" as its sentence needs.
 */
function rowLabels(name: string | null, seat: number) {
  const n = formatCount(seat + 1);
  return name === null
    ? { up: msg(str`Move player ${n} up`), down: msg(str`Move player ${n} down`), remove: msg(str`Remove player ${n}`) }
    : { up: msg(str`Move ${name} up`), down: msg(str`Move ${name} down`), remove: msg(str`Remove ${name}`) };
}

/**
 * The players of a new game in seat order: add (typed, or one tap on a name from earlier games),
 * rename in place, move up and down, remove. The list changes itself and reports every change; the
 * page decides whether the names can start a game and passes that sentence back as `problem`,
 * shown under the list and tied to the fields it is about.
 *
 * @fires zs-players-change - The names changed; `detail.players` is the new list in seat order.
 */
@localized()
@customElement('zs-player-list')
export class ZsPlayerList extends LitElement {
  static override styles = [basics, lists, buttons, fields, playerListStyles];

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
    const duplicate = (name: string, seat: number) =>
      !blank(name) && players.some((other, i) => i !== seat && samePlayerName(other, name));
    const labels = (name: string, seat: number) =>
      rowLabels(blank(name) ? null : isolatedName(normalisePlayerName(name)), seat);
    const offered = this.recent.filter((name) => !players.some((player) => samePlayerName(player, name))).slice(0, 12);
    const problemId = this.problem ? 'players-problem' : undefined;
    return html`${
      players.length > 0
        ? html`<ol aria-label=${msg('Players', { id: 'player-list.players', desc: 'Name of the list of a new game’s players' })}>
            ${players.map((name, seat) => {
              const label = labels(name, seat);
              return html`<li>
                <span class="seat" aria-hidden="true">${seat + 1}</span>
                <input
                  type="text"
                  class="input"
                  data-row=${seat}
                  data-control="name"
                  aria-label=${msg(str`Player ${formatCount(seat + 1)} name`)}
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
                  { control: 'up', name: label.up, off: seat === 0, act: () => this.move(seat, -1), icon: UP },
                  {
                    control: 'down',
                    name: label.down,
                    off: seat === players.length - 1,
                    act: () => this.move(seat, 1),
                    icon: DOWN,
                  },
                  { control: 'remove', name: label.remove, off: false, act: () => this.removeAt(seat), icon: REMOVE },
                ].map(
                  (button) =>
                    html`<button type="button" class="icon" data-row=${seat} data-control=${button.control} aria-label=${button.name} ?disabled=${button.off} @click=${button.act}>
                      ${button.icon}
                    </button>`,
                )}
              </li>`;
            })}
          </ol>`
        : nothing
    }
      <form novalidate @submit=${this.onAdd}>
        <input
          type="text"
          class="input"
          data-control="add"
          aria-label=${msg("New player's name")}
          placeholder=${players.length === 0 ? msg('First player’s name') : msg('Next player’s name')}
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
        <button type="submit" class="add soft">${msg('Add', { id: 'player-list.add', desc: 'Button: add the typed name to the players' })}</button>
      </form>
      ${this.addProblem ? html`<p class="problem" id="add-problem" role="alert">${this.addProblem}</p>` : nothing}
      ${
        offered.length > 0
          ? html`<div class="recent" role="group" aria-labelledby="recent-label">
            <span class="recent-label" id="recent-label">${msg('Played before', { desc: 'Label over names from earlier games, each a button that adds the player' })}</span>
            ${offered.map(
              (
                name,
              ) => html`<button type="button" class="chip" aria-label=${msg(str`Add ${name}`)} @click=${() => this.addRecent(name)}>
                ${PLUS}<bdi>${name}</bdi>
              </button>`,
            )}
          </div>`
          : nothing
      }
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
    const control = (name: string) =>
      root.querySelector<HTMLElement>(`[data-row="${target.row}"][data-control="${name}"]:not(:disabled)`);
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
    const shown = isolatedName(name);
    if (name === '') this.addProblem = msg('Type a name first.');
    else if (this.players.some((player) => samePlayerName(player, name)))
      this.addProblem = msg(str`${shown} is playing already.`);
    else if (this.players.length >= MAX_PLAYERS) this.addProblem = tooManyPlayers(MAX_PLAYERS);
    else {
      this.change([...this.players, name]);
      const seat = formatCount(this.players.length);
      this.say(msg(str`${shown} added, seat ${seat}.`));
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
    const place = formatCount(to + 1);
    this.say(
      name ? msg(str`${isolatedName(name)} moved to seat ${place}.`) : msg(str`The player moved to seat ${place}.`),
    );
  }

  private removeAt(seat: number) {
    const name = normalisePlayerName(this.players[seat] ?? '');
    const players = this.players.filter((_, i) => i !== seat);
    this.change(players);
    this.focusNext = players.length === 0 ? 'add' : { row: Math.min(seat, players.length - 1), control: 'remove' };
    this.say(name ? msg(str`${isolatedName(name)} removed.`) : msg('The player removed.'));
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
