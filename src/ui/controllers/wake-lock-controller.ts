import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Keeps the screen on while its host is on the page and the page is visible: the phone lies on
 * the table between turns and should not dim or lock. The browser lets the lock go whenever the
 * page is hidden; it is taken again when the page comes back. Where the platform has no Screen Wake
 * Lock, or refuses it (battery saver), nothing happens and the screen dims as it always did.
 */
export class WakeLockController implements ReactiveController {
  private sentinel: WakeLockSentinel | null = null;
  /** The request out, so that two syncs in a row (connected, then visible) take one lock, not two. */
  private requesting: Promise<void> | null = null;
  private connected = false;

  constructor(
    host: ReactiveControllerHost,
    /** Whether the group wants the screen kept on (a setting). */
    private readonly enabled: () => boolean,
  ) {
    host.addController(this);
  }

  /** Whether the screen is being kept on now. */
  get held(): boolean {
    return this.sentinel !== null && !this.sentinel.released;
  }

  hostConnected(): void {
    this.connected = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    void this.sync();
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    void this.release();
  }

  /** Takes or lets go of the lock as the setting and the page's visibility say (after the switch flips, too). */
  async sync(): Promise<void> {
    if (this.connected && this.enabled() && document.visibilityState === 'visible') await this.acquire();
    else await this.release();
  }

  private readonly onVisibility = () => void this.sync();

  private acquire(): Promise<void> {
    if (this.held || typeof (navigator as { wakeLock?: WakeLock }).wakeLock?.request !== 'function')
      return Promise.resolve();
    this.requesting ??= this.request().finally(() => (this.requesting = null));
    return this.requesting;
  }

  private async request(): Promise<void> {
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      // The page may have gone (or the switch flipped) while the request was out.
      if (!this.connected || !this.enabled()) {
        await sentinel.release();
        return;
      }
      this.sentinel = sentinel;
    } catch {
      // Refused (battery saver, a hidden page, a policy): the screen dims as usual.
    }
  }

  private async release(): Promise<void> {
    const sentinel = this.sentinel;
    this.sentinel = null;
    await sentinel?.release().catch(() => undefined);
  }
}
