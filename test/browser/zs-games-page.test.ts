import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { StorageError } from '../../src/db/index.js';
import type { Ledger, LoadedGame } from '../../src/db/index.js';
import { presetById } from '../../src/rules/index.js';
import { formatLastPlayed } from '../../src/ui/text/last-played.js';
import type { ZsApp } from '../../src/ui/app/zs-app.js';
import '../../src/ui/app/zs-app.js';
import type { ZsGamesPage } from '../../src/ui/pages/games/zs-games-page.js';
import '../../src/ui/pages/games/zs-games-page.js';
import { expectOk, freshName, openLedger, play, removeLedgers } from './db-helpers.js';
import { allByRole, getByRole, settle, textOf, until } from './helpers.js';
import { find, findAll } from './form-helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import type { RecordingServices } from './services-fixture.js';
import { expectElement } from './harness.js';

const HOUR = 3_600_000;

/** The page over `services`, once it shows something other than "Loading". */
async function gamesPage(services: RecordingServices): Promise<ZsGamesPage> {
  const page = await withServices<ZsGamesPage>(html`<zs-games-page></zs-games-page>`, services);
  await until(() => !textOf(page).includes('Loading'), 'the list loads');
  await settle(page);
  return page;
}

function cardNamed(page: Element, players: string) {
  return find(page, 'link', new RegExp(players));
}

/**
 * Three games on a clock the test sets: a finished Farkle game (Ann 10,000, Ben 0; the oldest), a
 * Zilch to 15,000 game with Ben up in round 1, and the newest, a 10-dice game still in its
 * throw-off.
 */
async function threeGames(ledger: Ledger, clock: { now: number }) {
  const base = Date.now() - 3 * HOUR;
  clock.now = base;
  const farkle = expectOk(await ledger.createGame({ rules: presetById('farkle'), players: ['Ann', 'Ben'] }));
  const finished = await play(ledger, farkle, [
    { type: 'total', points: 10000 },
    { type: 'total', points: 0 },
  ]);
  clock.now = base + HOUR;
  const zilch = expectOk(await ledger.createGame({ rules: presetById('zilch-15k'), players: ['Cy', 'Ben', 'Dee'] }));
  const playing = await play(ledger, zilch, [{ type: 'total', points: 650 }]);
  clock.now = base + 2 * HOUR;
  const tenDice = expectOk(await ledger.createGame({ rules: presetById('ten-dice'), players: ['Eve', 'Fay'] }));
  return { finished, playing, tenDice };
}

describe('zs-games-page', () => {
  let clock: { now: number };
  let ledger: Ledger;

  beforeEach(() => {
    clock = { now: Date.now() };
    ledger = openLedger({ now: () => clock.now });
  });

  afterEach(async () => {
    location.hash = '';
    await removeLedgers();
  });

  it('shows its heading and the New game button before the storage has answered', async () => {
    const waiting = recordingServices(() => new Promise<Ledger>(() => undefined));
    const page = await withServices<ZsGamesPage>(html`<zs-games-page></zs-games-page>`, waiting);
    expect(textOf(getByRole(page, 'heading', 'Games'))).to.equal('Games');
    expect(getByRole(page, 'button', 'New game')).to.be.instanceOf(HTMLButtonElement);
    expect(textOf(getByRole(page, 'status'))).to.equal('Loading your games…');
  });

  it('explains the empty list of a first visit in one line, next to New game', async () => {
    const page = await gamesPage(recordingServices(ledger));
    expect(textOf(page)).to.contain('No games yet. Tap New game, add the players and pick the rules.');
    expect(findAll(page, 'link')).to.have.length(0);
    getByRole(page, 'button', 'New game').click();
    expect(location.hash).to.equal('#/new');
  });

  it('lists games being played, then finished ones, each group the most recently played first', async () => {
    const { finished, playing, tenDice } = await threeGames(ledger, clock);
    const page = await gamesPage(recordingServices(ledger));
    const beingPlayed = getByRole(page, 'list', 'Being played');
    const done = getByRole(page, 'list', 'Finished');
    const linksIn = (list: HTMLElement) => findAll(list, 'link').map((link) => link.getAttribute('href'));
    expect(linksIn(beingPlayed)).to.deep.equal([`#/game/${tenDice.row.id}`, `#/game/${playing.row.id}`]);
    // A finished game opens on its score sheet.
    expect(linksIn(done)).to.deep.equal([`#/game/${finished.row.id}/sheet`]);
  });

  it('shows each game’s rules, players with scores, who is up or who won, the round and when it was played', async () => {
    const { finished, playing } = await threeGames(ledger, clock);
    const page = await gamesPage(recordingServices(ledger));
    const zilch = textOf(cardNamed(page, 'Cy'));
    expect(zilch).to.contain('Zilch to 15,000');
    expect(zilch).to.contain('Cy 650, Ben 0, Dee 0.');
    expect(zilch).to.contain('Ben is up · round 1');
    expect(zilch).to.contain(formatLastPlayed(playing.row.updatedAt));
    expect(textOf(cardNamed(page, 'Ann'))).to.contain('Farkle');
    expect(textOf(cardNamed(page, 'Ann'))).to.contain('Ann 10,000, Ben 0.');
    expect(textOf(cardNamed(page, 'Ann'))).to.contain('Ann won · 1 round');
    expect(textOf(cardNamed(page, 'Ann'))).to.contain(formatLastPlayed(finished.row.updatedAt));
    expect(textOf(cardNamed(page, 'Eve'))).to.contain('Throw-off for the first player');
  });

  it('resumes a game when it is tapped', async () => {
    const { playing } = await threeGames(ledger, clock);
    const page = await gamesPage(recordingServices(ledger));
    cardNamed(page, 'Cy').click();
    expect(location.hash).to.equal(`#/game/${playing.row.id}`);
  });

  it('deletes a game at once and brings it back with the toast’s Undo', async () => {
    const { playing } = await threeGames(ledger, clock);
    const services = recordingServices(ledger);
    const page = await gamesPage(services);
    getByRole(page, 'button', 'Delete the game of Cy, Ben, Dee').click();
    await settle(page);
    expect(findAll(page, 'link', /Cy/)).to.have.length(0);
    await until(() => services.toasts.length === 1, 'the toast is asked for');
    const toast = services.toasts[0];
    expect(toast?.message).to.equal('Deleted the game of Cy, Ben, Dee.');
    expect(toast?.action?.label).to.equal('Undo');
    expect(await ledger.loadGame(playing.row.id)).to.equal(null);

    toast?.action?.run();
    await until(() => findAll(page, 'link', /Cy/).length === 1, 'the game is back in the list');
    const back = (await ledger.loadGame(playing.row.id)) as LoadedGame;
    expect(back.state.players.map((player) => player.score)).to.deep.equal([650, 0, 0]);
    // Back in its place: still after the newer 10-dice game.
    const order = findAll(getByRole(page, 'list', 'Being played'), 'link').map((link) => textOf(link).split(' ')[0]);
    expect(order).to.deep.equal(['10-dice', 'Zilch']);
  });

  it('moves keyboard focus to the next game after deleting with the keyboard', async () => {
    await threeGames(ledger, clock);
    const page = await gamesPage(recordingServices(ledger));
    getByRole(page, 'button', 'Delete the game of Eve, Fay').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => findAll(page, 'link', /Eve/).length === 0, 'the game leaves the list');
    await settle(page);
    const focused = page.shadowRoot?.activeElement?.shadowRoot?.activeElement;
    expect(focused).to.equal(cardNamed(page, 'Cy'));
  });

  it('gives the focus to the game Undo brought back when the focus went nowhere', async () => {
    await threeGames(ledger, clock);
    const services = recordingServices(ledger);
    const page = await gamesPage(services);
    getByRole(page, 'button', 'Delete the game of Eve, Fay').click();
    await until(() => services.toasts.length === 1, 'the toast is asked for');
    // As after the toast's Undo button has gone with the toast: nothing has the focus.
    (document.activeElement as HTMLElement | null)?.blur();
    services.toasts[0]?.action?.run();
    await until(() => findAll(page, 'link', /Eve/).length === 1, 'the game is back in the list');
    await settle(page);
    const focused = page.shadowRoot?.activeElement?.shadowRoot?.activeElement;
    expect(focused === cardNamed(page, 'Eve'), 'focus on the game that came back').to.equal(true);
  });

  describe('with more games than a page', () => {
    /**
     * 23 games being played ("Play 1" the oldest … "Play 23" the newest) and 22 finished ones
     * ("Done 1" … "Done 22"), the finished ones played more recently than any game being played.
     */
    async function manyGames() {
      const base = Date.now() - 100 * HOUR;
      for (let i = 1; i <= 23; i++) {
        clock.now = base + i * HOUR;
        expectOk(await ledger.createGame({ rules: presetById('zilch-5k'), players: [`Play ${i}`] }));
      }
      for (let i = 1; i <= 22; i++) {
        clock.now = base + (30 + i) * HOUR;
        const game = expectOk(await ledger.createGame({ rules: presetById('farkle'), players: [`Done ${i}`, 'Zed'] }));
        await play(ledger, game, [
          { type: 'total', points: 10000 },
          { type: 'total', points: 0 },
        ]);
      }
    }
    const firstNames = (list: HTMLElement) =>
      findAll(list, 'link').map((link) => /(Play|Done) \d+/.exec(textOf(link))?.[0]);
    const range = (prefix: string, from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, i) => `${prefix} ${from - i}`);

    it('shows the newest page first, and "Show more games" the rest, a page at a time, with the counts', async function () {
      // Forty-five games written one by one first: on a busy two-core machine that alone nears 20 s.
      this.timeout(60_000);
      await manyGames();
      const page = await gamesPage(recordingServices(ledger));
      expect(findAll(page, 'link')).to.have.length(20);
      expect(firstNames(getByRole(page, 'list', 'Being played'))).to.deep.equal(range('Play', 23, 4));
      expect(findAll(page, 'list', 'Finished')).to.have.length(0);
      expect(textOf(page)).to.contain('Showing 20 of 45 games.');
      await expectElement(page);

      const more = getByRole(page, 'button', 'Show more games');
      more.focus();
      more.click();
      await until(() => findAll(page, 'link').length === 40, 'the second page shows');
      await settle(page);
      expect(firstNames(getByRole(page, 'list', 'Being played'))).to.deep.equal(range('Play', 23, 1));
      expect(firstNames(getByRole(page, 'list', 'Finished'))).to.deep.equal(range('Done', 22, 6));
      expect(textOf(page)).to.contain('Showing 40 of 45 games.');
      // The keyboard carries on at the first game the page added.
      expect(page.shadowRoot?.activeElement?.shadowRoot?.activeElement).to.equal(cardNamed(page, 'Play 3 '));

      getByRole(page, 'button', 'Show more games').click();
      await until(() => findAll(page, 'link').length === 45, 'the last page shows');
      await settle(page);
      expect(firstNames(getByRole(page, 'list', 'Finished'))).to.deep.equal(range('Done', 22, 1));
      expect(allByRole(page, 'button', 'Show more games')).to.have.length(0);
      expect(textOf(page)).not.to.contain('Showing');
      expect(page.shadowRoot?.activeElement?.shadowRoot?.activeElement).to.equal(cardNamed(page, 'Done 5'));
    });

    it('keeps the counts and the page live: a new game comes in on top, a deleted one lets the next one in', async () => {
      await manyGames();
      const services = recordingServices(ledger);
      const page = await gamesPage(services);
      clock.now = Date.now();
      const otherTab = openLedger({ name: ledger.name, now: () => clock.now });
      expectOk(await otherTab.createGame({ rules: presetById('zilch-5k'), players: ['Gus'] }));
      await until(() => textOf(page).includes('Showing 20 of 46 games.'), 'the count follows the other tab');
      expect(textOf(findAll(page, 'link')[0] as HTMLElement)).to.contain('Gus is up');
      expect(findAll(page, 'link')).to.have.length(20);
      getByRole(page, 'button', 'Delete the game of Gus').click();
      await until(() => textOf(page).includes('Showing 20 of 45 games.'), 'the count drops');
      await until(() => findAll(page, 'link', /Play 4 is up/).length === 1, 'the next game moves up');
      expect(findAll(page, 'link')).to.have.length(20);
    });
  });

  it('shows a game another tab starts without being asked', async () => {
    const page = await gamesPage(recordingServices(ledger));
    const otherTab = openLedger({ name: ledger.name });
    expectOk(await otherTab.createGame({ rules: presetById('zilch-5k'), players: ['Gus'] }));
    await until(() => findAll(page, 'link', /Gus/).length === 1, 'the new game appears');
  });

  it('says clearly when the saved games cannot be read', async () => {
    const message = 'This browser is not letting Zilch Scorepad open saved games (private browsing can do this).';
    const fail = () => Promise.reject(new StorageError('unavailable', 'load'));
    const broken = { listGames: fail, countGames: fail } as unknown as Ledger;
    const page = await gamesPage(recordingServices(broken));
    expect(textOf(getByRole(page, 'alert'))).to.equal(message);
    expect(getByRole(page, 'button', 'New game')).to.be.instanceOf(HTMLButtonElement);
  });

  it('keeps the game and says why when a delete fails', async () => {
    await threeGames(ledger, clock);
    ledger.deleteGame = () => Promise.reject(new StorageError('quota', 'save'));
    const services = recordingServices(ledger);
    const page = await gamesPage(services);
    getByRole(page, 'button', 'Delete the game of Ann, Ben').click();
    await until(() => allByRole(page, 'alert').length === 1, 'the failure is shown');
    expect(textOf(getByRole(page, 'alert'))).to.equal(
      "The game was not deleted. The phone's storage is full. Every game saved before is kept, in two copies: free some space, then try again.",
    );
    await settle(page);
    expect(findAll(page, 'link', /Ann/)).to.have.length(1);
    expect(services.toasts).to.have.length(0);
  });

  it('is accessible, empty and with games', async () => {
    const empty = await gamesPage(recordingServices(ledger));
    await expectElement(empty);
    await threeGames(ledger, clock);
    await until(() => findAll(empty, 'link').length === 3, 'the games appear');
    await settle(empty);
    await expectElement(empty);
  });

  describe('in the app', () => {
    it('is the first screen, and its toast’s Undo button brings a deleted game back', async () => {
      const name = freshName();
      const seeded = openLedger({ name });
      expectOk(await seeded.createGame({ rules: presetById('farkle'), players: ['Ann', 'Ben'] }));
      location.hash = '';
      const app = await fixture<ZsApp>(html`<zs-app database-name=${name}></zs-app>`);
      await until(() => findAll(app, 'link', /Ann/).length === 1, 'the game is listed');
      getByRole(app, 'button', 'Delete the game of Ann, Ben').click();
      await until(() => allByRole(app, 'button', 'Undo').length === 1, 'the toast offers Undo');
      expect(textOf(getByRole(app.shadowRoot?.querySelector('zs-toast') as Element, 'status'))).to.contain(
        'Deleted the game of Ann, Ben.',
      );
      expect(findAll(app, 'link', /Ann/)).to.have.length(0);
      getByRole(app, 'button', 'Undo').click();
      await until(() => findAll(app, 'link', /Ann/).length === 1, 'the game is back');
    });
  });
});
