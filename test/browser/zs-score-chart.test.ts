import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { dark, light } from '../../src/ui/app/tokens.js';
import type { ChartSeries, ZsScoreChart } from '../../src/ui/components/zs-score-chart.js';
import '../../src/ui/components/zs-score-chart.js';
import { allByRole, expectTapTargets, getByRole, nameOf, pageLikeTheApp, resetPage, textOf, until } from './helpers.js';
import { expectElement } from './harness.js';

const GAME: readonly ChartSeries[] = [
  { name: 'Ann', scores: [0, 500, 500, 1350, 2550, 4100, 6000, 7300, 8800, 10250] },
  { name: 'Ben', scores: [0, 0, 700, 1050, 1050, 2850, 4600, 6150, 7800, 8400] },
];

/** The chart on the page's own background, light or dark (index.html's `--zs-bg`), as in the app. */
async function mount(
  series: readonly ChartSeries[] = GAME,
  target = 10_000,
  finalRoundFrom: number | null = 9,
): Promise<ZsScoreChart> {
  const page =
    await fixture<HTMLDivElement>(html`<div style="color-scheme: light dark; background: light-dark(#f4f1ea, #121417)">
    <zs-score-chart .series=${series} .target=${target} .finalRoundFrom=${finalRoundFrom}></zs-score-chart>
  </div>`);
  const chart = page.querySelector('zs-score-chart') as ZsScoreChart;
  await chart.updateComplete;
  return chart;
}

const root = (chart: ZsScoreChart) => chart.shadowRoot as ShadowRoot;
const drawing = (chart: ZsScoreChart) => getByRole(chart, 'img') as unknown as SVGSVGElement;

/** A line's points as drawn: its path data "M x y L x y …" read back as numbers. */
function pointsOf(path: Element): { x: number; y: number }[] {
  return [...(path.getAttribute('d') ?? '').matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => ({
    x: Number(x),
    y: Number(y),
  }));
}

/** "#02468b" as the browser computes it: "rgb(2, 70, 139)". */
function rgbOf(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

/** The y of each horizontal gridline, by the points its label says. */
function gridlines(chart: ZsScoreChart): Map<string, number> {
  return new Map(
    [...root(chart).querySelectorAll('.y-tick')].map((label) => [textOf(label), Number(label.getAttribute('y'))]),
  );
}

/** The points of each gridline's label, lowest first. */
const gridPoints = (chart: ZsScoreChart) =>
  [...gridlines(chart).keys()].map((label) => Number(label.replace(/,/g, '')));

describe('zs-score-chart', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light', media: 'screen' });
    await resetPage();
  });

  it('draws a line per player through its scores: rounds to the right, more points higher up', async () => {
    const chart = await mount();
    const lines = [...root(chart).querySelectorAll('path.line')].filter((line) => !line.closest('.key'));
    expect(lines).to.have.length(2);
    GAME.forEach(({ scores }, seat) => {
      const points = pointsOf(lines[seat] as Element);
      expect(points).to.have.length(scores.length);
      for (let round = 1; round < scores.length; round += 1) {
        const [before, after] = [points[round - 1], points[round]] as [
          { x: number; y: number },
          { x: number; y: number },
        ];
        const [was, is] = [scores[round - 1], scores[round]] as [number, number];
        expect(after.x, `round ${round}`).to.be.greaterThan(before.x);
        expect(Math.sign(before.y - after.y), `round ${round}`).to.equal(Math.sign(is - was));
      }
    });
    // A score is drawn at its value's height: on the gridline of the same points, equal scores level.
    const grid = gridlines(chart);
    expect([...grid.keys()]).to.deep.equal(['0', '2,500', '5,000', '7,500', '10,000', '12,500']);
    const [ann, ben] = lines.map(pointsOf) as [{ x: number; y: number }[], { x: number; y: number }[]];
    expect(ann[0]?.y).to.equal(grid.get('0'));
    expect(ann[3]?.y).to.be.lessThan(grid.get('0') ?? NaN);
    expect(ann[9]?.y).to.be.lessThan(grid.get('10,000') ?? NaN);
    expect(ann[1]?.y).to.equal(ann[2]?.y);
    expect(ben[3]?.y).to.equal(ben[4]?.y);
    // 700 points are 700 / 2,500 of the way from one gridline to the next.
    const perPoint = ((grid.get('0') ?? 0) - (grid.get('2,500') ?? 0)) / 2500;
    expect(ben[2]?.y).to.be.closeTo((grid.get('0') ?? 0) - 700 * perPoint, 0.1);
    // Rounds are evenly spaced and labelled 1 … 9 under the plot.
    const steps = ann.slice(1).map((point, round) => point.x - (ann[round]?.x ?? 0));
    for (const step of steps) expect(step).to.be.closeTo(steps[0] ?? 0, 0.2);
    expect([...root(chart).querySelectorAll('.x-tick')].map(textOf)).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('draws the target as a dashed line between the gridlines around it, labelled', async () => {
    const chart = await mount(GAME, 6_250);
    const target = root(chart).querySelector('.target-line') as SVGLineElement;
    const y = Number(target.getAttribute('y1'));
    const grid = gridlines(chart);
    // Gridlines every 2,500: the target is halfway from 5,000 to 7,500.
    expect(gridPoints(chart)).to.include.members([5000, 7500]);
    expect(y).to.be.lessThan(grid.get('5,000') ?? NaN);
    expect(y).to.be.greaterThan(grid.get('7,500') ?? NaN);
    expect(y).to.be.closeTo(((grid.get('5,000') ?? 0) + (grid.get('7,500') ?? 0)) / 2, 0.2);
    expect(getComputedStyle(target).strokeDasharray).to.not.equal('none');
    expect(textOf(root(chart).querySelector('.target-label') as Element)).to.equal('Target 6,250');
  });

  it('covers the target when every score is below it', async () => {
    const chart = await mount([{ name: 'Ann', scores: [0, 300, 650] }], 10_000, null);
    expect(gridPoints(chart).at(-1)).to.be.at.least(10_000);
    expect(gridPoints(chart)[0]).to.equal(0);
  });

  it('marks the final round only once it has begun', async () => {
    const chart = await mount(GAME, 10_000, null);
    expect(root(chart).querySelector('.final-round')).to.equal(null);
    expect(textOf(drawing(chart))).to.not.contain('Final round');
    chart.finalRoundFrom = 9;
    await chart.updateComplete;
    const band = root(chart).querySelector('.final-band') as SVGRectElement;
    const ann = pointsOf(root(chart).querySelector('path.line') as Element);
    // The band starts where round 9 starts (after round 8) and runs to the end.
    expect(Number(band.getAttribute('x'))).to.equal(ann[8]?.x);
    expect(Number(band.getAttribute('x')) + Number(band.getAttribute('width'))).to.be.closeTo(ann[9]?.x ?? NaN, 0.2);
    expect(textOf(root(chart).querySelector('.final-round') as Element)).to.equal('Final round');
  });

  it('sums itself up for screen readers in one sentence', async () => {
    const chart = await mount();
    expect(nameOf(drawing(chart))).to.equal(
      'Scores by round: Ann 10,250, Ben 8,400; target 10,000; final round from round 9',
    );
    chart.finalRoundFrom = null;
    await chart.updateComplete;
    expect(nameOf(drawing(chart))).to.equal('Scores by round: Ann 10,250, Ben 8,400; target 10,000');
  });

  it('has the numbers in a table, for screen readers always and for everyone once opened', async () => {
    const chart = await mount();
    const table = getByRole(chart, 'table', 'Scores by round');
    expect([...table.querySelectorAll('th[scope="col"]')].map(textOf)).to.deep.equal(['Round', 'Ann', 'Ben']);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map(textOf));
    expect(rows).to.deep.equal([
      ['Round 1', '500', '0'],
      ['Round 2', '500', '700'],
      ['Round 3', '1,350', '1,050'],
      ['Round 4', '2,550', '1,050'],
      ['Round 5', '4,100', '2,850'],
      ['Round 6', '6,000', '4,600'],
      ['Round 7', '7,300', '6,150'],
      ['Round 8', '8,800', '7,800'],
      ['Round 9 Final round', '10,250', '8,400'],
    ]);
    expect([...table.querySelectorAll('tbody th')].every((header) => header.getAttribute('scope') === 'row')).to.equal(
      true,
    );
    // Closed, it takes no room on screen and no place in the tab order.
    const region = getByRole(chart, 'region', 'Scores by round');
    expect(region.contains(table)).to.equal(true);
    expect(region.getBoundingClientRect().height).to.be.at.most(1);
    expect(region.tabIndex).to.equal(-1);
    const summary = root(chart).querySelector('summary') as HTMLElement;
    expectTapTargets([summary]);
    summary.click();
    await until(() => region.getBoundingClientRect().height > 100, 'the table opens');
    // Open, it scrolls sideways on a phone: the keyboard can reach it.
    expect(region.tabIndex).to.equal(0);
    summary.click();
    await until(() => region.getBoundingClientRect().height <= 1, 'the table closes');
    expect(getByRole(chart, 'table', 'Scores by round')).to.equal(table);
  });

  it('draws negative scores below a zero line', async () => {
    const series = [
      { name: 'Ann', scores: [0, -500, -500, 350] },
      { name: 'Ben', scores: [0, 400, -1000, -600] },
    ];
    const chart = await mount(series, 5_000, null);
    const grid = gridlines(chart);
    expect(gridPoints(chart)[0]).to.equal(-2000);
    const zero = root(chart).querySelector('.zero-line') as SVGLineElement;
    expect(Number(zero.getAttribute('y1'))).to.equal(grid.get('0'));
    const [ann, ben] = [...root(chart).querySelectorAll('path.line')].map(pointsOf) as [
      { x: number; y: number }[],
      { x: number; y: number }[],
    ];
    expect(ann[1]?.y).to.be.greaterThan(grid.get('0') ?? NaN);
    expect(ben[2]?.y).to.be.greaterThan(ann[1]?.y ?? NaN);
    expect(ben[2]?.y).to.be.lessThan(grid.get('-2,000') ?? NaN);
    expect(nameOf(drawing(chart))).to.equal('Scores by round: Ann 350, Ben -600; target 5,000');
    const cells = [...getByRole(chart, 'table', 'Scores by round').querySelectorAll('tbody td')].map(textOf);
    expect(cells).to.deep.equal(['-500', '400', '-500', '-1,000', '350', '-600']);
  });

  it('tells twelve players apart by colour, marker and dash, with a legend', async () => {
    const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kai', 'Lou'];
    const series = names.map((name, seat) => ({ name, scores: [0, 100 * seat, 250 * seat, 300 * seat] }));
    const chart = await mount(series, 10_000, null);
    const groups = [...root(chart).querySelectorAll('svg.chart .series')];
    expect(groups).to.have.length(12);
    const looks = groups.map((group) => {
      const line = group.querySelector('.line') as SVGPathElement;
      const marker = group.querySelector('.marker') as SVGPathElement;
      return {
        colour: getComputedStyle(line).stroke,
        // The marker's outline, moved to the origin: its shape whatever the point.
        shape: `${(marker.getAttribute('d') ?? '').replace(/^M[^a-zA-Z]+/, '')} ${marker.classList.contains('hollow') ? 'hollow' : 'filled'}`,
        dash: getComputedStyle(line).strokeDasharray,
      };
    });
    expect(new Set(looks.map(({ colour }) => colour)).size).to.equal(12);
    expect(new Set(looks.map(({ shape }) => shape)).size).to.equal(12);
    expect(new Set(looks.map(({ shape, dash }) => `${shape} ${dash}`)).size).to.equal(12);
    expect(new Set(looks.map(({ dash }) => dash)).size).to.be.at.least(4);
    expect(looks.map(({ colour }) => colour)).to.deep.equal(
      names.map((_, seat) => rgbOf(light[`player${seat + 1}` as keyof typeof light])),
    );
    expect([...root(chart).querySelectorAll('.legend li')].map(textOf)).to.deep.equal(names);
    expect(getByRole(chart, 'table', 'Scores by round').querySelectorAll('th[scope="col"]')).to.have.length(13);
  });

  it('says so in a line of text before the first round', async () => {
    const chart = await mount([
      { name: 'Ann', scores: [0] },
      { name: 'Ben', scores: [0] },
    ]);
    expect(textOf(chart)).to.equal('No rounds played yet');
    expect(allByRole(chart, 'img')).to.have.length(0);
    expect(allByRole(chart, 'table')).to.have.length(0);
    chart.series = [];
    await chart.updateComplete;
    expect(textOf(chart)).to.equal('No rounds played yet');
  });

  for (const width of [320, 390]) {
    it(`fills a ${width}px phone without scrolling sideways, its text at its own size`, async () => {
      await setViewport({ width, height: 700 });
      pageLikeTheApp();
      const chart = await mount();
      const svg = drawing(chart);
      await until(
        () => svg.viewBox.baseVal.width === Math.round(chart.getBoundingClientRect().width),
        'the chart takes its width',
      );
      expect(svg.getBoundingClientRect().width).to.equal(chart.getBoundingClientRect().width);
      expect(document.documentElement.scrollWidth).to.equal(width);
      // One unit of the drawing is one CSS pixel: labels are 12px on any phone.
      const label = root(chart).querySelector('.y-tick') as SVGTextElement;
      expect(label.getBoundingClientRect().height).to.be.within(12, 16);
      (root(chart).querySelector('summary') as HTMLElement).click();
      await chart.updateComplete;
      expect(document.documentElement.scrollWidth).to.equal(width);
    });
  }

  it('prints at a page width in print colours, whatever the screen', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const chart = await mount();
    const line = root(chart).querySelector('svg.chart path.line') as SVGPathElement;
    expect(getComputedStyle(line).stroke).to.equal(rgbOf(dark.player1));
    window.dispatchEvent(new Event('beforeprint'));
    await chart.updateComplete;
    expect(drawing(chart).viewBox.baseVal.width).to.equal(640);
    await emulateMedia({ media: 'print' });
    expect(getComputedStyle(line).stroke).to.equal(rgbOf(light.player1));
    expect(getComputedStyle(root(chart).querySelector('summary') as Element).display).to.equal('none');
    window.dispatchEvent(new Event('afterprint'));
    await chart.updateComplete;
    expect(drawing(chart).viewBox.baseVal.width).to.equal(Math.round(chart.getBoundingClientRect().width));
  });

  it('is accessible, the table closed and open, light and dark', async () => {
    const chart = await mount();
    await expectElement(chart);
    (root(chart).querySelector('summary') as HTMLElement).click();
    await chart.updateComplete;
    await expectElement(chart);
    await emulateMedia({ colorScheme: 'dark' });
    await expectElement(chart);
    const empty = await mount([]);
    await expectElement(empty);
  });
});
