/**
 * Review suite (`npm run bench -- review`): the decision review of a 40-turn game in the advice
 * worker, for Farkle and 10-dice Zilch. Cold: a fresh worker with nothing solved (its start and the
 * solve are in the figure, no target); solved: the median of several reviews once the rules are
 * solved; next launch: a new worker restoring the solutions from IndexedDB. Node's own figure beside.
 */
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { reviewGame } from '../src/advisor/index.js';
import { applyEntry, bankRefusal, needsStartChoice, pyramidBase, replay } from '../src/game/index.js';
import type { Entry, GameState } from '../src/game/index.js';
import { legalHolds, presetById } from '../src/rules/index.js';
import type { Face, Ruleset } from '../src/rules/index.js';
import type { ReviewBenchConfig, ReviewBenchFigures, ReviewBenchGame } from './browser/review-bench.js';
import { runInChromium } from './chromium.js';
import { check, fold, formatLimit, formatTime, marker, median, mulberry32, printTable, timeOnce } from './measure.js';
import type { Check, Suite } from './measure.js';

export const REVIEW_TARGETS = {
  /** The review of a 40-turn game in the worker, the rules solved, median. */
  solved: 100,
} as const;

const TURNS = 40;
const RUNS = 7;
const PRESETS = ['farkle', 'ten-dice'] as const;

/**
 * A game of `turns` dice-mode turns among four players, every throw from a seeded stream, played as
 * a middling player would (the hold worth the most points, now and then another; a bank at a
 * threshold of the turn's own), so the review has mistakes to find.
 */
function playedGame(rules: Ruleset, seed: number, turns: number): ReviewBenchGame {
  const random = mulberry32(seed);
  const setup = { rules, players: ['Ana', 'Ben', 'Cy', 'Dee'], throwOff: false };
  const entries: Entry[] = [];
  let state: GameState = replay(setup, []);
  const play = (entry: Entry) => {
    const next = applyEntry(state, entry);
    if (!next.ok) throw new Error(`the bench's game made an illegal ${entry.type}: ${next.refusal.code}`);
    state = next.value;
    entries.push(entry);
  };
  const scale = rules.diceCount > 6 ? 3 : 1;
  let turnStart = -1;
  let bankAt = 0;
  while (state.phase === 'turn' && state.turns.length < turns) {
    const turn = state.turn;
    if (turn.firstEntry !== turnStart) {
      turnStart = turn.firstEntry;
      bankAt = 50 * Math.round((scale * (300 + 700 * random())) / 50);
    }
    const offer = state.takeOverOffer;
    if (needsStartChoice(state) && offer) {
      play({ type: 'start', takeOver: offer.dice >= 4 && random() < 0.7 ? offer : null });
    } else if (turn.phase === 'hold') {
      const holds = legalHolds(rules, turn.lastRoll ?? [], pyramidBase(state));
      const hold = random() < 0.25 ? holds[Math.floor(random() * holds.length)] : holds[0];
      play({ type: 'hold', dice: hold?.dice ?? [] });
    } else if (
      turn.phase === 'decide' &&
      bankRefusal(state) === null &&
      (turn.turnTotal >= bankAt || (turn.diceToRoll <= 2 && random() < 0.5))
    ) {
      play({ type: 'bank' });
    } else {
      play({
        type: 'roll',
        dice: Array.from({ length: turn.diceToRoll }, () => (1 + Math.floor(random() * 6)) as Face),
      });
    }
  }
  return { setup, entries };
}

export const reviewSuite: Suite = {
  name: 'review',
  async run() {
    const checks: Check[] = [];
    let checksum = 0;
    const games = PRESETS.map((id, index) => playedGame(presetById(id), 0x5e71 + index, TURNS));
    const figures = await runInChromium<ReviewBenchConfig, ReviewBenchFigures>({
      entries: [
        fileURLToPath(new URL('./browser/review-bench.ts', import.meta.url)),
        fileURLToPath(new URL('../src/workers/advice.worker.ts', import.meta.url)),
      ],
      fn: 'runReviewBench',
      config: { games, runs: RUNS },
    });
    const browser = /Chrome\/[\d.]+/.exec(figures.userAgent)?.[0] ?? figures.userAgent;
    const rows = games.map((game, index) => {
      const id = game.setup.rules.id;
      const worker = figures.games[index];
      if (!worker) throw new Error(`no figures for ${id}`);
      // In Node, solved first, so the figure is the review's alone.
      const nodeReview = reviewGame(game.setup, game.entries);
      if (!isDeepStrictEqual(nodeReview, worker.review)) throw new Error(`the worker's review of ${id} is not Node's`);
      const nodeMs = median(Array.from({ length: RUNS }, () => timeOnce(() => reviewGame(game.setup, game.entries))));
      const turns = worker.review.players.reduce((sum, player) => sum + player.turns, 0);
      const givenAway = worker.review.players.reduce((sum, player) => sum + player.givenAway, 0);
      checksum = fold(fold(checksum, worker.review.decisions.length), givenAway);
      const solved = check(
        `review of a ${turns}-turn game ${id} (worker, solved), median`,
        median(worker.warmMs),
        REVIEW_TARGETS.solved,
      );
      checks.push(solved);
      return [
        id,
        String(turns),
        String(game.entries.length),
        String(worker.review.decisions.length),
        formatTime(worker.coldMs),
        formatTime(median(worker.warmMs)),
        `${formatLimit(solved.limit)} ${marker(solved.ok)}`,
        formatTime(worker.restoredMs),
        formatTime(nodeMs),
      ];
    });
    printTable(
      `${browser} advice worker: the decision review of a game of ${TURNS} dice turns (four players). Cold: a fresh worker, nothing solved (start and solve included); solved: median of ${RUNS} round trips; next launch: a new worker restoring the solutions from IndexedDB; Node: the review alone, solved, median`,
      [
        { header: 'preset' },
        { header: 'turns' },
        { header: 'entries' },
        { header: 'decisions' },
        { header: 'cold' },
        { header: 'solved' },
        { header: 'target', align: 'left' },
        { header: 'next launch' },
        { header: 'Node' },
      ],
      rows,
    );
    return { checks, checksum };
  },
};
