/** Backup files for the backup's tests: the export layer's codes and the UI's sentences for them. */
import { expect } from 'vitest';
import type { Entry, GameSetup } from '../../../src/game/index.js';
import { BACKUP_FORMAT, createBackup, readBackup } from '../../../src/export/backup.js';
import type { BackupRefusal, GameProblem, StoredGameRecord } from '../../../src/export/backup.js';
import { presetById } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import { SHEET_ENTRIES, sheetSetup } from '../../support/sheet-game.js';

export const exportedAt = Date.UTC(2026, 10, 20, 21, 0);

export const record = (
  id: string,
  setup: GameSetup,
  entries: readonly Entry[],
  head = entries.length,
): StoredGameRecord => ({
  row: { id, setup, createdAt: exportedAt - 3_600_000, updatedAt: exportedAt - 60_000, head },
  entries: entries.map((entry, index) => ({ entry, at: index === 0 ? null : exportedAt - 3_600_000 + index * 1000 })),
});

export const farkle = (players = ['Ana', 'Ben']): GameSetup => ({ rules: presetById('farkle'), players });

/** Two games: the four-player sheet game (with a redo stack of one entry) and a short Farkle game. */
export const records = (): StoredGameRecord[] => [
  record('game-1', sheetSetup(), SHEET_ENTRIES, SHEET_ENTRIES.length - 1),
  record('game-2', farkle(), [
    { type: 'total', points: 300 },
    { type: 'total', points: 0 },
  ]),
];

/** A backup's JSON with one change made by `edit`. */
export function edited(edit: (data: Record<string, unknown> & { games: Record<string, unknown>[] }) => void): string {
  const data = JSON.parse(createBackup(records(), exportedAt).text);
  edit(data);
  return JSON.stringify(data);
}

/** House rules as the new-game page keeps them: a preset changed by the group, id "house". */
export const houseRules = (): Ruleset => {
  const base = presetById('zilch-15k');
  return { ...base, id: 'house', name: 'Our table', turn: { ...base.turn, openingMinimum: 1000 } };
};

export const gameAt = (data: { games: Record<string, unknown>[] }, index: number) =>
  data.games[index] as Record<string, unknown>;

/** Why the file of `text` is refused. */
export const refusal = (text: string): BackupRefusal => {
  const reading = readBackup(text);
  if (reading.ok) throw new Error('expected the backup to be refused');
  return reading.refusal;
};

/** A file with no games and these settings, as a hostile tester would craft it. */
export const settingsOnly = (settings: unknown): string =>
  JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: '2026-11-20T21:00:00.000Z', games: [], settings });

export const accepted = (text: string) => {
  const reading = readBackup(text);
  if (!reading.ok) throw new Error(`expected the backup to be read: ${reading.refusal.code}`);
  return reading;
};

/** What JSON.parse hands back, for walking a file the way a hostile tester edits it. */
export type Parsed = ReturnType<typeof JSON.parse>;

export const rulesOf = (data: { games: Record<string, unknown>[] }) =>
  (gameAt(data, 1)['setup'] as { rules: Parsed }).rules;

/** The refusal of a damaged game: its number, its players and its problem (matched, not equal). */
export const damaged = (
  game: number,
  players: readonly string[],
  problem: Partial<GameProblem> | Record<string, unknown>,
) => ({
  code: 'damaged-game',
  game,
  players,
  problem: expect.objectContaining(problem),
});

export const notReadable = (setting: string): BackupRefusal =>
  ({ code: 'damaged-settings', problem: { code: 'unreadable', setting } }) as BackupRefusal;
