/**
 * A rule set is data: every axis on which the groups' rule sheets differ (docs/rules.md) is a
 * field here, and the engine reads the fields instead of branching on preset names. A group's
 * house rules are a Ruleset too, built in the app or loaded from a file and checked by
 * `validateRuleset`. Everything is plain JSON so a game can keep a snapshot of its rules.
 */

export type Face = 1 | 2 | 3 | 4 | 5 | 6;

export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];

/** Points per face; a missing face scores nothing in that role. JSON keys are "1".."6". */
export type FacePoints = Readonly<Partial<Record<Face, number>>>;

/**
 * How four or more dice of one face score. Where the scheme is `none`, extra dice of a face are
 * just more combinations (four 1s = three 1s + a single 1).
 */
export type OfAKindScheme =
  | { readonly kind: 'none' }
  /** `points[0]` is four of a kind, `points[1]` five, ... up to the rule set's dice count; any face. */
  | { readonly kind: 'flat'; readonly points: readonly number[] }
  /** `multipliers[0]` × the face's three-of-a-kind value is four of a kind, and so on. */
  | { readonly kind: 'multiple'; readonly multipliers: readonly number[] }
  /** Each die beyond three doubles the three-of-a-kind value (2×, 4×, 8×, ...). */
  | { readonly kind: 'doubling' }
  /** Each die beyond three adds `perDie` to the three-of-a-kind value. */
  | { readonly kind: 'add'; readonly perDie: number };

export type OfAKindKind = OfAKindScheme['kind'];

/** A straight uses exactly these faces, once each. */
export interface Straight {
  readonly faces: readonly Face[];
  readonly points: number;
}

export interface ScoringTable {
  /** A single die of the face, e.g. { 1: 100, 5: 50 }. */
  readonly singles: FacePoints;
  /** Three dice of the face, e.g. { 1: 1000, 2: 200, ... }. */
  readonly triples: FacePoints;
  readonly ofAKind: OfAKindScheme;
  /** Two dice each of three different faces; null when not a combination. */
  readonly threePairs: number | null;
  /** A group setting: four of a kind plus a pair of another face also counts as three pairs. */
  readonly fourOfAKindAndPairIsThreePairs: boolean;
  /** Three dice each of two different faces; null when not a combination. */
  readonly twoTriplets: number | null;
  readonly straights: readonly Straight[];
}

/**
 * What happens when every die of the cycle has been set aside.
 * - `may-continue`: the player may bank or roll all dice again.
 * - `must-continue`: turning the corner; banking is refused until the next scoring roll.
 * - `lock`: the turn total is safe from a later zilch this turn; the player may bank or roll again.
 */
export type HotDice = 'may-continue' | 'must-continue' | 'lock';

/**
 * How a turn starts. `build-off` (10-dice Zilch's sheet) and `inherit` (Serendipity Creak's sheet) act the same: after a bank,
 * the next player may take over the banked total and the free dice. The two words are kept
 * because each group knows the rule by its own name.
 */
export type StartOfTurn = 'fresh' | 'build-off' | 'inherit';

/** `reach`: a score ≥ target ends the game; `more-than`: a score > target does. */
export type TargetMode = 'reach' | 'more-than';

/** `final-round`: everyone else gets one more turn; `first-to-reach`: that player wins at once. */
export type GameEnd = 'final-round' | 'first-to-reach';

/** `shared`: tied leaders share the win; `roll-off`: tied leaders throw all dice once more each. */
export type Ties = 'shared' | 'roll-off';

export interface TurnRules {
  /** Points needed in one turn to get on the board; 0 for none. */
  readonly openingMinimum: number;
  /** Points needed to bank on later turns; 0 for none. */
  readonly laterMinimum: number;
  readonly hotDice: HotDice;
  readonly startOfTurn: StartOfTurn;
  /** With exactly one die to roll, a non-scoring first throw must be thrown again (the 1,000-to-open sheet). */
  readonly lastDieSecondChance: boolean;
}

export interface EndRules {
  readonly target: number;
  readonly targetMode: TargetMode;
  readonly end: GameEnd;
  readonly ties: Ties;
  /** Each player throws all dice; the highest total of pips starts (10-dice Zilch's sheet). */
  readonly firstPlayerThrowOff: boolean;
}

export interface Challenges {
  /** A player's first challenge is made below this score, the second at or above it. */
  readonly scoreDividing: number;
  /** What a zilch costs the challenger on the first and on the second challenge. */
  readonly zilchPenalties: readonly [number, number];
}

export interface ZilchStreakPenalty {
  /** How many zilches in a row cost the penalty (usually 3). */
  readonly zilches: number;
  readonly points: number;
}

export interface Variations {
  /** Dice set aside earlier in the cycle may combine with the new hold. */
  readonly pyramiding: boolean;
  /** To bank, the turn total must beat the previous player's last turn result. */
  readonly surpassing: boolean;
  readonly challenges: Challenges | null;
  readonly zilchStreakPenalty: ZilchStreakPenalty | null;
}

export interface Ruleset {
  readonly id: string;
  readonly name: string;
  /** One line a player reads when choosing rules. */
  readonly description: string;
  /** 5 to 10 dice. */
  readonly diceCount: number;
  readonly scoring: ScoringTable;
  readonly turn: TurnRules;
  readonly end: EndRules;
  readonly variations: Variations;
}

/**
 * What a combination is, without words (the UI names it: "single 1", "three 2s", "three pairs",
 * "four of a kind and a pair", "two triplets", "1-2-3-4-5-6").
 */
export type CombinationName =
  | { readonly kind: 'single'; readonly face: Face }
  /** `count` (3 or more) dice of `face`. */
  | { readonly kind: 'of-a-kind'; readonly face: Face; readonly count: number }
  | { readonly kind: 'three-pairs' }
  /** Four of a kind and a pair, where the rules count it as three pairs. */
  | { readonly kind: 'four-and-pair' }
  | { readonly kind: 'two-triplets' }
  /** `faces` in the order the rule set lists them. */
  | { readonly kind: 'straight'; readonly faces: readonly Face[] };

/** Where a hold value comes from: one combination of the best split. */
export type Combination = CombinationName & {
  /** The dice of the combination, ascending. */
  readonly dice: readonly Face[];
  readonly points: number;
};

export interface Hold {
  /** The held dice, ascending. */
  readonly dice: Face[];
  readonly points: number;
}
