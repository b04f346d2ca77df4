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
