/**
 * Child process of the rules suite: measures one preset in a fresh process and prints its figures
 * as one JSON line. Usage: tsx bench/rules-preset.ts <presetId> [full|cold]
 */
import { presetById } from '../src/rules/index.js';
import { measureCold, measureWarm } from './rules.js';
import type { PresetFigures } from './rules.js';

const [id = '', mode = 'full'] = process.argv.slice(2);
const rules = presetById(id);
if (!rules) throw new Error(`no preset "${id}"`);
if (mode !== 'full' && mode !== 'cold') throw new Error(`mode must be full or cold, not "${mode}"`);
// The cold figures first: nothing has touched the rule set in this process yet.
const cold = measureCold(rules);
const warm = mode === 'full' ? measureWarm(rules) : null;
const figures: PresetFigures = { id: rules.id, diceCount: rules.diceCount, cold, warm };
process.stdout.write(`${JSON.stringify(figures)}\n`);
