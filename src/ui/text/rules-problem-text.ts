/**
 * What the rules engine refuses, in words a player understands: a rule set's problems
 * (validateRuleset, shown next to their field in the house-rules editor) and bad input to the
 * engine (a RulesInputError's problem).
 */
import { msg, str } from '@lit/localize';
import type { Face, RulesInputProblem, RulesProblem, RulesetProblem } from '../../rules/index.js';
import { countWord } from './combination-text.js';
import { formatCount, plural } from './format.js';
import { presetName } from './preset-text.js';

/** "1-2-3-4-5-6": a straight as players name it. */
const straightName = (faces: readonly Face[]) => faces.join('-');

/** The sentence for a problem of the rule set or of the dice handed to the engine. */
export function rulesProblemText(problem: RulesProblem): string {
  switch (problem.code) {
    case 'not-a-list':
    case 'no-dice':
    case 'too-many-dice':
    case 'too-many-set-aside':
    case 'not-a-face':
    case 'set-aside-no-score':
    case 'invalid-ruleset':
    case 'bad-dice-count':
      return inputProblemText(problem);
    default:
      return rulesetProblemText(problem);
  }
}

function inputProblemText(problem: RulesInputProblem): string {
  switch (problem.code) {
    case 'not-a-list':
      return problem.what === 'roll' ? msg('A roll must be a list of dice.') : msg('A hold must be a list of dice.');
    case 'no-dice':
      return problem.what === 'roll' ? msg('A roll needs at least one die.') : msg('A hold needs at least one die.');
    case 'too-many-dice': {
      const count = formatCount(problem.count);
      const dice = formatCount(problem.diceCount);
      const rules = presetName({ id: problem.rulesId, name: problem.rulesName });
      return problem.what === 'roll'
        ? msg(str`A roll of ${count} dice is more than the ${dice} dice of ${rules}.`)
        : msg(str`A hold of ${count} dice is more than the ${dice} dice of ${rules}.`);
    }
    case 'too-many-set-aside': {
      const setAside = formatCount(problem.setAside);
      const adding = formatCount(problem.adding);
      const dice = formatCount(problem.diceCount);
      const rules = presetName({ id: problem.rulesId, name: problem.rulesName });
      return msg(str`${setAside} dice set aside and ${adding} more is more than the ${dice} dice of ${rules}.`);
    }
    case 'not-a-face': {
      const shows = problem.shows;
      return msg(str`A die shows ${shows}: a die's face is a whole number from 1 to 6.`);
    }
    case 'set-aside-no-score':
      return msg('The dice set aside earlier do not score together.');
    case 'invalid-ruleset': {
      const why = rulesetProblemText(problem.problem);
      return msg(str`These rules cannot be used: ${why}`);
    }
    case 'bad-dice-count': {
      const max = formatCount(problem.max);
      const asked = problem.asked;
      return msg(str`The chance to zilch is for 1 to ${max} dice, not ${asked}.`);
    }
  }
}

function rulesetProblemText(problem: RulesetProblem): string {
  switch (problem.code) {
    case 'not-a-ruleset':
      return msg('This is not a rule set: expected an object with a name, dice count and scoring table.');
    case 'no-id':
      return msg('The rules need an id.');
    case 'no-name':
      return msg('Give the rules a name.');
    case 'name-too-long': {
      const max = formatCount(problem.max);
      return msg(str`Keep the name to ${max} characters or fewer.`);
    }
    case 'description-not-text':
      return msg('The description must be text (it may be empty).');
    case 'dice-count': {
      const min = formatCount(problem.min);
      const max = formatCount(problem.max);
      return msg(str`The number of dice must be a whole number from ${min} to ${max}.`);
    }
    case 'no-scoring':
      return msg('The rules need a scoring table.');
    case 'face-table-not-faces':
      return problem.table === 'singles'
        ? msg('The singles table must list points by face.')
        : msg('The triples table must list points by face.');
    case 'unknown-face': {
      const key = problem.key;
      return msg(str`"${key}" is not a face of a die: faces are 1 to 6.`);
    }
    case 'face-points': {
      const face = problem.face;
      return problem.table === 'singles'
        ? msg(str`A single ${face} must be worth a positive multiple of 50 points.`)
        : msg(str`Three ${face}s must be worth a positive multiple of 50 points.`);
    }
    case 'no-of-a-kind-scheme':
      return msg(
        'Choose how four or more of a kind score: not at all, a flat table, a multiple of the triple, doubling, or a fixed amount per extra die.',
      );
    case 'of-a-kind-points':
      return msg('Each entry of the four-or-more table must be a positive multiple of 50 points.');
    case 'of-a-kind-points-missing': {
      const dice = countWord(problem.dice);
      const needed = formatCount(problem.needed);
      const given = formatCount(problem.given);
      return plural(problem.needed, {
        one: () =>
          msg(
            str`The four-or-more table needs points for four up to ${dice} of a kind (${needed} entry), not ${given}.`,
            {
              id: 'rules-problem.of-a-kind-points-missing.one',
              desc: 'The count of dice is a number word ("ten"); the entries are the points for four, five, … of a kind',
            },
          ),
        few: () =>
          msg(
            str`The four-or-more table needs points for four up to ${dice} of a kind (${needed} entries), not ${given}.`,
            {
              id: 'rules-problem.of-a-kind-points-missing.few',
              desc: 'The count of dice is a number word ("ten"); the entries are the points for four, five, … of a kind',
            },
          ),
        other: () =>
          msg(
            str`The four-or-more table needs points for four up to ${dice} of a kind (${needed} entries), not ${given}.`,
            {
              id: 'rules-problem.of-a-kind-points-missing.other',
              desc: 'The count of dice is a number word ("ten"); the entries are the points for four, five, … of a kind',
            },
          ),
      });
    }
    case 'of-a-kind-multipliers':
      return msg('Each multiple of the triple must be a whole number of at least 1.');
    case 'of-a-kind-multipliers-missing': {
      const dice = countWord(problem.dice);
      const needed = formatCount(problem.needed);
      const given = formatCount(problem.given);
      return msg(
        str`Give a multiple of the triple for four up to ${dice} of a kind (${needed} in all), not ${given}.`,
        { desc: 'The count of dice is a number word ("ten")' },
      );
    }
    case 'of-a-kind-per-die':
      return msg('The points added per extra die must be a positive multiple of 50.');
    case 'six-dice-points':
      return problem.combination === 'threePairs'
        ? msg('Three pairs must be worth a positive multiple of 50 points, or be switched off.')
        : msg('Two triplets must be worth a positive multiple of 50 points, or be switched off.');
    case 'six-dice-needs-six': {
      const need = formatCount(problem.need);
      return problem.combination === 'threePairs'
        ? msg(str`Three pairs needs at least ${need} dice.`)
        : msg(str`Two triplets needs at least ${need} dice.`);
    }
    case 'four-and-pair-not-yes-no':
      return msg('Say whether four of a kind and a pair counts as three pairs (yes or no).');
    case 'four-and-pair-without-three-pairs':
      return msg('Four of a kind and a pair can count as three pairs only when three pairs score.');
    case 'straights-not-list':
      return msg('The straights must be a list (it may be empty).');
    case 'straight-not-straight':
      return msg('A straight needs its faces and its points.');
    case 'straight-bad-face':
      return msg('A straight is made of faces 1 to 6.');
    case 'straight-face-twice': {
      const name = straightName(problem.faces);
      return msg(str`The straight ${name} uses a face twice: a straight uses each face once.`);
    }
    case 'straight-too-short': {
      const min = formatCount(problem.min);
      return msg(str`A straight needs at least ${min} different faces.`);
    }
    case 'straight-needs-dice': {
      const name = straightName(problem.faces);
      const need = formatCount(problem.need);
      return msg(str`A ${name} straight needs at least ${need} dice.`);
    }
    case 'straight-twice': {
      const name = straightName(problem.faces);
      return msg(str`The straight ${name} is listed twice.`);
    }
    case 'straight-points': {
      const name = straightName(problem.faces);
      return msg(str`The straight ${name} must be worth a positive multiple of 50 points.`);
    }
    case 'nothing-scores':
      return msg('Nothing scores under these rules: give at least one combination points.');
    case 'no-turn':
      return msg('The rules need their turn rules (minimums, hot dice, start of turn).');
    case 'opening-minimum':
      return msg('The points to get on the board must be 0 or a multiple of 50.');
    case 'later-minimum':
      return msg('The minimum to bank on later turns must be 0 or a multiple of 50.');
    case 'hot-dice':
      return msg('Choose what hot dice do: may roll on, must roll on (turning the corner), or lock.');
    case 'start-of-turn':
      return msg('Choose how a turn starts: fresh, build off, or inherit.');
    case 'last-die-not-yes-no':
      return msg('Say whether the last die gets two chances (yes or no).');
    case 'no-end':
      return msg('The rules need a target and how the game ends.');
    case 'target':
      return msg('The target must be a positive multiple of 50 points.');
    case 'opening-above-target': {
      // Written as typed (20000, not 20,000), as this sentence has always said it.
      const opening = String(problem.opening);
      const target = String(problem.target);
      return msg(str`The points to get on the board (${opening}) are more than the target (${target}).`);
    }
    case 'target-mode':
      return msg('Choose whether the target must be reached or passed.');
    case 'game-end':
      return msg('Choose how the game ends: a final round, or the first to the target wins.');
    case 'ties':
      return msg('Choose what a tie does: shared, or one more roll each.');
    case 'throw-off-not-yes-no':
      return msg('Say whether a throw-off picks the first player (yes or no).');
    case 'no-variations':
      return msg('The rules need their variations (pyramiding, surpassing, challenges), even if all are off.');
    case 'pyramiding-not-yes-no':
      return msg('Say whether pyramiding is on (yes or no).');
    case 'surpassing-not-yes-no':
      return msg('Say whether surpassing is on (yes or no).');
    case 'challenges':
      return msg('Challenges are either off or have a dividing score and two penalties.');
    case 'challenge-score-dividing':
      return msg('The score that separates the first challenge from the second must be a positive multiple of 50.');
    case 'challenge-penalties':
      return msg('A challenge zilch costs two amounts (first and second challenge), each 0 or a multiple of 50.');
    case 'zilch-penalty':
      return msg('The zilch penalty is either off or has a number of zilches and points.');
    case 'zilch-penalty-zilches': {
      const min = formatCount(problem.min);
      const max = formatCount(problem.max);
      return msg(str`The zilch penalty needs a whole number of zilches in a row, from ${min} to ${max}.`);
    }
    case 'zilch-penalty-points':
      return msg('The zilch penalty must be a positive multiple of 50 points.');
  }
}
