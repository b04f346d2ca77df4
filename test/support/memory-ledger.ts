/**
 * A ledger in memory for the sessions' unit tests: the same taps, sequence numbers and refusals as
 * the IndexedDB ledger (the tap logic is the game layer's own), with switches a test needs: hold
 * every write until released, fail the next write as a full disk would, and write as another tab.
 */
import type { GameView, LedgerOutcome, LoadedGame, WriteOptions } from '../../src/db/index.js';
import {
  appendTap,
  correctedTaps,
  correctTurnTotal,
  newGameLog,
  redoTap,
  restoredTaps,
  stateOf,
  undoTap,
} from '../../src/game/index.js';
import type { Entry, GameSetup, Outcome, TappedLog } from '../../src/game/index.js';
import type { GameSessionPorts, SessionLedger } from '../../src/ui/session/game-session.js';

/** A full disk, as the storage layer reports it (a code the session reads). */
export class DiskFull extends Error {
  readonly code = 'quota';
  constructor() {
    super(
      "The phone's storage is full. Every game saved before is kept, in two copies: free some space, then try again.",
    );
  }
}

function loaded(id: string, tapped: TappedLog, seq: number): LoadedGame {
  const { log, state, sameTap } = tapped;
  const row = {
    id,
    setup: log.setup,
    players: log.setup.players,
    createdAt: 0,
    updatedAt: 0,
    status: state.phase === 'finished' ? 'finished' : 'playing',
    head: log.head,
    length: log.entries.length,
    seq,
    summary: {
      rulesId: log.setup.rules.id,
      rulesName: log.setup.rules.name,
      phase: state.phase,
      scores: [],
      winners: [],
      current: state.current,
      round: state.round,
      turns: state.turns.length,
    },
  } as const;
  return { row, log, state, sameTap };
}

export class MemoryLedger implements SessionLedger {
  private readonly games = new Map<string, LoadedGame>();
  private readonly drafts = new Map<string, unknown>();
  private readonly watchers = new Map<string, Set<(view: GameView) => void>>();
  /** Every write's expected seq, in the order they reached the ledger. */
  readonly seqs: number[] = [];
  /** The next write throws this (then it is cleared). */
  failNext: Error | null = null;
  private gate: { promise: Promise<void>; open: () => void } | null = null;

  create(setup: GameSetup, entries: readonly Entry[] = [], id = 'game'): LoadedGame {
    const log = newGameLog(setup);
    let tapped: TappedLog = { log, state: stateOf(log), sameTap: [] };
    for (const entry of entries) {
      const next = appendTap(tapped, [entry]);
      if (!next.ok) throw new Error(JSON.stringify(next.refusal));
      tapped = next.value;
    }
    const game = loaded(id, tapped, 1);
    this.games.set(id, game);
    return game;
  }

  get(id: string): LoadedGame {
    const game = this.games.get(id);
    if (!game) throw new Error(`no game ${id}`);
    return game;
  }

  /** Holds every write until `release`: the session's writes are then out, as on a slow phone. */
  hold(): void {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    this.gate = { promise, open };
  }

  release(): void {
    const gate = this.gate;
    this.gate = null;
    gate?.open();
  }

  /** Another tab writes one tap, on the game as stored. */
  async otherTab(id: string, entries: readonly Entry[]): Promise<LoadedGame> {
    const outcome = await this.change(
      id,
      this.get(id).row.seq,
      (current) => appendTap(current, entries),
      undefined,
      false,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal));
    return outcome.game;
  }

  actAll(id: string, expectedSeq: number, entries: readonly Entry[], options?: WriteOptions): Promise<LedgerOutcome> {
    return this.change(id, expectedSeq, (current) => appendTap(current, entries), options);
  }

  /** A new game, under the next free id ('game-2', 'game-3', …). */
  async createGame(setup: GameSetup): Promise<LedgerOutcome> {
    await this.gate?.promise;
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    let n = 2;
    while (this.games.has(`game-${n}`)) n++;
    return { ok: true, game: this.create(setup, [], `game-${n}`) };
  }

  undoTap(id: string, expectedSeq: number): Promise<LedgerOutcome> {
    return this.change(id, expectedSeq, undoTap);
  }

  redoTap(id: string, expectedSeq: number): Promise<LedgerOutcome> {
    return this.change(id, expectedSeq, redoTap);
  }

  correctTurnTotal(id: string, expectedSeq: number, turnIndex: number, points: number): Promise<LedgerOutcome> {
    return this.change(id, expectedSeq, (current) =>
      correctedTaps(current, turnIndex, correctTurnTotal(current.log, turnIndex, points)),
    );
  }

  restoreLog(id: string, expectedSeq: number, earlier: Pick<LoadedGame, 'log' | 'sameTap'>): Promise<LedgerOutcome> {
    return this.change(id, expectedSeq, (current) => restoredTaps(current, earlier));
  }

  async saveDraft(gameId: string, draft: unknown): Promise<void> {
    if (draft === null) this.drafts.delete(gameId);
    else this.drafts.set(gameId, structuredClone(draft));
  }

  async loadDraft(gameId: string): Promise<unknown> {
    return this.drafts.get(gameId) ?? null;
  }

  /** The drafts kept in the journal only, by game, the newest last. */
  readonly journaled = new Map<string, unknown[]>();
  /** Whether the journal holds what it is given (false: none, as where a browser has no OPFS). */
  journal: 'on' | 'off' = 'on';
  private journalGate: { promise: Promise<void>; open: () => void } | null = null;

  /** Holds the journal's answers until `releaseJournal`, as a slow disk would. */
  holdJournal(): void {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    this.journalGate = { promise, open };
  }

  releaseJournal(): void {
    const gate = this.journalGate;
    this.journalGate = null;
    gate?.open();
  }

  async keepDraft(gameId: string, draft: unknown): Promise<boolean> {
    if (this.journal === 'off') return false;
    this.journaled.set(gameId, [...(this.journaled.get(gameId) ?? []), structuredClone(draft)]);
    await this.journalGate?.promise;
    return true;
  }

  /** Follows a game as a live query does: now, and after every write, on a later task. */
  watch(id: string, next: (view: GameView) => void): () => void {
    const listeners = this.watchers.get(id) ?? new Set();
    this.watchers.set(id, listeners);
    listeners.add(next);
    setTimeout(() => next(this.view(id)));
    return () => listeners.delete(next);
  }

  private view(id: string): GameView {
    const game = this.games.get(id);
    return game ? { playable: game } : null;
  }

  private async change(
    id: string,
    expectedSeq: number,
    change: (current: LoadedGame) => Outcome<TappedLog>,
    options?: WriteOptions,
    gated = true,
  ): Promise<LedgerOutcome> {
    if (gated) {
      this.seqs.push(expectedSeq);
      await this.gate?.promise;
    }
    await Promise.resolve();
    if (gated && this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    const current = this.games.get(id);
    if (!current) return { ok: false, refusal: { code: 'no-such-game' }, latest: null };
    if (current.row.seq !== expectedSeq) return { ok: false, refusal: { code: 'stale' }, latest: current };
    const next = change(current);
    if (!next.ok) return { ok: false, refusal: next.refusal, latest: current };
    const game = loaded(id, next.value, current.row.seq + 1);
    this.games.set(id, game);
    if (options?.clearDraft?.(this.drafts.get(id) ?? null)) this.drafts.delete(id);
    for (const listener of this.watchers.get(id) ?? []) setTimeout(() => listener(this.view(id)));
    return { ok: true, game };
  }
}

/** Ports for a session on a memory ledger; `now` is the test's clock. */
export function memoryPorts(ledger: MemoryLedger, clock: { now: number } = { now: 0 }): GameSessionPorts<MemoryLedger> {
  return {
    ledger: () => Promise.resolve(ledger),
    watch: (memory, id, next) => memory.watch(id, next),
    explain: async (thrown) => thrown,
    now: () => clock.now,
  };
}
