/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The app's colours (src/ui/theme.ts): the light background, and the accent green of the logo. */
const background = '#f4f1ea';
const accent = '#176647';

export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: bench/size.ts reads which chunks the page loads before first paint.
    manifest: true,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  plugins: [
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
        theme_color: accent,
        background_color: background,
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
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first worker takes control of the page that installed it, so a game begun on the very
        // first visit can still open its lazily loaded pages offline. Later versions wait (no
        // skipWaiting) until "Reload" is tapped; only then do they claim the open tabs.
        clientsClaim: true,
      },
    }),
  ],
  test: {
    // Vitest runs the pure layers (rules, game, advisor) in Node; components and storage run in
    // Chromium through @web/test-runner (web-test-runner.config.mjs).
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
