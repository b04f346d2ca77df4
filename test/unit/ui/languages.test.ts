import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../../vite.config.js';
import { isLocale, LANGUAGES, pickLocale } from '../../../src/ui/locales/languages.js';

/** index.html as the build writes it (the design-tokens plugin fills in its placeholders). */
async function transformIndexHtml(html: string): Promise<string> {
  const plugins = (config as { plugins: unknown[] }).plugins.flat() as {
    name?: string;
    transformIndexHtml?: { handler: (html: string) => string };
  }[];
  const tokens = plugins.find((plugin) => plugin?.name === 'zs-design-tokens');
  return tokens?.transformIndexHtml?.handler(html) ?? '';
}

describe('pickLocale', () => {
  it('speaks the players’ own choice first', () => {
    expect(pickLocale('cs', ['de-DE', 'en'])).toBe('cs');
  });

  it('follows the browser’s first language the app speaks, by language alone', () => {
    expect(pickLocale(null, ['de-AT', 'en'])).toBe('de');
    expect(pickLocale(null, ['ja', 'fr-CA', 'de'])).toBe('fr');
    expect(pickLocale(null, ['es_419'])).toBe('es');
  });

  it('falls back to English for a language it does not speak, or a choice that is not a language', () => {
    expect(pickLocale(null, ['ja', 'pl'])).toBe('en');
    expect(pickLocale('xx', [])).toBe('en');
    expect(pickLocale('xx', ['cs-CZ'])).toBe('cs');
  });

  it('never picks the pseudo-locale, which only tests use', () => {
    expect(isLocale('en-XA')).toBe(true);
    expect(pickLocale('en-XA', ['de'])).toBe('de');
  });

  it('offers English first, then every language of lit-localize.json but the pseudo-locale, each in its own words', () => {
    const config = JSON.parse(readFileSync('lit-localize.json', 'utf8')) as { targetLocales: string[] };
    expect(LANGUAGES.map(({ code }) => code)).toEqual([
      'en',
      ...config.targetLocales.filter((code) => code !== 'en-XA').sort(),
    ]);
    expect(LANGUAGES.map(({ name }) => name)).toEqual(['English', 'Čeština', 'Deutsch', 'Español', 'Français']);
  });

  it('makes the same choice as index.html before any script, whose list the build writes in', async () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain("var offered = /* zs-languages */ ['en'];");
    const built = await transformIndexHtml(html);
    const script = /<script>\s*(\/\/ The current route[\s\S]*?)<\/script>/.exec(built)?.[1];
    expect(script).toBeTruthy();
    for (const [stored, wanted] of [
      [null, ['de-AT', 'en']],
      ['cs', ['de']],
      [null, ['ja', 'fr-CA']],
      ['xx', ['pl']],
      ['en-XA', ['es-419']],
    ] as const) {
      const root = {
        lang: '',
        attributes: new Map<string, string>(),
        setAttribute(name: string, value: string) {
          this.attributes.set(name, value);
        },
      };
      const run = new Function('localStorage', 'navigator', 'document', 'location', script ?? '');
      // A phone that has run the app: its service worker serves the page.
      run(
        { getItem: () => stored },
        { languages: wanted, serviceWorker: { controller: {} } },
        { documentElement: root, addEventListener: () => undefined },
        { hash: '' },
      );
      expect(root.lang, `${String(stored)} ${wanted.join(',')}`).toBe(pickLocale(stored, wanted));
      // A first visit (no worker yet) has nothing stored: the shell follows the phone, without reading storage.
      const first = { ...root, lang: '' };
      let reads = 0;
      const storage = { getItem: () => (reads++, 'cs') };
      run(storage, { languages: wanted }, { documentElement: first, addEventListener: () => undefined }, { hash: '' });
      expect(reads, 'localStorage reads before the first paint of a first visit').toBe(0);
      expect(first.lang, `first visit, ${wanted.join(',')}`).toBe(pickLocale(null, wanted));
    }
  });
});
