import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { houseRulesFrom, presetById } from '../../src/rules/index.js';
import type { ZsRulesSheet } from '../../src/ui/pages/play/zs-rules-sheet.js';
import '../../src/ui/pages/play/zs-rules-sheet.js';
import { focused } from './form-helpers.js';
import { allByRole, expectTapTargets, getByRole, pointsOf, resetPage, textOf } from './helpers.js';
import { expectElement } from './harness.js';

const dialogOf = (sheet: ZsRulesSheet) => sheet.shadowRoot?.querySelector('dialog') as HTMLDialogElement;

async function opened(rules = presetById('farkle')): Promise<ZsRulesSheet> {
  const sheet = await fixture<ZsRulesSheet>(html`<zs-rules-sheet .rules=${rules}></zs-rules-sheet>`);
  const opener = getByRole(sheet, 'button', 'Rules');
  opener.focus();
  opener.click();
  await sheet.updateComplete;
  return sheet;
}

describe('zs-rules-sheet', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
    await resetPage();
  });

  it('is a Rules button that opens the rules as a modal dialog, the scoring table read by row', async () => {
    const sheet = await fixture<ZsRulesSheet>(html`<zs-rules-sheet .rules=${presetById('farkle')}></zs-rules-sheet>`);
    const opener = getByRole(sheet, 'button', 'Rules');
    expect(opener.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(dialogOf(sheet).open).to.equal(false);
    // Closed, the sheet is out of the accessibility tree: only its button is there.
    expect(allByRole(sheet, 'button').map((button) => button.textContent?.trim())).to.deep.equal(['Rules']);
    opener.click();
    await sheet.updateComplete;
    expect(dialogOf(sheet).open).to.equal(true);
    expect(dialogOf(sheet).matches(':modal')).to.equal(true);
    const dialog = getByRole(sheet, 'dialog', 'Rules: Farkle');
    const scoring = getByRole(dialog, 'table', 'Scoring');
    expect(allByRole(scoring, 'row')).to.have.length(14);
    expect(pointsOf(scoring, 'Single 1')).to.equal('100');
    expect(pointsOf(scoring, 'Three 2s')).to.equal('200');
    expect(pointsOf(scoring, '4 of a kind')).to.equal('2× the triple');
    expect(pointsOf(scoring, 'Straight 1-2-3-4-5-6')).to.equal('1,500');
    expect(textOf(getByRole(dialog, 'region', 'A turn'))).to.contain(
      'When all the dice have scored (hot dice): roll them all again, or bank.',
    );
    expect(allByRole(dialog, 'region', 'Variations')).to.have.length(0);
    await expectElement(sheet);
  });

  it('holds the keyboard while open; Escape closes it and the keyboard goes back to the Rules button', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><button type="button">Outside</button><zs-rules-sheet .rules=${presetById('farkle')}></zs-rules-sheet></div>`,
    );
    const sheet = page.querySelector('zs-rules-sheet') as ZsRulesSheet;
    getByRole(sheet, 'button', 'Rules').focus();
    await sendKeys({ press: 'Enter' });
    await sheet.updateComplete;
    expect(focused()).to.equal(getByRole(sheet, 'button', 'Close'));
    // The page behind is inert: it cannot take the keyboard while the rules are open.
    const outside = page.querySelector('button') as HTMLButtonElement;
    outside.focus();
    expect(focused()).to.equal(getByRole(sheet, 'button', 'Close'));
    await sendKeys({ press: 'Escape' });
    expect(dialogOf(sheet).open).to.equal(false);
    expect(focused()).to.equal(getByRole(sheet, 'button', 'Rules'));
  });

  it('Close closes it, by tap or Enter, and the keyboard goes back to the Rules button', async () => {
    const sheet = await opened();
    getByRole(sheet, 'button', 'Close').click();
    expect(dialogOf(sheet).open).to.equal(false);
    expect(focused()).to.equal(getByRole(sheet, 'button', 'Rules'));
    await sendKeys({ press: 'Enter' });
    await sheet.updateComplete;
    expect(dialogOf(sheet).open).to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(dialogOf(sheet).open).to.equal(false);
    expect(focused()).to.equal(getByRole(sheet, 'button', 'Rules'));
  });

  it('shows house rules as the group made them, variations included', async () => {
    const house = {
      ...houseRulesFrom(presetById('zilch-15k'), 'Friday night'),
      variations: {
        pyramiding: false,
        surpassing: true,
        challenges: null,
        zilchStreakPenalty: { zilches: 3, points: 500 },
      },
    };
    const sheet = await opened(house);
    const dialog = getByRole(sheet, 'dialog', 'Rules: Friday night');
    expect(textOf(getByRole(dialog, 'region', 'Variations'))).to.contain('Three zilches in a row cost 500 points.');
    expect(textOf(getByRole(dialog, 'region', 'A turn'))).to.contain('To get on the board: 500 points in one turn.');
    expect(allByRole(getByRole(dialog, 'table', 'Scoring'), 'rowheader', '4 of a kind')).to.have.length(1);
    await expectElement(sheet);
  });

  it('fits a small phone, light and dark, with 44px targets', async () => {
    await setViewport({ width: 320, height: 568 });
    const sheet = await opened(presetById('ten-dice'));
    const dialog = dialogOf(sheet);
    const box = dialog.getBoundingClientRect();
    expect(box.width).to.be.at.most(320);
    expect(box.bottom).to.be.at.most(568.5);
    expectTapTargets([getByRole(sheet, 'button', 'Close')], { right: 320 });
    await expectElement(sheet);
    await emulateMedia({ colorScheme: 'dark' });
    await expectElement(sheet);
  });

  it('shows no button without rules', async () => {
    const sheet = await fixture<ZsRulesSheet>(html`<zs-rules-sheet></zs-rules-sheet>`);
    expect(allByRole(sheet, 'button')).to.have.length(0);
    sheet.show();
    expect(sheet.open).to.equal(false);
  });
});
