import { expect, fixture, html } from '@open-wc/testing';
import type { Face } from '../../src/rules/index.js';
import type { ExplainedHold, ZsHoldList } from '../../src/ui/components/zs-hold-list.js';
import '../../src/ui/components/zs-hold-list.js';
import { allByRole, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

const hold = (dice: Face[], points: number, split: string[]): ExplainedHold => ({ dice, points, split });

const FARKLE_HOLDS = [
  hold([1, 5, 5], 200, ['single 1', 'two single 5s']),
  hold([1, 5], 150, ['single 1', 'single 5']),
  hold([1], 100, ['single 1']),
];

function rows(list: Element): string[] {
  return allByRole(getByRole(list, 'list', 'Legal holds, best first'), 'listitem').map((item) => textOf(item));
}

describe('zs-hold-list', () => {
  it('invites a roll while there are no dice', async () => {
    const list = await fixture<ZsHoldList>(html`<zs-hold-list roll-size="0"></zs-hold-list>`);
    expect(textOf(list)).to.contain('Tap the dice of a roll');
    expect(textOf(list)).not.to.contain('Zilch');
  });

  it('says "Zilch!" when dice were rolled and nothing can be held', async () => {
    const list = await fixture<ZsHoldList>(html`<zs-hold-list roll-size="6" .holds=${[]}></zs-hold-list>`);
    expect(textOf(list)).to.contain('Zilch!');
    expect(allByRole(list, 'list')).to.have.length(0);
  });

  it('lists each hold with its dice, points and split, the best marked', async () => {
    const list = await fixture<ZsHoldList>(html`<zs-hold-list roll-size="6" .holds=${FARKLE_HOLDS}></zs-hold-list>`);
    expect(rows(list)).to.deep.equal([
      'Best hold: 1, 5, 5. Best 200 points. single 1 + two single 5s',
      'Hold: 1, 5. 150 points. single 1 + single 5',
      'Hold: 1. 100 points. single 1',
    ]);
    const dice = list.shadowRoot?.querySelectorAll('li')[0]?.querySelectorAll('.die-face');
    // A face is told by its pips.
    expect(Array.from(dice ?? []).map((die) => die.querySelectorAll('.die-pip').length)).to.deep.equal([1, 5, 5]);
  });

  it('writes points with thousands separators', async () => {
    const list = await fixture<ZsHoldList>(
      html`<zs-hold-list roll-size="10" .holds=${[hold([1, 1, 2, 3, 4, 5, 6], 1600, ['1-2-3-4-5-6', 'single 1'])]}></zs-hold-list>`,
    );
    expect(rows(list)[0]).to.contain('1,600 points. 1-2-3-4-5-6 + single 1');
  });

  it('folds a long list and unfolds it on request', async () => {
    const many = Array.from({ length: 12 }, (_, index) => hold([1], 1200 - index * 50, ['single 1']));
    const list = await fixture<ZsHoldList>(html`<zs-hold-list roll-size="10" .holds=${many}></zs-hold-list>`);
    expect(rows(list)).to.have.length(6);
    const more = getByRole(list, 'button', 'Show all 12 holds');
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    more.click();
    await list.updateComplete;
    expect(rows(list)).to.have.length(12);
    expect(getByRole(list, 'button', 'Show fewer holds').getAttribute('aria-expanded')).to.equal('true');
  });

  it('does not fold a list only one row too long', async () => {
    const seven = Array.from({ length: 7 }, (_, index) => hold([5], 900 - index * 50, ['single 5']));
    const list = await fixture<ZsHoldList>(html`<zs-hold-list roll-size="6" .holds=${seven}></zs-hold-list>`);
    expect(rows(list)).to.have.length(7);
    expect(allByRole(list, 'button')).to.have.length(0);
  });

  it('is accessible with holds and with a zilch', async () => {
    const list = await fixture<ZsHoldList>(html`<zs-hold-list roll-size="6" .holds=${FARKLE_HOLDS}></zs-hold-list>`);
    await expectElement(list);
    list.holds = [];
    await list.updateComplete;
    await expectElement(list);
  });

  describe('to pick (mode="pick")', () => {
    it('makes each hold a toggle button, pressed when it is the selection, and reports a tap', async () => {
      const list = await fixture<ZsHoldList>(
        html`<zs-hold-list mode="pick" selected="1,5,5" .holds=${FARKLE_HOLDS}></zs-hold-list>`,
      );
      const buttons = allByRole(getByRole(list, 'list', 'Legal holds, best first'), 'button');
      expect(buttons.map((button) => button.getAttribute('aria-pressed'))[0]).to.equal('true');
      await expectElement(list, {
        act: () => buttons[1]?.click(),
        fires: [{ type: 'zs-hold-pick', detail: { dice: (FARKLE_HOLDS[1] as ExplainedHold).dice, confirm: false } }],
      });
    });

    it('keeps each button on its hold when the list is reordered under a finger', async () => {
      const list = await fixture<ZsHoldList>(html`<zs-hold-list mode="pick" .holds=${FARKLE_HOLDS}></zs-hold-list>`);
      const touched = getByRole(list, 'button', 'Hold 1, 5, 5: 200 points, single 1 + two single 5s');
      const [best, second, third] = FARKLE_HOLDS as [ExplainedHold, ExplainedHold, ExplainedHold];
      await expectElement(list, {
        act: async () => {
          // The advisor's ranking arrives between the finger going down and the click.
          list.holds = [{ ...third, advised: true }, best, second];
          await list.updateComplete;
          expect(textOf(touched)).to.contain('200');
          touched.click();
        },
        fires: [{ type: 'zs-hold-pick', detail: { dice: best.dice, confirm: false } }],
      });
      expect(allByRole(getByRole(list, 'list'), 'button').indexOf(touched)).to.equal(1);
    });

    it('picks and confirms a hold with Enter', async () => {
      const list = await fixture<ZsHoldList>(html`<zs-hold-list mode="pick" .holds=${FARKLE_HOLDS}></zs-hold-list>`);
      allByRole(list, 'button')[0]?.focus();
      await expectElement(list, {
        act: ['Enter'],
        fires: [{ type: 'zs-hold-pick', detail: { dice: (FARKLE_HOLDS[0] as ExplainedHold).dice, confirm: true } }],
      });
    });

    it('folds after the same six rows as the list to read', async () => {
      // Legal holds differ in their dice, by which the buttons are keyed.
      const many = Array.from({ length: 12 }, (_, index) =>
        hold(
          Array.from({ length: index + 1 }, () => 1 as Face),
          1200 - index * 50,
          ['single 1'],
        ),
      );
      const list = await fixture<ZsHoldList>(html`<zs-hold-list mode="pick" .holds=${many}></zs-hold-list>`);
      expect(allByRole(getByRole(list, 'list'), 'button')).to.have.length(6);
    });
  });
});
