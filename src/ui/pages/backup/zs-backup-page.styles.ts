import { css } from 'lit';

/** The backup page: its two sections, the file picker drawn as a button, and the reports. */
export const backupPageStyles = css`
  h2 {
    margin: var(--zs-space-2) 0 var(--zs-space-6);
    font-size: var(--zs-font-22);
  }

  section {
    margin: 0 0 var(--zs-space-7);
    padding: var(--zs-space-8);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-l);
    background: var(--zs-surface);
  }

  h3 {
    margin: 0 0 var(--zs-space-3);
    font-size: var(--zs-font-18);
  }

  p {
    margin: 0 0 var(--zs-space-5);
    line-height: 1.45;
  }

  .count {
    color: var(--zs-text-muted);
  }

  button,
  .pick {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    min-height: 48px;
    min-width: 12rem;
    padding: 0 var(--zs-space-9);
    border: 1px solid var(--zs-accent);
    border-radius: var(--zs-radius-m);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    touch-action: manipulation;
  }

  .pick {
    background: var(--zs-surface);
    color: var(--zs-accent-strong);
  }

  button:disabled,
  .pick.busy {
    opacity: 0.6;
    cursor: progress;
  }

  /* The file input stays in the tab order (hidden only visually); its label is the big button. */
  input[type='file']:focus-visible + .pick {
    outline: 3px solid var(--zs-focus);
    outline-offset: 2px;
  }

  .report {
    margin: 0;
    font-weight: 600;
  }

  .report.done,
  .report.error {
    margin-top: var(--zs-space-6);
  }

  .report.done {
    padding: var(--zs-space-4) var(--zs-space-5);
    border-radius: var(--zs-radius-s);
    background: var(--zs-accent-soft);
    color: var(--zs-accent-strong);
  }

  @media (max-width: 360px) {
    section {
      padding: var(--zs-space-6);
    }

    button,
    .pick {
      width: 100%;
      min-width: 0;
    }
  }
`;
