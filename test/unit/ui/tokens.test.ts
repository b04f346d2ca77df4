import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenCss } from '../../../src/ui/app/tokens.js';

// The components' CSS as written: every .ts file under src/ui (css`` templates and the plain CSS
// strings index.html shares), and index.html's own shell.
const root = new URL('../../../', import.meta.url);
const sources = readdirSync(new URL('src/ui', root), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.includes('locales'))
  .map((file) => ({ file: join('src/ui', file), text: readFileSync(new URL(join('src/ui', file), root), 'utf8') }));
const indexHtml = readFileSync(new URL('index.html', root), 'utf8');

const declared = (text: string) => [...text.matchAll(/(--zs-[a-z0-9-]+)\s*:/g)].map(([, name]) => name);
const declarations = (property: RegExp) =>
  sources.flatMap(({ file, text }) =>
    [...text.matchAll(new RegExp(`^\\s*(${property.source}):\\s*([^;]+);`, 'gm'))].map(([, name, value]) => ({
      file,
      name,
      value: value?.trim() ?? '',
    })),
  );

describe('the design tokens in the components’ CSS', () => {
  it('are read only by the names tokens.ts declares (or a component sets on itself)', () => {
    const known = new Set([...declared(tokenCss), ...sources.flatMap(({ text }) => declared(text))]);
    const read = [...sources, { file: 'index.html', text: indexHtml }].flatMap(({ file, text }) =>
      [...text.matchAll(/var\((--zs-[a-z0-9-]+)/g)].map(([, name]) => `${file}: ${name}`),
    );
    // The chart's line colours are read as `var(--zs-player-${seat})`.
    expect(read.filter((use) => !known.has(use.split(': ')[1] ?? '') && !use.endsWith('--zs-player-'))).toEqual([]);
  });

  it('give every font size on screen, from the type scale', () => {
    // On paper the sheet sets its own sizes in points; two sizes in pixels are deliberate: the chart's
    // labels stay 12px whatever the text size (its viewBox is in CSS pixels), and the language
    // select stays at 16px, below which Safari zooms the page into a focused field.
    const allowed = /^var\(--zs-font-\d+\)$|^\d+pt$/;
    const raw = declarations(/font-size/).filter(({ value }) => !allowed.test(value));
    expect(raw.map(({ file, value }) => `${file}: ${value}`)).toEqual([
      'src/ui/app/zs-app.styles.ts: 16px',
      'src/ui/components/zs-score-chart.styles.ts: 12px',
    ]);
  });

  it('give every rounded corner, from the radii', () => {
    const raw = declarations(/border(?:-[a-z]+)*-radius/).filter(({ value }) =>
      value.split(/\s+/).some((part) => !/^var\(--zs-radius-[a-z]+\)$|^0$|^inherit$/.test(part)),
    );
    expect(raw.map(({ file, value }) => `${file}: ${value}`)).toEqual([]);
  });
});
