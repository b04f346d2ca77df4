import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { howToUse } from '../../src/ui/app/how-to-use.js';
import type { ZsApp } from '../../src/ui/app/zs-app.js';
import '../../src/ui/app/zs-app.js';
import type { ZsGamesPage } from '../../src/ui/pages/games/zs-games-page.js';
import '../../src/ui/pages/games/zs-games-page.js';
import type { ZsHowToUse } from '../../src/ui/pages/games/zs-how-to-use.js';
import '../../src/ui/pages/games/zs-how-to-use.js';
import { freshName, leaveTheApp, openLedger } from './db-helpers.js';
import { focused } from './form-helpers.js';
import { allByRole, expectTapTargets, getByRole, settle, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import { expectElement } from './harness.js';

const DISMISSED_KEY = 'zs-how-to-use-dismissed';

/** A first visit on this device: nothing remembered. */
function firstVisit() {
  localStorage.removeItem(DISMISSED_KEY);
  howToUse.reload();
}

const card = (root: Element) => allByRole(root, 'region', 'How to use');

async function gamesPage(): Promise<ZsGamesPage> {
  const page = await withServices<ZsGamesPage>(html`<zs-games-page></zs-games-page>`, recordingServices(openLedger()));
  await until(() => !textOf(page).includes('Loading'), 'the list loads');
  await settle(page);
  return page;
}

async function appAt(hash: string, page: string): Promise<ZsApp> {
  location.hash = hash;
  const app = await fixture<ZsApp>(html`<zs-app database-name=${freshName()}></zs-app>`);
  await until(() => app.shadowRoot?.querySelector(page) != null, `${page} loads`);
  await settle(app);
  return app;
}

describe('zs-how-to-use', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('lists the steps of a game and says when it is to be hidden, light and dark', async () => {
    const element = await fixture<ZsHowToUse>(
      html`<div style="color-scheme: light dark; background: light-dark(#f4f1ea, #121417)"><zs-how-to-use></zs-how-to-use></div>`,
    );
    const howTo = element.querySelector('zs-how-to-use') as ZsHowToUse;
    const steps = allByRole(getByRole(howTo, 'list'), 'listitem').map((item) => textOf(item));
    expect(steps).to.have.length(5);
    expect(steps[1]).to.equal('Throw real dice, then tap in the faces you threw.');
    expect(steps.join(' ')).to.contain('Undo');
    const hide = getByRole(howTo, 'button', 'Hide these steps');
    expectTapTargets([hide]);
    hide.focus();
    await expectElement(howTo, { act: ['Enter'], fires: [{ type: 'zs-how-to-dismiss' }], accessible: false });
    await expectElement(element);
    await emulateMedia({ colorScheme: 'dark' });
    await expectElement(element);
  });
});

describe('the games page: How to use', () => {
  beforeEach(firstVisit);

  afterEach(async () => {
    firstVisit();
    await leaveTheApp();
  });

  it('shows the steps on a first visit; hidden, they stay hidden on this device', async () => {
    const page = await gamesPage();
    expect(card(page)).to.have.length(1);
    await expectElement(page);
    const hide = getByRole(page, 'button', 'Hide these steps');
    hide.focus();
    await sendKeys({ press: 'Enter' });
    await settle(page);
    expect(card(page)).to.have.length(0);
    // The keyboard is not lost with the button: it goes to New game.
    expect(focused()).to.equal(getByRole(page, 'button', 'New game'));
    expect(localStorage.getItem(DISMISSED_KEY)).to.equal('yes');
    // The next visit reads the device afresh.
    howToUse.reload();
    const again = await gamesPage();
    expect(card(again)).to.have.length(0);
  });

  it('shows the steps again from the header, on the games page, with the keyboard on them', async () => {
    localStorage.setItem(DISMISSED_KEY, 'yes');
    howToUse.reload();
    const app = await appAt('', 'zs-games-page');
    const main = getByRole(app, 'main');
    expect(card(main)).to.have.length(0);
    const button = getByRole(getByRole(app, 'banner'), 'button', 'How to use');
    expectTapTargets([button]);
    button.click();
    await until(() => card(main).length === 1, 'the steps show again');
    await settle(app);
    expect(textOf(focused() as Element)).to.equal('How to use');
    expect(localStorage.getItem(DISMISSED_KEY)).to.equal(null);
    await expectElement(app);
  });

  it('moves the keyboard to the steps when asked while they are shown already, and not later, unasked', async () => {
    const app = await appAt('', 'zs-games-page');
    const main = getByRole(app, 'main');
    expect(card(main)).to.have.length(1);
    const button = getByRole(getByRole(app, 'banner'), 'button', 'How to use');
    button.focus();
    button.click();
    await until(
      () => textOf(focused() as Element) === 'How to use' && focused() !== button,
      'the keyboard on the steps',
    );
    button.focus();
    (app.shadowRoot?.querySelector('zs-games-page') as HTMLElement & { requestUpdate(): void }).requestUpdate();
    await settle(app);
    expect(focused(), 'a later render leaves the keyboard where it is').to.equal(button);
  });

  it('takes the player from another page to the steps on the games page', async () => {
    localStorage.setItem(DISMISSED_KEY, 'yes');
    howToUse.reload();
    const app = await appAt('#/explorer', 'zs-rules-explorer');
    getByRole(getByRole(app, 'banner'), 'button', 'How to use').click();
    await until(() => app.shadowRoot?.querySelector('zs-games-page') != null, 'the games page loads');
    await settle(app);
    expect(location.hash).to.equal('#/');
    await until(() => card(getByRole(app, 'main')).length === 1, 'the steps show');
  });
});
