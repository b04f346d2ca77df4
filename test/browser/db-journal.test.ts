import { expect } from '@open-wc/testing';
import Dexie from 'dexie';
import { GameMirror } from '../../src/db/index.js';
import type { Ledger, LoadedGame } from '../../src/db/index.js';
import { Journal, readJournalFiles } from '../../src/db/journal.js';
import { readJournal } from '../../src/db/journal-records.js';
import type { JournalRecord } from '../../src/db/journal-records.js';
import { opfsCopyStore } from '../../src/db/mirror.js';
import type { CopyStore } from '../../src/db/mirror.js';
import { tidyJournals } from '../../src/db/recovery.js';
import {
  eventually,
  expectOk,
  FARKLE_TURNS,
  farkleSetup,
  fillTheDisk,
  freshName,
  openLedger,
  play,
  removeLedgers,
  startedLedger,
} from './db-helpers.js';

/** Every record in the database's journal files, and the files' names. */
async function journal(name: string): Promise<{ names: string[]; records: JournalRecord[] }> {
  const { files } = await readJournalFiles(name);
  return {
    names: files.map((file) => file.name).sort(),
    records: files.flatMap((file) => readJournal(file.text).records),
  };
}

/** A store of copies whose writes fail while `failing` says so (a full disk for the copies alone). */
function failingStore(name: string, failing: () => boolean): Promise<CopyStore> {
  return opfsCopyStore(name).then((store) => ({
    ...store,
    write: (file: string, text: string) =>
      failing() && file.endsWith('.json')
        ? Promise.reject(new DOMException('full', 'QuotaExceededError'))
        : store.write(file, text),
  }));
}

/** A ledger whose copies are written only when the test says (`mirror.flushed()`), and its journal. */
function ledgerOn(
  name: string,
  options: { segmentBytes?: number; delay?: number; copiesFail?: () => boolean; deleteGrace?: number } = {},
): Ledger {
  const store = options.copiesFail ? failingStore(name, options.copiesFail) : opfsCopyStore(name);
  return openLedger({
    name,
    mirror: new GameMirror(store, { delay: options.delay ?? 600_000, deleteGrace: options.deleteGrace ?? 60_000 }),
    journal: Journal.forDatabase(name, options.segmentBytes ? { segmentBytes: options.segmentBytes } : {}),
  });
}

/** The browser loses the database, as after a crash or a full disk: the page is gone, IndexedDB is empty, OPFS stays. */
async function loseTheDatabase(ledger: Ledger): Promise<void> {
  const name = ledger.name;
  await ledger.journal?.close();
  ledger.close();
  await Dexie.delete(name);
}

const entriesOf = (game: LoadedGame | null) => game?.log.entries.slice(0, game.log.head);

describe('journal: the last writes in a second place, and a start that brings back what the database lost', () => {
  afterEach(removeLedgers);

  it('returns a write only once the journal holds its record: what it leaves, from the first entry it changed', async () => {
    const name = freshName();
    const ledger = ledgerOn(name);
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 2));
    const undone = expectOk(await ledger.undoTap(game.row.id, game.row.seq));
    const { records } = await journal(name);
    expect(records.map((record) => record.kind)).to.deep.equal(['create', 'write', 'write', 'write']);
    expect(records[2]).to.include({ kind: 'write', seq: 3, from: 1, head: 2 });
    expect(records[3], 'an undo moves the head, nothing else').to.deep.include({
      kind: 'write',
      seq: undone.row.seq,
      from: 2,
      head: 1,
      entries: [],
    });
    expect(ledger.journal?.status).to.include({ available: true, written: 4, failures: 0 });
  });

  it('a database the browser made anew: every game comes back from its copy and the journal, the last write included', async () => {
    const name = freshName();
    const ledger = ledgerOn(name);
    const first = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    await ledger.mirror?.flushed();
    // After the copy: three more writes of the first game, and a second game the copies never saw.
    const firstNow = await play(ledger, first, FARKLE_TURNS.slice(5, 8));
    const second = await play(
      ledger,
      expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })),
      FARKLE_TURNS.slice(0, 2),
    );
    await loseTheDatabase(ledger);

    const restarted = await startedLedger(name);
    const report = restarted.recovery;
    expect(report?.restored.map((game) => game.players)).to.have.deep.members([
      ['Ann', 'Ben'],
      ['Cy', 'Dee'],
    ]);
    expect(report?.offered).to.deep.equal([]);
    expect(entriesOf(await restarted.loadGame(first.row.id))).to.deep.equal(entriesOf(firstNow));
    expect(entriesOf(await restarted.loadGame(second.row.id))).to.deep.equal(entriesOf(second));
    // Played on at once, and the next start finds nothing missing.
    const loaded = await restarted.loadGame(second.row.id);
    if (!loaded) throw new Error('not restored');
    await play(restarted, loaded, FARKLE_TURNS.slice(2, 3));
    restarted.close();
    const again = await startedLedger(name);
    expect(again.recovery).to.include({ completed: 0 });
    expect(again.recovery?.restored).to.deep.equal([]);
  });

  it('completes at the next start a write the journal holds and the database never committed', async () => {
    const name = freshName();
    const ledger = ledgerOn(name);
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 1));
    // The page stopped between the two: the record of the hold is on the disk, its transaction never ran.
    const record = {
      kind: 'write',
      game: game.row.id,
      seq: game.row.seq + 1,
      time: 1234,
      from: 1,
      head: 2,
      entries: [FARKLE_TURNS[1]],
    } as const;
    expect(await ledger.journal?.append(record as never).stored).to.equal(true);
    await ledger.journal?.close();
    ledger.close();

    const restarted = await startedLedger(name);
    expect(restarted.recovery).to.include({ completed: 1 });
    const completed = await restarted.loadGame(game.row.id);
    expect(entriesOf(completed)).to.deep.equal(FARKLE_TURNS.slice(0, 2));
    expect(completed?.row.updatedAt, 'with its own time').to.equal(1234);
  });

  it('never brings back a game the player deleted, though its copy and its journal are still there', async () => {
    const name = freshName();
    const ledger = ledgerOn(name);
    const kept = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 3));
    const gone = await play(
      ledger,
      expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })),
      FARKLE_TURNS.slice(0, 3),
    );
    await ledger.mirror?.flushed();
    await ledger.deleteGame(gone.row.id);
    await loseTheDatabase(ledger);

    const restarted = await startedLedger(name);
    expect(restarted.recovery?.restored.map((game) => game.id)).to.deep.equal([kept.row.id]);
    expect(await restarted.loadGame(gone.row.id)).to.equal(null);
  });

  it('leaves out a write the storage refused: the journal takes its record back', async () => {
    const name = freshName();
    const ledger = ledgerOn(name);
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 2));
    const restore = fillTheDisk((store) => store === 'games');
    try {
      await ledger.act(game.row.id, game.row.seq, FARKLE_TURNS[2] ?? { type: 'bank' }).then(
        () => expect.fail('the write went through a full disk'),
        () => undefined,
      );
    } finally {
      restore();
    }
    const { records } = await journal(name);
    expect(records.at(-1)).to.include({ kind: 'failed' });
    await loseTheDatabase(ledger);
    const restarted = await startedLedger(name);
    expect(entriesOf(await restarted.loadGame(game.row.id))).to.deep.equal(FARKLE_TURNS.slice(0, 2));
  });

  it("keeps a roll's last die in the journal: the next start finds the six dice newer than the five in the database", async () => {
    const name = freshName();
    const ledger = ledgerOn(name);
    const game = expectOk(await ledger.createGame(farkleSetup()));
    await ledger.saveDraft(game.row.id, { at: 0, dice: [1, 5, 2, 3, 4], savedAt: 1 });
    expect(await ledger.keepDraft(game.row.id, { at: 0, dice: [1, 5, 2, 3, 4, 4], savedAt: 2 })).to.equal(true);
    await ledger.journal?.close();
    ledger.close();
    const restarted = await startedLedger(name);
    expect(restarted.recovery).to.include({ drafts: 1 });
    expect(await restarted.loadDraft(game.row.id)).to.deep.equal({ at: 0, dice: [1, 5, 2, 3, 4, 4], savedAt: 2 });

    // Once the roll is stored, its write removes the draft, in the journal too: nothing comes back.
    const rolled = expectOk(
      await restarted.act(
        game.row.id,
        game.row.seq,
        { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
        { clearDraft: () => true },
      ),
    );
    expect(rolled.log.head).to.equal(1);
    await restarted.journal?.close();
    restarted.close();
    const third = await startedLedger(name);
    expect(await third.loadDraft(game.row.id)).to.equal(null);
  });

  it('removes the journal files of pages that are gone once the copies hold their games; an open page keeps its own', async () => {
    const name = freshName();
    const gone = ledgerOn(name);
    const game = await play(gone, expectOk(await gone.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 4));
    await gone.journal?.close();
    gone.close();
    const open = ledgerOn(name);
    await play(
      open,
      expectOk(await open.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })),
      FARKLE_TURNS.slice(0, 1),
    );
    const before = (await journal(name)).names;
    expect(before).to.have.length(2);

    const started = await startedLedger(name, { mirror: new GameMirror(opfsCopyStore(name), { delay: 10 }) });
    expectOk(await started.act(game.row.id, game.row.seq, FARKLE_TURNS[4] ?? { type: 'bank' }));
    await tidyJournals(started);
    const after = (await journal(name)).names;
    expect(after, "the gone page's file is removed, the open page's and the new one's stay").to.have.length(2);
    expect(after.filter((file) => before.includes(file))).to.have.length(1);
    // The copy holds what the removed file said.
    await loseTheDatabase(started);
    await loseTheDatabase(open);
    const restarted = await startedLedger(name);
    expect(entriesOf(await restarted.loadGame(game.row.id))).to.deep.equal(FARKLE_TURNS.slice(0, 5));
  });

  it('starts a new file when one is full, and removes the full one once the copies hold it', async () => {
    const name = freshName();
    const ledger = ledgerOn(name, { segmentBytes: 3000, delay: 10 });
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
    await eventually(() => (ledger.mirror?.status.written ?? 0) > 0, 'a copy');
    let names: string[] = [];
    for (let tries = 0; tries < 50; tries++) {
      names = (await journal(name)).names;
      if (names.length <= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(names.length, `files left: ${names.join(', ')}`).to.be.at.most(2);
    expect(
      names.some((file) => file.endsWith('-1.log')),
      'the first file is gone',
    ).to.equal(false);
    await loseTheDatabase(ledger);
    const restarted = await startedLedger(name);
    expect(entriesOf(await restarted.loadGame(game.row.id))).to.deep.equal(FARKLE_TURNS);
  });

  it('never brings back a deleted game, though a journal file that names its creation outlives the one with its delete', async () => {
    const name = freshName();
    // The Undo window is short here: the copy goes, and what is left of the delete is its mark.
    const playing = ledgerOn(name, { deleteGrace: 50 });
    const gone = await play(
      playing,
      expectOk(await playing.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })),
      FARKLE_TURNS.slice(0, 3),
    );
    const kept = await play(playing, expectOk(await playing.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 2));
    await playing.mirror?.flushed();
    // Another page deletes the game; its file (with the delete) goes, the first page's (with the creation) stays.
    const deleting = ledgerOn(name, { deleteGrace: 50 });
    const before = (await journal(name)).names;
    await deleting.deleteGame(gone.row.id);
    await deleting.settled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await deleting.mirror?.flushed();
    await deleting.journal?.close();
    deleting.close();
    const root = await navigator.storage.getDirectory();
    const folder = await (
      await (await root.getDirectoryHandle('game-copies')).getDirectoryHandle(encodeURIComponent(name))
    ).getDirectoryHandle('journal');
    for (const file of (await journal(name)).names) if (!before.includes(file)) await folder.removeEntry(file);
    await loseTheDatabase(playing);
    const restarted = await startedLedger(name);
    expect(restarted.recovery?.restored.map((game) => game.id)).to.deep.equal([kept.row.id]);
    expect(await restarted.loadGame(gone.row.id)).to.equal(null);
  });

  it("keeps a full file while a game's copy is behind it, so a lost database still brings back every write", async () => {
    const name = freshName();
    let copiesFail = true;
    const ledger = ledgerOn(name, { segmentBytes: 3000, delay: 10, copiesFail: () => copiesFail });
    // The first game's copies fail; the second fills the file.
    const first = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 4));
    await play(ledger, expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })), FARKLE_TURNS);
    await ledger.settled();
    await ledger.mirror?.flushed();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (await journal(name)).names.some((file) => file.endsWith('-1.log')),
      'the first file stays: a copy is behind it',
    ).to.equal(true);
    copiesFail = false;
    await loseTheDatabase(ledger);
    const restarted = await startedLedger(name);
    expect(entriesOf(await restarted.loadGame(first.row.id))).to.deep.equal(FARKLE_TURNS.slice(0, 4));
  });

  it('keeps the files of a page that is gone while a game they name could not be brought back, and brings it back at the next start', async () => {
    const name = freshName();
    const ledger = ledgerOn(name);
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 2));
    await ledger.mirror?.flushed();
    const latest = await play(ledger, game, FARKLE_TURNS.slice(2, 6));
    await loseTheDatabase(ledger);
    // A start on a full disk: the game is offered, not stored; tidying must keep what names it.
    const restore = fillTheDisk((store) => store === 'games');
    let failed: Ledger;
    try {
      failed = await startedLedger(name);
      expect(failed.recovery?.offered.map((offered) => offered.id)).to.deep.equal([game.row.id]);
      await tidyJournals(failed);
    } finally {
      restore();
    }
    await failed.journal?.close();
    failed.close();
    const restarted = await startedLedger(name);
    expect(entriesOf(await restarted.loadGame(game.row.id))).to.deep.equal(entriesOf(latest));
  });

  it('chains the writes after a restore on its new seq: a database lost twice, with no copy made between, keeps them', async () => {
    const name = freshName();
    let copiesFail = false;
    const ledger = ledgerOn(name, { copiesFail: () => copiesFail });
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 3));
    await ledger.mirror?.flushed();
    await loseTheDatabase(ledger);
    copiesFail = true;
    const restarted = await startedLedger(name, {
      mirror: new GameMirror(
        failingStore(name, () => copiesFail),
        { delay: 10 },
      ),
    });
    const back = await restarted.loadGame(game.row.id);
    if (!back) throw new Error('not brought back');
    const played = await play(restarted, back, FARKLE_TURNS.slice(3, 5));
    await loseTheDatabase(restarted);
    copiesFail = false;
    const again = await startedLedger(name);
    expect(entriesOf(await again.loadGame(game.row.id))).to.deep.equal(entriesOf(played));
  });
});
