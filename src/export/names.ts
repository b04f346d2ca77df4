import { normalisePlayerName } from '../game/index.js';

/**
 * Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and the rest of the
 * right-to-left blocks, presentation forms included) and the direction marks and controls: a name
 * with any of them can reorder the text around it, a name without them cannot.
 */
const TURNS_DIRECTION =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * A stored name as it is shown: normalised like a typed name, so the direction controls, zero-width
 * and control characters that a game saved by an older version may hold are never shown or printed.
 */
export function shownName(name: string): string {
  return normalisePlayerName(name);
}

/**
 * A name for plain text (a sentence, a label, a printed heading): shown as `shownName`, and inside
 * Unicode isolates (U+2068 first strong isolate … U+2069 pop directional isolate) when it holds
 * right-to-left letters, so "שרה 500" never pulls the points into the name's direction. Names
 * without such letters are left as they are: they cannot reorder anything, and screen readers and
 * copied text get the plain name.
 */
export function isolatedName(name: string): string {
  const shown = shownName(name);
  return TURNS_DIRECTION.test(shown) ? `\u2068${shown}\u2069` : shown;
}
