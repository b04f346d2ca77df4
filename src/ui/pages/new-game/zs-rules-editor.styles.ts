import { css } from 'lit';

/** The house-rules editor: the sections, the faces table, the straights. */
export const rulesEditorStyles = css`
  .from {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: var(--zs-space-4);
    align-items: end;
    margin-bottom: var(--zs-space-7);
  }

  .from label {
    grid-column: 1 / -1;
  }

  details {
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-m);
    background: var(--zs-surface);
  }

  details + details {
    margin-top: var(--zs-space-4);
  }

  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--zs-space-1) var(--zs-space-5);
    min-height: 52px;
    box-sizing: border-box;
    padding: var(--zs-space-4) 40px var(--zs-space-4) var(--zs-space-7);
    position: relative;
    cursor: pointer;
    list-style: none;
    touch-action: manipulation;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  /* A chevron that turns when the section opens. */
  summary::after {
    content: '';
    position: absolute;
    right: 18px;
    top: 50%;
    width: 9px;
    height: 9px;
    border-right: 2px solid var(--zs-text-muted);
    border-bottom: 2px solid var(--zs-text-muted);
    transform: translateY(-70%) rotate(45deg);
    transition: transform 120ms ease-out;
  }

  details[open] > summary::after {
    transform: translateY(-30%) rotate(-135deg);
  }

  .title {
    font-weight: 700;
    font-size: var(--zs-font-17);
  }

  .sub {
    flex: 1 1 12ch;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
  }

  .badge {
    padding: var(--zs-space-1) var(--zs-space-4);
    border-radius: var(--zs-radius-round);
    background: var(--zs-danger-soft);
    color: var(--zs-danger);
    font-size: var(--zs-font-13);
    font-weight: 700;
    white-space: nowrap;
  }

  .body {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-8);
    padding: var(--zs-space-2) var(--zs-space-7) var(--zs-space-8);
  }

  .field {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-3);
    min-width: 0;
  }

  label,
  legend,
  .label {
    font-weight: 600;
  }

  legend {
    padding: 0;
    margin-bottom: var(--zs-space-2);
  }

  .input {
    width: 100%;
    font-variant-numeric: tabular-nums;
  }

  input[type='number'] {
    max-width: 12ch;
  }

  /* The same chevron as the rules picker, in the muted text colour of each scheme. */
  select.input {
    appearance: none;
    padding-right: 40px;
    background: var(--zs-surface) no-repeat right 14px center / 14px 14px
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 14 14'%3E%3Cpath d='M2 5l5 5 5-5' fill='none' stroke='%235a554b' stroke-width='2'/%3E%3C/svg%3E");
    cursor: pointer;
  }

  @media (prefers-color-scheme: dark) {
    select.input {
      background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 14 14'%3E%3Cpath d='M2 5l5 5 5-5' fill='none' stroke='%23b0aba0' stroke-width='2'/%3E%3C/svg%3E");
    }
  }

  .option {
    display: flex;
    align-items: center;
    gap: var(--zs-space-5);
    min-height: 44px;
    font-weight: 400;
    cursor: pointer;
  }

  .option input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: var(--zs-accent);
  }

  .hint {
    margin: 0;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
    line-height: 1.4;
  }

  .problem {
    margin: 0;
    line-height: 1.35;
  }

  .row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--zs-space-6) var(--zs-space-8);
  }

  .faces-table {
    display: grid;
    grid-template-columns: 44px minmax(0, 12ch) minmax(0, 12ch);
    gap: var(--zs-space-3) var(--zs-space-5);
    align-items: center;
  }

  .faces-table .head {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
    font-weight: 600;
  }

  .faces-table zs-die {
    --zs-die-size: 34px;
    justify-self: center;
  }

  .faces-table input {
    max-width: none;
  }

  .faces-table .problem {
    grid-column: 1 / -1;
  }

  .straight {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-4);
    padding: var(--zs-space-5);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-s);
  }

  .straight-top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--zs-space-4);
  }

  .toggles {
    display: grid;
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: var(--zs-space-2);
    max-width: 320px;
  }

  .toggle {
    padding: 0;
    font-weight: 700;
  }

  .toggle[aria-pressed='true'] {
    border: 2px solid var(--zs-accent);
    background: var(--zs-accent-soft);
    color: var(--zs-accent-strong);
  }

  .nested {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-6);
    margin: var(--zs-space-2) 0 0 32px;
  }

  .all-problems {
    margin: 0 0 var(--zs-space-6);
    padding: var(--zs-space-5) var(--zs-space-6);
    border: 1px solid var(--zs-danger);
    border-radius: var(--zs-radius-s);
    background: var(--zs-danger-soft);
  }

  .all-problems ul {
    margin: 0;
    padding-left: var(--zs-space-9);
  }

  /* Six toggles of 44px do not fit a 320px phone beside the paddings: two rows of three there. */
  @media (max-width: 400px) {
    .toggles {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      max-width: 240px;
    }
  }

  @media (max-width: 360px) {
    .body {
      padding: var(--zs-space-2) var(--zs-space-5) var(--zs-space-7);
    }

    .nested {
      margin-left: var(--zs-space-6);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    summary::after {
      transition: none;
    }
  }
`;
