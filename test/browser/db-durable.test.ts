/**
 * Writes that survive a dead battery: every write of the ledger commits with strict durability
 * (the commit is reported once the disk has it), and a roll removes the draft of its dice in its
 * own transaction, so a roll being stored is never a moment when neither it nor its dice are kept.
 */
import { expect } from '@open-wc/testing';
import { StorageError } from '../../src/db/index.js';
import type { Entry } from '../../src/game/index.js';
import {
  expectOk,
  FARKLE_TURNS,
  farkleSetup,
  fillTheDisk,
  freshName,
  openLedger,
  play,
  removeLedgers,
} from './db-helpers.js';

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

describe('ledger: a roll and the draft of its dice, in one transaction', () => {
  afterEach(removeLedgers);

  const roll: Entry = { type: 'roll', dice: [5, 2, 3] };
  const draftOfRoll = { at: 2, dice: [5, 2, 3], waiting: false, savedAt: 7 };
  const isRollDraft = (draft: unknown) => (draft as { at?: unknown }).at === 2;

  async function gameWithDraft(name = freshName()) {
    const ledger = openLedger({ name });
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 2));
    await ledger.saveDraft(game.row.id, draftOfRoll);
    return { ledger, game };
  }

  it('removes the draft with the roll it records, and keeps the draft of another position', async () => {
    const { ledger, game } = await gameWithDraft();
    const stored = expectOk(await ledger.act(game.row.id, game.row.seq, roll, { clearDraft: isRollDraft }));
    expect(stored.log.entries.at(-1)).to.deep.equal(roll);
    expect(await ledger.loadDraft(game.row.id)).to.equal(null);

    // A hold, then a draft tapped ahead for a later position: a roll at another position keeps it.
    const held = expectOk(await ledger.act(game.row.id, stored.row.seq, { type: 'hold', dice: [5] }));
    const ahead = { at: 9, dice: [1], waiting: false, savedAt: 8 };
    await ledger.saveDraft(game.row.id, ahead);
    expectOk(await ledger.act(game.row.id, held.row.seq, { type: 'roll', dice: [1, 2] }, { clearDraft: isRollDraft }));
    expect(await ledger.loadDraft(game.row.id)).to.deep.equal(ahead);
  });

  it('keeps the draft when the roll is refused: stale, or against the rules', async () => {
    const name = freshName();
    const { ledger, game } = await gameWithDraft(name);
    const otherTab = openLedger({ name });
    const wrongDice = await ledger.act(
      game.row.id,
      game.row.seq,
      { type: 'roll', dice: [1] },
      { clearDraft: isRollDraft },
    );
    expect(wrongDice.ok).to.equal(false);
    expectOk(await otherTab.act(game.row.id, game.row.seq, roll));
    const stale = await ledger.act(game.row.id, game.row.seq, roll, { clearDraft: isRollDraft });
    expect(stale.ok || stale.refusal.code).to.equal('stale');
    expect(await ledger.loadDraft(game.row.id)).to.deep.equal(draftOfRoll);
  });

  it('keeps the draft when the roll cannot be stored (a full disk), and the roll is not stored either', async () => {
    const name = freshName();
    const { ledger, game } = await gameWithDraft(name);
    const restore = fillTheDisk((store) => store === 'logChunks');
    let error: unknown = null;
    try {
      await ledger.act(game.row.id, game.row.seq, roll, { clearDraft: isRollDraft });
    } catch (caught) {
      error = caught;
    } finally {
      restore();
    }
    expect(error).to.be.instanceOf(StorageError);
    ledger.close();
    const reopened = openLedger({ name });
    expect((await reopened.loadGame(game.row.id))?.row.head).to.equal(2);
    expect(await reopened.loadDraft(game.row.id)).to.deep.equal(draftOfRoll);
  });

  it('is never seen by another connection with neither the roll nor its draft stored', async () => {
    const name = freshName();
    const { ledger, game } = await gameWithDraft(name);
    const reader = openLedger({ name });
    // Read both, each time in one transaction, as often as possible while the roll is written.
    const views: string[] = [];
    let writing = true;
    const watch = (async () => {
      while (writing) {
        const view = await reader.db.transaction('r', reader.db.games, reader.db.settings, async () => {
          const row = await reader.db.games.get(game.row.id);
          const draft = await reader.db.settings.get(`draft:${game.row.id}`);
          return `${row?.head === 3 ? 'roll' : 'no roll'}, ${draft ? 'draft' : 'no draft'}`;
        });
        views.push(view);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expectOk(await ledger.act(game.row.id, game.row.seq, roll, { clearDraft: isRollDraft }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await watch;
    expect([...new Set(views)]).to.deep.equal(['no roll, draft', 'roll, no draft']);
  });
});
