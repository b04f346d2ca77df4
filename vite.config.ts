/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  test: {
    // Vitest runs the pure layers (rules, game, advisor) in Node; components and storage run in
    // Chromium through @web/test-runner (web-test-runner.config.mjs).
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
