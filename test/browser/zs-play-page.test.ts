import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { Ledger } from '../../src/db/index.js';
import type { Entry } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { expectOk } from './db-helpers.js';
import { descriptionOf } from './form-helpers.js';
import {
  allByRole,
  allElements,
  getByRole,
  nameOf,
  pageLikeTheApp,
  resetPage,
  tapFaces,
  textOf,
  until,
} from './helpers.js';
import { recordingServices } from './services-fixture.js';
import {
  BANKED_900_FOUR_LEFT,
  bannerHeadings,
  cleanUpPlay,
  draftDice,
  holdCard,
  mountPage,
  newGame,
  settled,
  stored,
  untilStored,
} from './zs-play-helpers.js';

const bankButton = (page: ZsPlayPage) => getByRole(page, 'button', 'Bank');

/** The text field labelled `label`. */
function field(page: ZsPlayPage, label: string): HTMLInputElement {
  const found = allElements(page).filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && nameOf(element) === label,
  );
  if (found.length !== 1) throw new Error(`Expected one field labelled ${label}, found ${found.length}`);
  return found[0] as HTMLInputElement;
}

const links = (page: ZsPlayPage) =>
  allElements(page).filter((element): element is HTMLAnchorElement => element instanceof HTMLAnchorElement);

/** The turn total as the status shows it. */
function turnTotal(page: ZsPlayPage): string {
  const status = page.shadowRoot?.querySelector('zs-turn-status');
  return textOf(status?.shadowRoot?.querySelector('.total') ?? document.createElement('i'));
}

function whoIsUp(page: ZsPlayPage): string {
  return textOf(getByRole(page, 'heading', /is up$/));
}

async function tap(page: ZsPlayPage, faces: readonly number[]) {
  await tapFaces(page, faces);
  await settled(page);
}

async function press(page: ZsPlayPage, name: string) {
  getByRole(page, 'button', name).click();
  await settled(page);
}

async function flip(page: ZsPlayPage, name: string) {
  getByRole(page, 'switch', name).click();
  await settled(page);
}

describe('zs-play-page', () => {
  afterEach(async () => {
    await cleanUpPlay();
    await setViewport({ width: 800, height: 600 });
  });

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

  it('shows a zilch with what it cost, and Undo puts the roll back on the pad', async () => {
    const { ledger, game } = await newGame('zilch-15k', [
      { type: 'roll', dice: [4, 4, 4, 5, 2, 3] },
      { type: 'hold', dice: [4, 4, 4, 5] },
    ]);
    const services = recordingServices(ledger);
    const page = await mountPage(game.row.id, services);
    await tap(page, [2, 3]);
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    expect(bannerHeadings(page)).to.include("Zilch! Ana's turn ends — 450 lost");
    expect(services.announcements.at(-1)).to.equal('Ana zilches, 450 lost. Ben is up.');
    expect(whoIsUp(page)).to.equal('Ben is up');

    await press(page, 'Undo');
    await untilStored(ledger, game.row.id, 2);
    await settled(page);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(turnTotal(page)).to.equal('450');
    expect(draftDice(page)).to.deep.equal([2, 3]);
    expect(services.announcements.at(-1)).to.equal(
      "Undone: Ana's roll 2, 3, a zilch. Ana is up: turn total 450, roll 2 dice.",
    );
    // The dice wait for a fix: tap the wrong one away, tap the right one in, and the roll goes.
    getByRole(page, 'button', 'Remove 3, die 2 of 2').click();
    await settled(page);
    await tap(page, [1]);
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    expect(allByRole(page, 'button', /^1, held, die /)).to.have.length(1);
    // Redo is offered only while something undone can be done again; the new roll dropped it.
    expect(allByRole(page, 'button', 'Redo')).to.have.length(0);
  });

  it('offers Redo after an Undo, and a hold banked together is undone and redone together, saying so', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const services = recordingServices(ledger);
    const page = await mountPage(game.row.id, services);
    expect(allByRole(page, 'button', 'Redo')).to.have.length(0);
    await press(page, 'Bank');
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    await press(page, 'Undo');
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    // Back at the hold, with the hold that was banked selected again.
    expect(allByRole(page, 'button', /^1, held, die /)).to.have.length(1);
    expect(allByRole(page, 'button', /^5, held, die /)).to.have.length(1);
    expect(services.announcements.at(-1)).to.equal(
      "Undone: Ana's hold 1, 5 and bank of 150. Ana: choose the dice to hold.",
    );
    await press(page, 'Redo');
    const redone = await untilStored(ledger, game.row.id, 3);
    expect(redone.state.players[0]?.score).to.equal(150);
    await settled(page);
    expect(services.announcements.at(-1)).to.equal(
      "Redone: Ana's hold 1, 5 and bank of 150. Ben is up: turn total 0, roll 6 dice.",
    );
  });

  it('undoes a tap whole after a reload, and a hold and a bank tapped one by one one at a time', async () => {
    const { ledger, game } = await newGame('farkle', [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    // Ana holds (Enter) and banks (B): two taps. Ben rolls and banks from the hold step: one tap.
    await sendKeys({ press: 'Enter' });
    await untilStored(ledger, game.row.id, 2);
    await settled(page);
    await sendKeys({ press: 'b' });
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    await tap(page, [5, 2, 2, 3, 4, 6]);
    await untilStored(ledger, game.row.id, 4);
    await settled(page);
    await press(page, 'Bank');
    await untilStored(ledger, game.row.id, 6);
    page.remove();

    const services = recordingServices(ledger);
    const again = await mountPage(game.row.id, services);
    /** Presses Undo, waits until the ledger holds `count` entries, and gives what was announced. */
    const undoTo = async (count: number) => {
      const said = services.announcements.length;
      await press(again, 'Undo');
      await untilStored(ledger, game.row.id, count);
      // Said once the journal holds it too: a moment after the database.
      await until(() => services.announcements.length > said, 'the undo said');
      await settled(again);
      return services.announcements.at(-1);
    };
    expect(await undoTo(4)).to.equal("Undone: Ben's hold 5 and bank of 50. Ben: choose the dice to hold.");
    expect(await undoTo(3)).to.equal("Undone: Ben's roll 5, 2, 2, 3, 4, 6. Ben is up: turn total 0, roll 6 dice.");
    expect(draftDice(again)).to.deep.equal([5, 2, 2, 3, 4, 6]);
    expect(await undoTo(2)).to.equal("Undone: Ana's bank of 150. Ana is up: turn total 150, roll 4 dice.");
    expect(await undoTo(1)).to.equal("Undone: Ana's hold 1, 5. Ana: choose the dice to hold.");
  });

  it('counts two quick taps on Undo as two undos', async () => {
    const { ledger, game } = await newGame('farkle', [
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
      { type: 'hold', dice: [1, 5] },
      { type: 'roll', dice: [5, 5, 5, 2] },
    ]);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    getByRole(page, 'button', 'Undo').click();
    getByRole(page, 'button', 'Undo').click();
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    // Back at the first hold, with the hold that was made selected.
    expect(allByRole(page, 'button', /, held, die /).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      '1, held, die 1 of 6',
      '5, held, die 2 of 6',
    ]);
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

  it('offers "Inherit 900 with 4 dice" (the sheet\'s word) or "Start fresh" after a bank where the rules allow it', async () => {
    const entries = BANKED_900_FOUR_LEFT;
    const { ledger, game } = await newGame('serendipity-creak', entries);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    expect(whoIsUp(page)).to.equal('Ben is up');
    const offer = game.state.takeOverOffer;
    expect(offer).to.deep.equal({ points: 900, dice: 4 });
    getByRole(page, 'button', 'Inherit 900 with 4 dice').click();
    await untilStored(ledger, game.row.id, entries.length + 1);
    await settled(page);
    expect(turnTotal(page)).to.equal('900');
    await press(page, 'Bank');
    expect(descriptionOf(bankButton(page))).to.equal('Roll the 4 dice and score before banking the 900 you took over.');
    expect(allByRole(page, 'button', 'Start fresh')).to.have.length(0);
  });

  it('starts fresh when the player says so', async () => {
    const { ledger, game } = await newGame('serendipity-creak', [
      { type: 'roll', dice: [1, 1, 5, 2, 3, 6] },
      { type: 'hold', dice: [1, 1, 5] },
      { type: 'bank' },
    ]);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    expect(allByRole(page, 'group', 'Dice faces')).to.have.length(0);
    await press(page, 'Start fresh');
    const started = await untilStored(ledger, game.row.id, 4);
    expect(started.log.entries[3]).to.deep.equal({ type: 'start', takeOver: null });
    await settled(page);
    expect(allByRole(page, 'group', 'Dice faces')).to.have.length(1);
  });

  it('in total mode refuses 75 next to the field and banks 650; the switch is remembered', async () => {
    const { ledger, game } = await newGame('zilch-15k');
    const services = recordingServices(ledger);
    const page = await mountPage(game.row.id, services);
    const toggle = getByRole(page, 'switch', 'Total mode');
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    toggle.click();
    await settled(page);
    expect(toggle.getAttribute('aria-checked')).to.equal('true');
    const points = field(page, 'Turn total');
    points.focus();
    await sendKeys({ type: '75' });
    await sendKeys({ press: 'Enter' });
    await settled(page);
    expect(descriptionOf(points)).to.equal("Enter the turn's points as a multiple of 50, or 0 for a zilch: 75 is not.");
    expect(points.value).to.equal('75');
    points.select();
    await sendKeys({ type: '650' });
    await press(page, 'Bank total');
    const banked = await untilStored(ledger, game.row.id, 1);
    expect(banked.log.entries[0]).to.deep.equal({ type: 'total', points: 650 });
    await settled(page);
    expect(whoIsUp(page)).to.equal('Ben is up');
    expect(services.announcements.at(-1)).to.equal('Ana banks 650, total 650. Ben is up.');

    const again = await mountPage(game.row.id, recordingServices(ledger));
    expect(getByRole(again, 'switch', 'Total mode').getAttribute('aria-checked')).to.equal('true');
    await press(again, 'Zilch');
    const zilched = await untilStored(ledger, game.row.id, 2);
    expect(zilched.state.turns[1]?.outcome).to.equal('zilch');
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

  it('declares a challenge before the first roll', async () => {
    const base = presetById('zilch-15k');
    const rules: Ruleset = {
      ...base,
      variations: { ...base.variations, challenges: { scoreDividing: 5000, zilchPenalties: [600, 2000] } },
    };
    const { ledger, game } = await newGame(rules);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    const toggle = getByRole(page, 'button', 'Challenge…');
    toggle.click();
    await settled(page);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(textOf(page)).to.contain("Ana's first challenge, below 5,000");
    expect(textOf(page)).to.contain('a zilch costs you 600');
    getByRole(page, 'button', /^Challenge Ben/).click();
    const challenged = await untilStored(ledger, game.row.id, 1);
    expect(challenged.log.entries[0]).to.deep.equal({ type: 'challenge', opponent: 1 });
    await settled(page);
    expect(bannerHeadings(page)).to.include('Ana challenges Ben');
    expect(allByRole(page, 'button', 'Challenge…')).to.have.length(0);
  });

  it('shows the final round, then the tie-break throw, then the winner with "New game"', async () => {
    const { ledger, game } = await newGame('zilch-5k', [{ type: 'total', points: 5050 }], ['Ana', 'Ben']);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    expect(bannerHeadings(page)).to.include("Final round: Ben's last turn");
    getByRole(page, 'switch', 'Total mode').click();
    await settled(page);
    field(page, 'Turn total').value = '5050';
    await press(page, 'Bank total');
    await untilStored(ledger, game.row.id, 2);
    await settled(page);
    expect(textOf(page)).to.contain('Ana and Ben are tied at 5,050');
    expect(textOf(getByRole(page, 'heading', /^Tie-break/))).to.equal('Tie-break: Ana throws');
    await tap(page, [1, 1, 1, 2, 3, 4]);
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    expect(textOf(getByRole(page, 'heading', /^Tie-break/))).to.equal('Tie-break: Ben throws');
    await tap(page, [5, 2, 3, 4, 6, 6]);
    const over = await untilStored(ledger, game.row.id, 4);
    expect(over.state.winners).to.deep.equal([0]);
    await settled(page);
    expect(textOf(getByRole(page, 'heading', 'Ana wins!'))).to.equal('Ana wins!');
    expect(allByRole(page, 'button', 'New game')).to.have.length(1);
    getByRole(page, 'button', 'New game').click();
    expect(location.hash).to.equal('#/new');
    location.hash = '';
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
    await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
    await settled(page);
    const banner = allElements(page).find(
      (element) => element.localName === 'zs-banner' && element.hasAttribute('alert'),
    );
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

  it('hands the throw-off to zs-throw-off and records who starts', async () => {
    const { ledger, game } = await newGame('ten-dice');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    getByRole(page, 'button', 'Ben starts').click();
    const started = await untilStored(ledger, game.row.id, 1);
    expect(started.log.entries[0]).to.deep.equal({ type: 'first-player', player: 1 });
    await settled(page);
    expect(whoIsUp(page)).to.equal('Ben is up');
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
        await expect(page).to.be.accessible();
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

  it("plays again from the winner's card: the same players and rules in a new game, the next player round the table first", async () => {
    const totals = [10000, 2000, 500].map((points): Entry => ({ type: 'total', points }));
    const { ledger, game } = await newGame('farkle', totals);
    const services = recordingServices(ledger);
    const page = await mountPage(game.row.id, services);
    expect(textOf(getByRole(page, 'heading', 'Ana wins!'))).to.equal('Ana wins!');
    getByRole(page, 'button', 'Play again').click();
    await until(() => location.hash !== '' && !location.hash.includes(game.row.id), 'the new game opened');
    const id = decodeURIComponent(location.hash.replace('#/game/', ''));
    const rematch = await stored(ledger, id);
    expect(rematch.row.setup.players).to.deep.equal(['Ben', 'Cy', 'Ana']);
    expect(rematch.row.setup.rules).to.deep.equal(game.row.setup.rules);
    expect(rematch.state.phase).to.equal('turn');
    expect(services.announcements.at(-1)).to.equal('New game: Ben, Cy, Ana. Ben starts.');
    expect((await ledger.listGames()).length).to.equal(2);
    location.hash = '';
  });
});
