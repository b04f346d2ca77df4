import { createContext } from '@lit/context';
import type { Ledger } from '../../db/index.js';
import { AdviceClient } from './advice-client.js';

/** A short message at the bottom of the screen, with an optional action ("Undo"). */
export interface ToastRequest {
  /** Its words, or a function giving them, so a message that stays follows a change of language. */
  readonly message: string | (() => string);
  readonly action?: { readonly label: string | (() => string); readonly run: () => void };
  /** How long it stays, in ms (default 6,000); 0 keeps it until dismissed. */
  readonly duration?: number;
}

/**
 * What the app shell hands down to every page (docs/style.md: `@lit/context` instead of a global store).
 * The ledger is loaded on first use: Dexie is not part of the first paint.
 */
export interface AppServices {
  ledger(): Promise<Ledger>;
  /** The advisor's worker, one for the app, started on the first question; null where there is none. */
  advice(): AdviceClient | null;
  toast(request: ToastRequest): void;
  /** Polite announcement for screen readers ("Ana banks 650, total 3,200"). */
  announce(message: string): void;
}

export const servicesContext = createContext<AppServices>(Symbol('zs-services'));

/**
 * Loads the ledger once per app; the database name can be changed for tests. What the database had
 * lost is brought back from the second copy before the ledger is handed to any page, so no page
 * reads a game that is on its way back; `started` hears what was brought back.
 */
export function lazyLedger(name?: string, started?: (ledger: Ledger) => void): () => Promise<Ledger> {
  let ledger: Promise<Ledger> | null = null;
  return () => {
    ledger ??= import('../../db/index.js')
      .then(({ startLedger }) => startLedger(name ? { name } : {}))
      .then((opened) => {
        started?.(opened);
        return opened;
      });
    return ledger;
  };
}

/** One advice client per app, made on first use; `databaseName` picks the worker's cache. */
export function lazyAdvice(databaseName?: string): () => AdviceClient {
  let client: AdviceClient | null = null;
  return () => (client ??= new AdviceClient(databaseName));
}
