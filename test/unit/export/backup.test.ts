import { describe, expect, it } from 'vitest';
import type { Entry, GameSetup } from '../../../src/game/index.js';
import {
  BACKUP_FORMAT,
  MAX_BACKUP_BYTES,
  backupFileName,
  createBackup,
  readBackup,
  sizeProblem,
} from '../../../src/export/backup.js';
import type { BackupRefusal, GameProblem, StoredGameRecord } from '../../../src/export/backup.js';
import { SHEET_ENTRIES } from '../../support/sheet-game.js';
import { keysDeep } from '../../support/keys-deep.js';
import {
  accepted,
  edited,
  exportedAt,
  farkle,
  gameAt,
  houseRules,
  record,
  records,
  refusal,
  rulesOf,
  settingsOnly,
} from './backup-files.js';
import type { Parsed } from './backup-files.js';

/** The refusal of a damaged game: its number, its players and its problem (matched, not equal). */
const damaged = (
  game: number,
  players: readonly string[],
  problem: Partial<GameProblem> | Record<string, unknown>,
) => ({
  code: 'damaged-game',
  game,
  players,
  problem: expect.objectContaining(problem),
});

const notReadable = (setting: string): BackupRefusal =>
  ({ code: 'damaged-settings', problem: { code: 'unreadable', setting } }) as BackupRefusal;

describe('createBackup', () => {
  it('writes the format, the version, the time and every game without derived data', () => {
    const { backup, text, skipped } = createBackup(records(), exportedAt, { recentPlayers: ['Ana', 'Ben'] });
    expect(skipped).toEqual([]);
    expect(backup.format).toBe(BACKUP_FORMAT);
    expect(backup.version).toBe(1);
    expect(backup.exportedAt).toBe('2026-11-20T21:00:00.000Z');
    expect(backup.games.map((game) => game.id)).toEqual(['game-1', 'game-2']);
    expect(Object.keys(backup.games[0] ?? {}).sort()).toEqual([
      'createdAt',
      'enteredAt',
      'entries',
      'head',
      'id',
      'setup',
      'updatedAt',
    ]);
    expect(backup.games[0]?.entries).toEqual(SHEET_ENTRIES);
    expect(backup.games[0]?.head).toBe(SHEET_ENTRIES.length - 1);
    expect(backup.games[1]?.enteredAt).toEqual([null, exportedAt - 3_600_000 + 1000]);
    expect(JSON.parse(text)).toEqual(backup);
  });

  it('keeps which entries one tap wrote together (a hold and its bank), and only where some were', () => {
    const tapped: StoredGameRecord = {
      ...record('game-3', farkle(), [
        { type: 'roll', dice: [1, 5, 2, 3, 4, 6] },
        { type: 'hold', dice: [1, 5] },
        { type: 'bank' },
      ]),
    };
    const entries = tapped.entries.map((entryRow, index) =>
      index === 2 ? { ...entryRow, sameTap: true as const } : entryRow,
    );
    const { backup, text } = createBackup([...records(), { ...tapped, entries }], exportedAt);
    expect(backup.games[2]?.sameTap).toEqual([false, false, true]);
    expect(backup.games[0]).not.toHaveProperty('sameTap');
    const reading = readBackup(text);
    expect(reading.ok && reading.backup.games[2]?.sameTap).toEqual([false, false, true]);
    expect(reading.ok && reading.backup.games[1]).not.toHaveProperty('sameTap');
  });

  it('leaves out a game whose stored log does not replay, and says so', () => {
    const damaged = record('game-3', farkle(['Cy', 'Dee']), [{ type: 'bank' }]);
    const { backup, skipped } = createBackup([...records(), damaged], exportedAt);
    expect(backup.games.map((game) => game.id)).toEqual(['game-1', 'game-2']);
    expect(skipped).toEqual([
      {
        players: ['Cy', 'Dee'],
        problem: { code: 'log', entryIndex: 0, refusal: expect.objectContaining({ code: 'must-roll-first' }) },
      },
    ]);
  });

  it('writes the settings a player would miss on a new phone: recent players, house rules, the advice switch', () => {
    const settings = { recentPlayers: ['Ana', 'Ben'], houseRules: houseRules(), adviceOff: true };
    const { backup, text } = createBackup(records(), exportedAt, settings);
    expect(backup.settings).toEqual(settings);
    expect(JSON.parse(text).settings).toEqual(settings);
  });

  it('carries the language the players chose as its code, and refuses one that is not a language code', () => {
    const { text } = createBackup(records(), exportedAt, { language: 'cs' });
    const reading = readBackup(text);
    expect(reading.ok && reading.backup.settings).toEqual({ language: 'cs' });
    expect(createBackup(records(), exportedAt, { language: 'Deutsch!' } as never).backup.settings).toEqual({});
    for (const language of [7, 'Deutsch', 'de_DE', '']) {
      const reread = readBackup(edited((data) => (data['settings'] = { language })));
      expect(reread.ok, String(language)).toBe(false);
      expect(!reread.ok && reread.refusal).toEqual({
        code: 'damaged-settings',
        problem: { code: 'unreadable', setting: 'language' },
      });
    }
  });

  it('leaves out what is unreadable or belongs to this device: house rules that cannot be played, a switch that is not a switch, the storage answer', () => {
    const broken = { ...houseRules(), diceCount: 42 };
    const stored = {
      recentPlayers: ['Ana', 7, 'Ben'],
      houseRules: broken,
      adviceOff: 'yes',
      persistence: { askedAt: 1, granted: true },
    };
    const { backup, text } = createBackup(records(), exportedAt, stored as never);
    expect(backup.settings).toEqual({ recentPlayers: ['Ana', 'Ben'] });
    expect(readBackup(text)).toEqual({ ok: true, backup });
    expect(createBackup(records(), exportedAt, {}).backup.settings).toEqual({});
  });

  it('names the file by the day', () => {
    expect(backupFileName(new Date(2026, 10, 20, 23, 59).getTime())).toBe('zilch-backup-2026-11-20.json');
  });
});

describe('readBackup', () => {
  it('reads back what createBackup wrote, equal in every game', () => {
    const { backup, text } = createBackup(records(), exportedAt, { recentPlayers: ['Ana'] });
    const reading = readBackup(text);
    expect(reading).toEqual({ ok: true, backup });
  });

  it('accepts a file that starts with a byte order mark', () => {
    expect(readBackup(`\uFEFF${createBackup(records(), exportedAt).text}`).ok).toBe(true);
  });

  it('refuses a file that is not JSON', () => {
    for (const text of ['', '{', 'game,date\r\n1,2', '<html></html>']) {
      expect(refusal(text)).toEqual({ code: 'not-json' });
    }
  });

  it('refuses JSON that is not a backup', () => {
    for (const text of [
      '{}',
      '[]',
      'null',
      '"zilch"',
      '42',
      '{"format":"other-app","version":1,"games":[]}',
      '[{"format":"zilch-scorepad-backup"}]',
    ]) {
      expect(refusal(text)).toEqual({ code: 'not-a-backup' });
    }
  });

  it('refuses a backup from a newer version, naming the version', () => {
    expect(refusal(edited((data) => (data['version'] = 3)))).toEqual({ code: 'newer-version', version: 3 });
  });

  it('refuses a backup without a version, games or date', () => {
    expect(refusal(edited((data) => (data['version'] = '1')))).toEqual({ code: 'no-version' });
    expect(refusal(edited((data) => delete data['version']))).toEqual({ code: 'no-version' });
    expect(refusal(edited((data) => (data['games'] = {} as never)))).toEqual({ code: 'no-games' });
    expect(refusal(edited((data) => delete data['exportedAt']))).toEqual({ code: 'no-date' });
  });

  it('refuses a game whose log does not replay, naming the game and the entry', () => {
    const text = edited((data) => {
      (data.games[1] as { entries: Entry[] }).entries.unshift({ type: 'bank' });
      (data.games[1] as { enteredAt: null[] }).enteredAt.unshift(null);
    });
    expect(refusal(text)).toEqual(
      damaged(2, ['Ana', 'Ben'], {
        code: 'log',
        entryIndex: 0,
        refusal: expect.objectContaining({ code: 'must-roll-first' }),
      }),
    );
  });

  it('refuses a game whose redo stack does not replay', () => {
    const text = edited((data) =>
      (data.games[0] as { entries: Entry[] }).entries.splice(-1, 1, { type: 'total', points: 25 }),
    );
    expect(refusal(text)).toEqual(
      damaged(1, ['Ana', 'Ben', 'Cy', 'Dee'], {
        code: 'log',
        entryIndex: 40,
        refusal: expect.objectContaining({ code: 'bad-points' }),
      }),
    );
  });

  it('refuses a game whose setup cannot be played', () => {
    expect(refusal(edited((data) => ((data.games[1] as { setup: GameSetup }).setup = farkle(['Ana', 'ana']))))).toEqual(
      damaged(2, ['Ana', 'ana'], { code: 'setup' }),
    );
    expect(
      refusal(edited((data) => ((data.games[1] as { setup: { rules: unknown } }).setup.rules = { id: 'x' }))),
    ).toEqual(damaged(2, ['Ana', 'Ben'], { code: 'rules', problem: expect.objectContaining({ code: 'invalid' }) }));
    expect(refusal(edited((data) => delete data.games[1]?.['setup']))).toEqual(damaged(2, [], { code: 'no-setup' }));
  });

  it('refuses entries this app does not record, before replaying them', () => {
    const withEntry = (entry: unknown) =>
      edited((data) => {
        (data.games[1] as { entries: unknown[] }).entries[1] = entry;
      });
    expect(refusal(withEntry({ type: 'teleport' }))).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'entry-unknown', entry: 2 }),
    );
    expect(refusal(withEntry(null))).toEqual(damaged(2, ['Ana', 'Ben'], { code: 'entry-unknown', entry: 2 }));
    expect(refusal(withEntry({ type: 'start' }))).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'entry-unreadable', entry: 2, type: 'start' }),
    );
    expect(refusal(withEntry({ type: 'roll', dice: 'six' }))).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'entry-unreadable', entry: 2, type: 'roll' }),
    );
    expect(refusal(withEntry({ type: 'total', points: '300' }))).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'entry-unreadable', entry: 2, type: 'total' }),
    );
  });

  it('refuses a game with its fields missing or out of range', () => {
    const four = ['Ana', 'Ben', 'Cy', 'Dee'];
    expect(refusal(edited((data) => (gameAt(data, 0)['head'] = 99)))).toEqual(
      damaged(1, four, { code: 'head', head: '99', entries: 41 }),
    );
    expect(refusal(edited((data) => (gameAt(data, 0)['id'] = '')))).toEqual(damaged(1, four, { code: 'no-id' }));
    expect(refusal(edited((data) => (gameAt(data, 0)['createdAt'] = 'yesterday')))).toEqual(
      damaged(1, four, { code: 'no-dates' }),
    );
    expect(refusal(edited((data) => (gameAt(data, 0)['enteredAt'] = [1, 2])))).toEqual(
      damaged(1, four, { code: 'entry-times' }),
    );
    expect(refusal(edited((data) => (data.games[1] = 'a game' as unknown as Record<string, unknown>)))).toEqual(
      damaged(2, [], { code: 'not-a-record' }),
    );
    expect(refusal(edited((data) => (gameAt(data, 1)['sameTap'] = [false])))).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'entry-taps' }),
    );
    expect(refusal(edited((data) => (gameAt(data, 1)['sameTap'] = [false, 'yes'])))).toEqual(
      damaged(2, ['Ana', 'Ben'], { code: 'entry-taps' }),
    );
  });

  it('refuses two games with the same id', () => {
    expect(refusal(edited((data) => (gameAt(data, 1)['id'] = 'game-1')))).toEqual({
      code: 'same-id',
      game: 2,
      earlier: 1,
    });
  });

  it('refuses unreadable settings', () => {
    expect(refusal(edited((data) => (data['settings'] = { recentPlayers: [1, 2] })))).toEqual(
      notReadable('recent-players'),
    );
    expect(refusal(edited((data) => (data['settings'] = 'none')))).toEqual(notReadable('settings'));
    expect(refusal(edited((data) => (data['settings'] = { houseRules: 'ours' })))).toEqual(notReadable('house-rules'));
    expect(refusal(edited((data) => (data['settings'] = { adviceOff: 'yes' })))).toEqual(notReadable('advice-off'));
  });

  it('restores the games of a file whose house rules cannot be played here, leaving the rules out and saying so', () => {
    const reading = readBackup(
      edited((data) => (data['settings'] = { recentPlayers: ['Ana'], houseRules: { ...houseRules(), diceCount: 42 } })),
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.backup.games.map((game) => game.id)).toEqual(['game-1', 'game-2']);
    expect(reading.backup.settings).toEqual({ recentPlayers: ['Ana'] });
    expect(reading.leftOut).toEqual([
      { what: 'house-rules', problem: { code: 'invalid', problem: expect.objectContaining({ field: 'diceCount' }) } },
    ]);
  });

  it('reads house rules and the advice switch back as they were written', () => {
    const { backup, text } = createBackup(records(), exportedAt, { houseRules: houseRules(), adviceOff: false });
    expect(readBackup(text)).toEqual({ ok: true, backup });
    expect(backup.settings).toEqual({ houseRules: houseRules(), adviceOff: false });
  });

  it('reads files of the last release as before: without settings, or with recent players only', () => {
    const withoutSettings = edited((data) => delete data['settings']);
    const reading = readBackup(withoutSettings);
    expect(reading.ok && reading.backup.settings).toBe(undefined);
    expect(reading.ok && reading.backup.games.map((game) => game.id)).toEqual(['game-1', 'game-2']);
    const namesOnly = edited((data) => (data['settings'] = { recentPlayers: ['Ana'] }));
    const named = readBackup(namesOnly);
    expect(named.ok && named.backup.settings).toEqual({ recentPlayers: ['Ana'] });
  });

  it('ignores settings it does not know (a later release may add one to a version-1 file), and still refuses a newer version', () => {
    const reading = readBackup(edited((data) => (data['settings'] = { recentPlayers: ['Ana'], diceSounds: 'loud' })));
    expect(reading.ok && reading.backup.settings).toEqual({ recentPlayers: ['Ana'] });
    const newer = edited((data) => {
      data['version'] = 2;
      data['settings'] = { houseRules: houseRules(), adviceOff: true };
    });
    expect(refusal(newer)).toEqual({ code: 'newer-version', version: 2 });
  });

  it('keeps only the fields the app knows', () => {
    const reading = readBackup(edited((data) => (gameAt(data, 0)['summary'] = { scores: [999999] })));
    expect(reading.ok && Object.keys(reading.backup.games[0] ?? {})).not.toContain('summary');
  });

  it('reads an empty backup', () => {
    const reading = readBackup(createBackup([], exportedAt).text);
    expect(reading.ok && reading.backup.games).toEqual([]);
  });

  it('refuses a file too large to be a backup', () => {
    expect(sizeProblem(MAX_BACKUP_BYTES)).toBeNull();
    expect(sizeProblem(25 * 1024 * 1024)).toEqual({
      code: 'too-large',
      bytes: 25 * 1024 * 1024,
      maxBytes: MAX_BACKUP_BYTES,
    });
    expect(sizeProblem(MAX_BACKUP_BYTES + 1)).toEqual({
      code: 'too-large',
      bytes: MAX_BACKUP_BYTES + 1,
      maxBytes: 20 * 1024 * 1024,
    });
    expect(refusal(' '.repeat(MAX_BACKUP_BYTES + 1))).toEqual({
      code: 'too-large',
      bytes: MAX_BACKUP_BYTES + 1,
      maxBytes: MAX_BACKUP_BYTES,
    });
  });
});

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

describe('merged player names in a backup', () => {
  const aliases = { 'ann-marie': 'ann', annie: 'ann' };

  it('writes them and reads them back as they were', () => {
    const { backup, text } = createBackup(records(), exportedAt, { playerAliases: aliases });
    expect(backup.settings).toEqual({ playerAliases: aliases });
    expect(readBackup(text)).toEqual({ ok: true, backup });
  });

  it('reads both sides as name keys, and drops a name merged into itself', () => {
    const reading = accepted(settingsOnly({ playerAliases: { ' ANNIE\u200B': 'Ann', Bob: 'bob ' } }));
    expect(reading.backup.settings).toEqual({ playerAliases: { annie: 'ann' } });
  });

  it('keeps a name such as __proto__ as a name, never as the object’s prototype', () => {
    const reading = accepted(
      `{"format":"${BACKUP_FORMAT}","version":1,"exportedAt":"x","games":[],"settings":{"playerAliases":{"__proto__":"ann"}}}`,
    );
    const read = reading.backup.settings?.playerAliases ?? {};
    expect(Object.hasOwn(read, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('refuses a file whose merged names are not readable, and says which setting', () => {
    const unreadable = { code: 'damaged-settings', problem: { code: 'aliases-unreadable' } };
    for (const playerAliases of [
      'ann',
      ['ann'],
      null,
      7,
      { annie: 7 },
      { annie: null },
      { annie: '' },
      { '\u200B ': 'ann' },
      { annie: 'a'.repeat(101) },
    ]) {
      expect(refusal(settingsOnly({ playerAliases })), JSON.stringify(playerAliases)).toEqual(unreadable);
    }
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`p${index}`, 'ann']));
    expect(refusal(settingsOnly({ playerAliases: many }))).toEqual({
      code: 'damaged-settings',
      problem: { code: 'too-many-aliases', count: 1001, max: 1000 },
    });
  });

  it('leaves merged names that could not be read back out of a backup, so the backup still restores', () => {
    const { backup, text } = createBackup(records(), exportedAt, {
      recentPlayers: ['Ana'],
      playerAliases: { annie: 7 } as never,
    });
    expect(backup.settings).toEqual({ recentPlayers: ['Ana'] });
    expect(readBackup(text).ok).toBe(true);
  });
});
