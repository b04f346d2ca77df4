import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
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
import { scoreSheetStyles } from './zs-score-sheet.styles.js';

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
  static override styles = [basics, printPalette, scrollingTables, scoreSheetStyles];

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
