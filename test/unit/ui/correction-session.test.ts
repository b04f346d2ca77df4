import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CorrectionSession } from '../../../src/ui/pages/sheet/correction-session.js';
import type { CorrectionPorts } from '../../../src/ui/pages/sheet/correction-session.js';
import { GameSession } from '../../../src/ui/session/game-session.js';
import { DiskFull, MemoryLedger, memoryPorts } from '../../support/memory-ledger.js';
import { SHEET_ENTRIES, sheetSetup } from '../../support/sheet-game.js';

/** Ben's 600 of round 1 (turn 2), his 550 of round 9, which started the final round (turn 34), and Cy's 1,500 after it. */
const BEN_ROUND_1 = 1;
const BEN_ROUND_9 = 33;
const CY_ROUND_9 = 34;

/** The page around a session: what it said, where focus went, and how often it was asked to draw. */
function page() {
  const said: string[] = [];
  const focused: number[] = [];
  const draws = { count: 0 };
  const ports: CorrectionPorts = {
    announce: (message) => said.push(message),
    drawn: () => Promise.resolve(),
    focusTurn: (turnIndex) => focused.push(turnIndex),
  };
  return { said, focused, draws, ports };
}

/** A correction session on the score sheet's game, loaded, as the page drives it. */
async function opened(ledger: MemoryLedger, ports: CorrectionPorts, draws = { count: 0 }) {
  const game = new GameSession(memoryPorts(ledger), () => (draws.count += 1));
  const corrections = new CorrectionSession(game, ports, () => (draws.count += 1));
  game.open('game');
  await vi.waitFor(() => expect(game.game).toBeTruthy());
  return corrections;
}

describe('CorrectionSession: the score sheet’s corrections, without the DOM', () => {
  let ledger: MemoryLedger;
  let around: ReturnType<typeof page>;
  beforeEach(() => {
    ledger = new MemoryLedger();
    ledger.create(sheetSetup(), SHEET_ENTRIES);
    around = page();
  });

  it('opens the dialog on the turn picked, named with its result as it stands', async () => {
    const corrections = await opened(ledger, around.ports, around.draws);
    expect(corrections.dialog().open).toBe(false);
    const before = around.draws.count;
    corrections.pick(BEN_ROUND_1);
    expect(around.draws.count, 'the page is told to draw it').toBeGreaterThan(before);
    expect(corrections.dialog()).toEqual({ open: true, heading: 'Turn 2, Ben, round 1', was: '600', points: 600 });
    corrections.pick(28);
    expect(corrections.dialog(), "a zilch's field starts empty").toEqual({
      open: true,
      heading: 'Turn 29, Ana, round 8',
      was: 'Zilch',
      points: 0,
    });
  });

  it('stores the points typed, says so, closes the dialog and gives focus back to the turn', async () => {
    const corrections = await opened(ledger, around.ports);
    const seq = ledger.get('game').row.seq;
    corrections.pick(BEN_ROUND_1);
    await corrections.type(650);
    expect(ledger.get('game').state.turns[BEN_ROUND_1]?.points).toBe(650);
    expect(ledger.get('game').row.seq).toBe(seq + 1);
    expect(around.said).toEqual(['Turn 2 corrected: Ben 650']);
    expect(corrections.corrected).toBe('Turn 2 corrected: Ben 650');
    expect(corrections.dialog().open).toBe(false);
    expect(corrections.busy).toBe(false);
    expect(around.focused).toEqual([BEN_ROUND_1]);
    expect(corrections.undoOffered).toBe(true);
  });

  it('is busy while the correction is being written', async () => {
    const corrections = await opened(ledger, around.ports);
    corrections.pick(BEN_ROUND_1);
    ledger.hold();
    const typed = corrections.type(650);
    await vi.waitFor(() => expect(corrections.busy).toBe(true));
    ledger.release();
    await typed;
    expect(corrections.busy).toBe(false);
  });

  it("shows the rules' refusal in the dialog and stores nothing; the same refusal again is cleared first", async () => {
    const errors: string[] = [];
    const corrections = await opened(ledger, { ...around.ports, drawn: async () => errors.push(corrections.error) });
    const seq = ledger.get('game').row.seq;
    corrections.pick(BEN_ROUND_1);
    const refusal =
      "The correction of turn 2 (Ben, round 1) is not legal: Enter the turn's points as a multiple of 50, or 0 for a zilch: 640 is not.";
    await corrections.type(640);
    expect(corrections.error).toBe(refusal);
    await corrections.type(640);
    expect(corrections.error).toBe(refusal);
    expect(errors, 'drawn without the refusal before it is shown again').toEqual(['', '']);
    expect(corrections.dialog().open).toBe(true);
    expect(ledger.get('game').row.seq).toBe(seq);
    expect(around.said).toEqual([]);
  });

  it('refuses a correction that would break a later turn, naming the turn', async () => {
    const corrections = await opened(ledger, around.ports);
    corrections.pick(4);
    await corrections.type(800);
    expect(corrections.error).toBe(
      'That change would make turn 6 (Ben, round 2) illegal: The bank to take over is 800 with 2 dice, not 750 with 2 dice.',
    );
  });

  it('shows what a correction changes beyond its turn and stores it only once the players confirm', async () => {
    const corrections = await opened(ledger, around.ports);
    const seq = ledger.get('game').row.seq;
    corrections.pick(BEN_ROUND_9);
    await corrections.type(0);
    expect(corrections.changes).toEqual(['The game is no longer over: Ben is up.']);
    expect(ledger.get('game').row.seq, 'nothing stored before the players confirm').toBe(seq);
    await corrections.confirm();
    expect(ledger.get('game').state.phase).toBe('turn');
    expect(around.said).toEqual(['Turn 34 corrected: Ben zilch. The game is no longer over: Ben is up.']);
    expect(corrections.changes).toEqual([]);
    expect(corrections.dialog().open).toBe(false);
  });

  it('goes back from the changes to the points, and Cancel stores nothing and gives focus back', async () => {
    const corrections = await opened(ledger, around.ports);
    const seq = ledger.get('game').row.seq;
    corrections.pick(CY_ROUND_9);
    await corrections.type(2150);
    expect(corrections.changes).toEqual(['Cy now wins with 5,300.']);
    corrections.back();
    expect(corrections.changes).toEqual([]);
    expect(corrections.dialog().open).toBe(true);
    await corrections.confirm();
    expect(ledger.get('game').row.seq, 'nothing to confirm after Back').toBe(seq);
    corrections.close();
    expect(corrections.dialog().open).toBe(false);
    expect(around.focused).toEqual([CY_ROUND_9]);
    expect(ledger.get('game').row.seq).toBe(seq);
    expect(corrections.undoOffered).toBe(false);
  });

  it('stores nothing when the dialog was closed while the points were being drawn', async () => {
    let draw: () => void = () => undefined;
    const drawn = () => new Promise<void>((resolve) => (draw = resolve));
    const corrections = await opened(ledger, { ...around.ports, drawn });
    const seq = ledger.get('game').row.seq;
    corrections.pick(BEN_ROUND_1);
    const typed = corrections.type(650);
    corrections.close();
    draw();
    await typed;
    expect(ledger.get('game').row.seq).toBe(seq);
  });

  it('undoes the correction back to the exact log, says so, and gives focus to the turn', async () => {
    const original = ledger.get('game');
    const corrections = await opened(ledger, around.ports);
    corrections.pick(BEN_ROUND_1);
    await corrections.type(650);
    await corrections.undo();
    const stored = ledger.get('game');
    expect(stored.log.entries).toEqual(original.log.entries);
    expect(stored.log.head).toBe(original.log.head);
    expect(stored.sameTap).toEqual(original.sameTap);
    expect(around.said.at(-1)).toBe('Correction undone: turn 2 is back to 600');
    expect(corrections.corrected).toBe('Correction undone: turn 2 is back to 600');
    expect(corrections.undoOffered).toBe(false);
    expect(corrections.undoing).toBe(false);
    expect(around.focused).toEqual([BEN_ROUND_1, BEN_ROUND_1]);
  });

  it('undoes a correction that reopened the game: the game is over again', async () => {
    const corrections = await opened(ledger, around.ports);
    corrections.pick(BEN_ROUND_9);
    await corrections.type(0);
    await corrections.confirm();
    await corrections.undo();
    expect(ledger.get('game').state.phase).toBe('finished');
    expect(around.said.at(-1)).toBe('Correction undone: turn 34 is back to 550');
  });

  it('offers the undo only while the game is as the correction left it', async () => {
    ledger = new MemoryLedger();
    ledger.create(sheetSetup(), SHEET_ENTRIES.slice(0, 9));
    const corrections = await opened(ledger, around.ports);
    corrections.pick(BEN_ROUND_1);
    await corrections.type(650);
    expect(corrections.undoOffered).toBe(true);
    await ledger.otherTab('game', [{ type: 'total', points: 450 }]);
    await vi.waitFor(() => expect(corrections.undoOffered).toBe(false));
  });

  it("does not undo over another tab's write: it says why and keeps what the other tab did", async () => {
    ledger = new MemoryLedger();
    ledger.create(sheetSetup(), SHEET_ENTRIES.slice(0, 9));
    const corrections = await opened(ledger, around.ports);
    corrections.pick(BEN_ROUND_1);
    await corrections.type(650);
    // Tapped before the other tab's write reached this one.
    await ledger.otherTab('game', [{ type: 'total', points: 450 }]);
    await corrections.undo();
    expect(corrections.corrected).toMatch(/^The correction was not undone: /);
    expect(around.said.at(-1)).toBe(corrections.corrected);
    expect(ledger.get('game').state.turns[BEN_ROUND_1]?.points).toBe(650);
    expect(ledger.get('game').log.entries.at(-1)).toEqual({ type: 'total', points: 450 });
    expect(corrections.last).toBe(null);
  });

  it('refuses as stale a correction confirmed after another tab changed the game', async () => {
    const corrections = await opened(ledger, around.ports);
    corrections.pick(BEN_ROUND_9);
    await corrections.type(0);
    const game = corrections.game;
    const changes = game.otherTabChanges;
    // Another tab corrects Dee's first turn while the players read what this correction changes.
    const other = await ledger.correctTurnTotal('game', ledger.get('game').row.seq, 3, 550);
    expect(other.ok).toBe(true);
    await vi.waitFor(() => expect(game.otherTabChanges).toBeGreaterThan(changes));
    const seq = ledger.get('game').row.seq;
    await corrections.confirm();
    expect(corrections.error).not.toBe('');
    expect(corrections.dialog().open, 'the dialog stays, with why').toBe(true);
    expect(ledger.get('game').row.seq).toBe(seq);
    expect(around.said).toEqual([]);
  });

  it('keeps the dialog and the points when the storage fails, with why', async () => {
    const corrections = await opened(ledger, around.ports);
    const seq = ledger.get('game').row.seq;
    corrections.pick(BEN_ROUND_1);
    ledger.failNext = new DiskFull();
    await corrections.type(650);
    expect(corrections.error).toBe(new DiskFull().message);
    expect(corrections.busy).toBe(false);
    expect(corrections.dialog().open).toBe(true);
    expect(ledger.get('game').row.seq).toBe(seq);
    expect(around.said).toEqual([]);
    await corrections.type(650);
    expect(corrections.error, 'typed again once there is space').toBe('');
    expect(ledger.get('game').state.turns[BEN_ROUND_1]?.points).toBe(650);
  });

  it('says so when the undo cannot be stored, and offers it no more', async () => {
    const corrections = await opened(ledger, around.ports);
    corrections.pick(BEN_ROUND_1);
    await corrections.type(650);
    ledger.failNext = new DiskFull();
    await corrections.undo();
    expect(corrections.corrected).toBe(`The correction was not undone: ${new DiskFull().message}`);
    expect(ledger.get('game').state.turns[BEN_ROUND_1]?.points).toBe(650);
    expect(corrections.undoOffered).toBe(false);
  });

  it('forgets the dialog, the sentence and the undo when another game is shown', async () => {
    const corrections = await opened(ledger, around.ports);
    corrections.pick(BEN_ROUND_9);
    await corrections.type(0);
    corrections.reset();
    expect(corrections.dialog().open).toBe(false);
    expect(corrections.changes).toEqual([]);
    await corrections.confirm();
    expect(ledger.get('game').state.phase, 'the correction waiting is gone too').toBe('finished');
    corrections.pick(BEN_ROUND_1);
    await corrections.type(650);
    corrections.reset();
    expect(corrections.corrected).toBe('');
    expect(corrections.undoOffered).toBe(false);
  });
});
