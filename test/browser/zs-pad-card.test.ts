import { expect, fixture, html } from '@open-wc/testing';
import type { ZsPadCard } from '../../src/ui/pages/play/zs-pad-card.js';
import '../../src/ui/pages/play/zs-pad-card.js';
import { allByRole, expectTapTargets, getByRole, tapFaces, textOf } from './helpers.js';
import { expectElement } from './harness.js';

const card = (unsent: { again: boolean } | null = null, refusal = '') =>
  fixture<ZsPadCard>(
    html`<zs-pad-card heading="Ana's roll: 6 dice" .dice=${[1, 5]} capacity="6" .unsent=${unsent} refusal=${refusal}></zs-pad-card>`,
  );

describe('zs-pad-card', () => {
  it('is a region named by its heading, with the dice so far, how many, and the six faces', async () => {
    const element = await card();
    const region = getByRole(element, 'region', "Ana's roll: 6 dice");
    expect(textOf(region)).to.contain('2 of 6');
    expect(allByRole(getByRole(element, 'group', 'Dice faces'), 'button')).to.have.length(6);
    expectTapTargets(allByRole(element, 'button'));
    await expectElement(element);
  });

  it('passes on the faces tapped and the dice tapped away', async () => {
    const element = await card();
    await expectElement(element, {
      act: async () => {
        await tapFaces(element, [3]);
        getByRole(element, 'button', /^Remove 5/).click();
      },
      fires: [
        { type: 'zs-face', detail: { face: 3 } },
        { type: 'zs-die-remove', detail: { index: 1 } },
      ],
    });
  });

  it('offers to save a full roll that is not saved, again after a failure, and shows what was refused', async () => {
    const element = await card({ again: true }, 'This roll has its 6 dice: tap a die to remove it first.');
    await expectElement(element, {
      act: () => getByRole(element, 'button', 'Save this roll again').click(),
      fires: [{ type: 'zs-save-roll' }],
    });
    expect(textOf(element)).to.contain('This roll has its 6 dice');
    const waiting = await card({ again: false });
    expect(allByRole(waiting, 'button', 'Save this roll')).to.have.length(1);
    expect(allByRole(await card(), 'button', /^Save this roll/)).to.have.length(0);
  });
});
