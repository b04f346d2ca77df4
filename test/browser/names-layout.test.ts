/**
 * Hostile names on every screen: a 30-letter name without a space never widens a page beyond a
 * 320 or 390 px phone, and a name holding a right-to-left override (stored by an older version)
 * never reorders the words after it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { Ledger } from '../../src/db/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsGamesPage } from '../../src/ui/pages/games/zs-games-page.js';
import '../../src/ui/pages/games/zs-games-page.js';
import type { ZsSheetPage } from '../../src/ui/pages/sheet/zs-sheet-page.js';
import '../../src/ui/pages/sheet/zs-sheet-page.js';
import type { ZsNewGamePage } from '../../src/ui/pages/new-game/zs-new-game-page.js';
import '../../src/ui/pages/new-game/zs-new-game-page.js';
import '../../src/ui/pages/play/zs-challenge-picker.js';
import '../../src/ui/pages/play/zs-take-over.js';
import '../../src/ui/pages/play/zs-tie-break.js';
import { expectOk, leaveTheApp, openLedger, play } from './db-helpers.js';
import { find } from './form-helpers.js';
import { allElements, getByRole, pageLikeTheApp, settle, textOf, until } from './helpers.js';
import { mountPage, settled } from './zs-play-helpers.js';
import { recordingServices, withServices } from './services-fixture.js';

/** 30 characters without a space (the longest name a game takes), and three more long ones. */
const LONG = [
  'Maximiliansdottirbergstrom-Sm',
  'Bartholomewsonnenscheinkroeger',
  'Cyrillusvanderwoodsenhausenii',
  'Dorotheaschwarzenbergerovaaaa',
];
const OVERRIDE = '\u202E';

/** The text a person sees in `root`, shadow roots included (no whitespace folding). */
const rawText = (root: Element) =>
  allElements(root)
    .flatMap((element) => [...(element.shadowRoot?.childNodes ?? []), ...element.childNodes])
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('');

const bdis = (root: Element) => allElements(root).filter((element) => element.localName === 'bdi');

describe('hostile names', () => {
  let ledger: Ledger;

  beforeEach(() => {
    ledger = openLedger();
  });

  afterEach(leaveTheApp);

  for (const width of [320, 390]) {
    describe(`at ${width}px, 30-letter names without spaces`, () => {
      beforeEach(async () => {
        await setViewport({ width, height: 700 });
        pageLikeTheApp();
      });

      const fits = (what: string) =>
        expect(document.documentElement.scrollWidth, `${what}: page width`).to.be.at.most(width);

      it('keep the games list inside the screen', async () => {
        expectOk(await ledger.createGame({ rules: presetById('zilch-15k'), players: LONG }));
        const farkle = expectOk(await ledger.createGame({ rules: presetById('farkle'), players: LONG.slice(0, 2) }));
        await play(ledger, farkle, [
          { type: 'total', points: 10000 },
          { type: 'total', points: 0 },
        ]);
        const page = await withServices<ZsGamesPage>(html`<zs-games-page></zs-games-page>`, recordingServices(ledger));
        await until(() => page.shadowRoot?.querySelectorAll('zs-game-card').length === 2, 'the games are listed');
        await settle(page);
        fits('games list');
      });

      for (const count of [2, 3, 4]) {
        it(`keep the play page inside the screen with ${count} players, and its end`, async () => {
          const created = expectOk(
            await ledger.createGame({ rules: presetById('farkle'), players: LONG.slice(0, count) }),
          );
          const page = await mountPage(created.row.id, recordingServices(ledger));
          await settled(page);
          fits('a turn');
          const totals = Array.from({ length: count }, (_, seat) => ({
            type: 'total' as const,
            points: seat === 0 ? 10000 : 0,
          }));
          await play(ledger, created, totals);
          await until(() => textOf(page).includes('wins!'), 'the game is over');
          await settled(page);
          fits('the finished game');
        });
      }

      it('keep the throw-off and the score sheet inside the screen', async () => {
        const tenDice = expectOk(await ledger.createGame({ rules: presetById('ten-dice'), players: LONG.slice(0, 3) }));
        const throwOff = await mountPage(tenDice.row.id, recordingServices(ledger));
        await until(() => textOf(throwOff).includes('Who starts?'), 'the throw-off shows');
        await settled(throwOff);
        fits('throw-off');
        throwOff.remove();

        const zilch = expectOk(await ledger.createGame({ rules: presetById('zilch-15k'), players: LONG }));
        await play(
          ledger,
          zilch,
          [500, 0, 650, 1000, 550].map((points) => ({ type: 'total' as const, points })),
        );
        const sheet = await withServices<ZsSheetPage>(
          html`<zs-sheet-page .gameId=${zilch.row.id}></zs-sheet-page>`,
          recordingServices(ledger),
        );
        await until(() => sheet.shadowRoot?.querySelector('zs-score-sheet') != null, 'the sheet shows');
        await settle(sheet);
        fits('score sheet');
      });

      it('keep the new game page inside the screen, names and earlier names alike', async () => {
        await ledger.setSetting('recentPlayers', LONG);
        const page = await withServices<ZsNewGamePage>(
          html`<zs-new-game-page></zs-new-game-page>`,
          recordingServices(ledger),
        );
        await until(() => textOf(page).includes('Played before'), 'earlier names are offered');
        getByRole(page, 'button', `Add ${LONG[0]}`).click();
        await settle(page);
        fits('new game');
      });

      it('keep the take-over, the challenge picker and the tie-break inside the screen', async () => {
        const opponents = LONG.slice(1).map((name, index) => ({ seat: index + 1, name, score: 1000 * index }));
        const host = await fixture<HTMLDivElement>(html`<div>
          <zs-take-over points="650" dice="2" banker=${LONG[0]}></zs-take-over>
          <zs-challenge-picker .opponents=${opponents} which=${`${LONG[0]}'s first challenge, below 5,000`} penalty="600"></zs-challenge-picker>
          <zs-tie-break .contenders=${LONG.map((name, index) => ({ name, result: index === 0 ? 650 : null }))} current="1" score="10050"></zs-tie-break>
        </div>`);
        const picker = host.querySelector('zs-challenge-picker') as HTMLElement & { updateComplete: Promise<unknown> };
        getByRole(picker, 'button', 'Challenge…').click();
        await settle(host);
        fits('take-over, challenge and tie-break');
      });
    });
  }

  it('never let a right-to-left override reorder what follows a name, on the games list and the score sheet', async () => {
    const hostile = `${OVERRIDE}=1+1`;
    const game = expectOk(await ledger.createGame({ rules: presetById('farkle'), players: [hostile, 'Ben'] }));
    // The ledger keeps what it is given: the name as an older version stored it.
    expect(game.row.players[0]).to.equal(hostile);

    const list = await withServices<ZsGamesPage>(html`<zs-games-page></zs-games-page>`, recordingServices(ledger));
    await until(() => list.shadowRoot?.querySelector('zs-game-card') != null, 'the game is listed');
    await settle(list);
    expect(rawText(list)).not.to.contain(OVERRIDE);
    expect(bdis(list).map((element) => element.textContent)).to.include('=1+1');
    expect(textOf(find(list, 'link', /=1\+1/))).to.contain('=1+1 0, Ben 0.');
    expect(textOf(find(list, 'link', /=1\+1/))).to.contain('=1+1 is up · round 1');
    list.remove();

    const sheet = await withServices<ZsSheetPage>(
      html`<zs-sheet-page .gameId=${game.row.id}></zs-sheet-page>`,
      recordingServices(ledger),
    );
    await until(() => sheet.shadowRoot?.querySelector('zs-score-sheet') != null, 'the sheet shows');
    await settle(sheet);
    // The printed heading: each name in its own isolate, "=1+1" as typed, then ", Ben".
    const heading = getByRole(sheet, 'heading', /Ben/);
    expect(heading.textContent?.replace(/<!--.*?-->/g, '')).to.equal('=1+1, Ben');
    expect([...heading.querySelectorAll('bdi')].map((element) => element.textContent)).to.deep.equal(['=1+1', 'Ben']);
    expect(rawText(sheet)).not.to.contain(OVERRIDE);
  });
});
