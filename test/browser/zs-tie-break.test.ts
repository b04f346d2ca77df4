import { expect, fixture, html } from '@open-wc/testing';
import type { ZsTieBreak } from '../../src/ui/pages/play/zs-tie-break.js';
import '../../src/ui/pages/play/zs-tie-break.js';
import { allByRole, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-tie-break', () => {
  it('shows the tied leaders, their throws and who throws now', async () => {
    const element = await fixture<ZsTieBreak>(html`<zs-tie-break
      .contenders=${[
        { name: 'Ana', result: 1000 },
        { name: 'Ben', result: null },
      ]}
      current="1"
      score="15350"
      round="2"
    ></zs-tie-break>`);
    expect(textOf(getByRole(element, 'heading'))).to.equal('Tie-break: Ben throws');
    expect(textOf(element)).to.contain('Ana and Ben are tied at 15,350');
    expect(textOf(element)).to.contain('round 2');
    expect(allByRole(element, 'listitem').map((item) => textOf(item))).to.deep.equal([
      'Ana 1,000 points',
      'Ben throwing now',
    ]);
  });

  it('is accessible', async () => {
    const element = await fixture<ZsTieBreak>(
      html`<zs-tie-break .contenders=${[
        { name: 'Ana', result: null },
        { name: 'Ben', result: null },
      ]}></zs-tie-break>`,
    );
    await expectElement(element);
  });
});
