import { ScorepadDatabase } from './schema.js';
import type { DatabaseOptions } from './schema.js';

/**
 * The advisor's solutions across launches, in the app's own database. A cache only: every failure
 * (full disk, private mode) is swallowed, and the advisor simply solves again.
 */
export class AdviceCache {
  private readonly db: ScorepadDatabase;

  constructor(options: DatabaseOptions = {}) {
    this.db = new ScorepadDatabase(options);
  }

  async load(key: string): Promise<unknown> {
    try {
      return (await this.db.advice.get(key))?.solved ?? null;
    } catch {
      return null;
    }
  }

  async save(key: string, solved: unknown): Promise<boolean> {
    try {
      await this.db.advice.put({ key, savedAt: Date.now(), solved });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Saves unless what is kept already is as good (`asGood` of it says so): in one transaction, so
   * two tabs solving the same table never put a part over a whole.
   */
  async saveUnless(key: string, solved: unknown, asGood: (kept: unknown) => boolean): Promise<boolean> {
    try {
      return await this.db.transaction('rw', this.db.advice, async () => {
        const kept = await this.db.advice.get(key);
        if (kept && asGood(kept.solved)) return false;
        await this.db.advice.put({ key, savedAt: Date.now(), solved });
        return true;
      });
    } catch {
      return false;
    }
  }

  close(): void {
    this.db.close();
  }
}
