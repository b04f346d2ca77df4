import { liveQuery } from 'dexie';
import { toLedgerError } from './errors.js';
import type { StorageError } from './errors.js';
import type { CorruptLogError } from '../game/index.js';

/**
 * Runs `querier` now and again whenever a table it read changes, in this tab or another one (it is
 * Dexie's liveQuery, kept here so that only src/db imports Dexie). The querier should read through
 * the Ledger and await nothing but its reads. Errors arrive mapped like the Ledger's.
 * Returns the function that stops observing.
 */
export function observe<T>(
  querier: () => T | Promise<T>,
  onValue: (value: T) => void,
  onError: (error: StorageError | CorruptLogError) => void,
): () => void {
  const subscription = liveQuery(querier).subscribe({
    next: onValue,
    error: (error: unknown) => onError(toLedgerError(error, 'load')),
  });
  return () => subscription.unsubscribe();
}
