import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { presetById } from '../../src/rules/index.js';
import type { ZsApp } from '../../src/ui/app/zs-app.js';
import '../../src/ui/app/zs-app.js';
import { expectOk, freshName, leaveTheApp, openLedger } from './db-helpers.js';
import { findAll } from './form-helpers.js';
import {
  allByRole,
  choose,
  expectTapTargets,
  getByRole,
  pageLikeTheApp,
  resetPage,
  settle,
  tapFaces,
  textOf,
  until,
} from './helpers.js';
import { expectElement } from './harness.js';

/** The app at #/explorer, once the explorer's lazily loaded page is there. */
async function appAtExplorer(): Promise<ZsApp> {
  const app = await fixture<ZsApp>(html`<zs-app></zs-app>`);
  await until(() => app.shadowRoot?.querySelector('zs-rules-explorer') != null, 'the explorer page loads');
  await settle(app);
  return app;
}

describe('zs-app', () => {
  beforeEach(() => {
    location.hash = '#/explorer';
  });

  afterEach(async () => {
    location.hash = '';
    await resetPage();
  });

  it('says when its first page has rendered, with the static shell it stood in for gone (the service worker waits for it)', async () => {
    const app = await fixture<ZsApp>(html`<zs-app><main data-shell><p>Loading…</p></main></zs-app>`);
    let shown = false;
    void app.firstPageShown.then(() => (shown = true));
    await app.firstPageShown;
    expect(shown).to.equal(true);
    expect(app.shadowRoot?.querySelector('zs-rules-explorer')).to.be.instanceOf(HTMLElement);
    expect(app.querySelector('[data-shell]')).to.equal(null);
  });

  it('announces through its live region, the same sentence twice as twice, without rendering the app again', async () => {
    const app = await appAtExplorer();
    const region = allByRole(app, 'status').find(
      (element) => element.getAttribute('aria-live') === 'polite' && element.parentNode === app.shadowRoot,
    );
    expect(region, 'the app-wide live region').to.be.instanceOf(HTMLElement);
    let updates = 0;
    const update = app.requestUpdate.bind(app);
    app.requestUpdate = (...args: Parameters<typeof app.requestUpdate>) => {
      updates++;
      update(...args);
    };
    app.services.announce('Ana banks 650, total 3,200.');
    expect(textOf(region as HTMLElement), 'cleared first').to.equal('');
    await until(() => textOf(region as HTMLElement) === 'Ana banks 650, total 3,200.', 'the sentence');
    app.services.announce('Ana banks 650, total 3,200.');
    expect(textOf(region as HTMLElement), 'cleared for the same sentence again').to.equal('');
    await until(() => textOf(region as HTMLElement) === 'Ana banks 650, total 3,200.', 'the sentence again');
    expect(updates, 'no render of the app').to.equal(0);
  });

  it('has a banner headed "Zilch Scorepad" and, at #/explorer, the rules explorer in main', async () => {
    const app = await appAtExplorer();
    const banner = getByRole(app, 'banner');
    expect(textOf(getByRole(banner, 'heading'))).to.equal('Zilch Scorepad');
    expect(getByRole(app, 'main').querySelector('zs-rules-explorer')).to.be.instanceOf(HTMLElement);
  });

  for (const width of [320, 390]) {
    it(`fits ${width}px without sideways scrolling, every tap target at least 44px`, async () => {
      await setViewport({ width, height: 700 });
      pageLikeTheApp();
      const app = await appAtExplorer();
      const explorer = app.shadowRoot?.querySelector('zs-rules-explorer') as HTMLElement;
      await settle(app);
      await tapFaces(explorer, [1, 1, 5, 2, 2, 2]);
      await settle(app);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const targets = [...allByRole(app, 'button'), getByRole(app, 'combobox', 'Rules')];
      expect(targets.length).to.be.greaterThan(12);
      expectTapTargets(targets, { right: width });
    });
  }

  it('is accessible', async () => {
    const app = await appAtExplorer();
    await expectElement(app);
  });
});

/** Every button, link, select and text box inside `app` is at least 44px each way and inside `width`. */
function expectAppTapTargets(app: ZsApp, width: number, atLeast: number) {
  // What is not drawn (the home die on a phone) is no target.
  const targets = [
    ...allByRole(app, 'button'),
    ...allByRole(app, 'combobox'),
    ...findAll(app, 'link'),
    ...findAll(app, 'textbox'),
    ...findAll(app, 'spinbutton'),
  ].filter((target) => target.getClientRects().length > 0);
  expect(targets.length).to.be.at.least(atLeast);
  expectTapTargets(targets, { right: width });
}

describe('zs-app, the games and new game screens', () => {
  let databaseName: string;

  beforeEach(() => {
    databaseName = freshName();
    location.hash = '';
  });

  afterEach(leaveTheApp);

  it('shows the games page at the default route, its heading and New game in main', async () => {
    const app = await fixture<ZsApp>(html`<zs-app database-name=${databaseName}></zs-app>`);
    await until(() => app.shadowRoot?.querySelector('zs-games-page') != null, 'the games page loads');
    await settle(app);
    const main = getByRole(app, 'main');
    expect(main.getAttribute('aria-label')).to.equal('Games');
    expect(textOf(getByRole(main, 'heading', 'Games'))).to.equal('Games');
    expect(getByRole(main, 'button', 'New game')).to.be.instanceOf(HTMLButtonElement);
    expect(getByRole(app, 'banner').querySelector('nav a[aria-current="page"]')?.textContent).to.equal('Games');
    await until(() => textOf(main).includes('No games yet'), 'the empty list shows');
    await expectElement(app);
  });

  it('opens a link with a broken escape on the games page, says so, and puts a good address in its place', async () => {
    location.hash = '#/game/%E0%A4%A';
    const app = await fixture<ZsApp>(html`<zs-app database-name=${databaseName}></zs-app>`);
    await until(() => app.shadowRoot?.querySelector('zs-games-page') != null, 'the games page loads');
    await settle(app);
    const main = getByRole(app, 'main');
    expect(main.getAttribute('aria-label')).to.equal('Games');
    expect(textOf(getByRole(main, 'alert'))).to.equal('That link is broken: showing your games.');
    expect(location.hash).to.equal('#/');
    location.hash = '#/new';
    await until(() => app.shadowRoot?.querySelector('zs-new-game-page') != null, 'the new game page loads');
    expect(app.shadowRoot?.querySelector('.link-problem')).to.equal(null);
  });

  for (const width of [320, 390]) {
    it(`fits the games list and the new game form with house rules in ${width}px, tap targets at least 44px`, async () => {
      await setViewport({ width, height: 800 });
      pageLikeTheApp();
      const seeded = openLedger({ name: databaseName });
      expectOk(
        await seeded.createGame({ rules: presetById('zilch-15k'), players: ['Annabelle', 'Bartholomew', 'Cy', 'Dee'] }),
      );
      expectOk(await seeded.createGame({ rules: presetById('ten-dice'), players: ['Eve', 'Fay'] }));
      const app = await fixture<ZsApp>(html`<zs-app database-name=${databaseName}></zs-app>`);
      await until(() => allByRole(app, 'button', /^Delete the game/).length === 2, 'the games are listed');
      await settle(app);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      // New game, two games with their delete buttons, the four menu links, the language and the help button.
      expectAppTapTargets(app, width, 9);

      getByRole(app, 'button', 'New game').click();
      await until(() => allByRole(app, 'button', 'Start game').length === 1, 'the new game page shows');
      await until(() => allByRole(app, 'button', 'Add Bartholomew').length === 1, 'earlier names are offered');
      for (const name of ['Add Annabelle', 'Add Bartholomew', 'Add Cy']) getByRole(app, 'button', name).click();
      await settle(app);
      choose(getByRole(app, 'combobox', 'Rules'), 'house');
      await settle(app);
      const editor = app.shadowRoot?.querySelector('zs-new-game-page')?.shadowRoot?.querySelector('zs-rules-editor');
      for (const details of editor?.shadowRoot?.querySelectorAll('details') ?? []) details.open = true;
      await settle(app);
      choose(getByRole(app, 'combobox', 'Four or more of a kind'), 'flat');
      choose(getByRole(app, 'combobox', 'Dice'), '10');
      await settle(app);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      expectAppTapTargets(app, width, 50);
    });
  }
});

describe('zs-app, a message during a turn', () => {
  afterEach(leaveTheApp);

  it("never lies over the turn's buttons at the bottom of a phone's screen", async () => {
    await setViewport({ width: 390, height: 700 });
    pageLikeTheApp();
    const databaseName = freshName();
    const seeded = openLedger({ name: databaseName });
    const game = expectOk(await seeded.createGame({ rules: presetById('farkle'), players: ['Ana', 'Ben'] }));
    location.hash = `#/game/${game.row.id}`;
    const app = await fixture<ZsApp>(html`<zs-app database-name=${databaseName}></zs-app>`);
    await until(() => allByRole(app, 'button', 'Undo').length === 1, 'the turn is on screen');
    await settle(app);
    const page = app.shadowRoot?.querySelector('zs-play-page');
    await tapFaces(page as HTMLElement & { updateComplete: Promise<unknown> }, [1, 1, 1, 5, 2, 3]);
    await until(() => allByRole(app, 'button', 'Bank').length === 1, 'Bank is offered');
    // The service worker's news, as on a first visit or after an update: it stays until dismissed.
    app.services.toast({ message: 'Update available', duration: 0, action: { label: 'Reload', run: () => undefined } });
    await settle(app);
    const toast = app.shadowRoot?.querySelector('zs-toast')?.shadowRoot?.querySelector('.toast');
    if (!toast) throw new Error('no toast shown');
    const box = toast.getBoundingClientRect();
    // The case that matters: the bar is stuck to the screen's bottom, where a toast would stand.
    const bar = page?.shadowRoot?.querySelector('[data-primary-action]');
    expect(bar?.getBoundingClientRect().bottom ?? 0, 'the bar at the bottom of the screen').to.be.closeTo(
      window.innerHeight,
      1,
    );
    for (const name of ['Bank', 'Undo']) {
      const button = getByRole(app, 'button', name).getBoundingClientRect();
      expect(button.bottom, `${name} is on the screen`).to.be.at.most(window.innerHeight);
      expect(box.bottom <= button.top || box.top >= button.bottom, `the toast leaves ${name} uncovered`).to.equal(true);
    }
  });

  it('never lies over Start game on a small phone: the first visit\'s "Ready to work offline" stands above it', async () => {
    await setViewport({ width: 320, height: 568 });
    pageLikeTheApp();
    location.hash = '#/new';
    const app = await fixture<ZsApp>(html`<zs-app database-name=${freshName()}></zs-app>`);
    await until(() => allByRole(app, 'button', 'Start game').length === 1, 'the new game page');
    await settle(app);
    const start = getByRole(app, 'button', 'Start game');
    // The players scrolled down to it: it is at the bottom of the screen, where a toast stands.
    start.scrollIntoView({ block: 'end' });
    app.services.toast({ message: 'Ready to work offline', duration: 4000 });
    await settle(app);
    await until(() => {
      const toast = app.shadowRoot
        ?.querySelector('zs-toast')
        ?.shadowRoot?.querySelector('.toast')
        ?.getBoundingClientRect();
      const button = start.getBoundingClientRect();
      return toast !== undefined && toast.height > 0 && (toast.bottom <= button.top || toast.top >= button.bottom);
    }, 'the toast leaves Start game uncovered');
    expect(start.getBoundingClientRect().bottom).to.be.at.most(window.innerHeight);
  });
});
