/**
 * Shared by the full games of each preset (zs-play-presets*.test.ts): readers for what the play page
 * shows, a `Table` that drives one game as a group at a table does and waits for each stored entry,
 * the game set up on the new-game page, and the end of the game checked against the ledger and the
 * score sheet page.
 */
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Ledger, LoadedGame } from '../../src/db/index.js';
import { activeEntries, replay } from '../../src/game/index.js';
import type { Face } from '../../src/rules/index.js';
import type { ZsNewGamePage } from '../../src/ui/pages/new-game/zs-new-game-page.js';
import '../../src/ui/pages/new-game/zs-new-game-page.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import type { ZsSheetPage } from '../../src/ui/pages/sheet/zs-sheet-page.js';
import '../../src/ui/pages/sheet/zs-sheet-page.js';
import { openLedger } from './db-helpers.js';
import { descriptionOf, find } from './form-helpers.js';
import { allByRole, allElements, choose, getByRole, settle, tapFaces, textOf, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';
import type { RecordingServices } from './services-fixture.js';
import {
  bannerHeadings,
  bannerText as wordsUnder,
  cleanUpPlay,
  holdCard,
  mountPage,
  settled,
  stored,
  untilStored,
} from './zs-play-helpers.js';

// ------------------------------------------------------------------ reading the screen

/** The turn status (who is up, score, board status, turn total, need line), as seen. */
function statusOf(page: ZsPlayPage): HTMLElement {
  const status = page.shadowRoot?.querySelector('zs-turn-status');
  if (!(status instanceof HTMLElement)) throw new Error('no turn status on screen');
  return status;
}

/** A part of the turn status by its class; '' when it is not shown. */
export function statusPart(page: ZsPlayPage, part: 'total' | 'need'): string {
  const element = statusOf(page).shadowRoot?.querySelector(`.${part}`);
  return element ? textOf(element) : '';
}

/** The standing of the player up: their score and the note under it ("−450 · not on board"). */
export function upStanding(page: ZsPlayPage): { readonly score: string; readonly note: string } {
  const item = statusOf(page).shadowRoot?.querySelector('li.up');
  return {
    score: textOf(item?.querySelector('strong') ?? document.createElement('i')),
    note: textOf(item?.querySelector('.note') ?? document.createElement('i')),
  };
}

/** The words under a banner's heading. */
export function bannerText(page: ZsPlayPage, heading: string): string {
  const text = wordsUnder(page, heading);
  if (text === null) throw new Error(`no banner "${heading}"; the banners are: ${bannerHeadings(page).join(' | ')}`);
  return text;
}

export const finalRoundBanners = (page: ZsPlayPage) =>
  bannerHeadings(page).filter((heading) => heading.startsWith('Final round'));

/** The hold picker's buttons for whole holds ("Hold 1, 5: 150 points, …"), best first. */
export function holdNames(page: ZsPlayPage): string[] {
  return allByRole(getByRole(page, 'list', 'Legal holds, best first'), 'button').map((button) => textOf(button));
}

/** The sentence under the dice of the hold picker and the turn's total with it: "Holding 1, 5: 150, 4 dice left. Turn total 150" */
export function holdSummary(page: ZsPlayPage): string {
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
export class Table {
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
export async function startGame(rulesId: string, options: { throwOff?: boolean } = {}): Promise<Table> {
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
export async function expectGameOver(
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

/** After each game: the pages, the databases and the quick copies, then back to the first route. */
export async function leaveTheTable(): Promise<void> {
  await cleanUpPlay();
  location.hash = '';
}
