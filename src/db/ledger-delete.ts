import { stateOf } from '../game/index.js';
import type { GameLog } from '../game/index.js';
import { toLedgerError } from './errors.js';
import type { Appended } from './journal.js';
import { deleteOrphanDrafts, draftKey } from './ledger-drafts.js';
import { tapPositions, tapsOf } from './ledger-journal.js';
import { deepFreeze } from './freeze.js';
import type { Ledger } from './ledger.js';
import type { DeletedGame, LoadedGame } from './ledger-types.js';
import { removeLocalDraft, removeResumeShell } from './local-draft.js';
import { deleteEntryRows, putEntryRows, readEntryRows } from './log-store.js';
import type { GameRow } from './schema.js';

/**
 * Deletes a game with its entries, its draft and its cached statistics; returns what restoreDeleted needs, or null when
 * there was none. Nothing of the game stays behind: when the player lets the Undo pass, it is gone.
 * Drafts of games deleted by an older version (which left them) are cleared on the way.
 *
 * The play page's quick copy of the draft in localStorage goes too, once the delete has
 * committed. A restore brings back only the ledger's copy, which the page then takes, being the
 * newer. Only this game's copy is removed: sweeping every copy whose game is not in this
 * database would also remove those of games kept in another database on the same origin (each
 * browser test has its own).
 */
export async function deleteStoredGame(ledger: Ledger, id: string): Promise<DeletedGame | null> {
  const { db } = ledger;
  let deleted: DeletedGame | null;
  let appended: Appended | null = null;
  try {
    deleted = await db.transaction('rw', [db.games, db.logChunks, db.settings, db.stats], async () => {
      const row = await db.games.get(id);
      if (!row) return null;
      appended = ledger.writes.append({ kind: 'delete', game: id, seq: row.seq, time: ledger.now() });
      const entries = await readEntryRows(db, id);
      const draft = (await db.settings.get(draftKey(id)))?.value ?? null;
      await deleteEntryRows(db, id);
      await db.stats.delete(id);
      await db.games.delete(id);
      await deleteOrphanDrafts(db);
      ledger.forget(id);
      return { row, entries, draft };
    });
  } catch (error) {
    ledger.writes.takeBack(appended, id);
    throw toLedgerError(error, 'save');
  }
  await (appended as Appended | null)?.stored;
  if (deleted) {
    removeLocalDraft(id);
    removeResumeShell(id);
    ledger.mirror?.deleted(id);
  }
  return deleted;
}

/**
 * Takes a delete back: the game returns as it was, in its place in the list, with the dice that
 * were being tapped in. Restoring twice keeps the game (and the draft) that is there.
 */
export async function restoreDeletedGame(ledger: Ledger, deleted: DeletedGame): Promise<LoadedGame> {
  const { db } = ledger;
  const id = deleted.row.id;
  let restored: LoadedGame;
  let appended: Appended | null = null;
  try {
    restored = await db.transaction('rw', db.games, db.logChunks, db.settings, async () => {
      const existing = await ledger.readGame(id);
      if (existing) return existing;
      // The restore is a write: a tab still holding the game from before the delete must reload it.
      const row: GameRow = { ...deleted.row, seq: deleted.row.seq + 1 };
      const entryRows = [...deleted.entries]
        .sort((a, b) => a.index - b.index)
        .map((entryRow) => ({ ...entryRow, gameId: id }));
      const log: GameLog = { setup: row.setup, entries: entryRows.map((entryRow) => entryRow.entry), head: row.head };
      const state = stateOf(log); // a snapshot that does not replay is refused before anything is written
      appended = ledger.writes.append({
        kind: 'full',
        game: id,
        seq: row.seq,
        time: ledger.now(),
        setup: row.setup,
        createdAt: row.createdAt,
        head: row.head,
        entries: log.entries,
        enteredAt: entryRows.map((entryRow) => entryRow.at),
        sameTap: tapPositions(tapsOf(entryRows), 0),
      });
      await putEntryRows(db, id, entryRows);
      await db.games.put(row);
      const draft: unknown = deleted.draft;
      if (draft !== null && draft !== undefined) await db.settings.put({ key: draftKey(id), value: draft });
      return { row, log, state, sameTap: tapsOf(entryRows) };
    });
  } catch (error) {
    ledger.writes.takeBack(appended, id);
    throw toLedgerError(error, 'save');
  }
  await (appended as Appended | null)?.stored;
  ledger.remember(restored);
  ledger.committed(restored);
  return deepFreeze(restored);
}
