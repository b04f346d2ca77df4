import {
  entryShapeProblem,
  MAX_NAME_LENGTH,
  normalisePlayerName,
  playerNameKey,
  samePlayerName,
  setupProblem,
} from '../game/index.js';
import type { Entry, GameSetup } from '../game/index.js';
import { MAX_DICE, validateRuleset } from '../rules/index.js';
import type { Ruleset, RulesetProblem } from '../rules/index.js';

/**
 * The schema of a backup's records, read field by field. Each reader builds a new object from the
 * fields the app knows, so nothing else in a file (a 1 MB field, a `__proto__` key, which
 * JSON.parse makes an own key) is ever carried to the device, and checks every value and every
 * size. A reader answers with the rebuilt value or a problem: a code with what the UI needs to
 * word it (src/ui/text/backup-text.ts), never a sentence.
 */

export type Read<T, P> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: P };

const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
const bad = <P>(problem: P): { readonly ok: false; readonly problem: P } => ({ ok: false, problem });

/** Why a setup cannot be played, as the game layer says it (`setupProblem`). */
export type SetupProblem = NonNullable<ReturnType<typeof setupProblem>>;

/** Why rules of a file cannot be played ("These rules cannot be played: …"). */
export type RulesProblem =
  | { readonly code: 'not-a-rule-set' }
  | { readonly code: 'id-too-long'; readonly max: number }
  | { readonly code: 'description-too-long'; readonly max: number }
  /** They score up to `ofAKind` of a kind, and a game has at most `maxDice` dice. */
  | { readonly code: 'of-a-kind-too-many'; readonly ofAKind: number; readonly maxDice: number }
  /** The first problem validateRuleset found. */
  | { readonly code: 'invalid'; readonly problem: RulesetProblem };

/** Why a game's setup cannot be read or played. */
export type SetupReadProblem =
  | { readonly code: 'no-setup' }
  | { readonly code: 'setup-unreadable' }
  | { readonly code: 'players-unreadable' }
  | { readonly code: 'rules'; readonly problem: RulesProblem }
  | { readonly code: 'setup'; readonly problem: SetupProblem };

/** Why merged player names cannot be read. */
export type AliasesProblem =
  | { readonly code: 'aliases-unreadable' }
  | { readonly code: 'too-many-aliases'; readonly count: number; readonly max: number };

/** Far more games than a 20 MB file can hold with their rules; a bound on the work a file can ask for. */
export const MAX_BACKUP_GAMES = 50_000;
/** A game of 1,000 turns has some 5,000 entries; the bench replays 10,000-entry games. */
export const MAX_GAME_ENTRIES = 100_000;
/** As many as the device keeps (the ledger's list of recent players). */
export const MAX_RECENT_PLAYERS = 24;
/** A game's id: a UUID, or a UUID and a copy suffix. */
export const MAX_GAME_ID_LENGTH = 200;
/** A rule set's id and description, which validateRuleset leaves unbounded (the name it keeps to 60). */
export const MAX_RULES_ID_LENGTH = 100;
export const MAX_RULES_DESCRIPTION_LENGTH = 500;
/** More merged spellings than any group makes: a bound on what a file can ask a device to keep. */
export const MAX_PLAYER_ALIASES = 1_000;
/** Longer than the key of any name a game takes (MAX_NAME_LENGTH characters, lower-cased). */
const MAX_ALIAS_LENGTH = 100;
/** Entries for four of a kind up to ten of a kind: no dice count needs more. */
const MAX_OF_A_KIND_ENTRIES = MAX_DICE - 3;

type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The own fields named, in that order, leaving out the absent ones: never an inherited or unknown key. */
function pick(source: Fields, keys: readonly string[]): Fields {
  const picked: Fields = {};
  for (const key of keys) {
    if (Object.hasOwn(source, key) && source[key] !== undefined) picked[key] = source[key];
  }
  return picked;
}

/** Objects rebuilt from their known fields; anything else as it is, for validateRuleset to name. */
const known = (value: unknown, keys: readonly string[]): unknown => (isObject(value) ? pick(value, keys) : value);
const copied = (value: unknown): unknown => (Array.isArray(value) ? [...(value as unknown[])] : value);

const FACE_KEYS = ['1', '2', '3', '4', '5', '6'];

function ofAKindOf(value: unknown): unknown {
  if (!isObject(value)) return value;
  const scheme = pick(value, ['kind', 'points', 'multipliers', 'perDie']);
  switch (scheme['kind']) {
    case 'flat':
      return { kind: 'flat', points: copied(scheme['points']) };
    case 'multiple':
      return { kind: 'multiple', multipliers: copied(scheme['multipliers']) };
    case 'add':
      return { kind: 'add', perDie: scheme['perDie'] };
    default:
      return { kind: scheme['kind'] };
  }
}

function scoringOf(value: unknown): unknown {
  if (!isObject(value)) return value;
  const scoring = pick(value, [
    'singles',
    'triples',
    'ofAKind',
    'threePairs',
    'fourOfAKindAndPairIsThreePairs',
    'twoTriplets',
    'straights',
  ]);
  return {
    ...scoring,
    singles: known(scoring['singles'], FACE_KEYS),
    triples: known(scoring['triples'], FACE_KEYS),
    ofAKind: ofAKindOf(scoring['ofAKind']),
    ...(Array.isArray(scoring['straights'])
      ? {
          straights: (scoring['straights'] as unknown[]).map((straight) => {
            const kept = known(straight, ['faces', 'points']);
            return isObject(kept) ? { ...kept, faces: copied(kept['faces']) } : kept;
          }),
        }
      : {}),
  };
}

function variationsOf(value: unknown): unknown {
  if (!isObject(value)) return value;
  const variations = pick(value, ['pyramiding', 'surpassing', 'challenges', 'zilchStreakPenalty']);
  const challenges = known(variations['challenges'], ['scoreDividing', 'zilchPenalties']);
  return {
    ...variations,
    challenges: isObject(challenges)
      ? { ...challenges, zilchPenalties: copied(challenges['zilchPenalties']) }
      : challenges,
    zilchStreakPenalty: known(variations['zilchStreakPenalty'], ['zilches', 'points']),
  };
}

/**
 * A rule set rebuilt from the fields the app knows, bounded and checked by validateRuleset, or why
 * it cannot be played.
 */
export function readRuleset(input: unknown): Read<Ruleset, RulesProblem> {
  if (!isObject(input)) return bad({ code: 'not-a-rule-set' });
  const rules = pick(input, ['id', 'name', 'description', 'diceCount', 'scoring', 'turn', 'end', 'variations']);
  const rebuilt = {
    ...rules,
    scoring: scoringOf(rules['scoring']),
    turn: known(rules['turn'], ['openingMinimum', 'laterMinimum', 'hotDice', 'startOfTurn', 'lastDieSecondChance']),
    end: known(rules['end'], ['target', 'targetMode', 'end', 'ties', 'firstPlayerThrowOff']),
    variations: variationsOf(rules['variations']),
  };
  const { id, description, scoring } = rebuilt as Fields;
  if (typeof id === 'string' && id.length > MAX_RULES_ID_LENGTH)
    return bad({ code: 'id-too-long', max: MAX_RULES_ID_LENGTH });
  if (typeof description === 'string' && description.length > MAX_RULES_DESCRIPTION_LENGTH) {
    return bad({ code: 'description-too-long', max: MAX_RULES_DESCRIPTION_LENGTH });
  }
  const ofAKind = isObject(scoring) ? scoring['ofAKind'] : undefined;
  const table = isObject(ofAKind) ? (ofAKind['points'] ?? ofAKind['multipliers']) : undefined;
  if (Array.isArray(table) && table.length > MAX_OF_A_KIND_ENTRIES) {
    return bad({ code: 'of-a-kind-too-many', ofAKind: table.length + 3, maxDice: MAX_DICE });
  }
  const problem = validateRuleset(rebuilt)[0];
  if (problem) return bad({ code: 'invalid', problem });
  return ok(rebuilt as unknown as Ruleset);
}

/**
 * A game's setup rebuilt from its known fields, with each name normalised as a typed name is
 * (src/game normalisePlayerName), or the problem (setupProblem's, mostly).
 */
export function readSetup(input: unknown): Read<GameSetup, SetupReadProblem> {
  if (!isObject(input)) return bad({ code: 'no-setup' });
  const { players, throwOff } = pick(input, ['rules', 'players', 'throwOff']);
  if (throwOff !== undefined && typeof throwOff !== 'boolean') return bad({ code: 'setup-unreadable' });
  if (!Array.isArray(players) || players.some((name) => typeof name !== 'string'))
    return bad({ code: 'players-unreadable' });
  const rules = readRuleset(input['rules']);
  if (!rules.ok) return bad({ code: 'rules', problem: rules.problem });
  const setup: GameSetup = {
    rules: rules.value,
    players: (players as string[]).map(normalisePlayerName),
    ...(throwOff !== undefined ? { throwOff } : {}),
  };
  const problem = setupProblem(setup);
  return problem ? bad({ code: 'setup', problem }) : ok(setup);
}

const faces = (dice: unknown): unknown[] => [...(dice as unknown[])];

/**
 * An entry rebuilt from the fields its type has, or why it is not one ('type': not an entry this
 * app records; 'fields': its fields are missing or of the wrong type or size). Whether it is legal
 * is the game flow's question (replay).
 */
export function readEntry(input: unknown): Read<Entry, 'type' | 'fields'> {
  const shape = entryShapeProblem(input);
  if (shape) return bad(shape);
  const entry = input as Fields;
  const dice = entry['dice'];
  if (Array.isArray(dice) && dice.length > MAX_DICE) return bad('fields');
  let rebuilt: Fields;
  switch (entry['type'] as Entry['type']) {
    case 'throw-off':
      rebuilt = { type: 'throw-off', player: entry['player'], pips: entry['pips'] };
      break;
    case 'first-player':
      rebuilt = { type: 'first-player', player: entry['player'] };
      break;
    case 'start': {
      const takeOver = entry['takeOver'] as Fields | null;
      rebuilt = {
        type: 'start',
        takeOver: takeOver === null ? null : { points: takeOver['points'], dice: takeOver['dice'] },
      };
      break;
    }
    case 'challenge':
      rebuilt = { type: 'challenge', opponent: entry['opponent'] };
      break;
    case 'roll':
    case 'hold':
      rebuilt = { type: entry['type'], dice: faces(dice) };
      break;
    case 'bank':
      rebuilt = { type: 'bank' };
      break;
    case 'total':
      rebuilt = {
        type: 'total',
        points: entry['points'],
        ...(entry['freeDice'] !== undefined ? { freeDice: entry['freeDice'] } : {}),
      };
      break;
    case 'tie-throw':
      rebuilt = { type: 'tie-throw', player: entry['player'], dice: faces(dice) };
      break;
  }
  return ok(rebuilt as unknown as Entry);
}

/** Why a recent player's name is left out of a restore. */
export type NameLeftOut = 'empty' | 'too-long' | 'too-many';

/**
 * The recent players' names of a backup, normalised like typed names, without repeats (two names
 * that are the same player), at most MAX_RECENT_PLAYERS; the names left out, counted by reason.
 * Null when the list cannot be read at all (not a list of strings).
 */
export function readRecentPlayers(
  input: unknown,
): { names: string[]; leftOut: Partial<Record<NameLeftOut, number>> } | null {
  if (!Array.isArray(input) || input.some((name) => typeof name !== 'string')) return null;
  const names: string[] = [];
  const leftOut: Partial<Record<NameLeftOut, number>> = {};
  const leave = (reason: NameLeftOut) => (leftOut[reason] = (leftOut[reason] ?? 0) + 1);
  for (const raw of input as string[]) {
    // Once the list is full, the rest are only counted: a hostile file may hold a million names.
    if (names.length >= MAX_RECENT_PLAYERS) {
      if (!names.includes(raw)) leave('too-many');
      continue;
    }
    const name = normalisePlayerName(raw);
    if (name === '') leave('empty');
    else if (name.length > MAX_NAME_LENGTH) leave('too-long');
    else if (!names.some((kept) => samePlayerName(kept, name))) names.push(name);
  }
  return { names, leftOut };
}

/**
 * The spellings the group merged for the statistics (a name's key → the key it is merged into),
 * rebuilt with both sides keyed as the statistics key names (`playerNameKey`), or why they cannot
 * be read: not a table of names, a name empty or longer than any name's key, more than
 * MAX_PLAYER_ALIASES of them. A spelling merged into itself says nothing and is dropped.
 */
export function readPlayerAliases(input: unknown): Read<Record<string, string>, AliasesProblem> {
  const unreadable = bad<AliasesProblem>({ code: 'aliases-unreadable' });
  if (!isObject(input)) return unreadable;
  const pairs = Object.entries(input);
  if (pairs.length > MAX_PLAYER_ALIASES)
    return bad({ code: 'too-many-aliases', count: pairs.length, max: MAX_PLAYER_ALIASES });
  const keyed: [string, string][] = [];
  for (const [from, to] of pairs) {
    if (typeof to !== 'string' || from.length > MAX_ALIAS_LENGTH || to.length > MAX_ALIAS_LENGTH) return unreadable;
    const fromKey = playerNameKey(from);
    const toKey = playerNameKey(to);
    if (fromKey === '' || toKey === '') return unreadable;
    if (fromKey !== toKey) keyed.push([fromKey, toKey]);
  }
  // fromEntries defines own properties, so a name like "__proto__" stays a name.
  return ok(Object.fromEntries(keyed));
}
