import { consume } from '@lit/context';
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { justEndedTurn } from '../../../game/index.js';
import type {
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
import { TableFeedback, tableSetting, tableSupport } from '../../app/table-feedback.js';
import { afterNextPaint, nextTask } from '../../app/last-input.js';
import { navigate, routeHash } from '../../app/router.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, cards, notices } from '../../app/theme.js';
import { AdviceController } from '../../controllers/advice-controller.js';
import { GameController } from '../../controllers/game-controller.js';
import { LaterPart } from '../../controllers/later-part.js';
import { WakeLockController } from '../../controllers/wake-lock-controller.js';
import { PlayKeysController } from './play-keys.js';
import { PlayTaps } from './play-taps.js';
import { appPlayPorts } from './play-ports.js';
import { rematchStartOf } from './rematch.js';
import { adviceGoal, flipSwitch } from './play-switches.js';
import { playView } from './play-view.js';
import type { PlayView } from './play-view.js';
import { droppedNote, PlaySession } from './play-session.js';
import { playPageStyles } from './zs-play-page.styles.js';
import type { ZsTotalEntry } from './zs-total-entry.js';
import { loadingGame } from './zs-ended-turn.js';
import { keepResumeShell } from './resume-shell.js';
import './play-elements.js';

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

  /** The "storage full" message's one-tap backup: under way, and what it last did. */
  @state() private backupNow: { readonly busy: boolean; readonly report: ActionReport | null } = {
    busy: false,
    report: null,
  };

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
    appPlayPorts({
      announce: (message) => this.services?.announce(message),
      moment: (moment) => this.feedback.play(moment),
      advice: (state) => this.adviser.adviceFor(state),
    }),
    () => this.requestUpdate(),
  );
  /** Asks the advice worker about the state on screen; the page never waits for it. */
  private readonly adviser: AdviceController = new AdviceController(this, {
    client: () => this.services?.advice() ?? null,
    state: () => this.play.queued() ?? undefined,
    drawn: () => this.play.drawn() ?? undefined,
    ahead: { states: () => this.play.rollsAhead(), after: (ask) => void afterNextPaint().then(ask) },
  });

  /** The player's taps, and where the keyboard goes and the pad scrolls into view after them. */
  private readonly taps = new PlayTaps(this, this.play);

  override connectedCallback(): void {
    super.connectedCallback();
    this.adviser.goal = adviceGoal();
  }
  private readonly keys = new PlayKeysController(this, {
    active: () => {
      const state = this.play.queued();
      return state !== null && state.phase !== 'throw-off';
    },
    face: (face) => this.taps.face(face),
    removeLast: () => this.taps.removeDie(this.play.draft.dice.length - 1),
    confirmHold: () => this.taps.confirmHold(),
    bank: () => void this.taps.action('bank'),
    rollAgain: () => void this.taps.action('roll-again'),
    undo: () => void this.taps.action('undo'),
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('gameId')) this.play.follow(this.gameId);
    if (changed.has('services') && this.services) {
      void this.adviser.load(this.services.ledger());
      if (!changed.has('gameId')) void this.play.dice.restoreDurable();
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
    if (roll) void this.taps.keepFocus(roll);
    this.taps.rendered();
    // The next visit opens on no banner when there is none (zs-ended-turn keeps one it draws).
    const shown = this.play.shown();
    if (shown && !justEndedTurn(shown)) keepResumeShell(this.gameId, null);
  }

  private onSwitch(event: CustomEvent<ZsPlaySwitchDetail>) {
    const services = this.services;
    const { play, adviser, keys, wakeLock, feedback } = this;
    const said = flipSwitch(event.detail.which, {
      play,
      adviser,
      keys,
      wakeLock,
      feedback,
      settings: () => services?.ledger(),
    });
    if (said) services?.announce(said);
    this.requestUpdate();
  }

  /** "Play again": a new game with the same players and rules, turned so that the chosen player starts. */
  private async onRematch(event: CustomEvent<ZsRematchDetail>) {
    const id = await this.play.rematch(event.detail.start);
    if (id) navigate({ page: 'play', id });
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
    const input = this.play.input((state) => this.adviser.adviceFor(state));
    if (!input) return html`<p class="loading" role="status">${msg('Loading the game…')}</p>`;
    const view = playView(input);
    return html`<div class="page">
      <div class="column">${this.renderProblem(view)} ${this.renderFirst(view)}</div>
      <div class="column">
        ${
          this.secondColumn.ready
            ? html`${this.renderChallenge(view)} ${this.renderTurnInput(view)} ${this.renderSaving()}
              ${this.renderToolbar(view)} ${this.renderActions(view)}`
            : nothing
        }
      </div>
    </div>`;
  }

  private renderProblem(view: PlayView) {
    const { problem, problemCode } = this.session;
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
    ${view.pageRefusal ? html`<p class="refusal">${view.pageRefusal}</p>` : nothing}`;
  }

  /** The first column: the turn just ended, then the standings, the tie-break, the end or the throw-off. */
  private renderFirst(view: PlayView) {
    const { state, status, tieBreak } = view;
    const ended = view.endedTurn
      ? html`<zs-ended-turn .state=${state} .entries=${view.entries} game-id=${this.gameId}></zs-ended-turn>`
      : nothing;
    switch (view.phase) {
      case 'throw-off':
        return html`<zs-throw-off .state=${state} @zs-entry=${(event: CustomEvent<ZsEntryDetail>) => void this.play.throwOff(event.detail.entry)}></zs-throw-off>
          ${view.throwOffRefusal ? html`<p class="refusal">${view.throwOffRefusal}</p>` : nothing}`;
      case 'tie-break':
        return html`${ended}<zs-tie-break .contenders=${tieBreak?.contenders ?? []} current=${tieBreak?.current ?? 0} score=${tieBreak?.score ?? 0} round=${tieBreak?.round ?? 1} dice-count=${tieBreak?.diceCount ?? 6}></zs-tie-break>`;
      case 'finished':
        return html`${ended}<zs-game-over .state=${state} game-id=${this.gameId} start=${rematchStartOf(devicePrefs)} @zs-rematch=${this.onRematch}></zs-game-over>
          ${view.rematchProblem ? html`<p class="refusal" role="alert">${view.rematchProblem}</p>` : nothing}`;
      case 'turn':
        return html`${ended}
          <zs-turn-status
            .players=${status?.players ?? []}
            .standings=${status?.standings ?? []}
            current=${status?.current ?? 0}
            turn-total=${status?.turnTotal ?? 0}
            dice-to-roll=${status?.diceToRoll ?? 0}
            round=${status?.round ?? 1}
            need=${status?.need ?? ''}
            ?need-met=${status?.needMet ?? false}
            ?board-status=${status?.boardStatus ?? false}
            .kept=${status?.kept ?? []}
            sheet-href=${routeHash({ page: 'sheet', id: this.gameId })}
          ></zs-turn-status>
          ${view.banners.map((banner) => html`<zs-banner tone=${banner.tone} heading=${banner.heading}>${banner.text}</zs-banner>`)}`;
    }
  }

  private renderChallenge({ challenge }: PlayView) {
    return challenge
      ? html`<zs-challenge-picker
          class="challenge"
          .opponents=${challenge.opponents}
          which=${challenge.which}
          penalty=${challenge.penalty}
          refusal=${challenge.refusal}
          @zs-challenge=${(event: CustomEvent<ZsChallengeDetail>) => void this.play.challenge(event.detail.opponent)}
        ></zs-challenge-picker>`
      : nothing;
  }

  /** The middle of the screen: the take-over choice, the total field, the hold, or the dice pad. */
  private renderTurnInput({ state, takeOver, total, hold, pad }: PlayView) {
    // Both cards stay in the page and take turns, the other one parked: a roll's last die and a
    // bank update a card that is there instead of building one while the player waits.
    return html`${
      takeOver
        ? html`<zs-take-over
            points=${takeOver.points}
            dice=${takeOver.dice}
            word=${takeOver.word}
            advised=${takeOver.advised}
            banker=${takeOver.banker}
            refusal=${takeOver.refusal}
            advice=${takeOver.advice}
            @zs-start-choice=${(event: CustomEvent<ZsStartChoiceDetail>) => void this.taps.keepFocus(this.play.start(event.detail.takeOver))}
          ></zs-take-over>`
        : nothing
    }
      ${
        total
          ? html`<zs-total-entry free-dice-max=${total.freeDiceMax} hint=${total.hint} refusal=${total.refusal} @zs-total=${this.onTotal}></zs-total-entry>`
          : nothing
      }
      ${
        hold
          ? html`<zs-hold-card
              ?parked=${hold.parked}
              .state=${state}
              .held=${hold.held}
              .ranked=${hold.ranked}
              advice=${hold.advice}
              refusal=${hold.refusal}
              @zs-hold-change=${(event: CustomEvent<ZsHoldChangeDetail>) => this.play.setHeld(event.detail.held)}
              @zs-hold-confirm=${() => this.taps.confirmHold()}
            ></zs-hold-card>`
          : nothing
      }
      ${
        pad
          ? html`<zs-pad-card
              ?parked=${pad.parked}
              heading=${pad.heading}
              .dice=${pad.dice}
              capacity=${pad.capacity}
              .unsent=${pad.unsent}
              refusal=${pad.refusal}
              @zs-face=${(event: CustomEvent<ZsFaceDetail>) => this.taps.face(event.detail.face)}
              @zs-die-remove=${(event: CustomEvent<ZsDieRemoveDetail>) => this.taps.removeDie(event.detail.index)}
              @zs-save-roll=${() => this.play.dice.saveUnsentRoll()}
            ></zs-pad-card>`
          : nothing
      }`;
  }

  /**
   * "Saving…" once a write has been out SLOW_WRITE_MS: a live region that is always there (so the
   * words are announced when they come) and takes no room while empty.
   */
  private renderSaving() {
    return html`<p class="saving" role="status">${this.session.saving ? html`<span class="spinner" aria-hidden="true"></span>${msg('Saving…')}` : nothing}</p>`;
  }

  /** The switches of a turn; outside one (a tie-break, the end) only the rules, which still settle arguments. */
  private renderToolbar({ toolbar, state, totalMode }: PlayView) {
    if (toolbar === 'rules') return html`<div><zs-rules-sheet .rules=${state.rules}></zs-rules-sheet></div>`;
    if (toolbar === null) return nothing;
    const support = tableSupport();
    return html`<zs-play-toolbar
      .rules=${state.rules}
      ?total-mode=${totalMode}
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

  private renderActions({ actions }: PlayView) {
    return html`<zs-turn-actions
      class="actions ${actions.inTurn ? 'sticky' : ''}"
      ?data-primary-action=${actions.inTurn}
      ?roll-again=${actions.rollAgain}
      hint=${actions.hint}
      ?bank=${actions.bank}
      ?redo=${actions.redo}
      ?undo-emphasis=${actions.undoEmphasis}
      .refusal=${actions.refusal}
      advice=${actions.advice}
      .advised=${actions.advised}
      @zs-turn-action=${(event: CustomEvent<ZsTurnActionDetail>) => void this.taps.action(event.detail.action)}
    ></zs-turn-actions>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-play-page': ZsPlayPage;
  }
}
