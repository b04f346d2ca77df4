import { CorruptLogError, normalisePlayerName, replay, setupProblem } from '../game/index.js';
import type { Entry, GameSetup, Refusal } from '../game/index.js';
import { validateRuleset } from '../rules/index.js';
import type { Ruleset } from '../rules/index.js';
import {
  isObject,
  isTime,
  MAX_BACKUP_GAMES,
  MAX_GAME_ENTRIES,
  MAX_GAME_ID_LENGTH,
  readEntry,
  readPlayerAliases,
  readRecentPlayers,
  readRuleset,
  readSetup,
} from './backup-schema.js';
import type { AliasesProblem, NameLeftOut, RulesProblem, SetupProblem, SetupReadProblem } from './backup-schema.js';
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
 * A restore reads the whole file first and refuses it, with one reason, unless every game in it
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
  /** The language the players chose, as a BCP 47 code ("de", "cs"); absent when the app follows the phone. */
  readonly language?: string;
}

/** A language code as a backup carries it: "de", "pt-BR" (BCP 47's shape, checked loosely). */
function isLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 35 && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value);
}

/** The settings a backup carries besides the names, as the restore report names them. */
export type RestoredSetting = 'houseRules' | 'adviceOff';

/**
 * The settings as a backup writes them: only values a restore will accept, so one odd stored value
 * never makes a whole backup impossible to restore. Anything else handed in is not written.
 */
function backupSettings(stored: BackupSettings): BackupSettings {
  const { recentPlayers, houseRules, adviceOff, playerAliases, language } = stored as Record<string, unknown>;
  const aliases = playerAliases === undefined ? undefined : readPlayerAliases(playerAliases);
  return {
    ...(Array.isArray(recentPlayers)
      ? { recentPlayers: recentPlayers.filter((name): name is string => typeof name === 'string') }
      : {}),
    ...(houseRules !== undefined && validateRuleset(houseRules).length === 0
      ? { houseRules: houseRules as Ruleset }
      : {}),
    ...(typeof adviceOff === 'boolean' ? { adviceOff } : {}),
    ...(aliases?.ok ? { playerAliases: aliases.value } : {}),
    ...(isLanguageCode(language) ? { language } : {}),
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

/**
 * Why a game of a file would not load (or, making a backup, why a stored game is left out). The
 * UI words it as the end of a sentence that names the game (src/ui/text/backup-text.ts).
 */
export type GameProblem =
  | { readonly code: 'not-a-record' }
  | { readonly code: 'no-id' }
  | { readonly code: 'no-dates' }
  | { readonly code: 'no-entries' }
  | { readonly code: 'too-many-entries'; readonly entries: number; readonly max: number }
  /** `head` is what the file says, as text (it may not even be a number). */
  | { readonly code: 'head'; readonly head: string; readonly entries: number }
  /** `entry` is 1-based. */
  | { readonly code: 'entry-unknown'; readonly entry: number }
  /** `entry` is 1-based; `type` is the entry's type as the file says it. */
  | { readonly code: 'entry-unreadable'; readonly entry: number; readonly type: string }
  | { readonly code: 'entry-times' }
  | { readonly code: 'entry-taps' }
  | SetupReadProblem
  /** An entry of the log is not legal (the game layer's CorruptLogError); `entryIndex` is 0-based. */
  | { readonly code: 'log'; readonly entryIndex: number; readonly refusal: Refusal }
  | { readonly code: 'no-replay' };

/** A game the backup left out because its stored log does not replay. */
export interface SkippedGame {
  /** Its players, as `playersOf` names them. */
  readonly players: readonly string[];
  readonly problem: GameProblem;
}

/** ["Ana", "Ben"]: a game's players as the messages name them, shortened where long. */
const playersOf = (setup: unknown): string[] => {
  const players = isObject(setup) ? setup['players'] : undefined;
  if (!Array.isArray(players)) return [];
  return players
    .slice(0, 12)
    .filter((name): name is string => typeof name === 'string')
    .map((name) => normalisePlayerName(name.slice(0, 200)))
    .map((name) => (name.length > 30 ? `${name.slice(0, 29)}…` : name));
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
      ...(ordered.some((entryRow) => entryRow.sameTap === true)
        ? { sameTap: ordered.map((entryRow) => entryRow.sameTap === true) }
        : {}),
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
  | { readonly what: 'house-rules'; readonly problem: RulesProblem };

/** Why the settings of a file refuse it: one of them cannot be read ('settings': none can). */
export type SettingsProblem =
  | {
      readonly code: 'unreadable';
      readonly setting: 'settings' | 'recent-players' | 'house-rules' | 'advice-off' | 'language';
    }
  | AliasesProblem;

/** Why a file is refused for a restore. Sizes are in bytes; `game` and `earlier` count from 1. */
export type BackupRefusal =
  | { readonly code: 'too-large'; readonly bytes: number; readonly maxBytes: number }
  | { readonly code: 'not-json' }
  | { readonly code: 'not-a-backup' }
  | { readonly code: 'no-version' }
  | { readonly code: 'newer-version'; readonly version: number }
  | { readonly code: 'no-games' }
  | { readonly code: 'no-date' }
  | { readonly code: 'too-many-games'; readonly games: number; readonly max: number }
  /** `players`: the game's players as the file names them (none when it names none). */
  | {
      readonly code: 'damaged-game';
      readonly game: number;
      readonly players: readonly string[];
      readonly problem: GameProblem;
    }
  | { readonly code: 'same-id'; readonly game: number; readonly earlier: number }
  | { readonly code: 'damaged-settings'; readonly problem: SettingsProblem };

/**
 * A file read for a restore, or why it is refused. `leftOut`: what the restore leaves out of a
 * file it accepts (the UI words it with the restore's report).
 */
export type BackupReading =
  | { readonly ok: true; readonly backup: Backup; readonly leftOut?: readonly LeftOut[] }
  | { readonly ok: false; readonly refusal: BackupRefusal };

/** The refusal for a file too big to be a backup, or null. Checked on the file's size before reading it. */
export function sizeProblem(bytes: number): BackupRefusal | null {
  if (bytes <= MAX_BACKUP_BYTES) return null;
  return { code: 'too-large', bytes, maxBytes: MAX_BACKUP_BYTES };
}

/**
 * Reads a backup file's text and checks everything a restore needs: the format, the version, and
 * that every game's setup is playable and its whole log replays. Refused with one reason.
 */
export function readBackup(text: string): BackupReading {
  const refuse = (refusal: BackupRefusal): BackupReading => ({ ok: false, refusal });
  // A UTF-16 code unit is at least one byte in the file, so this bounds the file's size.
  const tooBig = sizeProblem(text.length);
  if (tooBig) return refuse(tooBig);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return refuse({ code: 'not-json' });
  }
  if (!isObject(data) || data['format'] !== BACKUP_FORMAT) return refuse({ code: 'not-a-backup' });
  const version = data['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return refuse({ code: 'no-version' });
  if (version > BACKUP_VERSION) return refuse({ code: 'newer-version', version });
  const games = data['games'];
  if (!Array.isArray(games)) return refuse({ code: 'no-games' });
  const exportedAt = data['exportedAt'];
  if (typeof exportedAt !== 'string' || exportedAt.length > 100) return refuse({ code: 'no-date' });
  if (games.length > MAX_BACKUP_GAMES)
    return refuse({ code: 'too-many-games', games: games.length, max: MAX_BACKUP_GAMES });

  const seen = new Map<string, number>();
  const valid: BackupGame[] = [];
  for (let index = 0; index < games.length; index++) {
    const game: unknown = games[index];
    const read = readGame(game);
    if (!read.ok) {
      const players = playersOf(isObject(game) ? game['setup'] : undefined);
      return refuse({ code: 'damaged-game', game: index + 1, players, problem: read.problem });
    }
    const earlier = seen.get(read.game.id);
    if (earlier !== undefined) return refuse({ code: 'same-id', game: index + 1, earlier: earlier + 1 });
    seen.set(read.game.id, index);
    valid.push(read.game);
  }

  const read = readSettings(data['settings']);
  if ('code' in read) return refuse({ code: 'damaged-settings', problem: read });
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
    ...(leftOut.length > 0 ? { leftOut } : {}),
  };
}

/**
 * A backup's settings, only the ones this app knows (undefined when the file has none), or why the
 * file is refused. Settings that cannot be read at all refuse it; what is readable but cannot be
 * used here is only left out and counted: house rules this release cannot play (a rule it checks
 * more strictly than the one that wrote them), names that are empty or too long once normalised or
 * past the 24 a device keeps. The games in the file are worth more than any of these.
 */
function readSettings(
  settings: unknown,
): { settings: BackupSettings | undefined; leftOut: LeftOut[] } | SettingsProblem {
  if (settings === undefined) return { settings: undefined, leftOut: [] };
  const unreadable = (
    setting: 'settings' | 'recent-players' | 'house-rules' | 'advice-off' | 'language',
  ): SettingsProblem => ({ code: 'unreadable', setting });
  if (!isObject(settings)) return unreadable('settings');
  const recentPlayers = Object.hasOwn(settings, 'recentPlayers') ? settings['recentPlayers'] : undefined;
  const houseRules = Object.hasOwn(settings, 'houseRules') ? settings['houseRules'] : undefined;
  const adviceOff = Object.hasOwn(settings, 'adviceOff') ? settings['adviceOff'] : undefined;
  const playerAliases = Object.hasOwn(settings, 'playerAliases') ? settings['playerAliases'] : undefined;
  const language = Object.hasOwn(settings, 'language') ? settings['language'] : undefined;
  const names = recentPlayers === undefined ? undefined : readRecentPlayers(recentPlayers);
  if (names === null) return unreadable('recent-players');
  if (houseRules !== undefined && !isObject(houseRules)) return unreadable('house-rules');
  if (adviceOff !== undefined && typeof adviceOff !== 'boolean') return unreadable('advice-off');
  if (language !== undefined && !isLanguageCode(language)) return unreadable('language');
  const aliases = playerAliases === undefined ? undefined : readPlayerAliases(playerAliases);
  if (aliases && !aliases.ok) return aliases.problem;
  const rules = houseRules === undefined ? undefined : readRuleset(houseRules);
  const leftOut: LeftOut[] = [];
  for (const reason of ['empty', 'too-long', 'too-many'] as const) {
    const count = names?.leftOut[reason];
    if (count) leftOut.push({ what: 'player-names', reason, count });
  }
  if (rules && !rules.ok) leftOut.push({ what: 'house-rules', problem: rules.problem });
  return {
    settings: {
      ...(names !== undefined ? { recentPlayers: names.names } : {}),
      ...(rules?.ok ? { houseRules: rules.value } : {}),
      ...(adviceOff !== undefined ? { adviceOff } : {}),
      ...(aliases?.ok ? { playerAliases: aliases.value } : {}),
      ...(language !== undefined ? { language } : {}),
    },
    leftOut,
  };
}

type GameRead =
  { readonly ok: true; readonly game: BackupGame } | { readonly ok: false; readonly problem: GameProblem };

/**
 * A game of the file rebuilt from its known fields (setup, rules and entries too), or why it would
 * not load: every field's type and size, its setup, its whole log (redo stack included).
 */
function readGame(game: unknown): GameRead {
  const problem = (why: GameProblem): GameRead => ({ ok: false, problem: why });
  if (!isObject(game)) return problem({ code: 'not-a-record' });
  const field = (key: string): unknown => (Object.hasOwn(game, key) ? game[key] : undefined);
  const id = field('id');
  const entries = field('entries');
  const head = field('head');
  const enteredAt = field('enteredAt');
  const sameTap = field('sameTap');
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_GAME_ID_LENGTH) return problem({ code: 'no-id' });
  if (!isObject(field('setup'))) return problem({ code: 'no-setup' });
  const createdAt = field('createdAt');
  const updatedAt = field('updatedAt');
  if (!isTime(createdAt) || !isTime(updatedAt)) return problem({ code: 'no-dates' });
  if (!Array.isArray(entries)) return problem({ code: 'no-entries' });
  if (entries.length > MAX_GAME_ENTRIES)
    return problem({ code: 'too-many-entries', entries: entries.length, max: MAX_GAME_ENTRIES });
  if (typeof head !== 'number' || !Number.isInteger(head) || head < 0 || head > entries.length) {
    return problem({ code: 'head', head: String(head), entries: entries.length });
  }
  const log: Entry[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = readEntry(entries[index]);
    if (!entry.ok) {
      return problem(
        entry.problem === 'type'
          ? { code: 'entry-unknown', entry: index + 1 }
          : { code: 'entry-unreadable', entry: index + 1, type: String((entries[index] as { type: unknown }).type) },
      );
    }
    log.push(entry.value);
  }
  if (enteredAt !== undefined) {
    if (
      !Array.isArray(enteredAt) ||
      enteredAt.length !== entries.length ||
      enteredAt.some((at) => at !== null && !isTime(at))
    ) {
      return problem({ code: 'entry-times' });
    }
  }
  if (sameTap !== undefined) {
    if (
      !Array.isArray(sameTap) ||
      sameTap.length !== entries.length ||
      sameTap.some((marked) => typeof marked !== 'boolean')
    ) {
      return problem({ code: 'entry-taps' });
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
function gameProblem(game: BackupGame): GameProblem | null {
  const setupIssue: SetupProblem | null = setupProblem(game.setup);
  if (setupIssue) return { code: 'setup', problem: setupIssue };
  try {
    replay(game.setup, game.entries);
  } catch (error) {
    if (error instanceof CorruptLogError) return { code: 'log', entryIndex: error.entryIndex, refusal: error.refusal };
    return { code: 'no-replay' };
  }
  return null;
}

/**
 * What a restore did (the UI words it, with what the reading left out): games added (copies included), games already on the device, and copies.
 * `houseRules`: the backup's were taken ('restored': the device had none it could use) or the
 * device's own were kept ('kept': they differ); absent when the backup has none or they are the same.
 * `adviceOff`: only when the backup has advice off: 'restored' turned it off here (the device had
 * not set the switch), 'kept' means this device has advice switched on and keeps it.
 * `playerAliases`: how many of the backup's merged spellings were added to this device's.
 * `language`: the backup's chosen language was taken ('restored': this device had no choice of its
 * own) or this device's own choice kept ('kept': it differs); absent when the backup has none.
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
  readonly language?: 'restored' | 'kept';
}
