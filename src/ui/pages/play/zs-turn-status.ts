import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Standing } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import { diceWord, formatCount, formatPoints } from '../../text/format.js';
import { basics } from '../../app/theme.js';
import { dieFace, dieFaceStyles } from '../../components/die-face.js';
import { shownName } from '../../text/names.js';
import { standingNote } from '../../text/status-text.js';
import { turnStatusStyles } from './zs-turn-status.styles.js';

/** A player as the status names them (their numbers are in `standings`). */
export interface StatusPlayer {
  readonly name: string;
}

/**
 * Whether a list of plain values is different: every stored write hands out a new game state, and
 * a card whose players and kept dice read the same need not be drawn again.
 */
function listChanged(value: unknown, old: unknown): boolean {
  return value !== old && JSON.stringify(value) !== JSON.stringify(old);
}

/**
 * Who is up and where their turn stands, as a player glances at it between throws: the name, the
 * round and the score sheet's link, the turn total, the dice to roll, what they still need to bank,
 * the dice kept so far; and the standings for the whole table: every player's score in seat order
 * (the player up among them, outlined), wrapping onto more rows rather than scrolling, the leader
 * and who is next marked, each one's gap to the leader (or, in the final round, what they need to
 * win) and whether they are on the board.
 */
@localized()
@customElement('zs-turn-status')
export class ZsTurnStatus extends LitElement {
  static override styles = [basics, ...dieFaceStyles, turnStatusStyles];

  /** Everyone in seat order. */
  @property({ attribute: false, hasChanged: listChanged }) players: readonly StatusPlayer[] = [];

  /** Everyone's place, in seat order (`standings` of the game). */
  @property({ attribute: false, hasChanged: listChanged }) standings: readonly Standing[] = [];

  /** The seat of the player who is up. */
  @property({ type: Number }) current = 0;

  /** What the player would bank now. */
  @property({ type: Number, attribute: 'turn-total' }) turnTotal = 0;

  /** Dice the player rolls next. */
  @property({ type: Number, attribute: 'dice-to-roll' }) diceToRoll = 6;

  /** 1-based round. */
  @property({ type: Number }) round = 1;

  /** What they still need to bank, in words ("500 to get on the board: 150 to go"); empty for nothing. */
  @property() need = '';

  /** True when `need` is met (drawn as good news rather than as a task). */
  @property({ type: Boolean, attribute: 'need-met' }) needMet = false;

  /** Dice set aside so far in this cycle. */
  @property({ attribute: false, hasChanged: listChanged }) kept: readonly Face[] = [];

  /** Whether the rules have an opening minimum, so being on the board means something. */
  @property({ type: Boolean, attribute: 'board-status' }) boardStatus = false;

  /** Where the score sheet is. */
  @property({ attribute: 'sheet-href' }) sheetHref = '';

  override render() {
    const player = this.players[this.current];
    if (!player) return nothing;
    return html`<section class="status" aria-labelledby="up">
      <div class="who">
        <h2 id="up">${msg(html`<bdi>${shownName(player.name)}</bdi> is up`, { desc: 'Heading: whose turn it is' })}</h2>
        <span class="round">${msg(str`Round ${formatCount(this.round)}`, { id: 'turn-status.round' })}</span>
        ${this.sheetHref ? html`<a href=${this.sheetHref}>${msg('Score sheet')}</a>` : nothing}
      </div>
      <div class="numbers">
        <div>
          <span class="label">${msg('Turn total', { desc: 'Label: the points of the turn so far' })}</span>
          <span class="total">${formatPoints(this.turnTotal)}</span>
        </div>
        <div class="dice">
          <span class="label">${msg('To roll', { desc: 'Label: how many dice the player throws next ("To roll: 4 dice")' })}</span>
          <span class="count">${diceWord(this.diceToRoll)}</span>
        </div>
      </div>
      ${this.need ? html`<p class="need ${this.needMet ? 'met' : ''}">${this.need}</p>` : nothing}
      ${
        this.kept.length > 0
          ? html`<p class="kept">
            <span>${msg('Kept this cycle:', { desc: 'Before the dice set aside since the turn (or hot dice) began' })}</span>
            ${this.kept.map((face) => dieFace(face))}
            <span class="visually-hidden">${this.kept.join(', ')}</span>
          </p>`
          : nothing
      }
      <div class="others">
        <ol aria-label=${msg('Standings')}>
          ${this.standings.map((standing) => {
            const note = standingNote(standing, this.boardStatus && this.standings.some((place) => place.onBoard));
            return html`<li class=${[standing.up ? 'up' : '', standing.leader ? 'leader' : ''].join(' ').trim()}>
              <bdi>${shownName(this.players[standing.seat]?.name ?? '')}</bdi>
              <strong>${formatPoints(standing.score)}</strong><span class="visually-hidden"> ${msg('points,', { desc: 'Read out after a score in the standings: "Ana 1,050 points, 200 behind"' })}</span>
              <span class="note"><span aria-hidden="true">${note.shown}</span><span class="visually-hidden">${note.spoken}</span></span>
            </li>`;
          })}
        </ol>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-turn-status': ZsTurnStatus;
  }
}
