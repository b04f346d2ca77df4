import { expect, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsSheetPage } from '../../src/ui/pages/sheet/zs-sheet-page.js';
import '../../src/ui/pages/sheet/zs-sheet-page.js';
import { SHEET_ENTRIES, sheetSetup } from '../support/sheet-game.js';
import { expectOk, openLedger, play, removeLedgers } from './db-helpers.js';
import { mountWithLedger } from './export-fixture.js';
import { allByRole, allElements, expectTapTargets, pageLikeTheApp, resetPage, settle, until } from './helpers.js';

async function mount(setup: GameSetup, entries: readonly Entry[]): Promise<ZsSheetPage> {
  const ledger = openLedger();
  const game = await play(ledger, expectOk(await ledger.createGame(setup)), entries);
  const { element } = await mountWithLedger<ZsSheetPage>(
    html`<zs-sheet-page .gameId=${game.row.id}></zs-sheet-page>`,
    ledger,
  );
  await until(() => allElements(element).some((node) => node instanceof HTMLTableElement), 'the sheet shows');
  await settle(element);
  return element;
}

const eightPlayers = (): GameSetup => ({
  rules: presetById('farkle'),
  players: ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Finn', 'Gus', 'Hana'],
});
const eightEntries: Entry[] = Array.from({ length: 20 }, (_, i) => ({
  type: 'total',
  points: i % 5 === 0 ? 0 : 1050 + 50 * i,
}));

const part = (page: Element, selector: string) =>
  allElements(page).find((element) => element.matches(selector)) as HTMLElement;

describe('zs-sheet-page layout', () => {
  beforeEach(() => {
    pageLikeTheApp();
  });

  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
    await resetPage();
    await removeLedgers();
  });

  for (const width of [320, 390]) {
    it(`fits four players in ${width}px without any sideways scrolling, every tap target at least 44px`, async () => {
      await setViewport({ width, height: 800 });
      const page = await mount(sheetSetup(), SHEET_ENTRIES);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const scroller = part(page, '.scroll');
      expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth);
      // The correction dialog's buttons are not shown while it is closed.
      const buttons = allByRole(page, 'button').filter((button) => button.getClientRects().length > 0);
      expect(buttons.length).to.be.greaterThan(30);
      expectTapTargets(buttons);
    });
  }

  it('scrolls eight players sideways inside the sheet only, the round column staying put', async () => {
    await setViewport({ width: 320, height: 800 });
    const page = await mount(eightPlayers(), eightEntries);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    const scroller = part(page, '.scroll');
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
    const roundHeader = part(page, 'tbody th[scope="row"]');
    const before = roundHeader.getBoundingClientRect().left;
    scroller.scrollLeft = 200;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(roundHeader.getBoundingClientRect().left).to.equal(before);
  });

  it('prints the sheet alone: no buttons, no scrolling, the header row repeated on every page', async () => {
    const page = await mount(eightPlayers(), eightEntries);
    await emulateMedia({ media: 'print' });
    expect(getComputedStyle(part(page, '.toolbar')).display).to.equal('none');
    expect(getComputedStyle(part(page, '.scroll')).overflowX).to.equal('visible');
    expect(getComputedStyle(part(page, 'thead')).display).to.equal('table-header-group');
    expect(getComputedStyle(part(page, '.hint')).display).to.equal('none');
    expect(getComputedStyle(part(page, 'tbody th[scope="row"]')).position).to.equal('static');
    // Paper is light whatever the screen's colour scheme.
    expect(getComputedStyle(part(page, 'table')).color).to.equal('rgb(0, 0, 0)');
  });
});
