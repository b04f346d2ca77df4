import { expect, fixture, html } from '@open-wc/testing';
import { presetById, presets } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import { houseRulesFrom, validateRuleset } from '../../src/rules/index.js';
import { ruleField } from '../../src/ui/pages/new-game/rule-field.js';
import type { FieldSpec } from '../../src/ui/pages/new-game/rule-field.js';
import type { ZsRulesEditor } from '../../src/ui/pages/new-game/zs-rules-editor.js';
import '../../src/ui/pages/new-game/zs-rules-editor.js';
import { descriptionOf, find } from './form-helpers.js';
import { getByRole, nameOf } from './helpers.js';
import { expectElement } from './harness.js';

/** A field rendered alone, with what its `set` received. */
async function mount(spec: Omit<FieldSpec, 'set'>) {
  const seen: unknown[] = [];
  const element = await fixture(html`<div>${ruleField({ ...spec, set: (value) => seen.push(value) })}</div>`);
  return { element, seen };
}

describe('a house-rules field (rule-field.ts)', () => {
  it('names its number box by its label, and is described by its hint and its problem', async () => {
    const { element, seen } = await mount({
      path: 'turn.openingMinimum',
      label: 'To get on the board',
      hint: 'Points in one turn; 0 for none.',
      input: { kind: 'number', value: 75 },
      messages: ['The points to get on the board must be 0 or a multiple of 50.'],
    });
    const box = find<HTMLInputElement>(element, 'spinbutton', 'To get on the board');
    expect(box.value).to.equal('75');
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(descriptionOf(box)).to.equal(
      'Points in one turn; 0 for none. The points to get on the board must be 0 or a multiple of 50.',
    );
    box.value = '';
    box.dispatchEvent(new Event('input'));
    expect(Number.isNaN(seen[0]), 'an empty box is NaN, which validation reports').to.equal(true);
    await expectElement(element);
  });

  it('is valid and described by its hint alone without a problem; a check box says on or off', async () => {
    const { element, seen } = await mount({
      path: 'variations.pyramiding',
      label: 'Pyramiding',
      hint: 'Dice set aside combine.',
      input: { kind: 'check', value: false },
      messages: [],
    });
    const box = getByRole(element, 'checkbox', 'Pyramiding') as HTMLInputElement;
    expect(box.getAttribute('aria-invalid')).to.equal('false');
    expect(descriptionOf(box)).to.equal('Dice set aside combine.');
    box.click();
    expect(seen).to.deep.equal([true]);
  });

  it('groups radio choices under their legend, and reports the choice', async () => {
    const { element, seen } = await mount({
      path: 'end.ties',
      label: 'A tie for the win',
      input: {
        kind: 'radio',
        value: 'shared',
        choices: [
          { value: 'shared', label: 'Share' },
          { value: 'roll-off', label: 'Throw again' },
        ],
      },
      messages: [],
    });
    expect(nameOf(getByRole(element, 'group', 'A tie for the win'))).to.equal('A tie for the win');
    (getByRole(element, 'radio', 'Throw again') as HTMLInputElement).click();
    expect(seen).to.deep.equal(['roll-off']);
  });
});

describe('zs-rules-editor: every problem next to its field', () => {
  /** Rule sets broken in every field the editor has. */
  const broken = (): Ruleset[] => {
    const base = houseRulesFrom(presetById('farkle'), 'House rules');
    return [
      {
        ...base,
        name: '',
        diceCount: 5,
        end: { ...base.end, target: 75 },
        turn: { ...base.turn, openingMinimum: 20, laterMinimum: 30 },
      },
      {
        ...base,
        scoring: {
          ...base.scoring,
          singles: { 1: 75 },
          triples: { 2: 10 },
          ofAKind: { kind: 'multiple', multipliers: [0, Number.NaN, 1] },
          threePairs: 10,
          twoTriplets: 20,
          straights: [
            { faces: [1, 1, 2], points: 10 },
            { faces: [2, 3, 4, 5], points: 25 },
          ],
        },
      },
      { ...base, scoring: { ...base.scoring, ofAKind: { kind: 'flat', points: [Number.NaN] } } },
      { ...base, scoring: { ...base.scoring, ofAKind: { kind: 'add', perDie: 7 } } },
      {
        ...base,
        variations: {
          ...base.variations,
          challenges: { scoreDividing: 10, zilchPenalties: [5, 600] },
          zilchStreakPenalty: { zilches: 1, points: 10 },
        },
      },
    ];
  };

  for (const [index, rules] of broken().entries()) {
    it(`shows each problem of broken rule set ${index + 1} by its field, none only in the list at the top`, async () => {
      expect(validateRuleset(rules).length).to.be.greaterThan(0);
      const element = await fixture<ZsRulesEditor>(
        html`<zs-rules-editor .rules=${rules} .presets=${presets}></zs-rules-editor>`,
      );
      expect(
        element.shadowRoot?.getElementById('other-problems'),
        validateRuleset(rules)
          .map((p) => p.field)
          .join(', '),
      ).to.equal(null);
    });
  }
});
