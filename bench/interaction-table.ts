/**
 * The interaction suite's table (bench/interaction.ts): the built app in a browser as a slow phone,
 * tapped as a finger taps (a press, then the lift), each tap timed to the frame that shows its
 * result and counted (IndexedDB transactions, Lit renders); a few taps traced; and an offline start.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { button, PHONE_CONTEXT, shellReady, waitForPrecache } from '../test/e2e/harness.js';
import { GAMES_SHOWN_MESSAGE, installProbe } from './browser/interaction-probe.js';
import type { Probe, ProbeWindow } from './browser/interaction-probe.js';
import { traceMainThread } from './trace.js';
import type { WorkKind } from './trace.js';

export const CPU_SLOWDOWN = 4;
/** Scores at once (1,1,1 = 1000 then 5), so every turn banks; the 6th die completes the roll. */
export const ROLL = [1, 1, 1, 5, 2, 3] as const;

export type TapKind = 'die' | 'lastDie' | 'bank' | 'undo';
export interface Sample {
  readonly ms: number;
  /** From the lift to the commit of the tap's write, ms (null: the tap wrote nothing). */
  readonly committed: number | null;
  readonly transactions: number;
  readonly renders: number;
  readonly byTag: Readonly<Record<string, number>>;
  readonly byStore: Readonly<Record<string, number>>;
}

/** The probe as an init script; esbuild's name helper is defined for the function's source. */
const PROBE = {
  content: `var __name = (target) => target; (${installProbe.toString()})(${JSON.stringify(GAMES_SHOWN_MESSAGE)});`,
};

export async function launch(profile: string, offline = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, { ...PHONE_CONTEXT, deviceScaleFactor: 2, offline });
  await context.addInitScript(PROBE);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Lighthouse's BenchmarkIndex of the page's CPU as it is now: how fast this machine is, beside its figures. */
export async function benchmarkIndex(page: Page): Promise<number> {
  return Math.round(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
}

/** Slows the page's CPU; returns the DevTools session, which the taps go through. */
export async function slowDown(context: BrowserContext, page: Page): Promise<CDPSession> {
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
  const shown = page.evaluate(([name, value]) => (window as unknown as ProbeWindow).__zsWait(name, value), [
    condition,
    arg,
  ] as const);
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
  const { transactions, renders, byTag, byStore, committed, lifted } = JSON.parse(last) as Probe;
  return { ms, committed: committed > lifted ? committed - lifted : null, transactions, renders, byTag, byStore };
}

/** How long a finger stays on the glass in a tap at the table. */
export const PRESS_MS = 80;

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

export async function playTurns(
  page: Page,
  cdp: CDPSession,
  turns: number,
  samples: Map<TapKind, Sample[]>,
  first: number,
): Promise<void> {
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
export async function traceTaps(
  context: BrowserContext,
  page: Page,
  cdp: CDPSession,
  turns: number,
  first: number,
): Promise<Map<TapKind, { taps: number; ms: number; work: Record<WorkKind, number> }>> {
  const split = new Map<TapKind, { taps: number; ms: number; work: Record<WorkKind, number> }>();
  const traced = async (kind: TapKind, tap: () => Promise<void>, condition: string, arg: number) => {
    const shown = page.evaluate(([name, value]) => (window as unknown as ProbeWindow).__zsWait(name, value), [
      condition,
      arg,
    ] as const);
    const end = await traceMainThread(context, page);
    await tap();
    const ms = await shown;
    const work = await end();
    const sum = split.get(kind) ?? {
      taps: 0,
      ms: 0,
      work: { script: 0, style: 0, layout: 0, paint: 0, gc: 0, parse: 0, other: 0 },
    };
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

/** An offline start: when the static shell was painted and when the games list was drawn, ms after navigation. */
export interface OfflineStart {
  readonly shell: number;
  readonly games: number;
}

/**
 * Offline starts in a profile that visited `url` once (the service worker has every file): a new
 * browser each run, the network off. Returns a function that does one run.
 */
export async function offlineStarter(url: string, profile: string): Promise<() => Promise<OfflineStart>> {
  const visit = await launch(profile);
  try {
    await visit.page.goto(`${url}#/`);
    await shellReady(visit.page);
    await waitForPrecache(visit.page);
  } finally {
    await visit.context.close();
  }
  return async () => {
    const { context, page } = await launch(profile, true);
    try {
      await slowDown(context, page);
      // Heard on the console: nothing of Playwright's runs in the page until the list is drawn.
      const [said] = await Promise.all([
        page.waitForEvent('console', {
          predicate: (message) => message.text().startsWith(`${GAMES_SHOWN_MESSAGE} `),
          timeout: 30_000,
        }),
        page.goto(`${url}#/`),
      ]);
      const [games, shell] = said
        .text()
        .slice(GAMES_SHOWN_MESSAGE.length + 1)
        .split(' ')
        .map(Number);
      return { shell: shell ?? Number.NaN, games: games ?? Number.NaN };
    } finally {
      await context.close();
    }
  };
}
