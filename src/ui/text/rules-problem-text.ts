import type { RulesInputError, RulesetProblem } from '../../rules/index.js';

/**
 * What the rules engine refuses, in words a player understands: a rule set's problem or bad input
 * to the engine. A stand-in: the rules layer still says these in its own words, and this returns them
 * until the rules layer speaks in codes and this file words them.
 */
export function rulesProblemText(problem: RulesetProblem | RulesInputError): string {
  return problem.message;
}
