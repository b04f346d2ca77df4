/**
 * Play to win with three and four players, measured where no exact solution reaches (minutes to
 * hours of CPU; the figures are in docs/win.md):
 *
 *   npx tsx scripts/simulate-win.ts games <preset> <players> <games>
 *     Whole games of a preset by the game layer (test/support/simulate.ts): in each, one seat
 *     (round the seats in turn) plays to win as the app advises, the others for the turn's points;
 *     the same game again with the same dice, that seat for points too. Prints the seat's gain in
 *     chance to win, with its 95% interval.
 *
 *   npx tsx scripts/simulate-win.ts exact <target>
 *     Busche & Neller's rules to <target>, three players: the chance the estimate (the product of
 *     the duels) gives up against the exact three-player optimum, by seat (test/support/three-players.ts;
 *     the work grows as the fourth power of the target: 1,000 takes a minute, 2,000 a quarter hour).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeDuel, keepDuelTable } from '../src/advisor/index.js';
import { presetById } from '../src/rules/index.js';
import { buscheNeller } from '../test/support/busche-neller.js';
import { playGame } from '../test/support/simulate.js';
import type { Policy } from '../test/support/simulate.js';
import { threePlayerLoss } from '../test/support/three-players.js';

const [what, ...args] = process.argv.slice(2);
const percent = (value: number) => `${(value * 100).toFixed(2)}`;

if (what === 'games') {
  const [id = 'farkle', players = '3', count = '1000'] = args;
  const rules = presetById(id);
  if (!rules) throw new Error(`No preset "${id}".`);
  const file = readFileSync(join(import.meta.dirname, '..', 'public', 'duel', `${id}.bin`));
  const table = decodeDuel(rules, file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  if (!table.ok) throw new Error(`The table for ${id} was refused: ${table.code}.`);
  keepDuelTable(rules, table.table);
  const n = Number(players);
  const games = Number(count);
  const bySeat = Array.from({ length: n }, () => [] as number[]);
  const start = performance.now();
  for (let game = 0; game < games; game++) {
    const seat = game % n;
    const points: Policy[] = Array.from({ length: n }, () => 'points');
    const toWin = points.map((policy, index) => (index === seat ? 'win' : policy));
    bySeat[seat]?.push((playGame(rules, toWin, game)[seat] ?? 0) - (playGame(rules, points, game)[seat] ?? 0));
    if ((game + 1) % 500 === 0) console.log(`${String(game + 1)} games, ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  const summary = (diffs: readonly number[]) => {
    const mean = diffs.reduce((sum, d) => sum + d, 0) / diffs.length;
    const sd = Math.sqrt(diffs.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (diffs.length - 1));
    return `${percent(mean)} ± ${percent((1.96 * sd) / Math.sqrt(diffs.length))} points (${String(diffs.length)} pairs)`;
  };
  console.log(`${id}, ${String(n)} players, ${String(games)} pairs of games in ${((performance.now() - start) / 1000).toFixed(0)} s: gain in chance to win of playing to win over playing for points`);
  bySeat.forEach((diffs, seat) => console.log(`  seat ${String(seat + 1)}: ${summary(diffs)}`));
  console.log(`  any seat: ${summary(bySeat.flat())}`);
} else if (what === 'exact') {
  const target = Number(args[0] ?? 1000);
  const start = performance.now();
  const { exact, estimate } = threePlayerLoss({ ...buscheNeller, end: { ...buscheNeller.end, target } });
  const losses = exact.map((chance, seat) => chance - (estimate[seat] ?? 0));
  console.log(`Busche & Neller to ${String(target)}, three players, in ${((performance.now() - start) / 1000).toFixed(0)} s: chance given up by the estimate, by seat: ${losses.map((loss) => `${(loss * 100).toFixed(3)}%`).join(' / ')}`);
} else {
  console.log('npx tsx scripts/simulate-win.ts games <preset> <players> <games> | exact <target>');
  process.exitCode = 1;
}
