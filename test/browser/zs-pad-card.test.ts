import { expect, fixture, html } from '@open-wc/testing';
import type { ZsPadCard } from '../../src/ui/pages/play/zs-pad-card.js';
import '../../src/ui/pages/play/zs-pad-card.js';
import { allByRole, expectTapTargets, getByRole, record, tapFaces, textOf } from './helpers.js';

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
    await expect(element).to.be.accessible();
  });

  it('passes on the faces tapped and the dice tapped away', async () => {
    const element = await card();
    const faces = record<{ face: number }>(element, 'zs-face');
    const removed = record<{ index: number }>(element, 'zs-die-remove');
    await tapFaces(element, [3]);
    getByRole(element, 'button', /^Remove 5/).click();
    expect(faces).to.deep.equal([{ face: 3 }]);
    expect(removed).to.deep.equal([{ index: 1 }]);
  });

  it('offers to save a full roll that is not saved, again after a failure, and shows what was refused', async () => {
    const element = await card({ again: true }, 'This roll has its 6 dice: tap a die to remove it first.');
    const saves = record<undefined>(element, 'zs-save-roll');
    getByRole(element, 'button', 'Save this roll again').click();
    expect(saves).to.have.length(1);
    expect(textOf(element)).to.contain('This roll has its 6 dice');
    const waiting = await card({ again: false });
    expect(allByRole(waiting, 'button', 'Save this roll')).to.have.length(1);
    expect(allByRole(await card(), 'button', /^Save this roll/)).to.have.length(0);
  });
});
