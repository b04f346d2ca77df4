import { css } from 'lit';

/** The dialog that corrects a past turn: what it was, the field for what it should be, the changes it makes and its buttons. */
export const correctTurnStyles = css`
  dialog {
    width: min(26rem, calc(100vw - 24px));
    padding: var(--zs-space-9) var(--zs-space-9) var(--zs-space-8);
  }

  h2 {
    margin: 0 0 var(--zs-space-2);
    font-size: var(--zs-font-18);
    line-height: 1.3;
  }

  .was {
    margin: 0 0 var(--zs-space-7);
    color: var(--zs-text-muted);
  }

  label {
    display: block;
    font-weight: 700;
    margin-bottom: var(--zs-space-3);
  }

  .input {
    width: 100%;
    background: var(--zs-bg);
    font-size: var(--zs-font-22);
  }

  .help {
    margin: var(--zs-space-3) 0 0;
    font-size: var(--zs-font-14);
    color: var(--zs-text-muted);
  }

  .error {
    margin: var(--zs-space-5) 0 0;
  }

  .error:empty {
    display: none;
  }

  .changes {
    margin: 0 0 var(--zs-space-2);
    padding-left: 1.25rem;
    font-weight: 700;
  }

  .changes li + li {
    margin-top: var(--zs-space-3);
  }

  .actions {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--zs-space-4);
    margin-top: var(--zs-space-8);
  }

  button {
    min-height: 48px;
    padding: 0 var(--zs-space-7);
    border-radius: var(--zs-radius-m);
    border: 1px solid var(--zs-border);
    background: var(--zs-surface-sunken);
    color: var(--zs-text);
    font-weight: 700;
    cursor: pointer;
  }

  .save {
    grid-column: 1 / -1;
  }

  button.zilch {
    color: var(--zs-danger);
  }

  button:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  @media print {
    dialog {
      display: none;
    }
  }
`;
