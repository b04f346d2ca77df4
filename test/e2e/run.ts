/**
 * `npm run test:e2e [name filter…]`: builds the production bundle into a temporary folder, then
 * runs every test exported (as `tests`) by test/e2e/*.e2e.ts, each in a fresh Chromium profile
 * against its own local server, and prints "e2e: N passed, N failed". Exits non-zero on a failure.
 *
 * Every test also holds two invariants: no uncaught error in a page, and no request that leaves
 * the local server (no CDN, no analytics, nothing). Screenshots go to screenshots/e2e/ (or
 * $E2E_SCREENSHOTS); the folder is git-ignored.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, createTestContext, launchChromium, ROOT } from './harness.js';
import type { E2eTest, LaunchedContext } from './harness.js';
import { serveStatic } from './serve.js';
import type { StaticServer } from './serve.js';

const TEST_TIMEOUT_MS = 180_000;
const HERE = join(ROOT, 'test', 'e2e');

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The requests that went anywhere but the test's own server. */
export function foreignRequests(requests: readonly string[], origin: string): string[] {
  return requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
}

async function loadTests(filters: readonly string[]): Promise<{ file: string; test: E2eTest }[]> {
  const files = (await readdir(HERE)).filter((name) => name.endsWith('.e2e.ts')).sort();
  const found: { file: string; test: E2eTest }[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(HERE, file)).href)) as { tests?: readonly E2eTest[] };
    for (const test of module.tests ?? []) {
      const id = `${file} › ${test.name}`;
      if (filters.length === 0 || filters.some((filter) => id.includes(filter))) found.push({ file, test });
    }
  }
  return found;
}

async function runOne(dist: string, screenshotDir: string, test: E2eTest): Promise<void> {
  let server: StaticServer | null = null;
  let launched: LaunchedContext | null = null;
  try {
    server = await serveStatic(dist);
    launched = await launchChromium();
    const t = await createTestContext(server, launched, screenshotDir);
    const pageErrors: string[] = [];
    const watch = (page: typeof t.page) => {
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`    console error on ${page.url()}: ${message.text()}`);
      });
    };
    watch(t.page);
    t.context.on('page', watch);

    await withTimeout(test.run(t), TEST_TIMEOUT_MS, test.name);

    if (pageErrors.length > 0) throw new Error(`uncaught errors in the page:\n      ${pageErrors.join('\n      ')}`);
    const foreign = foreignRequests(t.requests, server.origin);
    if (foreign.length > 0) throw new Error(`requests left ${server.origin}:\n      ${foreign.join('\n      ')}`);
  } finally {
    await launched?.close();
    await server?.close();
  }
}

async function main(): Promise<number> {
  const filters = process.argv.slice(2);
  const tests = await loadTests(filters);
  if (tests.length === 0) {
    console.log(`e2e: no test matches ${filters.join(' ')}`);
    return 1;
  }
  const screenshotDir = resolve(process.env.E2E_SCREENSHOTS || join(ROOT, 'screenshots', 'e2e'));
  const dist = await mkdtemp(join(tmpdir(), 'zs-e2e-dist-'));
  let passed = 0;
  let failed = 0;
  try {
    const buildStart = performance.now();
    await buildApp(dist);
    console.log(
      `e2e: production build in ${((performance.now() - buildStart) / 1000).toFixed(1)} s; screenshots in ${screenshotDir}\n`,
    );
    // Each test has its own server, browser and profile, so two run at once (much of a test is
    // waiting for the browser); E2E_JOBS sets another number.
    const queue = [...tests];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, test } = next;
        const start = performance.now();
        const label = `${file.replace(/\.e2e\.ts$/, '')} › ${test.name}`;
        try {
          await runOne(dist, screenshotDir, test);
          passed += 1;
          console.log(`  ✓ ${label} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
        } catch (error) {
          failed += 1;
          console.log(`  ✗ ${label} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
          console.log(
            `    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.replace(/\n/g, '\n    '),
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Number(process.env.E2E_JOBS ?? 2)) }, worker));
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
  console.log(`\ne2e: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('\ne2e: 0 passed, 1 failed (the run could not start)');
    process.exit(1);
  },
);
