/**
 * The play page's Undo and Redo: a zilch taken back, a hold banked with one tap undone and redone
 * whole, each tap undone on its own after a reload, and quick taps on Undo counted one by one.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { allByRole, getByRole, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import {
  bannerHeadings,
  cleanUpPlay,
  draftDice,
  mountPage,
  newGame,
  press,
  settled,
  tap,
  turnTotal,
  untilStored,
  whoIsUp,
} from './zs-play-helpers.js';

describe('zs-play-page', () => {
  afterEach(cleanUpPlay);

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
});
