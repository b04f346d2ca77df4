import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { houseRulesFrom, presetById, withFacePoints } from '../../src/rules/index.js';
import { focused } from './form-helpers.js';
import { getByRole, pointsOf, tapFaces, textOf } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import { cleanUpPlay, draftDice, mountPage, newGame, settled } from './zs-play-helpers.js';
import { expectElement } from './harness.js';

describe('zs-play-page: the rules at hand', () => {
  afterEach(cleanUpPlay);

  it('opens the game’s own house rules from the game, and closes back to the same turn', async () => {
    const house = withFacePoints(houseRulesFrom(presetById('farkle'), 'Three 1s are 300'), 'triples', 1, 300);
    const { ledger, game } = await newGame(house);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    await tapFaces(page, [2, 3]);
    await settled(page);
    const opener = getByRole(page, 'button', 'Rules');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await settled(page);
    const dialog = getByRole(page, 'dialog', 'Rules: Three 1s are 300');
    const scoring = getByRole(dialog, 'table', 'Scoring');
    expect(pointsOf(scoring, 'Three 1s')).to.equal('300');
    expect(pointsOf(scoring, 'Three 2s')).to.equal('200');
    // The play keys belong to the dialog while it is open: a 5 typed here is no die.
    await sendKeys({ press: '5' });
    await settled(page);
    expect(draftDice(page)).to.deep.equal([2, 3]);
    await expectElement(page);
    await sendKeys({ press: 'Escape' });
    await settled(page);
    expect((dialog as HTMLDialogElement).open).to.equal(false);
    expect(focused()).to.equal(opener);
    expect(textOf(getByRole(page, 'heading', /is up$/))).to.equal('Ana is up');
    expect(draftDice(page)).to.deep.equal([2, 3]);
  });

  it('keeps the rules at hand at the end of the game', async () => {
    const { ledger, game } = await newGame('zilch-1000-open', [{ type: 'total', points: 10000 }], ['Ana', 'Ben']);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    expect(page.shadowRoot?.querySelector('zs-game-over')).to.not.equal(null);
    getByRole(page, 'button', 'Rules').click();
    await settled(page);
    const dialog = getByRole(page, 'dialog', 'Rules: Zilch, 1,000 to open');
    expect(textOf(getByRole(dialog, 'region', 'The end of the game'))).to.contain(
      'When someone gets there: they win at once.',
    );
  });
});
