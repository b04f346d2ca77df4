import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { zilchLoss } from '../../../game/index.js';
import type { Entry, GameState } from '../../../game/index.js';
import { basics } from '../../app/theme.js';
import { bannerStyles, bannerTemplate } from '../../components/zs-banner.js';
import { dieFace, dieFaceStyles } from '../../components/die-face.js';
import { endedTurnBanner } from '../../text/banner-text.js';
import { justEndedTurn } from '../../../game/index.js';
import type { Face } from '../../../rules/index.js';
import { keepResumeShell, readResumeShell } from './resume-shell.js';
import type { ResumeShell } from './resume-shell.js';

/**
 * The banner for the turn that just ended: a bank, or a zilch with its dice and what it cost. It is
 * kept for the next visit's first paint (resume-shell.ts), and drawn from that copy (`kept`) while
 * the game is being read. The kept copy is in the words of the language spoken when it was drawn.
 */
@localized()
@customElement('zs-ended-turn')
export class ZsEndedTurn extends LitElement {
  static override styles = [
    basics,
    ...dieFaceStyles,
    bannerStyles,
    css`
      .banner-dice {
        display: flex;
        gap: var(--zs-space-2);
        margin-top: var(--zs-space-3);
        --zs-die-size: 28px;
      }
    `,
  ];

  @property({ attribute: false }) state?: GameState;
  /** The entries in force as stored: a zilch's dice and loss are read from them. */
  @property({ attribute: false }) entries: readonly Entry[] = [];
  /** The game's id: the banner is kept under it for the next visit. */
  @property({ attribute: 'game-id' }) gameId = '';
  /** Without a state: the banner kept from the last visit, drawn while the game is read. */
  @property({ attribute: false }) kept: ResumeShell | null = null;

  /** The banner last drawn from the game, to keep once it is on screen. */
  private drawn: Omit<ResumeShell, 'id'> | null = null;

  private loss: ReturnType<typeof zilchLoss> = null;
  private lossOf: unknown = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    const record = this.state ? justEndedTurn(this.state) : null;
    // Replaying the log is worth doing once per ended turn, not on every render of the page.
    if (changed.has('state') && record !== this.lossOf) {
      this.lossOf = record;
      this.loss = record && this.state ? zilchLoss(this.state, this.entries, record) : null;
    }
  }

  override render() {
    const state = this.state;
    const record = state ? justEndedTurn(state) : null;
    this.drawn = null;
    let banner: Omit<ResumeShell, 'id'>;
    if (state && record) {
      banner = { ...endedTurnBanner(state, record, this.loss?.lost ?? null), dice: this.loss?.dice ?? [] };
      this.drawn = { tone: banner.tone, heading: banner.heading, text: banner.text, dice: banner.dice };
    } else if (this.kept) banner = this.kept;
    else return nothing;
    const dice = banner.dice as readonly Face[];
    return bannerTemplate(
      banner.tone,
      banner.heading,
      html`${banner.text}${
        dice.length > 0
          ? html`<span class="banner-dice">
            ${dice.map((face) => dieFace(face))}
            <span class="visually-hidden">${msg(str`The roll: ${dice.join(', ')}.`)}</span>
          </span>`
          : nothing
      }`,
    );
  }

  protected override updated(): void {
    if (this.drawn && this.gameId) keepResumeShell(this.gameId, this.drawn);
  }
}

/**
 * The play page while it reads the game: "Loading the game…", under the banner kept from the last
 * visit, where the game shows it (as the static shell painted it), so nothing moves when it comes.
 */
export function loadingGame(id: string) {
  const kept = readResumeShell(id);
  const loading = html`<p class="loading" role="status">${msg('Loading the game…')}</p>`;
  return kept
    ? html`<div class="page"><div class="column"><zs-ended-turn .kept=${kept}></zs-ended-turn>${loading}</div></div>`
    : loading;
}

declare global {
  interface HTMLElementTagNameMap {
    'zs-ended-turn': ZsEndedTurn;
  }
}
