import { msg } from '@lit/localize';
import type { GameReview } from '../../advisor/index.js';
import type {
  AdviceAnswer,
  AdviceQuestion,
  AdviceRequest,
  AdviceResponse,
  DuelNotice,
} from '../../advisor/protocol.js';
import type { Entry, GameSetup } from '../../game/index.js';

export type AdviceResult =
  | { readonly ok: true; readonly answer: AdviceAnswer; readonly exact: boolean; readonly note: string | null }
  | { readonly ok: false; readonly message: string };

/**
 * Talks to the advice worker: one worker for the page, started on the first question, answers
 * matched to questions by id. Where workers are missing the questions fail with a message and the
 * app plays on without advice.
 */
export class AdviceClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (result: AdviceResult) => void>();
  private readonly listeners = new Set<(notice: DuelNotice) => void>();
  private readonly failures = new Set<() => void>();

  /** `databaseName`: the IndexedDB database whose advice cache the worker uses (tests use their own). */
  constructor(private readonly databaseName?: string) {}

  ask(question: AdviceQuestion): Promise<AdviceResult> {
    const worker = this.start();
    if (!worker) return Promise.resolve({ ok: false, message: msg('Advice is not available in this browser.') });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ id, question } satisfies AdviceRequest);
    });
  }

  /** The decision review of a game, worked out in the worker; rejects with the worker's message. */
  async review(setup: GameSetup, entries: readonly Entry[]): Promise<GameReview> {
    const result = await this.ask({ kind: 'review', setup, entries });
    if (!result.ok) throw new Error(result.message);
    if (result.answer.kind !== 'review')
      throw new Error(`The advice worker answered a review with "${result.answer.kind}".`);
    return result.answer.review;
  }

  /**
   * Hears what the worker tells unasked (how far a two-player table is solved), and `failed` when
   * the worker fails (the next question starts another, which knows nothing yet); returns how to stop.
   */
  listen(listener: (notice: DuelNotice) => void, failed?: () => void): () => void {
    this.listeners.add(listener);
    if (failed) this.failures.add(failed);
    return () => {
      this.listeners.delete(listener);
      if (failed) this.failures.delete(failed);
    };
  }

  /** Stops the worker; questions still open are answered with a message. */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const resolve of this.pending.values()) resolve({ ok: false, message: msg('Advice stopped.') });
    this.pending.clear();
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    if (typeof Worker === 'undefined') return null;
    // Vite bundles a worker only when `new URL(…, import.meta.url)` is written inside `new Worker(…)`;
    // the database for the worker's cache travels in its name.
    const worker = new Worker(new URL('../../workers/advice.worker.ts', import.meta.url), {
      type: 'module',
      name: this.databaseName ? `advice:${this.databaseName}` : 'advice',
    });
    worker.addEventListener('message', (event: MessageEvent<AdviceResponse | DuelNotice>) => {
      if ('notice' in event.data) {
        for (const listener of this.listeners) listener(event.data);
        return;
      }
      const response = event.data;
      const resolve = this.pending.get(response.id);
      this.pending.delete(response.id);
      resolve?.(
        response.ok
          ? { ok: true, answer: response.answer, exact: response.exact, note: response.note }
          : { ok: false, message: response.message },
      );
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      // Stopped, so a worker that failed cannot go on solving and telling; the next question starts another.
      worker.terminate();
      for (const resolve of this.pending.values())
        resolve({ ok: false, message: msg('Advice could not be worked out.') });
      this.pending.clear();
      this.worker = null;
      for (const failed of this.failures) failed();
    });
    this.worker = worker;
    return worker;
  }
}
