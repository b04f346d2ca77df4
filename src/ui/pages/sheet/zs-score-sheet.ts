import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatCount, formatPoints } from '../../text/format.js';
import type {
  ScoreSheet,
  SheetAdjustment,
  SheetCell,
  SheetColumn,
  SheetMark,
  SheetRow,
  SheetTurnLine,
} from '../../../export/sheet.js';
import {
  formatChange,
  formatSigned,
  markWords,
  outcomeWords,
  tieBreakWords,
  turnLabel,
} from '../../text/sheet-text.js';
import { basics, printPalette, scrollingTables } from '../../app/theme.js';
import { emit } from '../../app/events.js';

/**
 * The score sheet as on paper: a column per player (in playing order), a row per round, each
 * turn's result with the running total under it, the marks of the turn (on the board, take-over,
 * challenge, target reached, final round) in small words below, and the totals at the foot. A
 * finished turn is a button: tapping it asks to correct it. On a phone the round column stays put
 * while the players' columns scroll sideways inside the sheet; on paper the sheet prints whole.
 *
 * @fires zs-turn-pick - A finished turn was tapped; `detail.turnIndex` is its index.
 */
@localized()
@customElement('zs-score-sheet')
export class ZsScoreSheet extends LitElement {
  static override styles = [
    basics,
    printPalette,
    scrollingTables,
    css`
      .outcome {
        margin: 0 0 var(--zs-space-5);
        overflow-wrap: anywhere;
        padding: var(--zs-space-5) var(--zs-space-7);
        border-radius: var(--zs-radius-l);
        background: var(--zs-surface);
        border: 1px solid var(--zs-border);
        font-weight: 700;
        font-size: var(--zs-font-17);
      }

      .outcome.finished {
        background: var(--zs-accent-soft);
        border-color: var(--zs-accent);
        color: var(--zs-accent-strong);
        font-size: var(--zs-font-20);
        font-weight: 800;
      }

      .tie-break {
        display: block;
        font-size: var(--zs-font-14);
        font-weight: 600;
      }

      table {
        border-collapse: separate;
        border-spacing: 0;
        font-size: var(--zs-font-15);
      }

      caption {
        caption-side: top;
        text-align: left;
        padding: var(--zs-space-5) var(--zs-space-6) var(--zs-space-3);
        font-weight: 800;
        font-size: var(--zs-font-16);
        background: var(--zs-surface);
      }

      /* The title stays in view while the players' columns scroll sideways. */
      .caption-text {
        position: sticky;
        left: 12px;
      }

      th,
      td {
        border-bottom: 1px solid var(--zs-border);
        vertical-align: top;
      }

      thead th {
        padding: var(--zs-space-4) var(--zs-space-3) var(--zs-space-3);
        text-align: right;
        vertical-align: bottom;
        font-weight: 700;
        line-height: 1.2;
        overflow-wrap: anywhere;
        border-bottom: 2px solid var(--zs-text);
      }

      thead th.winner,
      tfoot td.winner {
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
      }

      .corner,
      th[scope='row'] {
        position: sticky;
        left: 0;
        z-index: 1;
        background: var(--zs-surface);
        box-shadow: 1px 0 0 var(--zs-border);
      }

      .corner {
        border-bottom: 2px solid var(--zs-text);
      }

      th[scope='row'] {
        width: 2.75rem;
        min-width: 2.75rem;
        padding: var(--zs-space-3) var(--zs-space-2) var(--zs-space-3) var(--zs-space-4);
        text-align: left;
        font-weight: 600;
        font-size: var(--zs-font-13);
        color: var(--zs-text-muted);
        line-height: 1.15;
      }

      th[scope='row'] .number {
        display: block;
        font-size: var(--zs-font-17);
        font-weight: 800;
        color: var(--zs-text);
      }

      .final-label {
        display: block;
        margin-top: var(--zs-space-1);
        font-size: var(--zs-font-11);
        font-weight: 700;
        color: var(--zs-warning-text);
        text-transform: uppercase;
        letter-spacing: 0.02em;
      }

      tr.first-final > * {
        border-top: 2px solid var(--zs-warning-border);
      }

      td {
        box-sizing: border-box;
        min-width: 3.5rem;
        padding: 0;
        text-align: right;
      }

      .line {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        gap: 1px;
        width: 100%;
        box-sizing: border-box;
        padding: var(--zs-space-3) var(--zs-space-3);
        text-align: right;
      }

      button.line {
        min-height: 52px;
        margin: 0;
        border: 0;
        border-radius: 0;
        background: transparent;
        color: inherit;
        cursor: pointer;
        font: inherit;
      }

      @media (hover: hover) {
        button.line:hover {
          background: var(--zs-accent-soft);
        }
      }

      button.line:focus-visible {
        outline-offset: -3px;
      }

      .result {
        font-weight: 700;
        font-size: var(--zs-font-16);
        line-height: 1.2;
      }

      .zilch .result {
        color: var(--zs-danger);
      }

      .total {
        color: var(--zs-text-muted);
        font-size: var(--zs-font-13);
        line-height: 1.2;
        border-top: 1px solid var(--zs-border);
        padding-top: 1px;
        min-width: 3rem;
      }

      .marks {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        gap: 1px;
        margin-top: var(--zs-space-1);
      }

      .mark {
        font-size: var(--zs-font-11);
        font-weight: 700;
        line-height: 1.2;
        padding: 1px var(--zs-space-2);
        border-radius: var(--zs-radius-xs);
        background: var(--zs-surface-sunken);
        color: var(--zs-text);
      }

      .mark.on-board {
        background: var(--zs-accent-soft);
        color: var(--zs-accent-strong);
      }

      .mark.reached-target,
      .mark.final-turn {
        background: var(--zs-warning-soft);
        color: var(--zs-warning-text);
      }

      .mark.challenge {
        background: var(--zs-danger-soft);
        color: var(--zs-danger);
      }

      .adjustment {
        padding-top: var(--zs-space-2);
        padding-bottom: var(--zs-space-2);
      }

      .line + .adjustment,
      .adjustment + .line {
        border-top: 1px dashed var(--zs-border);
      }

      .adjustment .result {
        font-size: var(--zs-font-14);
        color: var(--zs-danger);
      }

      td.current {
        background: var(--zs-accent-soft);
        box-shadow: inset 0 0 0 2px var(--zs-accent);
      }

      .up {
        font-weight: 800;
        color: var(--zs-accent-strong);
      }

      tfoot th[scope='row'] {
        font-size: var(--zs-font-15);
        color: var(--zs-text);
        font-weight: 800;
      }

      tfoot th,
      tfoot td {
        border-top: 2px solid var(--zs-text);
        border-bottom: 0;
      }

      tfoot td {
        padding: var(--zs-space-4) var(--zs-space-3);
        font-weight: 800;
        font-size: var(--zs-font-17);
      }

      tfoot .note {
        display: block;
        font-size: var(--zs-font-12);
        font-weight: 700;
      }

      tfoot .note.off-board {
        color: var(--zs-text-muted);
        font-weight: 600;
      }

      .hint {
        margin: var(--zs-space-3) var(--zs-space-1) 0;
        font-size: var(--zs-font-13);
        color: var(--zs-text-muted);
      }

      .empty {
        padding: var(--zs-space-8) var(--zs-space-6);
        color: var(--zs-text-muted);
        text-align: left;
      }

      /* The smallest phones: four players still fit side by side. */
      @media (max-width: 360px) {
        th[scope='row'] {
          width: 2.25rem;
          min-width: 2.25rem;
          padding-left: var(--zs-space-3);
          font-size: var(--zs-font-11);
        }

        .line,
        thead th,
        tfoot td {
          padding-left: var(--zs-space-2);
          padding-right: var(--zs-space-2);
        }

        .result,
        tfoot td {
          font-size: var(--zs-font-15);
        }

        .total {
          min-width: 0;
        }

        .mark {
          padding: 1px 3px;
        }
      }

      @media print {
        .scroll {
          border: 0;
          border-radius: 0;
        }

        table {
          font-size: 8pt;
        }

        caption {
          padding: 0 0 4pt;
          font-size: 11pt;
        }

        thead {
          display: table-header-group;
        }

        tfoot {
          display: table-footer-group;
        }

        tr {
          break-inside: avoid;
        }

        .corner,
        th[scope='row'] {
          position: static;
          box-shadow: none;
        }

        thead th {
          padding: 2pt 4pt;
          max-width: none;
        }

        th[scope='row'] {
          padding: 1pt 4pt;
          width: 1%;
          min-width: 0;
          font-size: 7pt;
          white-space: nowrap;
        }

        th[scope='row'] .number {
          display: inline;
          font-size: 8pt;
        }

        .final-label {
          display: inline;
          margin: 0 0 0 3pt;
          font-size: 6pt;
        }

        td {
          min-width: 0;
        }

        /* Paper has no hover or colour to tell the columns apart: rule them as a paper sheet is. */
        td,
        thead th {
          border-left: 0.5pt solid var(--zs-border);
        }

        .line,
        button.line {
          min-height: 0;
          padding: 1pt 4pt;
          gap: 0;
        }

        .result,
        .adjustment .result {
          font-size: 8pt;
        }

        .total {
          font-size: 7pt;
        }

        .marks {
          margin-top: 0;
        }

        .mark {
          font-size: 6pt;
          padding: 0 2pt;
        }

        tfoot td {
          padding: 2pt 4pt;
          font-size: 9pt;
        }

        .hint {
          display: none;
        }

        .outcome,
        .outcome.finished {
          margin: 0 0 4pt;
          padding: 0;
          border: 0;
          background: none;
          font-size: 11pt;
        }
      }
    `,
  ];

  /** The sheet to show (from `scoreSheet(state)` in src/export/sheet.ts). */
  @property({ attribute: false }) sheet: ScoreSheet | null = null;

  /** Whether finished turns can be tapped to correct them. */
  @property({ type: Boolean }) correctable = false;

  /** Moves keyboard focus to a finished turn's button (after its correction dialog closes). */
  focusTurn(turnIndex: number): void {
    this.renderRoot.querySelector<HTMLButtonElement>(`button[data-turn="${turnIndex}"]`)?.focus();
  }

  override render() {
    const sheet = this.sheet;
    if (!sheet) return nothing;
    const firstFinal = sheet.rows.findIndex((row) => row.finalRound);
    return html`<p id="outcome" class="outcome ${sheet.finished ? 'finished' : ''}">
        ${outcomeWords(sheet.outcome)}${sheet.tieBreak ? html`<span class="tie-break">${tieBreakWords(sheet.tieBreak)}.</span>` : nothing}
      </p>
      <div class="scroll" role="region" aria-labelledby="caption" tabindex="0">
        <table aria-describedby=${this.correctable ? 'outcome hint' : 'outcome'}>
          <caption id="caption"><span class="caption-text">${msg('Score sheet', { id: 'score-sheet.caption', desc: 'Caption of the table of every turn of a game' })}</span></caption>
          <thead>
            <tr>
              <td class="corner"></td>
              ${sheet.columns.map((column) => html`<th scope="col" class=${column.winner ? 'winner' : ''}><bdi>${column.name}</bdi></th>`)}
            </tr>
          </thead>
          <tbody>
            ${
              sheet.rows.length === 0
                ? html`<tr>
                  <td class="empty" colspan=${sheet.columns.length + 1}>${msg('No turns yet: the first one shows here as soon as it ends.')}</td>
                </tr>`
                : sheet.rows.map((row, index) => this.renderRow(sheet, row, index === firstFinal))
            }
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">${msg('Total', { id: 'score-sheet.total', desc: 'Row header at the foot of the score sheet: each player’s final score' })}</th>
              ${sheet.columns.map((column) => this.renderTotal(sheet, column))}
            </tr>
          </tfoot>
        </table>
      </div>
      ${this.correctable && sheet.rows.length > 0 ? html`<p id="hint" class="hint">${msg('Tap a turn to correct it.')}</p>` : nothing}`;
  }

  private renderRow(sheet: ScoreSheet, row: SheetRow, firstFinal: boolean) {
    const round = formatCount(row.round);
    return html`<tr class=${firstFinal ? 'first-final' : ''}>
      <th scope="row">
        ${msg(html`<span class="word">Round</span> <span class="number">${round}</span>`, { desc: 'Row header of the score sheet; the number is styled apart' })}${
          row.finalRound
            ? html`<span class="final-label"><span class="visually-hidden">, </span>${msg('final', { id: 'score-sheet.final', desc: 'Tag on a row header: this round is the final round' })}</span>`
            : nothing
        }
      </th>
      ${row.cells.map((cell, column) => {
        const name = sheet.columns[column]?.name ?? '';
        return this.renderCell(
          cell,
          msg(str`${name}, round ${round}: `, {
            desc: 'Said first by a turn’s button: whose turn it is and in which round',
          }),
        );
      })}
    </tr>`;
  }

  /** `whose`: "Ben, round 2: ", which a turn's button says first (see renderLine). */
  private renderCell(cell: SheetCell, whose: string) {
    if (cell.current) {
      return html`<td class="current" aria-current="true">
        ${cell.lines.map((line) => this.renderLine(line, whose))}
        <div class="line">
          <span class="up">${msg('Up now', { desc: 'In the cell of the player whose turn is being played' })}</span>
          ${cell.current.turnTotal > 0 ? html`<span class="total">${soFar(cell.current.turnTotal)}</span>` : nothing}
        </div>
      </td>`;
    }
    return html`<td>${cell.lines.map((line) => this.renderLine(line, whose))}</td>`;
  }

  private renderLine(line: SheetTurnLine | SheetAdjustment, whose: string) {
    if (line.kind === 'adjustment') {
      return html`<div class="line adjustment">
        <span class="result">${formatChange(line.change)}</span>
        <span class="mark challenge">${msg(
          html`<span class="visually-hidden">, challenge </span>by <bdi>${line.by}</bdi>`,
          {
            desc: 'Under points a player lost to a challenge: who challenged them; the first words are for screen readers only',
          },
        )}</span>
        <span class="total">${totalAfter(formatSigned(line.total))}</span>
      </div>`;
    }
    const content = html`<span class="result">${turnLabel(line)}</span>
      <span class="total">${totalAfter(formatSigned(line.total))}</span>
      ${
        line.marks.length > 0
          ? html`<span class="marks">${line.marks.map((mark) => this.renderMark(mark))}</span>`
          : nothing
      }`;
    const zilch = line.outcome === 'zilch' ? 'zilch' : '';
    if (!this.correctable) return html`<div class="line ${zilch}">${content}</div>`;
    // Read in a table, a cell's headers say whose turn it is; a button reached with Tab is heard on
    // its own, and two players' "600, total 600" would sound alike: it says whose turn first.
    return html`<button
      type="button"
      class="line ${zilch}"
      data-turn=${line.turnIndex}
      aria-haspopup="dialog"
      @click=${() => this.pick(line.turnIndex)}
    >
      <span class="visually-hidden">${whose}</span>${content}
    </button>`;
  }

  private renderMark(mark: SheetMark) {
    // "challenged Ana" would set the width of a whole column on a phone: the cell says "vs Ana",
    // and a screen reader hears "challenge vs Ana".
    if (mark.kind === 'challenge') {
      return html`<span class="mark challenge">${msg(
        html`<span class="visually-hidden">, challenge </span>vs <bdi>${mark.opponent}</bdi>`,
        {
          desc: 'A short tag under a turn: the player challenged; the first words are for screen readers only',
        },
      )}</span>`;
    }
    return html`<span class="mark ${mark.kind}"><span class="visually-hidden">, </span>${markWords(mark)}</span>`;
  }

  private renderTotal(sheet: ScoreSheet, column: SheetColumn) {
    let note: TemplateResult | typeof nothing = nothing;
    if (column.winner)
      note = html`<span class="note">${msg('wins', { id: 'score-sheet.wins', desc: 'Under the winner’s final score' })}</span>`;
    else if (sheet.hasOpeningMinimum && !column.onBoard) {
      note = html`<span class="note off-board">${msg('not on the board', { id: 'score-sheet.not-on-board', desc: 'Under the final score of a player who never reached the opening minimum' })}</span>`;
    }
    return html`<td class=${column.winner ? 'winner' : ''}>${formatSigned(column.score)} ${note}</td>`;
  }

  private pick(turnIndex: number) {
    emit(this, 'zs-turn-pick', { turnIndex });
  }
}

/** "450 so far": the points of the turn being played. */
function soFar(points: number) {
  const shown = formatPoints(points);
  return msg(str`${shown} so far`, { desc: 'The points of the turn being played, not yet banked' });
}

/** A player's total under a turn; the words before it are for screen readers only. */
function totalAfter(total: string) {
  return msg(html`<span class="visually-hidden">, total </span>${total}`, {
    desc: 'A running total under a turn; the word is for screen readers only',
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-score-sheet': ZsScoreSheet;
  }
}
