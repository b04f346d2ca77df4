import { msg } from '@lit/localize';
import type { DamagedGame, GameView, LedgerOutcome, LedgerRefusal, LoadedGame, WriteOptions } from '../../db/index.js';
import type { Entry, GameSetup } from '../../game/index.js';
import { ledgerRefusalText } from '../text/refusal-text.js';
import { errorText } from '../text/storage-text.js';

/**
 * What a page learns after a write. A stored write carries the game as it was before and after
 * it (both as the ledger committed them); a failed one, a refusal from the rules, a stale tab, a
 * storage failure, or `dropped` for a write queued behind one that failed (it followed a step that
 * never happened, so it is not tried).
 */
export type ActionResult =
  | { readonly ok: true; readonly before: LoadedGame; readonly game: LoadedGame }
  | { readonly ok: false; readonly message: string; readonly code: string };

/** What the player had seen of other tabs' changes when they tapped: `GameSession.otherTabChanges` then. */
export interface Seen {
  readonly otherTabChanges: number;
}

/** How long a write may be out before the page says "Saving…": normal writes take 2-5 ms, and a line flashing on every tap would be noise. */
export const SLOW_WRITE_MS = 150;

/**
 * How long another tab's change must have been on screen before a tap counts as made on it: the
 * time to see a change and react (a tap sooner was meant for the game before it). Counted from
 * the frame that painted the change, so a hidden tab counts from when it is looked at again.
 */
export const OTHER_TAB_SEEN_MS = 300;

/** The ledger as a session uses it (the app's `Ledger` is one; the unit tests use one in memory). */
export interface SessionLedger {
  actAll(id: string, expectedSeq: number, entries: readonly Entry[], options?: WriteOptions): Promise<LedgerOutcome>;
  undoTap(id: string, expectedSeq: number): Promise<LedgerOutcome>;
  redoTap(id: string, expectedSeq: number): Promise<LedgerOutcome>;
  correctTurnTotal(id: string, expectedSeq: number, turnIndex: number, points: number): Promise<LedgerOutcome>;
  restoreLog(id: string, expectedSeq: number, earlier: Pick<LoadedGame, 'log' | 'sameTap'>): Promise<LedgerOutcome>;
  createGame(setup: GameSetup): Promise<LedgerOutcome>;
  saveDraft(gameId: string, draft: unknown): Promise<void>;
  loadDraft(gameId: string): Promise<unknown>;
  keepDraft(gameId: string, draft: unknown): Promise<boolean>;
}

/** Where a session gets its ledger, its game and its clock from. */
export interface GameSessionPorts<L extends SessionLedger = SessionLedger> {
  /** The ledger, or undefined while the app has none to give (services not there yet). */
  ledger(): Promise<L> | undefined;
  /**
   * Follows a game as stored; returns the unsubscribe. It may leave out the session's own writes
   * while `writing()` says one is out (the session has their results); every other change comes.
   */
  watch(
    ledger: L,
    id: string,
    next: (view: GameView) => void,
    fail: (error: Error) => void,
    writing: () => boolean,
  ): () => void;
  /** A storage failure as the player's sentence (a full disk said as such). */
  explain(thrown: unknown): Promise<unknown>;
  /** Milliseconds, for "Saving…" (performance.now in the app). */
  now(): number;
}

/** A StorageError's code, read without importing the storage code. */
const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * The ledger's refusals in words, and a tap refused before reaching it. Functions, not constants:
 * the words are those of the language spoken when the tap is refused.
 */
const refusal = (r: LedgerRefusal): ActionResult => ({ ok: false, code: r.code, message: ledgerRefusalText(r) });
const changedElsewhere = (): ActionResult => refusal({ code: 'stale' });
const dropped = (): ActionResult => ({
  ok: false,
  code: 'dropped',
  message: msg('Not saved: it came after an action that could not be saved.'),
});
const notLoaded = (): ActionResult => ({ ok: false, code: 'not-loaded', message: msg('The game is still loading.') });

type Change<L> = (ledger: L, id: string, seq: number) => Promise<LedgerOutcome>;

/** Called with a write's result as it settles, before the session's `changed`. */
export type Settled = (result: ActionResult) => void;

/**
 * One game for a page, without the DOM: loads it, keeps it live (another tab's writes show at
 * once), and writes through the ledger in ONE queue. Writes run one after another, each with the
 * sequence number of the game as the previous one left it, so fast taps never race each other and
 * never write over another tab's change. The game held changes only once the ledger has stored a
 * write; when storage fails it stays as it was and the result carries the message. When a write
 * fails, those queued behind it (made on a step that did not happen) are dropped untried.
 */
export class GameSession<L extends SessionLedger = SessionLedger> {
  /**
   * The game as stored; undefined while loading, null when there is no such game. Undefined too
   * when its log does not replay: then `damaged` holds it, read-only.
   */
  game: LoadedGame | null | undefined = undefined;
  /** The game, when its stored log does not replay: shown as it stood before, never written to. */
  damaged: DamagedGame | null = null;
  /** The last load or write problem, as a sentence for the player. */
  problem: string | null = null;
  /** The StorageError code of `problem` ('quota': the storage is full), when the storage threw it. */
  problemCode: string | null = null;
  /** True while a write handed over has been out longer than SLOW_WRITE_MS. */
  saving = false;
  /**
   * Counts the changes to the game this tab did not make (another tab's writes), as they arrive.
   * A write carries the count the player had seen when they tapped (`Seen`): if another change
   * came since, the write is refused as stale, so a tap never acts on a game its player did not see.
   */
  otherTabChanges = 0;

  private openId: string | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Bumped by every close, so an open still waiting for the ledger knows it is stale. */
  private opening = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** Writes queued and not yet finished, and the seq the next one will expect. */
  private queued = 0;
  private nextSeq = 0;
  /** When each write still out was handed over, oldest first: writes finish in order. */
  private handedAt: number[] = [];
  private slowTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by a failed write: writes queued behind it (an older generation) are dropped, not tried. */
  private generation = 0;

  constructor(
    private readonly ports: GameSessionPorts<L>,
    private readonly changed: () => void,
  ) {}

  /** The id of the game followed, or null. */
  get id(): string | null {
    return this.openId;
  }

  /** Follows game `id` (a no-op when it already does; another id starts afresh). */
  open(id: string): void {
    if (this.openId === id) return;
    const ledger = this.ports.ledger();
    if (!ledger) return;
    if (this.openId !== null) this.close();
    this.game = undefined;
    this.damaged = null;
    this.problem = null;
    this.problemCode = null;
    this.openId = id;
    const mine = this.opening;
    void ledger.then(
      (resolved) => {
        if (mine !== this.opening) return;
        this.unsubscribe = this.ports.watch(
          resolved,
          id,
          (view) => this.received(view),
          (error) => this.failedToLoad(error),
          () => this.queued > 0,
        );
      },
      (error: unknown) => {
        if (mine === this.opening) this.failedToLoad(error);
      },
    );
  }

  close(): void {
    clearTimeout(this.slowTimer);
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.openId = null;
    this.opening += 1;
  }

  private received(view: GameView): void {
    this.damaged = view?.damaged ?? null;
    const game = view ? (view.playable ?? undefined) : null;
    // A live update never replaces a newer game this tab has just written. One past what this
    // tab's writes still out could make is another tab's (one within that range is one of this
    // tab's, or another tab's that makes this tab's next write stale, which says so).
    if (game && this.game && game.row.seq > this.game.row.seq + this.queued) this.otherTabChanges += 1;
    else if (!game && this.game) this.otherTabChanges += 1;
    if (!game || !this.game || game.row.seq >= this.game.row.seq) this.game = game;
    this.changed();
  }

  private failedToLoad(error: unknown): void {
    this.problem = errorText(error, msg('The game could not be read.'));
    this.problemCode = codeOf(error);
    this.changed();
  }

  /**
   * Appends what one tap did (a hold and its bank) as one write: all the entries are stored, or,
   * when the rules refuse one or the storage fails, none. One Undo takes them all back.
   */
  actAll(entries: readonly Entry[], options?: WriteOptions, seen?: Seen, settled?: Settled): Promise<ActionResult> {
    return this.write((ledger, id, seq) => ledger.actAll(id, seq, entries, options), seen, settled);
  }

  /** Takes back the last tap: every entry it wrote (`before` and `game` of the result tell which). */
  undo(seen?: Seen, settled?: Settled): Promise<ActionResult> {
    return this.write((ledger, id, seq) => ledger.undoTap(id, seq), seen, settled);
  }

  /** Brings back the last tap undone, every entry it wrote. */
  redo(seen?: Seen, settled?: Settled): Promise<ActionResult> {
    return this.write((ledger, id, seq) => ledger.redoTap(id, seq), seen, settled);
  }

  /** "That was 650": `seen` as when the players were shown what the correction changes. */
  correctTurnTotal(turnIndex: number, points: number, seen?: Seen): Promise<ActionResult> {
    return this.write((ledger, id, seq) => ledger.correctTurnTotal(id, seq, turnIndex, points), seen);
  }

  /**
   * Undoes a correction: `corrected` is the game the correction stored, `earlier` the one before it
   * (its result's `game` and `before`). Refused as stale when anything was written since, here or
   * in another tab: what came after the correction is never lost to its undo.
   */
  undoCorrection(corrected: LoadedGame, earlier: LoadedGame): Promise<ActionResult> {
    return this.write((ledger, id) => ledger.restoreLog(id, corrected.row.seq, earlier));
  }

  /** The ledger, for what is not a write of the game (the draft's durable copy). */
  ledger(): Promise<L> | undefined {
    return this.ports.ledger();
  }

  /**
   * `seen`: what the player had seen when they tapped (see `otherTabChanges`); without it, the
   * write goes on the game as this session holds it. `settled` is handed the result before the
   * session says it changed, so the caller's own bookkeeping is drawn in the same render.
   */
  private write(change: Change<L>, seen?: Seen, settled?: Settled): Promise<ActionResult> {
    // Each queued write expects the seq its predecessor leaves (every write adds one), fixed when
    // the player acted: never written on top of what another tab did meanwhile.
    if (this.queued === 0) this.nextSeq = this.game?.row.seq ?? 0;
    const expectedSeq = this.nextSeq;
    const generation = this.generation;
    this.nextSeq += 1;
    this.queued += 1;
    this.handedAt.push(this.ports.now());
    this.watchSlowness();
    const attempt = async (): Promise<ActionResult> => {
      const game = this.game;
      try {
        if (generation !== this.generation) return dropped();
        const ledger = this.ports.ledger();
        if (!ledger || !game) return this.failed(notLoaded());
        // Another tab changed the game after the player last looked: their tap was meant for the
        // game before it. Refused like a stale write; the screen already shows the latest.
        if (seen && seen.otherTabChanges !== this.otherTabChanges) return this.failed(changedElsewhere());
        const outcome = await change(await ledger, game.row.id, expectedSeq);
        if (outcome.ok) {
          this.game = outcome.game;
          this.problem = null;
          this.problemCode = null;
          return { ok: true, before: game, game: outcome.game };
        }
        if (outcome.latest) this.game = outcome.latest;
        if (outcome.refusal.code === 'stale' || outcome.refusal.code === 'no-such-game') this.otherTabChanges += 1;
        return this.failed(refusal(outcome.refusal));
      } catch (thrown) {
        // Storage failed (a full disk, private mode): the game held is kept as it was.
        const error = await this.ports.explain(thrown);
        const message = errorText(error, msg('The action could not be saved.'));
        this.problem = message;
        this.problemCode = codeOf(error);
        return this.failed({ ok: false, code: 'storage', message });
      }
    };
    const run = async (): Promise<ActionResult> => {
      let result: ActionResult = dropped();
      try {
        result = await attempt();
        return result;
      } finally {
        this.queued -= 1;
        this.handedAt.shift();
        this.watchSlowness();
        settled?.(result);
        this.changed();
      }
    };
    const next = this.queue.then(run, run);
    this.queue = next;
    return next;
  }

  /** A write failed: the ones queued behind it are dropped, and the next one expects the stored seq. */
  private failed(result: ActionResult): ActionResult {
    this.generation += 1;
    this.nextSeq = this.game?.row.seq ?? 0;
    return result;
  }

  /** Keeps `saving` true exactly while the oldest write still out has been out SLOW_WRITE_MS. */
  private watchSlowness(): void {
    clearTimeout(this.slowTimer);
    const oldest = this.handedAt[0];
    if (oldest === undefined) {
      if (this.saving) {
        this.saving = false;
        this.changed();
      }
      return;
    }
    const left = oldest + SLOW_WRITE_MS - this.ports.now();
    const slow = left <= 0;
    if (slow !== this.saving) {
      this.saving = slow;
      this.changed();
    }
    if (!slow) this.slowTimer = setTimeout(() => this.watchSlowness(), left);
  }
}
