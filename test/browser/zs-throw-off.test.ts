import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { applyEntry, initialState } from '../../src/game/index.js';
import type { Entry, GameState } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsThrowOff } from '../../src/ui/pages/play/zs-throw-off.js';
import '../../src/ui/pages/play/zs-throw-off.js';
import { find, type } from './form-helpers.js';
import { allByRole, getByRole, tapFaces, textOf } from './helpers.js';
import { expectElement } from './harness.js';

const start = (players = ['Ana', 'Ben', 'Cy']) => initialState({ rules: presetById('ten-dice'), players });

function after(state: GameState, ...entries: Entry[]): GameState {
  return entries.reduce((current, entry) => {
    const next = applyEntry(current, entry);
    if (!next.ok) throw new Error(JSON.stringify(next.refusal));
    return next.value;
  }, state);
}

async function throwOff(state: GameState) {
  return fixture<ZsThrowOff>(html`<zs-throw-off .state=${state}></zs-throw-off>`);
}

/** Records the entries the component emits. */
function entries(element: ZsThrowOff): Entry[] {
  const seen: Entry[] = [];
  element.addEventListener('zs-entry', (event) => seen.push(event.detail.entry));
  return seen;
}

const pipsBox = (element: ZsThrowOff) => find<HTMLInputElement>(element, 'spinbutton', 'Pips in all');

describe('zs-throw-off', () => {
  it('asks the first player in seat order to throw all ten dice, and lists who is waiting', async () => {
    const element = await throwOff(start());
    expect(textOf(getByRole(element, 'heading', 'Who starts?'))).to.equal('Who starts?');
    expect(textOf(element)).to.contain('Each player throws all 10 dice; the most pips starts.');
    const rows = allByRole(getByRole(element, 'list', 'Throws'), 'listitem').map((row) => textOf(row));
    expect(rows).to.deep.equal(['Ana throwing', 'Ben waiting', 'Cy waiting']);
    expect(getByRole(element, 'button', 'Enter Ana’s throw')).to.be.instanceOf(HTMLButtonElement);
  });

  it('adds up the faces tapped on the dice pad and emits the throw-off entry', async () => {
    const element = await throwOff(start());
    await expectElement(element, {
      act: async () => {
        await tapFaces(element, [6, 6, 5, 4, 3, 3, 2, 1, 1, 6]);
        expect(textOf(element)).to.contain('10 of 10 dice · 37 pips');
        expect(pipsBox(element).value).to.equal('37');
        getByRole(element, 'button', 'Enter Ana’s throw').click();
      },
      fires: [{ type: 'zs-entry', detail: { entry: { type: 'throw-off', player: 0, pips: 37 } } }],
    });
  });

  it('takes the pips typed by a player who counted them, Enter sending them', async () => {
    const element = await throwOff(after(start(), { type: 'throw-off', player: 0, pips: 40 }));
    const seen = entries(element);
    expect(allByRole(getByRole(element, 'list', 'Throws'), 'listitem').map((row) => textOf(row))).to.deep.equal([
      'Ana 40 pips',
      'Ben throwing',
      'Cy waiting',
    ]);
    pipsBox(element).focus();
    await sendKeys({ type: '42' });
    await sendKeys({ press: 'Enter' });
    expect(seen).to.deep.equal([{ type: 'throw-off', player: 1, pips: 42 }]);
  });

  it('refuses an impossible total in the game flow’s own words, next to the box', async () => {
    const state = start();
    const element = await throwOff(state);
    const seen = entries(element);
    type(pipsBox(element), '5');
    await element.updateComplete;
    getByRole(element, 'button', 'Enter Ana’s throw').click();
    await element.updateComplete;
    const refusal = applyEntry(state, { type: 'throw-off', player: 0, pips: 5 });
    expect(refusal.ok || refusal.refusal).to.deep.equal({ code: 'bad-pips', dice: 10, pips: 5 });
    expect(textOf(getByRole(element, 'alert'))).to.equal('10 dice show between 10 and 60 pips, not 5.');
    expect(pipsBox(element).getAttribute('aria-invalid')).to.equal('true');
    expect(seen).to.deep.equal([]);
  });

  it('asks for all the dice before adding them up, and for something before sending', async () => {
    const element = await throwOff(start());
    const seen = entries(element);
    getByRole(element, 'button', 'Enter Ana’s throw').click();
    await element.updateComplete;
    expect(textOf(getByRole(element, 'alert'))).to.equal('Tap in the 10 dice of Ana’s throw, or type the pips.');
    await tapFaces(element, [6, 6, 6]);
    getByRole(element, 'button', 'Enter Ana’s throw').click();
    await element.updateComplete;
    expect(textOf(getByRole(element, 'alert'))).to.equal('Tap all 10 dice (3 so far), or type the pips.');
    await tapFaces(element, [6, 6, 6, 6, 6, 6, 6]);
    expect(allByRole(element, 'alert')).to.have.length(0);
    await tapFaces(element, [1]);
    expect(textOf(getByRole(element, 'alert'))).to.equal('All 10 dice are in: tap a die to remove it first.');
    expect(seen).to.deep.equal([]);
  });

  it('takes faces from the keyboard: digits add a die, Backspace removes the last', async () => {
    const element = await throwOff(start());
    getByRole(element, 'button', 'Enter Ana’s throw').focus();
    await sendKeys({ type: '6543' });
    await element.updateComplete;
    expect(textOf(element)).to.contain('4 of 10 dice · 18 pips');
    await sendKeys({ press: 'Backspace' });
    await element.updateComplete;
    expect(textOf(element)).to.contain('3 of 10 dice · 15 pips');
    expect(
      allByRole(getByRole(element, 'list', 'Roll'), 'button').map((die) => die.getAttribute('aria-label')),
    ).to.deep.equal(['Remove 6, die 1 of 10', 'Remove 5, die 2 of 10', 'Remove 4, die 3 of 10']);
    getByRole(element, 'button', 'Remove 5, die 2 of 10').click();
    await element.updateComplete;
    expect(textOf(element)).to.contain('2 of 10 dice · 10 pips');
  });

  it('starts the next thrower with an empty throw once the entry is recorded', async () => {
    const element = await throwOff(start());
    await tapFaces(element, [6, 6, 6]);
    element.state = after(start(), { type: 'throw-off', player: 0, pips: 30 });
    await element.updateComplete;
    expect(textOf(element)).to.contain('Ben’s throw');
    expect(textOf(element)).to.contain('0 of 10 dice · 0 pips');
    expect(pipsBox(element).value).to.equal('');
  });

  it('says who throws again after a tie, and only they throw', async () => {
    const tied = after(
      start(),
      { type: 'throw-off', player: 0, pips: 40 },
      { type: 'throw-off', player: 1, pips: 33 },
      { type: 'throw-off', player: 2, pips: 40 },
    );
    const element = await throwOff(tied);
    expect(textOf(element)).to.contain('Tie! Ana and Cy throw again.');
    expect(allByRole(getByRole(element, 'list', 'Throws'), 'listitem').map((row) => textOf(row))).to.deep.equal([
      'Ana throwing',
      'Cy waiting',
    ]);
    const seen = entries(element);
    element.state = after(tied, { type: 'throw-off', player: 0, pips: 35 });
    await element.updateComplete;
    type(pipsBox(element), '36');
    await element.updateComplete;
    getByRole(element, 'button', 'Enter Cy’s throw').click();
    expect(seen).to.deep.equal([{ type: 'throw-off', player: 2, pips: 36 }]);
  });

  it('lets the group skip the throw-off and say who starts', async () => {
    const element = await throwOff(start());
    const seen = entries(element);
    getByRole(getByRole(element, 'group', 'Or skip the throw-off: who starts?'), 'button', 'Cy starts').click();
    expect(seen).to.deep.equal([{ type: 'first-player', player: 2 }]);
    expect(applyEntry(start(), seen[0] as Entry).ok).to.equal(true);
  });

  it('shows nothing once the throw-off is over', async () => {
    const element = await throwOff(after(start(['Ana', 'Ben']), { type: 'first-player', player: 1 }));
    expect(textOf(element)).to.equal('');
  });

  it('is accessible, with a refusal shown', async () => {
    const element = await throwOff(after(start(), { type: 'throw-off', player: 0, pips: 40 }));
    getByRole(element, 'button', 'Enter Ben’s throw').click();
    await element.updateComplete;
    await expectElement(element);
  });
});
