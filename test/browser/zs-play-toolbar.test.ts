import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { presetById } from '../../src/rules/index.js';
import type { ZsPlayToolbar } from '../../src/ui/pages/play/zs-play-toolbar.js';
import '../../src/ui/pages/play/zs-play-toolbar.js';
import { descriptionOf } from './form-helpers.js';
import { allByRole, expectTapTargets, getByRole } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-play-toolbar', () => {
  it('shows Total mode always, Advice with an advisor, Key shortcuts when asked, each a switch that says if it is on', async () => {
    const element = await fixture<ZsPlayToolbar>(
      html`<zs-play-toolbar total-mode .advice=${false} .shortcuts=${true}></zs-play-toolbar>`,
    );
    expect(getByRole(element, 'switch', 'Total mode').getAttribute('aria-checked')).to.equal('true');
    expect(getByRole(element, 'switch', 'Advice').getAttribute('aria-checked')).to.equal('false');
    const keys = getByRole(element, 'switch', 'Key shortcuts');
    expect(descriptionOf(keys)).to.equal(
      '1 to 6 add a die, Backspace removes one, Enter holds, B banks, R rolls again, U undoes.',
    );
    expectTapTargets(allByRole(element, 'switch'));
    await expectElement(element);
    const bare = await fixture<ZsPlayToolbar>(html`<zs-play-toolbar></zs-play-toolbar>`);
    expect(allByRole(bare, 'switch')).to.have.length(1);
  });

  it('offers Play to win while advice is on, described, on unless the table plays for points', async () => {
    const element = await fixture<ZsPlayToolbar>(html`<zs-play-toolbar .advice=${true}></zs-play-toolbar>`);
    const toWin = getByRole(element, 'switch', 'Play to win');
    expect(toWin.getAttribute('aria-checked')).to.equal('true');
    expect(descriptionOf(toWin)).to.equal(
      'On: the advice is the chance to win the game, where it is known. Off: the most points this turn.',
    );
    await expectElement(element, {
      act: () => toWin.click(),
      fires: [{ type: 'zs-play-switch', detail: { which: 'goal' } }],
      accessible: false,
    });
    element.toWin = false;
    await element.updateComplete;
    expect(getByRole(element, 'switch', 'Play to win').getAttribute('aria-checked')).to.equal('false');
    element.advice = false;
    await element.updateComplete;
    expect(allByRole(element, 'switch', 'Play to win')).to.have.length(0);
    await expectElement(element);
  });

  it('says how far the chances to win are worked out, last, and nothing when they are not being worked out', async () => {
    const element = await fixture<ZsPlayToolbar>(
      html`<zs-play-toolbar .advice=${true} .solving=${34}></zs-play-toolbar>`,
    );
    const line = () => element.shadowRoot?.querySelector('.solving')?.textContent ?? null;
    expect(line()).to.equal('Chances to win: 34% worked out');
    expect(element.shadowRoot?.lastElementChild?.classList.contains('solving'), 'after every switch').to.equal(true);
    await expectElement(element);
    element.solving = null;
    await element.updateComplete;
    expect(line()).to.equal(null);
  });

  it('offers the Rules of the game given, and no Rules button without them', async () => {
    const element = await fixture<ZsPlayToolbar>(
      html`<zs-play-toolbar .rules=${presetById('farkle')}></zs-play-toolbar>`,
    );
    const rules = getByRole(element, 'button', 'Rules');
    expectTapTargets([rules]);
    rules.click();
    await element.updateComplete;
    expect(getByRole(element, 'dialog', 'Rules: Farkle')).to.not.equal(null);
    const bare = await fixture<ZsPlayToolbar>(html`<zs-play-toolbar></zs-play-toolbar>`);
    expect(allByRole(bare, 'button', 'Rules')).to.have.length(0);
  });

  it('says which switch was flipped, by tap or by keyboard', async () => {
    const element = await fixture<ZsPlayToolbar>(html`<zs-play-toolbar .advice=${true}></zs-play-toolbar>`);
    await expectElement(element, {
      act: async () => {
        getByRole(element, 'switch', 'Total mode').click();
        getByRole(element, 'switch', 'Advice').focus();
        await sendKeys({ press: 'Space' });
      },
      fires: [
        { type: 'zs-play-switch', detail: { which: 'total' } },
        { type: 'zs-play-switch', detail: { which: 'advice' } },
      ],
    });
  });
});
