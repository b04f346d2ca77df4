/**
 * Shared by the play screen's saving tests (zs-play-saving*.test.ts): a ledger whose writes the test
 * holds back at a gate (let through, or sent into a full disk), the page's clock under the test's
 * control, and a watch on what every animation frame showed.
 */
import type { Ledger, LedgerOutcome } from '../../src/db/index.js';
import type { Entry } from '../../src/game/index.js';
import { AdviceClient } from '../../src/ui/app/advice-client.js';
import type { ZsPlayPage } from '../../src/ui/pages/play/zs-play-page.js';
import { fillTheDisk } from './db-helpers.js';
import { allByRole, allElements, textOf, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import { bannerHeadings, cleanUpPlay, mountPage, newGame } from './zs-play-helpers.js';

export const QUOTA_MESSAGE =
  "The phone's storage is full. Every game saved before is kept, in two copies: free some space, then try again.";

/**
 * A full disk: every put and add fails, or from the `nth` one on (so the ones before it are put in
 * the same transaction: the tap's entries go first, then the game's row). Returns the undo.
 */
function fillTheDiskFrom(nth = 1): () => void {
  let puts = 0;
  return fillTheDisk(() => ++puts >= nth);
}

interface Gate {
  readonly entries: readonly Entry[];
  readonly go: () => void;
  readonly fail: (nth?: number) => void;
}

/**
 * A ledger whose writes of taps (`actAll`, which `act` goes through) each wait at a gate until the
 * test lets them through (`release`) or lets them meet a full disk (`fail`). The page writes one
 * action at a time, so at most one write waits at a gate; the others wait in the page's queue.
 */
export class HeldWrites {
  readonly ledger: Ledger;
  private readonly gates: Gate[] = [];

  constructor(real: Ledger) {
    const held = Object.create(real) as Ledger;
    held.actAll = (...args: Parameters<Ledger['actAll']>) =>
      new Promise<LedgerOutcome>((resolve, reject) => {
        this.gates.push({
          entries: args[2],
          go: () => real.actAll(...args).then(resolve, reject),
          fail: (nth) => {
            const restore = fillTheDiskFrom(nth);
            real
              .actAll(...args)
              .then(resolve, reject)
              .finally(restore);
          },
        });
      });
    this.ledger = held;
  }

  private async next(): Promise<Gate> {
    await until(() => this.gates.length > 0, 'a write waiting at the gate');
    return this.gates.shift() as Gate;
  }

  /** Lets the next write through; returns its entries. */
  async release(): Promise<readonly Entry[]> {
    const gate = await this.next();
    gate.go();
    return gate.entries;
  }

  /** Lets the next write meet a full disk, from its `nth` entry on (default: at once); returns its entries. */
  async fail(nth?: number): Promise<readonly Entry[]> {
    const gate = await this.next();
    gate.fail(nth);
    return gate.entries;
  }
}

/**
 * A Farkle game with `entries` played, on screen over a ledger whose writes wait at `held`'s gates;
 * with the advisor when `advice` is given a list to keep its client in (for stopping).
 */
export async function heldPage(entries: readonly Entry[] = [], advice?: AdviceClient[]) {
  const { ledger, game } = await newGame('farkle', entries);
  const held = new HeldWrites(ledger);
  const services = recordingServices(() => Promise.resolve(held.ledger));
  if (advice) {
    const client = new AdviceClient(ledger.db.name);
    advice.push(client);
    services.advice = () => client;
  }
  const page = await mountPage(game.row.id, services);
  return { ledger, game, held, services, page };
}

/**
 * Takes over the page's clock (`performance.now`, by which the controller times "Saving…"): time
 * moves only when the test advances it, however slowly a loaded machine runs the writes. Real
 * timers still fire; they just find that no time has passed. Returns the clock and its undo.
 */
function controlledClock(): { advance: (ms: number) => void; restore: () => void } {
  const real = performance.now.bind(performance);
  const start = real();
  let advanced = 0;
  performance.now = () => start + advanced;
  return {
    advance: (ms) => {
      advanced += ms;
    },
    restore: () => {
      delete (performance as { now?: unknown }).now;
    },
  };
}

export interface Frame {
  readonly up: string;
  readonly total: string;
  readonly banners: readonly string[];
  readonly holdPicker: boolean;
  readonly saving: boolean;
}

/** What the screen shows, read every animation frame: anything a player could have seen. */
export function watchScreen(page: ZsPlayPage): { frames: Frame[]; stop: () => void } {
  const frames: Frame[] = [];
  let running = true;
  const look = () => {
    if (!running) return;
    const status = page.shadowRoot?.querySelector('zs-turn-status');
    frames.push({
      up: textOf(status?.shadowRoot?.querySelector('h2') ?? document.createElement('i')),
      total: textOf(status?.shadowRoot?.querySelector('.total') ?? document.createElement('i')),
      banners: bannerHeadings(page),
      // Read straight from the page, not by role: a frame's look must not take a frame itself.
      holdPicker:
        page.shadowRoot
          ?.querySelector('zs-hold-card')
          ?.shadowRoot?.querySelector('zs-hold-picker')
          ?.checkVisibility() === true,
      saving: (page.shadowRoot?.querySelector('p.saving')?.textContent ?? '').includes('Saving'),
    });
    requestAnimationFrame(look);
  };
  look();
  return {
    frames,
    stop: () => {
      running = false;
    },
  };
}

/** The text of the "Saving…" live region ('' while it is empty). */
export function savingLine(page: ZsPlayPage): string {
  return allByRole(page, 'status')
    .map((element) => textOf(element))
    .filter((text) => text.startsWith('Saving'))
    .join('');
}

/** The advice line of the hold picker ('' while there is none). */
export function holdAdvice(page: ZsPlayPage): string {
  const picker = allElements(page).find((element) => element.localName === 'zs-hold-picker');
  return textOf(picker?.shadowRoot?.querySelector('.advice') ?? document.createElement('i'));
}

/**
 * Puts each test of the calling `describe` on a controlled clock (`controlledClock`), and cleans up
 * after it: the clock, then the pages, the databases and the quick copies. Returns the clock of the
 * test running.
 */
export function eachOnAControlledClock(): { advance: (ms: number) => void } {
  let clock: ReturnType<typeof controlledClock> | undefined;
  beforeEach(() => {
    clock = controlledClock();
  });
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await cleanUpPlay();
  });
  return { advance: (ms) => clock?.advance(ms) };
}
