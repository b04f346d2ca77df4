import { expect, fixture, html } from '@open-wc/testing';
import type { ZsTurnStatus } from '../../src/ui/pages/play/zs-turn-status.js';
import '../../src/ui/pages/play/zs-turn-status.js';
import { allByRole, allElements, getByRole, textOf } from './helpers.js';

describe('zs-turn-status', () => {
  const players = [
    { name: 'Ana', score: 3200, onBoard: true },
    { name: 'Ben', score: 0, onBoard: false },
    { name: 'Cy', score: 650, onBoard: true },
  ];

  it('shows who is up, the turn, what they need and the others in one row', async () => {
    const element = await fixture<ZsTurnStatus>(html`<zs-turn-status
      .players=${players}
      current="1"
      turn-total="350"
      dice-to-roll="2"
      round="4"
      need="500 to get on the board: 150 to go"
      board-status
      .kept=${[1, 5, 5, 5]}
      sheet-href="#/game/x/sheet"
    ></zs-turn-status>`);
    expect(textOf(getByRole(element, 'heading'))).to.equal('Ben is up');
    const text = textOf(element);
    for (const part of ['Round 4', 'Score 0', 'Not on the board yet', 'Turn total 350', '2 dice', '500 to get on the board: 150 to go', 'Kept this cycle: 1, 5, 5, 5']) {
      expect(text).to.contain(part);
    }
    const others = getByRole(element, 'list', "Other players' scores");
    expect(allByRole(others, 'listitem').map((item) => textOf(item))).to.deep.equal(['Ana 3,200', 'Cy 650']);
    const link = allElements(element).find((node) => node instanceof HTMLAnchorElement) as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('#/game/x/sheet');
  });

  it('leaves out the board status where the rules have no opening minimum', async () => {
    const element = await fixture<ZsTurnStatus>(html`<zs-turn-status .players=${players} current="1"></zs-turn-status>`);
    expect(textOf(element)).not.to.contain('board');
  });

  it('is accessible', async () => {
    const element = await fixture<ZsTurnStatus>(html`<zs-turn-status .players=${players} board-status need="350 to bank: reached" need-met></zs-turn-status>`);
    await expect(element).to.be.accessible();
  });
});
