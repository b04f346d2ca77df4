import { describe, expect, it } from 'vitest';
import type { DamagedGame, GameRow } from '../../../src/db/index.js';
import { replay, setupProblem } from '../../../src/game/index.js';
import type { Entry, GameSetup, Refusal, SetupProblem } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';
import {
  damagedGameBanner,
  damagedRecordFileName,
  damagedRecordLine,
  damagedRecordPlayers,
  damagedRecordTime,
} from '../../../src/ui/text/damage-text.js';

const setup: GameSetup = { rules: presetById('zilch-10k'), players: ['Max', 'Nia'] };
const before: Entry[] = [
  { type: 'total', points: 750 },
  { type: 'total', points: 500 },
  { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
  { type: 'hold', dice: [1] },
];

function damaged(state: DamagedGame['state'], refusal: Refusal): DamagedGame {
  return { row: { id: 'g' } as GameRow, log: { setup, entries: before, head: 4 }, state, entryIndex: 4, refusal };
}

/** Rules that cannot be played: "Three pairs needs at least 6 dice." */
const BAD_RULES = setupProblem({ rules: { ...presetById('farkle'), diceCount: 5 }, players: ['Ana'] }) as SetupProblem;

describe('damaged records in words', () => {
  it('names the turn where a game is damaged, and says it is shown as it stood and cannot be played on', () => {
    const banner = damagedGameBanner(
      damaged(replay(setup, before), { code: 'wrong-dice-count', throw: 'roll', need: 5, got: 2 }),
    );
    expect(banner.heading).toBe('This game cannot be played on');
    expect(banner.text).toBe(
      "This game's record is damaged at turn 3 (Max, round 2): Enter 5 dice for this roll: you entered 2. It is shown as it stood before, and cannot be played on. You can download its record.",
    );
  });

  it('the throw-off, and a game whose rules cannot be played at all', () => {
    const tenDice: GameSetup = { rules: presetById('ten-dice'), players: ['Fay', 'Gus'] };
    expect(
      damagedGameBanner({
        ...damaged(replay(tenDice, []), { code: 'not-now', reason: 'throw-off-first' }),
        entryIndex: 0,
      }).text,
    ).toMatch(
      /^This game's record is damaged at the throw-off for the first player: Find the first player before the first turn\. It is shown/,
    );
    expect(damagedGameBanner(damaged(null, { code: 'bad-setup', problem: BAD_RULES })).text).toBe(
      "This game's record is damaged: These rules cannot be played: Three pairs needs at least 6 dice. There is nothing of it to show; you can download its record, or delete it from the games list.",
    );
  });

  it('a record that cannot be a game, by why', () => {
    expect(damagedRecordLine({ code: 'no-setup' })).toBe(
      'This record is damaged and cannot be played: it has no players or rules.',
    );
    expect(damagedRecordLine({ code: 'no-log' })).toBe(
      'This record is damaged and cannot be played: its list of turns is missing.',
    );
    expect(damagedRecordLine({ code: 'bad-setup', problem: BAD_RULES })).toBe(
      'This record is damaged and cannot be played: These rules cannot be played: Three pairs needs at least 6 dice.',
    );
    expect(damagedRecordLine({ code: 'unreadable', noId: true })).toBe(
      'This record is damaged and cannot be played: it could not be read (The record has no id).',
    );
    expect(damagedRecordLine({ code: 'unreadable', error: "Cannot read properties of null (reading 'players')" })).toBe(
      "This record is damaged and cannot be played: it could not be read (Cannot read properties of null (reading 'players')).",
    );
    expect(damagedRecordLine({ code: 'unreadable' })).toBe(
      'This record is damaged and cannot be played: it could not be read.',
    );
  });

  it('a record set aside before the codes, by the words it was kept with', () => {
    expect(damagedRecordLine({ code: 'no-log', detail: '' })).toBe(
      'This record is damaged and cannot be played: its list of turns is missing.',
    );
    expect(
      damagedRecordLine({
        code: 'bad-setup',
        detail: 'These rules cannot be played: Three pairs needs at least 6 dice.',
      }),
    ).toBe(
      'This record is damaged and cannot be played: These rules cannot be played: Three pairs needs at least 6 dice.',
    );
    expect(damagedRecordLine({ code: 'unreadable', detail: 'The record has no id.' })).toBe(
      'This record is damaged and cannot be played: it could not be read (The record has no id).',
    );
  });

  it('what a damaged record still tells: its players, when it was played, a safe file name', () => {
    expect(damagedRecordPlayers({ record: { setup: { players: ['Ola', 7, '', 'Pat'] } } })).toEqual(['Ola', 'Pat']);
    expect(damagedRecordPlayers({ record: { setup: null } })).toEqual([]);
    expect(damagedRecordPlayers({ record: 'junk' })).toEqual([]);
    expect(damagedRecordTime({ record: { updatedAt: 1762200700000 } })).toBe(1762200700000);
    expect(damagedRecordTime({ record: { updatedAt: 'yesterday' } })).toBe(null);
    expect(damagedRecordFileName('b0a1c2d3-0002-4e5f-8a9b-000000000002')).toBe(
      'zilch-damaged-record-b0a1c2d3-0002-4e5f-8a9b-000000000002.json',
    );
    expect(damagedRecordFileName('../../etc/passwd')).toBe('zilch-damaged-record--etc-passwd.json');
  });
});
