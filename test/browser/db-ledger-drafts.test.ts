/**
 * The roll being tapped in: the ledger keeps a draft per game, and the play page's quick copy of it in
 * localStorage, and a delete of the game takes both with it.
 */
import { expect } from '@open-wc/testing';
import { StorageError } from '../../src/db/index.js';
import { localDraftKey } from '../../src/db/local-draft.js';
import {
  FARKLE_TURNS,
  expectOk,
  farkleMidTurn,
  farkleSetup,
  namedLedger,
  openLedger,
  play,
  removeLedgers,
  storedEntryRows,
} from './db-helpers.js';

describe('ledger: the roll being tapped in', () => {
  afterEach(removeLedgers);

  it('keeps a draft per game across connections, and removes it with null', async () => {
    const { name, ledger } = namedLedger();
    const a = expectOk(await ledger.createGame(farkleSetup())).row.id;
    const b = expectOk(await ledger.createGame(farkleSetup())).row.id;
    await ledger.saveDraft(a, { at: 3, dice: [2, 2], waiting: false, savedAt: 5 });
    await ledger.saveDraft(b, { at: 0, dice: [6], waiting: false, savedAt: 6 });
    ledger.close();
    const reopened = openLedger({ name });
    expect(await reopened.loadDraft(a)).to.deep.equal({ at: 3, dice: [2, 2], waiting: false, savedAt: 5 });
    await reopened.saveDraft(a, null);
    expect(await reopened.loadDraft(a)).to.equal(null);
    expect(await reopened.loadDraft(b)).to.deep.equal({ at: 0, dice: [6], waiting: false, savedAt: 6 });
  });

  it('keeps no draft for a game that is not stored (a tab still showing a deleted game)', async () => {
    const ledger = openLedger();
    await ledger.saveDraft('no-such-game', { at: 0, dice: [6], waiting: false, savedAt: 1 });
    expect(await ledger.loadDraft('no-such-game')).to.equal(null);
    expect(await ledger.db.settings.where('key').startsWith('draft:').count()).to.equal(0);
  });

  it('a deleted game takes its draft with it, and Undo brings the game back with the dice being tapped in', async () => {
    const { name, ledger } = namedLedger();
    const kept = expectOk(await ledger.createGame(farkleSetup()));
    const doomed = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    const draft = { at: 5, dice: [2, 2, 5], waiting: false, savedAt: 9 };
    await ledger.saveDraft(doomed.row.id, draft);
    await ledger.saveDraft(kept.row.id, { at: 0, dice: [1], waiting: false, savedAt: 8 });

    const deleted = await ledger.deleteGame(doomed.row.id);
    expect(deleted?.draft).to.deep.equal(draft);
    expect(await ledger.loadDraft(doomed.row.id)).to.equal(null);
    expect(await ledger.db.settings.get(`draft:${doomed.row.id}`)).to.equal(undefined);
    expect(await ledger.loadDraft(kept.row.id), "another game's draft stays").to.deep.equal({
      at: 0,
      dice: [1],
      waiting: false,
      savedAt: 8,
    });

    if (!deleted) return;
    const restored = await ledger.restoreDeleted(deleted);
    expect(restored.state.entryCount).to.equal(draft.at);
    ledger.close();
    const reopened = openLedger({ name });
    expect(await reopened.loadDraft(doomed.row.id)).to.deep.equal(draft);

    // Restoring again keeps what is there now, the newer taps included.
    const newer = { at: 5, dice: [2, 2, 5, 6], waiting: false, savedAt: 10 };
    await reopened.saveDraft(doomed.row.id, newer);
    await reopened.restoreDeleted(deleted);
    expect(await reopened.loadDraft(doomed.row.id)).to.deep.equal(newer);
  });

  it('deleting for good leaves nothing of the game behind, and clears drafts an older version left of deleted games', async () => {
    const ledger = openLedger();
    const kept = expectOk(await ledger.createGame(farkleSetup()));
    const doomed = await farkleMidTurn(ledger);
    await ledger.saveDraft(doomed.row.id, { at: 3, dice: [4], waiting: false, savedAt: 3 });
    await ledger.saveDraft(kept.row.id, { at: 0, dice: [1], waiting: false, savedAt: 4 });
    // What the last version left when a game was deleted mid-roll.
    await ledger.db.settings.put({
      key: 'draft:deleted-long-ago',
      value: { at: 7, dice: [3], waiting: false, savedAt: 1 },
    });

    await ledger.deleteGame(doomed.row.id);
    expect(await ledger.db.games.get(doomed.row.id)).to.equal(undefined);
    expect((await storedEntryRows(ledger, doomed.row.id)).length).to.equal(0);
    const keys = (await ledger.db.settings.toCollection().primaryKeys()).sort();
    expect(keys).to.deep.equal([`draft:${kept.row.id}`, 'recentPlayers'].sort());
  });
});

describe("ledger: the play page's copy of the draft", () => {
  afterEach(async () => {
    await removeLedgers();
    localStorage.clear();
  });

  it('a delete removes the copy in localStorage once it has committed; another game keeps its own', async () => {
    const ledger = openLedger();
    const kept = expectOk(await ledger.createGame(farkleSetup()));
    const doomed = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    const draft = { at: 5, dice: [2, 2, 5], waiting: false, savedAt: 9 };
    await ledger.saveDraft(doomed.row.id, draft);
    localStorage.setItem(localDraftKey(doomed.row.id), JSON.stringify(draft));
    localStorage.setItem(localDraftKey(kept.row.id), JSON.stringify({ at: 0, dice: [1], waiting: false, savedAt: 8 }));
    expect(localDraftKey(doomed.row.id)).to.equal(`zs-draft:${doomed.row.id}`);

    // A delete that fails leaves the copy where it was.
    const failing = openLedger({ name: ledger.name });
    await failing.listGames();
    const restoreDelete = (() => {
      const proto = IDBObjectStore.prototype;
      const original = proto.delete;
      proto.delete = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      return () => {
        proto.delete = original;
      };
    })();
    try {
      await failing.deleteGame(doomed.row.id).then(
        () => expect.fail('the delete should fail'),
        (error: unknown) => expect(error).to.be.instanceOf(StorageError),
      );
    } finally {
      restoreDelete();
    }
    expect(localStorage.getItem(localDraftKey(doomed.row.id))).to.equal(JSON.stringify(draft));

    const deleted = await ledger.deleteGame(doomed.row.id);
    expect(localStorage.getItem(localDraftKey(doomed.row.id))).to.equal(null);
    expect(localStorage.getItem(localDraftKey(kept.row.id)), "another game's copy stays").to.not.equal(null);

    // Undo brings back the ledger's copy, not this one: the play page takes the ledger's, being the newer.
    if (!deleted) throw new Error('expected the game to be deleted');
    await ledger.restoreDeleted(deleted);
    expect(localStorage.getItem(localDraftKey(doomed.row.id))).to.equal(null);
    expect(await ledger.loadDraft(doomed.row.id)).to.deep.equal(draft);
  });
});
