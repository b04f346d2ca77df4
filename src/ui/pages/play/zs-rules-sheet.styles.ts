import { css } from 'lit';

/** The rules sheet: the button that opens it, the dialog, the scoring table and the notes. */
export const rulesSheetStyles = css`
  :host {
    display: inline-block;
  }

  .open {
    font-weight: 700;
  }

  dialog {
    width: min(36rem, calc(100vw - 24px));
    padding: 0;
    overscroll-behavior: contain;
  }

  /* Close stays in reach while the rules scroll under it. */
  .top {
    position: sticky;
    top: 0;
    display: flex;
    align-items: center;
    gap: var(--zs-space-6);
    padding: var(--zs-space-5) var(--zs-space-6) var(--zs-space-5) var(--zs-space-9);
    border-bottom: 1px solid var(--zs-border);
    background: var(--zs-surface);
  }

  h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: var(--zs-font-18);
    line-height: 1.3;
    overflow-wrap: anywhere;
  }

  .body {
    padding: var(--zs-space-2) var(--zs-space-9) var(--zs-space-9);
  }

  .description {
    margin: var(--zs-space-6) 0 0;
    color: var(--zs-text-muted);
  }

  h3 {
    margin: var(--zs-space-9) 0 var(--zs-space-4);
    font-size: var(--zs-font-16);
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }

  th,
  td {
    padding: var(--zs-space-3) 0;
    border-bottom: 1px solid var(--zs-border);
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: 600;
    padding-right: var(--zs-space-6);
  }

  td {
    text-align: right;
    font-weight: 700;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
    line-height: 1.4;
  }

  li + li {
    margin-top: var(--zs-space-3);
  }

  .notes {
    margin-top: var(--zs-space-5);
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
  }

  /* On a phone the sheet rises from the bottom edge, where the thumb is. */
  @media (max-width: 520px) {
    dialog {
      width: 100vw;
      max-width: 100vw;
      max-height: 88dvh;
      margin: auto 0 0;
      border-radius: var(--zs-radius-l) var(--zs-radius-l) 0 0;
    }

    .body {
      padding-bottom: calc(var(--zs-space-9) + env(safe-area-inset-bottom, 0px));
    }
  }

  @media print {
    dialog {
      display: none;
    }
  }
`;
