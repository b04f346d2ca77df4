import { msg, str } from '@lit/localize';
import type { DamagedGame, DamagedRow } from '../../db/index.js';
import { formatCount } from './format.js';
import { refusalText } from './refusal-text.js';
import { damageDetailText } from './storage-text.js';

/**
 * The words for damaged records: a game whose log does not replay (shown read-only up to the
 * damage) and a record that cannot be a game at all (listed apart on the games page).
 */

/** Ends a sentence with one full stop, whatever the reason ends with. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The banner over a damaged game on the play page and on its score sheet. */
export function damagedGameBanner(game: DamagedGame): { readonly heading: string; readonly text: string } {
  return { heading: msg('This game cannot be played on'), text: damagedGameText(game) };
}

/** Why, and where in the game the damaged entry comes: "at turn 3 (Max, round 2)". */
function damagedGameText(game: DamagedGame): string {
  const reason = sentence(refusalText(game.refusal));
  const state = game.state;
  if (!state) {
    return msg(
      str`This game's record is damaged: ${reason} There is nothing of it to show; you can download its record, or delete it from the games list.`,
    );
  }
  switch (state.phase) {
    case 'throw-off':
      return msg(
        str`This game's record is damaged at the throw-off for the first player: ${reason} It is shown as it stood before, and cannot be played on. You can download its record.`,
      );
    case 'tie-break':
      return msg(
        str`This game's record is damaged in the tie-break: ${reason} It is shown as it stood before, and cannot be played on. You can download its record.`,
      );
    case 'finished':
      return msg(
        str`This game's record is damaged after the end of the game: ${reason} It is shown as it stood before, and cannot be played on. You can download its record.`,
      );
    case 'turn': {
      const turn = formatCount(state.turns.length + 1);
      const name = state.players[state.turn.player]?.name ?? '';
      const round = formatCount(state.round);
      return msg(
        str`This game's record is damaged at turn ${turn} (${name}, round ${round}): ${reason} It is shown as it stood before, and cannot be played on. You can download its record.`,
      );
    }
  }
}

/** "This record is damaged and cannot be played: it has no players or rules." */
export function damagedRecordLine(row: Pick<DamagedRow, 'code' | 'problem' | 'noId' | 'error' | 'detail'>): string {
  switch (row.code) {
    case 'no-setup':
      return msg('This record is damaged and cannot be played: it has no players or rules.');
    case 'bad-setup': {
      const detail = sentence(damageDetailText(row));
      return msg(str`This record is damaged and cannot be played: ${detail}`);
    }
    case 'no-log':
      return msg('This record is damaged and cannot be played: its list of turns is missing.');
    case 'unreadable': {
      const why = damageDetailText(row);
      if (!why) return msg('This record is damaged and cannot be played: it could not be read.');
      const detail = why.replace(/\.$/, '');
      return msg(str`This record is damaged and cannot be played: it could not be read (${detail}).`);
    }
  }
}

/** The players a damaged record names, when it names any: what the player knows the game by. */
export function damagedRecordPlayers(row: Pick<DamagedRow, 'record'>): string[] {
  const record = row.record as { setup?: { players?: unknown } } | null;
  const players =
    typeof record === 'object' && record !== null && typeof record.setup === 'object' && record.setup !== null
      ? record.setup.players
      : undefined;
  return Array.isArray(players)
    ? players.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    : [];
}

/** The record's last-played time (epoch ms), when it has one. */
export function damagedRecordTime(row: Pick<DamagedRow, 'record'>): number | null {
  const record = row.record as { updatedAt?: unknown } | null;
  const at = typeof record === 'object' && record !== null ? record.updatedAt : undefined;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** "zilch-damaged-record-b0a1c2d3.json": the file a damaged record downloads as. */
export function damagedRecordFileName(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 40) || 'record';
  return `zilch-damaged-record-${safe}.json`;
}
