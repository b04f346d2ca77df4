/**
 * Shared by the ledger's browser tests: each test gets ledgers on a database of its own, closed and
 * deleted after it, and a few scripted games whose entries are legal.
 */
import { deleteLedger, Ledger, startLedger } from '../../src/db/index.js';
import type { EntryRow, LedgerOptions, LedgerOutcome, LoadedGame } from '../../src/db/index.js';
import { addEntryRows, readAllEntryRows, readEntryRows } from '../../src/db/log-store.js';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import { resetPage } from './helpers.js';

const opened: Ledger[] = [];
const names = new Set<string>();

/** A database name no other test uses. */
export function freshName(): string {
  const name = `zs-test-${crypto.randomUUID()}`;
  names.add(name);
  return name;
}

/** A ledger on `name` (default: a fresh database); by default it never asks for persistence. */
export function openLedger(options: LedgerOptions = {}): Ledger {
  const name = options.name ?? freshName();
  names.add(name);
  const ledger = new Ledger({ storage: null, ...options, name });
  opened.push(ledger);
  return ledger;
}

/** The ledger as the app starts it (what the database lost comes back first); closed and deleted after the test. */
export async function startedLedger(name: string, options: LedgerOptions = {}): Promise<Ledger> {
  names.add(name);
  const ledger = await startLedger({ storage: null, ...options, name });
  opened.push(ledger);
  return ledger;
}

/**
 * The stored entry rows, read from their chunks as the ledger reads them: every game's in key order
 * (game id, then index), or one game's.
 */
export async function storedEntryRows(ledger: Ledger, gameId?: string): Promise<EntryRow[]> {
  const { db } = ledger;
  return db.transaction('r', db.logChunks, async () =>
    gameId === undefined ? [...(await readAllEntryRows(db)).values()].flat() : readEntryRows(db, gameId),
  );
}

/** Stores entry rows behind the ledger's back (a record left by an older version, a damaged one). */
export async function storeEntryRows(ledger: Ledger, rows: readonly EntryRow[]): Promise<void> {
  const { db } = ledger;
  await db.transaction('rw', db.logChunks, () => addEntryRows(db, rows));
}

/** Closes every ledger a test opened and deletes its databases (call from afterEach). */
export async function removeLedgers(): Promise<void> {
  for (const ledger of opened.splice(0)) ledger.close();
  for (const name of [...names]) {
    names.delete(name);
    await deleteLedger(name);
  }
}

/** The game of a successful write; fails the test with the refusal otherwise. */
export function expectOk(outcome: LedgerOutcome): LoadedGame {
  if (!outcome.ok) throw new Error(`expected the write to succeed, got ${JSON.stringify(outcome.refusal)}`);
  return outcome.game;
}

/** Writes the entries one by one, each with the seq the previous write returned. */
export async function play(ledger: Ledger, game: LoadedGame, entries: readonly Entry[]): Promise<LoadedGame> {
  let current = game;
  for (const entry of entries) current = expectOk(await ledger.act(current.row.id, current.row.seq, entry));
  return current;
}

export const farkleSetup = (): GameSetup => ({ rules: presetById('farkle'), players: ['Ann', 'Ben'] });

/**
 * Five dice-mode turns of Farkle: Ann 1,000 + 50 banked (1,050), Ben zilches, Ann 500 + 100 (1,650),
 * Ben three pairs 1,500, Ann four 4s then a zilch. Ben is up with a fresh turn.
 */
export const FARKLE_TURNS: readonly Entry[] = [
  // Ann: 1, 1, 1 then a 5, banked.
  { type: 'roll', dice: [1, 1, 1, 2, 3, 4] },
  { type: 'hold', dice: [1, 1, 1] },
  { type: 'roll', dice: [5, 2, 3] },
  { type: 'hold', dice: [5] },
  { type: 'bank' },
  // Ben zilches.
  { type: 'roll', dice: [2, 3, 4, 6, 6, 2] },
  // Ann: three 5s, then a 1, banked.
  { type: 'roll', dice: [5, 5, 5, 3, 2, 6] },
  { type: 'hold', dice: [5, 5, 5] },
  { type: 'roll', dice: [1, 2, 3] },
  { type: 'hold', dice: [1] },
  { type: 'bank' },
  // Ben: three pairs, banked.
  { type: 'roll', dice: [1, 1, 2, 2, 3, 3] },
  { type: 'hold', dice: [1, 1, 2, 2, 3, 3] },
  { type: 'bank' },
  // Ann: four 4s, then a zilch.
  { type: 'roll', dice: [4, 4, 4, 4, 2, 3] },
  { type: 'hold', dice: [4, 4, 4, 4] },
  { type: 'roll', dice: [2, 6] },
];

export const FARKLE_SCORES = [1650, 1500];

/** Resolves when `condition` holds, polling; rejects after `timeoutMs`. */
export async function eventually(condition: () => boolean, message: string, timeoutMs = 3000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes IndexedDB's put and add throw QuotaExceededError, as a full disk does, for each call that
 * `fails(storeName)` says should (it is asked once per put or add, in order, so it can count).
 * Returns the undo.
 */
export function fillTheDisk(fails: (storeName: string) => boolean): () => void {
  const proto = IDBObjectStore.prototype;
  const { put, add } = proto;
  const full = (original: typeof put) =>
    function (this: IDBObjectStore, ...args: Parameters<typeof put>): IDBRequest<IDBValidKey> {
      if (fails(this.name)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.apply(this, args);
    };
  proto.put = full(put);
  proto.add = full(add);
  return () => {
    proto.put = put;
    proto.add = add;
  };
}

/** A new Farkle game played to the middle of Ann's first turn: she has kept 1, 1, 1 and rolled 5, 2, 3. */
export async function farkleMidTurn(ledger: Ledger): Promise<LoadedGame> {
  return play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 3));
}

/** Two connections to one new database, as two tabs of the app have. */
export function twoTabs(): [Ledger, Ledger] {
  const name = freshName();
  return [openLedger({ name }), openLedger({ name })];
}

/** A share sheet that keeps the files it is handed. */
export function keepingShareSheet() {
  const kept: File[] = [];
  return {
    kept,
    target: {
      canShare: () => true,
      share: (data?: ShareData) => {
        kept.push(...(data?.files ?? []));
        return Promise.resolve();
      },
    },
  };
}

/** After a test of the whole app: back to the first route, the test runner's page, and no databases. */
export async function leaveTheApp(): Promise<void> {
  location.hash = '';
  await resetPage();
  await removeLedgers();
}

/** A ledger on a database of its own, with its name, to open it again as a restarted app would. */
export function namedLedger(): { name: string; ledger: Ledger } {
  const name = freshName();
  return { name, ledger: openLedger({ name }) };
}
