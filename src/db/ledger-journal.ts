import { CorruptLogError, stateOf } from '../game/index.js';
import type { GameLog, Outcome, TappedLog } from '../game/index.js';
import type { Journal, Appended } from './journal.js';
import { releaseCovered } from './journal-files.js';
import { applyWrite } from './journal-records.js';
import type { NewRecord, WriteRecord } from './journal-records.js';
import type { Ledger } from './ledger.js';
import type { EntryRow, GameRow } from './schema.js';

/** The positions from `first` on whose entry shares the tap of the one before: a journal record's `sameTap`. */
export function tapPositions(sameTap: readonly boolean[], first: number): number[] | undefined {
  const positions: number[] = [];
  for (let index = first; index < sameTap.length; index++) if (sameTap[index] === true) positions.push(index);
  return positions.length > 0 ? positions : undefined;
}

/** A journal record's write applied to the stored game: the log it leaves, replayed (refused when it does not replay). */
export function replayWrite(current: TappedLog, record: WriteRecord): Outcome<TappedLog> {
  const applied = applyWrite({ entries: current.log.entries, sameTap: current.sameTap }, record);
  if (!applied) return { ok: false, refusal: { code: 'bad-entry', reason: 'not-this-game' } };
  const log: GameLog = { setup: current.log.setup, entries: applied.entries, head: record.head };
  try {
    return { ok: true, value: { log, state: stateOf(log), sameTap: applied.sameTap } };
  } catch (error) {
    if (!(error instanceof CorruptLogError)) throw error;
    return { ok: false, refusal: { code: 'bad-entry', reason: 'earlier-does-not-replay', refusal: error.refusal } };
  }
}

/** The flags of LoadedGame.sameTap, from the stored rows in log order. */
export const tapsOf = (rows: readonly EntryRow[]): boolean[] => rows.map((row) => row.sameTap === true);

/**
 * The ledger's side of the journal (journal.ts): each write hands it its record in the write's own
 * step, takes the record back when the write fails, and is counted while it is out, so a full
 * journal file goes only after the writes that were out when it filled (and once nothing in it is
 * needed: journal-files.ts).
 */
export class WriteJournal {
  /** Operations that handed the journal a record and have not finished. */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** This page's full journal files not removed yet. */
  private readonly fullFiles = new Set<string>();

  constructor(
    readonly journal: Journal | null,
    private readonly now: () => number,
  ) {}

  /** Hands a record to the journal (none: null); its worker writes it beside IndexedDB. */
  append(record: NewRecord): Appended | null {
    return this.journal?.append(record) ?? null;
  }

  /** After a write that failed: its record is taken back, so a start never completes it. */
  takeBack(appended: Appended | null, game: string): void {
    if (appended) this.journal?.append({ kind: 'failed', game, time: this.now(), of: appended.id });
  }

  /** Counts an operation that hands the journal a record until it has finished. */
  track<T>(operation: Promise<T>): Promise<T> {
    this.inFlight.add(operation);
    void operation.catch(() => undefined).finally(() => this.inFlight.delete(operation));
    return operation;
  }

  /** Settles once every operation counted so far has finished and the journal has answered for it. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    await this.journal?.settled();
  }

  /**
   * Games just stored whole (brought back from the second copy) as `full` records, so the writes
   * that follow them chain on their new seq even before their copies are made again.
   */
  stored(games: readonly { readonly row: GameRow; readonly entries: readonly EntryRow[] }[]): Promise<void> {
    const records = games.map(({ row, entries }) =>
      this.append({
        kind: 'full',
        game: row.id,
        seq: row.seq,
        time: row.updatedAt,
        setup: row.setup,
        createdAt: row.createdAt,
        head: row.head,
        entries: entries.map((entryRow) => entryRow.entry),
        enteredAt: entries.map((entryRow) => entryRow.at),
        sameTap: tapPositions(tapsOf(entries), 0),
      }),
    );
    return this.track(Promise.all(records.map((record) => record?.stored)).then(() => undefined));
  }

  /**
   * This page's full files go once nothing in them is needed: the operations still out finish
   * first (a write is handed to the copies when it commits), the copies are written, and each game
   * the files name is checked against the database and its copy. Files kept at an earlier try (a
   * copy had failed) are tried again with the next.
   */
  async releaseWhenCopied(ledger: Ledger, names: readonly string[]): Promise<void> {
    for (const name of names) this.fullFiles.add(name);
    if (!ledger.mirror || !this.journal) return;
    await Promise.allSettled([...this.inFlight]);
    await ledger.mirror.flushed();
    for (const name of await releaseCovered(ledger, [...this.fullFiles])) this.fullFiles.delete(name);
  }
}
