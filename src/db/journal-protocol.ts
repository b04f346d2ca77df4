/**
 * What the page and the journal worker (journal.worker.ts) say to each other. The worker only keeps
 * files: it appends the lines it is given to this page's own journal file in the Origin Private File
 * System, each written and flushed before it answers, and it knows nothing of games.
 */

/** The folder of a database's journal files, under the OPFS root (beside the games' copies, mirror.ts). */
export const journalFolder = (databaseName: string): readonly string[] => [
  'game-copies',
  encodeURIComponent(databaseName),
  'journal',
];

/** The room a line that reserves leaves at the end of its file (bytes): more than a `failed` record takes. */
export const RESERVED_BYTES = 512;

export type JournalRequest =
  /** Opens this page's first journal file, `<session>-1.log`; later ones follow when one is full. */
  | {
      readonly kind: 'open';
      readonly folder: readonly string[];
      readonly session: string;
      readonly segmentBytes: number;
    }
  /**
   * Appends one line (a newline and the text) and flushes it to the disk before answering. A line
   * that `reserve`s leaves room in its file for a short one after it (a write's `failed` record),
   * so that one never needs a new file on a full disk.
   */
  | { readonly kind: 'append'; readonly id: number; readonly text: string; readonly reserve: boolean }
  /** Takes over and reads the journal files of pages that are gone (whose Web Lock no page holds). */
  | { readonly kind: 'adopt' }
  /** Removes files this worker holds (its own full ones, or adopted ones) once the copies hold what they say. */
  | { readonly kind: 'release'; readonly names: readonly string[] }
  /** Closes every file, so the folder can be removed. */
  | { readonly kind: 'close' };

export type JournalResponse =
  | { readonly kind: 'opened'; readonly ok: true; readonly name: string }
  | { readonly kind: 'opened'; readonly ok: false; readonly error: string }
  | { readonly kind: 'appended'; readonly id: number; readonly ok: true }
  | { readonly kind: 'appended'; readonly id: number; readonly ok: false; readonly error: string }
  /** This file is full: nothing more goes into it; it stays locked until released. */
  | { readonly kind: 'rotated'; readonly name: string }
  | { readonly kind: 'adopted'; readonly files: readonly { readonly name: string; readonly text: string }[] }
  | { readonly kind: 'released'; readonly names: readonly string[] }
  | { readonly kind: 'closed' };

/** A folder's entries (TypeScript's DOM types lack the async iterator). */
export function entriesOf(folder: FileSystemDirectoryHandle): AsyncIterable<[string, FileSystemHandle]> {
  return (folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries();
}
