import { expect, fixture, html } from '@open-wc/testing';
import { replay } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsHoldCard } from '../../src/ui/pages/play/zs-hold-card.js';
import '../../src/ui/pages/play/zs-hold-card.js';
import { allByRole, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

const rolled = () =>
  replay({ rules: presetById('farkle'), players: ['Ana', 'Ben'], throwOff: false }, [
    { type: 'roll', dice: [1, 2, 3, 5, 5, 6] },
  ]);

describe('zs-hold-card', () => {
  it('is a region named "Choose the dice to hold": the roll, what the selection holds, the advice, the legal holds', async () => {
    const element = await fixture<ZsHoldCard>(
      html`<zs-hold-card .state=${rolled()} .held=${[true, false, false, true, true, false]} advice="Keep 1, 5, 5 · bank"></zs-hold-card>`,
    );
    const region = getByRole(element, 'region', 'Choose the dice to hold');
    expect(textOf(region)).to.contain('6 rolled');
    expect(textOf(region)).to.contain('Holding 1, 5, 5: 200, 3 dice left.');
    expect(textOf(region)).to.contain('Keep 1, 5, 5 · bank');
    const holds = allByRole(getByRole(element, 'list', 'Legal holds, best first'), 'button');
    expect(holds[0]?.getAttribute('aria-pressed')).to.equal('true');
    await expectElement(element);
  });

  it('passes on the selection the player makes, and shows what was refused', async () => {
    const element = await fixture<ZsHoldCard>(
      html`<zs-hold-card .state=${rolled()} .held=${[true, false, false, false, false, false]} refusal="2 does not score."></zs-hold-card>`,
    );
    await expectElement(element, {
      act: () => getByRole(element, 'button', '2, not held, die 2 of 6').click(),
      fires: [{ type: 'zs-hold-change', detail: { held: [true, true, false, false, false, false] } }],
    });
    expect(textOf(element)).to.contain('2 does not score.');
  });
});
