import type { Ruleset } from '../rules/index.js';
import type { DuelTable } from './duel.js';
import { duelGoal, duelHash, duelKey } from './duel-key.js';

/** The presets whose two-player table ships in public/duel (scripts/duel-tables.ts writes them). */
export const DUEL_PRESET_IDS = [
  'farkle',
  'zilch-5k',
  'zilch-10k',
  'zilch-15k',
  'zilch-1000-open',
  'serendipity-creak',
] as const;

/**
 * A duel's table as a file: a 12-byte header (the letters "ZSD1", the goal in steps, a hash of the
 * rules it was solved for) and each chance in 16-bit fixed point, S × 65,535, little-endian: 80 kB
 * for a target of 10,000, a step of 1/65,535 (0.0015 %) finer than any chance the table shows.
 */
const MAGIC = 0x3144535a; // "ZSD1"
const HEADER = 12;
const SCALE = 65535;

export function encodeDuel(rules: Ruleset, table: DuelTable): ArrayBuffer {
  const count = table.goal * table.goal;
  const buffer = new ArrayBuffer(HEADER + count * 2);
  const view = new DataView(buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, table.goal, true);
  view.setUint32(8, duelHash(rules), true);
  for (let index = 0; index < count; index++) {
    const chance = table.chances[index] ?? Number.NaN;
    if (!(chance >= 0 && chance <= 1)) throw new RangeError(`The table has no chance at ${String(index)}.`);
    view.setUint16(HEADER + index * 2, Math.round(chance * SCALE), true);
  }
  return buffer;
}

/** The table in a file, or a code saying why it cannot serve these rules. */
export function decodeDuel(
  rules: Ruleset,
  buffer: ArrayBuffer,
): { ok: true; table: DuelTable } | { ok: false; code: 'not-a-table' | 'other-rules' | 'truncated' } {
  if (buffer.byteLength < HEADER) return { ok: false, code: 'not-a-table' };
  const view = new DataView(buffer);
  if (view.getUint32(0, true) !== MAGIC) return { ok: false, code: 'not-a-table' };
  const goal = view.getUint32(4, true);
  if (goal !== duelGoal(rules) || view.getUint32(8, true) !== duelHash(rules))
    return { ok: false, code: 'other-rules' };
  if (buffer.byteLength !== HEADER + goal * goal * 2) return { ok: false, code: 'truncated' };
  const chances = new Float64Array(goal * goal);
  // Nothing is sure at the start of a turn below the target: a chance that rounded to 0 or 1 is read
  // as half a step inside, so it shows as "under 1%" or "over 99%", never a certain 0% or 100%.
  for (let index = 0; index < chances.length; index++) {
    chances[index] = Math.min(SCALE - 0.5, Math.max(0.5, view.getUint16(HEADER + index * 2, true))) / SCALE;
  }
  return { ok: true, table: { goal, chances, from: 0 } };
}

/**
 * The solve a stored table came from: raised whenever the duel's solve changes what it gives (the
 * cap past the target, the model), so a table kept from an older version is solved again.
 */
const SOLVE_VERSION = 1;

/** A table (whole or in part) as the worker keeps it in IndexedDB, full precision, to take up later. */
export interface StoredDuel {
  readonly version: number;
  /** The rules it is solved for (`duelKey`). */
  readonly duel: string;
  readonly goal: number;
  readonly from: number;
  readonly chances: Float64Array;
}

/** The key a table is stored under. */
export function duelStoreKey(rules: Ruleset): string {
  return `duel:${duelHash(rules).toString(16)}`;
}

export function storeDuel(rules: Ruleset, table: DuelTable): StoredDuel {
  return { version: SOLVE_VERSION, duel: duelKey(rules), goal: table.goal, from: table.from, chances: table.chances };
}

/**
 * A stored table back, or null when it is for other rules, from another version of the solve, or
 * not a table whose solved part holds chances (storage is not trusted).
 */
export function restoreDuel(rules: Ruleset, stored: unknown): DuelTable | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, duel, goal, from, chances } = stored as Partial<StoredDuel>;
  if (
    version !== SOLVE_VERSION ||
    duel !== duelKey(rules) ||
    goal !== duelGoal(rules) ||
    !(chances instanceof Float64Array) ||
    chances.length !== goal * goal
  )
    return null;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) return null;
  for (let a = 0; a < goal; a++) {
    for (let b = Math.max(0, from - a); b < goal; b++) {
      const chance = chances[a * goal + b] ?? Number.NaN;
      if (!(chance >= 0 && chance <= 1)) return null;
    }
  }
  return { goal, from, chances };
}

/** Whether a kept row holds these rules' table solved as far as `from` or further (so a write of a part would lose work). */
export function storedFurther(rules: Ruleset, from: number): (kept: unknown) => boolean {
  return (kept) => (restoreDuel(rules, kept)?.from ?? Number.POSITIVE_INFINITY) <= from;
}
