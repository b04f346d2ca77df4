import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLocale, LANGUAGES, pickLocale } from '../../../src/ui/locales/languages.js';

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

  it('matches the choice index.html makes before any script, for its shell', () => {
    const html = readFileSync('index.html', 'utf8');
    const offered = /var offered = (\[[^\]]*\]);/.exec(html)?.[1];
    expect(offered && JSON.parse(offered.replace(/'/g, '"'))).toEqual(LANGUAGES.map(({ code }) => code));
    expect(html).toContain("localStorage.getItem('zs-language')");
  });
});
