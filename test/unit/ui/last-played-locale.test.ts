import { afterEach, describe, expect, it, vi } from 'vitest';

// The language spoken, as the app would have it after the players chose one.
const spoken = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('../../../src/ui/locales/localize.js', () => ({ currentLocale: () => spoken.locale }));

const { formatLastPlayed, formatMoment } = await import('../../../src/ui/text/last-played.js');

const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime();

describe('formatLastPlayed in the language spoken', () => {
  const now = at(2026, 3, 12, 22, 15);
  afterEach(() => {
    spoken.locale = 'en';
  });

  it('writes dates as the language does, and switches with it', () => {
    expect(formatLastPlayed(at(2026, 3, 5, 20, 0), now)).toBe('5 Mar');
    spoken.locale = 'de';
    expect(formatLastPlayed(at(2026, 3, 5, 20, 0), now)).toBe(
      new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short' }).format(at(2026, 3, 5, 20, 0)),
    );
    expect(formatLastPlayed(at(2025, 12, 31, 20, 0), now)).toBe(
      new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        at(2025, 12, 31, 20, 0),
      ),
    );
    spoken.locale = 'en';
    expect(formatLastPlayed(at(2026, 3, 5, 20, 0), now)).toBe('5 Mar');
  });

  it('keeps the 24-hour clock in every language', () => {
    for (const locale of ['en', 'fr', 'es', 'cs', 'de']) {
      spoken.locale = locale;
      expect(formatLastPlayed(at(2026, 3, 12, 21, 40), now)).toContain('21:40');
      expect(formatMoment(at(2026, 3, 12, 21, 40))).toContain('21:40');
    }
  });

  it('writes English the British way in the pseudo-locale too, day before month', () => {
    spoken.locale = 'en-XA';
    expect(formatLastPlayed(at(2026, 3, 5, 20, 0), now)).toBe('5 Mar');
  });
});
