import { css, unsafeCSS } from 'lit';
import { basics, printPalette, scrollingTables } from '../app/theme.js';

/** Seats with a colour of their own; a thirteenth would share the first's. */
export const SEATS = 12;

/** A seat's colour from its token: `.seat-1` … `.seat-12`. */
const seatColours = unsafeCSS(
  Array.from({ length: SEATS }, (_, seat) => `.seat-${seat + 1} { color: var(--zs-player-${seat + 1}); }`).join('\n'),
);

/** How `zs-score-chart` is drawn: the page's basics, paper colours in print, its table's box, the seats' colours, then its own parts. */
export const scoreChartStyles = [
  basics,
  printPalette,
  scrollingTables,
  seatColours,
  css`
    .ruler {
      height: 0;
    }

    svg.chart {
      display: block;
      width: 100%;
      height: auto;
    }

    .plot {
      fill: var(--zs-surface);
      stroke: var(--zs-border);
    }

    .grid-line {
      stroke: var(--zs-border);
    }

    .zero-line {
      stroke: var(--zs-text-muted);
    }

    .final-band {
      fill: var(--zs-surface-sunken);
    }

    .final-edge {
      stroke: var(--zs-text-muted);
      stroke-dasharray: 3 3;
    }

    .target-line {
      stroke: var(--zs-text);
      stroke-width: 1.5;
      stroke-dasharray: 10 5;
    }

    text {
      font-size: 12px;
      fill: var(--zs-text-muted);
      font-variant-numeric: tabular-nums;
    }

    /* Labels drawn over lines keep a rim of the surface, so a line never runs through the words. */
    .label {
      fill: var(--zs-text);
      font-weight: 600;
      paint-order: stroke;
      stroke: var(--zs-surface);
      stroke-width: 4px;
      stroke-linejoin: round;
    }

    .line {
      fill: none;
      stroke: currentcolor;
      stroke-width: 2;
      stroke-linejoin: round;
    }

    .marker {
      fill: currentcolor;
      stroke: currentcolor;
      stroke-width: 1.5;
    }

    .marker.hollow {
      fill: var(--zs-surface);
    }

    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: var(--zs-space-2) var(--zs-space-7);
      margin: var(--zs-space-4) 0 0;
      padding: 0;
      list-style: none;
      font-size: var(--zs-font-15);
    }

    .legend li {
      display: flex;
      align-items: center;
      gap: var(--zs-space-3);
      min-width: 0;
    }

    .key {
      flex: none;
      width: 44px;
      height: 14px;
    }

    /* The legend sits on whatever is behind the chart: its line stops short of the marker instead. */
    .key .marker.hollow {
      fill: none;
    }

    summary {
      padding: var(--zs-space-5) 0;
      line-height: 24px;
      color: var(--zs-accent-strong);
      font-weight: 600;
      cursor: pointer;
    }

    table {
      border-collapse: collapse;
      font-size: var(--zs-font-15);
    }

    caption {
      text-align: start;
    }

    th,
    td {
      padding: var(--zs-space-3) var(--zs-space-5);
      border-bottom: 1px solid var(--zs-border);
      white-space: nowrap;
    }

    thead th {
      text-align: end;
    }

    /* The round stays in view while the players' columns scroll sideways. */
    thead th:first-child,
    tbody th {
      position: sticky;
      left: 0;
      background: var(--zs-surface);
      text-align: start;
    }

    tbody th {
      font-weight: 600;
    }

    .note {
      display: block;
      color: var(--zs-text-muted);
      font-size: var(--zs-font-13);
      font-weight: 400;
    }

    td {
      text-align: end;
    }

    .empty {
      margin: 0;
      color: var(--zs-text-muted);
    }

    @media print {
      svg.chart {
        break-inside: avoid;
      }

      summary {
        display: none;
      }
    }
  `,
];
