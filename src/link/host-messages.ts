/**
 * What the host's phone says to a guest, checked by the guest before it shows any of it (the
 * host is another phone too): a JSON text under a size limit, of a known type, with exactly its
 * fields, the setup and the entries read as a backup reads them. Whether the entries replay is the
 * guest's next question, when it applies them to its copy.
 */
import { readSetup } from '../export/backup-schema.js';
import type { Read } from '../export/backup-schema.js';
import type { Entry, GameSetup } from '../game/index.js';
import { count, ID, onlyKeys, parseMessage, readEntries } from './json-message.js';
import { LINK_VERSION } from './messages.js';
import type { ProposalRefusal } from './proposals.js';

/** The longest message a host sends, in characters: the whole of a long evening's game fits. */
export const MAX_HOST_MESSAGE = 4_000_000;
const MAX_ENTRIES = 100_000;

/**
 * - `welcome`: the guest is in: the game (its setup and the entries in force), whether players tap
 *   in their own turns, and the seat this phone taps for.
 * - `entries`: the game moved: keep the first `keep` entries and add `add` (an Undo keeps fewer).
 * - `draft`: the dice being tapped in on the host for the roll at entry count `at`.
 * - `taps`: the host let players tap in their own turns, or stopped it.
 * - `answer`: a proposal done (the entry count after it) or refused by a code; a refusal by the
 *   rules is not sent whole: the guest works it out on its own copy, in its own language.
 * - `refused`: the host will not have this phone (a wrong secret, a message it could not read, a
 *   phone removed, a newer app), and closes the channel.
 */
export type HostMessage =
  | {
      readonly t: 'welcome';
      readonly v: number;
      readonly setup: GameSetup;
      readonly entries: readonly Entry[];
      readonly taps: boolean;
      readonly seat: number | null;
    }
  | { readonly t: 'entries'; readonly keep: number; readonly add: readonly Entry[] }
  | { readonly t: 'draft'; readonly at: number; readonly dice: readonly number[] }
  | { readonly t: 'taps'; readonly on: boolean }
  | { readonly t: 'answer'; readonly id: string; readonly ok: true; readonly at: number }
  | { readonly t: 'answer'; readonly id: string; readonly ok: false; readonly code: ProposalRefusal['code'] }
  | { readonly t: 'refused'; readonly code: 'wrong-secret' | 'bad-message' | 'removed' | 'newer-version' };

export type HostMessageProblem = 'too-large' | 'not-json' | 'unknown-type' | 'fields' | 'newer-version';

const bad = (problem: HostMessageProblem): Read<HostMessage, HostMessageProblem> => ({ ok: false, problem });
const REFUSALS = ['taps-off', 'not-your-turn', 'moved-on', 'rules'] as const;
const CLOSINGS = ['wrong-secret', 'bad-message', 'removed', 'newer-version'] as const;

/** The host's message, read and rebuilt, or why it is refused. Never throws. */
export function readHostMessage(raw: unknown): Read<HostMessage, HostMessageProblem> {
  const parsed = parseMessage(raw, MAX_HOST_MESSAGE);
  if (!parsed.ok) return bad(parsed.problem);
  const m = parsed.value;
  switch (m['t']) {
    case 'welcome': {
      if (!onlyKeys(m, ['t', 'v', 'setup', 'entries', 'taps', 'seat'])) return bad('fields');
      if (typeof m['v'] === 'number' && m['v'] > LINK_VERSION) return bad('newer-version');
      const setup = readSetup(m['setup']);
      const entries = readEntries(m['entries'], MAX_ENTRIES);
      const seat = m['seat'];
      if (m['v'] !== LINK_VERSION || !setup.ok || !entries || typeof m['taps'] !== 'boolean') return bad('fields');
      if (seat !== null && !(count(seat) && seat < setup.value.players.length)) return bad('fields');
      return { ok: true, value: { t: 'welcome', v: LINK_VERSION, setup: setup.value, entries, taps: m['taps'], seat } };
    }
    case 'entries': {
      const add = readEntries(m['add'], MAX_ENTRIES);
      if (!onlyKeys(m, ['t', 'keep', 'add']) || !count(m['keep']) || !add) return bad('fields');
      return { ok: true, value: { t: 'entries', keep: m['keep'], add } };
    }
    case 'draft': {
      const dice = m['dice'];
      if (!onlyKeys(m, ['t', 'at', 'dice']) || !count(m['at']) || !Array.isArray(dice) || dice.length > 10)
        return bad('fields');
      if (!dice.every((face) => Number.isInteger(face) && face >= 1 && face <= 6)) return bad('fields');
      return { ok: true, value: { t: 'draft', at: m['at'], dice: dice as number[] } };
    }
    case 'taps':
      if (!onlyKeys(m, ['t', 'on']) || typeof m['on'] !== 'boolean') return bad('fields');
      return { ok: true, value: { t: 'taps', on: m['on'] } };
    case 'answer': {
      const id = m['id'];
      if (typeof id !== 'string' || !ID.test(id)) return bad('fields');
      if (m['ok'] === true && onlyKeys(m, ['t', 'id', 'ok', 'at']) && count(m['at']))
        return { ok: true, value: { t: 'answer', id, ok: true, at: m['at'] } };
      const code = REFUSALS.find((known) => known === m['code']);
      if (m['ok'] === false && onlyKeys(m, ['t', 'id', 'ok', 'code']) && code)
        return { ok: true, value: { t: 'answer', id, ok: false, code } };
      return bad('fields');
    }
    case 'refused': {
      const code = CLOSINGS.find((known) => known === m['code']);
      return onlyKeys(m, ['t', 'code']) && code ? { ok: true, value: { t: 'refused', code } } : bad('fields');
    }
    default:
      return bad('unknown-type');
  }
}
