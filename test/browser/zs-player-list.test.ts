import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ZsPlayerList } from '../../src/ui/pages/new-game/zs-player-list.js';
import '../../src/ui/pages/new-game/zs-player-list.js';
import { descriptionOf, find, findAll, type } from './form-helpers.js';
import { getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

async function list(players: readonly string[] = [], recent: readonly string[] = []) {
  return fixture<ZsPlayerList>(html`<zs-player-list .players=${players} .recent=${recent}></zs-player-list>`);
}

const names = (element: ZsPlayerList) =>
  findAll(element, 'textbox', /^Player \d+ name$/).map((input) => (input as HTMLInputElement).value);
const focused = (element: ZsPlayerList) => element.shadowRoot?.activeElement;

describe('zs-player-list', () => {
  it('adds a typed name with Enter, trimmed, and keeps the field ready for the next one', async () => {
    const element = await list();
    const field = find(element, 'textbox', "New player's name");
    field.focus();
    await expectElement(element, {
      act: async () => {
        await sendKeys({ type: '  Ana ' });
        await sendKeys({ press: 'Enter' });
      },
      fires: [{ type: 'zs-players-change', detail: { players: ['Ana'] } }],
    });
    expect(names(element)).to.deep.equal(['Ana']);
    expect((field as HTMLInputElement).value).to.equal('');
    expect(focused(element)).to.equal(field);
    await sendKeys({ type: 'Ben' });
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(names(element)).to.deep.equal(['Ana', 'Ben']);
  });

  it('says next to the field why a name was not added, and keeps what was typed', async () => {
    const element = await list(['Ana']);
    const field = find<HTMLInputElement>(element, 'textbox', "New player's name");
    getByRole(element, 'button', 'Add').click();
    await element.updateComplete;
    expect(textOf(getByRole(element, 'alert'))).to.equal('Type a name first.');
    type(field, 'ana');
    await element.updateComplete;
    expect(findAll(element, 'alert')).to.have.length(0);
    getByRole(element, 'button', 'Add').click();
    await element.updateComplete;
    expect(textOf(getByRole(element, 'alert'))).to.equal('ana is playing already.');
    expect(descriptionOf(field)).to.equal('ana is playing already.');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(field.value).to.equal('ana');
    expect(names(element)).to.deep.equal(['Ana']);
  });

  it('adds a name without its hidden characters, and refuses "Ana" with a zero-width space beside "Ana"', async () => {
    const element = await list(['Ana']);
    const field = find<HTMLInputElement>(element, 'textbox', "New player's name");
    await expectElement(element, {
      act: async () => {
        type(field, 'Ana\u200B');
        getByRole(element, 'button', 'Add').click();
        await element.updateComplete;
        expect(textOf(getByRole(element, 'alert'))).to.equal('Ana is playing already.');
        expect(names(element)).to.deep.equal(['Ana']);
        type(field, '\u202E=1+1\u200F  Ben\u0007');
        getByRole(element, 'button', 'Add').click();
      },
      fires: [{ type: 'zs-players-change', detail: { players: ['Ana', '=1+1 Ben'] } }],
    });
    expect(names(element)).to.deep.equal(['Ana', '=1+1 Ben']);
    expect(find(element, 'button', 'Remove =1+1 Ben')).to.be.instanceOf(HTMLButtonElement);
  });

  it('counts a name of nothing but hidden characters as empty', async () => {
    const element = await list(['Ana']);
    type(find<HTMLInputElement>(element, 'textbox', "New player's name"), '\u200B\u202E');
    getByRole(element, 'button', 'Add').click();
    await element.updateComplete;
    expect(textOf(getByRole(element, 'alert'))).to.equal('Type a name first.');
    expect(names(element)).to.deep.equal(['Ana']);
  });

  it('refuses a thirteenth player', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const element = await list(twelve);
    type(find(element, 'textbox', "New player's name"), 'Extra');
    await element.updateComplete;
    getByRole(element, 'button', 'Add').click();
    await element.updateComplete;
    expect(textOf(getByRole(element, 'alert'))).to.equal('A game has at most 12 players.');
    expect(names(element)).to.have.length(12);
  });

  it('renames a player in place', async () => {
    const element = await list(['Ana', 'Ben']);
    await expectElement(element, {
      act: () => type(find(element, 'textbox', 'Player 2 name'), 'Benno'),
      fires: [{ type: 'zs-players-change', detail: { players: ['Ana', 'Benno'] } }],
    });
  });

  it('moves players up and down with buttons named after them, focus following the player', async () => {
    const element = await list(['Ana', 'Ben', 'Cy']);
    getByRole(element, 'button', 'Move Ana down').focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(names(element)).to.deep.equal(['Ben', 'Ana', 'Cy']);
    expect(focused(element)).to.equal(getByRole(element, 'button', 'Move Ana down'));
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(names(element)).to.deep.equal(['Ben', 'Cy', 'Ana']);
    // At the bottom "down" is disabled: focus is on "up" instead of lost.
    expect((getByRole(element, 'button', 'Move Ana down') as HTMLButtonElement).disabled).to.equal(true);
    expect(focused(element)).to.equal(getByRole(element, 'button', 'Move Ana up'));
    getByRole(element, 'button', 'Move Cy up').click();
    await element.updateComplete;
    expect(names(element)).to.deep.equal(['Cy', 'Ben', 'Ana']);
    expect((getByRole(element, 'button', 'Move Cy up') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('removes a player and puts focus on the next one', async () => {
    const element = await list(['Ana', 'Ben', 'Cy']);
    getByRole(element, 'button', 'Remove Ana').focus();
    await expectElement(element, {
      act: ['Enter'],
      fires: [{ type: 'zs-players-change', detail: { players: ['Ben', 'Cy'] } }],
    });
    expect(focused(element)).to.equal(getByRole(element, 'button', 'Remove Ben'));
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(names(element)).to.deep.equal([]);
    expect(focused(element)).to.equal(find(element, 'textbox', "New player's name"));
  });

  it('offers names from earlier games that are not playing yet, added with one tap', async () => {
    const element = await list(['ana'], ['Ben', 'Ana', 'Cy']);
    const group = getByRole(element, 'group', 'Played before');
    expect(findAll(group, 'button').map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      'Add Ben',
      'Add Cy',
    ]);
    getByRole(group, 'button', 'Add Cy').click();
    await element.updateComplete;
    expect(names(element)).to.deep.equal(['ana', 'Cy']);
    expect(findAll(element, 'button', 'Add Cy')).to.have.length(0);
  });

  it('shows the problem it is given under the list, tied to the names it is about', async () => {
    const element = await fixture<ZsPlayerList>(
      html`<zs-player-list .players=${['Ana', ' ana', '', 'Ben']} problem="Two players have the same name: give each a name of their own."></zs-player-list>`,
    );
    const invalid = findAll(element, 'textbox', /^Player \d name$/).filter(
      (input) => input.getAttribute('aria-invalid') === 'true',
    );
    expect(invalid.map((input) => input.getAttribute('aria-label'))).to.deep.equal([
      'Player 1 name',
      'Player 2 name',
      'Player 3 name',
    ]);
    expect(descriptionOf(find(element, 'textbox', 'Player 1 name'))).to.equal(
      'Two players have the same name: give each a name of their own.',
    );
    expect(find(element, 'textbox', 'Player 4 name').getAttribute('aria-invalid')).to.equal('false');
    // An empty name is named by its seat.
    expect(findAll(element, 'button', 'Remove player 3')).to.have.length(1);
  });

  it('is accessible', async () => {
    const element = await list(['Ana', 'Ben'], ['Cy']);
    await expectElement(element);
  });
});
