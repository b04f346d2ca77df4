/**
 * The win bench page: the real advice worker (/advice.worker.js) solving house rules' two-player
 * tables as the app does (asked to prepare them, playing to win), timed by its own notices: the
 * end of the game (score sums ≥ 1.5 × target), then the whole table when asked. Meanwhile a roll's
 * advice is asked every 200 ms, its round trips timed: the worker answers between slices. Then
 * each preset's shipped table fetched and read, as the worker reads it.
 */
import { decodeDuel, duelGoal, duelHash } from '../../src/advisor/index.js';
import type { AdviceQuestion, AdviceResponse, DuelNotice } from '../../src/advisor/protocol.js';
import { presetById } from '../../src/rules/index.js';
import type { Face, Ruleset } from '../../src/rules/index.js';
import { mulberry32 } from '../measure.js';

export interface WinBenchConfig {
  readonly solves: readonly { readonly label: string; readonly rules: Ruleset; readonly whole: boolean }[];
  readonly presets: readonly string[];
  readonly seed: number;
}

export interface WinBenchFigures {
  readonly solves: readonly {
    readonly label: string;
    readonly endGameMs: number;
    readonly wholeMs: number | null;
    readonly pairs: number;
    readonly adviceMs: number[];
  }[];
  readonly tables: readonly {
    readonly id: string;
    readonly fetchMs: number;
    readonly readMs: number;
    readonly ok: boolean;
  }[];
}

declare global {
  interface Window {
    runWinBench?: (config: WinBenchConfig) => Promise<WinBenchFigures>;
  }
}

window.runWinBench = async (config) => {
  const random = mulberry32(config.seed);
  const solves: WinBenchFigures['solves'][number][] = [];
  for (const [index, { label, rules, whole }] of config.solves.entries()) {
    // A database of its own: nothing solved before.
    const database = `win-bench-${String(index)}-${String(Date.now())}`;
    const worker = new Worker('/advice.worker.js', { type: 'module', name: `advice:${database}` });
    const pending = new Map<number, () => void>();
    const endGame = Math.ceil((1.5 * rules.end.target) / 50);
    const hash = duelHash(rules);
    let endGameMs = Number.NaN;
    let wholeMs: number | null = null;
    let pairs = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const start = performance.now();
    worker.onmessage = (event: MessageEvent<AdviceResponse | DuelNotice>) => {
      const data = event.data;
      if ('notice' in data) {
        if (data.hash !== hash) return;
        pairs = data.solved;
        if (Number.isNaN(endGameMs) && data.from <= endGame) {
          endGameMs = performance.now() - start;
          if (!whole) finish();
        }
        if (data.from === 0) {
          wholeMs = performance.now() - start;
          finish();
        }
        return;
      }
      pending.get(data.id)?.();
    };
    let id = 0;
    const ask = (question: AdviceQuestion) =>
      new Promise<void>((resolve) => {
        pending.set(++id, resolve);
        worker.postMessage({ id, question });
      });
    await ask({ kind: 'prepare', rules, minimumToBank: rules.turn.laterMinimum, toWin: true });
    const adviceMs: number[] = [];
    let done = false;
    void finished.then(() => (done = true));
    const goal = duelGoal(rules);
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (done) break;
      const size = 1 + Math.floor(random() * rules.diceCount);
      const roll = Array.from({ length: size }, () => (1 + Math.floor(random() * 6)) as Face);
      const scores = [50 * Math.floor(random() * goal), 50 * Math.floor(random() * goal)];
      const asked = performance.now();
      await ask({
        kind: 'holds',
        rules,
        situation: { diceToRoll: size },
        roll,
        setAside: [],
        win: { scores, turnTotal: 0, diceToRoll: size },
      });
      adviceMs.push(performance.now() - asked);
    }
    worker.terminate();
    indexedDB.deleteDatabase(database);
    solves.push({ label, endGameMs, wholeMs, pairs, adviceMs });
  }

  const tables: WinBenchFigures['tables'][number][] = [];
  for (const id of config.presets) {
    const rules = presetById(id);
    if (!rules) continue;
    let at = performance.now();
    const buffer = await (await fetch(`/duel/${id}.bin`)).arrayBuffer();
    const fetchMs = performance.now() - at;
    at = performance.now();
    const file = decodeDuel(rules, buffer);
    tables.push({ id, fetchMs, readMs: performance.now() - at, ok: file.ok });
  }
  return { solves, tables };
};
