/**
 * The sentences index.html's static shell paints before any script arrives, shared with the pages
 * that render them once their code has loaded. Each page renders its sentence at the same size and
 * place as the shell, so the first paint is the page's real first screen and nothing moves when
 * the page takes over (test/unit/ui/shell-text.test.ts holds index.html to these words).
 *
 * The shell's own copy lives in index.html, which no script may wait for: it is English, and a page
 * in another language replaces it with these words in that language.
 */
import { msg } from '@lit/localize';

/** What the games list, the first screen, is for. */
export const gamesIntro = () =>
  msg(
    'Every game stays on this phone, saved after each tap, with or without a connection: pick one up where you left it, or start a new one.',
  );

/** What the rules explorer does. */
export const explorerIntro = () =>
  msg(
    'Pick a rule set and tap in a roll: every legal hold shows with its points, and the chance to zilch with that many dice.',
  );
