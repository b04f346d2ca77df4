/**
 * What the browser test of every element checks, in one call: what a person does to it (a tap, keys
 * on the focused control), the app's events it fires for that, each bubbling out of its shadow root
 * as `emit` sends them (src/ui/app/events.ts), and that it is accessible (axe) as it is left.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ZsEventDetails } from '../../src/ui/app/events.js';
import { settle } from './helpers.js';

export type ZsEventType = keyof ZsEventDetails;

/** An event of the app, as a test expects it: its type, and its detail where it carries one. */
export type Fired = {
  [K in ZsEventType]: ZsEventDetails[K] extends undefined
    ? { readonly type: K }
    : { readonly type: K; readonly detail: ZsEventDetails[K] };
}[ZsEventType];

export interface ElementCheck {
  /** What a person does first: a function (a tap, a change), or keys pressed in turn where the focus is. */
  readonly act?: (() => unknown) | readonly string[];
  /**
   * The events that `act` makes the element fire, in order, each with its detail; no other event of
   * these types (nor of `silent`) reaches it.
   */
  readonly fires?: readonly Fired[];
  /** Types of event that must not fire while `act` runs. */
  readonly silent?: readonly ZsEventType[];
  /** Whether to check it with axe once `act` has run (the default); false where a test checks only what it fires. */
  readonly accessible?: boolean;
}

/**
 * Does `act` to `element`, then checks the events it fired (`fires`, `silent`) and, unless told
 * otherwise, that it is accessible. Returns the events heard.
 */
export async function expectElement(element: Element | null, check: ElementCheck = {}): Promise<CustomEvent[]> {
  if (!element) throw new Error('no element to check');
  const types = new Set<string>([...(check.fires ?? []).map((fired) => fired.type), ...(check.silent ?? [])]);
  const heard: CustomEvent[] = [];
  const hear = (event: Event) => heard.push(event as CustomEvent);
  for (const type of types) element.addEventListener(type, hear);
  try {
    const { act } = check;
    if (typeof act === 'function') await act();
    else if (act) for (const key of act) await sendKeys({ press: key });
    if (act) await settle(element);
  } finally {
    for (const type of types) element.removeEventListener(type, hear);
  }
  if (types.size > 0) {
    const seen = heard.map((event) =>
      event.detail === null || event.detail === undefined
        ? { type: event.type }
        : { type: event.type, detail: event.detail as unknown },
    );
    expect(seen, 'the events fired').to.deep.equal(check.fires ?? []);
    for (const event of heard)
      expect(event.bubbles && event.composed, `${event.type} bubbles out of the shadow root`).to.equal(true);
  }
  if (check.accessible ?? true) await expect(element).to.be.accessible();
  return heard;
}
