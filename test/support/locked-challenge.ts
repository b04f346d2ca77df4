/**
 * A challenge turn that zilches after locking points, for the tests of what the CSV, the score
 * sheet and the play screen say about it: 10-dice Zilch with challenges, Ana challenges Ben, holds
 * all ten dice (2,200, locked), scores a single 1 and a single 5 more, then rolls eight dice that
 * do not score. Ten dice never zilch; eight can: the 150 since the lock are lost, the 2,200 locked
 * are kept, Ana pays the first challenge's 600 penalty and Ben loses the 2,200 kept.
 */
import { replay } from '../../src/game/index.js';
import type { Entry, GameState } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';

/** 10-dice Zilch with challenges: the first below 5,000 (a zilch costs 600), the second from 5,000 (2,000). */
export const tenDiceChallengeRules = (): Ruleset => {
  const base = presetById('ten-dice');
  return {
    ...base,
    id: 'ten-dice-house',
    variations: { ...base.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
  };
};

/** Seats: Ana 0, Ben 1; Ana starts (no throw-off). */
export const LOCKED_CHALLENGE_ZILCH: readonly Entry[] = [
  { type: 'challenge', opponent: 1 },
  { type: 'roll', dice: [1, 1, 1, 5, 5, 5, 2, 2, 2, 5] },
  { type: 'hold', dice: [1, 1, 1, 5, 5, 5, 2, 2, 2, 5] },
  { type: 'roll', dice: [2, 3, 4, 6, 2, 3, 4, 6, 1, 6] },
  { type: 'hold', dice: [1] },
  { type: 'roll', dice: [2, 3, 4, 6, 2, 3, 4, 6, 5] },
  { type: 'hold', dice: [5] },
  { type: 'roll', dice: [2, 3, 4, 6, 2, 3, 4, 6] },
];

/** The game right after Ana's challenge turn zilched: Ben is up. */
export function lockedChallengeZilchState(): GameState {
  return replay({ rules: tenDiceChallengeRules(), players: ['Ana', 'Ben'], throwOff: false }, LOCKED_CHALLENGE_ZILCH);
}
