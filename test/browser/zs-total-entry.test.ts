import { expect, fixture, html } from '@open-wc/testing';
import type { ZsTotalEntry } from '../../src/ui/pages/play/zs-total-entry.js';
import '../../src/ui/pages/play/zs-total-entry.js';
import { getByRole, nameOf, textOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-total-entry', () => {
  const field = (element: ZsTotalEntry) => element.shadowRoot?.querySelector('input') as HTMLInputElement;

  it('sends the typed points, separators allowed, with the free dice when asked', async () => {
    const element = await fixture<ZsTotalEntry>(html`<zs-total-entry free-dice-max="6"></zs-total-entry>`);
    expect(nameOf(field(element))).to.equal('Turn total');
    await expectElement(element, {
      act: () => {
        field(element).value = '1,250';
        getByRole(element, 'button', 'Bank total').click();
        const select = element.shadowRoot?.querySelector('select') as HTMLSelectElement;
        select.value = '2';
        getByRole(element, 'button', 'Bank total').click();
        getByRole(element, 'button', 'Zilch').click();
      },
      fires: [
        { type: 'zs-total', detail: { points: 1250 } },
        { type: 'zs-total', detail: { points: 1250, freeDice: 2 } },
        { type: 'zs-total', detail: { points: 0 } },
      ],
    });
  });

  it('refuses an empty field or words before asking the rules, and keeps what was typed', async () => {
    const element = await fixture<ZsTotalEntry>(html`<zs-total-entry></zs-total-entry>`);
    await expectElement(element, {
      act: async () => {
        getByRole(element, 'button', 'Bank total').click();
        await element.updateComplete;
        expect(textOf(element)).to.contain("Type the turn's points, or tap Zilch.");
        field(element).value = 'lots';
        getByRole(element, 'button', 'Bank total').click();
        await element.updateComplete;
      },
      silent: ['zs-total'],
    });
    expect(textOf(element)).to.contain('Type the points as a whole number, like 650: "lots" is not one.');
    expect(field(element).getAttribute('aria-invalid')).to.equal('true');
    expect(field(element).value).to.equal('lots');
  });

  it("shows the rules' refusal under the field and is accessible", async () => {
    const element = await fixture<ZsTotalEntry>(html`<zs-total-entry
      free-dice-max="6"
      refusal="Enter the turn's points as a multiple of 50, or 0 for a zilch: 75 is not."
    ></zs-total-entry>`);
    expect(field(element).getAttribute('aria-describedby')).to.equal('total-refusal');
    expect(textOf(element)).to.contain('75 is not.');
    await expectElement(element);
  });
});
