import { expect, fixture, html } from '@open-wc/testing';
import type { DamagedGame } from '../../src/db/index.js';
import { replay } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsDamagedPlay } from '../../src/ui/pages/play/zs-damaged-play.js';
import '../../src/ui/pages/play/zs-damaged-play.js';
import { allByRole, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

describe('zs-damaged-play', () => {
  it('shows a damaged game read-only: why, the scores before it, its score sheet, a download; nothing that plays', async () => {
    const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben'], throwOff: false };
    const entries = [
      { type: 'total', points: 750 },
      { type: 'total', points: 30 },
    ] as const;
    const damaged = {
      row: { id: 'g1' },
      log: { setup, entries, head: 2 },
      state: replay(setup, entries.slice(0, 1)),
      entryIndex: 1,
      refusal: { code: 'bad-points', reason: 'not-a-multiple', points: 30 },
    } as unknown as DamagedGame;
    const element = await fixture<ZsDamagedPlay>(html`<zs-damaged-play .damaged=${damaged}></zs-damaged-play>`);
    expect(allByRole(element, 'button', 'Download the record')).to.have.length(1);
    expect(getByRole(element, 'link', 'See your games').getAttribute('href')).to.equal('#/');
    expect(allByRole(element, 'group', 'Dice faces'), 'no dice pad').to.have.length(0);
    expect(allByRole(element, 'button', 'Bank'), 'no turn buttons').to.have.length(0);
    expect(element.shadowRoot?.textContent, 'the banner says why').to.contain(
      "Enter the turn's points as a multiple of 50, or 0 for a zilch: 30 is not.",
    );
    expect(textOf(element)).to.contain('Ana');
    await expectElement(element);
  });
});
