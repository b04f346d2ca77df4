/**
 * Paths into a rule set, typed: "turn.openingMinimum", "scoring.singles.5",
 * "scoring.straights.1.faces". A problem found by `validateRuleset` names its field with one, and
 * the house-rules editor lists its settings by them, so neither can name a field that does not exist.
 */
import type { Ruleset } from './ruleset.js';

type Key = string | number;

/** Every dotted path into a value of type T (array items by index; unions member by member). */
type PathsOf<T> = T extends readonly (infer Item)[]
  ? `${number}` | `${number}.${PathsOf<Item>}`
  : T extends object
    ? {
        [K in keyof T & Key]-?:
          `${K}` | (PathsOf<NonNullable<T[K]>> extends never ? never : `${K}.${PathsOf<NonNullable<T[K]>>}`);
      }[keyof T & Key]
    : never;

/** A field of a rule set; '' is the rule set as a whole. */
export type RulesetPath = '' | PathsOf<Ruleset>;

const parts = (path: RulesetPath): string[] => (path === '' ? [] : path.split('.'));

/** The value at `path`, or undefined where the rule set has nothing there. */
export function getAt(rules: Ruleset, path: RulesetPath): unknown {
  let value: unknown = rules;
  for (const part of parts(path)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A copy of `rules` with `value` at `path`: the objects and arrays on the way are copied, the rest shared. */
export function setAt(rules: Ruleset, path: RulesetPath, value: unknown): Ruleset {
  const [head, ...rest] = parts(path);
  if (head === undefined) return value as Ruleset;
  const put = (target: unknown, key: string, keys: readonly string[]): unknown => {
    const copy: Record<string, unknown> | unknown[] = Array.isArray(target)
      ? [...(target as unknown[])]
      : { ...(target as Record<string, unknown>) };
    const [next, ...after] = keys;
    (copy as Record<string, unknown>)[key] =
      next === undefined ? value : put((copy as Record<string, unknown>)[key] ?? {}, next, after);
    return copy;
  };
  return put(rules, head, rest) as Ruleset;
}
