import { expect, fixture, html } from '@open-wc/testing';
import type { ZsTakeOver } from '../../src/ui/pages/play/zs-take-over.js';
import '../../src/ui/pages/play/zs-take-over.js';
import { descriptionOf } from './form-helpers.js';
import { getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-take-over', () => {
  it('offers "Build off 750 with 4 dice" and "Start fresh", in equal weight without advice', async () => {
    const element = await fixture<ZsTakeOver>(html`<zs-take-over points="750" dice="4" banker="Ana"></zs-take-over>`);
    await expectElement(element, {
      act: () => {
        getByRole(element, 'button', 'Build off 750 with 4 dice').click();
        getByRole(element, 'button', 'Start fresh').click();
      },
      fires: [
        { type: 'zs-start-choice', detail: { takeOver: { points: 750, dice: 4 } } },
        { type: 'zs-start-choice', detail: { takeOver: null } },
      ],
    });
    expect(textOf(element)).to.contain("Build off Ana's 750 and roll the 4 dice left");
    expect(element.shadowRoot?.querySelectorAll('button.primary')).to.have.length(0);
  });

  it('says "Inherit" where the sheet does, and makes the advised choice the primary button, marked', async () => {
    const element = await fixture<ZsTakeOver>(
      html`<zs-take-over points="750" dice="4" banker="Ana" word="inherit" advised="fresh"></zs-take-over>`,
    );
    const fresh = getByRole(element, 'button', 'Start fresh');
    expect(fresh.classList.contains('primary')).to.equal(true);
    expect(textOf(fresh)).to.equal('Advised Start fresh');
    expect(descriptionOf(fresh), 'said, not only drawn').to.equal("The advisor's choice.");
    const inherit = getByRole(element, 'button', 'Inherit 750 with 4 dice');
    expect(inherit.classList.contains('primary')).to.equal(false);
    element.advised = 'take-over';
    await element.updateComplete;
    expect(inherit.classList.contains('primary')).to.equal(true);
    expect(fresh.classList.contains('primary')).to.equal(false);
    await expectElement(element);
  });

  it('shows a refusal under the choice and is accessible', async () => {
    const element = await fixture<ZsTakeOver>(
      html`<zs-take-over points="1250" dice="6" refusal="The start of this turn is already chosen."></zs-take-over>`,
    );
    expect(textOf(element)).to.contain('The start of this turn is already chosen.');
    expect(getByRole(element, 'button', 'Build off 1,250 with 6 dice').getAttribute('aria-describedby')).to.equal(
      'refusal',
    );
    await expectElement(element);
  });
});
