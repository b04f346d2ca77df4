/**
 * The play screen against a ledger whose writes the test holds back (every action is
 * stored before the screen shows it as done). What the screen shows as done and what the live
 * region announces come from the committed game only (the holds of a roll being written are input,
 * drawn at once); taps made while writes are out are kept and written in order; a write that fails
 * was never shown as done and leaves the player's input where it was.
 */
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Ledger, LedgerOutcome } from '../../src/db/index.js';
import type { Entry } from '../../src/game/index.js';
import { readBackup } from '../../src/export/backup.js';
import { AdviceClient } from '../../src/ui/app/advice-client.js';
import { SLOW_WRITE_MS } from '../../src/ui/controllers/game-controller.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { fillTheDisk, openLedger, pause, removeLedgers } from './db-helpers.js';
import { catchFiles } from './export-fixture.js';
import { allByRole, allElements, getByRole, tapFaces, textOf, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import {
  bannerHeadings,
  draftDice,
  holdOnScreen,
  mountPage,
  newGame,
  settled,
  stored,
  untilStored,
} from './zs-play-helpers.js';

const QUOTA_MESSAGE =
  "The phone's storage is full. Every game saved before is kept, in two copies: free some space, then try again.";

/**
 * A full disk: every put and add fails, or from the `nth` one on (so the ones before it are put in
 * the same transaction: the tap's entries go first, then the game's row). Returns the undo.
 */
function fillTheDiskFrom(nth = 1): () => void {
  let puts = 0;
  return fillTheDisk(() => ++puts >= nth);
}

interface Gate {
  readonly entries: readonly Entry[];
  readonly go: () => void;
  readonly fail: (nth?: number) => void;
}

/**
 * A ledger whose writes of taps (`actAll`, which `act` goes through) each wait at a gate until the
 * test lets them through (`release`) or lets them meet a full disk (`fail`). The page writes one
 * action at a time, so at most one write waits at a gate; the others wait in the page's queue.
 */
class HeldWrites {
  readonly ledger: Ledger;
  private readonly gates: Gate[] = [];

  constructor(real: Ledger) {
    const held = Object.create(real) as Ledger;
    held.actAll = (...args: Parameters<Ledger['actAll']>) =>
      new Promise<LedgerOutcome>((resolve, reject) => {
        this.gates.push({
          entries: args[2],
          go: () => real.actAll(...args).then(resolve, reject),
          fail: (nth) => {
            const restore = fillTheDiskFrom(nth);
            real
              .actAll(...args)
              .then(resolve, reject)
              .finally(restore);
          },
        });
      });
    this.ledger = held;
  }

  private async next(): Promise<Gate> {
    await until(() => this.gates.length > 0, 'a write waiting at the gate');
    return this.gates.shift() as Gate;
  }

  /** Lets the next write through; returns its entries. */
  async release(): Promise<readonly Entry[]> {
    const gate = await this.next();
    gate.go();
    return gate.entries;
  }

  /** Lets the next write meet a full disk, from its `nth` entry on (default: at once); returns its entries. */
  async fail(nth?: number): Promise<readonly Entry[]> {
    const gate = await this.next();
    gate.fail(nth);
    return gate.entries;
  }
}

/**
 * A Farkle game with `entries` played, on screen over a ledger whose writes wait at `held`'s gates;
 * with the advisor when `advice` is given a list to keep its client in (for stopping).
 */
async function heldPage(entries: readonly Entry[] = [], advice?: AdviceClient[]) {
  const { ledger, game } = await newGame('farkle', entries);
  const held = new HeldWrites(ledger);
  const services = recordingServices(() => Promise.resolve(held.ledger));
  if (advice) {
    const client = new AdviceClient(ledger.db.name);
    advice.push(client);
    services.advice = () => client;
  }
  const page = await mountPage(game.row.id, services);
  return { ledger, game, held, services, page };
}

/**
 * Takes over the page's clock (`performance.now`, by which the controller times "Saving…"): time
 * moves only when the test advances it, however slowly a loaded machine runs the writes. Real
 * timers still fire; they just find that no time has passed. Returns the clock and its undo.
 */
function controlledClock(): { advance: (ms: number) => void; restore: () => void } {
  const real = performance.now.bind(performance);
  const start = real();
  let advanced = 0;
  performance.now = () => start + advanced;
  return {
    advance: (ms) => {
      advanced += ms;
    },
    restore: () => {
      delete (performance as { now?: unknown }).now;
    },
  };
}

interface Frame {
  readonly up: string;
  readonly total: string;
  readonly banners: readonly string[];
  readonly holdPicker: boolean;
  readonly saving: boolean;
}

/** What the screen shows, read every animation frame: anything a player could have seen. */
function watchScreen(page: ZsPlayPage): { frames: Frame[]; stop: () => void } {
  const frames: Frame[] = [];
  let running = true;
  const look = () => {
    if (!running) return;
    const status = page.shadowRoot?.querySelector('zs-turn-status');
    frames.push({
      up: textOf(status?.shadowRoot?.querySelector('h2') ?? document.createElement('i')),
      total: textOf(status?.shadowRoot?.querySelector('.total') ?? document.createElement('i')),
      banners: bannerHeadings(page),
      // Read straight from the page, not by role: a frame's look must not take a frame itself.
      holdPicker:
        page.shadowRoot
          ?.querySelector('zs-hold-card')
          ?.shadowRoot?.querySelector('zs-hold-picker')
          ?.checkVisibility() === true,
      saving: (page.shadowRoot?.querySelector('p.saving')?.textContent ?? '').includes('Saving'),
    });
    requestAnimationFrame(look);
  };
  look();
  return {
    frames,
    stop: () => {
      running = false;
    },
  };
}

/** The text of the "Saving…" live region ('' while it is empty). */
function savingLine(page: ZsPlayPage): string {
  return allByRole(page, 'status')
    .map((element) => textOf(element))
    .filter((text) => text.startsWith('Saving'))
    .join('');
}

/** The advice line of the hold picker ('' while there is none). */
function holdAdvice(page: ZsPlayPage): string {
  const picker = allElements(page).find((element) => element.localName === 'zs-hold-picker');
  return textOf(picker?.shadowRoot?.querySelector('.advice') ?? document.createElement('i'));
}

function whoIsUp(page: ZsPlayPage): string {
  return textOf(getByRole(page, 'heading', /is up$/));
}

function turnTotal(page: ZsPlayPage): string {
  const status = page.shadowRoot?.querySelector('zs-turn-status');
  return textOf(status?.shadowRoot?.querySelector('.total') ?? document.createElement('i'));
}

async function press(page: ZsPlayPage, name: string) {
  getByRole(page, 'button', name).click();
  await settled(page);
}

describe('zs-play-page: the screen shows only what is stored', () => {
  let clock: ReturnType<typeof controlledClock>;
  beforeEach(() => {
    clock = controlledClock();
  });

  afterEach(async () => {
    clock.restore();
    fixtureCleanup();
    await removeLedgers();
    localStorage.clear();
  });

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
    await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
    await settled(page);
    const banner = allElements(page).find(
      (element) => element.localName === 'zs-banner' && element.hasAttribute('alert'),
    );
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
    await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
    await settled(page);
    const banner = allElements(page).find(
      (element) => element.localName === 'zs-banner' && element.hasAttribute('alert'),
    );
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
    await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
    await settled(page);
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
    await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
    await settled(page);
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
    const banner = allElements(page).find(
      (element) => element.localName === 'zs-banner' && element.hasAttribute('alert'),
    );
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

  it('offers "Save this roll" for a full roll left unsent by a failed write, after a reload', async () => {
    const { ledger, game, held, page } = await heldPage();
    await tapFaces(page, [1, 5, 2, 3, 4, 4]);
    await held.fail();
    await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
    await settled(page);
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
    await until(() => allByRole(page, 'alert').length === 1, 'the problem banner');
    await settled(page);
    const banner = allElements(page).find(
      (element) => element.localName === 'zs-banner' && element.hasAttribute('alert'),
    );
    expect(banner?.textContent).to.contain(QUOTA_MESSAGE);
    expect(banner?.textContent).to.contain('What you did after it was not saved either.');
    expect(services.announcements).to.include('What you did after it was not saved either.');
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(draftDice(page)).to.deep.equal([]);
    expect((await stored(ledger, game.row.id)).row.head).to.equal(2);
  });
});
