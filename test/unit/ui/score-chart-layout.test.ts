import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chartLayout,
  gridValues,
  linePath,
  markedRounds,
  niceStep,
  seatStyle,
} from '../../../src/ui/components/score-chart-layout.js';

describe('gridValues', () => {
  it('puts a few gridlines at round numbers', () => {
    expect(gridValues(0, 10_000)).toEqual([0, 2000, 4000, 6000, 8000, 10_000]);
    expect(gridValues(0, 10_250)).toEqual([0, 2500, 5000, 7500, 10_000, 12_500]);
    expect(gridValues(-1000, 5000)).toEqual([-2000, 0, 2000, 4000, 6000]);
    expect(gridValues(0, 0)).toEqual([0, 1]);
  });

  it('covers any range with at most seven whole-numbered lines, 1, 2, 2.5 or 5 times a power of ten apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 0 }), fc.integer({ min: 1, max: 200_000 }), (low, high) => {
        const values = gridValues(low, high);
        const step = niceStep(high - low, 5);
        return (
          (values[0] ?? Infinity) <= low &&
          (values.at(-1) ?? -Infinity) >= high &&
          values.length <= 7 &&
          values.every(
            (value, index) => Number.isInteger(value) && (index === 0 || value - (values[index - 1] ?? 0) === step),
          ) &&
          /^(1|2|25|5)0*$/.test(String(step))
        );
      }),
    );
  });
});

describe('chartLayout', () => {
  const series = [
    { name: 'Ann', scores: [0, 500, -300, 2000] },
    { name: 'Ben', scores: [0, 1000] },
  ];

  it('maps more points higher up and later rounds further right, inside the plot', () => {
    const layout = chartLayout(360, series, 5000);
    expect(layout.rounds).toBe(3);
    expect(layout.x(0)).toBe(layout.left);
    expect(layout.x(3)).toBe(layout.right);
    expect(layout.y(layout.yTicks[0] ?? 0)).toBe(layout.bottom);
    expect(layout.y(layout.yTicks.at(-1) ?? 0)).toBe(layout.top);
    expect(layout.y(2000)).toBeLessThan(layout.y(500));
    expect(layout.y(-300)).toBeGreaterThan(layout.y(0));
    expect(linePath(layout, [0, 1000])).toBe(`M${layout.x(0)} ${layout.y(0)} L${layout.x(1)} ${layout.y(1000)}`);
  });

  it('labels fewer rounds and marks fewer points when the rounds crowd', () => {
    const long = [{ name: 'Ann', scores: Array.from({ length: 61 }, (_, round) => round * 150) }];
    const layout = chartLayout(300, long, 10_000);
    expect(layout.xTicks).toEqual([10, 20, 30, 40, 50, 60]);
    expect(layout.markEvery).toBeGreaterThan(1);
    const marked = markedRounds(layout, long[0]?.scores ?? []);
    expect(marked.at(-1)).toBe(60);
    expect(marked).not.toContain(0);
    expect(chartLayout(360, series, 5000).xTicks).toEqual([1, 2, 3]);
  });
});

describe('seatStyle', () => {
  it('gives twelve seats twelve different markers and dashes', () => {
    const looks = Array.from({ length: 12 }, (_, seat) => {
      const style = seatStyle(seat);
      return `${style.marker(0, 0)} ${style.hollow} ${style.dash}`;
    });
    expect(new Set(looks).size).toBe(12);
  });
});
