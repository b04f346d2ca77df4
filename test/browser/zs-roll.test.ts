import { expect, fixture, html } from '@open-wc/testing';
import type { ZsRoll } from '../../src/ui/components/zs-roll.js';
import '../../src/ui/components/zs-roll.js';
import { allByRole, expectTapTargets, getByRole, nameOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-roll', () => {
  it('shows each die of the roll as a button that removes it, named by face and place, in order', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[1, 5, 5, 3]} capacity="6"></zs-roll>`);
    const list = getByRole(roll, 'list', 'Roll');
    expect(allByRole(list, 'button').map((button) => nameOf(button))).to.deep.equal([
      'Remove 1, die 1 of 6',
      'Remove 5, die 2 of 6',
      'Remove 5, die 3 of 6',
      'Remove 3, die 4 of 6',
    ]);
  });

  it('gives every die its own name, even ten of one face', async () => {
    const roll = await fixture<ZsRoll>(
      html`<zs-roll .dice=${Array.from({ length: 10 }, () => 5)} capacity="10"></zs-roll>`,
    );
    const names = allByRole(roll, 'button').map((button) => nameOf(button));
    expect(names).to.have.length(10);
    expect(new Set(names).size).to.equal(10);
    expect(names.at(-1)).to.equal('Remove 5, die 10 of 10');
  });

  it('removes the die the keyboard is on, with Enter and Space', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[2, 2, 6]} capacity="6"></zs-roll>`);
    expect(roll.focusDie(1)).to.equal(true);
    await expectElement(roll, {
      act: ['Enter', 'Tab', 'Space'],
      fires: [
        { type: 'zs-die-remove', detail: { index: 1 } },
        { type: 'zs-die-remove', detail: { index: 2 } },
      ],
    });
  });

  it('keeps an empty slot, hidden from assistive technology, for each die still to come', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[2, 2]} capacity="6"></zs-roll>`);
    expect(roll.shadowRoot?.querySelectorAll('.slot')).to.have.length(4);
    expect(allByRole(roll, 'listitem')).to.have.length(2);
  });

  it('asks for a die to be removed with its position', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[1, 5, 5, 3]} capacity="6"></zs-roll>`);
    await expectElement(roll, {
      act: () => allByRole(roll, 'button')[2]?.click(),
      fires: [{ type: 'zs-die-remove', detail: { index: 2 } }],
    });
  });

  it('lays ten dice out in two rows of five', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[1, 2, 3, 4, 5, 6, 1, 2, 3, 4]} capacity="10"></zs-roll>`);
    const tops = allByRole(roll, 'button').map((button) => Math.round(button.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 5)).size).to.equal(1);
    expect(new Set(tops.slice(5)).size).to.equal(1);
    expect(tops[5]).to.be.greaterThan(tops[0] ?? 0);
  });

  it('keeps six dice in one row at 320px', async () => {
    const roll = await fixture<ZsRoll>(
      html`<zs-roll style="width: 286px" .dice=${[1, 2, 3, 4, 5, 6]} capacity="6"></zs-roll>`,
    );
    const boxes = allByRole(roll, 'button').map((button) => button.getBoundingClientRect());
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).to.equal(1);
    for (const box of boxes) expect(box.width).to.be.at.least(44);
  });

  it('never makes a die narrower than 44px: where the row is too narrow, the dice wrap onto more rows', async () => {
    for (const [width, capacity] of [
      [200, 10],
      [230, 10],
      [250, 6],
      [150, 6],
    ] as const) {
      const dice = Array.from({ length: capacity }, (_, index) => ((index % 6) + 1) as 1 | 2 | 3 | 4 | 5 | 6);
      const roll = await fixture<ZsRoll>(
        html`<zs-roll style=${`width: ${width}px`} .dice=${dice} capacity=${capacity}></zs-roll>`,
      );
      const boxes = allByRole(roll, 'button').map((button) => button.getBoundingClientRect());
      const rows = new Set(boxes.map((box) => Math.round(box.top))).size;
      expect(rows, `rows at ${width}px`).to.be.greaterThan(capacity === 10 ? 2 : 1);
      expectTapTargets(
        allByRole(roll, 'button'),
        { right: roll.getBoundingClientRect().right + 0.5 },
        ` at ${width}px`,
      );
    }
  });

  it('keeps dice at most 52px on a wide screen', async () => {
    const roll = await fixture<ZsRoll>(
      html`<zs-roll style="width: 600px" .dice=${[1, 2, 3, 4, 5, 6, 1, 2, 3, 4]} capacity="10"></zs-roll>`,
    );
    for (const button of allByRole(roll, 'button')) expect(button.getBoundingClientRect().width).to.be.within(44, 52);
  });

  it('is accessible', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[6, 4, 4]} capacity="6"></zs-roll>`);
    await expectElement(roll);
  });
});
