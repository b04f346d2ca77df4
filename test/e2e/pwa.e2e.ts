/**
 * Installable and offline: Chromium reports no installability errors, the manifest says
 * what it should, the icons load at their sizes; after the first visit the app, the rules explorer
 * and every page start with the network off; an update waits for "Reload"; nothing is ever fetched
 * from anywhere but the app's own server.
 */
import assert from 'node:assert/strict';
import { explorerIntro } from '../../src/ui/text/shell-text.js';
import { precacheUrls, servedSince, shellReady, startFarkleGame, tapFaces, until, waitForPrecache } from './harness.js';
import type { E2eContext, E2eTest } from './harness.js';
import { light } from '../../src/ui/app/tokens.js';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The light theme's background and accent, from the design tokens (the manifest must carry the same). */
function themeColours(): { background: string; accent: string } {
  return { background: light.bg, accent: light.accent };
}

async function firstVisit(t: E2eContext): Promise<number> {
  await t.page.goto(t.url);
  await shellReady(t.page);
  await t.page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
  const sw = await (await t.context.request.get(`${t.url}sw.js`)).text();
  const expected = precacheUrls(sw);
  assert.ok(expected.length > 10, `sw.js precaches ${expected.length} files`);
  await until(
    'every file to be precached',
    async () => (await waitForPrecache(t.page)).cached === expected.length,
    30_000,
  );
  return expected.length;
}

const installable: E2eTest = {
  name: 'installable: no installability errors, manifest fields, icons at their sizes',
  async run(t) {
    await t.page.goto(t.url);
    await shellReady(t.page);
    await t.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await t.screenshot('01-games-first-visit');

    const cdp = await t.cdp();
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    assert.deepEqual(installabilityErrors, [], `installability errors: ${JSON.stringify(installabilityErrors)}`);
    const appManifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    assert.deepEqual(appManifest.errors, [], 'the manifest parses without errors');
    assert.equal(appManifest.url, `${t.url}manifest.webmanifest`);

    const response = await t.context.request.get(appManifest.url);
    assert.match(response.headers()['content-type'] ?? '', /^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    const { background, accent } = themeColours();
    assert.equal(manifest.name, 'Zilch Scorepad');
    assert.equal(manifest.short_name, 'Zilch');
    assert.ok(typeof manifest.description === 'string' && manifest.description.length > 20, 'a description');
    assert.equal(manifest.id, './');
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.scope, './');
    assert.equal(manifest.display, 'standalone');
    assert.equal(String(manifest.background_color).toLowerCase(), background);
    assert.equal(String(manifest.theme_color).toLowerCase(), accent);

    const wanted = [
      { size: 192, purpose: undefined },
      { size: 512, purpose: undefined },
      { size: 512, purpose: 'maskable' },
    ];
    for (const { size, purpose } of wanted) {
      assert.ok(
        manifest.icons.some((icon) => icon.sizes === `${size}x${size}` && icon.purpose === purpose),
        `an icon ${size}x${size}${purpose ? ` (${purpose})` : ''}`,
      );
    }
    for (const icon of manifest.icons) {
      const file = await t.context.request.get(new URL(icon.src, appManifest.url).href);
      assert.equal(file.status(), 200, `${icon.src} loads`);
      assert.equal(file.headers()['content-type'], icon.type ?? 'image/png');
      const { width, height } = pngSize(await file.body());
      assert.equal(`${width}x${height}`, icon.sizes, `${icon.src} is ${icon.sizes}`);
    }

    // The page's own icons: favicon, SVG icon, Apple touch icon.
    const links = await t.page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]')].map(
        (link) => ({
          rel: link.rel,
          href: link.href,
        }),
      ),
    );
    assert.deepEqual(links.map((link) => link.rel).sort(), ['apple-touch-icon', 'icon', 'icon']);
    for (const link of links)
      assert.equal((await t.context.request.get(link.href)).status(), 200, `${link.href} loads`);
    const apple = links.find((link) => link.rel === 'apple-touch-icon');
    assert.deepEqual(pngSize(await (await t.context.request.get(apple?.href ?? '')).body()), {
      width: 180,
      height: 180,
    });
  },
};

const offline: E2eTest = {
  name: 'offline: after the first visit the app, the explorer and every page start with the network off',
  async run(t) {
    const precached = await firstVisit(t);
    // Everything the app needs is in the precache, including the pages not yet visited.
    const lazyPages = t.requests.filter((url) =>
      /\/assets\/zs-(backup|sheet|play|new-game)-page-[\w-]+\.js$/.test(url),
    );
    assert.ok(lazyPages.length >= 4, `the service worker fetched the lazily loaded pages (${lazyPages.length})`);

    await t.setOffline(true);
    const servedBefore = t.server.served.length;
    await t.page.reload();
    await shellReady(t.page);
    // Not `navigator.onLine`: after a reload Chromium 150 reports it true under Playwright's offline
    // switch. The server is down as well, and saw no request (below): that is the proof.
    assert.ok(
      await t.page.evaluate(() => navigator.serviceWorker.controller !== null),
      'the service worker serves the page',
    );
    await t.screenshot('02-games-offline');

    await t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).tap();
    await shellReady(t.page);
    await tapFaces(t.page, [1, 1, 5, 2, 3, 4]);
    const holds = t.page.getByRole('list', { name: 'Legal holds, best first' });
    await holds.waitFor();
    assert.ok((await holds.getByRole('listitem').count()) >= 3, 'the explorer lists the legal holds of 1,1,5,2,3,4');
    await t.screenshot('03-explorer-offline');

    // A cold start on each page's link, with the network still off.
    for (const hash of ['#/explorer', '#/new', '#/backup', '#/']) {
      await t.page.goto(`${t.url}${hash}`);
      await t.page.reload();
      await shellReady(t.page);
    }
    assert.deepEqual(
      servedSince(t.server, servedBefore),
      [],
      `the server saw no request while offline (${precached} files precached)`,
    );
    await t.setOffline(false);
  },
};

const noForeignRequests: E2eTest = {
  name: 'network: no request ever leaves 127.0.0.1 (pages, service worker, icons)',
  async run(t) {
    await firstVisit(t);
    for (const hash of ['#/explorer', '#/new', '#/backup', '#/']) {
      await t.page.goto(`${t.url}${hash}`);
      await shellReady(t.page);
      if (hash === '#/explorer') await tapFaces(t.page, [5, 5, 5, 1, 2, 6]);
    }
    await t.page.reload();
    await shellReady(t.page);
    // The recording sees the service worker's own fetches (the precache), not only the page's.
    assert.ok(
      t.requests.some((url) => url.endsWith('/manifest.webmanifest')) &&
        t.requests.some((url) => url.endsWith('/pwa-512x512.png')),
      'the recording includes the precache fetches',
    );
    const foreign = t.requests.filter((url) => !url.startsWith(`${t.server.origin}/`) && !/^(data|blob):/.test(url));
    assert.deepEqual(foreign, [], `${t.requests.length} requests, all to ${t.server.origin}`);
    assert.ok(
      t.server.served.every((request) => request.status === 200),
      'every request was answered 200',
    );
  },
};

const updatePrompt: E2eTest = {
  name: 'update: a new version shows "Update available" and waits for "Reload"',
  async run(t) {
    await firstVisit(t);
    assert.ok(
      await t.page.evaluate(() => navigator.serviceWorker.controller !== null),
      'the first worker controls the page',
    );
    await t.page.getByRole('link', { name: 'Rules' }).tap();
    await shellReady(t.page);
    await tapFaces(t.page, [1, 5]);

    // A new deploy: the service worker's bytes change.
    const sw = await (await t.context.request.get(`${t.url}sw.js`)).text();
    t.server.override('/sw.js', `${sw}\n// the next version\n`);
    await t.page.evaluate(() => {
      (window as Window & { zsBeforeUpdate?: boolean }).zsBeforeUpdate = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    const reload = t.page.getByRole('button', { name: 'Reload' });
    await t.page.getByText('Update available').waitFor({ timeout: 30_000 });
    await t.screenshot('04-update-available');

    // It never reloads by itself: the roll in progress is still on the screen a while later.
    await t.page.waitForTimeout(3000);
    assert.equal(
      await t.page.evaluate(() => (window as Window & { zsBeforeUpdate?: boolean }).zsBeforeUpdate),
      true,
      'no reload',
    );
    assert.equal(await t.page.getByRole('group', { name: 'Dice faces' }).isVisible(), true);

    await Promise.all([t.page.waitForEvent('load', { timeout: 30_000 }), reload.tap()]);
    await shellReady(t.page);
    assert.equal(
      await t.page.evaluate(() => (window as Window & { zsBeforeUpdate?: boolean }).zsBeforeUpdate),
      undefined,
      'reloaded',
    );
    const state = await t.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    });
    assert.deepEqual(state, { waiting: null, controlled: true }, 'the new version is active and in control');
    assert.equal(await t.page.getByText('Update available').count(), 0);
  },
};

const shell: E2eTest = {
  name: 'shell: the header and "Loading…" paint before any script is even asked for; then the route\'s page code comes in one go',
  async run(t) {
    // Hold back every script: what shows now is index.html alone.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await t.page.route('**/assets/*.js', async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await t.page.goto(`${t.url}#/explorer`, { waitUntil: 'commit' });
    await t.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await t.page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    await t.page.getByText(explorerIntro()).waitFor();
    assert.equal(await t.page.evaluate(() => customElements.get('zs-app')), undefined, 'no script has run');
    const rules = t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' });
    const games = t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' });
    const background = (link: typeof rules) => link.evaluate((element) => getComputedStyle(element).backgroundColor);
    assert.notEqual(await background(rules), await background(games), 'the current page is marked in the menu');

    // After the first paint, the loader asks for the entry and the page's code together.
    await until('the scripts to be requested', () =>
      requested.some((path) => /\/assets\/index-[\w-]+\.js$/.test(path)),
    );
    const preloaded = await t.page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    assert.ok(
      preloaded.some((path) => /\/assets\/zs-rules-explorer-[\w-]+\.js$/.test(path)),
      `the explorer's code is preloaded: ${preloaded.join(', ')}`,
    );
    assert.ok(
      !preloaded.some((path) => /\/assets\/db-[\w-]+\.js$/.test(path)),
      'the explorer does not preload the storage code',
    );
    assert.equal(
      await t.page.locator('head script[type="module"]').count(),
      1,
      'one module script, added by the loader',
    );
    // The icons and the manifest come with the scripts, after the paint; until then a data: icon
    // stands in, so the browser does not ask for /favicon.ico as the document finishes loading.
    assert.equal(await t.page.locator('link[rel="manifest"]').count(), 1, 'the manifest link, added by the loader');
    assert.equal(
      await t.page.locator('link[rel="icon"]:not([data-shell-icon])').count(),
      2,
      'the two icons, added by the loader',
    );
    assert.equal(await t.page.locator('link[data-shell-icon]').count(), 0, 'the stand-in icon is gone');
    await t.screenshot('00-shell-before-scripts');

    release();
    await shellReady(t.page);
    await t.page.getByRole('group', { name: 'Dice faces' }).waitFor();
    // The stand-in is gone: one banner, one main, whichever renders them.
    assert.equal(await t.page.getByRole('banner').count(), 1);
    assert.equal(await t.page.getByRole('main').count(), 1);
    assert.equal(
      await t.page.getByText(explorerIntro()).count(),
      1,
      'the page says its intro once, where the shell said it',
    );
  },
};

/** Records the largest-contentful-paint entries, and when zs-app (the first script's work) was defined. */
function recordLargestPaints(): void {
  const record = { paints: [] as { time: number; size: number }[], definedAt: -1 };
  (window as Window & { zsPaints?: typeof record }).zsPaints = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.paints.push({ time: entry.startTime, size: (entry as PerformanceEntry & { size: number }).size });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  void customElements.whenDefined('zs-app').then(() => (record.definedAt = performance.now()));
}

const largestPaint: E2eTest = {
  name: "largest paint: on the games list and the explorer it is the static shell's, painted before any script is asked for, and the page never outgrows it",
  async run(t) {
    await t.page.addInitScript(recordLargestPaints);
    for (const [hash, ready] of [
      ['#/', () => t.page.getByText('No games yet', { exact: false }).waitFor()],
      ['#/explorer', () => t.page.getByRole('group', { name: 'Dice faces' }).waitFor()],
    ] as const) {
      await t.page.goto(`${t.url}${hash}`);
      await shellReady(t.page);
      await ready();
      // Two frames after the page has rendered: any paint it made has been reported.
      await t.page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { paints, definedAt } = await t.page.evaluate(
        () =>
          (window as Window & { zsPaints?: { paints: { time: number; size: number }[]; definedAt: number } })
            .zsPaints ?? { paints: [], definedAt: -1 },
      );
      assert.ok(
        paints.length > 0 && definedAt > 0,
        `${hash}: paints ${JSON.stringify(paints)}, zs-app defined at ${definedAt}`,
      );
      const late = paints.filter((paint) => paint.time >= definedAt);
      assert.deepEqual(
        late,
        [],
        `${hash}: a paint larger than the shell's came after the scripts ran (zs-app defined at ${Math.round(definedAt)} ms)`,
      );
      // And the scripts were not even asked for before that paint: the loader waits for it.
      const { firstContentfulPaint, firstScript } = await t.page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        firstScript: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      }));
      assert.ok(firstContentfulPaint > 0, `${hash}: a first contentful paint was reported`);
      assert.ok(
        firstScript >= firstContentfulPaint,
        `${hash}: the first script was requested at ${Math.round(firstScript)} ms, before the first paint at ${Math.round(firstContentfulPaint)} ms`,
      );
    }
  },
};

const resume: E2eTest = {
  name: "resume: a game opened again paints its last turn's banner from the HTML alone, where the page then draws it",
  async run(t) {
    await t.page.goto(`${t.url}#/`);
    await shellReady(t.page);
    const url = await startFarkleGame(t.page, ['Ana', 'Ben']);
    await tapFaces(t.page, [2, 3, 4, 6, 6, 2]);
    const heading = t.page.getByText("Zilch! Ana's turn ends");
    await heading.waitFor();
    const drawn = await heading.boundingBox();
    // The app's files over the network again, held back: what shows is index.html and what the
    // last visit kept.
    await t.page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await t.page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await t.page.goto('about:blank');
    await t.page.goto(url, { waitUntil: 'commit' });
    await heading.waitFor();
    assert.equal(await t.page.evaluate(() => customElements.get('zs-app')), undefined, 'no script has run');
    assert.ok(
      await t.page.getByText('Tapped a die wrong? Undo brings the roll back.').isVisible(),
      'the banner says what it said',
    );
    const painted = await heading.boundingBox();
    assert.deepEqual(painted, drawn, 'the shell paints the banner where the page drew it');
    await t.screenshot('05-resume-before-scripts');

    release();
    await t.page.getByRole('heading', { name: 'Ben is up' }).waitFor();
    assert.equal(await heading.count(), 1, 'one banner once the page has taken over');
    assert.deepEqual(await heading.boundingBox(), drawn, 'and it has not moved');
  },
};

export const tests: readonly E2eTest[] = [
  shell,
  resume,
  largestPaint,
  installable,
  offline,
  noForeignRequests,
  updatePrompt,
];
