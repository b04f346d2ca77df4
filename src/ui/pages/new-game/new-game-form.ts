import { MAX_NAME_LENGTH, normalisePlayerName, samePlayerName, setupProblem } from '../../../game/index.js';
import type { GameSetup, SetupProblem } from '../../../game/index.js';
import { HOUSE_RULES_ID, houseRulesFrom, presetById, validateRuleset } from '../../../rules/index.js';
import type { Ruleset } from '../../../rules/index.js';
import { houseRulesDescription, houseRulesName } from '../../text/preset-text.js';
import { setupProblemText } from '../../text/refusal-text.js';

/**
 * Decision: a first visit starts from Farkle, the best-known game; after
 * that, the rules of the most recently played game are chosen, so a group that always plays the
 * same rules never has to pick them again.
 */
export const FIRST_VISIT_PRESET = 'farkle';

/** What the new-game page keeps between renders: what is typed and chosen, and what it says about it. */
export interface NewGameForm {
  readonly players: readonly string[];
  /** Names from earlier games (settings `recentPlayers`). */
  readonly recent: readonly string[];
  /** A preset id, or HOUSE_RULES_ID. */
  readonly choice: string;
  /** The preset the house rules editor offers to start from: the last preset chosen. */
  readonly lastPreset: string;
  readonly house: Ruleset;
  /** For rules with a throw-off: true to throw for the first player, false when the list's order decides. */
  readonly throwOff: boolean;
  /** The player tried to start: from now on an empty list is an error, not a hint. */
  readonly attempted: boolean;
  /** Why the game did not start (a refusal or a storage failure), under the button. */
  readonly startProblem: string;
  /** Saved names or rules could not be read. */
  readonly loadProblem: string;
  /** The game is being stored. */
  readonly busy: boolean;
  /** The player changed the rules before the saved ones arrived: theirs win. */
  readonly rulesTouched: boolean;
  /** The house rules are the group's (saved, or edited here), not the stand-in copy of the first-visit preset. */
  readonly houseStarted: boolean;
}

/** The form of a first visit, before anything remembered is read: Farkle, nobody yet. */
export function initialForm(): NewGameForm {
  const preset = presetById(FIRST_VISIT_PRESET);
  return {
    players: [],
    recent: [],
    choice: FIRST_VISIT_PRESET,
    lastPreset: FIRST_VISIT_PRESET,
    house: houseRulesFrom(preset, houseRulesName(), houseRulesDescription(preset)),
    throwOff: true,
    attempted: false,
    startProblem: '',
    loadProblem: '',
    busy: false,
    rulesTouched: false,
    houseStarted: false,
  };
}

/**
 * The saved names from earlier games as chips: normalised like typed names (an older version, or a
 * restored file, may have kept hidden characters), each person once, none empty or too long.
 */
export function recentNames(saved: readonly unknown[]): string[] {
  const names: string[] = [];
  for (const value of saved) {
    if (typeof value !== 'string') continue;
    const name = normalisePlayerName(value);
    if (name === '' || name.length > MAX_NAME_LENGTH || names.some((known) => samePlayerName(known, name))) continue;
    names.push(name);
  }
  return names;
}

/** Saved house rules are used only when they are a whole, valid rule set (an older app may have left something else). */
export function usableHouseRules(value: unknown): Ruleset | null {
  return value && validateRuleset(value).length === 0 ? { ...(value as Ruleset), id: HOUSE_RULES_ID } : null;
}

/** The house rules' facts for the picker while a box is still empty: an empty number reads as 0. */
export function withoutEmptyNumbers(rules: Ruleset): Ruleset {
  const number = (value: number) => (Number.isFinite(value) ? value : 0);
  return {
    ...rules,
    turn: {
      ...rules.turn,
      openingMinimum: number(rules.turn.openingMinimum),
      laterMinimum: number(rules.turn.laterMinimum),
    },
    end: { ...rules.end, target: number(rules.end.target) },
  };
}

/** What the ledger remembers from earlier games: the `recentPlayers` and `houseRules` settings, the last game's rules. */
export interface Remembered {
  readonly recent: unknown;
  readonly houseRules: unknown;
  readonly lastRules: Ruleset | undefined;
}

/** A rule set chosen: a preset is also the one the house rules editor offers to start from. */
function chosen(form: NewGameForm, id: string): NewGameForm {
  return { ...form, choice: id, lastPreset: presetById(id) ? id : form.lastPreset };
}

function withHouse(form: NewGameForm, house: Ruleset): NewGameForm {
  return { ...form, house, houseStarted: true };
}

/**
 * The form once what earlier games left is read: their names as chips, and their rules chosen
 * (the last game's preset, or the group's house rules), unless the player changed the rules first.
 */
export function withRemembered(form: NewGameForm, { recent, houseRules, lastRules }: Remembered): NewGameForm {
  const next = { ...form, recent: Array.isArray(recent) ? recentNames(recent) : [] };
  if (form.rulesTouched) return next;
  const house = usableHouseRules(houseRules) ?? (lastRules?.id === HOUSE_RULES_ID ? usableHouseRules(lastRules) : null);
  const withRules = house ? withHouse(next, house) : next;
  if (lastRules && presetById(lastRules.id)) return chosen(withRules, lastRules.id);
  if (lastRules?.id === HOUSE_RULES_ID && house) return { ...withRules, choice: HOUSE_RULES_ID };
  return withRules;
}

/** The names typed changed. */
export function withPlayers(form: NewGameForm, players: readonly string[]): NewGameForm {
  return { ...form, players, startProblem: '' };
}

/** A rule set picked: house rules picked for the first time start as a copy of the rules chosen before. */
export function withPreset(form: NewGameForm, id: string): NewGameForm {
  const touched = { ...form, rulesTouched: true, startProblem: '' };
  const rules = rulesOf(form);
  const started =
    id === HOUSE_RULES_ID && !form.houseStarted
      ? withHouse(touched, houseRulesFrom(rules, houseRulesName(), houseRulesDescription(rules)))
      : touched;
  return chosen(started, id);
}

/** The house rules edited. */
export function withHouseRules(form: NewGameForm, rules: Ruleset): NewGameForm {
  return withHouse({ ...form, rulesTouched: true, startProblem: '' }, rules);
}

/** How many problems the house rules have (none: they can be remembered and played). */
export function houseProblemCount(form: NewGameForm): number {
  return validateRuleset(form.house).length;
}

/** The rules the game would be played by. */
export function rulesOf(form: NewGameForm): Ruleset {
  return form.choice === HOUSE_RULES_ID ? form.house : (presetById(form.choice) ?? presetById(FIRST_VISIT_PRESET));
}

/** The game "Start game" would store: the names normalised, and the throw-off where the rules have one. */
export function setupOf(form: NewGameForm): GameSetup {
  const rules = rulesOf(form);
  const players = form.players.map(normalisePlayerName);
  return rules.end.firstPlayerThrowOff ? { rules, players, throwOff: form.throwOff } : { rules, players };
}

/** Whether the list still only hints that a player is needed (nobody typed, no start tried). */
export function hintsAtPlayers(form: NewGameForm): boolean {
  return form.players.length === 0 && !form.attempted;
}

/** What is wrong with the names alone (checked with rules that are fine, so a rules problem is not repeated here). */
export function playersProblem(form: NewGameForm): string {
  if (hintsAtPlayers(form)) return '';
  const problem = setupProblem({
    rules: presetById(FIRST_VISIT_PRESET),
    players: form.players.map(normalisePlayerName),
  });
  return problem ? setupProblemText(problem) : '';
}

/**
 * "Start game" tapped: from now on an empty list is an error. The setup to store, or the problem
 * that stops it, said under the button.
 */
export function startAttempt(form: NewGameForm): {
  readonly form: NewGameForm;
  readonly setup: GameSetup;
  readonly problem: SetupProblem | null;
} {
  const attempted = { ...form, attempted: true };
  const setup = setupOf(attempted);
  const problem = setupProblem(setup);
  return { form: problem ? { ...attempted, startProblem: setupProblemText(problem) } : attempted, setup, problem };
}
