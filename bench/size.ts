/**
 * Size suite: what the production build makes a phone download. The budget (issue 4) is on the
 * JavaScript loaded before first paint. index.html has no script tag and no modulepreload: the
 * loader at its end (vite.config.ts shellFirst) requests the entry, its static imports and the
 * current page's chunks only after the static shell has painted, so that figure is none at all;
 * the same budget is held against what it takes to start the app (the entry and its static
 * imports, from Vite's build manifest, checked against the loader's plan). Also each route's first
 * screen, every chunk with what loads it, the HTML, and the service worker's precache (everything
 * fetched once for offline use, after the page's load event).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { precacheUrls } from '../test/e2e/harness.js';
import { check, formatCount, formatKB, marker, printTable } from './measure.js';
import type { Check, Suite } from './measure.js';
import type { ShellFirstPlan } from '../vite.config.js';
import { productionBuild } from './production-build.js';
import { LANGUAGES, SOURCE_LOCALE } from '../src/ui/locales/languages.js';

/** Budgets in bytes (1 kB = 1,000 bytes). */
export const SIZE_BUDGETS = {
  /** JavaScript before first paint, gzip; also held against the JavaScript that starts the app. */
  firstPaintJs: 50_000,
} as const;

/** The comparison figure from issue 4: the best React + Vite keeper's JavaScript, gzip. */
const REACT_KEEPER_JS_GZIP = 66_500;

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** gzip at level 9 (what a static host precompresses with) and brotli at 11, from node:zlib. */
function sizesOf(bytes: Buffer): Sizes {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** The manifest keys reachable from `start` through static imports (cycles allowed). */
function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/** A dynamic entry's readable name: "zs-play-page" for src/ui/pages/play/zs-play-page.ts. */
const entryName = (key: string, chunk: ManifestChunk): string =>
  (chunk.src ?? key)
    .replace(/^.*\//, '')
    .replace(/\.(ts|js|mjs)$/, '')
    .replace(/\.prod\.es5$/, '');

export const sizeSuite: Suite = {
  name: 'size',
  async run() {
    const dist = await productionBuild();
    const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const html = await readFile(join(dist, 'index.html'), 'utf8');
    const read = async (file: string) => sizesOf(await readFile(join(dist, file)));

    // Before first paint: whatever index.html itself asks for (nothing, since the loader came).
    const beforePaint = [
      ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g),
    ].map((m) => m[1] ?? '');
    let beforePaintSizes = ZERO;
    for (const file of beforePaint) beforePaintSizes = add(beforePaintSizes, await read(file));
    const planJson = /var app = (\{.*?\});/.exec(html)?.[1];
    if (!planJson) throw new Error('index.html has no loader plan (vite.config.ts shellFirst)');
    const plan = JSON.parse(planJson) as ShellFirstPlan;

    // To start the app: the entry and its static imports.
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
    if (!entryKey) throw new Error('the build manifest has no index.html entry');
    const startKeys = staticClosure(manifest, entryKey);
    const startFiles = [...startKeys].map((key) => manifest[key]?.file ?? key);
    const startCss = [...startKeys].flatMap((key) => manifest[key]?.css ?? []);
    // The same list, seen from the loader's plan.
    const planFiles = [plan.entry, ...plan.preload].map((file) => file.replace(/^\//, ''));
    const missing = startFiles.filter((file) => !planFiles.includes(file));
    const extra = planFiles.filter((file) => !startFiles.includes(file));
    if (missing.length > 0 || extra.length > 0) {
      throw new Error(
        `index.html's loader and the build manifest disagree: missing ${missing.join(', ')}; extra ${extra.join(', ')}`,
      );
    }

    let start = ZERO;
    const startRows: string[][] = [];
    for (const file of [...startFiles, ...startCss]) {
      const sizes = await read(file);
      start = add(start, sizes);
      startRows.push([file, formatKB(sizes.raw), formatKB(sizes.gzip), formatKB(sizes.brotli)]);
    }
    const htmlSizes = sizesOf(Buffer.from(html));
    const budget = check('JS before first paint, gzip', beforePaintSizes.gzip, SIZE_BUDGETS.firstPaintJs, formatKB);
    const startBudget = check('JS to start the app, gzip', start.gzip, SIZE_BUDGETS.firstPaintJs, formatKB);
    startRows.push(['total', formatKB(start.raw), formatKB(start.gzip), formatKB(start.brotli)]);
    printTable(
      "JavaScript to start the app: the entry and its static imports, which index.html's loader requests after the\n" +
        'static shell has painted (gzip -9 and brotli -11 by node:zlib; 1 kB = 1,000 bytes). index.html itself, the shell ' +
        `and its loader: ${formatKB(htmlSizes.raw)}, ${formatKB(htmlSizes.gzip)} gzip.`,
      [{ header: 'file' }, { header: 'raw' }, { header: 'gzip' }, { header: 'brotli' }],
      startRows,
    );
    printTable(
      null,
      [
        { header: 'JavaScript, gzip' },
        { header: 'ours' },
        { header: 'budget' },
        { header: '✓/✗', align: 'left' },
        { header: 'React + Vite keeper' },
      ],
      [
        [
          `before first paint (${formatCount(beforePaint.length)} files)`,
          formatKB(beforePaintSizes.gzip),
          `≤ ${formatKB(budget.limit)}`,
          marker(budget.ok),
          formatKB(REACT_KEEPER_JS_GZIP),
        ],
        [
          'to start the app, after first paint',
          formatKB(start.gzip),
          `≤ ${formatKB(startBudget.limit)}`,
          marker(startBudget.ok),
          '',
        ],
      ],
    );

    // Every chunk, with what loads it.
    const loadedBy = new Map<string, string[]>();
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry) continue;
      for (const member of staticClosure(manifest, key)) {
        if (startKeys.has(member)) continue;
        const file = manifest[member]?.file ?? member;
        loadedBy.set(file, [...(loadedBy.get(file) ?? []), entryName(key, chunk)]);
      }
    }
    const assets = (await readdir(join(dist, 'assets')))
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => `assets/${file}`);
    const chunkRows: { file: string; sizes: Sizes; when: string }[] = [];
    for (const file of assets) {
      const users = [...new Set(loadedBy.get(file))].sort();
      const when =
        startFiles.includes(file) || startCss.includes(file)
          ? 'start, after first paint'
          : users.length === 0
            ? 'later: a worker or asset'
            : users.length > 3
              ? `later, shared by ${users.length}: ${users.slice(0, 3).join(', ')}, …`
              : `later: ${users.join(', ')}`;
      chunkRows.push({ file, sizes: await read(file), when });
    }
    chunkRows.sort((a, b) => b.sizes.gzip - a.sizes.gzip);
    const allJs = chunkRows.reduce((sum, row) => add(sum, row.sizes), ZERO);
    printTable(
      `Every chunk, largest first (${formatKB(allJs.gzip)} gzip in all)`,
      [{ header: 'chunk' }, { header: 'raw' }, { header: 'gzip' }, { header: 'loaded', align: 'left' }],
      chunkRows.map((row) => [row.file, formatKB(row.sizes.raw), formatKB(row.sizes.gzip), row.when]),
    );

    // Each language: its own chunk, loaded only when the players speak it (English is the source).
    const languageRows: string[][] = [];
    let languagesAtStart = 0;
    for (const { code, name } of LANGUAGES) {
      if (code === SOURCE_LOCALE) {
        languageRows.push([`${name} (${code})`, 'in the code', '—', '—', 'always']);
        continue;
      }
      const key = `src/ui/locales/generated/${code}.ts`;
      const file = manifest[key]?.file;
      if (!file) throw new Error(`the build has no chunk for the language ${code}`);
      const atStart = startFiles.includes(file) || manifest[key]?.isDynamicEntry !== true;
      if (atStart) languagesAtStart += 1;
      const sizes = await read(file);
      languageRows.push([
        `${name} (${code})`,
        file,
        formatKB(sizes.raw),
        formatKB(sizes.gzip),
        atStart ? 'AT START' : 'only when chosen',
      ]);
    }
    printTable(
      'The cost of each language: its words in a chunk of their own, fetched when the language is chosen (and precached for offline)',
      [
        { header: 'language' },
        { header: 'chunk' },
        { header: 'raw' },
        { header: 'gzip' },
        { header: 'loaded', align: 'left' },
      ],
      languageRows,
    );
    const languagesCheck = check('language chunks loaded at start', languagesAtStart, 0, formatCount);

    // Each route's first screen: the entry, then the page's code the loader preloads beside it.
    const routeRows: string[][] = [];
    for (const [route, files] of Object.entries(plan.pages)) {
      let sizes = ZERO;
      for (const file of files) sizes = add(sizes, await read(file.replace(/^\//, '')));
      routeRows.push([route, formatCount(files.length), formatKB(sizes.gzip), formatKB(start.gzip + sizes.gzip)]);
    }
    printTable(
      "Each route's first screen: the page code index.html's loader preloads beside the entry (after first paint)",
      [{ header: 'route' }, { header: 'chunks' }, { header: 'page code, gzip' }, { header: 'with the entry, gzip' }],
      routeRows,
    );

    // The service worker's precache: fetched once, after the load event, for offline use.
    const sw = await readFile(join(dist, 'sw.js'), 'utf8');
    const precached = precacheUrls(sw);
    let precache = ZERO;
    for (const url of precached) precache = add(precache, await read(url));
    const runtimeFiles = ['sw.js', ...(await readdir(dist)).filter((file) => /^workbox-[\w]+\.js$/.test(file))];
    let runtime = ZERO;
    for (const file of runtimeFiles) runtime = add(runtime, await read(file));
    const sourceMaps = (await readdir(join(dist, 'assets'))).filter((file) => file.endsWith('.map'));
    let mapBytes = 0;
    for (const file of sourceMaps) mapBytes += (await stat(join(dist, 'assets', file))).size;
    printTable(
      'Offline: what the service worker stores on the first visit (source maps are built but never precached)',
      [{ header: 'what' }, { header: 'files' }, { header: 'raw' }, { header: 'gzip' }],
      [
        [
          "precache (JS, HTML, manifest, icons, the presets' two-player tables)",
          formatCount(precached.length),
          formatKB(precache.raw),
          formatKB(precache.gzip),
        ],
        [
          'service worker runtime (sw.js + workbox)',
          formatCount(runtimeFiles.length),
          formatKB(runtime.raw),
          formatKB(runtime.gzip),
        ],
        ['source maps (not downloaded by the app)', formatCount(sourceMaps.length), formatKB(mapBytes), '—'],
      ],
    );

    const checks: Check[] = [budget, startBudget, languagesCheck];
    return { checks, checksum: (start.gzip + precache.raw) >>> 0 };
  },
};
