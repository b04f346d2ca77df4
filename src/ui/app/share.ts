/**
 * Hands a file to the player: the system share sheet where the device can share files (a phone
 * sends the score sheet to the group chat in two taps), a download everywhere else.
 */

export interface ShareableFile {
  /** "zilch-2026-11-20-ana-ben.csv". */
  readonly name: string;
  /** MIME type, e.g. "text/csv". */
  readonly type: string;
  readonly text: string;
  /** The share sheet's title. */
  readonly title?: string;
}

/** What happened: shared through the share sheet, downloaded, or the player closed the share sheet. */
export type ShareResult = 'shared' | 'downloaded' | 'cancelled';

/** The parts of `navigator` this needs, so tests can hand in their own. */
export interface ShareTarget {
  canShare?(data?: ShareData): boolean;
  share?(data?: ShareData): Promise<void>;
}

/**
 * Shares the file where `navigator.canShare({ files })` says it can, else downloads it. A share
 * that fails for any reason but the player's own cancel (no user activation left, a share target
 * that refuses the type) falls back to the download, so the player always gets the file.
 */
export async function shareOrDownload(file: ShareableFile, target: ShareTarget = navigator): Promise<ShareResult> {
  const blob = new Blob([file.text], { type: file.type });
  const asFile = new File([blob], file.name, { type: file.type });
  const data: ShareData = { files: [asFile], ...(file.title ? { title: file.title } : {}) };
  let canShare: boolean;
  try {
    canShare = typeof target.share === 'function' && typeof target.canShare === 'function' && target.canShare(data);
  } catch {
    canShare = false;
  }
  if (canShare && target.share) {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  download(blob, file.name);
  return 'downloaded';
}

/** Saves a blob under a file name through a temporary `<a download>`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns; give them time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
