/**
 * Puts a page on the test page under a stand-in for the app shell: it provides the services
 * (`servicesContext`) the way zs-app does, with a ledger of the test's choosing, and records the
 * toasts and announcements the page asks for.
 */
import { ContextProvider } from '@lit/context';
import { fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import type { TemplateResult } from 'lit';
import type { Ledger } from '../../src/db/index.js';
import { servicesContext } from '../../src/ui/app/services.js';
import type { AppServices, ToastRequest } from '../../src/ui/app/services.js';

export interface RecordingServices extends AppServices {
  readonly toasts: ToastRequest[];
  readonly announcements: string[];
}

/** Services over `ledger` (a ledger, a promise of one, or a function that gives one). */
export function recordingServices(ledger: Ledger | Promise<Ledger> | (() => Promise<Ledger>)): RecordingServices {
  const toasts: ToastRequest[] = [];
  const announcements: string[] = [];
  return {
    toasts,
    announcements,
    ledger: typeof ledger === 'function' ? ledger : () => Promise.resolve(ledger),
    // No advisor: pages fall back to the hold worth the most points (advice has its own tests).
    advice: () => null,
    toast: (request) => toasts.push(request),
    announce: (message) => announcements.push(message),
  };
}

/** Renders `template` inside an element that provides `services`; returns the template's first element. */
export async function withServices<T extends HTMLElement>(template: TemplateResult, services: AppServices): Promise<T> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  new ContextProvider(host, { context: servicesContext, initialValue: services });
  render(template, host);
  const element = host.firstElementChild as T & { updateComplete?: Promise<unknown> };
  await element.updateComplete;
  return element;
}
