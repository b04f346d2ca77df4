import type { StatsFilter } from '../../../stats/index.js';

/** The periods a player can pick, by what they mean at the table. */
export const PERIODS = ['all', '30-days', '12-months', 'year'] as const;
export type Period = (typeof PERIODS)[number];

const DAY = 86_400_000;

/**
 * The filter of a rule set ('' for all) and a period, counted back from `now` on the device's
 * calendar: the last 30 days, the same day a year ago, or the first of January.
 */
export function statsFilter(rulesId: string, period: Period, now: number): StatsFilter {
  const rules = rulesId ? { rulesId } : {};
  switch (period) {
    case 'all':
      return rules;
    case '30-days':
      return { ...rules, from: now - 30 * DAY };
    case '12-months': {
      const yearAgo = new Date(now);
      yearAgo.setFullYear(yearAgo.getFullYear() - 1);
      return { ...rules, from: yearAgo.getTime() };
    }
    case 'year':
      return { ...rules, from: new Date(new Date(now).getFullYear(), 0, 1).getTime() };
  }
}
