import { msg, str } from '@lit/localize';
import type { LoadedGame, WriteOptions } from '../../../db/index.js';
import {
  activeEntries,
  applyEntry,
  bestPointsHold,
  heldFlags,
  holdValue,
  tableMoment,
  needsStartChoice,
  padCapacity,
  rematchSetup,
  sameData,
  sameRollToEnter,
  undoneEntries,
} from '../../../game/index.js';
import type { Entry, GameLog, GameState, RematchStart, TableMoment } from '../../../game/index.js';
import { FACES } from '../../../rules/index.js';
import type { Face } from '../../../rules/index.js';
import { OTHER_TAB_SEEN_MS } from '../../session/game-session.js';
import type { ActionResult, GameSession, Seen } from '../../session/game-session.js';
import { diceWord } from '../../text/format.js';
import { DraftCopies, NO_DRAFT, parseDraft } from './draft.js';
import type { Draft, QuickDraftStore } from './draft.js';
import { holdAfterRoll, PendingTaps } from './pending-taps.js';
import type { Near, PendingAction } from './pending-taps.js';
import { isolatedName } from '../../text/names.js';
import { draftClearedNote, draftClearedText, resultSentence, standing } from '../../text/live-text.js';
import { holdSummary, padHeading } from '../../text/status-text.js';
import { revertSentence, tapPhrase } from '../../text/undo-text.js';
import { selectedDice } from './play-view.js';
import type { PadView, PlayInput, ShownRefusal, UnsentRoll } from './play-view.js';
import type { Advice } from '../../controllers/advice-controller.js';
import { ledgerRefusalText, refusalText } from '../../text/refusal-text.js';
import { errorText } from '../../text/storage-text.js';

export type { Near } from './pending-taps.js';
export type { PadView, ShownRefusal } from './play-view.js';

const entriesInForce = new WeakMap<GameLog, readonly Entry[]>(); // a stored log's, worked out once
/** Added to a failure's message when taps queued behind it were dropped. */
export const droppedNote = (): string => msg('What you did after it was not saved either.');

const totalModeKey = (gameId: string) => `zs-total-mode:${gameId}`;

/** What a play session needs from the app around it. */
export interface PlayPorts {
  /** The quick copy of the dice being tapped in (localStorage in the app). */
  readonly quickDraft: QuickDraftStore;
  /** Choices remembered on this device (total mode, per game). */
  readonly prefs: { read(key: string): string | null; write(key: string, value: string | null): void };
  /** Says a sentence in the page's live region. */
  announce(message: string): void;
  /** A moment the table should feel (a buzz, a sound), once it is stored. */
  moment(moment: TableMoment): void;
  /** The hold to pre-select on a roll: the advisor's, or the one worth the most points. */
  suggestHold(state: GameState): readonly Face[];
  /** The hold Bank takes when the player chose none, where the advice says (playing to win); null: the most points. */
  bankHold?(state: GameState): readonly Face[] | null;
  /** Calls `then` once what is on screen now has been painted and seen for `ms`. */
  afterPaint(ms: number, then: () => void): void;
  /** Wall-clock milliseconds, to tell the newer of two copies of a draft. */
  now(): number;
}

/**
 * What a turn's input is, without the DOM: the dice being tapped in (with their quick and durable
 * copies), the hold selected, the writes on their way to the ledger through the game session's one
 * queue, refusals, undo and redo by tap, and what another tab did. The page renders from it and
 * hands it the player's taps; `changed` is called whenever something shown may have changed.
 *
 * Two games are kept apart: the game as stored (`shown`) is all the screen shows as done; the game
 * with the actions still queued applied (`queued`) is what a new tap is checked against, so quick
 * taps mean what the player meant and are written in order behind the ones still out.
 */
export class PlaySession {
  draft: Draft = NO_DRAFT;
  /** Which dice of the last roll are selected to hold, by position. */
  held: readonly boolean[] = [];
  refusal: ShownRefusal | null = null;
  totalMode = false;
  /** Actions queued behind a failed write were dropped: the message about the failure says so. */
  droppedAfterFailure = false;
  /** The last sentence said in the live region. */
  said = '';
  /** Why "Play again" failed ('' when it did not; null while the new game is being made). */
  rematchProblem: string | null = '';
  /** A complete roll whose write failed, still on the pad: the pad offers to send it again. */
  failedRoll: { readonly at: number; readonly dice: readonly Face[] } | null = null;

  private gameId = '';
  /** The position `held` belongs to. */
  private heldAt = -1;
  /** The player changed the pre-selected hold: a suggestion that comes later does not overrule them. */
  private heldByPlayer = false;
  private readonly pending = new PendingTaps();
  /** The game `drawn()` last worked out, and the equal one it handed out instead, drawn already. */
  private drawnFrom: { state: GameState | null; kept: GameState | null } = { state: null, kept: null };
  /** The games `rollsAhead()` last worked out, and what they were worked out from. */
  private ahead: { state: GameState; draft: Draft; totalMode: boolean; games: readonly GameState[] } | null = null;
  /** Settles when every write handed to the ledger has come back. */
  private writes: Promise<unknown> = Promise.resolve();
  private readonly copies: DraftCopies;
  /** An Undo or Redo in progress: new actions wait for it, since it moves the game's position. */
  private reverting: Promise<unknown> | null = null;
  /** How many of the game session's `otherTabChanges` the player has seen (see `seen`). */
  private seenChanges = 0;
  /** The count the screen last showed, and the one being watched until it counts as seen. */
  private changesShown = 0;
  private changesWatched = -1;
  /** The game as last shown: another tab's change is told against it. */
  private lastShown: LoadedGame | null = null;

  constructor(
    readonly game: GameSession,
    private readonly ports: PlayPorts,
    private readonly changed: () => void,
  ) {
    this.copies = new DraftCopies(ports.quickDraft, () => game.ledger(), ports.now);
  }

  // ---------------------------------------------------------------- following a game

  /** Starts on game `id`: its draft, its total mode; nothing of the game before stays. */
  follow(id: string): void {
    this.gameId = id;
    this.pending.clear();
    this.refusal = null;
    this.heldAt = -1;
    this.failedRoll = null;
    this.droppedAfterFailure = false;
    this.draft = this.copies.read(id) ?? NO_DRAFT;
    this.totalMode = this.ports.prefs.read(totalModeKey(id)) === '1';
    this.seenChanges = this.changesShown = this.game.otherTabChanges;
    this.lastShown = null;
    void this.restoreDurableDraft(id);
  }

  /** Takes the ledger's copy of the draft when it is newer than the quick one (the phone died before that reached the disk). */
  async restoreDurableDraft(gameId = this.gameId): Promise<void> {
    const newer = await this.copies.newer(gameId, this.draft);
    if (!newer || gameId !== this.gameId) return;
    this.draft = newer;
    this.changed();
  }

  /**
   * Before each render: says what another tab's change did here, drops dice tapped in for a roll
   * that is no longer to enter, and pre-selects the hold of a new roll (or the advice that came
   * later, unless the player has chosen).
   */
  sync(): void {
    const state = this.queued();
    if (!state) return;
    const shownBefore = this.lastShown;
    const otherTab = this.game.otherTabChanges !== this.changesShown;
    this.changesShown = this.game.otherTabChanges;
    this.lastShown = this.game.game ?? null;
    const notes: string[] = [];
    if (otherTab && shownBefore && this.lastShown) {
      const undone =
        shownBefore.row.id === this.lastShown.row.id ? undoneEntries(shownBefore.log, this.lastShown.log) : [];
      if (undone.length > 0) {
        const tap = tapPhrase(this.lastShown.state, shownBefore.state, undone);
        notes.push(msg(str`Undone in another tab: ${tap}.`));
      }
    }
    if (this.draft.at !== state.entryCount && (this.draft.dice.length > 0 || this.draft.at !== -1)) {
      // The dice of a roll being written leave the pad, but their stored copies stay until the
      // roll's write has committed (it removes the durable one in its own transaction): a phone
      // dying in between keeps the roll or its dice, never neither.
      if (this.pending.hasThrowAt(this.draft.at)) this.draft = { at: state.entryCount, dice: [], waiting: false };
      else {
        // Another tab moved the game on (with nothing of this tab's out, whose failure would say
        // so): the dice being tapped in were for a roll that is no longer to enter. Said, never silent.
        if (otherTab && this.draft.dice.length > 0 && this.pending.size === 0 && shownBefore) {
          notes.push(
            notes.length > 0
              ? draftClearedNote(this.draft.dice)
              : draftClearedText(shownBefore.state, this.storedEntries()[this.draft.at], this.draft.dice),
          );
        }
        // Without dice the ledger's copy is gone already (emptied, or removed by the roll's write):
        // only the quick copy is rewritten, not another transaction per tap.
        this.setDraft({ at: state.entryCount, dice: [], waiting: false }, this.draft.dice.length > 0);
      }
    }
    if (notes.length > 0)
      this.refuse('page', [...(this.refusal?.near === 'page' ? [this.refusal.message] : []), ...notes].join(' '));
    if (state.phase === 'turn' && state.turn.phase === 'hold' && this.heldAt !== state.entryCount) {
      this.heldAt = state.entryCount;
      this.heldByPlayer = false;
      this.held = heldFlags(state.turn.lastRoll ?? [], this.ports.suggestHold(state));
    } else if (state.phase === 'turn' && state.turn.phase === 'hold' && !this.heldByPlayer) {
      const suggested = heldFlags(state.turn.lastRoll ?? [], this.ports.suggestHold(state));
      if (suggested.some((flag, i) => flag !== this.held[i])) this.held = suggested;
    }
  }

  /**
   * After each render: a complete roll that was never sent (the page reloaded while it was being
   * written) goes now, and another tab's change counts as seen once it has been on screen a while.
   * Returns the roll's write when one went (the page keeps the keyboard's place after it).
   */
  rendered(): Promise<unknown> | null {
    const changes = this.changesShown;
    if (changes !== this.seenChanges && changes !== this.changesWatched) {
      this.changesWatched = changes;
      this.ports.afterPaint(OTHER_TAB_SEEN_MS, () => {
        if (this.changesShown === changes) this.seenChanges = changes;
      });
    }
    const state = this.queued();
    const draft = this.draft;
    if (!state || this.reverting || this.pending.size > 0 || draft.waiting || draft.at !== state.entryCount)
      return null;
    if (draft.dice.length > 0 && draft.dice.length === padCapacity(state, this.totalMode))
      return this.submitRoll(state, draft.dice);
    return null;
  }

  /** What the player has seen, for a write: taken when they tap, before any wait. */
  private seen(): Seen {
    return { otherTabChanges: this.seenChanges };
  }

  // ---------------------------------------------------------------- state

  /** The game as the ledger has committed it: everything the screen shows as done comes from here. */
  shown(): GameState | null {
    const game = this.game.game;
    // Until the session has followed a new game id, the game it holds is the old one.
    if (!game || game.row.id !== this.gameId) return null;
    return game.state;
  }

  /** What the page draws: the stored game, and the holds of a roll being written (see PendingTaps.rollAhead). */
  drawn(): GameState | null {
    const base = this.shown();
    if (!base) return null;
    const drawn = this.pending.rollAhead(base);
    // A roll drawn ahead comes back stored as the same game: the page keeps the object it drew, so
    // the holds are not drawn a second time.
    if (drawn !== this.drawnFrom.state) {
      const before = this.drawnFrom.kept;
      const same = before !== null && before.entryCount === drawn.entryCount && sameData(before, drawn);
      this.drawnFrom = { state: drawn, kept: same ? before : drawn };
    }
    return this.drawnFrom.kept;
  }

  /** The game with the actions still on their way to the ledger applied: new taps are checked against it. */
  queued(): GameState | null {
    const base = this.shown();
    if (!base) return null;
    return this.pending.on(base);
  }

  /**
   * The games the next die can lead to when it is the last of the roll being tapped in: the game
   * after each face it may show, where that leaves a hold to choose. Their advice is asked while
   * the player taps, so it comes with the holds. The same array while nothing it depends on changes.
   */
  rollsAhead(): readonly GameState[] {
    const state = this.queued();
    if (!state) return [];
    const { draft, totalMode } = this;
    if (this.ahead?.state === state && this.ahead.draft === draft && this.ahead.totalMode === totalMode)
      return this.ahead.games;
    const dice = draft.at === state.entryCount ? draft.dice : [];
    const last = state.phase === 'turn' && dice.length === this.capacity(state) - 1;
    const games = last
      ? FACES.map((face) => holdAfterRoll(state, [...dice, face])).filter((game) => game !== null)
      : [];
    this.ahead = { state, draft, totalMode, games };
    return games;
  }

  /** The entries in force as stored. */
  storedEntries(): readonly Entry[] {
    const log = this.game.game?.log;
    // The same array while the log is the same, so what renders from it does not render again.
    if (log && !entriesInForce.has(log)) entriesInForce.set(log, activeEntries(log));
    return (log && entriesInForce.get(log)) || [];
  }

  /** How many dice the pad takes on `state` in the current mode. */
  capacity(state: GameState): number {
    return padCapacity(state, this.totalMode);
  }

  selectedDice(state: GameState): Face[] {
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
    if (this.heldByPlayer) return this.selectedDice(state);
    return this.ports.bankHold?.(state) ?? bestPointsHold(state);
  }

  refusalFor(near: Near): string {
    return this.refusal?.near === near ? this.refusal.message : '';
  }

  /** Whether something is still being written or undone (the pad's unsent-roll offer waits for it). */
  get busy(): boolean {
    return this.pending.size > 0 || this.reverting !== null;
  }

  /**
   * What the pad shows while the stored game is `shown`. The pad is input, not something done, so
   * while writes are out it shows the dice the player's taps went to: dice already tapped in for a
   * roll after the step being saved (the next player's, while the bank is written), else a roll
   * being saved (its dice stay where they were tapped), else the stored game's roll.
   */
  padView(shown: GameState): PadView {
    const queued = this.queued() ?? shown;
    if (queued.entryCount !== shown.entryCount) {
      const ahead = this.capacity(queued);
      if (ahead > 0 && this.draft.at === queued.entryCount && this.draft.dice.length > 0) {
        return {
          heading: padHeading(queued, queued.current !== shown.current),
          dice: this.draft.dice,
          capacity: ahead,
        };
      }
      const saving = this.pending.lastThrow();
      if (saving)
        return {
          heading: padHeading(saving.from, saving.from.current !== shown.current),
          dice: saving.dice,
          capacity: saving.dice.length,
        };
    }
    const dice = this.draft.at === shown.entryCount ? this.draft.dice : [];
    return { heading: padHeading(shown), dice, capacity: this.capacity(shown) };
  }

  /**
   * A full roll on the pad that is not stored and not being written, which the pad offers to save:
   * `again` when it is the roll whose write failed on this visit. The others are dice that wait
   * after an Undo, or after a failed write the page was reloaded since: without the offer the only
   * way to send them would be to tap a die away and in again. Waiting dice never go by themselves.
   */
  unsentRoll(shown: GameState): UnsentRoll | null {
    const draft = this.draft;
    if (!draft.waiting || draft.at !== shown.entryCount || this.busy) return null;
    if (draft.dice.length === 0 || draft.dice.length !== this.capacity(shown)) return null;
    const failed = this.failedRoll;
    const again =
      failed !== null &&
      failed.at === draft.at &&
      failed.dice.length === draft.dice.length &&
      failed.dice.every((face, i) => face === draft.dice[i]);
    return { dice: draft.dice, again };
  }

  /**
   * What the screen is drawn from (see play-view.ts), with `advice`, the advisor's answers about the
   * game drawn; null until the game is loaded.
   */
  input(advice: (state: GameState) => Advice | null): PlayInput | null {
    const state = this.drawn();
    if (!state) return null;
    const log = this.game.game?.log;
    return {
      gameId: this.gameId,
      state,
      entries: this.storedEntries(),
      canRedo: log ? log.head < log.entries.length : false,
      totalMode: this.totalMode,
      held: this.held,
      bankDice: state.phase === 'turn' && state.turn.phase === 'hold' && !this.totalMode ? this.bankDice(state) : [],
      tapped: this.draft.dice.length,
      pad: this.padView(state),
      unsent: this.unsentRoll(state),
      refusal: this.refusal,
      advice: advice(state),
      rematchProblem: this.rematchProblem,
      said: this.said,
    };
  }

  // ---------------------------------------------------------------- writing

  /**
   * Checks the entries against the rules on the queued game; if all are legal, hands them to the
   * ledger as one write (behind any write still out) and returns the action, whose `done` settles
   * once the ledger has answered. Nothing is shown or announced as done here: `written` does that
   * when the ledger has committed. Returns null, with the refusal shown next to `near`, when the
   * rules refuse one: then nothing is written.
   */
  private async submit(
    entries: readonly Entry[],
    near: Near,
    onFailure?: (at: number) => void,
    options?: WriteOptions,
    durable?: Promise<boolean>,
  ): Promise<PendingAction | null> {
    // A decision (a hold, a bank, a take-over) is made on the game on screen, so it carries what
    // the player had seen. Dice are what landed on the table: their position is the draft's own.
    const decision = entries.some(
      (entry) => entry.type !== 'roll' && entry.type !== 'tie-throw' && entry.type !== 'throw-off',
    );
    const seen = decision ? this.seen() : undefined;
    if (this.reverting) await this.reverting;
    const before = this.queued();
    if (!before) return null;
    const checked = PendingTaps.check(before, entries);
    if (!checked.ok) {
      this.refuse(near, checked.message);
      return null;
    }
    this.refusal = null;
    this.droppedAfterFailure = false;
    this.failedRoll = null;
    let finish: (stored: boolean) => void = () => undefined;
    const done = new Promise<boolean>((resolve) => (finish = resolve));
    const action: PendingAction = { entries, at: before.entryCount, near, onFailure, done, finish, durable: false };
    this.pending.add(action, checked.steps);
    // The session hands the result over before it says it changed: one render for the write and what it settles here.
    const written = this.game.actAll(entries, options, seen, (result) => this.written(action, result));
    this.writes = Promise.all([this.writes, written]);
    if (!durable) {
      this.changed();
      return action;
    }
    // A roll is drawn once its dice are durable (with its holds) or, with no journal, at once: one
    // render, not the six dice on the pad and then the holds a moment later.
    void durable.then((kept) => {
      if (kept) this.pending.markDurable(action);
      this.changed();
    });
    return action;
  }

  /** The ledger answered for an action: all its entries were stored, or none. */
  private written(action: PendingAction, result: ActionResult) {
    this.pending.remove(action);
    if (result.ok) {
      this.say(resultSentence(result.before.state, result.game.state, action.entries));
      const moment = tableMoment(result.before.state, result.game.state);
      if (moment) this.ports.moment(moment);
    } else if (result.code === 'dropped') {
      this.noteDropped();
    } else {
      // Storage failures show as the page's problem banner (an alert: it speaks for itself); a
      // write another tab overtook at the top of the page, over the game that tab left.
      if (result.code === 'stale' || result.code === 'no-such-game' || result.code === 'not-loaded')
        this.refuse('page', result.message);
      else if (result.code !== 'storage') this.refuse(action.near, result.message);
      // Dice tapped in for a roll after this action (the next player's, while the bank was out)
      // followed a step that did not happen: they go, as a queued write would, and the message says so.
      if (this.draft.at > action.at && this.draft.dice.length > 0) {
        this.setDraft(NO_DRAFT);
        this.noteDropped();
      }
      action.onFailure?.(action.at);
    }
    action.finish(result.ok);
    this.changed();
  }

  /** Adds to the failure's message that what came after it was not saved either (once, however much was dropped). */
  private noteDropped() {
    if (this.droppedAfterFailure) return;
    this.droppedAfterFailure = true;
    const note = droppedNote();
    if (this.refusal) this.refusal = { ...this.refusal, message: `${this.refusal.message} ${note}` };
    this.say(note);
  }

  /** Says `message` in the live region, and keeps it as what was said last. */
  private say(message: string): void {
    this.said = message;
    this.ports.announce(message);
  }

  refuse(near: Near, message: string): void {
    this.refusal = { near, message };
    this.say(message);
    this.changed();
  }

  /** Shows the draft and keeps its copies (see DraftCopies.keep for `durable`). */
  private setDraft(draft: Draft, durable = true) {
    this.draft = this.copies.keep(this.gameId, draft, durable);
    this.changed();
  }

  // ---------------------------------------------------------------- the dice pad

  /** A face tapped on the pad (or typed). Returns the roll's write when this die completed it. */
  addFace(face: Face): Promise<unknown> | null {
    const state = this.queued();
    if (!state || state.phase === 'throw-off') return null;
    const capacity = this.capacity(state);
    if (capacity === 0) {
      if (this.totalMode && state.phase === 'turn') return null;
      // Say why no die can be entered now, in the rules' words ("Choose the dice to hold ... first"),
      // next to what is on screen: the pad itself while the roll before is still being saved.
      const refused = applyEntry(state, { type: 'roll', dice: [face] });
      const shown = this.shown();
      const onPad = shown !== null && this.capacity(shown) > 0;
      const near = onPad ? 'pad' : needsStartChoice(state) ? 'start' : state.turn.phase === 'hold' ? 'hold' : 'pad';
      if (!refused.ok) this.refuse(near, refusalText(refused.refusal));
      return null;
    }
    const dice = this.draft.at === state.entryCount ? this.draft.dice : [];
    if (dice.length >= capacity) {
      const full = diceWord(capacity);
      this.refuse('pad', msg(str`This roll has its ${full}: tap a die to remove it first.`));
      return null;
    }
    this.refusal = null;
    const next = [...dice, face];
    const draft: Draft = { at: state.entryCount, dice: next, waiting: false };
    if (next.length < capacity) {
      this.setDraft(draft);
      return null;
    }
    // The last die: its quick copy now, and the screen once the roll is drawn (submit).
    this.draft = this.copies.keep(this.gameId, draft, false);
    return this.submitRoll(state, next);
  }

  /** Takes die `index` off the roll being tapped in; false when there is no such die. */
  removeDie(index: number): boolean {
    const state = this.queued();
    if (!state) return false;
    const dice = this.draft.at === state.entryCount ? this.draft.dice : [];
    if (index < 0 || index >= dice.length) return false;
    this.refusal = null;
    this.setDraft({ at: state.entryCount, dice: dice.filter((_face, i) => i !== index), waiting: false });
    return true;
  }

  /** Sends the full roll waiting on the pad (its dice never left it): the next `rendered` writes it. */
  saveUnsentRoll(): void {
    const shown = this.shown();
    const roll = shown ? this.unsentRoll(shown) : null;
    if (!roll) return;
    this.failedRoll = null;
    this.refusal = null;
    this.setDraft({ at: this.draft.at, dice: roll.dice, waiting: false });
  }

  /**
   * The roll (or tie-break throw) is complete: write it. Its write removes the durable draft of its
   * dice in the same transaction (only a draft at its own position: dice tapped ahead for the next
   * throw stay), and the quick copy goes once that has committed.
   */
  private async submitRoll(state: GameState, dice: readonly Face[]): Promise<unknown> {
    const entry: Entry =
      state.phase === 'tie-break' ? { type: 'tie-throw', player: state.current, dice } : { type: 'roll', dice };
    const at = state.entryCount;
    const gameId = this.gameId;
    const clearDraft = (stored: unknown) => parseDraft(stored)?.at === at;
    // The dice go to the journal at once (well under a millisecond), beside the roll's write.
    const durable = this.copies.journal(gameId, { at, dice, waiting: false });
    const action = await this.submit([entry], 'pad', () => this.rollFailed(state, at, dice), { clearDraft }, durable);
    if (!action) {
      this.setDraft({ at, dice, waiting: true });
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
    const now = this.shown();
    if (!now || now.entryCount === at) {
      this.setDraft({ at, dice, waiting: true });
      this.failedRoll = { at, dice };
    } else if (sameRollToEnter(state, now) && this.capacity(now) === dice.length) {
      this.setDraft({ at: now.entryCount, dice, waiting: true });
      this.failedRoll = { at: now.entryCount, dice };
    } else {
      this.setDraft(NO_DRAFT);
      const name = isolatedName(state.players[state.current]?.name ?? '');
      const faces = dice.join(', ');
      const note =
        state.phase === 'tie-break'
          ? msg(str`${name}'s throw ${faces} was not saved: that turn moved on there.`)
          : msg(str`${name}'s roll ${faces} was not saved: that turn moved on there.`);
      this.refusal = {
        near: 'page',
        message: this.refusal?.near === 'page' ? `${this.refusal.message} ${note}` : note,
      };
      this.say(note);
    }
  }

  // ---------------------------------------------------------------- the hold and the turn's buttons

  /** The player chose which dice to hold; the summary is said. */
  setHeld(held: readonly boolean[]): void {
    this.heldByPlayer = true;
    this.held = held;
    this.refusal = null;
    const state = this.drawn();
    if (state) this.say(holdSummary(state, this.selectedDice(state)).spoken);
    this.changed();
  }

  /** The advice was switched: the next suggestion is taken again unless the player chooses. */
  suggestAgain(): void {
    this.heldByPlayer = false;
    this.changed();
  }

  /**
   * The hold entry for the selection, or null (with the reason shown next to `near`) when the
   * selection is not a legal hold. The page's own words name the dice that do not score.
   */
  private holdEntry(state: GameState, near: Near, dice: readonly Face[] = this.selectedDice(state)): Entry | null {
    if (!holdValue(state, dice).legal) {
      this.refuse(near, holdSummary(state, dice).text);
      return null;
    }
    return { type: 'hold', dice };
  }

  /** Enter: sets the selected dice aside; then Roll again (the pad) or Bank. Resolves when written. */
  async confirmHold(near: Near = 'hold'): Promise<unknown> {
    const state = this.queued();
    if (!state || state.phase !== 'turn' || state.turn.phase !== 'hold') return undefined;
    const hold = this.holdEntry(state, near);
    return (hold ? await this.submit([hold], near) : null)?.done;
  }

  /**
   * Roll again: in the hold step, the hold is written; otherwise nothing is written (the next roll
   * is the next entry) and the answer is 'pad': the page points the player at it.
   */
  async rollAgain(): Promise<'pad' | unknown> {
    const state = this.queued();
    if (!state || state.phase !== 'turn') return undefined;
    if (state.turn.phase === 'hold') return this.confirmHold('roll-again');
    if (this.totalMode) return undefined;
    const refused = applyEntry(state, { type: 'roll', dice: [] });
    if (!refused.ok && refused.refusal.code !== 'wrong-dice-count') {
      this.refuse('roll-again', refusalText(refused.refusal));
      return undefined;
    }
    // Said only when nothing is still being written: the standing is the stored game's.
    if (state.entryCount === this.shown()?.entryCount) this.say(standing(state));
    return 'pad';
  }

  /** Bank: in the hold step the hold (`bankDice`) and the bank go as one write. Resolves when written. */
  async bank(): Promise<unknown> {
    const state = this.queued();
    if (!state || state.phase !== 'turn' || this.totalMode) return undefined;
    const entries: Entry[] = [{ type: 'bank' }];
    if (state.turn.phase === 'hold') {
      const hold = this.holdEntry(state, 'bank', this.bankDice(state));
      if (!hold) return undefined;
      entries.unshift(hold);
    }
    return (await this.submit(entries, 'bank'))?.done;
  }

  /** The take-over choice: take over the last bank's points and dice, or start fresh (null). */
  async start(takeOver: Extract<Entry, { type: 'start' }>['takeOver']): Promise<unknown> {
    return (await this.submit([{ type: 'start', takeOver }], 'start'))?.done;
  }

  async challenge(opponent: number): Promise<unknown> {
    return (await this.submit([{ type: 'challenge', opponent }], 'challenge'))?.done;
  }

  /** A typed turn total; true once stored (the field is cleared then: a failed write leaves it typed). */
  async total(points: number, freeDice?: number): Promise<boolean> {
    const entry: Entry = freeDice === undefined ? { type: 'total', points } : { type: 'total', points, freeDice };
    const action = await this.submit([entry], 'total');
    return (await action?.done) ?? false;
  }

  async throwOff(entry: Entry): Promise<unknown> {
    return (await this.submit([entry], 'throw-off'))?.done;
  }

  toggleTotalMode(): void {
    this.totalMode = !this.totalMode;
    this.refusal = null;
    this.ports.prefs.write(totalModeKey(this.gameId), this.totalMode ? '1' : null);
    this.say(this.totalMode ? msg("Total mode: type the turn's points.") : msg('Dice mode: tap in each roll.'));
    this.changed();
  }

  /**
   * "Play again": a new game with the same players and rules, turned so that `start` says who
   * starts. Returns the new game's id once it is stored; null when it was not (`rematchProblem` says
   * why) or one is being made already (a second tap does not start a second game).
   */
  async rematch(start: RematchStart): Promise<string | null> {
    const state = this.shown();
    if (!state || this.rematchProblem === null) return null;
    this.rematchProblem = null;
    this.changed();
    try {
      const setup = rematchSetup(state, start);
      const ledger = await this.game.ledger();
      if (!ledger) return null;
      const outcome = await ledger.createGame(setup);
      if (!outcome.ok) {
        const why = ledgerRefusalText(outcome.refusal);
        this.rematchProblem = msg(str`The new game was not started: ${why}`);
        return null;
      }
      this.rematchProblem = '';
      const players = setup.players.map(isolatedName).join(', ');
      const first = isolatedName(setup.players[0] ?? '');
      this.say(msg(str`New game: ${players}. ${first} starts.`));
      return outcome.game.row.id;
    } catch (error) {
      const why = errorText(error, String(error));
      this.rematchProblem = msg(str`The new game was not started: ${why}`);
      return null;
    } finally {
      this.changed();
    }
  }

  // ---------------------------------------------------------------- undo and redo

  /**
   * Undo / Redo of the player's last tap, as the ledger recorded it (a hold written together with
   * its bank is one tap); the live region says which. An undone roll puts its dice back on the pad
   * (waiting, not sent again) and an undone hold comes back selected. Quick taps each count: they
   * run one after another.
   */
  revert(direction: 'undo' | 'redo'): Promise<void> {
    const seen = this.seen();
    const run: Promise<void> = (this.reverting ?? Promise.resolve()).then(() => this.revertOnce(direction, seen, run));
    this.reverting = run;
    this.changed();
    return run.finally(() => {
      if (this.reverting !== run) return;
      this.reverting = null;
      this.changed();
    });
  }

  private async revertOnce(direction: 'undo' | 'redo', seen: Seen, run: Promise<void>) {
    await this.writes;
    if (!this.game.game) return;
    // Settled in the session's settling: the undone tap and what it puts back, drawn in one render.
    const settled = (result: ActionResult) => {
      if (this.reverting === run) this.reverting = null;
      this.reverted(direction, result);
    };
    await (direction === 'undo' ? this.game.undo(seen, settled) : this.game.redo(seen, settled));
  }

  private reverted(direction: 'undo' | 'redo', result: ActionResult) {
    if (!result.ok) {
      if (result.code === 'stale' || result.code === 'no-such-game') this.refuse('page', result.message);
      else if (result.code !== 'storage') this.refuse(direction, result.message);
      return;
    }
    this.refusal = null;
    this.failedRoll = null;
    this.droppedAfterFailure = false;
    // The tap's entries lie between the two heads: the game with them in force and the one without.
    const [without, withTap] = direction === 'undo' ? [result.game, result.before] : [result.before, result.game];
    const tap = withTap.log.entries.slice(without.log.head, withTap.log.head);
    const state = this.shown();
    if (!state || tap.length === 0) return;
    const first = tap[0];
    if (direction === 'undo' && (first?.type === 'roll' || first?.type === 'tie-throw')) {
      this.setDraft({ at: state.entryCount, dice: first.dice, waiting: true });
    } else if (direction === 'undo' && first?.type === 'hold' && state.turn.lastRoll) {
      this.heldAt = state.entryCount;
      this.heldByPlayer = true; // the undone hold comes back as the player had it
      this.held = heldFlags(state.turn.lastRoll, first.dice);
    }
    this.say(`${revertSentence(direction, without.state, withTap.state, tap)} ${standing(state)}`);
  }
}
