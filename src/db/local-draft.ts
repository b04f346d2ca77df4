/**
 * The play page's quick copy of a game's draft (the dice being tapped in) in localStorage, beside
 * the ledger's durable copy (`Ledger.saveDraft`). The key lives in this module, which imports
 * nothing, so that the ledger can remove the copy when a game is deleted (whichever page deletes
 * it) and no page that deletes games has to load the play page's chunk to know the key.
 */
export const localDraftKey = (gameId: string): string => `zs-draft:${gameId}`;

/** Removes a game's copy. Storage that is missing or refuses (private mode) has nothing to remove. */
export function removeLocalDraft(gameId: string): void {
  try {
    globalThis.localStorage?.removeItem(localDraftKey(gameId));
  } catch {
    // Nothing was kept there either.
  }
}

/** The quick copy, parsed; null when there is none or it is not JSON. */
export function readLocalDraft(gameId: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(localDraftKey(gameId));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, removes) the quick copy. Storage that refuses costs only the copy. */
export function writeLocalDraft(gameId: string, draft: unknown): void {
  if (draft === null) return removeLocalDraft(gameId);
  try {
    globalThis.localStorage?.setItem(localDraftKey(gameId), JSON.stringify(draft));
  } catch {
    // Without it a reload loses the taps of the roll being entered; the ledger's copy may still have them.
  }
}
