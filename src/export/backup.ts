import { CorruptLogError, normalisePlayerName, replay, setupProblem } from '../game/index.js';
import type { Entry, GameSetup } from '../game/index.js';
import { validateRuleset } from '../rules/index.js';
import type { Ruleset } from '../rules/index.js';
import {
  isObject,
  isTime,
  MAX_BACKUP_GAMES,
  MAX_GAME_ENTRIES,
  MAX_GAME_ID_LENGTH,
  MAX_RECENT_PLAYERS,
  readEntry,
  readPlayerAliases,
  readRecentPlayers,
  readRuleset,
  readSetup,
} from './backup-schema.js';
import type { NameLeftOut } from './backup-schema.js';
import { localDate } from './csv.js';
import { corruptLogWords, setupProblemWords } from './game-words.js';

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
 * would load: a foreign, damaged or newer file changes nothing. Every record is rebuilt from the
 * fields the app knows (./backup-schema.ts), so an accepted file brings nothing else to the device.
 * What does not make a game fail to load is left out and counted instead of refusing the file: a
 * recent player's name that is empty or too long once normalised, names past the 24 kept, house
 * rules that cannot be played here.
 *
 * Settings (`BackupSettings`): what a player setting up a new phone would miss, namely the names
 * of the group, the house rules they built, whether they play without advice and the spellings
 * they merged into one person for the statistics. What belongs to one device stays out: the
 * storage-persistence answer, the dice being tapped in at that moment (drafts), the advisor's
 * cache and the statistics' cache (derived from the games, which the file carries). The settings fields are optional additions to version 1, not a
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
  /** Spellings the group merged into one person for the statistics: a name's key → the key it is merged into. */
  readonly playerAliases?: Readonly<Record<string, string>>;
}

/** The settings a backup carries besides the names, as the restore report names them. */
export type RestoredSetting = 'houseRules' | 'adviceOff';

/**
 * The settings as a backup writes them: only values a restore will accept, so one odd stored value
 * never makes a whole backup impossible to restore. Anything else handed in is not written.
 */
function backupSettings(stored: BackupSettings): BackupSettings {
  const { recentPlayers, houseRules, adviceOff, playerAliases } = stored as Record<string, unknown>;
  const aliases = playerAliases === undefined ? undefined : readPlayerAliases(playerAliases);
  return {
    ...(Array.isArray(recentPlayers) ? { recentPlayers: recentPlayers.filter((name): name is string => typeof name === 'string') } : {}),
    ...(houseRules !== undefined && validateRuleset(houseRules).length === 0 ? { houseRules: houseRules as Ruleset } : {}),
    ...(typeof adviceOff === 'boolean' ? { adviceOff } : {}),
    ...(aliases?.ok ? { playerAliases: aliases.value } : {}),
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
    .slice(0, 12)
    .filter((name): name is string => typeof name === 'string')
    .map((name) => normalisePlayerName(name.slice(0, 200)))
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
 * Something of an accepted file that a restore leaves out: recent players' names (counted by
 * reason: empty or too long once normalised, past the 24 a device keeps) or the house rules.
 */
export type LeftOut =
  | { readonly what: 'player-names'; readonly reason: NameLeftOut; readonly count: number }
  | { readonly what: 'house-rules'; readonly problem: string };

/**
 * A file read for a restore, or why it is refused. `leftOut`: what the restore leaves out of a
 * file it accepts (restoreSummary words it); `notes`: the same as sentences, for a caller that
 * shows them after restoreSummary's sentence without `leftOut`.
 */
export type BackupReading =
  | { readonly ok: true; readonly backup: Backup; readonly leftOut?: readonly LeftOut[]; readonly notes?: readonly string[] }
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
  if (typeof exportedAt !== 'string' || exportedAt.length > 100) return refuse('This backup is damaged: it does not say when it was made.');
  if (games.length > MAX_BACKUP_GAMES) {
    return refuse(`This backup has ${games.length.toLocaleString('en-US')} games; a restore takes at most ${MAX_BACKUP_GAMES.toLocaleString('en-US')} at once.`);
  }

  const seen = new Map<string, number>();
  const valid: BackupGame[] = [];
  for (let index = 0; index < games.length; index++) {
    const game: unknown = games[index];
    const read = readGame(game);
    if (!read.ok) {
      const players = playersOf(isObject(game) ? game['setup'] : undefined);
      return refuse(`Game ${index + 1}${players ? ` (${players})` : ''} is damaged: ${read.problem}`);
    }
    const earlier = seen.get(read.game.id);
    if (earlier !== undefined) return refuse(`This backup is damaged: game ${index + 1} has the same id as game ${earlier + 1}.`);
    seen.set(read.game.id, index);
    valid.push(read.game);
  }

  const read = readSettings(data['settings']);
  if (typeof read === 'string') return refuse(read);
  const { settings, leftOut } = read;
  return {
    ok: true,
    backup: {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt,
      games: valid,
      ...(settings ? { settings } : {}),
    },
    ...(leftOut.length > 0 ? { leftOut, notes: leftOut.map(leftOutNote) } : {}),
  };
}

/**
 * A backup's settings, only the ones this app knows (undefined when the file has none), or why the
 * file is refused. Settings that cannot be read at all refuse it; what is readable but cannot be
 * used here is only left out and counted: house rules this release cannot play (a rule it checks
 * more strictly than the one that wrote them), names that are empty or too long once normalised or
 * past the 24 a device keeps. The games in the file are worth more than any of these.
 */
function readSettings(settings: unknown): { settings: BackupSettings | undefined; leftOut: LeftOut[] } | string {
  if (settings === undefined) return { settings: undefined, leftOut: [] };
  if (!isObject(settings)) return 'This backup is damaged: its settings are not readable.';
  const recentPlayers = Object.hasOwn(settings, 'recentPlayers') ? settings['recentPlayers'] : undefined;
  const houseRules = Object.hasOwn(settings, 'houseRules') ? settings['houseRules'] : undefined;
  const adviceOff = Object.hasOwn(settings, 'adviceOff') ? settings['adviceOff'] : undefined;
  const playerAliases = Object.hasOwn(settings, 'playerAliases') ? settings['playerAliases'] : undefined;
  const names = recentPlayers === undefined ? undefined : readRecentPlayers(recentPlayers);
  if (names === null) return 'This backup is damaged: its list of recent players is not readable.';
  if (houseRules !== undefined && !isObject(houseRules)) return 'This backup is damaged: its house rules are not readable.';
  if (adviceOff !== undefined && typeof adviceOff !== 'boolean') return 'This backup is damaged: its advice switch is not readable.';
  const aliases = playerAliases === undefined ? undefined : readPlayerAliases(playerAliases);
  if (aliases && !aliases.ok) return `This backup is damaged: ${aliases.problem}`;
  const rules = houseRules === undefined ? undefined : readRuleset(houseRules);
  const leftOut: LeftOut[] = [];
  for (const reason of ['empty', 'too-long', 'too-many'] as const) {
    const count = names?.leftOut[reason];
    if (count) leftOut.push({ what: 'player-names', reason, count });
  }
  if (rules && !rules.ok) leftOut.push({ what: 'house-rules', problem: rules.problem.replace(/^These rules cannot be played: /, '') });
  return {
    settings: {
      ...(names !== undefined ? { recentPlayers: names.names } : {}),
      ...(rules?.ok ? { houseRules: rules.value } : {}),
      ...(adviceOff !== undefined ? { adviceOff } : {}),
      ...(aliases?.ok ? { playerAliases: aliases.value } : {}),
    },
    leftOut,
  };
}

type GameRead = { readonly ok: true; readonly game: BackupGame } | { readonly ok: false; readonly problem: string };

/**
 * A game of the file rebuilt from its known fields (setup, rules and entries too), or why it would
 * not load, as the end of a sentence: every field's type and size, its setup, its whole log
 * (redo stack included).
 */
function readGame(game: unknown): GameRead {
  const problem = (text: string): GameRead => ({ ok: false, problem: text });
  if (!isObject(game)) return problem('it is not a game record.');
  const field = (key: string): unknown => (Object.hasOwn(game, key) ? game[key] : undefined);
  const id = field('id');
  const entries = field('entries');
  const head = field('head');
  const enteredAt = field('enteredAt');
  const sameTap = field('sameTap');
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_GAME_ID_LENGTH) return problem('its id is missing.');
  if (!isObject(field('setup'))) return problem('its setup is missing.');
  const createdAt = field('createdAt');
  const updatedAt = field('updatedAt');
  if (!isTime(createdAt) || !isTime(updatedAt)) return problem('its dates are missing.');
  if (!Array.isArray(entries)) return problem('its list of entries is missing.');
  if (entries.length > MAX_GAME_ENTRIES) return problem(`it has ${entries.length.toLocaleString('en-US')} entries; a game has at most ${MAX_GAME_ENTRIES.toLocaleString('en-US')}.`);
  if (typeof head !== 'number' || !Number.isInteger(head) || head < 0 || head > entries.length) {
    return problem(`it says ${String(head)} entries are in force, but it has ${entries.length}.`);
  }
  const log: Entry[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = readEntry(entries[index]);
    if (!entry.ok) {
      return problem(
        entry.problem === 'type'
          ? `entry ${index + 1} is not something this app records.`
          : `entry ${index + 1} (${String((entries[index] as { type: unknown }).type)}) is not readable.`,
      );
    }
    log.push(entry.value);
  }
  if (enteredAt !== undefined) {
    if (!Array.isArray(enteredAt) || enteredAt.length !== entries.length || enteredAt.some((at) => at !== null && !isTime(at))) {
      return problem('the times of its entries are not readable.');
    }
  }
  if (sameTap !== undefined) {
    if (!Array.isArray(sameTap) || sameTap.length !== entries.length || sameTap.some((marked) => typeof marked !== 'boolean')) {
      return problem('the taps its entries were made by are not readable.');
    }
  }
  const setup = readSetup(field('setup'));
  if (!setup.ok) return problem(setup.problem);
  const rebuilt: BackupGame = {
    id,
    setup: setup.value,
    createdAt,
    updatedAt,
    head,
    entries: log,
    enteredAt: enteredAt === undefined ? log.map(() => null) : [...(enteredAt as (number | null)[])],
    ...((sameTap as boolean[] | undefined)?.some((marked) => marked) ? { sameTap: [...(sameTap as boolean[])] } : {}),
  };
  const replayProblem = gameProblem(rebuilt);
  return replayProblem ? problem(replayProblem) : { ok: true, game: rebuilt };
}

/** Why the whole game would not load, or null: its setup and its whole log (redo stack included). */
function gameProblem(game: BackupGame): string | null {
  const setupIssue = setupProblem(game.setup);
  if (setupIssue) return setupProblemWords(setupIssue);
  try {
    replay(game.setup, game.entries);
  } catch (error) {
    if (error instanceof CorruptLogError) return corruptLogWords(error);
    return 'its entries do not replay.';
  }
  return null;
}

/**
 * What a restore did: games added (copies included), games already on the device, and copies.
 * `houseRules`: the backup's were taken ('restored': the device had none it could use) or the
 * device's own were kept ('kept': they differ); absent when the backup has none or they are the same.
 * `adviceOff`: only when the backup has advice off: 'restored' turned it off here (the device had
 * not set the switch), 'kept' means this device has advice switched on and keeps it.
 * `playerAliases`: how many of the backup's merged spellings were added to this device's.
 */
export interface RestoreReport {
  readonly restored: number;
  readonly alreadyHere: number;
  /** Games added beside a different game with the same id (counted in `restored` too). */
  readonly copies: number;
  readonly houseRules?: 'restored' | 'kept';
  readonly adviceOff?: 'restored' | 'kept';
  /** Recent players' names of the backup added to this device's list; absent when none were. */
  readonly playerNames?: number;
  /** Names new to this device that did not fit in its list of recent players; absent when none. */
  readonly playerNamesNotKept?: number;
  /** Merged spellings of the backup added to this device's (never over its own); absent when none were. */
  readonly playerAliases?: number;
}

const games = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/**
 * "Restored 3 games and 2 player names; left out: 1 player name that was too long.", then what
 * became of the settings and of house rules that were left out. `leftOut`: the reading's.
 */
export function restoreSummary(report: RestoreReport, leftOut: readonly LeftOut[] = []): string {
  const settings = settingsSummary(report);
  const names = report.playerNames ?? 0;
  const nothingTaken = report.restored === 0 && report.alreadyHere === 0 && names === 0;
  const first = nothingTaken ? (settings ? 'This backup has no games' : 'This backup has no games: nothing was restored') : gamesSummary(report);
  const omitted = leftOutPhrases(report, leftOut);
  const rules = leftOut.flatMap((item) => (item.what === 'house-rules' ? [leftOutNote(item)] : []));
  return [`${first}${omitted.length > 0 ? `; left out: ${joined(omitted)}` : ''}.`, settings, ...rules].filter(Boolean).join(' ');
}

/** "a, b and c". */
const joined = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

const nameCount = (count: number) => `${count} player ${count === 1 ? 'name' : 'names'}`;

const NAME_LEFT_OUT: Record<NameLeftOut, (count: number) => string> = {
  empty: (count) => `${nameCount(count)} that ${count === 1 ? 'was' : 'were'} empty`,
  'too-long': (count) => `${nameCount(count)} that ${count === 1 ? 'was' : 'were'} too long`,
  'too-many': (count) => `${nameCount(count)} past the ${MAX_RECENT_PLAYERS} a device keeps`,
};

/** The names left out, by reason, as phrases of the restore's sentence. */
function leftOutPhrases(report: RestoreReport, leftOut: readonly LeftOut[]): string[] {
  const phrases = leftOut.flatMap((item) => (item.what === 'player-names' ? [NAME_LEFT_OUT[item.reason](item.count)] : []));
  const notKept = report.playerNamesNotKept ?? 0;
  if (notKept > 0) phrases.push(`${nameCount(notKept)} that did not fit in this device's list of ${MAX_RECENT_PLAYERS}`);
  return phrases;
}

/** One thing left out as a sentence of its own (BackupReading `notes`). */
function leftOutNote(item: LeftOut): string {
  if (item.what === 'house-rules') return `The backup's house rules were left out, as they cannot be played here: ${item.problem}`;
  return `Left out: ${NAME_LEFT_OUT[item.reason](item.count)}.`;
}

function settingsSummary(report: RestoreReport): string {
  const parts: string[] = [];
  if (report.houseRules === 'restored') parts.push('Your house rules are back for the next new game.');
  if (report.houseRules === 'kept') parts.push("This device's own house rules were kept, not the backup's.");
  if (report.adviceOff === 'restored') parts.push('Advice is off, as it was.');
  if (report.adviceOff === 'kept') parts.push('Advice stays on, as set on this device.');
  const merged = report.playerAliases ?? 0;
  if (merged > 0) parts.push(`${merged === 1 ? '1 merged player name is' : `${merged} merged player names are`} back in the statistics.`);
  return parts.join(' ');
}

/** "Restored 3 games and 2 player names; 1 of the games as a copy, …; 2 games were already here", no full stop. */
function gamesSummary(report: RestoreReport): string {
  const { restored, alreadyHere, copies } = report;
  const names = report.playerNames ?? 0;
  if (restored === 0 && names === 0) {
    return `Nothing to restore: ${alreadyHere === 1 ? 'the game was' : `all ${alreadyHere} games were`} already here`;
  }
  const taken = [...(restored > 0 ? [games(restored)] : []), ...(names > 0 ? [nameCount(names)] : [])];
  const parts = [`Restored ${taken.join(' and ')}`];
  // With names in the sentence, "of them" and "were" would not say which.
  if (copies > 0) {
    parts.push(
      `${copies} of ${names > 0 ? 'the games' : 'them'} as a copy, since a different version of ${copies === 1 ? 'that game' : 'those games'} is on this device`,
    );
  }
  if (alreadyHere > 0) {
    const subject = names > 0 ? `${games(alreadyHere)} ${alreadyHere === 1 ? 'was' : 'were'}` : `${alreadyHere} ${alreadyHere === 1 ? 'was' : 'were'}`;
    parts.push(`${subject} already here`);
  }
  return parts.join('; ');
}
