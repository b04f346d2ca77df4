import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Face } from '../../../rules/index.js';
import { diceWord, formatPoints } from '../../text/format.js';
import { basics } from '../../app/theme.js';
import { dieFace, dieFaceStyles } from '../../components/die-face.js';
import { shownName } from '../../text/names.js';

/** A player as the status shows them. */
export interface StatusPlayer {
  readonly name: string;
  readonly score: number;
  readonly onBoard: boolean;
}

/**
 * Whether a list of plain values is different: every stored write hands out a new game state, and
 * a card whose players and kept dice read the same need not be drawn again.
 */
function listChanged(value: unknown, old: unknown): boolean {
  return value !== old && JSON.stringify(value) !== JSON.stringify(old);
}

/**
 * Who is up and where their turn stands, as a player glances at it between throws: the name, their
 * score and whether they are on the board, the turn total, the dice to roll, what they still need to
 * bank, the round, the dice kept so far, and everyone else's score in one scrollable row with a link
 * to the score sheet.
 */
@customElement('zs-turn-status')
export class ZsTurnStatus extends LitElement {
  static override styles = [basics, ...dieFaceStyles, css`
      .status {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 8px;
        padding: 12px 14px 10px;
        border: 1px solid var(--zs-border);
        border-radius: 18px;
        background: var(--zs-surface);
        box-shadow: var(--zs-shadow);
      }

      .who {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 2px 10px;
      }

      h2 {
        margin: 0;
        min-width: 0;
        font-size: 1.375rem;
        font-weight: 800;
        letter-spacing: -0.01em;
        overflow-wrap: anywhere;
      }

      .round {
        margin-left: auto;
        color: var(--zs-text-muted);
        font-size: 0.9375rem;
        white-space: nowrap;
      }

      .score {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 4px 10px;
        color: var(--zs-text-muted);
      }

      .score strong {
        color: var(--zs-text);
        font-variant-numeric: tabular-nums;
      }

      .chip {
        padding: 1px 8px;
        border: 1px solid var(--zs-border);
        border-radius: 999px;
        font-size: 0.8125rem;
        font-weight: 600;
        white-space: nowrap;
      }

      .chip.on {
        border-color: var(--zs-accent);
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
      }

      .numbers {
        display: grid;
        grid-template-columns: 1fr auto;
        align-items: end;
        gap: 12px;
        padding-top: 6px;
        border-top: 1px solid var(--zs-border);
      }

      .label {
        display: block;
        color: var(--zs-text-muted);
        font-size: 0.8125rem;
        font-weight: 600;
        letter-spacing: 0.03em;
        text-transform: uppercase;
      }

      .total {
        display: block;
        font-size: 2.25rem;
        font-weight: 800;
        line-height: 1.05;
        font-variant-numeric: tabular-nums;
      }

      .dice {
        text-align: right;
      }

      .dice .count {
        display: block;
        font-size: 1.5rem;
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
        gap: 4px;
        margin: 0;
        color: var(--zs-text-muted);
        font-size: 0.9375rem;
        --zs-die-size: 22px;
      }

      .kept span {
        margin-right: 4px;
      }

      .others {
        display: flex;
        align-items: center;
        gap: 8px;
        padding-top: 4px;
        border-top: 1px solid var(--zs-border);
      }

      ul {
        display: flex;
        flex: 1;
        gap: 6px;
        min-width: 0;
        margin: 0;
        padding: 2px;
        list-style: none;
        overflow-x: auto;
        scrollbar-width: none;
        /* Fades the last chip so a row that scrolls looks like one. */
        mask-image: linear-gradient(to right, #000 calc(100% - 24px), transparent);
      }

      li {
        flex: none;
        padding: 4px 10px;
        border-radius: 999px;
        background: var(--zs-surface-sunken);
        font-size: 0.9375rem;
        white-space: nowrap;
      }

      li strong {
        font-variant-numeric: tabular-nums;
      }

      /* A long name ends in an ellipsis: every other player's score stays in view as the row scrolls. */
      li bdi {
        display: inline-block;
        max-width: 10em;
        overflow: hidden;
        text-overflow: ellipsis;
        vertical-align: bottom;
      }

      .off {
        color: var(--zs-text-muted);
        font-size: 0.8125rem;
      }

      a {
        display: inline-flex;
        align-items: center;
        flex: none;
        min-height: 44px;
        padding: 0 4px;
        color: var(--zs-accent-strong);
        font-weight: 700;
        white-space: nowrap;
      }

      @media (max-width: 360px) {
        .status {
          padding: 12px 12px 10px;
        }

        .total {
          font-size: 2rem;
        }

        .need {
          font-size: 0.9375rem;
        }
      }

      /* On a short screen the status gives its height to the dice pad below it. */
      @media (max-height: 720px) {
        .status {
          gap: 6px;
          padding: 10px 12px 6px;
        }

        h2 {
          font-size: 1.25rem;
        }

        .numbers {
          padding-top: 4px;
        }

        .label {
          font-size: 0.75rem;
        }

        .total {
          font-size: 1.75rem;
        }

        .dice .count {
          font-size: 1.25rem;
        }

        .others {
          padding-top: 2px;
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
          gap: 8px;
        }

        .dice {
          justify-content: flex-end;
        }
      }
    `,
  ];

  /** Everyone in seat order. */
  @property({ attribute: false, hasChanged: listChanged }) players: readonly StatusPlayer[] = [];

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
    const others = this.players.flatMap((other, seat) => (seat === this.current ? [] : [{ ...other, seat }]));
    return html`<section class="status" aria-labelledby="up">
      <div class="who">
        <h2 id="up"><bdi>${shownName(player.name)}</bdi> is up</h2>
        <span class="round">Round ${this.round}</span>
      </div>
      <div class="score">
        <span>Score <strong>${formatPoints(player.score)}</strong></span>
        ${this.boardStatus
          ? html`<span class="chip ${player.onBoard ? 'on' : ''}">${player.onBoard ? 'On the board' : 'Not on the board yet'}</span>`
          : nothing}
      </div>
      <div class="numbers">
        <div>
          <span class="label">Turn total</span>
          <span class="total">${formatPoints(this.turnTotal)}</span>
        </div>
        <div class="dice">
          <span class="label">To roll</span>
          <span class="count">${diceWord(this.diceToRoll)}</span>
        </div>
      </div>
      ${this.need ? html`<p class="need ${this.needMet ? 'met' : ''}">${this.need}</p>` : nothing}
      ${this.kept.length > 0
        ? html`<p class="kept">
            <span>Kept this cycle:</span>
            ${this.kept.map((face) => dieFace(face))}
            <span class="visually-hidden">${this.kept.join(', ')}</span>
          </p>`
        : nothing}
      <div class="others">
        ${others.length > 0
          ? html`<ul aria-label="Other players' scores" tabindex="0">
              ${others.map(
                (other) => html`<li>
                  <bdi>${shownName(other.name)}</bdi> <strong>${formatPoints(other.score)}</strong>${other.onBoard || !this.boardStatus
                    ? nothing
                    : html` <span class="off">(not on board)</span>`}
                </li>`,
              )}
            </ul>`
          : html`<span class="round">Playing alone</span>`}
        ${this.sheetHref ? html`<a href=${this.sheetHref}>Score sheet</a>` : nothing}
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-turn-status': ZsTurnStatus;
  }
}
