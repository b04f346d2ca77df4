import type { GameReview } from '../../../advisor/index.js';
import { REVIEW_VERSION } from '../../../advisor/review-version.js';
import type { LoadedGame } from '../../../db/index.js';
import { activeEntries } from '../../../game/index.js';
import { gameFacts, reviewTotals } from '../../../stats/index.js';
import type { GameFacts } from '../../../stats/index.js';
import type { AppServices } from '../../app/services.js';
import { REVIEW_TEXT } from '../../text/review-text.js';
import type { ReviewView } from './zs-game-stats.js';

/** Each game's facts, worked out once per game as stored (a new write is a new game object). */
const factsByGame = new WeakMap<LoadedGame, GameFacts>();

/** What the game leaves behind (the statistics under its sheet), derived again only when the game changes. */
export function factsOf(game: LoadedGame): GameFacts {
  let facts = factsByGame.get(game);
  if (!facts) {
    const { row, log } = game;
    facts = gameFacts(
      { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt },
      log.setup,
      activeEntries(log),
    );
    factsByGame.set(game, facts);
  }
  return facts;
}

/**
 * The decision review of a game, worked out in the advice worker; off with the advice. A finished
 * game's review is kept beside its statistics: worked out once, read after.
 */
export async function reviewOf(
  game: LoadedGame | null | undefined,
  services: AppServices | undefined,
): Promise<ReviewView> {
  if (!game || !services) return { state: 'working' };
  const ledger = await services.ledger();
  if ((await ledger.getSetting('adviceOff')) === true) return { state: 'off' };
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
}
