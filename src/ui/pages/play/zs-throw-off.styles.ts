import { css } from 'lit';

/** The throw-off: each player's throw in turn, the form for its pips, and the choice of who starts. */
export const throwOffStyles = css`
  section {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-7);
  }

  h2,
  h3 {
    margin: 0;
  }

  h2 {
    font-size: var(--zs-font-20);
  }

  h3 {
    font-size: var(--zs-font-17);
  }

  p {
    margin: 0;
    line-height: 1.4;
  }

  .muted {
    color: var(--zs-text-muted);
  }

  .tie {
    padding: var(--zs-space-4) var(--zs-space-6);
  }

  ol {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  }

  li {
    display: flex;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: 0 var(--zs-space-4);
    min-width: 0;
    padding: var(--zs-space-4) var(--zs-space-6);
    border-radius: var(--zs-radius-s);
    background: var(--zs-surface-sunken);
  }

  li[aria-current='step'] {
    outline: 2px solid var(--zs-accent);
    outline-offset: -2px;
    background: var(--zs-accent-soft);
    color: var(--zs-accent-strong);
    font-weight: 700;
  }

  li .result {
    flex: none;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  .throw-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: var(--zs-space-2) var(--zs-space-6);
  }

  .count {
    color: var(--zs-text-muted);
    font-variant-numeric: tabular-nums;
  }

  form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--zs-space-4) var(--zs-space-5);
  }

  .pips {
    display: grid;
    gap: var(--zs-space-2);
  }

  label {
    font-weight: 600;
    font-size: var(--zs-font-15);
  }

  .input {
    width: 9ch;
    font-size: var(--zs-font-18);
    font-variant-numeric: tabular-nums;
  }

  .primary {
    flex: 1 1 auto;
    min-height: 48px;
    padding: 0 var(--zs-space-9);
    border: 0;
    border-radius: var(--zs-radius-m);
    font-weight: 700;
    cursor: pointer;
  }

  .pick {
    display: flex;
    flex-wrap: wrap;
    gap: var(--zs-space-4);
    padding-top: var(--zs-space-6);
    border-top: 1px solid var(--zs-border);
  }

  .pick h3 {
    width: 100%;
    font-size: var(--zs-font-15);
    color: var(--zs-text-muted);
  }

  @media (max-width: 360px) {
    .card {
      padding: var(--zs-space-6) var(--zs-space-5);
    }
  }
`;
