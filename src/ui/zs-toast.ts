import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { ToastRequest } from './services.js';
import { basics, tokens } from './theme.js';

/**
 * One message at a time at the bottom of the screen, above the safe area, with an optional action
 * (the "Undo" of a delete, the "Reload" of an update). A new message replaces the current one.
 */
@customElement('zs-toast')
export class ZsToast extends LitElement {
  static override styles = [
    tokens,
    basics,
    css`
      :host {
        position: fixed;
        inset: auto 0 calc(12px + env(safe-area-inset-bottom, 0px)) 0;
        display: flex;
        justify-content: center;
        pointer-events: none;
        z-index: 20;
      }

      .toast {
        pointer-events: auto;
        display: flex;
        align-items: center;
        gap: 12px;
        max-width: min(560px, calc(100vw - 24px));
        padding: 8px 8px 8px 16px;
        border-radius: var(--zs-radius);
        background: var(--zs-text);
        color: var(--zs-bg);
        box-shadow: var(--zs-shadow);
        font-size: 0.9375rem;
      }

      p {
        margin: 0;
        flex: 1;
      }

      button {
        min-height: 44px;
        min-width: 44px;
        padding: 0 14px;
        border: 0;
        border-radius: 10px;
        background: transparent;
        color: inherit;
        font: inherit;
        font-weight: 700;
        text-decoration: underline;
        cursor: pointer;
      }
    `,
  ];

  @state() private current: ToastRequest | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** Shows a message, replacing any other. */
  show(request: ToastRequest): void {
    clearTimeout(this.timer);
    this.current = request;
    const duration = request.duration ?? 6000;
    if (duration > 0) this.timer = setTimeout(() => this.dismiss(), duration);
  }

  dismiss(): void {
    clearTimeout(this.timer);
    this.current = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  override render() {
    const toast = this.current;
    if (!toast) return nothing;
    return html`<div class="toast" role="status">
      <p>${toast.message}</p>
      ${toast.action
        ? html`<button
            type="button"
            @click=${() => {
              toast.action?.run();
              this.dismiss();
            }}
          >
            ${toast.action.label}
          </button>`
        : html`<button type="button" aria-label="Dismiss" @click=${() => this.dismiss()}>✕</button>`}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-toast': ZsToast;
  }
}
