import { playerNameKey } from '../game/index.js';
import type { GameFacts, PlayerFacts } from './facts.js';

/** Which games count: one rule set, a period (by when the game was last played, epoch ms, `to` excluded). */
export interface StatsFilter {
  readonly rulesId?: string;
  readonly from?: number;
  readonly to?: number;
}

/**
 * Names the group said are the same person: the key of a spelling (`playerNameKey`) → the key of
 * the name it is merged into. Chains are followed (a → b → c counts a as c); the names of a cycle
 * (a → b → a) are one person, under the least of their keys.
 */
export type PlayerAliases = Readonly<Record<string, string>>;

/** The person a name stands for: its key after the group's merges. */
export function personKey(name: string, aliases: PlayerAliases = {}): string {
  let key = playerNameKey(name);
  const path: string[] = [];
  // Own keys only: a player called "constructor" is not an alias of Object's.
  while (Object.hasOwn(aliases, key)) {
    const looped = path.indexOf(key);
    // Every spelling in the cycle must land on the same key, whichever one the walk started from.
    if (looped >= 0) return path.slice(looped).sort()[0] as string;
    path.push(key);
    key = aliases[key] as string;
  }
  return key;
}

/** One person over the games that count (finished games only: a game being played has no winner). */
export interface PlayerStats {
  readonly key: string;
  /** The spelling of their latest game. */
  readonly name: string;
  /** Every spelling seen, the latest first. */
  readonly spellings: readonly string[];
  readonly games: number;
  readonly wins: number;
  /** Wins / games (0 to 1). */
  readonly winRate: number;
  readonly turns: number;
  /** Points their own turns brought in, per turn. */
  readonly pointsPerTurn: number;
  /** Zilches / turns (0 to 1). */
  readonly zilchRate: number;
  readonly zilches: number;
  readonly hotDice: number;
  /** Their biggest bank and the game it was in (the latest of equals); null when they never banked. */
  readonly bestTurn: { readonly points: number; readonly gameId: string } | null;
  /** Their highest final score and its game (the latest of equals). */
  readonly bestGame: { readonly score: number; readonly gameId: string } | null;
  /** The most banks in a row within one game. */
  readonly longestStreak: number;
  /** The most zilches in a row within one game. */
  readonly longestZilchStreak: number;
  /** Their turns to get on the board, averaged over the games where they got on; null when none. */
  readonly averageTurnsToBoard: number | null;
  /** Games where they never got on the board. */
  readonly neverOnBoard: number;
}

/** The games that count under `filter`, finished, latest last. */
export function gamesCounted(games: readonly GameFacts[], filter: StatsFilter = {}): GameFacts[] {
  return games
    .filter(
      (game) =>
        game.finished &&
        (filter.rulesId === undefined || game.rulesId === filter.rulesId) &&
        (filter.from === undefined || game.endedAt >= filter.from) &&
        (filter.to === undefined || game.endedAt < filter.to),
    )
    .sort((a, b) => a.endedAt - b.endedAt);
}

interface Sum {
  key: string;
  spellings: string[];
  games: number;
  wins: number;
  turns: number;
  points: number;
  zilches: number;
  hotDice: number;
  bestTurn: PlayerStats['bestTurn'];
  bestGame: PlayerStats['bestGame'];
  longestStreak: number;
  longestZilchStreak: number;
  toBoard: number;
  onBoardGames: number;
}

function add(sum: Sum, player: PlayerFacts, gameId: string): void {
  const spelling = sum.spellings.indexOf(player.name);
  if (spelling >= 0) sum.spellings.splice(spelling, 1);
  sum.spellings.unshift(player.name);
  sum.games += 1;
  if (player.won) sum.wins += 1;
  sum.turns += player.turns;
  sum.points += player.points;
  sum.zilches += player.zilches;
  sum.hotDice += player.hotDice;
  if (player.banks > 0 && player.bestTurn >= (sum.bestTurn?.points ?? 0))
    sum.bestTurn = { points: player.bestTurn, gameId };
  if (sum.bestGame === null || player.score >= sum.bestGame.score) sum.bestGame = { score: player.score, gameId };
  sum.longestStreak = Math.max(sum.longestStreak, player.longestStreak);
  sum.longestZilchStreak = Math.max(sum.longestZilchStreak, player.longestZilchStreak);
  if (player.turnsToBoard !== null) {
    sum.toBoard += player.turnsToBoard;
    sum.onBoardGames += 1;
  }
}

/**
 * Every person's statistics over the games that count, the most wins first (then the best win
 * rate, then the name). A person who sat twice in one game (two spellings merged) counts each seat.
 */
export function playerStats(
  games: readonly GameFacts[],
  filter: StatsFilter = {},
  aliases: PlayerAliases = {},
): PlayerStats[] {
  const sums = new Map<string, Sum>();
  for (const game of gamesCounted(games, filter)) {
    for (const player of game.players) {
      const key = personKey(player.name, aliases);
      let sum = sums.get(key);
      if (!sum) {
        sum = {
          key,
          spellings: [],
          games: 0,
          wins: 0,
          turns: 0,
          points: 0,
          zilches: 0,
          hotDice: 0,
          bestTurn: null,
          bestGame: null,
          longestStreak: 0,
          longestZilchStreak: 0,
          toBoard: 0,
          onBoardGames: 0,
        };
        sums.set(key, sum);
      }
      add(sum, player, game.gameId);
    }
  }
  return [...sums.values()]
    .map((sum): PlayerStats => ({
      key: sum.key,
      name: sum.spellings[0] ?? sum.key,
      spellings: sum.spellings,
      games: sum.games,
      wins: sum.wins,
      winRate: sum.games > 0 ? sum.wins / sum.games : 0,
      turns: sum.turns,
      pointsPerTurn: sum.turns > 0 ? sum.points / sum.turns : 0,
      zilchRate: sum.turns > 0 ? sum.zilches / sum.turns : 0,
      zilches: sum.zilches,
      hotDice: sum.hotDice,
      bestTurn: sum.bestTurn,
      bestGame: sum.bestGame,
      longestStreak: sum.longestStreak,
      longestZilchStreak: sum.longestZilchStreak,
      averageTurnsToBoard: sum.onBoardGames > 0 ? sum.toBoard / sum.onBoardGames : null,
      neverOnBoard: sum.games - sum.onBoardGames,
    }))
    .sort((a, b) => b.wins - a.wins || b.winRate - a.winRate || a.name.localeCompare(b.name));
}

/** Two people's record in the games both played (finished, counted by `filter`). */
export interface HeadToHead {
  readonly games: number;
  /** Games each finished ahead of the other (a better place). */
  readonly aAhead: number;
  readonly bAhead: number;
  /** Games they finished level (the same place). */
  readonly level: number;
  /** Games each won. */
  readonly aWins: number;
  readonly bWins: number;
}

/** The head-to-head record of the people `a` and `b` (names or keys of any spelling). */
export function headToHead(
  games: readonly GameFacts[],
  a: string,
  b: string,
  filter: StatsFilter = {},
  aliases: PlayerAliases = {},
): HeadToHead {
  const keyA = personKey(a, aliases);
  const keyB = personKey(b, aliases);
  const record = { games: 0, aAhead: 0, bAhead: 0, level: 0, aWins: 0, bWins: 0 };
  if (keyA === keyB) return record;
  for (const game of gamesCounted(games, filter)) {
    const seatOf = (key: string) =>
      game.players.filter((player) => personKey(player.name, aliases) === key).sort((x, y) => x.place - y.place)[0];
    const playerA = seatOf(keyA);
    const playerB = seatOf(keyB);
    if (!playerA || !playerB) continue;
    record.games += 1;
    if (playerA.place < playerB.place) record.aAhead += 1;
    else if (playerB.place < playerA.place) record.bAhead += 1;
    else record.level += 1;
    if (playerA.won) record.aWins += 1;
    if (playerB.won) record.bWins += 1;
  }
  return record;
}
