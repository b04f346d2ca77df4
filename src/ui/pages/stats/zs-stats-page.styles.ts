import { css } from 'lit';

/** The statistics page's own layout; the shared parts come from theme.ts and stats.styles.ts. */
export const statsPageStyles = css`
  h2 {
    margin: 4px 0 8px;
    font-size: 1.5rem;
    font-weight: 800;
    letter-spacing: -0.01em;
  }

  .filters {
    margin: 12px 0 10px;
  }

  .counts {
    margin: 0 0 14px;
    color: var(--zs-text-muted);
    line-height: 1.45;
  }

  .counts p {
    margin: 0;
  }

  /* One card a row on a phone and a tablet; two side by side on a wide screen. */
  .people {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 28rem), 1fr));
    gap: 12px;
  }

  section.card {
    margin-top: 16px;
    padding: 14px;
  }

  section h3 {
    margin: 0 0 10px;
    font-size: 1.1875rem;
    font-weight: 800;
  }

  .alert {
    margin: 0 0 12px;
  }

  .none {
    margin: 12px 0;
    padding: 16px;
    border: 2px dashed var(--zs-border);
    border-radius: 18px;
    color: var(--zs-text-muted);
    text-align: center;
  }

  .empty p {
    max-width: 32ch;
    margin: 0;
    color: var(--zs-text-muted);
    font-size: 1.0625rem;
    line-height: 1.45;
  }

  .new {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 22px;
    border-radius: 999px;
    font-weight: 700;
    text-decoration: none;
  }

  .download {
    display: grid;
    justify-items: start;
    gap: 8px;
    margin-top: 16px;
  }

  .download button {
    min-height: 48px;
    padding: 0 18px;
    border-radius: 12px;
  }

  .report {
    margin: 0;
    font-weight: 600;
  }

  .report:empty {
    display: none;
  }

  @media (max-width: 360px) {
    section.card {
      padding: 12px;
    }

    .download button {
      width: 100%;
    }
  }
`;
