/**
 * The production build the size and Lighthouse suites measure: `vite build` with the project's
 * vite.config.ts, once per bench run, into a temporary folder (never the shared dist/, which a
 * running `npm start` may be serving). Removed when the process exits.
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../test/e2e/harness.js';

let built: Promise<string> | null = null;

/** The folder holding the built app (index.html, assets/, sw.js, .vite/manifest.json). */
export function productionBuild(): Promise<string> {
  built ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zs-bench-dist-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await buildApp(dir);
    return dir;
  })();
  return built;
}
