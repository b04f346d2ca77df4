/**
 * The rules engine: pure TypeScript (no Lit, no Dexie, no DOM), so it runs in Node, in a worker
 * and in the page alike. Other layers import it from here only.
 */
export * from './ruleset.js';
export { presets, presetById } from './presets.js';
export type { PresetId } from './presets.js';
export { combinationsOf, countsToDice, ofAKindPoints } from './combinations.js';
export type { FaceCounts } from './combinations.js';
export {
  bestHoldBySize,
  bestHoldBySizeOfCounts,
  scoreHold,
  explainHold,
  legalHolds,
  isZilch,
  zilchChance,
  RulesInputError,
} from './scoring.js';
export type { RulesInputErrorCode, RulesInputProblem, RulesProblem } from './scoring.js';
export { validateRuleset, MIN_DICE, MAX_DICE } from './validate.js';
export type { RulesetProblem, RulesetProblemCode, SixDiceCombination } from './validate.js';
export { getAt, setAt } from './paths.js';
export type { RulesetPath } from './paths.js';
export {
  defaultScheme,
  HOUSE_RULES_ID,
  houseRulesFrom,
  resized,
  withDiceCount,
  withFacePoints,
  withoutStraight,
  withStraightAdded,
  withStraightFace,
} from './house.js';
