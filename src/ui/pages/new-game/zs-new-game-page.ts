import { consume } from '@lit/context';
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import type { Ledger } from '../../../db/index.js';
import { presets } from '../../../rules/index.js';
import type { Ruleset } from '../../../rules/index.js';
import { diceWord } from '../../text/format.js';
import { isolatedName } from '../../text/names.js';
import { ledgerRefusalText } from '../../text/refusal-text.js';
import { errorText } from '../../text/storage-text.js';
import { navigate } from '../../app/router.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, cards, notices, pageHeading } from '../../app/theme.js';
import type { ZsPlayerList } from './zs-player-list.js';
import { HOUSE_RULES_ID } from '../../../rules/index.js';
import type { ZsRulesEditor } from './zs-rules-editor.js';
import './zs-player-list.js';
import '../../components/zs-preset-picker.js';
import './zs-rules-editor.js';
import type { ZsPlayersChangeDetail, ZsPresetChangeDetail, ZsRulesChangeDetail } from '../../app/events.js';
import { houseRulesLine } from '../../text/preset-text.js';
import { newGamePageStyles } from './zs-new-game-page.styles.js';
import {
  hintsAtPlayers,
  houseProblemCount,
  initialForm,
  playersProblem,
  rulesOf,
  startAttempt,
  withHouseRules,
  withoutEmptyNumbers,
  withPlayers,
  withPreset,
  withRemembered,
} from './new-game-form.js';
import type { NewGameForm } from './new-game-form.js';

/** How long the house rules rest before they are remembered (each keystroke changes them). */
const REMEMBER_AFTER_MS = 500;

/** A sentence for the player from whatever a load or a write threw. */
function messageOf(error: unknown): string {
  return errorText(error, msg('The game could not be saved on this device. Try again.'));
}

/**
 * New game: the players in seat order, the rules (a preset or the group's house rules), and for
 * rule sets with a throw-off, how the first player is found. "Start game" writes the game to the
 * ledger and opens it; a refusal or a storage failure is shown under the button and everything
 * typed stays as it was.
 */
@localized()
@customElement('zs-new-game-page')
export class ZsNewGamePage extends LitElement {
  static override styles = [basics, buttons, cards, notices, pageHeading, newGamePageStyles];

  @consume({ context: servicesContext, subscribe: true })
  @state()
  services?: AppServices;

  /** What is typed and chosen, and what the page says about it (new-game-form.ts). */
  @state() private form: NewGameForm = initialForm();

  @query('zs-player-list') private playerList?: ZsPlayerList;
  @query('zs-rules-editor') private rulesEditor?: ZsRulesEditor;

  private rememberTimer: ReturnType<typeof setTimeout> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadRemembered();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.rememberTimer);
  }

  /** The names and rules from earlier games; the page works without them. */
  private async loadRemembered(): Promise<void> {
    if (!this.services) return;
    try {
      const ledger = await this.services.ledger();
      const [recent, saved, games] = await Promise.all([
        ledger.getSetting('recentPlayers'),
        ledger.getSetting('houseRules'),
        // Only the last game's rules are wanted: one row, not every game on the phone.
        ledger.listGames({ limit: 1 }),
      ]);
      this.form = withRemembered(this.form, { recent, houseRules: saved, lastRules: games[0]?.setup.rules });
    } catch (error) {
      const why = messageOf(error);
      this.form = { ...this.form, loadProblem: msg(str`Names and rules from earlier games could not be read: ${why}`) };
    }
  }

  override render() {
    const form = this.form;
    const rules = rulesOf(form);
    const throwOffRules = rules.end.firstPlayerThrowOff;
    const houseProblems = houseProblemCount(form);
    const houseEntry: Ruleset = {
      ...withoutEmptyNumbers(form.house),
      id: HOUSE_RULES_ID,
      name: msg('House rules…', {
        id: 'new-game.house-rules',
        desc: 'The choice in the rules picker that opens the editor of the group’s own rules',
      }),
      description: houseRulesLine(houseProblems),
    };
    const firstPlayerHint =
      throwOffRules && form.throwOff
        ? msg('A throw-off decides who starts; then play goes round in this order.')
        : msg('The first player in the list starts; play goes round in this order.');
    const dice = diceWord(rules.diceCount);
    return html`<h2>${msg('New game', { id: 'new-game.heading', desc: 'Heading of the page where a game is set up' })}</h2>
      <div class="page">
        ${form.loadProblem ? html`<p class="alert" role="alert">${form.loadProblem}</p>` : nothing}
        <section class="card" aria-labelledby="players-heading">
          <h3 id="players-heading">${msg('Players', { id: 'new-game.players', desc: 'Heading of the list of players of a new game' })}</h3>
          <zs-player-list
            .players=${form.players}
            .recent=${form.recent}
            .problem=${playersProblem(form)}
            @zs-players-change=${this.onPlayersChange}
          ></zs-player-list>
          <p class="hint">${hintsAtPlayers(form) ? `${msg('Add at least one player.')} ` : ''}${firstPlayerHint}</p>
        </section>
        <section class="card">
          <zs-preset-picker
            .presets=${[...presets, houseEntry]}
            .value=${form.choice}
            @zs-preset-change=${this.onPresetChange}
          ></zs-preset-picker>
          ${
            form.choice === HOUSE_RULES_ID
              ? html`<zs-rules-editor .rules=${form.house} .presets=${presets} .source=${form.lastPreset} @zs-rules-change=${this.onRulesChange}></zs-rules-editor>`
              : nothing
          }
        </section>
        ${
          throwOffRules
            ? html`<section class="card">
              <fieldset>
                <legend>${msg('First player', { id: 'new-game.first-player', desc: 'Heading of the choice of how the first player is found' })}</legend>
                <label class="option">
                  <input type="radio" name="first-player" .checked=${form.throwOff} @change=${() => this.setThrowOff(true)} />
                  <strong>${msg('Throw off for the first player')}</strong>
                  <span>${msg(str`Each player throws all ${dice}; the most pips starts.`)}</span>
                </label>
                <label class="option">
                  <input type="radio" name="first-player" .checked=${!form.throwOff} @change=${() => this.setThrowOff(false)} />
                  <strong>${msg('We pick the order')}</strong>
                  <span>${msg('The first player in the list starts.')}</span>
                </label>
              </fieldset>
            </section>`
            : nothing
        }
        <button
          type="button"
          class="start primary"
          data-primary-action
          aria-disabled=${form.busy ? 'true' : 'false'}
          aria-describedby="start-problem"
          @click=${this.onStart}
        >
          ${msg('Start game', { id: 'new-game.start', desc: 'Button: store the new game and open it' })}
        </button>
        <p class="alert" id="start-problem" role="alert">${form.startProblem}</p>
      </div>`;
  }

  private onPlayersChange(event: CustomEvent<ZsPlayersChangeDetail>) {
    this.form = withPlayers(this.form, event.detail.players);
  }

  private onPresetChange(event: CustomEvent<ZsPresetChangeDetail>) {
    this.form = withPreset(this.form, event.detail.id);
  }

  private onRulesChange(event: CustomEvent<ZsRulesChangeDetail>) {
    this.form = withHouseRules(this.form, event.detail.rules);
    if (houseProblemCount(this.form) === 0) this.rememberHouseRules();
  }

  private setThrowOff(throwOff: boolean) {
    this.form = { ...this.form, throwOff };
  }

  /**
   * Keeps the house rules for the next game as soon as they are valid (after a short rest), not
   * only when a game starts, so a group that sets them up and leaves finds them again. A failure
   * here is not shown: "Start game" saves them again and reports any storage problem.
   */
  private rememberHouseRules() {
    clearTimeout(this.rememberTimer);
    const rules = this.form.house;
    this.rememberTimer = setTimeout(() => {
      void this.services
        ?.ledger()
        .then((ledger) => ledger.setSetting('houseRules', rules))
        .catch(() => undefined);
    }, REMEMBER_AFTER_MS);
  }

  private async onStart() {
    if (this.form.busy) return;
    const { form, setup, problem } = startAttempt(this.form);
    this.form = form;
    if (problem) {
      await this.updateComplete;
      await this.focusProblem();
      return;
    }
    const services = this.services;
    if (!services) return;
    this.form = { ...this.form, busy: true, startProblem: '' };
    let ledger: Ledger;
    try {
      ledger = await services.ledger();
      const outcome = await ledger.createGame(setup);
      if (!outcome.ok) {
        this.form = { ...this.form, startProblem: ledgerRefusalText(outcome.refusal) };
        return;
      }
      if (setup.rules.id === HOUSE_RULES_ID) {
        clearTimeout(this.rememberTimer);
        await ledger.setSetting('houseRules', setup.rules).catch(() => undefined);
      }
      const names = setup.players.map(isolatedName).join(', ');
      services.announce(msg(str`Game started: ${names}.`));
      // Replace: Back from the game goes to the list of games, not to this form.
      navigate({ page: 'play', id: outcome.game.row.id }, true);
    } catch (error) {
      const why = messageOf(error);
      this.form = { ...this.form, startProblem: msg(str`The game was not started. ${why}`) };
    } finally {
      this.form = { ...this.form, busy: false };
    }
  }

  /** Takes the player to what stops the game from starting: a name, or a house rule. */
  private async focusProblem() {
    if (playersProblem(this.form)) {
      await this.playerList?.updateComplete;
      this.playerList?.focusFirstProblem();
    } else {
      await this.rulesEditor?.focusFirstProblem();
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-new-game-page': ZsNewGamePage;
  }
}
