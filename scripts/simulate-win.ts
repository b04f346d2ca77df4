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
 *   npx tsx scripts/simulate-win.ts exact <target> [file] [product]
 *     Busche & Neller's rules to <target>, three players: the chance the app's estimate (the duels
 *     combined by `beatEveryone`; with `product`, their plain product) gives up against the exact
 *     three-player optimum, by seat (test/support/three-players.ts; the work grows as the fourth
 *     power of the target: 1,000 takes 5 s, 2,000 76 s, 3,000 6½ minutes, 4,000 25).
 *     With a file, every state's values are written to it.
 *
 *   npx tsx scripts/simulate-win.ts positions <games> <file>
 *     Three players to 10,000 under Busche & Neller's rules, all playing to win as the app advises:
 *     where each game enters the end of the game (the first turn with every player at 5,000 or
 *     more, 5,500, … 9,500), written to the file.
 *
 *   npx tsx scripts/simulate-win.ts end-of-game <solution file> <positions file>
 *     These rules have no opening minimum, so the exact solution to a target T (2,000, say) is exact
 *     for every position of a game to 10,000 with every player at 10,000 − T or more. The chance
 *     the estimate gives up from where the games entered that region, by seat.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeDuel, duelChance, keepDuelTable, solveDuel } from '../src/advisor/index.js';
import { presetById } from '../src/rules/index.js';
import { buscheNeller } from '../test/support/busche-neller.js';
import { playGame, playUntil } from '../test/support/simulate.js';
import type { Policy } from '../test/support/simulate.js';
import { productOfDuels, threePlayerLoss } from '../test/support/three-players.js';
import type { ThreePlayerSolution } from '../test/support/three-players.js';

/** A solution's states as a file: the goal, then the exact values, then the estimate player's. */
function saveSolution({ goal, states }: ThreePlayerSolution): Uint8Array {
  const all = new Float64Array(1 + states.exact.length + states.mixed.length);
  all[0] = goal;
  all.set(states.exact, 1);
  all.set(states.mixed, 1 + states.exact.length);
  return new Uint8Array(all.buffer);
}

function loadSolution(path: string): Pick<ThreePlayerSolution, 'goal' | 'states'> {
  const file = readFileSync(path);
  const all = new Float64Array(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  const goal = all[0] ?? 0;
  const size = goal * goal * goal * 3;
  if (all.length !== 1 + 2 * size)
    throw new Error(
      `${path} is not a three-player solution (${String(all.length)} numbers for a goal of ${String(goal)}).`,
    );
  return { goal, states: { exact: all.subarray(1, 1 + size), mixed: all.subarray(1 + size) } };
}

/** The scores from which the end of a game to 10,000 is measured: every player at that or more. */
const REGIONS = [5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500, 9000, 9500];
/** A game's first turn in a region: each seat's score, and whose turn it is. */
interface Entry {
  game: number;
  scores: number[];
  mover: number;
}

const [what, ...args] = process.argv.slice(2);
const percent = (value: number) => `${(value * 100).toFixed(2)}`;

/** A sample's mean and the half-width of its 95% interval (not a number under two values). */
function meanAndInterval(values: readonly number[]): { mean: number; half: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
  return { mean, half: (1.96 * spread) / Math.sqrt(values.length) };
}

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
    if ((game + 1) % 500 === 0)
      console.log(`${String(game + 1)} games, ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  const summary = (diffs: readonly number[]) => {
    const { mean, half } = meanAndInterval(diffs);
    return `${percent(mean)} ± ${percent(half)} points (${String(diffs.length)} pairs)`;
  };
  console.log(
    `${id}, ${String(n)} players, ${String(games)} pairs of games in ${((performance.now() - start) / 1000).toFixed(0)} s: gain in chance to win of playing to win over playing for points`,
  );
  bySeat.forEach((diffs, seat) => console.log(`  seat ${String(seat + 1)}: ${summary(diffs)}`));
  console.log(`  any seat: ${summary(bySeat.flat())}`);
} else if (what === 'exact') {
  const [target = '1000', ...rest] = args;
  const product = rest.includes('product');
  const path = rest.find((arg) => arg !== 'product');
  const start = performance.now();
  const solution = threePlayerLoss(
    { ...buscheNeller, end: { ...buscheNeller.end, target: Number(target) } },
    product ? productOfDuels : undefined,
  );
  const losses = solution.exact.map((chance, seat) => chance - (solution.estimate[seat] ?? 0));
  console.log(
    `Busche & Neller to ${target}, three players, in ${((performance.now() - start) / 1000).toFixed(0)} s: chance given up by the estimate${product ? ' (the product of the duels)' : ''}, by seat: ${losses.map((loss) => `${(loss * 100).toFixed(3)}%`).join(' / ')}`,
  );
  const { cycles, swing } = solution.unsettled;
  if (cycles > 0)
    console.log(
      `  ${String(cycles)} cycle${cycles === 1 ? '' : 's'} of rotations with no settled choices (the best is a mix), values swinging by up to ${(swing * 100).toFixed(3)} points.`,
    );
  if (path) {
    writeFileSync(path, saveSolution(solution));
    console.log(`Every state's values written to ${path}.`);
  }
} else if (what === 'positions') {
  const [count = '', path = ''] = args;
  if (!(Number(count) > 1) || !path)
    throw new Error('positions <games> <file>: a number of games (two or more) and a file to write.');
  const rules = buscheNeller;
  const start = performance.now();
  keepDuelTable(rules, solveDuel(rules));
  const games = Number(count);
  const entries: Record<number, Entry[]> = Object.fromEntries(REGIONS.map((from) => [from, []]));
  for (let game = 0; game < games; game++) {
    const entered = new Set<number>();
    playUntil(rules, ['win', 'win', 'win'], game, (now) => {
      const lowest = Math.min(...now.players.map((player) => player.score));
      for (const from of REGIONS) {
        if (lowest < from || entered.has(from)) continue;
        entered.add(from);
        entries[from]?.push({ game, scores: now.players.map((player) => player.score), mover: now.current });
      }
      return entered.size === REGIONS.length;
    });
    if ((game + 1) % 250 === 0)
      console.log(`${String(game + 1)} games, ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  writeFileSync(path, JSON.stringify({ target: rules.end.target, games, entries }));
  console.log(
    `${String(games)} games in ${((performance.now() - start) / 1000).toFixed(0)} s; reaching each region: ${REGIONS.map((from) => `${String(from)}: ${String(entries[from]?.length ?? 0)}`).join(', ')}. Written to ${path}.`,
  );
} else if (what === 'end-of-game') {
  const [solutionPath = '', positionsPath = ''] = args;
  const { goal, states } = loadSolution(solutionPath);
  const { target, games, entries } = JSON.parse(readFileSync(positionsPath, 'utf8')) as {
    target: number;
    games: number;
    entries: Record<string, Entry[]>;
  };
  const rules = buscheNeller;
  const from = target - goal * 50;
  const reached = entries[from];
  if (target !== rules.end.target || !reached?.length)
    throw new Error(`${positionsPath} holds no games to ${String(rules.end.target)} that reach ${String(from)}.`);
  // The estimate in the region reads the duel to 10,000; it must be the duel of the solution's target.
  const duel = solveDuel(rules);
  const small = solveDuel({ ...rules, end: { ...rules.end, target: goal * 50 } });
  let apart = 0;
  for (let a = 0; a < goal; a++) {
    for (let b = 0; b < goal; b++)
      apart = Math.max(
        apart,
        Math.abs(duelChance(duel, from + a * 50, from + b * 50) - duelChance(small, a * 50, b * 50)),
      );
  }
  if (apart > 1e-9)
    throw new Error(
      `The duel to ${String(target)} from ${String(from)} on is not the duel to ${String(goal * 50)} (${apart.toExponential(1)} apart): the solution does not hold there.`,
    );
  const lossAt = ({ game, scores, mover }: Entry, seat: number) => {
    const [a = 0, b = 0, c = 0] = [0, 1, 2].map((k) => ((scores[(mover + k) % 3] ?? 0) - from) / 50);
    if (![a, b, c].every((step) => Number.isInteger(step) && step >= 0 && step < goal))
      throw new Error(
        `Game ${String(game)} enters the region at scores the solution does not hold: ${scores.join(', ')}.`,
      );
    const into = ((a * goal + b) * goal + c) * 3 + ((seat - mover + 3) % 3);
    return (states.exact[into] ?? 0) - (states.mixed[into] ?? 0);
  };
  const worst = [0, 1, 2].map((r) => {
    let most = 0;
    for (let state = 0; state < goal * goal * goal; state++)
      most = Math.max(most, (states.exact[state * 3 + r] ?? 0) - (states.mixed[state * 3 + r] ?? 0));
    return most;
  });
  const share = (value: number) => `${(value * 100).toFixed(3)}%`;
  console.log(
    `Busche & Neller to ${String(target)}, three players: ${String(reached.length)} of ${String(games)} games (${percent(reached.length / games)}%) reach the end of the game, every player at ${String(from)} or more.`,
  );
  console.log(
    'Chance given up from there by a player who follows the estimate while the others play the exact optimum:',
  );
  for (const seat of [0, 1, 2]) {
    // Per game: a game that does not reach the region gives up nothing in it.
    const losses = [
      ...reached.map((entry) => lossAt(entry, seat)),
      ...Array.from({ length: games - reached.length }, () => 0),
    ];
    const perGame = meanAndInterval(losses);
    const inside = meanAndInterval(losses.slice(0, reached.length));
    const most = losses.reduce((top, loss) => Math.max(top, loss), 0);
    console.log(
      `  seat ${String(seat + 1)}: ${share(perGame.mean)} ± ${share(perGame.half)} per game, ` +
        `${share(inside.mean)} ± ${share(inside.half)} per game that reaches it, at most ${share(most)}`,
    );
  }
  console.log(
    `  the most any position there gives up (each player's chance from the start of a turn), for the player to move / next / last: ${worst.map(share).join(' / ')}`,
  );
} else {
  console.log(
    'npx tsx scripts/simulate-win.ts games <preset> <players> <games> | exact <target> [file] [product] | positions <games> <file> | end-of-game <solution file> <positions file>',
  );
  process.exitCode = 1;
}
