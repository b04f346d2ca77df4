import type { ReactiveControllerHost } from 'lit';
import { afterNextPaint, lastInputWasTouch } from '../../app/last-input.js';
import type { Face } from '../../../rules/index.js';
import type { TurnAction } from '../../app/events.js';
import type { PlaySession } from './play-session.js';
import type { ZsPadCard } from './zs-pad-card.js';

/** What of the turn's input the taps go to and the focus follows. */
type TurnInput = Pick<
  PlaySession,
  'drawn' | 'queued' | 'capacity' | 'draft' | 'dice' | 'bank' | 'rollAgain' | 'revert' | 'confirmHold'
>;

/**
 * The player's taps on the play page, handed to the session, and where the keyboard goes and what
 * scrolls into view after them, for keyboard users and short phones: when the control the keyboard
 * was on goes away (a roll written, a hold set aside), the next one takes focus after the paint; a
 * new roll to tap in is scrolled above the actions bar once. Touch taps move no focus: a phone's
 * keyboard never pops up uninvited.
 */
export class PlayTaps {
  /** The position of the roll the pad last appeared for (-1: none), so it is revealed once per roll. */
  private padShownAt = -1;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly play: TurnInput,
  ) {}

  private part<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] | null {
    return this.host.shadowRoot?.querySelector(tag) ?? null;
  }

  private pad(): ZsPadCard | null {
    return this.part('zs-pad-card');
  }

  /** Whether the pad takes dice now (a roll to tap in). */
  private padTakesDice(): boolean {
    const state = this.play.drawn();
    return state !== null && this.play.capacity(state) > 0;
  }

  /** A face tapped on the pad (or typed). */
  face(face: Face): void {
    const roll = this.play.dice.addFace(face);
    if (!roll) return;
    // The holds are drawn while the roll is written: the keyboard goes to them at once, and back
    // to the pad if the write fails.
    void this.keepFocus();
    void this.keepFocus(roll);
  }

  /** Die `index` taken off the roll: the keyboard stays on the roll (the die before it), or the pad. */
  removeDie(index: number): void {
    const hadFocus = this.host.matches(':focus-within');
    if (!this.play.dice.removeDie(index)) return;
    void this.host.updateComplete.then(() =>
      this.moveFocus(hadFocus, async () => {
        const pad = this.pad();
        if (!(await pad?.focusDie(Math.max(0, index - 1)))) pad?.focusFace();
      }),
    );
  }

  /** A button of the turn's bar (or its key). */
  action(action: TurnAction): Promise<unknown> {
    switch (action) {
      case 'bank':
        return this.keepFocus(this.play.bank());
      case 'roll-again': {
        const holding = this.play.queued()?.turn.phase === 'hold';
        const next = this.play.rollAgain();
        if (holding) return this.keepFocus(next);
        // Nothing was written: the next roll is the next entry, so the keyboard goes to the pad.
        return next.then(async (answer: unknown) => {
          if (answer !== 'pad' || lastInputWasTouch()) return;
          await this.host.updateComplete;
          await afterNextPaint();
          this.pad()?.focusFace();
        });
      }
      case 'undo':
      case 'redo':
        return this.keepFocus(this.play.revert(action));
    }
  }

  /** Enter on the hold, or its key: false when no hold is being chosen. */
  confirmHold(): boolean {
    const state = this.play.queued();
    if (state?.phase !== 'turn' || state.turn.phase !== 'hold') return false;
    void this.keepFocus(this.play.confirmHold());
    return true;
  }

  /**
   * After each render of the page, once the session has had its say (`PlaySession.rendered`) and
   * the second column is asked for: the pad scrolled into view once per roll to tap in.
   */
  rendered(): void {
    // Once per roll to tap in, when the pad comes for it (not again when a die is taken back off).
    const pad = this.pad();
    const state = this.play.drawn();
    const at = state && pad && !pad.parked && this.padTakesDice() ? state.entryCount : -1;
    if (at >= 0 && at !== this.padShownAt && this.play.draft.dice.length === 0) void this.revealPad();
    this.padShownAt = at;
  }

  /**
   * When the focused control goes away once `after` (the action's write) is over and the screen
   * shows its result (the pad after a roll, the dice after a hold), focus what comes next.
   */
  async keepFocus(after?: Promise<unknown>): Promise<void> {
    const hadFocus = this.host.matches(':focus-within');
    await after?.catch(() => undefined);
    await this.host.updateComplete;
    await this.moveFocus(hadFocus, () => {
      const [pad, holdCard] = [this.pad(), this.part('zs-hold-card')];
      if (holdCard && !holdCard.parked) holdCard.focusFirstDie();
      else if (pad && !pad.parked && this.padTakesDice()) pad.focusFace();
      else this.part('zs-turn-actions')?.focusAction('undo');
    });
  }

  /**
   * A new roll to tap in whose faces are under the turn's bar (a short phone, banners above): the
   * page scrolls just enough to bring them above it, after the paint, keeping the pad's heading in
   * view. The standings scroll up out of sight until the roll is in; the faces are what a player
   * needs now.
   */
  private async revealPad(): Promise<void> {
    await afterNextPaint();
    const pad = this.pad();
    const faces = pad && !pad.parked ? pad.facesBox() : null;
    const bar = this.part('zs-turn-actions')?.getBoundingClientRect();
    const card = pad?.getBoundingClientRect();
    if (!faces || !bar || !card || !this.host.isConnected) return;
    const under = faces.bottom + 8 - bar.top;
    if (under > 0) window.scrollBy({ top: Math.min(under, Math.max(0, card.top - 8)), behavior: 'instant' });
  }

  /**
   * Puts the keyboard back on the page (`move`) when the control it was on went away: for keyboard
   * users only, and after the paint, so the result is on screen before focus() restyles the page.
   */
  private async moveFocus(hadFocus: boolean, move: () => unknown): Promise<void> {
    if (!hadFocus || lastInputWasTouch()) return;
    await afterNextPaint();
    if (!this.host.isConnected || this.hasShownFocus()) return;
    await move();
  }

  /** Whether the keyboard is on something of the page on screen (not in a parked card). */
  private hasShownFocus(): boolean {
    let active = this.host.shadowRoot?.activeElement ?? null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active !== null && active.checkVisibility();
  }
}
