/**
 * A phone whose storage fills up mid-game, on a real full file system: the Chromium profile lives
 * on a small tmpfs, which the test fills to the last byte. A roll tapped in then fails to save: the
 * message says the storage is full (not private browsing), the roll stays on the pad, and the
 * backup in the message takes every game. After space is freed and the browser restarted, every
 * game is there, still in IndexedDB or brought back from its second copy (OPFS); and when the
 * IndexedDB folder is gone altogether, the start brings them back before any page reads them and
 * says so, on a game's own address too.
 *
 * Mounting a tmpfs needs root (`.ci/run` runs as root); where it cannot be mounted the test says
 * why and is skipped.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { adviceSettled, button, launchPhoneProfile, shellReady, startFarkleGame, tapFaces, until } from './harness.js';
import type { E2eTest } from './harness.js';

/** Room for Chromium's profile (about 10 MB after the app's first visit) and the app's data. */
const TMPFS_SIZE = '64m';

/** Mounts a tmpfs of `size` on a new folder; null, with the reason printed, where that is not allowed. */
async function mountTmpfs(size: string): Promise<string | null> {
  const mountPoint = await mkdtemp(join(tmpdir(), 'zs-e2e-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', mountPoint], { stdio: 'pipe' });
    return mountPoint;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    console.log(`    skipped: cannot mount a tmpfs here (${stderr || String(error)}); run as root, as .ci/run does`);
    await rmdir(mountPoint).catch(() => undefined);
    return null;
  }
}

function unmount(mountPoint: string): void {
  try {
    execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
  } catch {
    // Not mounted (any more).
  }
}

/** Writes zeros until the file system has not one byte left. */
function fillTheDisk(file: string): void {
  for (const blockSize of ['1M', '4k']) {
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${file}`, `bs=${blockSize}`, 'oflag=append', 'conv=notrunc'], {
        stdio: 'pipe',
      });
    } catch {
      // dd stops with "No space left on device": that is the point.
    }
  }
}

function available(mountPoint: string): number {
  return Number(execFileSync('df', ['--output=avail', '-B1', mountPoint], { encoding: 'utf8' }).split('\n')[1]?.trim());
}

async function newGame(page: Page, url: string, players: readonly string[]): Promise<string> {
  await page.goto(url);
  await shellReady(page);
  await startFarkleGame(page, players);
  await page.getByRole('heading', { name: `${players[0]} is up` }).waitFor({ timeout: 15_000 });
  return page.url().replace(/^.*#\/game\//, '');
}

/** How many entries the second copy (OPFS) of each game holds in force, by id. */
function copiedHeads(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const heads: Record<string, number> = {};
    try {
      const root = await navigator.storage.getDirectory();
      const folder = await (await root.getDirectoryHandle('game-copies')).getDirectoryHandle('zilch-scorepad');
      for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) {
        if (!name.endsWith('.json')) continue;
        const text = await (await (await folder.getFileHandle(name)).getFile()).text();
        const game = (JSON.parse(text) as { games: { id: string; head: number }[] }).games[0];
        if (game) heads[game.id] = game.head;
      }
    } catch {
      // No copies yet.
    }
    return heads;
  });
}

/** The games list: the players of each card, as its link names them. */
async function listedGames(page: Page): Promise<number> {
  await page.getByRole('heading', { name: 'Games', level: 2 }).waitFor();
  await page.waitForFunction(
    () =>
      !document
        .querySelector('zs-app')
        ?.shadowRoot?.querySelector('zs-games-page')
        ?.shadowRoot?.textContent?.includes('Loading your games'),
  );
  return page.locator('zs-game-card').count();
}

const storageFull: E2eTest = {
  name: 'a full disk says so, offers a backup, and loses no game after space is freed and the browser restarted',
  async run(t) {
    const mountPoint = await mountTmpfs(TMPFS_SIZE);
    if (!mountPoint) return;
    const profile = join(mountPoint, 'profile');
    let context: BrowserContext | null = null;
    try {
      context = await launchPhoneProfile(profile);
      let page = context.pages()[0] ?? (await context.newPage());

      // Two games: Ana banks 150 in the first; the second has just started.
      const first = await newGame(page, t.url, ['Ana', 'Ben']);
      await tapFaces(page, [1, 5, 2, 3, 4, 6]);
      await adviceSettled(page);
      const hold = page
        .getByRole('list', { name: 'Legal holds, best first' })
        .getByRole('button', { name: /^Hold 1, 5:/ });
      await hold.tap();
      await until('the hold 1, 5 to be selected', async () => (await hold.getAttribute('aria-pressed')) === 'true');
      await button(page, 'Bank').tap();
      await page.getByRole('heading', { name: 'Ben is up' }).waitFor({ timeout: 10_000 });
      const second = await newGame(page, t.url, ['Cy', 'Dee']);
      let heads: Record<string, number> = {};
      await until('both games copied to OPFS', async () => {
        heads = await copiedHeads(page);
        return heads[first] === 3 && heads[second] === 0;
      }).catch((error: unknown) => {
        throw new Error(`${String(error)}: the copies have ${JSON.stringify(heads)}`);
      });

      // The disk fills up to the last byte.
      fillTheDisk(join(mountPoint, 'filler'));
      assert.equal(available(mountPoint), 0, 'the file system is full');

      // Cy taps in a roll: it cannot be saved, and the message says why. Chromium either keeps the
      // database and fails the write, or (seen in some runs) drops the database and opens a new,
      // empty one: then the app finds its games missing and offers them from their second copy,
      // which it cannot store on the full disk either.
      const failed = page.getByRole('alert').filter({ hasText: 'The game could not be saved' });
      const lost = page.getByText(/games? (is|are) missing from this phone's database but a copy was kept$/);
      // The last tap is made unless the database went first (then the pad went with it).
      await tapFaces(page, [2, 2, 3, 4, 6, 6]).catch(async (error: unknown) => {
        if ((await lost.count()) === 0) throw error;
      });
      await until(
        'the write refused, or the games offered back',
        async () => (await failed.count()) > 0 || (await lost.count()) > 0,
        20_000,
      );
      let message: string;
      if ((await failed.count()) > 0) {
        // The banner's words are its slotted (light DOM) text.
        message = ((await page.locator('zs-banner[alert]').textContent()) ?? '').replace(/\s+/g, ' ');
        assert.match(
          message,
          /The phone's storage is full\. Every game saved before is kept, in two copies: free some space, then try again\./,
        );
        // The roll is still on the pad.
        const padDice = await page.getByRole('button', { name: /^Remove \d, die / }).count();
        assert.equal(padDice, 6, 'the six dice stay on the pad');
      } else {
        console.log(
          '    Chromium dropped the database on the full disk: the app offers the games from their second copy',
        );
        message = ((await page.locator('zs-recovery-notice zs-banner').textContent()) ?? '').replace(/\s+/g, ' ');
        assert.match(message, /could not put the games back by itself: The phone's storage is full/);
        await page
          .getByText("This game is missing from this phone's database, but a copy was kept")
          .waitFor({ timeout: 10_000 });
      }
      assert.doesNotMatch(message, /private browsing/);
      await t.screenshot('40-storage-full', page);

      // The backup in the message takes both games (the file goes to the download folder, off this disk).
      const download = page.waitForEvent('download', { timeout: 15_000 });
      await button(page, 'Back up all games now').tap();
      const file = await (await download).path();
      const backup = JSON.parse(await readFile(file, 'utf8')) as { games: { id: string; head: number }[] };
      assert.deepEqual(backup.games.map((game) => game.id).sort(), [first, second].sort());
      await page
        .getByRole('status')
        .filter({ hasText: /with 2 games/ })
        .waitFor({ timeout: 10_000 });

      // Space is freed; the browser restarts.
      await context.close();
      context = null;
      await rm(join(mountPoint, 'filler'));
      context = await launchPhoneProfile(profile);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(t.url);
      await shellReady(page);
      // Both games are there: kept by the database, or brought back by the start from their copies.
      await until('both games listed', async () => (await listedGames(page)) === 2, 15_000);
      if (await page.getByRole('main').getByText('The browser lost 2 games: they are back').isVisible()) {
        console.log('    the database was lost with the full disk: the start brought the games back from their copies');
      }
      await context.close();
      context = null;

      // The database itself is lost (as Chromium does after a full disk: a new, empty one).
      const folder = join(profile, 'Default', 'IndexedDB');
      const databases = (await readdir(folder)).filter((name) => name.startsWith('http_127.0.0.1_'));
      assert.ok(databases.length > 0, `the app's IndexedDB folder is in ${folder}`);
      for (const name of databases) await rm(join(folder, name), { recursive: true, force: true });

      // Opened on the first game's own address (a bookmark, the icon on the home screen): the game is
      // there, brought back before the page read it, and the app says what happened.
      context = await launchPhoneProfile(profile);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${t.url}#/game/${first}`);
      await shellReady(page);
      await page.getByRole('heading', { name: 'Ben is up' }).waitFor({ timeout: 15_000 });
      await page.getByRole('main').getByText('The browser lost 2 games: they are back').waitFor({ timeout: 10_000 });
      assert.equal(await page.getByText('This game is not here').count(), 0);
      await t.screenshot('41-games-brought-back', page);
      await button(page, 'OK').tap();
      await page.goto(t.url);
      await shellReady(page);
      await until('both games listed', async () => (await listedGames(page)) === 2, 15_000);
      await t.screenshot('42-games-back', page);
      await context.close();
      context = null;
    } finally {
      await context?.close().catch(() => undefined);
      unmount(mountPoint);
      await rmdir(mountPoint).catch(() => undefined);
    }
  },
};

export const tests: readonly E2eTest[] = [storageFull];
