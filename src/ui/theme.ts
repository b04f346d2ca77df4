import { css } from 'lit';

/**
 * The design tokens every component shares. Each component includes them on its own host so a
 * leaf looks right on its own (in a test, or embedded later) and the whole app agrees on colours.
 * Light and dark follow the system (prefers-color-scheme); every text colour meets WCAG AA on the
 * surface it is drawn on.
 */
export const tokens = css`
  :host {
    color-scheme: light dark;
    --zs-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    --zs-bg: #f4f1ea;
    --zs-surface: #ffffff;
    --zs-surface-sunken: #ece8df;
    --zs-text: #1f1d19;
    --zs-text-muted: #5a554b;
    --zs-border: #d6d0c4;
    --zs-accent: #176647;
    --zs-accent-strong: #0f4d35;
    --zs-on-accent: #ffffff;
    --zs-accent-soft: #e1f0e8;
    --zs-danger: #a3261d;
    --zs-danger-soft: #fbe9e7;
    --zs-warning-text: #6b4a00;
    --zs-warning-soft: #fff3d1;
    --zs-warning-border: #e0c062;
    --zs-die-face: #fffdf7;
    --zs-die-edge: #b9b1a1;
    --zs-pip: #1f1d19;
    --zs-focus: #1f6fd1;
    --zs-radius: 14px;
    --zs-shadow: 0 1px 2px rgb(40 30 10 / 8%), 0 2px 8px rgb(40 30 10 / 6%);
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --zs-bg: #121417;
      --zs-surface: #1c2025;
      --zs-surface-sunken: #262b31;
      --zs-text: #eeebe4;
      --zs-text-muted: #b0aba0;
      --zs-border: #3a4048;
      --zs-accent: #5ccf9d;
      --zs-accent-strong: #8fe3bd;
      --zs-on-accent: #0b2219;
      --zs-accent-soft: #173528;
      --zs-danger: #ff9b8f;
      --zs-danger-soft: #3a1a17;
      --zs-warning-text: #ffd978;
      --zs-warning-soft: #33290f;
      --zs-warning-border: #6e5a1f;
      --zs-die-face: #ebe6da;
      --zs-die-edge: #8d8677;
      --zs-pip: #1b1a17;
      --zs-focus: #7ab4ff;
      --zs-shadow: 0 1px 2px rgb(0 0 0 / 40%);
    }
  }
`;

/** Shared bits: the focus ring and text kept for screen readers only. */
export const basics = css`
  :host {
    font-family: var(--zs-font);
    color: var(--zs-text);
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  button,
  select {
    font: inherit;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
  }

  :focus-visible {
    outline: 3px solid var(--zs-focus);
    outline-offset: 2px;
  }
`;

/**
 * A page's opening sentence (`<p class="intro">`, words in shell-text.ts). index.html's shell
 * paints the same sentence with the same rule (`.shell-intro`) before any script arrives: keep the
 * two identical, so the page's copy lands exactly where the shell's was.
 */
export const pageIntro = css`
  .intro {
    margin: 0 0 8px;
    color: var(--zs-text-muted);
    font-size: 1.0625rem;
    line-height: 1.45;
  }
`;
