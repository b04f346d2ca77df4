/**
 * When a game was last played, in the words of someone scanning a list of games: "today 21:40",
 * "yesterday 18:05", "Tue" within the last week, "3 Mar" earlier this year, "3 Mar 2024" before.
 * Days are calendar days in the device's time zone, not 24-hour spans: a game at 23:50 is
 * "yesterday" ten minutes after midnight.
 *
 * Decision: clock times are on the 24-hour clock, as in the
 * example "today 21:40", whatever the device's locale, so the list reads the same on every phone.
 * Dates are in the language being spoken; English (and the pseudo-locale) writes them the British
 * way, day before month ("3 Mar"), as the app always has.
 */
import { msg, str } from '@lit/localize';
import { currentLocale } from '../locales/localize.js';

// The formatters are made on first use, once each per language (memoised): building an
// Intl.DateTimeFormat takes tens of milliseconds on a slow phone, which would otherwise be spent
// before the games list paints.
const formatters = {
  time: (locale: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  weekday: (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'short' }),
  dayMonth: (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
  dayMonthYear: (locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
  full: (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' }),
} as const;
const made = new Map<string, Intl.DateTimeFormat>();

/** The Intl locale of the language spoken: the app's English is British in its dates. */
function dateLocale(): string {
  const locale = currentLocale();
  return locale === 'en' || locale === 'en-XA' ? 'en-GB' : locale;
}

function format(name: keyof typeof formatters, date: Date): string {
  const locale = dateLocale();
  const key = `${name}:${locale}`;
  let formatter = made.get(key);
  if (!formatter) made.set(key, (formatter = formatters[name](locale)));
  return formatter.format(date);
}

/** Whole calendar days from `earlier` to `later` (0 on the same day), across daylight-saving changes. */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = Date.UTC(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end - start) / 86_400_000);
}

/** "today 21:40", "yesterday 21:40", "Tue", "3 Mar", "3 Mar 2024" (epoch ms in, device time zone). */
export function formatLastPlayed(when: number, now: number = Date.now()): string {
  const date = new Date(when);
  const today = new Date(now);
  const days = calendarDaysBetween(date, today);
  // A clock set back (or a game from another device's future) still reads as a time, not "in 2 days".
  if (days <= 0) {
    const time = format('time', date);
    return msg(str`today ${time}`, {
      desc: 'When a game was last played: today, at a time on the 24-hour clock ("today 21:40")',
    });
  }
  if (days === 1) {
    const time = format('time', date);
    return msg(str`yesterday ${time}`, {
      desc: 'When a game was last played: yesterday, at a time on the 24-hour clock ("yesterday 18:05")',
    });
  }
  if (days < 7) return format('weekday', date);
  if (date.getFullYear() === today.getFullYear()) return format('dayMonth', date);
  return format('dayMonthYear', date);
}

/** "Tuesday 3 March 2026 at 21:40": the full moment, for a tooltip or a screen reader. */
export function formatMoment(when: number): string {
  return format('full', new Date(when));
}
