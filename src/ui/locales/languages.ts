/**
 * The languages the app speaks, each named in itself (a German speaker looks for "Deutsch"), and
 * how the language is chosen: the player's own choice, else the first of the browser's languages
 * the app speaks, else English. No Lit here: the choice is plain code, tested in Node.
 */
import { allLocales, sourceLocale, targetLocales } from './locale-codes.js';

export type Locale = (typeof allLocales)[number];

/** The pseudo-locale (accented, 40 % longer) that tests use to find hard-coded text; never offered. */
export const PSEUDO_LOCALE = 'en-XA';

export const SOURCE_LOCALE: Locale = sourceLocale;

/** Each language's name in itself; a language added later is named by Intl until it is listed here. */
const NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  cs: 'Čeština',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

function ownName(code: string): string {
  const name = NAMES[code] ?? new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** The languages offered to the players, English first, each in its own words (lit-localize.json's list). */
export const LANGUAGES: readonly { readonly code: Locale; readonly name: string }[] = (
  [sourceLocale, ...targetLocales] as Locale[]
)
  .filter((code) => code !== PSEUDO_LOCALE)
  .map((code) => ({ code, name: ownName(code) }));

/** Whether `code` is a locale the app has (the pseudo-locale included, for tests). */
export function isLocale(code: unknown): code is Locale {
  return typeof code === 'string' && (allLocales as readonly string[]).includes(code);
}

/**
 * The language to speak: `chosen` (the player's choice, if it is one the app has), else the first
 * of `preferred` (the browser's languages, most wanted first) that the app speaks, matched on the
 * language alone ("de-AT" speaks "de"), else English.
 */
export function pickLocale(chosen: string | null, preferred: readonly string[]): Locale {
  if (isLocale(chosen) && chosen !== PSEUDO_LOCALE) return chosen;
  for (const tag of preferred) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    const match = LANGUAGES.find((offered) => offered.code === language);
    if (match) return match.code;
  }
  return SOURCE_LOCALE;
}
