import { CorruptLogError } from '../game/index.js';
import { storageTakesWrites } from './storage-probe.js';

/**
 * Why the device's storage failed (the UI words it, with the work that failed):
 * - `quota`: the storage is full.
 * - `unavailable`: this browser gives the app no database (IndexedDB missing or blocked, private
 *   browsing, a database left by a newer version of the app, or one this version failed to update).
 * - `unknown`: anything else.
 */
export type StorageErrorCode = 'quota' | 'unavailable' | 'unknown';

/** What was being done: a write loses the action, a read only fails to show. */
export type StorageWork = 'save' | 'load';

/**
 * Why the storage is `unavailable`, where the app can tell: a newer version of the app upgraded the
 * database (in another tab), or updating the saved games to this version failed. The update is
 * one transaction, so then the games are still there as the older version left them.
 */
export type StorageErrorReason = 'newer-version' | 'upgrade-failed';

/**
 * A storage failure, mapped from whatever IndexedDB or Dexie threw (kept as `cause`). Nothing was
 * written when a write throws it: the transaction was rolled back. The repository never changes
 * the caller's objects, so the UI keeps the game it shows and says why beside it, worded from
 * `code`, `work` and `reason` (the message is for programmers).
 */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  readonly reason: StorageErrorReason | null;
  constructor(
    readonly code: StorageErrorCode,
    readonly work: StorageWork,
    options?: { cause?: unknown; reason?: StorageErrorReason },
  ) {
    super(
      `Storage failed to ${work}: ${options?.reason ?? code}`,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.reason = options?.reason ?? null;
  }
}

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

/**
 * What Chromium says when the disk (not the site's quota) is full: a write fails with an
 * UnknownError "Connection is closing because of: IO error: …/000003.log: FILE_ERROR_NO_SPACE",
 * and the browser closes the connection. Other engines say "No space left on device" (ENOSPC) or
 * "disk is full" (SQLite). See docs/storage-full.md.
 */
const NO_SPACE = /FILE_ERROR_NO_SPACE|no space left|ENOSPC|disk (?:is )?full|QuotaExceeded/i;

/**
 * What follows a full disk in Chromium: the connection closes ("The database connection is
 * closing"), and opening it again (Dexie does so by itself) fails with an UnknownError "Internal
 * error opening backing store for indexedDB.open.". Neither names the disk, so they are read as
 * "storage full" only while `storageFull` says the disk was found full.
 */
function followsNoSpace(error: { name?: unknown; message?: unknown }): boolean {
  return typeof error.message === 'string' && /connection is closing|opening backing store/i.test(error.message);
}

/**
 * The device's storage was found full by this page, and no write has been stored since: set by a
 * no-space failure, cleared by `noteStorageWorked` (the ledger calls it after every stored write).
 * It is the page's, not a ledger's: a full disk is full for every database of the app.
 */
let storageFull = false;

/** A write was stored: the storage has room again. */
export function noteStorageWorked(): void {
  storageFull = false;
}

/** Every error in an error's chain: itself, Dexie's `inner`, `cause`, and bulk failures. */
function errorChain(error: unknown, depth = 0): { name?: unknown; message?: unknown }[] {
  if (depth > 5 || typeof error !== 'object' || error === null) return [];
  const chain: { name?: unknown; message?: unknown }[] = [error];
  const { inner, cause, failures } = error as { inner?: unknown; cause?: unknown; failures?: unknown };
  for (const nested of [inner, cause]) chain.push(...errorChain(nested, depth + 1));
  if (Array.isArray(failures)) for (const failure of failures) chain.push(...errorChain(failure, depth + 1));
  else if (failures && typeof failures === 'object')
    for (const failure of Object.values(failures)) chain.push(...errorChain(failure, depth + 1));
  return chain;
}

/** Errors thrown by code rather than by IndexedDB: inside an open, by an upgrade function. */
const CODE_ERROR_NAMES = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'CorruptLogError',
]);

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
  const chain = errorChain(error);
  const names = chain.map(({ name }) => name).filter((name): name is string => typeof name === 'string');
  const noSpace =
    names.includes('QuotaExceededError') ||
    chain.some(({ message }) => typeof message === 'string' && NO_SPACE.test(message));
  if (noSpace) storageFull = true;
  if (noSpace || (storageFull && chain.some(followsNoSpace))) {
    return new StorageError('quota', work, { cause: error });
  }
  // The database on the device was upgraded by a newer version of the app (in another tab).
  if (names.includes('VersionError'))
    return new StorageError('unavailable', work, { cause: error, reason: 'newer-version' });
  if (upgradeFailed(names)) return new StorageError('unavailable', work, { cause: error, reason: 'upgrade-failed' });
  // The browser's own storage failed (an I/O error, a damaged file): not a refusal to store.
  if (names.includes('UnknownError')) return new StorageError('unknown', work, { cause: error });
  if (names.some((name) => UNAVAILABLE_NAMES.has(name))) return new StorageError('unavailable', work, { cause: error });
  return new StorageError('unknown', work, { cause: error });
}

/** The failure says nothing of its cause, in the words Chromium uses once its backing store has failed. */
function unexplained(error: StorageError): boolean {
  return (
    error.code !== 'quota' &&
    errorChain(error.cause).some((link) => followsNoSpace(link) || link.name === 'UnknownError')
  );
}

/**
 * A storage failure explained as far as the device lets the app find out: when IndexedDB failed
 * without saying why (see `followsNoSpace`), a probe write outside IndexedDB tells whether the
 * storage is full, and from then on the failures read so (until a write is stored). Anything else
 * is returned as it is. `probe` is for tests.
 */
export async function explainStorageFailure(
  error: unknown,
  work: StorageWork,
  probe: () => Promise<boolean> = storageTakesWrites,
): Promise<unknown> {
  if (!(error instanceof StorageError) || !unexplained(error)) return error;
  if (await probe()) return error;
  storageFull = true;
  return new StorageError('quota', work, { cause: error.cause });
}

/**
 * The database was closed under the app (Chromium does so on a failed write to a full disk): the
 * storage is probed at once, so that the failures that follow read as "storage full" when it is.
 */
export async function checkStorageAfterClose(probe: () => Promise<boolean> = storageTakesWrites): Promise<void> {
  if (!storageFull && !(await probe())) storageFull = true;
}

/**
 * What the repository throws: a StorageError, or the game layer's CorruptLogError (a stored log
 * that does not replay), which is about the record, not the device, and passes through as it is.
 */
export function toLedgerError(error: unknown, work: StorageWork): StorageError | CorruptLogError {
  return error instanceof CorruptLogError ? error : toStorageError(error, work);
}
