import { REVIEW_VERSION } from '../../../advisor/review-version.js';
import type { AllFacts } from '../../../db/index.js';
import {
  gamesCounted,
  mergeNames,
  personKey,
  playerStats,
  reviewStats,
  separateName,
  spellingsByKey,
} from '../../../stats/index.js';
import type {
  GameFacts,
  PersonReview,
  PlayerAliases,
  PlayerStats,
  ReviewTotals,
  StatsFilter,
} from '../../../stats/index.js';
import type { ActionReport } from '../../app/export-actions.js';
import { presetName } from '../../text/preset-text.js';
import * as text from '../../text/stats-text.js';
import { statsFilter } from './period.js';
import type { Period } from './period.js';
import type { MergedName, NamedPerson } from './zs-same-person.js';

/** What the statistics page keeps between renders: its filters, and what it says about its work. */
export interface StatsForm {
  /** The rule set the statistics are filtered by; '' for all. */
  readonly rulesId: string;
  readonly period: Period;
  /** The statistics could not be opened. */
  readonly openProblem: string;
  /** Why a merge or separation of names was refused or not stored; and what the last one did. */
  readonly aliasProblem: string;
  readonly aliasDone: string;
  /** The CSV's sentence, and whether it is being made. */
  readonly csvReport: ActionReport | null;
  readonly csvBusy: boolean;
  /** Advice on (and so the decision review); null until the setting is read. */
  readonly adviceOn: boolean | null;
  /** How far the review of the finished games not yet reviewed has got; null when none is under way. */
  readonly reviewing: { readonly done: number; readonly total: number } | null;
  readonly reviewProblem: string;
}

/** Every rule set, every period, nothing said yet. */
export function initialStatsForm(): StatsForm {
  return {
    rulesId: '',
    period: 'all',
    openProblem: '',
    aliasProblem: '',
    aliasDone: '',
    csvReport: null,
    csvBusy: false,
    adviceOn: null,
    reviewing: null,
    reviewProblem: '',
  };
}

/** What the page shows, worked out from the facts in memory whenever they, the merges or the filters change. */
export interface StatsView {
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

/** The reviews kept at this version, as the statistics read them. */
export function keptReviews(facts: AllFacts): Map<string, ReviewTotals> {
  const kept = new Map<string, ReviewTotals>();
  for (const [id, review] of facts.reviews) if (review.version === REVIEW_VERSION) kept.set(id, review.totals);
  return kept;
}

/** What the page shows of `facts`, filtered by the form's rule set and period (counted back from `now`). */
export function statsView(facts: AllFacts, aliases: PlayerAliases, form: StatsForm, now: number): StatsView {
  const games = facts.games;
  const finished = gamesCounted(games);
  const ruleSets = new Map<string, string>();
  for (const game of finished) ruleSets.set(game.rulesId, presetName({ id: game.rulesId, name: game.rulesName }));
  const filter = statsFilter(form.rulesId, form.period, now);
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
    reviews: form.adviceOn ? reviewStats(games, keptReviews(facts), filter, aliases) : new Map(),
    everyone: playerStats(games, {}, aliases)
      .map(({ key, name }) => ({ key, name }))
      .sort(byName),
    merged: Object.entries(aliases)
      .map(([key, into]) => ({ key, name: spell(key), into: spell(into) }))
      .sort(byName),
  };
}

/** A rule set whose games are gone (deleted, another tab) is no longer a choice: the filter goes back to all. */
export function withRulesShown(form: StatsForm, view: StatsView): StatsForm {
  return form.rulesId && !view.ruleSets.some((rules) => rules.id === form.rulesId) ? { ...form, rulesId: '' } : form;
}

/** The finished games with no review kept at this version, none of them `tried` already. */
export function gamesToReview(facts: AllFacts, tried: ReadonlySet<string>): GameFacts[] {
  return gamesCounted(facts.games).filter(
    (game) => !tried.has(game.gameId) && facts.reviews.get(game.gameId)?.version !== REVIEW_VERSION,
  );
}

/** How a name key is written on the page: as the people and the merges show it, else the key itself. */
export function spelled(view: StatsView | null, key: string): string {
  return (
    view?.everyone.find((person) => person.key === key)?.name ??
    view?.merged.find((pair) => pair.key === key)?.name ??
    key
  );
}

/** A change of the merges to store, and what to say once it is stored; or why it is refused. */
export type NamesChange =
  | { readonly ok: true; readonly aliases: PlayerAliases; readonly done: string }
  | { readonly ok: false; readonly problem: string };

/** "Count `name` as `into`". */
export function mergeChange(view: StatsView | null, aliases: PlayerAliases, name: string, into: string): NamesChange {
  const outcome = mergeNames(aliases, name, into);
  if (!outcome.ok)
    return { ok: false, problem: text.samePersonAlready(spelled(view, name), spelled(view, into), name === into) };
  return {
    ok: true,
    aliases: outcome.aliases,
    done: text.mergedNow(spelled(view, name), spelled(view, personKey(into, aliases))),
  };
}

/** "Count the spelling `key` on its own again"; null when it is not merged into anyone. */
export function separateChange(view: StatsView | null, aliases: PlayerAliases, key: string): NamesChange | null {
  const into = aliases[key];
  if (into === undefined) return null;
  return {
    ok: true,
    aliases: separateName(aliases, key),
    done: text.separatedNow(spelled(view, key), spelled(view, into)),
  };
}
