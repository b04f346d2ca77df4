import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse, resetMouse } from '@web/test-runner-commands';
import type { ZsDicePad } from '../../src/ui/components/zs-dice-pad.js';
import '../../src/ui/components/zs-dice-pad.js';
import { allByRole, faceButton, getByRole } from './helpers.js';
import { expectElement } from './harness.js';

/** Records every `zs-face` that reaches `target`. */
function recordFaces(target: EventTarget): number[] {
  const faces: number[] = [];
  target.addEventListener('zs-face', (event) => faces.push((event as CustomEvent<{ face: number }>).detail.face));
  return faces;
}

/** A finger's pointer event on `button`, at its middle moved right by `dx` px. */
function finger(button: HTMLElement, type: 'pointerdown' | 'pointerup' | 'pointercancel', pointerId: number, dx = 0) {
  const box = button.getBoundingClientRect();
  const at = { clientX: box.x + box.width / 2 + dx, clientY: box.y + box.height / 2 };
  button.dispatchEvent(
    new PointerEvent(type, {
      pointerType: 'touch',
      pointerId,
      isPrimary: pointerId === 1,
      button: 0,
      bubbles: true,
      composed: true,
      ...at,
    }),
  );
}

/** A finger's touchend on `button`, as it follows the pointerup; whether the pad cancelled it. */
function touchEnd(button: HTMLElement): boolean {
  const event = new Event('touchend', { bubbles: true, composed: true, cancelable: true });
  button.dispatchEvent(event);
  return event.defaultPrevented;
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
    await expectElement(wrapper, {
      act: () => faceButton(pad, 4).click(),
      fires: [{ type: 'zs-face', detail: { face: 4 } }],
    });
  });

  it('counts quick taps one by one, the same face included', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    await expectElement(pad, {
      act: () => {
        for (const face of [5, 5, 5, 1, 6] as const) faceButton(pad, face).click();
      },
      fires: ([5, 5, 5, 1, 6] as const).map((face) => ({ type: 'zs-face' as const, detail: { face } })),
    });
  });

  it('counts a real mouse click once (on pointerdown, not again on click)', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    const faces = recordFaces(pad);
    const box = faceButton(pad, 3).getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    expect(faces).to.deep.equal([3]);
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    expect(faces).to.deep.equal([3, 3]);
  });

  it('counts a touch when the finger lifts where it went down, and cancels its touchend so the browser makes no click of it', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    const faces = recordFaces(pad);
    const three = faceButton(pad, 3);
    finger(three, 'pointerdown', 1);
    expect(faces, 'not while the finger is down').to.deep.equal([]);
    finger(three, 'pointerup', 1);
    expect(faces, 'on the lift').to.deep.equal([3]);
    expect(touchEnd(three), 'no click comes, to land on what the die brought under the finger').to.equal(true);
    three.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true, composed: true }));
    expect(faces, 'a click that comes anyway is not counted again').to.deep.equal([3]);
  });

  it('adds nothing for a finger that slides away or starts a scroll, and leaves its click to the browser, which counts once', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    const faces = recordFaces(pad);
    const four = faceButton(pad, 4);
    finger(four, 'pointerdown', 1);
    finger(four, 'pointerup', 1, 30);
    expect(touchEnd(four), 'its touchend is left alone').to.equal(false);
    finger(four, 'pointerdown', 2);
    finger(four, 'pointercancel', 2);
    expect(faces).to.deep.equal([]);
    four.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true, composed: true }));
    expect(faces).to.deep.equal([4]);
  });

  it('counts two thumbs once each, the second going down before the first lifts', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    const faces = recordFaces(pad);
    const [one, six] = [faceButton(pad, 1), faceButton(pad, 6)];
    finger(one, 'pointerdown', 1);
    finger(six, 'pointerdown', 2);
    finger(one, 'pointerup', 1);
    expect(touchEnd(one)).to.equal(true);
    finger(six, 'pointerup', 2);
    expect(touchEnd(six)).to.equal(true);
    expect(faces).to.deep.equal([1, 6]);
  });

  it('works from the keyboard with Enter and Space', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    faceButton(pad, 2).focus();
    await expectElement(pad, {
      act: ['Enter', 'Space', 'Tab', 'Enter'],
      fires: ([2, 2, 3] as const).map((face) => ({ type: 'zs-face' as const, detail: { face } })),
    });
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
    const rowsOf = () =>
      new Set(allByRole(pad, 'button').map((button) => Math.round(button.getBoundingClientRect().top))).size;
    expect(rowsOf()).to.equal(2);
    for (const width of ['300px', '600px']) {
      pad.style.width = width;
      await new Promise(requestAnimationFrame);
      expect(rowsOf(), width).to.equal(1);
    }
  });

  it('is accessible', async () => {
    const pad = await fixture<ZsDicePad>(html`<zs-dice-pad></zs-dice-pad>`);
    await expectElement(pad);
  });
});
