import type { ActionResult, GameSession, Seen } from '../../session/game-session.js';

const ignore = () => undefined;

/**
 * Undo and Redo of the player's taps, one after another: each waits for the writes handed to the
 * ledger before it, and new writes wait for it, since it moves the game's position. Quick taps
 * each count.
 */
export class TapReverts {
  /** An Undo or Redo in progress. */
  running: Promise<unknown> | null = null;
  /** Settles when every write handed to the ledger has come back. */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly game: GameSession,
    private readonly changed: () => void,
    /** The ledger answered an Undo or Redo; called in the session's settling, so it is drawn in one render. */
    private readonly settled: (direction: 'undo' | 'redo', result: ActionResult) => void,
  ) {}

  /** A write went to the ledger: an Undo after it waits for its answer. */
  wrote(written: Promise<unknown>): void {
    // Settled either way, and holding no result: a visit's writes are not kept alive by the chain.
    this.writes = Promise.all([this.writes, written]).then(ignore, ignore);
  }

  run(direction: 'undo' | 'redo', seen: Seen): Promise<void> {
    const before = this.running?.then(ignore, ignore) ?? Promise.resolve();
    const run: Promise<void> = before.then(() => this.once(direction, seen, run));
    this.running = run;
    this.changed();
    return run.finally(() => {
      if (this.running !== run) return;
      this.running = null;
      this.changed();
    });
  }

  private async once(direction: 'undo' | 'redo', seen: Seen, run: Promise<void>) {
    await this.writes;
    if (!this.game.game) return;
    const settled = (result: ActionResult) => {
      if (this.running === run) this.running = null;
      this.settled(direction, result);
    };
    await (direction === 'undo' ? this.game.undo(seen, settled) : this.game.redo(seen, settled));
  }
}
