/**
 * The backup's sentences in English, exactly as the export layer wrote them before it spoke in
 * codes: the UI words the same files' refusals, damaged games and restore reports.
 */
import { describe, expect, it } from 'vitest';
import type { Entry, GameSetup } from '../../../src/game/index.js';
import { MAX_BACKUP_BYTES, createBackup, readBackup, sizeProblem } from '../../../src/export/backup.js';
import type { BackupRefusal } from '../../../src/export/backup.js';
import {
  backupRefusalWords,
  restoreSummary,
  rulesProblemWords,
  skippedGamesWords,
} from '../../../src/ui/text/backup-text.js';
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
} from '../export/backup-files.js';

/** The sentence a refused file gets. */
const refused = (text: string): string => backupRefusalWords(refusal(text));
const words = (problem: BackupRefusal | null): string | null => (problem ? backupRefusalWords(problem) : null);

describe('why a file is refused', () => {
  it('says a file is not JSON, or not a backup', () => {
    for (const text of ['', '{', 'game,date\r\n1,2', '<html></html>'])
      expect(refused(text)).toBe('This file is not a Zilch Scorepad backup: it is not JSON.');
    for (const text of [
      '{}',
      '[]',
      'null',
      '"zilch"',
      '42',
      '{"format":"other-app","version":1,"games":[]}',
      '[{"format":"zilch-scorepad-backup"}]',
    ]) {
      expect(refused(text)).toBe('This file is not a Zilch Scorepad backup.');
    }
  });

  it('names the version of a newer backup, and what a damaged file lacks', () => {
    expect(refused(edited((data) => (data['version'] = 3)))).toBe(
      'This backup was made by a newer version of Zilch Scorepad (version 3); update the app to restore it.',
    );
    expect(refused(edited((data) => (data['version'] = '1')))).toBe(
      'This backup is damaged: it does not say which version of the app made it.',
    );
    expect(refused(edited((data) => (data['games'] = {} as never)))).toBe(
      'This backup is damaged: it has no list of games.',
    );
    expect(refused(edited((data) => delete data['exportedAt']))).toBe(
      'This backup is damaged: it does not say when it was made.',
    );
    expect(refused(edited((data) => (gameAt(data, 1)['id'] = 'game-1')))).toBe(
      'This backup is damaged: game 2 has the same id as game 1.',
    );
  });

  it('names the game whose log does not replay, and the entry', () => {
    const text = edited((data) => {
      (data.games[1] as { entries: Entry[] }).entries.unshift({ type: 'bank' });
      (data.games[1] as { enteredAt: null[] }).enteredAt.unshift(null);
    });
    expect(refused(text)).toBe(
      "Game 2 (Ana, Ben) is damaged: Entry 1 of the game's log is not legal: Roll first: a turn banks only points it has scored.",
    );
    const redo = edited((data) =>
      (data.games[0] as { entries: Entry[] }).entries.splice(-1, 1, { type: 'total', points: 25 }),
    );
    expect(refused(redo)).toMatch(
      /^Game 1 \(Ana, Ben, Cy, Dee\) is damaged: Entry 41 of the game's log is not legal: Enter the turn's points as a multiple of 50/,
    );
  });

  it('says why a setup cannot be played', () => {
    expect(refused(edited((data) => ((data.games[1] as { setup: GameSetup }).setup = farkle(['Ana', 'ana']))))).toBe(
      'Game 2 (Ana, ana) is damaged: Two players have the same name: give each a name of their own.',
    );
    expect(
      refused(edited((data) => ((data.games[1] as { setup: { rules: unknown } }).setup.rules = { id: 'x' }))),
    ).toMatch(/^Game 2 \(Ana, Ben\) is damaged: These rules cannot be played: /);
    expect(refused(edited((data) => delete data.games[1]?.['setup']))).toBe('Game 2 is damaged: its setup is missing.');
    expect(
      refused(
        edited(
          (data) => ((gameAt(data, 1)['setup'] as { players: string[] }).players = ['Ana', 'B'.repeat(1024 * 1024)]),
        ),
      ),
    ).toMatch(/^Game 2 \(Ana, B{29}…\) is damaged: Keep names to 30 characters\.$/);
  });

  it('says which entry or field of a game is wrong', () => {
    const withEntry = (entry: unknown) =>
      edited((data) => ((data.games[1] as { entries: unknown[] }).entries[1] = entry));
    expect(refused(withEntry({ type: 'teleport' }))).toBe(
      'Game 2 (Ana, Ben) is damaged: entry 2 is not something this app records.',
    );
    expect(refused(withEntry({ type: 'start' }))).toBe(
      'Game 2 (Ana, Ben) is damaged: entry 2 (start) is not readable.',
    );
    expect(refused(edited((data) => (gameAt(data, 0)['head'] = 99)))).toBe(
      'Game 1 (Ana, Ben, Cy, Dee) is damaged: it says 99 entries are in force, but it has 41.',
    );
    expect(refused(edited((data) => (gameAt(data, 0)['id'] = '')))).toBe(
      'Game 1 (Ana, Ben, Cy, Dee) is damaged: its id is missing.',
    );
    expect(refused(edited((data) => (gameAt(data, 0)['createdAt'] = 'yesterday')))).toBe(
      'Game 1 (Ana, Ben, Cy, Dee) is damaged: its dates are missing.',
    );
    expect(refused(edited((data) => (gameAt(data, 0)['enteredAt'] = [1, 2])))).toBe(
      'Game 1 (Ana, Ben, Cy, Dee) is damaged: the times of its entries are not readable.',
    );
    expect(refused(edited((data) => (data.games[1] = 'a game' as unknown as Record<string, unknown>)))).toBe(
      'Game 2 is damaged: it is not a game record.',
    );
    expect(refused(edited((data) => (gameAt(data, 1)['sameTap'] = [false])))).toBe(
      'Game 2 (Ana, Ben) is damaged: the taps its entries were made by are not readable.',
    );
  });

  it('says which setting cannot be read', () => {
    expect(refused(edited((data) => (data['settings'] = { recentPlayers: [1, 2] })))).toBe(
      'This backup is damaged: its list of recent players is not readable.',
    );
    expect(refused(edited((data) => (data['settings'] = 'none')))).toBe(
      'This backup is damaged: its settings are not readable.',
    );
    expect(refused(edited((data) => (data['settings'] = { houseRules: 'ours' })))).toBe(
      'This backup is damaged: its house rules are not readable.',
    );
    expect(refused(edited((data) => (data['settings'] = { adviceOff: 'yes' })))).toBe(
      'This backup is damaged: its advice switch is not readable.',
    );
    expect(refused(settingsOnly({ playerAliases: 'ann' }))).toBe(
      'This backup is damaged: its merged player names are not readable.',
    );
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`p${index}`, 'ann']));
    expect(refused(settingsOnly({ playerAliases: many }))).toBe(
      'This backup is damaged: it merges 1,001 player names; a device keeps at most 1,000.',
    );
  });

  it('says what is too large', () => {
    expect(words(sizeProblem(MAX_BACKUP_BYTES))).toBeNull();
    expect(words(sizeProblem(25 * 1024 * 1024))).toBe(
      'This file is too large to be a Zilch Scorepad backup (25 MB; a backup is at most 20 MB).',
    );
    expect(words(sizeProblem(MAX_BACKUP_BYTES + 1))).toBe(
      'This file is too large to be a Zilch Scorepad backup (20 MB; a backup is at most 20 MB).',
    );
    expect(words(sizeProblem(Math.round(5.25 * 1024 * 1024)))).toBeNull();
    expect(
      backupRefusalWords({ code: 'too-large', bytes: Math.round(23.4 * 1024 * 1024), maxBytes: 9 * 1024 * 1024 }),
    ).toBe('This file is too large to be a Zilch Scorepad backup (23 MB; a backup is at most 9 MB).');
    expect(
      backupRefusalWords({ code: 'too-large', bytes: Math.round(9.46 * 1024 * 1024), maxBytes: 2.5 * 1024 * 1024 }),
    ).toBe('This file is too large to be a Zilch Scorepad backup (9.5 MB; a backup is at most 2.5 MB).');
    const manyGames = JSON.stringify({
      format: 'zilch-scorepad-backup',
      version: 1,
      exportedAt: 'now',
      games: Array.from({ length: 50_001 }, () => ({})),
    });
    expect(refused(manyGames)).toBe('This backup has 50,001 games; a restore takes at most 50,000 at once.');
    const manyEntries = edited((data) => {
      gameAt(data, 1)['entries'] = Array.from({ length: 100_001 }, () => ({ type: 'bank' }));
      delete gameAt(data, 1)['enteredAt'];
    });
    expect(refused(manyEntries)).toBe(
      'Game 2 (Ana, Ben) is damaged: it has 100,001 entries; a game has at most 100,000.',
    );
  });

  it('says why rules cannot be played', () => {
    expect(refused(edited((data) => (rulesOf(data)['description'] = 'd'.repeat(1024 * 1024))))).toBe(
      'Game 2 (Ana, Ben) is damaged: These rules cannot be played: their description is longer than 500 characters.',
    );
    expect(refused(edited((data) => (rulesOf(data)['id'] = 'i'.repeat(101))))).toBe(
      'Game 2 (Ana, Ben) is damaged: These rules cannot be played: their id is longer than 100 characters.',
    );
    expect(
      refused(
        edited(
          (data) =>
            (rulesOf(data)['scoring'].ofAKind = {
              kind: 'multiple',
              multipliers: Array.from({ length: 1000 }, () => 2),
            }),
        ),
      ),
    ).toBe(
      'Game 2 (Ana, Ben) is damaged: These rules cannot be played: they score up to 1003 of a kind, and a game has at most 10 dice.',
    );
    expect(rulesProblemWords({ code: 'not-a-rule-set' })).toBe(
      'These rules cannot be played: they are not a rule set.',
    );
  });
});

describe('the damaged games a backup left out', () => {
  it('names each game and says why, as before', () => {
    const { skipped } = createBackup(
      [...records(), record('game-3', farkle(['Cy', 'Dee']), [{ type: 'bank' }])],
      exportedAt,
    );
    expect(skippedGamesWords(skipped)).toBe(
      "One damaged game was left out (it stays on this device): Cy, Dee: Entry 1 of the game's log is not legal: Roll first: a turn banks only points it has scored.",
    );
    const two = createBackup(
      [record('a', farkle(['Cy', 'Dee']), [{ type: 'bank' }]), record('b', farkle(['Eve']), [{ type: 'bank' }])],
      exportedAt,
    ).skipped;
    expect(skippedGamesWords(two)).toBe(
      "2 damaged games were left out (it stays on this device): Cy, Dee: Entry 1 of the game's log is not legal: Roll first: a turn banks only points it has scored. Eve: Entry 1 of the game's log is not legal: Roll first: a turn banks only points it has scored.",
    );
  });
});

describe('restoreSummary', () => {
  it('says what was restored and what was already here', () => {
    expect(restoreSummary({ restored: 3, alreadyHere: 2, copies: 0 })).toBe('Restored 3 games; 2 were already here.');
    expect(restoreSummary({ restored: 1, alreadyHere: 0, copies: 0 })).toBe('Restored 1 game.');
    expect(restoreSummary({ restored: 2, alreadyHere: 1, copies: 1 })).toBe(
      'Restored 2 games; 1 of them as a copy, since a different version of that game is on this device; 1 was already here.',
    );
    expect(restoreSummary({ restored: 3, alreadyHere: 0, copies: 2 })).toBe(
      'Restored 3 games; 2 of them as a copy, since a different version of those games is on this device.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 4, copies: 0 })).toBe(
      'Nothing to restore: all 4 games were already here.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 1, copies: 0 })).toBe(
      'Nothing to restore: the game was already here.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0 })).toBe(
      'This backup has no games: nothing was restored.',
    );
  });

  it("says which settings came back, and which of this device's own were kept", () => {
    expect(
      restoreSummary({ restored: 2, alreadyHere: 0, copies: 0, houseRules: 'restored', adviceOff: 'restored' }),
    ).toBe('Restored 2 games. Your house rules are back for the next new game. Advice is off, as it was.');
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

  it('says what was taken, names included, and what was left out', () => {
    const tooLong = [{ what: 'player-names', reason: 'too-long', count: 1 }] as const;
    expect(restoreSummary({ restored: 3, alreadyHere: 0, copies: 0, playerNames: 2 }, tooLong)).toBe(
      'Restored 3 games and 2 player names; left out: 1 player name that was too long.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0, playerNames: 1 })).toBe('Restored 1 player name.');
    expect(restoreSummary({ restored: 2, alreadyHere: 1, copies: 1, playerNames: 3 })).toBe(
      'Restored 2 games and 3 player names; 1 of the games as a copy, since a different version of that game is on this device; 1 game was already here.',
    );
    expect(restoreSummary({ restored: 2, alreadyHere: 2, copies: 2, playerNames: 3 })).toBe(
      'Restored 2 games and 3 player names; 2 of the games as a copy, since a different version of those games is on this device; 2 games were already here.',
    );
    expect(
      restoreSummary({ restored: 0, alreadyHere: 2, copies: 0, playerNamesNotKept: 3 }, [
        { what: 'player-names', reason: 'empty', count: 2 },
      ]),
    ).toBe(
      "Nothing to restore: all 2 games were already here; left out: 2 player names that were empty and 3 player names that did not fit in this device's list of 24.",
    );
    expect(
      restoreSummary({ restored: 1, alreadyHere: 0, copies: 0, houseRules: 'kept' }, [
        { what: 'player-names', reason: 'too-many', count: 6 },
        { what: 'house-rules', problem: { code: 'id-too-long', max: 100 } },
      ]),
    ).toBe(
      "Restored 1 game; left out: 6 player names past the 24 a device keeps. This device's own house rules were kept, not the backup's. The backup's house rules were left out, as they cannot be played here: their id is longer than 100 characters.",
    );
  });

  it('words what a read file left out as before', () => {
    const tooLong = accepted(settingsOnly({ recentPlayers: ['x'.repeat(1024 * 1024)] }));
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0 }, tooLong.leftOut)).toBe(
      'This backup has no games: nothing was restored; left out: 1 player name that was too long.',
    );
    const lists = accepted(settingsOnly({ recentPlayers: ['', 'Ana', ' ', 'x'.repeat(31)] }));
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0, playerNames: 1 }, lists.leftOut)).toBe(
      'Restored 1 player name; left out: 2 player names that were empty and 1 player name that was too long.',
    );
    const badDice = readBackup(
      edited((data) => (data['settings'] = { recentPlayers: ['Ana'], houseRules: { ...houseRules(), diceCount: 42 } })),
    );
    expect(badDice.ok && restoreSummary({ restored: 2, alreadyHere: 0, copies: 0 }, badDice.leftOut)).toBe(
      "Restored 2 games. The backup's house rules were left out, as they cannot be played here: The number of dice must be a whole number from 5 to 10.",
    );
    const longRules = accepted(settingsOnly({ houseRules: { ...houseRules(), description: 'd'.repeat(501) } }));
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0 }, longRules.leftOut)).toBe(
      "This backup has no games: nothing was restored. The backup's house rules were left out, as they cannot be played here: their description is longer than 500 characters.",
    );
  });

  it('says how many merged names came back', () => {
    expect(restoreSummary({ restored: 2, alreadyHere: 0, copies: 0, playerAliases: 2 })).toBe(
      'Restored 2 games. 2 merged player names are back in the statistics.',
    );
    expect(restoreSummary({ restored: 0, alreadyHere: 0, copies: 0, playerAliases: 1 })).toBe(
      'This backup has no games. 1 merged player name is back in the statistics.',
    );
  });
});
