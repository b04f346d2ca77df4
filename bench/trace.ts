/**
 * Where a tap's time goes on the page's main thread, from a DevTools trace: each event's self time
 * (its duration less the events inside it), summed by kind. `ZS_TRACE=1 npm run bench -- interaction`
 * traces a few taps of each kind this way and prints the split beside the figures.
 */
import type { BrowserContext, Page } from 'playwright-core';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
].join(',');

/** The kinds of main-thread work a trace names, as DevTools' summary groups them. */
export type WorkKind = 'script' | 'style' | 'layout' | 'paint' | 'gc' | 'parse' | 'other';

const KIND_OF: Readonly<Record<string, WorkKind>> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.run': 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  BlinkGC: 'gc',
  ParseHTML: 'parse',
};

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/** Starts a trace of the page; the returned function ends it and gives the main thread's self time by kind, ms. */
export async function traceMainThread(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<Record<WorkKind, number>>> {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return selfTimeByKind(events);
  };
}

/** The renderer's main thread ("CrRendererMain"): every complete event's self time, by kind. */
function selfTimeByKind(events: readonly TraceEvent[]): Record<WorkKind, number> {
  const totals: Record<WorkKind, number> = { script: 0, style: 0, layout: 0, paint: 0, gc: 0, parse: 0, other: 0 };
  const main = events.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) return totals;
  const spans = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // A stack of open spans: each span's time is its own less that of the spans inside it.
  const stack: { end: number; kind: WorkKind; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done) totals[done.kind] += done.self / 1000;
    }
  };
  for (const span of spans) {
    close(span.ts);
    const dur = span.dur ?? 0;
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    // Work inside a span of a known kind is that kind unless it names its own (a task's "other").
    const kind = KIND_OF[span.name] ?? (parent && parent.kind !== 'other' ? parent.kind : 'other');
    stack.push({ end: span.ts + dur, kind, self: dur });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}
