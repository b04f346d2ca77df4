import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { afterNextPaint } from '../../app/last-input.js';
import { LaterPart } from '../../controllers/later-part.js';

/**
 * A card the play page keeps in place while another one is in use (the pad and the hold take turns
 * at every roll). Parked, it is hidden and does not render: coming back is an update of elements
 * that are there, not a card torn out and another built while the player waits. A card that starts
 * parked is built once after the page's first paint, in a task of its own: the first switch finds
 * its elements built, and opening a game does not wait for a card nobody sees yet.
 */
export class PlayCard extends LitElement {
  /** Not in use: hidden (`playCardStyles`), inert, and not rendered until it is in use again. */
  @property({ type: Boolean }) parked = false;

  /** Starting parked: its first render, after the first paint. */
  private readonly parkedBuild = new LaterPart(this, afterNextPaint);

  protected override shouldUpdate(): boolean {
    // Parked, it is also out of reach (no focus, no tap, not read out), where content-visibility
    // alone would leave it focusable. Here, not in updated(): a parked card's update stops now.
    this.inert = this.parked;
    if (this.parked) this.setAttribute('aria-hidden', 'true');
    else this.removeAttribute('aria-hidden');
    if (!this.parked) return true;
    if (this.hasUpdated) return false;
    if (this.parkedBuild.ready) return true;
    this.parkedBuild.ask();
    return false;
  }
}
