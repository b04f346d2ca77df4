/**
 * A full game of each Zilch preset with an opening minimum (to 15,000, to 10,000, to 5,000, and
 * 1,000 to open), played on the play page as a group at a table plays it; the games, their dice and
 * what each must show are described in zs-play-presets.test.ts.
 */
import { expect } from '@open-wc/testing';
import { allByRole, getByRole, textOf } from './helpers.js';
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

  it('Zilch to 15,000: 500 to get on the board, turning the corner, 350 after, more than 15,000 and the final round', async () => {
    const table = await startGame('zilch-15k');
    const { page } = table;
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(upStanding(page).note, 'nobody is on the board yet: the need line says it').to.not.contain('board');
    expect(statusPart(page, 'need')).to.equal('500 to get on the board: 500 to go');

    // Ana: 450 is not enough to get on the board; she rolls on.
    await table.roll([4, 4, 4, 5, 2, 3]);
    expect(holdSummary(page)).to.equal('Holding 4, 4, 4, 5: 450, 2 dice left. Turn total 450');
    await table.bankRefused('450 of the 500 needed to get on the board: 50 short.');
    await table.holdAndRollAgain();
    // 1 and 5: all six dice scored, so she must turn the corner before banking.
    await table.roll([1, 5]);
    expect(holdSummary(page)).to.equal('Holding 1, 5: 150, all 6 dice scored. Turn total 600');
    await table.bankRefused('All 6 dice scored: you must roll them all again before you bank (turning the corner).');
    await table.holdAndRollAgain();
    expect(bannerHeadings(page)).to.include('All 6 scored: you must roll them all again before you bank');
    // Four 2s are 4,000 in this game.
    await table.roll([2, 2, 2, 2, 3, 6]);
    expect(holdNames(page)[0]).to.match(/^Hold 2, 2, 2, 2: 4,000 points/);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ana banked 4,600: total 4,600');

    // Ben: two pairs and two odd dice are a zilch.
    expect(whoIsUp(page)).to.equal('Ben is up');
    await table.roll([3, 3, 4, 6, 2, 2]);
    expect(bannerHeadings(page)).to.include("Zilch! Ben's turn ends");

    // Round 2 in total mode. Ana is on the board: 350 to bank from now on.
    expect(whoIsUp(page)).to.equal('Ana is up');
    expect(upStanding(page).note).to.not.contain('off board');
    expect(statusPart(page, 'need')).to.equal('350 to bank: 350 to go');
    await table.totalMode();
    await table.totalRefused('300', '300 of the 350 needed to bank: 50 short.');
    // 15,000 exactly is not more than 15,000: no final round yet.
    await table.total('10,400');
    expect(whoIsUp(page)).to.equal('Ben is up');
    expect(finalRoundBanners(page)).to.deep.equal([]);
    expect(upStanding(page).note).to.contain('off board');
    await table.totalRefused('450', '450 of the 500 needed to get on the board: 50 short.');
    await table.total('6,000');

    // Round 3: Ana passes 15,000; Ben has one more turn.
    await table.total('350');
    expect(bannerText(page, "Final round: Ben's last turn")).to.equal(
      'Ana passed 15,000; everyone else gets one more turn. This is the last turn of the game.',
    );
    await table.total('5,000');

    await expectGameOver(table, { winners: ['Ana'], scores: { Ana: 15350, Ben: 11000 }, rounds: 3, finalRounds: [3] });
  });

  it('Zilch to 10,000: no four of a kind, three pairs, thresholds, the final round and a tie-break throw', async () => {
    const table = await startGame('zilch-10k');
    const { page } = table;
    expect(statusPart(page, 'need')).to.equal('500 to get on the board: 500 to go');

    // Ana: four 2s are only three 2s here; she keeps just the 1 and is refused at 100.
    await table.roll([1, 2, 2, 2, 2, 4]);
    const holds = holdNames(page);
    expect(holds).to.have.length(3);
    expect(holds[0]).to.match(/^Hold 1, 2, 2, 2: 300 points/);
    expect(holds.some((name) => name.startsWith('Hold 2, 2, 2, 2:'))).to.equal(false);
    await table.pickHold(/^Hold 1: 100 points/);
    expect(holdSummary(page)).to.equal('Holding 1: 100, 5 dice left. Turn total 100');
    await table.bankRefused('100 of the 500 needed to get on the board: 400 short.');
    await table.holdAndRollAgain();
    await table.roll([1, 1, 1, 3, 6]);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ana banked 1,100: total 1,100');

    // Ben: three pairs are 2,000 and use all six dice, so he turns the corner; 2-3-4-5-6 is no straight here.
    await table.roll([1, 1, 5, 5, 3, 3]);
    expect(holdSummary(page)).to.equal('Holding 1, 1, 3, 3, 5, 5: 2,000, all 6 dice scored. Turn total 2,000');
    await table.holdAndRollAgain();
    expect(bannerHeadings(page)).to.include('All 6 scored: you must roll them all again before you bank');
    await table.roll([5, 2, 3, 4, 6, 6]);
    expect(holdNames(page)).to.have.length(1);
    expect(holdNames(page)[0]).to.match(/^Hold 5: 50 points/);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ben banked 2,050: total 2,050');

    // Round 2 in total mode: 350 to bank once on the board; exactly 10,000 does not end it.
    await table.totalMode();
    await table.totalRefused('300', '300 of the 350 needed to bank: 50 short.');
    await table.total('8900');
    expect(finalRoundBanners(page)).to.deep.equal([]);
    await table.total('7,000');
    // Round 3: Ana passes 10,000; Ben's last turn ties her.
    await table.total('400');
    expect(bannerText(page, "Final round: Ben's last turn")).to.contain('Ana passed 10,000');
    await table.total('1,350');

    // The tie-break: each throws all six dice once on the pad; three pairs beat the straight.
    expect(textOf(page)).to.contain('Ana and Ben are tied at 10,400');
    expect(textOf(getByRole(page, 'heading', /^Tie-break/))).to.equal('Tie-break: Ana throws');
    await table.roll([1, 2, 3, 4, 5, 6]);
    expect(textOf(getByRole(page, 'heading', /^Tie-break/))).to.equal('Tie-break: Ben throws');
    expect(textOf(getByRole(page, 'list', 'Tie-break throws'))).to.contain('Ana 1,500 points');
    await table.roll([2, 2, 4, 4, 6, 6]);

    await expectGameOver(table, { winners: ['Ben'], scores: { Ana: 10400, Ben: 10400 }, rounds: 3, finalRounds: [3] });
  });

  it('Zilch to 5,000: no three pairs, 500 then 350, more than 5,000 and a last-turn zilch', async () => {
    const table = await startGame('zilch-5k');
    const { page } = table;
    expect(upStanding(page).note, 'nobody is on the board yet: the need line says it').to.not.contain('board');

    await table.roll([4, 4, 4, 5, 2, 3]);
    await table.bankRefused('450 of the 500 needed to get on the board: 50 short.');
    await table.holdAndRollAgain();
    expect(turnTotal(page)).to.equal('450');
    await table.roll([5, 2]);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ana banked 500: total 500');

    // Three pairs score nothing in the quick game: Ben zilches.
    await table.roll([2, 2, 3, 3, 6, 6]);
    expect(bannerHeadings(page)).to.include("Zilch! Ben's turn ends");

    expect(upStanding(page).note).to.not.contain('off board');
    await table.totalMode();
    await table.totalRefused('300', '300 of the 350 needed to bank: 50 short.');
    await table.total('4,000');
    await table.totalRefused('450', '450 of the 500 needed to get on the board: 50 short.');
    await table.total('1,000');
    await table.total('550');
    expect(bannerText(page, "Final round: Ben's last turn")).to.contain('Ana passed 5,000');
    // Ben's last turn is a zilch, entered with the Zilch button.
    await table.press('Zilch');
    await table.stored(1);

    await expectGameOver(table, { winners: ['Ana'], scores: { Ana: 5050, Ben: 1000 }, rounds: 3, finalRounds: [3] });
  });

  it("Zilch, 1,000 to open: 1,000 to get on the board, the last die's second chance, first to 10,000 wins at once", async () => {
    const table = await startGame('zilch-1000-open');
    const { page } = table;
    expect(statusPart(page, 'need')).to.equal('1,000 to get on the board: 1,000 to go');

    // Ana: 2-3-4-5-6 is 500 here, not enough to open.
    await table.roll([2, 3, 4, 5, 6, 6]);
    expect(holdNames(page)[0]).to.match(/^Hold 2, 3, 4, 5, 6: 500 points/);
    await table.bankRefused('500 of the 1,000 needed to get on the board: 500 short.');
    await table.holdAndRollAgain();
    // The last die misses once: it gets a second chance, and she may not bank in between.
    await table.roll([3]);
    expect(bannerHeadings(page)).to.include('Missed — throw the last die once more');
    // Bank could only refuse until the die is thrown again: it is not there (the banner says why).
    expect(allByRole(page, 'button', 'Bank')).to.have.length(0);
    await table.roll([1]);
    await table.holdAndRollAgain();
    expect(bannerHeadings(page)).to.include('Hot dice! Roll all 6 again, or bank');
    expect(turnTotal(page)).to.equal('600');
    await table.roll([5, 5, 5, 2, 3, 6]);
    await table.bank();
    expect(bannerHeadings(page)).to.include('Ana banked 1,100: total 1,100');

    // Ben: three pairs score nothing here.
    await table.roll([2, 2, 4, 4, 6, 6]);
    expect(bannerHeadings(page)).to.include("Zilch! Ben's turn ends");

    // Total mode: no minimum once on the board; 1,000 to open for Ben.
    await table.totalMode();
    expect(upStanding(page).note).to.not.contain('off board');
    expect(statusPart(page, 'need')).to.equal('');
    await table.total('8,850');
    await table.totalRefused('950', '950 of the 1,000 needed to get on the board: 50 short.');
    await table.total('1,000');
    // Ana reaches 10,000 with a 50: she wins at once, Ben gets no last turn.
    expect(finalRoundBanners(page)).to.deep.equal([]);
    await table.total('50');

    await expectGameOver(table, { winners: ['Ana'], scores: { Ana: 10000, Ben: 1000 }, rounds: 3, finalRounds: [] });
  });
});
