import { consume } from '@lit/context';
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import type { Ledger } from '../../../db/index.js';
import { MAX_NAME_LENGTH, normalisePlayerName, samePlayerName, setupProblem } from '../../../game/index.js';
import type { GameSetup } from '../../../game/index.js';
import { presetById, presets, validateRuleset } from '../../../rules/index.js';
import type { Ruleset } from '../../../rules/index.js';
import { diceWord } from '../../text/format.js';
import { isolatedName } from '../../text/names.js';
import { ledgerRefusalText, setupProblemText } from '../../text/refusal-text.js';
import { errorText } from '../../text/storage-text.js';
import { navigate } from '../../app/router.js';
import { servicesContext } from '../../app/services.js';
import type { AppServices } from '../../app/services.js';
import { basics, buttons, cards, notices, pageHeading } from '../../app/theme.js';
import type { ZsPlayerList } from './zs-player-list.js';
import { HOUSE_RULES_ID, houseRulesFrom } from '../../../rules/index.js';
import type { ZsRulesEditor } from './zs-rules-editor.js';
import './zs-player-list.js';
import '../../components/zs-preset-picker.js';
import './zs-rules-editor.js';
import type { ZsPlayersChangeDetail, ZsPresetChangeDetail, ZsRulesChangeDetail } from '../../app/events.js';
import { houseRulesDescription, houseRulesName } from '../../text/preset-text.js';
import { houseRulesLine } from '../../text/preset-text.js';
import { newGamePageStyles } from './zs-new-game-page.styles.js';

/**
 * Decision: a first visit starts from Farkle, the best-known game; after
 * that, the rules of the most recently played game are chosen, so a group that always plays the
 * same rules never has to pick them again.
 */
const FIRST_VISIT_PRESET = 'farkle';

/** How long the house rules rest before they are remembered (each keystroke changes them). */
const REMEMBER_AFTER_MS = 500;

/** A sentence for the player from whatever a load or a write threw. */
function messageOf(error: unknown): string {
  return errorText(error, msg('The game could not be saved on this device. Try again.'));
}

/**
 * The saved names from earlier games as chips: normalised like typed names (an older version, or a
 * restored file, may have kept hidden characters), each person once, none empty or too long.
 */
function recentNames(saved: readonly unknown[]): string[] {
  const names: string[] = [];
  for (const value of saved) {
    if (typeof value !== 'string') continue;
    const name = normalisePlayerName(value);
    if (name === '' || name.length > MAX_NAME_LENGTH || names.some((known) => samePlayerName(known, name))) continue;
    names.push(name);
  }
  return names;
}

/** Saved house rules are used only when they are a whole, valid rule set (an older app may have left something else). */
function usableHouseRules(value: unknown): Ruleset | null {
  return value && validateRuleset(value).length === 0 ? { ...(value as Ruleset), id: HOUSE_RULES_ID } : null;
}

/** The house rules' facts for the picker while a box is still empty: an empty number reads as 0. */
function withoutEmptyNumbers(rules: Ruleset): Ruleset {
  const number = (value: number) => (Number.isFinite(value) ? value : 0);
  return {
    ...rules,
    turn: {
      ...rules.turn,
      openingMinimum: number(rules.turn.openingMinimum),
      laterMinimum: number(rules.turn.laterMinimum),
    },
    end: { ...rules.end, target: number(rules.end.target) },
  };
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

  @state() private players: readonly string[] = [];
  /** Names from earlier games (settings `recentPlayers`). */
  @state() private recent: readonly string[] = [];
  /** A preset id, or HOUSE_RULES_ID. */
  @state() private choice = FIRST_VISIT_PRESET;
  /** The preset the house rules editor offers to start from: the last preset chosen. */
  @state() private lastPreset = FIRST_VISIT_PRESET;
  @state() private house: Ruleset = houseRulesFrom(
    presetById(FIRST_VISIT_PRESET),
    houseRulesName(),
    houseRulesDescription(presetById(FIRST_VISIT_PRESET)),
  );
  /** For rules with a throw-off: true to throw for the first player, false when the list's order decides. */
  @state() private throwOff = true;
  /** The player tried to start: from now on an empty list is an error, not a hint. */
  @state() private attempted = false;
  /** Why the game did not start (a refusal or a storage failure), under the button. */
  @state() private startProblem = '';
  /** Saved names or rules could not be read. */
  @state() private loadProblem = '';
  @state() private busy = false;

  @query('zs-player-list') private playerList?: ZsPlayerList;
  @query('zs-rules-editor') private rulesEditor?: ZsRulesEditor;

  /** The player changed the rules before the saved ones arrived: theirs win. */
  private rulesTouched = false;
  /** The house rules are the group's (saved, or edited here), not the stand-in copy of the first-visit preset. */
  private houseStarted = false;
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
      this.recent = Array.isArray(recent) ? recentNames(recent) : [];
      if (this.rulesTouched) return;
      const lastRules = games[0]?.setup.rules;
      const house = usableHouseRules(saved) ?? (lastRules?.id === HOUSE_RULES_ID ? usableHouseRules(lastRules) : null);
      if (house) this.setHouse(house);
      if (lastRules && presetById(lastRules.id)) this.choosePreset(lastRules.id);
      else if (lastRules?.id === HOUSE_RULES_ID && house) this.choice = HOUSE_RULES_ID;
    } catch (error) {
      const why = messageOf(error);
      this.loadProblem = msg(str`Names and rules from earlier games could not be read: ${why}`);
    }
  }

  private get rules(): Ruleset {
    return this.choice === HOUSE_RULES_ID ? this.house : (presetById(this.choice) ?? presetById(FIRST_VISIT_PRESET));
  }

  private setup(): GameSetup {
    const rules = this.rules;
    const players = this.players.map(normalisePlayerName);
    return rules.end.firstPlayerThrowOff ? { rules, players, throwOff: this.throwOff } : { rules, players };
  }

  /** What is wrong with the names alone (checked with rules that are fine, so a rules problem is not repeated here). */
  private playersProblem(): string {
    if (this.players.length === 0 && !this.attempted) return '';
    const problem = setupProblem({
      rules: presetById(FIRST_VISIT_PRESET),
      players: this.players.map(normalisePlayerName),
    });
    return problem ? setupProblemText(problem) : '';
  }

  override render() {
    const rules = this.rules;
    const throwOffRules = rules.end.firstPlayerThrowOff;
    const houseProblems = validateRuleset(this.house).length;
    const houseEntry: Ruleset = {
      ...withoutEmptyNumbers(this.house),
      id: HOUSE_RULES_ID,
      name: msg('House rules…', {
        id: 'new-game.house-rules',
        desc: 'The choice in the rules picker that opens the editor of the group’s own rules',
      }),
      description: houseRulesLine(houseProblems),
    };
    const firstPlayerHint =
      throwOffRules && this.throwOff
        ? msg('A throw-off decides who starts; then play goes round in this order.')
        : msg('The first player in the list starts; play goes round in this order.');
    const dice = diceWord(rules.diceCount);
    return html`<h2>${msg('New game', { id: 'new-game.heading', desc: 'Heading of the page where a game is set up' })}</h2>
      <div class="page">
        ${this.loadProblem ? html`<p class="alert" role="alert">${this.loadProblem}</p>` : nothing}
        <section class="card" aria-labelledby="players-heading">
          <h3 id="players-heading">${msg('Players', { id: 'new-game.players', desc: 'Heading of the list of players of a new game' })}</h3>
          <zs-player-list
            .players=${this.players}
            .recent=${this.recent}
            .problem=${this.playersProblem()}
            @zs-players-change=${this.onPlayersChange}
          ></zs-player-list>
          <p class="hint">${this.players.length === 0 && !this.attempted ? `${msg('Add at least one player.')} ` : ''}${firstPlayerHint}</p>
        </section>
        <section class="card">
          <zs-preset-picker
            .presets=${[...presets, houseEntry]}
            .value=${this.choice}
            @zs-preset-change=${this.onPresetChange}
          ></zs-preset-picker>
          ${
            this.choice === HOUSE_RULES_ID
              ? html`<zs-rules-editor .rules=${this.house} .presets=${presets} .source=${this.lastPreset} @zs-rules-change=${this.onRulesChange}></zs-rules-editor>`
              : nothing
          }
        </section>
        ${
          throwOffRules
            ? html`<section class="card">
              <fieldset>
                <legend>${msg('First player', { id: 'new-game.first-player', desc: 'Heading of the choice of how the first player is found' })}</legend>
                <label class="option">
                  <input type="radio" name="first-player" .checked=${this.throwOff} @change=${() => (this.throwOff = true)} />
                  <strong>${msg('Throw off for the first player')}</strong>
                  <span>${msg(str`Each player throws all ${dice}; the most pips starts.`)}</span>
                </label>
                <label class="option">
                  <input type="radio" name="first-player" .checked=${!this.throwOff} @change=${() => (this.throwOff = false)} />
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
          aria-disabled=${this.busy ? 'true' : 'false'}
          aria-describedby="start-problem"
          @click=${this.onStart}
        >
          ${msg('Start game', { id: 'new-game.start', desc: 'Button: store the new game and open it' })}
        </button>
        <p class="alert" id="start-problem" role="alert">${this.startProblem}</p>
      </div>`;
  }

  private onPlayersChange(event: CustomEvent<ZsPlayersChangeDetail>) {
    this.players = event.detail.players;
    this.startProblem = '';
  }

  private choosePreset(id: string) {
    this.choice = id;
    if (presetById(id)) this.lastPreset = id;
  }

  private onPresetChange(event: CustomEvent<ZsPresetChangeDetail>) {
    this.rulesTouched = true;
    this.startProblem = '';
    const id = event.detail.id;
    // House rules chosen for the first time start as a copy of the preset that was chosen.
    if (id === HOUSE_RULES_ID && !this.houseStarted)
      this.setHouse(houseRulesFrom(this.rules, houseRulesName(), houseRulesDescription(this.rules)));
    this.choosePreset(id);
  }

  private onRulesChange(event: CustomEvent<ZsRulesChangeDetail>) {
    this.rulesTouched = true;
    this.startProblem = '';
    this.setHouse(event.detail.rules);
    if (validateRuleset(this.house).length === 0) this.rememberHouseRules();
  }

  private setHouse(rules: Ruleset) {
    this.houseStarted = true;
    this.house = rules;
  }

  /**
   * Keeps the house rules for the next game as soon as they are valid (after a short rest), not
   * only when a game starts, so a group that sets them up and leaves finds them again. A failure
   * here is not shown: "Start game" saves them again and reports any storage problem.
   */
  private rememberHouseRules() {
    clearTimeout(this.rememberTimer);
    const rules = this.house;
    this.rememberTimer = setTimeout(() => {
      void this.services
        ?.ledger()
        .then((ledger) => ledger.setSetting('houseRules', rules))
        .catch(() => undefined);
    }, REMEMBER_AFTER_MS);
  }

  private async onStart() {
    if (this.busy) return;
    this.attempted = true;
    const setup = this.setup();
    const problem = setupProblem(setup);
    if (problem) {
      this.startProblem = setupProblemText(problem);
      await this.updateComplete;
      await this.focusProblem();
      return;
    }
    const services = this.services;
    if (!services) return;
    this.busy = true;
    this.startProblem = '';
    let ledger: Ledger;
    try {
      ledger = await services.ledger();
      const outcome = await ledger.createGame(setup);
      if (!outcome.ok) {
        this.startProblem = ledgerRefusalText(outcome.refusal);
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
      this.startProblem = msg(str`The game was not started. ${why}`);
    } finally {
      this.busy = false;
    }
  }

  /** Takes the player to what stops the game from starting: a name, or a house rule. */
  private async focusProblem() {
    if (this.playersProblem()) {
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
