import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { explainStorageFailure, followGame } from '../../db/index.js';
import type { Ledger } from '../../db/index.js';
import type { AppServices } from '../app/services.js';
import { GameSession } from '../session/game-session.js';
import type { GameSessionPorts } from '../session/game-session.js';

export { OTHER_TAB_SEEN_MS, SLOW_WRITE_MS } from '../session/game-session.js';
export type { ActionResult, Seen } from '../session/game-session.js';

/** How the app's session reaches its ledger and follows a game (another tab's writes; its own come back as results). */
export function appSessionPorts(services: () => AppServices | undefined): GameSessionPorts<Ledger> {
  return {
    ledger: () => services()?.ledger(),
    watch: (ledger, id, next, fail, writing) => followGame(ledger, id, next, fail, writing),
    explain: (thrown) => explainStorageFailure(thrown, 'save'),
    now: () => performance.now(),
  };
}

/**
 * Ties a page to a `GameSession`: opens the page's game once the services are there, follows a
 * new game id, closes on disconnect, and re-renders the page whenever the session changes.
 */
export class GameController implements ReactiveController {
  readonly session: GameSession<Ledger>;

  constructor(
    host: ReactiveControllerHost,
    services: () => AppServices | undefined,
    private readonly gameId: () => string,
  ) {
    this.session = new GameSession(appSessionPorts(services), () => host.requestUpdate());
    host.addController(this);
  }

  private connected = false;

  hostConnected(): void {
    this.connected = true;
    this.session.open(this.gameId());
  }

  /** Opens the game once the services come, and follows a new game id. */
  hostUpdate(): void {
    if (this.connected && this.session.id !== this.gameId()) this.session.open(this.gameId());
  }

  hostDisconnected(): void {
    this.connected = false;
    this.session.close();
  }
}
