/**
 * Advisor suite: the exact solver's time per preset in Node and in Chromium's worker, and one
 * roll's hold advice once the rule set is solved.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { adviseHolds, expectedTurnScore } from '../src/advisor/index.js';
import { presets } from '../src/rules/index.js';
import type { Face } from '../src/rules/index.js';
import type { AdviceBenchConfig, AdviceBenchFigures } from './browser/advice-bench.js';
import { runInChromium } from './chromium.js';
import {
  check,
  fold,
  formatLimit,
  formatTime,
  marker,
  median,
  mulberry32,
  p99,
  printTable,
  timeOnce,
} from './measure.js';
import type { Check, Suite } from './measure.js';

export const ADVISOR_TARGETS = {
  /** Solving a six-dice preset. */
  sixDice: 50,
  /** Solving ten-dice, the first solve of a fresh process or worker (nothing compiled yet). */
  tenDice: 300,
  /** Hold advice for one roll once solved. */
  perRoll: 2,
} as const;

const ROLLS = 300;
const COLD_RUNS = 5;
const coldScript = fileURLToPath(new URL('./advisor-cold.ts', import.meta.url));

/** One preset solved in a fresh Node process (same loader flags as this one): ms. */
function coldSolve(id: string): number {
  const child = spawnSync(process.execPath, [...process.execArgv, coldScript, id], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.error) throw child.error;
  if (child.status !== 0)
    throw new Error(`the cold solve of ${id} failed (exit ${String(child.status ?? child.signal)})`);
  return (JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as { ms: number }).ms;
}
const solveTarget = (diceCount: number) => (diceCount > 6 ? ADVISOR_TARGETS.tenDice : ADVISOR_TARGETS.sixDice);

export const advisorSuite: Suite = {
  name: 'advisor',
  async run() {
    const checks: Check[] = [];
    let checksum = 0;
    const random = mulberry32(0xad5e);
    const nodeRows: string[][] = [];
    // Node: presets in one process, each solved for the first time. The engine's code is warmed up
    // first on house rules that share no solution with any preset (one per hot-dice mode), so the
    // figures are the solver's work, not the JIT compiling it.
    for (const hotDice of ['may-continue', 'must-continue', 'lock'] as const) {
      const base = presets.find((p) => p.id === 'farkle') ?? presets[0];
      if (!base) break;
      const warmUp = {
        ...base,
        id: `warm-up-${hotDice}`,
        scoring: { ...base.scoring, singles: { 1: 150, 5: 50 } },
        turn: { ...base.turn, hotDice },
      };
      checksum = fold(checksum, expectedTurnScore(warmUp));
    }
    for (const rules of presets) {
      let value = 0;
      const solveMs = timeOnce(() => (value = expectedTurnScore(rules)));
      checksum = fold(checksum, value * 100);
      const adviceMs: number[] = [];
      for (let i = 0; i < ROLLS; i++) {
        const size = 1 + Math.floor(random() * rules.diceCount);
        const roll = Array.from({ length: size }, () => (1 + Math.floor(random() * 6)) as Face);
        const turnTotal = 50 * Math.floor(random() * 40);
        adviceMs.push(
          timeOnce(() => (checksum = fold(checksum, adviseHolds(rules, { turnTotal, diceToRoll: size }, roll).length))),
        );
      }
      const solve = check(`solve ${rules.id} (Node)`, solveMs, solveTarget(rules.diceCount));
      const perRoll = check(`advice per roll ${rules.id} (Node), median`, median(adviceMs), ADVISOR_TARGETS.perRoll);
      checks.push(solve, perRoll);
      nodeRows.push([
        rules.id,
        value.toFixed(2),
        formatTime(solveMs),
        `${formatLimit(solve.limit)} ${marker(solve.ok)}`,
        formatTime(median(adviceMs)),
        formatTime(p99(adviceMs)),
        `${formatLimit(perRoll.limit)} ${marker(perRoll.ok)}`,
      ]);
    }
    printTable(
      `Node ${process.version}: expected score of a fresh turn, first solve per preset (model + solve, after a warm-up on other rules), hold advice for ${ROLLS} random rolls`,
      [
        { header: 'preset' },
        { header: 'E[turn]' },
        { header: 'solve' },
        { header: 'target', align: 'left' },
        { header: 'advice median' },
        { header: 'p99' },
        { header: 'target', align: 'left' },
      ],
      nodeRows,
    );

    const coldRows: string[][] = [];
    for (const rules of presets) {
      const runs = Array.from({ length: COLD_RUNS }, () => coldSolve(rules.id));
      const cold = check(
        `cold solve ${rules.id} (fresh Node process), median`,
        median(runs),
        solveTarget(rules.diceCount),
      );
      checks.push(cold);
      coldRows.push([
        rules.id,
        formatTime(median(runs)),
        runs.map(formatTime).join(' / '),
        `${formatLimit(cold.limit)} ${marker(cold.ok)}`,
      ]);
    }
    printTable(
      `Node ${process.version}: the first solve in a fresh process (nothing compiled yet), median of ${COLD_RUNS} processes`,
      [
        { header: 'preset' },
        { header: 'cold solve' },
        { header: 'runs', align: 'left' },
        { header: 'target', align: 'left' },
      ],
      coldRows,
    );

    const figures = await runInChromium<AdviceBenchConfig, AdviceBenchFigures>({
      entries: [
        fileURLToPath(new URL('./browser/advice-bench.ts', import.meta.url)),
        fileURLToPath(new URL('../src/workers/advice.worker.ts', import.meta.url)),
      ],
      fn: 'runAdviceBench',
      config: { rollsPerPreset: ROLLS, seed: 0xad5e },
    });
    const browser = /Chrome\/[\d.]+/.exec(figures.userAgent)?.[0] ?? figures.userAgent;
    const rows = figures.presets.map((preset) => {
      const diceCount = presets.find((p) => p.id === preset.id)?.diceCount ?? 6;
      const solve = check(`solve ${preset.id} (worker)`, preset.solveMs, solveTarget(diceCount));
      const perRoll = check(
        `advice per roll ${preset.id} (worker round trip), median`,
        median(preset.adviceMs),
        ADVISOR_TARGETS.perRoll,
      );
      checks.push(solve, perRoll);
      checksum = fold(checksum, preset.adviceMs.length);
      return [
        preset.id,
        formatTime(preset.solveMs),
        formatTime(preset.firstAnswerMs),
        `${formatLimit(solve.limit)} ${marker(solve.ok)}`,
        `${formatTime(preset.restoredMs)}${preset.restored ? '' : ' (not restored!)'}`,
        formatTime(median(preset.adviceMs)),
        formatTime(p99(preset.adviceMs)),
        `${formatLimit(perRoll.limit)} ${marker(perRoll.ok)}`,
      ];
    });
    printTable(
      `${browser} advice worker, one per visit as in the app (presets in this order): first solve inside the worker, the first answer's round trip (worker start included for the first preset), next launch restored from IndexedDB, hold advice per roll (round trip)`,
      [
        { header: 'preset' },
        { header: 'solve' },
        { header: 'first answer' },
        { header: 'target', align: 'left' },
        { header: 'next launch' },
        { header: 'advice median' },
        { header: 'p99' },
        { header: 'target', align: 'left' },
      ],
      rows,
    );
    return { checks, checksum };
  },
};
