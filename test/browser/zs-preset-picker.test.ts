import { expect, fixture, html } from '@open-wc/testing';
import { presets } from '../../src/rules/index.js';
import type { ZsPresetPicker } from '../../src/ui/components/zs-preset-picker.js';
import '../../src/ui/components/zs-preset-picker.js';
import { allByRole, choose, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

async function picker(value: string) {
  return fixture<ZsPresetPicker>(html`<zs-preset-picker .presets=${presets} value=${value}></zs-preset-picker>`);
}

function facts(element: Element): string[] {
  return allByRole(getByRole(element, 'list', 'At a glance'), 'listitem').map((item) => textOf(item));
}

describe('zs-preset-picker', () => {
  it('offers every preset by name in a select labelled "Rules", the chosen one selected', async () => {
    const element = await picker('zilch-10k');
    const select = getByRole(element, 'combobox', 'Rules') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).to.deep.equal(
      presets.map((preset) => preset.name),
    );
    expect(select.value).to.equal('zilch-10k');
    expect(select.selectedOptions[0]?.textContent).to.equal('Zilch to 10,000');
  });

  it('describes the chosen preset and shows its facts at a glance', async () => {
    const element = await picker('zilch-15k');
    expect(textOf(element)).to.contain('500 to get on the board, 350 after');
    expect(facts(element)).to.deep.equal(['6 dice', 'more than 15,000 to win', '500 to open', '350 to bank after']);
  });

  it('leaves out minimums that are zero', async () => {
    const element = await picker('ten-dice');
    expect(facts(element)).to.deep.equal(['10 dice', '20,000 to win']);
    element.value = 'zilch-1000-open';
    await element.updateComplete;
    expect(facts(element)).to.deep.equal(['6 dice', '10,000 to win', '1,000 to open']);
  });

  it('sends zs-preset-change when the player chooses another preset', async () => {
    const element = await picker('farkle');
    await expectElement(element, {
      act: () => choose(getByRole(element, 'combobox', 'Rules'), 'serendipity-creak'),
      fires: [{ type: 'zs-preset-change', detail: { id: 'serendipity-creak' } }],
    });
    expect(textOf(element)).to.contain('small and large straights');
  });

  it('is accessible', async () => {
    const element = await picker('zilch-5k');
    await expectElement(element);
  });
});
