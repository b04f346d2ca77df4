import { countWord } from './combinations.js';
import { FACES } from './ruleset.js';
import type { Face } from './ruleset.js';
import type { RulesetPath } from './paths.js';

/** One thing wrong with a rule set: the field it is about and a sentence a player understands. */
export interface RulesetProblem {
  /** The field, e.g. "scoring.threePairs" or "scoring.straights.1.faces"; '' for the whole rule set. */
  readonly field: RulesetPath;
  readonly message: string;
}

export const MIN_DICE = 5;
export const MAX_DICE = 10;

const HOT_DICE = ['may-continue', 'must-continue', 'lock'];
const START_OF_TURN = ['fresh', 'build-off', 'inherit'];
const TARGET_MODES = ['reach', 'more-than'];
const GAME_ENDS = ['final-round', 'first-to-reach'];
const TIES = ['shared', 'roll-off'];
const OF_A_KIND = ['none', 'flat', 'multiple', 'doubling', 'add'];

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPoints = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value % 50 === 0;

const isThreshold = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value % 50 === 0;

/**
 * Checks a rule set built in the app or loaded from a file. Returns every problem found (empty when
 * the rule set is valid), so an editor can show each message next to its field.
 */
export function validateRuleset(input: unknown): RulesetProblem[] {
  const problems: RulesetProblem[] = [];
  const problem: Report = (field, message) => problems.push({ field, message });

  if (!isObject(input)) {
    problem('', 'This is not a rule set: expected an object with a name, dice count and scoring table.');
    return problems;
  }

  if (typeof input.id !== 'string' || input.id.trim() === '') problem('id', 'The rules need an id.');
  if (typeof input.name !== 'string' || input.name.trim() === '') problem('name', 'Give the rules a name.');
  else if (input.name.length > 60) problem('name', 'Keep the name to 60 characters or fewer.');
  if (typeof input.description !== 'string') problem('description', 'The description must be text (it may be empty).');

  const diceCount = input.diceCount;
  const diceCountOk = typeof diceCount === 'number' && Number.isInteger(diceCount) && diceCount >= MIN_DICE && diceCount <= MAX_DICE;
  if (!diceCountOk) problem('diceCount', `The number of dice must be a whole number from ${MIN_DICE} to ${MAX_DICE}.`);
  const dice = diceCountOk ? diceCount : MAX_DICE;

  validateScoring(input.scoring, dice, diceCountOk, problem);
  validateTurn(input.turn, problem);
  validateEnd(input.end, input.turn, problem);
  validateVariations(input.variations, problem);
  return problems;
}

type Report = (field: RulesetPath, message: string) => void;

function validateFacePoints(value: unknown, field: 'scoring.singles' | 'scoring.triples', role: (face: Face) => string, report: Report): number {
  if (!isObject(value)) {
    report(field, `The ${field.split('.').pop()} table must list points by face.`);
    return 0;
  }
  let scoring = 0;
  for (const [key, points] of Object.entries(value)) {
    const face = Number(key);
    if (!FACES.includes(face as Face)) {
      report(field, `"${key}" is not a face of a die: faces are 1 to 6.`);
      continue;
    }
    if (points === null || points === undefined) continue;
    if (!isPoints(points)) report(`${field}.${face as Face}`, `${role(face as Face)} must be worth a positive multiple of 50 points.`);
    else scoring += 1;
  }
  return scoring;
}

function validateScoring(scoring: unknown, dice: number, diceCountOk: boolean, report: Report): void {
  if (!isObject(scoring)) {
    report('scoring', 'The rules need a scoring table.');
    return;
  }
  let combinations = 0;
  combinations += validateFacePoints(scoring.singles, 'scoring.singles', (face) => `A single ${face}`, report);
  combinations += validateFacePoints(scoring.triples, 'scoring.triples', (face) => `Three ${face}s`, report);

  const ofAKind = scoring.ofAKind;
  const needed = dice - 3; // entries for four of a kind up to `dice` of a kind
  if (!isObject(ofAKind) || !OF_A_KIND.includes(String(ofAKind.kind))) {
    report('scoring.ofAKind', 'Choose how four or more of a kind score: not at all, a flat table, a multiple of the triple, doubling, or a fixed amount per extra die.');
  } else if (ofAKind.kind === 'flat') {
    const points = ofAKind.points;
    if (!Array.isArray(points) || points.some((p) => !isPoints(p))) {
      report('scoring.ofAKind.points', 'Each entry of the four-or-more table must be a positive multiple of 50 points.');
    } else if (diceCountOk && points.length < needed) {
      report('scoring.ofAKind.points', `The four-or-more table needs points for four up to ${countWord(dice)} of a kind (${needed} entries), not ${points.length}.`);
    } else combinations += 1;
  } else if (ofAKind.kind === 'multiple') {
    const multipliers = ofAKind.multipliers;
    if (!Array.isArray(multipliers) || multipliers.some((m) => typeof m !== 'number' || !Number.isInteger(m) || m < 1)) {
      report('scoring.ofAKind.multipliers', 'Each multiple of the triple must be a whole number of at least 1.');
    } else if (diceCountOk && multipliers.length < needed) {
      report('scoring.ofAKind.multipliers', `Give a multiple of the triple for four up to ${countWord(dice)} of a kind (${needed} in all), not ${multipliers.length}.`);
    } else combinations += 1;
  } else if (ofAKind.kind === 'add') {
    if (!isPoints(ofAKind.perDie)) report('scoring.ofAKind.perDie', 'The points added per extra die must be a positive multiple of 50.');
    else combinations += 1;
  }

  const sixDiceCombination = (field: 'threePairs' | 'twoTriplets', name: string) => {
    const points = scoring[field];
    if (points === null || points === undefined) return;
    if (!isPoints(points)) report(`scoring.${field}`, `${name} must be worth a positive multiple of 50 points, or be switched off.`);
    else if (diceCountOk && dice < 6) report(`scoring.${field}`, `${name} needs at least 6 dice.`);
    else combinations += 1;
  };
  sixDiceCombination('threePairs', 'Three pairs');
  sixDiceCombination('twoTriplets', 'Two triplets');

  if (typeof scoring.fourOfAKindAndPairIsThreePairs !== 'boolean') {
    report('scoring.fourOfAKindAndPairIsThreePairs', 'Say whether four of a kind and a pair counts as three pairs (yes or no).');
  } else if (scoring.fourOfAKindAndPairIsThreePairs && (scoring.threePairs === null || scoring.threePairs === undefined)) {
    report('scoring.fourOfAKindAndPairIsThreePairs', 'Four of a kind and a pair can count as three pairs only when three pairs score.');
  }

  const straights = scoring.straights;
  if (!Array.isArray(straights)) {
    report('scoring.straights', 'The straights must be a list (it may be empty).');
  } else {
    const seen = new Set<string>();
    straights.forEach((straight: unknown, index) => {
      const field = `scoring.straights.${index}` as const;
      if (!isObject(straight) || !Array.isArray(straight.faces)) {
        report(field, 'A straight needs its faces and its points.');
        return;
      }
      const faces = straight.faces as unknown[];
      if (faces.some((face) => !FACES.includes(face as Face))) {
        report(`${field}.faces`, 'A straight is made of faces 1 to 6.');
        return;
      }
      const name = [...faces].sort().join('-');
      if (new Set(faces).size !== faces.length) report(`${field}.faces`, `The straight ${name} uses a face twice: a straight uses each face once.`);
      else if (faces.length < 3) report(`${field}.faces`, 'A straight needs at least 3 different faces.');
      else if (diceCountOk && faces.length > dice) report(`${field}.faces`, `A ${name} straight needs at least ${faces.length} dice.`);
      else if (seen.has(name)) report(`${field}.faces`, `The straight ${name} is listed twice.`);
      else if (!isPoints(straight.points)) report(`${field}.points`, `The straight ${name} must be worth a positive multiple of 50 points.`);
      else combinations += 1;
      seen.add(name);
    });
  }

  if (combinations === 0 && !problemsMentionScoring(scoring)) {
    report('scoring', 'Nothing scores under these rules: give at least one combination points.');
  }
}

/** A table that is merely empty gets the "nothing scores" message; a broken one already has its own. */
function problemsMentionScoring(scoring: Fields): boolean {
  return !isObject(scoring.singles) || !isObject(scoring.triples);
}

function validateTurn(turn: unknown, report: Report): void {
  if (!isObject(turn)) {
    report('turn', 'The rules need their turn rules (minimums, hot dice, start of turn).');
    return;
  }
  if (!isThreshold(turn.openingMinimum)) report('turn.openingMinimum', 'The points to get on the board must be 0 or a multiple of 50.');
  if (!isThreshold(turn.laterMinimum)) report('turn.laterMinimum', 'The minimum to bank on later turns must be 0 or a multiple of 50.');
  if (!HOT_DICE.includes(String(turn.hotDice))) report('turn.hotDice', 'Choose what hot dice do: may roll on, must roll on (turning the corner), or lock.');
  if (!START_OF_TURN.includes(String(turn.startOfTurn))) report('turn.startOfTurn', 'Choose how a turn starts: fresh, build off, or inherit.');
  if (typeof turn.lastDieSecondChance !== 'boolean') report('turn.lastDieSecondChance', 'Say whether the last die gets two chances (yes or no).');
}

function validateEnd(end: unknown, turn: unknown, report: Report): void {
  if (!isObject(end)) {
    report('end', 'The rules need a target and how the game ends.');
    return;
  }
  if (!isPoints(end.target)) report('end.target', 'The target must be a positive multiple of 50 points.');
  else if (isObject(turn) && isThreshold(turn.openingMinimum) && turn.openingMinimum > end.target) {
    report('turn.openingMinimum', `The points to get on the board (${turn.openingMinimum}) are more than the target (${end.target}).`);
  }
  if (!TARGET_MODES.includes(String(end.targetMode))) report('end.targetMode', 'Choose whether the target must be reached or passed.');
  if (!GAME_ENDS.includes(String(end.end))) report('end.end', 'Choose how the game ends: a final round, or the first to the target wins.');
  if (!TIES.includes(String(end.ties))) report('end.ties', 'Choose what a tie does: shared, or one more roll each.');
  if (typeof end.firstPlayerThrowOff !== 'boolean') report('end.firstPlayerThrowOff', 'Say whether a throw-off picks the first player (yes or no).');
}

function validateVariations(variations: unknown, report: Report): void {
  if (!isObject(variations)) {
    report('variations', 'The rules need their variations (pyramiding, surpassing, challenges), even if all are off.');
    return;
  }
  if (typeof variations.pyramiding !== 'boolean') report('variations.pyramiding', 'Say whether pyramiding is on (yes or no).');
  if (typeof variations.surpassing !== 'boolean') report('variations.surpassing', 'Say whether surpassing is on (yes or no).');
  const challenges = variations.challenges;
  if (challenges !== null) {
    if (!isObject(challenges)) report('variations.challenges', 'Challenges are either off or have a dividing score and two penalties.');
    else {
      if (!isPoints(challenges.scoreDividing)) report('variations.challenges.scoreDividing', 'The score that separates the first challenge from the second must be a positive multiple of 50.');
      const penalties = challenges.zilchPenalties;
      if (!Array.isArray(penalties) || penalties.length !== 2 || penalties.some((p) => !isThreshold(p))) {
        report('variations.challenges.zilchPenalties', 'A challenge zilch costs two amounts (first and second challenge), each 0 or a multiple of 50.');
      }
    }
  }
  const streak = variations.zilchStreakPenalty;
  if (streak !== null) {
    if (!isObject(streak)) report('variations.zilchStreakPenalty', 'The zilch penalty is either off or has a number of zilches and points.');
    else {
      if (typeof streak.zilches !== 'number' || !Number.isInteger(streak.zilches) || streak.zilches < 2 || streak.zilches > 10) {
        report('variations.zilchStreakPenalty.zilches', 'The zilch penalty needs a whole number of zilches in a row, from 2 to 10.');
      }
      if (!isPoints(streak.points)) report('variations.zilchStreakPenalty.points', 'The zilch penalty must be a positive multiple of 50 points.');
    }
  }
}
