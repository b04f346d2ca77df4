/** Player names as the app keeps them, and when two names are the same player (docs/names.md). */

export const MAX_NAME_LENGTH = 30;

/**
 * Characters a name never needs and that make it lie about itself: C0 and C1 controls, the
 * bidirectional marks, embeddings, overrides and isolates (which reverse the text after them on a
 * printed sheet), and the invisible spaces and joiners that make "Ana" and "Ana\u200B" two players.
 * The zero-width joiner stays: emoji sequences (a family, a flag) are built with it.
 */
const HIDDEN_IN_NAMES =
  // eslint-disable-next-line no-control-regex -- the control characters are what a name must not hold
  /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * A name as the app keeps it: Unicode NFC, hidden and control characters removed, every run of
 * white space one plain space, no space around it. Typed names and restored ones go through it.
 */
export function normalisePlayerName(name: string): string {
  return name.normalize('NFC').replace(HIDDEN_IN_NAMES, '').replace(/\s+/gu, ' ').trim();
}

/** What makes two names the same player: the name without case, extra spacing or hidden characters. */
export function playerNameKey(name: string): string {
  return normalisePlayerName(name)
    .replace(/\u200D/g, '')
    .toLocaleLowerCase();
}

/** Two names are the same player when they differ only in case, spacing or hidden characters. */
export function samePlayerName(a: string, b: string): boolean {
  return playerNameKey(a) === playerNameKey(b);
}
