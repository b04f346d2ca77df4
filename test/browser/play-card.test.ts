import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { afterNextPaint } from '../../src/ui/app/last-input.js';
import { PlayCard } from '../../src/ui/pages/play/play-card.js';

/** A card that counts its renders and shows how many there were. */
class CountedCard extends PlayCard {
  renders = 0;

  override render() {
    this.renders += 1;
    return html`<p>render ${this.renders}</p>`;
  }
}
customElements.define('zs-counted-card', CountedCard);

describe('PlayCard', () => {
  it('in use, renders with the page', async () => {
    const card = await fixture<CountedCard>(html`<zs-counted-card></zs-counted-card>`);
    expect(card.renders).to.equal(1);
  });

  it('starting parked, is built after the first paint, in a task of its own, and once', async () => {
    const card = await fixture<CountedCard>(html`<zs-counted-card parked></zs-counted-card>`);
    await card.updateComplete;
    expect(card.renders, 'not with the page').to.equal(0);
    expect([card.inert, card.getAttribute('aria-hidden')], 'out of reach while parked').to.deep.equal([true, 'true']);
    expect(card.shadowRoot?.querySelector('p'), 'nothing drawn yet').to.equal(null);
    await afterNextPaint();
    await card.updateComplete;
    expect(card.renders, 'after the paint').to.equal(1);
    expect(card.shadowRoot?.querySelector('p')?.textContent).to.equal('render 1');
    // Parked, it is not drawn again when asked; in use, it is.
    card.requestUpdate();
    await card.updateComplete;
    expect(card.renders).to.equal(1);
    card.parked = false;
    await card.updateComplete;
    expect(card.renders).to.equal(2);
    expect([card.inert, card.hasAttribute('aria-hidden')], 'in reach in use').to.deep.equal([false, false]);
  });

  it('taken into use before the first paint, renders at once, and not again for its build', async () => {
    const card = await fixture<CountedCard>(html`<zs-counted-card parked></zs-counted-card>`);
    card.parked = false;
    await card.updateComplete;
    expect(card.renders).to.equal(1);
    card.parked = true;
    await card.updateComplete;
    await afterNextPaint();
    await card.updateComplete;
    expect(card.renders, 'the build after the paint finds it built').to.equal(1);
  });
});
