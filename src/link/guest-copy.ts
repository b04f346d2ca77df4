/**
 * A guest's copy of the host's game: the game as the host's messages build it (the welcome, then
 * the entries kept and added), the dice the host is tapping in, and this phone's own proposals
 * from the moment they are sent until the host answers (pending, then done or refused). The copy
 * replays every entry with the same rules as the host, so a host that sends what does not replay
 * is caught here, and a refusal by the rules is worked out again on the copy in codes the UI words.
 */
import { applyEntry, CorruptLogError, replay } from '../game/index.js';
import type { Entry, GameSetup, GameState, Refusal } from '../game/index.js';
import type { HostMessage } from './host-messages.js';
import type { ProposalRefusal } from './proposals.js';

/** A proposal of this phone's, as it stands. */
export type ProposalStatus =
  | { readonly id: string; readonly entries: readonly Entry[]; readonly status: 'pending' }
  | { readonly id: string; readonly entries: readonly Entry[]; readonly status: 'done' }
  | {
      readonly id: string;
      readonly entries: readonly Entry[];
      readonly status: 'refused';
      readonly refusal: ProposalRefusal;
    };

/** Why the copy could not take a host's message: it must be sent the game again. */
export type CopyProblem = 'not-welcomed' | 'out-of-step' | 'does-not-replay';

export class GuestCopy {
  setup: GameSetup | null = null;
  entries: readonly Entry[] = [];
  state: GameState | null = null;
  /** Whether the host lets players tap in their own turns, and the seat this phone taps for. */
  taps = false;
  seat: number | null = null;
  /** The dice being tapped in on the host, for the roll at `at`. */
  draft: { readonly at: number; readonly dice: readonly number[] } | null = null;
  /** Why the host closed the channel on this phone, once it has. */
  closed: Extract<HostMessage, { t: 'refused' }>['code'] | null = null;
  private readonly proposals = new Map<string, ProposalStatus>();

  /** Takes a host's message; returns why it could not (the copy is then as it was). */
  take(message: HostMessage): CopyProblem | null {
    switch (message.t) {
      case 'welcome':
        return this.rebuild(message.setup, message.entries, () => {
          this.taps = message.taps;
          this.seat = message.seat;
        });
      case 'entries': {
        if (!this.setup) return 'not-welcomed';
        if (message.keep > this.entries.length) return 'out-of-step';
        return this.rebuild(this.setup, [...this.entries.slice(0, message.keep), ...message.add]);
      }
      case 'draft':
        this.draft = message;
        return null;
      case 'taps':
        this.taps = message.on;
        return null;
      case 'answer': {
        const proposal = this.proposals.get(message.id);
        if (!proposal) return null;
        this.proposals.set(
          message.id,
          message.ok
            ? { ...proposal, status: 'done' }
            : { ...proposal, status: 'refused', refusal: this.refusalOf(message.code, proposal.entries) },
        );
        return null;
      }
      case 'refused':
        this.closed = message.code;
        return null;
    }
  }

  /** A tap of this phone's sent to the host under `id`: pending until the host answers. */
  proposed(id: string, entries: readonly Entry[]): void {
    this.proposals.set(id, { id, entries, status: 'pending' });
  }

  proposal(id: string): ProposalStatus | undefined {
    return this.proposals.get(id);
  }

  /** The proposals still waiting for the host's answer, oldest first (sent again after a rejoin). */
  pending(): readonly ProposalStatus[] {
    return [...this.proposals.values()].filter((proposal) => proposal.status === 'pending');
  }

  private rebuild(setup: GameSetup, entries: readonly Entry[], then?: () => void): CopyProblem | null {
    let state: GameState;
    try {
      state = replay(setup, entries);
    } catch (error) {
      if (error instanceof CorruptLogError) return 'does-not-replay';
      throw error;
    }
    this.setup = setup;
    this.entries = entries;
    this.state = state;
    if (this.draft && this.draft.at !== state.entryCount) this.draft = null;
    then?.();
    return null;
  }

  /**
   * The refusal of a proposal the host refused by `code`: by the rules, the rules' own refusal on
   * this copy (so the words are this phone's); otherwise the host's code, as it said it.
   */
  private refusalOf(code: ProposalRefusal['code'], entries: readonly Entry[]): ProposalRefusal {
    if (code === 'taps-off' || code === 'not-your-turn') return { code };
    if (code === 'moved-on') return { code, at: this.state?.entryCount ?? 0 };
    let state = this.state;
    for (const entry of entries) {
      if (!state) break;
      const next = applyEntry(state, entry);
      if (!next.ok) return { code: 'rules', refusal: next.refusal };
      state = next.value;
    }
    const unknown: Refusal = { code: 'bad-entry', reason: 'not-this-game' };
    return { code: 'rules', refusal: unknown };
  }
}
