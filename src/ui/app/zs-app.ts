import { provide } from '@lit/context';
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing, unsafeCSS } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { backUpWhatIsLeftNow } from './backup-action.js';
import type { ActionReport } from './export-actions.js';
import { HELP_BUTTON_CSS, LANGUAGE_PILL_CSS } from './help-button-css.js';
import { howToUse } from './how-to-use.js';
import { nextTask } from './last-input.js';
import { brokenLinkMessage, navigate, parseRoute, routeHash } from './router.js';
import type { Route } from './router.js';
import { pageTitle } from '../text/app-text.js';
import type { PageName } from './routes.js';
import { lazyAdvice, lazyLedger, servicesContext } from './services.js';
import type { AppServices, ToastRequest } from './services.js';
import type { BackupGame } from '../../export/backup.js';
import type { Ledger, RecoveryReport } from '../../db/index.js';
import { gamesNotBroughtBack, offeredProblem, restoredHeading } from '../text/recovery-text.js';
import { errorText } from '../text/storage-text.js';
import { basics, notices } from './theme.js';
import { chooseLanguage, currentLocale, startLocale } from '../locales/localize.js';
import { isLocale, LANGUAGES } from '../locales/languages.js';
import '../components/zs-die.js';
import '../components/zs-toast.js';
import '../components/zs-recovery-notice.js';
import type { ZsToast } from '../components/zs-toast.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { appStyles } from './zs-app.styles.js';

/** Each page is its own chunk, loaded on first visit (each `import()` written out, so the build splits it there). */
const pageLoaders: Record<PageName, () => Promise<unknown>> = {
  games: () => import('../pages/games/zs-games-page.js'),
  new: () => import('../pages/new-game/zs-new-game-page.js'),
  play: () => import('../pages/play/zs-play-page.js'),
  sheet: () => import('../pages/sheet/zs-sheet-page.js'),
  explorer: () => import('../pages/explorer/zs-rules-explorer.js'),
  stats: () => import('../pages/stats/zs-stats-page.js'),
  backup: () => import('../pages/backup/zs-backup-page.js'),
};

/**
 * The app shell: the header, the page of the current route, the toast and the live region. It
 * hands the pages their services (the ledger, toasts, announcements) through `@lit/context`.
 */
@localized()
@customElement('zs-app')
export class ZsApp extends LitElement {
  static override styles = [basics, notices, unsafeCSS(HELP_BUTTON_CSS), unsafeCSS(LANGUAGE_PILL_CSS), appStyles];

  /** The IndexedDB database name (tests use their own). */
  @property({ attribute: 'database-name' }) databaseName = '';

  @state() private route: Route = this.readRoute();
  /** The address could not be read: said above the games page until the next navigation. */
  @state() private brokenLink = this.route.page === 'games' && this.route.brokenLink === true;
  @state() private loaded = new Set<Route['page']>();
  @query('zs-toast') private toastElement!: ZsToast;
  /** What the start brought back from the games' second copy, or offers to (see `recovered`). */
  @state() private recovery: {
    readonly restored: readonly { readonly players: readonly string[] }[];
    readonly offered: readonly BackupGame[];
    readonly problem: string;
    readonly busy: boolean;
    readonly outcome: { readonly ok: boolean; readonly message: string } | null;
    /** The one-tap backup of what the app can still read: under way, and what it last did. */
    readonly backup: { readonly busy: boolean; readonly report: ActionReport | null };
  } | null = null;
  @query('.announcer') private announcer?: HTMLElement;

  @provide({ context: servicesContext })
  services: AppServices = {
    ledger: lazyLedger(undefined, (ledger) => this.recovered(ledger)),
    advice: lazyAdvice(),
    toast: (request: ToastRequest) => this.toastElement?.show(request),
    announce: (message: string) => {
      // Written straight into the live region: a sentence per tap must not re-render the whole
      // app. Cleared first so the same sentence twice is announced twice.
      const region = this.announcer;
      if (!region) return;
      region.textContent = '';
      requestAnimationFrame(() => (region.textContent = message));
    },
  };

  private readonly onHashChange = () => {
    this.route = this.readRoute();
    // Kept while the games stay on screen (a late hashchange for the replaced address included).
    this.brokenLink = this.route.page === 'games' && (this.route.brokenLink === true || this.brokenLink);
  };

  /**
   * The route of the address. A broken one is replaced by the games' own address (no hashchange),
   * so a reload or a shared link from here is a good one.
   */
  private readRoute(): Route {
    const route = parseRoute(location.hash);
    if (route.page === 'games' && route.brokenLink)
      history.replaceState(history.state, '', routeHash({ page: 'games' }));
    return route;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.databaseName) {
      this.services = {
        ...this.services,
        ledger: lazyLedger(this.databaseName, (ledger) => this.recovered(ledger)),
        advice: lazyAdvice(this.databaseName),
      };
    }
    window.addEventListener('hashchange', this.onHashChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHashChange);
  }

  protected override willUpdate(): void {
    const page = this.route.page;
    if (!this.loaded.has(page)) {
      // The first page waits for its language too (at once for English, one small chunk otherwise),
      // so it never paints in English and then again in the players' language.
      // The page is drawn a task after its code has run: evaluating a page's modules and drawing
      // it were one of the start-up's longest tasks.
      void Promise.all([pageLoaders[page](), startLocale()])
        .then(nextTask)
        .then(() => (this.loaded = new Set([...this.loaded, page])));
    }
  }

  /** The ledger has started: games the browser lost and the start brought back are said, or offered; and later ones too. */
  private recovered(ledger: Ledger): void {
    this.showRecovery(ledger.recovery);
    void import('../../db/index.js').then(({ onRecovery }) =>
      onRecovery(ledger, (report) => this.showRecovery(report)),
    );
  }

  private showRecovery(report: RecoveryReport | null): void {
    if (!report || (report.restored.length === 0 && report.offered.length === 0)) return;
    this.recovery = {
      restored: report.restored,
      offered: report.offered,
      problem: report.problem ? offeredProblem(report.problem) : '',
      busy: false,
      outcome: null,
      backup: this.recovery?.backup ?? { busy: false, report: null },
    };
    if (report.restored.length > 0) this.services.announce(restoredHeading(report.restored.length));
  }

  /** "Bring them back": the games the start could not store are restored now. */
  private async onBringBack() {
    const recovery = this.recovery;
    if (!recovery || recovery.busy) return;
    this.recovery = { ...recovery, busy: true, outcome: null };
    try {
      const [ledger, { bringBackLost }] = await Promise.all([this.services.ledger(), import('../../db/index.js')]);
      // Said by the report it makes (showRecovery).
      await bringBackLost(ledger, recovery.offered);
    } catch (error) {
      this.recovery = {
        ...recovery,
        busy: false,
        outcome: { ok: false, message: gamesNotBroughtBack(errorText(error, '')) },
      };
    }
  }

  /** "Back up all games now" under the offer: every game the app can still read. */
  private async onBackUpNow() {
    if (!this.recovery || this.recovery.backup.busy) return;
    this.recovery = { ...this.recovery, backup: { busy: true, report: null } };
    const report = await backUpWhatIsLeftNow(this.services, null);
    if (this.recovery) this.recovery = { ...this.recovery, backup: { busy: false, report } };
  }

  private async onLanguage(event: Event) {
    const select = event.target as HTMLSelectElement;
    const code = select.value;
    if (!isLocale(code)) return;
    if (!(await chooseLanguage(code))) {
      // The menu shows the language still spoken, not the one that could not come.
      select.value = currentLocale();
      this.services.toast({
        message: () => msg('That language could not be loaded: check the connection and try again.'),
        duration: 6000,
      });
      return;
    }
    this.services.announce(msg('Language changed'));
    // Kept with the games too, so a backup carries it to the next phone. Without storage the
    // choice still holds on this device (localStorage).
    void this.services
      .ledger()
      .then((ledger) => ledger.setSetting('language', code))
      .catch(() => undefined);
  }

  private renderLanguage() {
    const current = currentLocale();
    return html`<label class="language" title=${msg('Language')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
      </svg>
      <span class="code" aria-hidden="true">${current.slice(0, 2).toUpperCase()}</span>
      <select aria-label=${msg('Language')} @change=${this.onLanguage}>
        ${LANGUAGES.map(({ code, name }) => html`<option value=${code} lang=${code} ?selected=${code === current}>${name}</option>`)}
      </select>
    </label>`;
  }

  private renderRecovery() {
    const recovery = this.recovery;
    if (!recovery) return nothing;
    return html`<zs-recovery-notice
      .restored=${recovery.restored}
      offered=${recovery.offered.length}
      problem=${recovery.problem}
      ?busy=${recovery.busy}
      .outcome=${recovery.outcome}
      .backup=${recovery.backup}
      @zs-recovery-bring-back=${this.onBringBack}
      @zs-back-up-now=${this.onBackUpNow}
      @zs-recovery-dismiss=${() => (this.recovery = null)}
    ></zs-recovery-notice>`;
  }

  private renderPage(): TemplateResult | typeof nothing {
    const route = this.route;
    if (!this.loaded.has(route.page)) return html`<p class="loading" role="status">${msg('Loading…')}</p>`;
    switch (route.page) {
      case 'games':
        return html`<zs-games-page></zs-games-page>`;
      case 'new':
        return html`<zs-new-game-page></zs-new-game-page>`;
      case 'play':
        return html`<zs-play-page .gameId=${route.id}></zs-play-page>`;
      case 'sheet':
        return html`<zs-sheet-page .gameId=${route.id}></zs-sheet-page>`;
      case 'explorer':
        return html`<zs-rules-explorer></zs-rules-explorer>`;
      case 'stats':
        return html`<zs-stats-page></zs-stats-page>`;
      case 'backup':
        return html`<zs-backup-page></zs-backup-page>`;
    }
  }

  /**
   * True while index.html's static shell (the light-DOM `[data-shell]` children) stands in for the
   * first page: until that page's code has loaded, zs-app shows the shell through its slot instead
   * of its own "Loading…", so the first screen painted from the HTML (the games page's heading,
   * button and intro) stays put instead of flashing to "Loading…" and back.
   */
  private showingShell = this.querySelector(':scope > [data-shell]') !== null;

  private firstPageResolve: () => void = () => undefined;
  /** Settles once the first page has rendered (and index.html's stand-in, if any, is gone). */
  readonly firstPageShown = new Promise<void>((resolve) => (this.firstPageResolve = resolve));

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.loaded.has(this.route.page)) this.firstPageResolve();
    if (!this.showingShell || !this.loaded.has(this.route.page)) return;
    // The page has rendered in the shadow root: the stand-in is no longer seen and goes, so the
    // document holds one header and one main only.
    this.showingShell = false;
    this.querySelectorAll(':scope > [data-shell]').forEach((node) => node.remove());
    document.documentElement.removeAttribute('data-page');
    document.documentElement.removeAttribute('data-lang-pending');
  }

  /** The page's primary action (`data-primary-action`: the play page's bar of Bank and Undo, Start game, New game), which a toast leaves uncovered. */
  private readonly findPrimaryAction = (): HTMLElement | null =>
    this.renderRoot
      .querySelector('main')
      ?.lastElementChild?.shadowRoot?.querySelector<HTMLElement>('[data-primary-action]') ?? null;

  /** The first-visit steps, shown again on the games page. */
  private onHowToUse() {
    howToUse.showAgain();
    if (this.route.page !== 'games') navigate({ page: 'games' });
  }

  override render() {
    const page = this.route.page;
    if (this.showingShell && !this.loaded.has(page)) return html`<slot></slot>`;
    const link = (target: Route, label: string) =>
      html`<a href=${routeHash(target)} aria-current=${ifDefined(page === target.page ? 'page' : undefined)}>${label}</a>`;
    return html`<header>
        <div class="bar">
          <a class="home" href="#/" aria-label=${msg('Zilch Scorepad, games')}>
            <zs-die face="5" decorative></zs-die>
          </a>
          <h1>Zilch Scorepad</h1>
          <nav aria-label=${msg('Main', { desc: 'The main menu of pages' })}>
            ${link({ page: 'games' }, msg('Games'))} ${link({ page: 'explorer' }, msg('Rules', { desc: 'Menu link to the rules explorer' }))}
            ${link({ page: 'stats' }, msg('Stats', { desc: 'Menu link to the statistics; keep it short' }))}
            ${link({ page: 'backup' }, msg('Backup', { desc: 'The page that saves and restores a backup file' }))}
          </nav>
          ${this.renderLanguage()}
          <button type="button" class="help" aria-label=${msg('How to use')} title=${msg('How to use')} @click=${this.onHowToUse}>
            <span aria-hidden="true">?</span>
          </button>
        </div>
      </header>
      <main aria-label=${pageTitle(page)}>
        ${this.brokenLink ? html`<p class="alert link-problem" role="alert">${brokenLinkMessage()}</p>` : nothing}${this.renderRecovery()}${this.renderPage()}
      </main>
      <div class="visually-hidden announcer" role="status" aria-live="polite"></div>
      <zs-toast .primaryAction=${this.findPrimaryAction}></zs-toast>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-app': ZsApp;
  }
}
