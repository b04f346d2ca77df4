/**
 * The backup file written: every game without derived data, the settings worth carrying, merged
 * names. Reading it back: backup-read.test.ts; hostile files: backup-hostile.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, backupFileName, createBackup, readBackup } from '../../../src/export/backup.js';
import type { StoredGameRecord } from '../../../src/export/backup.js';
import { SHEET_ENTRIES } from '../../support/sheet-game.js';
import {
  accepted,
  edited,
  exportedAt,
  farkle,
  houseRules,
  record,
  records,
  refusal,
  settingsOnly,
} from './backup-files.js';

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
