import { expect } from '@open-wc/testing';
import Dexie from 'dexie';
import { observe, readAllGames, readBackupSettings, restoreGames } from '../../src/db/index.js';
import type { Ledger, LoadedGame, StatsRow } from '../../src/db/index.js';
import { writeEntriesFrom } from '../../src/db/log-store.js';
import { V6_STORES } from '../../src/db/schema.js';
import { createBackup, readBackup } from '../../src/export/backup.js';
import { CorruptLogError } from '../../src/game/index.js';
import type { Entry } from '../../src/game/index.js';
import { FACTS_VERSION, gameFacts } from '../../src/stats/index.js';
import type { GameFacts } from '../../src/stats/index.js';
import { SHEET_ENTRIES, sheetSetup } from '../support/sheet-game.js';
import {
  expectOk,
  FARKLE_TURNS,
  farkleSetup,
  fillTheDisk,
  freshName,
  openLedger,
  play,
  removeLedgers,
  storedEntryRows,
} from './db-helpers.js';

/** The test's own replay: a game's facts from its stored row and entries, as the statistics layer derives them. */
async function replayed(ledger: Ledger, id: string): Promise<GameFacts> {
  const row = await ledger.db.games.get(id);
  if (!row) throw new Error(`no game ${id}`);
  const entries = (await storedEntryRows(ledger, id)).map((entryRow) => entryRow.entry);
  return gameFacts({ id, createdAt: row.createdAt, updatedAt: row.updatedAt }, row.setup, entries.slice(0, row.head));
}

/** Resolves once the game's cache row says `holds` (the cache is written after the read, on its own). */
async function cachedRow(
  ledger: Ledger,
  id: string,
  holds: (row: StatsRow | undefined) => boolean,
): Promise<StatsRow | undefined> {
  let row: StatsRow | undefined;
  let done = false;
  const poll = async () => {
    row = await ledger.db.stats.get(id);
    done = holds(row);
  };
  await poll();
  const start = performance.now();
  while (!done) {
    if (performance.now() - start > 3000)
      throw new Error(`the cache row of ${id} did not come: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await poll();
  }
  return row;
}

const currentRow = (ledger: Ledger, game: LoadedGame) =>
  cachedRow(ledger, game.row.id, (row) => row?.seq === game.row.seq && row.version === FACTS_VERSION);

/** A Farkle game finished in total mode: Ann 10,000, then Ben's last turn a zilch. */
async function quickFinished(ledger: Ledger): Promise<LoadedGame> {
  const created = expectOk(await ledger.createGame(farkleSetup()));
  const game = await play(ledger, created, [
    { type: 'total', points: 10_000 },
    { type: 'total', points: 0 },
  ]);
  expect(game.state.phase).to.equal('finished');
  return game;
}

/** Writes `entry` after the game's log behind the ledger's back, as a damaged record would have it. */
async function damage(ledger: Ledger, gameId: string, entry: Entry): Promise<void> {
  const { db } = ledger;
  await db.transaction('rw', db.games, db.logChunks, async () => {
    const row = await db.games.get(gameId);
    if (!row) throw new Error('no such game');
    await writeEntriesFrom(db, gameId, row.length, [{ gameId, index: row.length, entry, at: null }]);
    await db.games.put({ ...row, head: row.length + 1, length: row.length + 1, seq: row.seq + 1 });
  });
}

/** Finished games, games being played (one with a redo stack) and a damaged one. */
async function ledgerOfGames() {
  const ledger = openLedger();
  const sheet = await play(ledger, expectOk(await ledger.createGame(sheetSetup())), SHEET_ENTRIES);
  const quick = await quickFinished(ledger);
  const playing = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
  const undone = expectOk(await ledger.undoTap(playing.row.id, playing.row.seq));
  const fresh = expectOk(await ledger.createGame(farkleSetup()));
  const broken = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
  await damage(ledger, broken.row.id, { type: 'bank' });
  return { ledger, finished: [sheet, quick], playing: [undone, fresh], damagedId: broken.row.id };
}

describe('ledger statistics: every game’s facts', () => {
  afterEach(removeLedgers);

  it('gives every game’s facts as replayed from its entries, leaves the damaged game out and counts it, and caches the finished ones only', async () => {
    const { ledger, finished, playing, damagedId } = await ledgerOfGames();
    const { games, damaged } = await ledger.gameFacts();
    expect(damaged).to.equal(1);
    expect(games.map((facts) => facts.gameId).sort()).to.deep.equal(
      [...finished, ...playing].map((game) => game.row.id).sort(),
    );
    for (const facts of games) expect(facts).to.deep.equal(await replayed(ledger, facts.gameId));
    expect(games.map((facts) => facts.gameId)).to.not.include(damagedId);
    expect(games.filter((facts) => facts.finished).length).to.equal(2);

    for (const game of finished)
      expect((await currentRow(ledger, game))?.facts).to.deep.equal(await replayed(ledger, game.row.id));
    const stored = await ledger.db.stats.toArray();
    expect(stored.map((row) => row.gameId).sort()).to.deep.equal(finished.map((game) => game.row.id).sort());

    const again = await ledger.gameFacts();
    expect(again.games).to.deep.equal(games);
    expect(again.damaged).to.equal(1);
    expect(again.reviews.size, 'no review kept yet').to.equal(0);
  });

  it('keeps the facts it derived while the statistics page follows them through a live query', async () => {
    const { ledger, finished } = await ledgerOfGames();
    const seen: number[] = [];
    const stop = observe(
      () => ledger.gameFacts(),
      (facts) => seen.push(facts.games.length),
      () => undefined,
    );
    try {
      for (const game of finished)
        expect((await currentRow(ledger, game))?.facts).to.deep.equal(await replayed(ledger, game.row.id));
      expect(seen.length).to.be.greaterThan(0);
    } finally {
      stop();
    }
  });

  it('reads a current cache row as it is, without replaying the game', async () => {
    const ledger = openLedger();
    const game = await quickFinished(ledger);
    await ledger.gameFacts();
    const row = await currentRow(ledger, game);
    if (!row) throw new Error('no cache row');
    // Facts no replay gives: only a read of the row hands them back.
    const marked = { ...row, facts: { ...row.facts, rulesName: 'from the cache' } };
    await ledger.db.stats.put(marked);
    expect((await ledger.gameFacts()).games[0]?.rulesName).to.equal('from the cache');
    expect((await ledger.factsOf(game.row.id))?.rulesName).to.equal('from the cache');
  });

  it('follows a correction to a finished game: the stale row is not used, and is rewritten at the new seq', async () => {
    const ledger = openLedger();
    const sheet = await play(ledger, expectOk(await ledger.createGame(sheetSetup())), SHEET_ENTRIES);
    const before = (await ledger.gameFacts()).games[0];
    await currentRow(ledger, sheet);

    // "Ben made 650 there, not 600."
    const corrected = expectOk(await ledger.correctTurnTotal(sheet.row.id, sheet.row.seq, 1, 650));
    expect(corrected.state.phase).to.equal('finished');
    const after = (await ledger.gameFacts()).games[0];
    expect(after).to.deep.equal(await replayed(ledger, sheet.row.id));
    expect(after?.players[1]?.score).to.equal((before?.players[1]?.score ?? 0) + 50);
    expect(await ledger.factsOf(sheet.row.id)).to.deep.equal(after);
    expect((await currentRow(ledger, corrected))?.facts).to.deep.equal(after);
  });

  it('ignores a row of an older FACTS_VERSION and rewrites it, keeping a review made at the same seq', async () => {
    const ledger = openLedger();
    const game = await quickFinished(ledger);
    const truth = await replayed(ledger, game.row.id);
    const old: StatsRow = {
      gameId: game.row.id,
      seq: game.row.seq,
      version: FACTS_VERSION - 1,
      facts: { ...truth, version: FACTS_VERSION - 1, rounds: 99 },
      review: { version: 3, value: { kept: true }, totals: { players: [] } },
    };
    await ledger.db.stats.put(old);
    expect(await ledger.factsOf(game.row.id)).to.deep.equal(truth);
    expect((await ledger.gameFacts()).games).to.deep.equal([truth]);
    const rewritten = await currentRow(ledger, game);
    expect(rewritten).to.deep.equal({
      gameId: game.row.id,
      seq: game.row.seq,
      version: FACTS_VERSION,
      facts: truth,
      review: { version: 3, value: { kept: true }, totals: { players: [] } },
    });
    expect((await ledger.gameFacts()).reviews.get(game.row.id), 'the review stands with the game').to.deep.equal({
      version: 3,
      totals: { players: [] },
    });
  });

  it('deletes the cache row with the game, in its transaction; a restore brings the facts back', async () => {
    const ledger = openLedger();
    const kept = await quickFinished(ledger);
    const game = await quickFinished(ledger);
    await ledger.gameFacts();
    await currentRow(ledger, game);
    await currentRow(ledger, kept);

    const deleted = await ledger.deleteGame(game.row.id);
    if (!deleted) throw new Error('nothing was deleted');
    expect(await ledger.db.stats.get(game.row.id)).to.equal(undefined);
    expect((await ledger.gameFacts()).games.map((facts) => facts.gameId)).to.deep.equal([kept.row.id]);
    expect(await ledger.factsOf(game.row.id)).to.equal(null);

    const restored = await ledger.restoreDeleted(deleted);
    const facts = (await ledger.gameFacts()).games.find((candidate) => candidate.gameId === game.row.id);
    expect(facts).to.deep.equal(await replayed(ledger, game.row.id));
    expect((await currentRow(ledger, restored))?.facts).to.deep.equal(facts);
  });

  it('keeps a failed cache write from failing the read', async () => {
    const ledger = openLedger();
    const game = await quickFinished(ledger);
    const refill = fillTheDisk((store) => store === 'stats');
    try {
      expect((await ledger.gameFacts()).games).to.deep.equal([await replayed(ledger, game.row.id)]);
      expect(await ledger.factsOf(game.row.id)).to.deep.equal(await replayed(ledger, game.row.id));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      refill();
    }
    expect(await ledger.db.stats.count()).to.equal(0);
  });

  it('leaves the cache out of a backup: the file is the same before and after it is filled', async () => {
    const { ledger, finished } = await ledgerOfGames();
    const file = async () =>
      createBackup(await readAllGames(ledger), 1_700_000_000_000, await readBackupSettings(ledger)).text;
    const before = await file();
    const facts = await ledger.gameFacts();
    for (const game of finished) await currentRow(ledger, game);
    expect(await file()).to.equal(before);

    const reading = readBackup(before);
    if (!reading.ok) throw new Error(reading.refusal.code);
    const newPhone = openLedger();
    await restoreGames(newPhone, reading.backup.games, reading.backup.settings);
    // The damaged game is left out of the file, so the new phone has the rest, with the same facts.
    const restored = await newPhone.gameFacts();
    expect(restored.games).to.deep.equal(facts.games);
    expect(restored.damaged).to.equal(0);
  });
});

describe('ledger statistics: one game’s facts', () => {
  afterEach(removeLedgers);

  it('gives the facts of a game finished or being played, null for no game, and the game layer’s error for a damaged one', async () => {
    const { ledger, finished, playing, damagedId } = await ledgerOfGames();
    for (const game of [...finished, ...playing])
      expect(await ledger.factsOf(game.row.id)).to.deep.equal(await replayed(ledger, game.row.id));
    expect(await ledger.factsOf('no-such-game')).to.equal(null);
    let thrown: unknown;
    try {
      await ledger.factsOf(damagedId);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(CorruptLogError);
    for (const game of finished) await currentRow(ledger, game);
    expect((await ledger.db.stats.toArray()).map((row) => row.gameId).sort()).to.deep.equal(
      finished.map((game) => game.row.id).sort(),
    );
  });
});

describe('ledger statistics: decision reviews', () => {
  afterEach(removeLedgers);

  it('keeps a finished game’s review for its seq and version only', async () => {
    const ledger = openLedger();
    const game = await quickFinished(ledger);
    const { id, seq } = game.row;
    expect(await ledger.reviewOf(id, 1)).to.equal(null);

    const totals = { players: [{ seat: 0, turns: 1, decisions: 2, givenAway: 30, luck: -10 }] };
    await ledger.saveReviews([{ id, seq, version: 1, value: { holds: [1, 5] }, totals }]);
    expect(await ledger.reviewOf(id, 1)).to.deep.equal({ holds: [1, 5] });
    expect(await ledger.reviewOf(id, 1, seq)).to.deep.equal({ holds: [1, 5] });
    expect(await ledger.reviewOf(id, 1, seq - 1), 'the caller shows the game as it was before').to.equal(null);
    expect((await ledger.gameFacts()).reviews.get(id), 'the totals come with the facts').to.deep.equal({
      version: 1,
      totals,
    });
    expect(await ledger.reviewOf(id, 2), 'another version of the review').to.equal(null);
    expect((await ledger.db.stats.get(id))?.facts, 'the facts kept beside it').to.deep.equal(
      await replayed(ledger, id),
    );

    await ledger.saveReviews([{ id, seq: seq - 1, version: 1, value: { holds: 'stale' }, totals }]);
    expect(await ledger.reviewOf(id, 1), 'a review of an earlier seq is ignored').to.deep.equal({ holds: [1, 5] });

    const corrected = expectOk(await ledger.correctTurnTotal(id, seq, 0, 10_050));
    expect(await ledger.reviewOf(id, 1), 'the game moved on').to.equal(null);
    await ledger.gameFacts();
    const rewritten = await currentRow(ledger, corrected);
    expect(rewritten?.review, 'rewritten facts drop the review of the earlier seq').to.equal(undefined);
    expect((await ledger.gameFacts()).reviews.has(id), 'no totals of the earlier seq').to.equal(false);
    await ledger.saveReviews([{ id, seq: corrected.row.seq, version: 1, value: { holds: [5] }, totals }]);
    expect(await ledger.reviewOf(id, 1)).to.deep.equal({ holds: [5] });
  });

  it('keeps no review of a game being played or of no game', async () => {
    const ledger = openLedger();
    const playing = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
    const totals = { players: [] };
    await ledger.saveReviews([{ id: playing.row.id, seq: playing.row.seq, version: 1, value: { holds: [] }, totals }]);
    expect(await ledger.reviewOf(playing.row.id, 1)).to.equal(null);
    await ledger.saveReviews([{ id: 'no-such-game', seq: 1, version: 1, value: { holds: [] }, totals }]);
    expect(await ledger.reviewOf('no-such-game', 1)).to.equal(null);
    expect(await ledger.db.stats.count()).to.equal(0);
  });
});

describe('ledger statistics: upgrading a version-6 database', () => {
  afterEach(removeLedgers);

  it('keeps every game, fills no cache in the upgrade, and gives every game’s facts after it', async () => {
    const source = openLedger();
    const games = [
      await play(source, expectOk(await source.createGame(sheetSetup())), SHEET_ENTRIES),
      await quickFinished(source),
      await play(source, expectOk(await source.createGame(farkleSetup())), FARKLE_TURNS),
    ];
    const rows = await source.db.games.toArray();
    const chunks = await source.db.logChunks.toArray();

    const name = freshName();
    const v6 = new Dexie(name);
    v6.version(6).stores(V6_STORES);
    await v6.table('games').bulkAdd(rows);
    await v6.table('logChunks').bulkAdd(chunks);
    v6.close();

    const ledger = openLedger({ name });
    expect(await ledger.listGames()).to.deep.equal(await source.listGames());
    expect(ledger.db.verno).to.equal(7);
    expect(await ledger.db.stats.count(), 'filled on the first read, not by the upgrade').to.equal(0);
    const { games: facts, damaged } = await ledger.gameFacts();
    expect(damaged).to.equal(0);
    expect(facts.map((game) => game.gameId).sort()).to.deep.equal(games.map((game) => game.row.id).sort());
    for (const game of facts) expect(game).to.deep.equal(await replayed(ledger, game.gameId));
    for (const game of games.slice(0, 2)) await currentRow(ledger, game);
  });
});
