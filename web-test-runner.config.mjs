// Components and storage are tested in the system Chromium (no browser download on these machines).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium.mjs';

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 2,
  // Components read the design tokens from the document, as in the app (index.html gets them at build).
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><head><script type="module">import { installTokens } from '/src/ui/app/tokens.ts'; installTokens(document);</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  // A busy two-core machine runs the longest page tests (a whole game, forty-five games listed) in 10–15 s.
  testFramework: { config: { timeout: 20000 } },
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    {
      // Dexie's `import` entry wraps a UMD file that the dev server cannot serve as a module.
      name: 'dexie-esm',
      resolveImport({ source }) {
        if (source === 'dexie') return '/node_modules/dexie/dist/dexie.mjs';
        return undefined;
      },
    },
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        // computedRole / computedName: tests read roles and names from Blink's accessibility tree.
        args: [...CHROMIUM_ARGS, '--enable-blink-features=ComputedAccessibilityInfo'],
      },
    }),
  ],
};
