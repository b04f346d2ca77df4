import { expect, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Ledger, LoadedGame } from '../../src/db/index.js';
import type { ZsSheetPage } from '../../src/ui/pages/sheet/zs-sheet-page.js';
import '../../src/ui/pages/sheet/zs-sheet-page.js';
import { SHEET_ENTRIES, sheetSetup } from '../support/sheet-game.js';
import { expectOk, openLedger, play, removeLedgers } from './db-helpers.js';
import { mountWithLedger, savedFrom } from './export-fixture.js';
import type { Recorded } from './export-fixture.js';
import { allByRole, allElements, getByRole, settle, textOf, until } from './helpers.js';
import { expectElement } from './harness.js';

interface Mounted {
  page: ZsSheetPage;
  ledger: Ledger;
  game: LoadedGame;
  recorded: Recorded;
}

/** The sheet page of the four-player game, played up to `entries`. */
async function sheetPage(entries = SHEET_ENTRIES): Promise<Mounted> {
  const ledger = openLedger();
  const game = await play(ledger, expectOk(await ledger.createGame(sheetSetup())), entries);
  const { element: page, recorded } = await mountWithLedger<ZsSheetPage>(
    html`<zs-sheet-page .gameId=${game.row.id}></zs-sheet-page>`,
    ledger,
  );
  await until(() => table(page) !== undefined, 'the score sheet shows');
  await settle(page);
  return { page, ledger, game, recorded };
}

function table(root: Element): HTMLTableElement | undefined {
  return allElements(root).find((element): element is HTMLTableElement => element instanceof HTMLTableElement);
}

function theTable(root: Element): HTMLTableElement {
  const found = table(root);
  if (!found) throw new Error('no table');
  return found;
}

/** The cell of a player (by column header) in a round (by row header). */
function cellOf(root: Element, round: number, player: string): HTMLTableCellElement {
  const sheet = theTable(root);
  const column = [...(sheet.tHead?.rows[0]?.cells ?? [])].findIndex((cell) => textOf(cell) === player);
  const row = [...(sheet.tBodies[0]?.rows ?? [])].find((candidate) =>
    textOf(candidate.cells[0] as Element).startsWith(`Round ${round}`),
  );
  const cell = row?.cells[column];
  if (!cell || column < 0) throw new Error(`no cell for ${player} in round ${round}`);
  return cell;
}

function linkNamed(root: Element, name: string): HTMLAnchorElement {
  const links = allElements(root).filter(
    (element): element is HTMLAnchorElement => element instanceof HTMLAnchorElement && textOf(element) === name,
  );
  if (links.length !== 1) throw new Error(`expected one link named ${name}, found ${links.length}`);
  return links[0] as HTMLAnchorElement;
}

const dialogOf = (page: Element) => {
  const dialog = allElements(page).find(
    (element): element is HTMLDialogElement => element instanceof HTMLDialogElement,
  );
  if (!dialog) throw new Error('no dialog');
  return dialog;
};

async function openCorrection(page: ZsSheetPage, round: number, player: string): Promise<HTMLDialogElement> {
  getByRole(cellOf(page, round, player), 'button').click();
  await settle(page);
  const dialog = dialogOf(page);
  await until(() => dialog.open, 'the dialog opens');
  return dialog;
}

async function typePoints(dialog: HTMLDialogElement, points: string) {
  const input = dialog.querySelector('input') as HTMLInputElement;
  input.focus();
  input.select();
  await sendKeys({ type: points });
}

describe('zs-sheet-page', () => {
  afterEach(() => removeLedgers());

  it('is a table captioned "Score sheet" with the players as column headers and a row per round', async () => {
    const { page } = await sheetPage();
    const sheet = theTable(page);
    expect(textOf(sheet.caption as HTMLElement)).to.equal('Score sheet');
    const headers = [...sheet.querySelectorAll('th[scope="col"]')].map((th) => textOf(th));
    expect(headers).to.deep.equal(['Ana', 'Ben', 'Cy', 'Dee']);
    const rowHeaders = [...sheet.querySelectorAll('tbody th[scope="row"]')].map((th) => textOf(th));
    expect(rowHeaders).to.deep.equal([
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
      'Round 6',
      'Round 7',
      'Round 8',
      'Round 9, final',
      'Round 10, final',
    ]);
    expect(sheet.tBodies[0]?.rows[0]?.cells.length).to.equal(5);
  });

  it('shows each result with its running total, zilches, marks, the winner and the totals', async () => {
    const { page } = await sheetPage();
    expect(textOf(cellOf(page, 1, 'Ana'))).to.equal('Ana, round 1: Zilch , total 0');
    expect(textOf(cellOf(page, 2, 'Ben'))).to.equal('Ben, round 2: 1,100 , total 1,700 , took over 750');
    expect(textOf(cellOf(page, 1, 'Ben'))).to.contain('on the board');
    expect(textOf(cellOf(page, 3, 'Ben'))).to.equal('Ben, round 3: 650 , total 2,350 , challenge vs Ana');
    expect(textOf(cellOf(page, 3, 'Ana'))).to.equal(
      'Ana, round 3: 400 , total 1,150 −650 , challenge by Ben , total 500',
    );
    expect(textOf(cellOf(page, 4, 'Cy'))).to.equal('Cy, round 4: Zilch −600 , total 950 , challenge vs Dee');
    expect(textOf(cellOf(page, 9, 'Ben'))).to.contain('passed 5,000');
    expect(textOf(cellOf(page, 10, 'Ana'))).to.contain('final round');
    const outcome = allElements(page).find((element) => element.id === 'outcome') as HTMLElement;
    expect(textOf(outcome)).to.equal('Ben wins with 5,250');
    expect(theTable(page).getAttribute('aria-describedby')).to.contain('outcome');
    const totals = [...(theTable(page).tFoot?.rows[0]?.cells ?? [])].map((cell) => textOf(cell));
    expect(totals).to.deep.equal(['Total', '3,950', '5,250 wins', '4,650', '3,950']);
    expect(theTable(page).querySelector('th.winner')?.textContent?.trim()).to.equal('Ben');
  });

  it('marks whose turn it is in an unfinished game', async () => {
    const { page } = await sheetPage(SHEET_ENTRIES.slice(0, 9));
    const current = cellOf(page, 3, 'Ana');
    expect(current.getAttribute('aria-current')).to.equal('true');
    expect(textOf(current)).to.equal('Up now');
    expect(textOf(allElements(page).find((element) => element.id === 'outcome') as HTMLElement)).to.equal(
      'Round 3: Ana is up',
    );
    expect(linkNamed(page, 'Back to the game').getAttribute('href')).to.match(/^#\/game\/[^/]+$/);
  });

  it('corrects a past turn: the dialog names it, the sheet changes and the correction is announced', async () => {
    const { page, ledger, game, recorded } = await sheetPage();
    const dialog = await openCorrection(page, 1, 'Ben');
    expect(textOf(dialog.querySelector('h2') as Element)).to.equal('Turn 2, Ben, round 1: was 600');
    const input = dialog.querySelector('input') as HTMLInputElement;
    expect(input.value).to.equal('600');
    expect(dialog.getRootNode() instanceof ShadowRoot && (dialog.getRootNode() as ShadowRoot).activeElement).to.equal(
      input,
    );
    await typePoints(dialog, '650');
    getByRole(dialog, 'button', 'Save').click();
    await until(() => !dialog.open, 'the dialog closes');
    await settle(page);
    expect(recorded.announcements).to.deep.equal(['Turn 2 corrected: Ben 650']);
    expect(textOf(cellOf(page, 1, 'Ben'))).to.contain('650 , total 650');
    expect(textOf(cellOf(page, 9, 'Ben'))).to.contain('total 5,300');
    const stored = await ledger.loadGame(game.row.id);
    expect(stored?.state.turns[1]?.points).to.equal(650);
    // Focus goes back to the corrected turn.
    const focused = (cellOf(page, 1, 'Ben').getRootNode() as ShadowRoot).activeElement;
    expect(focused).to.equal(getByRole(cellOf(page, 1, 'Ben'), 'button'));
  });

  it('shows the refusal of a correction that would break a later turn, in the dialog, and changes nothing', async () => {
    const { page, ledger, game } = await sheetPage();
    const dialog = await openCorrection(page, 2, 'Ana');
    expect(textOf(dialog.querySelector('h2') as Element)).to.equal('Turn 5, Ana, round 2: was 750');
    await typePoints(dialog, '800');
    getByRole(dialog, 'button', 'Save').click();
    const alert = getByRole(dialog, 'alert');
    await until(() => textOf(alert) !== '', 'the refusal shows');
    expect(textOf(alert)).to.equal(
      'That change would make turn 6 (Ben, round 2) illegal: The bank to take over is 800 with 2 dice, not 750 with 2 dice.',
    );
    expect(dialog.open).to.equal(true);
    expect((await ledger.loadGame(game.row.id))?.row.seq).to.equal(game.row.seq);
    expect(textOf(cellOf(page, 2, 'Ana'))).to.contain('750');
  });

  it('corrects a turn to a zilch with the Zilch button, and shows the refusal when a later turn needs it', async () => {
    const { page } = await sheetPage();
    const dialog = await openCorrection(page, 1, 'Dee');
    getByRole(dialog, 'button', 'Zilch').click();
    const alert = getByRole(dialog, 'alert');
    await until(() => textOf(alert) !== '', 'the refusal shows');
    expect(textOf(alert)).to.equal(
      'That change would make turn 12 (Dee, round 3) illegal: 350 of the 500 needed to get on the board: 150 short.',
    );
  });

  it('turns a zilch into points and a bank into a zilch', async () => {
    const { page, recorded } = await sheetPage();
    let dialog = await openCorrection(page, 8, 'Ana');
    expect(textOf(dialog.querySelector('h2') as Element)).to.equal('Turn 29, Ana, round 8: was Zilch');
    expect((dialog.querySelector('input') as HTMLInputElement).value).to.equal('');
    await typePoints(dialog, '1,000');
    await sendKeys({ press: 'Enter' });
    await until(() => !dialog.open, 'the dialog closes');
    expect(recorded.announcements).to.deep.equal(['Turn 29 corrected: Ana 1,000']);
    dialog = await openCorrection(page, 7, 'Ana');
    getByRole(dialog, 'button', 'Zilch').click();
    await until(() => !dialog.open, 'the dialog closes');
    await settle(page);
    expect(recorded.announcements.at(-1)).to.equal('Turn 25 corrected: Ana zilch');
    expect(textOf(cellOf(page, 7, 'Ana'))).to.match(/^Ana, round 7: Zilch/);
  });

  it("refuses what is not a turn's points under the field, in the typing's words or the game's, and stores nothing", async () => {
    const { page, ledger, game } = await sheetPage();
    const dialog = await openCorrection(page, 1, 'Ben');
    const alert = getByRole(dialog, 'alert');
    for (const [typed, message] of [
      // Points in fifties are the game's rule: its refusal, in its words.
      [
        '640',
        "The correction of turn 2 (Ben, round 1) is not legal: Enter the turn's points as a multiple of 50, or 0 for a zilch: 640 is not.",
      ],
      ['six hundred', 'Type the points as a whole number, like 650: "six hundred" is not one.'],
      ['', "Type the turn's points, or tap Zilch."],
    ] as const) {
      const input = dialog.querySelector('input') as HTMLInputElement;
      input.value = '';
      if (typed) await typePoints(dialog, typed);
      getByRole(dialog, 'button', 'Save').click();
      await until(() => textOf(alert) === message, `the dialog says: ${message}`);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
    }
    expect((await ledger.loadGame(game.row.id))?.row.seq).to.equal(game.row.seq);
  });

  it('shows the same refusal again for the same points typed again', async () => {
    const { page } = await sheetPage();
    const dialog = await openCorrection(page, 1, 'Ben');
    const alert = getByRole(dialog, 'alert');
    for (let attempt = 0; attempt < 2; attempt++) {
      await typePoints(dialog, '640');
      await until(() => textOf(alert) === '', 'typing clears the refusal');
      getByRole(dialog, 'button', 'Save').click();
      await until(() => textOf(alert).endsWith('640 is not.'), `the refusal shows, attempt ${attempt + 1}`);
    }
  });

  it('closes the dialog with Escape and gives focus back to the turn', async () => {
    const { page, ledger, game } = await sheetPage();
    const dialog = await openCorrection(page, 5, 'Cy');
    await sendKeys({ type: '1000' });
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'the dialog closes');
    await settle(page);
    const button = getByRole(cellOf(page, 5, 'Cy'), 'button');
    await until(() => (button.getRootNode() as ShadowRoot).activeElement === button, 'focus is back on the turn');
    expect((await ledger.loadGame(game.row.id))?.row.seq).to.equal(game.row.seq);
  });

  /** Ben's 550 of round 9 started the final round: corrected to a zilch, nobody has passed 5,000. */
  async function reopenByZilch(page: ZsSheetPage): Promise<HTMLDialogElement> {
    const dialog = await openCorrection(page, 9, 'Ben');
    getByRole(dialog, 'button', 'Zilch').click();
    await until(() => allByRole(dialog, 'button', 'Correct the turn').length === 1, 'the changes show');
    return dialog;
  }

  it('asks to confirm a correction that reopens the game, and stores it once confirmed', async () => {
    const { page, ledger, game, recorded } = await sheetPage();
    const dialog = await reopenByZilch(page);
    expect(allByRole(getByRole(dialog, 'list'), 'listitem').map((item) => textOf(item))).to.deep.equal([
      'The game is no longer over: Ben is up.',
    ]);
    expect((await ledger.loadGame(game.row.id))?.row.seq, 'nothing stored before the players confirm').to.equal(
      game.row.seq,
    );
    await expectElement(page);

    getByRole(dialog, 'button', 'Correct the turn').click();
    await until(() => !dialog.open, 'the dialog closes');
    await settle(page);
    expect(recorded.announcements).to.deep.equal([
      'Turn 34 corrected: Ben zilch. The game is no longer over: Ben is up.',
    ]);
    expect(textOf(allElements(page).find((element) => element.id === 'outcome') as HTMLElement)).to.equal(
      'Round 10: Ben is up',
    );
    expect(cellOf(page, 10, 'Ben').getAttribute('aria-current')).to.equal('true');
    expect(linkNamed(page, 'Back to the game').getAttribute('href')).to.match(/^#\/game\/[^/]+$/);
    expect((await ledger.loadGame(game.row.id))?.state.phase).to.equal('turn');
  });

  it('undoes the correction back to the exact log, and focus goes to the turn', async () => {
    // Two rounds, so the page's accessibility check stays quick on a busy machine.
    const { page, ledger, game, recorded } = await sheetPage(SHEET_ENTRIES.slice(0, 9));
    const dialog = await openCorrection(page, 1, 'Ben');
    await typePoints(dialog, '650');
    getByRole(dialog, 'button', 'Save').click();
    await until(() => allByRole(page, 'button', 'Undo the correction').length === 1, 'the undo is offered');
    await settle(page);
    expect(textOf(cellOf(page, 1, 'Ben'))).to.contain('650');
    await expectElement(page);

    getByRole(page, 'button', 'Undo the correction').click();
    await until(() => recorded.announcements.at(-1) === 'Correction undone: turn 2 is back to 600', 'the undo is said');
    await settle(page);
    expect(allByRole(page, 'button', 'Undo the correction')).to.deep.equal([]);
    expect(textOf(cellOf(page, 1, 'Ben'))).to.match(/^Ben, round 1: 600 /);
    const stored = await ledger.loadGame(game.row.id);
    expect(stored?.log.entries).to.deep.equal(game.log.entries);
    expect(stored?.log.head).to.equal(game.log.head);
    expect(stored?.sameTap).to.deep.equal(game.sameTap);
    // Focus goes to the turn the correction was about, not lost with the button.
    const button = getByRole(cellOf(page, 1, 'Ben'), 'button');
    await until(() => (button.getRootNode() as ShadowRoot).activeElement === button, 'focus is on the turn');
  });

  it('undoes a correction that reopened the game: the game is over again', async () => {
    const { page, ledger, game, recorded } = await sheetPage();
    const dialog = await reopenByZilch(page);
    getByRole(dialog, 'button', 'Correct the turn').click();
    // The game reopens: the sheet, its statistics and their chart are drawn again, slowly on a busy machine.
    await waitUntil(() => allByRole(page, 'button', 'Undo the correction').length === 1, 'the undo is offered', {
      timeout: 10_000,
    });
    getByRole(page, 'button', 'Undo the correction').click();
    await waitUntil(
      () => recorded.announcements.at(-1) === 'Correction undone: turn 34 is back to 550',
      'the undo is said',
      { timeout: 10_000 },
    );
    await settle(page);
    expect(textOf(allElements(page).find((element) => element.id === 'outcome') as HTMLElement)).to.equal(
      'Ben wins with 5,250',
    );
    expect((await ledger.loadGame(game.row.id))?.log.entries).to.deep.equal(game.log.entries);
  });

  it('names a new winner before storing it; Back keeps the typed points and Cancel stores nothing', async () => {
    const { page, ledger, game } = await sheetPage();
    const dialog = await openCorrection(page, 9, 'Cy');
    await typePoints(dialog, '2150');
    getByRole(dialog, 'button', 'Save').click();
    await until(() => allByRole(dialog, 'button', 'Correct the turn').length === 1, 'the changes show');
    expect(allByRole(getByRole(dialog, 'list'), 'listitem').map((item) => textOf(item))).to.deep.equal([
      'Cy now wins with 5,300.',
    ]);
    getByRole(dialog, 'button', 'Back').click();
    await settle(page);
    const input = dialog.querySelector('input') as HTMLInputElement;
    expect(input.value).to.equal('2150');
    expect(allByRole(dialog, 'button', 'Correct the turn')).to.deep.equal([]);
    getByRole(dialog, 'button', 'Cancel').click();
    await until(() => !dialog.open, 'the dialog closes');
    expect((await ledger.loadGame(game.row.id))?.row.seq).to.equal(game.row.seq);
    expect(allByRole(page, 'button', 'Undo the correction')).to.deep.equal([]);
  });

  it('offers the undo only while the game is as the correction left it', async () => {
    const { page, ledger, game } = await sheetPage(SHEET_ENTRIES.slice(0, 9));
    const dialog = await openCorrection(page, 1, 'Ben');
    await typePoints(dialog, '650');
    getByRole(dialog, 'button', 'Save').click();
    await until(() => !dialog.open, 'a correction that changes only the points is stored at once');
    await settle(page);
    getByRole(page, 'button', 'Undo the correction');
    // Another tab banks Ana's turn: undoing the correction now would undo that too.
    const stored = await ledger.loadGame(game.row.id);
    if (!stored) throw new Error('no game');
    await play(ledger, stored, [{ type: 'total', points: 450 }]);
    await until(() => allByRole(page, 'button', 'Undo the correction').length === 0, 'the undo goes');
    expect(textOf(cellOf(page, 1, 'Ben'))).to.contain('650');
  });

  it('opens the correction from the keyboard', async () => {
    const { page } = await sheetPage();
    getByRole(cellOf(page, 6, 'Dee'), 'button').focus();
    await sendKeys({ press: 'Enter' });
    await settle(page);
    const dialog = dialogOf(page);
    await until(() => dialog.open, 'the dialog opens');
    expect(textOf(dialog.querySelector('h2') as Element)).to.equal('Turn 24, Dee, round 6: was 650');
    getByRole(dialog, 'button', 'Cancel').click();
    await until(() => !dialog.open, 'the dialog closes');
  });

  it('prints with the Print / Save as PDF button', async () => {
    const { page } = await sheetPage();
    const original = window.print;
    let printed = 0;
    window.print = () => void (printed += 1);
    try {
      getByRole(page, 'button', 'Print / Save as PDF').click();
    } finally {
      window.print = original;
    }
    expect(printed).to.equal(1);
  });

  it('downloads the CSV where the device cannot share files', async () => {
    const { page, game } = await sheetPage();
    const file = await savedFrom(page, 'Export CSV');
    const date = new Date(game.row.createdAt);
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(file?.name).to.equal(`zilch-${day}-ana-ben-cy-dee.csv`);
    expect(file?.via).to.equal('download');
    expect(file?.type).to.equal('text/csv');
    const lines = file?.text.split('\r\n') ?? [];
    expect(lines[0]).to.equal('game,date,round,player,result,running total,note');
    expect(lines[15]).to.equal(
      `"House Zilch to 5,000: Ana, Ben, Cy, Dee",${day},4,Cy,-600,950,zilch -600; challenged Dee`,
    );
    expect(lines.length).to.equal(SHEET_ENTRIES.length - 4 + 2);
    const status = getByRole(page, 'status');
    await until(() => textOf(status) !== '', 'the page says where the file went');
    expect(textOf(status)).to.equal(`Saved zilch-${day}-ana-ben-cy-dee.csv to your downloads.`);
  });

  it('shares the CSV where the device shares files', async () => {
    const { page } = await sheetPage();
    const file = await savedFrom(page, 'Export CSV', { share: true });
    expect(file.via).to.equal('share');
    expect(file.text.startsWith('game,date,round,player,result,running total,note\r\n')).to.equal(true);
    await until(() => textOf(getByRole(page, 'status')).startsWith('Shared zilch-'), 'the page says it was shared');
  });

  it('backs up all games from the sheet', async () => {
    const { page } = await sheetPage();
    const backup = JSON.parse((await savedFrom(page, 'Back up all games')).text);
    expect(backup.format).to.equal('zilch-scorepad-backup');
    expect(backup.games.length).to.equal(1);
    await until(() => textOf(getByRole(page, 'status')).includes('with 1 game'), 'the page says what was saved');
  });

  it('follows the ledger: a turn ended elsewhere shows at once', async () => {
    const { page, ledger, game } = await sheetPage(SHEET_ENTRIES.slice(0, 9));
    await play(ledger, game, [{ type: 'total', points: 450 }]);
    await until(() => textOf(cellOf(page, 3, 'Ana')).startsWith('Ana, round 3: 450'), 'the new turn shows');
    expect(cellOf(page, 3, 'Ben').getAttribute('aria-current')).to.equal('true');
  });

  it('shows another game when the route hands it one', async () => {
    const { page, ledger } = await sheetPage();
    const other = await play(ledger, expectOk(await ledger.createGame(sheetSetup(['Zoë', 'Yan']))), [
      { type: 'total', points: 600 },
    ]);
    page.gameId = other.row.id;
    // While the other game loads there may be no table for a moment.
    await until(
      () => [...(table(page)?.querySelectorAll('th[scope="col"]') ?? [])].map((th) => textOf(th)).join() === 'Zoë,Yan',
      'the other game shows',
    );
    expect(textOf(cellOf(page, 1, 'Zoë'))).to.contain('600');
  });

  it('says so when the game is not on this device', async () => {
    const ledger = openLedger();
    const { element: page } = await mountWithLedger<ZsSheetPage>(
      html`<zs-sheet-page .gameId=${'no-such-game'}></zs-sheet-page>`,
      ledger,
    );
    await until(() => textOf(page).includes('This game is not on this device'), 'the page says the game is missing');
    expect(linkNamed(page, 'Go to the games').getAttribute('href')).to.equal('#/');
  });

  it('is accessible, with the correction dialog open too', async () => {
    const { page } = await sheetPage(SHEET_ENTRIES.slice(0, 20));
    await expectElement(page);
    const dialog = await openCorrection(page, 2, 'Ana');
    await typePoints(dialog, '800');
    getByRole(dialog, 'button', 'Save').click();
    await until(() => textOf(getByRole(dialog, 'alert')) !== '', 'the refusal shows');
    await expectElement(page);
  });
});
