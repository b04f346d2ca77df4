/**
 * Shared by the backup's browser tests (db-backup*.test.ts): a ledger with games to back up, its
 * backup read back, an old phone with settings of its own and the file its backup button shares, and
 * readers for what a restore must keep and must not write.
 */
import { expect } from '@open-wc/testing';
import { readAllGames, readBackupSettings } from '../../src/db/index.js';
import type { Ledger, LoadedGame } from '../../src/db/index.js';
import { createBackup, readBackup } from '../../src/export/backup.js';
import type { Backup } from '../../src/export/backup.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import { backUpAllGames } from '../../src/ui/app/export-actions.js';
import { SHEET_ENTRIES, sheetSetup } from '../support/sheet-game.js';
import {
  FARKLE_TURNS,
  expectOk,
  farkleSetup,
  keepingShareSheet,
  openLedger,
  play,
  storedEntryRows,
} from './db-helpers.js';

/** A ledger with two games: the four-player sheet game (one entry undone) and a Farkle game. */
export async function ledgerWithGames(): Promise<{ ledger: Ledger; games: LoadedGame[] }> {
  const ledger = openLedger();
  await ledger.setSetting('recentPlayers', ['Ana', 'Ben', 'Cy', 'Dee']);
  const sheet = await play(ledger, expectOk(await ledger.createGame(sheetSetup())), SHEET_ENTRIES);
  const undone = expectOk(await ledger.undoTap(sheet.row.id, sheet.row.seq));
  const farkle = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
  return { ledger, games: [undone, farkle] };
}

export async function backupOf(ledger: Ledger): Promise<Backup> {
  const { text } = createBackup(await readAllGames(ledger), Date.now(), await readBackupSettings(ledger));
  const reading = readBackup(text);
  if (!reading.ok) throw new Error(reading.refusal.code);
  return reading.backup;
}

/** What must survive a backup and a restore: everything but the write counter. */
export const essence = (game: LoadedGame | null) =>
  game && { row: { ...game.row, seq: 0 }, log: game.log, state: game.state };

/** Every row of every store, to show that a refused restore wrote nothing. */
export async function everything(ledger: Ledger) {
  return {
    games: await ledger.db.games.toArray(),
    entries: await storedEntryRows(ledger),
    chunks: await ledger.db.logChunks.toArray(),
    settings: await ledger.db.settings.toArray(),
  };
}

/** House rules as the new-game page keeps them: a preset the group changed, id "house". */
export const houseRules = (name = 'Our table', openingMinimum = 1000): Ruleset => {
  const base = presetById('zilch-15k');
  return { ...base, id: 'house', name, turn: { ...base.turn, openingMinimum } };
};

/** The old phone: games, the names, house rules built there, advice off, and its storage answer. */
export async function oldPhone(): Promise<Ledger> {
  const { ledger } = await ledgerWithGames();
  await ledger.setSetting('houseRules', houseRules());
  await ledger.setSetting('adviceOff', true);
  await ledger.setSetting('persistence', { askedAt: 5, granted: true });
  return ledger;
}

/** The backup file the old phone shares, made by the backup button's own code. */
export async function backupFile(ledger: Ledger): Promise<File> {
  const sheet = keepingShareSheet();
  const report = await backUpAllGames(ledger, sheet.target);
  expect(report.ok, report.message).to.equal(true);
  const file = sheet.kept[0];
  if (!file) throw new Error('no backup file was shared');
  return file;
}
