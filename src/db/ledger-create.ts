import { setupProblem, stateOf } from '../game/index.js';
import type { GameLog, GameSetup } from '../game/index.js';
import { toLedgerError } from './errors.js';
import { deepFreeze } from './freeze.js';
import type { Appended } from './journal.js';
import type { Ledger } from './ledger.js';
import type { LedgerOutcome, LedgerRefusal, LoadedGame } from './ledger-types.js';
import { derivedFields } from './schema.js';
import type { GameRow } from './schema.js';

/** How many names `recentPlayers` keeps. */
const RECENT_PLAYERS = 24;

/** The setup as stored: a deep copy (the rules snapshot), with no `throwOff: undefined` key. */
function snapshotSetup(setup: GameSetup): GameSetup {
  const copy = structuredClone(setup);
  return {
    rules: copy.rules,
    players: [...copy.players],
    ...(copy.throwOff === undefined ? {} : { throwOff: copy.throwOff }),
  };
}

function setupRefusal(setup: GameSetup): LedgerRefusal | null {
  const problem = setupProblem(setup);
  return problem ? { code: 'bad-setup', problem } : null;
}

/** Starts a game (seq 1, no entries) and remembers its players' names, in one transaction and its journal record. */
export async function createStoredGame(ledger: Ledger, setup: GameSetup): Promise<LedgerOutcome> {
  const refusal = setupRefusal(setup);
  if (refusal) return { ok: false, refusal, latest: null };
  const stored = snapshotSetup(setup);
  const log: GameLog = { setup: stored, entries: [], head: 0 };
  const state = stateOf(log);
  const now = ledger.now();
  const row: GameRow = {
    id: crypto.randomUUID(),
    setup: stored,
    players: [...stored.players],
    createdAt: now,
    updatedAt: now,
    head: 0,
    length: 0,
    seq: 1,
    ...derivedFields(state),
  };
  const { db } = ledger;
  let askForPersistence = false;
  let appended: Appended | null = null;
  try {
    await db.transaction('rw', db.games, db.settings, async () => {
      appended = ledger.writes.append({ kind: 'create', game: row.id, seq: row.seq, time: now, setup: stored });
      await db.games.add(row);
      const recent = (await db.settings.get('recentPlayers'))?.value;
      const known = Array.isArray(recent) ? recent.filter((name): name is string => typeof name === 'string') : [];
      const names = [...new Set([...stored.players, ...known])].slice(0, RECENT_PLAYERS);
      await db.settings.put({ key: 'recentPlayers', value: names });
      if (ledger.storage && !(await db.settings.get('persistence'))) {
        askForPersistence = true;
        await db.settings.put({ key: 'persistence', value: { askedAt: now, granted: null } });
      }
    });
  } catch (error) {
    ledger.writes.takeBack(appended, row.id);
    throw toLedgerError(error, 'save');
  }
  await (appended as Appended | null)?.stored;
  if (askForPersistence) askForPersistenceOnce(ledger, now);
  const game: LoadedGame = { row, log, state, sameTap: [] };
  ledger.remember(game);
  ledger.committed(game);
  return { ok: true, game: deepFreeze(game) };
}

/**
 * Fire and forget: a browser may evict the storage of a site that did not ask to keep it. The
 * answer is recorded when it comes; a failure changes nothing for the game.
 */
function askForPersistenceOnce(ledger: Ledger, askedAt: number): void {
  const storage = ledger.storage;
  if (!storage) return;
  Promise.resolve()
    .then(() => storage.persist())
    .then((granted) => ledger.setSetting('persistence', { askedAt, granted }))
    .catch(() => undefined);
}
