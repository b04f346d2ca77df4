/**
 * What every end-to-end test stands on: the production build, served locally (serve.ts), and the
 * system Chromium driven by playwright-core with a fresh on-disk profile per test (a real profile,
 * not an incognito context: installability and storage behave as for a player). Tests find things
 * the way a person does, by role and accessible name (Playwright's getByRole sees through shadow
 * roots).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import type { StaticServer } from './serve.js';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** A phone: 390 × 844 CSS pixels, touch. */
export const PHONE = { width: 390, height: 844 } as const;

/** Builds the app with the project's vite.config.ts into `outDir` (never the shared dist/). */
export async function buildApp(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: ROOT,
    logLevel: 'warn',
    // Quiet: workbox bundling the service worker is slow by design; its timing note is noise here.
    build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { bundlerTimings: false } } },
  });
}

/** One test: a name and a body that throws (node:assert) when the app misbehaves. */
export interface E2eTest {
  readonly name: string;
  run(t: E2eContext): Promise<void>;
}

export interface E2eContext {
  readonly server: StaticServer;
  /** The app's URL, `http://127.0.0.1:<port>/`. */
  readonly url: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every URL the browser requested (pages, workers, the service worker), in order. */
  readonly requests: readonly string[];
  /** Saves a PNG of the page as `<screenshots>/<name>.png` and returns its path. */
  screenshot(name: string, page?: Page): Promise<string>;
  /** Switches the network off (browser and server both) or back on. */
  setOffline(offline: boolean): Promise<void>;
  /** A Chrome DevTools Protocol session on the page. */
  cdp(page?: Page): Promise<CDPSession>;
}

export interface LaunchedContext {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

/** The system Chromium as a phone, 390 × 844 with touch, service workers on (the e2e tests and the bench). */
export const PHONE_CONTEXT = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
  viewport: PHONE,
  screen: PHONE,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
} as const;

/** A persistent Chromium profile in a temporary folder, removed on close. */
export async function launchChromium(
  options: { colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<LaunchedContext> {
  const profile = await mkdtemp(join(tmpdir(), 'zs-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...PHONE_CONTEXT,
    deviceScaleFactor: 1,
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Builds the context a test runs in, with request recording and the screenshot folder. */
export async function createTestContext(
  server: StaticServer,
  launched: LaunchedContext,
  screenshotDir: string,
): Promise<E2eContext> {
  const requests: string[] = [];
  launched.context.on('request', (request) => requests.push(request.url()));
  await mkdir(screenshotDir, { recursive: true });
  return {
    server,
    url: server.url,
    context: launched.context,
    page: launched.page,
    requests,
    async screenshot(name, page = launched.page) {
      const path = join(screenshotDir, `${name}.png`);
      await page.screenshot({ path, animations: 'disabled' });
      return path;
    },
    async setOffline(offline) {
      server.setDown(offline);
      await launched.context.setOffline(offline);
    },
    cdp: (page = launched.page) => launched.context.newCDPSession(page),
  };
}

/** Waits until the page's service worker is active and every precached file is in Cache Storage. */
export async function waitForPrecache(page: Page): Promise<{ cached: number }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
    const names = await caches.keys();
    const precache = names.find((name) => name.includes('precache'));
    if (!precache) throw new Error(`no precache among caches ${names.join(', ')}`);
    const cache = await caches.open(precache);
    return { cached: (await cache.keys()).length };
  });
}

/** The URLs the service worker precaches (read from the built sw.js). */
export function precacheUrls(swSource: string): string[] {
  return [...new Set([...swSource.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1] ?? ''))];
}

/**
 * What reached the server after `from`, leaving out the browser's own check for a new service
 * worker (a GET of /sw.js on navigation, made by the browser process, which Playwright's offline
 * switch does not cover; offline it fails and the installed version carries on, as on a phone).
 */
export function servedSince(server: StaticServer, from: number): StaticServer['served'] {
  return server.served.slice(from).filter((request) => request.path !== '/sw.js');
}

/** Resolves once `predicate` holds, polling; throws with `what` after `timeout` ms. */
export async function until(
  what: string,
  predicate: () => Promise<boolean> | boolean,
  timeout = 10_000,
): Promise<void> {
  const start = Date.now();
  for (;;) {
    if (await predicate()) return;
    if (Date.now() - start > timeout) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the shell to render (its header's menu, in any language) and for the page's chunk to load. */
export async function shellReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('zs-app')?.shadowRoot;
      return root?.querySelector('header nav') != null && root.querySelector('main .loading') === null;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Opens the app at its games list on a phone (390 × 844: an earlier test may have resized the page). */
export async function openOnPhone(t: E2eContext): Promise<void> {
  await t.page.setViewportSize(PHONE);
  await t.page.goto(t.url);
  await shellReady(t.page);
}

/** Taps faces on the dice pad (the group "Dice faces", buttons "1" to "6"). */
export async function tapFaces(page: Page, faces: readonly number[]): Promise<void> {
  const pad = page.getByRole('group', { name: 'Dice faces' });
  for (const face of faces) await pad.getByRole('button', { name: String(face), exact: true }).tap();
}

/** Picks a legal hold by its dice ("Hold 1, 5: 150 points, …") and waits until it is the one selected. */
export async function pickHold(page: Page, dice: readonly number[]): Promise<void> {
  const hold = page
    .getByRole('list', { name: 'Legal holds, best first' })
    .getByRole('button', { name: new RegExp(`^Hold ${dice.join(', ')}:`) });
  await hold.tap();
  await until(
    `the hold ${dice.join(', ')} to be selected`,
    async () => (await hold.getAttribute('aria-pressed')) === 'true',
  );
}

/**
 * Chromium as a phone (touch, 390×844) on a profile folder of the test's own, which a test can kill
 * and open again, as a dead battery and a restart would. Downloads are accepted (a backup's file).
 */
export function launchPhoneProfile(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { ...PHONE_CONTEXT, acceptDownloads: true });
}

/**
 * Waits for the advisor's line over the holds: the advice re-ranks the holds when it comes (on a
 * first visit it may wait for the preset's table), so a hold is tapped once the list is settled,
 * as a player taps what they see.
 */
export async function adviceSettled(page: Page): Promise<void> {
  await page.getByText(/^Keep [\d, ]+ · /).waitFor({ timeout: 15_000 });
}

/** A button by its exact accessible name. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * From the games list: starts a game of these players under these rules (a preset's id, or
 * 'house'), `configure` setting anything more on the new-game page, and waits for its play page;
 * returns its URL.
 */
export async function startGame(
  page: Page,
  players: readonly string[],
  rules: string,
  configure?: () => Promise<void>,
): Promise<string> {
  await button(page, 'New game').tap();
  const newName = page.getByRole('textbox', { name: "New player's name" });
  for (const name of players) {
    await newName.fill(name);
    await newName.press('Enter');
  }
  await page.getByRole('combobox', { name: 'Rules' }).selectOption(rules);
  await configure?.();
  await button(page, 'Start game').tap();
  await page.waitForURL(/#\/game\/[^/]+$/);
  return page.url();
}

/** From the games list: starts a Farkle game of these players and waits for its play page; returns its URL. */
export function startFarkleGame(page: Page, players: readonly string[]): Promise<string> {
  return startGame(page, players, 'farkle');
}
