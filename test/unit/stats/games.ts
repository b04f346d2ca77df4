/** Games for the statistics tests: facts of a hand-made game, and random games under several rule sets. */
import type { Entry, GameSetup, GameState } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import type { Face, PresetId, Ruleset } from '../../../src/rules/index.js';
import { gameFacts } from '../../../src/stats/index.js';
import type { GameFacts, GameMeta, PlayerFacts } from '../../../src/stats/index.js';
import { tenDiceChallengeRules } from '../../support/locked-challenge.js';
import { playRandomGame } from '../../support/random-game.js';
import { mulberry32 } from '../../support/random.js';
import { sheetRules } from '../../support/sheet-game.js';

export const META: GameMeta = { id: 'game-1', createdAt: 1_000, updatedAt: 2_000 };

/** A setup with the first seat starting (no throw-off). */
export const setupOf = (rules: Ruleset | PresetId, players = ['Ana', 'Ben']): GameSetup => ({
  rules: typeof rules === 'string' ? presetById(rules) : rules,
  players,
  throwOff: false,
});

export const factsOf = (rules: Ruleset | PresetId, entries: readonly Entry[], players?: string[]): GameFacts =>
  gameFacts(META, setupOf(rules, players), entries);

export const total = (points: number, freeDice?: number): Entry =>
  freeDice === undefined ? { type: 'total', points } : { type: 'total', points, freeDice };

/** Entries by hand: a roll, a hold, a bank, a challenge, a take-over and a fresh start. */
export const roll = (...dice: Face[]): Entry => ({ type: 'roll', dice });
export const hold = (...dice: Face[]): Entry => ({ type: 'hold', dice });
export const bank: Entry = { type: 'bank' };
export const challenge = (opponent: number): Entry => ({ type: 'challenge', opponent });
export const takeOver = (points: number, dice: number): Entry => ({ type: 'start', takeOver: { points, dice } });
export const fresh: Entry = { type: 'start', takeOver: null };

/** The counts of one player's facts, without their seat, name and standing. */
export const counts = (player: PlayerFacts | undefined) => {
  if (!player) throw new Error('no such seat');
  const { seat: _seat, name: _name, score: _score, place: _place, won: _won, ...rest } = player;
  return rest;
};
/** Each player's score, place and whether they won. */
export const standing = (facts: GameFacts) => facts.players.map(({ score, place, won }) => ({ score, place, won }));

/** A preset with a house rule or two. */
export function houseRules(id: PresetId, change: (rules: Ruleset) => Partial<Ruleset>): Ruleset {
  const base = presetById(id);
  return { ...base, id: `${id}-house`, ...change(base) };
}

/** Every preset's kind of game, and the variations that move points in other ways: challenges, the zilch-streak penalty. */
export const RULES_UNDER_TEST: readonly Ruleset[] = [
  presetById('farkle'),
  presetById('zilch-5k'),
  presetById('ten-dice'),
  presetById('serendipity-creak'),
  presetById('zilch-1000-open'),
  tenDiceChallengeRules(),
  sheetRules(),
  houseRules('farkle', (base) => ({
    end: { ...base.end, target: 3000 },
    variations: {
      pyramiding: true,
      surpassing: true,
      challenges: { scoreDividing: 1500, zilchPenalties: [300, 500] },
      zilchStreakPenalty: { zilches: 2, points: 250 },
    },
  })),
];

export interface RandomGame {
  readonly seed: number;
  readonly setup: GameSetup;
  readonly entries: Entry[];
  readonly state: GameState;
}

/** `count` random games, the same for the same seed: each rule set in turn, 1 to 4 players, some with a throw-off. */
export function randomGames(count: number, seed: number): RandomGame[] {
  return Array.from({ length: count }, (_, index) => {
    const random = mulberry32(seed + index);
    const rules = RULES_UNDER_TEST[index % RULES_UNDER_TEST.length] as Ruleset;
    const players = ['Ana', 'Ben', 'Cy', 'Dee'].slice(0, 1 + Math.floor(random() * 4));
    const setup: GameSetup = { rules, players, throwOff: random() < 0.3 };
    const { entries, state } = playRandomGame(
      setup,
      { random, limit: 1 + Math.floor(random() * 1500) },
      { keepStates: false, checkRefusals: false },
    );
    return { seed: seed + index, setup, entries, state };
  });
}
