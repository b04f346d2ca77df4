import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { observe } from '../../db/index.js';
import type { StorageError } from '../../db/index.js';
import type { CorruptLogError } from '../../game/index.js';

/**
 * Keeps a host element showing the result of a ledger query: subscribes when the host connects,
 * unsubscribes when it disconnects, and asks the host to render on every new result or error.
 *
 * ```ts
 * private games = new LiveQueryController(this, () => this.ledger.listGames());
 * render() { return this.games.value ? list(this.games.value) : loading(); }
 * ```
 */
export class LiveQueryController<T> implements ReactiveController {
  /** The latest result; undefined until the first one arrives. */
  value: T | undefined = undefined;
  /** The latest error (cleared by the next result); the player sentence is its `message`. */
  error: StorageError | CorruptLogError | undefined = undefined;

  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private querier: () => T | Promise<T>,
  ) {
    host.addController(this);
  }

  /** True while the host is connected and the query is being watched. */
  get subscribed(): boolean {
    return this.unsubscribe !== null;
  }

  hostConnected(): void {
    this.subscribe();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Watches another query (say, another game); the old result is dropped. */
  setQuerier(querier: () => T | Promise<T>): void {
    this.querier = querier;
    this.value = undefined;
    this.error = undefined;
    if (this.unsubscribe) {
      this.hostDisconnected();
      this.subscribe();
    }
    this.host.requestUpdate();
  }

  /**
   * Runs the query again now (say, it reads more rows than before), keeping the current result on
   * screen until the new one arrives, so nothing flashes to "Loading" and focus stays put.
   */
  rerun(): void {
    if (!this.unsubscribe) return;
    this.hostDisconnected();
    this.subscribe();
  }

  private subscribe(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = observe(
      this.querier,
      (value) => {
        this.value = value;
        this.error = undefined;
        this.host.requestUpdate();
      },
      (error) => {
        this.error = error;
        this.host.requestUpdate();
      },
    );
  }
}
