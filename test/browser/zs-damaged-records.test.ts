/**
 * The games page over a version-1 database with damaged records among good games: the upgrade
 * completes, every good game is listed and opens, and what cannot be played is listed apart as
 * damaged, downloadable and deletable (with Undo).
 */
import { expect, fixtureCleanup, html } from '@open-wc/testing';
import { listDamaged, viewGame } from '../../src/db/index.js';
import type { Ledger } from '../../src/db/index.js';
import type { ZsGamesPage } from '../../src/ui/pages/games/zs-games-page.js';
import '../../src/ui/pages/games/zs-games-page.js';
import { freshName, openLedger, removeLedgers } from './db-helpers.js';
import { savedFrom } from './export-fixture.js';
import { find, findAll } from './form-helpers.js';
import { allElements, getByRole, settle, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import type { RecordingServices } from './services-fixture.js';
import { BAD_LAST_ROLL, BAD_RULES, damagedRecords, NO_LOG, NULL_SETUP, writeVersion1 } from './v1-fixture.js';
import { expectElement } from './harness.js';

async function upgradedLedger(): Promise<Ledger> {
  const name = freshName();
  await writeVersion1(name, await damagedRecords());
  return openLedger({ name });
}

async function gamesPage(services: RecordingServices): Promise<ZsGamesPage> {
  const page = await withServices<ZsGamesPage>(html`<zs-games-page></zs-games-page>`, services);
  await until(() => findAll(page, 'list', 'Damaged records').length === 1, 'the damaged records are listed');
  await settle(page);
  return page;
}

const damagedList = (page: Element) => find(page, 'list', 'Damaged records');
const records = (page: Element) => allElements(damagedList(page)).filter((element) => element.localName === 'article');
const recordTexts = (page: Element) => records(page).map((article) => textOf(article));

describe('zs-damaged-records on the games page', () => {
  afterEach(async () => {
    fixtureCleanup();
    await removeLedgers();
  });

  it('lists every good game of an upgraded version-1 database, and the records that cannot be played apart, each with why', async () => {
    const ledger = await upgradedLedger();
    const page = await gamesPage(recordingServices(ledger));
    // Six games: the fixture's four (one of them with a damaged log), the log cut short, and the one whose last roll was cut short.
    // The games list and the damaged records are read apart: the list may come a moment later.
    await until(() => findAll(page, 'link').length === 6, 'the six games listed');
    expect(textOf(find(page, 'link', /Max/))).to.contain('This game’s record is damaged');
    const texts = recordTexts(page);
    expect(texts).to.have.length(3);
    expect(texts[0]).to.match(
      /^Quinn, Rae .*This record is damaged and cannot be played: its list of turns is missing\. Download Delete$/,
    );
    expect(texts[1]).to.match(
      /^A game with no players .*This record is damaged and cannot be played: it has no players or rules\. Download Delete$/,
    );
    expect(texts[2]).to.match(
      /^Ola, Pat .*This record is damaged and cannot be played: These rules cannot be played: Three pairs needs at least 6 dice\. Download Delete$/,
    );
    await expectElement(page);
  });

  it('downloads a damaged record as it was found, with why', async () => {
    const ledger = await upgradedLedger();
    const page = await gamesPage(recordingServices(ledger));
    const original = (await damagedRecords()).find((record) => record.id === BAD_RULES);
    const file = await savedFrom(page, 'Download the damaged record of Ola, Pat');
    expect(file.name).to.equal(`zilch-damaged-record-${BAD_RULES}.json`);
    const saved = JSON.parse(file.text) as { id: string; code: string; problem?: { code: string }; record: unknown };
    expect(saved).to.deep.include({ id: BAD_RULES, code: 'bad-setup' });
    expect(saved.problem?.code).to.equal('bad-rules');
    expect(saved.record).to.deep.equal(original);
    await until(
      () => textOf(page).includes(`Saved zilch-damaged-record-${BAD_RULES}.json to your downloads.`),
      'the page says where it went',
    );
  });

  it('deletes a damaged record at once, and brings it back with the toast’s Undo', async () => {
    const ledger = await upgradedLedger();
    const services = recordingServices(ledger);
    const page = await gamesPage(services);
    getByRole(page, 'button', 'Delete the damaged record of a game with no players').click();
    await settle(page);
    expect(recordTexts(page)).to.have.length(2);
    await until(() => services.toasts.length === 1, 'the toast is asked for');
    expect(services.toasts[0]?.message).to.equal('Deleted the damaged record of a game with no players.');
    expect((await listDamaged(ledger)).map((row) => row.id)).to.deep.equal([NO_LOG, BAD_RULES]);

    services.toasts[0]?.action?.run();
    await until(() => records(page).length === 3, 'the record is back in the list');
    expect((await listDamaged(ledger)).map((row) => row.id)).to.deep.equal([NO_LOG, NULL_SETUP, BAD_RULES]);
    expect(services.announcements).to.deep.equal(['The damaged record of a game with no players is back.']);

    // The last one gone, the section goes.
    for (const name of ['Quinn, Rae', 'a game with no players', 'Ola, Pat']) {
      getByRole(page, 'button', `Delete the damaged record of ${name}`).click();
      await settle(page);
    }
    await until(() => findAll(page, 'list', 'Damaged records').length === 0, 'the section goes');
    expect(findAll(page, 'link')).to.have.length(6);
  });

  it('brings a deleted game with a damaged log back with the toast’s Undo, still damaged', async () => {
    const ledger = await upgradedLedger();
    const services = recordingServices(ledger);
    const page = await gamesPage(services);
    // The games come on their own read, after the damaged records.
    await until(() => findAll(page, 'button', 'Delete the game of Max, Nia').length === 1, 'the damaged game listed');
    getByRole(page, 'button', 'Delete the game of Max, Nia').click();
    await until(() => services.toasts.length === 1, 'the toast is asked for');
    services.toasts[0]?.action?.run();
    await until(() => findAll(page, 'link', /Max/).length === 1, 'the game is back in the list');
    expect(textOf(page)).to.not.contain('could not be brought back');
    expect((await viewGame(ledger, BAD_LAST_ROLL))?.damaged?.entryIndex).to.equal(4);
  });
});
