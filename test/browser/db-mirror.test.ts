import { expect } from '@open-wc/testing';
import Dexie from 'dexie';
import { GameMirror, readAllGames, restoreGames } from '../../src/db/index.js';
import type { CopyStore, Ledger } from '../../src/db/index.js';
import { cacheCopyStore, opfsCopyStore } from '../../src/db/mirror.js';
import { createBackup, readBackup } from '../../src/export/backup.js';
import {
  FARKLE_TURNS,
  expectOk,
  farkleMidTurn,
  farkleSetup,
  freshName,
  openLedger,
  pause,
  play,
  removeLedgers,
} from './db-helpers.js';

/** The text of a file in the OPFS folder of a database's copies, or null. */
async function opfsFile(databaseName: string, name: string): Promise<string | null> {
  try {
    const root = await navigator.storage.getDirectory();
    const folder = await (
      await root.getDirectoryHandle('game-copies')
    ).getDirectoryHandle(encodeURIComponent(databaseName));
    return await (await (await folder.getFileHandle(name)).getFile()).text();
  } catch {
    return null;
  }
}

/** The backup of one stored game, as a backup of every game would have it. */
async function storedBackupOf(ledger: Ledger, id: string) {
  const stored = (await readAllGames(ledger)).filter((game) => game.row.id === id);
  return createBackup(stored, 0).backup.games[0];
}

/** A ledger on `name` whose copies go to OPFS with a short delay and Undo window. */
function mirrored(name: string, options: { deleteGrace?: number; delay?: number } = {}): Ledger {
  return openLedger({
    name,
    mirror: new GameMirror(opfsCopyStore(name), {
      delay: options.delay ?? 20,
      deleteGrace: options.deleteGrace ?? 60_000,
    }),
  });
}

describe('mirror: the second copy of every game', () => {
  afterEach(removeLedgers);

  it('keeps a copy of each game in OPFS, in the backup format, after each committed write; a burst of writes is one copy', async () => {
    const name = freshName();
    const ledger = mirrored(name, { delay: 10_000 });
    const mirror = ledger.mirror as GameMirror;
    expect(await mirror.kind()).to.equal('opfs');
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
    await mirror.flushed();
    // 18 writes in a row (the create and 17 entries) cost one file write, not 18.
    expect(mirror.status).to.include({ written: 1, failures: 0 });

    const reading = readBackup((await opfsFile(name, `${game.row.id}.json`)) ?? '');
    if (!reading.ok) throw new Error(reading.refusal.code);
    expect(reading.backup.games).to.have.length(1);
    // The same as a backup made from the database: entries, head, times and taps.
    expect(reading.backup.games[0]).to.deep.equal(await storedBackupOf(ledger, game.row.id));

    // An undo is a write too: the copy follows it.
    expectOk(await ledger.undoTap(game.row.id, game.row.seq));
    await mirror.flushed();
    const afterUndo = readBackup((await opfsFile(name, `${game.row.id}.json`)) ?? '');
    expect(afterUndo.ok && afterUndo.backup.games[0]?.head).to.equal(FARKLE_TURNS.length - 1);
    expect(afterUndo.ok && afterUndo.backup.games[0]).to.deep.equal(await storedBackupOf(ledger, game.row.id));
  });

  it('never makes a write wait: the write returns before the copy is written', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const written: string[] = [];
    const slow: CopyStore = {
      kind: 'opfs',
      write: async (name) => {
        await gate;
        written.push(name);
      },
      read: () => Promise.resolve(null),
      remove: () => Promise.resolve(),
      names: () => Promise.resolve([]),
    };
    const mirror = new GameMirror(slow, { delay: 0 });
    const ledger = openLedger({ mirror });
    const game = expectOk(await ledger.createGame(farkleSetup()));
    await pause(20);
    // The copy is stuck; the ledger goes on writing.
    await play(ledger, game, FARKLE_TURNS.slice(0, 5));
    expect(written).to.deep.equal([]);
    release();
    await mirror.flushed();
    expect(written).to.include(`${game.row.id}.json`);
  });

  it('swallows a failed copy without losing it silently: counted, the last error kept, one console warning', async () => {
    const failing: CopyStore = {
      kind: 'opfs',
      write: () => Promise.reject(new DOMException('no room', 'QuotaExceededError')),
      read: () => Promise.resolve(null),
      remove: () => Promise.resolve(),
      names: () => Promise.resolve([]),
    };
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const mirror = new GameMirror(failing, { delay: 0 });
      const ledger = openLedger({ mirror });
      const game = expectOk(await ledger.createGame(farkleSetup()));
      await mirror.flushed();
      expectOk(await ledger.act(game.row.id, game.row.seq, FARKLE_TURNS[0] ?? { type: 'bank' }));
      await mirror.flushed();
      expect(mirror.status.failures).to.equal(2);
      expect((mirror.status.lastError as DOMException).name).to.equal('QuotaExceededError');
      expect(warnings).to.have.length(1);
      expect(String(warnings[0]?.[0])).to.match(/second copy/);
    } finally {
      console.warn = warn;
    }
  });

  it('offers back the games the database lost, and brings them back as they were', async () => {
    const name = freshName();
    const ledger = mirrored(name);
    const first = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
    const second = await play(
      ledger,
      expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] })),
      FARKLE_TURNS.slice(0, 4),
    );
    const third = expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Eve', 'Fay'] }));
    await (ledger.mirror as GameMirror).flushed();
    const before = await readAllGames(ledger);
    expect(await (ledger.mirror as GameMirror).check(ledger)).to.deep.equal({ games: [], unreadable: 0 });

    // The database is lost (the browser recreates it empty); the copies are not.
    ledger.close();
    await Dexie.delete(name);
    const again = mirrored(name);
    expect(await again.listGames()).to.deep.equal([]);
    const missing = await (again.mirror as GameMirror).check(again);
    expect(missing.games.map((game) => game.id).sort()).to.deep.equal(
      [first.row.id, second.row.id, third.row.id].sort(),
    );
    expect(missing.unreadable).to.equal(0);

    const result = await restoreGames(again, missing.games);
    expect(result).to.include({ restored: 3, alreadyHere: 0, copies: 0 });
    const after = await readAllGames(again);
    const content = (games: typeof before) =>
      games.map(({ row, entries }) => ({
        id: row.id,
        setup: row.setup,
        head: row.head,
        createdAt: row.createdAt,
        entries: entries.map(({ entry, at, sameTap }) => ({ entry, at, sameTap })),
      }));
    expect(content(after)).to.deep.equal(content(before));
    expect((await again.loadGame(first.row.id))?.state).to.deep.equal(first.state);
    // Nothing is offered twice.
    expect((await (again.mirror as GameMirror).check(again)).games).to.deep.equal([]);
  });

  it("keeps a deleted game's copy through the Undo window, keeps it on Undo, and never offers a deleted game back", async () => {
    const name = freshName();
    const ledger = mirrored(name, { deleteGrace: 150 });
    const mirror = ledger.mirror as GameMirror;
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    await mirror.flushed();

    const deleted = await ledger.deleteGame(game.row.id);
    await mirror.flushed();
    expect(await opfsFile(name, `${game.row.id}.json`), 'the copy, during the Undo window').to.not.equal(null);
    expect(await opfsFile(name, `${game.row.id}.deleted`), 'the deleted mark').to.not.equal(null);
    expect((await mirror.check(ledger)).games, 'a deleted game is not missing').to.deep.equal([]);

    // Undo: the game and its copy stay, the mark goes, and the Undo window ends nothing.
    if (!deleted) throw new Error('expected the game to be deleted');
    await ledger.restoreDeleted(deleted);
    await pause(200);
    await mirror.flushed();
    expect(await opfsFile(name, `${game.row.id}.json`)).to.not.equal(null);
    expect(await opfsFile(name, `${game.row.id}.deleted`)).to.equal(null);

    // Deleted for good: once the Undo window has passed, the copy goes; the mark stays (a journal
    // file may still name the game, and a start must know it was deleted).
    await ledger.deleteGame(game.row.id);
    await pause(200);
    await mirror.flushed();
    expect(await opfsFile(name, `${game.row.id}.json`)).to.equal(null);
    expect(await opfsFile(name, `${game.row.id}.deleted`)).to.not.equal(null);
  });

  it('does not offer back a game deleted on an earlier visit whose Undo window never ended (the page was closed)', async () => {
    const name = freshName();
    const ledger = mirrored(name);
    const kept = expectOk(await ledger.createGame(farkleSetup()));
    const gone = expectOk(await ledger.createGame({ ...farkleSetup(), players: ['Cy', 'Dee'] }));
    await ledger.deleteGame(gone.row.id);
    await (ledger.mirror as GameMirror).flushed();
    ledger.close();

    // The next visit, with the database lost too: only the game that was not deleted is offered.
    await Dexie.delete(name);
    const again = mirrored(name);
    const missing = await (again.mirror as GameMirror).check(again);
    expect(missing.games.map((game) => game.id)).to.deep.equal([kept.row.id]);
    await (again.mirror as GameMirror).flushed();
    expect(await opfsFile(name, `${gone.row.id}.json`), 'the final delete removed the copy').to.equal(null);
  });

  it('copies games stored without a copy (older games, restored ones) in the background after a check', async () => {
    const name = freshName();
    const plain = openLedger({ name, mirror: null });
    const game = await play(plain, expectOk(await plain.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    plain.close();
    const ledger = mirrored(name);
    expect((await (ledger.mirror as GameMirror).check(ledger)).games).to.deep.equal([]);
    await (ledger.mirror as GameMirror).flushed();
    const reading = readBackup((await opfsFile(name, `${game.row.id}.json`)) ?? '');
    expect(reading.ok && reading.backup.games[0]).to.deep.equal(await storedBackupOf(ledger, game.row.id));
  });

  it('brings a copy left one write behind (the page closed before it was written) up to date at the next check', async () => {
    const name = freshName();
    const ledger = mirrored(name, { delay: 60_000 });
    const game = await farkleMidTurn(ledger);
    await (ledger.mirror as GameMirror).flushed();
    // Two more writes, and the page is gone before their copy is written.
    const later = await play(ledger, game, FARKLE_TURNS.slice(3, 5));
    const headOfCopy = async () => {
      const reading = readBackup((await opfsFile(name, `${game.row.id}.json`)) ?? '');
      return reading.ok ? reading.backup.games[0]?.head : undefined;
    };
    expect(await headOfCopy()).to.equal(3);
    const next = mirrored(name);
    expect((await (next.mirror as GameMirror).check(next)).games).to.deep.equal([]);
    await (next.mirror as GameMirror).flushed();
    expect(await headOfCopy()).to.equal(later.row.head);
    expect(readBackup((await opfsFile(name, `${game.row.id}.json`)) ?? '')).to.deep.include({ ok: true });
  });

  it('counts a damaged copy as unreadable and offers the others', async () => {
    const name = freshName();
    const ledger = mirrored(name);
    const game = expectOk(await ledger.createGame(farkleSetup()));
    await (ledger.mirror as GameMirror).flushed();
    const store = await opfsCopyStore(name);
    await store.write('not-a-game.json', '{"format":"zilch-scorepad-backup","version":1,"games":[{"id":"x"}]}');
    ledger.close();
    await Dexie.delete(name);
    const again = mirrored(name);
    const missing = await (again.mirror as GameMirror).check(again);
    expect(missing.games.map((found) => found.id)).to.deep.equal([game.row.id]);
    expect(missing.unreadable).to.equal(1);
  });

  it('works the same with Cache Storage, where a browser has no writable OPFS', async () => {
    const name = freshName();
    const mirror = new GameMirror(cacheCopyStore(name), { delay: 0 });
    expect(await mirror.kind()).to.equal('cache');
    const ledger = openLedger({ name, mirror });
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    await mirror.flushed();
    ledger.close();
    await Dexie.delete(name);
    const again = openLedger({ name, mirror: new GameMirror(cacheCopyStore(name), { delay: 0 }) });
    const missing = await (again.mirror as GameMirror).check(again);
    expect(missing.games.map((found) => found.id)).to.deep.equal([game.row.id]);
    await restoreGames(again, missing.games);
    expect((await again.loadGame(game.row.id))?.state).to.deep.equal(game.state);
    await caches.delete(`zilch-scorepad-game-copies:${name}`);
  });

  it('removes the copies with the database (deleteLedger)', async () => {
    const name = freshName();
    const ledger = mirrored(name);
    const game = expectOk(await ledger.createGame(farkleSetup()));
    await (ledger.mirror as GameMirror).flushed();
    expect(await opfsFile(name, `${game.row.id}.json`)).to.not.equal(null);
    await removeLedgers();
    expect(await opfsFile(name, `${game.row.id}.json`)).to.equal(null);
  });
});
