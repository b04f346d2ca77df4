import { expect, fixture, html } from '@open-wc/testing';
import type { ZsTurnActions } from '../../src/ui/pages/play/zs-turn-actions.js';
import '../../src/ui/pages/play/zs-turn-actions.js';
import { allByRole, getByRole, nameOf, textOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-turn-actions', () => {
  it('has Undo, Roll again and Bank, and Redo only when asked', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions roll-again bank></zs-turn-actions>`);
    expect(allByRole(element, 'button').map((button) => nameOf(button))).to.deep.equal(['Undo', 'Roll again', 'Bank']);
    element.redo = true;
    await element.updateComplete;
    expect(allByRole(element, 'button').map((button) => nameOf(button))).to.deep.equal([
      'Undo',
      'Redo',
      'Roll again',
      'Bank',
    ]);
  });

  it('fills Bank, unless the advice says to roll again: then Roll again is filled and Bank outlined', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions roll-again bank></zs-turn-actions>`);
    const filled = () =>
      ['Roll again', 'Bank'].filter((name) => getByRole(element, 'button', name).classList.contains('primary'));
    expect(filled()).to.deep.equal(['Bank']);
    element.advised = 'roll-again';
    await element.updateComplete;
    expect(filled()).to.deep.equal(['Roll again']);
    expect(getByRole(element, 'button', 'Bank').classList.contains('outline')).to.equal(true);
    await expectElement(element);
  });

  it('says which button was pressed', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions roll-again bank redo></zs-turn-actions>`);
    await expectElement(element, {
      act: () => {
        for (const name of ['Bank', 'Roll again', 'Undo', 'Redo']) getByRole(element, 'button', name).click();
      },
      fires: (['bank', 'roll-again', 'undo', 'redo'] as const).map((action) => ({
        type: 'zs-turn-action' as const,
        detail: { action },
      })),
    });
  });

  it('shows a refusal next to the button that caused it, which it describes', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions
      roll-again
      bank
      .refusal=${{ action: 'bank', message: '450 of the 500 needed to get on the board: 50 short.' }}
    ></zs-turn-actions>`);
    const bank = getByRole(element, 'button', 'Bank');
    const id = bank.getAttribute('aria-describedby') ?? '';
    expect(textOf(element.shadowRoot?.getElementById(id) as HTMLElement)).to.equal(
      '450 of the 500 needed to get on the board: 50 short.',
    );
    expect(getByRole(element, 'button', 'Roll again').hasAttribute('aria-describedby')).to.equal(false);
    // The notch points at the Bank button.
    const refusal = element.shadowRoot?.getElementById(id) as HTMLElement;
    const notch = parseFloat(refusal.style.getPropertyValue('--notch'));
    const box = bank.getBoundingClientRect();
    expect(refusal.getBoundingClientRect().left + notch).to.be.within(box.left, box.right);
  });

  it('shows words in place of Roll again when there is nothing to roll again', async () => {
    const element = await fixture<ZsTurnActions>(
      html`<zs-turn-actions bank hint="Roll 6 dice, then tap them in."></zs-turn-actions>`,
    );
    expect(allByRole(element, 'button', 'Roll again')).to.have.length(0);
    expect(textOf(element)).to.contain('Roll 6 dice, then tap them in.');
  });

  it('is accessible with a refusal and advice', async () => {
    const element = await fixture<ZsTurnActions>(html`<zs-turn-actions
      roll-again
      bank
      redo
      advice="Rolling 3 dice: 27.78% chance to zilch."
      .refusal=${{ action: 'roll-again', message: '2 does not score: hold only dice that score.' }}
    ></zs-turn-actions>`);
    await expectElement(element);
  });
});
