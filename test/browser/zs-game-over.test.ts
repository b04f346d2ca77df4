import { expect, fixture, html } from '@open-wc/testing';
import { replay } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsGameOver } from '../../src/ui/pages/play/zs-game-over.js';
import '../../src/ui/pages/play/zs-game-over.js';
import { allByRole, expectTapTargets, getByRole, textOf } from './helpers.js';

const finished = () =>
  replay({ rules: presetById('farkle'), players: ['Ana', 'Ben'], throwOff: false }, [
    { type: 'total', points: 10000 },
    { type: 'total', points: 500 },
  ]);

describe('zs-game-over', () => {
  it('names the winner and lists the final scores best first, with the score sheet and a new game', async () => {
    const element = await fixture<ZsGameOver>(html`<zs-game-over .state=${finished()} game-id="g1"></zs-game-over>`);
    expect(textOf(getByRole(element, 'heading'))).to.match(/Ana/);
    expect(allByRole(getByRole(element, 'list', 'Final scores'), 'listitem').map((item) => textOf(item))).to.deep.equal(['Ana10,000', 'Ben500']);
    expect(getByRole(element, 'link', 'Score sheet').getAttribute('href')).to.equal('#/game/g1/sheet');
    expectTapTargets([getByRole(element, 'link', 'Score sheet'), getByRole(element, 'button', 'New game')]);
    await expect(element).to.be.accessible();
  });

  it('starts a new game from New game', async () => {
    const element = await fixture<ZsGameOver>(html`<zs-game-over .state=${finished()} game-id="g1"></zs-game-over>`);
    getByRole(element, 'button', 'New game').click();
    expect(location.hash).to.equal('#/new');
    location.hash = '';
  });
});
