import { RESUME_SHELL_KEY } from '../../../db/index.js';
import type { BannerTone } from '../../components/zs-banner.js';

/**
 * What the play screen shows first of a game, kept so that the next time the game is opened its
 * first paint already shows it: index.html's inline script draws it in the static shell before any
 * script has loaded, and the play page draws it while it reads the game. It is the last turn's
 * banner ("Ana banked 1,050: total 1,050"), the largest thing on the screen a player comes back
 * to; drawn the same way each time, nothing moves when the page takes over.
 */
export interface ResumeShell {
  readonly id: string;
  readonly tone: BannerTone;
  readonly heading: string;
  readonly text: string;
  /** A zilch's dice, drawn under the text. */
  readonly dice: readonly number[];
}

/** The kept banner of game `id`, or null (none kept, another game's, or not readable). */
export function readResumeShell(id: string): ResumeShell | null {
  try {
    const raw = globalThis.localStorage?.getItem(RESUME_SHELL_KEY);
    const shell = raw ? (JSON.parse(raw) as Partial<ResumeShell>) : null;
    if (!shell || shell.id !== id || typeof shell.heading !== 'string' || typeof shell.text !== 'string') return null;
    const tone = shell.tone === 'success' || shell.tone === 'danger' || shell.tone === 'warning' ? shell.tone : 'info';
    const dice = Array.isArray(shell.dice)
      ? shell.dice.filter((face) => Number.isInteger(face) && face >= 1 && face <= 6)
      : [];
    return { id, tone, heading: shell.heading, text: shell.text, dice };
  } catch {
    return null;
  }
}

/**
 * Keeps game `id`'s banner for the next visit, or, with null, forgets what was kept (the screen
 * opens on no banner, so the shell must not paint one). Writes only what changed.
 */
export function keepResumeShell(id: string, shell: Omit<ResumeShell, 'id'> | null): void {
  const value = shell ? JSON.stringify({ id, ...shell }) : null;
  try {
    if (globalThis.localStorage?.getItem(RESUME_SHELL_KEY) === value) return;
    if (value) globalThis.localStorage?.setItem(RESUME_SHELL_KEY, value);
    else globalThis.localStorage?.removeItem(RESUME_SHELL_KEY);
  } catch {
    // Private mode or a full disk: the next visit paints "Loading…" first, as before.
  }
}
