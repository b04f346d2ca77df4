import { consume } from '@lit/context';
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { readLocalDraft, writeLocalDraft } from '../../../db/index.js';
import {
  bestPointsHold,
  challengeOffer,
  diceAfterHold,
  justEndedTurn,
  needsStartChoice,
  rematchSetup,
  standings,
} from '../../../game/index.js';
import type { GameState, RematchStart } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import type {
  TurnAction,
  ZsChallengeDetail,
  ZsRematchDetail,
  ZsDieRemoveDetail,
  ZsEntryDetail,
  ZsFaceDetail,
  ZsHoldChangeDetail,
  ZsPlaySwitchDetail,
  ZsStartChoiceDetail,
  ZsTotalDetail,
  ZsTurnActionDetail,
} from '../../app/events.js';
import { backUpWhatIsLeftNow } from '../../app/backup-action.js';
import { devicePrefs } from '../../app/device-prefs.js';
import type { ActionReport } from '../../app/export-actions.js';
import { setTableSetting, TableFeedback, tableSetting, tableSupport } from '../../app/table-feedback.js';
import { afterNextPaint, lastInputWasTouch, nextTask } from '../../app/last-input.js';
import { navigate, routeHash } from '../../app/router.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, cards, notices } from '../../app/theme.js';
import { AdviceController, bankHoldToWin } from '../../controllers/advice-controller.js';
import { GameController } from '../../controllers/game-controller.js';
import { LaterPart } from '../../controllers/later-part.js';
import { WakeLockController } from '../../controllers/wake-lock-controller.js';
import { advisedAction, decisionLine, holdLine, holdStepLine, startLine } from '../../text/advice-text.js';
import { diceWord, formatPoints } from '../../text/format.js';
import { challengeLabel, holdSummary, needLine, turnBanners } from '../../text/play-text.js';
import { isolatedName } from '../../text/names.js';
import { ledgerRefusalText } from '../../text/refusal-text.js';
import { errorText } from '../../text/storage-text.js';
import { PlayKeysController } from './play-keys.js';
import { droppedNote, PlaySession } from './play-session.js';
import type { Near } from './play-session.js';
import type { ZsHoldCard } from './zs-hold-card.js';
import type { ZsPadCard } from './zs-pad-card.js';
import { playPageStyles } from './zs-play-page.styles.js';
import type { ZsTotalEntry } from './zs-total-entry.js';
import type { ActionRefusal, ZsTurnActions } from './zs-turn-actions.js';
import '../../components/zs-backup-now.js';
import '../../components/zs-banner.js';
import './zs-challenge-picker.js';
import './zs-damaged-play.js';
import './zs-game-not-here.js';
import { loadingGame } from './zs-ended-turn.js';
import { keepResumeShell } from './resume-shell.js';
import './zs-game-over.js';
import './zs-hold-card.js';
import './zs-pad-card.js';
import { switchLabel } from './zs-play-toolbar.js';
import './zs-rules-sheet.js';
import './zs-take-over.js';
import './zs-throw-off.js';
import './zs-tie-break.js';
import './zs-total-entry.js';
import './zs-turn-actions.js';
import './zs-turn-status.js';

const REMATCH_START_KEY = 'zs-rematch-start';
/** What the advice aims for on this device: 'points' or (unless told) 'win'. */
const ADVICE_GOAL_KEY = 'zs-advice-goal';
const rematchStart = (): RematchStart => (devicePrefs.read(REMATCH_START_KEY) === 'last-place' ? 'last-place' : 'next');

/**
 * The play screen: who is up, the dice pad, the hold, Bank and Roll again, and every banner of the
 * turn. It is wiring: the turn's input and the writes live in a `PlaySession`
 * (docs/architecture.md, "The play screen"), the pieces on screen are view components.
 */
@localized()
@customElement('zs-play-page')
export class ZsPlayPage extends LitElement {
  static override styles = [basics, buttons, cards, notices, playPageStyles];

  /** The id of the game shown (route `#/game/:id`). */
  @property({ attribute: false }) gameId = '';

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  /** The position of the roll the pad last appeared for (-1: none), so it is revealed once per roll. */
  private padShownAt = -1;

  /** Why "Play again" failed ('' when it did not; null while the new game is being made). */
  @state() private rematchProblem: string | null = '';

  /** The "storage full" message's one-tap backup: under way, and what it last did. */
  @state() private backupNow: { readonly busy: boolean; readonly report: ActionReport | null } = {
    busy: false,
    report: null,
  };

  @query('zs-pad-card') private pad?: ZsPadCard;
  @query('zs-hold-card') private holdCard?: ZsHoldCard;
  @query('zs-turn-actions') private actionBar?: ZsTurnActions;
  @query('zs-total-entry') private totalEntry?: ZsTotalEntry;

  private readonly feedback = new TableFeedback();
  /** The screen stays on while a game is open (a setting of this device). */
  private readonly wakeLock = new WakeLockController(this, () => tableSetting('screen'));

  private readonly session = new GameController(
    this,
    () => this.services,
    () => this.gameId,
  ).session;
  private readonly play: PlaySession = new PlaySession(
    this.session,
    {
      quickDraft: { read: readLocalDraft, write: writeLocalDraft },
      prefs: devicePrefs,
      announce: (message) => message && this.services?.announce(message),
      moment: (moment) => this.feedback.play(moment),
      suggestHold: (state): readonly Face[] => this.adviser.adviceFor(state)?.holds?.[0]?.dice ?? bestPointsHold(state),
      bankHold: (state) => bankHoldToWin(this.adviser.adviceFor(state)),
      afterPaint: (ms, then) => requestAnimationFrame(() => setTimeout(then, ms)),
      now: () => Date.now(),
    },
    () => this.requestUpdate(),
  );
  /** Asks the advice worker about the state on screen; the page never waits for it. */
  private readonly adviser: AdviceController = new AdviceController(this, {
    client: () => this.services?.advice() ?? null,
    state: () => this.play.queued() ?? undefined,
    drawn: () => this.play.drawn() ?? undefined,
    ahead: { states: () => this.play.rollsAhead(), after: (ask) => void afterNextPaint().then(ask) },
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.adviser.goal = devicePrefs.read(ADVICE_GOAL_KEY) === 'points' ? 'points' : 'win';
  }
  private readonly keys = new PlayKeysController(this, {
    active: () => {
      const state = this.play.queued();
      return state !== null && state.phase !== 'throw-off';
    },
    face: (face) => this.addFace(face),
    removeLast: () => this.removeDie(this.play.draft.dice.length - 1),
    confirmHold: () => {
      const state = this.play.queued();
      if (state?.phase !== 'turn' || state.turn.phase !== 'hold') return false;
      void this.keepFocus(this.play.confirmHold());
      return true;
    },
    bank: () => void this.runAction('bank'),
    rollAgain: () => void this.runAction('roll-again'),
    undo: () => void this.runAction('undo'),
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('gameId')) this.play.follow(this.gameId);
    if (changed.has('services') && this.services) {
      void this.adviser.load(this.services.ledger());
      if (!changed.has('gameId')) void this.play.restoreDurableDraft();
    }
    this.play.sync();
  }

  /**
   * The page's first drawing of a game comes in two tasks: the first column (the turn's status,
   * under the banner the static shell painted), then the second (the pad or the hold, the
   * switches, the actions). In one task it was the start-up's longest. The second column comes
   * below the first, or beside it, so nothing already drawn moves. `updateComplete` waits for both.
   */
  private readonly secondColumn = new LaterPart(this, nextTask);

  protected override getUpdateComplete(): Promise<boolean> {
    return this.secondColumn.settle(super.getUpdateComplete(), () => super.getUpdateComplete());
  }

  protected override updated(): void {
    if (this.play.drawn()) this.secondColumn.ask();
    const roll = this.play.rendered();
    if (roll) void this.keepFocus(roll);
    // Once per roll to tap in, when the pad comes for it (not again when a die is taken back off).
    const drawn = this.play.drawn();
    const padAt = drawn && this.pad && !this.pad.parked && this.play.capacity(drawn) > 0 ? drawn.entryCount : -1;
    if (padAt >= 0 && padAt !== this.padShownAt && this.play.draft.dice.length === 0) void this.revealPad();
    this.padShownAt = padAt;
    // The next visit opens on no banner when there is none (zs-ended-turn keeps one it draws).
    const shown = this.play.shown();
    if (shown && !justEndedTurn(shown)) keepResumeShell(this.gameId, null);
  }

  // ---------------------------------------------------------------- the player's taps

  private addFace(face: Face) {
    const roll = this.play.addFace(face);
    if (!roll) return;
    // The holds are drawn while the roll is written: the keyboard goes to them at once, and back
    // to the pad if the write fails.
    void this.keepFocus();
    void this.keepFocus(roll);
  }

  private removeDie(index: number) {
    const hadFocus = this.matches(':focus-within');
    if (!this.play.removeDie(index)) return;
    // The tapped die is gone: keep the keyboard on the roll (the die before it), or on the pad.
    void this.updateComplete.then(() =>
      this.moveFocus(hadFocus, async () => {
        if (!(await this.pad?.focusDie(Math.max(0, index - 1)))) this.pad?.focusFace();
      }),
    );
  }

  private runAction(action: TurnAction): Promise<unknown> {
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
          await this.updateComplete;
          await afterNextPaint();
          this.pad?.focusFace();
        });
      }
      case 'undo':
      case 'redo':
        return this.keepFocus(this.play.revert(action));
    }
  }

  private onSwitch(event: CustomEvent<ZsPlaySwitchDetail>) {
    const { which } = event.detail;
    if (which === 'total') this.play.toggleTotalMode();
    else if (which === 'advice') {
      this.play.suggestAgain();
      this.services?.announce(this.adviser.toggle(this.services.ledger()));
    } else if (which === 'goal') {
      this.adviser.goal = this.adviser.goal === 'win' ? 'points' : 'win';
      devicePrefs.write(ADVICE_GOAL_KEY, this.adviser.goal);
      this.play.suggestAgain();
      this.services?.announce(
        this.adviser.goal === 'win'
          ? msg('Play to win: on. The advice is the chance to win the game, where it is known.')
          : msg('Play to win: off. The advice is the most points this turn.'),
      );
      this.requestUpdate();
    } else if (which === 'shortcuts') this.services?.announce(this.keys.toggle());
    else {
      const on = !tableSetting(which);
      setTableSetting(which, on);
      if (which === 'screen') void this.wakeLock.sync();
      // Sound starts inside the tap that asked for it: Safari plays audio only from a user's gesture.
      if (which === 'sound' && on) this.feedback.prepareSound();
      const label = switchLabel(which);
      this.services?.announce(
        on
          ? msg(str`${label}: on.`, {
              desc: 'Said when a switch of the play screen is turned on; the label is its name ("Sound: on.")',
            })
          : msg(str`${label}: off.`, {
              desc: 'Said when a switch of the play screen is turned off; the label is its name ("Sound: off.")',
            }),
      );
      this.requestUpdate();
    }
  }

  /** "Play again": a new game with the same players and rules, turned so that the chosen player starts. */
  private async onRematch(event: CustomEvent<ZsRematchDetail>) {
    const state = this.play.shown();
    const services = this.services;
    if (!state || !services || this.rematchProblem === null) return;
    devicePrefs.write(REMATCH_START_KEY, event.detail.start);
    this.rematchProblem = null; // busy: a second tap does not start a second game
    try {
      const setup = rematchSetup(state, event.detail.start);
      const outcome = await (await services.ledger()).createGame(setup);
      if (!outcome.ok) {
        const why = ledgerRefusalText(outcome.refusal);
        this.rematchProblem = msg(str`The new game was not started: ${why}`);
        return;
      }
      this.rematchProblem = '';
      const players = setup.players.map(isolatedName).join(', ');
      const first = isolatedName(setup.players[0] ?? '');
      services.announce(msg(str`New game: ${players}. ${first} starts.`));
      navigate({ page: 'play', id: outcome.game.row.id });
    } catch (error) {
      const why = errorText(error, String(error));
      this.rematchProblem = msg(str`The new game was not started: ${why}`);
    }
  }

  /** "Back up all games now": every game the app can still read, this one as the ledger last stored it. */
  private async onBackUpNow() {
    const services = this.services;
    if (!services || this.backupNow.busy) return;
    this.backupNow = { busy: true, report: null };
    this.backupNow = { busy: false, report: await backUpWhatIsLeftNow(services, this.session.game ?? null) };
  }

  private async onTotal(event: CustomEvent<ZsTotalDetail>) {
    // The field is cleared once the total is stored: a failed write leaves the points typed.
    if (await this.play.total(event.detail.points, event.detail.freeDice)) this.totalEntry?.clear();
  }

  /**
   * When the focused control goes away once `after` (the action's write) is over and the screen
   * shows its result (the pad after a roll, the dice after a hold), focus what comes next.
   */
  private async keepFocus(after?: Promise<unknown>) {
    const hadFocus = this.matches(':focus-within');
    await after?.catch(() => undefined);
    await this.updateComplete;
    await this.moveFocus(hadFocus, () => {
      const state = this.play.drawn();
      if (this.holdCard && !this.holdCard.parked) this.holdCard.focusFirstDie();
      else if (this.pad && !this.pad.parked && state && this.play.capacity(state) > 0) this.pad.focusFace();
      else this.actionBar?.focusAction('undo');
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
    const faces = this.pad && !this.pad.parked ? this.pad.facesBox() : null;
    const bar = this.actionBar?.getBoundingClientRect();
    const card = this.pad?.getBoundingClientRect();
    if (!faces || !bar || !card || !this.isConnected) return;
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
    if (!this.isConnected || this.hasShownFocus()) return;
    await move();
  }

  /** Whether the keyboard is on something of the page on screen (not in a parked card). */
  private hasShownFocus(): boolean {
    let active = this.shadowRoot?.activeElement ?? null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active !== null && active.checkVisibility();
  }

  // ---------------------------------------------------------------- rendering

  override render() {
    const session = this.session;
    const damaged = session.damaged;
    if (damaged && damaged.row.id === this.gameId) return html`<zs-damaged-play .damaged=${damaged}></zs-damaged-play>`;
    if (session.game === undefined) {
      // A game that could not be read says why, never "Loading" for ever.
      if (session.problem)
        return html`<zs-banner tone="danger" alert heading=${msg('The game could not be opened')}>${session.problem}</zs-banner>`;
      return loadingGame(this.gameId);
    }
    if (session.game === null) return html`<zs-game-not-here .gameId=${this.gameId}></zs-game-not-here>`;
    const state = this.play.drawn();
    if (!state) return html`<p class="loading" role="status">${msg('Loading the game…')}</p>`;
    const [first, second, switches] = this.renderPhase(state);
    return html`<div class="page">
      <div class="column">${this.renderProblem()} ${first}</div>
      <div class="column">
        ${this.secondColumn.ready ? html`${second} ${this.renderSaving()} ${switches} ${this.renderActions(state)}` : nothing}
      </div>
    </div>`;
  }

  /** The columns' own content for the game's phase (the problem, "Saving…" and the actions go around it). */
  private renderPhase(state: GameState): [unknown, unknown, unknown] {
    switch (state.phase) {
      case 'throw-off': {
        const refusal = this.play.refusalFor('throw-off');
        return [
          html`<zs-throw-off .state=${state} @zs-entry=${(event: CustomEvent<ZsEntryDetail>) => void this.play.throwOff(event.detail.entry)}></zs-throw-off>
            ${refusal ? html`<p class="refusal">${refusal}</p>` : nothing}`,
          nothing,
          nothing,
        ];
      }
      case 'tie-break': {
        const tie = state.tieBreak;
        const contenders = (tie?.contenders ?? []).map((seat, index) => ({
          name: state.players[seat]?.name ?? '',
          result: tie?.results[index] ?? null,
        }));
        const up = tie ? tie.contenders.indexOf(state.current) : 0;
        const score = state.players[state.current]?.score ?? 0;
        return [
          html`${this.renderEndedTurn(state)}
            <zs-tie-break .contenders=${contenders} current=${up} score=${score} round=${tie?.round ?? 1} dice-count=${state.rules.diceCount}></zs-tie-break>`,
          this.renderPad(state),
          this.renderRulesOnly(state),
        ];
      }
      case 'finished':
        return [
          html`${this.renderEndedTurn(state)}<zs-game-over .state=${state} game-id=${this.gameId} start=${rematchStart()} @zs-rematch=${this.onRematch}></zs-game-over>
            ${this.rematchProblem ? html`<p class="refusal" role="alert">${this.rematchProblem}</p>` : nothing}`,
          nothing,
          this.renderRulesOnly(state),
        ];
      case 'turn':
        return [this.renderTurnStatus(state), this.renderTurn(state), this.renderSwitches(state)];
    }
  }

  private renderProblem() {
    const { problem, problemCode } = this.session;
    const overtaken = this.play.refusalFor('page');
    return html`${
      problem
        ? html`<zs-banner tone="danger" alert heading=${msg('The game could not be saved')}>
          ${problem} ${this.play.droppedAfterFailure ? droppedNote() : nothing}
          ${
            problemCode === 'quota'
              ? html`<zs-backup-now ?busy=${this.backupNow.busy} .report=${this.backupNow.report} @zs-back-up-now=${this.onBackUpNow}></zs-backup-now>`
              : nothing
          }
        </zs-banner>`
        : nothing
    }
    ${overtaken ? html`<p class="refusal">${overtaken}</p>` : nothing}`;
  }

  /** The banner for the turn that just ended (a zilch, with its dice, or a bank). */
  private renderEndedTurn(state: GameState) {
    return justEndedTurn(state)
      ? html`<zs-ended-turn .state=${state} .entries=${this.play.storedEntries()} game-id=${this.gameId}></zs-ended-turn>`
      : nothing;
  }

  private renderTurnStatus(state: GameState) {
    const turn = state.turn;
    // While dice are chosen, the turn's one total counts the selection (the hold card says what it is worth).
    const selected =
      turn.phase === 'hold' && !this.play.totalMode ? holdSummary(state, this.play.selectedDice(state)) : null;
    const diceToRoll = selected?.legal ? diceAfterHold(state, this.play.selectedDice(state), true) : turn.diceToRoll;
    const turnTotal = turn.turnTotal + (selected?.points ?? 0);
    const need = needLine(state, turnTotal);
    return html`${this.renderEndedTurn(state)}
      <zs-turn-status
        .players=${state.players}
        .standings=${standings(state)}
        current=${state.current}
        turn-total=${turnTotal}
        dice-to-roll=${diceToRoll}
        round=${state.round}
        need=${need.text}
        ?need-met=${need.met}
        ?board-status=${state.rules.turn.openingMinimum > 0}
        .kept=${turn.setAside}
        sheet-href=${routeHash({ page: 'sheet', id: this.gameId })}
      ></zs-turn-status>
      ${turnBanners(state).map((banner) => html`<zs-banner tone=${banner.tone} heading=${banner.heading}>${banner.text}</zs-banner>`)}`;
  }

  /** The challenge on offer and the middle of the screen (take-over, total, hold or pad). */
  private renderTurn(state: GameState) {
    const offer = challengeOffer(state, this.play.draft.dice.length > 0);
    const player = state.players[state.turn.player];
    const challenge =
      offer && player
        ? html`<zs-challenge-picker
          class="challenge"
          .opponents=${offer.opponents}
          which=${challengeLabel(player.name, offer)}
          penalty=${offer.penalty}
          refusal=${this.play.refusalFor('challenge')}
          @zs-challenge=${(event: CustomEvent<ZsChallengeDetail>) => void this.play.challenge(event.detail.opponent)}
        ></zs-challenge-picker>`
        : nothing;
    return html`${challenge} ${this.renderTurnInput(state)}`;
  }

  private renderSwitches(state: GameState) {
    const support = tableSupport();
    return html`<zs-play-toolbar
        .rules=${state.rules}
        ?total-mode=${this.play.totalMode}
        .advice=${this.services?.advice() ? this.adviser.on : null}
        .toWin=${this.adviser.goal === 'win'}
        .solving=${this.adviser.solvingPercent}
        .shortcuts=${this.keys.switchVisible ? this.keys.on : null}
        .screen=${support.screen ? tableSetting('screen') : null}
        .vibrate=${support.vibrate ? tableSetting('vibrate') : null}
        .sound=${support.sound ? tableSetting('sound') : null}
        @zs-play-switch=${this.onSwitch}
      ></zs-play-toolbar>`;
  }

  /** Outside a turn (a tie-break, the end) the switches mean nothing, but the rules still settle arguments. */
  private renderRulesOnly(state: GameState) {
    return html`<div><zs-rules-sheet .rules=${state.rules}></zs-rules-sheet></div>`;
  }

  /**
   * "Saving…" once a write has been out SLOW_WRITE_MS: a live region that is always there (so the
   * words are announced when they come) and takes no room while empty.
   */
  private renderSaving() {
    return html`<p class="saving" role="status">${this.session.saving ? html`<span class="spinner" aria-hidden="true"></span>${msg('Saving…')}` : nothing}</p>`;
  }

  /** The middle of the screen: the take-over choice, the total field, the hold, or the dice pad. */
  private renderTurnInput(state: GameState) {
    const total = this.play.totalMode ? this.renderTotal(state) : nothing;
    if (needsStartChoice(state)) {
      const offer = state.takeOverOffer;
      const last = state.turns.at(-1);
      const advice = this.adviser.adviceFor(state);
      const startOfTurn = state.rules.turn.startOfTurn;
      return html`<zs-take-over
          points=${offer?.points ?? 0}
          dice=${offer?.dice ?? 0}
          word=${startOfTurn === 'inherit' ? 'inherit' : 'build-off'}
          advised=${advice?.takeOver?.best ?? ''}
          banker=${last ? (state.players[last.player]?.name ?? '') : ''}
          refusal=${this.play.refusalFor('start')}
          advice=${startLine(state, advice)}
          @zs-start-choice=${(event: CustomEvent<ZsStartChoiceDetail>) => void this.keepFocus(this.play.start(event.detail.takeOver))}
        ></zs-take-over>
        ${total}`;
    }
    if (this.play.totalMode) return total;
    // Both cards stay in the page and take turns, the other one parked: a roll's last die and a
    // bank update a card that is there instead of building one while the player waits.
    const holding = state.turn.phase === 'hold';
    const advice = holding ? this.adviser.adviceFor(state) : null;
    return html`<zs-hold-card
        ?parked=${!holding}
        .state=${state}
        .held=${this.play.held}
        .ranked=${advice?.holds ?? null}
        advice=${holding ? holdLine(state, advice) : ''}
        refusal=${this.play.refusalFor('hold')}
        @zs-hold-change=${(event: CustomEvent<ZsHoldChangeDetail>) => this.play.setHeld(event.detail.held)}
        @zs-hold-confirm=${() => void this.keepFocus(this.play.confirmHold())}
      ></zs-hold-card>
      ${this.renderPad(state, holding)}`;
  }

  private renderTotal(state: GameState) {
    const turn = state.turn;
    const takenOver = turn.takeOver ? formatPoints(turn.takeOver.points) : '';
    const hint = takenOver ? msg(str`${takenOver} taken over: type the whole turn total.`) : '';
    const freeDiceMax = state.rules.turn.startOfTurn === 'fresh' ? 0 : state.rules.diceCount;
    return html`<zs-total-entry free-dice-max=${freeDiceMax} hint=${hint} refusal=${this.play.refusalFor('total')} @zs-total=${this.onTotal}></zs-total-entry>`;
  }

  private renderPad(state: GameState, parked = false) {
    const { heading, dice, capacity } = this.play.padView(state);
    return html`<zs-pad-card
      ?parked=${parked}
      heading=${heading}
      .dice=${dice}
      capacity=${capacity}
      .unsent=${this.play.unsentRoll(state)}
      refusal=${this.play.refusalFor('pad')}
      @zs-face=${(event: CustomEvent<ZsFaceDetail>) => this.addFace(event.detail.face)}
      @zs-die-remove=${(event: CustomEvent<ZsDieRemoveDetail>) => this.removeDie(event.detail.index)}
      @zs-save-roll=${() => this.play.saveUnsentRoll()}
    ></zs-pad-card>`;
  }

  private renderActions(state: GameState) {
    const game = this.session.game;
    const canRedo = game ? game.log.head < game.log.entries.length : false;
    const turn = state.turn;
    const inTurn = state.phase === 'turn' && !this.play.totalMode && !needsStartChoice(state);
    const selected = this.play.selectedDice(state);
    const diceNext = diceAfterHold(state, selected, turn.phase !== 'hold' || holdSummary(state, selected).legal);
    const near: Near | undefined = this.play.refusal?.near;
    const refusal: ActionRefusal | null =
      this.play.refusal && (near === 'bank' || near === 'roll-again' || near === 'undo' || near === 'redo')
        ? { action: near, message: this.play.refusal.message }
        : null;
    const rollAgain = inTurn && (turn.phase === 'hold' || turn.phase === 'decide');
    // Before the turn's first roll (or a roll after Roll again) Bank could only refuse: it is not
    // there to be tapped by mistake. After a take-over it stays, and says what banking waits for.
    const nothingToBank = (turn.phase === 'start' || turn.phase === 'roll') && !turn.takeOver;
    let hint =
      inTurn && !rollAgain && turn.phase !== 'hold'
        ? msg(str`Roll ${diceWord(turn.diceToRoll)}, then tap them in.`)
        : '';
    if (hint && this.play.unsentRoll(state)) hint = msg('This roll is on the pad but not saved yet.');
    let advice = '';
    let advised: 'bank' | 'roll-again' | null = null;
    if (inTurn && rollAgain) {
      const said = this.adviser.adviceFor(state);
      const bankDice = turn.phase === 'hold' ? this.play.bankDice(state) : [];
      advice =
        turn.phase === 'hold'
          ? holdStepLine(state, diceNext, said, selected, bankDice)
          : decisionLine(state, diceNext, said);
      advised = advisedAction(state, said, selected, bankDice);
    }
    return html`<zs-turn-actions
      class="actions ${inTurn ? 'sticky' : ''}"
      ?data-primary-action=${inTurn}
      ?roll-again=${rollAgain}
      hint=${hint}
      ?bank=${inTurn && !nothingToBank}
      ?redo=${canRedo}
      ?undo-emphasis=${state.phase === 'turn' && justEndedTurn(state)?.outcome === 'zilch'}
      .refusal=${refusal}
      advice=${advice}
      .advised=${advised}
      @zs-turn-action=${(event: CustomEvent<ZsTurnActionDetail>) => void this.runAction(event.detail.action)}
    ></zs-turn-actions>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-play-page': ZsPlayPage;
  }
}
