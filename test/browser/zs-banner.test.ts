import { expect, fixture, html } from '@open-wc/testing';
import type { ZsBanner } from '../../src/ui/components/zs-banner.js';
import '../../src/ui/components/zs-banner.js';
import { allByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-banner', () => {
  it('shows the heading and more words; only an alert banner interrupts', async () => {
    const element = await fixture<ZsBanner>(
      html`<zs-banner tone="danger" heading="Zilch! Ana's turn ends — 450 lost">Undo brings the roll back.</zs-banner>`,
    );
    expect(textOf(element.shadowRoot?.querySelector('strong') as HTMLElement)).to.equal(
      "Zilch! Ana's turn ends — 450 lost",
    );
    expect(allByRole(element, 'alert')).to.have.length(0);
    element.alert = true;
    await element.updateComplete;
    expect(allByRole(element, 'alert')).to.have.length(1);
    await expectElement(element);
  });
});
