import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { ZsRoll } from '../../src/ui/zs-roll.js';
import '../../src/ui/zs-roll.js';
import { allByRole, getByRole } from './helpers.js';

describe('zs-roll', () => {
  it('shows each die of the roll as a button that removes it, in order', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[1, 5, 5, 3]} capacity="6"></zs-roll>`);
    const list = getByRole(roll, 'list', 'Roll');
    expect(allByRole(list, 'button').map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      'Remove 1',
      'Remove 5',
      'Remove 5',
      'Remove 3',
    ]);
  });

  it('keeps an empty slot, hidden from assistive technology, for each die still to come', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[2, 2]} capacity="6"></zs-roll>`);
    expect(roll.shadowRoot?.querySelectorAll('.slot')).to.have.length(4);
    expect(allByRole(roll, 'listitem')).to.have.length(2);
  });

  it('asks for a die to be removed with its position', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[1, 5, 5, 3]} capacity="6"></zs-roll>`);
    const buttons = allByRole(roll, 'button');
    setTimeout(() => buttons[2]?.click());
    const event = await oneEvent(roll, 'zs-die-remove');
    expect(event.detail).to.deep.equal({ index: 2 });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
  });

  it('lays ten dice out in two rows of five', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[1, 2, 3, 4, 5, 6, 1, 2, 3, 4]} capacity="10"></zs-roll>`);
    const tops = allByRole(roll, 'button').map((button) => Math.round(button.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 5)).size).to.equal(1);
    expect(new Set(tops.slice(5)).size).to.equal(1);
    expect(tops[5]).to.be.greaterThan(tops[0] ?? 0);
  });

  it('keeps six dice in one row at 320px', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll style="width: 286px" .dice=${[1, 2, 3, 4, 5, 6]} capacity="6"></zs-roll>`);
    const boxes = allByRole(roll, 'button').map((button) => button.getBoundingClientRect());
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).to.equal(1);
    for (const box of boxes) expect(box.width).to.be.at.least(44);
  });

  it('is accessible', async () => {
    const roll = await fixture<ZsRoll>(html`<zs-roll .dice=${[6, 4]} capacity="6"></zs-roll>`);
    await expect(roll).to.be.accessible();
  });
});
