import { css } from 'lit';

/** The hold list: the legal holds of a roll, best first, as rows to read or buttons to pick, and the zilch. */
export const holdListStyles = css`
  ol {
    gap: var(--zs-space-4);
  }

  li.row {
    display: grid;
    grid-template-columns: 1fr auto;
    grid-template-areas:
      'dice points'
      'split points';
    align-items: center;
    column-gap: var(--zs-space-6);
    row-gap: var(--zs-space-3);
    padding: var(--zs-space-5) var(--zs-space-6);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-m);
    background: var(--zs-surface);
  }

  li.row.best {
    border-color: var(--zs-accent);
    box-shadow: inset 4px 0 0 var(--zs-accent);
    background: var(--zs-accent-soft);
  }

  .row .dice {
    grid-area: dice;
    display: flex;
    flex-wrap: wrap;
    gap: var(--zs-space-2);
    --zs-die-size: 24px;
  }

  .row .points {
    grid-area: points;
    font-size: var(--zs-font-20);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }

  .row.best .points {
    font-size: var(--zs-font-24);
    color: var(--zs-accent-strong);
  }

  .badge {
    display: block;
    font-size: var(--zs-font-12);
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  .part {
    white-space: nowrap;
  }

  .row .split {
    grid-area: split;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
    line-height: 1.3;
  }

  @media (max-width: 360px) {
    li.row {
      column-gap: var(--zs-space-4);
      padding: var(--zs-space-5);
    }

    .row .dice {
      gap: 3px;
      --zs-die-size: 20px;
    }
  }

  .empty {
    margin: 0;
    padding: var(--zs-space-8);
    border: 2px dashed var(--zs-border);
    border-radius: var(--zs-radius-m);
    color: var(--zs-text-muted);
    text-align: center;
    line-height: 1.4;
  }

  .zilch {
    padding: var(--zs-space-9) var(--zs-space-8);
    border-radius: var(--zs-radius-m);
    background: var(--zs-danger-soft);
    color: var(--zs-danger);
    text-align: center;
  }

  .zilch strong {
    display: block;
    font-size: var(--zs-font-32);
    font-weight: 800;
    letter-spacing: 0.02em;
  }

  .zilch p {
    margin: var(--zs-space-2) 0 0;
    color: var(--zs-text);
    line-height: 1.4;
  }

  :host([mode='pick']) h3 {
    margin: var(--zs-space-7) 0 var(--zs-space-4);
    font-size: var(--zs-font-15);
    font-weight: 700;
    color: var(--zs-text-muted);
  }

  :host([mode='pick']) ol {
    gap: var(--zs-space-3);
  }

  .hold {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: var(--zs-space-1) var(--zs-space-6);
    box-sizing: border-box;
    width: 100%;
    min-height: 48px;
    padding: var(--zs-space-3) var(--zs-space-6);
    text-align: left;
  }

  .hold[aria-pressed='true'] {
    border-color: var(--zs-accent);
    box-shadow: inset 4px 0 0 var(--zs-accent);
    background: var(--zs-accent-soft);
  }

  .hold .faces {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    --zs-die-size: 22px;
  }

  .hold .points {
    grid-row: span 2;
    text-align: right;
    font-size: var(--zs-font-18);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }

  .hold .split {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
  }

  .hold .badge {
    color: var(--zs-accent-strong);
  }

  :host([mode='pick']) .more {
    margin-top: var(--zs-space-4);
  }

  .more {
    display: block;
    width: 100%;
    min-height: 44px;
    margin-top: var(--zs-space-5);
    color: var(--zs-accent-strong);
    font-weight: 600;
  }
`;
