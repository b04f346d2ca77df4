import { css } from 'lit';

/** The turn's status card: who is up, the turn total and the dice to roll, the scores of the others; smaller on short and narrow screens. */
export const turnStatusStyles = css`
  .status {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-4);
    padding: var(--zs-space-6) var(--zs-space-7) var(--zs-space-5);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-xl);
    background: var(--zs-surface);
    box-shadow: var(--zs-shadow);
  }

  .who {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--zs-space-1) var(--zs-space-5);
  }

  h2 {
    margin: 0;
    min-width: 0;
    font-size: var(--zs-font-22);
    font-weight: 800;
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
  }

  .round {
    margin-left: auto;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
    white-space: nowrap;
  }

  .numbers {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: end;
    gap: var(--zs-space-6);
    padding-top: var(--zs-space-3);
    border-top: 1px solid var(--zs-border);
  }

  .label {
    display: block;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-13);
    font-weight: 600;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  }

  .total {
    display: block;
    font-size: var(--zs-font-36);
    font-weight: 800;
    line-height: 1.05;
    font-variant-numeric: tabular-nums;
  }

  .dice {
    text-align: right;
  }

  .dice .count {
    display: block;
    font-size: var(--zs-font-24);
    font-weight: 800;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }

  .need {
    margin: 0;
    font-weight: 600;
  }

  .need.met {
    color: var(--zs-accent-strong);
  }

  .kept {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--zs-space-2);
    margin: 0;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
    --zs-die-size: 22px;
  }

  .kept span {
    margin-right: var(--zs-space-2);
  }

  .others {
    padding-top: var(--zs-space-3);
    border-top: 1px solid var(--zs-border);
  }

  ol {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8.25rem, 1fr));
    gap: var(--zs-space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    column-gap: var(--zs-space-3);
    min-width: 0;
    padding: 3px var(--zs-space-4) var(--zs-space-2);
    border: 1px solid transparent;
    border-radius: var(--zs-radius-s);
    background: var(--zs-surface-sunken);
    font-size: var(--zs-font-15);
    line-height: 1.3;
  }

  li.up {
    border-color: var(--zs-accent);
  }

  li.leader {
    box-shadow: inset 3px 0 0 var(--zs-accent);
  }

  li strong {
    font-variant-numeric: tabular-nums;
  }

  /* A long name ends in an ellipsis: the score beside it stays in view. */
  li bdi {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .note {
    grid-column: 1 / -1;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-13);
    font-variant-numeric: tabular-nums;
  }

  li.leader .note {
    color: var(--zs-accent-strong);
    font-weight: 600;
  }

  a {
    font-size: var(--zs-font-15);
    display: inline-flex;
    align-items: center;
    flex: none;
    min-height: 44px;
    padding: 0 var(--zs-space-2);
    color: var(--zs-accent-strong);
    font-weight: 700;
    white-space: nowrap;
  }

  @media (max-width: 360px) {
    .status {
      padding: var(--zs-space-6) var(--zs-space-6) var(--zs-space-5);
    }

    /* Who is up, the round and the sheet's link share one line on the narrowest phones. */
    .who {
      column-gap: var(--zs-space-4);
    }

    h2 {
      font-size: var(--zs-font-20);
    }

    .round,
    a {
      font-size: var(--zs-font-14);
    }

    a {
      padding: 0 var(--zs-space-1);
    }

    .total {
      font-size: var(--zs-font-32);
    }

    .need {
      font-size: var(--zs-font-15);
    }
  }

  /* On a short screen the status gives its height to the dice pad below it. */
  @media (max-height: 720px) {
    .status {
      gap: var(--zs-space-3);
      padding: var(--zs-space-5) var(--zs-space-6) var(--zs-space-3);
    }

    h2 {
      font-size: var(--zs-font-20);
    }

    .numbers {
      padding-top: var(--zs-space-2);
    }

    .label {
      font-size: var(--zs-font-12);
    }

    .total {
      font-size: var(--zs-font-28);
    }

    .dice .count {
      font-size: var(--zs-font-20);
    }

    .others {
      padding-top: var(--zs-space-1);
    }
  }

  /* Short and wide enough: each label sits before its number, on one line. */
  @media (max-height: 720px) and (min-width: 361px) {
    .numbers {
      align-items: baseline;
    }

    .numbers > div {
      display: flex;
      align-items: baseline;
      gap: var(--zs-space-4);
    }

    .dice {
      justify-content: flex-end;
    }
  }
`;
