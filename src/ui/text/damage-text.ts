import type { DamageCode, DamagedGame, DamagedRow } from '../../db/index.js';
import { refusalText } from './refusal-text.js';
import { damageDetailText } from './storage-text.js';

/**
 * The words for damaged records: a game whose log does not replay (shown read-only up to the
 * damage) and a record that cannot be a game at all (listed apart on the games page).
 */

/** Where in the game the damaged entry comes: "at turn 3 (Max, round 2)". */
function whereDamaged(game: DamagedGame): string {
  const state = game.state;
  if (!state) return '';
  switch (state.phase) {
    case 'throw-off':
      return ' at the throw-off for the first player';
    case 'tie-break':
      return ' in the tie-break';
    case 'finished':
      return ' after the end of the game';
    case 'turn': {
      const name = state.players[state.turn.player]?.name ?? '';
      return ` at turn ${state.turns.length + 1} (${name}, round ${state.round})`;
    }
  }
}

/** Ends a sentence with one full stop, whatever the reason ends with. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The banner over a damaged game on the play page and on its score sheet. */
export function damagedGameBanner(game: DamagedGame): { readonly heading: string; readonly text: string } {
  const heading = 'This game cannot be played on';
  if (!game.state) {
    return {
      heading,
      text: `This game's record is damaged: ${sentence(refusalText(game.refusal))} There is nothing of it to show; you can download its record, or delete it from the games list.`,
    };
  }
  return {
    heading,
    text: `This game's record is damaged${whereDamaged(game)}: ${sentence(refusalText(game.refusal))} It is shown as it stood before, and cannot be played on. You can download its record.`,
  };
}

const REASONS: Record<DamageCode, (detail: string) => string> = {
  'no-setup': () => 'it has no players or rules.',
  'bad-setup': (detail) => sentence(detail),
  'no-log': () => 'its list of turns is missing.',
  unreadable: (detail) => (detail ? `it could not be read (${detail.replace(/\.$/, '')}).` : 'it could not be read.'),
};

/** "This record is damaged and cannot be played: it has no players or rules." */
export function damagedRecordLine(row: Pick<DamagedRow, 'code' | 'problem' | 'noId' | 'error' | 'detail'>): string {
  return `This record is damaged and cannot be played: ${REASONS[row.code](damageDetailText(row))}`;
}

/** The players a damaged record names, when it names any: what the player knows the game by. */
export function damagedRecordPlayers(row: Pick<DamagedRow, 'record'>): string[] {
  const record = row.record as { setup?: { players?: unknown } } | null;
  const players = typeof record === 'object' && record !== null && typeof record.setup === 'object' && record.setup !== null ? record.setup.players : undefined;
  return Array.isArray(players) ? players.filter((name): name is string => typeof name === 'string' && name.trim() !== '') : [];
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
