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
 * and for Bank and Undo the time to their write's commit; and the offline start: a new browser on a
 * profile that visited once, the network off, from navigation to the end of the frame that draws
 * the games list, with the static shell's first paint beside it. With ZS_TRACE=1 it traces a few
 * more turns and prints the main thread's time per tap by kind of work (script, style, layout, paint).
 * With ZS_AGAINST=<a built dist folder> it plays that build too, turn about with this one, and
 * prints the two side by side. The taps, their timing and the offline start: bench/interaction-table.ts.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { serveStatic } from '../test/e2e/serve.js';
import { PHONE, shellReady, startFarkleGame } from '../test/e2e/harness.js';
import { check, fold, formatTime, median, percentile, printTable } from './measure.js';
import type { Check, Suite } from './measure.js';
import { productionBuild } from './production-build.js';
import type { WorkKind } from './trace.js';
import {
  benchmarkIndex,
  CPU_SLOWDOWN,
  launch,
  offlineStarter,
  playTurns,
  PRESS_MS,
  ROLL,
  slowDown,
  traceTaps,
} from './interaction-table.js';
import type { OfflineStart, Sample, TapKind } from './interaction-table.js';

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

/** DevTools' calibration scores (Lighthouse's BenchmarkIndex) of a low-tier and a mid-tier phone. */
const PHONE_INDEX = { low: 264, mid: 1000 } as const;
/** Turns played and measured (after one turn that warms the page up). */
const TURNS = 12;
const OFFLINE_RUNS = 7;
/** Turns traced with ZS_TRACE set, after the measured ones (a trace slows the taps it covers a little). */
const TRACED_TURNS = 3;

/**
 * One build played: its own server, browser and profiles. With ZS_AGAINST the suite plays two,
 * turn about, so that both meet the machine in the same state (run to run, the figures here
 * swing by about 15%, more than most changes are worth).
 */
interface Arm {
  readonly label: string;
  readonly dist: string;
  readonly samples: Map<TapKind, Sample[]>;
  readonly starts: OfflineStart[];
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

/** The median time to the static shell's first paint, over the starts that reported one. */
const shellPaint = (starts: readonly OfflineStart[]): number =>
  median(starts.map((s) => s.shell).filter(Number.isFinite));

/** The median time from the lift to the tap's commit, over the taps that wrote. */
const medianCommit = (list: readonly Sample[]): number =>
  median(list.flatMap((sample) => (sample.committed === null ? [] : [sample.committed])));

const emptySamples = (): Map<TapKind, Sample[]> =>
  new Map<TapKind, Sample[]>([
    ['die', []],
    ['lastDie', []],
    ['bank', []],
    ['undo', []],
  ]);

export const interactionSuite: Suite = {
  name: 'interaction',
  async run() {
    const against = process.env['ZS_AGAINST'];
    if (against && !existsSync(join(against, 'index.html')))
      throw new Error(`ZS_AGAINST=${against}: no built app there (no index.html)`);
    const arms: Arm[] = [{ label: 'this build', dist: await productionBuild(), samples: emptySamples(), starts: [] }];
    if (against) arms.push({ label: basename(against), dist: against, samples: emptySamples(), starts: [] });
    const servers = await Promise.all(arms.map((arm) => serveStatic(arm.dist)));
    const profiles = await Promise.all(arms.map(() => mkdtemp(join(tmpdir(), 'zs-bench-play-'))));
    const checks: Check[] = [];
    let checksum = 0;
    let hostIndex: number | undefined;
    let slowIndex: number | undefined;
    let traces: Awaited<ReturnType<typeof traceTaps>> | null = null;
    const opened: BrowserContext[] = [];
    try {
      const tables: { page: Page; cdp: CDPSession }[] = [];
      for (const [index, server] of servers.entries()) {
        const { context, page } = await launch(profiles[index] ?? '');
        opened.push(context);
        await page.goto(`${server.url}#/`);
        await shellReady(page);
        await startFarkleGame(page, ['Ana', 'Ben']);
        await page.getByRole('group', { name: 'Dice faces' }).waitFor();
        hostIndex ??= await benchmarkIndex(page);
        const cdp = await slowDown(context, page);
        slowIndex ??= await benchmarkIndex(page);
        await playTurns(page, cdp, 1, new Map(), 0);
        tables.push({ page, cdp });
      }
      // Chromium's CPU throttling keeps a slowed page's main thread busy even while the page is idle
      // (about 80% of a core here), so with two builds only the one whose turn it is stays slowed.
      const slow = (cdp: CDPSession, on: boolean) =>
        arms.length > 1
          ? cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 })
          : Promise.resolve();
      for (const { cdp } of tables) await slow(cdp, false);
      // Each round the other build goes first, so that what one build leaves behind (a write still
      // settling, files warm in the OS's cache) does not always fall on the same one.
      const inTurn = (round: number) => (round % 2 === 0 ? [...arms.keys()] : [...arms.keys()].reverse());
      for (let turn = 0; turn < TURNS; turn++) {
        for (const index of inTurn(turn)) {
          const table = tables[index];
          if (!table) continue;
          await slow(table.cdp, true);
          await playTurns(table.page, table.cdp, 1, arms[index]?.samples ?? new Map(), 1 + turn);
          await slow(table.cdp, false);
        }
      }
      const [first] = tables;
      if (first) await slow(first.cdp, true);
      if (process.env['ZS_TRACE'] && first && opened[0])
        traces = await traceTaps(opened[0], first.page, first.cdp, TRACED_TURNS, 1 + TURNS);
      await Promise.all(opened.splice(0).map((context) => context.close()));
      const starters: (() => Promise<OfflineStart>)[] = [];
      for (const [index, server] of servers.entries())
        starters.push(await offlineStarter(server.url, `${profiles[index] ?? ''}-offline`));
      for (let run = 0; run < OFFLINE_RUNS; run++) {
        for (const index of inTurn(run)) {
          const start = starters[index];
          if (start) arms[index]?.starts.push(await start());
        }
      }
      const [{ samples, starts }] = arms as [Arm, ...Arm[]];

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
        add(
          check(`${LABELS[kind]} (median)`, middle, BUDGET[kind]),
          `${LABELS[kind]}, median of ${times.length}`,
          formatTime(middle),
          `≤ ${formatTime(BUDGET[kind])}`,
        );
        const p90 = percentile(times, 90);
        if (kind === 'die')
          add(
            check('die tap p90', p90, INTERACTION_BUDGETS.dieP90),
            `${LABELS[kind]}, p90`,
            formatTime(p90),
            `≤ ${formatTime(INTERACTION_BUDGETS.dieP90)}`,
          );
        else rows.push([`${LABELS[kind]}, p90`, formatTime(p90), '', '']);
        // What a tap that shows a stored result (the next player's pad, an undone bank) waits for.
        if (kind === 'bank' || kind === 'undo')
          rows.push([`  of which: until its write committed, median`, formatTime(medianCommit(list)), '', '']);
        const transactions = Math.max(...list.map((s) => s.transactions));
        add(
          check(`${LABELS[kind]}: transactions`, transactions, INTERACTION_BUDGETS.transactions, String),
          `  IndexedDB transactions per tap (most)`,
          String(transactions),
          `≤ ${INTERACTION_BUDGETS.transactions}`,
        );
        const renders = Math.max(...list.map((s) => s.renders));
        add(
          check(`${LABELS[kind]}: renders`, renders, INTERACTION_BUDGETS.renders, String),
          `  Lit renders per tap (most)`,
          String(renders),
          `≤ ${INTERACTION_BUDGETS.renders}`,
        );
        checksum = fold(checksum, list.length);
      }
      const start = median(starts.map((s) => s.games));
      add(
        check('offline start', start, INTERACTION_BUDGETS.offlineStart),
        `offline start → games list drawn, median of ${starts.length} (${starts.map((s) => formatTime(s.games)).join(' / ')})`,
        formatTime(start),
        `≤ ${formatTime(INTERACTION_BUDGETS.offlineStart)}`,
      );
      rows.push([
        `  of which: to the static shell's first paint (no script of the app yet)`,
        formatTime(shellPaint(starts)),
        '',
        '',
      ]);
      printTable(
        null,
        [
          { header: 'figure', align: 'left' },
          { header: 'ours' },
          { header: 'target' },
          { header: '✓/✗', align: 'left' },
        ],
        rows,
      );
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
        console.log(
          `\nWhere the time goes (ZS_TRACE): ${TRACED_TURNS} more turns, each tap traced until the frame that shows its result; the page's main thread, ms per tap:`,
        );
        const kinds: WorkKind[] = ['script', 'style', 'layout', 'paint', 'gc', 'parse', 'other'];
        printTable(
          null,
          [
            { header: 'tap', align: 'left' },
            { header: 'shown after' },
            ...kinds.map((kind) => ({ header: kind })),
            { header: 'busy' },
          ],
          [...traces].map(([kind, sum]) => {
            const busy = kinds.reduce((total, what) => total + sum.work[what], 0);
            return [
              LABELS[kind],
              formatTime(sum.ms / sum.taps),
              ...kinds.map((what) => (sum.work[what] / sum.taps).toFixed(1)),
              (busy / sum.taps).toFixed(1),
            ];
          }),
        );
      }
      const other = arms[1];
      if (other) {
        console.log(
          `\nThis build against ${other.dist}, played turn about (each build a turn, then the other), the offline starts likewise:`,
        );
        const compared = (figure: string, ours: number, theirs: number) => [
          figure,
          formatTime(ours),
          formatTime(theirs),
          Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0
            ? `${(((ours - theirs) / theirs) * 100).toFixed(0)}%`
            : '—',
        ];
        const rows = [...samples.keys()].flatMap((kind) => {
          const of = (arm: Arm, pick: (times: number[]) => number) =>
            pick((arm.samples.get(kind) ?? []).map((sample) => sample.ms));
          const committed = (arm: Arm) => medianCommit(arm.samples.get(kind) ?? []);
          return [
            compared(`${LABELS[kind]}, median`, of(arms[0] as Arm, median), of(other, median)),
            compared(
              `${LABELS[kind]}, p90`,
              of(arms[0] as Arm, (times) => percentile(times, 90)),
              of(other, (times) => percentile(times, 90)),
            ),
            ...(kind === 'bank' || kind === 'undo'
              ? [compared('  until its write committed, median', committed(arms[0] as Arm), committed(other))]
              : []),
          ];
        });
        rows.push(compared('offline start, median', start, median(other.starts.map((s) => s.games))));
        rows.push(
          compared('  to the static shell’s first paint, median', shellPaint(starts), shellPaint(other.starts)),
        );
        printTable(
          null,
          [
            { header: 'figure', align: 'left' },
            { header: 'this build' },
            { header: other.label },
            { header: 'change' },
          ],
          rows,
        );
      }
      console.log('');
    } finally {
      await Promise.all(opened.map((context) => context.close()));
      await Promise.all(servers.map((server) => server.close()));
      await Promise.all(
        profiles.flatMap((profile) => [
          rm(profile, { recursive: true, force: true }),
          rm(`${profile}-offline`, { recursive: true, force: true }),
        ]),
      );
    }
    return { checks, checksum };
  },
};
