import { describe, expect, it } from 'vitest';
import { chartSummary, chartWords } from '../../../src/ui/text/chart-text.js';

describe('chartSummary', () => {
  const series = [
    { name: 'Ann', scores: [0, 4000, 10_250] },
    { name: 'Ben', scores: [0, 8400] },
  ];

  it("says each player's latest score, the target and where the final round began", () => {
    expect(chartSummary(series, 10_000, 14)).toBe(
      'Scores by round: Ann 10,250, Ben 8,400; target 10,000; final round from round 14',
    );
  });

  it('leaves the final round out before it begins, and reads negative scores', () => {
    expect(chartSummary([{ name: 'Cy', scores: [0, -500] }], 5000, null)).toBe(
      'Scores by round: Cy -500; target 5,000',
    );
  });

  it('isolates a right-to-left name, so the points stay after it', () => {
    expect(chartSummary([{ name: 'שרה', scores: [0, 500] }], 5000, null)).toBe(
      'Scores by round: \u2068שרה\u2069 500; target 5,000',
    );
  });
});

describe('chartWords', () => {
  it('labels the target and a round', () => {
    expect(chartWords.target(10_000)).toBe('Target 10,000');
    expect(chartWords.roundRow(3)).toBe('Round 3');
  });
});
