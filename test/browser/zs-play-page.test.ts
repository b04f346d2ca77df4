/**
 * The play page through a turn: what it shows, the dice tapped in, the hold chosen (by touch and from
 * the keyboard), a refused bank, a storage failure, and the draft kept across a reload and a change of
 * game. Undo and Redo: zs-play-undo.test.ts; offers, modes and the end of the game: zs-play-flow.test.ts;
 * accessibility and small screens: zs-play-layout.test.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Ledger } from '../../src/db/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { expectOk } from './db-helpers.js';
import { descriptionOf } from './form-helpers.js';
import { allByRole, allElements, getByRole, textOf, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import {
  bannerHeadings,
  cleanUpPlay,
  draftDice,
  holdCard,
  mountPage,
  newGame,
  press,
  settled,
  stored,
  tap,
  turnTotal,
  untilProblem,
  untilStored,
  whoIsUp,
} from './zs-play-helpers.js';

const bankButton = (page: ZsPlayPage) => getByRole(page, 'button', 'Bank');

const links = (page: ZsPlayPage) =>
  allElements(page).filter((element): element is HTMLAnchorElement => element instanceof HTMLAnchorElement);

describe('zs-play-page', () => {
  afterEach(cleanUpPlay);

  it("shows who is up, the turn total, the dice to roll, what they still need and everyone's standing", async () => {
    const { ledger, game } = await newGame('zilch-15k');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    expect(whoIsUp(page)).to.equal('Ana is up');
    const text = textOf(page);
    expect(text).to.contain('Round 1');
    expect(text).to.contain('500 to get on the board: 500 to go');
    expect(text).to.contain('6 dice');
    // Nothing to bank before the first roll: no Bank to tap by mistake, nor Roll again.
    expect(allByRole(page, 'button', /^(Bank|Roll again)$/)).to.have.length(0);
    const standings = getByRole(page, 'list', 'Standings');
    expect(allByRole(standings, 'listitem').map((item) => textOf(item.querySelector('bdi') ?? item))).to.deep.equal([
      'Ana',
      'Ben',
      'Cy',
    ]);
    const link = links(page).find((a) => textOf(a) === 'Score sheet') as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal(`#/game/${game.row.id}/sheet`);
  });

  it("refuses a 450 bank with the rules' sentence next to Bank, writes nothing, then banks 500", async () => {
    const { ledger, game } = await newGame('zilch-15k');
    const services = recordingServices(ledger);
    const page = await mountPage(game.row.id, services);
    await tap(page, [4, 4, 4, 5, 2, 3]);
    await untilStored(ledger, game.row.id, 1);
    expect(allByRole(page, 'button', /^4, held, die /)).to.have.length(3);
    expect(allByRole(page, 'button', /^5, held, die /)).to.have.length(1);

    await press(page, 'Bank');
    const sentence = '450 of the 500 needed to get on the board: 50 short.';
    expect(descriptionOf(bankButton(page))).to.equal(sentence);
    expect(services.announcements.at(-1)).to.equal(sentence);
    expect((await stored(ledger, game.row.id)).row.head).to.equal(1);

    // Roll on with the two dice left, keep the 5: 500 gets Ana on the board. The pad comes back
    // once the hold is stored.
    await press(page, 'Roll again');
    await untilStored(ledger, game.row.id, 2);
    await settled(page);
    expect(descriptionOf(bankButton(page))).to.equal('');
    await tap(page, [5, 2]);
    await press(page, 'Bank');
    const banked = await untilStored(ledger, game.row.id, 5);
    expect(banked.state.players[0]?.score).to.equal(500);
    await settled(page);
    expect(whoIsUp(page)).to.equal('Ben is up');
    expect(bannerHeadings(page)).to.include('Ana banked 500: total 500');
    expect(services.announcements.at(-1)).to.equal('Ana banks 500, total 500. Ben is up.');
  });

  it('turns the corner: all six scored refuses Bank until the next scoring roll, with a banner', async () => {
    const { ledger, game } = await newGame('zilch-15k');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    await tap(page, [1, 1, 1, 5, 5, 5]);
    await untilStored(ledger, game.row.id, 1);
    expect(allByRole(page, 'button', /, held, die /)).to.have.length(6);
    await press(page, 'Bank');
    expect(descriptionOf(bankButton(page))).to.equal(
      'All 6 dice scored: you must roll them all again before you bank (turning the corner).',
    );
    expect((await stored(ledger, game.row.id)).row.head).to.equal(1);
    await press(page, 'Roll again');
    await untilStored(ledger, game.row.id, 2);
    await settled(page);
    expect(bannerHeadings(page)).to.include('All 6 scored: you must roll them all again before you bank');
    expect(turnTotal(page)).to.equal('3,000');
    await press(page, 'Bank');
    expect(descriptionOf(bankButton(page))).to.contain('you must roll them all again before you bank');
    await tap(page, [1, 2, 3, 4, 6, 6]);
    await untilStored(ledger, game.row.id, 3);
    await press(page, 'Bank');
    const banked = await untilStored(ledger, game.row.id, 5);
    expect(banked.state.players[0]?.score).to.equal(3100);
  });

  it('toggles dice in and out of the hold; an illegal selection says why and cannot be confirmed', async () => {
    const { ledger, game } = await newGame('zilch-15k', [{ type: 'roll', dice: [1, 5, 5, 2, 3, 6] }]);
    const services = recordingServices(ledger);
    const page = await mountPage(game.row.id, services);
    const picker = holdCard(page);
    expect(allByRole(picker, 'button', /held, die /).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      '1, held, die 1 of 6',
      '5, held, die 2 of 6',
      '5, held, die 3 of 6',
      '2, not held, die 4 of 6',
      '3, not held, die 5 of 6',
      '6, not held, die 6 of 6',
    ]);
    expect(textOf(picker)).to.contain('Holding 1, 5, 5: 200, 3 dice left.');
    expect(turnTotal(page), 'the turn total with the selection').to.equal('200');

    getByRole(picker, 'button', '2, not held, die 4 of 6').click();
    await settled(page);
    expect(getByRole(picker, 'button', '2, held, die 4 of 6').getAttribute('aria-pressed')).to.equal('true');
    expect(textOf(picker)).to.contain('2 does not score: hold only dice that score.');
    expect(services.announcements.at(-1)).to.equal('2 does not score: hold only dice that score.');

    await press(page, 'Roll again');
    expect(descriptionOf(getByRole(page, 'button', 'Roll again'))).to.equal(
      '2 does not score: hold only dice that score.',
    );
    await press(page, 'Bank');
    expect(descriptionOf(bankButton(page))).to.equal('2 does not score: hold only dice that score.');
    await sendKeys({ press: 'Enter' });
    await settled(page);
    expect((await stored(ledger, game.row.id)).row.head).to.equal(1);

    // Tapping a legal hold selects exactly its dice; Enter confirms it.
    getByRole(picker, 'button', /^Hold 1: 100 points/).click();
    await settled(page);
    expect(allByRole(picker, 'button', /, held, die /).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      '1, held, die 1 of 6',
    ]);
    expect(getByRole(picker, 'button', /^Hold 1: 100 points/).getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    const held = await untilStored(ledger, game.row.id, 2);
    expect(held.log.entries[1]).to.deep.equal({ type: 'hold', dice: [1] });
    expect(held.state.turn.diceToRoll).to.equal(5);
  });

  it('plays a turn from the keyboard: 1-6, Backspace, Enter, B, U and R', async () => {
    const { ledger, game } = await newGame('zilch-15k');
    const services = recordingServices(ledger);
    const page = await mountPage(game.row.id, services);
    for (const key of ['4', '4', '4', '5', '2', 'Backspace']) await sendKeys({ press: key });
    await settled(page);
    expect(draftDice(page)).to.deep.equal([4, 4, 4, 5]);
    for (const key of ['6', '3']) await sendKeys({ press: key });
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    await sendKeys({ press: 'Enter' });
    await untilStored(ledger, game.row.id, 2);
    await settled(page);
    expect(turnTotal(page)).to.equal('450');
    await sendKeys({ press: 'b' });
    await settled(page);
    expect(descriptionOf(bankButton(page))).to.equal('450 of the 500 needed to get on the board: 50 short.');
    await sendKeys({ press: 'u' });
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    expect(allByRole(page, 'button', /^4, held, die /)).to.have.length(3);
    await sendKeys({ press: 'r' });
    await untilStored(ledger, game.row.id, 2);
    for (const key of ['5', '2']) await sendKeys({ press: key });
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    await sendKeys({ press: 'B' });
    const banked = await untilStored(ledger, game.row.id, 5);
    expect(banked.state.players[0]?.score).to.equal(500);
    expect(services.announcements).to.include('Ana holds 4, 4, 4, 5: 450, turn total 450, roll 2 dice.');
    expect(services.announcements.at(-1)).to.equal('Ana banks 500, total 500. Ben is up.');
  });

  it('keeps the taps of a roll being entered across a reload', async () => {
    const { ledger, game } = await newGame('zilch-15k');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    await tap(page, [6, 2, 2]);
    page.remove();
    const again = await mountPage(game.row.id, recordingServices(ledger));
    expect(draftDice(again)).to.deep.equal([6, 2, 2]);
    await tap(again, [2, 3, 4]);
    const rolled = await untilStored(ledger, game.row.id, 1);
    expect(rolled.log.entries[0]).to.deep.equal({ type: 'roll', dice: [6, 2, 2, 2, 3, 4] });
  });

  it('shows a storage failure as a banner, keeps the game on screen and the dice on the pad', async () => {
    const { ledger, game } = await newGame('farkle');
    const failing = Object.create(ledger) as Ledger;
    failing.actAll = () => Promise.reject(new Error('The device is out of storage space.'));
    const page = await mountPage(
      game.row.id,
      recordingServices(() => Promise.resolve(failing)),
    );
    await tap(page, [1, 5, 2, 3, 4, 4]);
    const banner = await untilProblem(page);
    expect(banner?.getAttribute('heading')).to.equal('The game could not be saved');
    expect(banner?.textContent).to.contain('The device is out of storage space.');
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(draftDice(page)).to.deep.equal([1, 5, 2, 3, 4, 4]);
  });

  it("follows a new game id, keeping each game's own draft", async () => {
    const { ledger, game } = await newGame('zilch-15k');
    const other = expectOk(await ledger.createGame({ rules: presetById('farkle'), players: ['Dee', 'Eli'] }));
    const page = await mountPage(game.row.id, recordingServices(ledger));
    await tap(page, [3, 3]);
    page.gameId = other.row.id;
    await until(
      () => page.shadowRoot?.querySelector('zs-turn-status') != null && textOf(page).includes('Dee is up'),
      'the other game',
    );
    await settled(page);
    expect(draftDice(page)).to.deep.equal([]);
    page.gameId = game.row.id;
    await until(() => textOf(page).includes('Ana is up'), 'the first game again');
    await settled(page);
    expect(draftDice(page)).to.deep.equal([3, 3]);
  });
});
