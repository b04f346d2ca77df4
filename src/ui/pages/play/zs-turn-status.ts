import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Standing } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import { diceWord, formatCount, formatPoints } from '../../text/format.js';
import { basics } from '../../app/theme.js';
import { dieFace, dieFaceStyles } from '../../components/die-face.js';
import { shownName } from '../../text/names.js';
import { standingNote } from '../../text/play-text.js';

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
  static override styles = [
    basics,
    ...dieFaceStyles,
    css`
      .status {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: var(--zs-space-4);
        padding: var(--zs-space-6) var(--zs-space-7) var(--zs-space-5);
        border: 1px solid var(--zs-border);
        border-radius: var(--zs-radius-xl);
        background: var(--zs-surface);
        box-shadow: var(--zs-shadow);
      }

      .who {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: var(--zs-space-1) var(--zs-space-5);
      }

      h2 {
        margin: 0;
        min-width: 0;
        font-size: var(--zs-font-22);
        font-weight: 800;
        letter-spacing: -0.01em;
        overflow-wrap: anywhere;
      }

      .round {
        margin-left: auto;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-15);
        white-space: nowrap;
      }

      .numbers {
        display: grid;
        grid-template-columns: 1fr auto;
        align-items: end;
        gap: var(--zs-space-6);
        padding-top: var(--zs-space-3);
        border-top: 1px solid var(--zs-border);
      }

      .label {
        display: block;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-13);
        font-weight: 600;
        letter-spacing: 0.03em;
        text-transform: uppercase;
      }

      .total {
        display: block;
        font-size: var(--zs-font-36);
        font-weight: 800;
        line-height: 1.05;
        font-variant-numeric: tabular-nums;
      }

      .dice {
        text-align: right;
      }

      .dice .count {
        display: block;
        font-size: var(--zs-font-24);
        font-weight: 800;
        line-height: 1.1;
        font-variant-numeric: tabular-nums;
      }

      .need {
        margin: 0;
        font-weight: 600;
      }

      .need.met {
        color: var(--zs-accent-strong);
      }

      .kept {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--zs-space-2);
        margin: 0;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-15);
        --zs-die-size: 22px;
      }

      .kept span {
        margin-right: var(--zs-space-2);
      }

      .others {
        padding-top: var(--zs-space-3);
        border-top: 1px solid var(--zs-border);
      }

      ol {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(8.25rem, 1fr));
        gap: var(--zs-space-3);
        margin: 0;
        padding: 0;
        list-style: none;
      }

      li {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        align-items: baseline;
        column-gap: var(--zs-space-3);
        min-width: 0;
        padding: 3px var(--zs-space-4) var(--zs-space-2);
        border: 1px solid transparent;
        border-radius: var(--zs-radius-s);
        background: var(--zs-surface-sunken);
        font-size: var(--zs-font-15);
        line-height: 1.3;
      }

      li.up {
        border-color: var(--zs-accent);
      }

      li.leader {
        box-shadow: inset 3px 0 0 var(--zs-accent);
      }

      li strong {
        font-variant-numeric: tabular-nums;
      }

      /* A long name ends in an ellipsis: the score beside it stays in view. */
      li bdi {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }

      .note {
        grid-column: 1 / -1;
        color: var(--zs-text-muted);
        font-size: var(--zs-font-13);
        font-variant-numeric: tabular-nums;
      }

      li.leader .note {
        color: var(--zs-accent-strong);
        font-weight: 600;
      }

      a {
        font-size: var(--zs-font-15);
        display: inline-flex;
        align-items: center;
        flex: none;
        min-height: 44px;
        padding: 0 var(--zs-space-2);
        color: var(--zs-accent-strong);
        font-weight: 700;
        white-space: nowrap;
      }

      @media (max-width: 360px) {
        .status {
          padding: var(--zs-space-6) var(--zs-space-6) var(--zs-space-5);
        }

        /* Who is up, the round and the sheet's link share one line on the narrowest phones. */
        .who {
          column-gap: var(--zs-space-4);
        }

        h2 {
          font-size: var(--zs-font-20);
        }

        .round,
        a {
          font-size: var(--zs-font-14);
        }

        a {
          padding: 0 var(--zs-space-1);
        }

        .total {
          font-size: var(--zs-font-32);
        }

        .need {
          font-size: var(--zs-font-15);
        }
      }

      /* On a short screen the status gives its height to the dice pad below it. */
      @media (max-height: 720px) {
        .status {
          gap: var(--zs-space-3);
          padding: var(--zs-space-5) var(--zs-space-6) var(--zs-space-3);
        }

        h2 {
          font-size: var(--zs-font-20);
        }

        .numbers {
          padding-top: var(--zs-space-2);
        }

        .label {
          font-size: var(--zs-font-12);
        }

        .total {
          font-size: var(--zs-font-28);
        }

        .dice .count {
          font-size: var(--zs-font-20);
        }

        .others {
          padding-top: var(--zs-space-1);
        }
      }

      /* Short and wide enough: each label sits before its number, on one line. */
      @media (max-height: 720px) and (min-width: 361px) {
        .numbers {
          align-items: baseline;
        }

        .numbers > div {
          display: flex;
          align-items: baseline;
          gap: var(--zs-space-4);
        }

        .dice {
          justify-content: flex-end;
        }
      }
    `,
  ];

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
