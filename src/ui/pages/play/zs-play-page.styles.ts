import { css } from 'lit';

/** The play page's own layout: one column on a phone, two side by side from 880px. */
export const playPageStyles = css`
  .page {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }

  .column {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    flex-wrap: wrap;
    gap: 0 12px;
    min-width: 0;
    align-content: start;
  }

  .refusal {
    margin: 10px 0 0;
    line-height: 1.35;
  }

  /* Only a write out for more than 150 ms fills it; empty, it takes no room and stays a live region. */
  .saving {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    color: var(--zs-text-muted);
    font-weight: 600;
  }

  .saving:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }

  .spinner {
    width: 16px;
    height: 16px;
    border: 2px solid var(--zs-border);
    border-top-color: var(--zs-accent);
    border-radius: 50%;
    animation: spin 800ms linear infinite;
  }

  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }

  /* Bank and Roll again stay under the thumb while the page scrolls. */
  .actions.sticky {
    position: sticky;
    bottom: 0;
    z-index: 2;
    padding: 10px 0 calc(10px + env(safe-area-inset-bottom, 0px));
    background: var(--zs-bg);
    box-shadow: 0 -1px 0 var(--zs-border);
  }

  .loading {
    padding: 24px;
    color: var(--zs-text-muted);
    text-align: center;
  }

  a.inline {
    color: var(--zs-accent-strong);
    font-weight: 700;
  }

  @media (min-width: 880px) {
    .page {
      grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
      align-items: start;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
`;

/** A card of the play page (the pad, the hold, the game over): tighter on a small phone. */
export const playCardStyles = css`
  /* Parked: its contents skipped (no room) but their layout kept, so coming back lays out only what
     changed, where display: none would build every box again. The card makes itself inert too (no
     focus, no tap, no screen reader), which holds where content-visibility is not known. */
  :host([parked]) {
    display: block;
    content-visibility: hidden;
  }

  @supports not (content-visibility: hidden) {
    :host([parked]) {
      display: none;
    }
  }

  .card {
    min-width: 0;
    padding: 14px 16px 16px;
  }

  .card-heading {
    display: flex;
    align-items: baseline;
    gap: 8px;
    margin: 0 0 10px;
  }

  h3 {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 700;
  }

  .count {
    margin-left: auto;
    color: var(--zs-text-muted);
    font-size: 0.9375rem;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .refusal {
    margin: 10px 0 0;
    line-height: 1.35;
  }

  @media (max-width: 360px) {
    .card {
      padding: 12px 10px 14px;
    }
  }

  @media (max-height: 720px) {
    .card {
      padding-top: 10px;
      padding-bottom: 12px;
    }

    .card-heading {
      margin-bottom: 8px;
    }
  }
`;
