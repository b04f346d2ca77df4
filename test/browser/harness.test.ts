/** The harness fails a test for each thing it checks: a detail, a missing or extra event, one that stays inside, axe. */
import { expect, fixture, html } from '@open-wc/testing';
import { expectElement } from './harness.js';

/** A button that fires `zs-face` with `face` from its element, bubbling and composed unless told otherwise. */
async function tapper(init: { face?: number; composed?: boolean; times?: number } = {}): Promise<HTMLButtonElement> {
  const button = await fixture<HTMLButtonElement>(html`<button type="button">Tap</button>`);
  button.addEventListener('click', () => {
    for (let i = 0; i < (init.times ?? 1); i++)
      button.dispatchEvent(
        new CustomEvent('zs-face', {
          detail: { face: init.face ?? 3 },
          bubbles: true,
          composed: init.composed ?? true,
        }),
      );
  });
  return button;
}

/** The error `check` fails with, or null when it passes. */
async function failureOf(check: Promise<unknown>): Promise<string | null> {
  try {
    await check;
    return null;
  } catch (error) {
    return String(error);
  }
}

describe('expectElement', () => {
  it('passes an accessible element that fires what it should', async () => {
    const button = await tapper();
    const heard = await expectElement(button, {
      act: () => button.click(),
      fires: [{ type: 'zs-face', detail: { face: 3 } }],
    });
    expect(heard).to.have.length(1);
  });

  it('fails on another detail, a missing event, an extra one, and one that does not leave its shadow root', async () => {
    const fires = [{ type: 'zs-face', detail: { face: 3 } }] as const;
    const other = await tapper({ face: 4 });
    expect(await failureOf(expectElement(other, { act: () => other.click(), fires }))).to.contain('the events fired');
    const silent = await tapper();
    expect(await failureOf(expectElement(silent, { fires }))).to.contain('the events fired');
    const twice = await tapper({ times: 2 });
    expect(await failureOf(expectElement(twice, { act: () => twice.click(), fires }))).to.contain('the events fired');
    const inside = await tapper({ composed: false });
    expect(await failureOf(expectElement(inside, { act: () => inside.click(), fires }))).to.contain(
      'bubbles out of the shadow root',
    );
  });

  it('fails when a type it must not hear fires', async () => {
    const button = await tapper();
    expect(
      await failureOf(expectElement(button, { act: () => button.click(), silent: ['zs-face'], accessible: false })),
    ).to.contain('the events fired');
  });

  it('fails an element that is not accessible, unless told to check only its events', async () => {
    const unnamed = await fixture<HTMLButtonElement>(html`<button type="button"></button>`);
    expect(await failureOf(expectElement(unnamed))).to.not.equal(null);
    expect(await failureOf(expectElement(unnamed, { accessible: false }))).to.equal(null);
  });

  it('presses keys where the focus is', async () => {
    const button = await tapper();
    button.focus();
    await expectElement(button, {
      act: ['Enter', 'Space'],
      fires: [...Array(2)].map(() => ({ type: 'zs-face', detail: { face: 3 } }) as const),
    });
  });
});
