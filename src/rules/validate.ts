import { FACES } from './ruleset.js';
import type { Face } from './ruleset.js';
import type { RulesetPath } from './paths.js';

/** The two six-dice combinations a table may switch off. */
export type SixDiceCombination = 'threePairs' | 'twoTriplets';

type Problem<Code extends string, Params = unknown> = {
  readonly code: Code;
  readonly field: RulesetPath;
} & Readonly<Params>;

/**
 * One thing wrong with a rule set: the field it is about (`field`: "scoring.threePairs",
 * "scoring.straights.1.faces"; '' for the whole rule set), a code and the numbers and faces the
 * UI needs to say it (src/ui/text/rules-problem-text.ts).
 */
export type RulesetProblem =
  | Problem<'not-a-ruleset'>
  | Problem<'no-id'>
  | Problem<'no-name'>
  | Problem<'name-too-long', { max: number }>
  | Problem<'description-not-text'>
  | Problem<'dice-count', { min: number; max: number }>
  | Problem<'no-scoring'>
  | Problem<'face-table-not-faces', { table: 'singles' | 'triples' }>
  /** `key` is the key as the rule set wrote it ("7"). */
  | Problem<'unknown-face', { key: string }>
  | Problem<'face-points', { table: 'singles' | 'triples'; face: Face }>
  | Problem<'no-of-a-kind-scheme'>
  | Problem<'of-a-kind-points'>
  /** `dice`: the rule set's dice; `needed`: entries for four up to `dice` of a kind; `given`: entries listed. */
  | Problem<'of-a-kind-points-missing', { dice: number; needed: number; given: number }>
  | Problem<'of-a-kind-multipliers'>
  | Problem<'of-a-kind-multipliers-missing', { dice: number; needed: number; given: number }>
  | Problem<'of-a-kind-per-die'>
  | Problem<'six-dice-points', { combination: SixDiceCombination }>
  | Problem<'six-dice-needs-six', { combination: SixDiceCombination; need: number }>
  | Problem<'four-and-pair-not-yes-no'>
  | Problem<'four-and-pair-without-three-pairs'>
  | Problem<'straights-not-list'>
  | Problem<'straight-not-straight'>
  | Problem<'straight-bad-face'>
  /** `faces`: the straight's faces in order, as players name it ("1-2-2-3"). */
  | Problem<'straight-face-twice', { faces: readonly Face[] }>
  | Problem<'straight-too-short', { min: number }>
  | Problem<'straight-needs-dice', { faces: readonly Face[]; need: number }>
  | Problem<'straight-twice', { faces: readonly Face[] }>
  | Problem<'straight-points', { faces: readonly Face[] }>
  | Problem<'nothing-scores'>
  | Problem<'no-turn'>
  | Problem<'opening-minimum'>
  | Problem<'later-minimum'>
  | Problem<'hot-dice'>
  | Problem<'start-of-turn'>
  | Problem<'last-die-not-yes-no'>
  | Problem<'no-end'>
  | Problem<'target'>
  | Problem<'opening-above-target', { opening: number; target: number }>
  | Problem<'target-mode'>
  | Problem<'game-end'>
  | Problem<'ties'>
  | Problem<'throw-off-not-yes-no'>
  | Problem<'no-variations'>
  | Problem<'pyramiding-not-yes-no'>
  | Problem<'surpassing-not-yes-no'>
  | Problem<'challenges'>
  | Problem<'challenge-score-dividing'>
  | Problem<'challenge-penalties'>
  | Problem<'zilch-penalty'>
  | Problem<'zilch-penalty-zilches', { min: number; max: number }>
  | Problem<'zilch-penalty-points'>;

export type RulesetProblemCode = RulesetProblem['code'];

export const MIN_DICE = 5;
export const MAX_DICE = 10;
const MAX_NAME = 60;
const MIN_STRAIGHT = 3;
const MIN_STREAK = 2;
const MAX_STREAK = 10;

const HOT_DICE = ['may-continue', 'must-continue', 'lock'];
const START_OF_TURN = ['fresh', 'build-off', 'inherit'];
const TARGET_MODES = ['reach', 'more-than'];
const GAME_ENDS = ['final-round', 'first-to-reach'];
const TIES = ['shared', 'roll-off'];
const OF_A_KIND = ['none', 'flat', 'multiple', 'doubling', 'add'];

type Fields = Record<string, unknown>;
type Report = (problem: RulesetProblem) => void;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPoints = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value % 50 === 0;

const isThreshold = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value % 50 === 0;

/**
 * Checks a rule set built in the app or loaded from a file. Returns every problem found (empty when
 * the rule set is valid), so an editor can show each one next to its field.
 */
export function validateRuleset(input: unknown): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  const report: Report = (problem) => problems.push(problem);

  if (!isObject(input)) {
    report({ code: 'not-a-ruleset', field: '' });
    return problems;
  }

  if (typeof input.id !== 'string' || input.id.trim() === '') report({ code: 'no-id', field: 'id' });
  if (typeof input.name !== 'string' || input.name.trim() === '') report({ code: 'no-name', field: 'name' });
  else if (input.name.length > MAX_NAME) report({ code: 'name-too-long', field: 'name', max: MAX_NAME });
  if (typeof input.description !== 'string') report({ code: 'description-not-text', field: 'description' });

  const diceCount = input.diceCount;
  const diceCountOk =
    typeof diceCount === 'number' && Number.isInteger(diceCount) && diceCount >= MIN_DICE && diceCount <= MAX_DICE;
  if (!diceCountOk) report({ code: 'dice-count', field: 'diceCount', min: MIN_DICE, max: MAX_DICE });
  const dice = diceCountOk ? diceCount : MAX_DICE;

  validateScoring(input.scoring, dice, diceCountOk, report);
  validateTurn(input.turn, report);
  validateEnd(input.end, input.turn, report);
  validateVariations(input.variations, report);
  return problems;
}

function validateFacePoints(value: unknown, table: 'singles' | 'triples', report: Report): number {
  const path = `scoring.${table}` as const;
  if (!isObject(value)) {
    report({ code: 'face-table-not-faces', field: path, table });
    return 0;
  }
  let scoring = 0;
  for (const [key, points] of Object.entries(value)) {
    const face = Number(key);
    if (!FACES.includes(face as Face)) {
      report({ code: 'unknown-face', field: path, key });
      continue;
    }
    if (points === null || points === undefined) continue;
    if (!isPoints(points)) report({ code: 'face-points', field: `${path}.${face as Face}`, table, face: face as Face });
    else scoring += 1;
  }
  return scoring;
}

function validateScoring(scoring: unknown, dice: number, diceCountOk: boolean, report: Report): void {
  if (!isObject(scoring)) {
    report({ code: 'no-scoring', field: 'scoring' });
    return;
  }
  let combinations = 0;
  combinations += validateFacePoints(scoring.singles, 'singles', report);
  combinations += validateFacePoints(scoring.triples, 'triples', report);

  const ofAKind = scoring.ofAKind;
  const needed = dice - 3; // entries for four of a kind up to `dice` of a kind
  if (!isObject(ofAKind) || !OF_A_KIND.includes(String(ofAKind.kind))) {
    report({ code: 'no-of-a-kind-scheme', field: 'scoring.ofAKind' });
  } else if (ofAKind.kind === 'flat') {
    const points = ofAKind.points;
    const path = 'scoring.ofAKind.points';
    if (!Array.isArray(points) || points.some((p) => !isPoints(p))) report({ code: 'of-a-kind-points', field: path });
    else if (diceCountOk && points.length < needed)
      report({ code: 'of-a-kind-points-missing', field: path, dice, needed, given: points.length });
    else combinations += 1;
  } else if (ofAKind.kind === 'multiple') {
    const multipliers = ofAKind.multipliers;
    const path = 'scoring.ofAKind.multipliers';
    if (
      !Array.isArray(multipliers) ||
      multipliers.some((m) => typeof m !== 'number' || !Number.isInteger(m) || m < 1)
    ) {
      report({ code: 'of-a-kind-multipliers', field: path });
    } else if (diceCountOk && multipliers.length < needed) {
      report({ code: 'of-a-kind-multipliers-missing', field: path, dice, needed, given: multipliers.length });
    } else combinations += 1;
  } else if (ofAKind.kind === 'add') {
    if (!isPoints(ofAKind.perDie)) report({ code: 'of-a-kind-per-die', field: 'scoring.ofAKind.perDie' });
    else combinations += 1;
  }

  const sixDiceCombination = (combination: SixDiceCombination) => {
    const points = scoring[combination];
    const path = `scoring.${combination}` as const;
    if (points === null || points === undefined) return;
    if (!isPoints(points)) report({ code: 'six-dice-points', field: path, combination });
    else if (diceCountOk && dice < 6) report({ code: 'six-dice-needs-six', field: path, combination, need: 6 });
    else combinations += 1;
  };
  sixDiceCombination('threePairs');
  sixDiceCombination('twoTriplets');

  const fourAndPair = 'scoring.fourOfAKindAndPairIsThreePairs';
  if (typeof scoring.fourOfAKindAndPairIsThreePairs !== 'boolean') {
    report({ code: 'four-and-pair-not-yes-no', field: fourAndPair });
  } else if (
    scoring.fourOfAKindAndPairIsThreePairs &&
    (scoring.threePairs === null || scoring.threePairs === undefined)
  ) {
    report({ code: 'four-and-pair-without-three-pairs', field: fourAndPair });
  }

  const straights = scoring.straights;
  if (!Array.isArray(straights)) {
    report({ code: 'straights-not-list', field: 'scoring.straights' });
  } else {
    const seen = new Set<string>();
    straights.forEach((straight: unknown, index) => {
      const path = `scoring.straights.${index}` as const;
      if (!isObject(straight) || !Array.isArray(straight.faces)) {
        report({ code: 'straight-not-straight', field: path });
        return;
      }
      const listed = straight.faces as unknown[];
      if (listed.some((face) => !FACES.includes(face as Face))) {
        report({ code: 'straight-bad-face', field: `${path}.faces` });
        return;
      }
      const faces = [...(listed as Face[])].sort((a, b) => a - b);
      const name = faces.join('-');
      if (new Set(faces).size !== faces.length) report({ code: 'straight-face-twice', field: `${path}.faces`, faces });
      else if (faces.length < MIN_STRAIGHT)
        report({ code: 'straight-too-short', field: `${path}.faces`, min: MIN_STRAIGHT });
      else if (diceCountOk && faces.length > dice)
        report({ code: 'straight-needs-dice', field: `${path}.faces`, faces, need: faces.length });
      else if (seen.has(name)) report({ code: 'straight-twice', field: `${path}.faces`, faces });
      else if (!isPoints(straight.points)) report({ code: 'straight-points', field: `${path}.points`, faces });
      else combinations += 1;
      seen.add(name);
    });
  }

  if (combinations === 0 && !problemsMentionScoring(scoring)) {
    report({ code: 'nothing-scores', field: 'scoring' });
  }
}

/** A table that is merely empty gets the "nothing scores" problem; a broken one already has its own. */
function problemsMentionScoring(scoring: Fields): boolean {
  return !isObject(scoring.singles) || !isObject(scoring.triples);
}

function validateTurn(turn: unknown, report: Report): void {
  if (!isObject(turn)) {
    report({ code: 'no-turn', field: 'turn' });
    return;
  }
  if (!isThreshold(turn.openingMinimum)) report({ code: 'opening-minimum', field: 'turn.openingMinimum' });
  if (!isThreshold(turn.laterMinimum)) report({ code: 'later-minimum', field: 'turn.laterMinimum' });
  if (!HOT_DICE.includes(String(turn.hotDice))) report({ code: 'hot-dice', field: 'turn.hotDice' });
  if (!START_OF_TURN.includes(String(turn.startOfTurn))) report({ code: 'start-of-turn', field: 'turn.startOfTurn' });
  if (typeof turn.lastDieSecondChance !== 'boolean')
    report({ code: 'last-die-not-yes-no', field: 'turn.lastDieSecondChance' });
}

function validateEnd(end: unknown, turn: unknown, report: Report): void {
  if (!isObject(end)) {
    report({ code: 'no-end', field: 'end' });
    return;
  }
  if (!isPoints(end.target)) report({ code: 'target', field: 'end.target' });
  else if (isObject(turn) && isThreshold(turn.openingMinimum) && turn.openingMinimum > end.target) {
    report({
      code: 'opening-above-target',
      field: 'turn.openingMinimum',
      opening: turn.openingMinimum,
      target: end.target,
    });
  }
  if (!TARGET_MODES.includes(String(end.targetMode))) report({ code: 'target-mode', field: 'end.targetMode' });
  if (!GAME_ENDS.includes(String(end.end))) report({ code: 'game-end', field: 'end.end' });
  if (!TIES.includes(String(end.ties))) report({ code: 'ties', field: 'end.ties' });
  if (typeof end.firstPlayerThrowOff !== 'boolean')
    report({ code: 'throw-off-not-yes-no', field: 'end.firstPlayerThrowOff' });
}

function validateVariations(variations: unknown, report: Report): void {
  if (!isObject(variations)) {
    report({ code: 'no-variations', field: 'variations' });
    return;
  }
  if (typeof variations.pyramiding !== 'boolean')
    report({ code: 'pyramiding-not-yes-no', field: 'variations.pyramiding' });
  if (typeof variations.surpassing !== 'boolean')
    report({ code: 'surpassing-not-yes-no', field: 'variations.surpassing' });
  const challenges = variations.challenges;
  if (challenges !== null) {
    if (!isObject(challenges)) report({ code: 'challenges', field: 'variations.challenges' });
    else {
      if (!isPoints(challenges.scoreDividing))
        report({ code: 'challenge-score-dividing', field: 'variations.challenges.scoreDividing' });
      const penalties = challenges.zilchPenalties;
      if (!Array.isArray(penalties) || penalties.length !== 2 || penalties.some((p) => !isThreshold(p))) {
        report({ code: 'challenge-penalties', field: 'variations.challenges.zilchPenalties' });
      }
    }
  }
  const streak = variations.zilchStreakPenalty;
  if (streak !== null) {
    if (!isObject(streak)) report({ code: 'zilch-penalty', field: 'variations.zilchStreakPenalty' });
    else {
      if (
        typeof streak.zilches !== 'number' ||
        !Number.isInteger(streak.zilches) ||
        streak.zilches < MIN_STREAK ||
        streak.zilches > MAX_STREAK
      ) {
        report({
          code: 'zilch-penalty-zilches',
          field: 'variations.zilchStreakPenalty.zilches',
          min: MIN_STREAK,
          max: MAX_STREAK,
        });
      }
      if (!isPoints(streak.points))
        report({ code: 'zilch-penalty-points', field: 'variations.zilchStreakPenalty.points' });
    }
  }
}
