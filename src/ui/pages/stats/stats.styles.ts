import { css } from 'lit';

/**
 * What the statistics page and its parts draw alike: a labelled native select (the phone's own
 * picker) and a row of them that wraps on a narrow phone, and the numbers in tiles of a <dl>.
 */
export const statsFields = css`
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
    gap: var(--zs-space-5) var(--zs-space-6);
    /* A label on two lines next to one on one: the selects still line up. */
    align-items: end;
  }

  .field {
    display: grid;
    gap: var(--zs-space-2);
    min-width: 0;
  }

  .field label {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
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
    gap: var(--zs-space-4);
    margin: 0;
  }

  dl > div {
    display: grid;
    align-content: start;
    gap: var(--zs-space-1);
    min-width: 0;
    padding: var(--zs-space-4) var(--zs-space-5);
    border-radius: var(--zs-radius-s);
    background: var(--zs-surface-sunken);
  }

  dt {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-13);
    font-weight: 600;
    line-height: 1.3;
  }

  dd {
    margin: 0;
    font-size: var(--zs-font-18);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;
