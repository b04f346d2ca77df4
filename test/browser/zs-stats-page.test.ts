/**
 * The statistics page on a real ledger: four games made with known numbers (one of them still
 * being played), read back by the card named after each person and the term of each number, as a
 * screen reader or a player reads them.
 */
import { statsCsvHeader } from '../../src/ui/text/csv-text.js';
import { expect, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { REVIEW_VERSION, reviewGame } from '../../src/advisor/index.js';
import type { Ledger } from '../../src/db/index.js';
import type { AdviceClient } from '../../src/ui/app/advice-client.js';
import type { AppServices } from '../../src/ui/app/services.js';
import { writeEntriesFrom } from '../../src/db/log-store.js';
import { statsCsv } from '../../src/export/stats-csv.js';
import type { Entry } from '../../src/game/index.js';
import { houseRulesFrom, presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import { playerStats } from '../../src/stats/index.js';
import type { ZsStatsPage } from '../../src/ui/pages/stats/zs-stats-page.js';
import '../../src/ui/pages/stats/zs-stats-page.js';
import { useLocale } from '../../src/ui/locales/localize.js';
import { expectOk, freshName, openLedger, play, removeLedgers } from './db-helpers.js';
import { mountWithLedger, savedFrom } from './export-fixture.js';
import {
  allByRole,
  allElements,
  choose,
  expectTapTargets,
  getByRole,
  nameOf,
  pageLikeTheApp,
  resetPage,
  settle,
  textOf,
  until,
} from './helpers.js';
import { expectElement } from './harness.js';

const DAY = 86_400_000;

/** Farkle to 2,000: a game of a few turns. */
const quickFarkle = (): Ruleset => {
  const farkle = presetById('farkle');
  return { ...farkle, id: 'quick-farkle', name: 'Quick Farkle', end: { ...farkle.end, target: 2000 } };
};

/** House rules to 1,000 (their own rule set in the filter). */
const quickHouse = (): Ruleset => {
  const house = houseRulesFrom(presetById('farkle'), 'Quick house');
  return { ...house, end: { ...house.end, target: 1000 } };
};

const total = (points: number): Entry => ({ type: 'total', points });

/**
 * Ann 1,500 with hot dice (a straight), Ben 500, Ann zilches, Ben 700, Ann 600 (2,100: the final round), Ben
 * 400. Ann wins 2,100 to 1,600.
 */
const GAME_A: readonly Entry[] = [
  { type: 'roll', dice: [1, 2, 3, 4, 5, 6] },
  { type: 'hold', dice: [1, 2, 3, 4, 5, 6] },
  { type: 'bank' },
  total(500),
  total(0),
  total(700),
  total(600),
  total(400),
];
/** Ben first: Ben zilches, Ann zilches, Ben 1,000, Ann 300, Ben 1,200 (2,200), Ann zilches. Ben wins. */
const GAME_B: readonly Entry[] = [total(0), total(0), total(1000), total(300), total(1200), total(0)];
/** Ann 1,000 at once; Benjamin and Cy zilch in the final round. Ann wins. */
const GAME_C: readonly Entry[] = [total(1000), total(0), total(0)];

/**
 * The games, each stored on its own clock: A 400 days ago (Ann, Ben), C 40 days ago (Ann, Benjamin,
 * Cy, house rules), B 2 days ago (Ben, Ann), and one still being played, a day ago.
 */
async function seededLedger(): Promise<{ ledger: Ledger; name: string; ids: Record<'a' | 'b' | 'c', string> }> {
  const name = freshName();
  const now = Date.now();
  const at = (daysAgo: number) => openLedger({ name, now: () => now - daysAgo * DAY });
  const game = async (ledger: Ledger, rules: Ruleset, players: string[], entries: readonly Entry[]) =>
    (await play(ledger, expectOk(await ledger.createGame({ rules, players })), entries)).row.id;
  const a = await game(at(400), quickFarkle(), ['Ann', 'Ben'], GAME_A);
  const c = await game(at(40), quickHouse(), ['Ann', 'Benjamin', 'Cy'], GAME_C);
  const b = await game(at(2), quickFarkle(), ['Ben', 'Ann'], GAME_B);
  const ledger = at(1);
  await game(ledger, quickFarkle(), ['Ann', 'Ben'], [total(500)]);
  return { ledger, name, ids: { a, b, c } };
}

async function statsPage(ledger: Ledger, advice?: AppServices['advice']): Promise<ZsStatsPage> {
  const { element } = await mountWithLedger<ZsStatsPage>(html`<zs-stats-page></zs-stats-page>`, ledger, advice);
  await until(() => !textOf(element).includes('Working out'), 'the statistics show');
  await settle(element);
  return element;
}

/** The card named after a person. */
const card = (page: Element, name: string) => getByRole(page, 'article', name);
const cards = (page: Element, name?: string) => allByRole(page, 'article', name);
const select = (root: Element, label: string) => getByRole(root, 'combobox', label) as HTMLSelectElement;
const region = (page: Element, name: string) => getByRole(page, 'region', name);

/** The value a definition list gives `term`, as seen. */
function valueOf(root: Element, term: string): string {
  const terms = allElements(root).filter((element) => element.localName === 'dt' && textOf(element) === term);
  if (terms.length !== 1) throw new Error(`expected one term ${term}, found ${terms.length}`);
  const value = terms[0]?.nextElementSibling;
  if (value?.localName !== 'dd') throw new Error(`no value for ${term}`);
  return textOf(value);
}

const cardNames = (page: Element) => cards(page).map((article) => nameOf(article));

async function pick(page: ZsStatsPage, label: string, value: string) {
  choose(select(page, label), value);
  await settle(page);
}

describe('zs-stats-page', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
    document.body.style.removeProperty('background');
    await resetPage();
    await removeLedgers();
  });

  it('shows each person over the finished games, the most wins first, with exact numbers', async () => {
    const { ledger, ids } = await seededLedger();
    const page = await statsPage(ledger);
    expect(textOf(page)).to.contain('3 finished games (games in play are not counted)');
    expect(cardNames(page)).to.deep.equal(['Ann', 'Ben', 'Benjamin', 'Cy']);

    const ann = card(page, 'Ann');
    expect(valueOf(ann, 'Games')).to.equal('3');
    expect(valueOf(ann, 'Wins')).to.equal('2');
    expect(valueOf(ann, 'Win rate')).to.equal('67%');
    // 3,400 points in 7 turns; 3 zilches in 7 turns.
    expect(valueOf(ann, 'Points per turn')).to.equal('486');
    expect(valueOf(ann, 'Zilch rate')).to.equal('43%');
    expect(valueOf(ann, 'Hot dice')).to.equal('1');
    expect(valueOf(ann, 'Best turn')).to.equal('1,500');
    expect(getByRole(ann, 'link', '1,500').getAttribute('href')).to.equal(`#/game/${ids.a}/sheet`);
    expect(valueOf(ann, 'Best game')).to.equal('2,100');
    expect(getByRole(ann, 'link', '2,100').getAttribute('href')).to.equal(`#/game/${ids.a}/sheet`);
    expect(valueOf(ann, 'Longest streak')).to.equal('1 bank');
    // On the board in turn 1, 2 and 1.
    expect(valueOf(ann, 'Turns to get on the board')).to.equal('1.3');

    const ben = card(page, 'Ben');
    expect([valueOf(ben, 'Games'), valueOf(ben, 'Wins'), valueOf(ben, 'Win rate')]).to.deep.equal(['2', '1', '50%']);
    expect([valueOf(ben, 'Points per turn'), valueOf(ben, 'Zilch rate'), valueOf(ben, 'Hot dice')]).to.deep.equal([
      '633',
      '17%',
      '0',
    ]);
    expect(getByRole(ben, 'link', '1,200').getAttribute('href')).to.equal(`#/game/${ids.b}/sheet`);
    expect(valueOf(ben, 'Best game')).to.equal('2,200');
    expect(valueOf(ben, 'Longest streak')).to.equal('3 banks');
    expect(valueOf(ben, 'Turns to get on the board')).to.equal('1.5');

    const cy = card(page, 'Cy');
    expect([
      valueOf(cy, 'Games'),
      valueOf(cy, 'Wins'),
      valueOf(cy, 'Win rate'),
      valueOf(cy, 'Zilch rate'),
    ]).to.deep.equal(['1', '0', '0%', '100%']);
    expect(valueOf(cy, 'Best turn')).to.equal('none');
    expect(valueOf(cy, 'Longest streak')).to.equal('none');
    expect(valueOf(cy, 'Turns to get on the board')).to.equal('never in 1 game');
  });

  it('reviews the finished games in the advice worker and shows what each person gave away and their luck', async () => {
    const { ledger, ids } = await seededLedger();
    const asked: string[] = [];
    const advice = {
      review: (setup, entries) => (asked.push(setup.players.join()), Promise.resolve(reviewGame(setup, entries))),
    } as Pick<AdviceClient, 'review'> as AdviceClient;
    const page = await statsPage(ledger, () => advice);
    // Only game A has a turn entered with dice: Ann's straight, held whole and banked.
    await until(() => textOf(page).includes('Decisions reviewed in 1 game'), 'the review shows');
    const review = reviewGame({ rules: quickFarkle(), players: ['Ann', 'Ben'] }, GAME_A);
    const ann = review.players[0];
    expect(ann?.decisions).to.be.greaterThan(0);
    const points = (value: number) => Math.round(value).toLocaleString('en');
    expect(valueOf(card(page, 'Ann'), 'Given away per game')).to.equal(
      `≈ ${points(ann?.givenAway ?? NaN)} expected points`,
    );
    const luck = Math.round(ann?.luck ?? NaN);
    expect(valueOf(card(page, 'Ann'), 'Luck per game')).to.equal(
      `≈ ${luck > 0 ? '+' : luck < 0 ? '−' : ''}${points(Math.abs(luck))} points`,
    );
    // Ben typed every turn: nothing of his to review.
    expect(allElements(card(page, 'Ben')).some((element) => textOf(element) === 'Given away per game')).to.equal(false);
    // Three finished games asked once each, and kept: the next visit asks nothing.
    expect(asked.length).to.equal(3);
    expect(await ledger.reviewOf(ids.a, REVIEW_VERSION)).to.deep.equal(review);
    page.remove();
    const again = await statsPage(ledger, () => advice);
    await until(() => textOf(again).includes('Decisions reviewed in 1 game'), 'the kept review shows');
    expect(asked.length).to.equal(3);
  });

  it('reviews nothing with the advice off, and says the review is off', async () => {
    const { ledger } = await seededLedger();
    await ledger.setSetting('adviceOff', true);
    let asked = 0;
    const advice = { review: () => ((asked += 1), Promise.reject(new Error('not asked'))) } as Pick<
      AdviceClient,
      'review'
    > as AdviceClient;
    const page = await statsPage(ledger, () => advice);
    expect(textOf(page)).to.contain('The decision review is off, as the advice is');
    expect(allElements(page).some((element) => textOf(element) === 'Given away per game')).to.equal(false);
    expect(asked).to.equal(0);
  });

  it('names a preset rule set in the language chosen while the page is open', async () => {
    const ledger = openLedger({ name: freshName() });
    const farkle = presetById('farkle');
    // Farkle to 1,000: Ann reaches it at once, Ben zilches his last turn.
    const rules = { ...farkle, end: { ...farkle.end, target: 1000 } };
    await play(ledger, expectOk(await ledger.createGame({ rules, players: ['Ann', 'Ben'] })), [total(1000), total(0)]);
    const page = await statsPage(ledger);
    const ruleSets = () => [
      ...(allElements(page).find(
        (element): element is HTMLSelectElement =>
          element instanceof HTMLSelectElement && [...element.options].some((option) => option.value === 'farkle'),
      )?.options ?? []),
    ];
    expect(ruleSets().find((option) => option.value === 'farkle')?.text).to.equal('Farkle');
    try {
      await useLocale('en-XA');
      await settle(page);
      expect(ruleSets().find((option) => option.value === 'farkle')?.text).to.match(/^⟦.*⟧$/);
    } finally {
      await useLocale('en');
    }
  });

  it('counts again under the filters: the rule sets of the games by name, and the period', async () => {
    const { ledger } = await seededLedger();
    const page = await statsPage(ledger);
    const rules = select(page, 'Rule set');
    expect([...rules.options].map((option) => option.text)).to.deep.equal([
      'All rule sets',
      'Quick Farkle',
      'Quick house',
    ]);
    const period = select(page, 'Period');
    expect([...period.options].map((option) => option.text)).to.deep.equal([
      'All time',
      'Last 30 days',
      'Last 12 months',
      'This year',
    ]);

    await pick(page, 'Period', '12-months');
    expect(textOf(page)).to.contain('2 finished games');
    // Ben won his one game of the period; Ann one of two.
    expect(cardNames(page)).to.deep.equal(['Ben', 'Ann', 'Benjamin', 'Cy']);
    expect([valueOf(card(page, 'Ann'), 'Games'), valueOf(card(page, 'Ann'), 'Wins')]).to.deep.equal(['2', '1']);
    expect(valueOf(card(page, 'Ann'), 'Best turn')).to.equal('1,000');

    await pick(page, 'Rule set', 'quick-farkle');
    expect(textOf(page)).to.contain('1 finished game');
    expect(cardNames(page)).to.deep.equal(['Ben', 'Ann']);

    await pick(page, 'Period', 'all');
    expect(cardNames(page)).to.deep.equal(['Ann', 'Ben']);
    expect([valueOf(card(page, 'Ben'), 'Games'), valueOf(card(page, 'Ben'), 'Wins')]).to.deep.equal(['2', '1']);

    await pick(page, 'Period', '30-days');
    await pick(page, 'Rule set', 'house');
    expect(textOf(page)).to.contain('No finished game matches this rule set and period.');
    expect(cards(page)).to.have.length(0);
  });

  it('puts two people head to head, and follows the filters', async () => {
    const { ledger } = await seededLedger();
    const page = await statsPage(ledger);
    const section = region(page, 'Head to head');
    expect(select(section, 'Player').selectedOptions[0]?.text).to.equal('Ann');
    expect(select(section, 'Against').selectedOptions[0]?.text).to.equal('Ben');
    expect(textOf(getByRole(section, 'status'))).to.equal(
      'Ann and Ben: 2 games together. Ann finished ahead in 1, Ben in 1.',
    );
    const numbers = ['Games together', 'Ann ahead', 'Ben ahead', 'Level', 'Ann’s wins', 'Ben’s wins'].map((term) =>
      valueOf(section, term),
    );
    expect(numbers).to.deep.equal(['2', '1', '1', '0', '1', '1']);

    choose(select(section, 'Against'), 'cy');
    await settle(page);
    expect(textOf(getByRole(section, 'status'))).to.equal(
      'Ann and Cy: 1 game together. Ann finished ahead in 1, Cy in 0.',
    );
    choose(select(section, 'Against'), 'ann');
    await settle(page);
    expect(textOf(getByRole(section, 'status'))).to.equal('Pick two different people.');

    choose(select(section, 'Against'), 'benjamin');
    choose(select(section, 'Player'), 'cy');
    await settle(page);
    expect(textOf(getByRole(section, 'status'))).to.equal(
      'Cy and Benjamin: 1 game together. Cy finished ahead in 0, Benjamin in 0, level in 1.',
    );

    await pick(page, 'Period', '12-months');
    choose(select(section, 'Player'), 'ann');
    choose(select(section, 'Against'), 'ben');
    await settle(page);
    expect(['Games together', 'Ann ahead', 'Ben ahead'].map((term) => valueOf(section, term))).to.deep.equal([
      '1',
      '0',
      '1',
    ]);
  });

  it('merges two spellings of one person and separates them again, stored in the playerAliases setting', async () => {
    const { ledger } = await seededLedger();
    const page = await statsPage(ledger);
    const section = region(page, 'Same person');
    choose(select(section, 'Name'), 'ben');
    choose(select(section, 'Is the same person as'), 'ben');
    await settle(page);
    getByRole(section, 'button', 'Merge').click();
    await settle(page);
    expect(textOf(getByRole(section, 'alert'))).to.equal('Ben cannot be merged into itself: pick two different names.');
    expect(await ledger.getSetting('playerAliases')).to.equal(undefined);

    // Benjamin against Ben head to head: once one person, Benjamin's side goes to the next listed.
    const headToHead = region(page, 'Head to head');
    choose(select(headToHead, 'Player'), 'benjamin');
    await settle(page);
    choose(select(section, 'Name'), 'benjamin');
    await settle(page);
    getByRole(section, 'button', 'Merge').click();
    await until(() => cards(page, 'Benjamin').length === 0, 'Benjamin counts as Ben');
    expect(await ledger.getSetting('playerAliases')).to.deep.equal({ benjamin: 'ben' });
    expect(textOf(getByRole(section, 'alert'))).to.equal('');
    expect(textOf(getByRole(section, 'status'))).to.equal('Benjamin is now counted as Ben.');
    const ben = card(page, 'Ben');
    expect(textOf(ben)).to.contain('also spelled: Benjamin');
    expect([valueOf(ben, 'Games'), valueOf(ben, 'Wins'), valueOf(ben, 'Turns to get on the board')]).to.deep.equal([
      '3',
      '1',
      '1.5 (never in 1 game)',
    ]);
    expect(select(headToHead, 'Player').selectedOptions[0]?.text).to.equal('Ann');
    expect(['Games together', 'Ann ahead', 'Ben ahead'].map((term) => valueOf(headToHead, term))).to.deep.equal([
      '3',
      '2',
      '1',
    ]);
    expect(textOf(getByRole(section, 'list', 'Merged names'))).to.contain('Benjamin is counted as Ben');

    // Merging into a name that is itself merged lands on the person it ends at.
    choose(select(section, 'Name'), 'cy');
    choose(select(section, 'Is the same person as'), 'ben');
    await settle(page);
    getByRole(section, 'button', 'Merge').click();
    await until(() => cards(page, 'Cy').length === 0, 'Cy counts as Ben');
    expect(await ledger.getSetting('playerAliases')).to.deep.equal({ benjamin: 'ben', cy: 'ben' });

    getByRole(section, 'button', 'Separate Benjamin from Ben').click();
    await until(() => cards(page, 'Benjamin').length === 1, 'Benjamin is back on his own');
    expect(await ledger.getSetting('playerAliases')).to.deep.equal({ cy: 'ben' });
    expect(textOf(getByRole(section, 'status'))).to.equal('Benjamin is no longer counted as Ben.');
    expect(valueOf(card(page, 'Ben'), 'Games')).to.equal('3');
    getByRole(section, 'button', 'Separate Cy from Ben').click();
    await until(() => cards(page, 'Cy').length === 1, 'Cy is back on his own');
    expect(await ledger.getSetting('playerAliases')).to.deep.equal({});
    expect(allByRole(section, 'list', 'Merged names')).to.have.length(0);
    expect(valueOf(card(page, 'Ben'), 'Games')).to.equal('2');
  });

  it('downloads the statistics on screen as CSV, the filters applied', async () => {
    const { ledger } = await seededLedger();
    const page = await statsPage(ledger);
    const { games } = await ledger.gameFacts();
    const file = await savedFrom(page, 'Download statistics (CSV)');
    expect(file.name).to.match(/^zilch-statistics-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.type).to.equal('text/csv');
    expect(file.text).to.equal(statsCsv(playerStats(games), statsCsvHeader()));
    expect(file.text).to.contain('Benjamin');
    await until(() => textOf(page).includes(`Saved ${file.name} to your downloads.`), 'the page says where it went');

    await pick(page, 'Rule set', 'quick-farkle');
    const filtered = await savedFrom(page, 'Download statistics (CSV)');
    expect(filtered.text).to.equal(statsCsv(playerStats(games, { rulesId: 'quick-farkle' }), statsCsvHeader()));
    expect(filtered.text).not.to.contain('Benjamin');
  });

  it('follows the games: one finished elsewhere shows at once; a damaged one is left out and said to be', async () => {
    const { ledger } = await seededLedger();
    const page = await statsPage(ledger);
    const more = expectOk(await ledger.createGame({ rules: quickHouse(), players: ['Cy', 'Dee'] }));
    await play(ledger, more, [total(1000), total(0)]);
    await until(() => cards(page, 'Dee').length === 1, 'the new game counts');
    expect(textOf(page)).to.contain('4 finished games');
    expect(valueOf(card(page, 'Cy'), 'Wins')).to.equal('1');

    // A stored log that no longer replays, as a damaged record has it.
    const { db } = ledger;
    await db.transaction('rw', db.games, db.logChunks, async () => {
      const row = await db.games.get(more.row.id);
      if (!row) throw new Error('no such game');
      await writeEntriesFrom(db, row.id, row.length, [
        { gameId: row.id, index: row.length, entry: total(50), at: null },
      ]);
      await db.games.put({ ...row, head: row.length + 1, length: row.length + 1, seq: row.seq + 1 });
    });
    await until(() => textOf(page).includes('1 damaged game is left out.'), 'the damaged game is said to be left out');
    expect(cards(page, 'Dee')).to.have.length(0);
    expect(textOf(page)).to.contain('3 finished games');
  });

  it('says there is no finished game yet and links to a new game', async () => {
    const ledger = openLedger();
    expectOk(await ledger.createGame({ rules: quickFarkle(), players: ['Ann', 'Ben'] }));
    const page = await statsPage(ledger);
    expect(textOf(page)).to.contain('No game has been finished on this phone yet');
    expect(getByRole(page, 'link', 'Start a new game').getAttribute('href')).to.equal('#/new');
    expect(allByRole(page, 'combobox')).to.have.length(0);
    await expectElement(page);
  });

  for (const width of [320, 390]) {
    it(`fits ${width}px without sideways scrolling, every control at least 44px`, async () => {
      await setViewport({ width, height: 800 });
      pageLikeTheApp();
      const { ledger } = await seededLedger();
      await ledger.setSetting('playerAliases', { benjamin: 'ben' });
      const page = await statsPage(ledger);
      await until(() => allByRole(page, 'button', /^Separate/).length === 1, 'the merge is listed');
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      expectTapTargets([...allByRole(page, 'button'), ...allByRole(page, 'combobox'), ...allByRole(page, 'link')], {
        right: width,
      });
    });
  }

  it('is accessible, light and dark', async () => {
    const { ledger } = await seededLedger();
    await ledger.setSetting('playerAliases', { benjamin: 'ben' });
    const page = await statsPage(ledger);
    await until(() => allByRole(page, 'button', /^Separate/).length === 1, 'the merge is listed');
    // The page on the app's background, which turns dark with the scheme.
    document.body.style.setProperty('background', 'var(--zs-bg)');
    await expectElement(page);
    await emulateMedia({ colorScheme: 'dark' });
    await expectElement(page);
  });
});
