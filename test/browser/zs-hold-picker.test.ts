import { expect, fixture, html } from '@open-wc/testing';
import type { ExplainedHold } from '../../src/ui/components/zs-hold-list.js';
import type { ZsHoldPicker } from '../../src/ui/pages/play/zs-hold-picker.js';
import '../../src/ui/pages/play/zs-hold-picker.js';
import { allByRole, getByRole, nameOf, textOf } from './helpers.js';
import { expectElement } from './harness.js';
const HOLDS: ExplainedHold[] = [
  { dice: [1, 5, 5], points: 200, split: ['single 1', 'two single 5s'] },
  { dice: [1, 5], points: 150, split: ['single 1', 'single 5'] },
  { dice: [1], points: 100, split: ['single 1'] },
  { dice: [5, 5], points: 100, split: ['two single 5s'] },
  { dice: [5], points: 50, split: ['single 5'] },
];

describe('zs-hold-picker', () => {
  const picker = () =>
    fixture<ZsHoldPicker>(html`<zs-hold-picker
      .roll=${[1, 5, 5, 2, 3, 6]}
      .held=${[true, true, true, false, false, false]}
      .holds=${HOLDS}
      summary="Holding 1, 5, 5: 200."
      advice="Pre-selected: the most points."
    ></zs-hold-picker>`);

  it('shows each die as a toggle named by face, hold and place: "5, held, die 2 of 6"', async () => {
    const element = await picker();
    const group = getByRole(element, 'group', 'Dice of the roll');
    expect(
      allByRole(group, 'button').map((button) => [nameOf(button), button.getAttribute('aria-pressed')]),
    ).to.deep.equal([
      ['1, held, die 1 of 6', 'true'],
      ['5, held, die 2 of 6', 'true'],
      ['5, held, die 3 of 6', 'true'],
      ['2, not held, die 4 of 6', 'false'],
      ['3, not held, die 5 of 6', 'false'],
      ['6, not held, die 6 of 6', 'false'],
    ]);
    expect(textOf(element)).to.contain('Holding 1, 5, 5: 200.');
    expect(textOf(element)).to.contain('Pre-selected: the most points.');
  });

  it('asks to toggle a die, by position', async () => {
    const element = await picker();
    await expectElement(element, {
      act: () => {
        getByRole(element, 'button', '5, held, die 3 of 6').click();
        getByRole(element, 'button', '6, not held, die 6 of 6').click();
      },
      fires: [
        { type: 'zs-hold-change', detail: { held: [true, true, false, false, false, false] } },
        { type: 'zs-hold-change', detail: { held: [true, true, true, false, false, true] } },
      ],
    });
  });

  it('lists the legal holds best first with points; a tap selects its dice', async () => {
    const element = await picker();
    const list = getByRole(element, 'list', 'Legal holds, best first');
    const names = allByRole(list, 'button').map((button) => nameOf(button));
    expect(names[0]).to.equal('Hold 1, 5, 5: 200 points, single 1 + two single 5s');
    expect(names).to.have.length(5);
    expect(getByRole(list, 'button', /^Hold 1, 5, 5:/).getAttribute('aria-pressed')).to.equal('true');
    await expectElement(element, {
      act: () => getByRole(list, 'button', /^Hold 5, 5:/).click(),
      fires: [{ type: 'zs-hold-change', detail: { held: [false, true, true, false, false, false] } }],
    });
  });

  it('confirms with Enter on a die (the selection) or on a hold (that hold)', async () => {
    const element = await picker();
    element.focusFirstDie();
    await expectElement(element, {
      act: ['Enter'],
      fires: [{ type: 'zs-hold-confirm' }],
      silent: ['zs-hold-change'],
      accessible: false,
    });
    await expectElement(element, {
      act: ['Space'],
      fires: [{ type: 'zs-hold-change', detail: { held: [false, true, true, false, false, false] } }],
      silent: ['zs-hold-confirm'],
      accessible: false,
    });
    getByRole(element, 'button', /^Hold 1: /).focus();
    await expectElement(element, {
      act: ['Enter'],
      fires: [
        { type: 'zs-hold-change', detail: { held: [true, false, false, false, false, false] } },
        { type: 'zs-hold-confirm' },
      ],
    });
  });

  it('shows why a selection is not legal', async () => {
    const element = await fixture<ZsHoldPicker>(html`<zs-hold-picker
      .roll=${[1, 2, 3]}
      .held=${[true, true, false]}
      .holds=${[{ dice: [1], points: 100, split: ['single 1'] }]}
      summary="2 does not score: hold only dice that score."
      .legal=${false}
    ></zs-hold-picker>`);
    expect(textOf(element)).to.contain('2 does not score');
    expect(element.shadowRoot?.querySelector('.summary.illegal')).to.not.equal(null);
  });

  it('folds a long list of holds', async () => {
    const many = Array.from({ length: 12 }, (_, i): ExplainedHold => ({
      dice: [1],
      points: 1000 - i * 50,
      split: ['single 1'],
    }));
    const element = await fixture<ZsHoldPicker>(
      html`<zs-hold-picker .roll=${[1]} .held=${[true]} .holds=${many}></zs-hold-picker>`,
    );
    expect(allByRole(getByRole(element, 'list'), 'button')).to.have.length(6);
    getByRole(element, 'button', 'Show all 12 holds').click();
    await element.updateComplete;
    expect(allByRole(getByRole(element, 'list'), 'button')).to.have.length(12);
  });

  it('is accessible', async () => {
    await expectElement(await picker());
  });
});
