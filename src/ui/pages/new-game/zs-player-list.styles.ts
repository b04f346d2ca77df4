import { css } from 'lit';

/** The list of a new game's players: their seats, the buttons that move and remove them, and the form that adds one. */
export const playerListStyles = css`
  ol {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-4);
    margin: 0 0 var(--zs-space-6);
  }

  li {
    display: flex;
    align-items: center;
    gap: var(--zs-space-2);
  }

  .seat {
    flex: none;
    width: 26px;
    color: var(--zs-text-muted);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }

  .input {
    flex: 1;
    min-width: 0;
    border-radius: var(--zs-radius-m);
  }

  .icon {
    display: grid;
    place-items: center;
    flex: none;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    border-radius: var(--zs-radius-s);
    background: transparent;
    color: var(--zs-text);
    cursor: pointer;
  }

  .icon:disabled {
    color: var(--zs-border);
    cursor: default;
  }

  @media (hover: hover) {
    .icon:hover:not(:disabled) {
      background: var(--zs-surface-sunken);
    }
  }

  form {
    display: flex;
    gap: var(--zs-space-4);
  }

  .add {
    flex: none;
    min-width: 76px;
    min-height: 48px;
    padding: 0 var(--zs-space-8);
    border-radius: var(--zs-radius-m);
  }

  .recent {
    display: flex;
    flex-wrap: wrap;
    gap: var(--zs-space-4);
    margin-top: var(--zs-space-6);
  }

  .recent-label {
    width: 100%;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
    font-weight: 600;
  }

  .chip {
    display: inline-flex;
    align-items: center;
    gap: var(--zs-space-2);
    max-width: 100%;
    text-align: start;
    padding: 0 var(--zs-space-7) 0 var(--zs-space-5);
  }

  @media (hover: hover) {
    .chip:hover,
    .add:hover {
      background: var(--zs-accent-soft);
    }
  }

  .problem {
    margin: var(--zs-space-5) 0 0;
    line-height: 1.35;
  }

  @media (max-width: 360px) {
    .seat {
      display: none;
    }

    li {
      gap: 0;
    }
  }
`;
