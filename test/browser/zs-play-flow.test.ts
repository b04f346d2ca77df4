/**
 * The play page from the start of a turn to the end of the game: a take-over offered or declined,
 * total mode, a challenge, the throw-off, the final round and its tie-break, and playing again.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Entry } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { descriptionOf } from './form-helpers.js';
import { allByRole, getByRole, textOf, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import {
  BANKED_900_FOUR_LEFT,
  bannerHeadings,
  cleanUpPlay,
  mountPage,
  newGame,
  press,
  settled,
  stored,
  tap,
  turnTotal,
  untilStored,
  whoIsUp,
} from './zs-play-helpers.js';

const bankButton = (page: ZsPlayPage) => getByRole(page, 'button', 'Bank');

/** The text field labelled `label`. */
const field = (page: ZsPlayPage, label: string) => getByRole(page, 'textbox', label) as HTMLInputElement;

describe('zs-play-page', () => {
  afterEach(cleanUpPlay);

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

  it('hands the throw-off to zs-throw-off and records who starts', async () => {
    const { ledger, game } = await newGame('ten-dice');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    getByRole(page, 'button', 'Ben starts').click();
    const started = await untilStored(ledger, game.row.id, 1);
    expect(started.log.entries[0]).to.deep.equal({ type: 'first-player', player: 1 });
    await settled(page);
    expect(whoIsUp(page)).to.equal('Ben is up');
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
