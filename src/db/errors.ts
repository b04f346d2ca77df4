import { CorruptLogError } from '../game/index.js';

/**
 * Why the device's storage failed, with a sentence for the player.
 * - `quota`: the storage is full.
 * - `unavailable`: this browser gives the app no database (IndexedDB missing or blocked, private
 *   browsing, a database left by a newer version of the app, or one this version failed to update).
 * - `unknown`: anything else.
 */
export type StorageErrorCode = 'quota' | 'unavailable' | 'unknown';

/**
 * A storage failure, mapped from whatever IndexedDB or Dexie threw (kept as `cause`). Nothing was
 * written when a write throws it: the transaction was rolled back. The repository never changes
 * the caller's objects, so the UI keeps the game it shows and puts `message` beside it.
 */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What was being done, for the sentence: a write loses the action, a read only fails to show. */
export type StorageWork = 'save' | 'load';

const MESSAGES: Record<StorageErrorCode, Record<StorageWork, string>> = {
  quota: {
    save: "Your device's storage is full: the last action was not saved. Free some space and try again; the game on screen is kept.",
    load: "Your device's storage is full, so saved games cannot be opened. Free some space and try again.",
  },
  unavailable: {
    save:
      'This browser is not letting Zilch Scorepad save games (private browsing can do this): the last action was not saved. ' +
      'The game on screen is kept while this page stays open.',
    load: 'This browser is not letting Zilch Scorepad open saved games (private browsing can do this).',
  },
  unknown: {
    save: "The last action could not be saved: the device's storage reported a problem. The game on screen is kept; try again.",
    load: "Saved games could not be read: the device's storage reported a problem. Try again, or reload the page.",
  },
};

const NEWER_VERSION: Record<StorageWork, string> = {
  save: 'A newer version of Zilch Scorepad is open in another tab: the last action was not saved. Reload this page to continue.',
  load: 'A newer version of Zilch Scorepad is open in another tab: reload this page to see your games.',
};

/**
 * Updating the saved games to this version failed. The update is one transaction, so the games are
 * still there as the older version left them; private browsing has nothing to do with it.
 */
const UPGRADE_FAILED: Record<StorageWork, string> = {
  save:
    'Zilch Scorepad could not update your saved games to this version, so the last action was not saved. ' +
    'Your games are kept as they were: reload the page to try again.',
  load:
    'Zilch Scorepad could not update your saved games to this version. Your games are kept as they were: ' +
    'reload the page to try again.',
};

/** IndexedDB and Dexie error names that mean "no usable database here". */
const UNAVAILABLE_NAMES = new Set([
  'MissingAPIError',
  'InvalidStateError',
  'DatabaseClosedError',
  'OpenFailedError',
  'SecurityError',
  'InvalidAccessError',
  'VersionError',
  'UpgradeError',
]);

/** The names of an error and of every error nested in it (Dexie's `inner`, `cause`, bulk failures). */
function errorNames(error: unknown, depth = 0): string[] {
  if (depth > 5 || typeof error !== 'object' || error === null) return [];
  const names: string[] = [];
  const { name, inner, cause, failures } = error as { name?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };
  if (typeof name === 'string') names.push(name);
  for (const nested of [inner, cause]) names.push(...errorNames(nested, depth + 1));
  if (Array.isArray(failures)) for (const failure of failures) names.push(...errorNames(failure, depth + 1));
  else if (failures && typeof failures === 'object') for (const failure of Object.values(failures)) names.push(...errorNames(failure, depth + 1));
  return names;
}

/** Errors thrown by code rather than by IndexedDB: inside an open, by an upgrade function. */
const CODE_ERROR_NAMES = new Set(['Error', 'TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'CorruptLogError']);

/**
 * The database could not be opened because updating it to this version failed: Dexie's own
 * UpgradeError, or an open that failed (Dexie closes the database) on an error thrown by code.
 */
function upgradeFailed(names: readonly string[]): boolean {
  if (names.includes('UpgradeError')) return true;
  const openFailed = names.includes('DatabaseClosedError') || names.includes('OpenFailedError');
  return openFailed && names.some((name) => CODE_ERROR_NAMES.has(name));
}

/** Maps any failure of the storage to a StorageError (a StorageError is returned as it is). */
export function toStorageError(error: unknown, work: StorageWork): StorageError {
  if (error instanceof StorageError) return error;
  const names = errorNames(error);
  if (names.includes('QuotaExceededError')) return new StorageError('quota', MESSAGES.quota[work], { cause: error });
  // The database on the device was upgraded by a newer version of the app (in another tab).
  if (names.includes('VersionError')) {
    return new StorageError('unavailable', NEWER_VERSION[work], { cause: error });
  }
  if (upgradeFailed(names)) return new StorageError('unavailable', UPGRADE_FAILED[work], { cause: error });
  if (names.some((name) => UNAVAILABLE_NAMES.has(name))) return new StorageError('unavailable', MESSAGES.unavailable[work], { cause: error });
  return new StorageError('unknown', MESSAGES.unknown[work], { cause: error });
}

/**
 * What the repository throws: a StorageError, or the game layer's CorruptLogError (a stored log
 * that does not replay), which is about the record, not the device, and passes through as it is.
 */
export function toLedgerError(error: unknown, work: StorageWork): StorageError | CorruptLogError {
  return error instanceof CorruptLogError ? error : toStorageError(error, work);
}
