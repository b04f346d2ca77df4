import { expect } from '@open-wc/testing';
import Dexie from 'dexie';
import { CorruptLogError, replay } from '../../src/game/index.js';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { V1_STORES } from '../../src/db/schema.js';
import type { GameRowV1, SettingRow } from '../../src/db/schema.js';
import { expectOk, freshName, openLedger, removeLedgers } from './db-helpers.js';

interface LedgerV1Fixture {
  readonly games: GameRowV1[];
  readonly settings: SettingRow[];
}

/** Writes the version-1 fixture with a Dexie that only knows version 1, as the first release did. */
async function writeVersion1(name: string): Promise<LedgerV1Fixture> {
  const response = await fetch(new URL('../fixtures/ledger-v1.json', import.meta.url));
  const fixture = (await response.json()) as LedgerV1Fixture;
  const v1 = new Dexie(name);
  v1.version(1).stores(V1_STORES);
  await v1.table('games').bulkAdd(fixture.games);
  await v1.table('settings').bulkAdd(fixture.settings);
  expect(v1.verno).to.equal(1);
  v1.close();
  return fixture;
}

/** What each fixture game replays to, worked out by hand from its entries. */
const EXPECTED: Record<string, { scores: number[]; status: 'playing' | 'finished'; winners: number[]; head: number; length: number }> = {
  farkle: { scores: [1650, 1500], status: 'playing', winners: [], head: 17, length: 19 },
  'zilch-15k': { scores: [15500, 3000, 1100], status: 'finished', winners: [0], head: 13, length: 13 },
  'ten-dice': { scores: [1300, 1200], status: 'playing', winners: [], head: 15, length: 15 },
};

describe('ledger: upgrading a version-1 database', () => {
  afterEach(removeLedgers);

  it('moves every game, entry and setting to the current version, and the games replay to their scores', async () => {
    const name = freshName();
    const fixture = await writeVersion1(name);
    const ledger = openLedger({ name });

    const rows = await ledger.listGames();
    expect(ledger.db.verno).to.equal(3); // v2 split the entries out; v3 added the advice cache
    expect(rows.map((row) => row.id).sort()).to.deep.equal(fixture.games.map((game) => game.id).sort());
    expect(rows.map((row) => row.updatedAt)).to.deep.equal(fixture.games.map((game) => game.updatedAt).sort((a, b) => b - a));

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
      const entryRows = await ledger.db.entries.where('[gameId+index]').between([old.id, 0], [old.id, Infinity]).toArray();
      expect(entryRows.map((row) => row.index)).to.deep.equal(old.entries.map((_, i) => i));
      expect(entryRows.every((row) => row.at === null && row.gameId === old.id)).to.equal(true);
      checked += 1;
    }
    expect(checked).to.equal(3);
    expect(await ledger.db.entries.count()).to.equal(fixture.games.reduce((sum, game) => sum + game.entries.length, 0));

    expect(await ledger.db.settings.toArray()).to.deep.equal([...fixture.settings].sort((a, b) => a.key.localeCompare(b.key)));
    expect(await ledger.getSetting('recentPlayers')).to.deep.equal(fixture.settings.find((s) => s.key === 'recentPlayers')?.value);
  });

  it('keeps a damaged version-1 game, says what is wrong with it, and writes nothing to it', async () => {
    const name = freshName();
    const fixture = await writeVersion1(name);
    const damaged = fixture.games.find((game) => game.setup.rules.id === 'zilch-5k');
    if (!damaged) throw new Error('the fixture has no damaged game');
    const ledger = openLedger({ name });

    const row = (await ledger.listGames()).find((game) => game.id === damaged.id);
    expect(row?.summary.problem).to.match(/^Entry 2 of the game's log is not legal: .*30 is not\.$/);
    expect(row?.summary.scores, 'the scores up to the damaged entry').to.deep.equal([600, 0]);
    let loadError: unknown = null;
    await ledger.loadGame(damaged.id).catch((error: unknown) => (loadError = error));
    expect(loadError).to.be.instanceOf(CorruptLogError);
    let writeError: unknown = null;
    await ledger.act(damaged.id, 1, { type: 'total', points: 0 }).catch((error: unknown) => (writeError = error));
    expect(writeError).to.be.instanceOf(CorruptLogError);
    expect((await ledger.db.games.get(damaged.id))?.seq).to.equal(1);
    expect(await ledger.db.entries.where('[gameId+index]').between([damaged.id, 0], [damaged.id, Infinity]).count()).to.equal(3);
  });

  it('carries on a migrated game: the next write continues its log', async () => {
    const name = freshName();
    const fixture = await writeVersion1(name);
    const tenDice = fixture.games.find((game) => game.setup.rules.id === 'ten-dice');
    if (!tenDice) throw new Error('the fixture has no ten-dice game');
    const ledger = openLedger({ name });
    // Gus may take over Fay's 200 with the 7 dice left, or start fresh: he starts fresh and zilches.
    const next: Entry[] = [{ type: 'start', takeOver: null }, { type: 'total', points: 0 }];
    let game = await ledger.loadGame(tenDice.id);
    for (const entry of next) game = expectOk(await ledger.act(tenDice.id, game?.row.seq ?? -1, entry));
    const setup: GameSetup = tenDice.setup;
    expect(game?.state).to.deep.equal(replay(setup, [...tenDice.entries, ...next]));
    const rows = await ledger.db.entries.where('[gameId+index]').between([tenDice.id, 15], [tenDice.id, Infinity]).toArray();
    expect(rows.map((row) => [row.index, row.at === null])).to.deep.equal([
      [15, false],
      [16, false],
    ]);
  });
});
