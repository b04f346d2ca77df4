/**
 * Rules-engine suite. Every preset is measured in a fresh Node process of its own
 * (bench/rules-preset.ts), so its "cold" figures are honestly cold: no scoring tables, no cached
 * zilch chances and no JIT-compiled engine code left over from another preset. The parent only
 * collects the figures and prints them beside the targets.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { legalHolds, presets, zilchChance } from '../src/rules/index.js';
import type { Face, Ruleset } from '../src/rules/index.js';
import {
  check,
  fold,
  formatCount,
  formatLimit,
  formatTime,
  marker,
  median,
  mulberry32,
  p99,
  printTable,
} from './measure.js';
import type { Check, Suite, SuiteResult } from './measure.js';

/** Targets on this 2-core machine, in milliseconds. */
export const TARGETS = {
  /** Median `legalHolds` on one random 10-dice roll. */
  legalHolds10: 0.05,
  /** `legalHolds` over all 3,003 distinct 10-dice rolls, in total. */
  allRolls10: 100,
  /** `zilchChance` for 1..10 dice, cold. */
  zilchChance10: 200,
} as const;

const ROLLS_PER_SIZE = 2000;
const WARM_UP_ROLLS_PER_SIZE = 500;
const ZILCH_WARM_REPEATS = 1000;
const ALL_ROLLS_PASSES = 5;
/** Fresh processes per preset whose cold figures are summarised by their median. */
const COLD_PROCESSES = 3;
const SEED = 0x5eed_2026;

export interface SizeFigures {
  readonly size: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly meanHolds: number;
}

/** What one fresh process sees the first time it touches a rule set. */
export interface ColdFigures {
  /** The first `legalHolds` call in the process: validation, table build, JIT. */
  readonly firstCallMs: number;
  /** `zilchChance(rules, n)` for n = 1..diceCount, first time (right after the first call). */
  readonly zilchColdMs: number;
  readonly zilchChances: readonly number[];
  readonly checksum: number;
}

export interface WarmFigures {
  /** `zilchChance` for 1..diceCount once cached: median of ZILCH_WARM_REPEATS sweeps. */
  readonly zilchWarmMs: number;
  readonly sizes: readonly SizeFigures[];
  /** Every distinct roll of all the dice (multisets), each pass timed as a whole. */
  readonly allRolls: { readonly count: number; readonly passesMs: readonly number[] };
  readonly checksum: number;
}

export interface PresetFigures {
  readonly id: string;
  readonly diceCount: number;
  readonly cold: ColdFigures;
  /** Absent when the process measured the cold figures only. */
  readonly warm: WarmFigures | null;
}

/** n choose k, exact for the small numbers here. */
function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Every multiset of `size` faces, each as an ascending roll. */
export function distinctRolls(size: number): Face[][] {
  const rolls: Face[][] = [];
  const roll: Face[] = [];
  const visit = (lowest: number) => {
    if (roll.length === size) {
      rolls.push([...roll]);
      return;
    }
    for (let face = lowest; face <= 6; face++) {
      roll.push(face as Face);
      visit(face);
      roll.pop();
    }
  };
  visit(1);
  const expected = choose(size + 5, 5);
  if (rolls.length !== expected)
    throw new Error(`expected ${expected} distinct ${size}-dice rolls, got ${rolls.length}`);
  return rolls;
}

function randomRolls(random: () => number, size: number, count: number): Face[][] {
  return Array.from({ length: count }, () =>
    Array.from({ length: size }, () => (1 + Math.floor(random() * 6)) as Face),
  );
}

/**
 * The cold figures of one preset; must be the first thing that touches the rule set in the
 * process (see bench/rules-preset.ts).
 */
export function measureCold(rules: Ruleset): ColdFigures {
  const n = rules.diceCount;
  const firstRoll = randomRolls(mulberry32(SEED), n, 1)[0] ?? [];
  let checksum = 0;

  let start = performance.now();
  const firstHolds = legalHolds(rules, firstRoll);
  const firstCallMs = performance.now() - start;
  checksum = fold(checksum, firstHolds.length);

  const zilchChances: number[] = [];
  start = performance.now();
  for (let dice = 1; dice <= n; dice++) zilchChances.push(zilchChance(rules, dice));
  const zilchColdMs = performance.now() - start;
  for (const chance of zilchChances) checksum = fold(checksum, Math.round(chance * 1e9));
  return { firstCallMs, zilchColdMs, zilchChances, checksum };
}

/** The warm figures of one preset (its tables and chances already computed). */
export function measureWarm(rules: Ruleset): WarmFigures {
  const n = rules.diceCount;
  const random = mulberry32(SEED + 1);
  // All inputs are made before anything is timed.
  const warmUp = Array.from({ length: n }, (_, i) => randomRolls(random, i + 1, WARM_UP_ROLLS_PER_SIZE));
  const measured = Array.from({ length: n }, (_, i) => randomRolls(random, i + 1, ROLLS_PER_SIZE));
  const everyRoll = distinctRolls(n);
  if (n === 10 && everyRoll.length !== 3003)
    throw new Error(`expected 3003 distinct 10-dice rolls, got ${everyRoll.length}`);
  let checksum = 0;

  // zilchChance for 1..n once cached.
  const warmSweeps: number[] = [];
  let sum = 0;
  for (let repeat = 0; repeat < ZILCH_WARM_REPEATS; repeat++) {
    const start = performance.now();
    for (let dice = 1; dice <= n; dice++) sum += zilchChance(rules, dice);
    warmSweeps.push(performance.now() - start);
  }
  checksum = fold(checksum, Math.round(sum * 1e6));

  // legalHolds on seeded random rolls of every size, one timing per call.
  for (const rolls of warmUp) for (const roll of rolls) checksum = fold(checksum, legalHolds(rules, roll).length);
  const sizes: SizeFigures[] = measured.map((rolls, i) => {
    const samples: number[] = [];
    let holds = 0;
    for (const roll of rolls) {
      const start = performance.now();
      const result = legalHolds(rules, roll);
      samples.push(performance.now() - start);
      holds += result.length;
      checksum = fold(checksum, result.length + (result[0]?.points ?? 0));
    }
    return { size: i + 1, medianMs: median(samples), p99Ms: p99(samples), meanHolds: holds / rolls.length };
  });

  // Every distinct roll of all n dice, each pass timed as a whole.
  const passesMs: number[] = [];
  for (let pass = 0; pass < ALL_ROLLS_PASSES; pass++) {
    let passSum = 0;
    const start = performance.now();
    for (const roll of everyRoll) passSum += legalHolds(rules, roll).length;
    passesMs.push(performance.now() - start);
    checksum = fold(checksum, passSum);
  }

  return { zilchWarmMs: median(warmSweeps), sizes, allRolls: { count: everyRoll.length, passesMs }, checksum };
}

const childScript = fileURLToPath(new URL('./rules-preset.ts', import.meta.url));

/** Runs bench/rules-preset.ts in a fresh Node process (same loader flags as this one). */
function measureInFreshProcess(id: string, mode: 'full' | 'cold'): PresetFigures {
  const child = spawnSync(process.execPath, [...process.execArgv, childScript, id, mode], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  if (child.status !== 0) {
    throw new Error(
      `measuring preset ${id} failed (exit ${String(child.status ?? child.signal)}); see the error above`,
    );
  }
  const lastLine = child.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(lastLine) as PresetFigures;
}

interface PresetSummary {
  readonly id: string;
  readonly diceCount: number;
  /** One per fresh process. */
  readonly colds: readonly ColdFigures[];
  readonly warm: WarmFigures;
}

/** One full process per preset, plus COLD_PROCESSES - 1 more that measure the cold figures only. */
function measureAllPresets(): PresetSummary[] {
  return presets.map((preset) => {
    const full = measureInFreshProcess(preset.id, 'full');
    if (!full.warm) throw new Error(`preset ${preset.id}: no warm figures`);
    const colds = [full.cold];
    for (let i = 1; i < COLD_PROCESSES; i++) colds.push(measureInFreshProcess(preset.id, 'cold').cold);
    return { id: full.id, diceCount: full.diceCount, colds, warm: full.warm };
  });
}

const dash = '—';

export const rulesSuite: Suite = {
  name: 'rules engine',
  async run(): Promise<SuiteResult> {
    const figures = measureAllPresets();
    const checks: Check[] = [];
    let checksum = 0;
    for (const preset of figures) {
      for (const cold of preset.colds) checksum = fold(checksum, cold.checksum);
      checksum = fold(checksum, preset.warm.checksum);
    }

    console.log(
      `Rules engine (src/rules). Each preset is measured in fresh Node processes of its own (one full run\n` +
        `plus ${COLD_PROCESSES - 1} cold-only runs), so "cold" is the first call for that rule set in a process: no tables,\n` +
        'no cached chances, engine code not yet JIT-compiled. Warm figures come from the full run.\n',
    );

    // legalHolds per size.
    const holdRows: string[][] = [];
    for (const preset of figures) {
      for (const size of preset.warm.sizes) {
        let target = dash;
        let mark = '';
        if (size.size === 10) {
          const c = check(`legalHolds, 10-dice roll, median (${preset.id})`, size.medianMs, TARGETS.legalHolds10);
          checks.push(c);
          target = formatLimit(c.limit);
          mark = marker(c.ok);
        }
        holdRows.push([
          size.size === 1 ? preset.id : '',
          String(size.size),
          size.meanHolds.toFixed(1),
          formatTime(size.medianMs),
          formatTime(size.p99Ms),
          target,
          mark,
        ]);
      }
    }
    printTable(
      `legalHolds on seeded random rolls (mulberry32; ${formatCount(ROLLS_PER_SIZE)} timed rolls per size after ` +
        `${formatCount(WARM_UP_ROLLS_PER_SIZE)} warm-up rolls per size; time per call)`,
      [
        { header: 'preset' },
        { header: 'dice' },
        { header: 'holds/roll' },
        { header: 'median' },
        { header: 'p99' },
        { header: 'target (median)' },
        { header: '✓/✗', align: 'left' },
      ],
      holdRows,
    );

    // Table build and zilchChance.
    const coldRows = figures.map((preset) => {
      const firstCall = median(preset.colds.map((cold) => cold.firstCallMs));
      const zilchCold = median(preset.colds.map((cold) => cold.zilchColdMs));
      const coldTotals = preset.colds.map((cold) => cold.firstCallMs + cold.zilchColdMs);
      const coldTotal = median(coldTotals);
      let target = dash;
      let mark = '';
      if (preset.diceCount === 10) {
        const c = check(
          `zilchChance 1..10 dice, cold incl. table build (${preset.id})`,
          coldTotal,
          TARGETS.zilchChance10,
        );
        checks.push(c);
        target = formatLimit(c.limit);
        mark = marker(c.ok);
      }
      return [
        preset.id,
        String(preset.diceCount),
        formatTime(firstCall),
        formatTime(zilchCold),
        formatTime(coldTotal),
        formatTime(Math.max(...coldTotals)),
        formatTime(preset.warm.zilchWarmMs),
        target,
        mark,
      ];
    });
    printTable(
      `First call (table build) and zilchChance for 1..N dice (N = the preset's dice), medians of ${COLD_PROCESSES} fresh processes.\n` +
        '"zilch cold" is measured right after the first call; "build + zilch" (what a first caller of zilchChance\n' +
        'pays) is held to the target; "worst" is its slowest process; "zilch warm" is a cached 1..N sweep.',
      [
        { header: 'preset' },
        { header: 'N' },
        { header: 'first call' },
        { header: 'zilch cold' },
        { header: 'build + zilch' },
        { header: 'worst' },
        { header: 'zilch warm' },
        { header: 'target' },
        { header: '✓/✗', align: 'left' },
      ],
      coldRows,
    );

    // Every distinct roll of all the dice.
    const allRows = figures.map((preset) => {
      const { count, passesMs } = preset.warm.allRolls;
      const medianMs = median(passesMs);
      let target = dash;
      let mark = '';
      if (preset.diceCount === 10) {
        const c = check(
          `legalHolds over all 3,003 distinct 10-dice rolls (${preset.id})`,
          medianMs,
          TARGETS.allRolls10,
        );
        checks.push(c);
        target = formatLimit(c.limit);
        mark = marker(c.ok);
      }
      return [
        preset.id,
        String(preset.diceCount),
        formatCount(count),
        formatTime(medianMs),
        formatTime(Math.max(...passesMs)),
        formatTime(medianMs / count),
        target,
        mark,
      ];
    });
    printTable(
      `legalHolds over every distinct roll of all N dice (multisets; median of ${ALL_ROLLS_PASSES} passes, after the random rolls)`,
      [
        { header: 'preset' },
        { header: 'N' },
        { header: 'rolls' },
        { header: 'total' },
        { header: 'slowest pass' },
        { header: 'per roll' },
        { header: 'target (total)' },
        { header: '✓/✗', align: 'left' },
      ],
      allRows,
    );

    return { checks, checksum };
  },
};
