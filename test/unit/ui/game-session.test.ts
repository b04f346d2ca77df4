import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetById } from '../../../src/rules/index.js';
import { GameSession, SLOW_WRITE_MS } from '../../../src/ui/session/game-session.js';
import { DiskFull, MemoryLedger, memoryPorts } from '../../support/memory-ledger.js';

const farkle = () => ({ rules: presetById('farkle'), players: ['Ana', 'Ben'] });

/** A session on game 'game' of a memory ledger, once the game has loaded. */
async function opened(ledger: MemoryLedger, clock = { now: 0 }) {
  const changes = { count: 0 };
  const session = new GameSession(memoryPorts(ledger, clock), () => (changes.count += 1));
  session.open('game');
  await vi.waitFor(() => expect(session.game).toBeDefined());
  return { session, changes };
}

describe('GameSession: the one queue of writes', () => {
  let ledger: MemoryLedger;
  beforeEach(() => {
    ledger = new MemoryLedger();
    ledger.create(farkle());
  });

  it('loads the game and follows it; an unknown game is null, not loading for ever', async () => {
    const { session } = await opened(ledger);
    expect(session.game?.row.id).toBe('game');
    const missing = new GameSession(memoryPorts(ledger), () => undefined);
    missing.open('nope');
    await vi.waitFor(() => expect(missing.game).toBe(null));
  });

  it('writes fast taps in order, each expecting the seq the one before it leaves', async () => {
    const { session } = await opened(ledger);
    ledger.hold();
    const roll = session.actAll([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);
    const hold = session.actAll([{ type: 'hold', dice: [1, 1, 1] }]);
    const bank = session.actAll([{ type: 'bank' }]);
    ledger.release();
    const results = await Promise.all([roll, hold, bank]);
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    expect(ledger.seqs).toEqual([1, 2, 3]);
    expect(session.game?.state.players[0]?.score).toBe(1000);
    expect(session.game?.row.seq).toBe(4);
  });

  it('hands a write its result as it settles, with the game already stored and before it says it changed', async () => {
    const { session, changes } = await opened(ledger);
    const seen: { seq: number | undefined; changes: number; ok: boolean }[] = [];
    const before = changes.count;
    const result = await session.actAll([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }], undefined, undefined, (settled) =>
      seen.push({ seq: session.game?.row.seq, changes: changes.count, ok: settled.ok }),
    );
    expect(result.ok).toBe(true);
    expect(seen).toEqual([{ seq: 2, changes: before, ok: true }]);
    expect(changes.count).toBeGreaterThan(before);
  });

  it('drops what was queued behind a failed write, untried, and starts again from the stored seq', async () => {
    const { session } = await opened(ledger);
    ledger.hold();
    ledger.failNext = new DiskFull();
    const roll = session.actAll([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);
    const hold = session.actAll([{ type: 'hold', dice: [1, 1, 1] }]);
    ledger.release();
    expect(await roll).toEqual({ ok: false, code: 'storage', message: new DiskFull().message });
    expect(await hold).toMatchObject({ ok: false, code: 'dropped' });
    expect(ledger.seqs, 'the hold never reached the ledger').toEqual([1]);
    expect(session.problemCode).toBe('quota');
    expect(session.game?.row.seq, 'the game held is the stored one').toBe(1);
    const again = await session.actAll([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);
    expect(again.ok).toBe(true);
    expect(session.problem).toBe(null);
  });

  it('refuses a write made on a game another tab changed since the player looked, and counts the change', async () => {
    const { session } = await opened(ledger);
    const seen = { otherTabChanges: session.otherTabChanges };
    await ledger.otherTab('game', [{ type: 'roll', dice: [5, 2, 3, 4, 6, 6] }]);
    await vi.waitFor(() => expect(session.otherTabChanges).toBe(seen.otherTabChanges + 1));
    const late = await session.actAll([{ type: 'hold', dice: [5] }], undefined, seen);
    expect(late).toMatchObject({ ok: false, code: 'stale' });
    expect(ledger.seqs, 'nothing reached the ledger').toEqual([]);
    const looked = await session.actAll([{ type: 'hold', dice: [5] }], undefined, {
      otherTabChanges: session.otherTabChanges,
    });
    expect(looked.ok).toBe(true);
  });

  it("takes a stale refusal from the ledger (another tab wrote between) and holds the ledger's latest game", async () => {
    const { session } = await opened(ledger);
    ledger.hold();
    const mine = session.actAll([{ type: 'roll', dice: [1, 2, 3, 4, 6, 6] }]);
    await ledger.otherTab('game', [{ type: 'roll', dice: [5, 2, 3, 4, 6, 6] }]);
    ledger.release();
    expect(await mine).toMatchObject({ ok: false, code: 'stale' });
    expect(session.game?.state.turn.lastRoll).toEqual([5, 2, 3, 4, 6, 6]);
  });

  it('undoes and redoes a tap whole: a hold and its bank written together', async () => {
    const { session } = await opened(ledger);
    await session.actAll([{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }]);
    await session.actAll([{ type: 'hold', dice: [1, 5] }, { type: 'bank' }]);
    expect(session.game?.state.players[0]?.score).toBe(150);
    const undone = await session.undo();
    expect(undone.ok && undone.game.log.head).toBe(1);
    const redone = await session.redo();
    expect(redone.ok && redone.game.state.players[0]?.score).toBe(150);
  });

  describe('"Saving…"', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('says so only once a write has been out SLOW_WRITE_MS, and stops when it is back', async () => {
      const clock = { now: 0 };
      const session = new GameSession(memoryPorts(ledger, clock), () => undefined);
      session.open('game');
      await vi.runAllTimersAsync();
      ledger.hold();
      const write = session.actAll([{ type: 'roll', dice: [1, 2, 3, 4, 6, 6] }]);
      clock.now = SLOW_WRITE_MS - 1;
      await vi.advanceTimersByTimeAsync(SLOW_WRITE_MS - 1);
      expect(session.saving).toBe(false);
      clock.now = SLOW_WRITE_MS;
      await vi.advanceTimersByTimeAsync(1);
      expect(session.saving).toBe(true);
      ledger.release();
      await write;
      expect(session.saving).toBe(false);
    });
  });
});

describe('GameSession: undoing a correction', () => {
  let ledger: MemoryLedger;
  beforeEach(() => {
    ledger = new MemoryLedger();
    ledger.create(farkle());
  });

  it('puts the log back exactly as it was before the correction', async () => {
    const { session } = await opened(ledger);
    await session.actAll([{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }]);
    await session.actAll([{ type: 'hold', dice: [1, 5] }, { type: 'bank' }]);
    await session.actAll([{ type: 'total', points: 300 }]);
    await session.undo();
    const before = session.game;
    const corrected = await session.correctTurnTotal(0, 200);
    if (!corrected.ok || !before) throw new Error('the correction was refused');
    // The redo stack (Ben's 300) went with the correction; its undo brings it back.
    expect(corrected.game.log.entries).toMatchObject([{ type: 'total', points: 200 }]);
    const undone = await session.undoCorrection(corrected.game, corrected.before);
    expect(undone.ok).toBe(true);
    expect(session.game?.log).toEqual(before.log);
    expect(session.game?.sameTap).toEqual(before.sameTap);
    expect(session.game?.state).toEqual(before.state);
  });

  it('is refused once anything was written after the correction, which stays', async () => {
    const { session } = await opened(ledger);
    await session.actAll([{ type: 'total', points: 600 }]);
    const corrected = await session.correctTurnTotal(0, 650);
    if (!corrected.ok) throw new Error('the correction was refused');
    await session.actAll([{ type: 'total', points: 300 }]);
    const undone = await session.undoCorrection(corrected.game, corrected.before);
    expect(undone).toMatchObject({ ok: false, code: 'stale' });
    expect(session.game?.state.players.map((player) => player.score)).toEqual([650, 300]);
  });
});
