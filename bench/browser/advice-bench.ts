/**
 * The advice bench page: runs the real advice worker (src/workers/advice.worker.ts, bundled as
 * /advice.worker.js) as the app does, one worker for a visit, and times, per preset, the first solve
 * in the worker, one roll's hold advice (round trip), and the same rule set on the next launch (a
 * new worker restoring it from IndexedDB).
 */
import type { AdviceAnswer, AdviceQuestion, AdviceResponse } from '../../src/advisor/protocol.js';
import { presets } from '../../src/rules/index.js';
import type { Face } from '../../src/rules/index.js';
import { mulberry32 } from '../measure.js';

export interface AdviceBenchConfig {
  readonly rollsPerPreset: number;
  readonly seed: number;
}

export interface AdviceBenchPreset {
  readonly id: string;
  /** Solve time inside the worker, first launch. */
  readonly solveMs: number;
  /** Round trip of that first question (worker start included). */
  readonly firstAnswerMs: number;
  /** Next launch: a new worker, the solution restored from IndexedDB. */
  readonly restoredMs: number;
  readonly restored: boolean;
  /** Hold advice per roll, round trip page → worker → page. */
  readonly adviceMs: number[];
}

export interface AdviceBenchFigures {
  readonly userAgent: string;
  readonly presets: AdviceBenchPreset[];
}

declare global {
  interface Window {
    runAdviceBench?: (config: AdviceBenchConfig) => Promise<AdviceBenchFigures>;
  }
}

function startWorker() {
  const worker = new Worker('/advice.worker.js', { type: 'module', name: 'advice:advice-bench' });
  let nextId = 1;
  const pending = new Map<number, (response: AdviceResponse) => void>();
  worker.onmessage = (event: MessageEvent<AdviceResponse>) => pending.get(event.data.id)?.(event.data);
  const ask = (question: AdviceQuestion): Promise<AdviceAnswer> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (response) => (response.ok ? resolve(response.answer) : reject(new Error(response.message))));
      worker.postMessage({ id, question });
    });
  return { ask, stop: () => worker.terminate() };
}

window.runAdviceBench = async (config) => {
  const random = mulberry32(config.seed);
  // As in the app: one worker for the whole visit answers every rule set in turn.
  const first = startWorker();
  const solved: Omit<AdviceBenchPreset, 'restoredMs' | 'restored'>[] = [];
  for (const rules of presets) {
    const minimumToBank = rules.turn.laterMinimum;
    let start = performance.now();
    const prepared = await first.ask({ kind: 'prepare', rules, minimumToBank });
    const firstAnswerMs = performance.now() - start;
    const adviceMs: number[] = [];
    for (let i = 0; i < config.rollsPerPreset; i++) {
      const size = 1 + Math.floor(random() * rules.diceCount);
      const roll = Array.from({ length: size }, () => (1 + Math.floor(random() * 6)) as Face);
      const turnTotal = 50 * Math.floor(random() * 40);
      start = performance.now();
      await first.ask({
        kind: 'holds',
        rules,
        situation: { turnTotal, diceToRoll: size, minimumToBank },
        roll,
        setAside: [],
      });
      adviceMs.push(performance.now() - start);
    }
    solved.push({ id: rules.id, solveMs: prepared.kind === 'prepare' ? prepared.ms : NaN, firstAnswerMs, adviceMs });
  }
  // Let the worker store its solutions, then launch again: a new worker restores them from IndexedDB.
  await new Promise((resolve) => setTimeout(resolve, 500));
  first.stop();
  const next = startWorker();
  const results: AdviceBenchPreset[] = [];
  for (const [index, rules] of presets.entries()) {
    const start = performance.now();
    const again = await next.ask({ kind: 'prepare', rules, minimumToBank: rules.turn.laterMinimum });
    const restoredMs = performance.now() - start;
    const before = solved[index];
    if (!before) throw new Error('a preset went missing');
    results.push({ ...before, restoredMs, restored: again.kind === 'prepare' && again.restored === true });
  }
  next.stop();
  return { userAgent: navigator.userAgent, presets: results };
};
