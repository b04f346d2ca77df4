import { expect } from '@open-wc/testing';
import Dexie from 'dexie';
import type { EntryRow, LoadedGame } from '../../src/db/index.js';
import type { Ledger } from '../../src/db/index.js';
import { LOG_CHUNK } from '../../src/db/log-store.js';
import { V3_STORES, V4_STORES, V6_STORES } from '../../src/db/schema.js';
import type { Entry } from '../../src/game/index.js';
import {
  expectOk,
  farkleSetup,
  freshName,
  namedLedger,
  openLedger,
  removeLedgers,
  storedEntryRows,
} from './db-helpers.js';

/**
 * A game's log is stored in chunks of LOG_CHUNK entries. Whatever the ledger does at a chunk's edge
 * (append, correct, undo and write over the redo stack, delete and take the delete back), the
 * entries read back are exactly the log, with their times and taps, and a new connection replays
 * the same game.
 */

/** A turn in total mode: a small bank, so a game runs to many entries before anyone wins. */
const turn: Entry = { type: 'total', points: 50 };

/** The stored rows must be the log: index 0..n-1, the same entries and taps, in order. */
async function expectStoredLog(ledger: Ledger, game: LoadedGame): Promise<EntryRow[]> {
  const rows = await storedEntryRows(ledger, game.row.id);
  expect(rows.map((row) => row.index)).to.deep.equal(game.log.entries.map((_, index) => index));
  expect(rows.map((row) => row.entry)).to.deep.equal(game.log.entries);
  expect(rows.map((row) => row.sameTap === true)).to.deep.equal(game.sameTap);
  return rows;
}

/** Appends `count` turns one write at a time, checking the stored log after each. */
async function appendTurns(ledger: Ledger, game: LoadedGame, count: number): Promise<LoadedGame> {
  let current = game;
  for (let i = 0; i < count; i++) {
    current = expectOk(await ledger.act(current.row.id, current.row.seq, turn));
    await expectStoredLog(ledger, current);
  }
  return current;
}

describe('ledger: the log in chunks', () => {
  afterEach(removeLedgers);

  it('reads back exactly what was appended across chunk edges, with each entry’s time, after a reopen too', async () => {
    const name = freshName();
    let clock = 1000;
    const ledger = openLedger({ name, now: () => (clock += 1) });
    const game = await appendTurns(ledger, expectOk(await ledger.createGame(farkleSetup())), 2 * LOG_CHUNK + 2);
    const rows = await expectStoredLog(ledger, game);
    expect(rows.map((row) => row.at)).to.deep.equal(rows.map((_, index) => 1002 + index));
    expect(await ledger.db.logChunks.count()).to.equal(3);
    ledger.close();
    const reopened = openLedger({ name });
    expect(await reopened.loadGame(game.row.id)).to.deep.equal(game);
  });

  it('keeps the taps of a hold and its bank written together over a chunk edge', async () => {
    const ledger = openLedger();
    let game = await appendTurns(ledger, expectOk(await ledger.createGame(farkleSetup())), LOG_CHUNK - 2);
    game = expectOk(await ledger.act(game.row.id, game.row.seq, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] }));
    // The hold is entry 63, its bank entry 64: the tap spans the edge.
    game = expectOk(await ledger.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [1] }, { type: 'bank' }]));
    const rows = await expectStoredLog(ledger, game);
    expect(rows[LOG_CHUNK]?.sameTap).to.equal(true);
    game = expectOk(await ledger.undoTap(game.row.id, game.row.seq));
    expect(game.log.head).to.equal(LOG_CHUNK - 1);
    await expectStoredLog(ledger, game);
  });

  it('writes over the redo stack across a chunk edge and leaves nothing of it stored', async () => {
    const ledger = openLedger();
    let game = await appendTurns(ledger, expectOk(await ledger.createGame(farkleSetup())), LOG_CHUNK + 3);
    for (let i = 0; i < 4; i++) game = expectOk(await ledger.undoTap(game.row.id, game.row.seq));
    expect(game.log.head).to.equal(LOG_CHUNK - 1);
    expect((await storedEntryRows(ledger, game.row.id)).length, 'undo writes no entries').to.equal(LOG_CHUNK + 3);
    game = expectOk(await ledger.act(game.row.id, game.row.seq, { type: 'total', points: 100 }));
    expect(game.log.entries.length).to.equal(LOG_CHUNK);
    await expectStoredLog(ledger, game);
    expect(await ledger.db.logChunks.count()).to.equal(1);
  });

  it('rewrites the chunks a correction reaches, moving the later entries over the edge', async () => {
    const { name, ledger } = namedLedger();
    let game = await appendTurns(ledger, expectOk(await ledger.createGame(farkleSetup())), LOG_CHUNK + 4);
    // Turn 62 (entry 62) becomes a roll, a hold and a bank: every later entry moves on by two.
    game = expectOk(
      await ledger.correctTurn(game.row.id, game.row.seq, LOG_CHUNK - 2, [
        { type: 'roll', dice: [1, 2, 3, 4, 6, 6] },
        { type: 'hold', dice: [1] },
        { type: 'bank' },
      ]),
    );
    expect(game.log.entries.length).to.equal(LOG_CHUNK + 6);
    await expectStoredLog(ledger, game);
    // And back to a total: the log is shorter again, and the chunk past its end is gone.
    game = expectOk(await ledger.correctTurnTotal(game.row.id, game.row.seq, LOG_CHUNK - 2, 50));
    await expectStoredLog(ledger, game);
    ledger.close();
    expect(await openLedger({ name }).loadGame(game.row.id)).to.deep.equal(game);
  });

  it('deletes every chunk of a game, and its Undo brings them all back with their times', async () => {
    const ledger = openLedger({ now: () => 77 });
    const kept = await appendTurns(ledger, expectOk(await ledger.createGame(farkleSetup())), 3);
    const game = await appendTurns(ledger, expectOk(await ledger.createGame(farkleSetup())), LOG_CHUNK + 1);
    const deleted = await ledger.deleteGame(game.row.id);
    expect(deleted?.entries.length).to.equal(LOG_CHUNK + 1);
    expect(await storedEntryRows(ledger, game.row.id)).to.deep.equal([]);
    await expectStoredLog(ledger, kept);
    if (!deleted) throw new Error('nothing was deleted');
    await ledger.restoreDeleted(deleted);
    const rows = await storedEntryRows(ledger, game.row.id);
    expect(rows).to.deep.equal(deleted.entries);
    expect(rows.every((row) => row.at === 77)).to.equal(true);
  });

  it('moves a version-4 database’s entry rows into chunks, every game intact, and drops the old table', async () => {
    // Two real games, one longer than a chunk, with a tap of two entries.
    const source = openLedger();
    let long = await appendTurns(source, expectOk(await source.createGame(farkleSetup())), LOG_CHUNK + 5);
    long = expectOk(await source.act(long.row.id, long.row.seq, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] }));
    long = expectOk(await source.actAll(long.row.id, long.row.seq, [{ type: 'hold', dice: [1] }, { type: 'bank' }]));
    const short = await appendTurns(source, expectOk(await source.createGame(farkleSetup())), 2);
    const games = [long, short];
    const entryRows = [
      ...(await storedEntryRows(source, long.row.id)),
      ...(await storedEntryRows(source, short.row.id)),
    ];

    const name = freshName();
    const v4 = new Dexie(name);
    v4.version(4).stores(V4_STORES);
    await v4.table('games').bulkAdd(games.map((game) => game.row));
    await v4.table('entries').bulkAdd(entryRows);
    // A row whose index is no position in a log is kept, after its game's last entry.
    await v4.table('entries').add({ gameId: short.row.id, index: 'x', entry: turn, at: 5 });
    v4.close();

    const ledger = openLedger({ name });
    for (const game of games) {
      const loaded = await ledger.loadGame(game.row.id);
      expect(loaded?.state).to.deep.equal(game.state);
      expect(loaded?.sameTap).to.deep.equal(game.sameTap.concat(game === short ? [false] : []));
    }
    expect(await storedEntryRows(ledger)).to.deep.equal(
      [
        ...entryRows.filter((row) => row.gameId === long.row.id),
        ...entryRows.filter((row) => row.gameId === short.row.id),
        { gameId: short.row.id, index: 2, entry: turn, at: 5 },
      ].sort((a, b) => (a.gameId === b.gameId ? 0 : a.gameId < b.gameId ? -1 : 1)),
    );
    expect(ledger.db.verno).to.equal(7);
    expect(ledger.db.tables.map((table) => table.name)).to.not.include('entries');
    expect(await ledger.db.logChunks.count()).to.equal(3);
  });
  // The ledger declares only the versions with an upgrade and the current one: a database left at
  // a version it no longer declares (3, 6) opens from the schema it has.
  it('opens a version-3 and a version-6 database, which it no longer declares, with every game intact', async () => {
    const source = openLedger();
    const game = await appendTurns(source, expectOk(await source.createGame(farkleSetup())), LOG_CHUNK + 2);
    const entryRows = await storedEntryRows(source, game.row.id);
    const chunkRows = await source.db.logChunks.toArray();

    /** A database at `version` holding the game: its row, and its log as that version kept it. */
    const olderDatabase = async (
      version: number,
      stores: { readonly [table: string]: string | null },
      log: string,
      rows: readonly object[],
    ) => {
      const name = freshName();
      const older = new Dexie(name);
      older.version(version).stores(stores);
      await older.table('games').add(game.row);
      await older.table(log).bulkAdd(rows);
      older.close();
      return name;
    };
    const names = [
      await olderDatabase(3, V3_STORES, 'entries', entryRows),
      await olderDatabase(6, V6_STORES, 'logChunks', chunkRows),
    ];

    for (const name of names) {
      const ledger = openLedger({ name });
      const loaded = await ledger.loadGame(game.row.id);
      expect(loaded?.state, name).to.deep.equal(game.state);
      expect(await storedEntryRows(ledger, game.row.id)).to.deep.equal(entryRows);
      expect(ledger.db.verno).to.equal(7);
      expect(ledger.db.tables.map((table) => table.name).sort()).to.deep.equal([
        'advice',
        'damaged',
        'games',
        'logChunks',
        'settings',
        'stats',
      ]);
      // Writing after the upgrade: the next turn lands in the game.
      const next = expectOk(await ledger.act(game.row.id, game.row.seq, turn));
      expect(next.log.entries.length).to.equal(game.log.entries.length + 1);
    }
  });
});
