/** Every score, turn total and threshold is a multiple of 50 points: the advisor counts in these steps. */
export const STEP = 50;
