import { expect, fixture, html } from '@open-wc/testing';
import { dark, light, shellHead, tokenCss } from '../../src/ui/app/tokens.js';
import type { ZsDie } from '../../src/ui/components/zs-die.js';
import '../../src/ui/components/zs-die.js';

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('design tokens, declared once', () => {
  it('are on the document, so every component reads the same colours', async () => {
    const die = await fixture<ZsDie>(html`<zs-die face="3"></zs-die>`);
    const face = die.shadowRoot?.querySelector('.die-body') as SVGElement;
    expect(getComputedStyle(document.documentElement).getPropertyValue('--zs-die-face').trim()).to.equal(light.dieFace);
    expect(getComputedStyle(face).fill).to.equal('rgb(255, 253, 247)');
  });

  it('reach the components inside an element that sets a colour of its own', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="--zs-die-face: rgb(1, 2, 3)"><zs-die face="3"></zs-die></div>`,
    );
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

  it('give each of twelve players a line colour of its own, at least 3:1 on the surface and the sunken surface, light and dark', () => {
    for (const palette of [light, dark]) {
      const players = Object.entries(palette).filter(([name]) => /^player\d+$/.test(name));
      expect(players.map(([name]) => name)).to.deep.equal(Array.from({ length: 12 }, (_, seat) => `player${seat + 1}`));
      expect(new Set(players.map(([, colour]) => colour)).size).to.equal(12);
      for (const [name, colour] of players) {
        expect(contrast(colour, palette.surface), name).to.be.at.least(3);
        expect(contrast(colour, palette.surfaceSunken), name).to.be.at.least(3);
      }
    }
    expect(tokenCss).to.contain(`--zs-player-12: ${light.player12};`);
  });
});
