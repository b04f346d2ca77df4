/**
 * Small helpers shared by every bench suite: statistics over timing samples, duration formatting,
 * a plain-text table printer, targets with a ✓ PASS / ✗ OVER marker, and a seeded PRNG.
 * Durations are milliseconds throughout (what `performance.now()` returns); formatting picks the unit.
 */

/** Median of the samples (mean of the middle two for an even count); NaN for none. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Nearest-rank percentile (p in 0..100); NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const p99 = (samples: readonly number[]): number => percentile(samples, 99);

/** Elapsed milliseconds of one call. */
export function timeOnce(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Three significant figures, at most two decimals. */
function figure(value: number): string {
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** A duration given in milliseconds, as µs below 1 ms, ms below 1 s, else s. */
export function formatTime(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  if (ms < 1) return `${figure(ms * 1000)} µs`;
  if (ms < 1000) return `${figure(ms)} ms`;
  return `${figure(ms / 1000)} s`;
}

/** A count with thousands separators. */
export const formatCount = (n: number): string => n.toLocaleString('en-US');

export type Align = 'left' | 'right';

export interface Column {
  readonly header: string;
  /** Default: right for every column but the first. */
  readonly align?: Align;
}

/** Renders an aligned plain-text table (header, rule, rows) under an optional title. */
export function renderTable(
  title: string | null,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): string {
  const width = (text: string) => [...text].length;
  const aligns = columns.map((column, i) => column.align ?? (i === 0 ? 'left' : 'right'));
  const widths = columns.map((column, i) => Math.max(width(column.header), ...rows.map((row) => width(row[i] ?? ''))));
  const pad = (text: string, i: number) => {
    const gap = ' '.repeat((widths[i] ?? 0) - width(text));
    return aligns[i] === 'left' ? text + gap : gap + text;
  };
  const line = (cells: readonly string[]) =>
    columns
      .map((_, i) => pad(cells[i] ?? '', i))
      .join('  ')
      .trimEnd();
  const out: string[] = [];
  if (title) out.push(title);
  out.push(line(columns.map((column) => column.header)));
  out.push(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) out.push(line(row));
  return out.join('\n');
}

export function printTable(
  title: string | null,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): void {
  console.log(`${renderTable(title, columns, rows)}\n`);
}

/** A figure held against a target (both in the same unit; lower is better unless `atLeast`). */
export interface Check {
  readonly label: string;
  readonly value: number;
  readonly limit: number;
  readonly ok: boolean;
  /** Prints the value and the limit; durations in milliseconds (formatTime) when absent. */
  readonly format?: (value: number) => string;
  /** The figure must reach the limit (a score), rather than stay under it. */
  readonly atLeast?: boolean;
}

export function check(label: string, value: number, limit: number, format?: (value: number) => string): Check {
  return { label, value, limit, ok: value <= limit, ...(format ? { format } : {}) };
}

/** A figure that must reach its target, such as a Lighthouse score. */
export function checkAtLeast(
  label: string,
  value: number,
  floor: number,
  format: (value: number) => string = String,
): Check {
  return { label, value, limit: floor, ok: value >= floor, format, atLeast: true };
}

/** "≤ 50.0 kB" or "≥ 100": the target of a check, in its own unit. */
export function describeLimit(c: Check): string {
  return `${c.atLeast ? '≥' : '≤'} ${(c.format ?? formatTime)(c.limit)}`;
}

/** The summary's words for a missed target: "label 60.0 ms > ≤ 50.0 ms". */
export function describeMiss(c: Check): string {
  return `${c.label} ${(c.format ?? formatTime)(c.value)} ${c.atLeast ? '<' : '>'} ${describeLimit(c)}`;
}

/** Bytes as kB (1 kB = 1,000 bytes, as Vite prints them). */
export const formatKB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** The marker for a table's ✓/✗ column. */
export const marker = (ok: boolean): string => (ok ? '✓ PASS' : '✗ OVER');

/** "≤ 50.0 µs" for a limit in milliseconds. */
export const formatLimit = (limitMs: number): string => `≤ ${formatTime(limitMs)}`;

/** A bench suite: prints its own tables and hands back the checks for the final summary. */
export interface Suite {
  readonly name: string;
  run(): Promise<SuiteResult>;
}

export interface SuiteResult {
  readonly checks: readonly Check[];
  /** Folded from every result the suite computed, printed so the work cannot be optimised away. */
  readonly checksum: number;
}

/** Folds an integer into a running 32-bit checksum (order-sensitive). */
export const fold = (checksum: number, value: number): number => (Math.imul(checksum, 31) + Math.trunc(value)) >>> 0;

export { mulberry32 } from '../test/support/random.js';

/** A row of a table of timings: the label, how many samples, median, p99, max, the target and its mark. */
export function timingRow(label: string, samples: readonly number[], target?: Check): string[] {
  return [
    label,
    formatCount(samples.length),
    formatTime(median(samples)),
    formatTime(p99(samples)),
    formatTime(Math.max(...samples)),
    target ? formatLimit(target.limit) : '—',
    target ? marker(target.ok) : '',
  ];
}

/** Yields to the event loop without setTimeout's 4 ms clamp. */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
