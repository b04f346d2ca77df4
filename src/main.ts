// The page's only script: defining the shell pulls in the components it shows. The service worker
// that keeps the app working offline is registered once the first page has rendered, when the
// browser is idle, so its download of every file never competes with that page's code. (The load
// event alone is no sign: index.html's loader asks for this script only after the shell's first
// paint, which can be after the load event.)
import { registerSW } from 'virtual:pwa-register';
import type { ToastRequest } from './ui/app/services.js';
import { offlineReady, reloadLabel, updateAvailable, updatedElsewhere } from './ui/text/app-text.js';
import './ui/app/zs-app.js';

/** How often an open app asks the server for a new version (a hash-routed app never navigates). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The longest the registration waits for an idle moment after the load event. */
const IDLE_TIMEOUT_MS = 3000;

/** Shows a toast through the shell's services once the shell has rendered its toast element. */
async function toast(request: ToastRequest): Promise<void> {
  await customElements.whenDefined('zs-app');
  const app = document.querySelector('zs-app');
  if (!app) return;
  await app.updateComplete;
  app.services.toast(request);
}

/** True once the players tapped "Reload" in this tab: only then may the new version reload it. */
let reloadRequested = false;
let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  location.reload();
}

function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onOfflineReady() {
      void toast({ message: offlineReady, duration: 4000 });
    },
    onNeedRefresh() {
      // Stays until dismissed, and never reloads by itself: the players may be in the middle of a turn.
      void toast({
        message: updateAvailable,
        duration: 0,
        action: {
          label: reloadLabel,
          run: () => {
            reloadRequested = true;
            // Workbox reports the take-over (onNeedReload) only to a page that had a worker when it
            // opened; a page from the very first visit learns it from the controller change.
            navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
            void updateServiceWorker(true);
          },
        },
      });
    },
    onNeedReload() {
      // The new version took control. In this tab because the players asked for it: reload now.
      // Because they tapped "Reload" in another tab: this tab keeps the code it has loaded and its
      // game (which lives in IndexedDB), and asks again instead of reloading under the players.
      if (reloadRequested) {
        reloadOnce();
        return;
      }
      void toast({
        message: updatedElsewhere,
        duration: 0,
        action: { label: reloadLabel, run: reloadOnce },
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}

function whenIdleAfterLoad(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(run, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The longest the registration waits for the first page (whose code may fail to arrive). */
const FIRST_PAGE_TIMEOUT_MS = 10_000;

/** After the first page has rendered, then after the load event, in an idle moment. */
async function whenFirstPageShown(run: () => void): Promise<void> {
  await customElements.whenDefined('zs-app');
  const shown = document.querySelector('zs-app')?.firstPageShown;
  await Promise.race([shown, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_TIMEOUT_MS))]);
  whenIdleAfterLoad(run);
}

if ('serviceWorker' in navigator) void whenFirstPageShown(registerServiceWorker);

// The static shell in index.html stands in for zs-app until the first page's code has loaded;
// zs-app shows it through its slot meanwhile and removes it once the page has rendered.
