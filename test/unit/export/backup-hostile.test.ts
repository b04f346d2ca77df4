/**
 * Reading hostile backup files: huge or hidden fields, prototype keys, names that are not names,
 * sizes no real game has.
 */
import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, createBackup } from '../../../src/export/backup.js';
import { keysDeep } from '../../support/keys-deep.js';
import {
  accepted,
  damaged,
  edited,
  exportedAt,
  gameAt,
  houseRules,
  records,
  refusal,
  rulesOf,
  settingsOnly,
} from './backup-files.js';
import type { Parsed } from './backup-files.js';

/** The clean reading every hostile variant below must come back to. */
const cleanBackup = () =>
  accepted(
    createBackup(records(), exportedAt, { recentPlayers: ['Ana', 'Ben'], houseRules: houseRules(), adviceOff: true })
      .text,
  ).backup;

/** The same file with `extra` added to the object at each place a record has fields. */
function withExtraEverywhere(extra: Record<string, unknown>): string {
  const data = JSON.parse(
    createBackup(records(), exportedAt, { recentPlayers: ['Ana', 'Ben'], houseRules: houseRules(), adviceOff: true })
      .text,
  );
  const add = (target: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(extra))
      Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  };
  const rulesPlaces = (rules: Parsed) => {
    add(rules);
    add(rules['scoring']);
    add(rules['scoring']['singles']);
    add(rules['scoring']['triples']);
    add(rules['scoring']['ofAKind']);
    for (const straight of rules['scoring']['straights']) add(straight);
    add(rules['turn']);
    add(rules['end']);
    add(rules['variations']);
    if (rules['variations']['challenges']) add(rules['variations']['challenges']);
  };
  add(data);
  for (const game of data.games) {
    add(game);
    add(game.setup);
    rulesPlaces(game.setup.rules);
    for (const entry of game.entries) {
      add(entry);
      if (entry.type === 'start' && entry.takeOver) add(entry.takeOver);
    }
  }
  add(data.settings);
  rulesPlaces(data.settings.houseRules);
  return JSON.stringify(data);
}

describe('readBackup on hostile files', () => {
  it('leaves out a 1 MB recent player name of a file with no games, and says so', () => {
    const reading = accepted(settingsOnly({ recentPlayers: ['x'.repeat(1024 * 1024)] }));
    expect(reading.backup.settings).toEqual({ recentPlayers: [] });
    expect(reading.leftOut).toEqual([{ what: 'player-names', reason: 'too-long', count: 1 }]);
  });

  it('normalises recent players like typed names: hidden and bidirectional characters out, one name per player, empty names left out', () => {
    const reading = accepted(
      settingsOnly({
        recentPlayers: ['Ana\u200B', ' ana ', '\u2066Cy\u2069', '\u202Eevil', '\u200B\u200E ', 'Dee\u00A0 Lou'],
      }),
    );
    expect(reading.backup.settings?.recentPlayers).toEqual(['Ana', 'Cy', 'evil', 'Dee Lou']);
    expect(reading.leftOut).toEqual([{ what: 'player-names', reason: 'empty', count: 1 }]);
  });

  it('keeps at most 24 recent players and counts the rest, even a million', () => {
    const names = Array.from({ length: 30 }, (_, index) => `Player ${index + 1}`);
    const reading = accepted(settingsOnly({ recentPlayers: names }));
    expect(reading.backup.settings?.recentPlayers).toEqual(names.slice(0, 24));
    expect(reading.leftOut).toEqual([{ what: 'player-names', reason: 'too-many', count: 6 }]);
    const million = accepted(
      settingsOnly({ recentPlayers: Array.from({ length: 1_000_000 }, (_, index) => `P${index}`) }),
    );
    expect(million.backup.settings?.recentPlayers).toHaveLength(24);
    expect(million.leftOut).toEqual([{ what: 'player-names', reason: 'too-many', count: 999_976 }]);
  });

  it('normalises the players of a game like typed names', () => {
    const reading = accepted(
      edited(
        (data) =>
          ((gameAt(data, 1)['setup'] as { players: string[] }).players = ['\u202EAna\u202C', 'Ben\u200B\u2060']),
      ),
    );
    expect(reading.backup.games[1]?.setup.players).toEqual(['Ana', 'Ben']);
    expect(
      refusal(edited((data) => ((gameAt(data, 1)['setup'] as { players: string[] }).players = ['Ana', 'A\u200Bna']))),
    ).toEqual(damaged(2, ['Ana', 'Ana'], { code: 'setup' }));
    expect(
      refusal(
        edited(
          (data) => ((gameAt(data, 1)['setup'] as { players: string[] }).players = ['Ana', 'B'.repeat(1024 * 1024)]),
        ),
      ),
    ).toEqual(damaged(2, ['Ana', `${'B'.repeat(29)}…`], { code: 'setup' }));
  });

  it('drops unknown fields at every level: file, game, setup, rules, entries, settings, house rules; a 1 MB one too', () => {
    const reading = accepted(withExtraEverywhere({ junk: 'x'.repeat(1024), summary: { scores: [999_999] } }));
    expect(reading.backup).toEqual(cleanBackup());
    expect([...keysDeep(reading.backup)].filter((key) => key === 'junk' || key === 'summary')).toEqual([]);
    const megabyte = 'x'.repeat(1024 * 1024);
    const places: ((data: Parsed) => Record<string, unknown>)[] = [
      (data) => data.games[1],
      (data) => data.games[1].setup,
      (data) => data.games[1].setup.rules.scoring.singles,
      (data) => data.games[1].entries[0],
      (data) => data.settings,
      (data) => data.settings.houseRules.variations,
    ];
    for (const place of places) {
      const data = JSON.parse(
        createBackup(records(), exportedAt, {
          recentPlayers: ['Ana', 'Ben'],
          houseRules: houseRules(),
          adviceOff: true,
        }).text,
      );
      place(data)['junk'] = megabyte;
      const read = accepted(JSON.stringify(data));
      expect(read.backup).toEqual(cleanBackup());
      expect(JSON.stringify(read.backup).length).toBeLessThan(50_000);
    }
  });

  it('never carries __proto__, constructor or prototype keys, at any level', () => {
    const text = withExtraEverywhere(
      JSON.parse(
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true}}',
      ),
    );
    expect(text).toContain('"__proto__":{"polluted":true}');
    const reading = accepted(text);
    const keys = keysDeep(reading.backup);
    expect(['__proto__', 'constructor', 'prototype'].filter((key) => keys.has(key))).toEqual([]);
    expect(reading.backup).toEqual(cleanBackup());
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('reads a game that differs only by stray fields as the same game', () => {
    const junky = accepted(withExtraEverywhere({ note: 'from another app' }));
    const clean = cleanBackup();
    expect(junky.backup.games).toEqual(clean.games);
    expect(JSON.stringify(junky.backup.games)).toBe(JSON.stringify(clean.games));
  });

  it('refuses sizes no real game has: too many games, entries or dice, rules strings and tables too long', () => {
    const manyGames = JSON.stringify({
      format: BACKUP_FORMAT,
      version: 1,
      exportedAt: 'now',
      games: Array.from({ length: 50_001 }, () => ({})),
    });
    expect(refusal(manyGames)).toEqual({ code: 'too-many-games', games: 50_001, max: 50_000 });
    const manyEntries = edited((data) => {
      gameAt(data, 1)['entries'] = Array.from({ length: 100_001 }, () => ({ type: 'bank' }));
      delete gameAt(data, 1)['enteredAt'];
    });
    expect(refusal(manyEntries)).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'too-many-entries', entries: 100_001, max: 100_000 }),
    );
    expect(
      refusal(
        edited(
          (data) =>
            ((gameAt(data, 1)['entries'] as unknown[])[0] = {
              type: 'roll',
              dice: Array.from({ length: 11 }, () => 1),
            }),
        ),
      ),
    ).toEqual(damaged(2, ['Ana', 'Ben'], { code: 'entry-unreadable', entry: 1, type: 'roll' }));
    expect(refusal(edited((data) => (rulesOf(data)['description'] = 'd'.repeat(1024 * 1024))))).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'rules', problem: { code: 'description-too-long', max: 500 } }),
    );
    expect(refusal(edited((data) => (rulesOf(data)['id'] = 'i'.repeat(101))))).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'rules', problem: { code: 'id-too-long', max: 100 } }),
    );
    expect(
      refusal(
        edited(
          (data) =>
            (rulesOf(data)['scoring'].ofAKind = {
              kind: 'multiple',
              multipliers: Array.from({ length: 1000 }, () => 2),
            }),
        ),
      ),
    ).toEqual(
      damaged(2, ['Ana', 'Ben'], {
        code: 'rules',
        problem: { code: 'of-a-kind-too-many', ofAKind: 1003, maxDice: 10 },
      }),
    );
    const longRules = accepted(settingsOnly({ houseRules: { ...houseRules(), description: 'd'.repeat(501) } }));
    expect(longRules.backup.settings).toEqual({});
    expect(longRules.leftOut).toEqual([{ what: 'house-rules', problem: { code: 'description-too-long', max: 500 } }]);
  });
});
