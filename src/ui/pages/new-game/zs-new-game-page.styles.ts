import { css } from 'lit';

/** The new game page: its sections, the options and the Start game button. */
export const newGamePageStyles = css`
  h2 {
    margin: var(--zs-space-2) 0 var(--zs-space-8);
  }

  .page {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-6);
  }

  section {
    min-width: 0;
  }

  h3 {
    margin: 0 0 var(--zs-space-6);
    font-size: var(--zs-font-18);
    font-weight: 700;
  }

  .hint {
    margin: var(--zs-space-6) 0 0;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
    line-height: 1.4;
  }

  zs-rules-editor {
    margin-top: var(--zs-space-8);
  }

  legend {
    padding: 0;
    margin-bottom: var(--zs-space-4);
    font-size: var(--zs-font-18);
    font-weight: 700;
  }

  .option {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 var(--zs-space-6);
    align-items: start;
    min-height: 44px;
    padding: var(--zs-space-4) 0;
    cursor: pointer;
  }

  .option input {
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: var(--zs-accent);
  }

  .option strong {
    font-weight: 600;
  }

  .option span {
    grid-column: 2;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
  }

  .start {
    box-sizing: border-box;
    width: 100%;
    min-height: 56px;
    margin-top: var(--zs-space-2);
    border: 0;
    border-radius: var(--zs-radius-l);
    font-size: var(--zs-font-19);
    font-weight: 800;
    box-shadow: var(--zs-shadow);
    cursor: pointer;
  }

  .start[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }

  @media (hover: hover) {
    .start:hover {
      background: var(--zs-accent-strong);
    }
  }

  .alert {
    margin: 0;
  }

  .alert:empty {
    display: none;
  }

  @media (max-width: 360px) {
    .card {
      padding: var(--zs-space-6) var(--zs-space-5);
    }
  }
`;
