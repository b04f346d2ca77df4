/**
 * What the app says when the browser lost its database and the second copy of the games (the
 * copies and the journal of the last taps, src/db) brought them back, or could not yet.
 */
import { msg, str } from '@lit/localize';
import { formatCount, plural } from './format.js';
import { joinNames } from './names.js';
import { errorText } from './storage-text.js';

/** "3 games are missing from this phone's database but a copy was kept". */
export function missingHeading(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () =>
      msg(str`${n} game is missing from this phone's database but a copy was kept`, { id: 'recovery-missing.one' }),
    few: () =>
      msg(str`${n} games are missing from this phone's database but a copy was kept`, { id: 'recovery-missing.few' }),
    other: () =>
      msg(str`${n} games are missing from this phone's database but a copy was kept`, { id: 'recovery-missing.other' }),
  });
}

/** "Brought back 3 games.", once they are in the list again. */
export function broughtBack(count: number): string {
  if (count === 0) return msg('Those games are already back.');
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`Brought back ${n} game.`, { id: 'recovery-brought-back.one' }),
    few: () => msg(str`Brought back ${n} games.`, { id: 'recovery-brought-back.few' }),
    other: () => msg(str`Brought back ${n} games.`, { id: 'recovery-brought-back.other' }),
  });
}

/** "2 games more could not be read from the copy.": copies too damaged to bring back. */
export function unreadableLine(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`${n} game more could not be read from the copy.`, { id: 'recovery-unreadable.one' }),
    few: () => msg(str`${n} games more could not be read from the copy.`, { id: 'recovery-unreadable.few' }),
    other: () => msg(str`${n} games more could not be read from the copy.`, { id: 'recovery-unreadable.other' }),
  });
}

/** What bringing the missing games back does, said of one game or of several. */
export function bringBackAbout(count: number): string {
  return plural(count, {
    one: () => msg('Bringing it back adds it to the list as it was last saved.', { id: 'recovery-about.one' }),
    few: () => msg('Bringing them back adds them to the list as they were last saved.', { id: 'recovery-about.few' }),
    other: () =>
      msg('Bringing them back adds them to the list as they were last saved.', { id: 'recovery-about.other' }),
  });
}

/** The button that brings the missing games back. */
export function bringBackButton(count: number): string {
  return plural(count, {
    one: () =>
      msg('Bring it back', {
        id: 'recovery-bring-back.one',
        desc: 'Button: restore the one game missing from the database',
      }),
    few: () =>
      msg('Bring them back', {
        id: 'recovery-bring-back.few',
        desc: 'Button: restore the games missing from the database',
      }),
    other: () =>
      msg('Bring them back', {
        id: 'recovery-bring-back.other',
        desc: 'Button: restore the games missing from the database',
      }),
  });
}

/** "The browser lost 2 games: they are back", when the start brought them back by itself. */
export function restoredHeading(count: number): string {
  const n = formatCount(count);
  return plural(count, {
    one: () => msg(str`The browser lost ${n} game: it is back`, { id: 'recovery-restored.one' }),
    few: () => msg(str`The browser lost ${n} games: they are back`, { id: 'recovery-restored.few' }),
    other: () => msg(str`The browser lost ${n} games: they are back`, { id: 'recovery-restored.other' }),
  });
}

/** What happened and what the app did, with the games it brought back ("Ana and Ben; Cy and Dee"). */
export function restoredText(games: readonly { readonly players: readonly string[] }[]): string {
  const list = games.map((game) => joinNames(game.players)).join('; ');
  return msg(
    str`This browser opened with its database empty, as browsers sometimes do after a crash or a full disk. Zilch Scorepad keeps a second copy of every game and brought back each as it was at its last saved tap: ${list}.`,
  );
}

/** Why the lost games are offered rather than back already: the storage's own words follow. */
export function offeredText(problem: string): string {
  return msg(
    str`This browser opened with its database empty, as browsers sometimes do after a crash or a full disk. A second copy of every game was kept, but Zilch Scorepad could not put the games back by itself: ${problem}`,
  );
}

/** Why lost games could not be put back by the app itself: the storage's own words, or for a full disk what to do. */
export function offeredProblem(problem: unknown): string {
  const code = (problem as { code?: unknown } | null)?.code;
  return code === 'quota' ? msg("The phone's storage is full: free some space first.") : errorText(problem, '');
}

/** The play page's note when the offer to bring its game back is above it (the shell's). */
export function bringBackAbove(): string {
  return msg('Bring it back with the button above.');
}

/** The play page's heading when the game on its address is not in the database and its second copy is. */
export function missingButKept(): string {
  return msg("This game is missing from this phone's database, but a copy was kept");
}

/** Bringing games back failed; the storage's words follow (or nothing). */
export function gamesNotBroughtBack(why: string): string {
  return msg(str`The games were not brought back.${why ? ` ${why}` : ''}`);
}

/** Bringing one game back failed; the storage's words follow. */
export function notBroughtBack(why: string): string {
  return msg(str`The game could not be brought back. ${why}`);
}

/** Closes the note that games were brought back. */
export function dismissLabel(): string {
  return msg('OK', { id: 'recovery-dismiss', desc: 'Button: close the note that lost games were brought back' });
}
