/**
 * Child process of the advisor suite: solves one preset in a fresh Node process, where nothing of
 * the solver has run or been compiled yet, as on a phone opening the app, and prints the time in
 * ms. Usage: tsx bench/advisor-cold.ts <presetId>
 */
import { expectedTurnScore } from '../src/advisor/index.js';
import { presetById } from '../src/rules/index.js';

const rules = presetById(process.argv[2] ?? '');
if (!rules) throw new Error(`no preset "${process.argv[2] ?? ''}"`);
const start = performance.now();
const value = expectedTurnScore(rules);
const ms = performance.now() - start;
process.stdout.write(`${JSON.stringify({ ms, value })}\n`);
