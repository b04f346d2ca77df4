import { bestPointsHold, heldFlags } from '../../../game/index.js';
import type { GameState } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import { selectedDice } from './play-view.js';

/** Where the hold's suggestions come from. */
export interface HoldSuggestions {
  /** The hold to pre-select on a roll: the advisor's, or the one worth the most points. */
  suggestHold(state: GameState): readonly Face[];
  /** The hold Bank takes when the player chose none, where the advice says (playing to win); null: the most points. */
  bankHold?(state: GameState): readonly Face[] | null;
}

/**
 * The dice selected to hold from the last roll: pre-selected when the roll comes (the advice's
 * hold, which replaces the one worth the most points when its answer comes later), until the player
 * chooses; then theirs is kept.
 */
export class HoldChoice {
  /** Which dice of the last roll are selected, by position. */
  held: readonly boolean[] = [];
  /** The position `held` belongs to. */
  private heldAt = -1;
  /** The player changed the pre-selected hold: a suggestion that comes later does not overrule them. */
  private byPlayer = false;

  constructor(private readonly advice: HoldSuggestions) {}

  /** A new game: nothing is selected on it yet. */
  follow(): void {
    this.heldAt = -1;
  }

  /** Before each render: pre-selects the hold of a new roll, or the advice that came later unless the player chose. */
  sync(state: GameState): void {
    if (state.phase !== 'turn' || state.turn.phase !== 'hold') return;
    const suggested = () => heldFlags(state.turn.lastRoll ?? [], this.advice.suggestHold(state));
    if (this.heldAt !== state.entryCount) {
      this.heldAt = state.entryCount;
      this.byPlayer = false;
      this.held = suggested();
    } else if (!this.byPlayer) {
      const next = suggested();
      if (next.some((flag, i) => flag !== this.held[i])) this.held = next;
    }
  }

  /** The player chose. */
  choose(held: readonly boolean[]): void {
    this.byPlayer = true;
    this.held = held;
  }

  /** An undone hold comes back on `state`'s roll as the player had it. */
  restore(state: GameState, held: readonly boolean[]): void {
    this.heldAt = state.entryCount;
    this.choose(held);
  }

  /** The advice was switched: the next suggestion is taken again unless the player chooses. */
  suggestAgain(): void {
    this.byPlayer = false;
  }

  selected(state: GameState): Face[] {
    return selectedDice(state, this.held);
  }

  /**
   * The dice Bank holds in the hold step: the player's own selection, else the hold the advice
   * banks with (playing to win: the best chance of banking, which need not be the most points),
   * else the hold worth the most points (what is pre-selected may be the advisor's hold for
   * rolling on). Where those points cannot be banked (all six scored and they must be rolled
   * again), Bank says why rather than bank a smaller hold the player did not see selected.
   */
  bankDice(state: GameState): readonly Face[] {
    if (this.byPlayer) return this.selected(state);
    return this.advice.bankHold?.(state) ?? bestPointsHold(state);
  }
}
