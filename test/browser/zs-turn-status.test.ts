import { expect, fixture, html } from '@open-wc/testing';
import type { ZsTurnStatus } from '../../src/ui/pages/play/zs-turn-status.js';
import '../../src/ui/pages/play/zs-turn-status.js';
import { allByRole, allElements, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

/** The text of `node` with the elements `skip` picks left out, white space collapsed. */
function textWithout(node: Node, skip: (element: Element) => boolean): string {
  const raw = (current: Node): string => {
    if (current instanceof Element && skip(current)) return '';
    if (current.nodeType === Node.TEXT_NODE) return current.textContent ?? '';
    return Array.from(current.childNodes, raw).join('');
  };
  return raw(node).replace(/\s+/g, ' ').trim();
}

/** The text a screen reader reads: what is aria-hidden left out. */
const spoken = (node: Node) => textWithout(node, (element) => element.getAttribute('aria-hidden') === 'true');

/** The text drawn: the words only a screen reader gets left out. */
const drawn = (node: Node) => textWithout(node, (element) => element.classList.contains('visually-hidden'));

describe('zs-turn-status', () => {
  const players = [
    { name: 'Ana', score: 3200, onBoard: true },
    { name: 'Ben', score: 0, onBoard: false },
    { name: 'Cy', score: 650, onBoard: true },
  ];
  const place = { leader: false, up: false, next: false, toWin: null };
  const standings = [
    { ...place, seat: 0, score: 3200, onBoard: true, leader: true, behind: 0, toTarget: 11800 },
    { ...place, seat: 1, score: 0, onBoard: false, behind: 3200, toTarget: 15000, up: true },
    { ...place, seat: 2, score: 650, onBoard: true, behind: 2550, toTarget: 14350, next: true },
  ];

  it('shows who is up, the turn, what they need and the standings of everyone', async () => {
    const element = await fixture<ZsTurnStatus>(html`<zs-turn-status
      .players=${players}
      .standings=${standings}
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
    for (const part of [
      'Round 4',
      'Turn total 350',
      '2 dice',
      '500 to get on the board: 150 to go',
      'Kept this cycle: 1, 5, 5, 5',
    ]) {
      expect(text).to.contain(part);
    }
    const list = getByRole(element, 'list', 'Standings');
    const items = allByRole(list, 'listitem');
    expect(items.map((item) => spoken(item))).to.deep.equal([
      'Ana 3,200 points, leads, 11,800 to the target',
      'Ben 0 points, 3,200 behind, not on the board, up now',
      'Cy 650 points, 2,550 behind, next',
    ]);
    expect(items.map((item) => drawn(item))).to.deep.equal([
      'Ana 3,200 leads · 11,800 to go',
      'Ben 0 −3,200 · off board',
      'Cy 650 −2,550 · next',
    ]);
    const link = allElements(element).find((node) => node instanceof HTMLAnchorElement) as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('#/game/x/sheet');
  });

  it('leaves out the board status where the rules have no opening minimum', async () => {
    const element = await fixture<ZsTurnStatus>(
      html`<zs-turn-status .players=${players} .standings=${standings} current="1"></zs-turn-status>`,
    );
    expect(textOf(element)).not.to.contain('board');
  });

  it('puts twelve players on rows that wrap at 320 px: no score needs a scroll to be seen', async () => {
    const many = Array.from({ length: 12 }, (_, seat) => ({
      name: `Player number ${seat + 1}`,
      score: seat * 1000,
      onBoard: true,
    }));
    const places = many.map((player, seat) => ({
      ...place,
      seat,
      score: player.score,
      onBoard: true,
      leader: seat === 11,
      behind: 11000 - player.score,
      toTarget: 10000,
    }));
    const element = await fixture<ZsTurnStatus>(
      html`<div style="width: 320px"><zs-turn-status .players=${many} .standings=${places}></zs-turn-status></div>`,
    );
    const status = element.querySelector('zs-turn-status') as ZsTurnStatus;
    const list = getByRole(status, 'list', 'Standings');
    expect(list.scrollWidth).to.be.at.most(list.clientWidth);
    const box = list.getBoundingClientRect();
    for (const item of allByRole(list, 'listitem')) {
      const score = item.querySelector('strong') as HTMLElement;
      const rect = score.getBoundingClientRect();
      expect(rect.left, textOf(item)).to.be.at.least(box.left);
      expect(rect.right, textOf(item)).to.be.at.most(box.right + 0.5);
    }
  });

  it('is accessible', async () => {
    const element = await fixture<ZsTurnStatus>(
      html`<zs-turn-status .players=${players} .standings=${standings} board-status need="350 to bank: reached" need-met sheet-href="#/game/x/sheet"></zs-turn-status>`,
    );
    await expectElement(element);
  });
});
