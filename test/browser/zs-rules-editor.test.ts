import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { presetById, presets, validateRuleset } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import { houseRulesFrom } from '../../src/rules/index.js';
import type { ZsRulesEditor } from '../../src/ui/pages/new-game/zs-rules-editor.js';
import '../../src/ui/pages/new-game/zs-rules-editor.js';
import { descriptionOf, find, findAll, type } from './form-helpers.js';
import { choose, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

async function editor(rules: Ruleset = houseRulesFrom(presetById('farkle'), 'House rules')) {
  return fixture<ZsRulesEditor>(html`<zs-rules-editor .rules=${rules} .presets=${presets}></zs-rules-editor>`);
}

/** Records the rules of every zs-rules-change. */
function changes(element: ZsRulesEditor): Ruleset[] {
  const seen: Ruleset[] = [];
  element.addEventListener('zs-rules-change', (event) => seen.push(event.detail.rules));
  return seen;
}

/** Opens a section by its summary, as a person taps it. */
async function open(element: ZsRulesEditor, title: string) {
  const details = [...(element.shadowRoot?.querySelectorAll('details') ?? [])].find((candidate) =>
    textOf(candidate.querySelector('summary') as Element).startsWith(title),
  ) as HTMLDetailsElement;
  if (!details.open) {
    (details.querySelector('summary') as HTMLElement).click();
    await new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
  }
  await element.updateComplete;
  return details;
}

const field = (element: ZsRulesEditor, name: string | RegExp) => find<HTMLInputElement>(element, 'spinbutton', name);

describe('zs-rules-editor', () => {
  it('keeps its sections closed until opened, each summarised in one line', async () => {
    const element = await editor();
    const summaries = [...(element.shadowRoot?.querySelectorAll('summary') ?? [])].map((summary) => textOf(summary));
    expect(summaries).to.deep.equal([
      'Game 6 dice · 10,000 to win',
      'Turns No minimum to open',
      'Scoring 1 = 100 · 5 = 50 · four of a kind · three pairs · 1 straight',
      'Variations None',
    ]);
    expect(findAll(element, 'spinbutton')).to.have.length(0);
    await open(element, 'Game');
    expect(field(element, 'Target').value).to.equal('10000');
  });

  it('copies a preset’s rules only when asked, keeping the group’s name for them', async () => {
    const element = await editor();
    const seen = changes(element);
    await open(element, 'Game');
    type(find(element, 'textbox', 'Name of these rules'), 'Kitchen table');
    choose(getByRole(element, 'combobox', 'Start from'), 'zilch-15k');
    await element.updateComplete;
    expect(field(element, 'Target').value).to.equal('10000');
    getByRole(element, 'button', 'Copy its rules').click();
    await element.updateComplete;
    const copied = seen.at(-1) as Ruleset;
    expect(copied).to.deep.equal({
      ...presetById('zilch-15k'),
      id: 'house',
      name: 'Kitchen table',
      description: 'House rules based on Zilch to 15,000.',
    });
    expect(field(element, 'Target').value).to.equal('15000');
    expect(find<HTMLInputElement>(element, 'radio', /Pass the target/).checked).to.equal(true);
  });

  it('refuses three pairs with 5 dice, with validateRuleset’s message next to the three pairs box', async () => {
    const element = await editor();
    const seen = changes(element);
    await open(element, 'Game');
    choose(getByRole(element, 'combobox', 'Dice'), '5');
    await element.updateComplete;
    const rules = seen.at(-1) as Ruleset;
    expect(rules.diceCount).to.equal(5);
    // The editor reports the rules with their problems; it never holds them back.
    expect(validateRuleset(rules).map((problem) => problem.field)).to.include('scoring.threePairs');
    const threePairs = field(element, 'Three pairs: points');
    expect(threePairs.getAttribute('aria-invalid')).to.equal('true');
    expect(descriptionOf(threePairs)).to.equal('Three pairs needs at least 6 dice.');
    // Its section opened by itself and counts its problems.
    const scoring = element.shadowRoot?.querySelector('details[data-section="scoring"]') as HTMLDetailsElement;
    expect(scoring.open).to.equal(true);
    expect(textOf(scoring.querySelector('summary') as Element)).to.contain('3 problems');
    expect(descriptionOf(field(element, 'Two triplets: points'))).to.equal('Two triplets needs at least 6 dice.');
    expect(descriptionOf(field(element, 'Points for straight 1'))).to.equal('');
    expect(descriptionOf(getByRole(element, 'group', 'Faces of straight 1'))).to.equal(
      'A 1-2-3-4-5-6 straight needs at least 6 dice.',
    );

    // Switching three pairs off removes its problem.
    find<HTMLInputElement>(element, 'checkbox', 'Three pairs score').click();
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).scoring.threePairs).to.equal(null);
    expect(findAll(element, 'spinbutton', 'Three pairs: points')).to.have.length(0);
    expect(textOf(scoring.querySelector('summary') as Element)).to.contain('2 problems');
  });

  it('checks every number as it is typed and says what is wrong next to it', async () => {
    const element = await editor();
    const seen = changes(element);
    await open(element, 'Game');
    const target = field(element, 'Target');
    target.focus();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).end.target).to.equal(100);
    expect(target.getAttribute('aria-invalid')).to.equal('false');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await element.updateComplete;
    expect(Number.isNaN((seen.at(-1) as Ruleset).end.target)).to.equal(true);
    expect(target.getAttribute('aria-invalid')).to.equal('true');
    expect(descriptionOf(target)).to.equal('The target must be a positive multiple of 50 points.');
    await sendKeys({ type: '60' });
    await element.updateComplete;
    expect(descriptionOf(target)).to.equal('The target must be a positive multiple of 50 points.');
    expect(target.value).to.equal('60');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '00' });
    await element.updateComplete;
    expect(target.getAttribute('aria-invalid')).to.equal('false');
    expect((seen.at(-1) as Ruleset).end.target).to.equal(600);

    await open(element, 'Turns');
    type(field(element, 'To get on the board'), '1000');
    await element.updateComplete;
    expect(descriptionOf(field(element, 'To get on the board'))).to.equal(
      'Points in one turn; 0 for none. The points to get on the board (1000) are more than the target (600).',
    );
  });

  it('edits singles and triples, an empty box meaning that face does not score', async () => {
    const element = await editor();
    const seen = changes(element);
    await open(element, 'Scoring');
    type(field(element, 'A single 5'), '');
    type(field(element, 'A single 6'), '75');
    type(field(element, 'Three 1s'), '300');
    await element.updateComplete;
    const rules = seen.at(-1) as Ruleset;
    expect(rules.scoring.singles).to.deep.equal({ 1: 100, 6: 75 });
    expect(rules.scoring.triples[1]).to.equal(300);
    expect(descriptionOf(field(element, 'A single 6'))).to.equal(
      'A single 6 must be worth a positive multiple of 50 points.',
    );
    expect(field(element, 'Three 6s').getAttribute('aria-invalid')).to.equal('false');
  });

  it('offers every four-or-more scheme, with one box per count up to the dice', async () => {
    const element = await editor(houseRulesFrom(presetById('zilch-5k'), 'House rules'));
    const seen = changes(element);
    await open(element, 'Scoring');
    const scheme = getByRole(element, 'combobox', 'Four or more of a kind');
    choose(scheme, 'flat');
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).scoring.ofAKind).to.deep.equal({ kind: 'flat', points: [1000, 2000, 3000] });
    expect(findAll(element, 'spinbutton', /of a kind$/).map((input) => input.getAttribute('id'))).to.have.length(3);
    type(field(element, 'Six of a kind'), '5000');
    await open(element, 'Game');
    choose(getByRole(element, 'combobox', 'Dice'), '8');
    await element.updateComplete;
    const points = (seen.at(-1) as Ruleset).scoring.ofAKind;
    expect(points.kind === 'flat' && points.points.slice(0, 3)).to.deep.equal([1000, 2000, 5000]);
    // The new counts start empty and say so.
    const eight = field(element, 'Eight of a kind');
    expect(eight.value).to.equal('');
    expect(descriptionOf(eight)).to.equal(
      'Each entry of the four-or-more table must be a positive multiple of 50 points.',
    );

    choose(scheme, 'add');
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).scoring.ofAKind).to.deep.equal({ kind: 'add', perDie: 1000 });
    type(field(element, 'Points for each die beyond three'), '120');
    await element.updateComplete;
    expect(descriptionOf(field(element, 'Points for each die beyond three'))).to.equal(
      'The points added per extra die must be a positive multiple of 50.',
    );
    // Back to the table: the numbers typed for it come back.
    choose(scheme, 'flat');
    await element.updateComplete;
    expect(field(element, 'Six of a kind').value).to.equal('5000');
    choose(scheme, 'multiple');
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).scoring.ofAKind).to.deep.equal({ kind: 'multiple', multipliers: [2, 3, 4, 5, 6] });
    choose(scheme, 'doubling');
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).scoring.ofAKind).to.deep.equal({ kind: 'doubling' });
  });

  it('adds, edits and removes straights', async () => {
    const element = await editor(houseRulesFrom(presetById('farkle'), 'House rules'));
    const seen = changes(element);
    await open(element, 'Scoring');
    getByRole(element, 'button', 'Add a straight').click();
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).scoring.straights).to.deep.equal([
      { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
      { faces: [1, 2, 3, 4, 5], points: 750 },
    ]);
    // 2-3-4-5 + 1: the same as straight 1, which the editor says next to the faces.
    const faces = getByRole(element, 'group', 'Faces of straight 2');
    getByRole(faces, 'button', '6').click();
    await element.updateComplete;
    expect(descriptionOf(faces)).to.equal('The straight 1-2-3-4-5-6 is listed twice.');
    expect(getByRole(faces, 'button', '6').getAttribute('aria-pressed')).to.equal('true');
    getByRole(faces, 'button', '1').click();
    await element.updateComplete;
    expect(descriptionOf(faces)).to.equal('');
    expect((seen.at(-1) as Ruleset).scoring.straights[1]).to.deep.equal({ faces: [2, 3, 4, 5, 6], points: 750 });
    getByRole(element, 'button', 'Remove straight 1').click();
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).scoring.straights).to.deep.equal([{ faces: [2, 3, 4, 5, 6], points: 750 }]);
  });

  it('switches the variations on with their usual numbers, and brings back typed ones', async () => {
    const element = await editor();
    const seen = changes(element);
    await open(element, 'Variations');
    find<HTMLInputElement>(element, 'checkbox', 'Challenges').click();
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).variations.challenges).to.deep.equal({
      scoreDividing: 5000,
      zilchPenalties: [600, 2000],
    });
    type(field(element, 'A zilch costs, second challenge'), '1510');
    await element.updateComplete;
    const penalty = 'A challenge zilch costs two amounts (first and second challenge), each 0 or a multiple of 50.';
    expect(descriptionOf(field(element, 'A zilch costs, second challenge'))).to.equal(penalty);
    expect(field(element, 'A zilch costs, first challenge').getAttribute('aria-invalid')).to.equal('true');
    type(field(element, 'A zilch costs, second challenge'), '1500');
    find<HTMLInputElement>(element, 'checkbox', 'Challenges').click();
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).variations.challenges).to.equal(null);
    find<HTMLInputElement>(element, 'checkbox', 'Challenges').click();
    await element.updateComplete;
    expect((seen.at(-1) as Ruleset).variations.challenges).to.deep.equal({
      scoreDividing: 5000,
      zilchPenalties: [600, 1500],
    });

    find<HTMLInputElement>(element, 'checkbox', 'A penalty for zilches in a row').click();
    find<HTMLInputElement>(element, 'checkbox', 'Pyramiding').click();
    find<HTMLInputElement>(element, 'checkbox', 'Surpassing').click();
    await element.updateComplete;
    type(field(element, 'Zilches in a row'), '1');
    await element.updateComplete;
    const rules = seen.at(-1) as Ruleset;
    expect(rules.variations).to.deep.include({
      pyramiding: true,
      surpassing: true,
      zilchStreakPenalty: { zilches: 1, points: 500 },
    });
    expect(descriptionOf(field(element, 'Zilches in a row'))).to.equal(
      'The zilch penalty needs a whole number of zilches in a row, from 2 to 10.',
    );
  });

  it('edits the turn and end rules with radio buttons and switches', async () => {
    const element = await editor();
    const seen = changes(element);
    await open(element, 'Turns');
    find<HTMLInputElement>(element, 'radio', /turning the corner/).click();
    find<HTMLInputElement>(element, 'radio', /inheriting the last bank/).click();
    find<HTMLInputElement>(element, 'checkbox', 'Two chances with the last die').click();
    await open(element, 'Game');
    find<HTMLInputElement>(element, 'radio', 'They win at once').click();
    find<HTMLInputElement>(element, 'radio', 'The tied players throw once more each').click();
    find<HTMLInputElement>(element, 'checkbox', 'Throw off for the first player').click();
    await element.updateComplete;
    const rules = seen.at(-1) as Ruleset;
    expect(rules.turn).to.deep.include({ hotDice: 'must-continue', startOfTurn: 'inherit', lastDieSecondChance: true });
    expect(rules.end).to.deep.include({ end: 'first-to-reach', ties: 'roll-off', firstPlayerThrowOff: true });
    expect(validateRuleset(rules)).to.deep.equal([]);
  });

  it('takes keyboard focus to the first problem, opening its section', async () => {
    const element = await editor({
      ...houseRulesFrom(presetById('farkle'), 'House rules'),
      end: { ...presetById('farkle').end, target: 10 },
    });
    const game = element.shadowRoot?.querySelector('details[data-section="game"]') as HTMLDetailsElement;
    expect(game.open).to.equal(true);
    (game.querySelector('summary') as HTMLElement).click();
    await element.updateComplete;
    expect(game.open).to.equal(false);
    await element.focusFirstProblem();
    expect(game.open).to.equal(true);
    expect(element.shadowRoot?.activeElement).to.equal(field(element, 'Target'));
  });

  it('opens and closes a section from the keyboard', async () => {
    const element = await editor();
    const summary = element.shadowRoot?.querySelector('details[data-section="turns"] summary') as HTMLElement;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect((summary.parentElement as HTMLDetailsElement).open).to.equal(true);
    expect(findAll(element, 'spinbutton', 'To get on the board')).to.have.length(1);
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect((summary.parentElement as HTMLDetailsElement).open).to.equal(false);
  });

  it('is accessible, with every section open and problems shown', async () => {
    const element = await editor({ ...houseRulesFrom(presetById('zilch-15k'), 'House rules'), diceCount: 5 });
    for (const title of ['Game', 'Turns', 'Scoring', 'Variations']) await open(element, title);
    find<HTMLInputElement>(element, 'checkbox', 'Challenges').click();
    await element.updateComplete;
    await expectElement(element);
  });
});
