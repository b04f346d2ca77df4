import { msg, str } from '@lit/localize';
import type { LoadedGame } from '../../../db/index.js';
import { changesTheEnd, correctTurnTotal } from '../../../game/index.js';
import { turnTitleOf } from '../../../export/sheet.js';
import type { GameSession, Seen } from '../../session/game-session.js';
import { correctedSentence, correctionChanges, correctionUndoneSentence } from '../../text/correction-text.js';
import { refusalText } from '../../text/refusal-text.js';
import { turnLabel, turnTitleWords } from '../../text/sheet-text.js';

const correctionNotUndone = (why: string) => msg(str`The correction was not undone: ${why}`);

/** What a correction session needs from the page around it. */
export interface CorrectionPorts {
  /** Says a sentence in the page's live region. */
  announce(message: string): void;
  /** Settles once what changed is on screen (the page's `updateComplete`). */
  drawn(): Promise<unknown>;
  /** Focus goes back to the turn a correction was about, once the page is drawn. */
  focusTurn(turnIndex: number): void;
}

/** The last correction stored from this page: the game before and after it, for its undo. */
export interface LastCorrection {
  readonly turnIndex: number;
  /** The turn's result as it stood before ("600", "Zilch"), for the sentence of the undo. */
  readonly was: string;
  readonly before: LoadedGame;
  readonly after: LoadedGame;
}

/** What the correction dialog shows: the turn it is about, or closed. */
export interface CorrectionDialog {
  readonly open: boolean;
  /** "Turn 7, Ben, round 3". */
  readonly heading: string;
  /** The turn's result as it stands: "600", "Zilch", "Zilch −600". */
  readonly was: string;
  /** The points the field starts with. */
  readonly points: number;
}

const CLOSED: CorrectionDialog = { open: false, heading: '', was: '', points: 0 };

/**
 * The score sheet's corrections of past turns, without the DOM: which turn is being corrected,
 * the rules' refusal of the points typed, what a correction changes beyond its turn (waiting for
 * the players to confirm), the correction stored through the game session's one queue and said,
 * and its undo while the game is as it left it. The page hands it the dialog's events and renders
 * from it; `changed` is called whenever something shown may have changed.
 */
export class CorrectionSession {
  /** The turn whose correction dialog is open, or null. */
  correcting: number | null = null;
  /** Why the points were not stored (the rules' refusal, a stale tab, a storage failure). */
  error = '';
  /** True while a correction is being stored. */
  busy = false;
  /** "Turn 7 corrected: Ben 650", shown after a correction or its undo. */
  corrected = '';
  /** What the correction being confirmed changes beyond its turn; empty while the points are typed. */
  changes: readonly string[] = [];
  /** The last correction stored, offered to undo while the game is as it left it (`undoOffered`). */
  last: LastCorrection | null = null;
  /** True while the last correction is being undone. */
  undoing = false;

  /** The correction waiting for the players' confirmation, with what they had seen of other tabs then. */
  private pending: { index: number; points: number; seen: Seen } | null = null;

  constructor(
    readonly game: GameSession,
    private readonly ports: CorrectionPorts,
    private readonly changed: () => void,
  ) {}

  /** Another game is shown: nothing said about the one before stays. */
  reset(): void {
    this.correcting = null;
    this.corrected = '';
    this.changes = [];
    this.pending = null;
    this.last = null;
    this.changed();
  }

  /** The dialog for the turn the player picked on the sheet. */
  pick(turnIndex: number): void {
    this.error = '';
    this.corrected = '';
    this.correcting = turnIndex;
    this.changed();
  }

  /** What the dialog shows, on the game as stored. */
  dialog(): CorrectionDialog {
    const state = this.game.game?.state;
    const turn = this.correcting === null ? undefined : state?.turns[this.correcting];
    if (!state || !turn) return CLOSED;
    return {
      open: true,
      heading: turnTitleWords(turnTitleOf(state, turn.index)),
      was: turnLabel(turn),
      points: turn.outcome === 'bank' ? turn.points : 0,
    };
  }

  /** Whether "Undo the correction" is offered: the game is still as the last correction left it. */
  get undoOffered(): boolean {
    const last = this.last;
    const game = this.game.game;
    return !!last && !!game && last.after.row.id === game.row.id && last.after.row.seq === game.row.seq;
  }

  /**
   * The points typed for the turn: checked on the game as shown. A correction that changes the end
   * of the game (the winner, turns dropped) is shown and waits for the players to confirm it.
   */
  async type(points: number): Promise<void> {
    const index = this.correcting;
    if (index === null) return;
    // Cleared on screen first, so the same refusal for points typed again is shown again.
    this.error = '';
    this.changed();
    await this.ports.drawn();
    // The game as on screen after the wait: another tab's change drawn meanwhile is the one checked (and seen).
    const game = this.game.game;
    if (this.correcting !== index || !game) return; // closed meanwhile
    const preview = correctTurnTotal(game.log, index, points);
    if (!preview.ok) {
      this.error = refusalText(preview.refusal);
      this.changed();
      return;
    }
    const seen = { otherTabChanges: this.game.otherTabChanges };
    if (changesTheEnd(preview.value.effects)) {
      this.pending = { index, points, seen };
      this.changes = correctionChanges(preview.value.state, preview.value.effects);
      this.changed();
      return;
    }
    await this.store(index, points, seen);
  }

  /** The players confirmed what the correction changes: it is stored. */
  async confirm(): Promise<void> {
    const pending = this.pending;
    if (!pending) return;
    await this.store(pending.index, pending.points, pending.seen);
  }

  /** Back from the changes to the points as typed. */
  back(): void {
    this.pending = null;
    this.changes = [];
    this.changed();
  }

  /** Closes the dialog without a correction; focus goes back to its turn. */
  close(): void {
    const index = this.correcting;
    this.correcting = null;
    this.error = '';
    this.pending = null;
    this.changes = [];
    this.changed();
    // Back to the turn the dialog was about, so a keyboard player carries on where they were.
    if (index !== null) this.ports.focusTurn(index);
  }

  private async store(index: number, points: number, seen: Seen): Promise<void> {
    this.busy = true;
    this.changed();
    const result = await this.game.correctTurnTotal(index, points, seen);
    this.busy = false;
    const changes = this.changes;
    this.pending = null;
    this.changes = [];
    if (!result.ok) {
      // Back to the points as typed, with why they were not stored.
      this.error = result.message;
      this.changed();
      return;
    }
    const turn = result.before.state.turns[index];
    const said = correctedSentence(result.before.state, index, points);
    const sentence = changes.length > 0 ? [`${said}.`, ...changes].join(' ') : said;
    this.corrected = sentence;
    this.last = { turnIndex: index, was: turn ? turnLabel(turn) : '', before: result.before, after: result.game };
    this.ports.announce(sentence);
    this.close();
  }

  /** Puts the game back as it was before the last correction, redo stack and all. */
  async undo(): Promise<void> {
    const last = this.last;
    if (!last || this.undoing) return;
    this.undoing = true;
    this.changed();
    const result = await this.game.undoCorrection(last.after, last.before);
    this.undoing = false;
    this.last = null;
    const sentence = result.ok
      ? correctionUndoneSentence(last.turnIndex, last.was)
      : correctionNotUndone(result.message);
    this.corrected = sentence;
    this.ports.announce(sentence);
    this.changed();
    // The button is gone: focus goes to the turn the correction was about.
    this.ports.focusTurn(last.turnIndex);
  }
}
