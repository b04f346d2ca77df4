import { css } from 'lit';

/** The game-over card: the final standings, a tie-break's throws, and who starts the next game. */
export const gameOverStyles = css`
  h2 {
    margin: 0 0 var(--zs-space-2);
    overflow-wrap: anywhere;
    font-size: var(--zs-font-28);
    font-weight: 800;
  }

  p {
    margin: 0 0 var(--zs-space-6);
    color: var(--zs-text-muted);
  }

  ol {
    margin: 0 0 var(--zs-space-7);
  }

  li {
    display: flex;
    justify-content: space-between;
    gap: var(--zs-space-6);
    min-width: 0;
    padding: var(--zs-space-4) var(--zs-space-6);
    border-radius: var(--zs-radius-s);
    background: var(--zs-surface-sunken);
    font-variant-numeric: tabular-nums;
  }

  .tie-break {
    margin: -6px 0 var(--zs-space-7);
  }

  .tie-break li {
    padding: var(--zs-space-2) var(--zs-space-6);
    background: none;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
  }

  li.winner {
    background: var(--zs-accent-soft);
    color: var(--zs-accent-strong);
    font-weight: 800;
  }

  .links {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--zs-space-4);
  }

  .again {
    grid-column: 1 / -1;
  }

  fieldset {
    margin: 0 0 var(--zs-space-5);
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: var(--zs-space-3);
    padding: 0;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
    font-weight: 600;
  }

  .starts {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--zs-space-4);
  }

  .starts label {
    display: flex;
    align-items: center;
    gap: var(--zs-space-4);
    min-height: 44px;
    padding: var(--zs-space-2) var(--zs-space-5);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-m);
    line-height: 1.25;
    cursor: pointer;
  }

  .starts label:has(input:checked) {
    border-color: var(--zs-accent);
    background: var(--zs-accent-soft);
  }

  .starts input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--zs-accent);
  }

  .starts small {
    display: block;
    color: var(--zs-text-muted);
  }

  .links a,
  .links button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 52px;
    padding: 0 var(--zs-space-7);
    font-weight: 800;
    text-decoration: none;
  }
`;
