import type { Ruleset } from '../rules/index.js';
import type { DiceModel } from './solver.js';
import { solveTurnValues, valueAt } from './turn-values.js';
import type { TurnValues } from './turn-values.js';
import { STEP } from './step.js';

/**
 * The final round, exact for any number of players: the chance that the player taking a last turn
 * wins, when everyone plays to win. Nobody's score can fall, so the game is decided by who ends
 * highest; tied leaders share the win (a roll-off between k players is worth 1/k to each).
 *
 * The players still to play after the mover each take one fresh turn, in order, each maximising
 * their own chance. G(j, B, c) is the share of the win of a player who ended at the best score B,
 * level with c − 1 others, once players j … last have played: player j beats B (G = 0 for the
 * tracked player), ends level (G(j + 1, B, c + 1)) or below (G(j + 1, B, c)); what player j aims
 * for is their own share, 1 − … read off the same G above B. Each (j, B, c) is one turn solve with
 * three values carried: j's own share, the chance to end level with B, below B. The last player's
 * solve depends only on how far B is above their score (when the bank minimum does not bind), so
 * one solve per tie count serves every B.
 *
 * Scores are in points; the grid's step is 50.
 */
export interface FinalRoundPlayer {
  readonly score: number;
  /** Banking needs the opening minimum until the player is on the board. */
  readonly onBoard: boolean;
}

export interface FinalRoundTable {
  /** The players who have finished (their scores are final), mover excluded. */
  readonly done: readonly number[];
  /** The players still to play after the mover, in order. */
  readonly later: readonly FinalRoundPlayer[];
}

/** A share within this of 1 is taken as 1: more points cannot change the chance to win. */
const SURE = 1 - 1e-9;
/** How far past the best score the solves look at most (a whole turn's points beyond this are negligible). */
const REACH = 40_000;

export class FinalRound {
  private readonly model: DiceModel;
  private readonly rules: Ruleset;
  private readonly table: FinalRoundTable;
  private readonly shares = new Map<string, number>();
  private readonly lastByDistance = new Map<number, TurnValues>();
  /** The best score of everyone but the mover, now. */
  readonly best: number;

  constructor(model: DiceModel, rules: Ruleset, table: FinalRoundTable) {
    this.model = model;
    this.rules = rules;
    this.table = table;
    this.best = Math.max(0, ...table.done, ...table.later.map((player) => player.score));
  }

  private minimumOf(player: FinalRoundPlayer): number {
    return player.onBoard
      ? this.rules.turn.laterMinimum
      : Math.max(this.rules.turn.openingMinimum, this.rules.turn.laterMinimum);
  }

  /** The mover's share of the win if their turn ends with this score (banked or not). */
  moverShare(score: number): number {
    const { done } = this.table;
    if (done.some((other) => other > score)) return 0;
    const level = 1 + done.filter((other) => other === score).length;
    return this.share(0, score, level);
  }

  /**
   * The turn total (in points, from `start`) from which the mover's share no longer grows: banking
   * there is sure to be best.
   */
  moverTop(start: number): number {
    let total = Math.max(0, this.best - start);
    while (start + total < this.best + REACH && this.moverShare(start + total) < SURE) total += STEP;
    return total;
  }

  /** G(j, B, c): see the class comment. */
  share(j: number, best: number, level: number): number {
    const player = this.table.later[j];
    if (!player) return 1 / level;
    if (player.score > best) return 0;
    const key = `${j}/${best}/${level}`;
    const known = this.shares.get(key);
    if (known !== undefined) return known;
    const [, even, below] = this.outcome(j, best, level);
    const value = (even ?? 0) * this.share(j + 1, best, level + 1) + (below ?? 0) * this.share(j + 1, best, level);
    this.shares.set(key, value);
    return value;
  }

  /** Player j's play against B: [their own share, the chance to end level with B, below B]. */
  private outcome(j: number, best: number, level: number): Float64Array {
    const player = this.table.later[j] as FinalRoundPlayer;
    const minimum = this.minimumOf(player);
    const start: { index: number; dice: number; mustRoll: boolean } = {
      index: 0,
      dice: this.rules.diceCount,
      mustRoll: true,
    };
    const isLast = j === this.table.later.length - 1;
    const gap = best - player.score;
    if (isLast && gap >= minimum) {
      // Only the distance to B matters: one solve per tie count, B placed at a fixed height in it.
      const values = this.lastSolve(level);
      const height = (values.top - 1) * STEP;
      if (gap <= height) return valueAt(values, { ...start, index: (height - gap) / STEP });
    }
    const ownShare = (score: number): number => {
      if (score > best) return this.share(j + 1, score, 1);
      if (score === best) return this.share(j + 1, best, level + 1);
      return 0;
    };
    let top = Math.max(Math.ceil(minimum / STEP), gap / STEP + 1);
    while (top * STEP < REACH + gap && ownShare(player.score + top * STEP) < SURE) top++;
    const vector = (score: number) => [ownShare(score), score === best ? 1 : 0, score < best ? 1 : 0];
    const values = solveTurnValues(this.model, this.rules, {
      components: 3,
      banked: (i) => vector(player.score + i * STEP),
      zilch: vector(player.score),
      top,
      minimumIndex: Math.ceil(minimum / STEP),
    });
    return valueAt(values, start);
  }

  /** The last player aiming past a score `top − 1` steps above theirs, tied by `level − 1` others. */
  private lastSolve(level: number): TurnValues {
    const known = this.lastByDistance.get(level);
    if (known) return known;
    const height = REACH / STEP;
    const even = 1 / (level + 1);
    const values = solveTurnValues(this.model, this.rules, {
      components: 3,
      banked: (i) => (i > height ? [1, 0, 0] : i === height ? [even, 1, 0] : [0, 0, 1]),
      zilch: [0, 0, 1],
      top: height + 1,
      minimumIndex: 0,
    });
    this.lastByDistance.set(level, values);
    return values;
  }
}
