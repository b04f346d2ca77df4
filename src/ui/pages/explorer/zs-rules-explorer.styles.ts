import { css } from 'lit';

/** The rules explorer: its sections, the roll and the legal holds of it, the notices and the hints. */
export const rulesExplorerStyles = css`
  .explorer {
    display: grid;
    gap: var(--zs-space-6);
    outline: none;
  }

  section {
    min-width: 0;
  }

  .heading {
    display: flex;
    align-items: center;
    gap: var(--zs-space-4);
    min-height: 44px;
    margin: -4px 0 var(--zs-space-4);
  }

  h2 {
    margin: 0;
    font-size: var(--zs-font-18);
    font-weight: 700;
  }

  .count {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
    font-variant-numeric: tabular-nums;
  }

  .clear {
    min-width: 72px;
    margin-left: auto;
    padding: 0 var(--zs-space-8);
  }

  @media (hover: hover) {
    .clear:hover:not(:disabled) {
      background: var(--zs-surface-sunken);
    }
  }

  .clear:disabled {
    color: var(--zs-text-muted);
    cursor: default;
    opacity: 0.6;
  }

  zs-roll {
    margin-bottom: var(--zs-space-6);
  }

  /* Below the pad, so a refusal never moves the buttons under the player's finger. */
  .notice {
    display: flex;
    gap: var(--zs-space-4);
    align-items: flex-start;
    margin: var(--zs-space-6) 0 0;
    padding: var(--zs-space-5) var(--zs-space-6);
    line-height: 1.35;
  }

  .notice::before {
    content: '!';
    display: grid;
    place-items: center;
    flex: none;
    width: 20px;
    height: 20px;
    border-radius: var(--zs-radius-round);
    background: var(--zs-warning-text);
    color: var(--zs-warning-soft);
    font-size: var(--zs-font-13);
    font-weight: 800;
  }

  .odds {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--zs-space-2) var(--zs-space-6);
    margin: var(--zs-space-7) 0 0;
    padding-top: var(--zs-space-6);
    border-top: 1px solid var(--zs-border);
    color: var(--zs-text-muted);
  }

  .odds strong {
    margin-left: auto;
    color: var(--zs-text);
    font-variant-numeric: tabular-nums;
  }

  .hint {
    margin: var(--zs-space-5) 0 0;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
  }

  kbd {
    padding: 0 5px;
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-xs);
    background: var(--zs-surface-sunken);
    font: inherit;
    font-size: var(--zs-font-13);
  }

  /* Shortcuts mean nothing on a phone without a keyboard. */
  @media (hover: none) and (pointer: coarse) {
    .hint {
      display: none;
    }
  }

  @media (max-width: 360px) {
    .card {
      padding: var(--zs-space-6) var(--zs-space-5);
    }
  }

  @media (min-width: 880px) {
    .explorer {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }

    .holds {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
`;
