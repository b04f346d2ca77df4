import { msg } from '@lit/localize';
import type { DamagedGame, LoadedGame } from '../../../db/index.js';
import { backUpEverything } from '../../app/backup-action.js';
import type { ActionReport } from '../../app/export-actions.js';
import type { AppServices } from '../../app/services.js';

/** The export code is loaded when a button needs it, never with the page. */
const loadExportActions = () => import('../../app/export-actions.js');

/** Fetches the export code while the player reads the sheet, so the first export does not wait for it. */
export function preloadExports(): void {
  const idle = (window as Window & { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  const preload = () => void loadExportActions().catch(() => undefined);
  if (idle) idle(preload);
  else setTimeout(preload, 1500);
}

/**
 * The score sheet's exports: a game's CSV (shared or downloaded), a backup of every game, and the
 * stored record of a damaged game; which one is under way, and the last one's sentence.
 * `changed` is called whenever either may have changed.
 */
export class SheetExports {
  /** The last export's sentence, and whether it was a failure. */
  report: ActionReport | null = null;
  exporting: 'csv' | 'backup' | 'record' | null = null;

  constructor(private readonly changed: () => void) {}

  /** Another game is shown: what was said about the one before goes. */
  clear(): void {
    this.report = null;
    this.changed();
  }

  csv(game: LoadedGame): Promise<void> {
    return this.run('csv', async () => {
      try {
        const { exportGameCsv } = await loadExportActions();
        return await exportGameCsv(game);
      } catch {
        return { ok: false, message: msg('The export could not be loaded: check the connection and try again.') };
      }
    });
  }

  backUp(services: AppServices): Promise<void> {
    return this.run('backup', () => backUpEverything(services));
  }

  record(damaged: DamagedGame): Promise<void> {
    return this.run('record', async () => {
      try {
        const { exportDamagedGame } = await import('../../app/damaged-export.js');
        return await exportDamagedGame(damaged);
      } catch {
        return {
          ok: false,
          message: msg('The download could not be loaded: check the connection and try again.'),
        };
      }
    });
  }

  private async run(kind: 'csv' | 'backup' | 'record', action: () => Promise<ActionReport>): Promise<void> {
    this.exporting = kind;
    this.changed();
    try {
      this.report = await action();
    } finally {
      this.exporting = null;
      this.changed();
    }
  }
}
