/** The ledger's list of games: newest first, by status, in pages, and a delete with its Undo. */
import { expect } from '@open-wc/testing';
import { presetById } from '../../src/rules/index.js';
import { FARKLE_TURNS, expectOk, farkleSetup, openLedger, play, removeLedgers, storedEntryRows } from './db-helpers.js';

describe('ledger: the list of games', () => {
  afterEach(removeLedgers);

  it('lists games most recently played first, and by status', async () => {
    let clock = 1000;
    const ledger = openLedger({ now: () => clock });
    const first = expectOk(await ledger.createGame(farkleSetup()));
    clock = 2000;
    const second = expectOk(await ledger.createGame({ rules: presetById('zilch-5k'), players: ['Cal'] }));
    clock = 3000;
    const third = expectOk(await ledger.createGame(farkleSetup()));
    expect((await ledger.listGames()).map((row) => row.id)).to.deep.equal([third.row.id, second.row.id, first.row.id]);

    clock = 4000;
    // Ann reaches 10,000, Ben has the last turn: the first game is finished.
    const finished = await play(ledger, first, [
      { type: 'total', points: 10000 },
      { type: 'total', points: 0 },
    ]);
    expect(finished.row.status).to.equal('finished');
    expect(finished.row.summary).to.deep.include({ phase: 'finished', winners: [0], scores: [10000, 0] });

    const all = await ledger.listGames();
    expect(all.map((row) => row.id)).to.deep.equal([first.row.id, third.row.id, second.row.id]);
    expect(all.map((row) => row.updatedAt)).to.deep.equal([4000, 3000, 2000]);
    expect((await ledger.listGames({ status: 'finished' })).map((row) => row.id)).to.deep.equal([first.row.id]);
    expect((await ledger.listGames({ status: 'playing' })).map((row) => row.id)).to.deep.equal([
      third.row.id,
      second.row.id,
    ]);

    // Undoing the last turn makes it a game in play again.
    clock = 5000;
    const reopenedGame = expectOk(await ledger.undoTap(first.row.id, finished.row.seq));
    expect(reopenedGame.row.status).to.equal('playing');
    expect(await ledger.listGames({ status: 'finished' })).to.deep.equal([]);
  });

  it('lists a page of games (offset, limit), newest first, and counts them by status', async () => {
    let clock = 1000;
    const ledger = openLedger({ now: () => clock });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      clock = 1000 * (i + 1);
      const game = expectOk(await ledger.createGame({ rules: presetById('farkle'), players: [`P${i}`, 'Ben'] }));
      ids.push(game.row.id);
      // Every third game is finished.
      if (i % 3 === 0)
        await play(ledger, game, [
          { type: 'total', points: 10000 },
          { type: 'total', points: 0 },
        ]);
    }
    const newest = [...ids].reverse();
    expect((await ledger.listGames({ limit: 3 })).map((row) => row.id)).to.deep.equal(newest.slice(0, 3));
    expect((await ledger.listGames({ offset: 3, limit: 3 })).map((row) => row.id)).to.deep.equal(newest.slice(3, 6));
    expect((await ledger.listGames({ offset: 6, limit: 3 })).map((row) => row.id)).to.deep.equal(newest.slice(6));
    expect(await ledger.listGames({ limit: 0 })).to.deep.equal([]);
    const finished = [ids[6], ids[3], ids[0]];
    expect((await ledger.listGames({ status: 'finished', limit: 2 })).map((row) => row.id)).to.deep.equal(
      finished.slice(0, 2),
    );
    expect((await ledger.listGames({ status: 'playing', offset: 1, limit: 2 })).map((row) => row.id)).to.deep.equal([
      ids[4],
      ids[2],
    ]);
    expect(await ledger.countGames()).to.equal(7);
    expect(await ledger.countGames({ status: 'finished' })).to.equal(3);
    expect(await ledger.countGames({ status: 'playing' })).to.equal(4);
  });

  it('deletes a game with its entries and restores it as it was', async () => {
    const ledger = openLedger({ now: () => 7 });
    const kept = expectOk(await ledger.createGame(farkleSetup()));
    const doomed = await play(
      ledger,
      expectOk(await ledger.createGame({ rules: presetById('farkle'), players: ['Ann', 'Ben', 'Cal'] })),
      FARKLE_TURNS.slice(0, 5),
    );
    const before = await ledger.loadGame(doomed.row.id);
    const listBefore = (await ledger.listGames()).map((row) => row.id);

    const deleted = await ledger.deleteGame(doomed.row.id);
    expect(deleted?.entries.length).to.equal(5);
    expect(await ledger.loadGame(doomed.row.id)).to.equal(null);
    expect((await ledger.listGames()).map((row) => row.id)).to.deep.equal([kept.row.id]);
    expect((await storedEntryRows(ledger)).length).to.equal(0);
    const gone = await ledger.act(doomed.row.id, doomed.row.seq, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] });
    expect(gone.ok || gone.refusal.code).to.equal('no-such-game');
    expect(await ledger.deleteGame(doomed.row.id)).to.equal(null);

    if (!deleted) return;
    const restored = await ledger.restoreDeleted(deleted);
    expect(restored.state).to.deep.equal(before?.state);
    expect(restored.log).to.deep.equal(before?.log);
    expect(restored.row.seq).to.equal(doomed.row.seq + 1);
    expect((await ledger.listGames()).map((row) => row.id)).to.deep.equal(listBefore);
    expect(await ledger.restoreDeleted(deleted)).to.deep.equal(restored);

    // A tab still holding the game from before the delete must reload it.
    const stale = await ledger.act(doomed.row.id, doomed.row.seq, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] });
    expect(stale.ok || stale.refusal.code).to.equal('stale');
    expect(
      expectOk(await ledger.act(doomed.row.id, restored.row.seq, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] })).row.head,
    ).to.equal(6);
  });
});
