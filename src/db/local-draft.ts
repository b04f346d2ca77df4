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

/**
 * The last turn's banner of the game last on the play screen, kept for index.html's static shell
 * to paint before any script has loaded when that game is opened again (see resume-shell.ts in the
 * play page). One game's only: the one played last. The key is read by index.html's inline script.
 */
export const RESUME_SHELL_KEY = 'zs-resume';

/** Removes the copy when it is of game `gameId` (deleted): names are not left behind. */
export function removeResumeShell(gameId: string): void {
  try {
    const raw = globalThis.localStorage?.getItem(RESUME_SHELL_KEY);
    if (raw && (JSON.parse(raw) as { id?: unknown }).id === gameId)
      globalThis.localStorage?.removeItem(RESUME_SHELL_KEY);
  } catch {
    // Nothing readable was kept.
  }
}
