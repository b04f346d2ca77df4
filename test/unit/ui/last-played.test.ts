import { describe, expect, it } from 'vitest';
import { formatLastPlayed } from '../../../src/ui/text/last-played.js';

/** Local time, as the device shows it. */
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime();

describe('formatLastPlayed', () => {
  const now = at(2026, 3, 12, 22, 15); // a Thursday

  it('gives the clock time for a game played today, on the 24-hour clock', () => {
    expect(formatLastPlayed(at(2026, 3, 12, 21, 40), now)).toBe('today 21:40');
    expect(formatLastPlayed(at(2026, 3, 12, 0, 5), now)).toBe('today 00:05');
  });

  it('says "yesterday" by calendar day, not by 24 hours', () => {
    expect(formatLastPlayed(at(2026, 3, 11, 23, 50), at(2026, 3, 12, 0, 10))).toBe('yesterday 23:50');
    expect(formatLastPlayed(at(2026, 3, 11, 8, 0), now)).toBe('yesterday 08:00');
  });

  it('gives the weekday within the last week', () => {
    expect(formatLastPlayed(at(2026, 3, 10, 20, 0), now)).toBe('Tue');
    expect(formatLastPlayed(at(2026, 3, 6, 20, 0), now)).toBe('Fri');
  });

  it('gives day and month from a week ago, and the year when it is another year', () => {
    expect(formatLastPlayed(at(2026, 3, 5, 20, 0), now)).toBe('5 Mar');
    expect(formatLastPlayed(at(2026, 1, 1, 20, 0), now)).toBe('1 Jan');
    expect(formatLastPlayed(at(2025, 12, 31, 20, 0), now)).toBe('31 Dec 2025');
  });

  it('reads a time after now (a clock set back) as today', () => {
    expect(formatLastPlayed(at(2026, 3, 14, 9, 30), now)).toBe('today 09:30');
  });

  it('counts calendar days across a daylight-saving change', () => {
    // 23- or 25-hour days must not turn "yesterday" into "today" or a weekday.
    expect(formatLastPlayed(at(2026, 3, 28, 12, 0), at(2026, 3, 29, 12, 0))).toBe('yesterday 12:00');
    expect(formatLastPlayed(at(2026, 10, 24, 12, 0), at(2026, 10, 25, 12, 0))).toBe('yesterday 12:00');
  });
});
