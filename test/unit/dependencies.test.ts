/**
 * Every package the code, the tests and the benches import is declared in package.json: nothing
 * works only because another package happened to bring it along.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The package a bare import names: "lit/decorators.js" is lit, "@lit/context" itself. */
function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('virtual:')
  )
    return null;
  const [first, second] = specifier.split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? null);
}

describe('package.json', () => {
  it('declares every package that src, test and bench import', () => {
    const files = [
      ...['src', 'test', 'bench'].flatMap((dir) => sources(join(ROOT, dir))),
      ...['vite.config.ts', 'pwa-assets.config.ts', 'web-test-runner.config.mjs', 'eslint.config.js'].map((name) =>
        join(ROOT, name),
      ),
    ];
    const missing = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)) {
        const name = packageOf(match[1] ?? '');
        if (name && !declared.has(name)) missing.add(`${name} (${file.slice(ROOT.length + 1)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
