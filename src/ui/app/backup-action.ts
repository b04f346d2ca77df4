import { msg } from '@lit/localize';
import type { LoadedGame } from '../../db/index.js';
import type { ActionReport } from './export-actions.js';
import type { AppServices } from './services.js';

/**
 * "Back up all games" from any page: the export code is its own chunk, loaded on the tap; when it
 * cannot be loaded (offline before it was ever cached) the report says so.
 */
export async function backUpEverything(services: AppServices): Promise<ActionReport> {
  try {
    const [{ backUpAllGames }, ledger] = await Promise.all([import('./export-actions.js'), services.ledger()]);
    return await backUpAllGames(ledger);
  } catch {
    return { ok: false, message: msg('The backup could not be loaded: check the connection and try again.') };
  }
}

/**
 * The one-tap backup of a "storage full" message (`<zs-backup-now>`): every game the app can still
 * read and `onScreen` as the ledger last stored it (export-actions `backUpWhatIsLeft`), through the
 * share sheet (off the full phone) or downloaded.
 */
export async function backUpWhatIsLeftNow(services: AppServices, onScreen: LoadedGame | null): Promise<ActionReport> {
  try {
    const [{ backUpWhatIsLeft }, ledger] = await Promise.all([import('./export-actions.js'), services.ledger()]);
    return await backUpWhatIsLeft(ledger, onScreen);
  } catch {
    return { ok: false, message: msg('The backup could not be made: the backup code did not load. Try again.') };
  }
}
