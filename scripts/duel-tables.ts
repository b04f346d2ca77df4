/**
 * Solves the two-player table of each preset named (default: DUEL_PRESET_IDS) and writes it to
 * public/duel/<preset>.bin (src/advisor/duel-file.ts), for the app to load when a game of that
 * preset opens. Minutes of CPU per preset:
 *   npx tsx scripts/duel-tables.ts [preset …]
 * 10-dice Zilch has none: locked points and ten dice are far past what the duel holds exactly
 * (its chance would be an estimate twice over, for hours of solving). Serendipity Creak's inherit
 * is held only as an estimate (the opponent's take-over of a bank is not in the state), and says so.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { solveDuel } from '../src/advisor/duel.js';
import { DUEL_PRESET_IDS, encodeDuel } from '../src/advisor/duel-file.js';
import { presetById } from '../src/rules/index.js';

const out = join(import.meta.dirname, '..', 'public', 'duel');
await mkdir(out, { recursive: true });
const asked = process.argv.slice(2);
for (const id of asked.length > 0 ? asked : DUEL_PRESET_IDS) {
  const rules = presetById(id);
  if (!rules) throw new Error(`No preset "${id}".`);
  const start = performance.now();
  let told = 0;
  const table = solveDuel(rules, {
    progress: ({ done, total }) => {
      if (done - told < total / 10 && done < total) return;
      told = done;
      console.log(
        `${id}: ${Math.round((done / total) * 100)}% in ${((performance.now() - start) / 1000).toFixed(0)} s`,
      );
    },
  });
  const file = encodeDuel(rules, table);
  await writeFile(join(out, `${id}.bin`), new Uint8Array(file));
  console.log(
    `${id}: ${file.byteLength} bytes, ${((performance.now() - start) / 1000).toFixed(1)} s; first player ${table.chances[0]?.toFixed(5)}`,
  );
}
