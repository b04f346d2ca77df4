import { localized } from '@lit/localize';
import { LitElement, html, nothing, svg } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { chartSummary, chartWords } from '../text/chart-text.js';
import type { ChartSeries } from '../text/chart-text.js';
import { formatCount, formatPoints } from '../text/format.js';
import { chartLayout, linePath, markedRounds, roundsOf, seatStyle } from './score-chart-layout.js';
import type { ChartLayout } from './score-chart-layout.js';
import { SEATS, scoreChartStyles } from './zs-score-chart.styles.js';

export type { ChartSeries };

/** The width drawn for paper: about a page's width at 96 dpi, so printed text is near its screen size. */
const PRINT_WIDTH = 640;

/**
 * A game's scores by round as a line chart: a line per player, each with its own colour, marker
 * and dash, the target as a dashed line and the final round as a shaded band. Screen readers hear
 * a one-sentence summary and can read the same numbers in a table, which "Scores by round" opens
 * for everyone. Before the first round it says so in a line of text.
 *
 * @cssprop --zs-player-1 - The first seat's line colour, and so on up to `--zs-player-12`.
 */
@localized()
@customElement('zs-score-chart')
export class ZsScoreChart extends LitElement {
  static override styles = scoreChartStyles;

  /** One line per player, in seat order: the name as shown and the score after each round (`scores[0]` is the start, 0). */
  @property({ attribute: false }) series: readonly ChartSeries[] = [];

  /** The game's target score, drawn as a dashed line. */
  @property({ type: Number }) target = 0;

  /** The round in which the final round began, shaded from there on; `null` before it. */
  @property({ attribute: false }) finalRoundFrom: number | null = null;

  /** The chart's width in CSS pixels: its viewBox, so text and markers keep their size. */
  @state() private width = 360;

  @state() private printing = false;

  @state() private tableOpen = false;

  private readonly resizeObserver = new ResizeObserver(([entry]) => {
    const width = Math.round(entry?.contentRect.width ?? 0);
    if (width > 0) this.width = width;
  });

  // The page is laid out for paper right after `beforeprint`, before a resize could be observed:
  // Lit's update runs in the microtask that follows the event, so the chart is redrawn in time.
  private readonly onBeforePrint = () => (this.printing = true);
  private readonly onAfterPrint = () => (this.printing = false);

  override connectedCallback() {
    super.connectedCallback();
    if (this.hasUpdated) this.observeWidth();
    window.addEventListener('beforeprint', this.onBeforePrint);
    window.addEventListener('afterprint', this.onAfterPrint);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.resizeObserver.disconnect();
    window.removeEventListener('beforeprint', this.onBeforePrint);
    window.removeEventListener('afterprint', this.onAfterPrint);
  }

  override firstUpdated() {
    this.observeWidth();
  }

  /**
   * Watches an empty line across the chart rather than the element: its height stays 0, so drawing
   * at the new width, which makes the element taller or shorter, is not itself a resize to answer.
   */
  private observeWidth() {
    const ruler = this.renderRoot.querySelector('.ruler');
    if (ruler) this.resizeObserver.observe(ruler);
  }

  override render() {
    return html`<div class="ruler"></div>${this.content()}`;
  }

  private content() {
    if (roundsOf(this.series) === 0) return html`<p class="empty">${chartWords.empty}</p>`;
    const layout = chartLayout(this.printing ? PRINT_WIDTH : this.width, this.series, this.target);
    return html`
      <svg
        class="chart"
        viewBox="0 0 ${layout.width} ${layout.height}"
        role="img"
        aria-label=${chartSummary(this.series, this.target, this.finalRoundFrom)}
        focusable="false"
      >
        <rect class="plot" x=${layout.left} y=${layout.top} width=${layout.right - layout.left} height=${layout.bottom - layout.top}></rect>
        ${this.finalRound(layout)} ${this.axes(layout)} ${this.targetLine(layout)}
        ${this.series.map((line, seat) => this.line(layout, line.scores, seat))}
      </svg>
      <!-- The drawing's name and the table already name the players: the key is for the eye. -->
      <ul class="legend" aria-hidden="true">
        ${this.series.map(
          ({ name }, seat) => html`<li>
            <svg class="key seat-${(seat % SEATS) + 1}" viewBox="0 0 44 14">${this.key(seat)}</svg><bdi>${name}</bdi>
          </li>`,
        )}
      </ul>
      ${this.table(layout.rounds)}
    `;
  }

  private axes(layout: ChartLayout) {
    return svg`<g class="grid">
        ${layout.yTicks.map(
          (
            points,
          ) => svg`<line class=${points === 0 ? 'zero-line' : 'grid-line'} x1=${layout.left} x2=${layout.right} y1=${layout.y(points)} y2=${layout.y(points)}></line>
            <text class="y-tick" x=${layout.left - 6} y=${layout.y(points)} text-anchor="end" dominant-baseline="middle">${formatPoints(points)}</text>`,
        )}
      </g>
      <g class="rounds">
        <text x=${layout.left - 6} y=${layout.bottom + 16} text-anchor="end">${chartWords.round}</text>
        ${layout.xTicks.map((round) => svg`<text class="x-tick" x=${layout.x(round)} y=${layout.bottom + 16} text-anchor="middle">${formatCount(round)}</text>`)}
      </g>`;
  }

  private targetLine(layout: ChartLayout) {
    const y = layout.y(this.target);
    // Above the line, unless the line runs along the top of the plot.
    const labelY = y - layout.top < 18 ? y + 15 : y - 6;
    return svg`<line class="target-line" x1=${layout.left} x2=${layout.right} y1=${y} y2=${y}></line>
      <text class="label target-label" x=${layout.left + 6} y=${labelY}>${chartWords.target(this.target)}</text>`;
  }

  private finalRound(layout: ChartLayout) {
    if (this.finalRoundFrom === null) return nothing;
    const start = layout.x(Math.min(Math.max(this.finalRoundFrom - 1, 0), layout.rounds));
    // The label sits at the foot of the band, where lines near the end of a game seldom are; in a
    // band too narrow for it, it ends at the plot's right edge instead.
    const fits = layout.right - start >= 80;
    return svg`<g class="final-round">
      <rect class="final-band" x=${start} y=${layout.top} width=${Math.max(0, layout.right - start)} height=${layout.bottom - layout.top}></rect>
      <line class="final-edge" x1=${start} x2=${start} y1=${layout.top} y2=${layout.bottom}></line>
      <text class="label" x=${fits ? start + 6 : layout.right - 6} y=${layout.bottom - 8} text-anchor=${fits ? 'start' : 'end'}>${chartWords.finalRound}</text>
    </g>`;
  }

  private line(layout: ChartLayout, scores: readonly number[], seat: number) {
    const style = seatStyle(seat);
    return svg`<g class="series seat-${(seat % SEATS) + 1}">
      <path class="line" d=${linePath(layout, scores)} stroke-dasharray=${style.dash || nothing}></path>
      ${markedRounds(layout, scores).map(
        (round) =>
          svg`<path class="marker ${style.hollow ? 'hollow' : ''}" d=${style.marker(layout.x(round), layout.y(scores[round] ?? 0))}></path>`,
      )}
    </g>`;
  }

  private key(seat: number) {
    const style = seatStyle(seat);
    return svg`<path class="line" d="M0 7H15M29 7H44" stroke-dasharray=${style.dash || nothing}></path>
      <path class="marker ${style.hollow ? 'hollow' : ''}" d=${style.marker(22, 7)}></path>`;
  }

  /**
   * The numbers as a table. Screen readers always have it and "Scores by round" opens it for
   * everyone, so it sits after the <details> rather than in it (a closed <details> would hide it
   * from screen readers too), hidden only visually while closed.
   */
  private table(rounds: number) {
    const open = this.tableOpen;
    return html`<details @toggle=${(event: Event) => (this.tableOpen = (event.target as HTMLDetailsElement).open)}>
        <summary>${chartWords.title}</summary>
      </details>
      <div class=${open ? 'scroll' : 'visually-hidden'} role="region" aria-labelledby="table-caption" tabindex=${open ? 0 : -1}>
        <table>
          <caption id="table-caption" class="visually-hidden">${chartWords.title}</caption>
          <thead>
            <tr>
              <th scope="col">${chartWords.round}</th>
              ${this.series.map(({ name }) => html`<th scope="col"><bdi>${name}</bdi></th>`)}
            </tr>
          </thead>
          <tbody>
            ${Array.from(
              { length: rounds },
              (_, index) => html`<tr>
                <th scope="row">
                  ${chartWords.roundRow(index + 1)}
                  ${index + 1 === this.finalRoundFrom ? html`<span class="note">${chartWords.finalRound}</span>` : nothing}
                </th>
                ${this.series.map(({ scores }) => {
                  const points = scores[index + 1];
                  return html`<td>${points === undefined ? '' : formatPoints(points)}</td>`;
                })}
              </tr>`,
            )}
          </tbody>
        </table>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-score-chart': ZsScoreChart;
  }
}
