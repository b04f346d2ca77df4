import { consume } from '@lit/context';
import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { GameReview } from '../../../advisor/index.js';
import { REVIEW_VERSION } from '../../../advisor/review-version.js';
import { activeEntries, changesTheEnd, correctTurnTotal } from '../../../game/index.js';
import { gameFacts, reviewTotals } from '../../../stats/index.js';
import type { GameFacts } from '../../../stats/index.js';
import type { GameState } from '../../../game/index.js';
import { scoreSheet, turnTitleOf } from '../../../export/sheet.js';
import type { DamagedGame, LoadedGame } from '../../../db/index.js';
import type { Seen } from '../../session/game-session.js';
import { correctedSentence, correctionChanges, correctionUndoneSentence } from '../../text/correction-text.js';
import { GameController } from '../../controllers/game-controller.js';
import { damagedGameBanner } from '../../text/damage-text.js';
import { refusalText } from '../../text/refusal-text.js';
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
import { REVIEW_TEXT } from '../../text/review-text.js';
import { turnLabel, turnTitleWords } from '../../text/sheet-text.js';
import { backUpEverything } from '../../app/backup-action.js';
import { currentLocale } from '../../locales/localize.js';
import { presetName } from '../../text/preset-text.js';
import { sheetPageStyles } from './zs-sheet-page.styles.js';

/** The export code is loaded when a button needs it, never with the page. */
const loadExportActions = () => import('../../app/export-actions.js');

/** The day formats, one per language, each made on first use (a formatter costs a slow phone time). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 3, 2026" (in English): the day the game was started, in the language being spoken. */
function startedOn(at: number): string {
  const locale = currentLocale();
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })),
    );
  return format.format(new Date(at));
}

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

const correctionNotUndone = (why: string) => msg(str`The correction was not undone: ${why}`);

@localized()
@customElement('zs-sheet-page')
export class ZsSheetPage extends LitElement {
  static override styles = [basics, buttons, notices, printPalette, sheetPageStyles];

  /** The id of the game shown. */
  @property({ attribute: false }) gameId = '';

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  /** The turn whose correction dialog is open, or null. */
  @state() private correcting: number | null = null;
  @state() private correctionError = '';
  @state() private correctionBusy = false;
  /** The last export's sentence, and whether it was a failure. */
  @state() private report: { ok: boolean; message: string } | null = null;
  @state() private exporting: 'csv' | 'backup' | 'record' | null = null;
  /** "Turn 7 corrected: Ben 650", shown after a correction (announced through the shell's live region). */
  @state() private corrected = '';
  /** What the correction being confirmed changes beyond its turn; empty while the points are typed. */
  @state() private changes: readonly string[] = [];
  /** The correction waiting for the players' confirmation, with what they had seen of other tabs then. */
  private pending: { index: number; points: number; seen: Seen } | null = null;
  /**
   * The last correction stored from this page, for "Undo the correction": the game before and
   * after it. Offered while the game is still as the correction left it.
   */
  @state() private lastCorrection: { turnIndex: number; was: string; before: LoadedGame; after: LoadedGame } | null =
    null;
  @state() private undoingCorrection = false;

  @query('zs-score-sheet') private sheetElement?: ZsScoreSheet;

  /**
   * The decision review of the game shown, worked out in the advice worker whenever the game
   * changes; off with the advice.
   */
  private readonly review = new Task(this, {
    task: async ([game, services]): Promise<{
      readonly game: LoadedGame | null | undefined;
      readonly view: ReviewView;
    }> => {
      const view = async (): Promise<ReviewView> => {
        if (!game || !services) return { state: 'working' };
        const ledger = await services.ledger();
        if ((await ledger.getSetting('adviceOff')) === true) return { state: 'off' };
        // A finished game's review is kept beside its statistics: worked out once, read after.
        const finished = game.state.phase === 'finished';
        const kept = finished
          ? ((await ledger.reviewOf(game.row.id, REVIEW_VERSION, game.row.seq)) as GameReview | null)
          : null;
        if (kept) return { state: 'done', review: kept };
        const advice = services.advice();
        if (!advice) return { state: 'failed', message: REVIEW_TEXT.noAdvisor };
        const review = await advice.review(game.log.setup, activeEntries(game.log));
        if (finished) {
          const keep = {
            id: game.row.id,
            seq: game.row.seq,
            version: REVIEW_VERSION,
            value: review,
            totals: reviewTotals(review),
          };
          void ledger.saveReviews([keep]).catch(() => undefined);
        }
        return { state: 'done', review };
      };
      return { game, view: await view() };
    },
    args: () => [this.game.game, this.services] as const,
  });

  /** The facts of the game shown, derived again only when the game changes. */
  private facts: { readonly game: LoadedGame; readonly facts: GameFacts } | null = null;

  private readonly game = new GameController(
    this,
    () => this.services,
    () => this.gameId,
  ).session;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The route may hand this page another game: the controller follows the id by itself
    // (GameController.hostUpdate); what the page said about the old game goes.
    if (changed.has('gameId') && changed.get('gameId')) {
      this.correcting = null;
      this.report = null;
      this.corrected = '';
      this.changes = [];
      this.pending = null;
      this.lastCorrection = null;
    }
  }

  override firstUpdated(): void {
    // Fetched while the player reads the sheet, so the first export does not wait for it.
    const idle = (window as Window & { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
    const preload = () => void loadExportActions().catch(() => undefined);
    if (idle) idle(preload);
    else setTimeout(preload, 1500);
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
      <zs-game-stats .facts=${this.factsOf(loaded)} .review=${this.reviewView()}></zs-game-stats>
      <div class="toolbar">
        <button type="button" class="tile" ?disabled=${this.exporting === 'csv'} @click=${this.onExportCsv}>${msg('Export CSV', { id: 'sheet-page.export-csv', desc: 'Button: share or download the score sheet as a CSV file' })}</button>
        <button type="button" class="tile" @click=${this.onPrint}>${printLabel()}</button>
        <button type="button" class="tile backup" ?disabled=${this.exporting === 'backup'} @click=${this.onBackUp}>${msg('Back up all games', { id: 'sheet-page.back-up', desc: 'Button: download one file with every game on this device' })}</button>
      </div>
      ${this.renderCorrected(loaded)}
      <p class="report ${this.report && !this.report.ok ? 'error' : ''}" role="status">${this.report?.message ?? ''}</p>
      ${this.renderDialog(loaded.state)}
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

  private factsOf(game: LoadedGame): GameFacts {
    if (this.facts?.game !== game) {
      const { row, log } = game;
      this.facts = {
        game,
        facts: gameFacts(
          { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt },
          log.setup,
          activeEntries(log),
        ),
      };
    }
    return this.facts.facts;
  }

  /** What the last correction did, and its undo while the game is as the correction left it. */
  private renderCorrected(loaded: LoadedGame) {
    const last = this.lastCorrection;
    const undoable = last !== null && last.after.row.id === loaded.row.id && last.after.row.seq === loaded.row.seq;
    if (!this.corrected && !undoable) return nothing;
    return html`<div class="corrected">
      ${this.corrected ? html`<p class="report">${this.corrected}</p>` : nothing}
      ${
        undoable
          ? html`<button type="button" class="tile" ?disabled=${this.undoingCorrection} @click=${this.onUndoCorrection}>${msg('Undo the correction')}</button>`
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
        <button type="button" class="tile" ?disabled=${this.exporting === 'record'} @click=${() => void this.onDownloadDamaged(damaged)}>${msg('Download the record', { desc: 'Button: save the damaged game’s stored record as a file' })}</button>
        ${state ? html`<button type="button" class="tile" @click=${this.onPrint}>${printLabel()}</button>` : nothing}
      </div>
      <p class="report ${this.report && !this.report.ok ? 'error' : ''}" role="status">${this.report?.message ?? ''}</p>
    `;
  }

  private async onDownloadDamaged(damaged: DamagedGame) {
    this.exporting = 'record';
    try {
      const { exportDamagedGame } = await import('../../app/damaged-export.js');
      this.report = await exportDamagedGame(damaged);
    } catch {
      this.report = {
        ok: false,
        message: msg('The download could not be loaded: check the connection and try again.'),
      };
    } finally {
      this.exporting = null;
    }
  }

  private renderDialog(state: GameState) {
    const index = this.correcting;
    const turn = index === null ? undefined : state.turns[index];
    return html`<zs-correct-turn
      ?open=${turn !== undefined}
      .heading=${turn ? turnTitleWords(turnTitleOf(state, turn.index)) : ''}
      .was=${turn ? turnLabel(turn) : ''}
      .points=${turn && turn.outcome === 'bank' ? turn.points : 0}
      .error=${this.correctionError}
      .changes=${this.changes}
      ?busy=${this.correctionBusy}
      @zs-correct=${this.onCorrect}
      @zs-correct-confirm=${this.onConfirmCorrection}
      @zs-correct-back=${this.onBackFromChanges}
      @zs-correct-cancel=${this.closeDialog}
    ></zs-correct-turn>`;
  }

  private onTurnPick(event: CustomEvent<{ turnIndex: number }>) {
    this.correctionError = '';
    this.corrected = '';
    this.correcting = event.detail.turnIndex;
  }

  /**
   * The points typed for the turn: checked on the game as shown. A correction that changes the end
   * of the game (the winner, turns dropped) is shown and waits for the players to confirm it.
   */
  private async onCorrect(event: CustomEvent<{ points: number }>) {
    const index = this.correcting;
    if (index === null) return;
    const points = event.detail.points;
    // Cleared on screen first, so the same refusal for points typed again is shown again.
    this.correctionError = '';
    await this.updateComplete;
    // The game as on screen after the wait: another tab's change drawn meanwhile is the one checked (and seen).
    const game = this.game.game;
    if (this.correcting !== index || !game) return; // closed meanwhile
    const preview = correctTurnTotal(game.log, index, points);
    if (!preview.ok) {
      this.correctionError = refusalText(preview.refusal);
      return;
    }
    const seen = { otherTabChanges: this.game.otherTabChanges };
    if (changesTheEnd(preview.value.effects)) {
      const changes = correctionChanges(preview.value.state, preview.value.effects);
      this.pending = { index, points, seen };
      this.changes = changes;
      return;
    }
    await this.storeCorrection(index, points, seen);
  }

  private async onConfirmCorrection() {
    const pending = this.pending;
    if (!pending) return;
    await this.storeCorrection(pending.index, pending.points, pending.seen);
  }

  private onBackFromChanges() {
    this.pending = null;
    this.changes = [];
  }

  private async storeCorrection(index: number, points: number, seen: Seen) {
    this.correctionBusy = true;
    const result = await this.game.correctTurnTotal(index, points, seen);
    this.correctionBusy = false;
    const changes = this.changes;
    this.pending = null;
    this.changes = [];
    if (!result.ok) {
      // Back to the points as typed, with why they were not stored.
      this.correctionError = result.message;
      return;
    }
    const turn = result.before.state.turns[index];
    const sentence =
      changes.length > 0
        ? [`${correctedSentence(result.before.state, index, points)}.`, ...changes].join(' ')
        : correctedSentence(result.before.state, index, points);
    this.corrected = sentence;
    this.lastCorrection = {
      turnIndex: index,
      was: turn ? turnLabel(turn) : '',
      before: result.before,
      after: result.game,
    };
    this.services?.announce(sentence);
    void this.closeDialog();
  }

  /** Puts the game back as it was before the last correction, redo stack and all. */
  private async onUndoCorrection() {
    const last = this.lastCorrection;
    if (!last || this.undoingCorrection) return;
    this.undoingCorrection = true;
    const result = await this.game.undoCorrection(last.after, last.before);
    this.undoingCorrection = false;
    this.lastCorrection = null;
    const sentence = result.ok
      ? correctionUndoneSentence(last.turnIndex, last.was)
      : correctionNotUndone(result.message);
    this.corrected = sentence;
    this.services?.announce(sentence);
    // The button is gone: focus goes to the turn the correction was about.
    await this.updateComplete;
    await this.sheetElement?.updateComplete;
    this.sheetElement?.focusTurn(last.turnIndex);
  }

  private async closeDialog() {
    const index = this.correcting;
    this.correcting = null;
    this.correctionError = '';
    this.pending = null;
    this.changes = [];
    await this.updateComplete;
    // Back to the turn the dialog was about, so a keyboard player carries on where they were.
    if (index !== null) {
      await this.sheetElement?.updateComplete;
      this.sheetElement?.focusTurn(index);
    }
  }

  private onPrint() {
    window.print();
  }

  private async onExportCsv() {
    const game = this.game.game;
    if (!game) return;
    this.exporting = 'csv';
    try {
      const { exportGameCsv } = await loadExportActions();
      this.report = await exportGameCsv(game);
    } catch {
      this.report = { ok: false, message: msg('The export could not be loaded: check the connection and try again.') };
    } finally {
      this.exporting = null;
    }
  }

  private async onBackUp() {
    const services = this.services;
    if (!services) return;
    this.exporting = 'backup';
    this.report = await backUpEverything(services);
    this.exporting = null;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-sheet-page': ZsSheetPage;
  }
}
