/**
 * The header's "How to use" button, a round "?" the size of a fingertip, as plain CSS text: the app
 * shell uses it, and the build writes it into index.html, whose static header draws the same
 * button before any script. It imports nothing, so vite.config.ts can read it.
 */
export const HELP_BUTTON_CSS = `
  .help {
    flex: none;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 1px solid var(--zs-border);
    border-radius: 50%;
    background: var(--zs-surface);
    color: var(--zs-text-muted);
    font: inherit;
    font-size: 1.0625rem;
    font-weight: 800;
    cursor: pointer;
  }
`;
