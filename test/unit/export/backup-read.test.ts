/** Reading a backup file back: what it accepts as written, and each refusal, by name. */
import { describe, expect, it } from 'vitest';
import type { Entry, GameSetup } from '../../../src/game/index.js';
import { MAX_BACKUP_BYTES, createBackup, readBackup, sizeProblem } from '../../../src/export/backup.js';
import {
  damaged,
  edited,
  exportedAt,
  farkle,
  gameAt,
  houseRules,
  notReadable,
  records,
  refusal,
} from './backup-files.js';

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
