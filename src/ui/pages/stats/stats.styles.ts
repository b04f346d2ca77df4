import { css } from 'lit';

/**
 * What the statistics page and its parts draw alike: a labelled native select (the phone's own
 * picker) and a row of them that wraps on a narrow phone, and the numbers in tiles of a <dl>.
 */
export const statsFields = css`
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
    gap: 10px 12px;
    /* A label on two lines next to one on one: the selects still line up. */
    align-items: end;
  }

  .field {
    display: grid;
    gap: 4px;
    min-width: 0;
  }

  .field label {
    color: var(--zs-text-muted);
    font-size: 0.875rem;
    font-weight: 600;
  }

  select.input {
    width: 100%;
    min-width: 0;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** Numbers as tiles: a <dl> whose <div>s each hold a term over its value. */
export const statTiles = css`
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 7.75rem), 1fr));
    gap: 8px;
    margin: 0;
  }

  dl > div {
    display: grid;
    align-content: start;
    gap: 2px;
    min-width: 0;
    padding: 8px 10px;
    border-radius: 10px;
    background: var(--zs-surface-sunken);
  }

  dt {
    color: var(--zs-text-muted);
    font-size: 0.8125rem;
    font-weight: 600;
    line-height: 1.3;
  }

  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;
