/**
 * Statistics: what every game leaves behind, derived from its entries (the ledger's truth) and
 * summed per person across games. Pure: it reads the game layer only, and speaks in numbers.
 */
export { FACTS_VERSION, gameFacts } from './facts.js';
export type { GameFacts, GameMeta, PlayerFacts } from './facts.js';
export { gamesCounted, headToHead, personKey, playerStats } from './players.js';
export { mergeNames, separateName, spellingsByKey } from './aliases.js';
export type { MergeOutcome } from './aliases.js';
export type { HeadToHead, PlayerAliases, PlayerStats, StatsFilter } from './players.js';
export { reviewStats, reviewTotals } from './review-totals.js';
export type { PersonReview, ReviewTotals } from './review-totals.js';
