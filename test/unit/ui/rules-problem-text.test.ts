/**
 * The rules engine speaks in codes; the UI words them. In English every sentence and every
 * combination name reads exactly as the engine used to write it.
 */
import { describe, expect, it } from 'vitest';
import { FACES, explainHold, houseRulesFrom, presetById, presets } from '../../../src/rules/index.js';
import type { CombinationName, RulesProblem } from '../../../src/rules/index.js';
import { adviceNoteText } from '../../../src/ui/text/advice-note-text.js';
import { combinationText, countWord, repeatedText } from '../../../src/ui/text/combination-text.js';
import { describeSplit, splitParts } from '../../../src/ui/text/format.js';
import {
  houseRulesDescription,
  houseRulesName,
  presetDescription,
  presetName,
} from '../../../src/ui/text/preset-text.js';
import { rulesProblemText } from '../../../src/ui/text/rules-problem-text.js';

type Code = RulesProblem['code'];
type ProblemOf<C extends Code> = Extract<RulesProblem, { code: C }>;

/** One example of each code with the sentence it had; a new code fails to compile until it is here. */
const EXAMPLES: { readonly [C in Code]: readonly (readonly [ProblemOf<C>, string])[] } = {
  'not-a-ruleset': [
    [
      { code: 'not-a-ruleset', field: '' },
      'This is not a rule set: expected an object with a name, dice count and scoring table.',
    ],
  ],
  'no-id': [[{ code: 'no-id', field: 'id' }, 'The rules need an id.']],
  'no-name': [[{ code: 'no-name', field: 'name' }, 'Give the rules a name.']],
  'name-too-long': [[{ code: 'name-too-long', field: 'name', max: 60 }, 'Keep the name to 60 characters or fewer.']],
  'description-not-text': [
    [{ code: 'description-not-text', field: 'description' }, 'The description must be text (it may be empty).'],
  ],
  'dice-count': [
    [
      { code: 'dice-count', field: 'diceCount', min: 5, max: 10 },
      'The number of dice must be a whole number from 5 to 10.',
    ],
  ],
  'no-scoring': [[{ code: 'no-scoring', field: 'scoring' }, 'The rules need a scoring table.']],
  'face-table-not-faces': [
    [
      { code: 'face-table-not-faces', field: 'scoring.singles', table: 'singles' },
      'The singles table must list points by face.',
    ],
    [
      { code: 'face-table-not-faces', field: 'scoring.triples', table: 'triples' },
      'The triples table must list points by face.',
    ],
  ],
  'unknown-face': [
    [{ code: 'unknown-face', field: 'scoring.singles', key: '7' }, '"7" is not a face of a die: faces are 1 to 6.'],
  ],
  'face-points': [
    [
      { code: 'face-points', field: 'scoring.singles.5', table: 'singles', face: 5 },
      'A single 5 must be worth a positive multiple of 50 points.',
    ],
    [
      { code: 'face-points', field: 'scoring.triples.2', table: 'triples', face: 2 },
      'Three 2s must be worth a positive multiple of 50 points.',
    ],
  ],
  'no-of-a-kind-scheme': [
    [
      { code: 'no-of-a-kind-scheme', field: 'scoring.ofAKind' },
      'Choose how four or more of a kind score: not at all, a flat table, a multiple of the triple, doubling, or a fixed amount per extra die.',
    ],
  ],
  'of-a-kind-points': [
    [
      { code: 'of-a-kind-points', field: 'scoring.ofAKind.points' },
      'Each entry of the four-or-more table must be a positive multiple of 50 points.',
    ],
  ],
  'of-a-kind-points-missing': [
    [
      { code: 'of-a-kind-points-missing', field: 'scoring.ofAKind.points', dice: 10, needed: 7, given: 3 },
      'The four-or-more table needs points for four up to ten of a kind (7 entries), not 3.',
    ],
    [
      { code: 'of-a-kind-points-missing', field: 'scoring.ofAKind.points', dice: 5, needed: 2, given: 0 },
      'The four-or-more table needs points for four up to five of a kind (2 entries), not 0.',
    ],
  ],
  'of-a-kind-multipliers': [
    [
      { code: 'of-a-kind-multipliers', field: 'scoring.ofAKind.multipliers' },
      'Each multiple of the triple must be a whole number of at least 1.',
    ],
  ],
  'of-a-kind-multipliers-missing': [
    [
      { code: 'of-a-kind-multipliers-missing', field: 'scoring.ofAKind.multipliers', dice: 6, needed: 3, given: 1 },
      'Give a multiple of the triple for four up to six of a kind (3 in all), not 1.',
    ],
  ],
  'of-a-kind-per-die': [
    [
      { code: 'of-a-kind-per-die', field: 'scoring.ofAKind.perDie' },
      'The points added per extra die must be a positive multiple of 50.',
    ],
  ],
  'six-dice-points': [
    [
      { code: 'six-dice-points', field: 'scoring.threePairs', combination: 'threePairs' },
      'Three pairs must be worth a positive multiple of 50 points, or be switched off.',
    ],
    [
      { code: 'six-dice-points', field: 'scoring.twoTriplets', combination: 'twoTriplets' },
      'Two triplets must be worth a positive multiple of 50 points, or be switched off.',
    ],
  ],
  'six-dice-needs-six': [
    [
      { code: 'six-dice-needs-six', field: 'scoring.threePairs', combination: 'threePairs', need: 6 },
      'Three pairs needs at least 6 dice.',
    ],
    [
      { code: 'six-dice-needs-six', field: 'scoring.twoTriplets', combination: 'twoTriplets', need: 6 },
      'Two triplets needs at least 6 dice.',
    ],
  ],
  'four-and-pair-not-yes-no': [
    [
      { code: 'four-and-pair-not-yes-no', field: 'scoring.fourOfAKindAndPairIsThreePairs' },
      'Say whether four of a kind and a pair counts as three pairs (yes or no).',
    ],
  ],
  'four-and-pair-without-three-pairs': [
    [
      { code: 'four-and-pair-without-three-pairs', field: 'scoring.fourOfAKindAndPairIsThreePairs' },
      'Four of a kind and a pair can count as three pairs only when three pairs score.',
    ],
  ],
  'straights-not-list': [
    [{ code: 'straights-not-list', field: 'scoring.straights' }, 'The straights must be a list (it may be empty).'],
  ],
  'straight-not-straight': [
    [{ code: 'straight-not-straight', field: 'scoring.straights.0' }, 'A straight needs its faces and its points.'],
  ],
  'straight-bad-face': [
    [{ code: 'straight-bad-face', field: 'scoring.straights.0.faces' }, 'A straight is made of faces 1 to 6.'],
  ],
  'straight-face-twice': [
    [
      { code: 'straight-face-twice', field: 'scoring.straights.1.faces', faces: [1, 2, 2, 3] },
      'The straight 1-2-2-3 uses a face twice: a straight uses each face once.',
    ],
  ],
  'straight-too-short': [
    [
      { code: 'straight-too-short', field: 'scoring.straights.1.faces', min: 3 },
      'A straight needs at least 3 different faces.',
    ],
  ],
  'straight-needs-dice': [
    [
      { code: 'straight-needs-dice', field: 'scoring.straights.0.faces', faces: [1, 2, 3, 4, 5, 6], need: 6 },
      'A 1-2-3-4-5-6 straight needs at least 6 dice.',
    ],
  ],
  'straight-twice': [
    [
      { code: 'straight-twice', field: 'scoring.straights.1.faces', faces: [1, 2, 3, 4, 5, 6] },
      'The straight 1-2-3-4-5-6 is listed twice.',
    ],
  ],
  'straight-points': [
    [
      { code: 'straight-points', field: 'scoring.straights.1.points', faces: [2, 3, 4, 5, 6] },
      'The straight 2-3-4-5-6 must be worth a positive multiple of 50 points.',
    ],
  ],
  'nothing-scores': [
    [
      { code: 'nothing-scores', field: 'scoring' },
      'Nothing scores under these rules: give at least one combination points.',
    ],
  ],
  'no-turn': [
    [{ code: 'no-turn', field: 'turn' }, 'The rules need their turn rules (minimums, hot dice, start of turn).'],
  ],
  'opening-minimum': [
    [
      { code: 'opening-minimum', field: 'turn.openingMinimum' },
      'The points to get on the board must be 0 or a multiple of 50.',
    ],
  ],
  'later-minimum': [
    [
      { code: 'later-minimum', field: 'turn.laterMinimum' },
      'The minimum to bank on later turns must be 0 or a multiple of 50.',
    ],
  ],
  'hot-dice': [
    [
      { code: 'hot-dice', field: 'turn.hotDice' },
      'Choose what hot dice do: may roll on, must roll on (turning the corner), or lock.',
    ],
  ],
  'start-of-turn': [
    [{ code: 'start-of-turn', field: 'turn.startOfTurn' }, 'Choose how a turn starts: fresh, build off, or inherit.'],
  ],
  'last-die-not-yes-no': [
    [
      { code: 'last-die-not-yes-no', field: 'turn.lastDieSecondChance' },
      'Say whether the last die gets two chances (yes or no).',
    ],
  ],
  'no-end': [[{ code: 'no-end', field: 'end' }, 'The rules need a target and how the game ends.']],
  target: [[{ code: 'target', field: 'end.target' }, 'The target must be a positive multiple of 50 points.']],
  'opening-above-target': [
    [
      { code: 'opening-above-target', field: 'turn.openingMinimum', opening: 20000, target: 10000 },
      'The points to get on the board (20000) are more than the target (10000).',
    ],
  ],
  'target-mode': [
    [{ code: 'target-mode', field: 'end.targetMode' }, 'Choose whether the target must be reached or passed.'],
  ],
  'game-end': [
    [
      { code: 'game-end', field: 'end.end' },
      'Choose how the game ends: a final round, or the first to the target wins.',
    ],
  ],
  ties: [[{ code: 'ties', field: 'end.ties' }, 'Choose what a tie does: shared, or one more roll each.']],
  'throw-off-not-yes-no': [
    [
      { code: 'throw-off-not-yes-no', field: 'end.firstPlayerThrowOff' },
      'Say whether a throw-off picks the first player (yes or no).',
    ],
  ],
  'no-variations': [
    [
      { code: 'no-variations', field: 'variations' },
      'The rules need their variations (pyramiding, surpassing, challenges), even if all are off.',
    ],
  ],
  'pyramiding-not-yes-no': [
    [{ code: 'pyramiding-not-yes-no', field: 'variations.pyramiding' }, 'Say whether pyramiding is on (yes or no).'],
  ],
  'surpassing-not-yes-no': [
    [{ code: 'surpassing-not-yes-no', field: 'variations.surpassing' }, 'Say whether surpassing is on (yes or no).'],
  ],
  challenges: [
    [
      { code: 'challenges', field: 'variations.challenges' },
      'Challenges are either off or have a dividing score and two penalties.',
    ],
  ],
  'challenge-score-dividing': [
    [
      { code: 'challenge-score-dividing', field: 'variations.challenges.scoreDividing' },
      'The score that separates the first challenge from the second must be a positive multiple of 50.',
    ],
  ],
  'challenge-penalties': [
    [
      { code: 'challenge-penalties', field: 'variations.challenges.zilchPenalties' },
      'A challenge zilch costs two amounts (first and second challenge), each 0 or a multiple of 50.',
    ],
  ],
  'zilch-penalty': [
    [
      { code: 'zilch-penalty', field: 'variations.zilchStreakPenalty' },
      'The zilch penalty is either off or has a number of zilches and points.',
    ],
  ],
  'zilch-penalty-zilches': [
    [
      { code: 'zilch-penalty-zilches', field: 'variations.zilchStreakPenalty.zilches', min: 2, max: 10 },
      'The zilch penalty needs a whole number of zilches in a row, from 2 to 10.',
    ],
  ],
  'zilch-penalty-points': [
    [
      { code: 'zilch-penalty-points', field: 'variations.zilchStreakPenalty.points' },
      'The zilch penalty must be a positive multiple of 50 points.',
    ],
  ],
  // Bad input to the engine (RulesInputError's problem).
  'not-a-list': [
    [{ code: 'not-a-list', what: 'roll' }, 'A roll must be a list of dice.'],
    [{ code: 'not-a-list', what: 'hold' }, 'A hold must be a list of dice.'],
  ],
  'no-dice': [
    [{ code: 'no-dice', what: 'roll' }, 'A roll needs at least one die.'],
    [{ code: 'no-dice', what: 'hold' }, 'A hold needs at least one die.'],
  ],
  'too-many-dice': [
    [
      { code: 'too-many-dice', what: 'roll', count: 7, diceCount: 6, rulesId: 'farkle', rulesName: 'Farkle' },
      'A roll of 7 dice is more than the 6 dice of Farkle.',
    ],
    [
      {
        code: 'too-many-dice',
        what: 'hold',
        count: 11,
        diceCount: 10,
        rulesId: 'ten-dice',
        rulesName: '10-dice Zilch',
      },
      'A hold of 11 dice is more than the 10 dice of 10-dice Zilch.',
    ],
    [
      { code: 'too-many-dice', what: 'roll', count: 7, diceCount: 6, rulesId: 'house', rulesName: 'Kitchen table' },
      'A roll of 7 dice is more than the 6 dice of Kitchen table.',
    ],
  ],
  'too-many-set-aside': [
    [
      {
        code: 'too-many-set-aside',
        setAside: 5,
        adding: 2,
        diceCount: 6,
        rulesId: 'zilch-15k',
        rulesName: 'Zilch to 15,000',
      },
      '5 dice set aside and 2 more is more than the 6 dice of Zilch to 15,000.',
    ],
  ],
  'not-a-face': [
    [{ code: 'not-a-face', shows: '0' }, "A die shows 0: a die's face is a whole number from 1 to 6."],
    [{ code: 'not-a-face', shows: '2.5' }, "A die shows 2.5: a die's face is a whole number from 1 to 6."],
  ],
  'set-aside-no-score': [[{ code: 'set-aside-no-score' }, 'The dice set aside earlier do not score together.']],
  'invalid-ruleset': [
    [
      {
        code: 'invalid-ruleset',
        problem: { code: 'six-dice-needs-six', field: 'scoring.threePairs', combination: 'threePairs', need: 6 },
      },
      'These rules cannot be used: Three pairs needs at least 6 dice.',
    ],
  ],
  'bad-dice-count': [
    [{ code: 'bad-dice-count', max: 6, asked: '7' }, 'The chance to zilch is for 1 to 6 dice, not 7.'],
  ],
};

describe('rulesProblemText', () => {
  for (const [code, examples] of Object.entries(EXAMPLES)) {
    it(`words ${code} as the engine used to`, () => {
      for (const [problem, sentence] of examples) expect(rulesProblemText(problem as RulesProblem)).toBe(sentence);
    });
  }
});

/** The English the rules engine used to write as `Combination.label`. */
const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const oldCountWord = (count: number) => NUMBER_WORDS[count] ?? String(count);

describe('combination words', () => {
  it('counts as words, one to ten, then digits', () => {
    for (let count = 1; count <= 12; count++) expect(countWord(count)).toBe(oldCountWord(count));
  });

  it('names every kind as the engine did', () => {
    for (const face of FACES) {
      expect(combinationText({ kind: 'single', face })).toBe(`single ${face}`);
      for (let count = 3; count <= 10; count++)
        expect(combinationText({ kind: 'of-a-kind', face, count })).toBe(`${oldCountWord(count)} ${face}s`);
    }
    expect(combinationText({ kind: 'three-pairs' })).toBe('three pairs');
    expect(combinationText({ kind: 'four-and-pair' })).toBe('four of a kind and a pair');
    expect(combinationText({ kind: 'two-triplets' })).toBe('two triplets');
    expect(combinationText({ kind: 'straight', faces: [1, 2, 3, 4, 5, 6] })).toBe('1-2-3-4-5-6');
    expect(combinationText({ kind: 'straight', faces: [2, 3, 4, 5, 6] })).toBe('2-3-4-5-6');
  });

  it('counts repeats as splitParts did', () => {
    const name: CombinationName = { kind: 'of-a-kind', face: 2, count: 3 };
    expect(repeatedText({ kind: 'single', face: 1 }, 2)).toBe('two single 1s');
    expect(repeatedText({ kind: 'single', face: 5 }, 4)).toBe('four single 5s');
    expect(repeatedText(name, 2)).toBe('three 2s twice');
    expect(repeatedText(name, 3)).toBe('three 2s ×3');
    expect(repeatedText({ kind: 'three-pairs' }, 2)).toBe('three pairs twice');
  });

  it('words a split biggest first, repeats counted', () => {
    const tenDice = presetById('ten-dice');
    expect(splitParts(explainHold(tenDice, [1, 1, 2, 2, 2, 5]) ?? [])).toEqual([
      'three 2s',
      'two single 1s',
      'single 5',
    ]);
    expect(describeSplit(explainHold(tenDice, [1, 1, 2, 3, 4, 5, 6]) ?? [])).toBe('1-2-3-4-5-6 + single 1');
    expect(splitParts(explainHold(presetById('zilch-10k'), [2, 2, 2, 2, 2, 2]) ?? [])).toEqual(['three 2s twice']);
    const fourAndPair = {
      ...presetById('zilch-15k'),
      scoring: {
        ...presetById('zilch-15k').scoring,
        ofAKind: { kind: 'none' as const },
        fourOfAKindAndPairIsThreePairs: true,
      },
    };
    expect(splitParts(explainHold(fourAndPair, [3, 3, 3, 3, 4, 4]) ?? [])).toEqual(['four of a kind and a pair']);
  });
});

describe('preset words', () => {
  it('name and describe every preset in English as presets.ts does', () => {
    for (const preset of presets) {
      expect(presetName(preset)).toBe(preset.name);
      expect(presetDescription(preset)).toBe(preset.description);
    }
  });

  it('leave house rules, and a preset renamed in a file, as their players wrote them', () => {
    const house = houseRulesFrom(presetById('farkle'), 'Freitagsrunde', 'Hausregeln nach Farkle.');
    expect(presetName(house)).toBe('Freitagsrunde');
    expect(presetDescription(house)).toBe('Hausregeln nach Farkle.');
    expect(presetName({ id: 'farkle', name: 'Our Farkle' })).toBe('Our Farkle');
    expect(presetDescription({ ...presetById('farkle'), description: 'Ours.' })).toBe('Ours.');
  });

  it('start house rules with a name and a description that names their preset', () => {
    const preset = presetById('zilch-15k');
    expect(houseRulesName()).toBe('House rules');
    expect(houseRulesDescription(preset)).toBe('House rules based on Zilch to 15,000.');
  });
});

describe('adviceNoteText', () => {
  it('says why the advice is an estimate, as the advisor did', () => {
    expect(adviceNoteText('pyramiding')).toBe(
      'An estimate: with pyramiding, the advice does not count later combinations with dice already set aside.',
    );
    expect(adviceNoteText('lock-and-minimum')).toBe(
      'An estimate: with locked points and a minimum to bank, the advice treats the minimum as applying to the points at risk.',
    );
  });
});
