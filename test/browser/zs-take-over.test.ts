import { expect, fixture, html } from '@open-wc/testing';
import type { ZsTakeOver } from '../../src/ui/pages/play/zs-take-over.js';
import '../../src/ui/pages/play/zs-take-over.js';
import { getByRole, record, textOf } from './helpers.js';

describe('zs-take-over', () => {
  it('offers "Take over 750 with 4 dice" and "Start fresh"', async () => {
    const element = await fixture<ZsTakeOver>(html`<zs-take-over points="750" dice="4" banker="Ana"></zs-take-over>`);
    const choices = record<{ takeOver: unknown }>(element, 'zs-start-choice');
    getByRole(element, 'button', 'Take over 750 with 4 dice').click();
    getByRole(element, 'button', 'Start fresh').click();
    expect(choices.map((detail) => detail.takeOver)).to.deep.equal([{ points: 750, dice: 4 }, null]);
    expect(textOf(element)).to.contain("Take over Ana's 750 and roll the 4 dice left");
  });

  it('shows a refusal under the choice and is accessible', async () => {
    const element = await fixture<ZsTakeOver>(html`<zs-take-over points="1250" dice="6" refusal="The start of this turn is already chosen."></zs-take-over>`);
    expect(textOf(element)).to.contain('The start of this turn is already chosen.');
    expect(getByRole(element, 'button', 'Take over 1,250 with 6 dice').getAttribute('aria-describedby')).to.equal('refusal');
    await expect(element).to.be.accessible();
  });
});
