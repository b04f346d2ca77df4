import { expect, html } from '@open-wc/testing';
import type { Ledger, LoadedGame } from '../../src/db/index.js';
import { MAX_BACKUP_BYTES } from '../../src/export/backup.js';
import type { ZsBackupPage } from '../../src/ui/pages/backup/zs-backup-page.js';
import '../../src/ui/pages/backup/zs-backup-page.js';
import { SHEET_ENTRIES, sheetSetup } from '../support/sheet-game.js';
import { FARKLE_TURNS, expectOk, farkleSetup, openLedger, play, removeLedgers, storedEntryRows } from './db-helpers.js';
import { mountWithLedger, savedFrom } from './export-fixture.js';
import { allElements, getByRole, settle, textOf, until } from './helpers.js';
import { expectElement } from './harness.js';

async function ledgerWithGames(): Promise<{ ledger: Ledger; games: LoadedGame[] }> {
  const ledger = openLedger();
  const sheet = await play(ledger, expectOk(await ledger.createGame(sheetSetup())), SHEET_ENTRIES);
  const farkle = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
  return { ledger, games: [sheet, farkle] };
}

async function backupPage(ledger: Ledger): Promise<ZsBackupPage> {
  const { element } = await mountWithLedger<ZsBackupPage>(html`<zs-backup-page></zs-backup-page>`, ledger);
  await until(
    () => /games? on this device\.|no games on this device/.test(textOf(element)),
    'the page counts the games',
  );
  return element;
}

/** Backs up every game of `ledger` through the page, returning the file's text. */
async function backUpThroughPage(page: ZsBackupPage): Promise<string> {
  return (await savedFrom(page, 'Back up all games')).text;
}

function fileInput(page: Element): HTMLInputElement {
  const input = allElements(page).find(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'file',
  );
  if (!input) throw new Error('no file input');
  return input;
}

/** Picks a file in the page's file input, as the file chooser does. */
async function pick(page: ZsBackupPage, file: File): Promise<void> {
  const input = fileInput(page);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await until(() => message(page, 'alert') !== '' || message(page, 'status') !== '', 'the restore says how it went');
  await settle(page);
}

const jsonFile = (text: string, name = 'backup.json') => new File([text], name, { type: 'application/json' });

const message = (page: Element, role: 'alert' | 'status') =>
  textOf(
    getByRole(
      allElements(page).find(
        (element) => element.localName === 'section' && textOf(element).startsWith('Restore'),
      ) as Element,
      role,
    ),
  );

async function everything(ledger: Ledger) {
  return {
    games: await ledger.db.games.toArray(),
    entries: await storedEntryRows(ledger),
    chunks: await ledger.db.logChunks.toArray(),
    settings: await ledger.db.settings.toArray(),
  };
}

describe('zs-backup-page', () => {
  afterEach(() => removeLedgers());

  it('backs up every game and restores them into a fresh database, equal', async () => {
    const { ledger, games } = await ledgerWithGames();
    const page = await backupPage(ledger);
    expect(textOf(page)).to.contain('2 games on this device.');
    const text = await backUpThroughPage(page);
    const backupSection = allElements(page).find((element) => element.localName === 'section') as Element;
    const status = getByRole(backupSection, 'status');
    await until(() => textOf(status).startsWith('Saved zilch-backup-'), 'the page says the backup was saved');
    expect(textOf(status)).to.match(/^Saved zilch-backup-\d{4}-\d{2}-\d{2}\.json with 2 games to your downloads\.$/);

    const fresh = openLedger();
    const restorePage = await backupPage(fresh);
    expect(textOf(restorePage)).to.contain('There are no games on this device yet.');
    await pick(restorePage, jsonFile(text));
    expect(message(restorePage, 'status')).to.equal('Restored 2 games and 5 player names.');
    expect(message(restorePage, 'alert')).to.equal('');
    await until(() => textOf(restorePage).includes('2 games on this device.'), 'the count follows the restore');
    for (const game of games) {
      const restored = await fresh.loadGame(game.row.id);
      expect(restored?.log).to.deep.equal(game.log);
      expect(restored?.state).to.deep.equal(game.state);
      expect({ ...restored?.row, seq: 0 }).to.deep.equal({ ...game.row, seq: 0 });
    }
  });

  it('does not duplicate games already here', async () => {
    const { ledger } = await ledgerWithGames();
    const page = await backupPage(ledger);
    const text = await backUpThroughPage(page);
    const extra = openLedger({ name: ledger.name });
    await play(extra, expectOk(await extra.createGame(farkleSetup())), FARKLE_TURNS.slice(0, 5));
    const before = await everything(ledger);
    await pick(page, jsonFile(text));
    expect(message(page, 'status')).to.equal('Nothing to restore: all 2 games were already here.');
    expect(await everything(ledger)).to.deep.equal(before);
  });

  it('reports restored games and games already here together', async () => {
    const { ledger } = await ledgerWithGames();
    const text = await backUpThroughPage(await backupPage(ledger));
    const other = openLedger();
    const kept = await play(other, expectOk(await other.createGame(sheetSetup())), SHEET_ENTRIES.slice(0, 4));
    const data = JSON.parse(text);
    data.games.push({
      id: kept.row.id,
      setup: kept.row.setup,
      createdAt: kept.row.createdAt,
      updatedAt: kept.row.updatedAt,
      head: kept.log.head,
      entries: kept.log.entries,
    });
    const page = await backupPage(other);
    await pick(page, jsonFile(JSON.stringify(data)));
    expect(message(page, 'status')).to.equal('Restored 2 games and 1 player name; 1 game was already here.');
    expect((await other.listGames()).length).to.equal(3);
  });

  for (const [what, text, refusal] of [
    ['a file that is not JSON', 'game,date,round\r\n', 'This file is not a Zilch Scorepad backup: it is not JSON.'],
    ['a JSON file of another app', '{"name":"todo list","items":[]}', 'This file is not a Zilch Scorepad backup.'],
    [
      'a backup from a newer version',
      '{"format":"zilch-scorepad-backup","version":3,"exportedAt":"2031-01-01T00:00:00.000Z","games":[]}',
      'This backup was made by a newer version of Zilch Scorepad (version 3); update the app to restore it.',
    ],
  ] as const) {
    it(`refuses ${what} and changes nothing`, async () => {
      const { ledger } = await ledgerWithGames();
      const page = await backupPage(ledger);
      const before = await everything(ledger);
      await pick(page, jsonFile(text));
      expect(message(page, 'alert')).to.equal(refusal);
      expect(message(page, 'status')).to.equal('');
      expect(await everything(ledger)).to.deep.equal(before);
    });
  }

  it('refuses a backup with one damaged game and restores none of its games', async () => {
    const { ledger } = await ledgerWithGames();
    const data = JSON.parse(await backUpThroughPage(await backupPage(ledger)));
    data.games[1].entries.splice(2, 1);
    data.games[1].enteredAt.splice(2, 1);
    data.games[1].head -= 1;
    const fresh = openLedger();
    const page = await backupPage(fresh);
    await pick(page, jsonFile(JSON.stringify(data)));
    expect(message(page, 'alert')).to.match(
      /^Game 2 \(Ann, Ben\) is damaged: Entry 3 of the game's log is not legal: /,
    );
    expect(await fresh.listGames()).to.deep.equal([]);
  });

  it('says exactly what a restore took and what it left out', async () => {
    const { ledger } = await ledgerWithGames();
    const data = JSON.parse(await backUpThroughPage(await backupPage(ledger)));
    data.settings = { recentPlayers: ['Zoë\u200B', 'N'.repeat(1024 * 1024), '\u202E\u200B'], junk: 'x'.repeat(1024) };
    data.games[0].note = 'x'.repeat(1024);
    const fresh = openLedger();
    const page = await backupPage(fresh);
    await pick(page, jsonFile(JSON.stringify(data)));
    expect(message(page, 'status')).to.equal(
      'Restored 2 games and 1 player name; left out: 1 player name that was empty and 1 player name that was too long.',
    );
    expect(message(page, 'alert')).to.equal('');
    expect(await fresh.getSetting('recentPlayers')).to.deep.equal(['Zoë']);
  });

  it('refuses a file too large to be a backup without reading it', async () => {
    const fresh = openLedger();
    const page = await backupPage(fresh);
    await pick(page, new File([new Uint8Array(MAX_BACKUP_BYTES + 1)], 'huge.json', { type: 'application/json' }));
    expect(message(page, 'alert')).to.equal(
      'This file is too large to be a Zilch Scorepad backup (20 MB; a backup is at most 20 MB).',
    );
    expect(await fresh.listGames()).to.deep.equal([]);
  });

  it('accepts only JSON files in the file chooser, and names it by its label', async () => {
    const page = await backupPage(openLedger());
    const input = fileInput(page);
    expect(input.accept).to.equal('application/json,.json');
    expect(textOf(page.shadowRoot?.querySelector(`label[for="${input.id}"]`) as Element)).to.equal(
      'Choose a backup file',
    );
  });

  it('is accessible, with a refusal showing', async () => {
    const { ledger } = await ledgerWithGames();
    const page = await backupPage(ledger);
    await expectElement(page);
    await pick(page, jsonFile('{"format":"zilch-scorepad-backup","version":3,"exportedAt":"","games":[]}'));
    await expectElement(page);
  });
});
