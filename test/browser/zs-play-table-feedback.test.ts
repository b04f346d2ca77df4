/**
 * What the play page does for a table beyond the screen: it keeps the screen on while a game is
 * open and visible (Screen Wake Lock, stubbed here: headless Chromium grants none), and a bank, a
 * zilch, hot dice and the win buzz and (when asked) sound, as this device's settings say.
 */
import { expect, fixtureCleanup } from '@open-wc/testing';
import type { Entry } from '../../src/game/index.js';
import { removeLedgers } from './db-helpers.js';
import { allByRole, getByRole, tapFaces, until } from './helpers.js';
import { recordingServices } from './services-fixture.js';
import { flip, mountPage, newGame, untilStored } from './zs-play-helpers.js';
import { expectElement } from './harness.js';

/** A stand-in for `navigator.wakeLock`: counts requests, and the lock it hands out can be let go as a browser does. */
class StubWakeLock {
  readonly sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  request(type: string) {
    if (type !== 'screen') return Promise.reject(new TypeError(type));
    const sentinel = {
      released: false,
      release: () => {
        sentinel.released = true;
        return Promise.resolve();
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    this.sentinels.push(sentinel);
    // Granted a moment later, as a real one is: a second request can come while one is out.
    return new Promise((resolve) => setTimeout(() => resolve(sentinel), 30));
  }
  get held(): number {
    return this.sentinels.filter((sentinel) => !sentinel.released).length;
  }
}

/** Puts `value` on the navigator (or window) for the test; returns the undo (the browser's own comes back). */
function stub(target: object, name: string, value: unknown): () => void {
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  return () => {
    Reflect.deleteProperty(target, name);
  };
}

/** The page as hidden (another app in front) or visible again. */
function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('zs-play-page: the screen on, buzz and sound', () => {
  const undo: (() => void)[] = [];
  afterEach(async () => {
    fixtureCleanup();
    for (const restore of undo.splice(0).reverse()) restore();
    delete (document as { visibilityState?: unknown }).visibilityState;
    localStorage.clear();
    await removeLedgers();
  });

  it('keeps the screen on while the game is open, takes the lock again when the page comes back, and lets it go when switched off or left', async () => {
    const wakeLock = new StubWakeLock();
    undo.push(stub(navigator, 'wakeLock', wakeLock));
    const { ledger, game } = await newGame('farkle');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    setVisibility('visible'); // while the first request may still be out: still one lock
    await until(() => wakeLock.held === 1, 'the screen kept on');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wakeLock.sentinels, 'one lock, not one per request').to.have.length(1);
    expect(getByRole(page, 'switch', 'Keep screen on').getAttribute('aria-checked')).to.equal('true');

    // Another app in front: the browser lets the lock go; back on the game, it is taken again.
    setVisibility('hidden');
    for (const sentinel of wakeLock.sentinels) sentinel.released = true;
    setVisibility('visible');
    await until(() => wakeLock.held === 1 && wakeLock.sentinels.length === 2, 'the lock taken again');

    await flip(page, 'Keep screen on');
    await until(() => wakeLock.held === 0, 'the lock let go');
    expect(getByRole(page, 'switch', 'Keep screen on').getAttribute('aria-checked')).to.equal('false');
    expect(localStorage.getItem('zs-keep-screen-on'), 'remembered on this device').to.equal('off');
    await flip(page, 'Keep screen on');
    await until(() => wakeLock.held === 1, 'the screen kept on again');

    fixtureCleanup();
    await until(() => wakeLock.held === 0, 'let go when the game is left');
  });

  it('offers no Screen on, Vibrate or Sound where the device cannot', async () => {
    undo.push(
      stub(navigator, 'wakeLock', undefined),
      stub(navigator, 'vibrate', undefined),
      stub(window, 'AudioContext', undefined),
    );
    const { ledger, game } = await newGame('farkle');
    const page = await mountPage(game.row.id, recordingServices(ledger));
    const names = allByRole(page, 'switch').map((element) => element.textContent?.trim());
    expect(names.filter((name) => name === 'Keep screen on' || name === 'Vibrate' || name === 'Sound')).to.deep.equal(
      [],
    );
    expect(names).to.include('Total mode');
  });

  it('buzzes a bank once it is stored, a zilch twice; sound only when switched on', async () => {
    const buzzes: number[][] = [];
    undo.push(stub(navigator, 'vibrate', (pattern: number[]) => buzzes.push(pattern) > 0));
    const notes: number[] = [];
    class StubAudio {
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createOscillator = () => ({
        frequency: { value: 0 },
        connect: (gain: unknown) => gain,
        start: () => undefined,
        stop: function (this: { frequency: { value: number } }) {
          notes.push(this.frequency.value);
        },
      });
      createGain = () => ({
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      });
    }
    undo.push(stub(window, 'AudioContext', StubAudio));
    const entries: Entry[] = [{ type: 'roll', dice: [1, 1, 1, 2, 3, 4] }];
    const { ledger, game } = await newGame('farkle', entries);
    const page = await mountPage(game.row.id, recordingServices(ledger));
    expect(getByRole(page, 'switch', 'Vibrate').getAttribute('aria-checked')).to.equal('true');
    expect(getByRole(page, 'switch', 'Sound').getAttribute('aria-checked'), 'no sound unasked').to.equal('false');

    getByRole(page, 'button', 'Bank').click();
    await untilStored(ledger, game.row.id, 3);
    await until(() => buzzes.length === 1, 'the bank felt');
    expect(buzzes[0]).to.deep.equal([40]);
    expect(notes).to.deep.equal([]);

    await flip(page, 'Sound');
    await tapFaces(page, [2, 2, 3, 3, 4, 6]);
    await untilStored(ledger, game.row.id, 4);
    await until(() => buzzes.length === 2 && notes.length === 2, 'the zilch felt and heard');
    expect(buzzes[1]).to.deep.equal([120, 80, 120]);
    expect(notes).to.deep.equal([392, 262]);

    await flip(page, 'Vibrate');
    expect(localStorage.getItem('zs-vibrate')).to.equal('off');
    await expectElement(page);
  });
});
