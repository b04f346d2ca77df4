/**
 * The browser killed at random moments over many taps, as a dead battery or the system killing the
 * app would do it: every Chromium process of the profile gets SIGKILL (no unload, no goodbye), now
 * and then right after Bank or right after a roll's last die, and every few kills the profile's
 * IndexedDB folder is removed while the browser is down, as Chromium does when it re-creates a
 * database it lost. Opened again, the game must hold every action the page announced, nothing
 * twice, and every game must be there. Run short by the e2e suite (kills.e2e.ts) and long by the
 * bench (`npm run bench -- kills`).
 *
 * A scripted pair of players (Ana and Ben) plays three kinds of turns, each action one write: a
 * roll (six taps, the last writes it), a hold and Roll again, Bank (the hold and the bank in one
 * write), Undo. The run knows the game each action leaves; an action counts as announced once the
 * page's live region said it (an init script reports what the region says on the console, so it
 * arrives a moment after the page said it: a kill in that moment counts the action as not
 * announced, which only weakens the check). After a kill, the game stored must be one the script
 * passed through between the last announced action and the last action tapped.
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { mulberry32 } from '../support/random.js';
import { button, launchPhoneProfile, pickHold, shellReady, startFarkleGame, tapFaces, until } from './harness.js';

type Entry = { readonly type: string; readonly dice?: readonly number[] };
type ActionKind = 'roll' | 'hold' | 'bank' | 'undo';

interface Action {
  readonly kind: ActionKind;
  /** The turn's first roll: a new game may start before it. */
  readonly startsTurn?: true;
  /** The dice of a roll, or of the hold chosen before Roll again or Bank. */
  readonly dice: readonly number[];
  /** What the live region says once it is stored. */
  readonly said: RegExp;
}

/** Scores 150 at once (1 and 5), two 4s and no more: three of a kind is never there. */
const FIRST = [1, 5, 2, 3, 4, 4];
/** After holding the 1: a 5 and nothing else (no straight of five). */
const SECOND = [5, 2, 3, 3, 6];

/** The three kinds of turn, 150 points each: Bank at once; hold the 1, Roll again, Bank the 5; Bank, Undo, Bank. */
function turn(kind: number): Action[] {
  const roll = (dice: readonly number[]): Action => ({
    kind: 'roll',
    dice,
    said: new RegExp(` rolls ${dice.join(', ')}\\.`),
  });
  const bank = (dice: readonly number[]): Action => ({ kind: 'bank', dice, said: / banks / });
  const first: Action = { ...roll(FIRST), startsTurn: true };
  switch (kind % 3) {
    case 0:
      return [first, bank([1, 5])];
    case 1:
      return [first, { kind: 'hold', dice: [1], said: / holds 1: / }, roll(SECOND), bank([5])];
    default:
      return [first, bank([1, 5]), { kind: 'undo', dice: [], said: /^Undone: / }, bank([1, 5])];
  }
}

/** The entries in force after an action, from those before it (each action is one tap). */
function after(taps: readonly (readonly Entry[])[], action: Action): (readonly Entry[])[] {
  switch (action.kind) {
    case 'roll':
      return [...taps, [{ type: 'roll', dice: action.dice }]];
    case 'hold':
      return [...taps, [{ type: 'hold', dice: action.dice }]];
    case 'bank':
      return [...taps, [{ type: 'hold', dice: action.dice }, { type: 'bank' }]];
    case 'undo':
      return taps.slice(0, -1);
  }
}

const flat = (taps: readonly (readonly Entry[])[]) => JSON.stringify(taps.flat());

/** Where the run kills: right after Bank, right after a roll's last die, or after any action. */
type KillPoint = 'bank' | 'last-die' | 'any';
const KILL_POINTS: readonly KillPoint[] = ['bank', 'last-die', 'any'];

export interface KillRunOptions {
  readonly url: string;
  readonly profile: string;
  readonly kills: number;
  readonly seed?: number;
  /** Every this many kills, the IndexedDB folder is removed while the browser is down. */
  readonly emptyEvery?: number;
  /** Stop killing after this long (ms), whatever the count. */
  readonly budgetMs?: number;
  readonly log?: (line: string) => void;
}

export interface KillRunFigures {
  readonly kills: number;
  readonly emptied: number;
  readonly actions: number;
  readonly announced: number;
  /** Announced actions missing from the game opened again. */
  readonly lost: number;
  /** Games opened again that were none the script passed through (an action twice, or out of order). */
  readonly wrong: number;
  /** Games not there after the start (not brought back). */
  readonly missing: number;
  /** Kills right after a last die whose holds were on screen, and of those how many kept the roll or its six dice. */
  readonly lastDieShown: number;
  readonly lastDieKept: number;
  /** Actions that were in flight (tapped, not announced) and were found stored. */
  readonly inFlightKept: number;
  readonly seconds: number;
  readonly problems: readonly string[];
}

/** How many Chromium processes run on this profile. */
export function chromiumProcesses(profile: string): number {
  try {
    return Number(execFileSync('pgrep', ['-c', '-f', '--', `user-data-dir=${profile}`], { encoding: 'utf8' }).trim());
  } catch {
    return 0; // pgrep exits 1 when nothing matched
  }
}

/** Every Chromium process of this profile, killed at once. */
export function killChromium(profile: string): void {
  try {
    execFileSync('pkill', ['-KILL', '-f', '--', `user-data-dir=${profile}`]);
  } catch {
    // Gone already.
  }
}

/** Reports each sentence the shell's live region says on the console, as `zs-said:<sentence>`. */
const LISTENER = `(() => {
  const watch = () => {
    const region = document.querySelector('zs-app')?.shadowRoot?.querySelector('.announcer');
    if (!region) return void setTimeout(watch, 20);
    new MutationObserver(() => { const text = region.textContent; if (text) console.log('zs-said:' + text); })
      .observe(region, { childList: true, characterData: true, subtree: true });
  };
  watch();
})();`;

/**
 * The game's entries in force, read from IndexedDB as the app stored them (after the app opened the
 * database); null when the game is not there. A string, so the page runs it as written.
 */
const STORED_ENTRIES = `async (id) => {
  const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const db = await request(indexedDB.open('zilch-scorepad'));
  try {
    const tx = db.transaction(['games', 'logChunks'], 'readonly');
    const row = await request(tx.objectStore('games').get(id));
    if (!row) return null;
    const chunks = await request(tx.objectStore('logChunks').getAll(IDBKeyRange.bound([id, 0], [id, Infinity])));
    const entries = chunks.sort((a, b) => a.chunk - b.chunk).flatMap((chunk) => chunk.entries);
    return entries.slice(0, row.head).map((entry) => ('dice' in entry ? { type: entry.type, dice: entry.dice } : { type: entry.type }));
  } finally {
    db.close();
  }
}`;

async function storedEntries(page: Page, gameId: string): Promise<Entry[] | null> {
  return page.evaluate(`(${STORED_ENTRIES})(${JSON.stringify(gameId)})`);
}

/** The dice on the pad, by their remove buttons ("Remove 5, die 2 of 6"). */
async function padDice(page: Page): Promise<number> {
  return page.getByRole('button', { name: /^Remove \d, die / }).count();
}

/** Opens the profile at the game and waits for its page to show who is up. */
async function open(
  profile: string,
  gameUrl: string,
  said: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await launchPhoneProfile(profile);
  await context.addInitScript(LISTENER);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('zs-said:')) said.push(text.slice('zs-said:'.length));
  });
  await page.goto(gameUrl);
  await shellReady(page);
  await page.getByRole('heading', { name: / is up$/ }).waitFor({ timeout: 20_000 });
  return { context, page };
}

/** Taps an action's buttons; returns once its write is handed over (the tap itself), not once it is stored. */
async function tapAction(page: Page, action: Action): Promise<void> {
  switch (action.kind) {
    case 'roll':
      await tapFaces(page, action.dice);
      return;
    case 'hold':
      await pickHold(page, action.dice);
      await button(page, 'Roll again').tap();
      return;
    case 'bank':
      await pickHold(page, action.dice);
      await button(page, 'Bank').tap();
      return;
    case 'undo':
      await button(page, 'Undo').tap();
      return;
  }
}

/** Runs the kills; throws only when the run itself cannot go on (a page that never opens). */
export async function runKills(options: KillRunOptions): Promise<KillRunFigures> {
  const { url, profile, kills, seed = 1, emptyEvery = 4, budgetMs = Infinity, log = () => undefined } = options;
  const random = mulberry32(seed);
  const started = Date.now();
  const problems: string[] = [];
  const said: string[] = [];
  const figures = {
    kills: 0,
    emptied: 0,
    actions: 0,
    announced: 0,
    lost: 0,
    wrong: 0,
    missing: 0,
    lastDieShown: 0,
    lastDieKept: 0,
    inFlightKept: 0,
  };

  let context = await launchPhoneProfile(profile);
  await context.addInitScript(LISTENER);
  let page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => message.text().startsWith('zs-said:') && said.push(message.text().slice(8)));
  await page.goto(url);
  await shellReady(page);
  const games: string[] = [];
  let gameUrl = await startFarkleGame(page, ['Ana', 'Ben']);
  games.push(gameUrl);
  /** The script: turn after turn; `states[i]` is the game after action i (states[0]: the new game). */
  let script: Action[] = [];
  let states: (readonly Entry[])[][] = [[]];
  let turns = 0;
  let position = 0;
  const nextAction = (): Action => {
    while (position >= script.length) script = [...script, ...turn(turns++)];
    return script[position] as Action;
  };

  /** Does action `position` and (unless `kill`) waits until the page announces it. */
  const perform = async (kill: boolean): Promise<{ action: Action; announced: () => boolean }> => {
    const action = nextAction();
    const from = said.length;
    await tapAction(page, action);
    figures.actions += 1;
    position += 1;
    states[position] = after(states[position - 1] ?? [], action);
    const announced = () => said.slice(from).some((sentence) => action.said.test(sentence));
    if (!kill) {
      await until(`"${action.said.source}" to be said`, announced, 15_000);
      figures.announced += 1;
    }
    return { action, announced };
  };

  try {
    for (; figures.kills < kills && Date.now() - started < budgetMs; figures.kills++) {
      const point = KILL_POINTS[figures.kills % KILL_POINTS.length] as KillPoint;
      // A few actions at a player's pace, then the one the kill follows.
      for (let n = Math.floor(random() * 3); n > 0; n--) await perform(false);
      if (point === 'bank') while (nextAction().kind !== 'bank') await perform(false);
      if (point === 'last-die') while (nextAction().kind !== 'roll') await perform(false);
      const lastAnnounced = position;
      const { action, announced } = await perform(true);
      const delay = Math.floor(random() * 25);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const holdsShown =
        point === 'last-die' &&
        (await page
          .getByRole('list', { name: 'Legal holds, best first' })
          .isVisible()
          .catch(() => false));
      const wasAnnounced = announced();
      killChromium(profile);
      await until('every Chromium process of the profile to be gone', () => chromiumProcesses(profile) === 0, 20_000);
      await context.close().catch(() => undefined);
      if (wasAnnounced) figures.announced += 1;
      const emptied = figures.kills % emptyEvery === emptyEvery - 1;
      if (emptied) {
        // Chromium re-creating the site's database from nothing: the folder is gone at the next launch.
        await rm(join(profile, 'Default', 'IndexedDB'), { recursive: true, force: true });
        figures.emptied += 1;
      }

      said.length = 0;
      ({ context, page } = await open(profile, gameUrl, said));
      // Let the page finish what a start does: a complete roll on the pad is sent by itself.
      await page.waitForTimeout(400);
      await until('a complete roll on the pad to be sent', async () => (await padDice(page)) < 6, 10_000);
      const stored = await storedEntries(page, gameUrl.replace(/^.*#\/game\//, ''));
      // The game stored is the one the last announced action left, or one the actions after it left.
      const minimum = wasAnnounced ? position : lastAnnounced;
      if (stored === null) {
        figures.missing += 1;
        problems.push(
          `kill ${figures.kills + 1} (${point}, ${delay} ms${emptied ? ', database emptied' : ''}): the game is missing`,
        );
        break;
      }
      const found = states.findIndex(
        (state, index) => index >= minimum && index <= position && flat(state) === JSON.stringify(stored),
      );
      if (found < 0) {
        const announcedGame = states[minimum] ?? [];
        const isPrefix = JSON.stringify(stored) === JSON.stringify(announcedGame.flat().slice(0, stored.length));
        if (isPrefix && stored.length < announcedGame.flat().length) figures.lost += 1;
        else figures.wrong += 1;
        problems.push(
          `kill ${figures.kills + 1} (${point} after ${action.kind}, ${delay} ms${emptied ? ', database emptied' : ''}): stored ${stored.length} entries, ` +
            `announced ${announcedGame.flat().length}, tapped ${(states[position] ?? []).flat().length}`,
        );
        break;
      }
      if (found === position && !wasAnnounced) figures.inFlightKept += 1;
      if (point === 'last-die' && holdsShown) {
        figures.lastDieShown += 1;
        if (found === position || (await padDice(page)) === action.dice.length) figures.lastDieKept += 1;
        else problems.push(`kill ${figures.kills + 1}: the holds were on screen, the roll and its dice are gone`);
      }
      // Go on from the game as stored (an action lost in flight is tapped again): dice left on the pad are taken off.
      position = found;
      states = states.slice(0, position + 1);
      for (let left = await padDice(page); left > 0; left = await padDice(page)) {
        await page
          .getByRole('button', { name: /^Remove \d, die / })
          .first()
          .tap();
      }
      if (turns > 100 && nextAction().startsTurn) {
        // A new game before this one ends (each player at some 7,500): the games page lists both.
        await page.goto(url);
        await shellReady(page);
        gameUrl = await startFarkleGame(page, ['Ana', 'Ben']);
        games.push(gameUrl);
        script = [];
        states = [[]];
        turns = 0;
        position = 0;
      }
      log(
        `kill ${figures.kills + 1} (${point}, ${delay} ms${emptied ? ', database emptied' : ''}): stored ${found}/${position} actions`,
      );
    }
    // Every game played is there.
    await page.goto(url);
    await shellReady(page);
    for (const game of games) {
      if ((await storedEntries(page, game.replace(/^.*#\/game\//, ''))) === null) {
        figures.missing += 1;
        problems.push(`game ${game} is missing at the end`);
      }
    }
  } finally {
    await context.close().catch(() => undefined);
    killChromium(profile);
  }
  return { ...figures, seconds: (Date.now() - started) / 1000, problems };
}
