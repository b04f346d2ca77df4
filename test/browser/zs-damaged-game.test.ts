/**
 * A game whose stored log does not replay (a record written by something else, or cut short):
 * the play page and the score sheet show it read-only, as it stood before the damaged entry, with
 * why; nothing on them writes to it, and nothing stays on "Loading".
 */
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { StorageError } from '../../src/db/index.js';
import type { Ledger } from '../../src/db/index.js';
import type { Entry } from '../../src/game/index.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import type { ZsSheetPage } from '../../src/ui/pages/sheet/zs-sheet-page.js';
import '../../src/ui/pages/sheet/zs-sheet-page.js';

import { writeEntriesFrom } from '../../src/db/log-store.js';
import { mountWithLedger, savedFrom } from './export-fixture.js';
import { allElements, getByRole, settle, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import { bannerHeadings, cleanUpPlay, newGame } from './zs-play-helpers.js';
import { expectElement } from './harness.js';

/** Ana banks 750, Ben 500; Cy rolls six dice and keeps the 1; then the stored log says he rolled 2 dice, not 5. */
const BEFORE: readonly Entry[] = [
  { type: 'total', points: 750 },
  { type: 'total', points: 500 },
  { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
  { type: 'hold', dice: [1] },
];
const CUT_ROLL: Entry = { type: 'roll', dice: [5, 2] };
const WHY = 'Enter 5 dice for this roll: you entered 2.';

/** Writes `entry` after the game's log behind the ledger's back, as a damaged record would have it. */
async function damage(ledger: Ledger, gameId: string, entry: Entry): Promise<void> {
  const { db } = ledger;
  await db.transaction('rw', db.games, db.logChunks, async () => {
    const row = await db.games.get(gameId);
    if (!row) throw new Error('no such game');
    await writeEntriesFrom(db, gameId, row.length, [{ gameId, index: row.length, entry, at: null }]);
    await db.games.put({
      ...row,
      head: row.length + 1,
      length: row.length + 1,
      seq: row.seq + 1,
      summary: { ...row.summary, problem: 'damaged' },
    });
  });
}

async function damagedGame() {
  const { ledger, game } = await newGame('zilch-10k', BEFORE);
  await damage(ledger, game.row.id, CUT_ROLL);
  return { ledger, id: game.row.id };
}

async function playPage(ledger: Ledger, id: string): Promise<ZsPlayPage> {
  const page = await withServices<ZsPlayPage>(
    html`<zs-play-page .gameId=${id}></zs-play-page>`,
    recordingServices(ledger),
  );
  await until(() => !textOf(page).includes('Loading'), 'the page shows the game');
  await settle(page);
  return page;
}

const tagged = (root: Element, tag: string) => allElements(root).filter((element) => element.localName === tag);
/** What the banners say under their headings (their slotted words). */
const bannerText = (root: Element) =>
  tagged(root, 'zs-banner')
    .map((banner) => (banner.textContent ?? '').replace(/\s+/g, ' ').trim())
    .join(' ');
const buttonNames = (root: Element) =>
  allElements(root)
    .filter((element) => element instanceof HTMLButtonElement)
    .map((button) => textOf(button));

describe('a game whose record is damaged', () => {
  afterEach(cleanUpPlay);

  it('opens read-only on the play page: why, where, the scores before it, the sheet; no dice pad, no actions', async () => {
    const { ledger, id } = await damagedGame();
    const page = await playPage(ledger, id);
    expect(bannerHeadings(page)).to.deep.equal(['This game cannot be played on']);
    expect(bannerText(page)).to.equal(
      `This game's record is damaged at turn 3 (Cy, round 1): ${WHY} It is shown as it stood before, and cannot be played on. You can download its record.`,
    );
    expect(textOf(getByRole(page, 'heading', /is up$/))).to.equal('Cy is up');
    expect(textOf(page)).to.contain('Ana 750');
    expect(textOf(page)).to.contain('Ben 500');
    const sheetLink = allElements(page).find(
      (element): element is HTMLAnchorElement =>
        element instanceof HTMLAnchorElement && textOf(element) === 'Score sheet',
    );
    expect(sheetLink?.getAttribute('href')).to.equal(`#/game/${id}/sheet`);
    for (const tag of ['zs-dice-pad', 'zs-turn-actions', 'zs-hold-picker', 'zs-total-entry'])
      expect(tagged(page, tag), tag).to.have.length(0);
    expect(buttonNames(page)).to.deep.equal(['Download the record']);
    await expectElement(page);

    // The keys that play do nothing here.
    page.focus();
    for (const key of ['5', '2', 'u', 'b', 'Enter']) await sendKeys({ press: key });
    await settle(page);
    const row = await ledger.db.games.get(id);
    expect([row?.seq, row?.length]).to.deep.equal([6, 5]);
  });

  it('downloads its record: the setup, the whole log and why', async () => {
    const { ledger, id } = await damagedGame();
    const page = await playPage(ledger, id);
    const file = await savedFrom(page, 'Download the record');
    expect(file?.name).to.equal(`zilch-damaged-record-${id}.json`);
    const record = JSON.parse(file?.text ?? '{}') as {
      id: string;
      entries: Entry[];
      head: number;
      setup: { players: string[] };
    };
    expect(record).to.deep.include({ id, head: 5, entries: [...BEFORE, CUT_ROLL] });
    expect(record.setup.players).to.deep.equal(['Ana', 'Ben', 'Cy']);
    await until(
      () => textOf(page).includes(`Saved zilch-damaged-record-${id}.json to your downloads.`),
      'the page says where it went',
    );
  });

  it('whose rules cannot be played says so, with nothing else to show, and never "Loading"', async () => {
    const { ledger, game } = await newGame('zilch-10k', BEFORE);
    const row = await ledger.db.games.get(game.row.id);
    if (!row) throw new Error('no game');
    await ledger.db.games.put({
      ...row,
      seq: row.seq + 1,
      setup: { ...row.setup, rules: { ...row.setup.rules, diceCount: 5 } },
    });
    const page = await playPage(ledger, game.row.id);
    expect(bannerText(page)).to.contain(
      "This game's record is damaged: These rules cannot be played: Three pairs needs at least 6 dice. There is nothing of it to show",
    );
    expect(tagged(page, 'zs-turn-status')).to.have.length(0);
    expect(buttonNames(page)).to.deep.equal(['Download the record']);
  });

  it('shows its score sheet up to the damaged entry, with the same banner and no corrections', async () => {
    const { ledger, id } = await damagedGame();
    const { element: page } = await mountWithLedger<ZsSheetPage>(
      html`<zs-sheet-page .gameId=${id}></zs-sheet-page>`,
      ledger,
    );
    await until(() => page.shadowRoot?.querySelector('zs-score-sheet') != null, 'the sheet shows');
    await settle(page);
    expect(bannerText(page)).to.contain(`This game's record is damaged at turn 3 (Cy, round 1): ${WHY}`);
    const table = allElements(page).find((element): element is HTMLTableElement => element instanceof HTMLTableElement);
    const cells = [...(table?.tBodies[0]?.rows[0]?.cells ?? [])].map((cell) => textOf(cell));
    expect(cells.slice(1, 4)).to.deep.equal([
      '750 , total 750 , on the board',
      '500 , total 500 , on the board',
      'Up now 100 so far',
    ]);
    expect(
      allElements(table as Element).filter((element) => element instanceof HTMLButtonElement),
      'no turn can be corrected',
    ).to.have.length(0);
    expect(buttonNames(page)).to.deep.equal(['Download the record', 'Print / Save as PDF']);
    expect(textOf(page)).to.not.contain('Loading');
    await expectElement(page);
  });

  it('a game that cannot be read says why on the play page, never "Loading" for ever', async () => {
    const failing = {
      loadGame: () => Promise.reject(new StorageError('unknown', 'load')),
      getSetting: () => Promise.resolve(undefined),
      loadDraft: () => Promise.resolve(null),
    } as unknown as Ledger;
    const page = await withServices<ZsPlayPage>(
      html`<zs-play-page .gameId=${'some-game'}></zs-play-page>`,
      recordingServices(failing),
    );
    await until(() => bannerText(page).includes('Saved games could not be read'), 'the problem shows');
    await settle(page);
    expect(textOf(page)).to.not.contain('Loading');
    expect(bannerHeadings(page)).to.deep.equal(['The game could not be opened']);
  });
});
