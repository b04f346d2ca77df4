import { expect } from '@open-wc/testing';
import Dexie from 'dexie';
import { CorruptLogError, replay } from '../../src/game/index.js';
import { deleteDamaged, listDamaged, restoreDamaged, restoreDeletedGame, viewGame } from '../../src/db/index.js';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { derivedFields, V3_STORES } from '../../src/db/schema.js';
import type { GameRow } from '../../src/db/schema.js';
import { presetById } from '../../src/rules/index.js';
import { expectOk, freshName, openLedger, removeLedgers, storedEntryRows } from './db-helpers.js';
import {
  BAD_LAST_ROLL,
  BAD_RULES,
  CUT_SHORT,
  damagedRecords,
  NO_LOG,
  NULL_SETUP,
  writeVersion1,
} from './v1-fixture.js';

/** What each fixture game replays to, worked out by hand from its entries. */
const EXPECTED: Record<
  string,
  { scores: number[]; status: 'playing' | 'finished'; winners: number[]; head: number; length: number }
> = {
  farkle: { scores: [1650, 1500], status: 'playing', winners: [], head: 17, length: 19 },
  'zilch-15k': { scores: [15500, 3000, 1100], status: 'finished', winners: [0], head: 13, length: 13 },
  'ten-dice': { scores: [1300, 1200], status: 'playing', winners: [], head: 15, length: 15 },
};

/** A version-1 database of the fixture, upgraded by opening it; and its game with these rules. */
async function upgradedVersion1Game(rulesId: string) {
  const name = freshName();
  const fixture = await writeVersion1(name);
  const game = fixture.games.find((candidate) => candidate.setup.rules.id === rulesId);
  if (!game) throw new Error(`the fixture has no ${rulesId} game`);
  return { fixture, game, ledger: openLedger({ name }) };
}

describe('ledger: upgrading a version-1 database', () => {
  afterEach(removeLedgers);

  it('moves every game, entry and setting to the current version, and the games replay to their scores', async () => {
    const name = freshName();
    const fixture = await writeVersion1(name);
    const ledger = openLedger({ name });

    const rows = await ledger.listGames();
    expect(ledger.db.verno).to.equal(7); // v2 split the entries out; v3 added the advice cache; v4 the damaged records; v5 and v6 put the entries in chunks; v7 the statistics cache
    expect(rows.map((row) => row.id).sort()).to.deep.equal(fixture.games.map((game) => game.id).sort());
    expect(rows.map((row) => row.updatedAt)).to.deep.equal(
      fixture.games.map((game) => game.updatedAt).sort((a, b) => b - a),
    );

    let checked = 0;
    for (const old of fixture.games) {
      const expected = EXPECTED[old.setup.rules.id];
      if (!expected) continue;
      const loaded = await ledger.loadGame(old.id);
      if (!loaded) throw new Error(`game ${old.id} was lost`);
      expect(loaded.row).to.deep.include({
        setup: old.setup,
        players: old.setup.players,
        createdAt: old.createdAt,
        updatedAt: old.updatedAt,
        head: expected.head,
        length: expected.length,
        seq: 1,
        status: expected.status,
      });
      expect(loaded.row).to.not.have.property('entries');
      expect(loaded.log).to.deep.equal({ setup: old.setup, entries: old.entries, head: old.head });
      expect(loaded.state.players.map((p) => p.score)).to.deep.equal(expected.scores);
      expect(loaded.state.winners).to.deep.equal(expected.winners);
      expect(loaded.row.summary.scores).to.deep.equal(expected.scores);
      expect(loaded.state).to.deep.equal(replay(old.setup, old.entries.slice(0, old.head)));
      const entryRows = await storedEntryRows(ledger, old.id);
      expect(entryRows.map((row) => row.index)).to.deep.equal(old.entries.map((_, i) => i));
      expect(entryRows.every((row) => row.at === null && row.gameId === old.id)).to.equal(true);
      checked += 1;
    }
    expect(checked).to.equal(3);
    expect((await storedEntryRows(ledger)).length).to.equal(
      fixture.games.reduce((sum, game) => sum + game.entries.length, 0),
    );

    expect(await ledger.db.settings.toArray()).to.deep.equal(
      [...fixture.settings].sort((a, b) => a.key.localeCompare(b.key)),
    );
    expect(await ledger.getSetting('recentPlayers')).to.deep.equal(
      fixture.settings.find((s) => s.key === 'recentPlayers')?.value,
    );
  });

  it('keeps a damaged version-1 game, says what is wrong with it, and writes nothing to it', async () => {
    const { game: damaged, ledger } = await upgradedVersion1Game('zilch-5k');

    const row = (await ledger.listGames()).find((game) => game.id === damaged.id);
    expect(row?.summary.problem).to.deep.equal({
      entryIndex: 1,
      refusal: { code: 'bad-points', reason: 'not-a-multiple', points: 30 },
    });
    expect(row?.summary.scores, 'the scores up to the damaged entry').to.deep.equal([600, 0]);
    let loadError: unknown = null;
    await ledger.loadGame(damaged.id).catch((error: unknown) => (loadError = error));
    expect(loadError).to.be.instanceOf(CorruptLogError);
    let writeError: unknown = null;
    await ledger.act(damaged.id, 1, { type: 'total', points: 0 }).catch((error: unknown) => (writeError = error));
    expect(writeError).to.be.instanceOf(CorruptLogError);
    expect((await ledger.db.games.get(damaged.id))?.seq).to.equal(1);
    expect((await storedEntryRows(ledger, damaged.id)).length).to.equal(3);
  });

  it('carries on a migrated game: the next write continues its log', async () => {
    const { game: tenDice, ledger } = await upgradedVersion1Game('ten-dice');
    // Gus may take over Fay's 200 with the 7 dice left, or start fresh: he starts fresh and zilches.
    const next: Entry[] = [
      { type: 'start', takeOver: null },
      { type: 'total', points: 0 },
    ];
    let game = await ledger.loadGame(tenDice.id);
    for (const entry of next) game = expectOk(await ledger.act(tenDice.id, game?.row.seq ?? -1, entry));
    const setup: GameSetup = tenDice.setup;
    expect(game?.state).to.deep.equal(replay(setup, [...tenDice.entries, ...next]));
    const rows = (await storedEntryRows(ledger, tenDice.id)).filter((row) => row.index >= 15);
    expect(rows.map((row) => [row.index, row.at === null])).to.deep.equal([
      [15, false],
      [16, false],
    ]);
  });
});

describe('ledger: upgrading a version-1 database with damaged records among good games', () => {
  afterEach(removeLedgers);

  it('completes the upgrade, every good game opens, and what cannot be a game is set aside untouched with why', async () => {
    const name = freshName();
    const damaged = await damagedRecords();
    const fixture = await writeVersion1(name, damaged);
    const ledger = openLedger({ name });

    const rows = await ledger.listGames();
    expect(ledger.db.verno).to.equal(7);
    const goodIds = [...fixture.games.map((game) => game.id), CUT_SHORT, BAD_LAST_ROLL];
    expect(rows.map((row) => row.id).sort()).to.deep.equal(goodIds.sort());
    for (const game of fixture.games.filter((old) => old.setup.rules.id !== 'zilch-5k')) {
      const loaded = await ledger.loadGame(game.id);
      expect(loaded?.state.players.map((player) => player.score)).to.deep.equal(EXPECTED[game.setup.rules.id]?.scores);
    }

    const aside = await listDamaged(ledger);
    expect(aside.map((row) => [row.id, row.code, row.problem?.code])).to.deep.equal([
      [NO_LOG, 'no-log', undefined],
      [NULL_SETUP, 'no-setup', undefined],
      [BAD_RULES, 'bad-setup', 'bad-rules'],
    ]);
    for (const row of aside) expect(row.record).to.deep.equal(damaged.find((record) => record.id === row.id));
    expect((await storedEntryRows(ledger, NULL_SETUP)).length).to.equal(0);
    expect(await ledger.db.settings.count()).to.equal(fixture.settings.length);
  });

  it('opens a log cut short as far as it goes, and plays on from there', async () => {
    const name = freshName();
    await writeVersion1(name, await damagedRecords());
    const ledger = openLedger({ name });
    const game = await ledger.loadGame(CUT_SHORT);
    expect(game?.row).to.deep.include({ head: 7, length: 7, status: 'playing' });
    expect(game?.row.summary.problem).to.equal(undefined);
    expect(game?.state.players.map((player) => player.score)).to.deep.equal([1050, 0]);
    const next = expectOk(await ledger.act(CUT_SHORT, game?.row.seq ?? -1, { type: 'hold', dice: [5, 5, 5] }));
    expect(next.log.entries).to.have.length(8);
  });

  it('keeps a game whose last roll was cut short: listed with why, and open read-only up to it', async () => {
    const name = freshName();
    await writeVersion1(name, await damagedRecords());
    const ledger = openLedger({ name });
    const row = (await ledger.listGames()).find((game) => game.id === BAD_LAST_ROLL);
    expect(row?.summary.problem).to.deep.equal({
      entryIndex: 4,
      refusal: { code: 'wrong-dice-count', throw: 'roll', need: 5, got: 2 },
    });
    expect(row?.summary.scores).to.deep.equal([750, 500]);

    const view = await viewGame(ledger, BAD_LAST_ROLL);
    if (!view?.damaged) throw new Error('expected a damaged game');
    expect(view.damaged.entryIndex).to.equal(4);
    expect(view.damaged.refusal).to.deep.equal({ code: 'wrong-dice-count', throw: 'roll', need: 5, got: 2 });
    expect(view.damaged.state?.players.map((player) => player.score)).to.deep.equal([750, 500]);
    expect(view.damaged.state?.turns).to.have.length(2);
    expect(view.damaged.state?.turn.setAside).to.deep.equal([1]);
    expect(view.damaged.log.entries).to.have.length(5);
    expect((await viewGame(ledger, CUT_SHORT))?.playable?.row.id).to.equal(CUT_SHORT);
    expect(await viewGame(ledger, 'no-such-game')).to.equal(null);
  });

  it('deletes a damaged record, and brings it back as it was', async () => {
    const name = freshName();
    await writeVersion1(name, await damagedRecords());
    const ledger = openLedger({ name });
    const deleted = await deleteDamaged(ledger, NULL_SETUP);
    expect(deleted?.record).to.deep.include({ id: NULL_SETUP, setup: null });
    expect((await listDamaged(ledger)).map((row) => row.id)).to.deep.equal([NO_LOG, BAD_RULES]);
    expect(await deleteDamaged(ledger, NULL_SETUP)).to.equal(null);
    if (!deleted) throw new Error('nothing deleted');
    await restoreDamaged(ledger, deleted);
    await restoreDamaged(ledger, deleted);
    expect(await listDamaged(ledger)).to.have.length(3);
    expect(await ledger.db.damaged.get(NULL_SETUP)).to.deep.equal(deleted);
  });

  it('deletes a game whose log does not replay, and its Undo brings it back as it was, still read-only', async () => {
    const name = freshName();
    await writeVersion1(name, await damagedRecords());
    const ledger = openLedger({ name });
    const deleted = await ledger.deleteGame(BAD_LAST_ROLL);
    if (!deleted) throw new Error('nothing deleted');
    expect(await viewGame(ledger, BAD_LAST_ROLL)).to.equal(null);
    await restoreDeletedGame(ledger, deleted);
    const view = await viewGame(ledger, BAD_LAST_ROLL);
    expect(view?.damaged?.row).to.deep.equal({ ...deleted.row, seq: 2 });
    expect(view?.damaged?.log.entries).to.have.length(5);
    await restoreDeletedGame(ledger, deleted);
    expect((await ledger.listGames()).filter((row) => row.id === BAD_LAST_ROLL)).to.have.length(1);
    // A playable game goes through the ledger's own restore.
    const good = await ledger.deleteGame(CUT_SHORT);
    if (!good) throw new Error('nothing deleted');
    await restoreDeletedGame(ledger, good);
    expect((await ledger.loadGame(CUT_SHORT))?.state.players.map((player) => player.score)).to.deep.equal([1050, 0]);
  });

  it('sets nothing more aside when reopened', async () => {
    const name = freshName();
    await writeVersion1(name, await damagedRecords());
    const first = openLedger({ name });
    expect(await listDamaged(first)).to.have.length(3);
    first.close();
    const again = openLedger({ name });
    expect(await listDamaged(again)).to.have.length(3);
    expect(await again.listGames()).to.have.length(6);
  });

  it('upgrades a version-3 database with nothing to set aside', async () => {
    const name = freshName();
    const setup: GameSetup = { rules: presetById('farkle'), players: ['Ann', 'Ben'] };
    const row: GameRow = {
      id: 'v3-game',
      setup,
      players: ['Ann', 'Ben'],
      createdAt: 1,
      updatedAt: 2,
      head: 0,
      length: 0,
      seq: 1,
      ...derivedFields(replay(setup, [])),
    };
    const v3 = new Dexie(name);
    v3.version(3).stores(V3_STORES);
    await v3.table('games').add(row);
    v3.close();
    const ledger = openLedger({ name });
    expect(await ledger.listGames()).to.deep.equal([row]);
    expect(await listDamaged(ledger)).to.deep.equal([]);
    expect(ledger.db.verno).to.equal(7);
  });
});
