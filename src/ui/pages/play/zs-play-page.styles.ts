import { css } from 'lit';

/** The play page's own layout: one column on a phone, two side by side from 880px. */
export const playPageStyles = css`
  .page {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-6);
  }

  .column {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    flex-wrap: wrap;
    gap: 0 var(--zs-space-6);
    min-width: 0;
    align-content: start;
  }

  .refusal {
    margin: var(--zs-space-5) 0 0;
    line-height: 1.35;
  }

  /* Only a write out for more than 150 ms fills it; empty, it takes no room and stays a live region. */
  .saving {
    display: flex;
    align-items: center;
    gap: var(--zs-space-4);
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
    border-radius: var(--zs-radius-round);
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
    padding: var(--zs-space-5) 0 calc(var(--zs-space-5) + env(safe-area-inset-bottom, 0px));
    background: var(--zs-bg);
    box-shadow: 0 -1px 0 var(--zs-border);
  }

  .loading {
    padding: var(--zs-space-12);
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
    padding: var(--zs-space-7) var(--zs-space-8) var(--zs-space-8);
  }

  .card-heading {
    display: flex;
    align-items: baseline;
    gap: var(--zs-space-4);
    margin: 0 0 var(--zs-space-5);
  }

  h3 {
    margin: 0;
    font-size: var(--zs-font-17);
    font-weight: 700;
  }

  .count {
    margin-left: auto;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .refusal {
    margin: var(--zs-space-5) 0 0;
    line-height: 1.35;
  }

  @media (max-width: 360px) {
    .card {
      padding: var(--zs-space-6) var(--zs-space-5) var(--zs-space-7);
    }
  }

  @media (max-height: 720px) {
    .card {
      padding-top: var(--zs-space-5);
      padding-bottom: var(--zs-space-6);
    }

    .card-heading {
      margin-bottom: var(--zs-space-4);
    }
  }
`;
