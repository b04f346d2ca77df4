/**
 * How a banner is drawn, as plain CSS text: `zs-banner` and `bannerTemplate` use it, and the build
 * writes it into index.html, whose static shell draws the banner of a game opened again with it.
 * It imports nothing, so vite.config.ts can read it.
 */
export const BANNER_CSS = `
  .banner {
    /* Headings name players: a long name without a space breaks instead of widening the page. */
    overflow-wrap: anywhere;
    display: flex;
    gap: var(--zs-space-5);
    align-items: flex-start;
    padding: var(--zs-space-5) var(--zs-space-7);
    border: 1px solid var(--zs-border);
    border-left-width: 6px;
    border-radius: var(--zs-radius-m);
    background: var(--zs-surface);
    line-height: 1.35;
  }

  .banner.info {
    border-color: var(--zs-focus);
  }

  .banner.success {
    border-color: var(--zs-accent);
    background: var(--zs-accent-soft);
  }

  .banner.warning {
    border-color: var(--zs-warning-border);
    border-left-color: var(--zs-warning-text);
    background: var(--zs-warning-soft);
    color: var(--zs-warning-text);
  }

  .banner.danger {
    border-color: var(--zs-danger);
    background: var(--zs-danger-soft);
  }

  .banner strong {
    display: block;
    font-size: var(--zs-font-17);
    font-weight: 800;
  }

  .banner.danger strong {
    color: var(--zs-danger);
  }

  .banner.success strong {
    color: var(--zs-accent-strong);
  }

  .banner .more {
    display: block;
    margin-top: var(--zs-space-1);
    font-size: var(--zs-font-15);
  }

  .banner.danger .more,
  .banner.success .more,
  .banner.info .more {
    color: var(--zs-text);
  }
`;
