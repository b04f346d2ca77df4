/**
 * The last die of a roll: the roll's write and the removal of the draft of its dice commit
 * together, so a phone that dies while the roll is being written keeps the roll or its dice on the
 * pad, never neither.
 */
import { expect } from '@open-wc/testing';
import type { Ledger, LedgerOutcome } from '../../src/db/index.js';
import { localDraftKey } from '../../src/db/local-draft.js';
import { fillTheDisk } from './db-helpers.js';
import { allElements, getByRole, tapFaces, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import { cleanUpPlay, draftDice, mountPage, newGame, settled, untilStored } from './zs-play-helpers.js';

/** A ledger whose taps (`actAll`) wait until the test opens the gate; `full` makes them meet a full disk. */
function gatedLedger(real: Ledger) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  let full = false;
  const held = Object.create(real) as Ledger;
  held.actAll = async (...args: Parameters<Ledger['actAll']>): Promise<LedgerOutcome> => {
    waiting += 1;
    await gate;
    if (!full) return real.actAll(...args);
    const restore = fillTheDisk(() => true);
    try {
      return await real.actAll(...args);
    } finally {
      restore();
    }
  };
  return {
    ledger: held,
    waiting: () => waiting,
    release: (withFullDisk = false) => {
      full = withFullDisk;
      open();
    },
  };
}

const storedDice = (value: unknown): unknown => (value as { dice?: unknown } | null)?.dice ?? null;

function localDice(gameId: string): unknown {
  const raw = localStorage.getItem(localDraftKey(gameId));
  return raw === null ? null : storedDice(JSON.parse(raw));
}

describe('zs-play-page: the last die of a roll', () => {
  afterEach(cleanUpPlay);

  it('keeps the draft of the dice until the roll is stored, and removes it in the same commit', async () => {
    const { ledger, game } = await newGame('farkle');
    const gated = gatedLedger(ledger);
    const page = await mountPage(game.row.id, recordingServices(gated.ledger));

    await tapFaces(page, [1, 5, 2, 3, 4]);
    await until(() => localDice(game.row.id) !== null, 'the quick copy');
    // The durable copy of the first five dice is written on its own, as each die is tapped.
    let durable: unknown = null;
    for (let i = 0; i < 50 && (storedDice(durable) as unknown[] | null)?.length !== 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      durable = await ledger.loadDraft(game.row.id);
    }
    expect(storedDice(durable)).to.deep.equal([1, 5, 2, 3, 4]);

    await tapFaces(page, [4]);
    await until(() => gated.waiting() === 1, 'the roll waiting at the gate');
    // Give any other write the page made time to commit: none may remove the dice before the roll is stored.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ledger.loadGame(game.row.id))?.row.head, 'the roll is not stored yet').to.equal(0);
    expect(storedDice(await ledger.loadDraft(game.row.id)), 'the durable copy is still there').to.deep.equal([
      1, 5, 2, 3, 4,
    ]);
    expect(localDice(game.row.id), 'the quick copy is still there').to.deep.equal([1, 5, 2, 3, 4, 4]);

    gated.release();
    const rolled = await untilStored(ledger, game.row.id, 1);
    expect(rolled.log.entries[0]).to.deep.equal({ type: 'roll', dice: [1, 5, 2, 3, 4, 4] });
    expect(await ledger.loadDraft(game.row.id), 'removed with the roll').to.equal(null);
    await until(() => localDice(game.row.id) === null, 'the quick copy removed once the roll is stored');
  });

  it('a roll whose write fails leaves all its dice in the durable draft, and on the pad', async () => {
    const { ledger, game } = await newGame('farkle');
    const gated = gatedLedger(ledger);
    const page = await mountPage(game.row.id, recordingServices(gated.ledger));
    await tapFaces(page, [1, 5, 2, 3, 4, 4]);
    await until(() => gated.waiting() === 1, 'the roll waiting at the gate');
    gated.release(true);
    await until(() => page.shadowRoot?.querySelector('[role="alert"], zs-banner[alert]') != null, 'the problem banner');
    await settled(page);
    expect(draftDice(page)).to.deep.equal([1, 5, 2, 3, 4, 4]);
    expect((await ledger.loadGame(game.row.id))?.row.head).to.equal(0);
    let durable: unknown = null;
    for (let i = 0; i < 50 && (storedDice(durable) as unknown[] | null)?.length !== 6; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      durable = await ledger.loadDraft(game.row.id);
    }
    expect(storedDice(durable)).to.deep.equal([1, 5, 2, 3, 4, 4]);
  });

  it('parks the card not in use out of the way: it takes no room, and nothing in it can be seen, focused or tapped', async () => {
    const { ledger, game } = await newGame('farkle');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    const card = (tag: string) => page.shadowRoot?.querySelector(tag) as HTMLElement;
    const parkedProperly = (tag: string) => {
      const host = card(tag);
      const button = allElements(host).find((element) => element instanceof HTMLButtonElement);
      if (!button) throw new Error(`no button in ${tag}`);
      button.focus();
      const focused = button.matches(':focus');
      return { room: host.getBoundingClientRect().height, seen: button.checkVisibility(), focused, inert: host.inert };
    };
    await tapFaces(page, [1, 5, 2, 3, 4, 4]);
    await untilStored(ledger, game.row.id, 1);
    await settled(page);
    expect(card('zs-hold-card').getBoundingClientRect().height, 'the hold card in use').to.be.greaterThan(100);
    expect(parkedProperly('zs-pad-card'), 'the pad while the hold is chosen').to.deep.equal({
      room: 0,
      seen: false,
      focused: false,
      inert: true,
    });
    getByRole(page, 'button', 'Bank').click();
    await untilStored(ledger, game.row.id, 3);
    await settled(page);
    expect(card('zs-pad-card').getBoundingClientRect().height, 'the pad in use').to.be.greaterThan(100);
    // Parked, the hold card keeps its last holds: they are there, out of the way.
    expect(parkedProperly('zs-hold-card'), 'the hold card while the next dice are tapped in').to.deep.equal({
      room: 0,
      seen: false,
      focused: false,
      inert: true,
    });
  });
});
