import { msg } from '@lit/localize';
import type { WriteOptions } from '../../../db/index.js';
import {
  activeEntries,
  applyEntry,
  heldFlags,
  holdValue,
  tableMoment,
  padCapacity,
  sameData,
} from '../../../game/index.js';
import type { Entry, GameLog, GameState, RematchStart, TableMoment } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import type { ActionResult, GameSession } from '../../session/game-session.js';
import { NO_DRAFT } from './draft.js';
import type { Draft, QuickDraftStore } from './draft.js';
import { TappedDice } from './tapped-dice.js';
import { HoldChoice } from './hold-choice.js';
import type { HoldSuggestions } from './hold-choice.js';
import { REMATCH_START_KEY, startRematch } from './rematch.js';
import { OtherTabWatch } from './other-tab.js';
import { TapReverts } from './tap-reverts.js';
import { PendingTaps } from './pending-taps.js';
import type { Near, PendingAction } from './pending-taps.js';
import { resultSentence, standing } from '../../text/live-text.js';
import { holdSummary } from '../../text/status-text.js';
import { revertSentence } from '../../text/undo-text.js';
import { showsAdvice } from './play-view.js';
import type { PlayInput, ShownRefusal } from './play-view.js';
import type { Advice } from '../../controllers/advice-controller.js';
import { refusalText } from '../../text/refusal-text.js';

const entriesInForce = new WeakMap<GameLog, readonly Entry[]>(); // a stored log's, worked out once

/** Added to a failure's message when taps queued behind it were dropped. */
export const droppedNote = (): string => msg('What you did after it was not saved either.');

const totalModeKey = (gameId: string) => `zs-total-mode:${gameId}`;

/** What a play session needs from the app around it. */
export interface PlayPorts extends HoldSuggestions {
  /** The quick copy of the dice being tapped in (localStorage in the app). */
  readonly quickDraft: QuickDraftStore;
  /** Choices remembered on this device (total mode, per game). */
  readonly prefs: { read(key: string): string | null; write(key: string, value: string | null): void };
  /** Says a sentence in the page's live region. */
  announce(message: string): void;
  /** A moment the table should feel (a buzz, a sound), once it is stored. */
  moment(moment: TableMoment): void;
  /** Calls `then` once what is on screen now has been painted and seen for `ms`. */
  afterPaint(ms: number, then: () => void): void;
  /** Wall-clock milliseconds, to tell the newer of two copies of a draft. */
  now(): number;
}

/**
 * What a turn's input is, without the DOM: the dice being tapped in (`dice`, a TappedDice), the
 * hold selected (`hold`), the writes on their way to the ledger through the game session's one
 * queue, refusals, undo and redo by tap (TapReverts), and what another tab did (OtherTabWatch).
 * The page renders `input()` through playView and hands it the player's taps; `changed` is called
 * whenever something shown may have changed.
 *
 * Two games are kept apart: the game as stored (`shown`) is all the screen shows as done; the game
 * with the actions still queued applied (`queued`) is what a new tap is checked against, so quick
 * taps mean what the player meant and are written in order behind the ones still out.
 */
export class PlaySession {
  /** The dice selected to hold from the last roll. */
  readonly hold: HoldChoice;
  refusal: ShownRefusal | null = null;
  totalMode = false;
  /** Actions queued behind a failed write were dropped: the message about the failure says so. */
  droppedAfterFailure = false;
  /** Why "Play again" failed ('' when it did not; null while the new game is being made). */
  rematchProblem: string | null = '';

  /** The dice being tapped in, on the pad. */
  readonly dice: TappedDice;
  /** The game followed. */
  gameId = '';
  /** The actions on their way to the ledger. */
  readonly pending = new PendingTaps();
  /** The game `drawn()` last worked out, and the equal one it handed out instead, drawn already. */
  private drawnFrom: { state: GameState | null; kept: GameState | null } = { state: null, kept: null };
  /** Undo and Redo, queued with the writes. */
  private readonly reverts: TapReverts;
  private readonly otherTab: OtherTabWatch;

  constructor(
    readonly game: GameSession,
    private readonly ports: PlayPorts,
    readonly changed: () => void,
  ) {
    this.otherTab = new OtherTabWatch(game, ports.afterPaint);
    this.reverts = new TapReverts(game, changed, (direction, result) => this.reverted(direction, result));
    this.hold = new HoldChoice(ports);
    this.dice = new TappedDice(this, ports.quickDraft, () => game.ledger(), ports.now);
  }

  /** Starts on game `id`: its draft, its total mode; nothing of the game before stays. */
  follow(id: string): void {
    this.gameId = id;
    this.pending.clear();
    this.refusal = null;
    this.hold.follow();
    this.droppedAfterFailure = false;
    this.totalMode = this.ports.prefs.read(totalModeKey(id)) === '1';
    this.otherTab.follow();
    this.dice.follow(id);
  }

  /**
   * Before each render: says what another tab's change did here, drops dice tapped in for a roll
   * that is no longer to enter, and pre-selects the hold of a new roll (or the advice that came
   * later, unless the player has chosen).
   */
  sync(): void {
    const state = this.queued();
    if (!state) return;
    const { changed: otherTab, before: shownBefore, note } = this.otherTab.beforeRender();
    const notes: string[] = note ? [note] : [];
    const cleared = this.dice.sync(state, otherTab, shownBefore, this.storedEntries(), notes.length > 0);
    if (cleared) notes.push(cleared);
    if (notes.length > 0)
      this.refuse('page', [...(this.refusal?.near === 'page' ? [this.refusal.message] : []), ...notes].join(' '));
    this.hold.sync(state);
  }

  /**
   * After each render: a complete roll that was never sent (the page reloaded while it was being
   * written) goes now, and another tab's change counts as seen once it has been on screen a while.
   * Returns the roll's write when one went (the page keeps the keyboard's place after it).
   */
  rendered(): Promise<unknown> | null {
    this.otherTab.rendered();
    const state = this.queued();
    const draft = this.draft;
    if (!state || this.reverts.running || this.pending.size > 0 || draft.waiting || draft.at !== state.entryCount)
      return null;
    if (draft.dice.length > 0 && draft.dice.length === padCapacity(state, this.totalMode))
      return this.dice.submitRoll(state, draft.dice);
    return null;
  }

  // ---------------------------------------------------------------- state

  /** The dice tapped in so far, and the roll they are for. */
  get draft(): Draft {
    return this.dice.draft;
  }

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

  /** The games the next die can lead to when it is the last of the roll (see TappedDice). */
  rollsAhead(): readonly GameState[] {
    return this.dice.rollsAhead();
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
    return this.hold.selected(state);
  }

  /** Whether something is still being written or undone (the pad's unsent-roll offer waits for it). */
  get busy(): boolean {
    return this.pending.size > 0 || this.reverts.running !== null;
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
      state,
      entries: this.storedEntries(),
      canRedo: log ? log.head < log.entries.length : false,
      totalMode: this.totalMode,
      held: this.hold.held,
      bankDice:
        state.phase === 'turn' && state.turn.phase === 'hold' && !this.totalMode ? this.hold.bankDice(state) : [],
      tapped: this.draft.dice.length,
      pad: this.dice.padView(state),
      unsent: this.dice.unsentRoll(state),
      refusal: this.refusal,
      advice: showsAdvice(state) ? advice(state) : null,
      rematchProblem: this.rematchProblem,
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
  async submit(
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
    const seen = decision ? this.otherTab.seen() : undefined;
    if (this.reverts.running) await this.reverts.running.catch(() => undefined);
    const before = this.queued();
    if (!before) return null;
    const checked = PendingTaps.check(before, entries);
    if (!checked.ok) {
      this.refuse(near, checked.message);
      return null;
    }
    this.refusal = null;
    this.droppedAfterFailure = false;
    this.dice.failedRoll = null;
    let finish: (stored: boolean) => void = () => undefined;
    const done = new Promise<boolean>((resolve) => (finish = resolve));
    const action: PendingAction = { entries, at: before.entryCount, near, onFailure, done, finish, durable: false };
    this.pending.add(action, checked.steps);
    // The session hands the result over before it says it changed: one render for the write and what it settles here.
    const written = this.game.actAll(entries, options, seen, (result) => this.written(action, result));
    this.reverts.wrote(written);
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
        this.dice.set(NO_DRAFT);
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

  /** Says `message` in the live region. */
  private say(message: string): void {
    this.ports.announce(message);
  }

  clearRefusal(): void {
    this.refusal = null;
  }

  notePage(note: string): void {
    this.refusal = { near: 'page', message: this.refusal?.near === 'page' ? `${this.refusal.message} ${note}` : note };
    this.say(note);
  }

  refuse(near: Near, message: string): void {
    this.refusal = { near, message };
    this.say(message);
    this.changed();
  }

  // ---------------------------------------------------------------- the hold and the turn's buttons

  /** The player chose which dice to hold; the summary is said. */
  setHeld(held: readonly boolean[]): void {
    this.hold.choose(held);
    this.refusal = null;
    const state = this.drawn();
    if (state) this.say(holdSummary(state, this.selectedDice(state)).spoken);
    this.changed();
  }

  /** The advice was switched: the next suggestion is taken again unless the player chooses. */
  suggestAgain(): void {
    this.hold.suggestAgain();
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
      const hold = this.holdEntry(state, 'bank', this.hold.bankDice(state));
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
    const ledger = this.game.ledger();
    if (!state || !ledger || this.rematchProblem === null) return null;
    this.rematchProblem = null;
    this.ports.prefs.write(REMATCH_START_KEY, start);
    this.changed();
    const outcome = await startRematch(ledger, state, start);
    this.rematchProblem = outcome.ok ? '' : outcome.problem;
    if (outcome.ok) this.say(outcome.said);
    this.changed();
    return outcome.ok ? outcome.id : null;
  }

  // ---------------------------------------------------------------- undo and redo

  /**
   * Undo / Redo of the player's last tap, as the ledger recorded it (a hold written together with
   * its bank is one tap); the live region says which. An undone roll puts its dice back on the pad
   * (waiting, not sent again) and an undone hold comes back selected. Quick taps each count: they
   * run one after another.
   */
  revert(direction: 'undo' | 'redo'): Promise<void> {
    return this.reverts.run(direction, this.otherTab.seen());
  }

  private reverted(direction: 'undo' | 'redo', result: ActionResult) {
    if (!result.ok) {
      if (result.code === 'stale' || result.code === 'no-such-game') this.refuse('page', result.message);
      else if (result.code !== 'storage') this.refuse(direction, result.message);
      return;
    }
    this.refusal = null;
    this.dice.failedRoll = null;
    this.droppedAfterFailure = false;
    // The tap's entries lie between the two heads: the game with them in force and the one without.
    const [without, withTap] = direction === 'undo' ? [result.game, result.before] : [result.before, result.game];
    const tap = withTap.log.entries.slice(without.log.head, withTap.log.head);
    const state = this.shown();
    if (!state || tap.length === 0) return;
    const first = tap[0];
    if (direction === 'undo' && (first?.type === 'roll' || first?.type === 'tie-throw')) {
      this.dice.set({ at: state.entryCount, dice: first.dice, waiting: true });
    } else if (direction === 'undo' && first?.type === 'hold' && state.turn.lastRoll) {
      // The undone hold comes back as the player had it.
      this.hold.restore(state, heldFlags(state.turn.lastRoll, first.dice));
    }
    this.say(`${revertSentence(direction, without.state, withTap.state, tap)} ${standing(state)}`);
  }
}
