import { entriesOf, journalFolder } from './journal-protocol.js';
import type { JournalRequest, JournalResponse } from './journal-protocol.js';
import type { NewRecord } from './journal-records.js';

/**
 * The journal: the newest part of the second copy of every game. The ledger appends a record of
 * each write in the same step as the write's IndexedDB transaction (journal-records.ts), and a
 * write is reported done only once both have it, so a tap the screen announced is in two places
 * even when the browser loses its database at the next moment. The records go to a worker, which
 * appends them to a file of this page's own in the Origin Private File System through a
 * synchronous access handle and flushes it (journal.worker.ts): well under a millisecond, beside
 * the IndexedDB commit rather than after it. The full copies (mirror.ts) hold everything older: a
 * full journal file is removed once the copies hold what it says. Why, and what a start does with
 * the journals: docs/storage-full.md.
 */

/** How big a journal file grows before the next one starts (and it can go once the copies hold it). */
const SEGMENT_BYTES = 128 * 1024;
/**
 * How long a record may wait for the worker before it counts as not written: the write it belongs
 * to is in IndexedDB and must not wait for ever on a worker that is stuck (it answers in well
 * under a millisecond).
 */
const ANSWER_MS = 2_000;
/** How long adopting, releasing or closing files may take before the page goes on without the answer. */
const TASK_MS = 10_000;

/** `promise`, or `fallback` once TASK_MS have passed without it. */
function answered<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), TASK_MS))]);
}

export interface JournalStatus {
  /** Whether the worker opened its file: null until it answered. */
  readonly available: boolean | null;
  /** Records on the disk. */
  readonly written: number;
  /** Records that could not be written (the game itself is in IndexedDB). */
  readonly failures: number;
  /** The last failure: the browser's words, or `worker-error` (the worker failed) or `no-answer` (it did not answer in time). */
  readonly lastError: string | null;
}

/** A record handed to the journal: its id, and whether (once the worker answers) it is on the disk. */
export interface Appended {
  readonly id: string;
  readonly stored: Promise<boolean>;
}

export interface JournalOptions {
  /** How big a file grows before the next one starts (bytes). */
  readonly segmentBytes?: number;
}

/** The journals open in this page, by database: a database's copies are removed only with its journals closed. */
const openJournals = new Map<string, Set<Journal>>();

/** Closes every journal of this page on a database (it is being deleted), so its folder can go. */
export async function closeJournals(databaseName: string): Promise<void> {
  await Promise.all([...(openJournals.get(databaseName) ?? [])].map((journal) => journal.close()));
}

export class Journal {
  private worker: Worker | null;
  private readonly session = crypto.randomUUID();
  private count = 0;
  private requests = 0;
  /** The answer to the last record handed over (answers come in order). */
  private lastStored: Promise<boolean> = Promise.resolve(true);
  private available: boolean | null = null;
  /** The worker let a record go unanswered for ANSWER_MS: not waited for until it answers again. */
  private stalled = false;
  private readonly waiting = new Map<number, (stored: boolean) => void>();
  private readonly adopting: ((files: readonly { name: string; text: string }[]) => void)[] = [];
  private readonly releasing: (() => void)[] = [];
  private closing: Promise<void> | null = null;
  private closed: (() => void) | null = null;
  private readonly rotatedListeners = new Set<(name: string) => void>();
  private counts = { written: 0, failures: 0, lastError: null as string | null };
  private warned = false;

  private constructor(
    private readonly databaseName: string,
    options: JournalOptions,
  ) {
    const worker = new Worker(new URL('./journal.worker.ts', import.meta.url), {
      type: 'module',
      name: `journal:${databaseName}`,
    });
    this.worker = worker;
    worker.addEventListener('message', (event: MessageEvent<JournalResponse>) => this.received(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.unavailable('worker-error');
    });
    this.post({
      kind: 'open',
      folder: journalFolder(databaseName),
      session: this.session,
      segmentBytes: options.segmentBytes ?? SEGMENT_BYTES,
    });
    let set = openJournals.get(databaseName);
    if (!set) openJournals.set(databaseName, (set = new Set()));
    set.add(this);
  }

  /** A journal for a database's games; null where the browser has no workers or no OPFS. */
  static forDatabase(databaseName: string, options: JournalOptions = {}): Journal | null {
    if (
      typeof Worker === 'undefined' ||
      typeof navigator === 'undefined' ||
      typeof navigator.storage?.getDirectory !== 'function'
    )
      return null;
    return new Journal(databaseName, options);
  }

  get status(): JournalStatus {
    return { available: this.available, ...this.counts };
  }

  /**
   * Hands a record to the worker; `stored` settles true once it is on the disk, false when it
   * could not be written (counted, and said once on the console). Never throws.
   */
  append(record: NewRecord): Appended {
    this.count += 1;
    const id = `${this.session}.${this.count}`;
    if (this.available === false || !this.worker) return { id, stored: Promise.resolve(false) };
    const request = ++this.requests;
    const stored = new Promise<boolean>((resolve) => {
      // A worker that stopped answering is not waited for again until it answers (each write would
      // wait ANSWER_MS); the records are still handed over, and counted as not written.
      if (this.stalled) {
        this.failed('no-answer');
        this.waiting.set(request, () => undefined);
        resolve(false);
        return;
      }
      const timer = setTimeout(() => {
        if (!this.waiting.delete(request)) return;
        this.stalled = true;
        this.failed('no-answer');
        resolve(false);
      }, ANSWER_MS);
      this.waiting.set(request, (written) => {
        clearTimeout(timer);
        resolve(written);
      });
    });
    // Every record but a write's `failed` one leaves room for it in its file.
    this.post({
      kind: 'append',
      id: request,
      text: JSON.stringify({ id, ...record }),
      reserve: record.kind !== 'failed',
    });
    this.lastStored = stored;
    return { id, stored };
  }

  /** Settles once every record handed over so far has its answer (a record handed over meanwhile is not waited for). */
  async settled(): Promise<void> {
    const last = this.lastStored;
    await last;
  }

  /** Calls `listener` with each file that is full: it can go once the copies hold every write in it. */
  onRotated(listener: (name: string) => void): () => void {
    this.rotatedListeners.add(listener);
    return () => this.rotatedListeners.delete(listener);
  }

  /** Takes over the journal files of pages that are gone (no page holds them), with their text. */
  adopt(): Promise<readonly { readonly name: string; readonly text: string }[]> {
    if (this.available === false || !this.worker) return Promise.resolve([]);
    return answered(
      new Promise((resolve) => {
        this.adopting.push(resolve);
        this.post({ kind: 'adopt' });
      }),
      [],
    );
  }

  /** Removes files this page holds (full ones of its own, adopted ones). */
  release(names: readonly string[]): Promise<void> {
    if (names.length === 0 || this.available === false || !this.worker) return Promise.resolve();
    return answered(
      new Promise((resolve) => {
        this.releasing.push(resolve);
        this.post({ kind: 'release', names });
      }),
      undefined,
    );
  }

  /** Closes the files and stops the worker; records handed over later are not written. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      if (!this.worker || this.available === false) {
        this.stop();
        resolve();
        return;
      }
      this.closed = () => {
        this.closed = null;
        this.stop();
        resolve();
      };
      this.post({ kind: 'close' });
      // A worker that does not answer is stopped all the same (its files are released with it).
      setTimeout(() => this.closed?.(), TASK_MS);
    }).then(() => void openJournals.get(this.databaseName)?.delete(this));
    return this.closing;
  }

  private post(request: JournalRequest): void {
    this.worker?.postMessage(request);
  }

  private stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.available = false;
    this.settleAll();
  }

  private received(response: JournalResponse): void {
    switch (response.kind) {
      case 'opened':
        if (response.ok) this.available = true;
        else this.unavailable(response.error);
        return;
      case 'appended': {
        this.stalled = false;
        const resolve = this.waiting.get(response.id);
        this.waiting.delete(response.id);
        if (response.ok) this.counts.written += 1;
        else this.failed(response.error);
        resolve?.(response.ok);
        return;
      }
      case 'rotated':
        for (const listener of this.rotatedListeners) listener(response.name);
        return;
      case 'adopted':
        this.adopting.shift()?.(response.files);
        return;
      case 'released':
        this.releasing.shift()?.();
        return;
      case 'closed':
        this.closed?.();
        return;
    }
  }

  private failed(error: string): void {
    this.counts.failures += 1;
    this.counts.lastError = error;
    if (!this.warned) {
      this.warned = true;
      console.warn('Zilch Scorepad could not write its journal of the last taps (the game itself is saved):', error);
    }
  }

  /** The worker could not open its file (or failed): no record will be written; the copies go on alone. */
  private unavailable(error: string): void {
    this.available = false;
    this.failed(error);
    this.worker?.terminate();
    this.worker = null;
    this.settleAll();
  }

  private settleAll(): void {
    for (const resolve of this.waiting.values()) resolve(false);
    this.waiting.clear();
    for (const resolve of this.adopting.splice(0)) resolve([]);
    for (const resolve of this.releasing.splice(0)) resolve();
    const closed = this.closed;
    this.closed = null;
    closed?.();
  }
}

/**
 * Every journal file of a database, read from the page (also those another open page is writing:
 * reading does not need the lock), with their names, and how many could not be read (tried twice: a
 * file another page writes meanwhile can fail a read once).
 */
export async function readJournalFiles(
  databaseName: string,
): Promise<{ files: { name: string; text: string }[]; unreadable: number }> {
  const none = { files: [], unreadable: 0 };
  if (typeof navigator === 'undefined' || typeof navigator.storage?.getDirectory !== 'function') return none;
  let folder: FileSystemDirectoryHandle;
  try {
    folder = await navigator.storage.getDirectory();
    for (const part of journalFolder(databaseName)) folder = await folder.getDirectoryHandle(part);
  } catch {
    return none;
  }
  const files: { name: string; text: string }[] = [];
  let unreadable = 0;
  for await (const [name, entry] of entriesOf(folder)) {
    if (entry.kind !== 'file') continue;
    const read = () => (entry as FileSystemFileHandle).getFile().then((file) => file.text());
    try {
      files.push({ name, text: await read().catch(read) });
    } catch (error) {
      // Removed meanwhile (its page released it): nothing to read.
      if (!(error instanceof DOMException && error.name === 'NotFoundError')) unreadable += 1;
    }
  }
  return { files, unreadable };
}
