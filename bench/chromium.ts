/**
 * Runs a bundled bench page in the system Chromium: each entry is bundled with esbuild into a
 * temporary folder and served from 127.0.0.1 on a random port (IndexedDB and workers need a real
 * origin; cross-origin isolated, so performance.now() is precise). The page's first bundle must
 * define `window[fn]`; it is called with `config` and its result returned.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium.mjs';

const TSCONFIG = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

export interface ChromiumRun<Config> {
  /** Source files to bundle; each is served as /<its name>.js (and /<its name>.ts). The first one is the page's script. */
  readonly entries: readonly string[];
  /** The global function the page defines. */
  readonly fn: string;
  readonly config: Config;
  /** Files served as they are: URL path → file on disk. */
  readonly files?: Readonly<Record<string, string>>;
}

export async function runInChromium<Config, Result>(run: ChromiumRun<Config>): Promise<Result> {
  const dir = await mkdtemp(join(tmpdir(), 'zs-bench-'));
  const profile = await mkdtemp(join(tmpdir(), 'zs-bench-profile-'));
  const server = createServer();
  try {
    const files: Record<string, { type: string; body: Buffer | string }> = {};
    for (const entry of run.entries) {
      const name = `${basename(entry).replace(/\.ts$/, '')}.js`;
      await build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        tsconfig: TSCONFIG,
        outfile: join(dir, name),
        logLevel: 'warning',
      });
      const bundled = { type: 'text/javascript', body: await readFile(join(dir, name)) };
      files[`/${name}`] = bundled;
      // Also under its source's name: code that starts a worker with `new URL('./x.worker.ts', import.meta.url)`
      // (the ledger's journal) asks for that, from the page's folder, which is the root here.
      files[`/${basename(entry)}`] = bundled;
    }
    for (const [path, file] of Object.entries(run.files ?? {}))
      files[path] = { type: 'application/octet-stream', body: await readFile(file) };
    const first = `${basename(run.entries[0] ?? '').replace(/\.ts$/, '')}.js`;
    files['/'] = {
      type: 'text/html',
      body: `<!doctype html><title>bench</title><script type="module" src="/${first}"></script>`,
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
    // A persistent profile keeps IndexedDB on disk, as for a user.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(
        (fn) => typeof (window as unknown as Record<string, unknown>)[fn] === 'function',
        run.fn,
        { timeout: 30_000 },
      );
      const result = await page.evaluate(
        ({ fn, config }) => (window as unknown as Record<string, (config: unknown) => Promise<unknown>>)[fn]?.(config),
        { fn: run.fn, config: run.config as unknown },
      );
      if (pageErrors.length > 0) throw new Error(`the bench page reported errors: ${pageErrors.join('; ')}`);
      return result as Result;
    } finally {
      await context.close();
    }
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}
