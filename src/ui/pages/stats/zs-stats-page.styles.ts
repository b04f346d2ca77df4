import { css } from 'lit';

/** The statistics page's own layout; the shared parts come from theme.ts and stats.styles.ts. */
export const statsPageStyles = css`
  h2 {
    margin: var(--zs-space-2) 0 var(--zs-space-4);
  }

  .filters {
    margin: var(--zs-space-6) 0 var(--zs-space-5);
  }

  .counts {
    margin: 0 0 var(--zs-space-7);
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
    gap: var(--zs-space-6);
  }

  section.card {
    margin-top: var(--zs-space-8);
    padding: var(--zs-space-7);
  }

  section h3 {
    margin: 0 0 var(--zs-space-5);
    font-size: var(--zs-font-19);
    font-weight: 800;
  }

  .alert {
    margin: 0 0 var(--zs-space-6);
  }

  .none {
    margin: var(--zs-space-6) 0;
    padding: var(--zs-space-8);
    border: 2px dashed var(--zs-border);
    border-radius: var(--zs-radius-xl);
    color: var(--zs-text-muted);
    text-align: center;
  }

  .new {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 var(--zs-space-11);
    border-radius: var(--zs-radius-round);
    font-weight: 700;
    text-decoration: none;
  }

  .download {
    display: grid;
    justify-items: start;
    gap: var(--zs-space-4);
    margin-top: var(--zs-space-8);
  }

  .download button {
    min-height: 48px;
    padding: 0 var(--zs-space-9);
    border-radius: var(--zs-radius-m);
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
      padding: var(--zs-space-6);
    }

    .download button {
      width: 100%;
    }
  }
`;
