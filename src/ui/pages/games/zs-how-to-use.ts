import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { emit } from '../../app/events.js';
import { basics, buttons, cards } from '../../app/theme.js';

/** The steps in the language being spoken (looked up at each render). */
const steps = (): readonly string[] => [
  msg('Tap New game, add the players and pick the rules.'),
  msg('Throw real dice, then tap in the faces you threw.'),
  msg('Tap the dice to keep, then Roll again or Bank.'),
  msg('A mistake? Undo takes back the last tap.'),
  msg('The score sheet has every turn; tap one to correct it.'),
];

/**
 * The games page's first-visit card: how a game is kept, in five short steps, with a button that
 * hides it.
 *
 * @fires zs-how-to-dismiss - "Hide these steps" was tapped.
 */
@localized()
@customElement('zs-how-to-use')
export class ZsHowToUse extends LitElement {
  static override styles = [
    basics,
    buttons,
    cards,
    css`
      :host {
        display: block;
        margin: 0 0 var(--zs-space-8);
      }

      h3 {
        margin: 0 0 var(--zs-space-4);
        font-size: var(--zs-font-17);
        outline: none;
      }

      ol {
        margin: 0 0 var(--zs-space-6);
        padding-left: 1.5rem;
        line-height: 1.4;
      }

      li + li {
        margin-top: var(--zs-space-2);
      }
    `,
  ];

  /** Puts the keyboard on the card's heading, so a screen reader reads the steps next. */
  focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('h3')?.focus();
  }

  override render() {
    return html`<section class="card" aria-labelledby="how-to-title">
      <h3 id="how-to-title" tabindex="-1">${msg('How to use', { id: 'how-to-use.heading', desc: 'Heading of the first-visit card of steps' })}</h3>
      <ol>
        ${steps().map((step) => html`<li>${step}</li>`)}
      </ol>
      <button type="button" class="button" @click=${() => emit(this, 'zs-how-to-dismiss')}>${msg('Hide these steps')}</button>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-how-to-use': ZsHowToUse;
  }
}
