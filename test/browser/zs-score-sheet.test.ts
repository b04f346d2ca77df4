import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { scoreSheet } from '../../src/export/sheet.js';
import type { ScoreSheet } from '../../src/export/sheet.js';
import { replay } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsScoreSheet } from '../../src/ui/pages/sheet/zs-score-sheet.js';
import '../../src/ui/pages/sheet/zs-score-sheet.js';
import { SHEET_ENTRIES, sheetSetup, sheetState } from '../support/sheet-game.js';
import { focused } from './form-helpers.js';
import { allByRole, getByRole, nameOf, textOf } from './helpers.js';
import { expectElement } from './harness.js';

/** The sheet of the four-player house game (Ana, Ben, Cy, Dee), played up to `count` entries. */
const sheetAfter = (count = SHEET_ENTRIES.length): ScoreSheet =>
  scoreSheet(replay(sheetSetup(), SHEET_ENTRIES.slice(0, count)));

/** The sheet on the page's own background, light or dark (index.html's `--zs-bg`), as in the app. */
async function mount(sheet: ScoreSheet = scoreSheet(sheetState()), correctable = false): Promise<ZsScoreSheet> {
  const page =
    await fixture<HTMLDivElement>(html`<div style="color-scheme: light dark; background: light-dark(#f4f1ea, #121417)">
    <zs-score-sheet .sheet=${sheet} ?correctable=${correctable}></zs-score-sheet>
  </div>`);
  return page.querySelector('zs-score-sheet') as ZsScoreSheet;
}

function tableOf(element: ZsScoreSheet): HTMLTableElement {
  const table = element.shadowRoot?.querySelector('table');
  if (!table) throw new Error('no table');
  return table;
}

/** The cell of a player (found by column header) in a round (found by row header). */
function cellOf(element: ZsScoreSheet, round: number, player: string): HTMLTableCellElement {
  const table = tableOf(element);
  const column = [...(table.tHead?.rows[0]?.cells ?? [])].findIndex((cell) => textOf(cell) === player);
  const row = [...(table.tBodies[0]?.rows ?? [])].find((candidate) =>
    new RegExp(`^Round ${round}\\b`).test(textOf(candidate.cells[0] as Element)),
  );
  const cell = row?.cells[column];
  if (!cell || column < 0) throw new Error(`no cell for ${player} in round ${round}`);
  return cell;
}

/** A player's running total after each of their turns, top to bottom, as the sheet writes them. */
function runningTotals(element: ZsScoreSheet, player: string): string[] {
  const table = tableOf(element);
  const column = [...(table.tHead?.rows[0]?.cells ?? [])].findIndex((cell) => textOf(cell) === player);
  return [...(table.tBodies[0]?.rows ?? [])].flatMap((row) =>
    [...(row.cells[column]?.querySelectorAll('.line:not(.adjustment) .total') ?? [])].map((total) =>
      textOf(total).replace(/^, total /, ''),
    ),
  );
}

describe('zs-score-sheet', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('is a table captioned "Score sheet" whose column headers are the players, a row per round', async () => {
    const element = await mount();
    const table = tableOf(element);
    expect(textOf(table.caption as HTMLElement)).to.equal('Score sheet');
    expect(getByRole(element, 'region', 'Score sheet').contains(table)).to.equal(true);
    const headers = [...table.querySelectorAll('th[scope="col"]')].map((header) => textOf(header));
    expect(headers).to.deep.equal(['Ana', 'Ben', 'Cy', 'Dee']);
    const rounds = [...(table.tBodies[0]?.rows ?? [])].map((row) =>
      textOf(row.querySelector('th[scope="row"]') as Element),
    );
    expect(rounds).to.have.length(10);
    expect(rounds[0]).to.equal('Round 1');
  });

  it("shows each turn's result with the player's running total under it", async () => {
    const element = await mount();
    expect(textOf(cellOf(element, 2, 'Ben'))).to.match(/^1,100 , total 1,700/);
    expect(runningTotals(element, 'Ben')).to.deep.equal([
      '600',
      '1,700',
      '2,350',
      '2,800',
      '2,800',
      '3,300',
      '4,300',
      '4,700',
      '5,250',
    ]);
    expect(runningTotals(element, 'Ana')).to.deep.equal([
      '0',
      '750',
      '1,150',
      '1,000',
      '1,600',
      '2,800',
      '3,150',
      '3,150',
      '3,600',
      '3,950',
    ]);
  });

  it('marks a zilch in words and in colour, with what it cost', async () => {
    const element = await mount();
    const zilch = cellOf(element, 1, 'Ana');
    const banked = cellOf(element, 1, 'Ben');
    expect(textOf(zilch)).to.equal('Zilch , total 0');
    expect(textOf(cellOf(element, 4, 'Cy'))).to.match(/^Zilch −600 , total 950/);
    const colour = (cell: Element) => getComputedStyle(cell.querySelector('.result') as Element).color;
    expect(colour(zilch)).not.to.equal(colour(banked));
  });

  it('marks getting on the board, a take-over, a challenge on both sides, the target and the final round', async () => {
    const element = await mount();
    expect(textOf(cellOf(element, 1, 'Ben'))).to.contain(', on the board');
    expect(textOf(cellOf(element, 2, 'Ben'))).to.contain('took over 750');
    expect(textOf(cellOf(element, 3, 'Ben'))).to.contain(', challenge vs Ana');
    // The challenged player's cell says what the challenge cost and the total after it.
    expect(textOf(cellOf(element, 3, 'Ana'))).to.equal('400 , total 1,150 −650 , challenge by Ben , total 500');
    expect(textOf(cellOf(element, 9, 'Ben'))).to.contain('passed 5,000');
    expect(textOf(cellOf(element, 9, 'Cy'))).to.contain('final round');
    // The rows of the final round say so in their header; the rounds before do not.
    const table = tableOf(element);
    const headers = [...(table.tBodies[0]?.rows ?? [])].map((row) => textOf(row.cells[0] as Element));
    expect(headers.slice(8)).to.deep.equal(['Round 9, final', 'Round 10, final']);
    expect(headers.slice(0, 8).some((header) => header.includes('final'))).to.equal(false);
  });

  it('names the winner above the table, in their column header and at the foot, with every total', async () => {
    const element = await mount();
    expect(textOf(element.shadowRoot?.querySelector('.outcome') as Element)).to.equal('Ben wins with 5,250');
    const table = tableOf(element);
    expect(table.querySelector('th.winner')?.textContent).to.equal('Ben');
    const foot = [...(table.tFoot?.rows[0]?.cells ?? [])].map((cell) => textOf(cell));
    expect(foot).to.deep.equal(['Total', '3,950', '5,250 wins', '4,650', '3,950']);
    expect(table.getAttribute('aria-describedby')).to.contain('outcome');
  });

  it('marks whose turn it is, and who is not on the board yet, in an unfinished game', async () => {
    const element = await mount(sheetAfter(2));
    expect(textOf(element.shadowRoot?.querySelector('.outcome') as Element)).to.equal('Round 1: Cy is up');
    const current = cellOf(element, 1, 'Cy');
    expect(current.getAttribute('aria-current')).to.equal('true');
    expect(textOf(current)).to.equal('Up now');
    const foot = [...(tableOf(element).tFoot?.rows[0]?.cells ?? [])].map((cell) => textOf(cell));
    expect(foot).to.deep.equal(['Total', '0 not on the board', '600', '0 not on the board', '0 not on the board']);
  });

  it('says so before the first turn ends', async () => {
    // Ten-dice Zilch before the throw-off for the first player: nobody is up yet.
    const element = await mount(
      scoreSheet(replay({ rules: presetById('ten-dice'), players: ['Ana', 'Ben'] }, [])),
      true,
    );
    expect(textOf(tableOf(element).tBodies[0] as HTMLElement)).to.equal(
      'No turns yet: the first one shows here as soon as it ends.',
    );
    expect(allByRole(element, 'button')).to.have.length(0);
    expect(textOf(element)).not.to.contain('Tap a turn to correct it');
  });

  it('only reads when it is not correctable: no turn is a button', async () => {
    const element = await mount();
    expect(allByRole(element, 'button')).to.have.length(0);
  });

  it('asks to correct a past turn when its cell is tapped', async () => {
    const element = await mount(undefined, true);
    const turn = getByRole(cellOf(element, 2, 'Ben'), 'button');
    expect(turn.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(nameOf(turn)).to.equal('Ben, round 2: 1,100 , total 1,700 , took over 750');
    // Two players' turns of the same result are told apart by whose they are.
    const names = allByRole(element, 'button').map((button) => nameOf(button));
    expect(new Set(names).size).to.equal(names.length);
    await expectElement(element, {
      act: () => {
        turn.click();
        getByRole(cellOf(element, 4, 'Cy'), 'button').click();
      },
      fires: [
        { type: 'zs-turn-pick', detail: { turnIndex: 5 } },
        { type: 'zs-turn-pick', detail: { turnIndex: 14 } },
      ],
    });
    expect(textOf(element)).to.contain('Tap a turn to correct it.');
    expect(tableOf(element).getAttribute('aria-describedby')).to.equal('outcome hint');
  });

  it('sends the pick as a bubbling, composed event', async () => {
    const element = await mount(undefined, true);
    await expectElement(element, {
      act: () => getByRole(cellOf(element, 1, 'Ana'), 'button').click(),
      fires: [{ type: 'zs-turn-pick', detail: { turnIndex: 0 } }],
    });
  });

  it('works from the keyboard: Tab goes from turn to turn, Enter and Space pick one', async () => {
    const element = await mount(undefined, true);
    element.focusTurn(0);
    expect(focused() === getByRole(cellOf(element, 1, 'Ana'), 'button'), 'focus on Ana’s first turn').to.equal(true);
    await expectElement(element, {
      act: async () => {
        await sendKeys({ press: 'Enter' });
        await sendKeys({ press: 'Tab' });
        expect(focused() === getByRole(cellOf(element, 1, 'Ben'), 'button'), 'Tab goes to Ben’s turn').to.equal(true);
        await sendKeys({ press: 'Space' });
      },
      fires: [
        { type: 'zs-turn-pick', detail: { turnIndex: 0 } },
        { type: 'zs-turn-pick', detail: { turnIndex: 1 } },
      ],
    });
    // The sheet scrolls sideways on a phone: its region can be reached and scrolled with the keyboard.
    expect(getByRole(element, 'region', 'Score sheet').tabIndex).to.equal(0);
  });

  it('is accessible, read-only and correctable, light and dark', async () => {
    const element = await mount(sheetAfter(20));
    await expectElement(element);
    element.correctable = true;
    await element.updateComplete;
    await expectElement(element);
    await emulateMedia({ colorScheme: 'dark' });
    element.sheet = scoreSheet(sheetState());
    await element.updateComplete;
    await expectElement(element);
  });
});
