/**
 * When a game was last played, in the words of someone scanning a list of games: "today 21:40",
 * "yesterday 18:05", "Tue" within the last week, "3 Mar" earlier this year, "3 Mar 2024" before.
 * Days are calendar days in the device's time zone, not 24-hour spans: a game at 23:50 is
 * "yesterday" ten minutes after midnight.
 *
 * Decision: clock times are on the 24-hour clock, as in the
 * example "today 21:40", whatever the device's locale, so the list reads the same on every phone.
 */

// The formatters are made on first use, once each (memoised): building an Intl.DateTimeFormat takes
// tens of milliseconds on a slow phone, which would otherwise be spent before the games list paints.
const formatters = {
  time: () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  weekday: () => new Intl.DateTimeFormat('en-GB', { weekday: 'short' }),
  dayMonth: () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }),
  dayMonthYear: () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  full: () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' }),
} as const;
const made = new Map<keyof typeof formatters, Intl.DateTimeFormat>();

function format(name: keyof typeof formatters, date: Date): string {
  let formatter = made.get(name);
  if (!formatter) made.set(name, (formatter = formatters[name]()));
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
  if (days <= 0) return `today ${format('time', date)}`;
  if (days === 1) return `yesterday ${format('time', date)}`;
  if (days < 7) return format('weekday', date);
  if (date.getFullYear() === today.getFullYear()) return format('dayMonth', date);
  return format('dayMonthYear', date);
}

/** "Tuesday 3 March 2026 at 21:40": the full moment, for a tooltip or a screen reader. */
export function formatMoment(when: number): string {
  return format('full', new Date(when));
}
