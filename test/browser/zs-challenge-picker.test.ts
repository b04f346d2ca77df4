import { expect, fixture, html } from '@open-wc/testing';
import type { ZsChallengePicker } from '../../src/ui/pages/play/zs-challenge-picker.js';
import '../../src/ui/pages/play/zs-challenge-picker.js';
import { getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-challenge-picker', () => {
  it('opens the list of opponents and sends the one picked', async () => {
    const element = await fixture<ZsChallengePicker>(html`<zs-challenge-picker
      .opponents=${[
        { seat: 1, name: 'Ben', score: 1200 },
        { seat: 2, name: 'Cy', score: 0 },
      ]}
      which="Ana's first challenge, below 5,000"
      penalty="600"
    ></zs-challenge-picker>`);
    const toggle = getByRole(element, 'button', 'Challenge…');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await element.updateComplete;
    expect(textOf(element)).to.contain('a zilch costs you 600');
    await expectElement(element, {
      act: () => getByRole(element, 'button', /^Challenge Cy/).click(),
      fires: [{ type: 'zs-challenge', detail: { opponent: 2 } }],
    });
    await element.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('is accessible when open', async () => {
    const element = await fixture<ZsChallengePicker>(
      html`<zs-challenge-picker .opponents=${[{ seat: 1, name: 'Ben', score: 0 }]} penalty="2000"></zs-challenge-picker>`,
    );
    getByRole(element, 'button', 'Challenge…').click();
    await element.updateComplete;
    await expectElement(element);
  });
});
