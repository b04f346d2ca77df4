/**
 * A rule set in the words a player reads: the scoring table and the turn and end rules. The words
 * of each setting are written once here; the house-rules editor offers the same words as its
 * choices, so a group reads at the table what it picked when it made the rules.
 */
import { FACES, countWord } from '../../rules/index.js';
import type { GameEnd, HotDice, OfAKindKind, Ruleset, StartOfTurn, TargetMode, Ties } from '../../rules/index.js';
import { diceWord, formatPoints } from './format.js';
import { takeOverWords } from './advice-text.js';

const shown = (value: number) => (Number.isFinite(value) ? formatPoints(value) : '…');

/** The choices for hot dice. */
export const HOT_DICE_WORDS: Readonly<Record<HotDice, string>> = {
  'may-continue': 'Roll them all again, or bank',
  'must-continue': 'Roll them all again: no bank until the next score (turning the corner)',
  lock: 'The points so far are safe (lock); roll again or bank',
};

/** The choices for how a turn starts. */
export const START_OF_TURN_WORDS: Readonly<Record<StartOfTurn, string>> = {
  fresh: 'Always fresh, with all the dice',
  'build-off': 'Fresh, or building off the last bank',
  inherit: 'Fresh, or inheriting the last bank',
};

export const TAKE_OVER_HINT = 'Building off and inheriting work the same: the next player may take over the banked points and the dice left.';

/** The choices for what happens when someone reaches the target. */
export const GAME_END_WORDS: Readonly<Record<GameEnd, string>> = {
  'final-round': 'Everyone else has one last turn',
  'first-to-reach': 'They win at once',
};

/** The choices for a tie for the win. */
export const TIES_WORDS: Readonly<Record<Ties, string>> = {
  shared: 'The tied players share the win',
  'roll-off': 'The tied players throw once more each',
};

/** "Reach the target (10,000 or more)". */
export function targetModeWords(mode: TargetMode, target: number): string {
  return mode === 'reach' ? `Reach the target (${shown(target)} or more)` : `Pass the target (more than ${shown(target)})`;
}

/** The choices for four or more of a kind. */
export const OF_A_KIND_WORDS: Readonly<Record<OfAKindKind, string>> = {
  none: 'Not a combination',
  flat: 'Fixed points (any face)',
  multiple: 'A multiple of the three',
  doubling: 'Each extra die doubles',
  add: 'Each extra die adds points',
};

export const OF_A_KIND_HINTS: Readonly<Record<OfAKindKind, string>> = {
  none: 'Extra dice are just more combinations: four 1s are three 1s and a single 1.',
  flat: 'The same points whatever the face.',
  multiple: 'Four 2s at ×2 are worth 2 × 200 = 400.',
  doubling: 'Four of a kind is 2× the three, five 4×, six 8×.',
  add: 'Four 2s with 1,000 per die are worth 200 + 1,000.',
};

export const LAST_DIE_HINT = 'With one die left, a throw that does not score is thrown again before it counts as a zilch.';
export const PYRAMIDING_HINT = 'Dice set aside earlier in the cycle combine with new ones: a frozen 5 and two new 5s make three 5s.';
export const SURPASSING_HINT = "To bank, a turn must beat the previous player's last turn.";
export const FOUR_AND_PAIR_WORDS = 'Four of a kind and a pair count as three pairs';
export const STRAIGHT_HINT = 'A straight uses each of its faces once; with more dice the others still score.';

/** One row of the scoring table: "Three 2s" and "200". */
export interface ScoringLine {
  readonly combination: string;
  readonly points: string;
}

/** The rules of a game, section by section, as a player reads them. */
export interface RulesText {
  readonly scoring: readonly ScoringLine[];
  /** What the table cannot say: how extra dice, straights and earlier dice count. */
  readonly scoringNotes: readonly string[];
  readonly turn: readonly string[];
  readonly end: readonly string[];
  /** Empty when the group plays none. */
  readonly variations: readonly string[];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "2× the triple", "the triple + 2,000", "1,000": what `count` dice of a kind score beyond three. */
function ofAKindWorth(rules: Ruleset, count: number): string | null {
  const scheme = rules.scoring.ofAKind;
  const index = count - 4;
  switch (scheme.kind) {
    case 'none':
      return null;
    case 'flat': {
      const points = scheme.points[index];
      return points === undefined || !(points > 0) ? null : formatPoints(points);
    }
    case 'multiple': {
      const multiplier = scheme.multipliers[index];
      return multiplier === undefined || !(multiplier > 0) ? null : `${formatPoints(multiplier)}× the triple`;
    }
    case 'doubling':
      return `${formatPoints(2 ** (count - 3))}× the triple`;
    case 'add':
      return `the triple + ${formatPoints(scheme.perDie * (count - 3))}`;
  }
}

/** The scoring table, singles first, in the order players look things up. */
export function scoringLines(rules: Ruleset): ScoringLine[] {
  const { scoring } = rules;
  const lines: ScoringLine[] = [];
  const add = (combination: string, points: number | null | undefined) => {
    if (points !== null && points !== undefined && points > 0) lines.push({ combination, points: formatPoints(points) });
  };
  for (const face of FACES) add(`Single ${face}`, scoring.singles[face]);
  for (const face of FACES) add(`Three ${face}s`, scoring.triples[face]);
  for (let count = 4; count <= rules.diceCount; count++) {
    const worth = ofAKindWorth(rules, count);
    if (worth !== null) lines.push({ combination: `${count} of a kind`, points: worth });
  }
  add('Three pairs', scoring.threePairs);
  add('Two triplets', scoring.twoTriplets);
  for (const straight of scoring.straights) {
    if (straight.faces.length > 0) add(`Straight ${straight.faces.join('-')}`, straight.points);
  }
  return lines;
}

function scoringNotes(rules: Ruleset): string[] {
  const { scoring } = rules;
  const notes: string[] = [];
  const kind = scoring.ofAKind.kind;
  if (kind === 'none') notes.push(OF_A_KIND_HINTS.none);
  else if (kind === 'flat') notes.push(`Four or more of a kind score the same whatever the face.`);
  if (scoring.threePairs !== null && scoring.fourOfAKindAndPairIsThreePairs) notes.push(`${FOUR_AND_PAIR_WORDS}.`);
  const longest = Math.max(0, ...scoring.straights.map((straight) => straight.faces.length));
  if (longest > 0 && rules.diceCount > longest) notes.push(STRAIGHT_HINT);
  notes.push(
    rules.variations.pyramiding
      ? 'Dice set aside earlier in the cycle combine with the new ones (pyramiding).'
      : 'Combinations count within one roll: dice set aside earlier never combine with new ones.',
  );
  return notes;
}

function turnLines(rules: Ruleset): string[] {
  const { turn } = rules;
  const lines: string[] = [];
  if (turn.openingMinimum > 0) {
    lines.push(`To get on the board: ${formatPoints(turn.openingMinimum)} points in one turn. Until then a smaller turn cannot be banked.`);
  }
  if (turn.laterMinimum > 0) lines.push(`${turn.openingMinimum > 0 ? 'After that, a' : 'A'} turn needs ${formatPoints(turn.laterMinimum)} points to bank.`);
  else lines.push(turn.openingMinimum > 0 ? 'After that, any turn total may be banked.' : 'No minimum: any turn total may be banked.');
  lines.push(`When all the dice have scored (hot dice): ${lowerFirst(HOT_DICE_WORDS[turn.hotDice])}.`);
  if (turn.hotDice === 'lock') lines.push('A zilch later in that turn loses only the points scored after the lock.');
  lines.push(`A turn starts: ${lowerFirst(START_OF_TURN_WORDS[turn.startOfTurn])}.`);
  if (turn.startOfTurn !== 'fresh') {
    const word = takeOverWords(turn.startOfTurn).doing;
    lines.push(
      `After a bank, the next player may take over the banked points and the dice left (${word}); they must score at least once before banking. After a zilch, the next turn starts fresh.`,
    );
  }
  if (turn.lastDieSecondChance) lines.push(`Two chances with the last die: ${lowerFirst(LAST_DIE_HINT)}`);
  lines.push('A roll where no die scores is a zilch: the turn ends and its points are lost.');
  return lines;
}

function endLines(rules: Ruleset): string[] {
  const { end } = rules;
  const lines = [`Target: ${formatPoints(end.target)}. To win, a score must ${lowerFirst(targetModeWords(end.targetMode, end.target))}.`];
  if (end.end === 'final-round') {
    lines.push(`When someone gets there: ${lowerFirst(GAME_END_WORDS['final-round'])}; then the highest score wins.`);
    lines.push(
      end.ties === 'roll-off'
        ? `A tie for the win: ${lowerFirst(TIES_WORDS['roll-off'])}, all the dice; the highest scoring throw wins, again while tied.`
        : `A tie for the win: ${lowerFirst(TIES_WORDS.shared)}.`,
    );
  } else {
    lines.push(`When someone gets there: ${lowerFirst(GAME_END_WORDS['first-to-reach'])}.`);
  }
  if (end.firstPlayerThrowOff) lines.push(`Throw off for the first player: each player throws all ${diceWord(rules.diceCount)}; the most pips starts.`);
  return lines;
}

function variationLines(rules: Ruleset): string[] {
  const { variations } = rules;
  const lines: string[] = [];
  if (variations.pyramiding) lines.push(`Pyramiding: ${lowerFirst(PYRAMIDING_HINT)}`);
  if (variations.surpassing) lines.push(`Surpassing: ${lowerFirst(SURPASSING_HINT)}`);
  const challenges = variations.challenges;
  if (challenges) {
    const dividing = formatPoints(challenges.scoreDividing);
    const [first, second] = challenges.zilchPenalties;
    lines.push(
      `Challenges: each player may challenge an opponent twice, once below ${dividing} and once from ${dividing}, named before the first roll. ` +
        `The banked turn is added to the challenger and taken from the opponent; a zilch costs the challenger ${formatPoints(first)} the first time, ${formatPoints(second)} the second.`,
    );
  }
  const streak = variations.zilchStreakPenalty;
  if (streak) {
    const count = countWord(streak.zilches);
    lines.push(`${count.charAt(0).toUpperCase()}${count.slice(1)} zilches in a row cost ${formatPoints(streak.points)} points.`);
  }
  return lines;
}

/** Every rule of `rules`, house rules included, in words. */
export function rulesText(rules: Ruleset): RulesText {
  return {
    scoring: scoringLines(rules),
    scoringNotes: scoringNotes(rules),
    turn: turnLines(rules),
    end: endLines(rules),
    variations: variationLines(rules),
  };
}
