/**
 * One tap, several entries (a hold and its bank): stored in one write or not at all, whatever fails
 * in the middle, and taken back and done again whole.
 */
import { expect } from '@open-wc/testing';
import { StorageError } from '../../src/db/index.js';
import { replay } from '../../src/game/index.js';
import type { GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import {
  FARKLE_TURNS,
  expectOk,
  farkleMidTurn,
  farkleSetup,
  fillTheDisk,
  namedLedger,
  openLedger,
  play,
  removeLedgers,
  storedEntryRows,
} from './db-helpers.js';

/**
 * Makes the `nth` put or add into IndexedDB store `store` (1-based, counted from now) and every one
 * after it fail as a full disk does, as a disk that fills up in the middle of a write: the puts
 * before it have been made in the same transaction. Returns the undo.
 */
function fillTheDiskAt(store: string, nth: number): () => void {
  let count = 0;
  return fillTheDisk((name) => name === store && ++count >= nth);
}

/** Zilch to 15,000, Ana to roll 4, 4, 4, 5, 2, 3 first: holding 4, 4, 4 and 5 (450) is below the 500 to get on the board. */
const zilchSetup = (): GameSetup => ({ rules: presetById('zilch-15k'), players: ['Ana', 'Ben'] });

describe('ledger: one tap, several entries', () => {
  afterEach(removeLedgers);

  it('stores a hold and its bank in one write, marked as one tap, which Undo and Redo take whole, after a reopen too', async () => {
    const { name, ledger } = namedLedger();
    const rolled = await farkleMidTurn(ledger);
    const banked = expectOk(
      await ledger.actAll(rolled.row.id, rolled.row.seq, [{ type: 'hold', dice: [5] }, { type: 'bank' }]),
    );
    expect(banked.row).to.deep.include({ head: 5, length: 5, seq: rolled.row.seq + 1 });
    expect(banked.log.entries).to.deep.equal(FARKLE_TURNS.slice(0, 5));
    expect(banked.state).to.deep.equal(replay(farkleSetup(), FARKLE_TURNS.slice(0, 5)));
    expect(banked.sameTap).to.deep.equal([false, false, false, false, true]);
    const rows = await storedEntryRows(ledger);
    expect(
      rows.map((row) => row.sameTap ?? null),
      'only the bank carries the mark',
    ).to.deep.equal([null, null, null, null, true]);
    ledger.close();

    const reopened = openLedger({ name });
    const loaded = await reopened.loadGame(rolled.row.id);
    expect(loaded?.sameTap).to.deep.equal([false, false, false, false, true]);
    const undone = expectOk(await reopened.undoTap(rolled.row.id, banked.row.seq));
    expect(undone.row).to.deep.include({ head: 3, length: 5 });
    expect(undone.state).to.deep.equal(replay(farkleSetup(), FARKLE_TURNS.slice(0, 3)));
    const redone = expectOk(await reopened.redoTap(rolled.row.id, undone.row.seq));
    expect(redone.row).to.deep.include({ head: 5, length: 5 });
    // Taps written one by one are undone one by one: the roll before the hold was its own tap.
    const once = expectOk(await reopened.undoTap(rolled.row.id, redone.row.seq));
    const twice = expectOk(await reopened.undoTap(rolled.row.id, once.row.seq));
    expect(twice.row.head).to.equal(2);
  });

  it('stores nothing of the tap when the rules refuse an entry in the middle', async () => {
    const ledger = openLedger();
    const game = await play(ledger, expectOk(await ledger.createGame(zilchSetup())), [
      { type: 'roll', dice: [4, 4, 4, 5, 2, 3] },
    ]);
    const before = await ledger.loadGame(game.row.id);
    const refused = await ledger.actAll(game.row.id, game.row.seq, [
      { type: 'hold', dice: [4, 4, 4, 5] },
      { type: 'bank' },
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4] },
    ]);
    expect(refused.ok).to.equal(false);
    if (refused.ok) return;
    expect(refused.refusal).to.deep.equal({ code: 'below-threshold', have: 450, need: 500, onBoard: false });
    expect(refused.latest).to.deep.equal(before);
    expect(await ledger.loadGame(game.row.id)).to.deep.equal(before);
    expect((await storedEntryRows(ledger)).length).to.equal(1);

    // The first entry refused: the same. And a tap with no entries is refused, not written.
    const badHold = await ledger.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [2] }, { type: 'bank' }]);
    expect(badHold.ok || badHold.refusal.code).to.equal('not-a-legal-hold');
    const empty = await ledger.actAll(game.row.id, game.row.seq, []);
    expect(empty.ok || empty.refusal.code).to.equal('bad-entry');
    expect(await ledger.loadGame(game.row.id)).to.deep.equal(before);
  });

  it('stores nothing of the tap when the disk fills up after its entries were put, before the game row', async () => {
    const { name, ledger } = namedLedger();
    const game = await farkleMidTurn(ledger);
    const before = await ledger.loadGame(game.row.id);
    const restore = fillTheDiskAt('games', 1);
    let error: unknown = null;
    try {
      await ledger.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [5] }, { type: 'bank' }]);
    } catch (caught) {
      error = caught;
    } finally {
      restore();
    }
    expect(error).to.be.instanceOf(StorageError);
    expect(error).to.include({ code: 'quota' });
    ledger.close();

    const reopened = openLedger({ name });
    expect(await reopened.loadGame(game.row.id)).to.deep.equal(before);
    expect((await storedEntryRows(reopened)).length).to.equal(3);
    // With room again, the same tap goes through at the seq the player saw.
    expect(
      expectOk(await reopened.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [5] }, { type: 'bank' }])).row
        .head,
    ).to.equal(5);
  });

  it('stores nothing of a tap written over a game another tab has changed', async () => {
    const { name, ledger } = namedLedger();
    const game = await farkleMidTurn(ledger);
    const otherTab = openLedger({ name });
    const moved = expectOk(await otherTab.act(game.row.id, game.row.seq, { type: 'hold', dice: [5] }));
    const stale = await ledger.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [5] }, { type: 'bank' }]);
    expect(stale.ok || stale.refusal.code).to.equal('stale');
    if (stale.ok) return;
    expect(stale.latest?.row).to.deep.equal(moved.row);
    expect((await ledger.loadGame(game.row.id))?.log.entries).to.deep.equal(FARKLE_TURNS.slice(0, 4));
    expect((await storedEntryRows(ledger)).length).to.equal(4);
  });

  it('keeps later taps whole through a correction, and through a delete and its Undo', async () => {
    const ledger = openLedger();
    const created = expectOk(await ledger.createGame(farkleSetup()));
    // Ann's first turn (5 entries), then Ben rolls and banks his hold in one tap.
    const first = await play(ledger, created, FARKLE_TURNS.slice(0, 5));
    const ben = await play(ledger, first, [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const banked = expectOk(
      await ledger.actAll(ben.row.id, ben.row.seq, [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }]),
    );
    expect(banked.sameTap).to.deep.equal([false, false, false, false, false, false, false, true]);

    // Ann's turn becomes one total: the log is shorter, Ben's tap moves up and stays one tap.
    const corrected = expectOk(await ledger.correctTurnTotal(banked.row.id, banked.row.seq, 0, 1100));
    expect(corrected.log.entries.map((entry) => entry.type)).to.deep.equal(['total', 'roll', 'hold', 'bank']);
    expect(corrected.sameTap).to.deep.equal([false, false, false, true]);
    expect((await ledger.loadGame(banked.row.id))?.sameTap).to.deep.equal([false, false, false, true]);

    const deleted = await ledger.deleteGame(banked.row.id);
    if (!deleted) throw new Error('expected the game to be deleted');
    const restored = await ledger.restoreDeleted(deleted);
    expect(restored.sameTap).to.deep.equal([false, false, false, true]);
    expect(expectOk(await ledger.undoTap(restored.row.id, restored.row.seq)).row.head).to.equal(2);
  });
});
