/**
 * The backup on real IndexedDB: a restore equal to the original, games already here, games that went
 * another way, and a file that does not replay, all in one transaction. Settings in a backup:
 * db-backup-settings.test.ts; hostile files: db-backup-hostile.test.ts.
 */
import { expect } from '@open-wc/testing';
import { readAllGames, restoreGames } from '../../src/db/index.js';
import type { Ledger, LoadedGame, RestorableGame } from '../../src/db/index.js';
import { CorruptLogError } from '../../src/game/index.js';
import { SHEET_ENTRIES } from '../support/sheet-game.js';
import {
  FARKLE_TURNS,
  expectOk,
  farkleSetup,
  openLedger,
  play,
  removeLedgers,
  storeEntryRows,
  storedEntryRows,
} from './db-helpers.js';
import { backupOf, essence, everything, ledgerWithGames } from './helpers-backup.js';

describe('backup storage', () => {
  afterEach(() => removeLedgers());

  it('restores which entries one tap wrote together: one Undo still takes back a hold and its bank', async () => {
    const ledger = openLedger();
    const created = expectOk(await ledger.createGame(farkleSetup()));
    const rolled = expectOk(
      await ledger.act(created.row.id, created.row.seq, { type: 'roll', dice: [1, 5, 2, 3, 4, 6] }),
    );
    const banked = expectOk(
      await ledger.actAll(rolled.row.id, rolled.row.seq, [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }]),
    );
    const backup = await backupOf(ledger);
    const fresh = openLedger();
    await restoreGames(fresh, backup.games, backup.settings);
    const restored = await fresh.loadGame(banked.row.id);
    expect(restored?.sameTap).to.deep.equal([false, false, true]);
    const undone = expectOk(await fresh.undoTap(banked.row.id, restored?.row.seq ?? 0));
    expect(undone.log.head).to.equal(1);
  });

  it('restores a backup into a fresh database equal to the original, redo stack and entry times included', async () => {
    const { ledger, games } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const fresh = openLedger();
    const result = await restoreGames(fresh, backup.games, backup.settings);
    expect(result).to.deep.equal({ restored: 2, alreadyHere: 0, copies: 0, playerNames: 5 });
    for (const game of games) {
      const restored = await fresh.loadGame(game.row.id);
      expect(essence(restored)).to.deep.equal(essence(game));
    }
    expect((await fresh.loadGame(games[0]?.row.id ?? ''))?.log.head).to.equal(SHEET_ENTRIES.length - 1);
    const entryTimes = async (target: Ledger) =>
      (await storedEntryRows(target)).map((row) => [row.gameId, row.index, row.at]);
    expect(await entryTimes(fresh)).to.deep.equal(await entryTimes(ledger));
    expect(await fresh.getSetting('recentPlayers')).to.deep.equal(await ledger.getSetting('recentPlayers'));
    // A restored game plays on: redo brings back the undone entry.
    const sheet = await fresh.loadGame(games[0]?.row.id ?? '');
    const redone = expectOk(await fresh.redoTap(sheet?.row.id ?? '', sheet?.row.seq ?? 0));
    expect(redone.state.phase).to.equal('finished');
  });

  it('does not duplicate games already here', async () => {
    const { ledger } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const before = await everything(ledger);
    expect(await restoreGames(ledger, backup.games)).to.deep.equal({ restored: 0, alreadyHere: 2, copies: 0 });
    expect(await everything(ledger)).to.deep.equal(before);
  });

  it('counts a game played on since the backup as already here', async () => {
    const { ledger, games } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const farkle = games[1] as LoadedGame;
    await play(ledger, farkle, [{ type: 'total', points: 300 }]);
    expect(await restoreGames(ledger, backup.games)).to.deep.equal({ restored: 0, alreadyHere: 2, copies: 0 });
    expect((await ledger.listGames()).length).to.equal(2);
  });

  it('keeps both when a game with the same id went another way, and adds the copy only once', async () => {
    const { ledger, games } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const farkle = games[1] as LoadedGame;
    // Undo the last step and play something else: the stored game no longer continues the backup's.
    const undone = await ledger.undoTap(farkle.row.id, farkle.row.seq);
    if (!undone.ok) throw new Error(JSON.stringify(undone.refusal));
    await play(ledger, undone.game, [{ type: 'total', points: 300 }]);
    expect(await restoreGames(ledger, backup.games)).to.deep.equal({ restored: 1, alreadyHere: 1, copies: 1 });
    const rows = await ledger.listGames();
    expect(rows.length).to.equal(3);
    const copy = rows.find((row) => row.id !== farkle.row.id && row.id.startsWith(farkle.row.id));
    expect(copy?.id).to.match(/-copy-[0-9a-f]{8}$/);
    expect(essence(await ledger.loadGame(copy?.id ?? ''))?.log).to.deep.equal(farkle.log);
    expect(await restoreGames(ledger, backup.games)).to.deep.equal({ restored: 0, alreadyHere: 2, copies: 0 });
    expect((await ledger.listGames()).length).to.equal(3);
  });

  it('writes nothing when a game does not replay', async () => {
    const { ledger } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const fresh = openLedger();
    const broken: RestorableGame = {
      ...(backup.games[1] as RestorableGame),
      id: 'broken',
      entries: [{ type: 'bank' }],
      enteredAt: [null],
      head: 1,
    };
    let thrown: unknown;
    try {
      await restoreGames(fresh, [...backup.games, broken]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(CorruptLogError);
    expect(await fresh.listGames()).to.deep.equal([]);
  });

  it('writes all the games in one transaction: a failure on the last one leaves none', async () => {
    const { ledger } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const fresh = openLedger();
    const last = backup.games[1] as RestorableGame;
    // An entry left behind under the last game's id makes adding its entries fail.
    await storeEntryRows(fresh, [{ gameId: last.id, index: 0, entry: { type: 'bank' }, at: null }]);
    let thrown: unknown;
    try {
      await restoreGames(fresh, backup.games);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(Error);
    expect(await fresh.listGames()).to.deep.equal([]);
    expect((await storedEntryRows(fresh)).length).to.equal(1);
  });

  it("adds the backup's recent players after the device's own", async () => {
    const fresh = openLedger();
    await fresh.setSetting('recentPlayers', ['Zoë', 'Ana']);
    await restoreGames(fresh, [], { recentPlayers: ['Ana', 'Ben'] });
    expect(await fresh.getSetting('recentPlayers')).to.deep.equal(['Zoë', 'Ana', 'Ben']);
  });

  it('restores a deleted game so that another tab sees it as restored, not as it remembered it', async () => {
    const tabA = openLedger();
    const tabB = openLedger({ name: tabA.name });
    const created = expectOk(await tabA.createGame(farkleSetup()));
    expect((await tabB.loadGame(created.row.id))?.log.entries).to.deep.equal([]);
    await play(tabA, created, FARKLE_TURNS);
    const backup = await backupOf(tabA);
    await tabA.deleteGame(created.row.id);
    await restoreGames(tabA, backup.games);
    expect((await tabB.loadGame(created.row.id))?.log.entries).to.deep.equal(FARKLE_TURNS);
  });

  it('reads every game with its entries in log order', async () => {
    const { ledger, games } = await ledgerWithGames();
    const stored = await readAllGames(ledger);
    expect(stored.map((game) => game.row.id).sort()).to.deep.equal(games.map((game) => game.row.id).sort());
    for (const game of stored) {
      expect(game.entries.map((row) => row.index)).to.deep.equal(game.entries.map((_, index) => index));
    }
  });
});
