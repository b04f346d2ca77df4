/**
 * What the export buttons do, loaded only when one is pressed: the CSV and backup code is not part
 * of any page's first paint (the pages `import()` this module on click).
 */
import { readAllGames, readBackupSettings, restoreGames } from '../db/index.js';
import type { Ledger, LoadedGame } from '../db/index.js';
import { backupFileName, createBackup, readBackup, restoreSummary, sizeProblem } from '../export/backup.js';
import { csvFileName, gameCsv } from '../export/csv.js';
import { shareOrDownload } from './share.js';
import type { ShareResult, ShareTarget } from './share.js';

/** The outcome of an export or a restore, as a sentence for the player. */
export type ActionReport = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

const sent = (result: ShareResult, name: string): string =>
  result === 'shared' ? `Shared ${name}.` : result === 'downloaded' ? `Saved ${name} to your downloads.` : 'Not shared.';

const failure = (error: unknown, fallback: string): ActionReport => ({
  ok: false,
  message: error instanceof Error && error.message ? error.message : fallback,
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
