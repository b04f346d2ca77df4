import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';

/**
 * A card the play page keeps in place while another one is in use (the pad and the hold take turns
 * at every roll). Parked, it is hidden and does not render: coming back is an update of elements
 * that are there, not a card torn out and another built while the player waits. It renders once
 * even when it starts parked, so the first switch also finds its elements built.
 */
export class PlayCard extends LitElement {
  /** Not in use: hidden (`playCardStyles`), and not rendered until it is in use again. */
  @property({ type: Boolean }) parked = false;

  protected override shouldUpdate(): boolean {
    return !this.parked || !this.hasUpdated;
  }
}
