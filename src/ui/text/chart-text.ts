/**
 * The words of the score chart (`zs-score-chart`): its labels, its table's headings and the
 * sentence a screen reader hears for the drawing. No DOM: Node tests read them too.
 */
import { msg, str } from '@lit/localize';
import { formatCount, formatPoints } from './format.js';
import { isolatedName } from './names.js';

/** One player's line: their name and their score after each round (`scores[0]` is the start, 0). */
export interface ChartSeries {
  readonly name: string;
  readonly scores: readonly number[];
}

/**
 * Every label the chart shows, in one place. Getters: each is looked up when it is read, so the
 * chart speaks the language chosen since it was loaded.
 */
export const chartWords = {
  get title() {
    return msg('Scores by round', { desc: "The score chart's name, and the button that shows its table" });
  },
  get empty() {
    return msg('No rounds played yet');
  },
  get round() {
    return msg('Round', { desc: "The score chart: the label of its axis of rounds, and its table's column of rounds" });
  },
  get finalRound() {
    return msg('Final round', { desc: 'The score chart: the label of the band of the final round' });
  },
  target: (points: number) => {
    const target = formatPoints(points);
    return msg(str`Target ${target}`, { desc: "The score chart: the label of the target's line" });
  },
  roundRow: (round: number) => {
    const number = formatCount(round);
    return msg(str`Round ${number}`, { desc: "The score chart's table: a row's heading" });
  },
} as const;

/**
 * "Scores by round: Ann 10,250, Ben 8,400; target 10,000; final round from round 14": each
 * player's latest score, the target and, once it has begun, where the final round began.
 */
export function chartSummary(series: readonly ChartSeries[], target: number, finalRoundFrom: number | null): string {
  const players = series
    .map(({ name, scores }) => `${isolatedName(name)} ${formatPoints(scores.at(-1) ?? 0)}`)
    .join(', ');
  const points = formatPoints(target);
  if (finalRoundFrom === null)
    return msg(str`Scores by round: ${players}; target ${points}`, {
      desc: 'What a screen reader hears of the score chart: each player and their score, then the target',
    });
  const round = formatCount(finalRoundFrom);
  return msg(str`Scores by round: ${players}; target ${points}; final round from round ${round}`, {
    desc: 'What a screen reader hears of the score chart: each player and their score, the target, the round the final round began',
  });
}
