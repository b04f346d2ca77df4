import { consume } from '@lit/context';
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing, svg } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { GameRow, Ledger } from '../../../db/index.js';
import type { LiveQueryController } from '../../controllers/live-query-controller.js';
import { navigate } from '../../app/router.js';
import { servicesContext } from '../../app/services.js';
import { errorText } from '../../text/storage-text.js';
import type { AppServices } from '../../app/services.js';
import { gamesIntro } from '../../text/shell-text.js';
import '../../components/zs-die.js';
import './zs-game-card.js';
import { isolatedName } from '../../text/names.js';
import { notBroughtBack } from '../../text/recovery-text.js';
import './zs-recovery-banner.js';
import { howToUse } from '../../app/how-to-use.js';
import './zs-how-to-use.js';
import type { ZsHowToUse } from './zs-how-to-use.js';
import type { ZsGameDeleteDetail } from '../../app/events.js';
import { showingGames } from '../../text/count-text.js';
import { gamesPageStyles } from './zs-games-page.styles.js';

const plus = svg`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
  <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" />
</svg>`;

/**
 * How many games a page of the list shows: more than a phone's screen holds, few enough that the
 * first screen reads and draws them in a few milliseconds on a phone holding 10,000 games.
 */
export const GAMES_PAGE_SIZE = 20;

/** What the list shows: the newest `shown` games (those being played first) and how many there are. */
interface GamesPageView {
  readonly playing: readonly GameRow[];
  readonly finished: readonly GameRow[];
  readonly playingCount: number;
  readonly finishedCount: number;
}

/** A sentence for the player from whatever a load or a write threw. */
function messageOf(error: unknown): string {
  return errorText(error, msg('Something went wrong with the saved games. Try again.'));
}

/**
 * The first screen: the games on this device, the ones being played first, then the finished ones,
 * each group the most recently played first. A game opens where it stands (a finished one on its
 * score sheet); deleting one can be taken back from the toast.
 *
 * The heading and the "New game" button render at once; the storage code (Dexie) and the list
 * arrive after the first paint, so the first screen never waits for the database.
 *
 * The list is paged, not virtualised: it reads and draws the newest GAMES_PAGE_SIZE games, and
 * "Show more games" adds the next page (focus goes to the first game it added). A phone with
 * 10,000 games shows its first screen as fast as one with 20, every card stays in the document
 * (find in page, screen readers' lists), and the live query reads only what is shown plus two
 * counts. See docs/games-list.md.
 */
@localized()
@customElement('zs-games-page')
export class ZsGamesPage extends LitElement {
  static override styles = gamesPageStyles;

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  /** The games shown, live; created once the storage code has loaded. */
  @state() private games: LiveQueryController<GamesPageView> | null = null;
  /** How many games the list shows at most: a page more with each "Show more games". */
  @state() private shown = GAMES_PAGE_SIZE;
  /** The ledger could not be opened at all (the storage code did not load, or no database). */
  @state() private openProblem = '';
  /** A delete or an undo that failed, as the player reads it. */
  @state() private writeProblem = '';
  /** Games deleted by this page, hidden at once while the live list catches up. */
  @state() private deletedIds: ReadonlySet<string> = new Set();

  private ledger: Ledger | null = null;
  /** The list is watched once per element; the controller resubscribes by itself on reconnect. */
  private watchStarted = false;
  /** Where keyboard focus goes once a deleted game has left the list. */
  private focusAfterDelete: { id: string; index: number } | null = null;
  /** A game brought back by Undo: it takes the focus if the focus was lost meanwhile. */
  private focusRestored: string | null = null;
  /** After "Show more games": the position of the first game it adds, which takes the focus once drawn. */
  private focusFromIndex: number | null = null;

  /** The first-visit "How to use" card is shown (until dismissed on this device, or shown again from the header). */
  @state() private howToShown = !howToUse.dismissed;
  private unwatchHowTo: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.watchGames();
    this.howToShown = !howToUse.dismissed;
    this.unwatchHowTo = howToUse.subscribe(() => {
      this.howToShown = !howToUse.dismissed;
      // Asked again while the card is already shown: nothing else changes, so render for the focus now.
      this.requestUpdate();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unwatchHowTo?.();
    this.unwatchHowTo = null;
  }

  private onHowToDismiss() {
    const hadFocus = this.renderRoot.querySelector('zs-how-to-use')?.matches(':focus-within') ?? false;
    howToUse.dismiss();
    // The button that had the keyboard is gone: New game is what comes next.
    if (hadFocus) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.new')?.focus());
  }

  /** Loads the storage code after the first paint and watches the list; the controller resubscribes on reconnect. */
  private async watchGames(): Promise<void> {
    const services = this.services;
    if (this.watchStarted || !services) return;
    this.watchStarted = true;
    try {
      // After the heading and the button have painted: the storage code never delays the first paint.
      await this.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const [ledger, { LiveQueryController }] = await Promise.all([
        services.ledger(),
        import('../../controllers/live-query-controller.js'),
        // Records that cannot be played, listed apart (it needs the storage code too).
        import('./zs-damaged-records.js'),
      ]);
      this.ledger = ledger;
      this.games = new LiveQueryController(this, () => this.readPage(ledger));
    } catch (error) {
      this.openProblem = messageOf(error);
    }
  }

  /**
   * The newest `shown` games, those being played first (as the list shows them), and how many of
   * each there are. Only IndexedDB reads are awaited, so liveQuery watches exactly these ranges.
   */
  private async readPage(ledger: Ledger): Promise<GamesPageView> {
    const shown = this.shown;
    const [playing, playingCount, finishedCount] = await Promise.all([
      ledger.listGames({ status: 'playing', limit: shown }),
      ledger.countGames({ status: 'playing' }),
      ledger.countGames({ status: 'finished' }),
    ]);
    const finished = await ledger.listGames({ status: 'finished', limit: shown - playing.length });
    return { playing, finished, playingCount, finishedCount };
  }

  override render() {
    return html`<div class="top">
        <h2>${msg('Games', { id: 'games-page.heading', desc: 'Heading of the first screen: the list of games kept on this device' })}</h2>
        <button type="button" class="new" data-primary-action @click=${this.onNewGame}>${plus}${msg('New game', { id: 'games-page.new-game', desc: 'Button: set up a new game' })}</button>
      </div>
      <p class="intro">${gamesIntro()}</p>
      ${this.howToShown ? html`<zs-how-to-use @zs-how-to-dismiss=${this.onHowToDismiss}></zs-how-to-use>` : nothing}
      <zs-recovery-banner></zs-recovery-banner>
      ${this.writeProblem ? html`<p class="alert" role="alert">${this.writeProblem}</p>` : nothing} ${this.renderList()}
      ${this.games ? html`<zs-damaged-records .ledger=${this.ledger ?? undefined}></zs-damaged-records>` : nothing}`;
  }

  private renderList() {
    const problem = this.openProblem || (this.games?.error ? errorText(this.games.error, '') : '');
    if (problem) return html`<p class="alert" role="alert">${problem}</p>`;
    const view = this.games?.value;
    if (!view) return html`<p class="status" role="status">${msg('Loading your games…')}</p>`;
    const visible = (games: readonly GameRow[]) => games.filter((game) => !this.deletedIds.has(game.id));
    const playing = visible(view.playing);
    const finished = visible(view.finished);
    // Games deleted here are hidden before the live counts catch up: they are not counted either.
    const hidden = view.playing.length + view.finished.length - playing.length - finished.length;
    const total = view.playingCount + view.finishedCount - hidden;
    if (total <= 0) {
      return html`<div class="empty">
        <div class="dice" aria-hidden="true">
          <zs-die face="1" decorative></zs-die><zs-die face="5" decorative></zs-die><zs-die face="6" decorative></zs-die>
        </div>
        <p>${msg('No games yet. Tap New game, add the players and pick the rules.')}</p>
      </div>`;
    }
    const now = Date.now();
    const group = (id: string, title: string, games: readonly GameRow[]) =>
      games.length === 0
        ? nothing
        : // Named in words: the heading's CSS capitals would reach a screen reader through aria-labelledby.
          html`<section aria-label=${title}>
            <h3 id=${id}>${title}</h3>
            <ul aria-label=${title}>
              ${repeat(
                games,
                (game) => game.id,
                (game) =>
                  html`<li><zs-game-card .game=${game} .now=${now} data-id=${game.id} @zs-game-delete=${this.onDelete}></zs-game-card></li>`,
              )}
            </ul>
          </section>`;
    const listed = playing.length + finished.length;
    const more =
      listed < total
        ? html`<div class="more">
            <p class="count" id="games-count">${showingGames(listed, total)}</p>
            <button type="button" class="show-more soft" aria-describedby="games-count" @click=${this.onShowMore}>${msg('Show more games')}</button>
          </div>`
        : nothing;
    return html`${group('playing', msg('Being played', { id: 'games-page.playing', desc: 'Heading of the games not finished yet' }), playing)} ${group(
      'finished',
      msg('Finished', { id: 'games-page.finished', desc: 'Heading of the games that are over' }),
      finished,
    )} ${more}`;
  }

  /** One page more; the first game it adds takes the focus once drawn, so a keyboard carries on there. */
  private onShowMore() {
    const view = this.games?.value;
    if (!view) return;
    this.focusFromIndex = this.renderRoot.querySelectorAll('zs-game-card').length;
    this.shown = view.playing.length + view.finished.length + GAMES_PAGE_SIZE;
    this.games?.rerun();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // Once the live list no longer has a deleted game, there is nothing left to hide.
    const view = this.games?.value;
    const rows = view && [...view.playing, ...view.finished];
    if (rows && [...this.deletedIds].some((id) => !rows.some((game) => game.id === id))) {
      this.deletedIds = new Set([...this.deletedIds].filter((id) => rows.some((game) => game.id === id)));
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.howToShown && howToUse.takeFocusRequest()) void this.focusHowTo();
    this.moveFocusAfterDelete();
    this.focusRestoredGame();
    this.focusShownMore();
  }

  /** Shown again from the header: the keyboard goes to the card's heading. */
  private async focusHowTo(): Promise<void> {
    const card = this.renderRoot.querySelector<ZsHowToUse>('zs-how-to-use');
    await card?.updateComplete;
    card?.focusHeading();
  }

  /** After "Show more games" (whose button may be gone): focus the first game the new page added. */
  private focusShownMore(): void {
    const index = this.focusFromIndex;
    if (index === null) return;
    const card = this.renderRoot.querySelectorAll<HTMLElement>('zs-game-card')[index];
    if (!card) return;
    this.focusFromIndex = null;
    void (card as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete?.then(() =>
      card.shadowRoot?.querySelector<HTMLElement>('a')?.focus(),
    );
  }

  /** After Undo from the toast, focus that went nowhere (the toast is gone) goes to the game that came back. */
  private focusRestoredGame(): void {
    const id = this.focusRestored;
    if (!id) return;
    const card = [...this.renderRoot.querySelectorAll<HTMLElement>('zs-game-card')].find(
      (candidate) => candidate.dataset['id'] === id,
    );
    if (!card) return;
    this.focusRestored = null;
    // The card may be new and not drawn yet: its link exists once it has rendered.
    void (card as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete?.then(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) card.shadowRoot?.querySelector<HTMLElement>('a')?.focus();
    });
  }

  /** The delete button that had focus is gone: focus the game that took its place, or New game. */
  private moveFocusAfterDelete(): void {
    const pending = this.focusAfterDelete;
    if (!pending) return;
    const cards = [...this.renderRoot.querySelectorAll<HTMLElement>('zs-game-card')];
    if (cards.some((card) => card.dataset['id'] === pending.id)) return;
    this.focusAfterDelete = null;
    const next = cards[Math.min(pending.index, cards.length - 1)];
    const link = next?.shadowRoot?.querySelector<HTMLElement>('a');
    (link ?? this.renderRoot.querySelector<HTMLElement>('.new'))?.focus();
  }

  private onNewGame() {
    navigate({ page: 'new' });
  }

  private async onDelete(event: CustomEvent<ZsGameDeleteDetail>) {
    const { id } = event.detail;
    const ledger = this.ledger;
    if (!ledger) return;
    const cards = [...this.renderRoot.querySelectorAll<HTMLElement>('zs-game-card')];
    const index = cards.findIndex((card) => card.dataset['id'] === id);
    const hadFocus = cards[index]?.matches(':focus-within') ?? false;
    this.writeProblem = '';
    this.deletedIds = new Set([...this.deletedIds, id]);
    if (hadFocus) this.focusAfterDelete = { id, index };
    try {
      const deleted = await ledger.deleteGame(id);
      if (!deleted) return; // already gone (another tab): the live list drops it
      const names = deleted.row.players.map(isolatedName).join(', ');
      this.services?.toast({
        message: msg(str`Deleted the game of ${names}.`),
        action: {
          label: msg('Undo', { id: 'games-page.undo', desc: 'Toast button: bring back the game just deleted' }),
          run: () => void this.restore(deleted),
        },
      });
    } catch (error) {
      this.focusAfterDelete = null;
      this.unhide(id);
      const why = messageOf(error);
      this.writeProblem = msg(str`The game was not deleted. ${why}`);
    }
  }

  private unhide(id: string) {
    if (!this.deletedIds.has(id)) return;
    const remaining = new Set(this.deletedIds);
    remaining.delete(id);
    this.deletedIds = remaining;
  }

  private async restore(deleted: Awaited<ReturnType<Ledger['deleteGame']>>) {
    if (!deleted || !this.ledger) return;
    this.writeProblem = '';
    try {
      // The storage code is loaded already (the ledger came from it); a damaged game comes back damaged.
      const { restoreDeletedGame } = await import('../../../db/index.js');
      await restoreDeletedGame(this.ledger, deleted);
      this.focusRestored = deleted.row.id;
      this.unhide(deleted.row.id);
      this.requestUpdate();
      const names = deleted.row.players.map(isolatedName).join(', ');
      this.services?.announce(msg(str`The game of ${names} is back.`));
    } catch (error) {
      const why = messageOf(error);
      this.writeProblem = notBroughtBack(why);
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-games-page': ZsGamesPage;
  }
}
