/**
 * Solves the two-player table of each preset named (default: every preset the duel captures) and
 * writes it to public/duel/<preset>.bin (src/advisor/duel-file.ts), for the app to load when a
 * two-player game of that preset opens. Minutes of CPU per preset:
 *   npx tsx scripts/duel-tables.ts [preset …]
 * 10-dice Zilch is left out: its build off passes the whole turn total on, which the duel's state
 * (two scores) cannot hold.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { solveDuel } from '../src/advisor/duel.js';
import { encodeDuel } from '../src/advisor/duel-file.js';
import { presetById, presets } from '../src/rules/index.js';

export const DUEL_PRESETS = presets.filter((rules) => rules.id !== 'ten-dice').map((rules) => rules.id);

const out = join(import.meta.dirname, '..', 'public', 'duel');
await mkdir(out, { recursive: true });
const asked = process.argv.slice(2);
for (const id of asked.length > 0 ? asked : DUEL_PRESETS) {
  const rules = presetById(id);
  if (!rules) throw new Error(`No preset "${id}".`);
  const start = performance.now();
  let told = 0;
  const table = solveDuel(rules, {
    progress: ({ done, total }) => {
      if (done - told < total / 10 && done < total) return;
      told = done;
      console.log(`${id}: ${Math.round((done / total) * 100)}% in ${((performance.now() - start) / 1000).toFixed(0)} s`);
    },
  });
  const file = encodeDuel(rules, table);
  await writeFile(join(out, `${id}.bin`), new Uint8Array(file));
  console.log(`${id}: ${file.byteLength} bytes, ${((performance.now() - start) / 1000).toFixed(1)} s; first player ${table.chances[0]?.toFixed(5)}`);
}
