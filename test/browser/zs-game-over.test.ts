import { expect, fixture, html } from '@open-wc/testing';
import { replay } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import { tieBrokenGame } from '../support/game-state.js';
import type { ZsGameOver } from '../../src/ui/pages/play/zs-game-over.js';
import '../../src/ui/pages/play/zs-game-over.js';
import { allByRole, expectTapTargets, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

const finished = () =>
  replay({ rules: presetById('farkle'), players: ['Ana', 'Ben'], throwOff: false }, [
    { type: 'total', points: 10000 },
    { type: 'total', points: 500 },
  ]);

/** Ana and Ben tied at 15,050 and threw twice: 50 each, then Ben's three 1s. */
const tieBroken = () => tieBrokenGame();

describe('zs-game-over', () => {
  it('lists the tie-break throws that decided a tie, each with its dice and points', async () => {
    const element = await fixture<ZsGameOver>(html`<zs-game-over .state=${tieBroken()} game-id="g1"></zs-game-over>`);
    expect(textOf(getByRole(element, 'heading'))).to.equal('Ben wins!');
    expect(
      allByRole(getByRole(element, 'list', 'Tie-break throws'), 'listitem').map((item) => textOf(item)),
    ).to.deep.equal([
      'Throw 1: Ana threw 5, 2, 3, 4, 6, 6 for 50',
      'Throw 1: Ben threw 5, 3, 3, 2, 4, 6 for 50',
      'Throw 2: Ana threw 2, 3, 4, 6, 6, 2 for 0',
      'Throw 2: Ben threw 1, 1, 1, 2, 3, 4 for 1,000',
    ]);
    await expectElement(element);
  });

  it('has no tie-break list when nobody threw for the win', async () => {
    const element = await fixture<ZsGameOver>(html`<zs-game-over .state=${finished()} game-id="g1"></zs-game-over>`);
    expect(allByRole(element, 'list').map((list) => list.getAttribute('aria-label'))).to.deep.equal(['Final scores']);
  });

  it('names the winner and lists the final scores best first, with the score sheet and a new game', async () => {
    const element = await fixture<ZsGameOver>(html`<zs-game-over .state=${finished()} game-id="g1"></zs-game-over>`);
    expect(textOf(getByRole(element, 'heading'))).to.match(/Ana/);
    expect(allByRole(getByRole(element, 'list', 'Final scores'), 'listitem').map((item) => textOf(item))).to.deep.equal(
      ['Ana10,000', 'Ben500'],
    );
    expect(getByRole(element, 'link', 'Score sheet').getAttribute('href')).to.equal('#/game/g1/sheet');
    expectTapTargets([getByRole(element, 'link', 'Score sheet'), getByRole(element, 'button', 'New game')]);
    await expectElement(element);
  });

  it('starts a new game from New game', async () => {
    const element = await fixture<ZsGameOver>(html`<zs-game-over .state=${finished()} game-id="g1"></zs-game-over>`);
    getByRole(element, 'button', 'New game').click();
    expect(location.hash).to.equal('#/new');
    location.hash = '';
  });

  it('plays again in one tap; who starts is the next player round the table or last place, as chosen', async () => {
    const three = replay({ rules: presetById('farkle'), players: ['Ana', 'Ben', 'Cy'], throwOff: false }, [
      { type: 'total', points: 10000 },
      { type: 'total', points: 2000 },
      { type: 'total', points: 500 },
    ]);
    const element = await fixture<ZsGameOver>(html`<zs-game-over .state=${three} game-id="g1"></zs-game-over>`);
    const choice = getByRole(element, 'group', 'Who starts the next game');
    expect(
      allByRole(choice, 'radio').map((radio) => [
        textOf(radio.closest('label') as HTMLElement),
        (radio as HTMLInputElement).checked,
      ]),
    ).to.deep.equal([
      ['Ben next round the table', true],
      ['Cy last place', false],
    ]);
    await expectElement(element, {
      act: async () => {
        getByRole(element, 'button', 'Play again').click();
        getByRole(choice, 'radio', /last place/).click();
        await element.updateComplete;
        getByRole(element, 'button', 'Play again').click();
      },
      fires: [
        { type: 'zs-rematch', detail: { start: 'next' } },
        { type: 'zs-rematch', detail: { start: 'last-place' } },
      ],
    });
    expectTapTargets([
      getByRole(element, 'button', 'Play again'),
      ...allByRole(choice, 'radio').map((radio) => radio.closest('label') as HTMLElement),
    ]);
  });

  it('says who starts when the next player is last place too', async () => {
    const element = await fixture<ZsGameOver>(html`<zs-game-over .state=${finished()} game-id="g1"></zs-game-over>`);
    expect(allByRole(element, 'radio')).to.have.length(0);
    expect(textOf(element)).to.contain('Ben starts the next game.');
  });
});
