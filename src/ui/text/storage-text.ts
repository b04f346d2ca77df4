/**
 * The storage's failures in words: a StorageError (by its code, the work it failed at and, where
 * known, why), a stored log that does not replay, and why a record set aside as damaged cannot be
 * a game. Reads the storage's and the game's types only: a page that says these need not load their code.
 */
import { msg } from '@lit/localize';
import type { Damage, LogDamage, StorageError } from '../../db/index.js';
import type { CorruptLogError } from '../../game/index.js';
import { corruptLogText, setupProblemText } from './refusal-text.js';

/** Whether `error` is the storage's StorageError (told by its name, so this module needs no storage code). */
export function isStorageError(error: unknown): error is StorageError {
  return (
    error instanceof Error && error.name === 'StorageError' && typeof (error as { code?: unknown }).code === 'string'
  );
}

/** Why the storage failed, for what it was doing: a write loses the action, a read only fails to show. */
export function storageErrorText(error: Pick<StorageError, 'code' | 'work' | 'reason'>): string {
  const save = error.work === 'save';
  if (error.reason === 'newer-version') {
    return save
      ? msg(
          'A newer version of Zilch Scorepad is open in another tab: the last action was not saved. Reload this page to continue.',
        )
      : msg('A newer version of Zilch Scorepad is open in another tab: reload this page to see your games.');
  }
  if (error.reason === 'upgrade-failed') {
    return save
      ? msg(
          'Zilch Scorepad could not update your saved games to this version, so the last action was not saved. Your games are kept as they were: reload the page to try again.',
        )
      : msg(
          'Zilch Scorepad could not update your saved games to this version. Your games are kept as they were: reload the page to try again.',
        );
  }
  switch (error.code) {
    case 'quota':
      return save
        ? msg(
            "The phone's storage is full. Every game saved before is kept, in two copies: free some space, then try again.",
          )
        : msg("The phone's storage is full, so saved games cannot be opened: free some space and try again.");
    case 'unavailable':
      return save
        ? msg(
            'This browser is not letting Zilch Scorepad save games (private browsing can do this): the last action was not saved. The game on screen is kept while this page stays open.',
          )
        : msg('This browser is not letting Zilch Scorepad open saved games (private browsing can do this).');
    case 'unknown':
      return save
        ? msg(
            "The last action could not be saved: the device's storage reported a problem. The game on screen is kept; try again.",
          )
        : msg("Saved games could not be read: the device's storage reported a problem. Try again, or reload the page.");
  }
}

/** Whether `error` is the game layer's CorruptLogError (a stored log that does not replay), told by its name. */
function isCorruptLogError(error: unknown): error is CorruptLogError {
  return (
    error instanceof Error &&
    error.name === 'CorruptLogError' &&
    typeof (error as { entryIndex?: unknown }).entryIndex === 'number'
  );
}

/**
 * What went wrong, for the player: a StorageError or a stored log that does not replay in words,
 * any other error by its own message, `fallback` when it has none.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isStorageError(error)) return storageErrorText(error);
  if (isCorruptLogError(error)) return corruptLogText(error);
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Why a stored game's log does not replay (a game's summary); rows stored before the codes say it in English already. */
export function logDamageText(problem: LogDamage | string): string {
  return typeof problem === 'string' ? problem : corruptLogText(problem);
}

/**
 * Why a record set aside as damaged could not be read or played, in the words of its details
 * ("Three pairs needs at least 6 dice.", "The record has no id."): for `bad-setup` and
 * `unreadable`; '' when the code says it all. Rows set aside before the codes kept the words in `detail`.
 */
export function damageDetailText(damage: Damage & { readonly detail?: string }): string {
  if (damage.code === 'bad-setup' && damage.problem) return setupProblemText(damage.problem);
  if (damage.code === 'unreadable' && damage.noId) return msg('The record has no id.');
  if (damage.code === 'unreadable' && damage.error) return damage.error;
  return damage.detail ?? '';
}
