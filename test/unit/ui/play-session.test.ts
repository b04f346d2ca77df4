import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bestPointsHold } from '../../../src/game/index.js';
import type { Entry, TableMoment } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import { PlaySession } from '../../../src/ui/pages/play/play-session.js';
import type { PlayPorts } from '../../../src/ui/pages/play/play-session.js';
import { GameSession } from '../../../src/ui/session/game-session.js';
import { DiskFull, MemoryLedger, memoryPorts } from '../../support/memory-ledger.js';

/** The device around a session: its quick storage (kept across "reloads") and what was said. */
function device() {
  const storage = new Map<string, string>();
  const said: string[] = [];
  const moments: TableMoment[] = [];
  const ports: PlayPorts = {
    quickDraft: {
      read: (id) => JSON.parse(storage.get(`draft:${id}`) ?? 'null') as unknown,
      write: (id, draft) =>
        draft === null ? storage.delete(`draft:${id}`) : storage.set(`draft:${id}`, JSON.stringify(draft)),
    },
    prefs: {
      read: (key) => storage.get(key) ?? null,
      write: (key, value) => (value === null ? storage.delete(key) : storage.set(key, value)),
    },
    announce: (message) => said.push(message),
    moment: (moment) => moments.push(moment),
    suggestHold: bestPointsHold,
    afterPaint: (ms, then) => setTimeout(then, ms),
    now: () => Date.now(),
  };
  return { storage, said, moments, ports };
}

/** A play session on game 'game', loaded, as the page drives it (sync before a render, rendered after). */
async function session(ledger: MemoryLedger, ports: PlayPorts) {
  const game = new GameSession(memoryPorts(ledger), () => play.sync());
  const play: PlaySession = new PlaySession(game, ports, () => undefined);
  game.open('game');
  play.follow('game');
  await vi.waitFor(() => expect(play.shown()).not.toBe(null));
  play.sync();
  return play;
}

/** Taps the faces and lets every write come back. */
async function tap(play: PlaySession, faces: readonly number[]) {
  for (const face of faces) await play.dice.addFace(face as 1);
  await settle(play);
}

async function settle(play: PlaySession) {
  await vi.waitFor(() => expect(play.busy).toBe(false));
  play.sync();
}

const farkle = () => ({ rules: presetById('farkle'), players: ['Ana', 'Ben'] });

describe("PlaySession: what a turn's input is, without the DOM", () => {
  let ledger: MemoryLedger;
  let dev: ReturnType<typeof device>;
  beforeEach(() => {
    ledger = new MemoryLedger();
    dev = device();
  });

  it('writes a roll the moment its last die is in, as one entry, and pre-selects the hold worth the most', async () => {
    ledger.create(farkle());
    const play = await session(ledger, dev.ports);
    await tap(play, [1, 5, 5, 2, 3]);
    expect(ledger.get('game').log.entries).toEqual([]);
    expect(play.draft.dice).toEqual([1, 5, 5, 2, 3]);
    expect(dev.storage.get('draft:game'), 'the quick copy of the dice').toContain('[1,5,5,2,3]');
    await tap(play, [6]);
    expect(ledger.get('game').log.entries).toEqual([{ type: 'roll', dice: [1, 5, 5, 2, 3, 6] }]);
    expect(dev.storage.has('draft:game'), 'the quick copy goes once the roll is stored').toBe(false);
    expect(play.selectedDice(play.shown() ?? ledger.get('game').state)).toEqual([1, 5, 5]);
  });

  it("keeps fast taps in order while writes are out: the hold, the next roll's dice, then the bank", async () => {
    ledger.create(farkle(), [{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);
    const play = await session(ledger, dev.ports);
    ledger.hold();
    const hold = play.confirmHold();
    const faces = [play.dice.addFace(5), play.dice.addFace(2)];
    await Promise.resolve();
    expect(ledger.get('game').log.entries, 'nothing is stored yet').toHaveLength(1);
    ledger.release();
    await Promise.all([hold, ...faces]);
    await tap(play, [3]);
    await play.bank();
    await settle(play);
    expect(play.refusal).toBe(null);
    expect(ledger.get('game').log.entries.slice(1)).toEqual([
      { type: 'hold', dice: [1, 1, 1] },
      { type: 'roll', dice: [5, 2, 3] },
      { type: 'hold', dice: [5] },
      { type: 'bank' },
    ]);
    expect(ledger.get('game').state.players[0]?.score).toBe(1050);
    expect(dev.said.some((line) => /banks 1,050/.test(line))).toBe(true);
    expect(dev.moments, 'the bank is felt once it is stored').toEqual(['bank']);
  });

  it('draws the holds of a roll being written, and nothing else ahead of the ledger: not a zilch, not a bank', async () => {
    ledger.create(farkle());
    const play = await session(ledger, dev.ports);
    ledger.hold();
    const roll = play.dice.addFace(1);
    for (const face of [5, 2, 3, 4]) void play.dice.addFace(face as 1);
    const last = play.dice.addFace(4);
    play.sync();
    expect(play.shown()?.turn.lastRoll, 'the stored game: no roll yet').toBe(null);
    // Drawn once the journal holds the six dice: a moment, well before the write commits.
    await vi.waitFor(() =>
      expect(play.drawn()?.turn.lastRoll, 'drawn: the roll being written, its holds to choose').toEqual([
        1, 5, 2, 3, 4, 4,
      ]),
    );
    expect(play.shown()?.turn.lastRoll, 'still not stored').toBe(null);
    expect(play.selectedDice(play.drawn() ?? ledger.get('game').state)).toEqual([1, 5]);
    const bank = play.bank();
    await Promise.resolve();
    expect(play.queued()?.current, 'the bank is queued').toBe(1);
    expect(play.drawn()?.current, 'but not drawn').toBe(0);
    expect(play.drawn()?.turn.phase).toBe('hold');
    ledger.release();
    await Promise.all([roll, last, bank]);
    await settle(play);
    expect(play.drawn()).toBe(play.shown());
    expect(play.shown()?.players[0]?.score).toBe(150);

    // Ben's roll scores nothing: a zilch is not drawn before it is stored.
    ledger.hold();
    const zilch = Promise.all([2, 2, 3, 3, 4, 6].map((face) => play.dice.addFace(face as 1)));
    play.sync();
    expect(play.queued()?.current).toBe(0);
    expect(play.drawn()).toBe(play.shown());
    expect(play.drawn()?.current).toBe(1);
    ledger.release();
    await zilch;
    await settle(play);
    expect(play.shown()?.current).toBe(0);
  });

  it('hands out the game it drew ahead once the roll is stored, so the holds are not drawn twice; a different game is handed out as it is', async () => {
    ledger.create(farkle());
    const play = await session(ledger, dev.ports);
    ledger.hold();
    const roll = Promise.all([1, 5, 2, 3, 4, 4].map((face) => play.dice.addFace(face as 1)));
    await vi.waitFor(() => expect(play.drawn()?.turn.lastRoll).toEqual([1, 5, 2, 3, 4, 4]));
    const ahead = play.drawn();
    ledger.release();
    await roll;
    await settle(play);
    expect(play.shown(), 'stored: another object').not.toBe(ahead);
    expect(play.shown()).toEqual(ahead);
    expect(play.drawn(), 'the one drawn already').toBe(ahead);
    await play.bank();
    await settle(play);
    expect(play.drawn()).toBe(play.shown());
    expect(play.drawn()?.players[0]?.score).toBe(150);
  });

  it("draws a roll's holds ahead of its write only once its six dice are in the journal; without a journal, once the roll is stored", async () => {
    ledger.create(farkle());
    const play = await session(ledger, dev.ports);
    ledger.hold();
    ledger.holdJournal();
    const roll = Promise.all([1, 5, 2, 3, 4, 4].map((face) => play.dice.addFace(face as 1)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    play.sync();
    expect(ledger.journaled.get('game')?.at(-1), 'the six dice, handed to the journal at once').toMatchObject({
      at: 0,
      dice: [1, 5, 2, 3, 4, 4],
    });
    expect(play.drawn()?.turn.lastRoll, 'no holds before the journal answers').toBe(null);
    const shown = play.shown();
    if (!shown) throw new Error('no game');
    expect(play.dice.padView(shown).dice, 'the six dice stay on the pad').toEqual([1, 5, 2, 3, 4, 4]);
    ledger.releaseJournal();
    await vi.waitFor(() => expect(play.drawn()?.turn.lastRoll).toEqual([1, 5, 2, 3, 4, 4]));
    expect(play.shown()?.turn.lastRoll, 'drawn before the roll is stored').toBe(null);
    ledger.release();
    await roll;
    await settle(play);
    await play.bank();
    await settle(play);

    // Without a journal (a browser with no OPFS), the holds wait for the roll's commit.
    ledger.journal = 'off';
    ledger.hold();
    const next = Promise.all([1, 1, 2, 3, 4, 6].map((face) => play.dice.addFace(face as 1)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    play.sync();
    expect(play.drawn()?.turn.lastRoll, "Ben's roll: not drawn before it is stored").toBe(null);
    ledger.release();
    await next;
    await settle(play);
    expect(play.drawn()?.turn.lastRoll).toEqual([1, 1, 2, 3, 4, 6]);
  });

  it('works out the games the last die of a roll can lead to, one per face that leaves a hold, and none before that die', async () => {
    ledger.create(farkle());
    const play = await session(ledger, dev.ports);
    expect(play.rollsAhead(), 'the first die of six').toEqual([]);
    await tap(play, [2, 2, 3, 4]);
    expect(play.rollsAhead(), 'the fifth die').toEqual([]);
    await tap(play, [6]);
    const ahead = play.rollsAhead();
    expect(play.rollsAhead(), 'the same list while nothing changed').toBe(ahead);
    // 2, 2, 3, 4, 6 and a 1 or a 5 leave a hold; a 2 makes three 2s; a 3, 4 or 6 is a zilch.
    expect(ahead.map((game) => game.turn.lastRoll)).toEqual([
      [2, 2, 3, 4, 6, 1],
      [2, 2, 3, 4, 6, 2],
      [2, 2, 3, 4, 6, 5],
    ]);
    expect(ahead.every((game) => game.turn.phase === 'hold' && game.current === 0)).toBe(true);
    play.dice.removeDie(0);
    expect(play.rollsAhead(), 'a die taken off: not the last one any more').toEqual([]);
  });

  it('a roll that meets a full disk stays on the pad, waiting, with a way to send it again; nothing is written', async () => {
    ledger.create(farkle());
    const play = await session(ledger, dev.ports);
    ledger.failNext = new DiskFull();
    await tap(play, [1, 2, 3, 4, 6, 6]);
    expect(ledger.get('game').log.entries).toEqual([]);
    expect(play.game.problemCode).toBe('quota');
    const shown = play.shown() ?? ledger.get('game').state;
    expect(play.draft).toMatchObject({ dice: [1, 2, 3, 4, 6, 6], waiting: true });
    expect(play.dice.unsentRoll(shown)).toEqual({ dice: [1, 2, 3, 4, 6, 6], again: true });
    expect(play.rendered(), 'waiting dice never go by themselves').toBe(null);
    play.dice.saveUnsentRoll();
    play.sync();
    await play.rendered();
    await settle(play);
    expect(ledger.get('game').log.entries).toEqual([{ type: 'roll', dice: [1, 2, 3, 4, 6, 6] }]);
  });

  it("refuses a bank tapped before another tab's change was seen; once it has been on screen, the bank goes", async () => {
    ledger.create(farkle(), [{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }]);
    const play = await session(ledger, dev.ports);
    await ledger.otherTab('game', [{ type: 'hold', dice: [1] }]);
    await vi.waitFor(() => expect(play.game.otherTabChanges).toBe(1));
    play.sync();
    expect(await play.bank()).toBe(false);
    expect(play.refusal).toEqual({ near: 'page', message: 'This game changed in another tab: showing the latest.' });
    expect(ledger.get('game').log.entries).toHaveLength(2);
    // The page painted the other tab's hold; a player sees it and then banks.
    play.rendered();
    await new Promise((done) => setTimeout(done, 350));
    expect(await play.bank()).toBe(true);
    expect(ledger.get('game').state.players[0]?.score).toBe(100);
  });

  it('says so when another tab writes the roll whose dice were being tapped in here, and clears them', async () => {
    ledger.create(farkle());
    const play = await session(ledger, dev.ports);
    await tap(play, [6, 2]);
    await ledger.otherTab('game', [{ type: 'roll', dice: [1, 2, 3, 4, 6, 6] }]);
    await vi.waitFor(() => expect(play.draft.dice).toEqual([]));
    expect(play.refusal?.near).toBe('page');
    expect(play.refusal?.message).toMatch(/6, 2/);
  });

  it('keeps the dice being tapped in across a reload, from the quick copy or from the newer durable one', async () => {
    ledger.create(farkle());
    const first = await session(ledger, dev.ports);
    await tap(first, [3, 3]);
    const reloaded = await session(ledger, dev.ports);
    expect(reloaded.draft.dice).toEqual([3, 3]);
    // The quick copy did not reach the disk before the phone died: the ledger's copy is newer.
    dev.storage.delete('draft:game');
    await ledger.saveDraft('game', { at: 0, dice: [4, 4, 4], waiting: false, savedAt: Date.now() + 1000 });
    const again = await session(ledger, dev.ports);
    await vi.waitFor(() => expect(again.draft.dice).toEqual([4, 4, 4]));
  });

  it('undoes tap by tap and redoes them: a roll comes back to the pad, waiting; a hold comes back selected', async () => {
    ledger.create(farkle());
    const play = await session(ledger, dev.ports);
    await tap(play, [1, 5, 2, 3, 4, 6]);
    play.setHeld([true, true, false, false, false, false]);
    await play.confirmHold();
    await settle(play);
    expect(ledger.get('game').log.head).toBe(2);
    await play.revert('undo');
    play.sync();
    expect(play.selectedDice(play.shown() ?? ledger.get('game').state), 'the hold comes back as chosen').toEqual([
      1, 5,
    ]);
    await play.revert('undo');
    play.sync();
    expect(ledger.get('game').log.head).toBe(0);
    expect(play.draft).toMatchObject({ dice: [1, 5, 2, 3, 4, 6], waiting: true });
    expect(dev.said.at(-1)).toMatch(/^Undone: Ana's roll 1, 5, 2, 3, 4, 6\./);
    await Promise.all([play.revert('redo'), play.revert('redo')]);
    expect(ledger.get('game').log.head).toBe(2);
    await play.revert('redo');
    expect(play.refusal?.near, 'nothing more to redo').toBe('redo');
  });

  it('refuses an illegal hold in words that name the dice, and writes nothing', async () => {
    const entries: Entry[] = [{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }];
    ledger.create(farkle(), entries);
    const play = await session(ledger, dev.ports);
    play.setHeld([true, false, true, false, false, false]);
    await play.bank();
    expect(play.refusal?.near).toBe('bank');
    expect(play.refusal?.message).toMatch(/2/);
    expect(ledger.get('game').log.entries).toEqual(entries);
  });

  it('hands the screen its input: the game drawn, the dice tapped in, the hold', async () => {
    ledger.create(farkle(), [{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }]);
    const play = await session(ledger, dev.ports);
    play.setHeld([true, true, false, false, false, false]);
    const input = play.input(() => null);
    expect(input).toMatchObject({
      totalMode: false,
      held: [true, true, false, false, false, false],
      bankDice: [1, 5],
      tapped: 0,
      canRedo: false,
      refusal: null,
      rematchProblem: '',
    });
    expect(input?.state.turn.lastRoll).toEqual([1, 5, 2, 3, 4, 6]);
  });

  it('Play again makes the new game through the ledger, once however often it is tapped, and says who starts', async () => {
    ledger.create(farkle(), [
      { type: 'total', points: 10000 },
      { type: 'total', points: 50 },
    ]);
    const play = await session(ledger, dev.ports);
    expect(play.shown()?.phase).toBe('finished');
    const [first, second] = [play.rematch('next'), play.rematch('next')];
    expect(await second, 'a second tap while the first is out starts nothing').toBe(null);
    expect(await first).toBe('game-2');
    expect(ledger.get('game-2').state.players.map((p) => p.name)).toEqual(['Ben', 'Ana']);
    expect(dev.said.at(-1)).toBe('New game: Ben, Ana. Ben starts.');
    expect(play.rematchProblem).toBe('');
  });

  it('Play again that cannot be stored says why and can be tapped again', async () => {
    ledger.create(farkle(), [
      { type: 'total', points: 10000 },
      { type: 'total', points: 50 },
    ]);
    const play = await session(ledger, dev.ports);
    ledger.failNext = new DiskFull();
    expect(await play.rematch('next')).toBe(null);
    expect(play.rematchProblem).toMatch(/^The new game was not started: /);
    expect(await play.rematch('last-place')).toBe('game-2');
  });

  it('an Undo tapped while a write is out waits for it, then takes back that tap', async () => {
    ledger.create(farkle(), [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const play = await session(ledger, dev.ports);
    ledger.hold();
    const hold = play.confirmHold();
    const undo = play.revert('undo');
    expect(play.busy).toBe(true);
    ledger.release();
    await Promise.all([hold, undo]);
    await settle(play);
    expect(ledger.get('game').log.head, 'the hold written, then undone').toBe(1);
    expect(ledger.get('game').log.entries).toHaveLength(2);
    expect(play.selectedDice(play.shown() ?? ledger.get('game').state), 'the hold comes back selected').toEqual([1, 5]);
  });
});
