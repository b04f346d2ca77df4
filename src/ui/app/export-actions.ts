/**
 * What the export buttons do, loaded only when one is pressed: the CSV and backup code is not part
 * of any page's first paint (the pages `import()` this module on click).
 */
import { msg, str } from '@lit/localize';
import { readAllGames, readBackupSettings, restoreGames } from '../../db/index.js';
import type { Ledger, LoadedGame, StoredGame } from '../../db/index.js';
import { backupFileName, createBackup, readBackup, sizeProblem } from '../../export/backup.js';
import type { BackupGame, BackupSettings, RestoreReport, StoredGameRecord } from '../../export/backup.js';
import { csvFileName, gameCsv, localDate } from '../../export/csv.js';
import { statsCsv } from '../../export/stats-csv.js';
import type { PlayerStats } from '../../stats/index.js';
import { backupRefusalWords, restoreSummary, skippedGamesWords } from '../text/backup-text.js';
import { csvWords, statsCsvHeader } from '../text/csv-text.js';
import { statsCsvFailed, statsCsvTitle } from '../text/stats-text.js';
import { errorText } from '../text/storage-text.js';
import { shareOrDownload } from './share.js';
import type { ShareResult, ShareTarget } from './share.js';
import { chooseLanguage } from '../locales/localize.js';
import { isLocale, LANGUAGES } from '../locales/languages.js';
import { backupSent } from '../text/backup-text.js';

/** The outcome of an export or a restore, as a sentence for the player. */
export type ActionReport =
  { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

const sent = (result: ShareResult, name: string): string =>
  result === 'shared'
    ? msg(str`Shared ${name}.`)
    : result === 'downloaded'
      ? msg(str`Saved ${name} to your downloads.`)
      : msg('Not shared.');

/** The share sheet's title for a backup file. */
const backupTitle = () => msg('Zilch Scorepad backup', { desc: "The share sheet's title for a backup file" });

const failure = (error: unknown, fallback: string): ActionReport => ({
  ok: false,
  message: errorText(error, fallback),
});

/** Shares or downloads the score sheet of one game as CSV. */
export async function exportGameCsv(game: LoadedGame, target?: ShareTarget): Promise<ActionReport> {
  try {
    const name = csvFileName(game.state, game.row.createdAt);
    const text = gameCsv(game.state, game.row.createdAt, csvWords());
    const result = await shareOrDownload(
      {
        name,
        type: 'text/csv',
        text,
        title: msg('Zilch score sheet', { desc: "The share sheet's title for a game's CSV file" }),
      },
      target,
    );
    return { ok: true, message: sent(result, name) };
  } catch (error) {
    return failure(error, msg('The CSV file could not be made.'));
  }
}

/** Shares or downloads every person's statistics (those on screen: the filters applied) as CSV. */
export async function exportStatsCsv(
  stats: readonly PlayerStats[],
  target?: ShareTarget,
  now = Date.now(),
): Promise<ActionReport> {
  try {
    const name = `zilch-statistics-${localDate(now)}.csv`;
    const result = await shareOrDownload(
      { name, type: 'text/csv', text: statsCsv(stats, statsCsvHeader()), title: statsCsvTitle() },
      target,
    );
    return { ok: true, message: sent(result, name) };
  } catch (error) {
    return failure(error, statsCsvFailed());
  }
}

/** Shares or downloads a backup of every game on the device. */
export async function backUpAllGames(ledger: Ledger, target?: ShareTarget, now = Date.now()): Promise<ActionReport> {
  try {
    const stored = await readAllGames(ledger);
    const { backup, text, skipped } = createBackup(stored, now, await readBackupSettings(ledger));
    const name = backupFileName(now);
    const result = await shareOrDownload({ name, type: 'application/json', text, title: backupTitle() }, target);
    if (result === 'cancelled') return { ok: true, message: msg('Not shared.') };
    const parts = [backupSent(result, name, backup.games.length)];
    if (skipped.length > 0) parts.push(skippedGamesWords(skipped));
    return { ok: true, message: parts.join(' ') };
  } catch (error) {
    return failure(error, msg('The backup could not be made.'));
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
export async function backUpWhatIsLeft(
  ledger: Ledger,
  onScreen: LoadedGame | null,
  target?: ShareTarget,
  now = Date.now(),
): Promise<ActionReport> {
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
      for (const copy of (await ledger.mirror?.allCopies().catch(() => [])) ?? [])
        records.set(copy.id, recordOfCopy(copy));
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
    const result = await shareOrDownload({ name, type: 'application/json', text, title: backupTitle() }, target);
    if (result === 'cancelled') return { ok: true, message: msg('Not shared.') };
    return { ok: true, message: backupSent(result, name, backup.games.length) };
  } catch (error) {
    return failure(error, msg('The backup could not be made.'));
  }
}

/** The backup's settings without a language this app does not offer (one a newer version speaks). */
function offeredSettings(settings: BackupSettings | undefined): BackupSettings | undefined {
  if (!settings?.language || LANGUAGES.some(({ code }) => code === settings.language)) return settings;
  const { language: _language, ...rest } = settings;
  return rest;
}

/**
 * Restores the games of a backup file picked by the player. The file is read and checked whole
 * before anything is written; a refused file changes nothing.
 */
export async function restoreFromFile(ledger: Ledger, file: Blob): Promise<ActionReport> {
  const tooBig = sizeProblem(file.size);
  if (tooBig) return { ok: false, message: backupRefusalWords(tooBig) };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return {
      ok: false,
      message: msg('This file could not be read. Choose it again, or copy it to this device first.'),
    };
  }
  const reading = readBackup(text);
  if (!reading.ok) return { ok: false, message: backupRefusalWords(reading.refusal) };
  let report: RestoreReport;
  try {
    report = await restoreGames(ledger, reading.backup.games, offeredSettings(reading.backup.settings));
  } catch (error) {
    return failure(error, msg('The backup could not be restored: nothing was changed.'));
  }
  // The players' language comes back with their games, unless this device has chosen its own.
  const language = reading.backup.settings?.language;
  if (report.language === 'restored' && isLocale(language)) await chooseLanguage(language);
  return { ok: true, message: restoreSummary(report, reading.leftOut) };
}
