import { describe, expect, it } from 'vitest';
import { REVIEW_VERSION } from '../../../src/advisor/review-version.js';
import type { AllFacts } from '../../../src/db/index.js';
import { FACTS_VERSION } from '../../../src/stats/index.js';
import type { GameFacts, PlayerFacts, ReviewTotals } from '../../../src/stats/index.js';
import {
  gamesToReview,
  initialStatsForm,
  keptReviews,
  mergeChange,
  separateChange,
  spelled,
  statsView,
  withRulesShown,
} from '../../../src/ui/pages/stats/stats-form.js';
import type { StatsForm } from '../../../src/ui/pages/stats/stats-form.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15);

const seat = (name: string, won: boolean, score: number): PlayerFacts => ({
  seat: 0,
  name,
  score,
  place: won ? 1 : 2,
  won,
  turns: 1,
  banks: won ? 1 : 0,
  zilches: won ? 0 : 1,
  hotDice: 0,
  points: score,
  penalties: 0,
  bestTurn: score,
  longestStreak: won ? 1 : 0,
  longestZilchStreak: won ? 0 : 1,
  turnsToBoard: won ? 1 : null,
});

/** A two-player game, the winner first, ended `daysAgo` before NOW. */
const game = (
  gameId: string,
  daysAgo: number,
  [winner, loser]: readonly [string, string],
  rules: { rulesId: string; rulesName: string } = { rulesId: 'farkle', rulesName: 'Farkle' },
  finished = true,
): GameFacts => ({
  version: FACTS_VERSION,
  gameId,
  ...rules,
  startedAt: NOW - daysAgo * DAY - 1000,
  endedAt: NOW - daysAgo * DAY,
  finished,
  target: 10000,
  rounds: 1,
  finalRoundFrom: 1,
  players: [seat(winner, true, 10000), seat(loser, false, 0)].map((player, index) => ({ ...player, seat: index })),
  byRound: [
    [0, 10000],
    [0, 0],
  ],
  biggestTurn: null,
  longestStreak: null,
});

const house = { rulesId: 'house', rulesName: 'Our Zilch' };
const totals = {} as ReviewTotals;

/** Ana beat Ben at Farkle twice (once long ago), Cy beat Ana by the house rules, and Ben and Cy are playing. */
const facts = (reviews: AllFacts['reviews'] = new Map()): AllFacts => ({
  games: [
    game('g1', 400, ['Ana', 'Ben']),
    game('g2', 3, ['Ana', 'Ben']),
    game('g3', 2, ['Cy', 'Ana'], house),
    game('g4', 1, ['Ben', 'Cy'], undefined, false),
  ],
  damaged: 0,
  reviews,
});

/** Names isolated for right-to-left text, read plainly. */
const plain = (sentence: string) => sentence.replace(/[\u2066-\u2069]/g, '');

const form = (change: Partial<StatsForm> = {}): StatsForm => Object.freeze({ ...initialStatsForm(), ...change });

describe('the statistics form', () => {
  it('starts on every rule set and every period, with nothing said and the advice setting unknown', () => {
    expect(initialStatsForm()).toMatchObject({
      rulesId: '',
      period: 'all',
      adviceOn: null,
      reviewing: null,
      csvBusy: false,
    });
  });

  describe('what it shows', () => {
    it('counts the finished games, names their rule sets in order, and counts the games in play apart', () => {
      const view = statsView(facts(), {}, form(), NOW);
      expect(view.ruleSets).toEqual([
        { id: 'farkle', name: 'Farkle' },
        { id: 'house', name: 'Our Zilch' },
      ]);
      expect(view.anyFinished).toBe(true);
      expect(view.counted).toBe(3);
      expect(view.inPlay).toBe(1);
      expect(view.people.map((person) => [person.name, person.wins])).toEqual([
        ['Ana', 2],
        ['Cy', 1],
        ['Ben', 0],
      ]);
      expect(view.everyone.map((person) => person.name)).toEqual(['Ana', 'Ben', 'Cy']);
    });

    it('counts again under the filters: a rule set, a period back from now', () => {
      const farkle = statsView(facts(), {}, form({ rulesId: 'farkle' }), NOW);
      expect(farkle.counted).toBe(2);
      expect(farkle.people.map((person) => person.name)).toEqual(['Ana', 'Ben']);
      expect(
        farkle.everyone.map((person) => person.name),
        'merging is over every game',
      ).toEqual(['Ana', 'Ben', 'Cy']);
      const month = statsView(facts(), {}, form({ period: '30-days' }), NOW);
      expect(month.filter).toEqual({ from: NOW - 30 * DAY });
      expect(month.counted).toBe(2);
    });

    it('lists the merges in the players’ own spellings, and counts a merged name as its person', () => {
      const view = statsView(facts(), { ben: 'cy' }, form(), NOW);
      expect(view.merged).toEqual([{ key: 'ben', name: 'Ben', into: 'Cy' }]);
      // Ben and Cy are one person now, named as their latest finished game spells them.
      expect(view.people.map((person) => person.name)).toEqual(['Ana', 'Cy']);
    });

    it('leaves the reviews out with the advice off, or not yet known', () => {
      const kept = facts(new Map([['g2', { version: REVIEW_VERSION, totals }]]));
      expect(statsView(kept, {}, form({ adviceOn: false }), NOW).reviews.size).toBe(0);
      expect(statsView(kept, {}, form(), NOW).reviews.size).toBe(0);
    });

    it('reads only the reviews kept at this version', () => {
      const kept = keptReviews(
        facts(
          new Map([
            ['g1', { version: REVIEW_VERSION - 1, totals }],
            ['g2', { version: REVIEW_VERSION, totals }],
          ]),
        ),
      );
      expect([...kept.keys()]).toEqual(['g2']);
    });

    it('goes back to every rule set when the games of the one chosen are gone', () => {
      const gone = form({ rulesId: 'zilch-10k', period: 'year' });
      expect(withRulesShown(gone, statsView(facts(), {}, gone, NOW))).toEqual({ ...gone, rulesId: '' });
      const there = form({ rulesId: 'house' });
      expect(withRulesShown(there, statsView(facts(), {}, there, NOW))).toBe(there);
      const all = form();
      expect(withRulesShown(all, statsView(facts(), {}, all, NOW))).toBe(all);
    });
  });

  it('reviews the finished games with no review at this version, each once', () => {
    const kept = facts(
      new Map([
        ['g1', { version: REVIEW_VERSION - 1, totals }],
        ['g2', { version: REVIEW_VERSION, totals }],
      ]),
    );
    expect(gamesToReview(kept, new Set()).map((game) => game.gameId)).toEqual(['g1', 'g3']);
    expect(gamesToReview(kept, new Set(['g1'])).map((game) => game.gameId)).toEqual(['g3']);
  });

  describe('merging names', () => {
    const aliases = { ben: 'cy' };
    const view = statsView(facts(), aliases, form(), NOW);

    it('spells a key as the page shows it, else as it is', () => {
      expect(spelled(view, 'ana')).toBe('Ana');
      expect(spelled(view, 'ben'), 'a merged spelling').toBe('Ben');
      expect(spelled(view, 'dee')).toBe('dee');
      expect(spelled(null, 'ana')).toBe('ana');
    });

    it('merges a name into the person another name stands for, and says so in their spellings', () => {
      const change = mergeChange(view, aliases, 'ana', 'ben');
      expect(change.ok && change.aliases).toEqual({ ben: 'cy', ana: 'cy' });
      expect(change.ok && plain(change.done)).toBe('Ana is now counted as Cy.');
    });

    it('refuses a merge of one person, or of a name into itself, and says why', () => {
      const same = mergeChange(view, aliases, 'ben', 'cy');
      expect(!same.ok && plain(same.problem)).toBe('Ben and Cy are the same person already.');
      const itself = mergeChange(view, {}, 'ana', 'ana');
      expect(!itself.ok && plain(itself.problem)).toBe('Ana cannot be merged into itself: pick two different names.');
    });

    it('separates a merged spelling, and does nothing for one that is not merged', () => {
      const change = separateChange(view, aliases, 'ben');
      expect(change?.ok && change.aliases).toEqual({});
      expect(change?.ok && plain(change.done)).toBe('Ben is no longer counted as Cy.');
      expect(separateChange(view, aliases, 'ana')).toBe(null);
    });
  });
});
