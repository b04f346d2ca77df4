import { describe, expect, it } from 'vitest';
import { createBackup, readBackup } from '../../../src/export/backup.js';
import type { BackupGame, StoredGameRecord } from '../../../src/export/backup.js';
import { activeEntries, correctTurnTotal } from '../../../src/game/index.js';
import type { Entry, GameLog, GameSetup } from '../../../src/game/index.js';
import { gameFacts, playerStats } from '../../../src/stats/index.js';
import type { GameFacts } from '../../../src/stats/index.js';
import { TIE_BROKEN } from '../../support/game-state.js';
import { LOCKED_CHALLENGE_ZILCH, tenDiceChallengeRules } from '../../support/locked-challenge.js';
import { mulberry32 } from '../../support/random.js';
import { SHEET_ENTRIES, sheetSetup } from '../../support/sheet-game.js';
import { randomGames, setupOf } from './games.js';

const EXPORTED_AT = Date.UTC(2026, 10, 25, 20, 0);

interface Played {
  readonly id: string;
  readonly log: GameLog;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * Random games, some of them corrected ("that was 650, not 600", a bank made a zilch), some with
 * entries undone past the head (a redo stack), and the hand-made games with a tie-break, challenges
 * and locked points.
 */
function playedGames(): { games: Played[]; corrected: number } {
  const random = mulberry32(7);
  let corrected = 0;
  const played = randomGames(120, 31337).map(({ seed, setup, entries }): Played => {
    let log: GameLog = { setup, entries, head: entries.length };
    const turns = entries.length > 0 ? replayedTurns(setup, entries) : 0;
    if (turns > 0 && random() < 0.5) {
      const turn = Math.floor(random() * turns);
      const points = random() < 0.3 ? 0 : 50 * (1 + Math.floor(random() * 30));
      const outcome = correctTurnTotal(log, turn, points);
      if (outcome.ok) {
        log = outcome.value.log;
        corrected += 1;
      }
    }
    if (log.head > 0 && random() < 0.3)
      log = { ...log, head: log.head - 1 - Math.floor(random() * Math.min(log.head, 10)) };
    const createdAt = EXPORTED_AT - Math.floor(random() * 1e10);
    return { id: `random-${seed}`, log, createdAt, updatedAt: createdAt + Math.floor(random() * 1e7) };
  });
  const handMade = (id: string, setup: GameSetup, entries: readonly Entry[]): Played => ({
    id,
    log: { setup, entries, head: entries.length },
    createdAt: EXPORTED_AT - 5e9,
    updatedAt: EXPORTED_AT - 4e9,
  });
  return {
    games: [
      ...played,
      handMade('sheet', sheetSetup(), SHEET_ENTRIES),
      handMade('tie', setupOf('zilch-15k'), TIE_BROKEN),
      handMade('locked', setupOf(tenDiceChallengeRules()), LOCKED_CHALLENGE_ZILCH),
    ],
    corrected,
  };
}

const replayedTurns = (setup: GameSetup, entries: readonly Entry[]): number =>
  gameFacts({ id: '', createdAt: 0, updatedAt: 0 }, setup, entries).players.reduce(
    (sum, player) => sum + player.turns,
    0,
  );

const record = (game: Played): StoredGameRecord => ({
  row: {
    id: game.id,
    setup: game.log.setup,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    head: game.log.head,
  },
  entries: game.log.entries.map((entry, index) => ({
    entry,
    at: index % 7 === 3 ? null : game.createdAt + index * 1000,
  })),
});

const factsOfPlayed = (game: Played): GameFacts =>
  gameFacts(
    { id: game.id, createdAt: game.createdAt, updatedAt: game.updatedAt },
    game.log.setup,
    activeEntries(game.log),
  );

const factsOfRestored = (game: BackupGame): GameFacts =>
  gameFacts(
    { id: game.id, createdAt: game.createdAt, updatedAt: game.updatedAt },
    game.setup,
    game.entries.slice(0, game.head),
  );

describe('statistics after a backup and a restore', () => {
  const { games, corrected } = playedGames();
  const { text, skipped } = createBackup(games.map(record), EXPORTED_AT);
  const reading = readBackup(text);
  if (!reading.ok) throw new Error(reading.refusal.code);
  const restored = reading.backup.games;

  it('the backup holds every game, corrected and undone ones among them', () => {
    expect(skipped).toEqual([]);
    expect(restored.map((game) => game.id)).toEqual(games.map((game) => game.id));
    expect(corrected).toBeGreaterThan(20);
    expect(games.some((game) => game.log.head < game.log.entries.length)).toBe(true);
    expect(games.some((game) => game.log.entries.some((entry) => entry.type === 'total'))).toBe(true);
  });

  it("each restored game's facts equal the original's", () => {
    games.forEach((game, index) => {
      const restoredGame = restored[index];
      if (!restoredGame) throw new Error(`game ${game.id} was not restored`);
      expect(factsOfRestored(restoredGame), game.id).toEqual(factsOfPlayed(game));
    });
  });

  it('the per-person statistics over all the games are equal, with and without a filter', () => {
    const before = games.map(factsOfPlayed);
    const after = restored.map(factsOfRestored);
    expect(before.filter((facts) => facts.finished).length).toBeGreaterThan(50);
    expect(playerStats(after)).toEqual(playerStats(before));
    const filter = { rulesId: 'ten-dice', from: EXPORTED_AT - 6e9 };
    expect(playerStats(before, filter).length).toBeGreaterThan(0);
    expect(playerStats(after, filter)).toEqual(playerStats(before, filter));
  });
});
