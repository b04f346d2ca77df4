import { css } from 'lit';

/** The score sheet page: the game's title and facts, its toolbar, the report of a correction, and paper. */
export const sheetPageStyles = css`
  h2 {
    margin: var(--zs-space-2) 0 var(--zs-space-1);
    font-size: var(--zs-font-22);
    line-height: 1.25;
    overflow-wrap: anywhere;
  }

  .meta {
    margin: 0 0 var(--zs-space-6);
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
  }

  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: 0 var(--zs-space-6);
  }

  .top > div {
    flex: 1 1 12rem;
    min-width: 0;
  }

  .toolbar {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--zs-space-4);
    margin: var(--zs-space-6) 0 0;
  }

  .toolbar .backup {
    grid-column: 1 / -1;
  }

  @media (min-width: 560px) {
    .toolbar {
      grid-template-columns: repeat(3, 1fr);
    }

    .toolbar .backup {
      grid-column: auto;
    }
  }

  .play,
  .toolbar button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    min-height: 48px;
    padding: 0 var(--zs-space-6);
    font: inherit;
    font-weight: 700;
    font-size: var(--zs-font-15);
    text-align: center;
    text-decoration: none;
  }

  .play {
    margin: var(--zs-space-2) 0 var(--zs-space-6);
  }

  .toolbar button:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  .report {
    margin: var(--zs-space-5) 0 0;
    font-size: var(--zs-font-15);
  }

  .corrected {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--zs-space-4) var(--zs-space-6);
    margin: var(--zs-space-5) 0 0;
  }

  .corrected .report {
    flex: 1 1 14rem;
    margin: 0;
  }

  .corrected button {
    min-height: 48px;
    padding: 0 var(--zs-space-7);
    font: inherit;
    font-weight: 700;
  }

  .notice,
  .loading {
    padding: var(--zs-space-8);
    border-radius: var(--zs-radius-l);
    background: var(--zs-surface);
    border: 1px solid var(--zs-border);
  }

  .loading {
    color: var(--zs-text-muted);
    text-align: center;
  }

  .notice a {
    color: var(--zs-accent-strong);
    font-weight: 700;
  }

  @media print {
    .toolbar,
    .corrected,
    .report,
    .play {
      display: none;
    }

    h2 {
      font-size: 13pt;
      margin: 0;
    }

    .meta {
      margin: 0 0 6pt;
      font-size: 9pt;
    }
  }
`;
