import type { Face } from '../../rules/index.js';

/**
 * Pip centres on a 100 × 100 face, the way real dice lay them out: drawn by `die-face.ts`, and
 * written by the build into index.html, whose static shell draws a zilch's dice before any script.
 */
export const PIPS: Record<Face, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
};
