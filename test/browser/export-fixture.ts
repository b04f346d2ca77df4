/**
 * For the score sheet's and the backup's browser tests: a page under a stand-in for the app shell
 * (the services context, with a ledger of the test's own and recorded announcements), and a catch
 * for the files the page downloads or shares.
 */
import type { TemplateResult } from 'lit';
import type { Ledger } from '../../src/db/index.js';
import type { AppServices, ToastRequest } from '../../src/ui/app/services.js';
import { getByRole, until } from './helpers.js';
import { recordingServices, withServices } from './services-fixture.js';

export interface Recorded {
  readonly announcements: string[];
  readonly toasts: ToastRequest[];
}

/** Renders `template` inside an element that provides services over `ledger` (services-fixture's, recorded). */
export async function mountWithLedger<T extends HTMLElement>(
  template: TemplateResult,
  ledger: Ledger,
  advice: AppServices['advice'] = () => null,
): Promise<{ element: T; recorded: Recorded }> {
  // No advisor unless the test brings one: pages fall back to the hold worth the most points
  // (advice has its own tests).
  const services = { ...recordingServices(ledger), advice };
  const element = await withServices<T>(template, services);
  return { element, recorded: services };
}

export interface CaughtFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
  readonly via: 'download' | 'share';
}

/**
 * Catches every file the page saves: downloads (the `<a download>` click) are read back from their
 * Blob URL; with `share: true` the device pretends to share files and the shared file is caught.
 * Call `restore()` afterwards.
 */
export function catchFiles(options: { share?: boolean } = {}): { files: CaughtFile[]; restore: () => void } {
  const files: CaughtFile[] = [];
  const originalClick = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (!this.download) return originalClick.call(this);
    const name = this.download;
    void fetch(this.href)
      .then((response) => response.blob())
      .then(async (blob) => void files.push({ name, type: blob.type, text: await blob.text(), via: 'download' }));
  };
  const own = {
    canShare: Object.getOwnPropertyDescriptor(navigator, 'canShare'),
    share: Object.getOwnPropertyDescriptor(navigator, 'share'),
  };
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data?: ShareData) => Boolean(options.share && data?.files?.length),
  });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data?: ShareData) => {
      for (const file of data?.files ?? [])
        files.push({ name: file.name, type: file.type, text: await file.text(), via: 'share' });
    },
  });
  return {
    files,
    restore: () => {
      HTMLAnchorElement.prototype.click = originalClick;
      for (const key of ['canShare', 'share'] as const) {
        const descriptor = own[key];
        // Without an own property of its own, the navigator's prototype answers again.
        if (descriptor) Object.defineProperty(navigator, key, descriptor);
        else Reflect.deleteProperty(navigator, key);
      }
    },
  };
}

/** Taps the button named `button` under `root` and returns the one file it saved or shared. */
export async function savedFrom(root: Element, button: string, options: { share?: boolean } = {}): Promise<CaughtFile> {
  const caught = catchFiles(options);
  try {
    getByRole(root, 'button', button).click();
    await until(() => caught.files.length === 1, `${button}: one file is saved`);
  } finally {
    caught.restore();
  }
  const [file] = caught.files;
  if (!file) throw new Error(`${button} saved no file`);
  return file;
}
