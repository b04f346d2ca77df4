/**
 * The review bench page: the real advice worker (src/workers/advice.worker.ts, bundled as
 * /advice.worker.js) reviews each game as the app would ask it: first in a fresh worker with nothing
 * solved (the solve is in the figure), then again and again once solved, then in the next launch's
 * worker, which restores the solutions from IndexedDB.
 */
import type { GameReview } from '../../src/advisor/index.js';
import type { AdviceQuestion, AdviceResponse } from '../../src/advisor/protocol.js';
import type { Entry, GameSetup } from '../../src/game/index.js';

export interface ReviewBenchGame {
  readonly setup: GameSetup;
  readonly entries: readonly Entry[];
}

export interface ReviewBenchConfig {
  readonly games: readonly ReviewBenchGame[];
  /** Reviews timed once the rules are solved, per game. */
  readonly runs: number;
}

export interface ReviewBenchGameFigures {
  /** A fresh worker, nothing solved: round trip of the first review (worker start and solve included). */
  readonly coldMs: number;
  /** Round trips of the review once solved. */
  readonly warmMs: number[];
  /** The next launch: a new worker, the solutions restored from IndexedDB. */
  readonly restoredMs: number;
  readonly review: GameReview;
}

export interface ReviewBenchFigures {
  readonly userAgent: string;
  readonly games: ReviewBenchGameFigures[];
}

declare global {
  interface Window {
    runReviewBench?: (config: ReviewBenchConfig) => Promise<ReviewBenchFigures>;
  }
}

function startWorker(database: string) {
  const worker = new Worker('/advice.worker.js', { type: 'module', name: `advice:${database}` });
  let nextId = 1;
  const pending = new Map<number, (response: AdviceResponse) => void>();
  worker.onmessage = (event: MessageEvent<AdviceResponse>) => pending.get(event.data.id)?.(event.data);
  const review = (game: ReviewBenchGame): Promise<GameReview> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (response) => {
        if (!response.ok) reject(new Error(response.message));
        else if (response.answer.kind === 'review') resolve(response.answer.review);
        else reject(new Error(`a review answered with ${response.answer.kind}`));
      });
      worker.postMessage({
        id,
        question: { kind: 'review', setup: game.setup, entries: game.entries } satisfies AdviceQuestion,
      });
    });
  return { review, stop: () => worker.terminate() };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

window.runReviewBench = async (config) => {
  const games: ReviewBenchGameFigures[] = [];
  for (const [index, game] of config.games.entries()) {
    // A database of its own per game: the first worker finds nothing solved.
    const database = `review-bench-${index}`;
    const first = startWorker(database);
    const cold = await timed(() => first.review(game));
    const warmMs: number[] = [];
    for (let run = 0; run < config.runs; run++) warmMs.push((await timed(() => first.review(game))).ms);
    // Let the worker store what it solved, then launch again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.stop();
    const next = startWorker(database);
    const restored = await timed(() => next.review(game));
    next.stop();
    games.push({ coldMs: cold.ms, warmMs, restoredMs: restored.ms, review: cold.value });
  }
  return { userAgent: navigator.userAgent, games };
};
