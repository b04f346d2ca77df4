import type { GameFacts } from './facts.js';
import { gamesCounted, personKey } from './players.js';
import type { PlayerAliases, StatsFilter } from './players.js';

/**
 * What the statistics read of a game's decision review (the advisor's GameReview has these fields):
 * per seat, the finished dice turns reviewed, the decisions, the expected points given away and the luck.
 */
export interface ReviewTotals {
  readonly players: readonly {
    readonly seat: number;
    readonly turns: number;
    readonly decisions: number;
    readonly givenAway: number;
    readonly luck: number;
  }[];
}

/** Just the totals of a review (a whole review carries every decision): what a cache keeps small. */
export function reviewTotals(review: ReviewTotals): ReviewTotals {
  return {
    players: review.players.map(({ seat, turns, decisions, givenAway, luck }) => ({
      seat,
      turns,
      decisions,
      givenAway,
      luck,
    })),
  };
}

/** One person's decisions over the reviewed games that count. */
export interface PersonReview {
  /** Games with at least one of their turns reviewed. */
  readonly games: number;
  readonly decisions: number;
  /** Expected points given away, in all and per game. */
  readonly givenAway: number;
  readonly givenAwayPerGame: number;
  /** Luck, in all and per game. */
  readonly luck: number;
  readonly luckPerGame: number;
}

/**
 * Each person's decision review summed over the finished games that count under `filter` and have a
 * review (`reviews` by game id), by person key. A game whose turns were all typed as totals counts
 * for nobody.
 */
export function reviewStats(
  games: readonly GameFacts[],
  reviews: ReadonlyMap<string, ReviewTotals>,
  filter: StatsFilter = {},
  aliases: PlayerAliases = {},
): Map<string, PersonReview> {
  const sums = new Map<string, { games: number; decisions: number; givenAway: number; luck: number }>();
  for (const game of gamesCounted(games, filter)) {
    const review = reviews.get(game.gameId);
    if (!review) continue;
    for (const player of review.players) {
      const name = game.players[player.seat]?.name;
      if (name === undefined || player.turns === 0) continue;
      const key = personKey(name, aliases);
      const sum = sums.get(key) ?? { games: 0, decisions: 0, givenAway: 0, luck: 0 };
      sum.games += 1;
      sum.decisions += player.decisions;
      sum.givenAway += player.givenAway;
      sum.luck += player.luck;
      sums.set(key, sum);
    }
  }
  return new Map(
    [...sums].map(([key, sum]) => [
      key,
      { ...sum, givenAwayPerGame: sum.givenAway / sum.games, luckPerGame: sum.luck / sum.games },
    ]),
  );
}
