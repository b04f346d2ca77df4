/**
 * Issue 4, "Done when": a newcomer can play a full game of each preset with the dice pad or in
 * total mode. One game per preset, two players, played like a group at a table: the game is set up
 * on the new-game page ("Start game"), then played on the play page by accessible names only — the
 * throw-off where the preset has one, the first turns on the dice pad (faces "1".."6" in "Dice
 * faces", the hold picker, "Roll again", "Bank"), the opening minimum refused and then met, then
 * the "Total mode" switch with typed turn totals to reach the target quickly, the final round, a
 * tie-break where the scores tie, and the winner with "New game". Afterwards the ledger's stored
 * game (replayed from its entries) must agree with what the screen said, and the score sheet page
 * of the same game must show the same totals.
 *
 * The dice are chosen for each preset's scoring table (docs/rules.md): a roll that scores
 * under one preset is a zilch under another (three pairs), a hold that exists in one is missing in
 * another (four of a kind, 2-3-4-5-6). Each game is as short as its rules allow while still
 * crossing every threshold the preset has, and reaching (or, for "more than" targets, exactly
 * hitting and then passing) the target. The Zilch presets with an opening minimum are in
 * zs-play-presets-zilch.test.ts; the table the games are played at is helpers-preset-table.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { find } from './form-helpers.js';
import { allByRole, getByRole, tapFaces, textOf } from './helpers.js';
import {
  bannerText,
  expectGameOver,
  finalRoundBanners,
  holdNames,
  holdSummary,
  leaveTheTable,
  startGame,
  statusPart,
  upStanding,
} from './helpers-preset-table.js';
import { bannerHeadings, turnTotal, whoIsUp } from './zs-play-helpers.js';

describe('a full game of each preset on the play page', () => {
  // Pages first (their live queries hold the databases open), then the databases.
  afterEach(leaveTheTable);

  it('10-dice Zilch: a throw-off with a tie, lock, build off, 20,000 reached and the final round', async function (this: MochaContext) {
    // The longest game here: each role query asks Chromium for the role of every element, the
    // parked hold card's list of ten-dice holds included; a slow machine has taken over 30 s.
    this.timeout(60_000);
    const table = await startGame('ten-dice', { throwOff: true });
    const { page } = table;
    expect(textOf(getByRole(page, 'heading', 'Who starts?'))).to.equal('Who starts?');

    // The throw-off: Ana and Ben tap in ten dice each and tie at 39 pips; they throw again and type the pips.
    expect(textOf(getByRole(page, 'heading', /’s throw$/))).to.equal('Ana’s throw');
    await tapFaces(page, [6, 6, 5, 5, 4, 4, 3, 3, 2, 1]);
    await table.press('Enter Ana’s throw');
    await table.stored(1);
    expect(textOf(getByRole(page, 'heading', /’s throw$/))).to.equal('Ben’s throw');
    await tapFaces(page, [6, 6, 6, 5, 5, 4, 3, 2, 1, 1]);
    await table.press('Enter Ben’s throw');
    await table.stored(1);
    expect(textOf(page)).to.contain('Tie! Ana and Ben throw again.');
    for (const [name, pips] of [
      ['Ana', '30'],
      ['Ben', '41'],
    ] as const) {
      find(page, 'spinbutton', 'Pips in all').focus();
      await sendKeys({ type: pips });
      await table.press(`Enter ${name}’s throw`);
      await table.stored(1);
    }
    expect(whoIsUp(page)).to.equal('Ben is up');
    // No thresholds in this game: no board status, nothing to reach.
    expect(upStanding(page).note).to.not.contain('board');
    expect(statusPart(page, 'need')).to.equal('');

    // Ben: all ten dice score (a straight, three 1s and a 5), so his 2,550 are locked; he rolls on,
    // holds a straight, and zilches with four dice: the locked 2,550 are kept.
    await table.roll([1, 1, 1, 1, 2, 3, 4, 5, 6, 5]);
    expect(holdSummary(page)).to.equal(
      'Holding 1, 1, 1, 1, 2, 3, 4, 5, 5, 6: 2,550, all 10 dice scored. Turn total 2,550',
    );
    await table.holdAndRollAgain();
    expect(bannerHeadings(page)).to.include.members(['Hot dice! Roll all 10 again, or bank', 'Locked: 2,550 safe']);
    await table.roll([1, 5, 2, 2, 3, 3, 4, 4, 6, 6]);
    expect(holdSummary(page)).to.equal('Holding 1, 2, 3, 4, 5, 6: 1,500, 4 dice left. Turn total 4,050');
    await table.holdAndRollAgain();
    await table.roll([2, 3, 4, 6]);
    expect(bannerHeadings(page)).to.include("Zilch! Ben's turn ends — 1,500 lost");
    expect(bannerText(page, "Zilch! Ben's turn ends — 1,500 lost")).to.contain('2,550 locked points are kept.');

    // Ana: after a zilch there is nothing to build off; four 5s are 1,000 (flat), banked at once.
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(allByRole(page, 'button', 'Start fresh')).to.have.length(0);
    await table.roll([5, 5, 5, 5, 2, 3, 4, 6, 6, 2]);
    expect(holdNames(page)[0]).to.match(/^Hold 5, 5, 5, 5: 1,000 points/);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ana banked 1,000: total 1,000');

    // Round 2, Ben builds off Ana's bank: 1,000 with the 6 dice she left. He must score before banking.
    expect(whoIsUp(page)).to.equal('Ben is up');
    expect(upStanding(page).score).to.equal('2,550');
    await table.press('Build off 1,000 with 6 dice');
    await table.stored(1);
    expect(turnTotal(page)).to.equal('1,000');
    await table.bankRefused('Roll the 6 dice and score before banking the 1,000 you took over.');
    await table.roll([1, 2, 3, 3, 4, 6]);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ben banked 1,100: total 3,650');

    // Ana starts fresh and the group switches to total mode to play on quickly.
    await table.totalMode();
    await table.press('Start fresh');
    await table.stored(1);
    await table.total('9,000');
    await table.total('8000');
    expect(finalRoundBanners(page)).to.deep.equal([]);
    // 20,000 reached exactly: the target is "reach", so the final round starts.
    await table.total('10,000');
    expect(whoIsUp(page)).to.equal('Ben is up');
    expect(bannerText(page, "Final round: Ben's last turn")).to.equal(
      'Ana reached 20,000; everyone else gets one more turn. This is the last turn of the game.',
    );
    await table.total('6,000');

    await expectGameOver(table, { winners: ['Ana'], scores: { Ana: 20000, Ben: 17650 }, rounds: 4, finalRounds: [4] });
  });

  it('Farkle: no minimum, four of a kind doubles, hot dice may bank, 10,000 reached and a shared win', async () => {
    const table = await startGame('farkle');
    const { page } = table;
    expect(upStanding(page).note).to.not.contain('board');
    expect(statusPart(page, 'need')).to.equal('');

    // Ana banks a single 5 at once: nothing to reach first. 2-3-4-5-6 is no straight in Farkle.
    await table.roll([5, 2, 3, 4, 6, 6]);
    expect(holdNames(page)).to.have.length(1);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ana banked 50: total 50');

    // Ben: four 3s are 600; then 1 and 5 make hot dice, and he may bank them.
    await table.roll([3, 3, 3, 3, 2, 6]);
    expect(holdNames(page)[0]).to.match(/^Hold 3, 3, 3, 3: 600 points/);
    await table.holdAndRollAgain();
    await table.roll([1, 5]);
    await table.holdAndRollAgain();
    expect(bannerHeadings(page)).to.include('Hot dice! Roll all 6 again, or bank');
    await table.bank('decide');
    expect(bannerHeadings(page)).to.include('Ben banked 750: total 750');

    // Round 2 in total mode: 10,000 reached exactly starts the final round; Ben ties and they share.
    await table.totalMode();
    await table.total('9,950');
    expect(bannerText(page, "Final round: Ben's last turn")).to.contain('Ana reached 10,000');
    await table.total('9,250');

    await expectGameOver(table, {
      winners: ['Ana', 'Ben'],
      scores: { Ana: 10000, Ben: 10000 },
      rounds: 2,
      finalRounds: [2],
    });
  });

  it('Serendipity Creak: a small straight, inherit a bank, doubling, 10,000 reached and the final round', async () => {
    const table = await startGame('serendipity-creak');
    const { page } = table;
    expect(statusPart(page, 'need')).to.equal('');

    // Ana: 1-2-3-4-5 is a straight here (750), with the other 5 all six dice score 800; she banks them.
    await table.roll([1, 2, 3, 4, 5, 5]);
    expect(holdNames(page).some((name) => /^Hold 1, 2, 3, 4, 5: 750 points/.test(name))).to.equal(true);
    expect(holdSummary(page)).to.equal('Holding 1, 2, 3, 4, 5, 5: 800, all 6 dice scored. Turn total 800');
    await table.bank();

    // Ben inherits Ana's 800 with all six dice, must score first, and doubles three 4s with a fourth.
    expect(allByRole(page, 'group', 'Dice faces')).to.have.length(0);
    await table.press('Inherit 800 with 6 dice');
    await table.stored(1);
    await table.bankRefused('Roll the 6 dice and score before banking the 800 you took over.');
    await table.roll([4, 4, 4, 4, 2, 3]);
    expect(holdNames(page)[0]).to.match(/^Hold 4, 4, 4, 4: 800 points/);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ben banked 1,600: total 1,600');

    // Round 2: Ana starts fresh and the group counts in total mode.
    await table.totalMode();
    expect(allByRole(page, 'button', 'Inherit 1,600 with 2 dice')).to.have.length(1);
    await table.press('Start fresh');
    await table.stored(1);
    await table.total('9,200');
    expect(bannerText(page, "Final round: Ben's last turn")).to.contain('Ana reached 10,000');
    await table.total('2,000');

    await expectGameOver(table, { winners: ['Ana'], scores: { Ana: 10000, Ben: 3600 }, rounds: 2, finalRounds: [2] });
  });
});
