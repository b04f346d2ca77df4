/**
 * The host's side of a guest's tap: whether the guest may make it (players tap in their own turns
 * only where the host allows it, and only for the player that phone taps for), whether it was made
 * on the game as it stands, and whether the rules take it; and a book of the answers given, so a
 * proposal that comes twice (a guest that sent again after a drop) is applied once and answered the
 * same. The host writes an accepted proposal through its ledger like its own tap.
 */
import { applyEntry } from '../game/index.js';
import type { Entry, GameState, Refusal } from '../game/index.js';

/** Why the host refuses a guest's tap. */
export type ProposalRefusal =
  /** The host has not let players tap in their own turns. */
  | { readonly code: 'taps-off' }
  /** The tap is not for the player this phone taps for (or it taps for none). */
  | { readonly code: 'not-your-turn' }
  /** It was made on an earlier state of the game: something else was written first. */
  | { readonly code: 'moved-on'; readonly at: number }
  /** The rules refuse it. */
  | { readonly code: 'rules'; readonly refusal: Refusal };

/** The host's answer to a proposal, by its id: done (the game's entry count after it), or refused. */
export type ProposalAnswer =
  | { readonly id: string; readonly ok: true; readonly at: number }
  | { readonly id: string; readonly ok: false; readonly refusal: ProposalRefusal };

export interface Proposal {
  readonly id: string;
  /** The entry count of the game the guest tapped on. */
  readonly at: number;
  readonly entries: readonly Entry[];
}

/** Whose tap an entry is on `state`: the seat it is for. */
function seatOf(state: GameState, entry: Entry): number {
  if (entry.type === 'throw-off' || entry.type === 'tie-throw') return entry.player;
  if (entry.type === 'first-player') return -1; // the group's choice, made on the host
  return state.phase === 'turn' ? state.turn.player : state.current;
}

/**
 * Checks a guest's proposal on the host's game `state`: the guest taps for `seat` (null: it only
 * follows), the host lets players tap (`tapsAllowed`). Returns the game after it, or the refusal.
 */
export function checkProposal(
  state: GameState,
  seat: number | null,
  tapsAllowed: boolean,
  proposal: Proposal,
): { readonly ok: true; readonly after: GameState } | { readonly ok: false; readonly refusal: ProposalRefusal } {
  if (!tapsAllowed) return { ok: false, refusal: { code: 'taps-off' } };
  if (seat === null || proposal.entries.some((entry) => seatOf(state, entry) !== seat))
    return { ok: false, refusal: { code: 'not-your-turn' } };
  if (proposal.at !== state.entryCount) return { ok: false, refusal: { code: 'moved-on', at: state.entryCount } };
  let after = state;
  for (const entry of proposal.entries) {
    const next = applyEntry(after, entry);
    if (!next.ok) return { ok: false, refusal: { code: 'rules', refusal: next.refusal } };
    after = next.value;
  }
  return { ok: true, after };
}

/** How many answers the book keeps per guest: far more than the taps a dropped phone sends again. */
const KEPT_ANSWERS = 64;

/** The answers given to each guest's proposals, by id, so a proposal is applied at most once. */
export class ProposalBook {
  private readonly answers = new Map<string, Map<string, ProposalAnswer>>();

  /** The answer already given to `guest`'s proposal `id`, if any. */
  answered(guest: string, id: string): ProposalAnswer | undefined {
    return this.answers.get(guest)?.get(id);
  }

  record(guest: string, answer: ProposalAnswer): void {
    const book = this.answers.get(guest) ?? new Map<string, ProposalAnswer>();
    this.answers.set(guest, book);
    book.delete(answer.id);
    book.set(answer.id, answer);
    for (const old of book.keys()) {
      if (book.size <= KEPT_ANSWERS) break;
      book.delete(old);
    }
  }

  /** A guest removed: its answers go. */
  forget(guest: string): void {
    this.answers.delete(guest);
  }
}
