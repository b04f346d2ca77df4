/**
 * Interaction suite (`npm run bench -- interaction`): the built app in Chromium as a slow phone
 * (390 × 844, touch, DPR 2, the CPU slowed 4×), played as at the table. Each tap is a press of
 * 80 ms; its time runs from the finger's lift (the tap's click comes from it, as Event Timing times
 * a click) to the end of the frame that paints its result (not Event Timing alone,
 * which stops at the first paint after the handler and misses work after a commit):
 * - a die tapped in (the pad shows it);
 * - the roll's last die (the legal holds and the advice on screen);
 * - Bank (the next player's empty pad);
 * - Undo of a bank (the hold and its advice back on screen).
 * Per tap it also counts IndexedDB transactions and Lit renders (one element's update is one),
 * and the offline start: a new browser on a profile that visited once, the network off, from
 * navigation to the end of the frame that draws the games list. With ZS_TRACE=1 it traces a few
 * more turns and prints the main thread's time per tap by kind of work (script, style, layout, paint).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { serveStatic } from '../test/e2e/serve.js';
import { button, PHONE, PHONE_CONTEXT, shellReady, startFarkleGame, waitForPrecache } from '../test/e2e/harness.js';
import { installProbe } from './browser/interaction-probe.js';
import type { ProbeWindow } from './browser/interaction-probe.js';
import { check, fold, formatTime, median, percentile, printTable } from './measure.js';
import type { Check, Suite } from './measure.js';
import { productionBuild } from './production-build.js';
import { traceMainThread } from './trace.js';
import type { WorkKind } from './trace.js';

/** The targets: medians at 4× CPU, and the 90th percentile of a die tap. */
export const INTERACTION_BUDGETS = {
  die: 50,
  dieP90: 80,
  lastDie: 100,
  bank: 100,
  undo: 100,
  transactions: 1,
  renders: 8,
  offlineStart: 500,
} as const;

const CPU_SLOWDOWN = 4;
/** DevTools' calibration scores (Lighthouse's BenchmarkIndex) of a low-tier and a mid-tier phone. */
const PHONE_INDEX = { low: 264, mid: 1000 } as const;
/** Turns played and measured (after one turn that warms the page up). */
const TURNS = 12;
const OFFLINE_RUNS = 7;
/** Turns traced with ZS_TRACE set, after the measured ones (a trace slows the taps it covers a little). */
const TRACED_TURNS = 3;
/** Scores at once (1,1,1 = 1000 then 5), so every turn banks; the 6th die completes the roll. */
const ROLL = [1, 1, 1, 5, 2, 3] as const;

type TapKind = 'die' | 'lastDie' | 'bank' | 'undo';
interface Sample {
  readonly ms: number;
  readonly transactions: number;
  readonly renders: number;
  readonly byTag: Readonly<Record<string, number>>;
  readonly byStore: Readonly<Record<string, number>>;
}

/** The probe as an init script; esbuild's name helper is defined for the function's source. */
const PROBE = { content: `var __name = (target) => target; (${installProbe.toString()})();` };

async function launch(profile: string, offline = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, { ...PHONE_CONTEXT, deviceScaleFactor: 2, offline });
  await context.addInitScript(PROBE);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Lighthouse's BenchmarkIndex of the page's CPU as it is now: how fast this machine is, beside its figures. */
async function benchmarkIndex(page: Page): Promise<number> {
  return Math.round(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
}

/** Slows the page's CPU; returns the DevTools session, which the taps go through. */
async function slowDown(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}


/** Taps, waits for what the tap shows, lets the writes and their echoes settle, and counts. */
async function measure(page: Page, tap: () => Promise<void>, condition: string, arg: number): Promise<Sample> {
  await page.evaluate(() => {
    const probe = (window as unknown as ProbeWindow).__zs;
    probe.transactions = 0;
    probe.renders = 0;
    probe.byTag = {};
    probe.byStore = {};
  });
  const shown = page.evaluate(([name, value]) => (window as unknown as ProbeWindow).__zsWait(name, value), [condition, arg] as const);
  await tap();
  const ms = await shown;
  // Quiet for 300 ms: the write has committed and whatever it sets off has run.
  let last = '';
  for (;;) {
    await page.waitForTimeout(300);
    const now = await page.evaluate(() => JSON.stringify((window as unknown as ProbeWindow).__zs));
    if (now === last) break;
    last = now;
  }
  const { transactions, renders, byTag, byStore } = JSON.parse(last) as Omit<Sample, 'ms'>;
  return { ms, transactions, renders, byTag, byStore };
}

/** How long a finger stays on the glass in a tap at the table. */
const PRESS_MS = 80;

/**
 * Taps the middle of what `target` finds, as a finger does: found and scrolled to first, then
 * pressed for PRESS_MS through the DevTools protocol and lifted. Playwright's own `tap()` checks in
 * the page, while the touch's events run, that they reach the element (a hit test through every
 * shadow root), which is the harness's work inside the time measured; and it lifts at once, so the
 * restyle that pressing a button sets off (`:active`), which a finger's press has long finished,
 * is inside the time too.
 */
function touch(cdp: CDPSession, target: Locator): () => Promise<void> {
  return async () => {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('Nothing to touch: the control is not on screen.');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await new Promise((resolve) => setTimeout(resolve, PRESS_MS));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
}

async function playTurns(page: Page, cdp: CDPSession, turns: number, samples: Map<TapKind, Sample[]>, first: number): Promise<void> {
  const pad = page.getByRole('group', { name: 'Dice faces' });
  const face = (n: number) => touch(cdp, pad.getByRole('button', { name: String(n), exact: true }));
  const add = (kind: TapKind, sample: Sample) => samples.get(kind)?.push(sample);
  for (let turn = 0; turn < turns; turn++) {
    for (const [index, die] of ROLL.entries()) {
      if (index === ROLL.length - 1) {
        add('lastDie', await measure(page, face(die), 'holds', 0));
        continue;
      }
      add('die', await measure(page, face(die), 'dice', index + 1));
    }
    const next = (first + turn + 1) % 2;
    add('bank', await measure(page, touch(cdp, button(page, 'Bank')), 'up', next));
    // Undo takes the bank back (the hold comes back selected, the advice with it); bank again.
    add('undo', await measure(page, touch(cdp, button(page, 'Undo')), 'holds', 0));
    add('bank', await measure(page, touch(cdp, button(page, 'Bank')), 'up', next));
  }
}

/**
 * A few turns again, each tap traced from before the touch to the frame that shows its result:
 * the main thread's time by kind of work, summed per kind of tap.
 */
async function traceTaps(context: BrowserContext, page: Page, cdp: CDPSession, turns: number, first: number): Promise<Map<TapKind, { taps: number; ms: number; work: Record<WorkKind, number> }>> {
  const split = new Map<TapKind, { taps: number; ms: number; work: Record<WorkKind, number> }>();
  const traced = async (kind: TapKind, tap: () => Promise<void>, condition: string, arg: number) => {
    const shown = page.evaluate(([name, value]) => (window as unknown as ProbeWindow).__zsWait(name, value), [condition, arg] as const);
    const end = await traceMainThread(context, page);
    await tap();
    const ms = await shown;
    const work = await end();
    const sum = split.get(kind) ?? { taps: 0, ms: 0, work: { script: 0, style: 0, layout: 0, paint: 0, gc: 0, parse: 0, other: 0 } };
    sum.taps++;
    sum.ms += ms;
    for (const [what, value] of Object.entries(work) as [WorkKind, number][]) sum.work[what] += value;
    split.set(kind, sum);
    await page.waitForTimeout(300);
  };
  const pad = page.getByRole('group', { name: 'Dice faces' });
  const face = (n: number) => touch(cdp, pad.getByRole('button', { name: String(n), exact: true }));
  for (let turn = 0; turn < turns; turn++) {
    for (const [index, die] of ROLL.entries()) {
      if (index === ROLL.length - 1) await traced('lastDie', face(die), 'holds', 0);
      else await traced('die', face(die), 'dice', index + 1);
    }
    await traced('bank', touch(cdp, button(page, 'Bank')), 'up', (first + turn + 1) % 2);
  }
  return split;
}

async function offlineStarts(url: string): Promise<number[]> {
  const profile = await mkdtemp(join(tmpdir(), 'zs-bench-offline-'));
  try {
    const visit = await launch(profile);
    await visit.page.goto(`${url}#/`);
    await shellReady(visit.page);
    await waitForPrecache(visit.page);
    await visit.context.close();
    const starts: number[] = [];
    for (let run = 0; run < OFFLINE_RUNS; run++) {
      const { context, page } = await launch(profile, true);
      await slowDown(context, page);
      await page.goto(`${url}#/`);
      await page.waitForFunction(() => (window as unknown as ProbeWindow).__zs.gamesShown !== null, undefined, { timeout: 30_000 });
      starts.push(await page.evaluate(() => (window as unknown as ProbeWindow).__zs.gamesShown ?? Number.NaN));
      await context.close();
    }
    return starts;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

const LABELS: Record<TapKind, string> = {
  die: 'die tap → die on the pad',
  lastDie: 'last die → holds and advice',
  bank: 'Bank → next player’s pad',
  undo: 'Undo of a bank → holds and advice',
};
const BUDGET: Record<TapKind, number> = {
  die: INTERACTION_BUDGETS.die,
  lastDie: INTERACTION_BUDGETS.lastDie,
  bank: INTERACTION_BUDGETS.bank,
  undo: INTERACTION_BUDGETS.undo,
};

export const interactionSuite: Suite = {
  name: 'interaction',
  async run() {
    const dist = await productionBuild();
    const server = await serveStatic(dist);
    const profile = await mkdtemp(join(tmpdir(), 'zs-bench-play-'));
    const checks: Check[] = [];
    let checksum = 0;
    let hostIndex: number | undefined;
    let slowIndex: number | undefined;
    let traces: Awaited<ReturnType<typeof traceTaps>> | null = null;
    try {
      const samples = new Map<TapKind, Sample[]>([
        ['die', []],
        ['lastDie', []],
        ['bank', []],
        ['undo', []],
      ]);
      const { context, page } = await launch(profile);
      try {
        await page.goto(`${server.url}#/`);
        await shellReady(page);
        await startFarkleGame(page, ['Ana', 'Ben']);
        await page.getByRole('group', { name: 'Dice faces' }).waitFor();
        hostIndex = await benchmarkIndex(page);
        const cdp = await slowDown(context, page);
        slowIndex = await benchmarkIndex(page);
        await playTurns(page, cdp, 1, new Map(), 0);
        await playTurns(page, cdp, TURNS, samples, 1);
        if (process.env['ZS_TRACE']) traces = await traceTaps(context, page, cdp, TRACED_TURNS, 1 + TURNS);
      } finally {
        await context.close();
      }
      const starts = await offlineStarts(server.url);

      console.log(
        `Chromium, ${PHONE.width}×${PHONE.height} touch, DPR 2, CPU ${CPU_SLOWDOWN}× slower; ${TURNS} turns of ${ROLL.join(', ')}, Bank, Undo, Bank;\n` +
          `each tap a ${PRESS_MS} ms press; time from the lift to the end of the frame that shows the result.\n` +
          `This machine's Lighthouse BenchmarkIndex: ${hostIndex ?? '?'}, slowed ${CPU_SLOWDOWN}×: ${slowIndex ?? '?'} ` +
          `(DevTools calibrates a low-tier phone at ${PHONE_INDEX.low}, a mid-tier one at ${PHONE_INDEX.mid}).\n`,
      );
      const rows: string[][] = [];
      const add = (c: Check, figure: string, value: string, budget: string) => {
        checks.push(c);
        rows.push([figure, value, budget, c.ok ? '✓ PASS' : '✗ OVER']);
      };
      for (const [kind, list] of samples) {
        const times = list.map((s) => s.ms);
        const middle = median(times);
        add(check(`${LABELS[kind]} (median)`, middle, BUDGET[kind]), `${LABELS[kind]}, median of ${times.length}`, formatTime(middle), `≤ ${formatTime(BUDGET[kind])}`);
        const p90 = percentile(times, 90);
        if (kind === 'die') add(check('die tap p90', p90, INTERACTION_BUDGETS.dieP90), `${LABELS[kind]}, p90`, formatTime(p90), `≤ ${formatTime(INTERACTION_BUDGETS.dieP90)}`);
        else rows.push([`${LABELS[kind]}, p90`, formatTime(p90), '', '']);
        const transactions = Math.max(...list.map((s) => s.transactions));
        add(check(`${LABELS[kind]}: transactions`, transactions, INTERACTION_BUDGETS.transactions, String), `  IndexedDB transactions per tap (most)`, String(transactions), `≤ ${INTERACTION_BUDGETS.transactions}`);
        const renders = Math.max(...list.map((s) => s.renders));
        add(check(`${LABELS[kind]}: renders`, renders, INTERACTION_BUDGETS.renders, String), `  Lit renders per tap (most)`, String(renders), `≤ ${INTERACTION_BUDGETS.renders}`);
        checksum = fold(checksum, list.length);
      }
      const start = median(starts);
      add(
        check('offline start', start, INTERACTION_BUDGETS.offlineStart),
        `offline start → games list drawn, median of ${starts.length} (${starts.map(formatTime).join(' / ')})`,
        formatTime(start),
        `≤ ${formatTime(INTERACTION_BUDGETS.offlineStart)}`,
      );
      printTable(null, [{ header: 'figure', align: 'left' }, { header: 'ours' }, { header: 'target' }, { header: '✓/✗', align: 'left' }], rows);
      const counted = (counts: Readonly<Record<string, number>> | undefined) =>
        Object.entries(counts ?? {})
          .sort((a, b) => b[1] - a[1])
          .map(([what, n]) => `${what} ${n}`)
          .join(', ') || 'none';
      console.log('\nThe last tap of each kind: its transactions (mode, object stores), then its renders by element:');
      for (const [kind, list] of samples) {
        console.log(`  ${LABELS[kind]}: ${counted(list.at(-1)?.byStore)}\n    ${counted(list.at(-1)?.byTag)}`);
      }
      if (traces) {
        console.log(`\nWhere the time goes (ZS_TRACE): ${TRACED_TURNS} more turns, each tap traced until the frame that shows its result; the page's main thread, ms per tap:`);
        const kinds: WorkKind[] = ['script', 'style', 'layout', 'paint', 'gc', 'parse', 'other'];
        printTable(
          null,
          [{ header: 'tap', align: 'left' }, { header: 'shown after' }, ...kinds.map((kind) => ({ header: kind })), { header: 'busy' }],
          [...traces].map(([kind, sum]) => {
            const busy = kinds.reduce((total, what) => total + sum.work[what], 0);
            return [LABELS[kind], formatTime(sum.ms / sum.taps), ...kinds.map((what) => (sum.work[what] / sum.taps).toFixed(1)), (busy / sum.taps).toFixed(1)];
          }),
        );
      }
      console.log('');
    } finally {
      await server.close();
      await rm(profile, { recursive: true, force: true });
    }
    return { checks, checksum };
  },
};
