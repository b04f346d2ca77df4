import type { FacePoints, Ruleset, ScoringTable, Straight } from './ruleset.js';

/** One column of docs/rules.md, "The presets' scoring tables", each. */

const SINGLES: FacePoints = { 1: 100, 5: 50 };
const TRIPLES: FacePoints = { 1: 1000, 2: 200, 3: 300, 4: 400, 5: 500, 6: 600 };
const FULL_STRAIGHT: Straight = { faces: [1, 2, 3, 4, 5, 6], points: 1500 };

const NO_VARIATIONS = {
  pyramiding: false,
  surpassing: false,
  challenges: null,
  zilchStreakPenalty: null,
} as const;

const classicTable = (overrides: Partial<ScoringTable>): ScoringTable => ({
  singles: SINGLES,
  triples: TRIPLES,
  ofAKind: { kind: 'none' },
  threePairs: null,
  fourOfAKindAndPairIsThreePairs: false,
  twoTriplets: null,
  straights: [FULL_STRAIGHT],
  ...overrides,
});

/** Seed 001's game and its two shorter variations differ only in the table and the target. */
const seed001 = (id: string, name: string, description: string, target: number, scoring: ScoringTable): Ruleset => ({
  id,
  name,
  description,
  diceCount: 6,
  scoring,
  turn: {
    openingMinimum: 500,
    laterMinimum: 350,
    hotDice: 'must-continue',
    startOfTurn: 'fresh',
    lastDieSecondChance: false,
  },
  end: { target, targetMode: 'more-than', end: 'final-round', ties: 'roll-off', firstPlayerThrowOff: false },
  variations: NO_VARIATIONS,
});

export const presets: readonly Ruleset[] = [
  {
    id: 'ten-dice',
    name: '10-dice Zilch',
    description: 'Ten dice to 20,000; build off the last bank, lock your points with all ten dice.',
    diceCount: 10,
    scoring: classicTable({
      ofAKind: { kind: 'flat', points: [1000, 2000, 3000, 4000, 5000, 6000, 7000] },
    }),
    turn: {
      openingMinimum: 0,
      laterMinimum: 0,
      hotDice: 'lock',
      startOfTurn: 'build-off',
      lastDieSecondChance: false,
    },
    end: { target: 20000, targetMode: 'reach', end: 'final-round', ties: 'shared', firstPlayerThrowOff: true },
    variations: NO_VARIATIONS,
  },
  seed001(
    'zilch-15k',
    'Zilch to 15,000',
    '500 to get on the board, 350 after; all six dice scoring means you must roll on.',
    15000,
    classicTable({
      ofAKind: { kind: 'flat', points: [4000, 5000, 6000] },
      threePairs: 2000,
      twoTriplets: 3000,
    }),
  ),
  seed001(
    'zilch-10k',
    'Zilch to 10,000',
    'The 15,000 game to 10,000, with no four, five or six of a kind.',
    10000,
    classicTable({ threePairs: 2000, twoTriplets: 3000 }),
  ),
  seed001(
    'zilch-5k',
    'Zilch to 5,000',
    'The quick game: singles, triples and the straight only; 500 to get on the board.',
    5000,
    classicTable({}),
  ),
  {
    id: 'farkle',
    name: 'Farkle',
    description: 'The common six-dice game to 10,000; four of a kind doubles the triple.',
    diceCount: 6,
    scoring: classicTable({
      ofAKind: { kind: 'multiple', multipliers: [2, 3, 4] },
      threePairs: 1500,
      twoTriplets: 2500,
    }),
    turn: {
      openingMinimum: 0,
      laterMinimum: 0,
      hotDice: 'may-continue',
      startOfTurn: 'fresh',
      lastDieSecondChance: false,
    },
    end: { target: 10000, targetMode: 'reach', end: 'final-round', ties: 'shared', firstPlayerThrowOff: false },
    variations: NO_VARIATIONS,
  },
  {
    id: 'serendipity-creak',
    name: 'Serendipity Creak',
    description: 'Inherit the last bank; each extra die of a kind doubles; small and large straights.',
    diceCount: 6,
    scoring: classicTable({
      ofAKind: { kind: 'doubling' },
      threePairs: 1500,
      straights: [FULL_STRAIGHT, { faces: [1, 2, 3, 4, 5], points: 750 }, { faces: [2, 3, 4, 5, 6], points: 750 }],
    }),
    turn: {
      openingMinimum: 0,
      laterMinimum: 0,
      hotDice: 'may-continue',
      startOfTurn: 'inherit',
      lastDieSecondChance: false,
    },
    end: { target: 10000, targetMode: 'reach', end: 'final-round', ties: 'shared', firstPlayerThrowOff: false },
    variations: NO_VARIATIONS,
  },
  {
    id: 'zilch-1000-open',
    name: 'Zilch, 1,000 to open',
    description: '1,000 to get on the board, two chances with the last die, first to 10,000 wins.',
    diceCount: 6,
    scoring: classicTable({
      straights: [
        { faces: [1, 2, 3, 4, 5, 6], points: 600 },
        { faces: [1, 2, 3, 4, 5], points: 500 },
        { faces: [2, 3, 4, 5, 6], points: 500 },
      ],
    }),
    turn: {
      openingMinimum: 1000,
      laterMinimum: 0,
      hotDice: 'may-continue',
      startOfTurn: 'fresh',
      lastDieSecondChance: true,
    },
    // Ties cannot happen when the first to reach wins at once; `shared` is never consulted.
    end: { target: 10000, targetMode: 'reach', end: 'first-to-reach', ties: 'shared', firstPlayerThrowOff: false },
    variations: NO_VARIATIONS,
  },
];

export type PresetId =
  'ten-dice' | 'zilch-15k' | 'zilch-10k' | 'zilch-5k' | 'farkle' | 'serendipity-creak' | 'zilch-1000-open';

export function presetById(id: PresetId): Ruleset;
export function presetById(id: string): Ruleset | undefined;
export function presetById(id: string): Ruleset | undefined {
  return presets.find((preset) => preset.id === id);
}
