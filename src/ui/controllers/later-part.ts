import type { ReactiveControllerHost } from 'lit';

/**
 * A part of an element's first screen drawn later than the rest (after the next paint, or a task
 * later), so that the task drawing the rest stays short on a slow phone. The host asks for it once
 * the rest is drawn, reads `ready` in its render, and, where its `updateComplete` must cover the
 * part too, returns `settle` from `getUpdateComplete`.
 */
export class LaterPart {
  /** Whether the part's time has come: the host draws it. */
  ready = false;
  private due: Promise<void> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** What the part waits for: `nextTask`, `afterNextPaint`. */
    private readonly wait: () => Promise<void>,
  ) {}

  /** Asks for the part: the host updates again once it is ready. Asked again, or ready, nothing. */
  ask(): void {
    if (this.ready || this.due) return;
    this.due = this.wait().then(() => {
      this.ready = true;
      this.due = null;
      this.host.requestUpdate();
    });
  }

  /**
   * For the host's `getUpdateComplete`: its own (`own`), and while the part is due, the update that
   * draws it (`again`). Chained, not awaited in an async function: as many microtasks as Lit's own.
   */
  settle(own: Promise<boolean>, again: () => Promise<boolean>): Promise<boolean> {
    return own.then((done) => (this.due ? this.due.then(again) : done));
  }
}
