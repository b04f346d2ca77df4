import { replay, sameData, samePlayerName } from '../game/index.js';
import { validateRuleset } from '../rules/index.js';
import type { BackupGame, BackupSettings, RestoreReport } from '../export/backup.js';
import { MAX_PLAYER_ALIASES, readEntry, readPlayerAliases, readSetup } from '../export/backup-schema.js';
import type { Entry, GameSetup } from '../game/index.js';
import { toLedgerError } from './errors.js';
import { addEntryRows, readAllEntryRows, readEntryRows } from './log-store.js';
import type { Ledger } from './ledger.js';
import { derivedFields } from './schema.js';
import type { EntryRow, GameRow } from './schema.js';

/**
 * Storage for backups: every game read in one transaction, and a restore written in one
 * transaction. What a backup file looks like and how it is checked is pure code (src/export).
 */

/** A stored game for a backup: its row and its entries in log order. */
export interface StoredGame {
  readonly row: GameRow;
  readonly entries: readonly EntryRow[];
}

/** Every game on the device with its entries, read in one transaction (a consistent snapshot). */
export async function readAllGames(ledger: Ledger): Promise<StoredGame[]> {
  const { db } = ledger;
  try {
    return await db.transaction('r', db.games, db.logChunks, async () => {
      const rows = await db.games.orderBy('updatedAt').toArray();
      const byGame = await readAllEntryRows(db);
      return rows.map((row) => ({ row, entries: byGame.get(row.id) ?? [] }));
    });
  } catch (error) {
    throw toLedgerError(error, 'load');
  }
}

/**
 * The settings a backup carries, as stored on this device (src/export/backup.ts `createBackup`
 * keeps only what a restore accepts). The persistence answer and the drafts are this device's own.
 */
export async function readBackupSettings(ledger: Ledger): Promise<BackupSettings> {
  const { db } = ledger;
  try {
    const [recentPlayers, houseRules, adviceOff, playerAliases, language] = await db.transaction('r', db.settings, () =>
      Promise.all([
        db.settings.get('recentPlayers'),
        db.settings.get('houseRules'),
        db.settings.get('adviceOff'),
        db.settings.get('playerAliases'),
        db.settings.get('language'),
      ]),
    );
    return {
      ...(recentPlayers ? { recentPlayers: recentPlayers.value as string[] } : {}),
      ...(houseRules ? { houseRules: houseRules.value as BackupSettings['houseRules'] } : {}),
      ...(adviceOff ? { adviceOff: adviceOff.value as boolean } : {}),
      ...(playerAliases ? { playerAliases: playerAliases.value as BackupSettings['playerAliases'] } : {}),
      ...(language ? { language: language.value as string } : {}),
    };
  } catch (error) {
    throw toLedgerError(error, 'load');
  }
}

/** A game to restore, already checked (src/export/backup.ts `readBackup`). */
export type RestorableGame = BackupGame;

export type RestoreResult = RestoreReport;

/** How many names `recentPlayers` keeps (the ledger keeps as many). */
const RECENT_PLAYERS = 24;

/**
 * Writes a checked backup's games in one transaction: all of them or, when anything fails, none.
 * Nothing on the device is ever overwritten or deleted:
 * - a game whose id is not here is added as it was;
 * - a game that is here with the same setup, entries and head is skipped ("already here");
 * - a game whose id is here with different content (played on after the backup, say) is added as
 *   a copy, beside it, under an id derived from the original id and its content, so restoring the
 *   same file again finds the copy and adds nothing.
 * The backup's settings (checked by `readBackup`) are written in the same transaction, and never
 * over a setting the player has made on this device (a new phone may already have its own):
 * - recent player names from the backup are added after the device's own, except the same player
 *   under another spelling, as long as the list of 24 has room (the rest are counted, not kept);
 * - the house rules are taken only when the device has none it could use (none, or rules that no
 *   longer validate, which the new-game page ignores anyway); the device's own are kept otherwise;
 * - the advice switch is taken only when the device's was never set;
 * - merged spellings are added to the device's own, never over one: a name the device already
 *   merges stays merged as the device has it (all of them are taken when the stored ones are unreadable).
 *
 * Every game is replayed before the transaction starts: a game that does not replay throws the
 * game layer's CorruptLogError and nothing is written.
 */
export async function restoreGames(
  ledger: Ledger,
  games: readonly RestorableGame[],
  settings: BackupSettings = {},
  seq: number = Date.now(),
): Promise<RestoreResult> {
  const prepared = games.map((game) => {
    const state = replay(game.setup, game.entries.slice(0, game.head));
    replay(game.setup, game.entries); // the redo stack must replay too, or redo would fail later
    return { game, derived: derivedFields(state) };
  });
  // Another tab may still remember a deleted game with this id by its seq (the ledger keeps replayed
  // games by id and seq): a restored game takes a seq no count of writes reaches, the time in ms
  // (`seq`: the caller's, to know the games it stored).
  const restoredSeq = seq;
  const { db } = ledger;
  try {
    return await db.transaction('rw', db.games, db.logChunks, db.settings, async () => {
      // Batched: one read of every id, the entries only of games that are here, one write of all
      // rows and one of all entries. Request by request, 10,000 games took 15 s.
      const here = await storedContents(
        ledger,
        prepared.map(({ game }) => game.id),
      );
      const copyIds = new Map<RestorableGame, string>();
      for (const { game } of prepared) {
        const stored = here.get(game.id);
        if (stored && !sameContent(stored, game) && !playedOnFrom(stored, game)) copyIds.set(game, copyId(game));
      }
      const copiesHere = await storedContents(ledger, [...copyIds.values()]);
      let alreadyHere = 0;
      let copies = 0;
      const rows: GameRow[] = [];
      const entryRows: EntryRow[] = [];
      // Ids this restore takes, so two games of one file never land on one id.
      const taken = new Set<string>();
      for (const { game, derived } of prepared) {
        let id = game.id;
        const copy = copyIds.get(game);
        if (here.has(id)) {
          if (copy === undefined) {
            alreadyHere += 1;
            continue;
          }
          const earlierCopy = copiesHere.get(copy);
          if (earlierCopy && sameContent(earlierCopy, game)) {
            alreadyHere += 1;
            continue;
          }
          id = earlierCopy || taken.has(copy) ? crypto.randomUUID() : copy;
          copies += 1;
        } else if (taken.has(id)) {
          id = crypto.randomUUID();
        }
        taken.add(id);
        rows.push({
          id,
          setup: game.setup,
          players: [...game.setup.players],
          createdAt: game.createdAt,
          updatedAt: game.updatedAt,
          head: game.head,
          length: game.entries.length,
          seq: restoredSeq,
          ...derived,
        });
        game.entries.forEach((entry, index) => {
          entryRows.push({
            gameId: id,
            index,
            entry,
            at: game.enteredAt[index] ?? null,
            ...(index > 0 && game.sameTap?.[index] === true ? { sameTap: true as const } : {}),
          });
        });
      }
      await addEntryRows(db, entryRows);
      await db.games.bulkAdd(rows);
      return { restored: rows.length, alreadyHere, copies, ...(await restoreSettings(ledger, settings)) };
    });
  } catch (error) {
    throw toLedgerError(error, 'save');
  }
}

/** Inside restoreGames' transaction: the backup's settings, never over the player's own. */
type SettingsReport = 'houseRules' | 'adviceOff' | 'playerNames' | 'playerNamesNotKept' | 'playerAliases' | 'language';

async function restoreSettings(ledger: Ledger, settings: BackupSettings): Promise<Pick<RestoreResult, SettingsReport>> {
  const { db } = ledger;
  const report: { -readonly [K in SettingsReport]?: RestoreResult[K] } = {};
  const { recentPlayers, houseRules, adviceOff, playerAliases, language } = settings;
  if (recentPlayers && recentPlayers.length > 0) {
    const stored = (await db.settings.get('recentPlayers'))?.value;
    const known = Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
    // The names are normalised already (readBackup); the same player by another spelling is not added.
    const added = recentPlayers.filter(
      (name, index) =>
        !known.some((own) => samePlayerName(own, name)) &&
        !recentPlayers.slice(0, index).some((earlier) => samePlayerName(earlier, name)),
    );
    const kept = added.slice(0, Math.max(0, RECENT_PLAYERS - known.length));
    if (kept.length > 0) {
      await db.settings.put({ key: 'recentPlayers', value: [...known, ...kept] });
      report.playerNames = kept.length;
    }
    if (added.length > kept.length) report.playerNamesNotKept = added.length - kept.length;
  }
  if (houseRules) {
    const own = (await db.settings.get('houseRules'))?.value;
    if (own === undefined || validateRuleset(own).length > 0) {
      await db.settings.put({ key: 'houseRules', value: houseRules });
      report.houseRules = 'restored';
    } else if (!sameData(own, houseRules)) {
      report.houseRules = 'kept';
    }
  }
  if (adviceOff !== undefined) {
    const own = (await db.settings.get('adviceOff'))?.value;
    if (typeof own !== 'boolean') {
      await db.settings.put({ key: 'adviceOff', value: adviceOff });
      if (adviceOff) report.adviceOff = 'restored';
    } else if (adviceOff && !own) {
      report.adviceOff = 'kept';
    }
  }
  if (language !== undefined) {
    const own = (await db.settings.get('language'))?.value;
    if (own === undefined) {
      await db.settings.put({ key: 'language', value: language });
      report.language = 'restored';
    } else if (own !== language) {
      report.language = 'kept';
    }
  }
  if (playerAliases) {
    const stored = readPlayerAliases((await db.settings.get('playerAliases'))?.value);
    const own = stored.ok ? stored.value : {};
    // Kept within what a backup carries, so the next backup of this device still restores them.
    const room = Math.max(0, MAX_PLAYER_ALIASES - Object.keys(own).length);
    const added = Object.entries(playerAliases)
      .filter(([key]) => !Object.hasOwn(own, key))
      .slice(0, room);
    if (added.length > 0) {
      await db.settings.put({ key: 'playerAliases', value: Object.fromEntries([...Object.entries(own), ...added]) });
      report.playerAliases = added.length;
    }
  }
  return report;
}

interface Content {
  readonly setup: GameSetup;
  readonly head: number;
  readonly entries: readonly Entry[];
}

/** The stored content of those of these ids that are here: one read of the rows, then the entries of each found. */
async function storedContents(ledger: Ledger, ids: readonly string[]): Promise<Map<string, Content>> {
  const { db } = ledger;
  const found = new Map<string, Content>();
  if (ids.length === 0) return found;
  const rows = (await db.games.bulkGet([...ids])).filter((row): row is GameRow => row !== undefined);
  // Issued together, not one after another: IndexedDB answers them in one go.
  const logs = await Promise.all(rows.map((row) => readEntryRows(db, row.id)));
  rows.forEach((row, index) => {
    // Compared as a backup's game is read (known fields, names normalised), so a game stored with
    // stray fields by an older restore is still found to be the one in the file.
    const setup = readSetup(row.setup);
    const entries = (logs[index] ?? []).map((entryRow) => {
      const entry = readEntry(entryRow.entry);
      return entry.ok ? entry.value : entryRow.entry;
    });
    found.set(row.id, { setup: setup.ok ? setup.value : row.setup, head: row.head, entries });
  });
  return found;
}

/**
 * The stored game is the backed-up one, played on since: same setup, and the backup's entries in
 * force come first among the stored ones. Restoring the older state would only add a stale copy.
 */
function playedOnFrom(here: Content, backup: Content): boolean {
  if (here.head < backup.head || !sameData(here.setup, backup.setup)) return false;
  return backup.entries.slice(0, backup.head).every((entry, index) => sameData(entry, here.entries[index]));
}

function sameContent(a: Content, b: Content): boolean {
  return a.head === b.head && sameData(a.setup, b.setup) && sameData(a.entries, b.entries);
}

/** The id of a restored copy: the original id and a hash of its content (FNV-1a, 32 bits). */
function copyId(game: Content & { readonly id: string }): string {
  const text = canonicalJson({ setup: game.setup, head: game.head, entries: game.entries });
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${game.id}-copy-${hash.toString(16).padStart(8, '0')}`;
}

/** JSON with every object's keys sorted, so equal data gives equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}
