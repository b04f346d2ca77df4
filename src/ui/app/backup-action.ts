import { msg } from '@lit/localize';
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
