import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/** A layer may import its own files and the layers `inward` of it. */
const layer = (type, inward) => ({
  from: { element: { type } },
  allow: { to: { element: { types: { anyOf: [type, ...inward] } } } },
});

export default tseslint.config(
  { ignores: ['dist/', 'dev-dist/', 'node_modules/', 'coverage/', 'public/', 'src/ui/locales/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  litConfigs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The layers, and the only arrows allowed between them: rules ← game ← advisor, export ← db ← ui
    // (and the advice worker, which runs the advisor beside its cache). A layer imports its own
    // files and the layers inward of it, never one outward (docs/architecture.md, "Layers").
    // src/main.ts, the entry, only starts the shell.
    files: ['src/**/*.ts'],
    ignores: ['src/main.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*.ts'],
      'boundaries/elements': [
        { type: 'rules', pattern: 'src/rules' },
        { type: 'game', pattern: 'src/game' },
        { type: 'advisor', pattern: 'src/advisor' },
        { type: 'stats', pattern: 'src/stats' },
        { type: 'export', pattern: 'src/export' },
        { type: 'link', pattern: 'src/link' },
        { type: 'db', pattern: 'src/db' },
        { type: 'ui', pattern: 'src/ui' },
        { type: 'workers', pattern: 'src/workers' },
      ],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            layer('rules', []),
            layer('game', ['rules']),
            layer('advisor', ['rules', 'game']),
            layer('stats', ['rules', 'game']),
            layer('export', ['rules', 'game', 'stats']),
            layer('link', ['rules', 'game', 'export']),
            layer('db', ['rules', 'game', 'stats', 'export']),
            layer('ui', ['rules', 'game', 'advisor', 'stats', 'export', 'link', 'db']),
            layer('workers', ['rules', 'game', 'advisor', 'db']),
            // The UI reaches storage through src/db/index.ts only.
            { from: { element: { type: 'ui' } }, disallow: { to: { element: { type: 'db', fileInternalPath: '!index.ts' } } } },
            // The advice worker opens the advice cache, and nothing else of storage.
            { from: { element: { type: 'workers' } }, disallow: { to: { element: { type: 'db', fileInternalPath: '!advice-cache.ts' } } } },
          ],
        },
      ],
    },
  },
  {
    // Storage sits in src/db, the only code that imports Dexie; the UI goes through it.
    files: ['src/**/*.ts'],
    ignores: ['src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['dexie', 'dexie/*'], message: 'Only src/db imports Dexie.' }] }],
    },
  },
  {
    // The pure layers run in Node, a worker and the page alike: they must not reach for Lit,
    // Dexie or the DOM (docs/style.md, "Layers you can see in the tree").
    files: [
      'src/rules/**/*.ts',
      'src/game/**/*.ts',
      'src/advisor/**/*.ts',
      'src/stats/**/*.ts',
      'src/export/**/*.ts',
      'src/link/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lit', 'lit/*', '@lit/*'], message: 'Pure layers never import Lit.' },
            { group: ['dexie', 'dexie/*'], message: 'Only src/db imports Dexie.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'indexedDB'],
    },
  },
  {
    // The words layer turns codes and numbers into words and calls no rule: what it needs of the
    // rules (a hold's points, the dice that do not score, a zilch's chance) comes from game's
    // selectors (docs/style.md, "Words").
    files: ['src/ui/text/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/rules/*', '**/rules/**', '**/advisor/*', '**/advisor/**'],
              allowTypeImports: true,
              message: 'ui/text calls no rule: ask a selector of src/game, and import only types from rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // What a page shows is worked out in plain TypeScript that Node tests read: the sessions and
    // views beside the pages import no Lit (only @lit/localize's msg) and touch no DOM.
    files: [
      'src/ui/session/**/*.ts',
      'src/ui/pages/play/{play-view,play-session,tapped-dice,hold-choice,other-tab,tap-reverts,rematch,pending-taps,draft}.ts',
      'src/ui/pages/sheet/correction-session.ts',
      'src/ui/pages/new-game/new-game-form.ts',
      'src/ui/pages/stats/stats-form.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['lit', 'lit/*', '@lit/context', '@lit/task', '**/components/*', '**/zs-*'],
              allowTypeImports: true,
              message: 'Sessions and views are plain TypeScript: no Lit, no element (types only).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'indexedDB', 'requestAnimationFrame'],
    },
  },
);
