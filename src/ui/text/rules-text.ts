/**
 * A rule set in the words a player reads: the scoring table and the turn and end rules. The words
 * of each setting are written once here; the house-rules editor offers the same words as its
 * choices, so a group reads at the table what it picked when it made the rules. Each sentence is
 * one message, so a translator sees it whole.
 */
import { msg, str } from '@lit/localize';
import type { Face, GameEnd, HotDice, OfAKindKind, Ruleset, StartOfTurn, TargetMode, Ties } from '../../rules/index.js';
import { capitalised, countWord } from './combination-text.js';
import { diceWord, formatPoints, plural } from './format.js';

const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];

const shown = (value: number) => (Number.isFinite(value) ? formatPoints(value) : '…');

/** The values of each choice, in the order the editor offers them. */
export const HOT_DICE_CHOICES: readonly HotDice[] = ['may-continue', 'must-continue', 'lock'];
export const START_OF_TURN_CHOICES: readonly StartOfTurn[] = ['fresh', 'build-off', 'inherit'];
export const GAME_END_CHOICES: readonly GameEnd[] = ['final-round', 'first-to-reach'];
export const TIES_CHOICES: readonly Ties[] = ['shared', 'roll-off'];
export const OF_A_KIND_CHOICES: readonly OfAKindKind[] = ['none', 'flat', 'multiple', 'doubling', 'add'];

/** The choices for hot dice. */
export function hotDiceWords(hotDice: HotDice): string {
  switch (hotDice) {
    case 'may-continue':
      return msg('Roll them all again, or bank', {
        desc: 'A choice: what a player may do when all the dice have scored',
      });
    case 'must-continue':
      return msg('Roll them all again: no bank until the next score (turning the corner)');
    case 'lock':
      return msg('The points so far are safe (lock); roll again or bank');
  }
}

/** The choices for how a turn starts. */
export function startOfTurnWords(start: StartOfTurn): string {
  switch (start) {
    case 'fresh':
      return msg('Always fresh, with all the dice', { desc: 'A choice: how a turn starts' });
    case 'build-off':
      return msg('Fresh, or building off the last bank');
    case 'inherit':
      return msg('Fresh, or inheriting the last bank');
  }
}

export function takeOverHint(): string {
  return msg(
    'Building off and inheriting work the same: the next player may take over the banked points and the dice left.',
  );
}

/** The choices for what happens when someone reaches the target. */
export function gameEndWords(end: GameEnd): string {
  return end === 'final-round'
    ? msg('Everyone else has one last turn', { desc: 'A choice: what happens when someone reaches the target' })
    : msg('They win at once', { desc: 'A choice: what happens when someone reaches the target' });
}

/** The choices for a tie for the win. */
export function tiesWords(ties: Ties): string {
  return ties === 'shared' ? msg('The tied players share the win') : msg('The tied players throw once more each');
}

/** "Reach the target (10,000 or more)". */
export function targetModeWords(mode: TargetMode, target: number): string {
  const points = shown(target);
  return mode === 'reach'
    ? msg(str`Reach the target (${points} or more)`)
    : msg(str`Pass the target (more than ${points})`);
}

/** The choices for four or more of a kind. */
export function ofAKindWords(kind: OfAKindKind): string {
  switch (kind) {
    case 'none':
      return msg('Not a combination', { desc: 'A choice: four or more of a kind score nothing of their own' });
    case 'flat':
      return msg('Fixed points (any face)');
    case 'multiple':
      return msg('A multiple of the three');
    case 'doubling':
      return msg('Each extra die doubles');
    case 'add':
      return msg('Each extra die adds points');
  }
}

export function ofAKindHint(kind: OfAKindKind): string {
  switch (kind) {
    case 'none':
      return msg('Extra dice are just more combinations: four 1s are three 1s and a single 1.');
    case 'flat':
      return msg('The same points whatever the face.');
    case 'multiple': {
      const triple = formatPoints(200);
      const worth = formatPoints(400);
      return msg(str`Four 2s at ×2 are worth 2 × ${triple} = ${worth}.`);
    }
    case 'doubling':
      return msg('Four of a kind is 2× the three, five 4×, six 8×.');
    case 'add': {
      const perDie = formatPoints(1000);
      const triple = formatPoints(200);
      return msg(str`Four 2s with ${perDie} per die are worth ${triple} + ${perDie}.`);
    }
  }
}

export function lastDieHint(): string {
  return msg('With one die left, a throw that does not score is thrown again before it counts as a zilch.');
}

export function pyramidingHint(): string {
  return msg('Dice set aside earlier in the cycle combine with new ones: a frozen 5 and two new 5s make three 5s.');
}

export function surpassingHint(): string {
  return msg("To bank, a turn must beat the previous player's last turn.");
}

export function fourAndPairWords(): string {
  return msg('Four of a kind and a pair count as three pairs', { desc: 'A setting (a check box)' });
}

export function straightHint(): string {
  return msg('A straight uses each of its faces once; with more dice the others still score.');
}

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

/** "2× the triple", "the triple + 2,000", "1,000": what `count` dice of a kind score beyond three. */
function ofAKindWorth(rules: Ruleset, count: number): string | null {
  const scheme = rules.scoring.ofAKind;
  const index = count - 4;
  const timesTriple = (multiplier: number) => {
    const times = formatPoints(multiplier);
    return msg(str`${times}× the triple`, { desc: 'What four or more of a kind score, as in "2× the triple"' });
  };
  switch (scheme.kind) {
    case 'none':
      return null;
    case 'flat': {
      const points = scheme.points[index];
      return points === undefined || !(points > 0) ? null : formatPoints(points);
    }
    case 'multiple': {
      const multiplier = scheme.multipliers[index];
      return multiplier === undefined || !(multiplier > 0) ? null : timesTriple(multiplier);
    }
    case 'doubling':
      return timesTriple(2 ** (count - 3));
    case 'add': {
      const extra = formatPoints(scheme.perDie * (count - 3));
      return msg(str`the triple + ${extra}`, { desc: 'What four or more of a kind score, as in "the triple + 2,000"' });
    }
  }
}

/** The scoring table, singles first, in the order players look things up. */
export function scoringLines(rules: Ruleset): ScoringLine[] {
  const { scoring } = rules;
  const lines: ScoringLine[] = [];
  const add = (combination: () => string, points: number | null | undefined) => {
    if (points !== null && points !== undefined && points > 0)
      lines.push({ combination: combination(), points: formatPoints(points) });
  };
  for (const face of FACES)
    add(
      () =>
        msg(str`Single ${face}`, { id: 'scoring-table.single', desc: 'A row of the scoring table: one die of a face' }),
      scoring.singles[face],
    );
  for (const face of FACES)
    add(
      () => msg(str`Three ${face}s`, { id: 'scoring-table.three', desc: 'Three dice of a face, as in "Three 2s"' }),
      scoring.triples[face],
    );
  for (let count = 4; count <= rules.diceCount; count++) {
    const worth = ofAKindWorth(rules, count);
    const n = formatPoints(count);
    if (worth !== null)
      lines.push({
        combination: msg(str`${n} of a kind`, {
          id: 'scoring-table.of-a-kind',
          desc: 'A row of the scoring table, as in "4 of a kind"',
        }),
        points: worth,
      });
  }
  add(() => msg('Three pairs', { id: 'scoring-table.three-pairs' }), scoring.threePairs);
  add(() => msg('Two triplets', { id: 'scoring-table.two-triplets' }), scoring.twoTriplets);
  for (const straight of scoring.straights) {
    const faces = straight.faces.join('-');
    if (straight.faces.length > 0)
      add(
        () =>
          msg(str`Straight ${faces}`, {
            id: 'scoring-table.straight',
            desc: 'A row of the scoring table, as in "Straight 1-2-3-4-5-6"',
          }),
        straight.points,
      );
  }
  return lines;
}

function scoringNotes(rules: Ruleset): string[] {
  const { scoring } = rules;
  const notes: string[] = [];
  const kind = scoring.ofAKind.kind;
  if (kind === 'none') notes.push(ofAKindHint('none'));
  else if (kind === 'flat') notes.push(msg('Four or more of a kind score the same whatever the face.'));
  if (scoring.threePairs !== null && scoring.fourOfAKindAndPairIsThreePairs)
    notes.push(msg('Four of a kind and a pair count as three pairs.'));
  const longest = Math.max(0, ...scoring.straights.map((straight) => straight.faces.length));
  if (longest > 0 && rules.diceCount > longest) notes.push(straightHint());
  notes.push(
    rules.variations.pyramiding
      ? msg('Dice set aside earlier in the cycle combine with the new ones (pyramiding).')
      : msg('Combinations count within one roll: dice set aside earlier never combine with new ones.'),
  );
  return notes;
}

function hotDiceLine(hotDice: HotDice): string {
  switch (hotDice) {
    case 'may-continue':
      return msg('When all the dice have scored (hot dice): roll them all again, or bank.');
    case 'must-continue':
      return msg(
        'When all the dice have scored (hot dice): roll them all again: no bank until the next score (turning the corner).',
      );
    case 'lock':
      return msg('When all the dice have scored (hot dice): the points so far are safe (lock); roll again or bank.');
  }
}

function startOfTurnLine(start: StartOfTurn): string {
  switch (start) {
    case 'fresh':
      return msg('A turn starts: always fresh, with all the dice.');
    case 'build-off':
      return msg('A turn starts: fresh, or building off the last bank.');
    case 'inherit':
      return msg('A turn starts: fresh, or inheriting the last bank.');
  }
}

function turnLines(rules: Ruleset): string[] {
  const { turn } = rules;
  const lines: string[] = [];
  const opening = formatPoints(turn.openingMinimum);
  const later = formatPoints(turn.laterMinimum);
  if (turn.openingMinimum > 0) {
    lines.push(
      msg(str`To get on the board: ${opening} points in one turn. Until then a smaller turn cannot be banked.`),
    );
  }
  if (turn.laterMinimum > 0) {
    lines.push(
      turn.openingMinimum > 0
        ? msg(str`After that, a turn needs ${later} points to bank.`)
        : msg(str`A turn needs ${later} points to bank.`),
    );
  } else {
    lines.push(
      turn.openingMinimum > 0
        ? msg('After that, any turn total may be banked.')
        : msg('No minimum: any turn total may be banked.'),
    );
  }
  lines.push(hotDiceLine(turn.hotDice));
  if (turn.hotDice === 'lock')
    lines.push(msg('A zilch later in that turn loses only the points scored after the lock.'));
  lines.push(startOfTurnLine(turn.startOfTurn));
  if (turn.startOfTurn === 'build-off') {
    lines.push(
      msg(
        'After a bank, the next player may take over the banked points and the dice left (building off); they must score at least once before banking. After a zilch, the next turn starts fresh.',
      ),
    );
  } else if (turn.startOfTurn === 'inherit') {
    lines.push(
      msg(
        'After a bank, the next player may take over the banked points and the dice left (inheriting); they must score at least once before banking. After a zilch, the next turn starts fresh.',
      ),
    );
  }
  if (turn.lastDieSecondChance) {
    lines.push(
      msg(
        'Two chances with the last die: with one die left, a throw that does not score is thrown again before it counts as a zilch.',
      ),
    );
  }
  lines.push(msg('A roll where no die scores is a zilch: the turn ends and its points are lost.'));
  return lines;
}

function endLines(rules: Ruleset): string[] {
  const { end } = rules;
  const target = formatPoints(end.target);
  const lines = [
    end.targetMode === 'reach'
      ? msg(str`Target: ${target}. To win, a score must reach the target (${target} or more).`)
      : msg(str`Target: ${target}. To win, a score must pass the target (more than ${target}).`),
  ];
  if (end.end === 'final-round') {
    lines.push(msg('When someone gets there: everyone else has one last turn; then the highest score wins.'));
    lines.push(
      end.ties === 'roll-off'
        ? msg(
            'A tie for the win: the tied players throw once more each, all the dice; the highest scoring throw wins, again while tied.',
          )
        : msg('A tie for the win: the tied players share the win.'),
    );
  } else {
    lines.push(msg('When someone gets there: they win at once.'));
  }
  if (end.firstPlayerThrowOff) {
    const dice = diceWord(rules.diceCount);
    lines.push(msg(str`Throw off for the first player: each player throws all ${dice}; the most pips starts.`));
  }
  return lines;
}

function variationLines(rules: Ruleset): string[] {
  const { variations } = rules;
  const lines: string[] = [];
  if (variations.pyramiding)
    lines.push(
      msg(
        'Pyramiding: dice set aside earlier in the cycle combine with new ones: a frozen 5 and two new 5s make three 5s.',
      ),
    );
  if (variations.surpassing) lines.push(msg("Surpassing: to bank, a turn must beat the previous player's last turn."));
  const challenges = variations.challenges;
  if (challenges) {
    const dividing = formatPoints(challenges.scoreDividing);
    const first = formatPoints(challenges.zilchPenalties[0]);
    const second = formatPoints(challenges.zilchPenalties[1]);
    lines.push(
      msg(
        str`Challenges: each player may challenge an opponent twice, once below ${dividing} and once from ${dividing}, named before the first roll. The banked turn is added to the challenger and taken from the opponent; a zilch costs the challenger ${first} the first time, ${second} the second.`,
      ),
    );
  }
  const streak = variations.zilchStreakPenalty;
  if (streak) {
    const count = capitalised(countWord(streak.zilches));
    const points = formatPoints(streak.points);
    lines.push(
      plural(streak.zilches, {
        one: () =>
          msg(str`${count} zilch in a row costs ${points} points.`, {
            id: 'rules.zilch-streak.one',
            desc: 'The count is a number word ("Three")',
          }),
        few: () =>
          msg(str`${count} zilches in a row cost ${points} points.`, {
            id: 'rules.zilch-streak.few',
            desc: 'The count is a number word ("Three")',
          }),
        other: () =>
          msg(str`${count} zilches in a row cost ${points} points.`, {
            id: 'rules.zilch-streak.other',
            desc: 'The count is a number word ("Three")',
          }),
      }),
    );
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
