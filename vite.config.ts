/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, normalizePath } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTES } from './src/ui/app/routes.js';
import { light, shellHead } from './src/ui/app/tokens.js';
import { BANNER_CSS } from './src/ui/components/banner-css.js';
import { HELP_BUTTON_CSS, LANGUAGE_PILL_CSS } from './src/ui/app/help-button-css.js';
import { PIPS } from './src/ui/components/pips.js';
import { LANGUAGES } from './src/ui/locales/languages.js';

/** The modules each page needs for its first screen: the route table's (src/ui/app/routes.ts). */
const routeModules: Record<string, readonly string[]> = Object.fromEntries(Object.entries(ROUTES).map(([page, route]) => [page, route.modules]));

/**
 * Writes the design tokens and the browser's bar colours (src/ui/app/tokens.ts), the shared CSS and
 * the languages offered (src/ui/locales/languages.ts) into index.html.
 */
function designTokens(): Plugin {
  const marker = '<!-- zs-tokens -->';
  const banner = '/* zs-banner */';
  const pips = '/* zs-pips */ null';
  const help = '/* zs-help */';
  const languages = "/* zs-languages */ ['en']";
  const languagePill = '/* zs-language */';
  return {
    name: 'zs-design-tokens',
    // Before Vite reads the inline styles, which drops their comments.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        for (const placeholder of [marker, banner, pips, help, languages, languagePill]) {
          if (!html.includes(placeholder)) throw new Error(`zs-design-tokens: index.html lost its ${placeholder} placeholder`);
        }
        return html.replace(marker, shellHead()).replace(banner, BANNER_CSS).replace(pips, JSON.stringify(PIPS)).replace(help, HELP_BUTTON_CSS)
          .replace(languagePill, LANGUAGE_PILL_CSS)
          .replace(languages, JSON.stringify(LANGUAGES.map(({ code }) => code)));
      },
    },
  };
}

/** What index.html's loader (its last script) requests once the shell has painted. */
export interface ShellFirstPlan {
  /** The module script. */
  readonly entry: string;
  /** Its static imports, preloaded beside it. */
  readonly preload: readonly string[];
  /** Each page's chunks (beyond the entry's), preloaded when that page is the one opened. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
  /** The head's icon and manifest links, as attributes: added with the scripts, after the paint. */
  readonly links: readonly Readonly<Record<string, string>>[];
}

/** The module script and modulepreload links Vite writes into the built index.html's head. */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;
/** The icon and manifest links (index.html's own, and the one vite-plugin-pwa adds). */
const DEFERRED_LINK = /<link\b[^>]*\brel="(?:icon|apple-touch-icon|manifest)"[^>]*>\s*/g;
/** Stands in for the icons until the loader adds them: a browser asks for /favicon.ico otherwise. */
const NO_ICON_YET = '<link rel="icon" href="data:," data-shell-icon />';

/** A tag's attributes: `<link rel="icon" href="/a.svg" sizes="any" />` → { rel, href, sizes }. */
function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/**
 * Shell first, then the app (build only; the dev server loads modules as they are imported).
 * Takes the module script and its preloads out of the built index.html's head and hands them, with
 * each route's chunks, to the loader at the end of its body, which requests them after the static
 * shell's first paint (a task per link, the entry last). So the first paint never waits for a
 * script, and the current page's code still comes in one round trip instead of three (entry, page,
 * storage). The icon and manifest links go the same way (a `data:` icon stands in, so no
 * /favicon.ico is asked for): the browser fetches them when the document finishes loading, which
 * is before that paint, and nothing on the first screen needs them.
 */
function shellFirst(): Plugin {
  let base = '/';
  return {
    name: 'zs-shell-first',
    apply: 'build',
    // With vite-plugin-pwa's build plugin (also 'post', listed before this one), whose manifest link it defers.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
        const [entry, ...others] = scripts;
        if (!entry || others.length > 0) throw new Error(`zs-shell-first: expected one module script in index.html, found ${scripts.length}`);

        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const next of byFile.get(fileName)?.imports ?? []) closure(next, into);
          return into;
        };
        const entryChunk = chunks.find((chunk) => chunk.isEntry);
        if (!entryChunk || `${base}${entryChunk.fileName}` !== entry) throw new Error(`zs-shell-first: index.html's module script ${entry} is not the entry chunk`);
        const loadedAlready = closure(entryChunk.fileName, new Set());
        // The entry's static imports, read from the bundle rather than from Vite's preload tags.
        const preload = [...loadedAlready].filter((file) => file !== entryChunk.fileName).map((file) => `${base}${file}`);
        const pages: Record<string, string[]> = {};
        for (const [page, modules] of Object.entries(routeModules)) {
          const files = new Set<string>();
          for (const module of modules) {
            const id = normalizePath(fileURLToPath(new URL(module, import.meta.url)));
            // The chunk the module starts, or else the shared chunk the bundler put it in.
            const chunk =
              chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (chunk) closure(chunk.fileName, files);
            else throw new Error(`zs-shell-first: no chunk for ${module} (route ${page}); update src/ui/app/routes.ts`);
          }
          pages[page] = [...files].filter((file) => !loadedAlready.has(file)).map((file) => `${base}${file}`);
        }

        const linkTags = [...html.matchAll(DEFERRED_LINK)].map((match) => match[0].trim());
        if (!linkTags.some((tag) => tag.includes('rel="manifest"'))) throw new Error('zs-shell-first: index.html has no manifest link to defer');
        const plan: ShellFirstPlan = { entry, preload, pages, links: linkTags.map(attributesOf) };
        const marker = '/*shell-first*/null';
        if (!html.includes(marker)) throw new Error(`zs-shell-first: index.html lost its ${marker} placeholder`);
        let iconPlaced = false;
        const shellFirstHtml = html
          .replace(MODULE_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(DEFERRED_LINK, () => (iconPlaced ? '' : ((iconPlaced = true), `${NO_ICON_YET}\n    `)))
          .replace(marker, JSON.stringify(plan));
        // Anything left would be fetched before the first paint, which is what this plugin is for.
        if (/type="module"|rel="modulepreload"/.test(shellFirstHtml)) throw new Error('zs-shell-first: a module script or preload is left in index.html');
        return shellFirstHtml;
      },
    },
  };
}

export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: bench/size.ts reads which chunks the page loads before first paint.
    manifest: true,
    // Every browser the app targets (ES2022) preloads modules natively.
    modulePreload: { polyfill: false },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  plugins: [
    designTokens(),
    VitePWA({
      strategies: 'generateSW',
      // A new version waits until the players tap "Reload" in the toast (src/main.ts): never in the
      // middle of a turn.
      registerType: 'prompt',
      // src/main.ts registers the worker itself (registerSW from virtual:pwa-register).
      injectRegister: false,
      manifest: {
        name: 'Zilch Scorepad',
        short_name: 'Zilch',
        description:
          'Keep score for Zilch and Farkle dice games at the table, online or off: tap in each roll, see the legal holds, bank, and print the score sheet.',
        id: './',
        start_url: './',
        scope: './',
        display: 'standalone',
        lang: 'en',
        categories: ['games', 'utilities'],
        theme_color: light.accent,
        background_color: light.bg,
        // Generated from public/logo.svg by `npm run generate-icons` (pwa-assets.config.ts) and committed.
        icons: [
          { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      includeManifestIcons: false,
      workbox: {
        // Everything the app can ever show is precached, the lazily loaded pages included: a game
        // started in a cellar must reach the score sheet and the export without the network.
        // (Fonts are the system stack, so there are none to fetch; source maps stay out.)
        // The plugin adds manifest.webmanifest itself; the icons come in through the glob (hence
        // includeManifestIcons: false below, so no file is listed twice).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,bin}'],
        // The pseudo-locale is for tests (it is never offered): built, but not stored on phones.
        globIgnores: ['**/node_modules/**/*', 'assets/en-XA-*.js'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first worker takes control of the page that installed it, so a game begun on the very
        // first visit can still open its lazily loaded pages offline. Later versions wait (no
        // skipWaiting) until "Reload" is tapped; only then do they claim the open tabs.
        clientsClaim: true,
      },
    }),
    // After vite-plugin-pwa, whose manifest link it defers with the icons (see enforce there).
    shellFirst(),
  ],
  test: {
    // Vitest runs the pure layers (rules, game, advisor) in Node; components and storage run in
    // Chromium through @web/test-runner (web-test-runner.config.mjs).
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    // The advisor's solves take seconds; a CI machine with two busy cores can take twice as long.
    testTimeout: 20_000,
  },
});
