import { describe, expect, it } from 'vitest';
import { StorageError } from '../../../src/db/errors.js';
import type { StorageErrorCode, StorageErrorReason, StorageWork } from '../../../src/db/index.js';
import { CorruptLogError } from '../../../src/game/index.js';
import {
  damageDetailText,
  errorText,
  isStorageError,
  logDamageText,
  storageErrorText,
} from '../../../src/ui/text/storage-text.js';

/** Every storage failure, by what failed and why, with the sentence the storage said before it spoke in codes. */
const SENTENCES: readonly (readonly [StorageErrorCode, StorageWork, StorageErrorReason | undefined, string])[] = [
  [
    'quota',
    'save',
    undefined,
    "The phone's storage is full. Every game saved before is kept, in two copies: free some space, then try again.",
  ],
  [
    'quota',
    'load',
    undefined,
    "The phone's storage is full, so saved games cannot be opened: free some space and try again.",
  ],
  [
    'unavailable',
    'save',
    undefined,
    'This browser is not letting Zilch Scorepad save games (private browsing can do this): the last action was not saved. The game on screen is kept while this page stays open.',
  ],
  [
    'unavailable',
    'load',
    undefined,
    'This browser is not letting Zilch Scorepad open saved games (private browsing can do this).',
  ],
  [
    'unknown',
    'save',
    undefined,
    "The last action could not be saved: the device's storage reported a problem. The game on screen is kept; try again.",
  ],
  [
    'unknown',
    'load',
    undefined,
    "Saved games could not be read: the device's storage reported a problem. Try again, or reload the page.",
  ],
  [
    'unavailable',
    'save',
    'newer-version',
    'A newer version of Zilch Scorepad is open in another tab: the last action was not saved. Reload this page to continue.',
  ],
  [
    'unavailable',
    'load',
    'newer-version',
    'A newer version of Zilch Scorepad is open in another tab: reload this page to see your games.',
  ],
  [
    'unavailable',
    'save',
    'upgrade-failed',
    'Zilch Scorepad could not update your saved games to this version, so the last action was not saved. Your games are kept as they were: reload the page to try again.',
  ],
  [
    'unavailable',
    'load',
    'upgrade-failed',
    'Zilch Scorepad could not update your saved games to this version. Your games are kept as they were: reload the page to try again.',
  ],
];

describe('the storage’s failures in words', () => {
  it.each(SENTENCES)('%s, %s, %s', (code, work, reason, sentence) => {
    const error = new StorageError(code, work, reason ? { reason } : undefined);
    expect(isStorageError(error)).toBe(true);
    expect(storageErrorText(error)).toBe(sentence);
    expect(errorText(error, 'fallback')).toBe(sentence);
  });

  it('words a damaged log, and any other error by its own message or the fallback', () => {
    const corrupt = new CorruptLogError(4, { code: 'wrong-dice-count', throw: 'roll', need: 5, got: 2 });
    expect(errorText(corrupt, 'fallback')).toBe(
      "Entry 5 of the game's log is not legal: Enter 5 dice for this roll: you entered 2.",
    );
    expect(errorText(new TypeError('boom'), 'fallback')).toBe('boom');
    expect(errorText(new Error(''), 'fallback')).toBe('fallback');
    expect(errorText('not an error', 'fallback')).toBe('fallback');
    expect(isStorageError(new TypeError('boom'))).toBe(false);
  });

  it('says why a stored game does not replay; rows stored before the codes as they were', () => {
    expect(
      logDamageText({ entryIndex: 1, refusal: { code: 'bad-points', reason: 'not-a-multiple', points: 30 } }),
    ).toBe(
      "Entry 2 of the game's log is not legal: Enter the turn's points as a multiple of 50, or 0 for a zilch: 30 is not.",
    );
    expect(logDamageText('Entry 7 of the game’s log is not legal: Roll first.')).toBe(
      'Entry 7 of the game’s log is not legal: Roll first.',
    );
  });

  it('the details of a record that cannot be a game', () => {
    expect(damageDetailText({ code: 'bad-setup', problem: { code: 'same-name' } })).toBe(
      'Two players have the same name: give each a name of their own.',
    );
    expect(damageDetailText({ code: 'unreadable', noId: true })).toBe('The record has no id.');
    expect(damageDetailText({ code: 'unreadable', error: 'boom' })).toBe('boom');
    expect(damageDetailText({ code: 'no-log' })).toBe('');
    expect(
      damageDetailText({
        code: 'bad-setup',
        detail: 'These rules cannot be played: Three pairs needs at least 6 dice.',
      }),
    ).toBe('These rules cannot be played: Three pairs needs at least 6 dice.');
  });
});
