/**
 * How every tool here starts the system Chromium (no browser download on these machines): the
 * browser tests (web-test-runner.config.mjs), the end-to-end tests (test/e2e/harness.ts) and the
 * benches (bench/chromium.ts). Plain JavaScript, so the test runner's config can import it without
 * a build step; the types are in chromium.d.mts.
 */

/** The Chromium binary: $CHROME_PATH, else the system one. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Launch arguments: no sandbox or GPU in containers, and none of the browser's own background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
