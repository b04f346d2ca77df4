/**
 * Writes that survive a dead battery: every write of the ledger commits with strict durability
 * (the commit is reported once the disk has it), and a roll removes the draft of its dice in its
 * own transaction, so a roll being stored is never a moment when neither it nor its dice are kept.
 */
import { expect } from '@open-wc/testing';
import { expectOk, FARKLE_TURNS, farkleSetup, openLedger, play, removeLedgers } from './db-helpers.js';

/** Records the durability of every read-write IndexedDB transaction opened until the undo. */
function recordDurability(): { seen: string[]; restore: () => void } {
  const proto = IDBDatabase.prototype;
  const { transaction } = proto;
  const seen: string[] = [];
  proto.transaction = function (this: IDBDatabase, ...args: Parameters<typeof transaction>): IDBTransaction {
    const tx = transaction.apply(this, args);
    if (tx.mode === 'readwrite') seen.push((tx as IDBTransaction & { durability: string }).durability);
    return tx;
  } as typeof transaction;
  return { seen, restore: () => void (proto.transaction = transaction) };
}

describe('ledger: commits reach the disk', () => {
  afterEach(removeLedgers);

  it('opens every write with strict durability: games, taps, undo, settings, drafts, deletes', async () => {
    const ledger = openLedger();
    const record = recordDurability();
    try {
      const created = expectOk(await ledger.createGame(farkleSetup()));
      const played = await play(ledger, created, FARKLE_TURNS.slice(0, 3));
      const undone = expectOk(await ledger.undoTap(played.row.id, played.row.seq));
      expectOk(await ledger.redoTap(undone.row.id, undone.row.seq));
      await ledger.setSetting('adviceOff', true);
      await ledger.saveDraft(created.row.id, { at: 3, dice: [2], waiting: false, savedAt: 1 });
      await ledger.saveDraft(created.row.id, null);
      await ledger.deleteGame(created.row.id);
    } finally {
      record.restore();
    }
    expect(record.seen.length).to.be.greaterThan(8);
    expect([...new Set(record.seen)]).to.deep.equal(['strict']);
  });
});
