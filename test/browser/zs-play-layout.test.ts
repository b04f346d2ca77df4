/**
 * The play page for everyone: accessible at each step of a game, and on a 320px or 390px phone with
 * no sideways scrolling and every tap target at least 44px.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { Entry } from '../../src/game/index.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { allByRole, allElements, pageLikeTheApp, resetPage, textOf } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import { cleanUpPlay, flip, mountPage, newGame, press, settled, tap, untilStored } from './zs-play-helpers.js';
import { expectElement } from './harness.js';

const links = (page: ZsPlayPage) =>
  allElements(page).filter((element): element is HTMLAnchorElement => element instanceof HTMLAnchorElement);

describe('zs-play-page', () => {
  afterEach(async () => {
    await cleanUpPlay();
    await setViewport({ width: 800, height: 600 });
  });

  describe('accessibility', () => {
    const states: Record<string, { rules: string; entries: Entry[]; act?: (page: ZsPlayPage) => Promise<void> }> = {
      'the start of a turn': { rules: 'zilch-15k', entries: [] },
      'choosing a hold': { rules: 'zilch-15k', entries: [{ type: 'roll', dice: [1, 5, 5, 2, 3, 6] }] },
      'roll again or bank, with a refusal': {
        rules: 'zilch-15k',
        entries: [
          { type: 'roll', dice: [4, 4, 4, 5, 2, 3] },
          { type: 'hold', dice: [4, 4, 4, 5] },
        ],
        act: (page) => press(page, 'Bank'),
      },
      'a zilch': {
        rules: 'zilch-15k',
        entries: [
          { type: 'roll', dice: [4, 4, 4, 5, 2, 3] },
          { type: 'hold', dice: [4, 4, 4, 5] },
          { type: 'roll', dice: [2, 3] },
        ],
      },
      'the take-over choice': {
        rules: 'serendipity-creak',
        entries: [{ type: 'roll', dice: [1, 1, 5, 2, 3, 6] }, { type: 'hold', dice: [1, 1, 5] }, { type: 'bank' }],
      },
      'total mode': { rules: 'zilch-15k', entries: [], act: (page) => flip(page, 'Total mode') },
      'the game over': {
        rules: 'zilch-5k',
        entries: [
          { type: 'total', points: 5050 },
          { type: 'total', points: 0 },
          { type: 'total', points: 0 },
        ],
      },
      'a tie-break': {
        rules: 'zilch-5k',
        entries: [
          { type: 'total', points: 5050 },
          { type: 'total', points: 5050 },
          { type: 'total', points: 0 },
        ],
      },
    };
    for (const [name, { rules, entries, act }] of Object.entries(states)) {
      it(`is accessible at ${name}`, async () => {
        const { ledger, game } = await newGame(rules, entries);
        const page = await mountPage(game.row.id, recordingServices(ledger));
        if (act) await act(page);
        await expectElement(page);
      });
    }
  });

  for (const width of [320, 390]) {
    it(`fits ${width}px without sideways scrolling, every tap target at least 44px`, async () => {
      await setViewport({ width, height: 700 });
      pageLikeTheApp();
      try {
        const { ledger, game } = await newGame(
          'ten-dice',
          [{ type: 'first-player', player: 0 }],
          ['Ana', 'Benedikt', 'Cyrille', 'Dorothea'],
        );
        const page = await mountPage(game.row.id, recordingServices(ledger));
        const check = async (what: string) => {
          await settled(page);
          expect(document.documentElement.scrollWidth, `${what}: page width`).to.be.at.most(width);
          for (const target of [...allByRole(page, 'button'), ...allByRole(page, 'switch'), ...links(page)]) {
            const box = target.getBoundingClientRect();
            const label = `${what}: ${target.getAttribute('aria-label') ?? textOf(target)}`;
            expect(box.width, `width of ${label}`).to.be.at.least(44);
            expect(box.height, `height of ${label}`).to.be.at.least(44);
            expect(box.right, `right edge of ${label}`).to.be.at.most(width);
          }
        };
        await tap(page, [1, 1, 1, 5, 5, 2, 2, 3, 4, 6]);
        await untilStored(ledger, game.row.id, 2);
        await check('choosing a hold');
        await press(page, 'Bank');
        await untilStored(ledger, game.row.id, 4);
        await check('after a bank');
        await flip(page, 'Total mode');
        await check('total mode');
      } finally {
        await resetPage();
      }
    });
  }
});
