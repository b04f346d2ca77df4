import { readJournalFiles } from './journal.js';
import { gameTrails, readJournal } from './journal-records.js';
import type { JournalRecord } from './journal-records.js';
import type { Ledger } from './ledger.js';

/**
 * When a journal file may go (a full one of this page's, or one of a page that is gone): once
 * nothing in it is needed any more. Every game it names must be in the database, at least at the
 * newest seq it records, with a copy at least that new (copies behind are made again from the
 * database first), or be deleted by the player (its mark written, from the file's delete record if
 * the page stopped before writing it). A file naming a game missing from the database and not
 * deleted (one the start could not bring back) stays, and so does a file that cannot be read.
 * Writes whose failure a later line took back do not count. Returns the names removed.
 */
export async function releaseCovered(ledger: Ledger, names: readonly string[]): Promise<readonly string[]> {
  const { journal, mirror } = ledger;
  if (!journal || !mirror || names.length === 0) return [];
  const { files } = await readJournalFiles(ledger.name);
  const wanted = new Set(names);
  const all = files.map((file) => ({ name: file.name, records: readJournal(file.text).records }));
  // Taken back anywhere (a write's `failed` record may be in the next file).
  const failed = new Set(
    all.flatMap(({ records }) => records.flatMap((record) => (record.kind === 'failed' ? [record.of] : []))),
  );
  const candidates = all.filter((file) => wanted.has(file.name));
  /** Per game named by a candidate: the newest seq it records, and whether its last state record is a delete. */
  const named = new Map<string, { seq: number; deleted: boolean }>();
  for (const { records } of candidates) {
    const states = records.filter(
      (record): record is Exclude<JournalRecord, { kind: 'failed' | 'draft' }> =>
        record.kind !== 'failed' && record.kind !== 'draft' && !failed.has(record.id),
    );
    for (const trail of gameTrails(states).values()) {
      const last = trail.states.at(-1);
      if (!last) continue;
      const known = named.get(last.game);
      if (!known || last.seq >= known.seq) named.set(last.game, { seq: last.seq, deleted: last.kind === 'delete' });
    }
  }
  const ids = [...named.keys()];
  const rows = ids.length > 0 ? await ledger.db.games.bulkGet(ids) : [];
  const { deleted: marks } = await mirror.copiedIds();
  const copySeq = async (id: string) => {
    const copy = await mirror.copyOf(id);
    return copy && copy !== 'unreadable' ? (copy.seq ?? -1) : -1;
  };
  const covered = new Set<string>();
  const behind: string[] = [];
  for (const [index, id] of ids.entries()) {
    const row = rows[index];
    const { seq, deleted } = named.get(id) ?? { seq: 0, deleted: false };
    if (row) {
      if (row.seq < seq) continue; // a write still out, or never completed: keep
      if ((await copySeq(id)) >= seq) covered.add(id);
      else behind.push(id);
    } else if (marks.has(id)) {
      covered.add(id);
    } else if (deleted) {
      await mirror.markDeleted(id);
      covered.add(id);
    }
  }
  if (behind.length > 0) {
    mirror.copyFromStored(ledger, behind);
    await mirror.flushed();
    for (const id of behind) if ((await copySeq(id)) >= (named.get(id)?.seq ?? Infinity)) covered.add(id);
  }
  const removable = candidates.filter(({ records }) =>
    records.every((record) => record.kind === 'failed' || covered.has(record.game) || !named.has(record.game)),
  );
  if (removable.length === 0) return [];
  await journal.release(removable.map((file) => file.name));
  return removable.map((file) => file.name);
}
