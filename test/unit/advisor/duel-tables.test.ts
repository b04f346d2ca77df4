import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DUEL_PRESET_IDS } from '../../../src/advisor/duel-file.js';
import { decodeDuel, duelChance } from '../../../src/advisor/index.js';
import { presetById, presets } from '../../../src/rules/index.js';

const folder = join(import.meta.dirname, '..', '..', '..', 'public', 'duel');

const shipped = DUEL_PRESET_IDS.map((id) => presetById(id));

describe("the presets' two-player tables in public/duel", () => {
  it('ship for every preset but 10-dice Zilch', () => {
    expect(
      presets.map((rules) => rules.id).filter((id) => !(DUEL_PRESET_IDS as readonly string[]).includes(id)),
    ).toEqual(['ten-dice']);
  });

  for (const rules of shipped) {
    it(`${rules.id}: solved for the preset as it is now (run scripts/duel-tables.ts after changing it)`, () => {
      const file = readFileSync(join(folder, `${rules.id}.bin`));
      const table = decodeDuel(rules, file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
      if (!table.ok) throw new Error(`${rules.id}: ${table.code}`);
      // The first player has the edge, and a lead is worth more than a deficit.
      const first = duelChance(table.table, 0, 0);
      expect(first).toBeGreaterThan(0.5);
      expect(first).toBeLessThan(0.6);
      expect(duelChance(table.table, 5000, 0)).toBeGreaterThan(duelChance(table.table, 0, 5000));
    });
  }
});
