import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import type { ZsDicePad } from '../../src/ui/components/zs-dice-pad.js';
import '../../src/ui/components/zs-dice-pad.js';
import { allByRole, faceButton, getByRole } from './helpers.js';

/** Records every `zs-face` that reaches `target`. */
function recordFaces(target: EventTarget): number[] {
  const faces: number[] = [];
  target.addEventListener('zs-face', (event) => faces.push((event as CustomEvent<{ face: number }>).detail.face));
  return faces;
}

describe('zs-dice-pad', () => {
  afterEach(() => resetMouse());

  it('has six buttons named 1 to 6 in a group named "Dice faces"', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    const group = getByRole(pad, 'group', 'Dice faces');
    expect(allByRole(group, 'button').map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('sends a bubbling, composed zs-face with the tapped face', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><zs-dice-pad></zs-dice-pad></div>`);
    const pad = wrapper.querySelector('zs-dice-pad') as ZsDicePad;
    setTimeout(() => faceButton(pad, 4).click());
    const event = await oneEvent(wrapper, 'zs-face');
    expect(event.detail).to.deep.equal({ face: 4 });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
  });

  it('counts quick taps one by one, the same face included', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    const faces = recordFaces(pad);
    for (const face of [5, 5, 5, 1, 6]) faceButton(pad, face).click();
    expect(faces).to.deep.equal([5, 5, 5, 1, 6]);
  });

  it('counts a real mouse click once (on pointerdown, not again on click)', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    const faces = recordFaces(pad);
    const box = faceButton(pad, 3).getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    expect(faces).to.deep.equal([3]);
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    expect(faces).to.deep.equal([3, 3]);
  });

  it('works from the keyboard with Enter and Space', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    const faces = recordFaces(pad);
    faceButton(pad, 2).focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(faces).to.deep.equal([2, 2, 3]);
  });

  it('has large tap targets', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad style="width: 320px"></zs-dice-pad>`);
    for (const button of allByRole(pad, 'button')) {
      const box = button.getBoundingClientRect();
      expect(box.height, `height of ${button.getAttribute('aria-label')}`).to.be.at.least(56);
      // Six to a row from 294px on (the pad then takes one row of the screen): 44px wide at least.
      expect(box.width, `width of ${button.getAttribute('aria-label')}`).to.be.at.least(44);
      expect(getComputedStyle(button).touchAction).to.equal('manipulation');
    }
  });

  it('puts the faces in two rows of three where six 44px buttons do not fit side by side, else in one row of six', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad style="width: 280px"></zs-dice-pad>`);
    const rowsOf = () => new Set(allByRole(pad, 'button').map((button) => Math.round(button.getBoundingClientRect().top))).size;
    expect(rowsOf()).to.equal(2);
    for (const width of ['300px', '600px']) {
      pad.style.width = width;
      await new Promise(requestAnimationFrame);
      expect(rowsOf(), width).to.equal(1);
    }
  });

  it('is accessible', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    await expect(pad).to.be.accessible();
  });
});
