import { css } from 'lit';

/** The score sheet's own styles: the outcome over it, the table's cells, marks and foot, the smallest phones, and paper. */
export const scoreSheetStyles = css`
  .outcome {
    margin: 0 0 var(--zs-space-5);
    overflow-wrap: anywhere;
    padding: var(--zs-space-5) var(--zs-space-7);
    border-radius: var(--zs-radius-l);
    background: var(--zs-surface);
    border: 1px solid var(--zs-border);
    font-weight: 700;
    font-size: var(--zs-font-17);
  }

  .outcome.finished {
    background: var(--zs-accent-soft);
    border-color: var(--zs-accent);
    color: var(--zs-accent-strong);
    font-size: var(--zs-font-20);
    font-weight: 800;
  }

  .tie-break {
    display: block;
    font-size: var(--zs-font-14);
    font-weight: 600;
  }

  table {
    border-collapse: separate;
    border-spacing: 0;
    font-size: var(--zs-font-15);
  }

  caption {
    caption-side: top;
    text-align: left;
    padding: var(--zs-space-5) var(--zs-space-6) var(--zs-space-3);
    font-weight: 800;
    font-size: var(--zs-font-16);
    background: var(--zs-surface);
  }

  /* The title stays in view while the players' columns scroll sideways. */
  .caption-text {
    position: sticky;
    left: 12px;
  }

  th,
  td {
    border-bottom: 1px solid var(--zs-border);
    vertical-align: top;
  }

  thead th {
    padding: var(--zs-space-4) var(--zs-space-3) var(--zs-space-3);
    text-align: right;
    vertical-align: bottom;
    font-weight: 700;
    line-height: 1.2;
    overflow-wrap: anywhere;
    border-bottom: 2px solid var(--zs-text);
  }

  thead th.winner,
  tfoot td.winner {
    background: var(--zs-accent-soft);
    color: var(--zs-accent-strong);
  }

  .corner,
  th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    background: var(--zs-surface);
    box-shadow: 1px 0 0 var(--zs-border);
  }

  .corner {
    border-bottom: 2px solid var(--zs-text);
  }

  th[scope='row'] {
    width: 2.75rem;
    min-width: 2.75rem;
    padding: var(--zs-space-3) var(--zs-space-2) var(--zs-space-3) var(--zs-space-4);
    text-align: left;
    font-weight: 600;
    font-size: var(--zs-font-13);
    color: var(--zs-text-muted);
    line-height: 1.15;
  }

  th[scope='row'] .number {
    display: block;
    font-size: var(--zs-font-17);
    font-weight: 800;
    color: var(--zs-text);
  }

  .final-label {
    display: block;
    margin-top: var(--zs-space-1);
    font-size: var(--zs-font-11);
    font-weight: 700;
    color: var(--zs-warning-text);
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }

  tr.first-final > * {
    border-top: 2px solid var(--zs-warning-border);
  }

  td {
    box-sizing: border-box;
    min-width: 3.5rem;
    padding: 0;
    text-align: right;
  }

  .line {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 1px;
    width: 100%;
    box-sizing: border-box;
    padding: var(--zs-space-3) var(--zs-space-3);
    text-align: right;
  }

  button.line {
    min-height: 52px;
    margin: 0;
    border: 0;
    border-radius: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
    font: inherit;
  }

  @media (hover: hover) {
    button.line:hover {
      background: var(--zs-accent-soft);
    }
  }

  button.line:focus-visible {
    outline-offset: -3px;
  }

  .result {
    font-weight: 700;
    font-size: var(--zs-font-16);
    line-height: 1.2;
  }

  .zilch .result {
    color: var(--zs-danger);
  }

  .total {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-13);
    line-height: 1.2;
    border-top: 1px solid var(--zs-border);
    padding-top: 1px;
    min-width: 3rem;
  }

  .marks {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 1px;
    margin-top: var(--zs-space-1);
  }

  .mark {
    font-size: var(--zs-font-11);
    font-weight: 700;
    line-height: 1.2;
    padding: 1px var(--zs-space-2);
    border-radius: var(--zs-radius-xs);
    background: var(--zs-surface-sunken);
    color: var(--zs-text);
  }

  .mark.on-board {
    background: var(--zs-accent-soft);
    color: var(--zs-accent-strong);
  }

  .mark.reached-target,
  .mark.final-turn {
    background: var(--zs-warning-soft);
    color: var(--zs-warning-text);
  }

  .mark.challenge {
    background: var(--zs-danger-soft);
    color: var(--zs-danger);
  }

  .adjustment {
    padding-top: var(--zs-space-2);
    padding-bottom: var(--zs-space-2);
  }

  .line + .adjustment,
  .adjustment + .line {
    border-top: 1px dashed var(--zs-border);
  }

  .adjustment .result {
    font-size: var(--zs-font-14);
    color: var(--zs-danger);
  }

  td.current {
    background: var(--zs-accent-soft);
    box-shadow: inset 0 0 0 2px var(--zs-accent);
  }

  .up {
    font-weight: 800;
    color: var(--zs-accent-strong);
  }

  tfoot th[scope='row'] {
    font-size: var(--zs-font-15);
    color: var(--zs-text);
    font-weight: 800;
  }

  tfoot th,
  tfoot td {
    border-top: 2px solid var(--zs-text);
    border-bottom: 0;
  }

  tfoot td {
    padding: var(--zs-space-4) var(--zs-space-3);
    font-weight: 800;
    font-size: var(--zs-font-17);
  }

  tfoot .note {
    display: block;
    font-size: var(--zs-font-12);
    font-weight: 700;
  }

  tfoot .note.off-board {
    color: var(--zs-text-muted);
    font-weight: 600;
  }

  .hint {
    margin: var(--zs-space-3) var(--zs-space-1) 0;
    font-size: var(--zs-font-13);
    color: var(--zs-text-muted);
  }

  .empty {
    padding: var(--zs-space-8) var(--zs-space-6);
    color: var(--zs-text-muted);
    text-align: left;
  }

  /* The smallest phones: four players still fit side by side. */
  @media (max-width: 360px) {
    th[scope='row'] {
      width: 2.25rem;
      min-width: 2.25rem;
      padding-left: var(--zs-space-3);
      font-size: var(--zs-font-11);
    }

    .line,
    thead th,
    tfoot td {
      padding-left: var(--zs-space-2);
      padding-right: var(--zs-space-2);
    }

    .result,
    tfoot td {
      font-size: var(--zs-font-15);
    }

    .total {
      min-width: 0;
    }

    .mark {
      padding: 1px 3px;
    }
  }

  @media print {
    .scroll {
      border: 0;
      border-radius: 0;
    }

    table {
      font-size: 8pt;
    }

    caption {
      padding: 0 0 4pt;
      font-size: 11pt;
    }

    thead {
      display: table-header-group;
    }

    tfoot {
      display: table-footer-group;
    }

    tr {
      break-inside: avoid;
    }

    .corner,
    th[scope='row'] {
      position: static;
      box-shadow: none;
    }

    thead th {
      padding: 2pt 4pt;
      max-width: none;
    }

    th[scope='row'] {
      padding: 1pt 4pt;
      width: 1%;
      min-width: 0;
      font-size: 7pt;
      white-space: nowrap;
    }

    th[scope='row'] .number {
      display: inline;
      font-size: 8pt;
    }

    .final-label {
      display: inline;
      margin: 0 0 0 3pt;
      font-size: 6pt;
    }

    td {
      min-width: 0;
    }

    /* Paper has no hover or colour to tell the columns apart: rule them as a paper sheet is. */
    td,
    thead th {
      border-left: 0.5pt solid var(--zs-border);
    }

    .line,
    button.line {
      min-height: 0;
      padding: 1pt 4pt;
      gap: 0;
    }

    .result,
    .adjustment .result {
      font-size: 8pt;
    }

    .total {
      font-size: 7pt;
    }

    .marks {
      margin-top: 0;
    }

    .mark {
      font-size: 6pt;
      padding: 0 2pt;
    }

    tfoot td {
      padding: 2pt 4pt;
      font-size: 9pt;
    }

    .hint {
      display: none;
    }

    .outcome,
    .outcome.finished {
      margin: 0 0 4pt;
      padding: 0;
      border: 0;
      background: none;
      font-size: 11pt;
    }
  }
`;
