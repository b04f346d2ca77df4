/**
 * The play screen against a ledger whose writes meet a full disk (the test holds each write back,
 * then lets it fail): a write that fails was never shown as done, leaves the player's input where it
 * was (the dice on the pad, the hold selected), says why, and offers the way on (send again, back up
 * every game); what was tapped in behind it is dropped, and said so.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { readBackup } from '../../src/export/backup.js';
import { pause } from './db-helpers.js';
import { catchFiles } from './export-fixture.js';
import { allByRole, allElements, getByRole, tapFaces, textOf, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import {
  draftDice,
  holdOnScreen,
  mountPage,
  press,
  problemBanner,
  settled,
  stored,
  untilProblem,
  untilStored,
  whoIsUp,
} from './zs-play-helpers.js';
import { eachOnAControlledClock, heldPage, QUOTA_MESSAGE, watchScreen } from './helpers-held-writes.js';

describe('zs-play-page: the screen shows only what is stored', () => {
  eachOnAControlledClock();

  it('a roll that meets a full disk is taken back: its holds, drawn while it was written, leave; its dice go back on the pad, with the reason and a way to send them again', async () => {
    const { ledger, game, held, services, page } = await heldPage();

    await tapFaces(page, [1, 5, 2, 3, 4, 4]);
    // Being written: the holds come once the dice are in the journal (input, not something done); nothing is said yet.
    await until(() => holdOnScreen(page), 'the holds, once the journal holds the dice');
    await settled(page);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(services.announcements.filter((text) => text.startsWith('Ana rolls'))).to.deep.equal([]);
    const screen = watchScreen(page);

    await held.fail();
    const banner = await untilProblem(page);
    expect(banner?.getAttribute('heading')).to.equal('The game could not be saved');
    expect(banner?.textContent).to.contain(QUOTA_MESSAGE);
    expect(draftDice(page)).to.deep.equal([1, 5, 2, 3, 4, 4]);
    expect(holdOnScreen(page)).to.equal(false);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect((await stored(ledger, game.row.id)).row.head).to.equal(0);
    // From the failure on, no frame showed the holds of the roll that is not stored.
    const failedAt = screen.frames.findIndex((frame) => !frame.holdPicker);
    expect(failedAt).to.be.greaterThan(-1);
    expect(
      screen.frames.slice(failedAt).some((frame) => frame.holdPicker),
      'a hold picker after the failure',
    ).to.equal(false);
    expect(services.announcements.filter((text) => text.startsWith('Ana rolls'))).to.deep.equal([]);

    // Space freed: the same dice go again with one tap.
    await press(page, 'Save this roll again');
    await held.release();
    const rolled = await untilStored(ledger, game.row.id, 1);
    screen.stop();
    expect(rolled.log.entries[0]).to.deep.equal({ type: 'roll', dice: [1, 5, 2, 3, 4, 4] });
    await until(() => holdOnScreen(page), 'the hold for the stored roll');
    expect(services.announcements.at(-1)).to.match(/^Ana rolls 1, 5, 2, 3, 4, 4\./);
    expect(allByRole(page, 'alert')).to.have.length(0);
  });

  it('a save that meets a full disk offers, in the message, a one-tap backup of every game, the one on screen included', async () => {
    const { ledger, game, held, page } = await heldPage([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);
    const other = await ledger.createGame({ rules: game.log.setup.rules, players: ['Cy', 'Dee'] });
    if (!other.ok) throw new Error(JSON.stringify(other.refusal));
    await press(page, 'Roll again');
    await held.fail();
    const banner = await untilProblem(page);
    expect(banner?.textContent).to.contain(QUOTA_MESSAGE);
    expect(banner?.textContent).to.not.contain('private browsing');
    const caught = catchFiles({ share: true });
    try {
      getByRole(page, 'button', 'Back up all games now').click();
      await until(
        () => allByRole(page, 'status').some((element) => /^Shared zilch-backup-/.test(textOf(element))),
        'the backup report',
      );
    } finally {
      caught.restore();
    }
    expect(caught.files.map((file) => file.via)).to.deep.equal(['share']);
    const reading = readBackup(caught.files[0]?.text ?? '');
    if (!reading.ok) throw new Error(reading.refusal.code);
    expect(reading.backup.games.map((saved) => saved.id).sort()).to.deep.equal([game.row.id, other.game.row.id].sort());
    expect(reading.backup.games.find((saved) => saved.id === game.row.id)?.entries).to.deep.equal([
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4] },
    ]);
  });

  it('a hold that meets a full disk leaves the hold selected and the turn as stored; Bank then works', async () => {
    const { ledger, game, held, services, page } = await heldPage([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);
    const screen = watchScreen(page);

    await press(page, 'Roll again');
    await held.fail();
    await untilProblem(page);
    screen.stop();
    expect(screen.frames.every((frame) => frame.holdPicker && frame.total === '1,000')).to.equal(true);
    expect(allByRole(page, 'button', /^1, held, die /)).to.have.length(3);
    expect(services.announcements.filter((text) => text.startsWith('Ana holds'))).to.deep.equal([]);

    await press(page, 'Bank');
    await held.release();
    const banked = await untilStored(ledger, game.row.id, 3);
    expect(banked.state.players[0]?.score).to.equal(1000);
    await until(() => whoIsUp(page) === 'Ben is up', 'the bank on screen');
    expect(services.announcements.at(-1)).to.equal('Ana banks 1,000, total 1,000. Ben is up.');
  });

  it('a Bank from the hold step whose write fails after its hold was put stores neither: the hold stays selected, Bank again banks', async () => {
    const { ledger, game, held, services, page } = await heldPage([{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const screen = watchScreen(page);

    await press(page, 'Bank');
    // The disk fills up between the hold's row and the bank's, inside the one write.
    expect(await held.fail(2)).to.deep.equal([{ type: 'hold', dice: [1, 5] }, { type: 'bank' }]);
    await untilProblem(page);
    screen.stop();
    const after = await stored(ledger, game.row.id);
    expect(after.log.entries, 'neither the hold nor the bank').to.deep.equal([
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
    ]);
    expect(after.row.seq).to.equal(game.row.seq);
    expect(allByRole(page, 'button', /, held, die /).map((die) => die.getAttribute('aria-label'))).to.deep.equal([
      '1, held, die 1 of 6',
      '5, held, die 2 of 6',
    ]);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(
      screen.frames.every((frame) => frame.holdPicker && frame.total === '150' && frame.up === 'Ana is up'),
    ).to.equal(true);
    expect(services.announcements.filter((text) => /holds|banks/.test(text))).to.deep.equal([]);
    const banner = problemBanner(page);
    expect(banner?.textContent).to.contain(QUOTA_MESSAGE);

    // Space freed: the same tap banks.
    await press(page, 'Bank');
    await held.release();
    await untilStored(ledger, game.row.id, 3);
    await until(() => whoIsUp(page) === 'Ben is up', 'the bank on screen');
    expect(services.announcements.at(-1)).to.equal('Ana banks 150, total 150. Ben is up.');
    expect(allByRole(page, 'alert')).to.have.length(0);
  });

  it('a failed hold drops the roll tapped in behind it, says so, and the game carries on from what is stored', async () => {
    const { ledger, game, held, page } = await heldPage([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);

    // Roll again (the hold), then the three dice of the next roll, all while the hold is out.
    await press(page, 'Roll again');
    for (const key of ['5', '2', '6']) await sendKeys({ press: key });
    await held.fail();
    await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
    await until(
      () =>
        (allElements(page).find((element) => element.hasAttribute('alert'))?.textContent ?? '').includes(
          'What you did after it was not saved either.',
        ),
      'the note about the dropped roll',
    );
    await settled(page);
    expect((await stored(ledger, game.row.id)).row.head).to.equal(1);
    expect(allByRole(page, 'button', /^1, held, die /), 'the hold still selected').to.have.length(3);

    await press(page, 'Roll again');
    await held.release();
    await untilStored(ledger, game.row.id, 2);
    await until(() => allByRole(page, 'group', 'Dice faces').length === 1, 'the pad for the next roll');
    expect(allByRole(page, 'alert')).to.have.length(0);
  });

  it('offers "Save this roll" for a full roll left unsent by a failed write, after a reload', async () => {
    const { ledger, game, held, page } = await heldPage();
    await tapFaces(page, [1, 5, 2, 3, 4, 4]);
    await held.fail();
    await untilProblem(page);
    expect(allByRole(page, 'button', 'Save this roll again')).to.have.length(1);

    page.remove();
    const services = recordingServices(ledger);
    const again = await mountPage(game.row.id, services);
    await settled(again);
    expect(draftDice(again)).to.deep.equal([1, 5, 2, 3, 4, 4]);
    expect(textOf(again)).to.include('This roll is on the pad but not saved yet.');
    await pause(100);
    expect((await stored(ledger, game.row.id)).row.head, 'not sent by itself').to.equal(0);
    await press(again, 'Save this roll');
    const rolled = await untilStored(ledger, game.row.id, 1);
    expect(rolled.log.entries[0]).to.deep.equal({ type: 'roll', dice: [1, 5, 2, 3, 4, 4] });
    await until(() => holdOnScreen(again), 'the hold for the stored roll');
    expect(services.announcements.at(-1)).to.match(/^Ana rolls 1, 5, 2, 3, 4, 4\./);
  });

  it("a failed bank clears the next player's dice tapped in behind it, and says so", async () => {
    const { ledger, game, held, services, page } = await heldPage([
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
      { type: 'hold', dice: [1, 5] },
    ]);

    await press(page, 'Bank');
    await tapFaces(page, [6, 6, 2]);
    await settled(page);
    expect(draftDice(page)).to.deep.equal([6, 6, 2]);
    await held.fail();
    const banner = await untilProblem(page);
    expect(banner?.textContent).to.contain(QUOTA_MESSAGE);
    expect(banner?.textContent).to.contain('What you did after it was not saved either.');
    expect(services.announcements).to.include('What you did after it was not saved either.');
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(draftDice(page)).to.deep.equal([]);
    expect((await stored(ledger, game.row.id)).row.head).to.equal(2);
  });
});
