import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { StorageError } from '../../src/db/index.js';
import type { Ledger } from '../../src/db/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsApp } from '../../src/ui/app/zs-app.js';
import '../../src/ui/app/zs-app.js';
import type { ZsNewGamePage } from '../../src/ui/pages/new-game/zs-new-game-page.js';
import '../../src/ui/pages/new-game/zs-new-game-page.js';
import { expectOk, freshName, openLedger, pause, removeLedgers } from './db-helpers.js';
import { descriptionOf, find, findAll, focused, type } from './form-helpers.js';
import { allByRole, choose, getByRole, settle, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import type { RecordingServices } from './services-fixture.js';
import { expectElement } from './harness.js';

/** Longer than the page's rest before it remembers house rules. */
const REMEMBER_WAIT_MS = 900;

async function newGamePage(services: RecordingServices): Promise<ZsNewGamePage> {
  const page = await withServices<ZsNewGamePage>(html`<zs-new-game-page></zs-new-game-page>`, services);
  await settle(page);
  return page;
}

/** Types each name into the field for a new player and presses Enter, as a person does. */
async function addPlayers(page: ZsNewGamePage, names: readonly string[]) {
  find(page, 'textbox', "New player's name").focus();
  for (const name of names) {
    await sendKeys({ type: name });
    await sendKeys({ press: 'Enter' });
  }
  await settle(page);
}

const startButton = (page: Element) => getByRole(page, 'button', 'Start game');
const startProblem = (page: ZsNewGamePage) => textOf(page.shadowRoot?.getElementById('start-problem') as Element);
async function chooseRules(page: ZsNewGamePage, id: string) {
  choose(getByRole(page, 'combobox', 'Rules'), id);
  await settle(page);
}

async function openSection(page: ZsNewGamePage, title: string) {
  const editor = page.shadowRoot?.querySelector('zs-rules-editor') as HTMLElement;
  const summary = [...(editor.shadowRoot?.querySelectorAll('summary') ?? [])].find((candidate) =>
    textOf(candidate).startsWith(title),
  );
  const details = summary?.parentElement as HTMLDetailsElement;
  if (!details.open) {
    summary?.click();
    await new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
  }
  await settle(page);
}

describe('zs-new-game-page', () => {
  let ledger: Ledger;
  let services: RecordingServices;

  beforeEach(() => {
    location.hash = '#/new';
    ledger = openLedger();
    services = recordingServices(ledger);
  });

  afterEach(async () => {
    location.hash = '';
    await removeLedgers();
  });

  it('creates the game in the ledger and opens it in place of this page', async () => {
    const page = await newGamePage(services);
    await addPlayers(page, ['Ana', 'Ben', 'Cy']);
    await chooseRules(page, 'zilch-15k');
    expect(textOf(page)).to.contain('500 to get on the board, 350 after');
    const historyLength = history.length;
    startButton(page).click();
    await until(() => location.hash.startsWith('#/game/'), 'the game opens');
    const [game] = await ledger.listGames();
    expect(location.hash).to.equal(`#/game/${game?.id}`);
    // Replaced, not pushed: Back goes to the list of games, not back to this form.
    expect(history.length).to.equal(historyLength);
    expect(game?.setup).to.deep.equal({ rules: presetById('zilch-15k'), players: ['Ana', 'Ben', 'Cy'] });
    expect(game?.summary.phase).to.equal('turn');
    expect(services.announcements).to.deep.equal(['Game started: Ana, Ben, Cy.']);
  });

  it('offers the names of earlier games the next time, and their rules', async () => {
    expectOk(await ledger.createGame({ rules: presetById('zilch-10k'), players: ['Dee', 'Eve'] }));
    const page = await newGamePage(services);
    await until(() => findAll(page, 'button', /^Add (Dee|Eve)$/).length === 2, 'the names are offered');
    expect((getByRole(page, 'combobox', 'Rules') as HTMLSelectElement).value).to.equal('zilch-10k');
    getByRole(page, 'button', 'Add Eve').click();
    getByRole(page, 'button', 'Add Dee').click();
    await settle(page);
    startButton(page).click();
    await until(() => location.hash.startsWith('#/game/'), 'the game opens');
    const [latest] = await ledger.listGames();
    expect(latest?.setup.players).to.deep.equal(['Eve', 'Dee']);
    expect(latest?.setup.rules.id).to.equal('zilch-10k');
    expect(await ledger.getSetting('recentPlayers')).to.deep.equal(['Eve', 'Dee']);
  });

  it('stores typed names normalised, refuses a renamed "Ana" with a zero-width space, and offers saved names cleaned', async () => {
    await ledger.setSetting('recentPlayers', ['Cy\u202E', 'cy', '\u200B', 'Dee\u200B']);
    const page = await newGamePage(services);
    await until(() => allByRole(page, 'button', /^Add (Cy|Dee)$/).length === 2, 'saved names are offered');
    expect(allByRole(page, 'button', /^Add /).map((chip) => textOf(chip))).to.deep.equal(['Cy', 'Dee']);
    await addPlayers(page, ['Ana', 'Ben']);
    const second = find<HTMLInputElement>(page, 'textbox', 'Player 2 name');
    type(second, 'Ana\u200B');
    await settle(page);
    expect(descriptionOf(second)).to.equal('Two players have the same name: give each a name of their own.');
    type(second, '\u202EBen \u2066 Smith ');
    await settle(page);
    startButton(page).click();
    await until(() => location.hash.startsWith('#/game/'), 'the game opens');
    const [game] = await ledger.listGames();
    expect(game?.setup.players).to.deep.equal(['Ana', 'Ben Smith']);
    expect(await ledger.getSetting('recentPlayers')).to.deep.equal([
      'Ana',
      'Ben Smith',
      'Cy\u202E',
      'cy',
      '\u200B',
      'Dee\u200B',
    ]);
  });

  it('refuses to start without players, says so under the button and takes focus to the name field', async () => {
    const page = await newGamePage(services);
    expect(textOf(page)).to.contain('Add at least one player.');
    expect(allByRole(page, 'alert').filter((alert) => textOf(alert) !== '')).to.have.length(0);
    startButton(page).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => startProblem(page) !== '', 'the refusal shows');
    expect(startProblem(page)).to.equal('Add at least one player to start a game.');
    expect(descriptionOf(startButton(page))).to.equal('Add at least one player to start a game.');
    await settle(page);
    expect(focused()).to.equal(find(page, 'textbox', "New player's name"));
    expect(await ledger.listGames()).to.deep.equal([]);
  });

  it('shows a name problem next to the list as it is typed', async () => {
    const page = await newGamePage(services);
    await addPlayers(page, ['Ana', 'Ben']);
    type(find(page, 'textbox', 'Player 2 name'), 'ana ');
    await settle(page);
    const list = page.shadowRoot?.querySelector('zs-player-list') as Element;
    expect(textOf(list)).to.contain('Two players have the same name: give each a name of their own.');
    expect(descriptionOf(find(page, 'textbox', 'Player 2 name'))).to.equal(
      'Two players have the same name: give each a name of their own.',
    );
    startButton(page).click();
    await until(() => startProblem(page) !== '', 'the refusal shows');
    expect(startProblem(page)).to.equal('Two players have the same name: give each a name of their own.');
    expect(focused()).to.equal(find(page, 'textbox', 'Player 1 name'));
    type(find(page, 'textbox', 'Player 2 name'), 'Ben');
    await settle(page);
    expect(startProblem(page)).to.equal('');
    expect(textOf(list)).not.to.contain('same name');
  });

  it('refuses house rules with a problem, with validateRuleset’s message next to the field, and keeps everything typed', async () => {
    const page = await newGamePage(services);
    await addPlayers(page, ['Ana', 'Ben']);
    await chooseRules(page, 'zilch-15k');
    await chooseRules(page, 'house');
    // House rules start as a copy of the preset that was chosen.
    expect(textOf(page)).to.contain('more than 15,000 to win');
    await openSection(page, 'Game');
    choose(getByRole(page, 'combobox', 'Dice'), '5');
    await settle(page);
    const threePairs = find(page, 'spinbutton', 'Three pairs: points');
    expect(descriptionOf(threePairs)).to.equal('Three pairs needs at least 6 dice.');
    startButton(page).click();
    await until(() => startProblem(page) !== '', 'the refusal shows');
    expect(startProblem(page)).to.equal('These rules cannot be played: Three pairs needs at least 6 dice.');
    expect(focused()).to.equal(find(page, 'spinbutton', 'Three pairs: points'));
    expect(await ledger.listGames()).to.deep.equal([]);
    // Nothing typed was lost.
    expect(findAll(page, 'textbox', /^Player \d name$/).map((box) => (box as HTMLInputElement).value)).to.deep.equal([
      'Ana',
      'Ben',
    ]);
    expect((getByRole(page, 'combobox', 'Dice') as HTMLSelectElement).value).to.equal('5');
  });

  it('starts a game with house rules and offers them again next time', async () => {
    const page = await newGamePage(services);
    await addPlayers(page, ['Ana']);
    await chooseRules(page, 'house');
    await openSection(page, 'Game');
    type(find(page, 'textbox', 'Name of these rules'), 'Cellar rules');
    type(find(page, 'spinbutton', 'Target'), '3000');
    await settle(page);
    startButton(page).click();
    await until(() => location.hash.startsWith('#/game/'), 'the game opens');
    const [game] = await ledger.listGames();
    expect(game?.setup.rules).to.deep.include({ id: 'house', name: 'Cellar rules' });
    expect(game?.setup.rules.end.target).to.equal(3000);
    expect((await ledger.getSetting('houseRules'))?.end.target).to.equal(3000);

    location.hash = '#/new';
    const next = await newGamePage(services);
    await until(
      () => (getByRole(next, 'combobox', 'Rules') as HTMLSelectElement).value === 'house',
      'house rules are chosen',
    );
    await settle(next);
    await openSection(next, 'Game');
    expect((find(next, 'spinbutton', 'Target') as HTMLInputElement).value).to.equal('3000');
    expect((find(next, 'textbox', 'Name of these rules') as HTMLInputElement).value).to.equal('Cellar rules');
  });

  it('remembers valid house rules while they are being set up, before any game starts', async () => {
    const page = await newGamePage(services);
    await chooseRules(page, 'house');
    await openSection(page, 'Game');
    type(find(page, 'spinbutton', 'Target'), '4000');
    await pause(REMEMBER_WAIT_MS);
    expect((await ledger.getSetting('houseRules'))?.end.target).to.equal(4000);
  });

  it('throws off for the first player of 10-dice Zilch unless the group picks the order', async () => {
    const page = await newGamePage(services);
    await addPlayers(page, ['Ana', 'Ben']);
    expect(findAll(page, 'group', 'First player')).to.have.length(0);
    await chooseRules(page, 'ten-dice');
    const firstPlayer = find(page, 'group', 'First player');
    expect(find<HTMLInputElement>(firstPlayer, 'radio', /^Throw off for the first player/).checked).to.equal(true);
    startButton(page).click();
    await until(() => location.hash.startsWith('#/game/'), 'the game opens');
    const thrown = await ledger.loadGame(location.hash.split('/')[2] ?? '');
    expect(thrown?.row.setup.throwOff).to.equal(true);
    expect(thrown?.state.phase).to.equal('throw-off');

    location.hash = '#/new';
    const next = await newGamePage(services);
    await until(() => findAll(next, 'group', 'First player').length === 1, 'the last rules are chosen');
    await addPlayers(next, ['Ben', 'Ana']);
    find(find(next, 'group', 'First player'), 'radio', /^We pick the order/).click();
    await settle(next);
    expect(textOf(next)).to.contain('The first player in the list starts; play goes round in this order.');
    startButton(next).click();
    await until(() => location.hash !== '#/new', 'the game opens');
    const picked = await ledger.loadGame(location.hash.split('/')[2] ?? '');
    expect(picked?.row.setup).to.deep.include({ players: ['Ben', 'Ana'], throwOff: false });
    expect(picked?.state.phase).to.equal('turn');
    expect(picked?.state.current).to.equal(0);
  });

  it('says why when the device cannot save the game, and keeps the form as it was', async () => {
    ledger.createGame = () => Promise.reject(new StorageError('quota', 'save'));
    const page = await newGamePage(services);
    await addPlayers(page, ['Ana', 'Ben']);
    startButton(page).click();
    await until(() => startProblem(page) !== '', 'the failure shows');
    expect(startProblem(page)).to.equal(
      "The game was not started. The phone's storage is full. Every game saved before is kept, in two copies: free some space, then try again.",
    );
    expect(location.hash).to.equal('#/new');
    expect(findAll(page, 'textbox', /^Player \d name$/).map((box) => (box as HTMLInputElement).value)).to.deep.equal([
      'Ana',
      'Ben',
    ]);
  });

  it('shows a refusal from the ledger under the button', async () => {
    ledger.createGame = async () => ({
      ok: false,
      refusal: { code: 'bad-setup', problem: { code: 'too-many-players', max: 12 } },
      latest: null,
    });
    const page = await newGamePage(services);
    await addPlayers(page, ['Ana']);
    startButton(page).click();
    await until(() => startProblem(page) !== '', 'the refusal shows');
    expect(startProblem(page)).to.equal('A game has at most 12 players.');
  });

  it('is accessible, with players, house rules and a problem', async () => {
    const page = await newGamePage(services);
    await addPlayers(page, ['Ana', 'Ben']);
    await chooseRules(page, 'ten-dice');
    await chooseRules(page, 'house');
    await openSection(page, 'Scoring');
    type(find(page, 'spinbutton', 'A single 1'), '120');
    await settle(page);
    await expectElement(page);
  });

  describe('in the app', () => {
    it('is reached from the games page’s New game button and lands on the new game', async () => {
      const name = freshName();
      location.hash = '';
      const app = await fixture<ZsApp>(html`<zs-app database-name=${name}></zs-app>`);
      await until(() => allByRole(app, 'button', 'New game').length === 1, 'the games page shows');
      getByRole(app, 'button', 'New game').click();
      await until(() => app.shadowRoot?.querySelector('zs-new-game-page') != null, 'the new game page loads');
      const page = app.shadowRoot?.querySelector('zs-new-game-page') as ZsNewGamePage;
      await settle(page);
      await addPlayers(page, ['Ana', 'Ben']);
      startButton(page).click();
      await until(() => location.hash.startsWith('#/game/'), 'the game opens');
      await until(() => app.shadowRoot?.querySelector('zs-play-page') != null, 'the play page shows');
    });
  });
});
