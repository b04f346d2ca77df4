/** What the probe counts, kept on `window.__zs`. */
export interface Probe {
  transactions: number;
  renders: number;
  /** Renders by element, "tag" for updates and "tag (first)" for first renders. */
  byTag: Record<string, number>;
  /** Transactions by mode and object stores. */
  byStore: Record<string, number>;
  /** `timeStamp` of the last pointerup: when the finger left the glass (a tap's click comes from it). */
  lifted: number;
  /** When the first read-write transaction since the last lift committed (its `complete` event), on the same clock. */
  committed: number;
}

/** The page's window once the probe is in: the counts, and the wait for what a tap shows. */
export interface ProbeWindow {
  __zs: Probe;
  /** Tap to paint, in ms: from the last lift of a finger to the end of the frame that shows the condition. */
  __zsWait: (condition: string, arg: number) => Promise<number>;
}

/**
 * The console message's first word when a start at the games list has drawn it; then the time it
 * was drawn and the time of the first contentful paint (the static shell), ms after navigation.
 */
export const GAMES_SHOWN_MESSAGE = 'zs-games-shown';

/**
 * Installed in the app's page before any of its scripts (an init script of the interaction bench):
 * counts IndexedDB transactions and Lit updates, remembers when the last touch ended, and waits
 * for what a tap should show, to the end of the frame that paints it. Self-contained: Playwright
 * sends this function's source to the page, so it may not close over anything: `gamesShown` is
 * GAMES_SHOWN_MESSAGE, handed in.
 */
export function installProbe(gamesShown: string): void {
  type Condition = (arg: number) => boolean;
  const w = window as unknown as ProbeWindow;
  const probe: Probe = { transactions: 0, renders: 0, byTag: {}, byStore: {}, lifted: 0, committed: 0 };
  w.__zs = probe;

  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    probe.transactions++;
    const [stores, mode] = args;
    const key = `${mode ?? 'readonly'} ${[stores].flat().join('+')}`;
    probe.byStore[key] = (probe.byStore[key] ?? 0) + 1;
    const opened = transaction.apply(this, args);
    // The first commit after the lift is the tap's own write (a tap writes once: the bench checks it).
    if (mode === 'readwrite')
      opened.addEventListener(
        'complete',
        () => (probe.committed = probe.committed > probe.lifted ? probe.committed : performance.now()),
      );
    return opened;
  } as IDBDatabase['transaction'];

  // Every Lit element goes through ReactiveElement (the owner of performUpdate), whose update runs
  // once per render, and only when shouldUpdate lets it (a parked card's skipped turn is no render).
  const define = customElements.define.bind(customElements);
  let patched = false;
  customElements.define = (name, constructor, options) => {
    if (!patched) {
      let proto: object | null = constructor.prototype as object;
      while (proto && !Object.prototype.hasOwnProperty.call(proto, 'performUpdate'))
        proto = Object.getPrototypeOf(proto) as object | null;
      if (proto) {
        const owner = proto as { update: (changed: unknown) => void };
        const update = owner.update;
        owner.update = function (this: HTMLElement & { hasUpdated: boolean }, changed: unknown) {
          probe.renders++;
          const key = this.hasUpdated ? this.localName : `${this.localName} (first)`;
          probe.byTag[key] = (probe.byTag[key] ?? 0) + 1;
          update.call(this, changed);
        };
        patched = true;
      }
    }
    define(name, constructor, options);
  };

  addEventListener('pointerup', (event) => (probe.lifted = event.timeStamp), { capture: true });

  /** The first element with this tag, looking inside every shadow root. */
  const find = (tag: string, root: ParentNode = document): HTMLElement | null => {
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.localName === tag) return element;
      if (element.shadowRoot) {
        const inner = find(tag, element.shadowRoot);
        if (inner) return inner;
      }
    }
    return null;
  };

  const diceOnPad = (): number => {
    const roll = find('zs-roll');
    return roll?.shadowRoot ? roll.shadowRoot.querySelectorAll('li > button').length : -1;
  };
  const conditions: Record<string, Condition> = {
    /** The roll on the pad shows this many dice. */
    dice: (n) => diceOnPad() === n,
    /** The hold card lists the legal holds and says the advice. */
    holds: () => {
      const card = find('zs-hold-card') as (HTMLElement & { advice?: string }) | null;
      const list = card ? find('zs-hold-list', card.shadowRoot ?? card) : null;
      return Boolean(card?.advice) && (list?.shadowRoot?.querySelectorAll('button.hold').length ?? 0) > 0;
    },
    /** Seat n is up, with an empty pad. */
    up: (seat) => find('zs-turn-status')?.getAttribute('current') === String(seat) && diceOnPad() === 0,
    // The games page is drawn with its New game button, looked up by its place: this runs every
    // frame of a start, where walking every element would be the probe's own cost.
    games: () =>
      Boolean(
        document
          .querySelector('zs-app')
          ?.shadowRoot?.querySelector('zs-games-page')
          ?.shadowRoot?.querySelector('a, button'),
      ),
  };

  /**
   * Resolves with the time at the end of the first frame that painted what the condition looks
   * for. The condition is checked once each frame is done (a message posted from
   * requestAnimationFrame is handled after that frame's style, layout and paint), so a page that
   * renders in its own requestAnimationFrame callback is seen in the frame it painted.
   */
  const shown = (name: string, arg: number) =>
    new Promise<number>((resolve, reject) => {
      const condition = conditions[name];
      if (!condition) throw new Error(`no condition ${name}`);
      const began = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (condition(arg)) resolve(performance.now());
        else if (performance.now() - began > 20_000) reject(new Error(`${name}(${arg}) never showed`));
        else requestAnimationFrame(frame);
      };
      const frame = () => channel.port2.postMessage(0);
      requestAnimationFrame(frame);
    });
  /** Tap to paint: from the finger's lift to the end of the frame showing its result. */
  w.__zsWait = async (name, arg) => (await shown(name, arg)) - probe.lifted;
  // Said on the console, which the bench hears without running anything in the page: waiting with
  // an evaluation would put Playwright's own script on the main thread while the app starts.
  if (location.hash === '' || location.hash === '#/') {
    void shown('games', 0).then(
      // With the static shell's first paint, which is the browser's work alone (no script of the app yet).
      (at) =>
        console.debug(
          `${gamesShown} ${at} ${performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN}`,
        ),
      () => undefined,
    );
  }
}
