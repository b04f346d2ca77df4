/**
 * The storage suite's page for restoring a backup of 10,000 games (bench/storage.ts `restoreCase`):
 * `readBackup` and `restoreGames` into an empty database, then the same file again, timed in Chromium.
 */
import { deleteLedger, Ledger, restoreGames } from '../../src/db/index.js';
import type { GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import { createBackup, readBackup } from '../../src/export/backup.js';
import type { StoredGameRecord } from '../../src/export/backup.js';
import { fold, mulberry32 } from '../measure.js';
import { readAllEntryRows } from '../../src/db/log-store.js';
import { PLAYERS, simulate } from './storage-bench-play.js';

export interface RestoreBenchConfig {
  readonly seed: number;
  /** Games in the backup file. */
  readonly games: number;
  /** Each game's log is cut at a seeded length from 0 to this many entries (a file of 10,000 full games would pass 20 MB). */
  readonly maxEntries: number;
}

export interface RestoreBenchFigures {
  readonly games: number;
  readonly entries: number;
  /** The file's length in UTF-16 code units (its size in bytes: the text is ASCII). */
  readonly fileChars: number;
  /** `readBackup`: parse, check every field, replay every game. */
  readonly readMs: number;
  /** `restoreGames` into an empty database: one transaction. */
  readonly restoreMs: number;
  /** The same file restored again: every game already here. */
  readonly againMs: number;
  readonly restored: number;
  readonly alreadyHere: number;
  readonly checksum: number;
}

declare global {
  interface Window {
    runRestoreBench?: (config: RestoreBenchConfig) => Promise<RestoreBenchFigures>;
  }
}

async function runRestore(config: RestoreBenchConfig): Promise<RestoreBenchFigures> {
  const random = mulberry32(config.seed);
  const presets = ['farkle', 'zilch-15k', 'zilch-10k', 'serendipity-creak'].map((id) => presetById(id) as Ruleset);
  const records: StoredGameRecord[] = [];
  const start0 = Date.UTC(2026, 0, 1);
  let entries = 0;
  for (let i = 0; i < config.games; i++) {
    const setup: GameSetup = {
      rules: presets[i % presets.length] as Ruleset,
      players: PLAYERS.slice(0, 2 + (i % 2)).map((player) => `${player} ${i % 37}`),
    };
    const log = simulate(setup, random, Math.floor(random() * (config.maxEntries + 1)));
    entries += log.length;
    const createdAt = start0 + i * 60_000;
    records.push({
      row: { id: crypto.randomUUID(), setup, createdAt, updatedAt: createdAt + log.length * 5000, head: log.length },
      entries: log.map((entry, index) => ({ entry, at: createdAt + index * 5000 })),
    });
  }
  const { text } = createBackup(records, Date.now(), { recentPlayers: PLAYERS });

  const name = `zs-restore-bench-${crypto.randomUUID()}`;
  const ledger = new Ledger({ name, storage: null });
  try {
    await ledger.getSetting('recentPlayers'); // open the database first
    let start = performance.now();
    const reading = readBackup(text);
    const readMs = performance.now() - start;
    if (!reading.ok) throw new Error(`the bench's backup was refused: ${reading.refusal.code}`);
    start = performance.now();
    const report = await restoreGames(ledger, reading.backup.games, reading.backup.settings);
    const restoreMs = performance.now() - start;
    start = performance.now();
    const again = await restoreGames(ledger, reading.backup.games, reading.backup.settings);
    const againMs = performance.now() - start;
    if (report.restored !== config.games || again.alreadyHere !== config.games) {
      throw new Error(
        `restored ${report.restored} of ${config.games} games, then found ${again.alreadyHere} already here`,
      );
    }
    const { db } = ledger;
    const logs = await db.transaction('r', db.logChunks, () => readAllEntryRows(db));
    const stored = [...logs.values()].reduce((sum, rows) => sum + rows.length, 0);
    if (stored !== entries) throw new Error(`stored ${stored} entries of ${entries}`);
    return {
      games: config.games,
      entries,
      fileChars: text.length,
      readMs,
      restoreMs,
      againMs,
      restored: report.restored,
      alreadyHere: again.alreadyHere,
      checksum: fold(fold(0, stored), (await ledger.db.games.count()) + text.length),
    };
  } finally {
    ledger.close();
    await deleteLedger(name);
  }
}

window.runRestoreBench = runRestore;
