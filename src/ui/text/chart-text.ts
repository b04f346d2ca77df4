/**
 * The words of the score chart (`zs-score-chart`): its labels, its table's headings and the
 * sentence a screen reader hears for the drawing. Pure (no Lit, no DOM).
 */
import { formatPoints } from './format.js';
import { isolatedName } from './names.js';

/** One player's line: their name and their score after each round (`scores[0]` is the start, 0). */
export interface ChartSeries {
  readonly name: string;
  readonly scores: readonly number[];
}

/** Every label the chart shows, in one place. */
export const chartWords = {
  title: 'Scores by round',
  empty: 'No rounds played yet',
  round: 'Round',
  finalRound: 'Final round',
  target: (points: number) => `Target ${formatPoints(points)}`,
  roundRow: (round: number) => `Round ${round}`,
} as const;

/**
 * "Scores by round: Ann 10,250, Ben 8,400; target 10,000; final round from round 14": each
 * player's latest score, the target and, once it has begun, where the final round began.
 */
export function chartSummary(series: readonly ChartSeries[], target: number, finalRoundFrom: number | null): string {
  const players = series.map(({ name, scores }) => `${isolatedName(name)} ${formatPoints(scores.at(-1) ?? 0)}`).join(', ');
  const parts = [`${chartWords.title}: ${players}`, `target ${formatPoints(target)}`];
  if (finalRoundFrom !== null) parts.push(`final round from round ${finalRoundFrom}`);
  return parts.join('; ');
}
