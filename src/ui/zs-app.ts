import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { basics, tokens } from './theme.js';
import './zs-die.js';
import './zs-rules-explorer.js';

/**
 * The app shell: the header and the page below it. For now the only page is the rules explorer;
 * later pages (games, players, history) hang off this shell.
 */
@customElement('zs-app')
export class ZsApp extends LitElement {
  static override styles = [
    tokens,
    basics,
    css`
      :host {
        display: block;
        min-height: 100vh;
        min-height: 100dvh;
        background: var(--zs-bg);
        -webkit-text-size-adjust: 100%;
        text-size-adjust: 100%;
      }

      header {
        padding: calc(10px + env(safe-area-inset-top, 0px)) calc(16px + env(safe-area-inset-right, 0px)) 10px
          calc(16px + env(safe-area-inset-left, 0px));
        background: var(--zs-surface);
        border-bottom: 1px solid var(--zs-border);
      }

      .bar {
        display: flex;
        align-items: center;
        gap: 10px;
        max-width: 1040px;
        margin: 0 auto;
        --zs-die-size: 30px;
      }

      h1 {
        margin: 0;
        font-size: 1.25rem;
        font-weight: 800;
        letter-spacing: -0.01em;
      }

      .page {
        margin: 0 0 0 auto;
        color: var(--zs-text-muted);
        font-size: 0.9375rem;
        font-weight: 600;
      }

      main {
        box-sizing: border-box;
        max-width: 640px;
        margin: 0 auto;
        padding: 12px calc(12px + env(safe-area-inset-right, 0px)) calc(24px + env(safe-area-inset-bottom, 0px))
          calc(12px + env(safe-area-inset-left, 0px));
      }

      h1,
      .page {
        white-space: nowrap;
      }

      @media (max-width: 360px) {
        .bar {
          gap: 8px;
          --zs-die-size: 24px;
        }

        h1 {
          font-size: 1.0625rem;
        }

        .page {
          font-size: 0.8125rem;
        }

        main {
          padding-left: calc(6px + env(safe-area-inset-left, 0px));
          padding-right: calc(6px + env(safe-area-inset-right, 0px));
        }
      }

      @media (min-width: 880px) {
        main {
          max-width: 1040px;
          padding-top: 20px;
        }
      }
    `,
  ];

  override render() {
    return html`<header>
        <div class="bar">
          <zs-die face="5" decorative></zs-die>
          <h1>Zilch Scorepad</h1>
          <p class="page">Rules explorer</p>
        </div>
      </header>
      <main>
        <zs-rules-explorer></zs-rules-explorer>
      </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-app': ZsApp;
  }
}
