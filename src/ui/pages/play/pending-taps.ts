import { applyEntry } from '../../../game/index.js';
import type { Entry, GameState } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import type { TurnAction } from '../../app/events.js';
import { refusalText } from '../../text/refusal-text.js';

/**
 * Where a refusal is shown: next to the control that caused it; `page` (the top of the page) for a
 * write another tab overtook, since the game shown then is the other tab's and the control may be gone.
 */
export type Near = TurnAction | 'pad' | 'hold' | 'start' | 'challenge' | 'total' | 'throw-off' | 'page';

/** One tap handed to the ledger as one write: one entry, or a hold and its bank. */
export interface PendingAction {
  readonly entries: readonly Entry[];
  readonly at: number;
  readonly near: Near;
  readonly onFailure?: (at: number) => void;
  /** Settles when the ledger has answered: true when the entries were stored. */
  readonly done: Promise<boolean>;
  readonly finish: (stored: boolean) => void;
  /** A roll's dice are durable before its write commits (in the ledger's journal): its holds may be drawn. */
  durable: boolean;
}

/** An entry of an action not yet stored; `at` is the position it will take, `from` the queued game it was checked on. */
export interface PendingEntry {
  readonly entry: Entry;
  readonly at: number;
  readonly from: GameState;
  readonly action: PendingAction;
}

const isThrow = (entry: Entry) => entry.type === 'roll' || entry.type === 'tie-throw';

/** The game after rolling `dice` on `state`, when that leaves the same player a hold to choose; else null (a zilch, a refusal). */
export function holdAfterRoll(state: GameState, dice: readonly Face[]): GameState | null {
  const next = applyEntry(state, { type: 'roll', dice });
  return next.ok &&
    next.value.phase === 'turn' &&
    next.value.turn.phase === 'hold' &&
    next.value.current === state.current
    ? next.value
    : null;
}

/**
 * The taps handed to the ledger and not yet answered, and the game they make: the stored game with
 * them applied, which a new tap is checked against. The list is replaced, never changed in place,
 * so the game worked out from it is cached until it or the stored game changes.
 */
export class PendingTaps {
  private list: readonly PendingEntry[] = [];
  private derived: { base: GameState; list: readonly PendingEntry[]; state: GameState } | null = null;
  private ahead: { base: GameState; list: readonly PendingEntry[]; state: GameState } | null = null;

  get size(): number {
    return this.list.length;
  }

  clear(): void {
    this.list = [];
  }

  /** Checks `entries` one after another on `before`; the refusal of the first illegal one, or the steps. */
  static check(
    before: GameState,
    entries: readonly Entry[],
  ): { ok: true; steps: { entry: Entry; from: GameState }[] } | { ok: false; message: string } {
    let after = before;
    const steps: { entry: Entry; from: GameState }[] = [];
    for (const entry of entries) {
      const next = applyEntry(after, entry);
      if (!next.ok) return { ok: false, message: refusalText(next.refusal) };
      steps.push({ entry, from: after });
      after = next.value;
    }
    return { ok: true, steps };
  }

  add(action: PendingAction, steps: readonly { entry: Entry; from: GameState }[]): void {
    this.list = [
      ...this.list,
      ...steps.map(({ entry, from }, index): PendingEntry => ({ entry, at: action.at + index, from, action })),
    ];
  }

  remove(action: PendingAction): void {
    this.list = this.list.filter((item) => item.action !== action);
  }

  /** The roll's dice are durable: its holds may be drawn (a new list, so the game drawn is worked out again). */
  markDurable(action: PendingAction): void {
    if (action.durable || !this.list.some((item) => item.action === action)) return;
    action.durable = true;
    this.list = [...this.list];
  }

  /** `base` (the stored game) with the pending entries that follow it applied. */
  on(base: GameState): GameState {
    if (this.derived?.base === base && this.derived.list === this.list) return this.derived.state;
    let state = base;
    for (const { entry, at } of this.list) {
      if (at < state.entryCount) continue; // stored already
      if (at > state.entryCount) break;
      const next = applyEntry(state, entry);
      if (!next.ok) break;
      state = next.value;
    }
    this.derived = { base, list: this.list, state };
    return state;
  }

  /**
   * `base` with the roll that follows it applied when that roll leaves a hold to choose: the holds
   * are input, drawn while the roll is written, once its dice are durable (in the journal, which a
   * start after a crash completes the roll from: a phone that dies once the holds are on screen
   * keeps the roll or its six dice). Nothing else is drawn before it is stored (a zilch, a bank, a
   * hold); a failed write takes the holds back off the screen.
   */
  rollAhead(base: GameState): GameState {
    if (this.ahead?.base === base && this.ahead.list === this.list) return this.ahead.state;
    const state = this.withRoll(base);
    this.ahead = { base, list: this.list, state };
    return state;
  }

  private withRoll(base: GameState): GameState {
    const first = this.list.find((item) => item.at === base.entryCount);
    if (!first || first.entry.type !== 'roll' || !first.action.durable) return base;
    return holdAfterRoll(base, first.entry.dice) ?? base;
  }

  /** Whether the roll (or tie-break throw) at position `at` is among them. */
  hasThrowAt(at: number): boolean {
    return this.list.some((item) => item.at === at && isThrow(item.entry));
  }

  /** The last roll (or tie-break throw) among them, with the game it was checked on. */
  lastThrow(): { readonly dice: readonly Face[]; readonly from: GameState } | null {
    const last = this.list.findLast(({ entry }) => isThrow(entry));
    return last && (last.entry.type === 'roll' || last.entry.type === 'tie-throw')
      ? { dice: last.entry.dice, from: last.from }
      : null;
  }
}
