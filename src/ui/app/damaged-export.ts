/**
 * Downloads of damaged records, loaded only when the button is pressed: the record as the device
 * holds it, with why it is damaged, for whoever can mend it (or just to keep it).
 */
import { msg, str } from '@lit/localize';
import { damagedGameRecord } from '../../db/index.js';
import type { DamagedGame, DamagedRow } from '../../db/index.js';
import { damagedRecordFileName } from '../text/damage-text.js';
import type { ActionReport } from './export-actions.js';
import { shareOrDownload } from './share.js';
import type { ShareTarget } from './share.js';

async function saveJson(value: unknown, id: string, target?: ShareTarget): Promise<ActionReport> {
  let text: string;
  try {
    text = JSON.stringify(value, null, 2);
  } catch {
    // A record IndexedDB can hold but JSON cannot (a cycle, a BigInt).
    return { ok: false, message: msg('This record cannot be written to a file: it holds data a file cannot.') };
  }
  const name = damagedRecordFileName(id);
  try {
    const result = await shareOrDownload(
      {
        name,
        type: 'application/json',
        text,
        title: msg('Damaged Zilch Scorepad record', { desc: "The share sheet's title for a damaged record's file" }),
      },
      target,
    );
    if (result === 'cancelled') return { ok: true, message: msg('Not shared.') };
    return {
      ok: true,
      message: result === 'shared' ? msg(str`Shared ${name}.`) : msg(str`Saved ${name} to your downloads.`),
    };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error && error.message ? error.message : msg('The file could not be made.'),
    };
  }
}

/** A record that could not become a game, exactly as it was found, with why. */
export function exportDamagedRecord(row: DamagedRow, target?: ShareTarget): Promise<ActionReport> {
  return saveJson(row, row.id, target);
}

/** A game whose log does not replay: its setup and its whole log, with why. */
export function exportDamagedGame(game: DamagedGame, target?: ShareTarget): Promise<ActionReport> {
  return saveJson(damagedGameRecord(game), game.row.id, target);
}
