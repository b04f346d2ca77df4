import { css } from 'lit';

/** A game's statistics under its score sheet: the table, the chart and the decision review, and paper. */
export const gameStatsStyles = css`
  :host {
    display: block;
    margin: var(--zs-space-8) 0 0;
  }

  h3 {
    margin: 0 0 var(--zs-space-4);
    font-size: var(--zs-font-18);
  }

  table {
    border-collapse: collapse;
    font-size: var(--zs-font-14);
  }

  caption {
    padding: var(--zs-space-4) var(--zs-space-5) var(--zs-space-2);
    font-weight: 700;
    text-align: start;
  }

  th,
  td {
    padding: var(--zs-space-3);
    border-top: 1px solid var(--zs-border);
    text-align: end;
    white-space: nowrap;
  }

  thead th {
    white-space: normal;
    vertical-align: bottom;
  }

  th[scope='row'],
  thead th:first-child {
    min-width: 5.5rem;
    text-align: start;
    white-space: normal;
    overflow-wrap: anywhere;
  }

  zs-score-chart {
    margin: 0 0 var(--zs-space-6);
  }

  h4 {
    margin: var(--zs-space-8) 0 var(--zs-space-2);
    font-size: var(--zs-font-16);
  }

  .review p,
  .review ul {
    margin: var(--zs-space-3) 0 0;
  }

  .review ul {
    padding-inline-start: 1.25rem;
  }

  .muted {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
  }

  .player {
    margin: var(--zs-space-5) 0 0;
  }

  .highlights {
    margin: var(--zs-space-5) 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: var(--zs-space-2);
  }

  @media print {
    /* The sheet keeps its page (one A4 for a typical game); the statistics follow on the next. */
    :host {
      break-before: page;
      margin: 0;
    }

    h3 {
      font-size: 11pt;
    }

    .scroll {
      border: 0;
    }

    table {
      font-size: 8pt;
    }
  }
`;
