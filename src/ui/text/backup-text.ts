/**
 * The backup's words: why a file is not a backup or cannot be restored, why a game of it is
 * damaged, what a restore did and left out, and which damaged games a backup left out, from the
 * codes of src/export/backup.ts and src/export/backup-schema.ts.
 *
 * The restore's report is one sentence of clauses joined by semicolons ("Restored 3 games; 1 of
 * them as a copy, …; left out: …."), then a sentence for each setting; each clause is a message.
 */
import { msg, str } from '@lit/localize';
import type { Refusal } from '../../game/index.js';
import type { RulesetProblem } from '../../rules/index.js';
import type {
  BackupRefusal,
  GameProblem,
  LeftOut,
  RestoreReport,
  SettingsProblem,
  SkippedGame,
} from '../../export/backup.js';
import { MAX_RECENT_PLAYERS } from '../../export/backup-schema.js';
import type { NameLeftOut, RulesProblem, SetupProblem } from '../../export/backup-schema.js';
import { formatCount, formatList, formatPoints, plural } from './format.js';
import { refusalText, setupProblemText } from './refusal-text.js';
import { rulesProblemText } from './rules-problem-text.js';

// The words of the game and rules layers' own problems, which a backup's problem may carry.

function setupProblemWords(problem: SetupProblem): string {
  return setupProblemText(problem);
}

function refusalWords(refusal: Refusal): string {
  return refusalText(refusal);
}

function rulesetProblemWords(problem: RulesetProblem): string {
  return rulesProblemText(problem);
}

/** "20 MB", "23.4 MB". */
function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const size = formatPoints(mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10);
  return msg(str`${size} MB`, { desc: 'A file size in megabytes' });
}

/** "their id is longer than 100 characters.": why rules cannot be played, after "These rules cannot be played: ". */
function rulesProblemEnd(problem: RulesProblem): string {
  switch (problem.code) {
    case 'not-a-rule-set':
      return msg('they are not a rule set.', { desc: 'Ends "These rules cannot be played: …"' });
    case 'id-too-long': {
      const max = formatCount(problem.max);
      return msg(str`their id is longer than ${max} characters.`, { desc: 'Ends "These rules cannot be played: …"' });
    }
    case 'description-too-long': {
      const max = formatCount(problem.max);
      return msg(str`their description is longer than ${max} characters.`, {
        desc: 'Ends "These rules cannot be played: …"',
      });
    }
    case 'of-a-kind-too-many': {
      const { ofAKind, maxDice } = problem;
      return msg(str`they score up to ${ofAKind} of a kind, and a game has at most ${maxDice} dice.`, {
        desc: 'Ends "These rules cannot be played: …"',
      });
    }
    case 'invalid':
      return rulesetProblemWords(problem.problem);
  }
}

/** "These rules cannot be played: their id is longer than 100 characters." */
export function rulesProblemWords(problem: RulesProblem): string {
  const why = rulesProblemEnd(problem);
  return msg(str`These rules cannot be played: ${why}`);
}

/** "its setup is missing.", "entry 2 is not something this app records.": the end of "Game 2 (Ana, Ben) is damaged: …". */
function gameProblemWords(problem: GameProblem): string {
  switch (problem.code) {
    case 'not-a-record':
      return msg('it is not a game record.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
    case 'no-id':
      return msg('its id is missing.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
    case 'no-setup':
      return msg('its setup is missing.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
    case 'setup-unreadable':
      return msg('its setup is not readable.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
    case 'players-unreadable':
      return msg('its players are not readable.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
    case 'no-dates':
      return msg('its dates are missing.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
    case 'no-entries':
      return msg('its list of entries is missing.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
    case 'too-many-entries': {
      const entries = formatCount(problem.entries);
      const max = formatCount(problem.max);
      return msg(str`it has ${entries} entries; a game has at most ${max}.`, {
        desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"',
      });
    }
    case 'head': {
      const { head } = problem;
      const entries = formatCount(problem.entries);
      return msg(str`it says ${head} entries are in force, but it has ${entries}.`, {
        desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"',
      });
    }
    case 'entry-unknown': {
      const { entry } = problem;
      return msg(str`entry ${entry} is not something this app records.`, {
        desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"',
      });
    }
    case 'entry-unreadable': {
      const { entry, type } = problem;
      return msg(str`entry ${entry} (${type}) is not readable.`, {
        desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"; in brackets, the kind of entry as the file names it',
      });
    }
    case 'entry-times':
      return msg('the times of its entries are not readable.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
    case 'entry-taps':
      return msg('the taps its entries were made by are not readable.', {
        desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"',
      });
    case 'rules':
      return rulesProblemWords(problem.problem);
    case 'setup':
      return setupProblemWords(problem.problem);
    case 'log': {
      const entry = problem.entryIndex + 1;
      const why = refusalWords(problem.refusal);
      return msg(str`Entry ${entry} of the game's log is not legal: ${why}`);
    }
    case 'no-replay':
      return msg('its entries do not replay.', { desc: 'Ends "Game 2 (Ana, Ben) is damaged: …"' });
  }
}

function unreadableSetting(setting: Extract<SettingsProblem, { code: 'unreadable' }>['setting']): string {
  switch (setting) {
    case 'settings':
      return msg('This backup is damaged: its settings are not readable.');
    case 'recent-players':
      return msg('This backup is damaged: its list of recent players is not readable.');
    case 'house-rules':
      return msg('This backup is damaged: its house rules are not readable.');
    case 'advice-off':
      return msg('This backup is damaged: its advice switch is not readable.');
    case 'language':
      return msg('This backup is damaged: its language is not readable.');
  }
}

function settingsProblemWords(problem: SettingsProblem): string {
  switch (problem.code) {
    case 'unreadable':
      return unreadableSetting(problem.setting);
    case 'aliases-unreadable':
      return msg('This backup is damaged: its merged player names are not readable.');
    case 'too-many-aliases': {
      const count = formatCount(problem.count);
      const max = formatCount(problem.max);
      return msg(str`This backup is damaged: it merges ${count} player names; a device keeps at most ${max}.`);
    }
  }
}

/** Why a file is not restored, as one or two sentences. */
export function backupRefusalWords(refusal: BackupRefusal): string {
  switch (refusal.code) {
    case 'too-large': {
      const size = megabytes(refusal.bytes);
      const max = megabytes(refusal.maxBytes);
      return msg(str`This file is too large to be a Zilch Scorepad backup (${size}; a backup is at most ${max}).`);
    }
    case 'not-json':
      return msg('This file is not a Zilch Scorepad backup: it is not JSON.');
    case 'not-a-backup':
      return msg('This file is not a Zilch Scorepad backup.');
    case 'no-version':
      return msg('This backup is damaged: it does not say which version of the app made it.');
    case 'newer-version': {
      const { version } = refusal;
      return msg(
        str`This backup was made by a newer version of Zilch Scorepad (version ${version}); update the app to restore it.`,
      );
    }
    case 'no-games':
      return msg('This backup is damaged: it has no list of games.');
    case 'no-date':
      return msg('This backup is damaged: it does not say when it was made.');
    case 'too-many-games': {
      const games = formatCount(refusal.games);
      const max = formatCount(refusal.max);
      return msg(str`This backup has ${games} games; a restore takes at most ${max} at once.`);
    }
    case 'damaged-game': {
      const { game } = refusal;
      const why = gameProblemWords(refusal.problem);
      if (refusal.players.length === 0) return msg(str`Game ${game} is damaged: ${why}`);
      const players = refusal.players.join(', ');
      return msg(str`Game ${game} (${players}) is damaged: ${why}`, { desc: 'In brackets, the players of the game' });
    }
    case 'same-id': {
      const { game, earlier } = refusal;
      return msg(str`This backup is damaged: game ${game} has the same id as game ${earlier}.`);
    }
    case 'damaged-settings':
      return settingsProblemWords(refusal.problem);
  }
}

/**
 * "One damaged game was left out (it stays on this device): Cy, Dee: Entry 1 of the game's log is
 * not legal: …": the games a backup left out because their logs do not replay.
 */
export function skippedGamesWords(skipped: readonly SkippedGame[]): string {
  const list = skipped
    .map((game) => {
      const players = game.players.join(', ');
      const why = gameProblemWords(game.problem);
      return msg(str`${players}: ${why}`, {
        id: 'backup.skipped-game',
        desc: 'A damaged game left out of a backup: its players, then why',
      });
    })
    .join(' ');
  const n = formatCount(skipped.length);
  return plural(skipped.length, {
    one: () => msg(str`One damaged game was left out (it stays on this device): ${list}`, { id: 'backup.skipped.one' }),
    few: () =>
      msg(str`${n} damaged games were left out (it stays on this device): ${list}`, { id: 'backup.skipped.few' }),
    other: () =>
      msg(str`${n} damaged games were left out (it stays on this device): ${list}`, { id: 'backup.skipped.other' }),
  });
}

/** "3 games". */
function gamesCount(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} game`, { id: 'restore.games.one' }),
    few: () => msg(str`${n} games`, { id: 'restore.games.few' }),
    other: () => msg(str`${n} games`, { id: 'restore.games.other' }),
  });
}

/** "2 player names". */
function namesCount(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} player name`, { id: 'restore.names.one' }),
    few: () => msg(str`${n} player names`, { id: 'restore.names.few' }),
    other: () => msg(str`${n} player names`, { id: 'restore.names.other' }),
  });
}

/** "1 player name that was too long": names left out, a clause of the restore's report. */
function namesLeftOut(reason: NameLeftOut, count: number): string {
  const n = formatCount(count);
  const max = formatCount(MAX_RECENT_PLAYERS);
  switch (reason) {
    case 'empty':
      return plural(count, {
        one: () => msg(str`${n} player name that was empty`, { id: 'restore.left-out.empty.one' }),
        few: () => msg(str`${n} player names that were empty`, { id: 'restore.left-out.empty.few' }),
        other: () => msg(str`${n} player names that were empty`, { id: 'restore.left-out.empty.other' }),
      });
    case 'too-long':
      return plural(count, {
        one: () => msg(str`${n} player name that was too long`, { id: 'restore.left-out.too-long.one' }),
        few: () => msg(str`${n} player names that were too long`, { id: 'restore.left-out.too-long.few' }),
        other: () => msg(str`${n} player names that were too long`, { id: 'restore.left-out.too-long.other' }),
      });
    case 'too-many':
      return plural(count, {
        one: () => msg(str`${n} player name past the ${max} a device keeps`, { id: 'restore.left-out.too-many.one' }),
        few: () => msg(str`${n} player names past the ${max} a device keeps`, { id: 'restore.left-out.too-many.few' }),
        other: () =>
          msg(str`${n} player names past the ${max} a device keeps`, { id: 'restore.left-out.too-many.other' }),
      });
  }
}

/** Names new to this device that did not fit in its list of recent players. */
function namesNotKept(count: number): string {
  const n = formatCount(count);
  const max = formatCount(MAX_RECENT_PLAYERS);
  return plural(count, {
    one: () =>
      msg(str`${n} player name that did not fit in this device's list of ${max}`, { id: 'restore.not-kept.one' }),
    few: () =>
      msg(str`${n} player names that did not fit in this device's list of ${max}`, { id: 'restore.not-kept.few' }),
    other: () =>
      msg(str`${n} player names that did not fit in this device's list of ${max}`, { id: 'restore.not-kept.other' }),
  });
}

/** The names left out, by reason. */
function leftOutPhrases(report: RestoreReport, leftOut: readonly LeftOut[]): string[] {
  const phrases = leftOut.flatMap((item) =>
    item.what === 'player-names' ? [namesLeftOut(item.reason, item.count)] : [],
  );
  const notKept = report.playerNamesNotKept ?? 0;
  if (notKept > 0) phrases.push(namesNotKept(notKept));
  return phrases;
}

/** House rules left out, as a sentence of their own. */
function houseRulesLeftOut(problem: RulesProblem): string {
  const why = rulesProblemEnd(problem);
  return msg(str`The backup's house rules were left out, as they cannot be played here: ${why}`);
}

function settingsSummary(report: RestoreReport): string[] {
  const parts: string[] = [];
  if (report.houseRules === 'restored') parts.push(msg('Your house rules are back for the next new game.'));
  if (report.houseRules === 'kept') parts.push(msg("This device's own house rules were kept, not the backup's."));
  if (report.adviceOff === 'restored') parts.push(msg('Advice is off, as it was.'));
  if (report.adviceOff === 'kept') parts.push(msg('Advice stays on, as set on this device.'));
  if (report.language === 'restored') parts.push(msg('The language chosen in the backup is back.'));
  if (report.language === 'kept') parts.push(msg("This device's own choice of language was kept, not the backup's."));
  const merged = report.playerAliases ?? 0;
  if (merged > 0) {
    const n = formatCount(merged);
    parts.push(
      plural(merged, {
        one: () => msg(str`${n} merged player name is back in the statistics.`, { id: 'restore.merged.one' }),
        few: () => msg(str`${n} merged player names are back in the statistics.`, { id: 'restore.merged.few' }),
        other: () => msg(str`${n} merged player names are back in the statistics.`, { id: 'restore.merged.other' }),
      }),
    );
  }
  return parts;
}

/** "Restored 3 games and 2 player names", "1 of the games as a copy, …", "2 games were already here": the clauses. */
function gamesClauses(report: RestoreReport): string[] {
  const { restored, alreadyHere, copies } = report;
  const names = report.playerNames ?? 0;
  if (restored === 0 && names === 0) {
    const n = formatCount(alreadyHere);
    return [
      plural(alreadyHere, {
        one: () => msg('Nothing to restore: the game was already here', { id: 'restore.nothing.one' }),
        few: () => msg(str`Nothing to restore: all ${n} games were already here`, { id: 'restore.nothing.few' }),
        other: () => msg(str`Nothing to restore: all ${n} games were already here`, { id: 'restore.nothing.other' }),
      }),
    ];
  }
  const games = gamesCount(restored);
  const players = namesCount(names);
  const clauses = [
    restored > 0 && names > 0
      ? msg(str`Restored ${games} and ${players}`, { desc: 'Restored 3 games and 2 player names' })
      : restored > 0
        ? msg(str`Restored ${games}`)
        : msg(str`Restored ${players}`),
  ];
  // With names in the sentence, "of them" and "were" would not say which.
  if (copies > 0) {
    const n = formatCount(copies);
    clauses.push(
      names > 0
        ? plural(copies, {
            one: () =>
              msg(str`${n} of the games as a copy, since a different version of that game is on this device`, {
                id: 'restore.copies-of-games.one',
              }),
            few: () =>
              msg(str`${n} of the games as a copy, since a different version of those games is on this device`, {
                id: 'restore.copies-of-games.few',
              }),
            other: () =>
              msg(str`${n} of the games as a copy, since a different version of those games is on this device`, {
                id: 'restore.copies-of-games.other',
              }),
          })
        : plural(copies, {
            one: () =>
              msg(str`${n} of them as a copy, since a different version of that game is on this device`, {
                id: 'restore.copies.one',
              }),
            few: () =>
              msg(str`${n} of them as a copy, since a different version of those games is on this device`, {
                id: 'restore.copies.few',
              }),
            other: () =>
              msg(str`${n} of them as a copy, since a different version of those games is on this device`, {
                id: 'restore.copies.other',
              }),
          }),
    );
  }
  if (alreadyHere > 0) {
    const n = formatCount(alreadyHere);
    clauses.push(
      names > 0
        ? plural(alreadyHere, {
            one: () => msg(str`${n} game was already here`, { id: 'restore.games-here.one' }),
            few: () => msg(str`${n} games were already here`, { id: 'restore.games-here.few' }),
            other: () => msg(str`${n} games were already here`, { id: 'restore.games-here.other' }),
          })
        : plural(alreadyHere, {
            one: () =>
              msg(str`${n} was already here`, {
                id: 'restore.here.one',
                desc: 'Of the games restored: 1 was already here',
              }),
            few: () =>
              msg(str`${n} were already here`, {
                id: 'restore.here.few',
                desc: 'Of the games restored: 3 were already here',
              }),
            other: () =>
              msg(str`${n} were already here`, {
                id: 'restore.here.other',
                desc: 'Of the games restored: 5 were already here',
              }),
          }),
    );
  }
  return clauses;
}

/**
 * "Restored 3 games and 2 player names; left out: 1 player name that was too long.", then what
 * became of the settings and of house rules that were left out. `leftOut`: the reading's.
 */
export function restoreSummary(report: RestoreReport, leftOut: readonly LeftOut[] = []): string {
  const settings = settingsSummary(report);
  const names = report.playerNames ?? 0;
  const nothingTaken = report.restored === 0 && report.alreadyHere === 0 && names === 0;
  const clauses = nothingTaken
    ? [settings.length > 0 ? msg('This backup has no games') : msg('This backup has no games: nothing was restored')]
    : gamesClauses(report);
  const omitted = leftOutPhrases(report, leftOut);
  if (omitted.length > 0) {
    const list = formatList(omitted);
    clauses.push(msg(str`left out: ${list}`, { desc: 'The end of the restore report: what it left out' }));
  }
  const rules = leftOut.flatMap((item) => (item.what === 'house-rules' ? [houseRulesLeftOut(item.problem)] : []));
  return [`${clauses.join('; ')}.`, ...settings, ...rules].join(' ');
}

/** "Saved zilch-backup-2026-11-20.json with 12 games to your downloads.": a backup sent off. */
export function backupSent(result: 'shared' | 'downloaded', name: string, games: number): string {
  const n = formatCount(games);
  return result === 'shared'
    ? plural(games, {
        one: () => msg(str`Shared ${name} with ${n} game.`, { id: 'backup-shared.one' }),
        few: () => msg(str`Shared ${name} with ${n} games.`, { id: 'backup-shared.few' }),
        other: () => msg(str`Shared ${name} with ${n} games.`, { id: 'backup-shared.other' }),
      })
    : plural(games, {
        one: () => msg(str`Saved ${name} with ${n} game to your downloads.`, { id: 'backup-saved.one' }),
        few: () => msg(str`Saved ${name} with ${n} games to your downloads.`, { id: 'backup-saved.few' }),
        other: () => msg(str`Saved ${name} with ${n} games to your downloads.`, { id: 'backup-saved.other' }),
      });
}

/** "3 games on this device.", or that there are none yet. */
export function gamesOnDevice(count: number): string {
  if (count === 0) return msg('There are no games on this device yet.');
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} game on this device.`, { id: 'backup-count.one' }),
    few: () => msg(str`${n} games on this device.`, { id: 'backup-count.few' }),
    other: () => msg(str`${n} games on this device.`, { id: 'backup-count.other' }),
  });
}
