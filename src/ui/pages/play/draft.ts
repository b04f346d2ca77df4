import type { Face } from '../../../rules/index.js';

/**
 * The dice tapped in for the roll being entered. `at` is the game position (entries in force) the
 * roll belongs to: a draft from another position (the game moved on) is dropped. `waiting` marks
 * dice that came back from an Undo (or a failed write): they are not sent again until the player
 * changes them, so Undo never bounces straight back.
 */
export interface Draft {
  readonly at: number;
  readonly dice: readonly Face[];
  readonly waiting: boolean;
  /** When it was saved (ms), to take the newer of the two copies (quick and durable). */
  readonly savedAt?: number;
}

export const NO_DRAFT: Draft = { at: -1, dice: [], waiting: false };

/** A draft read back from storage, or null when it is not one. */
export function parseDraft(value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, dice, waiting, savedAt } = value as Record<string, unknown>;
  if (typeof at !== 'number' || !Array.isArray(dice)) return null;
  if (!dice.every((face) => Number.isInteger(face) && face >= 1 && face <= 6)) return null;
  return { at, dice: dice as Face[], waiting: waiting === true, savedAt: typeof savedAt === 'number' ? savedAt : 0 };
}

/** The quick copy (localStorage in the app): read and written at once, so a reload finds it. */
export interface QuickDraftStore {
  read(gameId: string): unknown;
  write(gameId: string, draft: unknown): void;
}

/** The durable copy (the ledger's): it survives a phone that dies before localStorage reached the disk. */
export interface DurableDraftStore {
  saveDraft(gameId: string, draft: unknown): Promise<void>;
  loadDraft(gameId: string): Promise<unknown>;
  /** Keeps it in the ledger's journal only: true once it is there, false where there is none. */
  keepDraft(gameId: string, draft: unknown): Promise<boolean>;
}

/**
 * The two copies of the dice being tapped in. The durable copies are written one after another; a
 * failure costs only that copy (the quick one still has the dice).
 */
export class DraftCopies {
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly quick: QuickDraftStore,
    private readonly durable: () => Promise<DurableDraftStore> | undefined,
    private readonly now: () => number,
  ) {}

  /** The quick copy of a game's draft, or null. */
  read(gameId: string): Draft | null {
    return parseDraft(this.quick.read(gameId));
  }

  /**
   * Stamps the draft and keeps it (an empty one removes the copies). `durable` false skips the
   * ledger's copy: for the last die of a roll, whose write is its durable copy; a copy written
   * beside it could commit after the roll and outlive it.
   */
  keep(gameId: string, draft: Draft, durable = true): Draft {
    const saved = { ...draft, savedAt: this.now() };
    const kept = draft.dice.length > 0 ? saved : null;
    this.quick.write(gameId, kept);
    if (durable) {
      const store = this.durable();
      this.writes = this.writes.then(async () => (await store)?.saveDraft(gameId, kept)).catch(() => undefined);
    }
    return saved;
  }

  /** Takes the ledger's copy `stored` as the draft: the quick copy is brought up to it. */
  adopt(gameId: string, stored: Draft): Draft {
    this.quick.write(gameId, stored);
    return stored;
  }

  /**
   * A complete roll's dice, in the ledger's journal only (the roll's write is their durable copy):
   * true once they are on the disk there, false where there is no journal. The roll's holds are
   * drawn ahead of its write only then. Once the roll is stored, a start may still find these dice
   * in the journal and put them back as the draft; the page drops them (their position is passed).
   */
  journal(gameId: string, draft: Draft): Promise<boolean> {
    const store = this.durable();
    if (!store) return Promise.resolve(false);
    const saved = { ...draft, savedAt: this.now() };
    return store.then((durable) => durable.keepDraft(gameId, saved)).catch(() => false);
  }

  /** The ledger's copy when it is newer than `than`, else null; `adopt` takes it. */
  async newer(gameId: string, than: Draft): Promise<Draft | null> {
    try {
      const stored = parseDraft(await (await this.durable())?.loadDraft(gameId));
      if (!stored || (stored.savedAt ?? 0) <= (than.savedAt ?? 0)) return null;
      return stored;
    } catch {
      return null;
    }
  }

  /** Removes the quick copy once the roll at `at` is stored (the ledger removed its own with the roll). */
  stored(gameId: string, at: number): void {
    if (this.read(gameId)?.at === at) this.quick.write(gameId, null);
  }
}
