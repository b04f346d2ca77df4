import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { reviewGame } from '../../src/advisor/index.js';
import type { GameReview } from '../../src/advisor/index.js';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import { gameFacts } from '../../src/stats/index.js';
import type { ZsGameStats } from '../../src/ui/pages/sheet/zs-game-stats.js';
import '../../src/ui/pages/sheet/zs-game-stats.js';
import { allByRole, getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

const setup: GameSetup = { rules: presetById('farkle'), players: ['Ann', 'Ben'], throwOff: false };
/** Ann holds a single 5 where the 1 was there too, rolls on and zilches; Ben banks three 1s; Ann types a total of 0. */
const ENTRIES: readonly Entry[] = [
  { type: 'roll', dice: [1, 5, 2, 2, 3, 4] },
  { type: 'hold', dice: [5] },
  { type: 'roll', dice: [2, 3, 4, 6, 6] },
  { type: 'roll', dice: [1, 1, 1, 2, 3, 4] },
  { type: 'hold', dice: [1, 1, 1] },
  { type: 'bank' },
  { type: 'total', points: 0 },
];
const facts = gameFacts({ id: 'g1', createdAt: 0, updatedAt: 0 }, setup, ENTRIES);

async function mount(review: ZsGameStats['review'] = { state: 'off' }): Promise<ZsGameStats> {
  const page =
    await fixture<HTMLDivElement>(html`<div style="color-scheme: light dark; background: light-dark(#f4f1ea, #121417)">
    <zs-game-stats .facts=${facts} .review=${review}></zs-game-stats>
  </div>`);
  const element = page.querySelector('zs-game-stats') as ZsGameStats;
  await element.updateComplete;
  return element;
}

const root = (element: ZsGameStats): ShadowRoot => element.shadowRoot as ShadowRoot;

describe('zs-game-stats', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('shows the turns by player, the biggest turn, the longest streak and the chart', async () => {
    const element = await mount();
    const section = getByRole(root(element), 'region', 'Game statistics');
    const table = getByRole(section, 'table', 'Turns by player');
    const rows = [...((table as HTMLTableElement).tBodies[0]?.rows ?? [])].map((row) =>
      [...row.cells].map((cell) => textOf(cell)),
    );
    expect(rows).to.deep.equal([
      ['Ann', '2', '0', '2', '0', '0'],
      ['Ben', '1', '1', '0', '0', '1,000'],
    ]);
    expect(textOf(section)).to.contain('Biggest turn: Ben banked 1,000 in round 1.');
    expect(textOf(section)).to.contain('Longest streak: Ben, 1 bank in a row.');
    const chart = section.querySelector('zs-score-chart');
    expect(chart?.series.map((line) => line.scores)).to.deep.equal([
      [0, 0, 0],
      [0, 1000, 1000],
    ]);
    expect(chart?.target).to.equal(10_000);
  });

  it('says the review is off with the advice, is being worked out, or failed', async () => {
    const element = await mount({ state: 'off' });
    expect(textOf(root(element))).to.contain('The decision review is off, as the advice is');
    element.review = { state: 'working' };
    await element.updateComplete;
    expect(textOf(getByRole(root(element), 'status'))).to.equal('Reviewing the decisions…');
    element.review = { state: 'failed', message: 'the worker stopped.' };
    await element.updateComplete;
    expect(textOf(getByRole(root(element), 'alert'))).to.equal(
      'The decisions could not be reviewed: the worker stopped.',
    );
  });

  it('shows what each player gave away, their luck and their costliest decisions', async () => {
    const review: GameReview = reviewGame(setup, ENTRIES);
    const ann = review.players[0];
    if (!ann) throw new Error('no review of Ann');
    expect(ann.decisions).to.be.greaterThan(0);
    const element = await mount({ state: 'done', review });
    const text = textOf(root(element));
    expect(text).to.contain(
      `Ann gave away ≈ ${Math.round(ann.givenAway).toLocaleString('en')} expected points in ${ann.decisions === 1 ? '1 decision' : `${ann.decisions} decisions`}.`,
    );
    expect(text).to.contain('Round 1: held 5 (50); holding 1 (100) was better by ≈');
    expect(text).to.contain('1 turn was entered as totals and not reviewed.');
    expect(allByRole(root(element), 'listitem').length).to.be.greaterThan(2);
  });

  it('is accessible, light and dark', async () => {
    const element = await mount({ state: 'done', review: reviewGame(setup, ENTRIES) });
    await expectElement(element);
    await emulateMedia({ colorScheme: 'dark' });
    await expectElement(element);
  });
});
