/**
 * The play screen against a ledger whose writes the test holds back while another tab writes to the
 * same game first: the write that was overtaken is never shown as done; the other tab's game shows,
 * with why, and a roll still on the pad follows the turn it belongs to.
 */
import { expect } from '@open-wc/testing';
import type { Entry } from '../../src/game/index.js';
import { openLedger, pause } from './db-helpers.js';
import { allByRole, tapFaces, textOf, until } from './helpers.js';
import { draftDice, press, settled, stored, turnTotal, untilStored, whoIsUp } from './zs-play-helpers.js';
import { eachOnAControlledClock, heldPage, watchScreen } from './helpers-held-writes.js';

describe('zs-play-page: the screen shows only what is stored', () => {
  eachOnAControlledClock();

  it("a bank another tab overtook is never shown: the other tab's game shows, with why", async () => {
    const { ledger, game, held, services, page } = await heldPage([{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }]);
    const screen = watchScreen(page);

    await press(page, 'Bank');
    // Meanwhile, on another phone, someone holds a single 1.
    const otherTab = openLedger({ name: ledger.name });
    const current = await stored(otherTab, game.row.id);
    expect((await otherTab.act(game.row.id, current.row.seq, { type: 'hold', dice: [1] })).ok).to.equal(true);
    await held.release();
    await until(() => textOf(page).includes('This game changed in another tab: showing the latest.'), 'the reason');
    await until(() => turnTotal(page) === '100', "the other tab's hold");
    await pause(50);
    screen.stop();
    const after = await stored(ledger, game.row.id);
    expect(after.log.entries.map((entry) => entry.type)).to.deep.equal(['roll', 'hold']);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(
      screen.frames.some(
        (frame) => frame.up !== 'Ana is up' || frame.banners.some((heading) => heading.includes('banked')),
      ),
    ).to.equal(false);
    expect(services.announcements.filter((text) => text.includes('banks'))).to.deep.equal([]);
    expect(services.announcements.at(-1)).to.equal('This game changed in another tab: showing the latest.');
  });

  it("a roll another tab overtook by ending the turn is kept off the next player's pad, and the message says so", async () => {
    const { ledger, game, held, services, page } = await heldPage();

    await tapFaces(page, [1, 1, 1, 2, 3, 4]);
    // Meanwhile, on another phone, Ana's turn is played and banked: Ben's pad takes six dice too.
    const otherTab = openLedger({ name: ledger.name });
    const current = await stored(otherTab, game.row.id);
    const banked = await otherTab.actAll(game.row.id, current.row.seq, [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    expect(banked.ok).to.equal(true);
    const after = await stored(otherTab, game.row.id);
    expect(
      (await otherTab.actAll(game.row.id, after.row.seq, [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }])).ok,
    ).to.equal(true);
    await held.release();
    const note = "Ana's roll 1, 1, 1, 2, 3, 4 was not saved: that turn moved on there.";
    await until(() => textOf(page).includes(note), 'why the roll is gone');
    await until(() => whoIsUp(page) === 'Ben is up', "the other tab's bank");
    await settled(page);
    expect(textOf(page)).to.include('This game changed in another tab: showing the latest.');
    expect(draftDice(page), "nothing on Ben's pad").to.deep.equal([]);
    expect(allByRole(page, 'button', /^Save this roll/)).to.have.length(0);
    expect(services.announcements).to.include(note);
    await pause(100);
    expect((await stored(ledger, game.row.id)).row.head, "nothing written as Ben's roll").to.equal(3);
  });

  it('a roll another tab overtook within the same turn follows to its pad, to be saved again', async () => {
    const { ledger, game, held, page } = await heldPage([{ type: 'roll', dice: [1, 1, 1, 5, 5, 5] }]);

    // Ana holds all six here (hot dice: six to roll) and taps them in; the other tab held them first.
    await press(page, 'Roll again');
    const otherTab = openLedger({ name: ledger.name });
    const current = await stored(otherTab, game.row.id);
    expect(
      (await otherTab.actAll(game.row.id, current.row.seq, [{ type: 'hold', dice: [1, 1, 1, 5, 5, 5] }])).ok,
    ).to.equal(true);
    await held.release();
    // This tab's hold comes back refused (the other tab's stands): then Ana taps her roll in.
    await until(() => textOf(page).includes('This game changed in another tab'), 'the refusal');
    await until(() => allByRole(page, 'group', 'Dice faces').length === 1, 'the pad for the hot dice');
    await settled(page);
    await tapFaces(page, [2, 2, 3, 3, 4, 6]);
    // The other tab rolls hot dice once more: still Ana's turn, six dice to roll.
    const later = await stored(otherTab, game.row.id);
    const hotAgain: Entry[] = [
      { type: 'roll', dice: [1, 1, 1, 5, 5, 5] },
      { type: 'hold', dice: [1, 1, 1, 5, 5, 5] },
    ];
    expect((await otherTab.actAll(game.row.id, later.row.seq, hotAgain)).ok).to.equal(true);
    await held.release();
    await until(() => textOf(page).includes('This game changed in another tab'), 'the reason');
    await settled(page);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(draftDice(page)).to.deep.equal([2, 2, 3, 3, 4, 6]);
    expect(textOf(page)).not.to.include('was not saved');
    await press(page, 'Save this roll again');
    await held.release();
    const rolled = await untilStored(ledger, game.row.id, 5);
    expect(rolled.log.entries[4]).to.deep.equal({ type: 'roll', dice: [2, 2, 3, 3, 4, 6] });
    expect(rolled.state.turns).to.have.length(1);
    expect(rolled.state.turns[0]?.player).to.equal(0);
  });
});
