/// <reference lib="webworker" />
/**
 * The journal worker: appends lines to this page's journal files in the Origin Private File System
 * through synchronous access handles (only a worker gets them), each flushed before it answers.
 * A handle is opened for each line and closed after it: Chromium wiped the site's whole storage
 * (IndexedDB and OPFS) when the disk filled up while a handle stayed open, in every run of
 * docs/storage-full.md's test, and never with the handle closed. Which page a file belongs to is
 * told by a Web Lock each page holds while it lives: a file whose lock is free is a journal of a
 * page that is gone, which `adopt` takes over. Messages are handled one at a time, in order.
 */
import { entriesOf, RESERVED_BYTES } from './journal-protocol.js';
import type { JournalRequest, JournalResponse } from './journal-protocol.js';

declare const self: DedicatedWorkerGlobalScope;

let folder: FileSystemDirectoryHandle | null = null;
let lockPrefix = '';
let session = '';
let segmentBytes = 0;
let segment = 0;
/** The file lines go to, and where the next one starts. */
let current: { name: string; file: FileSystemFileHandle; size: number; bytes: number } | null = null;
/** Files this page still answers for: its own full ones, and adopted ones (with their lock's release). */
const full = new Set<string>();
const adopted = new Map<string, () => void>();
const encoder = new TextEncoder();

const reply = (response: JournalResponse) => self.postMessage(response);
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
const sessionOf = (name: string) => name.replace(/-\d+\.log$/, '');

/** Holds the Web Lock `name` until `release` is called (or the worker ends); resolves once held, or with null when `ifAvailable` and it is taken. */
function holdLock(name: string, ifAvailable: boolean): Promise<(() => void) | null> {
  return new Promise((held) => {
    void navigator.locks.request(name, { ifAvailable }, (lock) => {
      if (!lock) {
        held(null);
        return undefined;
      }
      return new Promise<void>((release) => held(release));
    });
  });
}

/** Writes `bytes` at `at` through a handle opened for it and closed after (see above), flushed. */
async function writeAt(file: FileSystemFileHandle, bytes: Uint8Array, at: number): Promise<number> {
  const handle = await file.createSyncAccessHandle();
  try {
    const written = handle.write(bytes, { at });
    handle.flush();
    return written;
  } finally {
    handle.close();
  }
}

/**
 * Makes the next file at its whole size, as zeros written out (not a sparse truncate): later lines
 * only overwrite them, so an append never grows the file or meets the disk's end mid-line (seen in
 * Chromium on a full disk: a short write there reported a length of 2³² − 8).
 */
async function openSegment(bytes = segmentBytes): Promise<void> {
  if (!folder) throw new Error('The journal is not open.');
  segment += 1;
  const name = `${session}-${segment}.log`;
  const file = await folder.getFileHandle(name, { create: true });
  try {
    if ((await writeAt(file, new Uint8Array(bytes), 0)) !== bytes)
      throw new Error('The journal file could not be made.');
  } catch (error) {
    await folder.removeEntry(name).catch(() => undefined);
    throw error;
  }
  current = { name, file, size: 0, bytes };
}

async function open(request: Extract<JournalRequest, { kind: 'open' }>): Promise<void> {
  try {
    lockPrefix = `zilch-scorepad-journal:${request.folder.join('/')}:`;
    session = request.session;
    segmentBytes = request.segmentBytes;
    // Held for the page's life: other pages see this page's files are not orphans.
    await holdLock(`${lockPrefix}${session}`, false);
    let directory = await navigator.storage.getDirectory();
    for (const part of request.folder) directory = await directory.getDirectoryHandle(part, { create: true });
    folder = directory;
    await openSegment();
    reply({ kind: 'opened', ok: true, name: current?.name ?? '' });
  } catch (error) {
    folder = null;
    reply({ kind: 'opened', ok: false, error: describe(error) });
  }
}

async function append(request: Extract<JournalRequest, { kind: 'append' }>): Promise<void> {
  try {
    if (!current) throw new Error('The journal is not open.');
    // Each line starts with its newline: a line cut short never swallows the next.
    const bytes = encoder.encode(`\n${request.text}`);
    const needed = bytes.length + (request.reserve ? RESERVED_BYTES : 0);
    // A record longer than a file gets a file of its own size.
    if (current.size + needed > current.bytes) await rotate(Math.max(segmentBytes, needed + RESERVED_BYTES));
    const target = current;
    if (target.size + bytes.length > target.bytes) throw new Error('The journal file has no room for the record.');
    const written = await writeAt(target.file, bytes, target.size);
    // Only part of it (or nonsense) written: the next line starts after all of it either way.
    target.size += bytes.length;
    if (written !== bytes.length) throw new Error(`${written} of ${bytes.length} bytes were written.`);
    reply({ kind: 'appended', id: request.id, ok: true });
  } catch (error) {
    reply({ kind: 'appended', id: request.id, ok: false, error: describe(error) });
  }
}

/** The file is full: the next one takes the lines; the full one stays until released. */
async function rotate(bytes: number): Promise<void> {
  if (!current) return;
  const name = current.name;
  await openSegment(bytes);
  full.add(name);
  reply({ kind: 'rotated', name });
}

async function adopt(): Promise<void> {
  const files: { name: string; text: string }[] = [];
  if (folder) {
    const names: string[] = [];
    for await (const [name, entry] of entriesOf(folder)) {
      if (entry.kind === 'file' && sessionOf(name) !== session && !adopted.has(name)) names.push(name);
    }
    const locks = new Map<string, (() => void) | null>();
    for (const name of names) {
      const owner = sessionOf(name);
      if (!locks.has(owner)) locks.set(owner, await holdLock(`${lockPrefix}${owner}`, true));
      const release = locks.get(owner);
      // Taken: its page is still open.
      if (!release) continue;
      try {
        files.push({ name, text: await (await folder.getFileHandle(name).then((file) => file.getFile())).text() });
        adopted.set(name, release);
      } catch {
        // Removed meanwhile.
      }
    }
    // A lock held for files gone meanwhile is let go.
    for (const [owner, release] of locks)
      if (release && ![...adopted.keys()].some((name) => sessionOf(name) === owner)) release();
  }
  reply({ kind: 'adopted', files });
}

async function release(names: readonly string[]): Promise<void> {
  const released: string[] = [];
  for (const name of names) {
    if (!folder || (!full.has(name) && !adopted.has(name))) continue;
    try {
      await folder.removeEntry(name);
      released.push(name);
    } catch {
      // Left for a later visit to adopt and remove.
    }
    full.delete(name);
    const unlock = adopted.get(name);
    adopted.delete(name);
    // An orphan's lock goes with the last of its files.
    if (unlock && ![...adopted.keys()].some((other) => sessionOf(other) === sessionOf(name))) unlock();
  }
  reply({ kind: 'released', names: released });
}

function close(): void {
  current = null;
  folder = null;
  reply({ kind: 'closed' });
}

function handle(request: JournalRequest): Promise<void> | void {
  switch (request.kind) {
    case 'open':
      return open(request);
    case 'append':
      return append(request);
    case 'adopt':
      return adopt();
    case 'release':
      return release(request.names);
    case 'close':
      return close();
  }
}

/** An answer for a request whose handling failed unexpectedly, so the page never waits for one. */
function failed(request: JournalRequest, error: unknown): void {
  switch (request.kind) {
    case 'open':
      return reply({ kind: 'opened', ok: false, error: describe(error) });
    case 'append':
      return reply({ kind: 'appended', id: request.id, ok: false, error: describe(error) });
    case 'adopt':
      return reply({ kind: 'adopted', files: [] });
    case 'release':
      return reply({ kind: 'released', names: [] });
    case 'close':
      return reply({ kind: 'closed' });
  }
}

let queue: Promise<void> = Promise.resolve();

self.addEventListener('message', (event: MessageEvent<JournalRequest>) => {
  const request = event.data;
  queue = queue.then(() => handle(request)).catch((error: unknown) => failed(request, error));
});
