/**
 * Game-flow suite: replaying a long game's log, the work behind every reload, undo and correction.
 * Each preset's game is played by the seeded random driver of the property tests, with the target
 * raised so that the game lasts 10,000 entries under that preset's turn rules.
 */
import { applyEntry, replay } from '../src/game/index.js';
import type { GameSetup } from '../src/game/index.js';
import { presets } from '../src/rules/index.js';
import { playRandomGame } from '../test/support/random-game.js';
import {
  check,
  fold,
  formatCount,
  formatLimit,
  formatTime,
  marker,
  median,
  mulberry32,
  p99,
  printTable,
  timeOnce,
} from './measure.js';
import type { Check, Suite } from './measure.js';

const ENTRIES = 10_000;
const REPLAYS = 30;
const REPLAY_TARGET_MS = 20;

export const gameSuite: Suite = {
  name: 'game flow',
  async run() {
    const checks: Check[] = [];
    let checksum = 0;
    const rows: string[][] = [];
    for (const preset of presets) {
      const setup: GameSetup = {
        rules: { ...preset, end: { ...preset.end, target: 100_000_000 } },
        players: ['Ana', 'Ben', 'Cy', 'Dee'],
      };
      const { entries, state } = playRandomGame(
        setup,
        { random: mulberry32(7), limit: ENTRIES * 2 },
        { keepStates: false, checkRefusals: false },
      );
      const log = entries.slice(0, ENTRIES);
      if (log.length < ENTRIES) throw new Error(`${preset.id}: the driver made only ${log.length} entries`);
      for (let i = 0; i < 5; i++) replay(setup, log); // warm-up
      const times: number[] = [];
      for (let i = 0; i < REPLAYS; i++) {
        times.push(timeOnce(() => (checksum = fold(checksum, replay(setup, log).players[0]?.score ?? 0))));
      }
      // One more action on the long game: what a tap costs before storage.
      const last = replay(setup, log.slice(0, -1));
      const appendTimes: number[] = [];
      for (let i = 0; i < 200; i++)
        appendTimes.push(
          timeOnce(() => (checksum = fold(checksum, Number(applyEntry(last, log.at(-1) ?? { type: 'bank' }).ok)))),
        );
      const replayMedian = median(times);
      const result = check(`replay ${formatCount(ENTRIES)} entries (${preset.id})`, replayMedian, REPLAY_TARGET_MS);
      checks.push(result);
      rows.push([
        preset.id,
        formatCount(replay(setup, log).turns.length),
        formatTime(replayMedian),
        formatTime(p99(times)),
        formatTime(median(appendTimes)),
        formatLimit(REPLAY_TARGET_MS),
        marker(result.ok),
      ]);
      checksum = fold(checksum, state.entryCount);
    }
    printTable(
      `Replaying a ${formatCount(ENTRIES)}-entry game (4 players, seeded random play, ${REPLAYS} replays after 5 warm-up); "one action" = applyEntry on the long game's state`,
      [
        { header: 'preset' },
        { header: 'turns' },
        { header: 'replay median' },
        { header: 'p99' },
        { header: 'one action' },
        { header: 'target (median)' },
        { header: '✓/✗', align: 'left' },
      ],
      rows,
    );
    return { checks, checksum };
  },
};
