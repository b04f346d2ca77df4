import { expect, fixture, html } from '@open-wc/testing';
import { activeEntries, replay } from '../../src/game/index.js';
import type { Entry } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsEndedTurn } from '../../src/ui/pages/play/zs-ended-turn.js';
import '../../src/ui/pages/play/zs-ended-turn.js';
import { allByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-ended-turn', () => {
  it('says what a zilch cost and shows its dice, once, for a screen reader in words', async () => {
    const entries: Entry[] = [
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4] },
      { type: 'hold', dice: [1, 1, 1] },
      { type: 'roll', dice: [2, 3, 4] },
    ];
    const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben'], throwOff: false };
    const state = replay(setup, entries);
    const element = await fixture<ZsEndedTurn>(
      html`<zs-ended-turn .state=${state} .entries=${activeEntries({ setup, entries, head: 3 })}></zs-ended-turn>`,
    );
    expect(textOf(element)).to.contain('1,000 lost');
    expect(element.shadowRoot?.textContent, 'slotted into the banner').to.contain('The roll: 2, 3, 4.');
    expect(allByRole(element, 'img'), 'the dice are drawn, not announced one by one').to.have.length(0);
    await expectElement(element);
  });

  it('says what a bank added', async () => {
    const entries: Entry[] = [{ type: 'total', points: 650 }];
    const state = replay({ rules: presetById('farkle'), players: ['Ana', 'Ben'], throwOff: false }, entries);
    const element = await fixture<ZsEndedTurn>(
      html`<zs-ended-turn .state=${state} .entries=${entries}></zs-ended-turn>`,
    );
    expect(textOf(element)).to.match(/650/);
  });
});
