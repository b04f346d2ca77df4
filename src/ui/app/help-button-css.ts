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
    border-radius: var(--zs-radius-round);
    background: var(--zs-surface);
    color: var(--zs-text-muted);
    font: inherit;
    font-size: var(--zs-font-17);
    font-weight: 800;
    cursor: pointer;
  }
`;

/**
 * The header's language pill (its code, and a globe where there is room), the same way: the shell
 * draws it before any script, and zs-app lays a native select over it.
 */
export const LANGUAGE_PILL_CSS = `
  .language {
    position: relative;
    flex: none;
    display: inline-flex;
    box-sizing: border-box;
    align-items: center;
    justify-content: center;
    gap: var(--zs-space-2);
    min-width: 44px;
    height: 44px;
    padding: 0 var(--zs-space-4);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-round);
    color: var(--zs-text-muted);
    font-size: var(--zs-font-13);
    font-weight: 700;
  }

  .language svg {
    width: 18px;
    height: 18px;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
  }

  @media (max-width: 520px) {
    .language {
      padding: 0;
    }

    .language svg {
      display: none;
    }
  }
`;
