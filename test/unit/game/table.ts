import { expect } from 'vitest';
import { act, newGameLog, replay } from '../../../src/game/index.js';
import type { Entry, GameLog, GameSetup, GameState, Refusal, TakeOver } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import type { Face, PresetId, Ruleset } from '../../../src/rules/index.js';

/**
 * A game at a table, for scenario tests: each call is what a player does, and must be accepted;
 * `refused` does something that must be refused and returns the refusal (the log is unchanged).
 */
export class Table {
  log: GameLog;
  state: GameState;

  constructor(rules: Ruleset | PresetId, players: string[], options: Partial<GameSetup> = {}) {
    // Scenarios start with the first seat unless they ask for the throw-off.
    const setup: GameSetup = {
      rules: typeof rules === 'string' ? presetById(rules) : rules,
      players,
      throwOff: false,
      ...options,
    };
    this.log = newGameLog(setup);
    this.state = replay(setup, []);
  }

  do(entry: Entry): this {
    const outcome = act(this.log, entry, this.state);
    if (!outcome.ok) throw new Error(`refused ${JSON.stringify(entry)}: ${JSON.stringify(outcome.refusal)}`);
    this.log = outcome.value.log;
    this.state = outcome.value.state;
    return this;
  }

  refused(entry: Entry): Refusal {
    const before = this.log;
    const outcome = act(this.log, entry, this.state);
    if (outcome.ok) throw new Error(`expected ${JSON.stringify(entry)} to be refused`);
    expect(this.log).toBe(before);
    return outcome.refusal;
  }

  roll(...dice: Face[]): this {
    return this.do({ type: 'roll', dice });
  }
  hold(...dice: Face[]): this {
    return this.do({ type: 'hold', dice });
  }
  bank(): this {
    return this.do({ type: 'bank' });
  }
  total(points: number, freeDice?: number): this {
    return this.do(freeDice === undefined ? { type: 'total', points } : { type: 'total', points, freeDice });
  }
  fresh(): this {
    return this.do({ type: 'start', takeOver: null });
  }
  takeOver(takeOver: TakeOver): this {
    return this.do({ type: 'start', takeOver });
  }
  challenge(opponent: number): this {
    return this.do({ type: 'challenge', opponent });
  }

  /** The current turn, for assertions. */
  get turn() {
    return this.state.turn;
  }
  scores(): number[] {
    return this.state.players.map((p) => p.score);
  }
  /** Who is up, by name. */
  get up(): string {
    return this.state.players[this.state.current]?.name ?? '';
  }
}

/** A preset with some changes, for variations a group switches on. */
export function houseRules(id: PresetId, change: (rules: Ruleset) => Partial<Ruleset>): Ruleset {
  const base = presetById(id);
  return { ...base, id: `${id}-house`, ...change(base) };
}
