/**
 * What a guest's phone may say to the host over the data channel, checked before anything reads
 * it: a message is a JSON text under a size limit, of a known type, with exactly the fields that
 * type has, each of the right kind and size, rebuilt from those fields alone (nothing else of what
 * came is kept). A message that fails is refused with a code and changes nothing; whether a
 * proposal is legal, and the guest's to make, is the host's question after this one.
 */
import type { Read } from '../export/backup-schema.js';
import type { Entry } from '../game/index.js';
import { count, ID, onlyKeys, parseMessage, readEntries } from './json-message.js';

/** The version of the messages; a guest of a newer app says so in its hello. */
export const LINK_VERSION = 1;
/** The longest message a guest sends, in characters: a hello or one tap is a few hundred. */
export const MAX_GUEST_MESSAGE = 2048;
/** The most entries one proposal carries: one tap (a hold written with its bank). */
export const MAX_PROPOSED_ENTRIES = 2;

/**
 * - `hello`: the first message, with the game's secret from the invitation, the seat of the player
 *   this phone taps for (null: it follows only) and how far into the game it is (the host's entry
 *   count it holds, 0 for none), so a phone that comes back gets only what it missed.
 * - `propose`: a tap, as entries, made on the game at entry count `at`, under an id the guest made,
 *   so the host applies it at most once and answers it by that id.
 * - `bye`: the guest leaves.
 */
export type GuestMessage =
  | {
      readonly t: 'hello';
      readonly v: number;
      readonly secret: string;
      readonly seat: number | null;
      readonly have: number;
    }
  | { readonly t: 'propose'; readonly id: string; readonly at: number; readonly entries: readonly Entry[] }
  | { readonly t: 'bye' };

export type MessageProblem = 'too-large' | 'not-json' | 'unknown-type' | 'fields' | 'newer-version';

const SECRET = /^[A-Za-z0-9_-]{22}$/;
const MAX_SEAT = 63;

const bad = (problem: MessageProblem): Read<GuestMessage, MessageProblem> => ({ ok: false, problem });

/** A guest's message, read and rebuilt, or why it is refused. Never throws. */
export function readGuestMessage(raw: unknown): Read<GuestMessage, MessageProblem> {
  const parsed = parseMessage(raw, MAX_GUEST_MESSAGE);
  if (!parsed.ok) return bad(parsed.problem);
  const message = parsed.value;
  switch (message['t']) {
    case 'hello': {
      const { v, secret, seat, have } = message;
      if (!onlyKeys(message, ['t', 'v', 'secret', 'seat', 'have'])) return bad('fields');
      if (typeof v === 'number' && Number.isInteger(v) && v > LINK_VERSION) return bad('newer-version');
      if (v !== LINK_VERSION || typeof secret !== 'string' || !SECRET.test(secret)) return bad('fields');
      if (seat !== null && !count(seat, MAX_SEAT)) return bad('fields');
      if (!count(have)) return bad('fields');
      return { ok: true, value: { t: 'hello', v, secret, seat, have } };
    }
    case 'propose': {
      const { id, at, entries } = message;
      if (!onlyKeys(message, ['t', 'id', 'at', 'entries'])) return bad('fields');
      if (typeof id !== 'string' || !ID.test(id) || !count(at)) return bad('fields');
      const read = readEntries(entries, MAX_PROPOSED_ENTRIES);
      if (!read || read.length === 0) return bad('fields');
      return { ok: true, value: { t: 'propose', id, at, entries: read } };
    }
    case 'bye':
      return onlyKeys(message, ['t']) ? { ok: true, value: { t: 'bye' } } : bad('fields');
    default:
      return bad('unknown-type');
  }
}
