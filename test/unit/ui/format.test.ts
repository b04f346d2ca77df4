import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presets, zilchChance } from '../../../src/rules/index.js';
import { formatChance, formatPoints } from '../../../src/ui/text/format.js';

// Both are written out by hand (an Intl formatter's first use is slow on a phone); Intl, here in
// Node, is the reference they must agree with.
const intlPoints = new Intl.NumberFormat('en');
const intlPercent = new Intl.NumberFormat('en', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('formatPoints', () => {
  it('writes points as Intl does in English: commas between thousands', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(50)).toBe('50');
    expect(formatPoints(3200)).toBe('3,200');
    expect(formatPoints(10_000)).toBe('10,000');
    expect(formatPoints(-500)).toBe('-500');
    expect(formatPoints(1_234_567)).toBe('1,234,567');
  });

  it('keeps up to three decimals, as an expected score has them', () => {
    expect(formatPoints(402.76)).toBe('402.76');
    expect(formatPoints(446.5713)).toBe('446.571');
    expect(formatPoints(1234.5)).toBe('1,234.5');
    expect(formatPoints(-0.25)).toBe('-0.25');
  });

  it('agrees with Intl on any whole number and on any number of hundredths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (points) => formatPoints(points) === intlPoints.format(points),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        (hundredths) => formatPoints(hundredths / 100) === intlPoints.format(hundredths / 100),
      ),
    );
  });

  it('says what is not a number as Intl does', () => {
    expect(formatPoints(Number.NaN)).toBe(intlPoints.format(Number.NaN));
    expect(formatPoints(Number.POSITIVE_INFINITY)).toBe(intlPoints.format(Number.POSITIVE_INFINITY));
    expect(formatPoints(Number.NEGATIVE_INFINITY)).toBe(intlPoints.format(Number.NEGATIVE_INFINITY));
  });
});

describe('formatChance', () => {
  it('gives two decimals, a half rounded up', () => {
    expect(formatChance(0.0231)).toBe('2.31%');
    expect(formatChance(1 / 32)).toBe('3.13%');
    expect(formatChance(0.5)).toBe('50.00%');
    expect(formatChance(1)).toBe('100.00%');
    expect(formatChance(0.00996)).toBe('1.00%');
  });

  it('never shows a real chance as 0.00%', () => {
    expect(formatChance(0)).toBe('0%');
    expect(formatChance(0.00009)).toBe('under 0.01%');
    expect(formatChance(0.0001)).toBe('0.01%');
  });

  it('agrees with Intl on every chance to zilch the explorer shows', () => {
    for (const rules of presets) {
      for (let dice = 1; dice <= rules.diceCount; dice++) {
        const chance = zilchChance(rules, dice);
        if (chance >= 0.0001)
          expect(formatChance(chance), `${rules.id}, ${dice} dice`).toBe(intlPercent.format(chance));
      }
    }
  });

  it('agrees with Intl on any chance of whole hundred-thousandths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 100_000 }),
        (n) => formatChance(n / 100_000) === intlPercent.format(n / 100_000),
      ),
    );
  });
});
