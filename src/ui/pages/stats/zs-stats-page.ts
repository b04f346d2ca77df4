import { consume } from '@lit/context';
import { localized } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { REVIEW_VERSION } from '../../../advisor/review-version.js';
import type { AllFacts, KeptReview, Ledger } from '../../../db/index.js';
import { activeEntries } from '../../../game/index.js';
import { reviewTotals } from '../../../stats/index.js';
import type { PlayerAliases } from '../../../stats/index.js';
import type { ZsNamesMergeDetail, ZsNamesSeparateDetail } from '../../app/events.js';
import { routeHash } from '../../app/router.js';
import { errorText } from '../../text/storage-text.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, cards, emptyStates, fields, notices, pageHeading, pageIntro } from '../../app/theme.js';
import { LiveQueryController } from '../../controllers/live-query-controller.js';
import * as text from '../../text/stats-text.js';
import { PERIODS } from './period.js';
import type { Period } from './period.js';
import {
  gamesToReview,
  initialStatsForm,
  mergeChange,
  separateChange,
  statsView,
  withRulesShown,
} from './stats-form.js';
import type { NamesChange, StatsForm, StatsView } from './stats-form.js';
import { statsFields } from './stats.styles.js';
import { statsPageStyles } from './zs-stats-page.styles.js';
import './zs-head-to-head.js';
import './zs-player-card.js';
import './zs-same-person.js';
import { currentLocale } from '../../locales/localize.js';

/** What the ledger gives: every game's facts, how many games were left out as damaged, the reviews kept. */
type Facts = AllFacts;

/** How many finished games' reviews are kept in one write while the page reviews them. */
const REVIEWS_PER_WRITE = 20;

const messageOf = (error: unknown, fallback: string) => errorText(error, fallback);

/**
 * Statistics (`#/stats`): every person over the games finished on this phone, the most wins first,
 * filtered by rule set and period; two people head to head; spellings of one person merged (the
 * `playerAliases` setting); the numbers as CSV. The facts are followed live, so a game finished in
 * another tab shows at once; a filter or a merge is worked out again from the facts in memory.
 */
@localized()
@customElement('zs-stats-page')
export class ZsStatsPage extends LitElement {
  static override styles = [
    basics,
    buttons,
    cards,
    emptyStates,
    fields,
    notices,
    pageHeading,
    pageIntro,
    statsFields,
    statsPageStyles,
  ];

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  /** The filters, and what the page says about its work (stats-form.ts). */
  @state() private form: StatsForm = initialStatsForm();
  /** Games asked about during this visit: each is reviewed once, even when its review could not be kept. */
  private readonly reviewTried = new Set<string>();

  private ledger: Ledger | null = null;
  private facts: LiveQueryController<Facts> | null = null;
  private aliases: LiveQueryController<PlayerAliases> | null = null;
  private view: StatsView | null = null;
  /** What `view` was worked out from: it is worked out again only when one of them changes. */
  private viewFrom: readonly unknown[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    void this.watch();
  }

  private async watch(): Promise<void> {
    const services = this.services;
    if (!services || this.facts) return;
    try {
      const ledger = await services.ledger();
      if (this.facts) return;
      this.ledger = ledger;
      this.facts = new LiveQueryController(this, () => ledger.gameFacts());
      this.aliases = new LiveQueryController(this, async () => (await ledger.getSetting('playerAliases')) ?? {});
      const adviceOn = (await ledger.getSetting('adviceOff')) !== true;
      this.form = { ...this.form, adviceOn };
    } catch (error) {
      this.form = { ...this.form, openProblem: messageOf(error, text.statsReadProblem()) };
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const facts = this.facts?.value;
    const aliases = this.aliases?.value;
    if (!facts || !aliases) return;
    // The language too: the rule sets' names are worded in it.
    const { rulesId, period, adviceOn } = this.form;
    const from = [facts, aliases, rulesId, period, adviceOn, currentLocale()];
    if (from.every((input, index) => input === this.viewFrom[index])) return;
    this.viewFrom = from;
    this.view = statsView(facts, aliases, this.form, Date.now());
    // A rule set whose games are gone (deleted, another tab) is no longer a choice.
    const shown = withRulesShown(this.form, this.view);
    if (shown !== this.form) {
      this.form = shown;
      this.view = statsView(facts, aliases, shown, Date.now());
    }
  }

  protected override updated(): void {
    const facts = this.facts?.value;
    if (facts && this.form.adviceOn) void this.reviewMissing(facts);
  }

  /**
   * Reviews, one game at a time in the advice worker, the finished games that have no review kept,
   * and keeps each: the live query then brings it to the cards. Never blocks the page.
   */
  private async reviewMissing(facts: Facts): Promise<void> {
    const ledger = this.ledger;
    const advice = this.services?.advice();
    if (this.form.reviewing || !ledger || !advice) return;
    const missing = gamesToReview(facts, this.reviewTried);
    if (missing.length === 0) return;
    const total = missing.length;
    this.form = { ...this.form, reviewing: { done: 0, total }, reviewProblem: '' };
    // Kept a few at a time: every write brings the statistics back through the live query.
    let batch: KeptReview[] = [];
    const keep = async () => {
      const kept = batch;
      batch = [];
      await ledger.saveReviews(kept);
    };
    try {
      for (const [done, game] of missing.entries()) {
        if (!this.isConnected) break;
        this.form = { ...this.form, reviewing: { done, total } };
        this.reviewTried.add(game.gameId);
        const loaded = await ledger.loadGame(game.gameId);
        if (!loaded || loaded.state.phase !== 'finished') continue;
        const review = await advice.review(loaded.log.setup, activeEntries(loaded.log));
        batch.push({
          id: loaded.row.id,
          seq: loaded.row.seq,
          version: REVIEW_VERSION,
          value: review,
          totals: reviewTotals(review),
        });
        if (batch.length >= REVIEWS_PER_WRITE) await keep();
      }
      await keep();
    } catch (error) {
      this.form = { ...this.form, reviewProblem: text.reviewProblem(messageOf(error, '')) };
    } finally {
      this.form = { ...this.form, reviewing: null };
    }
  }

  override render() {
    return html`<h2>${text.statsHeading()}</h2>
      <p class="intro">${text.statsIntro()}</p>
      ${this.renderBody()}`;
  }

  private renderBody() {
    const failed = this.facts?.error ?? this.aliases?.error;
    const problem = this.form.openProblem || (failed ? errorText(failed, '') : '');
    if (problem) return html`<p class="alert" role="alert">${problem}</p>`;
    const view = this.view;
    const facts = this.facts?.value;
    if (!view || !facts) return html`<p class="status" role="status">${text.statsLoading()}</p>`;
    const damaged = facts.damaged > 0 ? html`<p>${text.damagedLine(facts.damaged)}</p>` : nothing;
    if (!view.anyFinished) {
      return html`<div class="empty">
          <p>${text.noFinishedGame()}</p>
          <a class="new primary" href=${routeHash({ page: 'new' })}>${text.startAGame()}</a>
        </div>
        <div class="counts">${damaged}</div>`;
    }
    return html`${this.renderFilters(view)}
      <div class="counts">
        <p>${text.finishedLine(view.counted, view.inPlay)}</p>
        ${damaged} ${this.renderReviewing()}
      </div>
      ${
        view.people.length === 0
          ? html`<p class="none">${text.noneMatch()}</p>`
          : html`<div class="people">${view.people.map((person) => html`<zs-player-card .person=${person} .review=${view.reviews.get(person.key)}></zs-player-card>`)}</div>`
      }
      <section class="card" aria-labelledby="head-to-head">
        <h3 id="head-to-head">${text.HEAD_TO_HEAD.heading}</h3>
        <zs-head-to-head .people=${view.people} .games=${facts.games} .filter=${view.filter} .aliases=${this.aliases?.value ?? {}}></zs-head-to-head>
      </section>
      <section class="card" aria-labelledby="same-person">
        <h3 id="same-person">${text.SAME_PERSON.heading}</h3>
        <zs-same-person
          .people=${view.everyone}
          .merged=${view.merged}
          .problem=${this.form.aliasProblem}
          .done=${this.form.aliasDone}
          @zs-names-merge=${this.onMerge}
          @zs-names-separate=${this.onSeparate}
        ></zs-same-person>
      </section>
      <div class="download">
        <button type="button" class="button" ?disabled=${this.form.csvBusy || view.people.length === 0} @click=${this.onCsv}>${text.downloadCsvLabel()}</button>
        <p class="report ${this.form.csvReport?.ok === false ? 'error' : ''}" role="status">${this.form.csvReport?.message ?? ''}</p>
      </div>`;
  }

  private renderReviewing() {
    const { adviceOn, reviewProblem, reviewing } = this.form;
    if (adviceOn === false) return html`<p>${text.reviewOff()}</p>`;
    if (reviewProblem) return html`<p class="error" role="alert">${reviewProblem}</p>`;
    // Shown, not announced game by game: the cards say when the reviews are in.
    return reviewing ? html`<p>${text.reviewingLine(reviewing.done, reviewing.total)}</p>` : nothing;
  }

  private renderFilters(view: StatsView) {
    const words = text.FILTER_WORDS;
    const { rulesId, period: chosen } = this.form;
    return html`<div class="fields filters">
      <div class="field">
        <label for="rules">${words.rules}</label>
        <select id="rules" class="input" @change=${this.onRulesPick}>
          <option value="" .selected=${rulesId === ''}>${words.allRules}</option>
          ${view.ruleSets.map((rules) => html`<option value=${rules.id} .selected=${rules.id === rulesId}>${rules.name}</option>`)}
        </select>
      </div>
      <div class="field">
        <label for="period">${words.period}</label>
        <select id="period" class="input" @change=${this.onPeriodPick}>
          ${PERIODS.map((period) => html`<option value=${period} .selected=${period === chosen}>${words.periods[period]}</option>`)}
        </select>
      </div>
    </div>`;
  }

  private onRulesPick(event: Event) {
    this.form = { ...this.form, rulesId: (event.currentTarget as HTMLSelectElement).value };
  }

  private onPeriodPick(event: Event) {
    this.form = { ...this.form, period: (event.currentTarget as HTMLSelectElement).value as Period };
  }

  private async onMerge(event: CustomEvent<ZsNamesMergeDetail>) {
    const { name, into } = event.detail;
    await this.changeNames(mergeChange(this.view, this.aliases?.value ?? {}, name, into));
  }

  private async onSeparate(event: CustomEvent<ZsNamesSeparateDetail>) {
    const change = separateChange(this.view, this.aliases?.value ?? {}, event.detail.key);
    if (change) await this.changeNames(change);
  }

  /** Stores the merges; the live query brings them back to the cards and head to head. */
  private async changeNames(change: NamesChange) {
    if (!change.ok) {
      this.form = { ...this.form, aliasProblem: change.problem, aliasDone: '' };
      return;
    }
    this.form = { ...this.form, aliasProblem: '', aliasDone: '' };
    try {
      if (!this.ledger) return;
      await this.ledger.setSetting('playerAliases', { ...change.aliases });
      this.form = { ...this.form, aliasDone: change.done };
    } catch (error) {
      this.form = { ...this.form, aliasProblem: text.aliasWriteProblem(messageOf(error, '')) };
    }
  }

  private async onCsv() {
    const people = this.view?.people;
    if (!people) return;
    this.form = { ...this.form, csvBusy: true, csvReport: null };
    try {
      // The CSV and sharing code is its own chunk, loaded on the tap.
      const { exportStatsCsv } = await import('../../app/export-actions.js');
      const csvReport = await exportStatsCsv(people);
      this.form = { ...this.form, csvReport };
    } catch {
      this.form = { ...this.form, csvReport: { ok: false, message: text.csvLoadProblem() } };
    } finally {
      this.form = { ...this.form, csvBusy: false };
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-stats-page': ZsStatsPage;
  }
}
