import { consume } from '@lit/context';
import { localized } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { REVIEW_VERSION } from '../../../advisor/review-version.js';
import type { AllFacts, KeptReview, Ledger } from '../../../db/index.js';
import { activeEntries } from '../../../game/index.js';
import {
  gamesCounted,
  mergeNames,
  personKey,
  playerStats,
  reviewStats,
  reviewTotals,
  separateName,
  spellingsByKey,
} from '../../../stats/index.js';
import type { PersonReview, PlayerAliases, PlayerStats, ReviewTotals, StatsFilter } from '../../../stats/index.js';
import type { ActionReport } from '../../app/export-actions.js';
import type { ZsNamesMergeDetail, ZsNamesSeparateDetail } from '../../app/events.js';
import { routeHash } from '../../app/router.js';
import { errorText } from '../../text/storage-text.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, cards, emptyStates, fields, notices, pageHeading, pageIntro } from '../../app/theme.js';
import { LiveQueryController } from '../../controllers/live-query-controller.js';
import * as text from '../../text/stats-text.js';
import { PERIODS, statsFilter } from './period.js';
import type { Period } from './period.js';
import { statsFields } from './stats.styles.js';
import { statsPageStyles } from './zs-stats-page.styles.js';
import './zs-head-to-head.js';
import './zs-player-card.js';
import './zs-same-person.js';
import type { MergedName, NamedPerson } from './zs-same-person.js';
import { presetName } from '../../text/preset-text.js';
import { currentLocale } from '../../locales/localize.js';

/** What the ledger gives: every game's facts, how many games were left out as damaged, the reviews kept. */
type Facts = AllFacts;

/** What the page shows, worked out from the facts in memory whenever they, the merges or the filters change. */
interface StatsView {
  readonly filter: StatsFilter;
  /** The rule sets of the finished games, by id, named as their latest game names them. */
  readonly ruleSets: readonly { readonly id: string; readonly name: string }[];
  readonly anyFinished: boolean;
  readonly counted: number;
  readonly inPlay: number;
  readonly people: readonly PlayerStats[];
  /** Each person's decisions over the reviewed games that count, by key (empty with the advice off). */
  readonly reviews: ReadonlyMap<string, PersonReview>;
  /** Everyone over every finished game (the filters aside), to merge, by name. */
  readonly everyone: readonly NamedPerson[];
  readonly merged: readonly MergedName[];
}

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

  @state() private rulesId = '';
  @state() private period: Period = 'all';
  @state() private openProblem = '';
  @state() private aliasProblem = '';
  @state() private aliasDone = '';
  @state() private csvReport: ActionReport | null = null;
  @state() private csvBusy = false;
  /** Advice on (and so the decision review); null until the setting is read. */
  @state() private adviceOn: boolean | null = null;
  /** How far the review of the finished games not yet reviewed has got; null when none is under way. */
  @state() private reviewing: { readonly done: number; readonly total: number } | null = null;
  @state() private reviewProblem = '';
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
      this.adviceOn = (await ledger.getSetting('adviceOff')) !== true;
    } catch (error) {
      this.openProblem = messageOf(error, text.statsReadProblem());
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const facts = this.facts?.value;
    const aliases = this.aliases?.value;
    if (!facts || !aliases) return;
    // The language too: the rule sets' names are worded in it.
    const from = [facts, aliases, this.rulesId, this.period, this.adviceOn, currentLocale()];
    if (from.every((input, index) => input === this.viewFrom[index])) return;
    this.viewFrom = from;
    this.view = this.workOut(facts, aliases);
    // A rule set whose games are gone (deleted, another tab) is no longer a choice.
    if (this.rulesId && !this.view.ruleSets.some((rules) => rules.id === this.rulesId)) {
      this.rulesId = '';
      this.view = this.workOut(facts, aliases);
    }
  }

  protected override updated(): void {
    const facts = this.facts?.value;
    if (facts && this.adviceOn) void this.reviewMissing(facts);
  }

  /**
   * Reviews, one game at a time in the advice worker, the finished games that have no review kept,
   * and keeps each: the live query then brings it to the cards. Never blocks the page.
   */
  private async reviewMissing(facts: Facts): Promise<void> {
    const ledger = this.ledger;
    const advice = this.services?.advice();
    if (this.reviewing || !ledger || !advice) return;
    const missing = gamesCounted(facts.games).filter(
      (game) => !this.reviewTried.has(game.gameId) && facts.reviews.get(game.gameId)?.version !== REVIEW_VERSION,
    );
    if (missing.length === 0) return;
    const total = missing.length;
    this.reviewing = { done: 0, total };
    this.reviewProblem = '';
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
        this.reviewing = { done, total };
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
      this.reviewProblem = text.reviewProblem(messageOf(error, ''));
    } finally {
      this.reviewing = null;
    }
  }

  private workOut(facts: Facts, aliases: PlayerAliases): StatsView {
    const games = facts.games;
    const finished = gamesCounted(games);
    const ruleSets = new Map<string, string>();
    for (const game of finished) ruleSets.set(game.rulesId, presetName({ id: game.rulesId, name: game.rulesName }));
    const filter = statsFilter(this.rulesId, this.period, Date.now());
    const spellings = spellingsByKey(games);
    const spell = (key: string) => spellings.get(key) ?? key;
    const byName = (a: NamedPerson, b: NamedPerson) => a.name.localeCompare(b.name);
    return {
      filter,
      ruleSets: [...ruleSets].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      anyFinished: finished.length > 0,
      counted: gamesCounted(games, filter).length,
      inPlay: games.length - finished.length,
      people: playerStats(games, filter, aliases),
      reviews: this.adviceOn ? reviewStats(games, keptReviews(facts), filter, aliases) : new Map(),
      everyone: playerStats(games, {}, aliases)
        .map(({ key, name }) => ({ key, name }))
        .sort(byName),
      merged: Object.entries(aliases)
        .map(([key, into]) => ({ key, name: spell(key), into: spell(into) }))
        .sort(byName),
    };
  }

  override render() {
    return html`<h2>${text.statsHeading()}</h2>
      <p class="intro">${text.statsIntro()}</p>
      ${this.renderBody()}`;
  }

  private renderBody() {
    const failed = this.facts?.error ?? this.aliases?.error;
    const problem = this.openProblem || (failed ? errorText(failed, '') : '');
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
          .problem=${this.aliasProblem}
          .done=${this.aliasDone}
          @zs-names-merge=${this.onMerge}
          @zs-names-separate=${this.onSeparate}
        ></zs-same-person>
      </section>
      <div class="download">
        <button type="button" class="button" ?disabled=${this.csvBusy || view.people.length === 0} @click=${this.onCsv}>${text.downloadCsvLabel()}</button>
        <p class="report ${this.csvReport?.ok === false ? 'error' : ''}" role="status">${this.csvReport?.message ?? ''}</p>
      </div>`;
  }

  private renderReviewing() {
    if (this.adviceOn === false) return html`<p>${text.reviewOff()}</p>`;
    if (this.reviewProblem) return html`<p class="error" role="alert">${this.reviewProblem}</p>`;
    const reviewing = this.reviewing;
    // Shown, not announced game by game: the cards say when the reviews are in.
    return reviewing ? html`<p>${text.reviewingLine(reviewing.done, reviewing.total)}</p>` : nothing;
  }

  private renderFilters(view: StatsView) {
    const words = text.FILTER_WORDS;
    return html`<div class="fields filters">
      <div class="field">
        <label for="rules">${words.rules}</label>
        <select id="rules" class="input" @change=${(event: Event) => (this.rulesId = (event.currentTarget as HTMLSelectElement).value)}>
          <option value="" .selected=${this.rulesId === ''}>${words.allRules}</option>
          ${view.ruleSets.map((rules) => html`<option value=${rules.id} .selected=${rules.id === this.rulesId}>${rules.name}</option>`)}
        </select>
      </div>
      <div class="field">
        <label for="period">${words.period}</label>
        <select id="period" class="input" @change=${(event: Event) => (this.period = (event.currentTarget as HTMLSelectElement).value as Period)}>
          ${PERIODS.map((period) => html`<option value=${period} .selected=${period === this.period}>${words.periods[period]}</option>`)}
        </select>
      </div>
    </div>`;
  }

  private spelled(key: string): string {
    return (
      this.view?.everyone.find((person) => person.key === key)?.name ??
      this.view?.merged.find((pair) => pair.key === key)?.name ??
      key
    );
  }

  private async onMerge(event: CustomEvent<ZsNamesMergeDetail>) {
    const { name, into } = event.detail;
    const aliases = this.aliases?.value ?? {};
    const outcome = mergeNames(aliases, name, into);
    this.aliasDone = '';
    if (!outcome.ok) {
      this.aliasProblem = text.samePersonAlready(this.spelled(name), this.spelled(into), name === into);
      return;
    }
    this.aliasProblem = '';
    await this.storeAliases(
      outcome.aliases,
      text.mergedNow(this.spelled(name), this.spelled(personKey(into, aliases))),
    );
  }

  private async onSeparate(event: CustomEvent<ZsNamesSeparateDetail>) {
    const { key } = event.detail;
    const aliases = this.aliases?.value ?? {};
    const into = aliases[key];
    if (into === undefined) return;
    this.aliasProblem = '';
    this.aliasDone = '';
    await this.storeAliases(separateName(aliases, key), text.separatedNow(this.spelled(key), this.spelled(into)));
  }

  /** Stores the merges; the live query brings them back to the cards and head to head. */
  private async storeAliases(aliases: PlayerAliases, done: string) {
    try {
      if (!this.ledger) return;
      await this.ledger.setSetting('playerAliases', { ...aliases });
      this.aliasDone = done;
    } catch (error) {
      this.aliasProblem = text.aliasWriteProblem(messageOf(error, ''));
    }
  }

  private async onCsv() {
    const people = this.view?.people;
    if (!people) return;
    this.csvBusy = true;
    this.csvReport = null;
    try {
      // The CSV and sharing code is its own chunk, loaded on the tap.
      const { exportStatsCsv } = await import('../../app/export-actions.js');
      this.csvReport = await exportStatsCsv(people);
    } catch {
      this.csvReport = { ok: false, message: text.csvLoadProblem() };
    } finally {
      this.csvBusy = false;
    }
  }
}

/** The reviews kept at this version, as the statistics read them. */
function keptReviews(facts: Facts): Map<string, ReviewTotals> {
  const kept = new Map<string, ReviewTotals>();
  for (const [id, review] of facts.reviews) if (review.version === REVIEW_VERSION) kept.set(id, review.totals);
  return kept;
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-stats-page': ZsStatsPage;
  }
}
