import { expect } from '@open-wc/testing';
import { StorageError } from '../../src/db/index.js';
import { localDraftKey } from '../../src/db/local-draft.js';
import { replay } from '../../src/game/index.js';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import {
  FARKLE_SCORES,
  FARKLE_TURNS,
  expectOk,
  farkleMidTurn,
  farkleSetup,
  fillTheDisk,
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

describe('ledger: the list of games', () => {
  afterEach(removeLedgers);

  it('lists games most recently played first, and by status', async () => {
    let clock = 1000;
    const ledger = openLedger({ now: () => clock });
    const first = expectOk(await ledger.createGame(farkleSetup()));
    clock = 2000;
    const second = expectOk(await ledger.createGame({ rules: presetById('zilch-5k'), players: ['Cal'] }));
    clock = 3000;
    const third = expectOk(await ledger.createGame(farkleSetup()));
    expect((await ledger.listGames()).map((row) => row.id)).to.deep.equal([third.row.id, second.row.id, first.row.id]);

    clock = 4000;
    // Ann reaches 10,000, Ben has the last turn: the first game is finished.
    const finished = await play(ledger, first, [
      { type: 'total', points: 10000 },
      { type: 'total', points: 0 },
    ]);
    expect(finished.row.status).to.equal('finished');
    expect(finished.row.summary).to.deep.include({ phase: 'finished', winners: [0], scores: [10000, 0] });

    const all = await ledger.listGames();
    expect(all.map((row) => row.id)).to.deep.equal([first.row.id, third.row.id, second.row.id]);
    expect(all.map((row) => row.updatedAt)).to.deep.equal([4000, 3000, 2000]);
    expect((await ledger.listGames({ status: 'finished' })).map((row) => row.id)).to.deep.equal([first.row.id]);
    expect((await ledger.listGames({ status: 'playing' })).map((row) => row.id)).to.deep.equal([
      third.row.id,
      second.row.id,
    ]);

    // Undoing the last turn makes it a game in play again.
    clock = 5000;
    const reopenedGame = expectOk(await ledger.undoTap(first.row.id, finished.row.seq));
    expect(reopenedGame.row.status).to.equal('playing');
    expect(await ledger.listGames({ status: 'finished' })).to.deep.equal([]);
  });

  it('lists a page of games (offset, limit), newest first, and counts them by status', async () => {
    let clock = 1000;
    const ledger = openLedger({ now: () => clock });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      clock = 1000 * (i + 1);
      const game = expectOk(await ledger.createGame({ rules: presetById('farkle'), players: [`P${i}`, 'Ben'] }));
      ids.push(game.row.id);
      // Every third game is finished.
      if (i % 3 === 0)
        await play(ledger, game, [
          { type: 'total', points: 10000 },
          { type: 'total', points: 0 },
        ]);
    }
    const newest = [...ids].reverse();
    expect((await ledger.listGames({ limit: 3 })).map((row) => row.id)).to.deep.equal(newest.slice(0, 3));
    expect((await ledger.listGames({ offset: 3, limit: 3 })).map((row) => row.id)).to.deep.equal(newest.slice(3, 6));
    expect((await ledger.listGames({ offset: 6, limit: 3 })).map((row) => row.id)).to.deep.equal(newest.slice(6));
    expect(await ledger.listGames({ limit: 0 })).to.deep.equal([]);
    const finished = [ids[6], ids[3], ids[0]];
    expect((await ledger.listGames({ status: 'finished', limit: 2 })).map((row) => row.id)).to.deep.equal(
      finished.slice(0, 2),
    );
    expect((await ledger.listGames({ status: 'playing', offset: 1, limit: 2 })).map((row) => row.id)).to.deep.equal([
      ids[4],
      ids[2],
    ]);
    expect(await ledger.countGames()).to.equal(7);
    expect(await ledger.countGames({ status: 'finished' })).to.equal(3);
    expect(await ledger.countGames({ status: 'playing' })).to.equal(4);
  });

  it('deletes a game with its entries and restores it as it was', async () => {
    const ledger = openLedger({ now: () => 7 });
    const kept = expectOk(await ledger.createGame(farkleSetup()));
    const doomed = await play(
      ledger,
      expectOk(await ledger.createGame({ rules: presetById('farkle'), players: ['Ann', 'Ben', 'Cal'] })),
      FARKLE_TURNS.slice(0, 5),
    );
    const before = await ledger.loadGame(doomed.row.id);
    const listBefore = (await ledger.listGames()).map((row) => row.id);

    const deleted = await ledger.deleteGame(doomed.row.id);
    expect(deleted?.entries.length).to.equal(5);
    expect(await ledger.loadGame(doomed.row.id)).to.equal(null);
    expect((await ledger.listGames()).map((row) => row.id)).to.deep.equal([kept.row.id]);
    expect((await storedEntryRows(ledger)).length).to.equal(0);
    const gone = await ledger.act(doomed.row.id, doomed.row.seq, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] });
    expect(gone.ok || gone.refusal.code).to.equal('no-such-game');
    expect(await ledger.deleteGame(doomed.row.id)).to.equal(null);

    if (!deleted) return;
    const restored = await ledger.restoreDeleted(deleted);
    expect(restored.state).to.deep.equal(before?.state);
    expect(restored.log).to.deep.equal(before?.log);
    expect(restored.row.seq).to.equal(doomed.row.seq + 1);
    expect((await ledger.listGames()).map((row) => row.id)).to.deep.equal(listBefore);
    expect(await ledger.restoreDeleted(deleted)).to.deep.equal(restored);

    // A tab still holding the game from before the delete must reload it.
    const stale = await ledger.act(doomed.row.id, doomed.row.seq, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] });
    expect(stale.ok || stale.refusal.code).to.equal('stale');
    expect(
      expectOk(await ledger.act(doomed.row.id, restored.row.seq, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] })).row.head,
    ).to.equal(6);
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

/**
 * Makes the `nth` put or add into IndexedDB store `store` (1-based, counted from now) and every one
 * after it fail as a full disk does, as a disk that fills up in the middle of a write: the puts
 * before it have been made in the same transaction. Returns the undo.
 */
function fillTheDiskAt(store: string, nth: number): () => void {
  let count = 0;
  return fillTheDisk((name) => name === store && ++count >= nth);
}

/** Zilch to 15,000, Ana to roll 4, 4, 4, 5, 2, 3 first: holding 4, 4, 4 and 5 (450) is below the 500 to get on the board. */
const zilchSetup = (): GameSetup => ({ rules: presetById('zilch-15k'), players: ['Ana', 'Ben'] });

describe('ledger: one tap, several entries', () => {
  afterEach(removeLedgers);

  it('stores a hold and its bank in one write, marked as one tap, which Undo and Redo take whole, after a reopen too', async () => {
    const { name, ledger } = namedLedger();
    const rolled = await farkleMidTurn(ledger);
    const banked = expectOk(
      await ledger.actAll(rolled.row.id, rolled.row.seq, [{ type: 'hold', dice: [5] }, { type: 'bank' }]),
    );
    expect(banked.row).to.deep.include({ head: 5, length: 5, seq: rolled.row.seq + 1 });
    expect(banked.log.entries).to.deep.equal(FARKLE_TURNS.slice(0, 5));
    expect(banked.state).to.deep.equal(replay(farkleSetup(), FARKLE_TURNS.slice(0, 5)));
    expect(banked.sameTap).to.deep.equal([false, false, false, false, true]);
    const rows = await storedEntryRows(ledger);
    expect(
      rows.map((row) => row.sameTap ?? null),
      'only the bank carries the mark',
    ).to.deep.equal([null, null, null, null, true]);
    ledger.close();

    const reopened = openLedger({ name });
    const loaded = await reopened.loadGame(rolled.row.id);
    expect(loaded?.sameTap).to.deep.equal([false, false, false, false, true]);
    const undone = expectOk(await reopened.undoTap(rolled.row.id, banked.row.seq));
    expect(undone.row).to.deep.include({ head: 3, length: 5 });
    expect(undone.state).to.deep.equal(replay(farkleSetup(), FARKLE_TURNS.slice(0, 3)));
    const redone = expectOk(await reopened.redoTap(rolled.row.id, undone.row.seq));
    expect(redone.row).to.deep.include({ head: 5, length: 5 });
    // Taps written one by one are undone one by one: the roll before the hold was its own tap.
    const once = expectOk(await reopened.undoTap(rolled.row.id, redone.row.seq));
    const twice = expectOk(await reopened.undoTap(rolled.row.id, once.row.seq));
    expect(twice.row.head).to.equal(2);
  });

  it('stores nothing of the tap when the rules refuse an entry in the middle', async () => {
    const ledger = openLedger();
    const game = await play(ledger, expectOk(await ledger.createGame(zilchSetup())), [
      { type: 'roll', dice: [4, 4, 4, 5, 2, 3] },
    ]);
    const before = await ledger.loadGame(game.row.id);
    const refused = await ledger.actAll(game.row.id, game.row.seq, [
      { type: 'hold', dice: [4, 4, 4, 5] },
      { type: 'bank' },
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4] },
    ]);
    expect(refused.ok).to.equal(false);
    if (refused.ok) return;
    expect(refused.refusal).to.deep.equal({ code: 'below-threshold', have: 450, need: 500, onBoard: false });
    expect(refused.latest).to.deep.equal(before);
    expect(await ledger.loadGame(game.row.id)).to.deep.equal(before);
    expect((await storedEntryRows(ledger)).length).to.equal(1);

    // The first entry refused: the same. And a tap with no entries is refused, not written.
    const badHold = await ledger.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [2] }, { type: 'bank' }]);
    expect(badHold.ok || badHold.refusal.code).to.equal('not-a-legal-hold');
    const empty = await ledger.actAll(game.row.id, game.row.seq, []);
    expect(empty.ok || empty.refusal.code).to.equal('bad-entry');
    expect(await ledger.loadGame(game.row.id)).to.deep.equal(before);
  });

  it('stores nothing of the tap when the disk fills up after its entries were put, before the game row', async () => {
    const { name, ledger } = namedLedger();
    const game = await farkleMidTurn(ledger);
    const before = await ledger.loadGame(game.row.id);
    const restore = fillTheDiskAt('games', 1);
    let error: unknown = null;
    try {
      await ledger.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [5] }, { type: 'bank' }]);
    } catch (caught) {
      error = caught;
    } finally {
      restore();
    }
    expect(error).to.be.instanceOf(StorageError);
    expect(error).to.include({ code: 'quota' });
    ledger.close();

    const reopened = openLedger({ name });
    expect(await reopened.loadGame(game.row.id)).to.deep.equal(before);
    expect((await storedEntryRows(reopened)).length).to.equal(3);
    // With room again, the same tap goes through at the seq the player saw.
    expect(
      expectOk(await reopened.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [5] }, { type: 'bank' }])).row
        .head,
    ).to.equal(5);
  });

  it('stores nothing of a tap written over a game another tab has changed', async () => {
    const { name, ledger } = namedLedger();
    const game = await farkleMidTurn(ledger);
    const otherTab = openLedger({ name });
    const moved = expectOk(await otherTab.act(game.row.id, game.row.seq, { type: 'hold', dice: [5] }));
    const stale = await ledger.actAll(game.row.id, game.row.seq, [{ type: 'hold', dice: [5] }, { type: 'bank' }]);
    expect(stale.ok || stale.refusal.code).to.equal('stale');
    if (stale.ok) return;
    expect(stale.latest?.row).to.deep.equal(moved.row);
    expect((await ledger.loadGame(game.row.id))?.log.entries).to.deep.equal(FARKLE_TURNS.slice(0, 4));
    expect((await storedEntryRows(ledger)).length).to.equal(4);
  });

  it('keeps later taps whole through a correction, and through a delete and its Undo', async () => {
    const ledger = openLedger();
    const created = expectOk(await ledger.createGame(farkleSetup()));
    // Ann's first turn (5 entries), then Ben rolls and banks his hold in one tap.
    const first = await play(ledger, created, FARKLE_TURNS.slice(0, 5));
    const ben = await play(ledger, first, [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const banked = expectOk(
      await ledger.actAll(ben.row.id, ben.row.seq, [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }]),
    );
    expect(banked.sameTap).to.deep.equal([false, false, false, false, false, false, false, true]);

    // Ann's turn becomes one total: the log is shorter, Ben's tap moves up and stays one tap.
    const corrected = expectOk(await ledger.correctTurnTotal(banked.row.id, banked.row.seq, 0, 1100));
    expect(corrected.log.entries.map((entry) => entry.type)).to.deep.equal(['total', 'roll', 'hold', 'bank']);
    expect(corrected.sameTap).to.deep.equal([false, false, false, true]);
    expect((await ledger.loadGame(banked.row.id))?.sameTap).to.deep.equal([false, false, false, true]);

    const deleted = await ledger.deleteGame(banked.row.id);
    if (!deleted) throw new Error('expected the game to be deleted');
    const restored = await ledger.restoreDeleted(deleted);
    expect(restored.sameTap).to.deep.equal([false, false, false, true]);
    expect(expectOk(await ledger.undoTap(restored.row.id, restored.row.seq)).row.head).to.equal(2);
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
