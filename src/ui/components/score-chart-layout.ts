/**
 * Where the score chart draws things: its scales, gridlines and ticks, and each seat's marker and
 * dash. Pure (no Lit, no DOM), in the chart's own units, which are CSS pixels on screen (the
 * element sets its viewBox to its width), so text keeps its size on any phone.
 */
import { formatPoints } from '../text/format.js';
import type { ChartSeries } from '../text/chart-text.js';

export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  /** The plot's edges; rounds run from `left` (the start) to `right`, points from `bottom` up to `top`. */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly rounds: number;
  /** The points of the horizontal gridlines, lowest first; the first and last are the plot's edges. */
  readonly yTicks: readonly number[];
  /** The rounds labelled under the plot. */
  readonly xTicks: readonly number[];
  /** A marker every this many rounds (and on each line's last point), so markers never crowd. */
  readonly markEvery: number;
  readonly x: (round: number) => number;
  readonly y: (points: number) => number;
}

/** The rounds played: the longest line's points less its start. */
export function roundsOf(series: readonly ChartSeries[]): number {
  return Math.max(0, ...series.map(({ scores }) => scores.length - 1));
}

/** A round step for about `count` intervals over `span`: 1, 2, 2.5 or 5 times a power of ten, never below 1. */
export function niceStep(span: number, count: number): number {
  const raw = Math.max(span / count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((step) => step * magnitude >= raw && Number.isInteger(step * magnitude));
  return (factor ?? 10) * magnitude;
}

/** Gridlines at round numbers from at or below `low` to at or above `high`. */
export function gridValues(low: number, high: number): number[] {
  const step = niceStep(high - low, 5);
  const from = Math.floor(low / step) * step;
  const count = Math.max(1, Math.ceil(high / step) - Math.floor(low / step));
  return Array.from({ length: count + 1 }, (_, index) => from + index * step);
}

// Digits and separators of the system font at 12px are about 7px wide.
const TICK_CHAR = 7;
const MIN_ROUND_LABEL_GAP = 26;
const MIN_MARKER_GAP = 16;

/** Coordinates rounded to a tenth: the path data stays short and exact enough. */
const tenth = (value: number) => Math.round(value * 10) / 10;

export function chartLayout(width: number, series: readonly ChartSeries[], target: number): ChartLayout {
  const rounds = Math.max(1, roundsOf(series));
  const scores = series.flatMap((line) => line.scores);
  const yTicks = gridValues(Math.min(0, ...scores), Math.max(target, ...scores));
  const low = yTicks[0] ?? 0;
  const high = yTicks.at(-1) ?? 1;
  const labelChars = Math.max(...yTicks.map((value) => formatPoints(value).length));
  const height = Math.round(Math.min(320, Math.max(200, width * 0.6)));
  const left = labelChars * TICK_CHAR + 10;
  // Never left of the plot's left edge, even while the chart is measured narrower than its labels.
  const right = Math.max(width - 10, left + 40);
  const top = 10;
  const bottom = height - 24;
  const perRound = (right - left) / rounds;
  const labelEvery =
    [1, 2, 5, 10, 20, 50, 100, 200, 500].find((every) => every * perRound >= MIN_ROUND_LABEL_GAP) ?? 1000;
  const xTicks = Array.from({ length: rounds }, (_, index) => index + 1).filter(
    (round) => round % labelEvery === 0 || labelEvery === 1,
  );
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    rounds,
    yTicks,
    xTicks: xTicks.length > 0 ? xTicks : [rounds],
    markEvery: Math.max(1, Math.ceil(MIN_MARKER_GAP / perRound)),
    x: (round) => tenth(left + round * perRound),
    y: (points) => tenth(bottom - ((points - low) / (high - low)) * (bottom - top)),
  };
}

/** "M10 20 L30 15 …": a seat's line through its points. */
export function linePath(layout: ChartLayout, scores: readonly number[]): string {
  return scores.map((points, round) => `${round === 0 ? 'M' : 'L'}${layout.x(round)} ${layout.y(points)}`).join(' ');
}

/** The rounds where a line gets a marker: every `markEvery`, and its last point. */
export function markedRounds(layout: ChartLayout, scores: readonly number[]): number[] {
  const last = scores.length - 1;
  return scores.flatMap((_, round) => (round > 0 && (round % layout.markEvery === 0 || round === last) ? [round] : []));
}

// Each shape as where it starts from its centre and the rest of its outline, relative to that start.
const SHAPES: readonly (readonly [number, number, string])[] = [
  [-4.5, 0, 'a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z'],
  [-4, -4, 'h8v8h-8Z'],
  [0, -5.5, 'l5 9h-10Z'],
  [0, -5.5, 'l5.5 5.5l-5.5 5.5l-5.5 -5.5Z'],
  [0, 5.5, 'l5 -9h-10Z'],
  [-1.8, -5, 'h3.6v3.2h3.2v3.6h-3.2v3.2h-3.6v-3.2h-3.2v-3.6h3.2Z'],
];

const DASHES = ['', '7 4', '2 3', '9 3 2 3'];

/**
 * How a seat's line is told apart without its colour: six marker shapes, filled for the first six
 * seats and hollow for the next six, and four dash patterns, so no two of twelve seats look alike.
 */
export function seatStyle(seat: number) {
  return {
    marker: (x: number, y: number) => {
      const [dx, dy, outline] = SHAPES[seat % SHAPES.length] ?? [0, 0, ''];
      return `M${tenth(x + dx)} ${tenth(y + dy)}${outline}`;
    },
    hollow: Math.floor(seat / SHAPES.length) % 2 === 1,
    dash: DASHES[seat % DASHES.length] ?? '',
  };
}
