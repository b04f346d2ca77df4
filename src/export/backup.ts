import { CorruptLogError, entryShapeProblem, replay, setupProblem } from '../game/index.js';
import type { Entry, GameSetup } from '../game/index.js';
import { validateRuleset } from '../rules/index.js';
import type { Ruleset } from '../rules/index.js';
import { localDate } from './csv.js';

/**
 * The JSON backup of every game on the device, and its validation before a restore. Pure: the
 * storage side (reading all games, writing a restore in one transaction) is src/db/backup.ts.
 *
 * The file: `{ format: 'zilch-scorepad-backup', version: 1, exportedAt, games: [...], settings? }`.
 * A game is its stored row without what is derived from the entries (status, summary, seq, the
 * players index): `{ id, setup, createdAt, updatedAt, head, entries, enteredAt }`, where `entries`
 * is the whole log (the redo stack past `head` included) and `enteredAt` the time each entry was
 * made (null where the app did not record it). `sameTap`, only where some entry has it, marks each
 * entry written by the same tap as the one before it (a hold and its bank), so one Undo still takes
 * back one tap after a restore; a file without it restores with one entry a step, as before.
 *
 * A restore reads the whole file first and refuses it, with one sentence, unless every game in it
 * would load: a foreign, damaged or newer file changes nothing.
 *
 * Settings (`BackupSettings`): what a player setting up a new phone would miss, namely the names
 * of the group, the house rules they built and whether they play without advice. What belongs to
 * one device stays out: the storage-persistence answer, the dice being tapped in at that moment
 * (drafts) and the advisor's cache. The settings fields are optional additions to version 1, not a
 * new version: the first release's reader ignores settings it does not know, so a file made now
 * still restores games there, and a file without settings restores here as before. A setting
 * this release does not know is ignored the same way; a newer version number is still refused.
 */

export const BACKUP_FORMAT = 'zilch-scorepad-backup';
export const BACKUP_VERSION = 1;
/** Bigger than any real backup (a game of 1,000 turns is well under 1 MB) and small enough to read safely. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

export interface BackupGame {
  readonly id: string;
  readonly setup: GameSetup;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly head: number;
  readonly entries: readonly Entry[];
  readonly enteredAt: readonly (number | null)[];
  /** Per entry: written by the same tap as the entry before it. Left out when no entry is. */
  readonly sameTap?: readonly boolean[];
}

export interface BackupSettings {
  /** Names entered for new games, most recent first. */
  readonly recentPlayers?: readonly string[];
  /** The group's house rules, offered by the next new game (always rules that can be played). */
  readonly houseRules?: Ruleset;
  /** The group plays without the advisor. */
  readonly adviceOff?: boolean;
}

/** The settings a backup carries besides the names, as the restore report names them. */
export type RestoredSetting = 'houseRules' | 'adviceOff';

/**
 * The settings as a backup writes them: only values a restore will accept, so one odd stored value
 * never makes a whole backup impossible to restore. Anything else handed in is not written.
 */
function backupSettings(stored: BackupSettings): BackupSettings {
  const { recentPlayers, houseRules, adviceOff } = stored as Record<string, unknown>;
  return {
    ...(Array.isArray(recentPlayers) ? { recentPlayers: recentPlayers.filter((name): name is string => typeof name === 'string') } : {}),
    ...(houseRules !== undefined && validateRuleset(houseRules).length === 0 ? { houseRules: houseRules as Ruleset } : {}),
    ...(typeof adviceOff === 'boolean' ? { adviceOff } : {}),
  };
}

export interface Backup {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: typeof BACKUP_VERSION;
  /** ISO 8601. */
  readonly exportedAt: string;
  readonly games: readonly BackupGame[];
  readonly settings?: BackupSettings;
}

/** A game as the storage hands it over for a backup. */
export interface StoredGameRecord {
  readonly row: {
    readonly id: string;
    readonly setup: GameSetup;
    readonly createdAt: number;
    readonly updatedAt: number;
    readonly head: number;
  };
  readonly entries: readonly { readonly entry: Entry; readonly at: number | null; readonly sameTap?: true }[];
}

/** A game the backup left out because its stored log does not replay. */
export interface SkippedGame {
  readonly players: string;
  readonly problem: string;
}

/** "Ana, Ben": a game as the messages name it. */
const playersOf = (setup: unknown): string => {
  const players = isObject(setup) ? setup['players'] : undefined;
  if (!Array.isArray(players)) return '';
  return players
    .filter((name): name is string => typeof name === 'string')
    .map((name) => (name.length > 30 ? `${name.slice(0, 29)}…` : name))
    .join(', ');
};

/**
 * The backup of these games. A game whose stored log does not replay would make the whole file
 * impossible to restore, so it is left out and reported in `skipped` (it stays on the device).
 */
export function createBackup(
  records: readonly StoredGameRecord[],
  exportedAt: number,
  settings?: BackupSettings,
): { backup: Backup; text: string; skipped: SkippedGame[] } {
  const games: BackupGame[] = [];
  const skipped: SkippedGame[] = [];
  for (const { row, entries } of records) {
    const ordered = [...entries];
    const game: BackupGame = {
      id: row.id,
      setup: row.setup,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      head: row.head,
      entries: ordered.map((entryRow) => entryRow.entry),
      enteredAt: ordered.map((entryRow) => entryRow.at),
      ...(ordered.some((entryRow) => entryRow.sameTap === true) ? { sameTap: ordered.map((entryRow) => entryRow.sameTap === true) } : {}),
    };
    const problem = gameProblem(game);
    if (problem) skipped.push({ players: playersOf(row.setup), problem });
    else games.push(game);
  }
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    games,
    ...(settings ? { settings: backupSettings(settings) } : {}),
  };
  return { backup, text: JSON.stringify(backup), skipped };
}

/** "zilch-backup-2026-11-20.json". */
export function backupFileName(exportedAt: number): string {
  return `zilch-backup-${localDate(exportedAt)}.json`;
}

/**
 * A file read for a restore, or why it is refused. `notes`: what the restore leaves out of a file
 * it accepts, in sentences for the player (house rules this release cannot play).
 */
export type BackupReading =
  | { readonly ok: true; readonly backup: Backup; readonly notes?: readonly string[] }
  | { readonly ok: false; readonly message: string };

const NOT_A_BACKUP = 'This file is not a Zilch Scorepad backup.';

/** "20 MB", "23.4 MB". */
function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

/** The refusal for a file too big to be a backup, or null. Checked on the file's size before reading it. */
export function sizeProblem(bytes: number): string | null {
  if (bytes <= MAX_BACKUP_BYTES) return null;
  return `This file is too large to be a Zilch Scorepad backup (${megabytes(bytes)}; a backup is at most ${megabytes(MAX_BACKUP_BYTES)}).`;
}

/**
 * Reads a backup file's text and checks everything a restore needs: the format, the version, and
 * that every game's setup is playable and its whole log replays. Refused with one sentence.
 */
export function readBackup(text: string): BackupReading {
  const refuse = (message: string): BackupReading => ({ ok: false, message });
  // A UTF-16 code unit is at least one byte in the file, so this bounds the file's size.
  const tooBig = sizeProblem(text.length);
  if (tooBig) return refuse(tooBig);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return refuse('This file is not a Zilch Scorepad backup: it is not JSON.');
  }
  if (!isObject(data) || data['format'] !== BACKUP_FORMAT) return refuse(NOT_A_BACKUP);
  const version = data['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refuse('This backup is damaged: it does not say which version of the app made it.');
  }
  if (version > BACKUP_VERSION) {
    return refuse(`This backup was made by a newer version of Zilch Scorepad (version ${version}); update the app to restore it.`);
  }
  const games = data['games'];
  if (!Array.isArray(games)) return refuse('This backup is damaged: it has no list of games.');
  const exportedAt = data['exportedAt'];
  if (typeof exportedAt !== 'string') return refuse('This backup is damaged: it does not say when it was made.');

  const seen = new Map<string, number>();
  const valid: BackupGame[] = [];
  for (let index = 0; index < games.length; index++) {
    const game: unknown = games[index];
    const players = playersOf(isObject(game) ? game['setup'] : undefined);
    const label = `Game ${index + 1}${players ? ` (${players})` : ''}`;
    const shape = gameShapeProblem(game);
    if (shape) return refuse(`${label} is damaged: ${shape}`);
    const checked = game as unknown as BackupGame;
    const problem = gameProblem(checked);
    if (problem) return refuse(`${label} is damaged: ${problem}`);
    const earlier = seen.get(checked.id);
    if (earlier !== undefined) return refuse(`This backup is damaged: game ${index + 1} has the same id as game ${earlier + 1}.`);
    seen.set(checked.id, index);
    valid.push(normalise(checked));
  }

  const read = readSettings(data['settings']);
  if (typeof read === 'string') return refuse(read);
  const { settings, notes } = read;
  return {
    ok: true,
    backup: {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt,
      games: valid,
      ...(settings ? { settings } : {}),
    },
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/**
 * A backup's settings, only the ones this app knows (undefined when the file has none), or why the
 * file is refused. Settings that cannot be read at all refuse it; house rules that are readable but
 * cannot be played here (a rule this release checks more strictly than the one that wrote them) are
 * only left out, with a note: the games in the file are worth more than the group's house rules.
 */
function readSettings(settings: unknown): { settings: BackupSettings | undefined; notes: string[] } | string {
  if (settings === undefined) return { settings: undefined, notes: [] };
  if (!isObject(settings)) return 'This backup is damaged: its settings are not readable.';
  const { recentPlayers, houseRules, adviceOff } = settings;
  if (recentPlayers !== undefined && (!Array.isArray(recentPlayers) || recentPlayers.some((name) => typeof name !== 'string'))) {
    return 'This backup is damaged: its list of recent players is not readable.';
  }
  if (houseRules !== undefined && !isObject(houseRules)) return 'This backup is damaged: its house rules are not readable.';
  if (adviceOff !== undefined && typeof adviceOff !== 'boolean') return 'This backup is damaged: its advice switch is not readable.';
  const problem = houseRules !== undefined ? validateRuleset(houseRules)[0] : undefined;
  const notes = problem ? [`The backup's house rules were left out, as they cannot be played here: ${problem.message}`] : [];
  return {
    settings: {
      ...(recentPlayers !== undefined ? { recentPlayers: recentPlayers as string[] } : {}),
      ...(houseRules !== undefined && !problem ? { houseRules: houseRules as unknown as Ruleset } : {}),
      ...(adviceOff !== undefined ? { adviceOff } : {}),
    },
    notes,
  };
}

/** Only the fields the app knows, so nothing unexpected is written to the device. */
function normalise(game: BackupGame): BackupGame {
  return {
    id: game.id,
    setup: game.setup,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    head: game.head,
    entries: game.entries,
    enteredAt: game.enteredAt ?? game.entries.map(() => null),
    ...(game.sameTap?.some((marked) => marked) ? { sameTap: game.sameTap } : {}),
  };
}

/** What is wrong with the types of a game's fields, as the end of a sentence, or null. */
function gameShapeProblem(game: unknown): string | null {
  if (!isObject(game)) return 'it is not a game record.';
  const { id, setup, createdAt, updatedAt, head, entries, enteredAt, sameTap } = game;
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) return 'its id is missing.';
  if (!isObject(setup)) return 'its setup is missing.';
  if (!isTime(createdAt) || !isTime(updatedAt)) return 'its dates are missing.';
  if (!Array.isArray(entries)) return 'its list of entries is missing.';
  if (typeof head !== 'number' || !Number.isInteger(head) || head < 0 || head > entries.length) {
    return `it says ${String(head)} entries are in force, but it has ${entries.length}.`;
  }
  for (let index = 0; index < entries.length; index++) {
    const problem = entryProblem(entries[index]);
    if (problem) return `entry ${index + 1} ${problem}`;
  }
  if (enteredAt !== undefined) {
    if (!Array.isArray(enteredAt) || enteredAt.length !== entries.length || enteredAt.some((at) => at !== null && !isTime(at))) {
      return 'the times of its entries are not readable.';
    }
  }
  if (sameTap !== undefined) {
    if (!Array.isArray(sameTap) || sameTap.length !== entries.length || sameTap.some((marked) => typeof marked !== 'boolean')) {
      return 'the taps its entries were made by are not readable.';
    }
  }
  if (setup['throwOff'] !== undefined && typeof setup['throwOff'] !== 'boolean') return 'its setup is not readable.';
  return null;
}

/** Why the whole game would not load, or null: its setup and its whole log (redo stack included). */
function gameProblem(game: BackupGame): string | null {
  const setupIssue = setupProblem(game.setup);
  if (setupIssue) return setupIssue;
  try {
    replay(game.setup, game.entries);
  } catch (error) {
    if (error instanceof CorruptLogError) return error.message;
    return 'its entries do not replay.';
  }
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Why an entry of the file is not one, as the end of a sentence, or null. */
function entryProblem(entry: unknown): string | null {
  const problem = entryShapeProblem(entry);
  if (problem === 'type') return 'is not something this app records.';
  if (problem === 'fields') return `(${String((entry as { type: unknown }).type)}) is not readable.`;
  return null;
}

/**
 * What a restore did: games added (copies included), games already on the device, and copies.
 * `houseRules`: the backup's were taken ('restored': the device had none it could use) or the
 * device's own were kept ('kept': they differ); absent when the backup has none or they are the same.
 * `adviceOff`: only when the backup has advice off: 'restored' turned it off here (the device had
 * not set the switch), 'kept' means this device has advice switched on and keeps it.
 */
export interface RestoreReport {
  readonly restored: number;
  readonly alreadyHere: number;
  /** Games added beside a different game with the same id (counted in `restored` too). */
  readonly copies: number;
  readonly houseRules?: 'restored' | 'kept';
  readonly adviceOff?: 'restored' | 'kept';
}

const games = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/** "Restored 3 games; 2 were already here.", then what became of the settings. */
export function restoreSummary(report: RestoreReport): string {
  const settings = settingsSummary(report);
  if (report.restored === 0 && report.alreadyHere === 0) {
    return settings ? `This backup has no games. ${settings}` : 'This backup has no games: nothing was restored.';
  }
  return settings ? `${gamesSummary(report)} ${settings}` : gamesSummary(report);
}

function settingsSummary(report: RestoreReport): string {
  const parts: string[] = [];
  if (report.houseRules === 'restored') parts.push('Your house rules are back for the next new game.');
  if (report.houseRules === 'kept') parts.push("This device's own house rules were kept, not the backup's.");
  if (report.adviceOff === 'restored') parts.push('Advice is off, as it was.');
  if (report.adviceOff === 'kept') parts.push('Advice stays on, as set on this device.');
  return parts.join(' ');
}

function gamesSummary(report: RestoreReport): string {
  const { restored, alreadyHere, copies } = report;
  if (restored === 0) return `Nothing to restore: ${alreadyHere === 1 ? 'the game was' : `all ${alreadyHere} games were`} already here.`;
  const parts = [`Restored ${games(restored)}`];
  if (copies > 0) {
    parts.push(
      `${copies === 1 ? '1 of them' : `${copies} of them`} as a copy, since a different version of ${copies === 1 ? 'that game' : 'those games'} is on this device`,
    );
  }
  if (alreadyHere > 0) parts.push(`${alreadyHere} ${alreadyHere === 1 ? 'was' : 'were'} already here`);
  return `${parts.join('; ')}.`;
}
