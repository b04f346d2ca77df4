import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { basics } from '../app/theme.js';
import { ifDefined } from 'lit/directives/if-defined.js';

/** How a banner reads: news (`info`), good news (`success`), a rule to heed (`warning`), a loss (`danger`). */
export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

/** How a banner is drawn, by `zs-banner` and by `bannerTemplate` inside another component. */
export const bannerStyles = css`
  .banner {
    /* Headings name players: a long name without a space breaks instead of widening the page. */
    overflow-wrap: anywhere;
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 10px 14px;
    border: 1px solid var(--zs-border);
    border-left-width: 6px;
    border-radius: 12px;
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
    font-size: 1.0625rem;
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
    margin-top: 2px;
    font-size: 0.9375rem;
  }

  .banner.danger .more,
  .banner.success .more,
  .banner.info .more {
    color: var(--zs-text);
  }
`;

/**
 * A banner drawn inside another component's shadow root, with `bannerStyles` in its styles: as
 * `zs-banner` draws it, without an element of its own where one more render per tap counts (the
 * turn that just ended). `more` is what the slot would hold.
 */
export function bannerTemplate(tone: BannerTone, heading: string, more: unknown, alert = false) {
  return html`<div class="banner ${tone}" part="banner" role=${ifDefined(alert ? 'alert' : undefined)}>
    <div>
      <strong class="banner-heading">${heading}</strong>
      <span class="more">${more}</span>
    </div>
  </div>`;
}

/**
 * A line of news about the game across the page: "Hot dice! Roll all 6 again", "Zilch! Ana's turn
 * ends — 450 lost". The heading is the news; the slot says more. It is not a live region (the page
 * announces results itself), except for `alert` banners (a storage failure), which interrupt.
 *
 * @slot - More words under the heading (optional).
 * @csspart banner - The box.
 */
@customElement('zs-banner')
export class ZsBanner extends LitElement {
  static override styles = [basics, bannerStyles, css`
      :host {
        display: block;
      }
    `,
  ];

  /** The news, in a few words. */
  @property() heading = '';

  /** How the banner reads. */
  @property({ reflect: true }) tone: BannerTone = 'info';

  /** Interrupt screen readers: only for problems the player must know at once (storage failures). */
  @property({ type: Boolean }) alert = false;

  override render() {
    return bannerTemplate(this.tone, this.heading, html`<slot></slot>`, this.alert);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-banner': ZsBanner;
  }
}
