import { devicePrefs } from './device-prefs.js';

const DISMISSED_KEY = 'zs-how-to-use-dismissed';

/**
 * Whether the games page shows its "How to use" card: until it is dismissed on this device, and
 * again whenever the header's "How to use" asks for it. The header and the page are apart in the
 * tree, so they meet here; when storage refuses, the choice holds for the visit.
 */
class HowToUse {
  private dismissedHere = devicePrefs.read(DISMISSED_KEY) === 'yes';
  private wantsFocus = false;
  private readonly listeners = new Set<() => void>();

  get dismissed(): boolean {
    return this.dismissedHere;
  }

  dismiss(): void {
    this.dismissedHere = true;
    devicePrefs.write(DISMISSED_KEY, 'yes');
    this.changed();
  }

  /** Shows the card again, and has the games page put the keyboard on it. */
  showAgain(): void {
    this.dismissedHere = false;
    this.wantsFocus = true;
    devicePrefs.write(DISMISSED_KEY, null);
    this.changed();
  }

  /** True once after `showAgain`: the card should take the focus when drawn. */
  takeFocusRequest(): boolean {
    const wanted = this.wantsFocus;
    this.wantsFocus = false;
    return wanted;
  }

  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the device again, as a new visit does (the tests start their visits with it). */
  reload(): void {
    this.dismissedHere = devicePrefs.read(DISMISSED_KEY) === 'yes';
    this.wantsFocus = false;
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}

export const howToUse = new HowToUse();
