/**
 * The play screen against a ledger whose writes the test holds back (every action is
 * stored before the screen shows it as done). What the screen shows as done and what the live
 * region announces come from the committed game only (the holds of a roll being written are input,
 * drawn at once); taps made while writes are out are kept and written in order. A write that meets a
 * full disk: zs-play-saving-full-disk.test.ts; one another tab overtook: zs-play-saving-other-tab.test.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { AdviceClient } from '../../src/ui/app/advice-client.js';
import { SLOW_WRITE_MS } from '../../src/ui/controllers/game-controller.js';
import { pause } from './db-helpers.js';
import { allByRole, getByRole, tapFaces, textOf, until } from './helpers.js';
import {
  bannerHeadings,
  draftDice,
  holdOnScreen,
  press,
  settled,
  stored,
  turnTotal,
  untilStored,
  whoIsUp,
} from './zs-play-helpers.js';
import { eachOnAControlledClock, heldPage, holdAdvice, savingLine, watchScreen } from './helpers-held-writes.js';

describe('zs-play-page: the screen shows only what is stored', () => {
  const clock = eachOnAControlledClock();

  it('shows and announces a bank only once its write has committed, with "Saving…" while it is slow', async () => {
    const { ledger, game, held, services, page } = await heldPage([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);
    expect(allByRole(page, 'button', /^1, held, die /)).to.have.length(3);
    const screen = watchScreen(page);

    await press(page, 'Bank');
    // Under the 150 ms a normal write never reaches, no "Saving…" flickers.
    clock.advance(SLOW_WRITE_MS - 1);
    await pause(SLOW_WRITE_MS + 50);
    await settled(page);
    expect(savingLine(page)).to.equal('');
    clock.advance(1);
    await until(() => savingLine(page) === 'Saving…', '"Saving…" once the write has been out 150 ms');
    await settled(page);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(turnTotal(page), 'the turn total with the selection, nothing banked').to.equal('1,000');
    expect(allByRole(page, 'button', /^1, held, die /), 'the hold still selected').to.have.length(3);

    expect(services.announcements).to.deep.equal([]);

    // One tap, one write: the hold and the bank are stored together.
    expect(await held.release()).to.deep.equal([{ type: 'hold', dice: [1, 1, 1] }, { type: 'bank' }]);
    await untilStored(ledger, game.row.id, 3);
    await until(() => whoIsUp(page) === 'Ben is up', 'the stored bank on screen');
    await settled(page);
    screen.stop();
    expect(bannerHeadings(page)).to.include('Ana banked 1,000: total 1,000');
    expect(services.announcements).to.deep.equal(['Ana banks 1,000, total 1,000. Ben is up.']);
    expect(savingLine(page)).to.equal('');

    // Until the ledger had the bank, no frame showed it, nor the hold on its own.
    const beforeBank = screen.frames.slice(
      0,
      screen.frames.findIndex((frame) => frame.up === 'Ben is up'),
    );
    expect(beforeBank.length).to.be.greaterThan(5);
    expect(
      beforeBank.every(
        (frame) => frame.up === 'Ana is up' && !frame.banners.some((heading) => heading.includes('banked')),
      ),
    ).to.equal(true);
    expect(beforeBank.every((frame) => frame.total === '1,000' && frame.holdPicker)).to.equal(true);
  });

  it("draws the holds and the advice of the last die's roll while it is written; Bank (the most points) waits for it, then follows", async () => {
    const clients: AdviceClient[] = [];
    try {
      const { ledger, game, held, services, page } = await heldPage([], clients);
      await tapFaces(page, [1, 1, 5, 2, 3, 4]);
      await until(() => holdAdvice(page).startsWith('Keep 1 ·'), 'the advice for the roll being written');
      expect(holdOnScreen(page)).to.equal(true);
      expect((await stored(ledger, game.row.id)).row.head, 'the roll not stored yet').to.equal(0);
      expect(services.announcements).to.deep.equal([]);

      await press(page, 'Bank');
      expect(whoIsUp(page)).to.equal('Ana is up');
      await held.release();
      await held.release();
      const done = await untilStored(ledger, game.row.id, 3);
      expect(done.log.entries).to.deep.equal([
        { type: 'roll', dice: [1, 1, 5, 2, 3, 4] },
        { type: 'hold', dice: [1, 1, 5] },
        { type: 'bank' },
      ]);
      await until(() => whoIsUp(page) === 'Ben is up', 'the stored bank');
      expect(services.announcements[0]).to.match(/^Ana rolls 1, 1, 5, 2, 3, 4\./);
      expect(services.announcements[1]).to.equal('Ana banks 250, total 250. Ben is up.');
    } finally {
      for (const client of clients) client.stop();
    }
  });

  it('never shows "Saving…" for writes as quick as the ledger\'s own, however long the machine takes to run them', async () => {
    const { ledger, game, held, page } = await heldPage();
    const screen = watchScreen(page);
    // Each write is held until the page's clock says it has been out just under 150 ms, and real
    // time has passed for the page's timer to look; then it goes through the real ledger.
    const outJustUnder = async () => {
      clock.advance(SLOW_WRITE_MS - 1);
      await pause(SLOW_WRITE_MS + 50);
      await held.release();
    };
    await tapFaces(page, [1, 5, 2, 3, 4, 4]);
    await outJustUnder();
    await untilStored(ledger, game.row.id, 1);
    await until(() => holdOnScreen(page), 'the hold');
    await press(page, 'Bank');
    await outJustUnder();
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    // Long after, with nothing out, there is nothing to say.
    clock.advance(10 * SLOW_WRITE_MS);
    await pause(200);
    screen.stop();
    expect(whoIsUp(page)).to.equal('Ben is up');
    expect(screen.frames.some((frame) => frame.saving)).to.equal(false);
  });

  it("keeps rapid keys while writes are out: Enter (hold), B (bank) and the next player's dice land in order", async () => {
    const { ledger, game, held, services, page } = await heldPage([{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    const screen = watchScreen(page);

    for (const key of ['Enter', 'b', '1', '1', '1', '2', '3', '4']) await sendKeys({ press: key });
    await settled(page);
    // Nothing is stored yet, so nothing is shown as done.
    expect((await stored(ledger, game.row.id)).row.head).to.equal(1);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(holdOnScreen(page)).to.equal(true);
    expect(services.announcements).to.deep.equal([]);

    for (let write = 0; write < 3; write++) await held.release();
    const done = await untilStored(ledger, game.row.id, 4);
    expect(done.log.entries).to.deep.equal([
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
      { type: 'hold', dice: [1, 5] },
      { type: 'bank' },
      { type: 'roll', dice: [1, 1, 1, 2, 3, 4] },
    ]);
    await until(
      () => whoIsUp(page) === 'Ben is up' && allByRole(page, 'button', /^1, held, die /).length === 3,
      "Ben's hold",
    );
    screen.stop();
    expect(services.announcements).to.deep.equal([
      'Ana holds 1, 5: 150, turn total 150, roll 4 dice.',
      'Ana banks 150, total 150. Ben is up.',
      'Ben rolls 1, 1, 1, 2, 3, 4. Best hold 1, 1, 1: 1,000.',
    ]);
    // Ben was never shown as up before Ana's bank was stored.
    const firstBen = screen.frames.findIndex((frame) => frame.up === 'Ben is up');
    expect(screen.frames.slice(0, firstBen).every((frame) => frame.up === 'Ana is up')).to.equal(true);
  });

  it("keeps rapid taps while the bank is written: the next player's dice show on the pad and follow the bank", async () => {
    const { ledger, game, held, page } = await heldPage([
      { type: 'roll', dice: [1, 5, 2, 3, 4, 4] },
      { type: 'hold', dice: [1, 5] },
    ]);

    await press(page, 'Bank');
    await tapFaces(page, [6, 6, 2]);
    await settled(page);
    // Input, not something done: Ben's dice are on the pad under his roll's heading, Ana still up.
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(draftDice(page)).to.deep.equal([6, 6, 2]);
    expect(textOf(getByRole(page, 'heading', /^Tap in/))).to.equal("Tap in Ben's roll: 6 dice");
    await tapFaces(page, [2, 3, 5]);
    await settled(page);

    await held.release();
    await held.release();
    const done = await untilStored(ledger, game.row.id, 4);
    expect(done.log.entries.slice(2)).to.deep.equal([{ type: 'bank' }, { type: 'roll', dice: [6, 6, 2, 2, 3, 5] }]);
    await until(() => whoIsUp(page) === 'Ben is up' && holdOnScreen(page), "Ben's hold");
  });
});
