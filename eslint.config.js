import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'dev-dist/', 'node_modules/', 'coverage/', 'public/'] },
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
    // Storage sits in src/db, the only code that imports Dexie; the UI goes through it.
    files: ['src/**/*.ts'],
    ignores: ['src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['dexie', 'dexie/*'], message: 'Only src/db imports Dexie.' }] }],
    },
  },
  {
    // The pure layers run in Node, a worker and the page alike: they must not reach for Lit,
    // Dexie or the DOM (STYLE.md, "Layers you can see in the tree").
    files: ['src/rules/**/*.ts', 'src/game/**/*.ts', 'src/advisor/**/*.ts', 'src/export/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lit', 'lit/*', '@lit/*'], message: 'Pure layers never import Lit.' },
            { group: ['dexie', 'dexie/*'], message: 'Only src/db imports Dexie.' },
            { group: ['../ui/*', '../db/*', '../components/*'], message: 'Arrows point inward.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'indexedDB'],
    },
  },
);
