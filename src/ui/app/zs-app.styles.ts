import { css } from 'lit';

/** The shell: the header with its title, menu, language pill and help, the page below it, and what prints. */
export const appStyles = css`
  :host {
    display: block;
    min-height: 100vh;
    min-height: 100dvh;
    background: var(--zs-bg);
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  header {
    padding: calc(var(--zs-space-5) + env(safe-area-inset-top, 0px))
      calc(var(--zs-space-8) + env(safe-area-inset-right, 0px)) var(--zs-space-5)
      calc(var(--zs-space-8) + env(safe-area-inset-left, 0px));
    background: var(--zs-surface);
    border-bottom: 1px solid var(--zs-border);
  }

  .bar {
    display: flex;
    align-items: center;
    gap: var(--zs-space-5);
    max-width: 1040px;
    margin: 0 auto;
    --zs-die-size: 30px;
  }

  h1 {
    margin: 0;
    font-size: var(--zs-font-20);
    font-weight: 800;
    letter-spacing: -0.01em;
  }

  .home {
    display: flex;
    align-items: center;
    gap: var(--zs-space-5);
    color: inherit;
    text-decoration: none;
    min-height: 44px;
  }

  /* The menu keeps one row: where a language's words are too long for the phone, it scrolls. */
  nav {
    display: flex;
    flex: 0 1 auto;
    min-width: 0;
    gap: var(--zs-space-1);
    margin-left: auto;
    overflow-x: auto;
    scrollbar-width: none;
  }

  nav a {
    display: inline-flex;
    box-sizing: border-box;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 var(--zs-space-5);
    border-radius: var(--zs-radius-s);
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
    font-weight: 600;
    text-decoration: none;
  }

  nav a[aria-current='page'] {
    color: var(--zs-accent-strong);
    background: var(--zs-accent-soft);
  }

  /* Over the border too, so the whole pill is the select (44 px). */
  .language select {
    position: absolute;
    inset: -1px;
    width: calc(100% + 2px);
    height: calc(100% + 2px);
    margin: 0;
    opacity: 0;
    font-size: 16px;
    cursor: pointer;
  }

  .language:has(select:focus-visible) {
    outline: 3px solid var(--zs-focus);
    outline-offset: 2px;
  }

  @media (hover: hover) {
    .language:hover,
    .help:hover {
      background: var(--zs-surface-sunken);
    }
  }

  .link-problem {
    margin: 0 0 var(--zs-space-6);
  }

  .loading {
    color: var(--zs-text-muted);
    text-align: center;
    padding: var(--zs-space-12);
  }

  main {
    box-sizing: border-box;
    max-width: 640px;
    margin: 0 auto;
    padding: var(--zs-space-6) calc(var(--zs-space-6) + env(safe-area-inset-right, 0px))
      calc(var(--zs-space-12) + env(safe-area-inset-bottom, 0px)) calc(var(--zs-space-6) + env(safe-area-inset-left, 0px));
  }

  h1,
  nav a {
    white-space: nowrap;
  }

  /* On a phone the menu's "Games" is the way home; the title stays for screen readers. */
  @media (max-width: 520px) {
    h1 {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    /* The menu's "Games" leads home too: the die gives its place to the language. */
    .home {
      display: none;
    }

    nav {
      margin-left: 0;
    }

    /* Four links, the home die and the help button in one row of a phone. */
    .bar {
      gap: var(--zs-space-4);
    }

    nav {
      gap: 0;
    }

    nav a {
      padding: 0 var(--zs-space-3);
      font-size: var(--zs-font-14);
    }
  }

  @media (max-width: 360px) {
    header {
      padding-right: calc(var(--zs-space-3) + env(safe-area-inset-right, 0px));
      padding-left: calc(var(--zs-space-3) + env(safe-area-inset-left, 0px));
    }

    .bar {
      gap: var(--zs-space-3);
      --zs-die-size: 24px;
    }

    h1 {
      font-size: var(--zs-font-17);
    }

    nav a {
      padding: 0 var(--zs-space-1);
      font-size: var(--zs-font-12);
    }

    main {
      padding-left: calc(var(--zs-space-3) + env(safe-area-inset-left, 0px));
      padding-right: calc(var(--zs-space-3) + env(safe-area-inset-right, 0px));
    }
  }

  @media (min-width: 880px) {
    main {
      max-width: 1040px;
      padding-top: var(--zs-space-10);
    }
  }

  /* Print (the score sheet's "Print / Save as PDF"): only the page's content goes on paper. */
  @media print {
    :host {
      min-height: 0;
      background: none;
    }

    header,
    zs-toast {
      display: none;
    }

    main {
      max-width: none;
      margin: 0;
      padding: 0;
    }
  }
`;
