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
