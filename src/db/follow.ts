import { Dexie, RangeSet, rangesOverlap } from 'dexie';
import type { ObservabilitySet } from 'dexie';
import { viewGame } from './damaged.js';
import type { GameView } from './damaged.js';
import { toLedgerError } from './errors.js';
import type { StorageError } from './errors.js';
import type { Ledger } from './ledger.js';
import type { CorruptLogError } from '../game/index.js';

/**
 * Follows one game as stored: reads it now, and again whenever a write changes it, from another
 * tab or any other writer. The follower's own writes are not read back: a commit of this
 * connection's while `writing()` (the follower has a write out) is the follower's, whose caller
 * has the game from the write's result; reading it again would cost a transaction and a render
 * per tap. Built on Dexie's storage-mutated event, which liveQuery uses too, so another tab's
 * change arrives the same way. Reads never overlap: a change during a read reads once more after
 * it. Returns the function that stops following.
 */
export function followGame(
  ledger: Ledger,
  id: string,
  onValue: (view: GameView) => void,
  onError: (error: StorageError | CorruptLogError) => void,
  writing: () => boolean = () => false,
): () => void {
  let stopped = false;
  let reading = false;
  let again = false;
  const read = (): void => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    viewGame(ledger, id)
      .then(
        (view) => stopped || onValue(view),
        (error: unknown) => stopped || onError(toLedgerError(error, 'load')),
      )
      .finally(() => {
        reading = false;
        if (again && !stopped) {
          again = false;
          read();
        }
      });
  };
  const games = `idb://${ledger.name}/games/`;
  const key = new RangeSet(id);
  const changed = (parts: ObservabilitySet): void => {
    const part = parts[games];
    // `all`: Dexie's word for "anything may have changed" (a page back from the bfcache).
    if (!parts.all && !(part && rangesOverlap(part, key))) return;
    if (ledger.tookOwnCommit(id) && writing()) return;
    read();
  };
  Dexie.on('storagemutated', changed);
  read();
  return () => {
    stopped = true;
    Dexie.on('storagemutated').unsubscribe(changed);
  };
}
