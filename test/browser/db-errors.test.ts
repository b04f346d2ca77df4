import { expect } from '@open-wc/testing';
import Dexie from 'dexie';
import { StorageError, toStorageError } from '../../src/db/index.js';
import { checkStorageAfterClose, explainStorageFailure, noteStorageWorked } from '../../src/db/errors.js';
import { storageTakesWrites } from '../../src/db/storage-probe.js';
import {
  FARKLE_TURNS,
  expectOk,
  farkleMidTurn,
  farkleSetup,
  fillTheDisk,
  freshName,
  namedLedger,
  openLedger,
  removeLedgers,
  storedEntryRows,
} from './db-helpers.js';

/** A full storage, met while saving (the UI words it: test/unit/ui/storage-text.test.ts). */
const QUOTA_SAVE = { code: 'quota', work: 'save', reason: null } as const;

/** What Chromium's IndexedDB throws when the disk is full (seen on a full tmpfs profile: docs/storage-full.md). */
const CHROMIUM_NO_SPACE =
  'Connection is closing because of: IO error: .../http_127.0.0.1_41009.indexeddb.leveldb/000003.log: FILE_ERROR_NO_SPACE (ChromeMethodBFE: 3::WritableFileAppend::8)';
const CHROMIUM_CLOSING = "Failed to execute 'transaction' on 'IDBDatabase': The database connection is closing.";
const CHROMIUM_REOPEN = 'Internal error opening backing store for indexedDB.open.';

/**
 * A full disk: in every store, or only in `onlyStore` (so that writes to other stores in the same
 * transaction succeed first). Returns the undo.
 */
function fillTheDiskOf(onlyStore?: string): () => void {
  return fillTheDisk((store) => onlyStore === undefined || store === onlyStore);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('ledger: storage failures', () => {
  afterEach(removeLedgers);

  it("reports a full disk with the player sentence, writes nothing and leaves the caller's game as it was", async () => {
    const { name, ledger } = namedLedger();
    const game = await farkleMidTurn(ledger);
    const before = await ledger.loadGame(game.row.id);
    const onScreen = structuredClone(game);

    // The entry is put first, then the game row fails: the whole transaction must roll back.
    const restore = fillTheDiskOf('games');
    let error: unknown;
    try {
      error = await rejection(ledger.act(game.row.id, game.row.seq, FARKLE_TURNS[3] ?? { type: 'bank' }));
    } finally {
      restore();
    }
    expect(error).to.be.instanceOf(StorageError);
    expect(error).to.include(QUOTA_SAVE);
    expect(game, 'the game on screen').to.deep.equal(onScreen);

    ledger.close();
    const reopened = openLedger({ name });
    expect(await reopened.loadGame(game.row.id)).to.deep.equal(before);
    expect((await storedEntryRows(reopened)).length).to.equal(3);
    // The same action goes through once there is room.
    expect(
      expectOk(await reopened.act(game.row.id, game.row.seq, FARKLE_TURNS[3] ?? { type: 'bank' })).row.head,
    ).to.equal(4);
  });

  it('stores no part of a new game when the disk is full', async () => {
    const ledger = openLedger();
    await ledger.listGames(); // open first: the failure is in the write, not in opening
    const restore = fillTheDiskOf();
    let error: unknown;
    try {
      error = await rejection(ledger.createGame(farkleSetup()));
    } finally {
      restore();
    }
    expect(error).to.include({ code: 'quota' });
    expect(await ledger.listGames()).to.deep.equal([]);
    expect(await ledger.getSetting('recentPlayers')).to.equal(undefined);
  });

  it('reports a browser that refuses to open the database as unavailable', async () => {
    const refusing = {
      open: () => {
        throw new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        );
      },
      deleteDatabase: () => {
        throw new DOMException('no', 'InvalidStateError');
      },
      cmp: (a: unknown, b: unknown) => indexedDB.cmp(a, b),
      databases: () => Promise.resolve([]),
    } as unknown as IDBFactory;
    const ledger = openLedger({ indexedDB: refusing });
    const listError = await rejection(ledger.listGames());
    expect(listError).to.be.instanceOf(StorageError);
    expect(listError).to.include({ code: 'unavailable' });
    expect(listError).to.include({ work: 'load', reason: null });
    const writeError = await rejection(ledger.createGame(farkleSetup()));
    expect(writeError).to.include({ code: 'unavailable' });
    expect(writeError).to.include({ work: 'save', reason: null });
    ledger.close();
  });

  it('says an update of the saved games failed, not that the browser refuses storage', async () => {
    // A real failed upgrade: Dexie closes the database on the error the upgrade function threw.
    const name = freshName();
    const v1 = new Dexie(name);
    v1.version(1).stores({ games: 'id' });
    await v1.table('games').add({ id: 'a' });
    v1.close();
    const failing = new Dexie(name);
    failing.version(1).stores({ games: 'id' });
    failing
      .version(2)
      .stores({ games: 'id', more: 'key' })
      .upgrade(() => {
        throw new TypeError("Cannot read properties of null (reading 'players')");
      });
    const error = await rejection(failing.table('games').toArray());
    failing.close();
    for (const work of ['load', 'save'] as const) {
      const mapped = toStorageError(error, work);
      expect(mapped).to.include({ code: 'unavailable', work, reason: 'upgrade-failed' });
    }
    expect(toStorageError(new Dexie.UpgradeError('Not yet support for changing primary key'), 'load')).to.include({
      code: 'unavailable',
      reason: 'upgrade-failed',
    });
    expect(
      toStorageError(new Dexie.OpenFailedError(new DOMException('private', 'InvalidStateError')), 'load'),
    ).to.include({ code: 'unavailable', reason: null });
  });

  it("reads Chromium's full disk as a full storage, and the closed connection and the failed reopen after it", () => {
    noteStorageWorked();
    const reopen = () => new Dexie.OpenFailedError(new DOMException(CHROMIUM_REOPEN, 'UnknownError'));
    const closing = () => new DOMException(CHROMIUM_CLOSING, 'InvalidStateError');
    // Alone, a failed reopen is the browser's own storage failing, not private browsing.
    expect(toStorageError(reopen(), 'load').code).to.equal('unknown');
    // The write that found the disk full: the transaction fails with an UnknownError naming it.
    const noSpace = new DOMException(CHROMIUM_NO_SPACE, 'UnknownError');
    expect(toStorageError(new Dexie.AbortError('Transaction aborted', noSpace), 'save')).to.include(QUOTA_SAVE);
    expect(toStorageError(new Dexie.UnknownError(CHROMIUM_NO_SPACE), 'save').code).to.equal('quota');
    // What follows it, until a write is stored again: the connection is closed, and will not reopen.
    expect(toStorageError(closing(), 'save')).to.include(QUOTA_SAVE);
    expect(toStorageError(reopen(), 'load')).to.include({ code: 'quota', work: 'load' });
    // Private browsing still reads as such, full disk or not.
    const refused = new Dexie.OpenFailedError(
      new DOMException(
        'A mutation operation was attempted on a database that did not allow mutations.',
        'InvalidStateError',
      ),
    );
    expect(toStorageError(refused, 'load').code).to.equal('unavailable');
    noteStorageWorked();
    expect(toStorageError(closing(), 'save').code).to.equal('unavailable');
    expect(toStorageError(reopen(), 'load').code).to.equal('unknown');
  });

  it('reports the closed connection after a full disk as a full storage, through the ledger', async () => {
    const ledger = openLedger();
    const game = expectOk(await ledger.createGame(farkleSetup()));
    // Chromium fails the write with an UnknownError naming the disk, then closes the connection.
    const proto = IDBObjectStore.prototype;
    const { put } = proto;
    proto.put = function () {
      throw new DOMException(CHROMIUM_NO_SPACE, 'UnknownError');
    };
    let first: unknown;
    try {
      first = await rejection(ledger.act(game.row.id, game.row.seq, FARKLE_TURNS[0] ?? { type: 'bank' }));
    } finally {
      proto.put = put;
    }
    expect(first).to.include(QUOTA_SAVE);
    // Dexie opens the closed connection again, which fails while the disk is full.
    ledger.db.backendDB().close();
    const { open } = IDBFactory.prototype;
    IDBFactory.prototype.open = function () {
      throw new DOMException(CHROMIUM_REOPEN, 'UnknownError');
    };
    let next: unknown;
    try {
      next = await rejection(ledger.act(game.row.id, game.row.seq, FARKLE_TURNS[0] ?? { type: 'bank' }));
    } finally {
      IDBFactory.prototype.open = open;
    }
    expect(next).to.include(QUOTA_SAVE);
    // Once a write is stored again, the storage has room.
    ledger.close();
    const reopened = openLedger({ name: ledger.name });
    expectOk(await reopened.act(game.row.id, game.row.seq, FARKLE_TURNS[0] ?? { type: 'bank' }));
    expect(toStorageError(new DOMException(CHROMIUM_CLOSING, 'InvalidStateError'), 'save').code).to.equal(
      'unavailable',
    );
  });

  it('tells a full storage apart by a probe write when IndexedDB fails without saying why (another connection met the full disk)', async () => {
    noteStorageWorked();
    const reopen = toStorageError(new Dexie.OpenFailedError(new DOMException(CHROMIUM_REOPEN, 'UnknownError')), 'save');
    expect(reopen.code).to.equal('unknown');
    // The storage takes a write: the failure is something else, and says so.
    expect(await storageTakesWrites(), 'the real probe, with room').to.equal(true);
    expect(await explainStorageFailure(reopen, 'save')).to.equal(reopen);
    // The probe write fails too: the storage is full, and the failures after it read so.
    const explained = await explainStorageFailure(reopen, 'save', () => Promise.resolve(false));
    expect(explained).to.be.instanceOf(StorageError);
    expect(explained).to.include(QUOTA_SAVE);
    expect(toStorageError(new DOMException(CHROMIUM_CLOSING, 'InvalidStateError'), 'save').code).to.equal('quota');
    noteStorageWorked();
    // A refusal (private browsing) or a rules problem is never probed.
    let probed = false;
    const probe = () => ((probed = true), Promise.resolve(false));
    const refused = toStorageError(
      new Dexie.OpenFailedError(
        new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        ),
      ),
      'save',
    );
    expect(await explainStorageFailure(refused, 'save', probe)).to.equal(refused);
    expect(await explainStorageFailure(new TypeError('not storage'), 'save', probe)).to.be.instanceOf(TypeError);
    expect(probed).to.equal(false);
    // The database closed under the app: probed at once.
    await checkStorageAfterClose(() => Promise.resolve(false));
    expect(toStorageError(new DOMException(CHROMIUM_CLOSING, 'InvalidStateError'), 'save').code).to.equal('quota');
    noteStorageWorked();
    await checkStorageAfterClose(() => Promise.resolve(true));
    expect(toStorageError(new DOMException(CHROMIUM_CLOSING, 'InvalidStateError'), 'save').code).to.equal(
      'unavailable',
    );
  });

  it('maps nested and unknown failures', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(toStorageError(quota, 'save').code).to.equal('quota');
    expect(toStorageError(new Dexie.AbortError('Transaction aborted', quota), 'save')).to.include(QUOTA_SAVE);
    expect(toStorageError(new Dexie.OpenFailedError(new Dexie.QuotaExceededError('full')), 'load').code).to.equal(
      'quota',
    );
    expect(toStorageError(new Dexie.BulkError('bulk', [quota]), 'save').code).to.equal('quota');
    expect(toStorageError(new Error('wrapped', { cause: quota }), 'save').code).to.equal('quota');
    expect(toStorageError(new Dexie.MissingAPIError('IndexedDB API missing'), 'load').code).to.equal('unavailable');
    expect(
      toStorageError(new Dexie.OpenFailedError(new DOMException('private', 'InvalidStateError')), 'load').code,
    ).to.equal('unavailable');
    expect(toStorageError(new Dexie.VersionError('newer'), 'save')).to.include({
      code: 'unavailable',
      work: 'save',
      reason: 'newer-version',
    });
    const unknown = toStorageError(new TypeError('boom'), 'save');
    expect(unknown).to.include({ code: 'unknown', work: 'save', reason: null });
    expect(unknown.cause).to.be.instanceOf(TypeError);
    expect(toStorageError(unknown, 'load')).to.equal(unknown);
  });
});
