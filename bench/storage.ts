/**
 * Storage suite: the ledger (src/db) on real IndexedDB in Chromium. bench/browser/storage-bench.ts
 * is bundled with esbuild into a temporary folder, served from 127.0.0.1 on a random port (IndexedDB
 * needs a real origin; cross-origin isolated, so performance.now() is precise) and run in the system
 * Chromium through playwright-core, with a persistent profile so IndexedDB is on disk as for a user.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { StorageBenchConfig, StorageBenchFigures } from './browser/storage-bench.js';
import { check, fold, formatCount, formatLimit, formatTime, marker, median, p99, printTable } from './measure.js';
import type { Check, Suite, SuiteResult } from './measure.js';

/** Targets, in milliseconds. */
export const TARGETS = {
  /** Median time to append one action to a game of realistic length: validation + transaction. */
  append: 5,
  /** Median time to list 1,000 stored games. */
  list1000: 100,
} as const;

const CONFIG: StorageBenchConfig = {
  seed: 0x5eed_2026,
  lengthGames: 25,
  warmUpAppends: 60,
  appends: 300,
  otherTabAppends: 60,
  listGames: 1000,
  listRuns: 20,
};

const ENTRY = fileURLToPath(new URL('./browser/storage-bench.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Bundles the page, serves it, runs it in Chromium and cleans everything up. */
async function measureInChromium(): Promise<StorageBenchFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'zs-storage-bench-'));
  const profile = await mkdtemp(join(tmpdir(), 'zs-storage-profile-'));
  const server = createServer();
  try {
    await build({
      entryPoints: [ENTRY],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      tsconfig: TSCONFIG,
      outfile: join(dir, 'storage-bench.js'),
      logLevel: 'warning',
    });
    const files: Record<string, { type: string; body: Buffer | string }> = {
      '/': { type: 'text/html', body: '<!doctype html><title>storage bench</title><script type="module" src="/storage-bench.js"></script>' },
      '/storage-bench.js': { type: 'text/javascript', body: await readFile(join(dir, 'storage-bench.js')) },
    };
    server.on('request', (request, response) => {
      const file = files[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
      response.writeHead(file ? 200 : 404, {
        'content-type': file?.type ?? 'text/plain',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
        'cache-control': 'no-store',
      });
      response.end(file?.body ?? 'not found');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;

    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => typeof window.runStorageBench === 'function', undefined, { timeout: 30_000 });
      const figures = await page.evaluate((config) => {
        const runBench = window.runStorageBench;
        if (!runBench) throw new Error('the bench page did not load');
        return runBench(config);
      }, CONFIG);
      if (pageErrors.length > 0) throw new Error(`the bench page reported errors: ${pageErrors.join('; ')}`);
      return figures;
    } finally {
      await context.close();
    }
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

export const storageSuite: Suite = {
  name: 'storage',
  async run(): Promise<SuiteResult> {
    const figures = await measureInChromium();
    const checks: Check[] = [];
    const browser = /Chrome\/[\d.]+/.exec(figures.userAgent)?.[0] ?? figures.userAgent;
    const lengths = figures.fullGameLengths;

    console.log(
      `Ledger (src/db) on IndexedDB in ${browser}, headless, persistent profile on disk; performance.now() ` +
        `${figures.crossOriginIsolated ? 'cross-origin isolated (fine-grained)' : 'NOT isolated (coarse, 100 µs)'}.\n` +
        `A full 3-player dice-mode Farkle game to 10,000 takes ${formatCount(lengths[0] ?? 0)}–${formatCount(lengths.at(-1) ?? 0)} entries ` +
        `(median ${formatCount(median(lengths))} of ${lengths.length} simulated games, seeded). The timed appends go to a game\n` +
        `that starts at that median and grows to ${formatCount(figures.endLength)} entries (its target raised so it never ends), after ` +
        `${CONFIG.warmUpAppends} warm-up appends to another game.\n`,
    );

    const append = check('append one action (validate + transaction), median', median(figures.appendMs), TARGETS.append);
    const list = check(`list ${formatCount(figures.listedCount)} games, median`, median(figures.listMs), TARGETS.list1000);
    checks.push(append, list);
    const dash = '—';
    const row = (label: string, samples: readonly number[], target?: Check): string[] => [
      label,
      formatCount(samples.length),
      formatTime(median(samples)),
      formatTime(p99(samples)),
      formatTime(Math.max(...samples)),
      target ? formatLimit(target.limit) : dash,
      target ? marker(target.ok) : '',
    ];
    const [otherFrom, otherTo] = figures.otherTabLengths;
    printTable(
      'Time per call. "In memory" rows are the game layer alone, for the same appends; the ledger keeps the replayed game of\n' +
        'the tab that wrote last, so a write replays the log only after another tab (connection) wrote.',
      [
        { header: 'operation' },
        { header: 'samples' },
        { header: 'median' },
        { header: 'p99' },
        { header: 'max' },
        { header: 'target (median)' },
        { header: '✓/✗', align: 'left' },
      ],
      [
        row(`ledger.act: append one action (${formatCount(figures.startLength)}→${formatCount(figures.endLength)} entries)`, figures.appendMs, append),
        row('  in memory: applyEntry (the validation of each append)', figures.applyEntryMs),
        row('  in memory: replay of the whole log (stateOf)', figures.replayMs),
        row(`ledger.act after another tab's write (${formatCount(otherFrom)}→${formatCount(otherTo)} entries)`, figures.appendAfterOtherTabMs),
        row('ledger.undo / ledger.redo: one entry', figures.undoRedoMs),
        row(`ledger.loadGame, new connection: the ${formatCount(otherTo)}-entry game`, figures.loadColdMs),
        row('ledger.loadGame again, nothing changed', figures.loadWarmMs),
        row(`ledger.listGames: ${formatCount(figures.listedCount)} games, newest first`, figures.listMs, list),
        ['  first list on a new connection (opening included)', '1', formatTime(figures.listFirstMs), dash, dash, dash, ''],
      ],
    );
    if (figures.listedCount !== CONFIG.listGames) throw new Error(`listed ${figures.listedCount} games, stored ${CONFIG.listGames}`);
    return { checks, checksum: fold(figures.checksum, figures.listedCount) };
  },
};
