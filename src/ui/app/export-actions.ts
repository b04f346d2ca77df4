/**
 * What the export buttons do, loaded only when one is pressed: the CSV and backup code is not part
 * of any page's first paint (the pages `import()` this module on click).
 */
import { readAllGames, readBackupSettings, restoreGames } from '../../db/index.js';
import type { Ledger, LoadedGame, StoredGame } from '../../db/index.js';
import { backupFileName, createBackup, readBackup, restoreSummary, sizeProblem } from '../../export/backup.js';
import type { BackupGame, BackupSettings, StoredGameRecord } from '../../export/backup.js';
import { csvFileName, gameCsv, localDate } from '../../export/csv.js';
import { statsCsv } from '../../export/stats-csv.js';
import type { PlayerStats } from '../../stats/index.js';
import { STATS_CSV_FAILED, STATS_CSV_TITLE } from '../text/stats-text.js';
import { errorText } from '../text/storage-text.js';
import { shareOrDownload } from './share.js';
import type { ShareResult, ShareTarget } from './share.js';

/** The outcome of an export or a restore, as a sentence for the player. */
export type ActionReport = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

const sent = (result: ShareResult, name: string): string =>
  result === 'shared' ? `Shared ${name}.` : result === 'downloaded' ? `Saved ${name} to your downloads.` : 'Not shared.';

const failure = (error: unknown, fallback: string): ActionReport => ({
  ok: false,
  message: errorText(error, fallback),
});

/** Shares or downloads the score sheet of one game as CSV. */
export async function exportGameCsv(game: LoadedGame, target?: ShareTarget): Promise<ActionReport> {
  try {
    const name = csvFileName(game.state, game.row.createdAt);
    const text = gameCsv(game.state, game.row.createdAt);
    const result = await shareOrDownload({ name, type: 'text/csv', text, title: 'Zilch score sheet' }, target);
    return { ok: true, message: sent(result, name) };
  } catch (error) {
    return failure(error, 'The CSV file could not be made.');
  }
}

/** Shares or downloads every person's statistics (those on screen: the filters applied) as CSV. */
export async function exportStatsCsv(stats: readonly PlayerStats[], target?: ShareTarget, now = Date.now()): Promise<ActionReport> {
  try {
    const name = `zilch-statistics-${localDate(now)}.csv`;
    const result = await shareOrDownload({ name, type: 'text/csv', text: statsCsv(stats), title: STATS_CSV_TITLE }, target);
    return { ok: true, message: sent(result, name) };
  } catch (error) {
    return failure(error, STATS_CSV_FAILED);
  }
}

const gamesWord = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/** Shares or downloads a backup of every game on the device. */
export async function backUpAllGames(ledger: Ledger, target?: ShareTarget, now = Date.now()): Promise<ActionReport> {
  try {
    const stored = await readAllGames(ledger);
    const { backup, text, skipped } = createBackup(stored, now, await readBackupSettings(ledger));
    const name = backupFileName(now);
    const result = await shareOrDownload({ name, type: 'application/json', text, title: 'Zilch Scorepad backup' }, target);
    if (result === 'cancelled') return { ok: true, message: 'Not shared.' };
    const parts = [`${result === 'shared' ? 'Shared' : 'Saved'} ${name} with ${gamesWord(backup.games.length)}${result === 'downloaded' ? ' to your downloads' : ''}.`];
    if (skipped.length > 0) {
      const list = skipped.map((game) => `${game.players}: ${game.problem}`).join(' ');
      parts.push(`${skipped.length === 1 ? 'One damaged game was' : `${skipped.length} damaged games were`} left out (it stays on this device): ${list}`);
    }
    return { ok: true, message: parts.join(' ') };
  } catch (error) {
    return failure(error, 'The backup could not be made.');
  }
}

/** A game of a backup (the second copy's format) as a record for `createBackup`. */
function recordOfCopy(game: BackupGame): StoredGameRecord {
  return {
    row: game,
    entries: game.entries.map((entry, index) => ({
      entry,
      at: game.enteredAt[index] ?? null,
      ...(index > 0 && game.sameTap?.[index] === true ? { sameTap: true as const } : {}),
    })),
  };
}

/** The game on screen as a record; the times of its entries come from `known` where it has the same entries. */
function recordOfScreen(game: LoadedGame, known: StoredGameRecord | undefined): StoredGameRecord {
  const entries = game.log.entries.map((entry, index) => {
    const stored = known?.entries[index];
    const same = stored !== undefined && JSON.stringify(stored.entry) === JSON.stringify(entry);
    return { entry, at: same ? stored.at : null, ...(game.sameTap[index] === true ? { sameTap: true as const } : {}) };
  });
  return { row: game.row, entries };
}

/**
 * The backup offered when a save failed (the storage is full, or the database is gone): everything
 * the app can still read, from the database when it opens, else from the second copy of each game
 * (mirror.ts), and the game on screen, which is what the ledger last stored for it. Nothing here
 * writes to the device's storage but the download itself; the share sheet sends it off the phone.
 */
export async function backUpWhatIsLeft(ledger: Ledger, onScreen: LoadedGame | null, target?: ShareTarget, now = Date.now()): Promise<ActionReport> {
  try {
    const records = new Map<string, StoredGameRecord>();
    let stored: StoredGame[] | null = null;
    try {
      stored = await readAllGames(ledger);
    } catch {
      stored = null; // the database cannot be read: the copies stand in for it
    }
    for (const game of stored ?? []) records.set(game.row.id, game);
    if (!stored) {
      for (const copy of (await ledger.mirror?.allCopies().catch(() => [])) ?? []) records.set(copy.id, recordOfCopy(copy));
      if (onScreen) records.set(onScreen.row.id, recordOfScreen(onScreen, records.get(onScreen.row.id)));
    } else if (onScreen && !records.has(onScreen.row.id)) {
      records.set(onScreen.row.id, recordOfScreen(onScreen, undefined));
    }
    let settings: BackupSettings | undefined;
    try {
      settings = await readBackupSettings(ledger);
    } catch {
      settings = undefined;
    }
    const ordered = [...records.values()].sort((a, b) => a.row.updatedAt - b.row.updatedAt);
    const { backup, text } = createBackup(ordered, now, settings);
    const name = backupFileName(now);
    const result = await shareOrDownload({ name, type: 'application/json', text, title: 'Zilch Scorepad backup' }, target);
    if (result === 'cancelled') return { ok: true, message: 'Not shared.' };
    const where = result === 'shared' ? 'Shared' : 'Saved';
    return { ok: true, message: `${where} ${name} with ${gamesWord(backup.games.length)}${result === 'downloaded' ? ' to your downloads' : ''}.` };
  } catch (error) {
    return failure(error, 'The backup could not be made.');
  }
}

/**
 * Restores the games of a backup file picked by the player. The file is read and checked whole
 * before anything is written; a refused file changes nothing.
 */
export async function restoreFromFile(ledger: Ledger, file: Blob): Promise<ActionReport> {
  const tooBig = sizeProblem(file.size);
  if (tooBig) return { ok: false, message: tooBig };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: 'This file could not be read. Choose it again, or copy it to this device first.' };
  }
  const reading = readBackup(text);
  if (!reading.ok) return reading;
  try {
    const report = await restoreGames(ledger, reading.backup.games, reading.backup.settings);
    return { ok: true, message: restoreSummary(report, reading.leftOut) };
  } catch (error) {
    return failure(error, 'The backup could not be restored: nothing was changed.');
  }
}
