import { describe, expect, it } from 'vitest';
import type { Entry, GameSetup } from '../../../src/game/index.js';
import {
  BACKUP_FORMAT,
  MAX_BACKUP_BYTES,
  backupFileName,
  createBackup,
  readBackup,
  restoreSummary,
  sizeProblem,
} from '../../../src/export/backup.js';
import type { StoredGameRecord } from '../../../src/export/backup.js';
import { presetById } from '../../../src/rules/index.js';
import type { Ruleset } from '../../../src/rules/index.js';
import { SHEET_ENTRIES, sheetSetup } from '../../support/sheet-game.js';
import { keysDeep } from '../../support/keys-deep.js';

const exportedAt = Date.UTC(2026, 10, 20, 21, 0);

const record = (id: string, setup: GameSetup, entries: readonly Entry[], head = entries.length): StoredGameRecord => ({
  row: { id, setup, createdAt: exportedAt - 3_600_000, updatedAt: exportedAt - 60_000, head },
  entries: entries.map((entry, index) => ({ entry, at: index === 0 ? null : exportedAt - 3_600_000 + index * 1000 })),
});

const farkle = (players = ['Ana', 'Ben']): GameSetup => ({ rules: presetById('farkle'), players });

/** Two games: the four-player sheet game (with a redo stack of one entry) and a short Farkle game. */
const records = (): StoredGameRecord[] => [
  record('game-1', sheetSetup(), SHEET_ENTRIES, SHEET_ENTRIES.length - 1),
  record('game-2', farkle(), [{ type: 'total', points: 300 }, { type: 'total', points: 0 }]),
];

/** A backup's JSON with one change made by `edit`. */
function edited(edit: (data: Record<string, unknown> & { games: Record<string, unknown>[] }) => void): string {
  const data = JSON.parse(createBackup(records(), exportedAt).text);
  edit(data);
  return JSON.stringify(data);
}

/** House rules as the new-game page keeps them: a preset changed by the group, id "house". */
const houseRules = (): Ruleset => {
  const base = presetById('zilch-15k');
  return { ...base, id: 'house', name: 'Our table', turn: { ...base.turn, openingMinimum: 1000 } };
};

const gameAt = (data: { games: Record<string, unknown>[] }, index: number) => data.games[index] as Record<string, unknown>;

const refusal = (text: string): string => {
  const reading = readBackup(text);
  if (reading.ok) throw new Error('expected the backup to be refused');
  return reading.message;
};

describe('createBackup', () => {
  it('writes the format, the version, the time and every game without derived data', () => {
    const { backup, text, skipped } = createBackup(records(), exportedAt, { recentPlayers: ['Ana', 'Ben'] });
    expect(skipped).toEqual([]);
    expect(backup.format).toBe(BACKUP_FORMAT);
    expect(backup.version).toBe(1);
    expect(backup.exportedAt).toBe('2026-11-20T21:00:00.000Z');
    expect(backup.games.map((game) => game.id)).toEqual(['game-1', 'game-2']);
    expect(Object.keys(backup.games[0] ?? {}).sort()).toEqual(['createdAt', 'enteredAt', 'entries', 'head', 'id', 'setup', 'updatedAt']);
    expect(backup.games[0]?.entries).toEqual(SHEET_ENTRIES);
    expect(backup.games[0]?.head).toBe(SHEET_ENTRIES.length - 1);
    expect(backup.games[1]?.enteredAt).toEqual([null, exportedAt - 3_600_000 + 1000]);
    expect(JSON.parse(text)).toEqual(backup);
  });

  it('keeps which entries one tap wrote together (a hold and its bank), and only where some were', () => {
    const tapped: StoredGameRecord = {
      ...record('game-3', farkle(), [{ type: 'roll', dice: [1, 5, 2, 3, 4, 6] }, { type: 'hold', dice: [1, 5] }, { type: 'bank' }]),
    };
    const entries = tapped.entries.map((entryRow, index) => (index === 2 ? { ...entryRow, sameTap: true as const } : entryRow));
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
    expect(skipped).toEqual([{ players: 'Cy, Dee', problem: "Entry 1 of the game's log is not legal: Roll first: a turn banks only points it has scored." }]);
  });

  it("writes the settings a player would miss on a new phone: recent players, house rules, the advice switch", () => {
    const settings = { recentPlayers: ['Ana', 'Ben'], houseRules: houseRules(), adviceOff: true };
    const { backup, text } = createBackup(records(), exportedAt, settings);
    expect(backup.settings).toEqual(settings);
    expect(JSON.parse(text).settings).toEqual(settings);
  });

  it("leaves out what is unreadable or belongs to this device: house rules that cannot be played, a switch that is not a switch, the storage answer", () => {
    const broken = { ...houseRules(), diceCount: 42 };
    const stored = { recentPlayers: ['Ana', 7, 'Ben'], houseRules: broken, adviceOff: 'yes', persistence: { askedAt: 1, granted: true } };
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
      expect(refusal(text)).toBe('This file is not a Zilch Scorepad backup: it is not JSON.');
    }
  });

  it('refuses JSON that is not a backup', () => {
    for (const text of ['{}', '[]', 'null', '"zilch"', '42', '{"format":"other-app","version":1,"games":[]}', '[{"format":"zilch-scorepad-backup"}]']) {
      expect(refusal(text)).toBe('This file is not a Zilch Scorepad backup.');
    }
  });

  it('refuses a backup from a newer version, naming the version', () => {
    expect(refusal(edited((data) => (data['version'] = 3)))).toBe(
      'This backup was made by a newer version of Zilch Scorepad (version 3); update the app to restore it.',
    );
  });

  it('refuses a backup without a version, games or date', () => {
    expect(refusal(edited((data) => (data['version'] = '1')))).toBe('This backup is damaged: it does not say which version of the app made it.');
    expect(refusal(edited((data) => delete data['version']))).toBe('This backup is damaged: it does not say which version of the app made it.');
    expect(refusal(edited((data) => (data['games'] = {} as never)))).toBe('This backup is damaged: it has no list of games.');
    expect(refusal(edited((data) => delete data['exportedAt']))).toBe('This backup is damaged: it does not say when it was made.');
  });

  it('refuses a game whose log does not replay, naming the game and the entry', () => {
    const text = edited((data) => {
      (data.games[1] as { entries: Entry[] }).entries.unshift({ type: 'bank' });
      (data.games[1] as { enteredAt: null[] }).enteredAt.unshift(null);
    });
    expect(refusal(text)).toBe(
      "Game 2 (Ana, Ben) is damaged: Entry 1 of the game's log is not legal: Roll first: a turn banks only points it has scored.",
    );
  });

  it('refuses a game whose redo stack does not replay', () => {
    const text = edited((data) => (data.games[0] as { entries: Entry[] }).entries.splice(-1, 1, { type: 'total', points: 25 }));
    expect(refusal(text)).toMatch(/^Game 1 \(Ana, Ben, Cy, Dee\) is damaged: Entry 41 of the game's log is not legal: Enter the turn's points as a multiple of 50/);
  });

  it('refuses a game whose setup cannot be played', () => {
    expect(refusal(edited((data) => ((data.games[1] as { setup: GameSetup }).setup = farkle(['Ana', 'ana']))))).toBe(
      'Game 2 (Ana, ana) is damaged: Two players have the same name: give each a name of their own.',
    );
    expect(refusal(edited((data) => ((data.games[1] as { setup: { rules: unknown } }).setup.rules = { id: 'x' })))).toMatch(
      /^Game 2 \(Ana, Ben\) is damaged: These rules cannot be played: /,
    );
    expect(refusal(edited((data) => delete data.games[1]?.['setup']))).toBe('Game 2 is damaged: its setup is missing.');
  });

  it('refuses entries this app does not record, before replaying them', () => {
    const withEntry = (entry: unknown) =>
      edited((data) => {
        (data.games[1] as { entries: unknown[] }).entries[1] = entry;
      });
    expect(refusal(withEntry({ type: 'teleport' }))).toBe('Game 2 (Ana, Ben) is damaged: entry 2 is not something this app records.');
    expect(refusal(withEntry(null))).toBe('Game 2 (Ana, Ben) is damaged: entry 2 is not something this app records.');
    expect(refusal(withEntry({ type: 'start' }))).toBe('Game 2 (Ana, Ben) is damaged: entry 2 (start) is not readable.');
    expect(refusal(withEntry({ type: 'roll', dice: 'six' }))).toBe('Game 2 (Ana, Ben) is damaged: entry 2 (roll) is not readable.');
    expect(refusal(withEntry({ type: 'total', points: '300' }))).toBe('Game 2 (Ana, Ben) is damaged: entry 2 (total) is not readable.');
  });

  it('refuses a game with its fields missing or out of range', () => {
    expect(refusal(edited((data) => (gameAt(data, 0)['head'] = 99)))).toBe('Game 1 (Ana, Ben, Cy, Dee) is damaged: it says 99 entries are in force, but it has 41.');
    expect(refusal(edited((data) => (gameAt(data, 0)['id'] = '')))).toBe('Game 1 (Ana, Ben, Cy, Dee) is damaged: its id is missing.');
    expect(refusal(edited((data) => (gameAt(data, 0)['createdAt'] = 'yesterday')))).toBe('Game 1 (Ana, Ben, Cy, Dee) is damaged: its dates are missing.');
    expect(refusal(edited((data) => (gameAt(data, 0)['enteredAt'] = [1, 2])))).toBe(
      'Game 1 (Ana, Ben, Cy, Dee) is damaged: the times of its entries are not readable.',
    );
    expect(refusal(edited((data) => (data.games[1] = 'a game' as unknown as Record<string, unknown>)))).toBe('Game 2 is damaged: it is not a game record.');
    expect(refusal(edited((data) => (gameAt(data, 1)['sameTap'] = [false])))).toBe(
      'Game 2 (Ana, Ben) is damaged: the taps its entries were made by are not readable.',
    );
    expect(refusal(edited((data) => (gameAt(data, 1)['sameTap'] = [false, 'yes'])))).toBe(
      'Game 2 (Ana, Ben) is damaged: the taps its entries were made by are not readable.',
    );
  });

  it('refuses two games with the same id', () => {
    expect(refusal(edited((data) => (gameAt(data, 1)['id'] = 'game-1')))).toBe('This backup is damaged: game 2 has the same id as game 1.');
  });

  it('refuses unreadable settings', () => {
    expect(refusal(edited((data) => (data['settings'] = { recentPlayers: [1, 2] })))).toBe(
      'This backup is damaged: its list of recent players is not readable.',
    );
    expect(refusal(edited((data) => (data['settings'] = 'none')))).toBe('This backup is damaged: its settings are not readable.');
    expect(refusal(edited((data) => (data['settings'] = { houseRules: 'ours' })))).toBe('This backup is damaged: its house rules are not readable.');
    expect(refusal(edited((data) => (data['settings'] = { adviceOff: 'yes' })))).toBe('This backup is damaged: its advice switch is not readable.');
  });

  it('restores the games of a file whose house rules cannot be played here, leaving the rules out and saying so', () => {
    const reading = readBackup(edited((data) => (data['settings'] = { recentPlayers: ['Ana'], houseRules: { ...houseRules(), diceCount: 42 } })));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.backup.games.map((game) => game.id)).toEqual(['game-1', 'game-2']);
    expect(reading.backup.settings).toEqual({ recentPlayers: ['Ana'] });
    expect(reading.notes).toEqual([
      "The backup's house rules were left out, as they cannot be played here: The number of dice must be a whole number from 5 to 10.",
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
    expect(refusal(newer)).toBe('This backup was made by a newer version of Zilch Scorepad (version 2); update the app to restore it.');
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
    expect(sizeProblem(25 * 1024 * 1024)).toBe('This file is too large to be a Zilch Scorepad backup (25 MB; a backup is at most 20 MB).');
    expect(sizeProblem(MAX_BACKUP_BYTES + 1)).toMatch(/^This file is too large/);
    expect(refusal(' '.repeat(MAX_BACKUP_BYTES + 1))).toMatch(/^This file is too large/);
  });
});

describe('restoreSummary', () => {
  it('says what was restored and what was already here', () => {
    expect(restoreSummary({ restored: 3, alreadyHere: 2, copies: 0 })).toBe('Restored 3 games; 2 were already here.');
    expect(restoreSummary({ restored: 1, alreadyHere: 0, copies: 0 })).toBe('Restored 1 game.');
    expect(restoreSummary({ restored: 2, alreadyHere: 1, copies: 1 })).toBe(
      'Restored 2 games; 1 of them as a copy, since a different version of that game is on this device; 1 was already here.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 4, copies: 0 })).toBe('Nothing to restore: all 4 games were already here.');
    expect(restoreSummary({ restored: 0, alreadyHere: 1, copies: 0 })).toBe('Nothing to restore: the game was already here.');
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0 })).toBe('This backup has no games: nothing was restored.');
  });

  it("says which settings came back, and which of this device's own were kept", () => {
    expect(restoreSummary({ restored: 2, alreadyHere: 0, copies: 0, houseRules: 'restored', adviceOff: 'restored' })).toBe(
      'Restored 2 games. Your house rules are back for the next new game. Advice is off, as it was.',
    );
    expect(restoreSummary({ restored: 1, alreadyHere: 0, copies: 0, houseRules: 'kept', adviceOff: 'kept' })).toBe(
      "Restored 1 game. This device's own house rules were kept, not the backup's. Advice stays on, as set on this device.",
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0, houseRules: 'restored' })).toBe(
      'This backup has no games. Your house rules are back for the next new game.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 3, copies: 0, houseRules: 'restored' })).toBe(
      'Nothing to restore: all 3 games were already here. Your house rules are back for the next new game.',
    );
  });
});

/** A file with no games and these settings, as a hostile tester would craft it. */
const settingsOnly = (settings: unknown): string =>
  JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: '2026-11-20T21:00:00.000Z', games: [], settings });

const accepted = (text: string) => {
  const reading = readBackup(text);
  if (!reading.ok) throw new Error(`expected the backup to be read: ${reading.message}`);
  return reading;
};

/** The clean reading every hostile variant below must come back to. */
const cleanBackup = () => accepted(createBackup(records(), exportedAt, { recentPlayers: ['Ana', 'Ben'], houseRules: houseRules(), adviceOff: true }).text).backup;

/** What JSON.parse hands back, for walking a file the way a hostile tester edits it. */
type Parsed = ReturnType<typeof JSON.parse>;

/** The same file with `extra` added to the object at each place a record has fields. */
function withExtraEverywhere(extra: Record<string, unknown>): string {
  const data = JSON.parse(createBackup(records(), exportedAt, { recentPlayers: ['Ana', 'Ben'], houseRules: houseRules(), adviceOff: true }).text);
  const add = (target: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(extra)) Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
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
    expect(reading.notes).toEqual(['Left out: 1 player name that was too long.']);
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0 }, reading.leftOut)).toBe(
      'This backup has no games: nothing was restored; left out: 1 player name that was too long.',
    );
  });

  it('normalises recent players like typed names: hidden and bidirectional characters out, one name per player, empty names left out', () => {
    const reading = accepted(settingsOnly({ recentPlayers: ['Ana\u200B', ' ana ', '\u2066Cy\u2069', '\u202Eevil', '\u200B\u200E ', 'Dee\u00A0 Lou'] }));
    expect(reading.backup.settings?.recentPlayers).toEqual(['Ana', 'Cy', 'evil', 'Dee Lou']);
    expect(reading.leftOut).toEqual([{ what: 'player-names', reason: 'empty', count: 1 }]);
  });

  it('keeps at most 24 recent players and counts the rest, even a million', () => {
    const names = Array.from({ length: 30 }, (_, index) => `Player ${index + 1}`);
    const reading = accepted(settingsOnly({ recentPlayers: names }));
    expect(reading.backup.settings?.recentPlayers).toEqual(names.slice(0, 24));
    expect(reading.leftOut).toEqual([{ what: 'player-names', reason: 'too-many', count: 6 }]);
    const million = accepted(settingsOnly({ recentPlayers: Array.from({ length: 1_000_000 }, (_, index) => `P${index}`) }));
    expect(million.backup.settings?.recentPlayers).toHaveLength(24);
    expect(million.leftOut).toEqual([{ what: 'player-names', reason: 'too-many', count: 999_976 }]);
  });

  it('normalises the players of a game like typed names', () => {
    const reading = accepted(edited((data) => ((gameAt(data, 1)['setup'] as { players: string[] }).players = ['\u202EAna\u202C', 'Ben\u200B\u2060'])));
    expect(reading.backup.games[1]?.setup.players).toEqual(['Ana', 'Ben']);
    expect(refusal(edited((data) => ((gameAt(data, 1)['setup'] as { players: string[] }).players = ['Ana', 'A\u200Bna'])))).toBe(
      'Game 2 (Ana, Ana) is damaged: Two players have the same name: give each a name of their own.',
    );
    expect(refusal(edited((data) => ((gameAt(data, 1)['setup'] as { players: string[] }).players = ['Ana', 'B'.repeat(1024 * 1024)])))).toMatch(
      /^Game 2 \(Ana, B{29}…\) is damaged: Keep names to 30 characters\.$/,
    );
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
      const data = JSON.parse(createBackup(records(), exportedAt, { recentPlayers: ['Ana', 'Ben'], houseRules: houseRules(), adviceOff: true }).text);
      place(data)['junk'] = megabyte;
      const read = accepted(JSON.stringify(data));
      expect(read.backup).toEqual(cleanBackup());
      expect(JSON.stringify(read.backup).length).toBeLessThan(50_000);
    }
  });

  it('never carries __proto__, constructor or prototype keys, at any level', () => {
    const text = withExtraEverywhere(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true}}'));
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
    const manyGames = JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: 'now', games: Array.from({ length: 50_001 }, () => ({})) });
    expect(refusal(manyGames)).toBe('This backup has 50,001 games; a restore takes at most 50,000 at once.');
    const manyEntries = edited((data) => {
      gameAt(data, 1)['entries'] = Array.from({ length: 100_001 }, () => ({ type: 'bank' }));
      delete gameAt(data, 1)['enteredAt'];
    });
    expect(refusal(manyEntries)).toBe('Game 2 (Ana, Ben) is damaged: it has 100,001 entries; a game has at most 100,000.');
    expect(refusal(edited((data) => ((gameAt(data, 1)['entries'] as unknown[])[0] = { type: 'roll', dice: Array.from({ length: 11 }, () => 1) })))).toBe(
      'Game 2 (Ana, Ben) is damaged: entry 1 (roll) is not readable.',
    );
    const rulesOf = (data: { games: Record<string, unknown>[] }) => (gameAt(data, 1)['setup'] as { rules: Parsed }).rules;
    expect(refusal(edited((data) => (rulesOf(data)['description'] = 'd'.repeat(1024 * 1024))))).toBe(
      'Game 2 (Ana, Ben) is damaged: These rules cannot be played: their description is longer than 500 characters.',
    );
    expect(refusal(edited((data) => (rulesOf(data)['id'] = 'i'.repeat(101))))).toBe(
      'Game 2 (Ana, Ben) is damaged: These rules cannot be played: their id is longer than 100 characters.',
    );
    expect(refusal(edited((data) => (rulesOf(data)['scoring'].ofAKind = { kind: 'multiple', multipliers: Array.from({ length: 1000 }, () => 2) })))).toBe(
      'Game 2 (Ana, Ben) is damaged: These rules cannot be played: they score up to 1003 of a kind, and a game has at most 10 dice.',
    );
    const longRules = accepted(settingsOnly({ houseRules: { ...houseRules(), description: 'd'.repeat(501) } }));
    expect(longRules.backup.settings).toEqual({});
    expect(longRules.notes).toEqual([
      "The backup's house rules were left out, as they cannot be played here: their description is longer than 500 characters.",
    ]);
  });
});

describe('restoreSummary with player names', () => {
  it('says what was taken, names included, and what was left out', () => {
    const tooLong = [{ what: 'player-names', reason: 'too-long', count: 1 }] as const;
    expect(restoreSummary({ restored: 3, alreadyHere: 0, copies: 0, playerNames: 2 }, tooLong)).toBe(
      'Restored 3 games and 2 player names; left out: 1 player name that was too long.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0, playerNames: 1 })).toBe('Restored 1 player name.');
    expect(restoreSummary({ restored: 2, alreadyHere: 1, copies: 1, playerNames: 3 })).toBe(
      'Restored 2 games and 3 player names; 1 of the games as a copy, since a different version of that game is on this device; 1 game was already here.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 2, copies: 0, playerNamesNotKept: 3 }, [{ what: 'player-names', reason: 'empty', count: 2 }])).toBe(
      "Nothing to restore: all 2 games were already here; left out: 2 player names that were empty and 3 player names that did not fit in this device's list of 24.",
    );
    expect(
      restoreSummary({ restored: 1, alreadyHere: 0, copies: 0, houseRules: 'kept' }, [
        { what: 'player-names', reason: 'too-many', count: 6 },
        { what: 'house-rules', problem: 'their id is longer than 100 characters.' },
      ]),
    ).toBe(
      "Restored 1 game; left out: 6 player names past the 24 a device keeps. This device's own house rules were kept, not the backup's. The backup's house rules were left out, as they cannot be played here: their id is longer than 100 characters.",
    );
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
    const reading = accepted(`{"format":"${BACKUP_FORMAT}","version":1,"exportedAt":"x","games":[],"settings":{"playerAliases":{"__proto__":"ann"}}}`);
    const read = reading.backup.settings?.playerAliases ?? {};
    expect(Object.hasOwn(read, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('refuses a file whose merged names are not readable, and says which setting', () => {
    const unreadable = 'This backup is damaged: its merged player names are not readable.';
    for (const playerAliases of ['ann', ['ann'], null, 7, { annie: 7 }, { annie: null }, { annie: '' }, { '\u200B ': 'ann' }, { annie: 'a'.repeat(101) }]) {
      expect(refusal(settingsOnly({ playerAliases })), JSON.stringify(playerAliases)).toBe(unreadable);
    }
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`p${index}`, 'ann']));
    expect(refusal(settingsOnly({ playerAliases: many }))).toBe('This backup is damaged: it merges 1,001 player names; a device keeps at most 1,000.');
  });

  it('leaves merged names that could not be read back out of a backup, so the backup still restores', () => {
    const { backup, text } = createBackup(records(), exportedAt, { recentPlayers: ['Ana'], playerAliases: { annie: 7 } as never });
    expect(backup.settings).toEqual({ recentPlayers: ['Ana'] });
    expect(readBackup(text).ok).toBe(true);
  });

  it('says how many came back', () => {
    expect(restoreSummary({ restored: 2, alreadyHere: 0, copies: 0, playerAliases: 2 })).toBe('Restored 2 games. 2 merged player names are back in the statistics.');
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0, playerAliases: 1 })).toBe('This backup has no games. 1 merged player name is back in the statistics.');
  });
});
