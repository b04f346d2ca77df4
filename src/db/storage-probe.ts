/**
 * Whether the device's storage still takes a write, asked after IndexedDB failed in a way that does
 * not say why. Chromium on a full disk reports the failing write as "FILE_ERROR_NO_SPACE" only to
 * the transaction that met it (which may be another tab's, or the advice worker's); every other
 * connection sees only "The database connection is closing" and then "Internal error opening
 * backing store". So the app writes a small file of its own, outside IndexedDB, and removes it: on
 * a full disk that fails too (OPFS: InvalidStateError on creating the file; Cache Storage:
 * UnknownError on put; seen on a full tmpfs, docs/storage-full.md).
 */

/** Big enough not to fit in the slack of a block the file system already gave out. */
const PROBE_BYTES = 256 * 1024;
const PROBE_NAME = 'zilch-scorepad-space-probe';
let probes = 0;

/** True when a file of PROBE_BYTES could be written (or when the browser has no place to try). */
export async function storageTakesWrites(): Promise<boolean> {
  const text = 'x'.repeat(PROBE_BYTES);
  // A file of its own: two probes at once (two failures met together) must not lock each other out.
  const name = `${PROBE_NAME}-${(probes += 1)}-${Date.now()}`;
  if (typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function') {
    let root: FileSystemDirectoryHandle;
    try {
      root = await navigator.storage.getDirectory();
    } catch {
      return true; // no OPFS here (a private window): nothing learnt
    }
    try {
      const file = await root.getFileHandle(name, { create: true });
      if (typeof file.createWritable === 'function') {
        const writable = await file.createWritable();
        await writable.write(text);
        await writable.close();
      }
      return true;
    } catch {
      return false;
    } finally {
      await root.removeEntry(name).catch(() => undefined);
    }
  }
  if (typeof caches !== 'undefined') {
    try {
      const cache = await caches.open(name);
      await cache.put(new URL(`/__${name}__`, location.origin).href, new Response(text));
      return true;
    } catch {
      return false;
    } finally {
      await caches.delete(name).catch(() => false);
    }
  }
  return true;
}
