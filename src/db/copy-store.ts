import { createBackup, readBackup } from '../export/backup.js';
import type { BackupGame, StoredGameRecord } from '../export/backup.js';
import { closeJournals } from './journal.js';

/**
 * Where the second copies of the games are kept (mirror.ts): a folder of named text files in the
 * Origin Private File System, or in Cache Storage where the browser has no writable OPFS.
 */

/** Where the copies are kept: a folder of named text files. */
export interface CopyStore {
  /** 'opfs' (the Origin Private File System) or 'cache' (Cache Storage). */
  readonly kind: 'opfs' | 'cache';
  /** The database whose games these are copies of (see `removeCopies`). */
  readonly databaseName?: string;
  write(name: string, text: string): Promise<void>;
  /** The file's text, or null when there is none. */
  read(name: string): Promise<string | null>;
  remove(name: string): Promise<void>;
  names(): Promise<string[]>;
}

/** The OPFS folder of a database's copies: `game-copies/<database name>/`. */
export async function opfsCopyStore(databaseName: string): Promise<CopyStore> {
  const root = await navigator.storage.getDirectory();
  const all = await root.getDirectoryHandle('game-copies', { create: true });
  const folder = await all.getDirectoryHandle(encodeURIComponent(databaseName), { create: true });
  return {
    kind: 'opfs',
    databaseName,
    async write(name, text) {
      const file = await folder.getFileHandle(name, { create: true });
      // createWritable writes a swap file and replaces the file on close: a copy is whole or old.
      const writable = await file.createWritable();
      try {
        await writable.write(text);
        await writable.close();
      } catch (error) {
        await writable.abort().catch(() => undefined);
        throw error;
      }
    },
    async read(name) {
      try {
        return await (await (await folder.getFileHandle(name)).getFile()).text();
      } catch (error) {
        if (error instanceof DOMException && error.name === 'NotFoundError') return null;
        throw error;
      }
    },
    async remove(name) {
      try {
        await folder.removeEntry(name);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
      }
    },
    async names() {
      const names: string[] = [];
      for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
      return names;
    },
  };
}

/** The Cache Storage fallback: one cache per database, a response per file. */
export async function cacheCopyStore(databaseName: string): Promise<CopyStore> {
  const cache = await caches.open(`zilch-scorepad-game-copies:${databaseName}`);
  const base = new URL('/__game-copies__/', location.origin);
  const url = (name: string) => new URL(encodeURIComponent(name), base).href;
  return {
    kind: 'cache',
    databaseName,
    write: (name, text) =>
      cache.put(url(name), new Response(text, { headers: { 'content-type': 'application/json' } })),
    async read(name) {
      const response = await cache.match(url(name));
      return response ? response.text() : null;
    },
    async remove(name) {
      await cache.delete(url(name));
    },
    async names() {
      return (await cache.keys()).map((request) =>
        decodeURIComponent(new URL(request.url).pathname.slice(base.pathname.length)),
      );
    },
  };
}

/**
 * The store this browser offers: OPFS where files can be written from the page (Chromium, Firefox,
 * Safari 18+ have `createWritable`), else Cache Storage; null when neither is there.
 */
export async function defaultCopyStore(databaseName: string): Promise<CopyStore | null> {
  const hasOpfs =
    typeof navigator !== 'undefined' &&
    typeof navigator.storage?.getDirectory === 'function' &&
    typeof globalThis.FileSystemFileHandle?.prototype.createWritable === 'function';
  if (hasOpfs) {
    try {
      return await opfsCopyStore(databaseName);
    } catch {
      // OPFS refused (a private window in some browsers): try Cache Storage.
    }
  }
  if (typeof caches !== 'undefined') {
    try {
      return await cacheCopyStore(databaseName);
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * How many times each database's copies were removed by this page: a mirror made before a removal
 * stops writing (its folder is gone with the database it copied; a write would fail, or bring back
 * a copy of a deleted game).
 */
export const removals = new Map<string, number>();

/** Removes every copy of a database's games (the database itself is being deleted). */
export async function removeCopies(databaseName: string): Promise<void> {
  removals.set(databaseName, (removals.get(databaseName) ?? 0) + 1);
  // A journal holds its files locked: they (and so the folder) can go only once it is closed.
  await closeJournals(databaseName);
  if (typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function') {
    try {
      const all = await (await navigator.storage.getDirectory()).getDirectoryHandle('game-copies');
      await all.removeEntry(encodeURIComponent(databaseName), { recursive: true });
    } catch {
      // No copies there.
    }
  }
  if (typeof caches !== 'undefined')
    await caches.delete(`zilch-scorepad-game-copies:${databaseName}`).catch(() => false);
}

/** The one game of a copy file, or null when the file is not a readable copy. */
export function gameOfCopy(text: string | null): BackupGame | null {
  if (text === null) return null;
  const reading = readBackup(text);
  return reading.ok && reading.backup.games.length === 1 ? (reading.backup.games[0] ?? null) : null;
}

/**
 * A copy's file: a backup of the one game, which also says the game's `seq` when it was copied
 * (a backup's reader ignores it), so the journal's records after it are known (journal-records.ts).
 */
export function copyFile(
  record: StoredGameRecord & { readonly row: { readonly seq: number } },
  now: number,
): { copy: BackupGame | undefined; text: string } {
  const { backup } = createBackup([record], now);
  return { copy: backup.games[0], text: JSON.stringify({ ...backup, seq: record.row.seq }) };
}

/** A game's copy as read back: the game and the seq it was copied at (null for copies made before they said it). */
export interface GameCopy {
  readonly game: BackupGame;
  readonly seq: number | null;
}

export function readCopy(text: string | null): GameCopy | null {
  const game = gameOfCopy(text);
  if (!game || text === null) return null;
  let seq: unknown = null;
  try {
    seq = (JSON.parse(text) as { seq?: unknown }).seq;
  } catch {
    // gameOfCopy read it: not reached.
  }
  return { game, seq: typeof seq === 'number' && Number.isInteger(seq) && seq > 0 ? seq : null };
}
