/**
 * What the house-rules editor keeps between renders, without the DOM: which problems a render has
 * shown next to their fields (the rest are listed at the top), and the numbers of the parts a group
 * switched off or swapped, to bring back when they switch them on again.
 */
import { defaultScheme, getAt, resized } from '../../../rules/index.js';
import type { OfAKindKind, OfAKindScheme, Ruleset, RulesetPath, RulesetProblem } from '../../../rules/index.js';
import { rulesProblemText } from '../../text/rules-problem-text.js';
import { sectionOf } from './rule-rows.js';
import type { Section } from './rule-rows.js';

/** A rule set's problems during one render: the fields that showed theirs claim them. */
export class ProblemClaims {
  private readonly claimed = new Set<RulesetPath>();

  constructor(readonly problems: readonly RulesetProblem[]) {}

  /** The messages for exactly these fields; they count as shown. */
  at(...paths: RulesetPath[]): string[] {
    for (const path of paths) this.claimed.add(path);
    return this.problems.filter((problem) => paths.includes(problem.field)).map((problem) => rulesProblemText(problem));
  }

  /** Whether the field has a problem (without claiming it). */
  has(path: RulesetPath): boolean {
    return this.problems.some((problem) => problem.field === path);
  }

  /** How many problems the section has. */
  inSection(section: Section): number {
    return this.problems.filter((problem) => sectionOf(problem.field) === section).length;
  }

  /** The problems no field has shown so far. */
  unclaimed(): RulesetProblem[] {
    return this.problems.filter((problem) => !this.claimed.has(problem.field));
  }
}

/** The last numbers of each four-or-more scheme and of switched-off parts, to bring back. */
export class PartMemory {
  private readonly kept = new Map<string, unknown>();

  /** Forgets everything: the rules were replaced by a preset's. */
  clear(): void {
    this.kept.clear();
  }

  /** The scheme of `kind` for these rules: its last numbers, or the usual ones, for their dice. Keeps the current one. */
  scheme(rules: Ruleset, kind: OfAKindKind): OfAKindScheme {
    const current = rules.scoring.ofAKind;
    this.kept.set(`ofAKind.${current.kind}`, current);
    const earlier = this.kept.get(`ofAKind.${kind}`) as OfAKindScheme | undefined;
    return resized(earlier ?? defaultScheme(kind, rules.diceCount), rules.diceCount);
  }

  /**
   * An optional part's value once switched on (its last or usual numbers) or off (null, its
   * numbers remembered). Read at the moment of the tap: a number typed since the last render is
   * remembered too.
   */
  switched(rules: Ruleset, path: RulesetPath, usual: unknown, on: boolean): unknown {
    const now = getAt(rules, path);
    if (!on && now !== null) this.kept.set(path, now);
    return on ? structuredClone(this.kept.get(path) ?? usual) : null;
  }
}
