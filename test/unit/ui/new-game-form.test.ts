import { describe, expect, it } from 'vitest';
import { HOUSE_RULES_ID, houseRulesFrom, presetById, setAt } from '../../../src/rules/index.js';
import {
  hintsAtPlayers,
  houseProblemCount,
  initialForm,
  playersProblem,
  recentNames,
  rulesOf,
  setupOf,
  startAttempt,
  usableHouseRules,
  withHouseRules,
  withoutEmptyNumbers,
  withPlayers,
  withPreset,
  withRemembered,
} from '../../../src/ui/pages/new-game/new-game-form.js';
import type { NewGameForm } from '../../../src/ui/pages/new-game/new-game-form.js';

const house = (preset = 'zilch-10k', name = 'Our rules') =>
  houseRulesFrom(presetById(preset) ?? presetById('farkle'), name);

/** A form no helper may change in place. */
const frozen = (form: NewGameForm): NewGameForm => Object.freeze({ ...form });

describe('the new-game form', () => {
  it('starts from Farkle on a first visit, with a stand-in copy of it as house rules', () => {
    const form = initialForm();
    expect(form.choice).toBe('farkle');
    expect(form.lastPreset).toBe('farkle');
    expect(rulesOf(form)).toEqual(presetById('farkle'));
    expect(form.house).toMatchObject({
      id: HOUSE_RULES_ID,
      name: 'House rules',
      description: 'House rules based on Farkle.',
    });
    expect(form.houseStarted).toBe(false);
    expect(form.players).toEqual([]);
    expect(form.throwOff).toBe(true);
    expect(hintsAtPlayers(form)).toBe(true);
  });

  it('offers saved names cleaned, each person once, and nothing that is not a name', () => {
    expect(recentNames(['Cy\u202E', 'cy', '\u200B', 'Dee\u200B', 42, null, 'x'.repeat(200)])).toEqual(['Cy', 'Dee']);
  });

  it('uses saved house rules only when they are a whole, valid rule set', () => {
    expect(usableHouseRules(null)).toBe(null);
    expect(usableHouseRules({ name: 'half a rule set' })).toBe(null);
    expect(usableHouseRules(setAt(house(), 'end.target', -1))).toBe(null);
    expect(usableHouseRules({ ...presetById('farkle') })).toEqual({ ...presetById('farkle'), id: HOUSE_RULES_ID });
  });

  it('reads an empty number box as 0 for the picker', () => {
    const rules = withoutEmptyNumbers(
      setAt(setAt(house(), 'end.target', Number.NaN), 'turn.openingMinimum', Number.NaN),
    );
    expect(rules.end.target).toBe(0);
    expect(rules.turn.openingMinimum).toBe(0);
    expect(rules.turn.laterMinimum).toBe(house().turn.laterMinimum);
  });

  describe('what earlier games left', () => {
    it("chooses the last game's preset and offers its names", () => {
      const form = withRemembered(frozen(initialForm()), {
        recent: ['Dee', 'Eve'],
        houseRules: undefined,
        lastRules: presetById('zilch-10k'),
      });
      expect(form.recent).toEqual(['Dee', 'Eve']);
      expect(form.choice).toBe('zilch-10k');
      expect(form.lastPreset).toBe('zilch-10k');
      expect(form.houseStarted).toBe(false);
    });

    it('takes the saved house rules, and chooses them when the last game was played by them', () => {
      const saved = house('ten-dice');
      const kept = withRemembered(initialForm(), { recent: null, houseRules: saved, lastRules: presetById('farkle') });
      expect(kept.house).toEqual(saved);
      expect(kept.houseStarted).toBe(true);
      expect(kept.choice, 'the last game was Farkle').toBe('farkle');
      const last = withRemembered(initialForm(), { recent: 'not a list', houseRules: undefined, lastRules: saved });
      expect(last.recent).toEqual([]);
      expect(last.choice).toBe(HOUSE_RULES_ID);
      expect(last.house).toEqual(saved);
      expect(last.lastPreset, 'the editor still starts from the last preset').toBe('farkle');
    });

    it('keeps the rules the player chose before the saved ones arrived, but offers the names', () => {
      const chosen = withPreset(initialForm(), 'zilch-15k');
      const form = withRemembered(frozen(chosen), {
        recent: ['Dee'],
        houseRules: house(),
        lastRules: presetById('zilch-10k'),
      });
      expect(form.choice).toBe('zilch-15k');
      expect(form.house).toEqual(chosen.house);
      expect(form.recent).toEqual(['Dee']);
    });
  });

  describe('each event', () => {
    it('clears the problem under the button when the names change', () => {
      const form = withPlayers(frozen({ ...initialForm(), startProblem: 'Not started.' }), ['Ana']);
      expect(form.players).toEqual(['Ana']);
      expect(form.startProblem).toBe('');
    });

    it('starts the house rules, chosen for the first time, as a copy of the rules chosen before', () => {
      const picked = withPreset(frozen(initialForm()), 'zilch-15k');
      expect(picked.lastPreset).toBe('zilch-15k');
      expect(picked.rulesTouched).toBe(true);
      const houseChosen = withPreset(frozen(picked), HOUSE_RULES_ID);
      expect(houseChosen.choice).toBe(HOUSE_RULES_ID);
      expect(houseChosen.lastPreset, 'house rules are not a preset to start from').toBe('zilch-15k');
      expect(houseChosen.houseStarted).toBe(true);
      expect(rulesOf(houseChosen)).toEqual(
        houseRulesFrom(presetById('zilch-15k'), 'House rules', 'House rules based on Zilch to 15,000.'),
      );
      // Chosen again after another preset: the group's rules as they left them.
      const again = withPreset(withPreset(houseChosen, 'farkle'), HOUSE_RULES_ID);
      expect(again.house).toEqual(houseChosen.house);
    });

    it('takes edited house rules as the group’s, and counts their problems', () => {
      const edited = setAt(house(), 'end.target', Number.NaN);
      const form = withHouseRules(frozen({ ...initialForm(), startProblem: 'Not started.' }), edited);
      expect(form.house).toBe(edited);
      expect(form.houseStarted).toBe(true);
      expect(form.rulesTouched).toBe(true);
      expect(form.startProblem).toBe('');
      expect(houseProblemCount(form)).toBeGreaterThan(0);
      expect(houseProblemCount(initialForm())).toBe(0);
    });
  });

  describe('what the form can start', () => {
    it('stores the names normalised, and the throw-off only where the rules have one', () => {
      const farkle = withPlayers(initialForm(), ['\u202EAna ', 'Ben \u2066 Smith']);
      expect(setupOf(farkle)).toEqual({ rules: presetById('farkle'), players: ['Ana', 'Ben Smith'] });
      const tenDice = withPreset(farkle, 'ten-dice');
      expect(setupOf(tenDice)).toMatchObject({ throwOff: true });
      expect(setupOf({ ...tenDice, throwOff: false })).toMatchObject({ throwOff: false });
    });

    it('hints at a player until a start is tried, then says what is wrong', () => {
      const empty = initialForm();
      expect(playersProblem(empty)).toBe('');
      const { form, problem } = startAttempt(frozen(empty));
      expect(problem).toEqual({ code: 'no-players' });
      expect(form.attempted).toBe(true);
      expect(form.startProblem).toBe('Add at least one player to start a game.');
      expect(hintsAtPlayers(form)).toBe(false);
      expect(playersProblem(form)).toBe('Add at least one player to start a game.');
    });

    it('names a problem with the names as they are typed', () => {
      const twins = withPlayers(initialForm(), ['Ana', 'Ana\u200B']);
      expect(playersProblem(twins)).toBe('Two players have the same name: give each a name of their own.');
    });

    it('does not repeat a rules problem as a names problem, and refuses to start on it', () => {
      const broken = withHouseRules(withPlayers(initialForm(), ['Ana']), setAt(house(), 'end.target', Number.NaN));
      const form = withPreset(broken, HOUSE_RULES_ID);
      expect(playersProblem(form)).toBe('');
      const attempt = startAttempt(form);
      expect(attempt.problem?.code).toBe('bad-rules');
      expect(attempt.form.startProblem).not.toBe('');
    });

    it('hands over the setup of a form that can start', () => {
      const attempt = startAttempt(withPlayers(initialForm(), ['Ana', 'Ben']));
      expect(attempt.problem).toBe(null);
      expect(attempt.form.startProblem).toBe('');
      expect(attempt.setup).toEqual({ rules: presetById('farkle'), players: ['Ana', 'Ben'] });
    });
  });
});
