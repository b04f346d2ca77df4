import { msg } from '@lit/localize';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BankOrRollAdvice, HoldAdvice, HoldChance, TakeOverAdvice, WinAdvice } from '../../advisor/index.js';
import type { Face } from '../../rules/index.js';
import { duelCovers, duelHash } from '../../advisor/duel-key.js';
import type { AdviceQuestion, DuelNotice } from '../../advisor/protocol.js';
import { situationOf, winPositionOf } from '../../advisor/situation.js';
import type { GameState } from '../../game/index.js';
import { thresholdFor } from '../../game/index.js';
import type { AdviceClient } from '../app/advice-client.js';

/** Where the advice switch is kept (the ledger's settings). */
export interface AdviceSettings {
  getSetting(key: 'adviceOff'): Promise<boolean | undefined>;
  setSetting(key: 'adviceOff', value: boolean): Promise<void>;
}

/** What the advisor says about the state on screen; each part undefined until its answer arrives. */
export interface Advice {
  readonly holds?: readonly HoldAdvice[];
  readonly bankOrRoll?: BankOrRollAdvice;
  readonly takeOver?: TakeOverAdvice;
  /**
   * The chance to win (the final round; before it, once the two-player table holds the scores), when the advisor knows it and the table plays to win: the holds above are then ranked
   * by it.
   */
  readonly win?: WinAdvice;
  /** Set when the advice for these rules is an estimate, with the reason. */
  readonly note: string | null;
}

/** The question the advisor should answer for a state, or null when there is nothing to advise. */
export function questionFor(state: GameState, goal: AdviceGoal = 'win'): AdviceQuestion | null {
  if (state.phase !== 'turn') return null;
  const turn = state.turn;
  const rules = state.rules;
  if (turn.phase === 'start' && state.takeOverOffer && !turn.startChosen) {
    return { kind: 'take-over', rules, offer: state.takeOverOffer, minimumToBank: thresholdFor(state) };
  }
  // The chance to win is asked for only when the table plays to win (it can take the worker a moment).
  const win = goal === 'win' ? (winPositionOf(state) ?? undefined) : undefined;
  if (turn.phase === 'hold' && turn.lastRoll) {
    return {
      kind: 'holds',
      rules,
      situation: situationOf(state),
      roll: turn.lastRoll,
      setAside: rules.variations.pyramiding ? turn.setAside : [],
      ...(win && { win }),
    };
  }
  if (turn.phase === 'decide')
    return { kind: 'bank-or-roll', rules, situation: situationOf(state), ...(win && { win }) };
  return null;
}

/** What the advice aims for: the points of this turn, or the chance to win the game where it is known. */
export type AdviceGoal = 'points' | 'win';

/** The holds ranked by the chance to win (then by expected points), the chance carried with the advice. */
export function playingToWin(advice: Advice, win: WinAdvice): Advice {
  const chances = new Map((win.holds ?? []).map((hold) => [hold.dice.join(), hold.chance]));
  const chance = (hold: HoldAdvice) => chances.get(hold.dice.join()) ?? 0;
  const holds = advice.holds && [...advice.holds].sort((a, b) => chance(b) - chance(a) || b.expected - a.expected);
  return { ...advice, ...(holds && { holds }), win };
}

/**
 * Playing to win, the hold Bank takes when the player chose none: the best chance of banking, and
 * of holds as good, the most points (where no bank can win, the points still count on the sheet).
 */
export function bankHoldToWin(advice: Advice | null): readonly Face[] | null {
  let best: HoldChance | null = null;
  for (const hold of advice?.win?.holds ?? []) {
    if (hold.bank === null) continue;
    if (best === null || hold.bank > (best.bank ?? -1) || (hold.bank === best.bank && hold.points > best.points))
      best = hold;
  }
  return best?.dice ?? null;
}

/** A state's question as a key ('' when there is nothing to ask). */
const keyOf = (question: AdviceQuestion | null): string => (question ? JSON.stringify(question) : '');

/** How many answers the page keeps: a turn's worth of states to go back to with Undo, and the six a last die may bring. */
const REMEMBERED_ANSWERS = 24;

/** What an `AdviceController` asks and follows. */
export interface AdviceControllerOptions {
  /** The advice worker; null where there is none. */
  readonly client: () => AdviceClient | null;
  /** The state the questions follow. */
  readonly state: () => GameState | undefined;
  /**
   * The state the page draws, when it is behind `state` while writes are out: an answer for a
   * state not drawn yet renders nothing now; the render that draws that state reads it. Default: `state`.
   */
  readonly drawn?: () => GameState | undefined;
  /**
   * The states the next tap may lead to (the last die of a roll, each face it can show): asked
   * about ahead, so the answer is known when the tap comes and is drawn with it; `after` says when
   * (the page: after the frame that shows the tap before, which the questions' copying to the
   * worker would hold up).
   */
  readonly ahead?: { readonly states: () => readonly GameState[]; readonly after: (ask: () => void) => void };
}

/**
 * Keeps a page's advice in step with the game on screen: on every update it asks the worker about
 * the current state (once per distinct question) and re-renders the host when the answer comes.
 * The page never waits: until the answer is there, `advice` has no part for it.
 */
export class AdviceController implements ReactiveController {
  advice: Advice = { note: null };
  /** The advisor is on unless the group switched it off (a setting of the app, kept by the ledger). */
  on = true;
  /** What the advice aims for (a setting of this device). */
  goal: AdviceGoal = 'win';
  private asked = '';
  /** How far the two-player table of the game's rules is solved while the worker solves it: a part of 1; null when it is not. */
  private solving: number | null = null;
  /** The lowest score sum the table holds, as last told. */
  private solvedFrom = Number.POSITIVE_INFINITY;
  private listening: { client: AdviceClient; stop: () => void } | null = null;

  private readonly client: AdviceControllerOptions['client'];
  private readonly state: AdviceControllerOptions['state'];
  private readonly drawn: NonNullable<AdviceControllerOptions['drawn']>;
  private readonly ahead: AdviceControllerOptions['ahead'];

  constructor(
    private readonly host: ReactiveControllerHost,
    options: AdviceControllerOptions,
  ) {
    this.client = options.client;
    this.state = options.state;
    this.drawn = options.drawn ?? options.state;
    this.ahead = options.ahead;
    host.addController(this);
  }

  /**
   * What the advisor says about `state`, the one on screen, which is a step behind the state the
   * questions follow while a write is out (a bank being stored): the answer to its question when
   * one came lately, else nothing yet. Null while the advisor is off.
   */
  adviceFor(state: GameState): Advice | null {
    if (!this.on) return null;
    const key = keyOf(questionFor(state, this.goal));
    if (key === this.asked) return this.advice;
    const known = this.answers.get(key);
    return known ?? { note: this.advice.note };
  }

  /** The last answers, by question, oldest first. */
  private readonly answers = new Map<string, Advice>();

  private remember(key: string, advice: Advice): void {
    this.answers.delete(key);
    this.answers.set(key, advice);
    for (const old of this.answers.keys()) {
      if (this.answers.size <= REMEMBERED_ANSWERS) break;
      this.answers.delete(old);
    }
  }

  /** Reads the switch from the settings; one that cannot be read leaves advice on. */
  async load(settings: Promise<AdviceSettings> | undefined): Promise<void> {
    try {
      const off = await (await settings)?.getSetting('adviceOff');
      this.on = !off;
      this.host.requestUpdate();
    } catch {
      // Nothing else depends on it.
    }
  }

  /**
   * Solves the game's rules as soon as the game is on screen (the worker started with it), so the
   * advice is there when the last die of the first roll goes in, not a solve later. Once per rule
   * set and minimum to bank; the worker answers what it has already solved at once.
   */
  private prepare(state: GameState, client: AdviceClient): void {
    // The two-player table is wanted only where a chance before the final round can be given (so
    // again when a game's turns begin after its throw-off, or go on after an Undo of its end).
    const toWin = this.goal === 'win' && state.players.length >= 2 && state.phase === 'turn';
    if (state.rules === this.preparedRules && toWin === this.preparedToWin) return;
    this.preparedRules = state.rules;
    this.preparedToWin = toWin;
    const minimumToBank = situationOf(state).minimumToBank ?? state.rules.turn.laterMinimum;
    const key = `${minimumToBank} ${String(toWin)} ${JSON.stringify(state.rules)}`;
    if (key === this.prepared) return;
    this.prepared = key;
    this.solvedFrom = Number.POSITIVE_INFINITY;
    this.solving = null;
    void client.ask({ kind: 'prepare', rules: state.rules, minimumToBank, toWin }).catch(() => undefined);
  }

  /**
   * The worker telling how far the game's two-player table is solved: the progress is shown, and
   * advice given without the chance to win is asked again once the table holds the scores on the
   * table (the end of the game comes first).
   */
  private readonly heard = (notice: DuelNotice): void => {
    const state = this.state();
    // Another game's table, or this game's while it does not play to win (a solo game of the same rules).
    if (!state || !this.preparedToWin || notice.hash !== duelHash(state.rules)) return;
    const shown = this.solvingPercent;
    this.solving = notice.from > 0 && !notice.stopped ? notice.part : null;
    let update = shown !== this.solvingPercent;
    const scores = winPositionOf(state)?.scores;
    const nowHeld =
      scores && !this.advice.win && !duelCovers({ from: this.solvedFrom }, scores) && duelCovers(notice, scores);
    if (nowHeld || (notice.from === 0 && this.solvedFrom > 0)) {
      // Every answer kept without the chance (for an Undo too) is asked again when it is needed.
      for (const [key, advice] of this.answers) if (!advice.win) this.answers.delete(key);
      if (!this.advice.win) this.asked = '';
      // The states ahead are asked about again (a question still out is answered with the table:
      // the worker answers in order, after this notice).
      this.askedAhead = { states: [], goal: this.goal };
      update = true;
    }
    this.solvedFrom = notice.from;
    if (update) this.host.requestUpdate();
  };

  /** The worker failed (and was stopped): the next one is asked to prepare again, from nothing. */
  private readonly failed = (): void => {
    this.prepared = '';
    this.preparedRules = null;
    this.preparedToWin = false;
    this.solving = null;
    this.solvedFrom = Number.POSITIVE_INFINITY;
    this.host.requestUpdate();
  };

  /**
   * How far the game's two-player table is worked out, in whole percents, while it is and the advice
   * would use it (on, playing to win, before the final round); null otherwise.
   */
  get solvingPercent(): number | null {
    if (!this.on || this.goal !== 'win' || this.solving === null || this.state()?.finalRound) return null;
    return Math.floor(this.solving * 100);
  }

  private preparedRules: GameState['rules'] | null = null;
  private preparedToWin = false;
  private prepared = '';

  /** Flips the switch and keeps it; returns the sentence that says so. */
  toggle(settings: Promise<AdviceSettings> | undefined): string {
    this.on = !this.on;
    this.host.requestUpdate();
    void (async () => (await settings)?.setSetting('adviceOff', !this.on))().catch(() => {
      // The switch still works for this visit; it is only not remembered.
    });
    return this.on
      ? msg('Advice on: the best hold is pre-selected.')
      : msg('Advice off: the hold worth the most points is pre-selected.');
  }

  hostDisconnected(): void {
    this.listening?.stop();
    this.listening = null;
  }

  hostUpdate(): void {
    const state = this.state();
    const client = this.on ? this.client() : null;
    if (client && this.listening?.client !== client) {
      this.listening?.stop();
      this.listening = { client, stop: client.listen(this.heard, this.failed) };
    }
    if (state && client) this.prepare(state, client);
    const question = state && client ? questionFor(state, this.goal) : null;
    const key = keyOf(question);
    if (key !== this.asked) {
      this.asked = key;
      // A question answered lately is answered again at once: an Undo goes back to a state seen a
      // moment ago, and the screen may still show the state before a write that is out.
      const known = this.answers.get(key);
      this.advice = known ?? { note: this.advice.note };
      if (question && client) this.request(key, question, client);
    }
    if (client) this.askAhead(client);
  }

  /** Asks about the states the next tap may lead to, once per list of them. */
  private askAhead(client: AdviceClient): void {
    if (!this.ahead) return;
    const states = this.ahead.states();
    if (states === this.askedAhead.states && this.goal === this.askedAhead.goal) return;
    const asked = (this.askedAhead = { states, goal: this.goal });
    if (states.length === 0) return;
    this.ahead.after(() => {
      // Only while they are still ahead: the tap may have come meanwhile (it asks for itself).
      if (this.askedAhead !== asked) return;
      for (const state of states) {
        const question = questionFor(state, asked.goal);
        if (question) this.request(keyOf(question), question, client);
      }
    });
  }

  private askedAhead: { states: readonly GameState[]; goal: AdviceGoal } = { states: [], goal: 'win' };
  /** The questions out to the worker, by key (each ask its own token): a question is never asked twice at once. */
  private readonly asking = new Map<string, object>();

  /** Asks the worker unless the answer is known or on its way; shows it if its state is on screen by then. */
  private request(key: string, question: AdviceQuestion, client: AdviceClient): void {
    if (this.answers.has(key) || this.asking.has(key)) return;
    const ask = {};
    this.asking.set(key, ask);
    void client.ask(question).then((result) => {
      if (this.asking.get(key) === ask) this.asking.delete(key);
      if (!result.ok) return;
      const answer = result.answer;
      const note = result.note;
      let advice: Advice | null = null;
      if (answer.kind === 'holds') advice = { holds: answer.holds, note };
      else if (answer.kind === 'bank-or-roll') advice = { bankOrRoll: answer.advice, note };
      else if (answer.kind === 'take-over') advice = { takeOver: answer.advice, note };
      if (!advice) return;
      // The chance comes only when it was asked for (playing to win): the holds are ranked by it.
      const win = (answer.kind === 'holds' || answer.kind === 'bank-or-roll') && answer.win;
      if (win) advice = playingToWin(advice, win);
      this.remember(key, advice);
      // An answer that comes after the game moved on (or before it gets there) is kept, not shown.
      if (this.asked !== key) return;
      this.advice = advice;
      const drawn = this.drawn();
      if (drawn && keyOf(questionFor(drawn, this.goal)) !== key) return;
      this.host.requestUpdate();
    });
  }
}
