/**
 * The app's language at run time (@lit/localize, runtime mode: one build serves every language).
 * English is written in the source; every other language is its own chunk, loaded only when chosen.
 */
import { configureLocalization } from '@lit/localize';
import type { LocaleModule } from '@lit/localize';
import { devicePrefs } from '../app/device-prefs.js';
import { targetLocales } from './locale-codes.js';
import { isLocale, pickLocale, SOURCE_LOCALE } from './languages.js';
import type { Locale } from './languages.js';

/**
 * The address of each language whose words failed to load. Chromium (150 at least) keeps a module
 * whose fetch failed as failed: importing the same address again fails without asking the network.
 * So the next try asks for it under another address (a query the service worker's precache does
 * not match, which is right: that try is made once the connection is back). The address is read
 * from the browser's message ("Failed to fetch dynamically imported module: <address>").
 */
const failedAddresses = new Map<string, string>();

async function loadLocale(locale: string): Promise<LocaleModule> {
  const failed = failedAddresses.get(locale);
  try {
    // One import for every language: the build makes each generated module its own chunk, so a
    // language added to lit-localize.json needs no line here.
    return (await (failed
      ? import(/* @vite-ignore */ `${failed}?again=${Date.now()}`)
      : import(`./generated/${locale}.ts`))) as LocaleModule;
  } catch (error) {
    const address = /\bhttps?:\/\/[^\s?#]+\.[jt]s\b/.exec(error instanceof Error ? error.message : '')?.[0];
    if (address) failedAddresses.set(locale, address);
    throw error;
  }
}

const { getLocale, setLocale } = configureLocalization({ sourceLocale: SOURCE_LOCALE, targetLocales, loadLocale });

/** Where this device remembers the players' choice (read before the first paint, so not IndexedDB). */
export const LANGUAGE_PREF = 'zs-language';

/** The language being spoken now. */
export function currentLocale(): Locale {
  const locale = getLocale();
  return isLocale(locale) ? locale : SOURCE_LOCALE;
}

let started: Promise<boolean> | null = null;

/**
 * Speaks the players' language from the start: their choice on this device, else the browser's.
 * Settles once that language's words have loaded (at once for English). Called again, it returns
 * the first call's promise.
 */
export function startLocale(): Promise<boolean> {
  started ??= applyLocale(pickLocale(devicePrefs.read(LANGUAGE_PREF), navigator.languages ?? [navigator.language]));
  return started;
}

/**
 * Speaks `locale`; when its words cannot be loaded (offline before they were ever stored), the
 * language spoken before (English at start-up), whose words are here already.
 */
async function applyLocale(locale: Locale): Promise<boolean> {
  const before = currentLocale();
  try {
    if (locale !== getLocale()) await setLocale(locale);
    document.documentElement.lang = locale;
    return true;
  } catch {
    // Asked again too, so that lit-localize forgets the failed load and a later try loads afresh.
    await setLocale(before);
    document.documentElement.lang = before;
    return false;
  }
}

/**
 * The players chose a language (or `null`: follow the browser again). Settles once every localized
 * element speaks it: true, and remembered on this device; false when its words could not be loaded
 * (the app speaks English meanwhile, and the choice is not remembered).
 */
export async function chooseLanguage(code: Locale | null): Promise<boolean> {
  started = applyLocale(code ?? pickLocale(null, navigator.languages ?? [navigator.language]));
  const spoken = await started;
  if (spoken) devicePrefs.write(LANGUAGE_PREF, code);
  return spoken;
}

/** For tests: speak `locale` now (the pseudo-locale included), without remembering it. */
export async function useLocale(locale: Locale): Promise<void> {
  started = applyLocale(locale);
  await started;
}
