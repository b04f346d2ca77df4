import { toLedgerError } from './errors.js';
import type { Ledger } from './ledger.js';
import type { ScorepadDatabase } from './schema.js';

/**
 * The dice being tapped in for a roll, kept per game in `settings` as `draft:<game id>`, beside the
 * journal's record of them. IndexedDB commits reach the disk at once, where localStorage is flushed
 * later: a phone that dies mid-roll keeps the taps only here (and in the journal, which has them
 * too). A draft is kept only for a stored game (a tab still showing a deleted game must not leave
 * one behind). The draft is the page's own data; the ledger only keeps it.
 */
export const DRAFT_PREFIX = 'draft:';
export const draftKey = (gameId: string) => `${DRAFT_PREFIX}${gameId}`;

/** Keeps a game's draft (null removes it), with the time it was saved, and hands the journal its record. */
export async function saveDraftRow(ledger: Ledger, gameId: string, draft: unknown): Promise<void> {
  const key = draftKey(gameId);
  const { db } = ledger;
  const at = ledger.now();
  const appended = ledger.writes.append({ kind: 'draft', game: gameId, time: at, draft });
  try {
    if (draft === null) await db.settings.delete(key);
    else {
      await db.transaction('rw', db.games, db.settings, async () => {
        if ((await db.games.where(':id').equals(gameId).count()) > 0) await db.settings.put({ key, value: draft, at });
      });
    }
  } catch (error) {
    throw toLedgerError(error, 'save');
  }
  await appended?.stored;
}

export async function loadDraftRow(db: ScorepadDatabase, gameId: string): Promise<unknown> {
  try {
    return (await db.settings.get(draftKey(gameId)))?.value ?? null;
  } catch (error) {
    throw toLedgerError(error, 'load');
  }
}

/** Inside a transaction on games and settings: removes the drafts whose game is not stored. */
export async function deleteOrphanDrafts(db: ScorepadDatabase): Promise<void> {
  const keys = await db.settings.where('key').startsWith(DRAFT_PREFIX).primaryKeys();
  if (keys.length === 0) return;
  const rows = await db.games.bulkGet(keys.map((key) => key.slice(DRAFT_PREFIX.length)));
  const orphans = keys.filter((_, index) => rows[index] === undefined);
  if (orphans.length > 0) await db.settings.bulkDelete(orphans);
}
