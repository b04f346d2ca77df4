import { expect, fixture, html } from '@open-wc/testing';
import type { Face } from '../../src/rules/index.js';
import type { ZsDie } from '../../src/ui/components/zs-die.js';
import '../../src/ui/components/zs-die.js';
import { allByRole } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-die', () => {
  for (const face of [1, 2, 3, 4, 5, 6] as Face[]) {
    it(`draws ${face} pip${face === 1 ? '' : 's'} for a ${face} and is named "${face}"`, async () => {
      const die = await fixture<ZsDie>(html`<zs-die .face=${face}></zs-die>`);
      expect(die.shadowRoot?.querySelectorAll('.die-pip')).to.have.length(face);
      expect(allByRole(die, 'img', String(face))).to.have.length(1);
    });
  }

  it('follows a change of face', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="2"></zs-die>`);
    die.face = 6;
    await die.updateComplete;
    expect(die.shadowRoot?.querySelectorAll('.die-pip')).to.have.length(6);
    expect(allByRole(die, 'img', '6')).to.have.length(1);
  });

  it('is hidden from assistive technology when decorative', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="4" decorative></zs-die>`);
    expect(allByRole(die, 'img')).to.have.length(0);
    expect(die.shadowRoot?.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
  });

  it('takes its size from --zs-die-size', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="3" style="--zs-die-size: 64px"></zs-die>`);
    const box = die.getBoundingClientRect();
    expect(box.width).to.equal(64);
    expect(box.height).to.equal(64);
  });

  it('is accessible', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="5"></zs-die>`);
    await expectElement(die);
  });
});

describe('zs-die held', () => {
  it('is named "5, held" and drawn differently when held, "5" otherwise', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="5" held></zs-die>`);
    expect(allByRole(die, 'img', '5, held')).to.have.length(1);
    const heldEdge = getComputedStyle(die.shadowRoot?.querySelector('.die-body') as Element).strokeWidth;
    die.held = false;
    await die.updateComplete;
    expect(allByRole(die, 'img', '5')).to.have.length(1);
    expect(getComputedStyle(die.shadowRoot?.querySelector('.die-body') as Element).strokeWidth).not.to.equal(heldEdge);
  });

  it('is accessible when held', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="3" held></zs-die>`);
    await expectElement(die);
  });
});
