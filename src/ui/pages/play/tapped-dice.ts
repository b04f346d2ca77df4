import { msg, str } from '@lit/localize';
import type { LoadedGame, WriteOptions } from '../../../db/index.js';
import { applyEntry, needsStartChoice, sameRollToEnter } from '../../../game/index.js';
import type { Entry, GameState } from '../../../game/index.js';
import { FACES } from '../../../rules/index.js';
import type { Face } from '../../../rules/index.js';
import { diceWord } from '../../text/format.js';
import { draftClearedNote, draftClearedText } from '../../text/live-text.js';
import { isolatedName } from '../../text/names.js';
import { refusalText } from '../../text/refusal-text.js';
import { padHeading } from '../../text/status-text.js';
import { DraftCopies, NO_DRAFT, parseDraft } from './draft.js';
import type { Draft, DurableDraftStore, QuickDraftStore } from './draft.js';
import { holdAfterRoll } from './pending-taps.js';
import type { Near, PendingAction, PendingTaps } from './pending-taps.js';
import type { PadView, UnsentRoll } from './play-view.js';

/** What the dice being tapped in need of the play session around them. */
export interface DiceHost {
  readonly gameId: string;
  /** The actions on their way to the ledger. */
  readonly pending: PendingTaps;
  readonly totalMode: boolean;
  /** Something is still being written or undone. */
  readonly busy: boolean;
  shown(): GameState | null;
  queued(): GameState | null;
  capacity(state: GameState): number;
  refuse(near: Near, message: string): void;
  /** A new tap: the refusal shown goes. */
  clearRefusal(): void;
  /** Adds `note` to what is said over the page (a roll not saved), and says it. */
  notePage(note: string): void;
  submit(
    entries: readonly Entry[],
    near: Near,
    onFailure?: (at: number) => void,
    options?: WriteOptions,
    durable?: Promise<boolean>,
  ): Promise<PendingAction | null>;
  changed(): void;
}

/**
 * The dice being tapped in for the roll to enter, on the pad: their quick and durable copies (a
 * phone that dies mid-roll keeps them), the roll written when its last die is in, a roll whose write
 * failed kept on the pad with an offer to send it again, and what the pad shows meanwhile.
 */
export class TappedDice {
  draft: Draft = NO_DRAFT;
  /** A complete roll whose write failed, still on the pad: the pad offers to send it again. */
  failedRoll: { readonly at: number; readonly dice: readonly Face[] } | null = null;
  private readonly copies: DraftCopies;
  /** The games `rollsAhead()` last worked out, and what they were worked out from. */
  private ahead: { state: GameState; draft: Draft; totalMode: boolean; games: readonly GameState[] } | null = null;

  constructor(
    private readonly host: DiceHost,
    quick: QuickDraftStore,
    durable: () => Promise<DurableDraftStore> | undefined,
    now: () => number,
  ) {
    this.copies = new DraftCopies(quick, durable, now);
  }

  /** Starts on game `id`: the quick copy of its dice now, the durable one if it turns out newer. */
  follow(id: string): void {
    this.failedRoll = null;
    this.draft = this.copies.read(id) ?? NO_DRAFT;
    void this.restoreDurable(id);
  }

  /** Takes the ledger's copy of the draft when it is newer than the quick one (the phone died before that reached the disk). */
  async restoreDurable(gameId = this.host.gameId): Promise<void> {
    const from = this.draft;
    const newer = await this.copies.newer(gameId, from);
    // A die tapped meanwhile, or another game followed, is newer than what was read.
    if (!newer || gameId !== this.host.gameId || this.draft !== from) return;
    this.draft = this.copies.adopt(gameId, newer);
    this.host.changed();
  }

  /**
   * Before each render of `state` (the game with the queued actions applied): dice tapped in for a
   * roll that is no longer to enter leave the pad. Returns what to say when another tab moved the
   * game on under them (`otherTab`, from `before`), in short when something is said already
   * (`noted`); '' otherwise.
   */
  sync(
    state: GameState,
    otherTab: boolean,
    before: LoadedGame | null,
    entries: readonly Entry[],
    noted: boolean,
  ): string {
    const draft = this.draft;
    if (draft.at === state.entryCount || (draft.dice.length === 0 && draft.at === -1)) return '';
    // The dice of a roll being written leave the pad, but their stored copies stay until the
    // roll's write has committed (it removes the durable one in its own transaction): a phone
    // dying in between keeps the roll or its dice, never neither.
    if (this.host.pending.hasThrowAt(draft.at)) {
      this.draft = { at: state.entryCount, dice: [], waiting: false };
      return '';
    }
    // Another tab moved the game on (with nothing of this tab's out, whose failure would say so):
    // the dice being tapped in were for a roll that is no longer to enter. Said, never silent.
    let note = '';
    if (otherTab && draft.dice.length > 0 && this.host.pending.size === 0 && before) {
      note = noted ? draftClearedNote(draft.dice) : draftClearedText(before.state, entries[draft.at], draft.dice);
    }
    // Without dice the ledger's copy is gone already (emptied, or removed by the roll's write):
    // only the quick copy is rewritten, not another transaction per tap.
    this.set({ at: state.entryCount, dice: [], waiting: false }, draft.dice.length > 0);
    return note;
  }

  /** Shows the draft and keeps its copies (see DraftCopies.keep for `durable`). */
  set(draft: Draft, durable = true): void {
    this.draft = this.copies.keep(this.host.gameId, draft, durable);
    this.host.changed();
  }

  /** The dice tapped in for the roll to enter on `state` (none when they are for another). */
  diceFor(state: GameState): readonly Face[] {
    return this.draft.at === state.entryCount ? this.draft.dice : [];
  }

  /**
   * What the pad shows while the stored game is `shown`. The pad is input, not something done, so
   * while writes are out it shows the dice the player's taps went to: dice already tapped in for a
   * roll after the step being saved (the next player's, while the bank is written), else a roll
   * being saved (its dice stay where they were tapped), else the stored game's roll.
   */
  padView(shown: GameState): PadView {
    const queued = this.host.queued() ?? shown;
    if (queued.entryCount !== shown.entryCount) {
      const ahead = this.host.capacity(queued);
      if (ahead > 0 && this.draft.at === queued.entryCount && this.draft.dice.length > 0) {
        return {
          heading: padHeading(queued, queued.current !== shown.current),
          dice: this.draft.dice,
          capacity: ahead,
        };
      }
      const saving = this.host.pending.lastThrow();
      if (saving)
        return {
          heading: padHeading(saving.from, saving.from.current !== shown.current),
          dice: saving.dice,
          capacity: saving.dice.length,
        };
    }
    const dice = this.diceFor(shown);
    return { heading: padHeading(shown), dice, capacity: this.host.capacity(shown) };
  }

  /**
   * A full roll on the pad that is not stored and not being written, which the pad offers to save:
   * `again` when it is the roll whose write failed on this visit. The others are dice that wait
   * after an Undo, or after a failed write the page was reloaded since: without the offer the only
   * way to send them would be to tap a die away and in again. Waiting dice never go by themselves.
   */
  unsentRoll(shown: GameState): UnsentRoll | null {
    const draft = this.draft;
    if (!draft.waiting || draft.at !== shown.entryCount || this.host.busy) return null;
    if (draft.dice.length === 0 || draft.dice.length !== this.host.capacity(shown)) return null;
    const failed = this.failedRoll;
    const again =
      failed !== null &&
      failed.at === draft.at &&
      failed.dice.length === draft.dice.length &&
      failed.dice.every((face, i) => face === draft.dice[i]);
    return { dice: draft.dice, again };
  }

  /** A face tapped on the pad (or typed). Returns the roll's write when this die completed it. */
  addFace(face: Face): Promise<unknown> | null {
    const state = this.host.queued();
    if (!state || state.phase === 'throw-off') return null;
    const capacity = this.host.capacity(state);
    if (capacity === 0) {
      if (this.host.totalMode && state.phase === 'turn') return null;
      // Say why no die can be entered now, in the rules' words ("Choose the dice to hold ... first"),
      // next to what is on screen: the pad itself while the roll before is still being saved.
      const refused = applyEntry(state, { type: 'roll', dice: [face] });
      const shown = this.host.shown();
      const onPad = shown !== null && this.host.capacity(shown) > 0;
      const near = onPad ? 'pad' : needsStartChoice(state) ? 'start' : state.turn.phase === 'hold' ? 'hold' : 'pad';
      if (!refused.ok) this.host.refuse(near, refusalText(refused.refusal));
      return null;
    }
    const dice = this.diceFor(state);
    if (dice.length >= capacity) {
      const full = diceWord(capacity);
      this.host.refuse('pad', msg(str`This roll has its ${full}: tap a die to remove it first.`));
      return null;
    }
    this.host.clearRefusal();
    const next = [...dice, face];
    const draft: Draft = { at: state.entryCount, dice: next, waiting: false };
    if (next.length < capacity) {
      this.set(draft);
      return null;
    }
    // The last die: its quick copy now, and the screen once the roll is drawn (submit).
    this.draft = this.copies.keep(this.host.gameId, draft, false);
    return this.submitRoll(state, next);
  }

  /** Takes die `index` off the roll being tapped in; false when there is no such die. */
  removeDie(index: number): boolean {
    const state = this.host.queued();
    if (!state) return false;
    const dice = this.diceFor(state);
    if (index < 0 || index >= dice.length) return false;
    this.host.clearRefusal();
    this.set({ at: state.entryCount, dice: dice.filter((_face, i) => i !== index), waiting: false });
    return true;
  }

  /** Sends the full roll waiting on the pad (its dice never left it): the next `rendered` writes it. */
  saveUnsentRoll(): void {
    const shown = this.host.shown();
    const roll = shown ? this.unsentRoll(shown) : null;
    if (!roll) return;
    this.failedRoll = null;
    this.host.clearRefusal();
    this.set({ at: this.draft.at, dice: roll.dice, waiting: false });
  }

  /**
   * The roll (or tie-break throw) is complete: write it. Its write removes the durable draft of its
   * dice in the same transaction (only a draft at its own position: dice tapped ahead for the next
   * throw stay), and the quick copy goes once that has committed.
   */
  async submitRoll(state: GameState, dice: readonly Face[]): Promise<unknown> {
    const entry: Entry =
      state.phase === 'tie-break' ? { type: 'tie-throw', player: state.current, dice } : { type: 'roll', dice };
    const at = state.entryCount;
    const gameId = this.host.gameId;
    const clearDraft = (stored: unknown) => parseDraft(stored)?.at === at;
    // The dice go to the journal at once (well under a millisecond), beside the roll's write.
    const durable = this.copies.journal(gameId, { at, dice, waiting: false });
    const action = await this.host.submit(
      [entry],
      'pad',
      () => this.rollFailed(state, at, dice),
      { clearDraft },
      durable,
    );
    if (!action) {
      this.set({ at, dice, waiting: true });
      return undefined;
    }
    const stored = await action.done;
    if (stored) this.copies.stored(gameId, at);
    return stored;
  }

  /**
   * A roll's write failed: the dice stay on the pad, not sent again by themselves (a full disk would
   * refuse them again at once); a button under the pad sends them again. When another tab moved the
   * game on, they follow only to the same player's same roll to enter with as many dice; anywhere
   * else one tap would record them as a roll they are not, so they are kept off the pad, and said.
   */
  private rollFailed(state: GameState, at: number, dice: readonly Face[]) {
    const now = this.host.shown();
    if (!now || now.entryCount === at) {
      this.set({ at, dice, waiting: true });
      this.failedRoll = { at, dice };
    } else if (sameRollToEnter(state, now) && this.host.capacity(now) === dice.length) {
      this.set({ at: now.entryCount, dice, waiting: true });
      this.failedRoll = { at: now.entryCount, dice };
    } else {
      this.set(NO_DRAFT);
      const name = isolatedName(state.players[state.current]?.name ?? '');
      const faces = dice.join(', ');
      const note =
        state.phase === 'tie-break'
          ? msg(str`${name}'s throw ${faces} was not saved: that turn moved on there.`)
          : msg(str`${name}'s roll ${faces} was not saved: that turn moved on there.`);
      this.host.notePage(note);
    }
  }

  /**
   * The games the next die can lead to when it is the last of the roll being tapped in: the game
   * after each face it may show, where that leaves a hold to choose. Their advice is asked while
   * the player taps, so it comes with the holds. The same array while nothing it depends on changes.
   */
  rollsAhead(): readonly GameState[] {
    const state = this.host.queued();
    if (!state) return [];
    const { draft } = this;
    const { totalMode } = this.host;
    if (this.ahead?.state === state && this.ahead.draft === draft && this.ahead.totalMode === totalMode)
      return this.ahead.games;
    const dice = draft.at === state.entryCount ? draft.dice : [];
    const last = state.phase === 'turn' && dice.length === this.host.capacity(state) - 1;
    const games = last
      ? FACES.map((face) => holdAfterRoll(state, [...dice, face])).filter((game) => game !== null)
      : [];
    this.ahead = { state, draft, totalMode, games };
    return games;
  }
}
