import { expect, fixture, html } from '@open-wc/testing';
import { dark, light, shellHead, tokenCss } from '../../src/ui/app/tokens.js';
import type { ZsDie } from '../../src/ui/components/zs-die.js';
import '../../src/ui/components/zs-die.js';

describe('design tokens, declared once', () => {
  it('are on the document, so every component reads the same colours', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="3"></zs-die>`);
    const face = die.shadowRoot?.querySelector('.die-body') as SVGElement;
    expect(getComputedStyle(document.documentElement).getPropertyValue('--zs-die-face').trim()).to.equal(light.dieFace);
    expect(getComputedStyle(face).fill).to.equal('rgb(255, 253, 247)');
  });

  it('reach the components inside an element that sets a colour of its own', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div style="--zs-die-face: rgb(1, 2, 3)"><zs-die face="3"></zs-die></div>`);
    const die = wrapper.querySelector('zs-die') as ZsDie;
    await die.updateComplete;
    expect(getComputedStyle(die.shadowRoot?.querySelector('.die-body') as SVGElement).fill).to.equal('rgb(1, 2, 3)');
  });

  it('give index.html its bar colours and its tokens, light and dark, from the same data', () => {
    const head = shellHead();
    expect(head).to.contain(`content="${light.surface}" media="(prefers-color-scheme: light)"`);
    expect(head).to.contain(`content="${dark.surface}" media="(prefers-color-scheme: dark)"`);
    expect(head).to.contain(tokenCss);
    for (const [name, value] of Object.entries(dark)) expect(tokenCss, name).to.contain(value);
  });
});
