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
 * hitting and then passing) the target.
 */
import { expect, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Ledger, LoadedGame } from '../../src/db/index.js';
import { activeEntries, replay } from '../../src/game/index.js';
import type { Face } from '../../src/rules/index.js';
import type { ZsNewGamePage } from '../../src/ui/pages/new-game/zs-new-game-page.js';
import '../../src/ui/pages/new-game/zs-new-game-page.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import type { ZsSheetPage } from '../../src/ui/pages/sheet/zs-sheet-page.js';
import '../../src/ui/pages/sheet/zs-sheet-page.js';
import { openLedger, removeLedgers } from './db-helpers.js';
import { descriptionOf, find } from './form-helpers.js';
import { allByRole, allElements, choose, getByRole, settle, tapFaces, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import {
  bannerHeadings,
  bannerText as wordsUnder,
  holdCard,
  mountPage,
  settled,
  stored,
  untilStored,
} from './zs-play-helpers.js';
import type { RecordingServices } from './services-fixture.js';

// ------------------------------------------------------------------ reading the screen

/** The turn status (who is up, score, board status, turn total, need line), as seen. */
function statusOf(page: ZsPlayPage): HTMLElement {
  const status = page.shadowRoot?.querySelector('zs-turn-status');
  if (!(status instanceof HTMLElement)) throw new Error('no turn status on screen');
  return status;
}

/** A part of the turn status by its class; '' when it is not shown. */
function statusPart(page: ZsPlayPage, part: 'total' | 'need'): string {
  const element = statusOf(page).shadowRoot?.querySelector(`.${part}`);
  return element ? textOf(element) : '';
}

/** The standing of the player up: their score and the note under it ("−450 · not on board"). */
function upStanding(page: ZsPlayPage): { readonly score: string; readonly note: string } {
  const item = statusOf(page).shadowRoot?.querySelector('li.up');
  return {
    score: textOf(item?.querySelector('strong') ?? document.createElement('i')),
    note: textOf(item?.querySelector('.note') ?? document.createElement('i')),
  };
}

const whoIsUp = (page: ZsPlayPage) => textOf(getByRole(page, 'heading', /is up$/));
const turnTotal = (page: ZsPlayPage) => statusPart(page, 'total');

/** The words under a banner's heading. */
function bannerText(page: ZsPlayPage, heading: string): string {
  const text = wordsUnder(page, heading);
  if (text === null) throw new Error(`no banner "${heading}"; the banners are: ${bannerHeadings(page).join(' | ')}`);
  return text;
}

const finalRoundBanners = (page: ZsPlayPage) =>
  bannerHeadings(page).filter((heading) => heading.startsWith('Final round'));

/** The hold picker's buttons for whole holds ("Hold 1, 5: 150 points, …"), best first. */
function holdNames(page: ZsPlayPage): string[] {
  return allByRole(getByRole(page, 'list', 'Legal holds, best first'), 'button').map((button) => textOf(button));
}

/** The sentence under the dice of the hold picker and the turn's total with it: "Holding 1, 5: 150, 4 dice left. Turn total 150" */
function holdSummary(page: ZsPlayPage): string {
  const status = page.shadowRoot?.querySelector('zs-turn-status')?.shadowRoot?.querySelector('.total');
  return `${/Holding [^.]*\./.exec(textOf(holdCard(page)))?.[0] ?? ''} Turn total ${status ? textOf(status) : ''}`;
}

/** The final standings as the game-over card lists them. */
function finalScores(page: ZsPlayPage): { name: string; score: number }[] {
  return allByRole(getByRole(page, 'list', 'Final scores'), 'listitem').map((item) => {
    // Two cells of a row: the name, then the score.
    const [name, score] = [...item.children].map((cell) => textOf(cell));
    return { name: name ?? '', score: Number((score ?? '').replace(/,/g, '')) };
  });
}

/** What the ended-game heading names as winners: "Ana wins!" or "Ana and Ben share the win!". */
function winnersOnScreen(page: ZsPlayPage): string[] {
  const heading = textOf(getByRole(page, 'heading', /(wins|share the win)!$/));
  const single = /^(.*) wins!$/.exec(heading);
  if (single) return [single[1] ?? ''];
  return (/^(.*) share the win!$/.exec(heading)?.[1] ?? '').split(/, | and /);
}

// ------------------------------------------------------------------ a game at the table

/**
 * One game on the play page, driven as a player drives it. Every action that the game stores says
 * how many entries it writes (a roll, a hold, a hold and its bank, a typed total), and waits until
 * the ledger holds them and the screen has caught up; a refused action writes nothing.
 */
class Table {
  /** Entries in force in the ledger, as the actions so far should have left it. */
  private entries = 0;

  constructor(
    readonly page: ZsPlayPage,
    readonly ledger: Ledger,
    readonly gameId: string,
    readonly services: RecordingServices,
  ) {}

  /** Waits for `count` more stored entries, then for the screen. */
  async stored(count: number): Promise<LoadedGame> {
    this.entries += count;
    const game = await untilStored(this.ledger, this.gameId, this.entries);
    await settled(this.page);
    return game;
  }

  /** Nothing more was written. */
  async nothingStored(): Promise<void> {
    await settled(this.page);
    expect((await stored(this.ledger, this.gameId)).row.head, 'entries stored').to.equal(this.entries);
  }

  async press(name: string): Promise<void> {
    getByRole(this.page, 'button', name).click();
    await settled(this.page);
  }

  /** Taps the faces of a whole roll on the dice pad; the roll is written with its last die. */
  async roll(faces: readonly Face[]): Promise<void> {
    await tapFaces(this.page, faces);
    await this.stored(1);
  }

  /** Taps a hold in the list of legal holds, selecting exactly its dice. */
  async pickHold(name: RegExp): Promise<void> {
    getByRole(getByRole(this.page, 'list', 'Legal holds, best first'), 'button', name).click();
    await settled(this.page);
  }

  /** "Roll again" from the hold step: the hold is written and the pad waits for the next roll. */
  async holdAndRollAgain(): Promise<void> {
    await this.press('Roll again');
    await this.stored(1);
  }

  /** "Bank": from the hold step the hold and the bank are written together; after "Roll again", the bank alone. */
  async bank(from: 'hold' | 'decide' = 'hold'): Promise<void> {
    await this.press('Bank');
    await this.stored(from === 'hold' ? 2 : 1);
  }

  /** "Bank" refused, with the game's sentence next to the button, and nothing written. */
  async bankRefused(sentence: string): Promise<void> {
    await this.press('Bank');
    expect(descriptionOf(getByRole(this.page, 'button', 'Bank'))).to.equal(sentence);
    expect(this.services.announcements.at(-1)).to.equal(sentence);
    await this.nothingStored();
  }

  async totalMode(): Promise<void> {
    const toggle = getByRole(this.page, 'switch', 'Total mode');
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    toggle.click();
    await settled(this.page);
    expect(toggle.getAttribute('aria-checked')).to.equal('true');
    expect(allByRole(this.page, 'group', 'Dice faces')).to.have.length(0);
  }

  /** Types the turn's points into "Turn total" and taps "Bank total". */
  private async typeTotal(points: string): Promise<HTMLInputElement> {
    const field = find<HTMLInputElement>(this.page, 'textbox', 'Turn total');
    field.focus();
    field.select();
    await sendKeys({ type: points });
    await this.press('Bank total');
    return field;
  }

  async total(points: string): Promise<void> {
    await this.typeTotal(points);
    await this.stored(1);
  }

  /** A typed total refused, with the game's sentence next to the field, and nothing written. */
  async totalRefused(points: string, sentence: string): Promise<void> {
    const field = await this.typeTotal(points);
    expect(descriptionOf(field)).to.equal(sentence);
    await this.nothingStored();
  }
}

/** Sets the game up on the new-game page as a group does, taps "Start game" and opens its play page. */
async function startGame(rulesId: string, options: { throwOff?: boolean } = {}): Promise<Table> {
  location.hash = '#/new';
  const ledger = openLedger();
  const services = recordingServices(ledger);
  const setup = await withServices<ZsNewGamePage>(html`<zs-new-game-page></zs-new-game-page>`, services);
  await settle(setup);
  find(setup, 'textbox', "New player's name").focus();
  for (const name of ['Ana', 'Ben']) {
    await sendKeys({ type: name });
    await sendKeys({ press: 'Enter' });
  }
  choose(getByRole(setup, 'combobox', 'Rules'), rulesId);
  await settle(setup);
  if (options.throwOff) {
    expect(
      find<HTMLInputElement>(find(setup, 'group', 'First player'), 'radio', /^Throw off for the first player/).checked,
    ).to.equal(true);
  }
  getByRole(setup, 'button', 'Start game').click();
  await until(() => location.hash.startsWith('#/game/'), 'the new game opens');
  const gameId = location.hash.split('/')[2] ?? '';
  // The router puts the play page in place of the form.
  setup.remove();
  const created = await stored(ledger, gameId);
  expect(created.row.setup.players).to.deep.equal(['Ana', 'Ben']);
  expect(created.row.setup.rules.id).to.equal(rulesId);
  const page = await mountPage(gameId, services);
  return new Table(page, ledger, gameId, services);
}

/** The score sheet page of the game: its column headers, the Total row and the outcome line. */
async function scoreSheetOf(
  table: Table,
): Promise<{ headers: string[]; totals: string[]; rounds: string[]; outcome: string }> {
  const sheetPage = await withServices<ZsSheetPage>(
    html`<zs-sheet-page .gameId=${table.gameId}></zs-sheet-page>`,
    recordingServices(table.ledger),
  );
  const tableOf = () =>
    allElements(sheetPage).find((element): element is HTMLTableElement => element instanceof HTMLTableElement);
  await until(() => tableOf() !== undefined, 'the score sheet shows');
  await settle(sheetPage);
  const sheet = tableOf() as HTMLTableElement;
  expect(textOf(sheet.caption as HTMLElement)).to.equal('Score sheet');
  const outcome = allElements(sheetPage).find((element) => element.id === 'outcome');
  return {
    headers: [...sheet.querySelectorAll('thead th[scope="col"]')].map((th) => textOf(th)),
    totals: [...(sheet.tFoot?.rows[0]?.cells ?? [])].slice(1).map((cell) => textOf(cell)),
    rounds: [...sheet.querySelectorAll('tbody th[scope="row"]')].map((th) => textOf(th)),
    outcome: outcome ? textOf(outcome) : '',
  };
}

const points = (score: number) => score.toLocaleString('en');

/**
 * The game is over with `winners` and `scores` on screen; the ledger's stored entries replay to the
 * same scores and winners (and the row's summary says so too); the score sheet page of the game
 * shows the same totals, the same winner and the final round; "New game" leads to the setup.
 */
async function expectGameOver(
  table: Table,
  expected: { winners: string[]; scores: Record<string, number>; rounds: number; finalRounds: number[] },
): Promise<void> {
  const { page } = table;
  expect(allByRole(page, 'group', 'Dice faces'), 'no dice pad once the game is over').to.have.length(0);
  const winners = winnersOnScreen(page);
  const scores = finalScores(page);
  expect(winners).to.deep.equal(expected.winners);
  expect(Object.fromEntries(scores.map(({ name, score }) => [name, score]))).to.deep.equal(expected.scores);
  const best = Math.max(...Object.values(expected.scores));
  const result = winners.length === 1 ? 'won' : 'tied';
  expect(textOf(page)).to.contain(`Game over: ${result} with ${points(best)} after ${expected.rounds} rounds.`);
  // The live region says it too, once the last entry is stored.
  expect(table.services.announcements.at(-1)).to.match(
    new RegExp(`The game is over: ${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'share the win'}\\.$`),
  );

  // What the ledger stored: its entries replayed from the setup give what the screen said.
  const game = await stored(table.ledger, table.gameId);
  const replayed = replay(game.row.setup, activeEntries(game.log));
  const names = replayed.players.map((player) => player.name);
  expect(replayed.phase).to.equal('finished');
  expect(replayed.winners.map((seat) => names[seat])).to.deep.equal(winners);
  for (const { name, score } of scores)
    expect(replayed.players[names.indexOf(name)]?.score, `${name}'s stored score`).to.equal(score);
  expect(game.state.players.map((player) => player.score)).to.deep.equal(
    replayed.players.map((player) => player.score),
  );
  expect(game.row.status).to.equal('finished');
  expect(game.row.summary.scores).to.deep.equal(replayed.players.map((player) => player.score));
  expect(game.row.summary.winners).to.deep.equal(replayed.winners);

  // The score sheet page of the same game.
  const sheet = await scoreSheetOf(table);
  // One column per player, in playing order from the first player (the throw-off's winner).
  const order = names.map((_, offset) => names[(replayed.firstPlayer + offset) % names.length] ?? '');
  expect(sheet.headers).to.deep.equal(order);
  expect(sheet.totals).to.deep.equal(
    order.map((name) => `${points(expected.scores[name] ?? NaN)}${expected.winners.includes(name) ? ' wins' : ''}`),
  );
  expect(sheet.outcome).to.match(
    new RegExp(
      `^${winners.length === 1 ? `${winners[0]} wins` : `${winners.join(' and ')} share the win`} with ${points(best)}`,
    ),
  );
  expect(sheet.rounds).to.deep.equal(
    Array.from(
      { length: expected.rounds },
      (_, i) => `Round ${i + 1}${expected.finalRounds.includes(i + 1) ? ', final' : ''}`,
    ),
  );

  getByRole(page, 'button', 'New game').click();
  expect(location.hash).to.equal('#/new');
}

// ------------------------------------------------------------------ the games

describe('a full game of each preset on the play page', () => {
  afterEach(async () => {
    // Pages first (their live queries hold the databases open), then the databases.
    fixtureCleanup();
    await removeLedgers();
    localStorage.clear();
    location.hash = '';
  });

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
