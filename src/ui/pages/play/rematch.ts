import { msg, str } from '@lit/localize';
import { rematchSetup } from '../../../game/index.js';
import type { GameState, RematchStart } from '../../../game/index.js';
import type { SessionLedger } from '../../session/game-session.js';
import { isolatedName } from '../../text/names.js';
import { ledgerRefusalText } from '../../text/refusal-text.js';
import { errorText } from '../../text/storage-text.js';

/** Where this device keeps who starts a rematch ('next' unless 'last-place' was chosen last). */
export const REMATCH_START_KEY = 'zs-rematch-start';

/** Who starts the next rematch, as this device last chose. */
export const rematchStartOf = (prefs: { read(key: string): string | null }): RematchStart =>
  prefs.read(REMATCH_START_KEY) === 'last-place' ? 'last-place' : 'next';

/** A rematch stored (its id, and what to say), or why it was not. */
export type RematchOutcome =
  { readonly ok: true; readonly id: string; readonly said: string } | { readonly ok: false; readonly problem: string };

/**
 * "Play again" after `state`: a new game with the same players and rules, turned so that `start`
 * says who starts, stored in `ledger`.
 */
export async function startRematch(
  ledger: Promise<SessionLedger>,
  state: GameState,
  start: RematchStart,
): Promise<RematchOutcome> {
  const notStarted = (why: string): RematchOutcome => ({
    ok: false,
    problem: msg(str`The new game was not started: ${why}`),
  });
  try {
    const setup = rematchSetup(state, start);
    const outcome = await (await ledger).createGame(setup);
    if (!outcome.ok) return notStarted(ledgerRefusalText(outcome.refusal));
    const players = setup.players.map(isolatedName).join(', ');
    const first = isolatedName(setup.players[0] ?? '');
    return { ok: true, id: outcome.game.row.id, said: msg(str`New game: ${players}. ${first} starts.`) };
  } catch (error) {
    return notStarted(errorText(error, String(error)));
  }
}
