/**
 * The ledger on real IndexedDB: games and their entries that last across reopening, what it refuses,
 * undo, redo and corrections, and the settings. The list of games: db-ledger-list.test.ts; taps of
 * several entries: db-ledger-taps.test.ts; the roll being tapped in: db-ledger-drafts.test.ts.
 */
import { expect } from '@open-wc/testing';
import { replay } from '../../src/game/index.js';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import {
  FARKLE_SCORES,
  FARKLE_TURNS,
  expectOk,
  farkleSetup,
  freshName,
  namedLedger,
  openLedger,
  play,
  removeLedgers,
  storedEntryRows,
} from './db-helpers.js';

describe('ledger: writes that last', () => {
  afterEach(removeLedgers);

  it('keeps a game across closing and reopening the database: the replayed state is identical', async () => {
    const { name, ledger } = namedLedger();
    const created = expectOk(await ledger.createGame(farkleSetup()));
    const played = await play(ledger, created, FARKLE_TURNS);
    expect(played.state.players.map((p) => p.score)).to.deep.equal(FARKLE_SCORES);
    ledger.close();

    const reopened = openLedger({ name });
    const loaded = await reopened.loadGame(created.row.id);
    expect(loaded).to.not.equal(null);
    expect(loaded?.state).to.deep.equal(played.state);
    expect(loaded?.state).to.deep.equal(replay(farkleSetup(), FARKLE_TURNS));
    expect(loaded?.log.entries).to.deep.equal(FARKLE_TURNS);
    expect(loaded?.row).to.deep.include({
      head: FARKLE_TURNS.length,
      length: FARKLE_TURNS.length,
      seq: 1 + FARKLE_TURNS.length,
      status: 'playing',
    });
    expect(loaded?.row.summary.scores).to.deep.equal(FARKLE_SCORES);
    expect(loaded?.row.summary.turns).to.equal(5);
    const stored = await storedEntryRows(reopened);
    expect(stored.map((row) => row.index)).to.deep.equal(FARKLE_TURNS.map((_, index) => index));
  });

  it('keeps a snapshot of the rules: changing the rule set afterwards does not change the game', async () => {
    const ledger = openLedger();
    const rules = structuredClone(presetById('zilch-15k'));
    const setup: GameSetup = { rules, players: ['Cal', 'Dee'] };
    const game = expectOk(await ledger.createGame(setup));
    (rules.turn as { openingMinimum: number }).openingMinimum = 5000; // the group edits its house rule
    (setup.players as string[]).push('Eve');
    const afterEdit = expectOk(await ledger.act(game.row.id, game.row.seq, { type: 'total', points: 500 }));
    expect(afterEdit.state.players.map((p) => p.score)).to.deep.equal([500, 0]);
    expect((await ledger.loadGame(game.row.id))?.log.setup.rules.turn.openingMinimum).to.equal(500);
  });

  it("refuses an illegal action with the game layer's reason and writes nothing", async () => {
    const ledger = openLedger({ now: () => 1000 });
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 1));
    const before = await ledger.loadGame(game.row.id);
    const snapshot = structuredClone(game);

    const refused = await ledger.act(game.row.id, game.row.seq, { type: 'hold', dice: [2, 3] });
    expect(refused.ok).to.equal(false);
    if (refused.ok) return;
    expect(refused.refusal).to.deep.equal({ code: 'not-a-legal-hold', reason: 'does-not-score', dice: [2, 3] });
    expect(refused.latest?.row).to.deep.equal(before?.row);
    expect(await ledger.loadGame(game.row.id)).to.deep.equal(before);
    expect((await storedEntryRows(ledger)).length).to.equal(1);
    expect(game, "the caller's game is untouched").to.deep.equal(snapshot);

    const bank = await ledger.act(game.row.id, game.row.seq, { type: 'bank' });
    expect(bank.ok || bank.refusal.code).to.equal('must-hold-first');
    expect(await ledger.loadGame(game.row.id)).to.deep.equal(before);
  });

  it('hands out frozen games: a caller cannot change what the ledger holds', async () => {
    const ledger = openLedger();
    const game = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    expect(() => ((game.state.players[0] as { score: number }).score = 999_999)).to.throw(TypeError);
    expect(() => game.state.turn.setAside.push(6)).to.throw(TypeError);
    expect(() => (game.log.entries as unknown[]).push({ type: 'bank' })).to.throw(TypeError);
    const loaded = await ledger.loadGame(game.row.id);
    expect(loaded?.state.players[0]?.score).to.equal(1050);
    expect(() => ((loaded?.state.players[1] as { score: number }).score = -5)).to.throw(TypeError);
    const next = expectOk(await ledger.act(game.row.id, game.row.seq, { type: 'total', points: 200 }));
    expect(next.state.players.map((p) => p.score)).to.deep.equal([1050, 200]);
    expect(next.state).to.deep.equal(
      replay(farkleSetup(), [...FARKLE_TURNS.slice(0, 5), { type: 'total', points: 200 }]),
    );
  });

  it('refuses a game with no players or with unplayable rules, and stores nothing', async () => {
    const ledger = openLedger();
    const noPlayers = await ledger.createGame({ rules: presetById('farkle'), players: [] });
    expect(noPlayers.ok || noPlayers.refusal.code).to.equal('bad-setup');
    const badRules = await ledger.createGame({ rules: { ...presetById('farkle'), diceCount: 3 }, players: ['Ann'] });
    expect(badRules.ok || badRules.refusal.code).to.equal('bad-setup');
    expect(badRules.ok || (badRules.refusal.code === 'bad-setup' && badRules.refusal.problem.code)).to.equal(
      'bad-rules',
    );
    expect(await ledger.listGames()).to.deep.equal([]);
  });

  it('persists undo and redo, and a new action drops the redo stack', async () => {
    const { name, ledger } = namedLedger();
    const played = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    expect(played.state.players[0]?.score).to.equal(1050);

    const undoneOnce = expectOk(await ledger.undoTap(played.row.id, played.row.seq));
    const undone = expectOk(await ledger.undoTap(played.row.id, undoneOnce.row.seq));
    expect(undone.row).to.deep.include({ head: 3, length: 5 });
    ledger.close();

    const second = openLedger({ name });
    const afterUndo = await second.loadGame(played.row.id);
    expect(afterUndo?.row).to.deep.include({ head: 3, length: 5, seq: undone.row.seq });
    expect(afterUndo?.state).to.deep.equal(replay(farkleSetup(), FARKLE_TURNS.slice(0, 3)));
    expect(afterUndo?.state.players[0]?.score).to.equal(0);

    const redone = expectOk(await second.redoTap(played.row.id, undone.row.seq));
    expect(redone.row).to.deep.include({ head: 4, length: 5 });
    expect((await second.loadGame(played.row.id))?.state).to.deep.equal(
      replay(farkleSetup(), FARKLE_TURNS.slice(0, 4)),
    );

    // Rolling instead of banking replaces the redo stack (the bank at index 4).
    const rolled = expectOk(await second.act(played.row.id, redone.row.seq, { type: 'roll', dice: [2, 2] }));
    expect(rolled.row).to.deep.include({ head: 5, length: 5 });
    second.close();

    const third = openLedger({ name });
    const final = await third.loadGame(played.row.id);
    expect(final?.log.entries).to.deep.equal([...FARKLE_TURNS.slice(0, 4), { type: 'roll', dice: [2, 2] }]);
    expect(final?.state.players.map((p) => p.score)).to.deep.equal([0, 0]); // Ann zilched
    expect((await storedEntryRows(third)).length).to.equal(5);

    const nothing = await third.redoTap(played.row.id, final?.row.seq ?? -1);
    expect(nothing.ok || nothing.refusal.code).to.equal('nothing-to-redo');
  });

  it('persists a corrected turn total and refuses a correction that would break later turns', async () => {
    const { name, ledger } = namedLedger();
    const played = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);

    const corrected = expectOk(await ledger.correctTurnTotal(played.row.id, played.row.seq, 0, 1100));
    expect(corrected.state.players.map((p) => p.score)).to.deep.equal([1700, 1500]);
    ledger.close();

    const reopened = openLedger({ name });
    const loaded = await reopened.loadGame(played.row.id);
    const expectedEntries: Entry[] = [{ type: 'total', points: 1100, freeDice: 2 }, ...FARKLE_TURNS.slice(5)];
    expect(loaded?.log.entries).to.deep.equal(expectedEntries);
    expect(loaded?.state.turns[0]).to.deep.include({ points: 1100, mode: 'total' });
    expect(loaded?.row.summary.scores).to.deep.equal([1700, 1500]);
    expect((await storedEntryRows(reopened)).length).to.equal(expectedEntries.length);

    // Ben's three pairs (turn 4) replaced by one roll that does not end the turn: refused, nothing written.
    const before = await reopened.loadGame(played.row.id);
    const incomplete = await reopened.correctTurn(played.row.id, corrected.row.seq, 3, [
      { type: 'roll', dice: [1, 1, 2, 2, 3, 3] },
    ]);
    expect(incomplete.ok || incomplete.refusal.code).to.equal('correction-incomplete');
    expect(await reopened.loadGame(played.row.id)).to.deep.equal(before);

    const replaced = expectOk(
      await reopened.correctTurn(played.row.id, corrected.row.seq, 3, [
        { type: 'roll', dice: [1, 1, 2, 2, 3, 3] },
        { type: 'hold', dice: [1] },
        { type: 'bank' },
      ]),
    );
    expect(replaced.state.players.map((p) => p.score)).to.deep.equal([1700, 100]);
    expect((await reopened.loadGame(played.row.id))?.state).to.deep.equal(replaced.state);
  });

  it('undoes a correction by putting back the log as it was, entry rows and taps, after a reload too', async () => {
    const { name, ledger } = namedLedger();
    const played = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
    // The last tap undone: a redo stack the correction drops and its undo brings back.
    const before = expectOk(await ledger.undoTap(played.row.id, played.row.seq));
    const corrected = expectOk(await ledger.correctTurnTotal(before.row.id, before.row.seq, 0, 1100));
    expect(corrected.log.entries.length).to.be.lessThan(before.log.entries.length);

    // Refused on a seq other than the correction's: nothing written after it is lost.
    const stale = await ledger.restoreLog(before.row.id, before.row.seq, before);
    expect(stale.ok || stale.refusal.code).to.equal('stale');

    expectOk(await ledger.restoreLog(before.row.id, corrected.row.seq, before));
    ledger.close();
    const reopened = openLedger({ name });
    const restored = await reopened.loadGame(before.row.id);
    expect(restored?.log).to.deep.equal(before.log);
    expect(restored?.sameTap).to.deep.equal(before.sameTap);
    expect(restored?.state).to.deep.equal(before.state);
    expect((await storedEntryRows(reopened)).length).to.equal(before.log.entries.length);
    // The redo stack is back: Redo brings back the tap undone before the correction.
    expectOk(await reopened.redoTap(before.row.id, restored?.row.seq ?? -1));
  });
});

describe('ledger: settings', () => {
  afterEach(removeLedgers);

  it('remembers the players of new games, most recent first, and reads and writes settings', async () => {
    const ledger = openLedger();
    expect(await ledger.getSetting('recentPlayers')).to.equal(undefined);
    await ledger.createGame(farkleSetup());
    await ledger.createGame({ rules: presetById('farkle'), players: ['Cal', 'Ann'] });
    expect(await ledger.getSetting('recentPlayers')).to.deep.equal(['Cal', 'Ann', 'Ben']);
    await ledger.setSetting('recentPlayers', ['Zoe']);
    expect(await ledger.getSetting('recentPlayers')).to.deep.equal(['Zoe']);
  });

  it('asks the browser once to keep its storage, when the first game starts, and records the answer', async () => {
    let asked = 0;
    const storage = {
      persist: () => {
        asked += 1;
        return Promise.resolve(true);
      },
    };
    const name = freshName();
    const ledger = openLedger({ name, storage, now: () => 42 });
    await ledger.getSetting('persistence');
    expect(asked, 'not before a game starts').to.equal(0);
    await ledger.createGame(farkleSetup());
    await ledger.createGame(farkleSetup());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).to.equal(1);
    expect(await ledger.getSetting('persistence')).to.deep.equal({ askedAt: 42, granted: true });

    const again = openLedger({ name, storage });
    await again.createGame(farkleSetup());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked, 'not again from another connection').to.equal(1);
  });
});
