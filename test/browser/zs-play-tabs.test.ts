/**
 * One game open in two tabs (here: the page on one connection, the other tab's ledger on a second
 * connection to the same database). Another tab's write clears this tab's half-tapped dice only
 * with a message that says so; Undo and Bank act only on the game this tab's player saw: a tap
 * made before another tab's change had been on screen long enough to be seen is refused as stale,
 * and the latest game shows.
 */
import { expect } from '@open-wc/testing';
import type { Ledger } from '../../src/db/index.js';
import type { Entry } from '../../src/game/index.js';
import { OTHER_TAB_SEEN_MS } from '../../src/ui/controllers/game-controller.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { expectOk, openLedger, pause } from './db-helpers.js';
import { getByRole, tapFaces, textOf, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import {
  cleanUpPlay,
  draftDice,
  mountPage,
  newGame,
  settled,
  stored,
  untilStored,
  whoIsUp,
} from './zs-play-helpers.js';

const STALE = 'This game changed in another tab: showing the latest.';

/** A Farkle game with `entries` played, on screen in this tab, and the same game through another tab's connection. */
async function twoTabs(entries: readonly Entry[]) {
  const { ledger, game } = await newGame('farkle', entries);
  const services = recordingServices(ledger);
  const page = await mountPage(game.row.id, services);
  const otherTab = openLedger({ name: ledger.name });
  /** Writes one tap in the other tab, on the game as stored. */
  const otherTabTaps = async (...tap: Entry[]) => {
    const current = await stored(otherTab, game.row.id);
    expectOk(await otherTab.actAll(game.row.id, current.row.seq, tap));
  };
  return { ledger, game, services, page, otherTabTaps };
}

/** Waits until the page shows the game with `count` entries in force (the other tab's write arrived). */
async function untilShown(page: ZsPlayPage, ledger: Ledger, gameId: string, count: number) {
  await untilStored(ledger, gameId, count);
  const session = (page as unknown as { session: { game?: { row: { head: number } } } }).session;
  await until(() => session.game?.row.head === count, "the other tab's write on screen");
  await settled(page);
}

/** Long enough after a change is painted for the player to have seen it. */
const seenIt = () => pause(OTHER_TAB_SEEN_MS + 100);

describe('zs-play-page: two tabs on one game', () => {
  afterEach(cleanUpPlay);

  it("says so when another tab's roll clears the dice being tapped in here", async () => {
    const { ledger, game, services, page, otherTabTaps } = await twoTabs([]);
    await tapFaces(page, [1, 5]);
    await settled(page);
    expect(draftDice(page)).to.deep.equal([1, 5]);

    await otherTabTaps({ type: 'roll', dice: [2, 2, 3, 3, 4, 6] });
    await untilShown(page, ledger, game.row.id, 1);
    const message =
      "Ana's roll 2, 2, 3, 3, 4, 6 was entered in another tab: the dice you were tapping in (1, 5) were cleared.";
    expect(draftDice(page)).to.deep.equal([]);
    expect(textOf(page)).to.include(message);
    expect(services.announcements).to.include(message);
    // The dice are gone from both copies, so a reload does not bring them back.
    expect(await ledger.loadDraft(game.row.id)).to.equal(null);
  });

  it("refuses an Undo tapped as another tab's bank lands, and shows the bank; once seen, Undo takes it back", async () => {
    const { ledger, game, services, page, otherTabTaps } = await twoTabs([{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    await otherTabTaps({ type: 'hold', dice: [1, 5] }, { type: 'bank' });
    await untilShown(page, ledger, game.row.id, 3);
    expect(whoIsUp(page)).to.equal('Ben is up');

    // The player's finger was on its way to Undo (meant for Ana's roll) when the bank appeared.
    getByRole(page, 'button', 'Undo').click();
    await until(() => textOf(page).includes(STALE), 'the reason');
    await pause(50);
    expect((await stored(ledger, game.row.id)).row.head, 'the bank stays').to.equal(3);
    expect(whoIsUp(page)).to.equal('Ben is up');
    expect(services.announcements.filter((text) => text.startsWith('Undone'))).to.deep.equal([]);

    // Seen: now Undo takes back what this tab shows, the bank with its hold.
    await seenIt();
    getByRole(page, 'button', 'Undo').click();
    await untilStored(ledger, game.row.id, 1);
    await until(() => services.announcements.some((text) => text.startsWith('Undone')), 'the undo announced');
    expect(whoIsUp(page)).to.equal('Ana is up');
  });

  it("says so when another tab's Undo takes back what this tab showed, and the dice tapped in here", async () => {
    const { ledger, game, services, page } = await twoTabs([{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    getByRole(page, 'button', 'Bank').click();
    await untilStored(ledger, game.row.id, 3);
    await until(() => whoIsUp(page) === 'Ben is up', 'the bank');
    await tapFaces(page, [6, 6]);
    await settled(page);

    const other = openLedger({ name: ledger.name });
    const current = await stored(other, game.row.id);
    expectOk(await other.undoTap(game.row.id, current.row.seq));
    await untilShown(page, ledger, game.row.id, 1);
    const message =
      "Undone in another tab: Ana's hold 1, 5 and bank of 150. The dice you were tapping in (6, 6) were cleared.";
    expect(textOf(page)).to.include(message);
    expect(services.announcements.at(-1)).to.equal(message);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(draftDice(page)).to.deep.equal([]);
  });

  it("refuses a Bank tapped as another tab's hold lands: it never banks a hold this tab did not select", async () => {
    const { ledger, game, services, page, otherTabTaps } = await twoTabs([{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
    // This tab's player keeps the 1 only.
    getByRole(page, 'button', /^Hold 1:/).click();
    await settled(page);
    // The other tab holds 1 and 5 and rolls again.
    await otherTabTaps({ type: 'hold', dice: [1, 5] });
    await untilShown(page, ledger, game.row.id, 2);

    getByRole(page, 'button', 'Bank').click();
    await until(() => textOf(page).includes(STALE), 'the reason');
    await pause(50);
    const after = await stored(ledger, game.row.id);
    expect(after.log.entries.map((entry) => entry.type)).to.deep.equal(['roll', 'hold']);
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(services.announcements.filter((text) => text.includes('banks'))).to.deep.equal([]);

    // Once the player has seen the 150 set aside, Bank banks it, and taps queued behind it follow.
    await seenIt();
    getByRole(page, 'button', 'Bank').click();
    await tapFaces(page, [6, 6, 2, 3, 4, 4]);
    const banked = await untilStored(ledger, game.row.id, 4);
    expect(banked.log.entries.slice(2)).to.deep.equal([{ type: 'bank' }, { type: 'roll', dice: [6, 6, 2, 3, 4, 4] }]);
    expect(banked.state.players[0]?.score).to.equal(150);
  });
});
