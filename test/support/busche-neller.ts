import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';

const farkle = presetById('farkle');

/**
 * Busche and Neller's rules ("Optimal Play of the Farkle Dice Game", 2017): singles and triples
 * only, six dice, hot dice may continue, no minimum; the first to bank 10,000 wins at once.
 */
export const buscheNeller: Ruleset = {
  ...farkle,
  id: 'busche-neller',
  name: 'Singles and triples',
  scoring: { ...farkle.scoring, ofAKind: { kind: 'none' }, threePairs: null, twoTriplets: null, straights: [] },
  end: { ...farkle.end, end: 'first-to-reach' },
};
