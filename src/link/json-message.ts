/** What the two sides' message readers share: a size-limited JSON object, exact fields, entries. */
import { readEntry } from '../export/backup-schema.js';
import type { Read } from '../export/backup-schema.js';
import type { Entry } from '../game/index.js';

export type Fields = Record<string, unknown>;

/** A proposal's id: made by the guest, short and plain. */
export const ID = /^[A-Za-z0-9_-]{1,40}$/;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number from 0 to `max`. */
export const count = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** Whether `fields` has exactly the keys named. */
export function onlyKeys(fields: Fields, keys: readonly string[]): boolean {
  const own = Object.keys(fields);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(fields, key));
}

/** A message's text as a JSON object, or why not: longer than `max` characters, not JSON, not an object. */
export function parseMessage(raw: unknown, max: number): Read<Fields, 'too-large' | 'not-json' | 'fields'> {
  if (typeof raw !== 'string') return { ok: false, problem: 'not-json' };
  if (raw.length > max) return { ok: false, problem: 'too-large' };
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  return isObject(message) ? { ok: true, value: message } : { ok: false, problem: 'fields' };
}

/** Whether an entry's dice, where it has any, are faces of a die. */
function facesOnly(entry: Entry): boolean {
  return !('dice' in entry) || entry.dice.every((face) => Number.isInteger(face) && face >= 1 && face <= 6);
}

/** Entries rebuilt as a backup reads them, dice as faces, at most `max`; null when any is not one. */
export function readEntries(value: unknown, max: number): Entry[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const entries: Entry[] = [];
  for (const item of value) {
    const entry = readEntry(item);
    if (!entry.ok || !facesOnly(entry.value)) return null;
    entries.push(entry.value);
  }
  return entries;
}
