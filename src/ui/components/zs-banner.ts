import { LitElement, css, html, unsafeCSS } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { basics } from '../app/theme.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { BANNER_CSS } from './banner-css.js';

/** How a banner reads: news (`info`), good news (`success`), a rule to heed (`warning`), a loss (`danger`). */
export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

/** How a banner is drawn, by `zs-banner` and by `bannerTemplate` inside another component. */
export const bannerStyles = unsafeCSS(BANNER_CSS);

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
  static override styles = [
    basics,
    bannerStyles,
    css`
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
