import { consume } from '@lit/context';
import { localized, msg } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { scoreSheet } from '../../../export/sheet.js';
import type { DamagedGame } from '../../../db/index.js';
import { GameController } from '../../controllers/game-controller.js';
import { damagedGameBanner } from '../../text/damage-text.js';
import { CorrectionSession } from './correction-session.js';
import { preloadExports, SheetExports } from './sheet-exports.js';
import { factsOf, reviewOf } from './sheet-stats.js';
import { routeHash } from '../../app/router.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, notices, printPalette } from '../../app/theme.js';
import type { ZsScoreSheet } from './zs-score-sheet.js';
import './zs-score-sheet.js';
import './zs-correct-turn.js';
import './zs-game-stats.js';
import type { ReviewView } from './zs-game-stats.js';
import '../../components/zs-banner.js';
import { shownName } from '../../text/names.js';
import { presetName } from '../../text/preset-text.js';
import { sheetPageStyles } from './zs-sheet-page.styles.js';
import { startedOn } from '../../text/sheet-text.js';

/** "Print / Save as PDF": the button that prints the sheet. */
const printLabel = () =>
  msg('Print / Save as PDF', {
    id: 'sheet-page.print',
    desc: 'Button: print the score sheet, or save it as a PDF file',
  });
/** The link from the sheet back to the game being played. */
const backToGame = () =>
  msg('Back to the game', {
    id: 'sheet-page.back-to-game',
    desc: 'Link from the score sheet to the game being played',
  });

/**
 * The score sheet of one game (`#/game/:id/sheet`): the table as on paper, corrections of past
 * turns, and the exports: CSV (shared or downloaded), a printed sheet ("Print / Save as PDF") and a
 * backup of every game. It follows the ledger live, so a turn banked in another tab shows at once.
 */
@localized()
@customElement('zs-sheet-page')
export class ZsSheetPage extends LitElement {
  static override styles = [basics, buttons, notices, printPalette, sheetPageStyles];

  /** The id of the game shown. */
  @property({ attribute: false }) gameId = '';

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  @query('zs-score-sheet') private sheetElement?: ZsScoreSheet;

  /** The decision review of the game shown, worked out again whenever the game changes. */
  private readonly review = new Task(this, {
    task: async ([game, services]) => ({ game, view: await reviewOf(game, services) }),
    args: () => [this.game.game, this.services] as const,
  });

  private readonly game = new GameController(
    this,
    () => this.services,
    () => this.gameId,
  ).session;

  /** The exports' buttons and what the last one did. */
  private readonly exports = new SheetExports(() => this.requestUpdate());

  /** The corrections of past turns, on the game shown. */
  private readonly corrections = new CorrectionSession(
    this.game,
    {
      announce: (message) => this.services?.announce(message),
      drawn: () => this.updateComplete,
      focusTurn: (turnIndex) => void this.focusTurn(turnIndex),
    },
    () => this.requestUpdate(),
  );

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The route may hand this page another game: the controller follows the id by itself
    // (GameController.hostUpdate); what the page said about the old game goes.
    if (changed.has('gameId') && changed.get('gameId')) {
      this.exports.clear();
      this.corrections.reset();
    }
  }

  override firstUpdated(): void {
    preloadExports();
  }

  override render() {
    const loaded = this.game.game;
    const damaged = this.game.damaged;
    if (damaged && damaged.row.id === this.gameId) return this.renderDamaged(damaged);
    if (loaded === undefined) {
      if (this.game.problem) return html`<p class="notice" role="alert">${this.game.problem}</p>`;
      return html`<p class="loading" role="status">${msg('Loading the score sheet…')}</p>`;
    }
    if (loaded === null) {
      return html`<div class="notice">
        <h2>${msg('Score sheet', { id: 'sheet-page.heading', desc: 'Heading of the page of a game’s score sheet' })}</h2>
        <p>${msg('This game is not on this device: it may have been deleted.')}</p>
        <p><a href=${routeHash({ page: 'games' })}>${msg('Go to the games')}</a></p>
      </div>`;
    }
    const state = loaded.state;
    const sheet = scoreSheet(state);
    const names = state.players.map(
      (player, seat) => html`${seat > 0 ? ', ' : ''}<bdi>${shownName(player.name)}</bdi>`,
    );
    const started = startedOn(loaded.row.createdAt);
    return html`
      <div class="top">
        <div>
          <h2>${names}</h2>
          <p class="meta">${presetName(state.rules)} · ${started}</p>
        </div>
        ${state.phase === 'finished' ? nothing : html`<a class="tile primary play" href=${routeHash({ page: 'play', id: loaded.row.id })}>${backToGame()}</a>`}
      </div>
      ${this.game.problem ? html`<p class="report error" role="alert">${this.game.problem}</p>` : nothing}
      <zs-score-sheet .sheet=${sheet} ?correctable=${true} @zs-turn-pick=${this.onTurnPick}></zs-score-sheet>
      <zs-game-stats .facts=${factsOf(loaded)} .review=${this.reviewView()}></zs-game-stats>
      <div class="toolbar">
        <button type="button" class="tile" ?disabled=${this.exports.exporting === 'csv'} @click=${this.onExportCsv}>${msg('Export CSV', { id: 'sheet-page.export-csv', desc: 'Button: share or download the score sheet as a CSV file' })}</button>
        <button type="button" class="tile" @click=${this.onPrint}>${printLabel()}</button>
        <button type="button" class="tile backup" ?disabled=${this.exports.exporting === 'backup'} @click=${this.onBackUp}>${msg('Back up all games', { id: 'sheet-page.back-up', desc: 'Button: download one file with every game on this device' })}</button>
      </div>
      ${this.renderCorrected()}
      <p class="report ${this.exports.report && !this.exports.report.ok ? 'error' : ''}" role="status">${this.exports.report?.message ?? ''}</p>
      ${this.renderDialog()}
    `;
  }

  private reviewView(): ReviewView {
    const task = this.review;
    if (task.status === TaskStatus.ERROR)
      return { state: 'failed', message: task.error instanceof Error ? task.error.message : String(task.error) };
    // A review of the game as it stood before a change is not shown as this game's.
    const value = task.value;
    return value && value.game === this.game.game ? value.view : { state: 'working' };
  }

  /** What the last correction did, and its undo while the game is as the correction left it. */
  private renderCorrected() {
    const { corrected, undoOffered, undoing } = this.corrections;
    if (!corrected && !undoOffered) return nothing;
    return html`<div class="corrected">
      ${corrected ? html`<p class="report">${corrected}</p>` : nothing}
      ${
        undoOffered
          ? html`<button type="button" class="tile" ?disabled=${undoing} @click=${() => void this.corrections.undo()}>${msg('Undo the correction')}</button>`
          : nothing
      }
    </div>`;
  }

  /**
   * The sheet of a game whose stored log does not replay: the turns before the damaged entry, with
   * why, read-only (no corrections), and the record to download.
   */
  private renderDamaged(damaged: DamagedGame) {
    const banner = damagedGameBanner(damaged);
    const state = damaged.state;
    const started = startedOn(damaged.row.createdAt);
    return html`
      <div class="top">
        <div>
          <h2>${damaged.row.players.join(', ')}</h2>
          <p class="meta">${presetName({ id: damaged.row.summary.rulesId, name: damaged.row.summary.rulesName })} · ${started}</p>
        </div>
        <a class="tile primary play" href=${routeHash({ page: 'play', id: damaged.row.id })}>${backToGame()}</a>
      </div>
      <zs-banner tone="danger" heading=${banner.heading}>${banner.text}</zs-banner>
      ${state ? html`<zs-score-sheet .sheet=${scoreSheet(state)}></zs-score-sheet>` : nothing}
      <div class="toolbar">
        <button type="button" class="tile" ?disabled=${this.exports.exporting === 'record'} @click=${() => void this.exports.record(damaged)}>${msg('Download the record', { desc: 'Button: save the damaged game’s stored record as a file' })}</button>
        ${state ? html`<button type="button" class="tile" @click=${this.onPrint}>${printLabel()}</button>` : nothing}
      </div>
      <p class="report ${this.exports.report && !this.exports.report.ok ? 'error' : ''}" role="status">${this.exports.report?.message ?? ''}</p>
    `;
  }

  private renderDialog() {
    const corrections = this.corrections;
    const dialog = corrections.dialog();
    return html`<zs-correct-turn
      ?open=${dialog.open}
      .heading=${dialog.heading}
      .was=${dialog.was}
      .points=${dialog.points}
      .error=${corrections.error}
      .changes=${corrections.changes}
      ?busy=${corrections.busy}
      @zs-correct=${(event: CustomEvent<{ points: number }>) => void corrections.type(event.detail.points)}
      @zs-correct-confirm=${() => void corrections.confirm()}
      @zs-correct-back=${() => corrections.back()}
      @zs-correct-cancel=${() => corrections.close()}
    ></zs-correct-turn>`;
  }

  private onTurnPick(event: CustomEvent<{ turnIndex: number }>) {
    this.corrections.pick(event.detail.turnIndex);
  }

  /** Focus to a turn of the sheet, once the page and the sheet are drawn. */
  private async focusTurn(turnIndex: number) {
    await this.updateComplete;
    await this.sheetElement?.updateComplete;
    this.sheetElement?.focusTurn(turnIndex);
  }

  private onPrint() {
    window.print();
  }

  private onExportCsv() {
    const game = this.game.game;
    if (game) void this.exports.csv(game);
  }

  private onBackUp() {
    if (this.services) void this.exports.backUp(this.services);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-sheet-page': ZsSheetPage;
  }
}
